#include "registry_client/registry_client.h"

#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "gbxx/registry_code.h"
#include "gbxx/registry_protocol.h"
#include "io/file_names.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QTimer>
#include <QUuid>

#include <algorithm>

namespace gbxx {
namespace {

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
    // What the answer says, in the words every client uses (gbxx/registry_protocol.h): the
    // server's message escaped, so it cannot move a terminal's cursor or forge a line of its own.
    RegistryAnswer answer;
    answer.status = status;
    answer.body.assign(body.begin(), body.end());
    error.reason = QString::fromStdString(errorOfAnswer(answer).message);
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
                          std::function<void(RegistryResult<Answer>)> done, qint64 maxBody) {
    QNetworkRequest request(url);
    request.setTransferTimeout(timeoutMs_);
    // The token is for this registry alone, and a body is for the address it was sent to: such a
    // request follows no redirect (Qt's policies would keep the header, or turn a POST into a
    // GET). Only a plain GET may be sent on, and never from https to http.
    const bool guarded =
        method != "GET" || std::any_of(headers.begin(), headers.end(), [](const auto& header) {
            return header.first.compare("Authorization", Qt::CaseInsensitive) == 0;
        });
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         guarded ? QNetworkRequest::ManualRedirectPolicy
                                 : QNetworkRequest::NoLessSafeRedirectPolicy);
    for (const auto& [name, value] : headers)
        request.setRawHeader(name, value);
    QNetworkReply* reply = manager_.sendCustomRequest(request, method, body);
    // Qt's network thread reads no more from the socket than this, so a huge answer is not held
    // whole however late this thread comes to it. Set from a queued call: the reply hands the
    // limit to its thread's request only once that exists, which a call posted here finds (the
    // request starts from the reply's own queued call); set at once, it was dropped and a busy
    // client read all a flood sent.
    QMetaObject::invokeMethod(
        reply, [reply, maxBody] { reply->setReadBufferSize(maxBody + 1); }, Qt::QueuedConnection);
    call->setReply(reply);
    call->tooLarge_ = false;
    call->received_.clear();
    // Taken as it comes, so that Qt's buffer empties and its thread reads on up to the limit
    // (an answer left in the reply stalled its reading there until the timeout).
    const auto take = [call, reply, maxBody] {
        if (call->tooLarge_)
            return;
        call->received_ += reply->readAll();
        if (call->received_.size() <= maxBody &&
            reply->header(QNetworkRequest::ContentLengthHeader).toLongLong() <= maxBody)
            return;
        call->tooLarge_ = true;
        call->received_.clear();
        reply->abort();
    };
    connect(reply, &QNetworkReply::metaDataChanged, call, take);
    connect(reply, &QNetworkReply::readyRead, call, take);
    const int timeout = timeoutMs_;
    connect(reply, &QNetworkReply::finished, call, [call, reply, done, timeout, guarded, maxBody] {
        if (call->cancelled_)
            return;
        if (call->tooLarge_)
            return done(failed<Answer>(
                errorSaying(QStringLiteral("the registry's answer is larger than %1 bytes; "
                                           "reading stopped there")
                                .arg(maxBody))));
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
                error.timedOut = true;
                break;
            case QNetworkReply::HostNotFoundError:
                error.reason = QStringLiteral("host not found: %1").arg(reply->url().host());
                error.retryable = false;
                break;
            case QNetworkReply::RemoteHostClosedError:
                error.reason = QStringLiteral("the registry closed the connection");
                break;
            default:
                error.reason = shownName(reply->errorString());
                break;
            }
            done(failed<Answer>(error));
            return;
        }
        if (guarded && status >= 300 && status < 400) {
            RegistryError error = errorSaying(
                QStringLiteral("the registry sent the request on to %1, which is not followed "
                               "with a token or a board")
                    .arg(shownName(QString::fromLatin1(reply->rawHeader("Location")).left(200))));
            error.status = status;
            return done(failed<Answer>(error));
        }
        done(Answer{status, call->received_ + reply->readAll(), reply});
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
    if (attempt == 1)
        call->startedMs_ = QDateTime::currentMSecsSinceEpoch();
    else
        emit call->retrying(attempt, attempts_);
    send(call, "POST", url, bytes, headers,
         [this, call, bytes, url, key, attempt, done](RegistryResult<Answer> result) {
             // No answer, or a proxy or server that could not finish it (502/503/504): the board
             // may or may not be stored. The same key gets the first answer if it is, and stores
             // it once if it is not.
             const auto* error = std::get_if<RegistryError>(&result);
             const auto* answer = std::get_if<Answer>(&result);
             const bool again =
                 error ? error->retryable
                       : answer->status == 502 || answer->status == 503 || answer->status == 504;
             if (again && attempt < attempts_) {
                 int pause = pauseMs_ * attempt;
                 bool ok = false;
                 const int retryAfter =
                     answer ? answer->reply->rawHeader("Retry-After").toInt(&ok) : 0;
                 if (ok && retryAfter > 0)
                     pause = std::max(pause, std::min(retryAfter, kMaxRetryAfterS) * 1000);
                 QTimer::singleShot(pause, call, [=, this] {
                     publishAttempt(call, bytes, url, key, attempt + 1, done);
                 });
                 return;
             }
             call->deleteLater();
             RegistryResult<PublishedRevision> published = decoded<PublishedRevision>(
                 result, 201, [](const QJsonObject& o) -> RegistryResult<PublishedRevision> {
                     PublishedRevision p{
                         o.value(QStringLiteral("code")).toString(),
                         o.value(QStringLiteral("revision")).toInt(),
                         o.value(QStringLiteral("sha256")).toString(),
                         static_cast<qint64>(o.value(QStringLiteral("size")).toDouble()),
                         o.value(QStringLiteral("url")).toString()};
                     // The code is printed, written into the board and put in paths: it must be
                     // one in its written form.
                     const std::optional<std::string> canonical =
                         canonicalCode(p.code.toLatin1().toStdString());
                     if (p.code.size() != static_cast<qsizetype>(kRegistryCodeLength) ||
                         !canonical || QString::fromStdString(*canonical) != p.code)
                         return failed<PublishedRevision>(errorSaying(
                             QStringLiteral("the registry's answer names the code '%1', which "
                                            "is not a registry code")
                                 .arg(shownName(p.code.left(40)))));
                     if (p.revision < 1)
                         return failed<PublishedRevision>(notJson());
                     return p;
                 });
             if (auto* failure = std::get_if<RegistryError>(&published); failure && attempt > 1) {
                 // Say the whole wait, not one try's.
                 const QString waited = seconds(static_cast<int>(
                     (QDateTime::currentMSecsSinceEpoch() - call->startedMs_ + 500) / 1000 * 1000));
                 if (failure->timedOut)
                     failure->reason = QStringLiteral("no answer in %1: %2 tries, each timed out "
                                                      "after %3")
                                           .arg(waited)
                                           .arg(attempt)
                                           .arg(seconds(timeoutMs_));
                 else if (failure->status >= 502 && failure->status <= 504)
                     failure->reason +=
                         QStringLiteral(" (%1 tries in %2)").arg(attempt).arg(waited);
             }
             done(std::move(published));
         });
}

RegistryCall* RegistryClient::fetch(const QString& code, int revision,
                                    std::function<void(RegistryResult<FetchedBoard>)> done) {
    auto* call = new RegistryCall(this);
    // What a code that parses is called on the wire; anything else is asked for as it is (and
    // then answered 404), percent-encoded.
    const std::optional<CodeReference> parsed = parseCodeReference(code);
    const CodeReference asked = parsed ? CodeReference{parsed->code, revision}
                                       : CodeReference{code.toUpper().toStdString(), revision};
    const QString path =
        parsed ? QString::fromStdString(boardPath(asked))
               : QStringLiteral("/api/v1/boards/%1").arg(QString::fromLatin1(QUrl::toPercentEncoding(code)));
    const auto handle = [call, done, asked](RegistryResult<Answer> result) {
        call->deleteLater();
        if (const auto* error = std::get_if<RegistryError>(&result))
            return done(failed<FetchedBoard>(*error));
        const Answer& answer = std::get<Answer>(result);
        if (answer.status != 200)
            return done(failed<FetchedBoard>(registryError(answer.status, answer.body)));
        // The checks every client makes of a board (gbxx/registry_protocol.h).
        RegistryAnswer wire;
        wire.status = answer.status;
        wire.etag = answer.reply->rawHeader("ETag").toStdString();
        wire.contentLocation = answer.reply->rawHeader("Content-Location").toStdString();
        wire.body.assign(answer.body.begin(), answer.body.end());
        auto read = readBoardAnswer(asked, wire);
        if (const auto* error = std::get_if<FetchError>(&read))
            return done(failed<FetchedBoard>(errorSaying(QString::fromStdString(error->message))));
        const FetchedRevision& fetched = std::get<FetchedRevision>(read);
        FetchedBoard board;
        board.code = QString::fromStdString(fetched.code);
        board.revision = fetched.revision;
        board.sha256 = QString::fromStdString(fetched.sha256);
        board.bytes = answer.body;
        const QString disposition =
            QString::fromLatin1(answer.reply->rawHeader("Content-Disposition"));
        const qsizetype name = disposition.indexOf(QStringLiteral("filename=\""));
        if (name >= 0)
            board.fileName = disposition.mid(name + 10).section(QLatin1Char('"'), 0, 0);
        done(board);
    };
    // One byte past the largest board tells a board from something larger.
    send(call, "GET", apiUrl(path), {}, {}, handle, static_cast<qint64>(kMaxFileSize));
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
    // The API's names for the filter's fields (docs/registry-api.md): it reads them as
    // ShapeFilter too, so the flags' 1 and 0 mean what matches() means.
    const ShapeFilter& shape = q.shape;
    number("variant", shape.variant);
    number("min-width", shape.minWidth);
    number("max-width", shape.maxWidth);
    number("min-length", shape.minLength);
    number("max-length", shape.maxLength);
    if (shape.hex)
        add("hex", *shape.hex ? QStringLiteral("1") : QStringLiteral("0"));
    if (shape.wrap)
        add("wrap", *shape.wrap ? QStringLiteral("1") : QStringLiteral("0"));
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
