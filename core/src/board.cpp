#include "gbxx/board.h"

#include "gbxx/layout_mapping.h"

#include <algorithm>
#include <functional>
#include <unordered_map>

namespace gbxx {

Board::Board(Variant variant, int width, int length, const Layout& layout)
    : Board(variant, width, length, layout, std::vector<std::uint8_t>{}) {}

Board::Board(Variant variant, int width, int length, const Layout& layout,
             std::span<const std::uint8_t> body)
    : Board(variant, width, length, layout, std::vector<std::uint8_t>(body.begin(), body.end())) {}

Board::Board(Variant variant, int width, int length, const Layout& layout,
             std::vector<std::uint8_t>&& body)
    : layout_(&layout)
    , variant_(variant)
    , width_(std::clamp(width, 1, kMaxSide))
    , length_(std::clamp(length, 1, kMaxSide))
    , footer_(Footer::forNewBoard())
    , tileBytes_(gbxx::tileBytes(variant))
    , body_(std::move(body)) {
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

namespace {

// The changes that giving each of `tiles` the value `newValue(k, current)` would make, without
// making them. A tile listed twice sees its first planned value, as a sequential edit would.
template <class NewValue>
ChangeSet planEach(const Board& board, std::span<const TileIndex> tiles, NewValue newValue) {
    const std::uint64_t mask = tileValueMask(board.variant());
    const bool ascending = std::adjacent_find(tiles.begin(), tiles.end(),
                                              std::greater_equal<TileIndex>()) == tiles.end();
    ChangeSet changes;
    if (ascending) { // the usual case: footprints, regions and rectangles are sorted and unique
        for (std::size_t k = 0; k < tiles.size(); ++k) {
            const std::uint64_t before = board.tile(tiles[k]);
            changes.add(tiles[k], before, newValue(k, before) & mask);
        }
        return changes;
    }
    std::unordered_map<TileIndex, std::size_t> slot;
    std::vector<ChangeSet::Change> planned;
    for (std::size_t k = 0; k < tiles.size(); ++k) {
        const auto [it, fresh] = slot.try_emplace(tiles[k], planned.size());
        if (fresh) {
            const std::uint64_t before = board.tile(tiles[k]);
            planned.push_back({tiles[k], before, newValue(k, before) & mask});
        } else {
            ChangeSet::Change& c = planned[it->second];
            c.after = newValue(k, c.after) & mask;
        }
    }
    for (const ChangeSet::Change& c : planned)
        changes.add(c.index, c.before, c.after);
    return changes;
}

} // namespace

ChangeSet Board::planField(const FieldSpec& field, std::uint64_t value,
                           std::span<const TileIndex> tiles) const {
    return planEach(*this, tiles,
                    [&](std::size_t, std::uint64_t before) { return field.write(before, value); });
}

ChangeSet Board::planFlags(const FieldSpec& field, std::uint64_t flagMask, bool on,
                           std::span<const TileIndex> tiles) const {
    const std::uint64_t bits = (flagMask & field.maxValue()) << field.shift();
    return planEach(*this, tiles, [&](std::size_t, std::uint64_t before) {
        return on ? (before | bits) : (before & ~bits);
    });
}

ChangeSet Board::planTiles(std::span<const TileIndex> tiles,
                           std::span<const std::uint64_t> values) const {
    return planEach(*this, tiles.first(std::min(tiles.size(), values.size())),
                    [&](std::size_t k, std::uint64_t) { return values[k]; });
}

ChangeSet Board::setField(const FieldSpec& field, std::uint64_t value,
                          std::span<const TileIndex> tiles) {
    ChangeSet changes = planField(field, value, tiles);
    apply(changes);
    return changes;
}

ChangeSet Board::setFlags(const FieldSpec& field, std::uint64_t flagMask, bool on,
                          std::span<const TileIndex> tiles) {
    ChangeSet changes = planFlags(field, flagMask, on, tiles);
    apply(changes);
    return changes;
}

ChangeSet Board::setTiles(std::span<const TileIndex> tiles, std::span<const std::uint64_t> values) {
    ChangeSet changes = planTiles(tiles, values);
    apply(changes);
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

HeightMode heightModeOf(const Board& board) {
    if (const LayoutMapping* mapping = board.layout().mapping)
        return mapping->heightMode[variantIndex(board.variant())];
    return static_cast<HeightMode>(board.header(keys::heightMode) & 1);
}

bool Board::operator==(const Board& other) const {
    return layout_ == other.layout_ && variant_ == other.variant_ && width_ == other.width_ &&
           length_ == other.length_ && headerBits_ == other.headerBits_ &&
           footer_ == other.footer_ && body_ == other.body_;
}

} // namespace gbxx
