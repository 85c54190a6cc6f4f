#pragma once
// Edits the format cannot store as meant, which an editor refuses and explains.

#include "gbxx/board.h"
#include "gbxx/message.h"

#include <string>

namespace gbxx {

// T16: on GB16, owner "player 1" with zone kind "all" is the zero pair, which means "no zone".
// True when setting `field` to `value` on `tile` would make that pair while a zone is meant.
bool paintsUnstorableZone(const Board& board, const FieldSpec& field, std::uint64_t value,
                          TileIndex tile);

// Why such tiles were left alone, for the user.
Message unstorableZoneReason();

} // namespace gbxx
