#pragma once
// Boards to publish in the registry's load and fault tests, each unlike every other, and what a
// client remembers of a 201 so that the test can later ask whether the registry kept its word.

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace gbxx::test {

// A valid board of random variant, size (1..maxSide on each side) and tiles, its title naming
// `seed`, its footer code `code` (empty: the registry assigns one). Different seeds give different
// boards, whatever their codes.
QByteArray publishableBoard(std::uint64_t seed, const QString& code = {}, int maxSide = 12);

// The bytes the registry stores for `bytes` published under `code`: the code in footer bytes 3-7.
QByteArray withRegistryCode(QByteArray bytes, const QString& code);

QString sha256Hex(const QByteArray& bytes);

// A 201 as the client heard it, with what it sent.
struct PublishedBoard {
    QString account;
    QString code;
    int revision = 0;
    QString sha256;
    QByteArray sent;
};

// Why a fetched revision is not what the 201 promised; empty when it is.
QString mismatch(const PublishedBoard& published, int status, const QByteArray& body,
                 const QByteArray& etag);

} // namespace gbxx::test
