#pragma once
// One client of the board registry for the command line and the editor alike (issue 35): every
// request asynchronous with a timeout, cancellable, and its failure said in words. A publish sends
// an Idempotency-Key and, when no answer came (timeout, lost connection), sends the same request
// again with the same key, so a retry never makes a second revision; so does an answer 502, 503 or
// 504 (a proxy or a server that lost its database: the key makes it safe). A request that carries
// the token, or sends a board, follows no redirect (issue 42): the token stays with the registry
// it was given for, and a publish is never sent again as a GET. A fetched board is handed on only
// when its bytes match the SHA-256 of the registry's ETag, its footer holds the code asked for,
// Content-Location names the revision asked for, and it is no larger than the largest board
// (reading stops there).

#include "registry_client/registry_types.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>
#include <variant>

namespace gbxx {

template <class T> using RegistryResult = std::variant<T, RegistryError>;

// A request in flight; cancel() ends it (its callback is then not called). Deletes itself when
// done.
class RegistryCall : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    void cancel();
    void setReply(QNetworkReply* reply) { reply_ = reply; }

signals:
    // A publish is sent again: try `attempt` (2 or more) of `attempts` starts now.
    void retrying(int attempt, int attempts);

private:
    QPointer<QNetworkReply> reply_;
    friend class RegistryClient;
    bool cancelled_ = false;
    bool tooLarge_ = false; // the answer outgrew what the request may receive; reading stopped
    QByteArray received_;   // the answer's body so far
    qint64 startedMs_ = 0;  // QDateTime::currentMSecsSinceEpoch() when the call began
};

class RegistryClient : public QObject {
    Q_OBJECT
public:
    explicit RegistryClient(const QUrl& base, QObject* parent = nullptr);

    QUrl base() const { return base_; }
    // Another registry from the next request on (requests under way finish where they went).
    void setBase(const QUrl& base) { base_ = base; }
    void setToken(const QString& token) { token_ = token; }
    // Milliseconds without progress before a request is given up (default 20 s, or the
    // environment's GBXX_REGISTRY_TIMEOUT_MS).
    void setTimeout(int ms) { timeoutMs_ = ms; }
    // Attempts of a publish that got no answer or a 502/503/504 (default 3), and the pause
    // before the second (the pause grows by as much before each further one).
    void setPublishAttempts(int attempts, int pauseMs) {
        attempts_ = attempts;
        pauseMs_ = pauseMs;
    }

    struct PublishOptions {
        QString note;
        bool unlisted = false;
        QString idempotencyKey; // empty: a new one
    };

    RegistryCall* account(std::function<void(RegistryResult<QString>)> done);
    RegistryCall* publish(const QByteArray& bytes, const PublishOptions& options,
                          std::function<void(RegistryResult<PublishedRevision>)> done);
    // `revision` 0: the latest.
    RegistryCall* fetch(const QString& code, int revision,
                        std::function<void(RegistryResult<FetchedBoard>)> done);
    RegistryCall* meta(const QString& code,
                       std::function<void(RegistryResult<RegistryBoard>)> done);
    RegistryCall* search(const RegistrySearch& query,
                         std::function<void(RegistryResult<RegistryPage>)> done);
    RegistryCall* thumbnail(const QString& code,
                            std::function<void(RegistryResult<QByteArray>)> done);
    RegistryCall* setListed(const QString& code, bool listed,
                            std::function<void(RegistryResult<RegistryBoard>)> done);

    using Query = QList<QPair<QString, QString>>;
    // The API address of `path` ("/api/v1/boards") with `query` (values as they are: encoded here).
    QUrl apiUrl(const QString& path, const Query& query = {}) const;

private:
    struct Answer {
        int status = 0;
        QByteArray body;
        QNetworkReply* reply = nullptr; // valid during the callback
    };
    // Sends one request; `done` gets the answer, or the reason there was none. An answer whose
    // body grows past `maxBody` bytes is stopped there and failed.
    void send(RegistryCall* call, const QByteArray& method, const QUrl& url, const QByteArray& body,
              const QList<QPair<QByteArray, QByteArray>>& headers,
              std::function<void(RegistryResult<Answer>)> done, qint64 maxBody = kMaxAnswer);
    // The result of an answer expected with `status` and a JSON object, which `parse` makes a T.
    template <class T, class Parse>
    static RegistryResult<T> decoded(const RegistryResult<Answer>& result, int status, Parse parse);
    void publishAttempt(RegistryCall* call, const QByteArray& bytes, const QUrl& url,
                        const QByteArray& key, int attempt,
                        std::function<void(RegistryResult<PublishedRevision>)> done);
    QList<QPair<QByteArray, QByteArray>> authorization() const;

    // What any answer but a board's may hold (a page of 100 boards is some 100 KB).
    static constexpr qint64 kMaxAnswer = 8 << 20;
    // The longest pause a Retry-After makes a publish wait before trying again.
    static constexpr int kMaxRetryAfterS = 10;

    QUrl base_;
    QString token_;
    QNetworkAccessManager manager_;
    int timeoutMs_ = 20000;
    int attempts_ = 3;
    int pauseMs_ = 1000;
};

// The registry's error as words: its message when it sent one, else what the network said.
RegistryError registryError(int status, const QByteArray& body);

} // namespace gbxx
