#include "cli_full/shape_filters.h"

#include "cli/cli_commands.h"
#include "gbxx/variant.h"
#include "io/file_names.h"

namespace gbxx::cli {
namespace {

QCommandLineOption valueOption(const char* name, const QString& help, const QString& valueName) {
    return QCommandLineOption(QLatin1String(name), help, valueName);
}

} // namespace

ShapeFilterOptions::ShapeFilterOptions()
    : variant_(
          valueOption("variant", Cli::tr("Only this tile size: 08, 16, 32 or 64."), Cli::tr("NN")))
    , hex_(QStringLiteral("hex"), Cli::tr("Only hexagonal boards."))
    , square_(QStringLiteral("square"), Cli::tr("Only square boards."))
    // One wording for both commands: they mean the same wrap (gbxx/shape_filter.h).
    , wrap_(QStringLiteral("wrap"), Cli::tr("Only boards that wrap (header wrap not 0)."))
    , minWidth_(valueOption("min-width", Cli::tr("At least N tiles wide."), Cli::tr("N")))
    , maxWidth_(valueOption("max-width", Cli::tr("At most N tiles wide."), Cli::tr("N")))
    , minLength_(valueOption("min-length", Cli::tr("At least N tiles long."), Cli::tr("N")))
    , maxLength_(valueOption("max-length", Cli::tr("At most N tiles long."), Cli::tr("N"))) {}

QList<QCommandLineOption> ShapeFilterOptions::options() const {
    return {variant_, hex_, square_, wrap_, minWidth_, maxWidth_, minLength_, maxLength_};
}

std::variant<ShapeFilter, QString>
ShapeFilterOptions::read(const QCommandLineParser& parser) const {
    ShapeFilter filters;
    if (parser.isSet(variant_)) {
        const auto v = variantFromDigits(parser.value(variant_).toStdString());
        if (!v)
            return Cli::tr("--variant takes 08, 16, 32 or 64, not '%1'")
                .arg(shownName(parser.value(variant_)));
        filters.variant = static_cast<int>(bitsOf(*v));
    }
    if (parser.isSet(hex_) && parser.isSet(square_))
        return Cli::tr("give --hex or --square, not both");
    if (parser.isSet(hex_) || parser.isSet(square_))
        filters.hex = parser.isSet(hex_);
    if (parser.isSet(wrap_))
        filters.wrap = true;
    const std::pair<const QCommandLineOption*, std::optional<int>*> bounds[] = {
        {&minWidth_, &filters.minWidth},
        {&maxWidth_, &filters.maxWidth},
        {&minLength_, &filters.minLength},
        {&maxLength_, &filters.maxLength}};
    for (const auto& [option, target] : bounds) {
        if (!parser.isSet(*option))
            continue;
        bool ok = false;
        const int n = parser.value(*option).toInt(&ok);
        if (!ok || n < 0)
            return Cli::tr("--%1 takes a whole number of tiles, not '%2'")
                .arg(option->names().front(), shownName(parser.value(*option)));
        *target = n;
    }
    return filters;
}

} // namespace gbxx::cli
