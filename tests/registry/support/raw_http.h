#pragma once
// HTTP/1.1 by hand on one blocking TCP connection to a registry on this machine: for requests no
// well-behaved client sends (broken request lines, lying lengths, a byte a second) and for client
// threads without an event loop. Every wait is bounded.

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

#include <memory>

class QTcpSocket;

namespace gbxx::test {

using Headers = QList<QPair<QByteArray, QByteArray>>;

struct RawAnswer {
    int status = 0;                        // 0: no answer (see `error`)
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
    QString error;
    bool timedOut = false; // no answer and the connection still open when the wait ended
    QByteArray header(const QByteArray& name) const { return headers.value(name); }
    QJsonObject json() const;
    // "503 unavailable: the registry's database …", for failure messages.
    QString describe() const;
};

// The bytes of a request with Host and, when there is a body or `length` is given, Content-Length.
QByteArray requestBytes(const QByteArray& method, const QByteArray& target,
                        const QByteArray& body = {}, const Headers& headers = {},
                        qint64 length = -1);

class RawHttp {
public:
    // `base`: "http://127.0.0.1:PORT".
    explicit RawHttp(const QString& base);
    ~RawHttp();
    RawHttp(const RawHttp&) = delete;
    RawHttp& operator=(const RawHttp&) = delete;

    bool connectNow(int timeoutMs = 5000);
    // Writes all of `bytes` (connecting first if there is no connection yet); false when the
    // connection broke or the server has closed it.
    bool send(const QByteArray& bytes, int timeoutMs = 10000);
    // Reads one answer, waiting at most `timeoutMs` for it to be complete.
    RawAnswer read(int timeoutMs = 15000);
    // send + read, on a new connection when the server closed the last one. A HEAD's answer
    // is read without the body its Content-Length announces.
    RawAnswer request(const QByteArray& method, const QByteArray& target,
                      const QByteArray& body = {}, const Headers& headers = {},
                      int timeoutMs = 15000);
    // Whether the server closes the connection within `timeoutMs` (what it sent first is kept for
    // read()).
    bool closedWithin(int timeoutMs);
    void close();

private:
    QString host_;
    quint16 port_ = 0;
    std::unique_ptr<QTcpSocket> socket_;
    QByteArray pending_; // received and not yet read as an answer
    bool head_ = false;  // the answer read next is a HEAD's
};

} // namespace gbxx::test
