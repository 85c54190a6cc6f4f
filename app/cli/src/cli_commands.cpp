#include "cli/cli_commands.h"

#include "cli/board_history_commands.h"
#include "cli/board_summary.h"
#include "cli/schema_option.h"
#include "gbxx/balance.h"
#include "gbxx/conversion.h"
#include "gbxx/dump_json.h"
#include "gbxx/warnings.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "text/core_texts.h"
#include "text/variant_text.h"

#include <QCoreApplication>
#include <QStringList>

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>
#include <utility>

namespace gbxx::cli {
namespace {

void printWarnings(const Board& board, const QString& path, const QByteArray& prefix = {}) {
    // Standard input has no name to check against the variant (S2).
    const QString name = isStandardStream(path) ? QString() : fileNameOf(path);
    for (const Warning& w : allWarnings(board, name.toStdString()))
        // "warning: " and the rule are the contract's; the sentence is the user's language.
        writeOut(prefix + "warning: " + translated(w).toUtf8() + " [" +
                 QByteArray::fromStdString(w.rule) + "]\n");
}

int writeError = 0; // why writing to standard output failed, once it has

} // namespace

std::optional<Board> loadOrExplain(const QString& path, const Layout& layout, qint64* size) {
    LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.board)
        printError(loaded.error);
    if (size)
        *size = loaded.fileSize;
    return std::move(loaded.board);
}

void printOut(const QString& text) {
    writeOut(text.toUtf8());
}

QString commandHelp(const QCommandLineParser& parser, const QString& command) {
    QString text = parser.helpText();
    const QStringList arguments = QCoreApplication::arguments();
    const QString usage = QStringLiteral("Usage: ");
    const QString program = arguments.isEmpty() ? QString() : arguments.first();
    if (text.startsWith(usage + program))
        text.replace(usage.size(), program.size(), QStringLiteral("gbxx ") + command);
    return text;
}

int usageError(const QString& message, const QString& command) {
    printError(message);
    std::fputs((Cli::tr("Run 'gbxx %1 --help' for usage.").arg(command) + QLatin1Char('\n'))
                   .toUtf8()
                   .constData(),
               stderr);
    return kUsage;
}

void holdStandardStreams() {
    // A closed standard stream's number would go to the next file opened (Qt's own event
    // descriptors among them), and output meant for it would land there: hold each with
    // /dev/null. Standard output is held read-only, so that every write to it, whoever makes it
    // (this program's text, a board written to "-", gbxx-full after the exec), fails with EBADF as
    // on the closed descriptor, and is reported as any other write error is.
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        const int null = ::open("/dev/null", fd == STDERR_FILENO ? O_WRONLY : O_RDONLY);
        if (null >= 0 && null != fd) {
            ::dup2(null, fd);
            ::close(null);
        }
    }
}

bool standardOutputClosed(int& status) {
    // holdStandardStreams put /dev/null, read-only, in the place of a closed standard output.
    const int flags = ::fcntl(STDOUT_FILENO, F_GETFL);
    if (flags == -1 || (flags & O_ACCMODE) != O_RDONLY)
        return false;
    printError(standardOutputFailure(EBADF));
    status = kFailure;
    return true;
}

void writeOut(const QByteArray& bytes) {
    if (std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout) !=
            static_cast<std::size_t>(bytes.size()) &&
        !writeError)
        writeError = errno;
}

bool flushOut() {
    if ((std::fflush(stdout) != 0 || std::ferror(stdout)) && !writeError)
        writeError = errno ? errno : EIO;
    return !writeError;
}

int finishOutput(int status) {
    if ((std::fflush(stdout) != 0 || std::ferror(stdout)) && !writeError)
        writeError = errno ? errno : EIO;
    // Cleared for the next command run in the same process (tests run commands in process).
    const int error = std::exchange(writeError, 0);
    std::clearerr(stdout);
    if (!error)
        return status;
    // As coreutils do: output that did not arrive is a failure, whatever the command did (a
    // command whose 1 means something else, as diff's "they differ", says trouble with 2).
    printError(standardOutputFailure(error));
    return status == kUsage ? kUsage : kFailure;
}

void printError(const QString& message) {
    const QByteArray bytes = (QStringLiteral("error: ") + message + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
}

void FileHeadings::before(const QString& file) {
    if (!several_)
        return;
    printOut((printed_ ? QStringLiteral("\n==> ") : QStringLiteral("==> ")) + shownName(file) +
             QStringLiteral(" <==\n"));
    printed_ = true;
}

int forEachFile(const QStringList& files, const std::function<int(const QString&)>& command) {
    int status = kSuccess;
    for (const QString& file : files)
        if (command(file) != kSuccess)
            status = kFailure;
    return status;
}

int info(const QString& path, const Layout& layout, FileHeadings& headings) {
    qint64 size = 0;
    const std::optional<Board> board = loadOrExplain(path, layout, &size);
    if (!board)
        return kFailure;
    headings.before(path);
    printOut(boardSummary(*board, path, size));
    printWarnings(*board, path);
    return kSuccess;
}

std::optional<QByteArray> dumpText(const QString& path, const Layout& layout,
                                   const std::optional<QString>& schema) {
    const std::optional<Board> board = loadOrExplain(path, layout);
    if (!board)
        return std::nullopt;
    if (!schema)
        return QByteArray::fromStdString(dumpJson(*board));
    const auto table = fieldTableFor(*board, path, *schema, SchemaUse::Required);
    if (!table)
        return std::nullopt;
    return QByteArray::fromStdString(dumpJson(*board, table->fields()));
}

int dump(const QString& path, const Layout& layout, const std::optional<QString>& schema) {
    const std::optional<QByteArray> text = dumpText(path, layout, schema);
    if (!text)
        return kFailure;
    writeOut(*text);
    return kSuccess;
}

int dumpLines(const QString& path, const Layout& layout, const std::optional<QString>& schema) {
    const std::optional<Board> board = loadOrExplain(path, layout);
    if (!board)
        return kFailure;
    if (!schema) {
        writeOut(boardLines(*board, board->fields()));
        return kSuccess;
    }
    const auto table = fieldTableFor(*board, path, *schema, SchemaUse::Required);
    if (!table)
        return kFailure;
    writeOut(boardLines(*board, table->fields()));
    return kSuccess;
}

int validate(const QString& path, const Layout& layout, bool named) {
    const std::optional<Board> board = loadOrExplain(path, layout);
    if (!board)
        return kFailure;
    printWarnings(*board, path,
                  named ? (shownName(path) + QStringLiteral(": ")).toUtf8() : QByteArray());
    return kSuccess;
}

ConvertResult convertFile(const QString& in, const QString& out, Variant target, bool strict,
                          const Layout& layout) {
    ConvertResult result;
    LoadedBoard loaded = loadBoard(in, layout);
    if (!loaded.board) {
        result.error = loaded.error;
        return result;
    }
    const Conversion conversion = convertBoard(*loaded.board, target);
    if (strict && !conversion.report.lossless()) {
        QStringList lossy;
        for (const LossEntry& e : conversion.report.entries)
            lossy << QString::fromStdString(e.line());
        result.error =
            Cli::tr("converting %1 to GB%2 loses data (%3); nothing was written")
                .arg(shownName(in), variantDigits(target), lossy.join(QStringLiteral(", ")));
        return result;
    }
    if (const auto failure = saveBoard(out, conversion.board)) {
        result.error = *failure;
        return result;
    }
    result.written = true;
    result.report = QString::fromStdString(conversion.report.text());
    // S2: the extension is only a hint, but a mismatching one will confuse people later.
    const QString name = isStandardStream(out) ? QString() : fileNameOf(out);
    if (const auto s2 = extensionWarning(target, name.toStdString()))
        result.warnings << translated(s2->said);
    return result;
}

int convert(const QString& in, const QString& out, Variant target, bool strict,
            const Layout& layout) {
    const ConvertResult result = convertFile(in, out, target, strict, layout);
    if (!result.written) {
        printError(result.error);
        return kFailure;
    }
    // With the board itself on standard output, the report goes to standard error.
    if (isStandardStream(out))
        std::fputs(result.report.toUtf8().constData(), stderr);
    else
        printOut(result.report);
    for (const QString& w : result.warnings)
        std::fputs(("warning: " + w + QLatin1Char('\n')).toUtf8().constData(), stderr);
    return kSuccess;
}

} // namespace gbxx::cli
