#include "cli/board_history_commands.h"

#include "cli/cli_commands.h"
#include "cli/command_arguments.h"
#include "gbxx/board_diff.h"
#include "gbxx/board_diff_text.h"
#include "gbxx/board_merge.h"
#include "gbxx/dump_json.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "text/core_texts.h"

#include <QCommandLineParser>

#include <cstdio>
#include <optional>
#include <string>

namespace gbxx::cli {

ParsedArguments parseArguments(QCommandLineParser& parser, const QString& command,
                               const QString& summary, const QStringList& positional,
                               const QStringList& args) {
    ParsedArguments result;
    parser.setApplicationDescription(summary);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  Cli::tr("Show this help."));
    const QCommandLineOption layoutOption(
        QStringLiteral("layout"),
        Cli::tr("Read the files in this layout (spec section L): %1. Default %2.")
            .arg(layoutNames().join(QLatin1Char('|')), layoutNames().front()),
        Cli::tr("NAME"));
    parser.addOption(help);
    parser.addOption(layoutOption);
    for (const QString& name : positional)
        parser.addPositionalArgument(name, QString());
    if (!parser.parse(QStringList{QStringLiteral("gbxx ") + command} + args)) {
        result.exit = usageError(parser.errorText(), command);
        return result;
    }
    if (parser.isSet(help)) {
        printOut(commandHelp(parser, command));
        result.exit = kSuccess;
        return result;
    }
    result.positional = parser.positionalArguments();
    if (result.positional.size() != positional.size()) {
        result.exit = usageError(Cli::tr("'%1' takes %2, got %3 argument(s)")
                                     .arg(command, positional.join(QLatin1Char(' ')))
                                     .arg(result.positional.size()),
                                 command);
        return result;
    }
    if (parser.isSet(layoutOption)) {
        result.layout = findLayout(parser.value(layoutOption).toStdString());
        if (!result.layout)
            result.exit = usageError(
                Cli::tr("unknown layout '%1'; expected one of %2")
                    .arg(parser.value(layoutOption), layoutNames().join(QLatin1Char('|'))),
                command);
    }
    return result;
}

namespace {

// The boards of `paths` read in `layout`, or nothing after printing why (the first that fails).
std::optional<std::vector<Board>> loadAll(const QStringList& paths, const Layout& layout) {
    std::vector<Board> boards;
    for (const QString& path : paths) {
        LoadedBoard loaded = loadBoard(path, layout);
        if (!loaded.board) {
            printError(loaded.error);
            return std::nullopt;
        }
        boards.push_back(std::move(*loaded.board));
    }
    return boards;
}

// "BASE -> OURS | THEIRS" of a conflict.
std::string threeValues(const std::string& base, const std::string& ours,
                        const std::string& theirs) {
    return base + " -> " + ours + " | " + theirs;
}

std::string conflictLines(const BoardMerge& m, const Board& base, const Board& ours,
                          const Board& theirs) {
    std::string out;
    for (const HeaderConflict& c : m.header)
        out.append("conflict: header.").append(c.field->key) +=
            ": " +
            threeValues(std::to_string(c.base), std::to_string(c.ours), std::to_string(c.theirs)) +
            '\n';
    for (const FooterConflict& c : m.footer)
        out.append("conflict: footer.").append(c.field->key) +=
            ": " +
            threeValues(footerValueJson(base.footer(), *c.field),
                        footerValueJson(ours.footer(), *c.field),
                        footerValueJson(theirs.footer(), *c.field)) +
            '\n';
    for (const TileConflict& c : m.tiles)
        out +=
            "conflict: " + std::to_string(m.merged.xOf(c.tile)) + ' ' +
            std::to_string(m.merged.yOf(c.tile)) + ' ' + std::string(c.field->key) + ": " +
            threeValues(std::to_string(c.base), std::to_string(c.ours), std::to_string(c.theirs)) +
            '\n';
    // Always "conflicts", also for 1: the line is read by programs.
    return out + std::to_string(m.conflictCount()) + " conflicts\n";
}

} // namespace

int diffCommand(const QStringList& args) {
    const QString command = QStringLiteral("diff");
    QCommandLineParser parser;
    const QCommandLineOption tilesOption(
        QStringLiteral("tiles"), Cli::tr("Also print one line 'X Y KEY: A -> B' per differing "
                                         "field of each tile."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        Cli::tr("Print one JSON object instead of lines."));
    parser.addOptions({tilesOption, jsonOption});
    const ParsedArguments parsed =
        parseArguments(parser, command,
                       Cli::tr("Print what differs between two boards: size, header and footer "
                               "keys, and per field how many tiles. Exit 0 when they hold the "
                               "same values, 1 when they differ, 2 on trouble."),
                       {QStringLiteral("A"), QStringLiteral("B")}, args);
    if (parsed.exit)
        return *parsed.exit;
    const auto boards = loadAll(parsed.positional, *parsed.layout);
    if (!boards)
        return kUsage; // as diff(1): trouble is 2
    const Board& a = (*boards)[0];
    const Board& b = (*boards)[1];
    const BoardDiff d = diffBoards(a, b);
    if (d.empty())
        return kSuccess;
    const bool tiles = parser.isSet(tilesOption);
    writeOut(QByteArray::fromStdString(parser.isSet(jsonOption) ? diffJson(d, a, b, tiles)
                                                                : diffLines(d, a, b, tiles)));
    // Differences that could not be printed are trouble (2), not "they differ" (1).
    return flushOut() ? kFailure : kUsage;
}

int mergeCommand(const QStringList& args) {
    const QString command = QStringLiteral("merge");
    QCommandLineParser parser;
    const QCommandLineOption outOption(
        {QStringLiteral("o"), QStringLiteral("output")},
        Cli::tr("Write the merged board here (default: over OURS, as git's merge driver wants)."),
        Cli::tr("OUT"));
    parser.addOption(outOption);
    const ParsedArguments parsed = parseArguments(
        parser, command,
        Cli::tr("Merge two boards' edits of one BASE field by field and print each conflict "
                "(OURS is kept in it). Exit 0 merged, 1 merged with conflicts, 2 when the boards "
                "cannot be merged (nothing written)."),
        {QStringLiteral("BASE"), QStringLiteral("OURS"), QStringLiteral("THEIRS")}, args);
    if (parsed.exit)
        return *parsed.exit;
    const auto boards = loadAll(parsed.positional, *parsed.layout);
    if (!boards)
        return kUsage;
    const Board& base = (*boards)[0];
    const Board& ours = (*boards)[1];
    const Board& theirs = (*boards)[2];
    auto result = mergeBoards(base, ours, theirs);
    if (const Message* why = std::get_if<Message>(&result)) {
        printError(Cli::tr("cannot merge: %1").arg(translated(*why)));
        return kUsage;
    }
    const BoardMerge& m = std::get<BoardMerge>(result);
    const QString out = parser.isSet(outOption) ? parser.value(outOption) : parsed.positional[1];
    if (const auto failure = saveBoard(out, m.merged)) {
        printError(*failure);
        return kUsage;
    }
    const QByteArray lines = QByteArray::fromStdString(conflictLines(m, base, ours, theirs));
    if (isStandardStream(out)) // the board itself went to standard output
        std::fwrite(lines.constData(), 1, static_cast<std::size_t>(lines.size()), stderr);
    else
        writeOut(lines);
    return m.conflictCount() == 0 ? kSuccess : kFailure;
}

} // namespace gbxx::cli
