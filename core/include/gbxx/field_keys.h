#pragma once
// The keys of the fields that code refers to by name (spec "Tile layouts", H4), as constants: a
// typo in a key then fails to compile instead of finding no field. The field tables stay the one
// list of fields; tst_field_keys checks that every constant names a field of some layout.

#include <string_view>

namespace gbxx::keys {

// Tile fields.
inline constexpr std::string_view height = "height";
inline constexpr std::string_view link = "link";
inline constexpr std::string_view boundary = "boundary";
inline constexpr std::string_view custom = "custom";
inline constexpr std::string_view homeZones = "homeZones";
inline constexpr std::string_view endZones = "endZones";
inline constexpr std::string_view safeZones = "safeZones";
inline constexpr std::string_view zoneOwners = "zoneOwners";
inline constexpr std::string_view zoneOwner = "zoneOwner";
inline constexpr std::string_view zoneStyle = "zoneStyle";
inline constexpr std::string_view noZone = "noZone";
inline constexpr std::string_view zoneFlag = "zoneFlag";
inline constexpr std::string_view specialFlag = "specialFlag";
inline constexpr std::string_view playerBlacklist = "playerBlacklist";
inline constexpr std::string_view ffaBlacklist = "ffaBlacklist";
inline constexpr std::string_view teamBlacklist = "teamBlacklist";
inline constexpr std::string_view standardTeamBlacklist = "standardTeamBlacklist";
inline constexpr std::string_view currencyBarrier = "currencyBarrier";
inline constexpr std::string_view turnBarrier = "turnBarrier";
inline constexpr std::string_view pieceSumBarrier = "pieceSumBarrier";

// Header fields (bytes 6-7).
inline constexpr std::string_view heightMode = "heightMode";
inline constexpr std::string_view grouped = "grouped";
inline constexpr std::string_view hex = "hex";
inline constexpr std::string_view wrap = "wrap";
inline constexpr std::string_view wrapWidth = "wrapWidth";   // older layouts (L1, L5)
inline constexpr std::string_view wrapLength = "wrapLength"; // older layouts (L1, L5)

} // namespace gbxx::keys
