// The `draft-2023-09-06` layout (spec L1, L2, seeds/000): the first draft's header and tile
// tables, and how its boards become today's (L3, L4). Pure data.

#include "layout_names.h"
#include "layout_tables.h"

namespace gbxx {
namespace {

using namespace layout_names;
using K = FieldKind;
using G = FieldGroup;
using Names = std::span<const std::string_view>;
using Kind = TileFieldMapping::Kind;
using Report = TileFieldMapping::Report;

// L1: byte 6 bit 0 hex, 1 full3d, 2 linked, 3 wrapWidth, 4 wrapLength, 5-7 the player counts;
// byte 7 bonusFeatures, 8 free flags.
constexpr FieldSpec kHeader[] = {
    {"hex", "Tile shape", 0, 0, 1, K::Enum, Names(kTiles)},
    {"full3d", "Full 3D tiles", 0, 1, 1, K::Enum, Names(kOffOn)},
    {"linked", "Linked tiles", 0, 2, 1, K::Enum, Names(kOffOn)},
    {"wrapWidth", "Wrap width", 0, 3, 1, K::Enum, Names(kOffOn)},
    {"wrapLength", "Wrap length", 0, 4, 1, K::Enum, Names(kOffOn)},
    {"twoPlayer", "For 2 players", 0, 5, 1, K::Enum, Names(kOffOn)},
    {"threePlayer", "For 3 players", 0, 6, 1, K::Enum, Names(kOffOn)},
    {"fourPlayer", "For 4 players", 0, 7, 1, K::Enum, Names(kOffOn)},
    {"bonusFeatures", "Bonus features (byte 7)", 1, 0, 8, K::Flags, {}},
};

// L2: eight level flags, Low-Mid and High-Mid among today's six.
constexpr std::string_view kHeightLevels[] = {
    "Underground",     "Low Ground",  "Low-Mid Ground",  "Mid Ground",
    "High-Mid Ground", "High Ground", "Elevated Ground", "Aboveground"};
constexpr std::string_view kSpecialZone[] = {"none",   "zone A", "zone B", "zone C",
                                             "zone D", "zone E", "site A", "site B"};
constexpr std::string_view kKingOfTheHill[] = {"king of the hill"};
constexpr std::string_view kSpecialSpawn[] = {"none", "spawn A", "spawn B", "spawn C"};
constexpr std::string_view kTeamZones[] = {"team A", "team B", "team C", "team D"};
// GB16 homeZone: 0 is no zone (B4), not the draft's "player 1", which cannot be stored.
constexpr std::string_view kHomeZone[] = {"none",   "player 2", "player 3", "player 4",
                                          "team 1", "team 2",   "team 3",   "all"};
constexpr std::string_view kHeightValue[] = {"Low Ground", "Low-Mid Ground", "High-Mid Ground",
                                             "High Ground"};
constexpr std::string_view kHomeZoneFlag[] = {"home zone"};

constexpr FieldSpec kGb64[] = {
    {"heightLevels", "Height levels", 0, 0, 8, K::Flags, Names(kHeightLevels), G::Terrain},
    {"playerBlacklist", "Player blacklist", 1, 0, 4, K::Flags, Names(kPlayers), G::Blacklists},
    {"ffaBlacklist", "1v1v1v1 blacklist", 1, 4, 4, K::Flags, Names(kPlayers), G::Blacklists},
    {"teamBlacklist", "Team blacklist", 2, 0, 8, K::Flags, Names(kTeamBlacklist), G::Blacklists},
    {"homeZones", "Home zones", 3, 0, 8, K::Flags, Names(kZoneOwners), G::Zones},
    {"endZones", "End zones", 4, 0, 8, K::Flags, Names(kZoneOwners), G::Zones},
    {"safeZones", "Safe zones", 5, 0, 8, K::Flags, Names(kZoneOwners), G::Zones},
    {"boundary", "Boundary", 6, 0, 2, K::Enum, Names(kBoundary), G::Terrain},
    {"currencyBarrier", "Currency barrier", 6, 2, 2, K::Enum, Names(kCurrency), G::Barriers},
    {"turnBarrier", "Turn barrier", 6, 4, 2, K::Enum, Names(kTurns), G::Barriers},
    {"pieceSumBarrier", "Piece sum barrier", 6, 6, 2, K::Enum, Names(kPieces), G::Barriers},
    {"specialZone", "Special zone", 7, 0, 3, K::Enum, Names(kSpecialZone), G::Zones},
    {"kingOfTheHill", "King of the hill", 7, 3, 1, K::Flags, Names(kKingOfTheHill), G::Zones},
    {"specialSpawn", "Special spawn", 7, 4, 2, K::Enum, Names(kSpecialSpawn), G::Zones},
    {"link", "Link group", 7, 6, 2, K::Enum, Names(kLink), G::Links},
};

// Byte 3 is over-filled in the draft (special zones 2-4, spawns 4-5): the special zones keep
// their width, having been moved for the boundaries, and the spawn shrinks to bit 5 (L2).
constexpr FieldSpec kGb32[] = {
    {"heightLevels", "Height levels", 0, 0, 8, K::Flags, Names(kHeightLevels), G::Terrain},
    {"playerBlacklist", "Player blacklist", 1, 0, 4, K::Flags, Names(kPlayers), G::Blacklists},
    {"standardTeamBlacklist", "Team blacklist", 1, 4, 4, K::Flags, Names(kStandardTeams),
     G::Blacklists},
    {"teamHomeZones", "Team home zones", 2, 0, 4, K::Flags, Names(kTeamZones), G::Zones},
    {"teamEndZones", "Team end zones", 2, 4, 4, K::Flags, Names(kTeamZones), G::Zones},
    {"boundary", "Boundary", 3, 0, 2, K::Enum, Names(kBoundary), G::Terrain},
    {"specialZone", "Special zone", 3, 2, 3, K::Enum, Names(kSpecialZone), G::Zones},
    {"specialSpawn", "Special spawn", 3, 5, 1, K::Enum, Names(kSpecialSpawn), G::Zones},
    {"link", "Link group", 3, 6, 2, K::Enum, Names(kLink), G::Links},
};

// Byte 1 is over-filled in the draft (special tiles 5-6, link 6-7): the link keeps the place it
// has in every variant, and the special tile shrinks to bit 5, as GB08's already is (L2).
constexpr FieldSpec kGb16[] = {
    {"heightLevels", "Height levels", 0, 0, 8, K::Flags, Names(kHeightLevels), G::Terrain},
    {"boundary", "Boundary", 1, 0, 2, K::Enum, Names(kBoundary), G::Terrain},
    {"homeZone", "Home zone", 1, 2, 3, K::Enum, Names(kHomeZone), G::Zones},
    {"specialFlag", "Special tile", 1, 5, 1, K::Flags, Names(kSpecialFlag), G::Custom},
    {"link", "Link group", 1, 6, 2, K::Enum, Names(kLink), G::Links},
};

constexpr FieldSpec kGb08[] = {
    {"boundary", "Boundary", 0, 0, 2, K::Enum, Names(kBoundary), G::Terrain},
    {"heightValue", "Height", 0, 2, 2, K::Enum, Names(kHeightValue), G::Terrain},
    {"zoneFlag", "Home zone", 0, 4, 1, K::Flags, Names(kHomeZoneFlag), G::Zones},
    {"specialFlag", "Special tile", 0, 5, 1, K::Flags, Names(kSpecialFlag), G::Custom},
    {"link", "Link group", 0, 6, 2, K::Enum, Names(kLink), G::Links}, // the draft's "group GB" is C
};

// L3, by name: Underground, Low, Mid, High, Elevated, Aboveground go to today's levels 0-5;
// Low-Mid (bit 2) and High-Mid (bit 4) have no place (L4 reports them).
constexpr std::int8_t kLevelPlaces[] = {0, 1, -1, 2, -1, 3, 4, 5};
// GB32 team zones: teams A..C are today's zone flags 4-6; team D has no place.
constexpr std::int8_t kTeamPlaces[] = {4, 5, 6, -1};
// GB16 homeZone: value v is one homeZones flag (player 2..4, team A..C, all); 0 is none.
constexpr std::int8_t kHomeZonePlaces[] = {-1, 1, 2, 3, 4, 5, 6, 7};
// The specials keep their bits inside `custom` (L3), in the order they sit in the draft's byte.
constexpr std::int8_t kCustom012[] = {0, 1, 2};
constexpr std::int8_t kCustom3[] = {3};
constexpr std::int8_t kCustom45[] = {4, 5};
constexpr std::int8_t kCustom0[] = {0};
constexpr std::int8_t kAllFlag[] = {7};

constexpr TileFieldMapping kHeightLevelsMapping{"heightLevels", "height", Kind::Bits, kLevelPlaces,
                                                Report::NoPlace};

constexpr TileFieldMapping kGb64Mapping[] = {
    kHeightLevelsMapping,
    // GB64 byte 7 bits 0-5 → custom bits 0-5.
    {"specialZone", "custom", Kind::Bits, kCustom012, Report::NonZero},
    {"kingOfTheHill", "custom", Kind::Bits, kCustom3, Report::NonZero},
    {"specialSpawn", "custom", Kind::Bits, kCustom45, Report::NonZero},
};

constexpr TileFieldMapping kGb32Mapping[] = {
    kHeightLevelsMapping,
    {"teamHomeZones", "homeZones", Kind::Bits, kTeamPlaces, Report::NoPlace},
    {"teamEndZones", "endZones", Kind::Bits, kTeamPlaces, Report::NoPlace},
    // GB32 byte 3 bits 2-5 → custom bits 0-3.
    {"specialZone", "custom", Kind::Bits, kCustom012, Report::NonZero},
    {"specialSpawn", "custom", Kind::Bits, kCustom3, Report::NonZero},
};

constexpr TileFieldMapping kGb16Mapping[] = {
    kHeightLevelsMapping,
    {"homeZone", "homeZones", Kind::Values, kHomeZonePlaces, Report::Never},
    {"specialFlag", "custom", Kind::Bits, kCustom0, Report::NonZero},
};

constexpr TileFieldMapping kGb08Mapping[] = {
    // A value: the four steps keep their order, the names shift by one (no Underground); C9
    // scales them to today's six bits as it does today's GB08 heights.
    {"heightValue", "height", Kind::Number, {}, Report::Never},
    // As C4: a home zone for everyone, and a special tile is custom 1; neither loses anything.
    {"zoneFlag", "homeZones", Kind::Bits, kAllFlag, Report::Never},
    {"specialFlag", "custom", Kind::Bits, kCustom0, Report::Never},
};

// L3's header rules. Table order matters: with both wraps set, the width wins and wrapLength is
// lost. full3d foreshadows heightMode and is not reported.
constexpr HeaderFieldMapping kHeaderMapping[] = {
    {"hex", "hex", 1, true},        {"full3d", "", 0, false},        {"linked", "grouped", 1, true},
    {"wrapWidth", "wrap", 1, true}, {"wrapLength", "wrap", 2, true}, {"twoPlayer", "", 0, true},
    {"threePlayer", "", 0, true},   {"fourPlayer", "", 0, true},     {"bonusFeatures", "", 0, true},
};

// The draft's heights are level flags, except GB08's, which is a value (L3).
constexpr LayoutMapping kMapping{
    {kGb08Mapping, kGb16Mapping, kGb32Mapping, kGb64Mapping},
    {HeightMode::Value, HeightMode::Levels, HeightMode::Levels, HeightMode::Levels},
    kHeaderMapping};

constexpr Layout kLayout{"draft-2023-09-06", kHeader, {kGb08, kGb16, kGb32, kGb64}, &kMapping};

} // namespace

const Layout& layoutDraft2023_09_06() {
    return kLayout;
}

} // namespace gbxx
