#pragma once
// The arguments of a command that takes fixed positional arguments, --help and --layout (diff,
// merge, patch): parsed once, the same way, so their help and usage errors read alike.

#include "gbxx/layout.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>

namespace gbxx::cli {

struct ParsedArguments {
    QStringList positional;
    const Layout* layout = &defaultLayout();
    std::optional<int> exit; // set when the command ends here (help, usage error)
};

// Adds --help and --layout to `parser` (which may hold the command's own options), parses `args`
// of `command` ("patch make") and checks that there are exactly `positional` arguments.
ParsedArguments parseArguments(QCommandLineParser& parser, const QString& command,
                               const QString& summary, const QStringList& positional,
                               const QStringList& args);

} // namespace gbxx::cli
