#pragma once
// What a client does with `Content-Encoding: gzip`, done by the test itself with zlib, so that a
// test sees exactly the bytes the registry sent and what they decode to.

#include <QByteArray>

#include <optional>

namespace gbxx::test {

// The bytes of one whole gzip member with nothing after it; nothing when `gz` is anything else.
std::optional<QByteArray> gunzip(const QByteArray& gz);

} // namespace gbxx::test
