#include "widgets/registry/registry_problem.h"

#include "gbxx/codec.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QLocale>

namespace gbxx {
namespace {

struct RegistryProblemTexts {
    Q_DECLARE_TR_FUNCTIONS(gbxx::RegistryProblem)
};

using What = RegistryAsk::What;

// The registry's message, for the ids whose message is a detail only it knows (which parameter,
// what the board reader found).
// Control characters become spaces: the text is shown, never obeyed.
QString serverMessage(const RegistryError& error) {
    QString message = error.body.value(QStringLiteral("message")).toString().left(400);
    for (QChar& c : message)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            c = QLatin1Char(' ');
    return message.simplified();
}

// The words for a known id; empty for an id the editor does not know.
QString wordsFor(const RegistryError& error, const RegistryAsk& ask) {
    const QString& id = error.id;
    const QString detail = serverMessage(error);
    if (id == QLatin1String("bad-request"))
        return detail.isEmpty()
                   ? RegistryProblemTexts::tr("the registry says the request is not one it takes")
                   : RegistryProblemTexts::tr("the registry says the request is not one it takes: “%1”")
                         .arg(detail);
    if (id == QLatin1String("unauthorized"))
        return ask.what == What::Publish
                   ? RegistryProblemTexts::tr("the registry says: publishing needs a valid token (sign in "
                               "again in Preferences ▸ Registry)")
                   : RegistryProblemTexts::tr("the registry says: the token is not valid (or was revoked)");
    if (id == QLatin1String("forbidden"))
        return RegistryProblemTexts::tr("the registry says: the board belongs to another account");
    if (id == QLatin1String("not-found")) {
        if (ask.what == What::Fetch && !ask.code.isEmpty())
            return ask.revision > 0 ? RegistryProblemTexts::tr("the registry says: %1 has no revision %2")
                                          .arg(ask.code)
                                          .arg(ask.revision)
                                    : RegistryProblemTexts::tr("the registry says: no board has the code %1")
                                          .arg(ask.code);
        return RegistryProblemTexts::tr("the registry says: it has no such board or address (is the "
                         "registry's address right?)");
    }
    if (id == QLatin1String("method-not-allowed"))
        return RegistryProblemTexts::tr("the registry says: it does not take this request (is it a "
                         "GameBoardXX registry?)");
    if (id == QLatin1String("timeout"))
        return RegistryProblemTexts::tr("the registry says: the request took too long to arrive");
    if (id == QLatin1String("code-taken"))
        return RegistryProblemTexts::tr("the registry says: the board's code belongs to another account "
                         "(clear it in Board ▸ Metadata to get a new one)");
    if (id == QLatin1String("duplicate")) {
        const QString code = error.body.value(QStringLiteral("code")).toString();
        const int revision = error.body.value(QStringLiteral("revision")).toInt();
        return code.isEmpty() || revision <= 0
                   ? RegistryProblemTexts::tr("the registry says: this board is published already")
                   : RegistryProblemTexts::tr("the registry says: this board is published already, as %1 "
                               "revision %2")
                         .arg(code)
                         .arg(revision);
    }
    if (id == QLatin1String("too-large"))
        return RegistryProblemTexts::tr("the registry says: a board is at most %1 bytes")
            .arg(QLocale().toString(static_cast<qulonglong>(kMaxFileSize)));
    if (id == QLatin1String("unsupported-media-type"))
        return RegistryProblemTexts::tr("the registry says: what was sent is not marked as a board");
    if (id == QLatin1String("invalid-board"))
        return detail.isEmpty() ? RegistryProblemTexts::tr("the registry says: the file is not a valid board")
                                : RegistryProblemTexts::tr("the registry says: the file is not a valid board: "
                                            "“%1”")
                                      .arg(detail);
    if (id == QLatin1String("bad-code"))
        return RegistryProblemTexts::tr("the registry says: the footer's code is neither empty nor a registry "
                         "code");
    if (id == QLatin1String("rate-limited"))
        return RegistryProblemTexts::tr("the registry says: too many requests for now; try again later");
    if (id == QLatin1String("headers-too-large"))
        return RegistryProblemTexts::tr("the registry says: the request's headers are too large");
    if (id == QLatin1String("unavailable"))
        return RegistryProblemTexts::tr("the registry says: its database cannot be reached just now; try "
                         "again in a moment");
    if (id == QLatin1String("insufficient-storage"))
        return RegistryProblemTexts::tr("the registry says: it has no room left; nothing was stored");
    if (id == QLatin1String("not-patchable"))
        return RegistryProblemTexts::tr("the registry says: the two revisions differ in size, tile "
                                        "size or layout, so no patch leads from one to the other");
    return {};
}

} // namespace

QStringList knownRegistryErrorIds() {
    return {QStringLiteral("bad-request"),
            QStringLiteral("unauthorized"),
            QStringLiteral("forbidden"),
            QStringLiteral("not-found"),
            QStringLiteral("method-not-allowed"),
            QStringLiteral("timeout"),
            QStringLiteral("code-taken"),
            QStringLiteral("duplicate"),
            QStringLiteral("too-large"),
            QStringLiteral("unsupported-media-type"),
            QStringLiteral("invalid-board"),
            QStringLiteral("bad-code"),
            QStringLiteral("rate-limited"),
            QStringLiteral("headers-too-large"),
            QStringLiteral("unavailable"),
            QStringLiteral("insufficient-storage"),
            QStringLiteral("not-patchable")};
}

QString registryProblem(const RegistryError& error, const RegistryAsk& ask) {
    if (error.status == 0)
        return error.reason; // no answer: the client's own words
    if (const QString words = wordsFor(error, ask); !words.isEmpty())
        return words;
    // An id of a later registry, or none (a proxy's page): its own text, quoted as it came.
    if (const QString message = serverMessage(error); !message.isEmpty())
        return RegistryProblemTexts::tr("the registry says: “%1”").arg(message);
    return RegistryProblemTexts::tr("the registry answered HTTP status %1").arg(error.status);
}

} // namespace gbxx
