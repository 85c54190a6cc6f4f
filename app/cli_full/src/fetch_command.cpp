// `gbxx fetch CODE[@REV]... [-o OUT | --out-dir DIR] [--force]`: every board is fetched (and
// checked against the registry's SHA-256) before any is written, so a failure writes nothing; a
// write that fails takes back the ones written before it.

#include "cli/cli_commands.h"
#include "cli_full/registry_commands.h"
#include "cli_full/registry_session.h"
#include "gbxx/codec.h"
#include "gbxx/registry_code.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "text/variant_text.h"

#include <QRegularExpression>
#include <QSet>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <span>

#include <sys/stat.h>
#include <unistd.h>

namespace gbxx::cli {
namespace {

struct Wanted {
    QString code;     // as the registry writes it
    int revision = 0; // 0: the latest
};

struct Fetched {
    QString code;
    int revision = 0;
    QByteArray bytes;
    QString path;
    // What the write changed, to take it back: a file it made, or a file's former bytes.
    enum class Before { Nothing, File, Other } before = Before::Other;
    std::optional<QByteArray> formerBytes;
    QByteArray made; // the file made (a link's target, when PATH was a dangling link)
    bool written = false;
};

// CODE or CODE@REV; nothing for anything else.
std::optional<Wanted> parseWanted(const QString& text) {
    const std::optional<CodeReference> reference = parseCodeReference(text);
    if (!reference)
        return std::nullopt;
    return Wanted{QString::fromStdString(reference->code), reference->revision};
}

// A file that --force would replace: a regular one (a device or a FIFO is written into).
bool isExistingFile(const QString& path) {
    struct stat s {};
    return ::stat(bytesOfName(path).constData(), &s) == 0 && S_ISREG(s.st_mode);
}

int refuseReplacing(const QString& path) {
    printError(Cli::tr("%1 exists; --force replaces it").arg(shownName(path)));
    return kFailure;
}

Fetched::Before whatIsAt(const QString& path) {
    struct stat s {};
    if (::stat(bytesOfName(path).constData(), &s) != 0)
        return errno == ENOENT ? Fetched::Before::Nothing : Fetched::Before::Other;
    return S_ISREG(s.st_mode) ? Fetched::Before::File : Fetched::Before::Other;
}

// The folders of `path` that do not exist yet, innermost first.
QList<QByteArray> missingFolders(const QString& path) {
    QList<QByteArray> missing;
    QByteArray folder = bytesOfName(path);
    while (folder.endsWith('/') && folder.size() > 1)
        folder.chop(1);
    struct stat s {};
    while (!folder.isEmpty() && ::stat(folder.constData(), &s) != 0 && errno == ENOENT) {
        missing << folder;
        const qsizetype slash = folder.lastIndexOf('/');
        folder = slash > 0 ? folder.left(slash) : QByteArray();
    }
    return missing;
}

// Takes back what this run wrote: the files it made removed, the files it replaced given their
// former bytes again (devices and FIFOs were written into; nothing can be taken back there), and
// the folders it made.
void takeBack(const QList<Fetched>& boards, const QList<QByteArray>& madeFolders) {
    for (const Fetched& b : boards) {
        if (!b.written)
            continue;
        if (b.before == Fetched::Before::Nothing && !b.made.isEmpty())
            ::unlink(b.made.constData());
        else if (b.before == Fetched::Before::File && b.formerBytes)
            writeFileSafely(b.path, *b.formerBytes);
    }
    for (const QByteArray& folder : madeFolders)
        ::rmdir(folder.constData());
}

} // namespace

int fetchCommand(const QStringList& args) {
    RegistryParser p(QStringLiteral("fetch"),
                     Cli::tr("Fetch boards from the registry by code (the latest revision, or "
                             "CODE@REV) and write each to DIR/CODE.gbNN; print 'CODE rREV -> "
                             "PATH' for each. Nothing is written unless every board arrived "
                             "whole."));
    const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("out")},
                                 Cli::tr("Write the one board to OUT ('-': standard output, the "
                                         "line then goes to standard error)."),
                                 Cli::tr("OUT"));
    const QCommandLineOption outDir(QStringLiteral("out-dir"),
                                    Cli::tr("Write the boards into DIR (created if needed); "
                                            "default: the current folder."),
                                    Cli::tr("DIR"));
    const QCommandLineOption force(QStringLiteral("force"),
                                   Cli::tr("Replace files that exist already."));
    p.parser().addOptions({out, outDir, force});
    p.parser().addPositionalArgument(QStringLiteral("CODE[@REV]..."),
                                     Cli::tr("Board codes, each with a revision or not."));
    int status = kSuccess;
    if (!p.parse(args, status))
        return status;
    const QStringList positional = p.parser().positionalArguments();
    if (positional.isEmpty())
        return p.usage(Cli::tr("'fetch' takes one or more codes"));
    const bool toOut = p.parser().isSet(out);
    if (toOut && p.parser().isSet(outDir))
        return p.usage(Cli::tr("give -o or --out-dir, not both"));
    if (toOut && positional.size() > 1)
        return p.usage(Cli::tr("-o takes one board; --out-dir DIR takes several"));
    if (toOut && p.parser().value(out).isEmpty())
        return p.usage(Cli::tr("-o needs a file name"));
    if (p.parser().isSet(outDir) && p.parser().value(outDir).isEmpty())
        return p.usage(Cli::tr("--out-dir needs a folder"));
    QList<Wanted> wanted;
    QSet<QString> codes;
    for (const QString& text : positional) {
        const std::optional<Wanted> w = parseWanted(text);
        if (!w)
            return p.usage(Cli::tr("'%1' is not a board code (five letters and digits, "
                                   "e.g. B7K2Q), with @REV or not")
                               .arg(shownName(text.left(40))));
        // Both would be written to DIR/CODE.gbNN.
        if (codes.contains(w->code))
            return p.usage(Cli::tr("%1 is given twice").arg(w->code));
        codes.insert(w->code);
        wanted << *w;
    }
    const std::optional<QUrl> url = p.address(status);
    if (!url)
        return status;
    if (standardOutputClosed(status))
        return status;
    const bool force_ = p.parser().isSet(force);
    const QString outPath = p.parser().value(out);
    const bool toStdout = toOut && isStandardStream(outPath);
    // Refused before anything is fetched where the name is known already.
    if (toOut && !toStdout && !force_ && isExistingFile(outPath))
        return refuseReplacing(outPath);

    RegistryClient client(*url);
    QList<Fetched> boards;
    for (const Wanted& w : wanted) {
        const RegistryResult<FetchedBoard> answer = await<FetchedBoard>(
            [&](auto done) { client.fetch(w.code, w.revision, std::move(done)); });
        if (const auto* error = std::get_if<RegistryError>(&answer)) {
            printError(error->reason);
            return kFailure;
        }
        const FetchedBoard& board = std::get<FetchedBoard>(answer);
        const auto* data = reinterpret_cast<const std::uint8_t*>(board.bytes.constData());
        const ReadResult read =
            readBoard(std::span(data, static_cast<std::size_t>(board.bytes.size())));
        if (!read) {
            printError(Cli::tr("%1 from the registry is not a board: %2")
                           .arg(w.code, QString::fromStdString(read.error.message)));
            return kFailure;
        }
        Fetched f;
        f.code = w.code;
        f.revision = board.revision;
        f.bytes = board.bytes;
        if (toOut) {
            f.path = outPath;
        } else {
            QString dir = p.parser().value(outDir);
            if (!dir.isEmpty() && !dir.endsWith(QLatin1Char('/')))
                dir += QLatin1Char('/');
            f.path = dir + w.code + variantExtension(read.board->variant());
        }
        boards << f;
    }

    for (Fetched& b : boards) {
        if (toStdout)
            continue;
        b.before = whatIsAt(b.path);
        if (b.before != Fetched::Before::File)
            continue;
        if (!force_)
            return refuseReplacing(b.path);
        b.formerBytes = readFileBytes(b.path, qint64(64) << 20);
    }
    QList<QByteArray> madeFolders;
    if (p.parser().isSet(outDir)) {
        madeFolders = missingFolders(p.parser().value(outDir));
        if (const auto failure = makeFolders(p.parser().value(outDir))) {
            printError(Cli::tr("cannot create the folder %1").arg(*failure));
            return kFailure;
        }
    }
    QString lines;
    for (Fetched& b : boards) {
        if (const auto failure = writeFileSafely(b.path, b.bytes)) {
            printError(*failure);
            takeBack(boards, madeFolders);
            return kFailure;
        }
        b.written = !toStdout;
        if (b.written && b.before == Fetched::Before::Nothing) {
            if (char* real = ::realpath(bytesOfName(b.path).constData(), nullptr)) {
                b.made = real;
                std::free(real);
            }
        }
        lines += QStringLiteral("%1 r%2 -> %3\n")
                     .arg(b.code)
                     .arg(b.revision)
                     .arg(toStdout ? QStringLiteral("-") : shownName(b.path));
    }
    if (toStdout) {
        std::fputs(lines.toUtf8().constData(), stderr);
        return kSuccess;
    }
    printOut(lines);
    // What was fetched is said, or not kept.
    if (!flushOut()) {
        takeBack(boards, madeFolders);
        return kFailure;
    }
    return kSuccess;
}

} // namespace gbxx::cli
