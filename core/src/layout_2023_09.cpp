// The default layout, `2023-09`: header byte 6 of 2023-09-26 (H4, H5) and the tile tables of
// 2023-09-08 (spec "Tile layouts"). Pure data.

#include "layout_names.h"
#include "layout_tables.h"

namespace gbxx {
namespace {

using namespace layout_names;
using K = FieldKind;
using G = FieldGroup;
using Names = std::span<const std::string_view>;

constexpr std::string_view kRouting[] = {"free routing", "pathed routing"};
constexpr std::string_view kHeightMode[] = {"value", "levels"};
constexpr std::string_view kWrap[] = {"none", "width", "length", "height"};
constexpr std::string_view kOccupancy[] = {"one token per tile", "one token per team per tile",
                                           "no limit", "custom"};

constexpr FieldSpec kHeader[] = {
    {"routing", "Routing", 0, 0, 1, K::Enum, Names(kRouting)},
    {"heightMode", "Height mode", 0, 1, 1, K::Enum, Names(kHeightMode)},
    {"grouped", "Link groups active", 0, 2, 1, K::Enum, Names(kOffOn)},
    {"hex", "Tile shape", 0, 3, 1, K::Enum, Names(kTiles)},
    {"wrap", "Wrap", 0, 4, 2, K::Enum, Names(kWrap)},
    {"occupancy", "Occupancy", 0, 6, 2, K::Enum, Names(kOccupancy)},
    {"reserved", "Reserved (byte 7)", 1, 0, 8, K::Number, {}},
};

constexpr std::string_view kLevels[] = {"Underground", "Low Ground",      "Mid Ground",
                                        "High Ground", "Elevated Ground", "Aboveground"};
constexpr std::string_view kNoZone[] = {"no zone"};
constexpr std::string_view kGb32Owners[] = {"player 1", "player 2", "player 3", "player 4",
                                            "team 1",   "team 2",   "team 3"};
constexpr std::string_view kZoneStyle[] = {"all", "home", "end", "safe"};
constexpr std::string_view kGb16Owner[] = {"player 1", "player 2", "player 3", "player 4"};
constexpr std::string_view kGb08Levels[] = {"Underground", "Low Ground", "Mid Ground",
                                            "High Ground"};
constexpr std::string_view kZoneFlag[] = {"designated zone"};

constexpr FieldSpec kGb64[] = {
    {"height", "Height", 0, 0, 6, K::Height, Names(kLevels), G::Terrain},
    {"link", "Link group", 0, 6, 2, K::Enum, Names(kLink), G::Links},
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
    {"custom", "Custom data", 7, 0, 8, K::Number, {}, G::Custom},
};

constexpr FieldSpec kGb32[] = {
    {"height", "Height", 0, 0, 6, K::Height, Names(kLevels), G::Terrain},
    {"link", "Link group", 0, 6, 2, K::Enum, Names(kLink), G::Links},
    {"playerBlacklist", "Player blacklist", 1, 0, 4, K::Flags, Names(kPlayers), G::Blacklists},
    {"standardTeamBlacklist", "Team blacklist", 1, 4, 4, K::Flags, Names(kStandardTeams),
     G::Blacklists},
    {"noZone", "No zone", 2, 0, 1, K::Flags, Names(kNoZone), G::Zones},
    {"zoneOwners", "Zone owners", 2, 1, 7, K::Flags, Names(kGb32Owners), G::Zones},
    {"boundary", "Boundary", 3, 0, 2, K::Enum, Names(kBoundary), G::Terrain},
    {"zoneStyle", "Zone kind", 3, 2, 2, K::Enum, Names(kZoneStyle), G::Zones},
    {"custom", "Custom data", 3, 4, 4, K::Number, {}, G::Custom},
};

constexpr FieldSpec kGb16[] = {
    {"height", "Height", 0, 0, 6, K::Height, Names(kLevels), G::Terrain},
    {"link", "Link group", 0, 6, 2, K::Enum, Names(kLink), G::Links},
    {"boundary", "Boundary", 1, 0, 2, K::Enum, Names(kBoundary), G::Terrain},
    {"zoneOwner", "Zone owner", 1, 2, 2, K::Enum, Names(kGb16Owner), G::Zones},
    {"zoneStyle", "Zone kind", 1, 4, 2, K::Enum, Names(kZoneStyle), G::Zones},
    {"custom", "Custom data", 1, 6, 2, K::Number, {}, G::Custom},
};

constexpr FieldSpec kGb08[] = {
    {"height", "Height", 0, 0, 2, K::Height, Names(kGb08Levels), G::Terrain},
    {"boundary", "Boundary", 0, 2, 2, K::Enum, Names(kBoundary), G::Terrain},
    {"zoneFlag", "Zone", 0, 4, 1, K::Flags, Names(kZoneFlag), G::Zones},
    {"specialFlag", "Special tile", 0, 5, 1, K::Flags, Names(kSpecialFlag), G::Custom},
    {"link", "Link group", 0, 6, 2, K::Enum, Names(kLink), G::Links},
};

// The neutral tile (spec "Converting between variants"): field widths only matter; `byte` and
// `firstBit` are unused because a NeutralTile stores one byte per field.
constexpr FieldSpec kNeutral[] = {
    {"height", "Height", 0, 0, 6, K::Height, Names(kLevels), G::Terrain},
    {"link", "Link group", 0, 0, 2, K::Enum, Names(kLink), G::Links},
    {"boundary", "Boundary", 0, 0, 2, K::Enum, Names(kBoundary), G::Terrain},
    {"playerBlacklist", "Player blacklist", 0, 0, 4, K::Flags, Names(kPlayers), G::Blacklists},
    {"ffaBlacklist", "1v1v1v1 blacklist", 0, 0, 4, K::Flags, Names(kPlayers), G::Blacklists},
    {"teamBlacklist", "Team blacklist", 0, 0, 8, K::Flags, Names(kTeamBlacklist), G::Blacklists},
    {"standardTeamBlacklist", "Standard team blacklist", 0, 0, 4, K::Flags, Names(kStandardTeams),
     G::Blacklists},
    {"homeZones", "Home zones", 0, 0, 8, K::Flags, Names(kZoneOwners), G::Zones},
    {"endZones", "End zones", 0, 0, 8, K::Flags, Names(kZoneOwners), G::Zones},
    {"safeZones", "Safe zones", 0, 0, 8, K::Flags, Names(kZoneOwners), G::Zones},
    {"currencyBarrier", "Currency barrier", 0, 0, 2, K::Enum, Names(kCurrency), G::Barriers},
    {"turnBarrier", "Turn barrier", 0, 0, 2, K::Enum, Names(kTurns), G::Barriers},
    {"pieceSumBarrier", "Piece sum barrier", 0, 0, 2, K::Enum, Names(kPieces), G::Barriers},
    {"custom", "Custom data", 0, 0, 8, K::Number, {}, G::Custom},
};
static_assert(std::size(kNeutral) == kNeutralFieldCount);

constexpr Layout kLayout{"2023-09", kHeader, {kGb08, kGb16, kGb32, kGb64}, nullptr};

} // namespace

const Layout& layout2023_09() {
    return kLayout;
}

std::span<const FieldSpec> neutralFields() {
    return kNeutral;
}

} // namespace gbxx
