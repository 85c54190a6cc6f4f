#pragma once
// The JSON object of `gbxx dump` (CLI-CONTRACT): variant, size, header and footer fields, and every
// tile with the keys of its variant's table.

#include "gbxx/board.h"

#include <string>

namespace gbxx {

std::string dumpJson(const Board& board);

} // namespace gbxx
