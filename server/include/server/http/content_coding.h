#pragma once
// Content codings of an answer (RFC 9110, 8.4 and 12.5.3): whether a request's Accept-Encoding
// lets a board or a patch go gzip-compressed, and the compressing itself, by zlib. Boards are
// mostly runs of equal tiles: a 255 × 255 GB64 board of 520 KB often travels in a few KB.

#include <QByteArray>

#include <optional>

namespace gbxx::registry {

// Whether an answer to a request with this Accept-Encoding value is sent gzip-compressed: gzip
// (or x-gzip, its old name) or `*` with a weight above 0, and not below an identity the client
// listed itself. No header, an empty one, `identity` alone or `gzip;q=0`: not compressed.
bool acceptsGzip(const QByteArray& acceptEncoding);

// `bytes` as a gzip member (RFC 1952; no name, time 0, so the same bytes always give the same
// answer), or nothing when zlib cannot (out of memory).
std::optional<QByteArray> gzipped(const QByteArray& bytes);

} // namespace gbxx::registry
