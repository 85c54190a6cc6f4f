// `gbxx publish FILE [--note TEXT] [--unlisted]`: sends the board and prints `CODE rREV`. When the
// registry assigned the code or wrote a claimed one in its own form, the stored bytes differ from
// FILE's in footer bytes 3-7 only; FILE is then rewritten with them, so the file and the registry
// hold the same board. Those are the only bytes FILE can be given: FILE's own with the answer's
// code (a registry code, FILE's own code if it had one) in bytes 3-7, and only when they give the
// registry's SHA-256. Whatever else an answer names is refused, and FILE is left as it was
// (issue 42: a registry could otherwise replace FILE with any bytes it likes).

#include "cli/cli_commands.h"
#include "cli_full/registry_commands.h"
#include "cli_full/registry_session.h"
#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "gbxx/registry_code.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "registry_client/token_store.h"

#include <QCryptographicHash>

#include <cstdio>
#include <variant>

#include <sys/stat.h>
#include <unistd.h>

namespace gbxx::cli {
namespace {

constexpr int kMaxNote = 1000; // characters (docs/registry-api.md)

QString sha256(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// `bytes` with `code` in footer bytes 3-7, as the registry stores a board (spec F1).
QByteArray withCode(QByteArray bytes, const QString& code) {
    const qsizetype at = bytes.size() - static_cast<qsizetype>(kFooterBytes) +
                         static_cast<qsizetype>(footerField("boardCode").offset);
    if (code.size() == static_cast<qsizetype>(kRegistryCodeLength) && at >= 0)
        bytes.replace(at, code.size(), code.toLatin1());
    return bytes;
}

bool isRegularFile(const QString& path) {
    struct stat s {};
    return ::stat(bytesOfName(path).constData(), &s) == 0 && S_ISREG(s.st_mode);
}

// The bytes the registry holds for `published`: FILE's (`sent`) with the code written in, or why
// the answer cannot be taken for them. Nothing is fetched: no other bytes would be accepted.
std::variant<QByteArray, QString> storedBytes(const Board& board, const QByteArray& sent,
                                              const PublishedRevision& published) {
    // A code the board had is the one it is published under (claimed, or its next revision).
    const std::string own = board.footer().latin1(footerField("boardCode"));
    const std::optional<std::string> canonical = canonicalCode(own);
    if (!own.empty() && (!canonical || QString::fromStdString(*canonical) != published.code))
        return Cli::tr("the registry's answer names %1, not the board's own code %2")
            .arg(published.code, shownName(QString::fromLatin1(own.c_str())));
    const QByteArray patched = withCode(sent, published.code);
    if (sha256(patched) != published.sha256)
        return Cli::tr("the registry's SHA-256 of %1 r%2 is not that of its bytes")
            .arg(published.code)
            .arg(published.revision);
    return patched;
}

// On a terminal, the try under way once the first got no usable answer ("try 2 of 3"), redrawn
// in place and cleared at the end; logs and pipes get the result alone.
class RetryLine {
public:
    RetryLine()
        : shown_(::isatty(STDERR_FILENO) != 0) {}
    ~RetryLine() {
        if (width_ > 0)
            std::fputs(("\r" + QString(width_, QLatin1Char(' ')) + "\r").toUtf8().constData(),
                       stderr);
    }
    RetryLine(const RetryLine&) = delete;
    RetryLine& operator=(const RetryLine&) = delete;
    void show(int attempt, int attempts) {
        if (!shown_)
            return;
        const QString line = Cli::tr("No answer yet; sending the board again: try %1 of %2")
                                 .arg(attempt)
                                 .arg(attempts);
        width_ = std::max(width_, static_cast<int>(line.size()));
        std::fputs(("\r" + line.leftJustified(width_)).toUtf8().constData(), stderr);
        std::fflush(stderr);
    }

private:
    bool shown_;
    int width_ = 0;
};

} // namespace

int publishCommand(const QStringList& args) {
    RegistryParser p(QStringLiteral("publish"),
                     Cli::tr("Publish the board to the registry and print its code and revision "
                             "(CODE rREV). When the registry assigns the code, FILE is rewritten "
                             "with it. Needs 'gbxx registry login' (or GBXX_TOKEN)."));
    const QCommandLineOption note(
        QStringLiteral("note"),
        Cli::tr("A note on this revision (at most %1 characters).").arg(kMaxNote), Cli::tr("TEXT"));
    const QCommandLineOption unlisted(
        QStringLiteral("unlisted"),
        Cli::tr("Keep the board out of searches; it is still fetched by its code."));
    p.parser().addOptions({note, unlisted});
    p.parser().addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The board to publish."));
    int status = kSuccess;
    if (!p.parse(args, status))
        return status;
    const QStringList positional = p.parser().positionalArguments();
    if (positional.size() != 1)
        return p.usage(Cli::tr("'publish' takes FILE, got %1 argument(s)").arg(positional.size()));
    RegistryClient::PublishOptions options;
    options.note = p.parser().value(note);
    options.unlisted = p.parser().isSet(unlisted);
    if (const auto problem = textProblem(QStringLiteral("--note"), options.note, kMaxNote))
        return p.usage(*problem);
    const std::optional<QUrl> url = p.address(status);
    if (!url)
        return status;
    if (standardOutputClosed(status))
        return status;

    const QString& file = positional.front();
    const LoadedBoard loaded = loadBoard(file);
    if (!loaded.board) {
        printError(loaded.error);
        return kFailure;
    }
    const std::optional<QString> token = TokenStore(*url).read();
    if (!token) {
        printError(Cli::tr("not signed in to %1: run 'gbxx registry login' (or set GBXX_TOKEN)")
                       .arg(url->adjusted(QUrl::StripTrailingSlash).toString()));
        return kFailure;
    }
    RegistryClient client(*url);
    client.setToken(*token);
    std::optional<RetryLine> retries(std::in_place);
    const RegistryResult<PublishedRevision> answer = await<PublishedRevision>([&](auto done) {
        RegistryCall* call = client.publish(loaded.bytes, options, std::move(done));
        QObject::connect(
            call, &RegistryCall::retrying, call,
            [&retries](int attempt, int attempts) { retries->show(attempt, attempts); });
    });
    retries.reset();
    if (const auto* error = std::get_if<RegistryError>(&answer)) {
        printError(error->reason);
        return kFailure;
    }
    const PublishedRevision& published = std::get<PublishedRevision>(answer);
    const QString done = QStringLiteral("%1 r%2").arg(published.code).arg(published.revision);

    const auto stored = storedBytes(*loaded.board, loaded.bytes, published);
    if (const auto* why = std::get_if<QString>(&stored)) {
        printError(Cli::tr("published as %1, but %2 was left without its code: %3")
                       .arg(done, shownName(file), *why));
        return kFailure;
    }
    // Only a file can take the code; a stream or a device was read, not kept.
    const QByteArray& bytes = std::get<QByteArray>(stored);
    if (bytes != loaded.bytes && !isStandardStream(file) && isRegularFile(file)) {
        // Changed by someone else while it was sent: theirs is kept.
        if (readFileBytes(file, static_cast<qint64>(kMaxFileSize) + 1) != loaded.bytes) {
            printError(Cli::tr("published as %1, but %2 changed meanwhile and was left as "
                               "it is")
                           .arg(done, shownName(file)));
            return kFailure;
        }
        if (const auto failure = writeFileSafely(file, bytes)) {
            printError(Cli::tr("published as %1, but %2").arg(done, *failure));
            return kFailure;
        }
    }
    printOut(done + QLatin1Char('\n'));
    return kSuccess;
}

} // namespace gbxx::cli
