#include "gbxx/board.h"

#include <algorithm>

namespace gbxx {

Board::Board(Variant variant, int width, int length, const Layout& layout)
    : Board(variant, width, length, layout, {}) {}

Board::Board(Variant variant, int width, int length, const Layout& layout,
             std::span<const std::uint8_t> body)
    : layout_(&layout)
    , variant_(variant)
    , width_(std::clamp(width, 1, kMaxSide))
    , length_(std::clamp(length, 1, kMaxSide))
    , footer_(Footer::forNewBoard())
    , tileBytes_(gbxx::tileBytes(variant))
    , body_(body.begin(), body.end()) {
    // Missing tiles (a new board) are empty (B4).
    body_.resize(static_cast<std::size_t>(width_) * static_cast<std::size_t>(length_) * tileBytes_,
                 0);
}

std::uint64_t Board::header(std::string_view key) const {
    const FieldSpec* f = layout_->headerField(key);
    return f ? f->read(headerBits_) : 0;
}

void Board::setHeader(const FieldSpec& field, std::uint64_t value) {
    headerBits_ = static_cast<std::uint16_t>(field.write(headerBits_, value));
}

ChangeSet Board::setField(const FieldSpec& field, std::uint64_t value,
                          std::span<const TileIndex> tiles) {
    ChangeSet changes;
    for (TileIndex i : tiles) {
        const std::uint64_t before = tile(i);
        const std::uint64_t after = field.write(before, value) & tileValueMask(variant_);
        setTileRaw(i, after);
        changes.add(i, before, after);
    }
    return changes;
}

ChangeSet Board::setFlags(const FieldSpec& field, std::uint64_t flagMask, bool on,
                          std::span<const TileIndex> tiles) {
    ChangeSet changes;
    const std::uint64_t bits = (flagMask & field.maxValue()) << field.shift();
    for (TileIndex i : tiles) {
        const std::uint64_t before = tile(i);
        const std::uint64_t after =
            (on ? (before | bits) : (before & ~bits)) & tileValueMask(variant_);
        setTileRaw(i, after);
        changes.add(i, before, after);
    }
    return changes;
}

ChangeSet Board::setTiles(std::span<const TileIndex> tiles, std::span<const std::uint64_t> values) {
    ChangeSet changes;
    const std::size_t n = std::min(tiles.size(), values.size());
    for (std::size_t k = 0; k < n; ++k) {
        const TileIndex i = tiles[k];
        const std::uint64_t before = tile(i);
        const std::uint64_t after = values[k] & tileValueMask(variant_);
        setTileRaw(i, after);
        changes.add(i, before, after);
    }
    return changes;
}

ChangeSet Board::setFieldInRect(const FieldSpec& field, std::uint64_t value, int x0, int y0, int w,
                                int h) {
    const int x1 = std::min(width_, x0 + w);
    const int y1 = std::min(length_, y0 + h);
    x0 = std::max(0, x0);
    y0 = std::max(0, y0);
    std::vector<TileIndex> tiles;
    if (x1 > x0 && y1 > y0)
        tiles.reserve(static_cast<std::size_t>(x1 - x0) * static_cast<std::size_t>(y1 - y0));
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x)
            tiles.push_back(indexOf(x, y));
    return setField(field, value, tiles);
}

void Board::apply(const ChangeSet& changes) {
    for (const auto& c : changes)
        setTileRaw(c.index, c.after);
}

void Board::revert(const ChangeSet& changes) {
    // Backwards, so that a set listing a tile twice still ends at its first `before`.
    const auto& list = changes.changes();
    for (auto it = list.rbegin(); it != list.rend(); ++it)
        setTileRaw(it->index, it->before);
}

void Board::flip(const TileDelta& delta) {
    const auto& tiles = delta.tiles();
    const auto& xors = delta.xors();
    for (std::size_t k = 0; k < tiles.size(); ++k)
        setTileRaw(tiles[k], tile(tiles[k]) ^ xors[k]);
}

bool Board::operator==(const Board& other) const {
    return layout_ == other.layout_ && variant_ == other.variant_ && width_ == other.width_ &&
           length_ == other.length_ && headerBits_ == other.headerBits_ &&
           footer_ == other.footer_ && body_ == other.body_;
}

} // namespace gbxx
