#include "server/http/http_framing.h"

#include <cctype>

namespace gbxx::registry {
namespace {

// A chunk-size line is a hex number with extensions we ignore: more than this is no chunk.
constexpr qint64 kChunkLineBytes = 1024;

bool isTokenChar(char c) {
    const auto u = static_cast<unsigned char>(c);
    if ((u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z'))
        return true;
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(QByteArrayView text) {
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (!isTokenChar(c))
            return false;
    }
    return true;
}

// Field values may hold visible bytes, spaces, tabs and obs-text, never other controls.
bool isFieldValue(QByteArrayView value) {
    for (const char c : value) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && u != '\t') || u == 0x7F)
            return false;
    }
    return true;
}

QByteArray trimmedOws(QByteArray value) {
    qsizetype begin = 0, end = value.size();
    while (begin < end && (value[begin] == ' ' || value[begin] == '\t'))
        ++begin;
    while (end > begin && (value[end - 1] == ' ' || value[end - 1] == '\t'))
        --end;
    return value.mid(begin, end - begin);
}

// A comma-separated list's members (RFC 9110 §5.6.1), trimmed, empty ones dropped.
QList<QByteArray> listMembers(const QByteArray& value) {
    QList<QByteArray> members;
    for (const QByteArray& part : value.split(',')) {
        const QByteArray member = trimmedOws(part);
        if (!member.isEmpty())
            members << member;
    }
    return members;
}

} // namespace

void HttpFraming::append(const QByteArray& bytes) {
    if (state_ == State::Refused)
        return;
    // What is read is let go now and then, not at every request: pipelined requests stay cheap.
    if (at_ > 64 * 1024 && at_ * 2 > buffer_.size()) {
        buffer_.remove(0, at_);
        at_ = 0;
    }
    buffer_ += bytes;
}

bool HttpFraming::started() const {
    if (state_ != State::Head || requestLineSeen_)
        return state_ != State::Refused;
    // Blank lines before a request line are no request yet (RFC 9112 §2.2).
    for (qsizetype i = at_; i < buffer_.size(); ++i) {
        if (buffer_[i] != '\r' && buffer_[i] != '\n')
            return true;
    }
    return false;
}

HttpFraming::Step HttpFraming::refuse(int status, const QString& id, const QString& message) {
    refusal_.status = status;
    refusal_.id = id;
    refusal_.message = message;
    state_ = State::Refused;
    buffer_.clear();
    at_ = 0;
    return Step::Refused;
}

HttpFraming::Step HttpFraming::badRequest(const QString& message) {
    return refuse(400, QStringLiteral("bad-request"), message);
}

// One line from at_, without its CRLF or LF; false when it is not complete yet. A line longer
// than `most` is refused (431) by the caller looking at what is buffered.
bool HttpFraming::takeLine(QByteArray* line, qint64 most) {
    const qsizetype end = buffer_.indexOf('\n', at_);
    if (end < 0 || end - at_ > most)
        return false;
    qsizetype stop = end;
    if (stop > at_ && buffer_[stop - 1] == '\r')
        --stop;
    *line = buffer_.mid(at_, stop - at_);
    at_ = end + 1;
    return true;
}

HttpFraming::Step HttpFraming::next() {
    switch (state_) {
    case State::Refused:
        return Step::Refused;
    case State::Done:
        return Step::Request;
    case State::Head:
        return readHead();
    case State::Length: {
        const qint64 here = std::min<qint64>(left_, buffer_.size() - at_);
        request_.body += buffer_.mid(at_, here);
        at_ += here;
        left_ -= here;
        if (left_ > 0)
            return Step::NeedMore;
        state_ = State::Done;
        return Step::Request;
    }
    case State::ChunkSize:
    case State::ChunkData:
    case State::ChunkEnd:
    case State::Trailer:
        return readChunks();
    }
    return Step::NeedMore;
}

HttpFraming::Step HttpFraming::readHead() {
    const auto tooLarge = [this] {
        return refuse(431, QStringLiteral("headers-too-large"),
                      QStringLiteral("the request's headers are over %1 bytes")
                          .arg(limits_.headerBytes));
    };
    for (;;) {
        const qsizetype before = at_;
        QByteArray line;
        if (!takeLine(&line, limits_.headerBytes - headBytes_)) {
            if (headBytes_ + (buffer_.size() - at_) > limits_.headerBytes)
                return tooLarge();
            return Step::NeedMore;
        }
        if (!requestLineSeen_ && line.isEmpty())
            continue; // a blank line before the request line
        headBytes_ += at_ - before;
        if (headBytes_ > limits_.headerBytes)
            return tooLarge();
        if (line.contains('\r'))
            return badRequest(QStringLiteral("a line of the request holds a carriage return "
                                             "that does not end it"));
        if (!requestLineSeen_) {
            // method SP request-target SP HTTP-version, nothing else (RFC 9112 §3).
            const QList<QByteArray> parts = line.split(' ');
            const QByteArray version = parts.value(2);
            if (parts.size() != 3 || !isToken(parts[0]) || parts[1].isEmpty() ||
                !version.startsWith("HTTP/") || version.size() != 8 || version[6] != '.' ||
                !std::isdigit(static_cast<unsigned char>(version[5])) ||
                !std::isdigit(static_cast<unsigned char>(version[7])))
                return badRequest(QStringLiteral("the request line is not METHOD TARGET "
                                                 "HTTP/1.1"));
            if (version[5] != '1')
                return badRequest(QStringLiteral("this server speaks HTTP/1.1"));
            for (const char c : parts[1]) {
                const auto u = static_cast<unsigned char>(c);
                if (u < 0x21 || u == 0x7F)
                    return badRequest(QStringLiteral("the request's target holds a control "
                                                     "character"));
            }
            request_.method = parts[0];
            request_.target = parts[1];
            request_.minorVersion = version[7] - '0';
            requestLineSeen_ = true;
            continue;
        }
        if (line.isEmpty())
            return headDone();
        if (line[0] == ' ' || line[0] == '\t')
            return badRequest(QStringLiteral("a header is folded over lines"));
        const qsizetype colon = line.indexOf(':');
        // No whitespace between a field's name and its colon (RFC 9112 §5.1).
        if (colon <= 0 || !isToken(QByteArrayView(line).first(colon)))
            return badRequest(QStringLiteral("a header line is not NAME: VALUE"));
        const QByteArray value = trimmedOws(line.mid(colon + 1));
        if (!isFieldValue(value))
            return badRequest(QStringLiteral("a header's value holds a control character"));
        request_.headers.append({line.left(colon).toLower(), value});
    }
}

// The header is complete: how long is the body (RFC 9112 §6.3)?
HttpFraming::Step HttpFraming::headDone() {
    QList<QByteArray> codings, lengths, connection;
    bool expectContinue = false;
    for (const auto& [name, value] : request_.headers) {
        if (name == "transfer-encoding")
            codings += listMembers(value.toLower());
        else if (name == "content-length")
            lengths += listMembers(value);
        else if (name == "connection")
            connection += listMembers(value.toLower());
        else if (name == "expect")
            expectContinue = value.toLower() == "100-continue";
    }
    request_.close = connection.contains("close") ||
                     (request_.minorVersion == 0 && !connection.contains("keep-alive"));
    bool chunked = false;
    qint64 length = 0;
    if (!codings.isEmpty()) {
        if (!lengths.isEmpty())
            return badRequest(QStringLiteral("a request has both a Transfer-Encoding and a "
                                             "Content-Length"));
        if (request_.minorVersion == 0)
            return badRequest(QStringLiteral("HTTP/1.0 has no Transfer-Encoding"));
        if (codings.constLast() != "chunked")
            return badRequest(QStringLiteral("the body's Transfer-Encoding does not end with "
                                             "chunked, so its end cannot be known"));
        if (codings.size() > 1)
            return refuse(501, QStringLiteral("not-implemented"),
                          QStringLiteral("this server takes a Transfer-Encoding of chunked "
                                         "alone"));
        chunked = true;
    } else if (!lengths.isEmpty()) {
        for (const QByteArray& value : lengths) {
            if (value != lengths.first())
                return badRequest(QStringLiteral("the request has differing Content-Lengths"));
        }
        const QByteArray& value = lengths.first();
        bool digits = value.size() <= 18;
        for (const char c : value)
            digits = digits && std::isdigit(static_cast<unsigned char>(c));
        if (!digits)
            return badRequest(QStringLiteral("the Content-Length is not a number of bytes"));
        length = value.toLongLong();
    }
    if (length > limits_.bodyBytes) {
        const qint64 unread = std::max<qint64>(0, length - (buffer_.size() - at_));
        const Step step =
            refuse(413, QStringLiteral("too-large"),
                   QStringLiteral("a board is at most %1 bytes").arg(limits_.bodyBytes));
        refusal_.unreadBody = unread;
        return step;
    }
    if (chunked) {
        state_ = State::ChunkSize;
    } else if (length > 0) {
        state_ = State::Length;
        left_ = length;
    } else {
        state_ = State::Done;
        return Step::Request;
    }
    // The client waits for this before it sends its body.
    if (expectContinue && request_.minorVersion >= 1)
        return Step::Continue;
    return next();
}

HttpFraming::Step HttpFraming::readChunks() {
    for (;;) {
        QByteArray line;
        switch (state_) {
        case State::ChunkSize: {
            if (!takeLine(&line, kChunkLineBytes)) {
                if (buffer_.size() - at_ > kChunkLineBytes)
                    return badRequest(QStringLiteral("a chunk's size line is too long"));
                return Step::NeedMore;
            }
            // chunk-size [ BWS ";" extensions ] (RFC 9112 §7.1); the extensions are ignored.
            const qsizetype semicolon = line.indexOf(';');
            const QByteArray size = trimmedOws(semicolon < 0 ? line : line.left(semicolon));
            bool hex = !size.isEmpty() && size.size() <= 15 && size == line.left(size.size());
            for (const char c : size)
                hex = hex && std::isxdigit(static_cast<unsigned char>(c));
            if (!hex || line.contains('\r'))
                return badRequest(QStringLiteral("a chunk's size is not a hexadecimal number"));
            left_ = size.toLongLong(nullptr, 16);
            if (request_.body.size() + left_ > limits_.bodyBytes)
                return refuse(413, QStringLiteral("too-large"),
                              QStringLiteral("a board is at most %1 bytes")
                                  .arg(limits_.bodyBytes));
            state_ = left_ == 0 ? State::Trailer : State::ChunkData;
            headBytes_ = 0; // the trailer's lines count against the header limit anew
            break;
        }
        case State::ChunkData: {
            const qint64 here = std::min<qint64>(left_, buffer_.size() - at_);
            request_.body += buffer_.mid(at_, here);
            at_ += here;
            left_ -= here;
            if (left_ > 0)
                return Step::NeedMore;
            state_ = State::ChunkEnd;
            break;
        }
        case State::ChunkEnd:
            if (at_ >= buffer_.size())
                return Step::NeedMore;
            if (buffer_[at_] == '\r') {
                if (at_ + 1 >= buffer_.size())
                    return Step::NeedMore;
                if (buffer_[at_ + 1] != '\n')
                    return badRequest(QStringLiteral("a chunk is longer than its size"));
                at_ += 2;
            } else if (buffer_[at_] == '\n') {
                at_ += 1;
            } else {
                return badRequest(QStringLiteral("a chunk is longer than its size"));
            }
            state_ = State::ChunkSize;
            break;
        case State::Trailer: {
            const qsizetype before = at_;
            if (!takeLine(&line, limits_.headerBytes - headBytes_)) {
                if (headBytes_ + (buffer_.size() - at_) > limits_.headerBytes)
                    return refuse(431, QStringLiteral("headers-too-large"),
                                  QStringLiteral("the request's trailer is over %1 bytes")
                                      .arg(limits_.headerBytes));
                return Step::NeedMore;
            }
            headBytes_ += at_ - before;
            if (line.isEmpty()) {
                state_ = State::Done;
                return Step::Request;
            }
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0 || !isToken(QByteArrayView(line).first(colon)) ||
                !isFieldValue(line.mid(colon + 1)))
                return badRequest(QStringLiteral("a trailer line is not NAME: VALUE"));
            break;
        }
        default:
            return next();
        }
    }
}

FramedRequest HttpFraming::takeRequest() {
    FramedRequest request = std::move(request_);
    request_ = {};
    state_ = State::Head;
    requestLineSeen_ = false;
    headBytes_ = 0;
    left_ = 0;
    return request;
}

} // namespace gbxx::registry
