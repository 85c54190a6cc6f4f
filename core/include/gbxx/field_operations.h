#pragma once
// Changing fields of many tiles at once ("replace in selection", `gbxx edit`): set a value, add a
// signed amount (clamped into the field's range), set or clear flags; several operations apply in
// order to each tile.

#include "gbxx/board.h"
#include "gbxx/message.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gbxx {

struct FieldOperation {
    enum class Kind : std::uint8_t { Set, Add, FlagsOn, FlagsOff };
    Kind kind;
    const FieldSpec* field;
    std::int64_t amount; // the value (Set), the signed amount (Add), the mask (FlagsOn, FlagsOff)

    // The field's value after this operation.
    std::uint64_t apply(std::uint64_t value) const;
};

// Reads "KEY=V" for an operation of `kind`: KEY a field of `fields`; V decimal or 0x hexadecimal,
// signed for Add; a value or mask must fit the field. Returns the operation or why not (one line).
std::variant<FieldOperation, Message> parseFieldOperation(FieldOperation::Kind kind,
                                                          std::string_view text,
                                                          std::span<const FieldSpec> fields);

// What applying `operations` in order to each of `tiles` would change (planned, not made).
ChangeSet planOperations(const Board& board, const std::vector<TileIndex>& tiles,
                         std::span<const FieldOperation> operations);

} // namespace gbxx
