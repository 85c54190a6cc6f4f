#pragma once
// The game's view of a tile: every field of the neutral tile (spec "Converting between
// variants") by name and with its meaning, read the same from every tile size and layout. The
// zones of a GB16 tile (one owner and a kind, C3), the designated zone of a GB08 one (C4) and the
// zone bytes of a GB64 one all arrive as `homeZones`, `endZones` and `safeZones`; a field a tile
// size lacks reads as its neutral value (nothing set), never as a missing FieldSpec.
//
//     const gbxx::Board board = *gbxx::loadBoardFile("isles.gb16").board;
//     const gbxx::GameTileReader tiles(board);
//     if (const auto tile = tiles.at(3, 4); tile && tile->homeZones.forPlayer(2))
//         placeStart(2, 3, 4);
//     std::cout << board.footer().title() << " by " << board.footer().author() << '\n';

#include "gbxx/board.h"
#include "gbxx/link_groups.h"
#include "gbxx/neutral_tile.h"

#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

namespace gbxx {

// `boundary` (B4: the empty tile is not on the board).
enum class Boundary : std::uint8_t { NotOnBoard = 0, OutOfBounds = 1, Trap = 2, InBounds = 3 };

// `link`: the tile's link letter (G1 makes the tiles of one letter that touch one group).
enum class Link : std::uint8_t { None = 0, A = 1, B = 2, C = 3 };

// `homeZones`, `endZones`, `safeZones`: flags player 1..4, team A..C, all (bits 0..7).
struct ZoneFlags {
    std::uint8_t bits = 0;
    // Player 1..4's own flag; false for any other number.
    constexpr bool player(int p) const { return p >= 1 && p <= 4 && ((bits >> (p - 1)) & 1) != 0; }
    // Team 1..3's (A..C) own flag.
    constexpr bool team(int t) const { return t >= 1 && t <= 3 && ((bits >> (3 + t)) & 1) != 0; }
    constexpr bool all() const { return (bits & 0x80) != 0; }
    // Whether the zone is player P's or team T's: its own flag or "all", as the movement model's
    // zoneTiles() count it.
    constexpr bool forPlayer(int p) const { return player(p) || (all() && p >= 1 && p <= 4); }
    constexpr bool forTeam(int t) const { return team(t) || (all() && t >= 1 && t <= 3); }
    constexpr bool empty() const { return bits == 0; }
    bool operator==(const ZoneFlags&) const = default;
};

// `playerBlacklist`, `ffaBlacklist` (the 1v1v1v1 one): flags player 1..4.
struct PlayerFlags {
    std::uint8_t bits = 0;
    constexpr bool player(int p) const { return p >= 1 && p <= 4 && ((bits >> (p - 1)) & 1) != 0; }
    constexpr bool empty() const { return bits == 0; }
    bool operator==(const PlayerFlags&) const = default;
};

// The slots of `teamBlacklist`, numbered 1..8 from its lowest bit as the spec lists them; the
// number is also MoveRules::team's.
enum class TeamSlot : std::uint8_t {
    OneVTwoTeam1 = 1,     // "1v2 team 1"
    OneVTwoTeam2,         // "1v2 team 2"
    OneVThreeTeam1,       // "1v3 team 1"
    OneVThreeTeam2,       // "1v3 team 2"
    TwoVTwoTeam1,         // "2v2 team 1"
    TwoVTwoTeam2,         // "2v2 team 2"
    OneVOneVXIndividuals, // "1v1vX individuals"
    OneVOneVXTeam,        // "1v1vX team"
};

// `teamBlacklist` (GB64): a flag per TeamSlot.
struct TeamBlacklist {
    std::uint8_t bits = 0;
    constexpr bool has(TeamSlot slot) const { return slot_(static_cast<int>(slot)); }
    // Slot 1..8 by number (MoveRules::team).
    constexpr bool slot(int n) const { return slot_(n); }
    constexpr bool empty() const { return bits == 0; }
    bool operator==(const TeamBlacklist&) const = default;

private:
    constexpr bool slot_(int n) const { return n >= 1 && n <= 8 && ((bits >> (n - 1)) & 1) != 0; }
};

// `standardTeamBlacklist` (GB32, AvBvCvD): flags team 1..4 (A..D).
struct StandardTeamFlags {
    std::uint8_t bits = 0;
    constexpr bool team(int t) const { return t >= 1 && t <= 4 && ((bits >> (t - 1)) & 1) != 0; }
    constexpr bool empty() const { return bits == 0; }
    bool operator==(const StandardTeamFlags&) const = default;
};

// The three barriers: the stored level 0..3 (0 none) and what it stands for. What a barrier does
// (pay, wait, have so many pieces) is the game's; the format stores only the amount, and the
// movement model's BarrierRule is one reading of it.
struct CurrencyBarrier {
    std::uint8_t level = 0;
    constexpr int currency() const { return 3 * level; } // 0, 3, 6, 9
    constexpr explicit operator bool() const { return level != 0; }
    bool operator==(const CurrencyBarrier&) const = default;
};
struct TurnBarrier {
    std::uint8_t level = 0;
    constexpr int turns() const { return 5 * level; } // 0, 5, 10, 15
    constexpr explicit operator bool() const { return level != 0; }
    bool operator==(const TurnBarrier&) const = default;
};
struct PieceSumBarrier {
    std::uint8_t level = 0;
    constexpr int pieces() const { return level == 0 ? 0 : 5 + 5 * level; } // 0, 10, 15, 20
    constexpr explicit operator bool() const { return level != 0; }
    bool operator==(const PieceSumBarrier&) const = default;
};

// `height`, read as the header's `heightMode` says (H4).
struct TileHeight {
    HeightMode mode = HeightMode::Value;
    // The height bits as the tile size stores them in today's layout (an older layout's as its
    // conversion to today's would, L3): in value mode the number (GB08 0..3, the others 0..63),
    // in levels mode bit i set when level i is present (0 Underground .. 5 Aboveground).
    std::uint8_t bits = 0;
    // The same height on the six-bit scale every tile size converts through (C9: GB08's 0..3 is
    // 0, 21, 42, 63 in value mode; levels keep their bits): what survives a conversion.
    std::uint8_t neutral = 0;

    // Value mode: the number; levels mode: 0, as the bits are no number.
    constexpr int number() const { return mode == HeightMode::Value ? bits : 0; }
    // Levels mode: whether level i (0..5) is present; value mode: false.
    constexpr bool level(int i) const {
        return mode == HeightMode::Levels && i >= 0 && i < 6 && ((bits >> i) & 1) != 0;
    }
    // Levels mode: the 1-based index of the highest level present, 0 for none; value mode: 0.
    constexpr int highestLevel() const {
        return mode == HeightMode::Levels ? static_cast<int>(std::bit_width(bits)) : 0;
    }
    // The height the movement model compares for climbing (M3): the number, or the highest
    // level's index.
    constexpr int movementHeight() const {
        return mode == HeightMode::Levels ? highestLevel() : number();
    }
    bool operator==(const TileHeight&) const = default;
};

struct GameTile {
    TileIndex index = 0; // where the tile is (B1); the fields may be its anchor's (TileView)
    TileHeight height;
    Link link = Link::None; // always the tile's own, also in the effective view (G1)
    Boundary boundary = Boundary::NotOnBoard;
    PlayerFlags playerBlacklist;
    PlayerFlags ffaBlacklist;
    TeamBlacklist teamBlacklist;
    StandardTeamFlags standardTeamBlacklist;
    ZoneFlags homeZones;
    ZoneFlags endZones;
    ZoneFlags safeZones;
    CurrencyBarrier currencyBarrier;
    TurnBarrier turnBarrier;
    PieceSumBarrier pieceSumBarrier;
    // Free for the game: as many bits as the size has (GB64 0..255, GB32 0..15, GB16 0..3);
    // GB08's special tile is 1 (C4).
    std::uint8_t custom = 0;
    // The anchor of the tile's link group when the header makes groups active (G1, `grouped`);
    // nothing when the tile is in none.
    std::optional<TileIndex> anchor;

    bool onBoard() const { return boundary != Boundary::NotOnBoard; }
    bool isAnchor() const { return anchor && *anchor == index; }
    bool operator==(const GameTile&) const = default;
};

// Whose bits a GameTile holds (G1).
enum class TileView : std::uint8_t {
    Effective, // as a game judges the tile: in an active link group, every field but `link` is
               // its anchor's (what the movement model reads)
    Raw,       // the tile's own bits, as painted and as `dump` shows them
};

// A tile's `height` as TileHeight reads it, on a board of any layout: the movement model and
// GameTileReader read heights through this one reading.
class TileHeightReader {
public:
    explicit TileHeightReader(const Board& board);
    HeightMode mode() const { return mode_; }
    // `neutral` is `bits` through the board's NeutralCodec (the caller has it already).
    TileHeight read(std::uint64_t bits, const NeutralTile& neutral) const;

private:
    HeightMode mode_;
    const FieldSpec* height_;           // the layout's own height field, or null
    std::optional<NeutralCodec> today_; // an older layout: today's codec, for `height.bits`
    const FieldSpec* todayHeight_ = nullptr;
};

// Reads a board's tiles as GameTiles. Made once per board: it finds the link groups (G1) and
// plans the tile size's reading, so reading many tiles costs a table lookup per tile byte. The
// board must outlive the reader and not change while it is used.
class GameTileReader {
public:
    explicit GameTileReader(const Board& board);

    // Nothing outside the board.
    std::optional<GameTile> at(int x, int y, TileView view = TileView::Effective) const;
    std::optional<GameTile> at(TileIndex tile, TileView view = TileView::Effective) const;
    // The tile as `bits` would read on this board (a tile a game is about to write, say);
    // `index` only names it and finds no group.
    GameTile read(std::uint64_t bits, TileIndex index = 0) const;
    // The tile as a neutral tile (its fields by neutral key, neutralFieldIndex): what a binding
    // reads a field of the game's view by name from. Nothing outside the board.
    std::optional<NeutralTile> neutralAt(TileIndex tile, TileView view = TileView::Effective) const;

    const Board& board() const { return *board_; }
    // The active link groups, or nothing when the header does not group (G1).
    const std::optional<LinkGroups>& groups() const { return groups_; }

private:
    const Board* board_;
    TileHeightReader heights_;
    NeutralCodec codec_;
    std::optional<LinkGroups> groups_;
};

// One tile (a reader made for it: for many tiles, make one GameTileReader). Nothing outside the
// board.
std::optional<GameTile> gameTile(const Board& board, int x, int y,
                                 TileView view = TileView::Effective);
// Every tile in body order (B1).
std::vector<GameTile> gameTiles(const Board& board, TileView view = TileView::Effective);

} // namespace gbxx
