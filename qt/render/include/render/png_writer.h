#pragma once
// A PNG encoder for board pictures: no row filters and zlib's fastest level, because a
// board picture is large areas of flat colour. Several times faster than the general encoder on a
// 255×255 board at 32-pixel tiles (a 58-megapixel picture), at a similar file size.

#include <QIODevice>
#include <QImage>
#include <QString>

#include <optional>

namespace gbxx {

// Writes `image` (any format; converted row by row) as an 8-bit RGBA PNG; returns why it failed.
std::optional<QString> writePng(QIODevice& device, const QImage& image);

} // namespace gbxx
