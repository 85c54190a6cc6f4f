// `gbxx search [WORDS...] [filters] [--sort …] [--limit N] [--json]`: the registry's boards, one
// line each (`CODE  TITLE — AUTHOR (W×L, GBNN, hex|square)`), or the registry's own board objects
// as one JSON array. Pages are followed until --limit boards are found.

#include "cli/cli_commands.h"
#include "cli_full/registry_commands.h"
#include "cli_full/registry_session.h"
#include "cli_full/shape_filters.h"
#include "gbxx/board_outline.h"
#include "gbxx/variant.h"
#include "io/file_names.h"
#include "text/qt_text.h"
#include "text/variant_text.h"

#include <QJsonDocument>

namespace gbxx::cli {
namespace {

constexpr int kMaxLimit = 1000;
constexpr int kPage = 100;     // the most the registry sends at once
constexpr int kMaxText = 1000; // characters of words or author

QString boardLine(const RegistryBoard& b) {
    const std::optional<Variant> variant = variantFromBits(b.variant);
    const QString label = variant ? variantLabel(*variant) : QStringLiteral("GB%1").arg(b.variant);
    // Not the lists' facts line (gbxx/board_outline.h): this line is the CLI's contract
    // (docs/cli.md), which scripts match, so it keeps its own order, the tight "W×L", the number
    // of an unknown variant and no "wraps" (--json has `wrap`). Its shape word is the core's.
    // Put together piece by piece: arg() would read a "%1" in a title as a place. Every text the
    // registry sent is escaped, as in messages: a terminal only ever gets it to read.
    return shownName(b.code) + QStringLiteral("  ") + shownName(b.title) +
           QStringLiteral(" \u2014 ") + shownName(b.author) + QStringLiteral(" (") +
           QString::number(b.width) + QStringLiteral("\u00d7") + QString::number(b.length) +
           QStringLiteral(", ") + label + QStringLiteral(", ") + qs(shapeWord(b.hex)) +
           QStringLiteral(")\n");
}

} // namespace

int searchCommand(const QStringList& args) {
    RegistryParser p(QStringLiteral("search"),
                     Cli::tr("Search the registry's listed boards by words (in titles, authors "
                             "and codes) and filters; print one line per board, or --json."));
    const auto value = [](const char* name, const QString& help, const QString& valueName) {
        return QCommandLineOption(QLatin1String(name), help, valueName);
    };
    const auto flag = [](const char* name, const QString& help) {
        return QCommandLineOption(QLatin1String(name), help);
    };
    const QCommandLineOption author =
        value("author", Cli::tr("Only boards whose author contains A (any case)."), Cli::tr("A"));
    const ShapeFilterOptions shape;
    const QCommandLineOption sort = value(
        "sort", Cli::tr("The order: relevance (the default), new or downloads."), Cli::tr("ORDER"));
    const QCommandLineOption limit = value(
        "limit", Cli::tr("At most N boards (1-%1, default 20).").arg(kMaxLimit), Cli::tr("N"));
    const QCommandLineOption json =
        flag("json", Cli::tr("Print the registry's board objects as one JSON array."));
    p.parser().addOption(author);
    p.parser().addOptions(shape.options());
    p.parser().addOptions({sort, limit, json});
    p.parser().addPositionalArgument(QStringLiteral("WORDS..."), Cli::tr("Words to look for."));
    int status = kSuccess;
    if (!p.parse(args, status))
        return status;

    RegistrySearch query;
    query.words = p.parser().positionalArguments();
    query.author = p.parser().value(author);
    if (const auto problem =
            textProblem(Cli::tr("WORDS"), query.words.join(QLatin1Char(' ')), kMaxText))
        return p.usage(*problem);
    if (const auto problem = textProblem(QStringLiteral("--author"), query.author, kMaxText))
        return p.usage(*problem);
    const auto filters = shape.read(p.parser());
    if (const QString* problem = std::get_if<QString>(&filters))
        return p.usage(*problem);
    query.shape = std::get<ShapeFilter>(filters);
    if (p.parser().isSet(sort)) {
        query.sort = p.parser().value(sort);
        if (query.sort != QLatin1String("relevance") && query.sort != QLatin1String("new") &&
            query.sort != QLatin1String("downloads"))
            return p.usage(Cli::tr("--sort takes relevance, new or downloads, not '%1'")
                               .arg(shownName(query.sort)));
    }
    int wanted = 20;
    if (p.parser().isSet(limit)) {
        bool ok = false;
        wanted = p.parser().value(limit).toInt(&ok);
        if (!ok || wanted < 1 || wanted > kMaxLimit)
            return p.usage(Cli::tr("--limit takes 1 to %1, not '%2'")
                               .arg(kMaxLimit)
                               .arg(shownName(p.parser().value(limit))));
    }
    const std::optional<QUrl> url = p.address(status);
    if (!url)
        return status;

    RegistryClient client(*url);
    QList<RegistryBoard> found;
    while (found.size() < wanted) {
        query.limit = std::min(kPage, wanted - static_cast<int>(found.size()));
        const RegistryResult<RegistryPage> page =
            await<RegistryPage>([&](auto done) { client.search(query, std::move(done)); });
        if (const auto* error = std::get_if<RegistryError>(&page)) {
            printError(error->reason);
            return kFailure;
        }
        const RegistryPage& boards = std::get<RegistryPage>(page);
        found += boards.boards;
        if (boards.next.isEmpty() || boards.boards.isEmpty())
            break;
        query.cursor = boards.next;
    }
    found = found.mid(0, wanted);

    QByteArray out;
    if (p.parser().isSet(json)) {
        // One object a line, as `find --json` prints them.
        QByteArrayList objects;
        for (const RegistryBoard& b : found)
            objects << QJsonDocument(b.json).toJson(QJsonDocument::Compact);
        out = objects.isEmpty() ? QByteArray("[]\n") : "[\n" + objects.join(",\n") + "\n]\n";
    } else {
        for (const RegistryBoard& b : found)
            out += boardLine(b).toUtf8();
    }
    writeOut(out);
    return kSuccess;
}

} // namespace gbxx::cli
