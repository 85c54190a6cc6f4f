// `gbxx publish FILE [--note TEXT] [--unlisted]`: sends the board and prints `CODE rREV`. When the
// registry assigned the code or wrote a claimed one in its own form, the stored bytes differ from
// FILE's in footer bytes 3-7 only; FILE is then rewritten with them (checked against the
// registry's SHA-256 first), so the file and the registry hold the same board. A failure leaves
// FILE as it was.

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

#include <sys/stat.h>

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

// The bytes the registry holds for `published`: FILE's with the code written in, or, should that
// not give the registry's SHA-256, the revision itself (fetched and checked against it).
RegistryResult<QByteArray> storedBytes(RegistryClient& client, const QByteArray& sent,
                                       const PublishedRevision& published) {
    const QByteArray patched = withCode(sent, published.code);
    if (sha256(patched) == published.sha256)
        return patched;
    const RegistryResult<FetchedBoard> fetched = await<FetchedBoard>(
        [&](auto done) { client.fetch(published.code, published.revision, std::move(done)); });
    if (const auto* error = std::get_if<RegistryError>(&fetched))
        return RegistryResult<QByteArray>(std::in_place_index<1>, *error);
    const QByteArray& bytes = std::get<FetchedBoard>(fetched).bytes;
    if (sha256(bytes) != published.sha256) {
        RegistryError error;
        error.reason = Cli::tr("the registry's SHA-256 of %1 r%2 is not that of its bytes")
                           .arg(published.code)
                           .arg(published.revision);
        return RegistryResult<QByteArray>(std::in_place_index<1>, error);
    }
    return bytes;
}

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
    const RegistryResult<PublishedRevision> answer = await<PublishedRevision>(
        [&](auto done) { client.publish(loaded.bytes, options, std::move(done)); });
    if (const auto* error = std::get_if<RegistryError>(&answer)) {
        printError(error->reason);
        return kFailure;
    }
    const PublishedRevision& published = std::get<PublishedRevision>(answer);
    const QString done = QStringLiteral("%1 r%2").arg(published.code).arg(published.revision);

    // Only a file can take the code; a stream or a device was read, not kept.
    if (!isStandardStream(file) && isRegularFile(file)) {
        const RegistryResult<QByteArray> stored = storedBytes(client, loaded.bytes, published);
        if (const auto* error = std::get_if<RegistryError>(&stored)) {
            printError(Cli::tr("published as %1, but %2 was left without its code: %3")
                           .arg(done, shownName(file), error->reason));
            return kFailure;
        }
        const QByteArray& bytes = std::get<QByteArray>(stored);
        if (bytes != loaded.bytes) {
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
    }
    printOut(done + QLatin1Char('\n'));
    return kSuccess;
}

} // namespace gbxx::cli
