#include "cli/board_history_commands.h"

#include "cli/cli_commands.h"
#include "io/file_names.h"
#include "io/safe_write.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <cerrno>
#include <optional>

#include <sys/stat.h>

namespace gbxx::cli {
namespace {

// What git's attributes say of board files: diff and merge them with the drivers below. One
// pattern a line (gitattributes(5)); S2 writes the extensions in lower case.
const char* const kAttributeLines[] = {
    "*.gb08 diff=gbxx merge=gbxx",
    "*.gb16 diff=gbxx merge=gbxx",
    "*.gb32 diff=gbxx merge=gbxx",
    "*.gb64 diff=gbxx merge=gbxx",
};

// The drivers: git shows a board through `dump --lines`, merges it with `gbxx merge` (%O base,
// %A ours and the result, %B theirs) and opens the editor's merge tool for `git mergetool`.
const std::pair<const char*, const char*> kConfiguration[] = {
    {"diff.gbxx.textconv", "gbxx dump --lines"},
    {"merge.gbxx.name", "GameBoardXX boards, field by field"},
    {"merge.gbxx.driver", "gbxx merge %O %A %B -o %A"},
    {"mergetool.gbxx.cmd", "gbxx-editor --merge \"$BASE\" \"$LOCAL\" \"$REMOTE\" \"$MERGED\""},
    {"mergetool.gbxx.trustExitCode", "true"},
};

struct GitRun {
    bool started = false;
    int exitCode = -1;
    QString out;
    QString err;
};

GitRun git(const QStringList& args) {
    QProcess process;
    process.start(QStringLiteral("git"), args);
    GitRun run;
    run.started = process.waitForStarted();
    if (!run.started)
        return run;
    process.closeWriteChannel();
    process.waitForFinished(60000);
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    run.err = QString::fromUtf8(process.readAllStandardError()).trimmed();
    return run;
}

// Where the attributes go: the repository's .gitattributes, or git's global attributes file.
std::optional<QString> attributesFile(bool global) {
    if (!global) {
        const GitRun top = git({QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")});
        if (!top.started) {
            printError(Cli::tr("git-setup needs git, which could not be started"));
            return std::nullopt;
        }
        if (top.exitCode != 0 || top.out.isEmpty()) {
            printError(Cli::tr("not in a git repository: run 'gbxx git-setup' inside one, or "
                               "'gbxx git-setup --global'"));
            return std::nullopt;
        }
        return QDir(top.out).filePath(QStringLiteral(".gitattributes"));
    }
    const GitRun configured =
        git({QStringLiteral("config"), QStringLiteral("--global"), QStringLiteral("--path"),
             QStringLiteral("--get"), QStringLiteral("core.attributesFile")});
    if (!configured.started) {
        printError(Cli::tr("git-setup needs git, which could not be started"));
        return std::nullopt;
    }
    if (configured.exitCode == 0 && !configured.out.isEmpty())
        return configured.out;
    // git's own default (gitattributes(5)).
    QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (config.isEmpty())
        config = QDir::homePath() + QStringLiteral("/.config");
    return config + QStringLiteral("/git/attributes");
}

// The attributes file's text (empty when there is none yet); nothing, said, when it is not a file
// that can be read and replaced (a FIFO would block the read for ever, a device is no file).
std::optional<QByteArray> attributesText(const QString& path) {
    struct stat s {};
    if (::stat(bytesOfName(path).constData(), &s) != 0) {
        if (errno == ENOENT)
            return QByteArray();
        printError(Cli::tr("cannot read %1: %2").arg(shownName(path), systemError(errno)));
        return std::nullopt;
    }
    if (!S_ISREG(s.st_mode)) {
        printError(Cli::tr("%1 is not a regular file; nothing was set up").arg(shownName(path)));
        return std::nullopt;
    }
    const std::optional<QByteArray> text = readFileBytes(path, qint64(16) << 20);
    if (!text)
        printError(Cli::tr("cannot read %1").arg(shownName(path)));
    return text;
}

// The attribute lines added to `text`, the file at `path`, those it had printed as such; false
// after an error.
bool addAttributes(const QString& path, QByteArray text) {
    QList<QByteArray> present;
    for (const QByteArray& line : text.split('\n'))
        present << line.simplified();
    QByteArray added;
    QStringList report;
    for (const char* line : kAttributeLines) {
        if (present.contains(QByteArray(line))) {
            report << Cli::tr("%1: already has %2").arg(path, QLatin1String(line));
            continue;
        }
        added += QByteArray(line) + '\n';
        report << Cli::tr("%1: added %2").arg(path, QLatin1String(line));
    }
    if (!added.isEmpty()) {
        if (!text.isEmpty() && !text.endsWith('\n'))
            text += '\n';
        QDir().mkpath(QFileInfo(path).absolutePath());
        if (const auto failure = writeFileSafely(path, text + added)) {
            printError(*failure);
            return false;
        }
    }
    printOut(report.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    return true;
}

} // namespace

int gitSetupCommand(const QStringList& args) {
    const QString command = QStringLiteral("git-setup");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Let git diff and merge boards: the attributes for *.gb08 … *.gb64 and the "
                "configuration of the gbxx diff, merge and mergetool drivers (docs/user-guide.md, "
                "\"Boards in git\")."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  Cli::tr("Show this help."));
    const QCommandLineOption globalOption(
        QStringLiteral("global"),
        Cli::tr("For every repository of this user: git's global configuration and attributes "
                "file, instead of the current repository's."));
    parser.addOptions({help, globalOption});
    if (!parser.parse(QStringList{QStringLiteral("gbxx git-setup")} + args))
        return usageError(parser.errorText(), command);
    if (parser.isSet(help)) {
        printOut(commandHelp(parser, command));
        return kSuccess;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(Cli::tr("'git-setup' takes no arguments, got %1")
                              .arg(parser.positionalArguments().size()),
                          command);
    const bool global = parser.isSet(globalOption);
    const std::optional<QString> attributes = attributesFile(global);
    if (!attributes)
        return kFailure;
    const std::optional<QByteArray> text = attributesText(*attributes);
    if (!text)
        return kFailure;
    // The drivers first, the attributes that call them last: a failure on the way leaves drivers
    // nothing uses, never attributes naming drivers git does not have.
    const QString scope = global ? QStringLiteral("--global") : QStringLiteral("--local");
    QString configured;
    for (const auto& [key, value] : kConfiguration) {
        const GitRun set =
            git({QStringLiteral("config"), scope, QLatin1String(key), QString::fromUtf8(value)});
        if (set.exitCode != 0) {
            printOut(configured);
            printError(Cli::tr("git config %1 failed: %2; the attributes were left as they are")
                           .arg(QLatin1String(key), set.started
                                                        ? shownName(set.err)
                                                        : Cli::tr("git could not be started")));
            return kFailure;
        }
        configured += QStringLiteral("git config %1 %2 '%3'\n")
                          .arg(scope, QLatin1String(key), QString::fromUtf8(value));
    }
    printOut(configured);
    return addAttributes(*attributes, *text) ? kSuccess : kFailure;
}

} // namespace gbxx::cli
