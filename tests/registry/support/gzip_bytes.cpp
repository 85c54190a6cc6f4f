#include "registry/support/gzip_bytes.h"

#include <zlib.h>

namespace gbxx::test {

std::optional<QByteArray> gunzip(const QByteArray& gz) {
    z_stream stream{};
    if (inflateInit2(&stream, 15 + 16) != Z_OK) // 15 + 16: a gzip wrapper, nothing else
        return std::nullopt;
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(gz.constData()));
    stream.avail_in = static_cast<uInt>(gz.size());
    QByteArray out;
    int result = Z_OK;
    while (result == Z_OK) {
        char buffer[65536];
        stream.next_out = reinterpret_cast<Bytef*>(buffer);
        stream.avail_out = sizeof buffer;
        result = inflate(&stream, Z_NO_FLUSH);
        out.append(buffer, static_cast<qsizetype>(sizeof buffer - stream.avail_out));
    }
    const bool whole = result == Z_STREAM_END && stream.avail_in == 0;
    inflateEnd(&stream);
    return whole ? std::optional<QByteArray>(out) : std::nullopt;
}

} // namespace gbxx::test
