// `gbxx patch make|apply|show` (issue 44 item 5, docs/cli.md "Board patches"): a board's changes
// as a patch file, the few tiles that differ instead of the whole board (docs/patch-format.md).

#include "cli/board_history_commands.h"
#include "cli/cli_commands.h"
#include "cli/command_arguments.h"
#include "gbxx/board_patch.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "text/core_texts.h"

#include <QCommandLineParser>

#include <optional>
#include <string>

namespace gbxx::cli {
namespace {

// Larger than any patch can be (the fixed part, the whole footer and every tile of the largest
// board in runs of one): a larger file is no patch, and is not read whole.
constexpr qint64 kMaxPatchBytes = qint64{2} << 20;

std::optional<QByteArray> loadPatch(const QString& path) {
    if (!fileExists(path)) {
        printError(Cli::tr("cannot open %1: no such file").arg(shownName(path)));
        return std::nullopt;
    }
    auto bytes = readFileBytes(path, kMaxPatchBytes);
    if (!bytes)
        printError(Cli::tr("cannot read %1 as a patch (unreadable, or larger than any patch)")
                       .arg(shownName(path)));
    return bytes;
}

std::span<const std::uint8_t> spanOf(const QByteArray& bytes) {
    return {reinterpret_cast<const std::uint8_t*>(bytes.constData()),
            static_cast<std::size_t>(bytes.size())};
}

int make(const QStringList& args) {
    const QString command = QStringLiteral("patch make");
    QCommandLineParser parser;
    const ParsedArguments parsed = parseArguments(
        parser, command,
        Cli::tr("Write the patch that turns BASE into TARGET (boards of one size, tile size and "
                "layout) to OUT."),
        {QStringLiteral("BASE"), QStringLiteral("TARGET"), QStringLiteral("OUT")}, args);
    if (parsed.exit)
        return *parsed.exit;
    const auto base = loadOrExplain(parsed.positional[0], *parsed.layout);
    if (!base)
        return kFailure;
    const auto target = loadOrExplain(parsed.positional[1], *parsed.layout);
    if (!target)
        return kFailure;
    auto made = makePatch(*base, *target);
    if (const Message* why = std::get_if<Message>(&made)) {
        printError(Cli::tr("cannot make a patch: %1").arg(translated(*why)));
        return kFailure;
    }
    const auto& bytes = std::get<std::vector<std::uint8_t>>(made);
    if (const auto failure = writeFileSafely(parsed.positional[2],
                                             QByteArray(reinterpret_cast<const char*>(bytes.data()),
                                                        static_cast<qsizetype>(bytes.size())))) {
        printError(*failure);
        return kFailure;
    }
    return kSuccess;
}

int apply(const QStringList& args) {
    const QString command = QStringLiteral("patch apply");
    QCommandLineParser parser;
    const ParsedArguments parsed = parseArguments(
        parser, command,
        Cli::tr("Apply PATCH to BASE and write the result to OUT (which may be BASE). A patch made "
                "for another board, or whose result is not the board it names, writes nothing "
                "and exits 1."),
        {QStringLiteral("BASE"), QStringLiteral("PATCH"), QStringLiteral("OUT")}, args);
    if (parsed.exit)
        return *parsed.exit;
    const auto base = loadOrExplain(parsed.positional[0], *parsed.layout);
    if (!base)
        return kFailure;
    const auto patch = loadPatch(parsed.positional[1]);
    if (!patch)
        return kFailure;
    auto applied = applyPatch(*base, spanOf(*patch));
    if (const Message* why = std::get_if<Message>(&applied)) {
        printError(
            Cli::tr("cannot apply %1: %2").arg(shownName(parsed.positional[1]), translated(*why)));
        return kFailure;
    }
    if (const auto failure = saveBoard(parsed.positional[2], std::get<Board>(applied))) {
        printError(*failure);
        return kFailure;
    }
    return kSuccess;
}

// The lines of `gbxx patch show` (docs/cli.md): read by programs, so in English, keys as keys.
std::string summaryLines(const PatchSummary& s) {
    std::string out = "base " + hexOf(s.base) + "\nresult " + hexOf(s.result) + "\ntiles " +
                      std::to_string(s.tiles) + "\nruns " + std::to_string(s.runs) + '\n';
    for (std::string_view key : s.headerKeys)
        out.append("header ").append(key) += '\n';
    for (std::string_view key : s.footerKeys)
        out.append("footer ").append(key) += '\n';
    return out;
}

int show(const QStringList& args) {
    const QString command = QStringLiteral("patch show");
    QCommandLineParser parser;
    const ParsedArguments parsed = parseArguments(
        parser, command,
        Cli::tr("Print a patch's base and result SHA-256, the tiles and runs it sets and the "
                "header and footer keys it changes, one per line."),
        {QStringLiteral("PATCH")}, args);
    if (parsed.exit)
        return *parsed.exit;
    const auto patch = loadPatch(parsed.positional[0]);
    if (!patch)
        return kFailure;
    auto described = describePatch(spanOf(*patch));
    if (const Message* why = std::get_if<Message>(&described)) {
        printError(
            Cli::tr("cannot read %1: %2").arg(shownName(parsed.positional[0]), translated(*why)));
        return kFailure;
    }
    writeOut(QByteArray::fromStdString(summaryLines(std::get<PatchSummary>(described))));
    return kSuccess;
}

} // namespace

int patchCommand(const QStringList& args) {
    const QString command = QStringLiteral("patch");
    const QString what = args.value(0);
    if (what == QLatin1String("make"))
        return make(args.mid(1));
    if (what == QLatin1String("apply"))
        return apply(args.mid(1));
    if (what == QLatin1String("show"))
        return show(args.mid(1));
    if (what == QLatin1String("--help") || what == QLatin1String("-h")) {
        printOut(Cli::tr("Usage: gbxx patch make BASE TARGET OUT\n"
                         "       gbxx patch apply BASE PATCH OUT\n"
                         "       gbxx patch show PATCH\n\n"
                         "Board patches: the tiles, header and footer bytes that differ between "
                         "two boards, named by both boards' SHA-256.\n"
                         "Run 'gbxx patch make --help' (apply, show) for each one's options.\n"));
        return kSuccess;
    }
    return usageError(what.isEmpty() ? Cli::tr("'patch' takes make, apply or show")
                                     : Cli::tr("unknown patch command '%1'; expected make, apply "
                                               "or show")
                                           .arg(what),
                      command);
}

} // namespace gbxx::cli
