#pragma once
// What the registry answers, as the client hands it on (docs/registry-api.md): a published
// revision, a fetched board, a board's facts, a page of search results, and why a request failed.

#include "gbxx/registry_protocol.h"
#include "gbxx/shape_filter.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gbxx {

// Why a request did not succeed, in words a person reads: "connection refused", "timed out after
// 20 s", "the registry says: code B7K2Q belongs to another account".
struct RegistryError {
    QString reason;
    int status = 0;         // the HTTP status; 0 when there was no answer
    QString id;             // the API's error id ("code-taken"), empty without one
    QJsonObject body;       // the whole error object (a duplicate names the existing code)
    bool retryable = false; // no answer (timeout, connection): the same request may be sent again
    bool timedOut = false;  // no answer within the timeout
};

struct PublishedRevision {
    QString code;
    int revision = 0;
    QString sha256;
    qint64 size = 0;
    QString url; // the board's web page
};

struct FetchedBoard {
    QString code;
    int revision = 0;
    QByteArray bytes; // checked against the ETag's SHA-256
    QString sha256;
    QString fileName; // CODE.gbNN, as the registry names it
};

struct RegistryRevision {
    int revision = 0;
    QString sha256;
    qint64 size = 0;
    int version = 0;
    QString published; // RFC 3339
    QString note;
};

struct RegistryBoard {
    QString code, title, author, owner, editorId, published;
    int variant = 0, width = 0, length = 0, version = 0, revision = 0;
    bool hex = false, wrap = false, listed = true;
    qint64 downloads = 0;
    QList<RegistryRevision> revisions; // meta only
    QJsonObject json;                  // as the registry sent it

    static RegistryBoard fromJson(const QJsonObject& object);
};

struct RegistrySearch {
    QStringList words;
    QString author;
    ShapeFilter shape; // sent as the API's variant, min-width … hex, wrap fields
    QString sort;      // relevance (empty), new, downloads
    int limit = 20;
    QString cursor;
};

struct RegistryPage {
    QList<RegistryBoard> boards;
    QString next; // empty: the last page
};

// CODE or CODE@REV as the core reads it (gbxx/registry_protocol.h: the command line's, the
// editor's and the games' one reading of it); nothing for anything else.
std::optional<CodeReference> parseCodeReference(const QString& text);

} // namespace gbxx
