#include "registry/support/raw_http.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QUrl>

namespace gbxx::test {

QJsonObject RawAnswer::json() const {
    return QJsonDocument::fromJson(body).object();
}

QString RawAnswer::describe() const {
    if (status == 0)
        return QStringLiteral("no answer: %1").arg(error);
    const QJsonObject o = json();
    return QStringLiteral("%1 %2: %3")
        .arg(status)
        .arg(o.value(QStringLiteral("error")).toString(),
             o.value(QStringLiteral("message")).toString());
}

QByteArray requestBytes(const QByteArray& method, const QByteArray& target, const QByteArray& body,
                        const Headers& headers, qint64 length) {
    QByteArray out = method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    for (const auto& [name, value] : headers)
        out += name + ": " + value + "\r\n";
    if (length >= 0 || !body.isEmpty() || method == "POST" || method == "PATCH")
        out += "Content-Length: " + QByteArray::number(length >= 0 ? length : body.size()) + "\r\n";
    return out + "\r\n" + body;
}

RawHttp::RawHttp(const QString& base) {
    const QUrl url(base);
    host_ = url.host();
    port_ = static_cast<quint16>(url.port());
}

RawHttp::~RawHttp() = default;

bool RawHttp::connectNow(int timeoutMs) {
    socket_ = std::make_unique<QTcpSocket>();
    pending_.clear();
    socket_->connectToHost(host_, port_);
    return socket_->waitForConnected(timeoutMs);
}

void RawHttp::close() {
    if (socket_)
        socket_->abort();
    socket_.reset();
    pending_.clear();
}

bool RawHttp::send(const QByteArray& bytes, int timeoutMs) {
    if (!socket_ && !connectNow())
        return false;
    if (socket_->state() != QAbstractSocket::ConnectedState)
        return false; // closed by the server: request() starts a new connection, send() never
    socket_->write(bytes);
    const QDeadlineTimer deadline(timeoutMs);
    while (socket_->bytesToWrite() > 0) {
        // Waiting to write also takes in what the server answers meanwhile (an early 413).
        if (!socket_->waitForBytesWritten(static_cast<int>(deadline.remainingTime())) ||
            deadline.hasExpired())
            return socket_->bytesToWrite() == 0;
    }
    return true;
}

RawAnswer RawHttp::read(int timeoutMs) {
    RawAnswer answer;
    if (!socket_) {
        answer.error = QStringLiteral("not connected");
        return answer;
    }
    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        pending_ += socket_->readAll();
        const qsizetype end = pending_.indexOf("\r\n\r\n");
        if (end >= 0) {
            const QList<QByteArray> lines = pending_.left(end).split('\n');
            const QList<QByteArray> first = lines.first().trimmed().split(' ');
            bool ok = false;
            const int status = first.value(1).toInt(&ok);
            if (!first.value(0).startsWith("HTTP/1.") || !ok) {
                answer.error = QStringLiteral("not an HTTP answer: %1")
                                   .arg(QString::fromLatin1(pending_.left(80)));
                close();
                return answer;
            }
            QHash<QByteArray, QByteArray> headers;
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines[i].indexOf(':');
                if (colon > 0)
                    headers.insert(lines[i].left(colon).trimmed().toLower(),
                                   lines[i].mid(colon + 1).trimmed());
            }
            const bool bodyless = status == 304 || status == 204 || head_;
            const qint64 length = bodyless ? 0 : headers.value("content-length", "-1").toLongLong();
            const bool closing = socket_->state() != QAbstractSocket::ConnectedState;
            if (length >= 0 ? pending_.size() - end - 4 >= length : closing) {
                const qint64 taken = length >= 0 ? length : pending_.size() - end - 4;
                answer.status = status;
                answer.headers = headers;
                answer.body = pending_.mid(end + 4, taken);
                pending_.remove(0, end + 4 + taken);
                return answer;
            }
        }
        if (socket_->state() != QAbstractSocket::ConnectedState && socket_->bytesAvailable() == 0) {
            answer.error = pending_.isEmpty()
                               ? QStringLiteral("the server closed the connection: %1")
                                     .arg(socket_->errorString())
                               : QStringLiteral("an incomplete answer: %1")
                                     .arg(QString::fromLatin1(pending_.left(80)));
            return answer;
        }
        if (deadline.hasExpired()) {
            answer.error = QStringLiteral("no answer within %1 ms").arg(timeoutMs);
            answer.timedOut = true;
            return answer;
        }
        socket_->waitForReadyRead(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
    }
}

RawAnswer RawHttp::request(const QByteArray& method, const QByteArray& target,
                           const QByteArray& body, const Headers& headers, int timeoutMs) {
    if (socket_ && socket_->state() != QAbstractSocket::ConnectedState)
        close();
    if (!send(requestBytes(method, target, body, headers), timeoutMs)) {
        RawAnswer answer;
        answer.error = QStringLiteral("cannot send: %1")
                           .arg(socket_ ? socket_->errorString() : QStringLiteral("no socket"));
        close();
        return answer;
    }
    head_ = method == "HEAD";
    RawAnswer answer = read(timeoutMs);
    head_ = false;
    if (answer.status == 0 || answer.header("connection").toLower() == "close")
        close();
    return answer;
}

bool RawHttp::closedWithin(int timeoutMs) {
    if (!socket_)
        return true;
    const QDeadlineTimer deadline(timeoutMs);
    while (socket_->state() == QAbstractSocket::ConnectedState && !deadline.hasExpired()) {
        socket_->waitForReadyRead(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
        pending_ += socket_->readAll();
    }
    pending_ += socket_->readAll();
    return socket_->state() != QAbstractSocket::ConnectedState;
}

} // namespace gbxx::test
