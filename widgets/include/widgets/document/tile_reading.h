#pragma once
// A tile's non-zero fields as one line of text in the user's language ("height 3 · boundary in
// bounds"): what the inspector's pointer row and the board view's tile cursor say, to the eye and
// to a screen reader.

#include "gbxx/board.h"

#include <QString>

namespace gbxx {

class BoardDocument;

QString tileReading(const BoardDocument& document, TileIndex tile);

// What `value` of `field` reads as: its flags' names joined by "+", its value's name, or the
// number ("" for no flag set).
QString fieldReading(const FieldSpec& field, std::uint64_t value, HeightMode mode);

} // namespace gbxx
