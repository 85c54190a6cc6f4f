#pragma once
// Where one HTTP/1.1 request ends and the next begins, read strictly (RFC 9112) from the bytes of
// one connection, so that no body can ever be read as a request of its own: a request line that
// is not `METHOD SP TARGET SP HTTP/1.x`, a field line with whitespace before its colon or folded,
// a Content-Length that is not digits or two that differ, a Transfer-Encoding whose last coding
// is not chunked, both headers at once, or a chunk that is not hex size, data, line end: each is
// refused (400) and the connection must close. Lines end with CRLF or a bare LF (§2.2); a CR
// alone is refused. Headers over the limit are 431, a body over it 413.

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace gbxx::registry {

struct FramedRequest {
    QByteArray method; // as sent, case kept ("GET")
    QByteArray target; // "/api/v1/boards?q=x"
    int minorVersion = 1;                          // HTTP/1.x
    QList<QPair<QByteArray, QByteArray>> headers;  // names in lower case, values trimmed
    QByteArray body;                               // de-chunked
    bool close = false; // Connection: close, or HTTP/1.0 without keep-alive
};

class HttpFraming {
public:
    struct Limits {
        qint64 headerBytes = 16 * 1024; // the request line and every field line
        qint64 bodyBytes = 0;
    };
    enum class Step {
        NeedMore, // append() more bytes
        Continue, // the header asked for 100 Continue: send it, then call next() again
        Request,  // takeRequest()
        Refused,  // refusal(); nothing more is read from this connection
    };
    struct Refusal {
        int status = 0;
        QString id, message;
        qint64 unreadBody = -1; // a refused body's bytes not yet received; -1: not known
    };

    explicit HttpFraming(Limits limits) : limits_(limits) {}

    void append(const QByteArray& bytes);
    Step next();
    FramedRequest takeRequest();
    const Refusal& refusal() const { return refusal_; }
    // Bytes of a request not yet complete are held (the request's clock runs).
    bool started() const;

private:
    enum class State { Head, Length, ChunkSize, ChunkData, ChunkEnd, Trailer, Done, Refused };
    bool takeLine(QByteArray* line, qint64 most);
    Step refuse(int status, const QString& id, const QString& message);
    Step badRequest(const QString& message);
    Step readHead();
    Step headDone();
    Step readChunks();

    Limits limits_;
    QByteArray buffer_;
    qsizetype at_ = 0; // what before it in buffer_ is read
    State state_ = State::Head;
    FramedRequest request_;
    bool requestLineSeen_ = false;
    qint64 headBytes_ = 0;
    qint64 left_ = 0; // the body's bytes (or the chunk's) still to come
    Refusal refusal_;
};

} // namespace gbxx::registry
