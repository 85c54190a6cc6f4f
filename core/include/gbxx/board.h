#pragma once
// A GameBoardXX board in memory: shape, header modifiers, footer and every tile in one contiguous
// block of bytes laid out exactly as the file's body (B1, B2: N little-endian bytes a tile).
// Reading and writing a file are then single copies, a 255×255 GB08 board stays 65 KB, and a tile
// is one N-byte load away from its 64-bit value, where a field is one mask-and-shift.

#include "gbxx/change_set.h"
#include "gbxx/field.h"
#include "gbxx/field_keys.h"
#include "gbxx/footer.h"
#include "gbxx/layout.h"
#include "gbxx/variant.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <vector>

namespace gbxx {

inline constexpr int kMaxSide = 255; // H3

class Board {
public:
    // An all-zero board (B4: every tile empty) with a new board's footer (F5). `width` and
    // `length` must be 1..255 (H3); they are clamped into that range otherwise.
    Board(Variant variant, int width, int length, const Layout& layout = defaultLayout());
    // A board whose body is `body`: width × length tiles of the variant's size, in file order.
    Board(Variant variant, int width, int length, const Layout& layout,
          std::span<const std::uint8_t> body);
    // The same, taking over `body` rather than copying it.
    Board(Variant variant, int width, int length, const Layout& layout,
          std::vector<std::uint8_t>&& body);

    const Layout& layout() const { return *layout_; }
    Variant variant() const { return variant_; }
    int width() const { return width_; }
    int length() const { return length_; }
    std::size_t tileCount() const { return body_.size() / tileBytes_; }
    std::span<const FieldSpec> fields() const { return layout_->tileFields(variant_); }
    // The field `key` of this board's tile size and layout, or null when it has none: only GB64
    // has `homeZones` and the barriers, GB16 and GB08 have no blacklists, GB08 no `custom`, an
    // older layout other keys again (spec "Tile layouts", L2). Dereference it only after checking;
    // fieldValue() answers without a pointer, and a game reads tiles by meaning, on every tile
    // size alike, through gameTile() (gbxx/game_tile.h).
    const FieldSpec* field(std::string_view key) const { return layout_->tileField(variant_, key); }
    // Field `key` of tile `i`; nothing when the tile size and layout have no such field or the
    // board no tile `i`.
    std::optional<std::uint64_t> fieldValue(TileIndex i, std::string_view key) const {
        const FieldSpec* spec = field(key);
        if (!spec || i >= tileCount())
            return std::nullopt;
        return get(i, *spec);
    }

    TileIndex indexOf(int x, int y) const { return static_cast<TileIndex>(y * width_ + x); } // B1
    int xOf(TileIndex i) const { return static_cast<int>(i) % width_; }
    int yOf(TileIndex i) const { return static_cast<int>(i) / width_; }
    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < length_; }

    // Header bytes 6 (low) and 7 (high), read through layout().header.
    std::uint16_t headerBits() const { return headerBits_; }
    void setHeaderBits(std::uint16_t bits) { headerBits_ = bits; }
    std::uint64_t header(const FieldSpec& field) const { return field.read(headerBits_); }
    // The value of header field `key`, 0 when the layout has no such field.
    std::uint64_t header(std::string_view key) const;
    void setHeader(const FieldSpec& field, std::uint64_t value);

    const Footer& footer() const { return footer_; }
    Footer& footer() { return footer_; }

    // The tiles as the file's body holds them.
    std::span<const std::uint8_t> body() const { return body_; }
    std::uint64_t tile(TileIndex i) const {
        const std::uint8_t* p = body_.data() + static_cast<std::size_t>(i) * tileBytes_;
        if constexpr (std::endian::native == std::endian::little) {
            switch (tileBytes_) {
            case 1:
                return *p;
            case 2: {
                std::uint16_t v;
                std::memcpy(&v, p, 2);
                return v;
            }
            case 4: {
                std::uint32_t v;
                std::memcpy(&v, p, 4);
                return v;
            }
            default: {
                std::uint64_t v;
                std::memcpy(&v, p, 8);
                return v;
            }
            }
        } else {
            std::uint64_t v = 0;
            for (std::size_t k = 0; k < tileBytes_; ++k)
                v |= std::uint64_t{p[k]} << (8 * k);
            return v;
        }
    }
    std::uint64_t get(TileIndex i, const FieldSpec& field) const { return field.read(tile(i)); }

    // Direct writes for loading and construction; edits that must be undoable use the ones below.
    // Bits beyond the variant's tile size are dropped.
    void setTileRaw(TileIndex i, std::uint64_t value) {
        std::uint8_t* p = body_.data() + static_cast<std::size_t>(i) * tileBytes_;
        if constexpr (std::endian::native == std::endian::little) {
            std::memcpy(p, &value, tileBytes_); // the low N bytes
        } else {
            for (std::size_t k = 0; k < tileBytes_; ++k)
                p[k] = static_cast<std::uint8_t>(value >> (8 * k));
        }
    }

    // What the bulk edits below would change, without changing anything: an undo command plans
    // its change from the board and applies it when it is done (redo).
    ChangeSet planField(const FieldSpec& field, std::uint64_t value,
                        std::span<const TileIndex> tiles) const;
    ChangeSet planFlags(const FieldSpec& field, std::uint64_t flagMask, bool on,
                        std::span<const TileIndex> tiles) const;
    ChangeSet planTiles(std::span<const TileIndex> tiles,
                        std::span<const std::uint64_t> values) const;

    // Bulk edits. Each returns exactly what it changed (unchanged tiles are not listed).
    ChangeSet setField(const FieldSpec& field, std::uint64_t value,
                       std::span<const TileIndex> tiles);
    // Sets (on) or clears (off) the bits of `flagMask` in a flag field, leaving its other flags.
    ChangeSet setFlags(const FieldSpec& field, std::uint64_t flagMask, bool on,
                       std::span<const TileIndex> tiles);
    // Replaces whole tiles (presets, pasting): values[k] goes to tiles[k].
    ChangeSet setTiles(std::span<const TileIndex> tiles, std::span<const std::uint64_t> values);
    // Sets `field` on every tile of the rectangle x0..x0+w-1, y0..y0+h-1 (clipped to the board).
    ChangeSet setFieldInRect(const FieldSpec& field, std::uint64_t value, int x0, int y0, int w,
                             int h);

    // Puts every tile of `changes` to its `after` value (redo) or its `before` value (undo).
    void apply(const ChangeSet& changes);
    void revert(const ChangeSet& changes);
    // Flips the tiles of `delta` between their two states (undo and redo alike).
    void flip(const TileDelta& delta);

    // Same layout, variant, shape, header, footer and tiles.
    bool operator==(const Board& other) const;

private:
    const Layout* layout_;
    Variant variant_;
    int width_;
    int length_;
    std::uint16_t headerBits_ = 0;
    Footer footer_;
    std::size_t tileBytes_;
    std::vector<std::uint8_t> body_;
};

// How the board's height bits read: the header's `heightMode` (H4) in today's layout, the
// mapping's in an older one (L3, L5).
HeightMode heightModeOf(const Board& board);

} // namespace gbxx
