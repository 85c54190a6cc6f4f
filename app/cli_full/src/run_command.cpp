#include "cli_full/run_command.h"

#include "cli/cli_commands.h"
#include "cli/folder_output.h"
#include "cli/schema_option.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "scripting/script_process.h"
#include "scripting/script_runner.h"

#include <cerrno>

#include <cstdio>
#include <cstdlib>

namespace gbxx::cli {
namespace {

constexpr qint64 kDefaultMemoryLimitMib = 1024;
// Below this the script engine itself cannot start.
constexpr qint64 kLeastMemoryLimitMib = 128;
constexpr qint64 kMostMemoryLimitMib = qint64{1} << 20;

int usage(const QString& message) {
    return usageError(message, QStringLiteral("run"));
}

QString runHelp() {
    return Cli::
        tr("Usage: gbxx run [--layout NAME] [--schema S] SCRIPT FILE [--out OUT] [--check]\n"
           "                [--timeout SECONDS] [-- ARG...]\n"
           "       gbxx run [options] SCRIPT FILE... [--out-dir DIR] [-- ARG...]\n\n"
           "Runs the JavaScript program SCRIPT on the board FILE (docs/scripting.md). The script\n"
           "sees 'board', 'args' (the ARGs after --), 'print(...)' and 'warn(x, y, message)'.\n\n"
           "Options:\n"
           "  --out OUT          write the board as the script left it to OUT (same layout and "
           "tile\n"
           "                     size); without it, changes are discarded and standard error says\n"
           "                     how many tiles changed\n"
           "  --out-dir DIR      several FILEs: write each board as the script left it to\n"
           "                     DIR/NAME (without it, nothing is written)\n"
           "  --check            exit 1 when the script called warn\n"
           "  --timeout SECONDS  stop a script still running after SECONDS (default 10)\n"
           "  --memory-limit MIB stop a script whose process takes more than MIB mebibytes\n"
           "                     (default 1024)\n"
           "  --schema S         read custom data with the schema file S (docs/schema.md); by\n"
           "                     default FILE's own schema is used, if it has one\n"
           "  --layout NAME      read FILE in this layout: %1\n\n"
           "Several FILEs: the script runs on each in turn, its output under a '==> FILE <=='\n"
           "line; 'FILE: N tiles changed' on standard error; a board that fails is named and the\n"
           "others still run.\n"
           "Each warn prints 'warning: (x, y) message'. Exit status: 0 success; 1 for a failed\n"
           "script ('error: SCRIPT:LINE: message'), a script stopped by --timeout or out of "
           "memory,\n"
           "warnings with --check, or a board that cannot be read or written; 2 usage error.\n")
            .arg(layoutNames().join(QLatin1Char('|')));
}

struct RunOptions {
    QString source;
    QString scriptPath;
    QStringList scriptArgs;
    QString schemaPath;
    const Layout* layout = nullptr;
    double timeout = 10;
    qint64 memoryLimit = kDefaultMemoryLimitMib << 20;
    bool check = false;
};

// Runs the script on one board; writes it to `out` when given. With `several`, the lines on
// standard error name the board.
int runOnBoard(const QString& boardPath, const QString& out, const RunOptions& options,
               bool several) {
    const QString& scriptPath = options.scriptPath;
    const QString boardPrefix = several ? shownName(boardPath) + QStringLiteral(": ") : QString();
    LoadedBoard loaded = loadBoard(boardPath, *options.layout);
    if (!loaded.board) {
        printError(loaded.error);
        return kFailure;
    }
    Board& board = *loaded.board;
    const auto table = fieldTableFor(board, boardPath, options.schemaPath, SchemaUse::Found);
    if (!table)
        return kFailure;

    scripting::ScriptRequest request;
    request.source = options.source;
    request.name = scriptPath;
    request.args = options.scriptArgs;
    request.timeoutSeconds = options.timeout;
    request.memoryLimitBytes = options.memoryLimit;
    request.print = [](const QString& line) { printOut(line + QLatin1Char('\n')); };
    request.printError = [](const QString& line) {
        std::fputs((line + QLatin1Char('\n')).toUtf8().constData(), stderr);
    };
    request.warn = [](const scripting::ScriptWarning& w) {
        printOut(QStringLiteral("warning: (%1, %2) %3\n").arg(w.x).arg(w.y).arg(w.message));
    };
    const scripting::ScriptOutcome outcome = scripting::runScriptInHelper(request, board, *table);
    if (!outcome.finished()) {
        printError(boardPrefix + outcome.errorText(scriptPath));
        return kFailure;
    }
    if (!out.isEmpty()) {
        if (const auto failure = saveBoard(out, board)) {
            printError(*failure);
            return kFailure;
        }
    } else {
        // Always "tiles", as 'edit' says it: the line is read by programs.
        std::fputs((boardPrefix + QStringLiteral("%1 tiles changed\n").arg(outcome.changedTiles))
                       .toUtf8()
                       .constData(),
                   stderr);
    }
    if (options.check && !outcome.warnings.empty()) {
        scripting::ScriptOutcome verdict;
        verdict.line = outcome.warnings.front().line;
        verdict.message =
            Cli::tr("%n warning(s) (--check)", nullptr, static_cast<int>(outcome.warnings.size()));
        printError(boardPrefix + verdict.errorText(scriptPath));
        return kFailure;
    }
    return kSuccess;
}

} // namespace

int runScriptCommand(const QStringList& args) {
    QStringList positional;
    QStringList scriptArgs;
    QString layoutName;
    QString schemaPath;
    QString out;
    QString outDir;
    bool check = false;
    double timeout = 10;
    qint64 memoryLimitMib = kDefaultMemoryLimitMib;
    for (qsizetype k = 0; k < args.size(); ++k) {
        const QString& a = args[k];
        if (a == QLatin1String("--")) {
            scriptArgs = args.mid(k + 1);
            break;
        }
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            printOut(runHelp());
            return kSuccess;
        }
        if (!a.startsWith(QLatin1String("--"))) { // "-" is standard input
            positional << a;
            continue;
        }
        const qsizetype equals = a.indexOf(QLatin1Char('='));
        const QString name = equals < 0 ? a : a.left(equals);
        if (name == QLatin1String("--check")) {
            if (equals >= 0)
                return usage(Cli::tr("'--check' takes no value"));
            check = true;
            continue;
        }
        if (name != QLatin1String("--layout") && name != QLatin1String("--schema") &&
            name != QLatin1String("--out") && name != QLatin1String("--timeout") &&
            name != QLatin1String("--out-dir") && name != QLatin1String("--memory-limit"))
            return usage(Cli::tr("unknown option '%1'").arg(name));
        QString value;
        if (equals >= 0)
            value = a.mid(equals + 1);
        else if (k + 1 < args.size())
            value = args[++k];
        else
            return usage(Cli::tr("missing value after '%1'").arg(name));
        if (name == QLatin1String("--layout")) {
            layoutName = value;
        } else if (name == QLatin1String("--schema")) {
            schemaPath = value;
        } else if (name == QLatin1String("--out")) {
            if (value.isEmpty())
                return usage(Cli::tr("--out needs a file name"));
            out = value;
        } else if (name == QLatin1String("--out-dir")) {
            if (value.isEmpty())
                return usage(Cli::tr("--out-dir needs a folder name"));
            outDir = value;
        } else if (name == QLatin1String("--memory-limit")) {
            bool ok = false;
            memoryLimitMib = value.toLongLong(&ok);
            if (!ok || memoryLimitMib < kLeastMemoryLimitMib ||
                memoryLimitMib > kMostMemoryLimitMib)
                return usage(Cli::tr("--memory-limit takes a number of mebibytes from %1 to %2, "
                                     "not '%3'")
                                 .arg(kLeastMemoryLimitMib)
                                 .arg(kMostMemoryLimitMib)
                                 .arg(value));
        } else {
            bool ok = false;
            timeout = value.toDouble(&ok);
            if (!ok || !(timeout > 0) || timeout > 86400)
                return usage(Cli::tr("--timeout takes a number of seconds above 0 (up to 86400), "
                                     "not '%1'")
                                 .arg(value));
        }
    }
    if (positional.size() < 2)
        return usage(Cli::tr("'run' takes SCRIPT FILE, got %1 argument(s)").arg(positional.size()));
    const QString scriptPath = positional.takeFirst();
    const bool several = positional.size() > 1;
    if (several && !out.isEmpty())
        return usage(Cli::tr("--out names one board's file; give --out-dir DIR for several"));
    if (!outDir.isEmpty() && !out.isEmpty())
        return usage(Cli::tr("give --out or --out-dir, not both"));
    const Layout* layout = &defaultLayout();
    if (!layoutName.isEmpty()) {
        layout = findLayout(layoutName.toStdString());
        if (!layout)
            return usage(Cli::tr("unknown layout '%1'; expected one of %2")
                             .arg(layoutName, layoutNames().join(QLatin1Char('|'))));
    }
    if (isStandardStream(out)) // standard output carries what the script prints
        return usage(Cli::tr("--out - would mix the board with the script's output; name a file"));

    // By its bytes (file_names.h): a script's name need not be UTF-8.
    constexpr qint64 kLargestScript = qint64{16} << 20;
    errno = 0;
    const std::optional<QByteArray> source = readFileBytes(scriptPath, kLargestScript);
    if (!source) {
        printError(Cli::tr("cannot read the script %1: %2")
                       .arg(shownName(scriptPath),
                            errno != 0 ? systemError(errno)
                                       : Cli::tr("larger than %1 bytes").arg(kLargestScript)));
        return kFailure;
    }
    RunOptions options;
    options.source = QString::fromUtf8(*source);
    options.scriptPath = scriptPath;
    options.scriptArgs = scriptArgs;
    options.schemaPath = schemaPath;
    options.layout = layout;
    options.timeout = timeout;
    options.memoryLimit = memoryLimitMib << 20;
    options.check = check;
    if (!several && outDir.isEmpty())
        return runOnBoard(positional.front(), out, options, false);
    QStringList outputs(positional.size());
    if (!outDir.isEmpty()) {
        const FolderOutputs planned = outputsInFolder(positional, outDir, QString());
        if (planned.status != kSuccess)
            return planned.status;
        outputs = planned.outputs;
    }
    FileHeadings headings(several);
    int failed = 0;
    for (qsizetype k = 0; k < positional.size(); ++k) {
        headings.before(positional[k]);
        if (runOnBoard(positional[k], outputs[k], options, several) != kSuccess)
            ++failed;
        std::fflush(stdout); // each board's output before the next board's errors
    }
    if (failed > 0) {
        printError(
            Cli::tr("the script failed on %1 of %2 boards").arg(failed).arg(positional.size()));
        return kFailure;
    }
    return kSuccess;
}

} // namespace gbxx::cli
