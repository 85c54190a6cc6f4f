#include "gbxx/game_tile.h"

#include "gbxx/field_keys.h"
#include "gbxx/geometry.h"
#include "gbxx/layout.h"
#include "gbxx/paths.h"
#include "neutral_places.h"

namespace gbxx {

TileHeightReader::TileHeightReader(const Board& board)
    : mode_(heightModeOf(board))
    , height_(board.layout().isDefault() ? board.field(keys::height) : nullptr) {
    // An older layout stores heights in fields of its own or with other meanings (L2: level
    // flags of other levels, a value without Underground); L3 says what today's tile of the same
    // size holds for them, so `height.bits` means the same whichever layout the board was read
    // in.
    if (!height_) {
        today_.emplace(defaultLayout(), board.variant(), mode_);
        todayHeight_ = defaultLayout().tileField(board.variant(), keys::height);
    }
}

TileHeight TileHeightReader::read(std::uint64_t bits, const NeutralTile& neutral) const {
    TileHeight h;
    h.mode = mode_;
    h.neutral = neutral.values[neutralPlaces().height];
    if (height_)
        h.bits = static_cast<std::uint8_t>(height_->read(bits));
    else if (todayHeight_)
        h.bits = static_cast<std::uint8_t>(todayHeight_->read(today_->fromNeutral(neutral)));
    else
        h.bits = h.neutral;
    return h;
}

GameTileReader::GameTileReader(const Board& board)
    : board_(&board)
    , heights_(board)
    , codec_(board.layout(), board.variant(), heights_.mode()) {
    if (board.tileCount() > 64)
        codec_.tabulate(); // worth it for a board, not for a tile
    groups_ = activeLinkGroups(board, Geometry(board));
}

GameTile GameTileReader::read(std::uint64_t bits, TileIndex index) const {
    const NeutralTile neutral = codec_.toNeutral(bits);
    const auto& v = neutral.values;
    const NeutralPlaces& places = neutralPlaces();
    GameTile t;
    t.index = index;
    t.height = heights_.read(bits, neutral);
    t.link = static_cast<Link>(v[places.link] & 3);
    t.boundary = static_cast<Boundary>(v[places.boundary] & 3);
    t.playerBlacklist = {v[places.playerBlacklist]};
    t.ffaBlacklist = {v[places.ffaBlacklist]};
    t.teamBlacklist = {v[places.teamBlacklist]};
    t.standardTeamBlacklist = {v[places.standardTeamBlacklist]};
    t.homeZones = {v[places.homeZones]};
    t.endZones = {v[places.endZones]};
    t.safeZones = {v[places.safeZones]};
    t.currencyBarrier = {v[places.currencyBarrier]};
    t.turnBarrier = {v[places.turnBarrier]};
    t.pieceSumBarrier = {v[places.pieceSumBarrier]};
    t.custom = v[places.custom];
    return t;
}

std::optional<GameTile> GameTileReader::at(TileIndex tile, TileView view) const {
    if (tile >= board_->tileCount())
        return std::nullopt;
    const bool effective = view == TileView::Effective && groups_;
    GameTile t =
        read(effective ? effectiveTile(*board_, *groups_, tile) : board_->tile(tile), tile);
    if (groups_) {
        const std::int32_t g = groups_->groupOfTile[tile];
        if (g != LinkGroups::kNone)
            t.anchor = groups_->groups[static_cast<std::size_t>(g)].anchor;
    }
    return t;
}

std::optional<NeutralTile> GameTileReader::neutralAt(TileIndex tile, TileView view) const {
    if (tile >= board_->tileCount())
        return std::nullopt;
    const bool effective = view == TileView::Effective && groups_;
    return codec_.toNeutral(effective ? effectiveTile(*board_, *groups_, tile) : board_->tile(tile));
}

std::optional<GameTile> GameTileReader::at(int x, int y, TileView view) const {
    if (!board_->contains(x, y))
        return std::nullopt;
    return at(board_->indexOf(x, y), view);
}

std::optional<GameTile> gameTile(const Board& board, int x, int y, TileView view) {
    if (!board.contains(x, y))
        return std::nullopt; // before the reader looks for groups over the whole board
    return GameTileReader(board).at(x, y, view);
}

std::vector<GameTile> gameTiles(const Board& board, TileView view) {
    const GameTileReader reader(board);
    std::vector<GameTile> tiles;
    tiles.reserve(board.tileCount());
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        tiles.push_back(*reader.at(t, view));
    return tiles;
}

} // namespace gbxx
