#include "registry_client/registry_client.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QTimer>
#include <QUuid>

namespace gbxx {
namespace {

QString registrySays(const QString& message) {
    return QStringLiteral("the registry says: %1").arg(message);
}

template <class T> RegistryResult<T> failed(RegistryError error) {
    return RegistryResult<T>(std::in_place_index<1>, std::move(error));
}

QJsonObject objectOf(const QByteArray& body, bool* ok) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    *ok = error.error == QJsonParseError::NoError && document.isObject();
    return document.object();
}

RegistryError errorSaying(const QString& reason) {
    RegistryError error;
    error.reason = reason;
    return error;
}

// "20 s", "0.5 s": the timeout as a person reads it.
QString seconds(int ms) {
    return ms % 1000 == 0 ? QStringLiteral("%1 s").arg(ms / 1000)
                          : QStringLiteral("%1 s").arg(ms / 1000.0, 0, 'g', 3);
}

RegistryError notJson() {
    return errorSaying(
        QStringLiteral("the registry's answer is not what the API says (not a JSON object)"));
}

} // namespace

void RegistryCall::cancel() {
    cancelled_ = true;
    if (reply_)
        reply_->abort();
    deleteLater();
}

RegistryError registryError(int status, const QByteArray& body) {
    bool ok = false;
    const QJsonObject object = objectOf(body, &ok);
    RegistryError error;
    error.status = status;
    error.body = object;
    error.id = object.value(QStringLiteral("error")).toString();
    const QString message = object.value(QStringLiteral("message")).toString();
    error.reason =
        registrySays(message.isEmpty() ? QStringLiteral("HTTP status %1").arg(status) : message);
    return error;
}

RegistryClient::RegistryClient(const QUrl& base, QObject* parent)
    : QObject(parent)
    , base_(base) {
    manager_.setAutoDeleteReplies(true);
    // Tests (and people on slow links) set the timeout without a setting of its own.
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("GBXX_REGISTRY_TIMEOUT_MS", &ok);
    if (ok && ms > 0)
        timeoutMs_ = ms;
}

QUrl RegistryClient::apiUrl(const QString& path, const Query& query) const {
    QUrl url = base_;
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    url.setPath(basePath + path);
    QByteArray encoded;
    for (const auto& [key, value] : query) {
        if (!encoded.isEmpty())
            encoded += '&';
        encoded += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    if (!encoded.isEmpty())
        url.setQuery(QString::fromLatin1(encoded), QUrl::StrictMode);
    return url;
}

template <class T, class Parse>
RegistryResult<T> RegistryClient::decoded(const RegistryResult<Answer>& result, int status,
                                          Parse parse) {
    if (const auto* error = std::get_if<RegistryError>(&result))
        return failed<T>(*error);
    const Answer& answer = std::get<Answer>(result);
    if (answer.status != status)
        return failed<T>(registryError(answer.status, answer.body));
    bool ok = false;
    const QJsonObject object = objectOf(answer.body, &ok);
    if (!ok)
        return failed<T>(notJson());
    return parse(object);
}

QList<QPair<QByteArray, QByteArray>> RegistryClient::authorization() const {
    if (token_.isEmpty())
        return {};
    return {{"Authorization", "Bearer " + token_.toLatin1()}};
}

void RegistryClient::send(RegistryCall* call, const QByteArray& method, const QUrl& url,
                          const QByteArray& body,
                          const QList<QPair<QByteArray, QByteArray>>& headers,
                          std::function<void(RegistryResult<Answer>)> done) {
    QNetworkRequest request(url);
    request.setTransferTimeout(timeoutMs_);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::NoLessSafeRedirectPolicy);
    for (const auto& [name, value] : headers)
        request.setRawHeader(name, value);
    QNetworkReply* reply = manager_.sendCustomRequest(request, method, body);
    call->setReply(reply);
    const int timeout = timeoutMs_;
    connect(reply, &QNetworkReply::finished, call, [call, reply, done, timeout] {
        if (call->cancelled_)
            return;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 0) {
            RegistryError error;
            error.retryable = true;
            switch (reply->error()) {
            case QNetworkReply::ConnectionRefusedError:
                error.reason = QStringLiteral("connection refused");
                break;
            case QNetworkReply::OperationCanceledError: // the transfer timeout
            case QNetworkReply::TimeoutError:
                error.reason = QStringLiteral("timed out after %1").arg(seconds(timeout));
                break;
            case QNetworkReply::HostNotFoundError:
                error.reason = QStringLiteral("host not found: %1").arg(reply->url().host());
                error.retryable = false;
                break;
            case QNetworkReply::RemoteHostClosedError:
                error.reason = QStringLiteral("the registry closed the connection");
                break;
            default:
                error.reason = reply->errorString();
                break;
            }
            done(failed<Answer>(error));
            return;
        }
        done(Answer{status, reply->readAll(), reply});
    });
}

RegistryCall* RegistryClient::account(std::function<void(RegistryResult<QString>)> done) {
    auto* call = new RegistryCall(this);
    send(call, "GET", apiUrl(QStringLiteral("/api/v1/account")), {}, authorization(),
         [call, done](RegistryResult<Answer> result) {
             call->deleteLater();
             done(
                 decoded<QString>(result, 200, [](const QJsonObject& o) -> RegistryResult<QString> {
                     return o.value(QStringLiteral("name")).toString();
                 }));
         });
    return call;
}

RegistryCall* RegistryClient::publish(const QByteArray& bytes, const PublishOptions& options,
                                      std::function<void(RegistryResult<PublishedRevision>)> done) {
    auto* call = new RegistryCall(this);
    Query query;
    if (!options.note.isEmpty())
        query.append({QStringLiteral("note"), options.note});
    if (options.unlisted)
        query.append({QStringLiteral("unlisted"), QStringLiteral("1")});
    const QByteArray key = options.idempotencyKey.isEmpty()
                               ? QUuid::createUuid().toByteArray(QUuid::WithoutBraces)
                               : options.idempotencyKey.toLatin1();
    publishAttempt(call, bytes, apiUrl(QStringLiteral("/api/v1/boards"), query), key, 1,
                   std::move(done));
    return call;
}

void RegistryClient::publishAttempt(RegistryCall* call, const QByteArray& bytes, const QUrl& url,
                                    const QByteArray& key, int attempt,
                                    std::function<void(RegistryResult<PublishedRevision>)> done) {
    auto headers = authorization();
    headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/x-gameboardxx")));
    headers.append(qMakePair(QByteArray("Idempotency-Key"), key));
    send(call, "POST", url, bytes, headers,
         [this, call, bytes, url, key, attempt, done](RegistryResult<Answer> result) {
             if (const auto* error = std::get_if<RegistryError>(&result)) {
                 // No answer: the board may or may not be stored. The same key gets the first
                 // answer if it is, and stores it once if it is not.
                 if (error->retryable && attempt < attempts_) {
                     QTimer::singleShot(pauseMs_ * attempt, call, [=, this] {
                         publishAttempt(call, bytes, url, key, attempt + 1, done);
                     });
                     return;
                 }
                 call->deleteLater();
                 return done(failed<PublishedRevision>(*error));
             }
             call->deleteLater();
             done(decoded<PublishedRevision>(
                 result, 201, [](const QJsonObject& o) -> RegistryResult<PublishedRevision> {
                     return PublishedRevision{
                         o.value(QStringLiteral("code")).toString(),
                         o.value(QStringLiteral("revision")).toInt(),
                         o.value(QStringLiteral("sha256")).toString(),
                         static_cast<qint64>(o.value(QStringLiteral("size")).toDouble()),
                         o.value(QStringLiteral("url")).toString()};
                 }));
         });
}

RegistryCall* RegistryClient::fetch(const QString& code, int revision,
                                    std::function<void(RegistryResult<FetchedBoard>)> done) {
    auto* call = new RegistryCall(this);
    const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(code));
    const QString path =
        revision > 0 ? QStringLiteral("/api/v1/boards/%1/revisions/%2").arg(encoded).arg(revision)
                     : QStringLiteral("/api/v1/boards/%1").arg(encoded);
    send(call, "GET", apiUrl(path), {}, {}, [call, done, revision](RegistryResult<Answer> result) {
        call->deleteLater();
        if (const auto* error = std::get_if<RegistryError>(&result))
            return done(failed<FetchedBoard>(*error));
        const Answer& answer = std::get<Answer>(result);
        if (answer.status != 200)
            return done(failed<FetchedBoard>(registryError(answer.status, answer.body)));
        FetchedBoard board;
        board.bytes = answer.body;
        board.sha256 =
            QString::fromLatin1(answer.reply->rawHeader("ETag")).remove(QLatin1Char('"'));
        const QString actual = QString::fromLatin1(
            QCryptographicHash::hash(board.bytes, QCryptographicHash::Sha256).toHex());
        if (board.sha256 != actual)
            return done(failed<FetchedBoard>(
                errorSaying(QStringLiteral("the board's bytes do not match the registry's "
                                           "SHA-256 (%1, received %2)")
                                .arg(board.sha256.left(12), actual.left(12)))));
        const QString disposition =
            QString::fromLatin1(answer.reply->rawHeader("Content-Disposition"));
        const qsizetype at = disposition.indexOf(QStringLiteral("filename=\""));
        if (at >= 0)
            board.fileName = disposition.mid(at + 10).section(QLatin1Char('"'), 0, 0);
        board.code = board.fileName.section(QLatin1Char('.'), 0, 0);
        // The revision asked for, or the latest's: Content-Location names the one sent.
        const QString location = QString::fromLatin1(answer.reply->rawHeader("Content-Location"));
        board.revision = revision > 0 ? revision : location.section(QLatin1Char('/'), -1).toInt();
        done(board);
    });
    return call;
}

RegistryCall* RegistryClient::meta(const QString& code,
                                   std::function<void(RegistryResult<RegistryBoard>)> done) {
    auto* call = new RegistryCall(this);
    const QString path = QStringLiteral("/api/v1/boards/%1/meta")
                             .arg(QString::fromLatin1(QUrl::toPercentEncoding(code)));
    send(call, "GET", apiUrl(path), {}, {}, [call, done](RegistryResult<Answer> result) {
        call->deleteLater();
        done(decoded<RegistryBoard>(result, 200,
                                    [](const QJsonObject& o) -> RegistryResult<RegistryBoard> {
                                        return RegistryBoard::fromJson(o);
                                    }));
    });
    return call;
}

RegistryCall* RegistryClient::search(const RegistrySearch& q,
                                     std::function<void(RegistryResult<RegistryPage>)> done) {
    Query query;
    const auto add = [&query](const char* key, const QString& value) {
        query.append({QLatin1String(key), value});
    };
    if (!q.words.isEmpty())
        add("q", q.words.join(QLatin1Char(' ')));
    if (!q.author.isEmpty())
        add("author", q.author);
    const auto number = [&add](const char* key, const std::optional<int>& value) {
        if (value)
            add(key, QString::number(*value));
    };
    number("variant", q.variant);
    number("min-width", q.minWidth);
    number("max-width", q.maxWidth);
    number("min-length", q.minLength);
    number("max-length", q.maxLength);
    if (q.hex)
        add("hex", *q.hex ? QStringLiteral("1") : QStringLiteral("0"));
    if (q.wrap)
        add("wrap", *q.wrap ? QStringLiteral("1") : QStringLiteral("0"));
    if (!q.sort.isEmpty())
        add("sort", q.sort);
    add("limit", QString::number(q.limit));
    if (!q.cursor.isEmpty())
        add("cursor", q.cursor);
    auto* call = new RegistryCall(this);
    send(call, "GET", apiUrl(QStringLiteral("/api/v1/boards"), query), {}, {},
         [call, done](RegistryResult<Answer> result) {
             call->deleteLater();
             done(decoded<RegistryPage>(
                 result, 200, [](const QJsonObject& o) -> RegistryResult<RegistryPage> {
                     if (!o.value(QStringLiteral("boards")).isArray())
                         return failed<RegistryPage>(notJson());
                     RegistryPage page;
                     for (const QJsonValue& value : o.value(QStringLiteral("boards")).toArray())
                         page.boards.append(RegistryBoard::fromJson(value.toObject()));
                     page.next = o.value(QStringLiteral("next")).toString();
                     return page;
                 }));
         });
    return call;
}

RegistryCall* RegistryClient::thumbnail(const QString& code,
                                        std::function<void(RegistryResult<QByteArray>)> done) {
    auto* call = new RegistryCall(this);
    const QString path = QStringLiteral("/api/v1/boards/%1/thumbnail.png")
                             .arg(QString::fromLatin1(QUrl::toPercentEncoding(code)));
    send(call, "GET", apiUrl(path), {}, {}, [call, done](RegistryResult<Answer> result) {
        call->deleteLater();
        if (const auto* error = std::get_if<RegistryError>(&result))
            return done(failed<QByteArray>(*error));
        const Answer& answer = std::get<Answer>(result);
        if (answer.status != 200)
            return done(failed<QByteArray>(registryError(answer.status, answer.body)));
        done(answer.body);
    });
    return call;
}

RegistryCall* RegistryClient::setListed(const QString& code, bool listed,
                                        std::function<void(RegistryResult<RegistryBoard>)> done) {
    auto* call = new RegistryCall(this);
    auto headers = authorization();
    headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
    const QString path =
        QStringLiteral("/api/v1/boards/%1").arg(QString::fromLatin1(QUrl::toPercentEncoding(code)));
    send(call, "PATCH", apiUrl(path), listed ? "{\"listed\":true}" : "{\"listed\":false}", headers,
         [call, done](RegistryResult<Answer> result) {
             call->deleteLater();
             done(decoded<RegistryBoard>(result, 200,
                                         [](const QJsonObject& o) -> RegistryResult<RegistryBoard> {
                                             return RegistryBoard::fromJson(o);
                                         }));
         });
    return call;
}

} // namespace gbxx
