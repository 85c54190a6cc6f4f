// The `2023-09-10` layout (spec L5, seeds/001): today's four tile tables under another header
// byte 6 and a byte 7 of bonus flags; and how its boards become today's. Pure data.

#include "layout_names.h"
#include "layout_tables.h"

namespace gbxx {
namespace {

using namespace layout_names;
using K = FieldKind;
using Names = std::span<const std::string_view>;

// L5: byte 6 bit 0 tallestHeightOnly, 1 hex, 2 linked, 3 wrapWidth, 4 wrapLength, 5-7 the player
// counts; byte 7 bonusFeatures. Every bit belongs to one field, so R1 holds here too.
constexpr FieldSpec kHeader[] = {
    {"tallestHeightOnly", "Tallest height only", 0, 0, 1, K::Enum, Names(kOffOn)},
    {"hex", "Tile shape", 0, 1, 1, K::Enum, Names(kTiles)},
    {"linked", "Linked tiles", 0, 2, 1, K::Enum, Names(kOffOn)},
    {"wrapWidth", "Wrap width", 0, 3, 1, K::Enum, Names(kOffOn)},
    {"wrapLength", "Wrap length", 0, 4, 1, K::Enum, Names(kOffOn)},
    {"twoPlayer", "For 2 players", 0, 5, 1, K::Enum, Names(kOffOn)},
    {"threePlayer", "For 3 players", 0, 6, 1, K::Enum, Names(kOffOn)},
    {"fourPlayer", "For 4 players", 0, 7, 1, K::Enum, Names(kOffOn)},
    {"bonusFeatures", "Bonus features (byte 7)", 1, 0, 8, K::Flags, {}},
};

// L5 with L3's header rules: the flags with a place in today's header move there; the rest is
// lost. Table order matters: with both wraps set, the width wins and wrapLength is lost.
constexpr HeaderFieldMapping kHeaderMapping[] = {
    {"tallestHeightOnly", "", 0, true}, {"hex", "hex", 1, true},
    {"linked", "grouped", 1, true},     {"wrapWidth", "wrap", 1, true},
    {"wrapLength", "wrap", 2, true},    {"twoPlayer", "", 0, true},
    {"threePlayer", "", 0, true},       {"fourPlayer", "", 0, true},
    {"bonusFeatures", "", 0, true},
};

constexpr auto kLevels = HeightMode::Levels;
// The tiles are today's, so the C rules alone convert them; the heights are level flags (L5).
constexpr LayoutMapping kMapping{{}, {kLevels, kLevels, kLevels, kLevels}, kHeaderMapping};

} // namespace

const Layout& layout2023_09_10() {
    // Built on first use: the tile tables are the default layout's, defined in another file.
    static const Layout layout{"2023-09-10", kHeader, layout2023_09().tiles, &kMapping};
    return layout;
}

} // namespace gbxx
