#include "cli_full/registry_session.h"

#include "cli/cli_commands.h"
#include "cli_full/editor_registry.h"
#include "io/safe_write.h"
#include "registry_client/registry_address.h"

namespace gbxx::cli {

RegistryParser::RegistryParser(const QString& command, const QString& description)
    : command_(command)
    , help_({QStringLiteral("h"), QStringLiteral("help")}, Cli::tr("Show this help."))
    , registry_(QStringLiteral("registry"),
                Cli::tr("The registry's address (default: GBXX_REGISTRY, else the editor's "
                        "setting, else %1).")
                    .arg(QLatin1String(kDefaultRegistry)),
                Cli::tr("URL")) {
    parser_.setApplicationDescription(description);
    parser_.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser_.addOption(help_);
    parser_.addOption(registry_);
}

bool RegistryParser::parse(const QStringList& args, int& status) {
    if (!parser_.parse(QStringList{QStringLiteral("gbxx ") + command_} + args)) {
        status = usage(parser_.errorText());
        return false;
    }
    if (parser_.isSet(help_)) {
        printOut(commandHelp(parser_, command_));
        status = kSuccess;
        return false;
    }
    return true;
}

std::optional<QUrl> RegistryParser::address(int& status) {
    QString why;
    const std::optional<QUrl> url =
        registryAddress({parser_.value(registry_), qEnvironmentVariable(kRegistryVariable),
                         editorRegistryAddress()},
                        &why);
    if (!url)
        status = usage(why);
    return url;
}

int RegistryParser::usage(const QString& message) const {
    return usageError(message, command_.section(QLatin1Char(' '), 0, 0));
}

std::optional<QString> textProblem(const QString& option, const QString& text, int limit) {
    for (const QChar c : text) {
        // Bytes that were not UTF-8 arrive as U+EF80..U+EFFF (io/file_names.h).
        if (c.unicode() >= 0xEF80 && c.unicode() <= 0xEFFF)
            return Cli::tr("%1 is not UTF-8 text").arg(option);
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return Cli::tr("%1 holds a control character").arg(option);
    }
    if (text.size() > limit)
        return Cli::tr("%1 is longer than %2 characters").arg(option).arg(limit);
    return std::nullopt;
}

} // namespace gbxx::cli
