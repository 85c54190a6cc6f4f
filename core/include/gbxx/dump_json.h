#pragma once
// The JSON object of `gbxx dump` (CLI-CONTRACT): variant, size, header and footer fields, and every
// tile with the keys of its variant's table.

#include "gbxx/board.h"

#include <string>

namespace gbxx {

std::string dumpJson(const Board& board);
// The same with each tile read through `fields` (the board's own, then a schema's sub-fields:
// tile_field_table.h), in that order.
std::string dumpJson(const Board& board, std::span<const FieldSpec> fields);

// A footer field's value as the dump writes it: a number bare, a text (F2) as a JSON string.
std::string footerValueJson(const Footer& footer, const FooterField& field);
// Latin-1 text as a JSON string of ASCII characters (\u00XX beyond), quotes included.
std::string jsonString(std::string_view latin1);

} // namespace gbxx
