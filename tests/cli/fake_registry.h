#pragma once
// A registry that answers as a test tells it, for the client's side against a hostile or broken
// server (issue 42): a QTcpServer on 127.0.0.1 that reads each HTTP request whole, keeps it, and
// answers it with the bytes a test's function gives (the connection then closes), or never answers
// (the function gives nothing). A Flood answers every request with a board-sized header and a body
// far larger than any board, written only as fast as the client reads it, and counts what it sent.
// Both live in the test's event loop: run gbxx with runAsync-style waiting.

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QObject>
#include <QSemaphore>
#include <QTcpServer>
#include <QThread>
#include <atomic>

#include <functional>

class QTcpSocket;

namespace gbxx::test {

struct HttpRequest {
    QByteArray method, target;            // "POST", "/api/v1/boards?note=x"
    QMap<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
};

// "HTTP/1.1 STATUS Reason" with Content-Length, Connection: close, `headers` (whole lines, each
// ending in \r\n) and `body`.
QByteArray httpAnswer(int status, const QByteArray& body, const QByteArray& headers = {});

class FakeRegistry : public QObject {
public:
    using Answer = std::function<QByteArray(const HttpRequest&)>; // empty: no answer, ever
    explicit FakeRegistry(Answer answer);
    QString base() const;
    const QList<HttpRequest>& requests() const { return requests_; }

private:
    void read(QTcpSocket* socket);

    QTcpServer server_;
    Answer answer_;
    QList<HttpRequest> requests_;
    QMap<QTcpSocket*, QByteArray> pending_;
};

class Flood : public QObject {
public:
    explicit Flood(qint64 bodyBytes);
    QString base() const;
    qint64 sent() const { return sent_; } // body bytes handed to the connections so far

private:
    void pour(QTcpSocket* socket);

    QTcpServer server_;
    qint64 bodyBytes_;
    std::atomic<qint64> sent_ = 0;
};

// A Flood with an event loop of its own, so that it pours while the test's thread is busy, as a
// loaded client's main thread is while Qt's network thread reads.
class FloodThread : public QThread {
public:
    explicit FloodThread(qint64 bodyBytes);
    ~FloodThread() override;
    QString base() const { return base_; }
    qint64 sent() const { return flood_.load()->sent(); } // while the thread runs

private:
    void run() override;

    qint64 bodyBytes_;
    QString base_;
    std::atomic<Flood*> flood_ = nullptr;
    QSemaphore listening_;
};

} // namespace gbxx::test
