#pragma once
// What travels in a live session (docs/live-protocol.md): a participant's operation, and the
// server's record of one it applied. A board is a fixed grid of fixed fields, so an edit is only
// writes of (tile, field) values and footer texts; last-writer-wins per (tile, field) in the
// server's order is then exact, and two people painting different fields of one tile both keep
// their work. What changes how tiles are read (size, tile size, the header's shape, wrap and
// height mode) is a restructure: one at a time, and every replica starts again from its result.

#include "gbxx/change_set.h"
#include "gbxx/variant.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gbxx::live {

// A replica's own name for itself, chosen at random once and kept in its journal: the server
// applies each (client, n) at most once, however often it is resent.
using ClientId = std::uint64_t;

// `values[k]` goes to field number `field` (of the board's field table for its tile size,
// Board::fields()) of tile `first + k`.
struct FieldRun {
    std::uint8_t field = 0;
    TileIndex first = 0;
    std::vector<std::uint64_t> values;
    bool operator==(const FieldRun&) const = default;
};

// A footer text field (title, author …) by its key, as UTF-8.
struct FooterWrite {
    std::string key;
    std::string text;
    bool operator==(const FooterWrite&) const = default;
};

// The board becomes `width` × `length` with old tile (x, y) at (x + offsetX, y + offsetY),
// converted to `variant`, with header bits `headerBits`.
struct Restructure {
    int width = 1, length = 1, offsetX = 0, offsetY = 0;
    Variant variant = Variant::GB64;
    std::uint16_t headerBits = 0;
    bool operator==(const Restructure&) const = default;
};

struct ClientOp {
    enum class Kind : std::uint8_t { Edit = 1, Undo = 2, Restructure = 3 };
    Kind kind = Kind::Edit;
    std::uint64_t n = 0;             // the client's own number for it, from 1, increasing
    std::uint32_t epoch = 0;         // the restructures the client had seen when it made it
    std::vector<FieldRun> runs;      // Edit
    std::vector<FooterWrite> footer; // Edit
    std::uint64_t target = 0;        // Undo: the n of the client's own operation
    Restructure shape;               // Restructure
    bool operator==(const ClientOp&) const = default;
};

// One tile the server changed: the new value is the old one XOR `flip`, so that a replica (or a
// game) holding the board before needs only the bits that moved.
struct TileFlip {
    TileIndex index = 0;
    std::uint64_t flip = 0;
    bool operator==(const TileFlip&) const = default;
};

// An operation as the server applied it, in its place in the session's one sequence.
struct Applied {
    std::uint64_t seq = 0;
    std::uint32_t epoch = 0;  // after it
    std::uint32_t author = 0; // the participant's number in the session
    ClientId client = 0;
    std::uint64_t n = 0;
    std::uint64_t digest = 0;    // BoardDigest of the board after it
    std::vector<TileFlip> tiles; // by increasing index
    std::vector<FooterWrite> footer;
    // A restructure: what it was (a replica re-bases its pending operations by it) and the whole
    // board after it, as a file.
    std::optional<Restructure> shape;
    std::optional<std::vector<std::uint8_t>> board;
    bool operator==(const Applied&) const = default;
};

} // namespace gbxx::live
