#pragma once
// How a board of an older layout becomes a board of today's (spec L3-L5). Each older layout
// carries one LayoutMapping: constant tables that say, per tile field and per header field, where
// its bits go and when something is lost. One generic routine reads them: NeutralCodec for the
// tiles, mapHeader() for header bytes 6-7, convertBoard() for the loss report (L4).

#include "gbxx/field.h"
#include "gbxx/neutral_tile.h"
#include "gbxx/variant.h"

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace gbxx {

class Board;
struct Layout;

// The prefix of an older layout's lines in a loss report: `draft.KEY: N tiles`,
// `draft.header.KEY: lost` (L4; L5 uses the same prefix).
inline constexpr std::string_view kOlderReportPrefix = "draft.";

// One tile field of an older layout on its way into the neutral tile (L3). Fields of an older
// layout without a mapping whose key is a neutral key are copied as today's are (C rules).
struct TileFieldMapping {
    enum class Kind : std::uint8_t {
        Bits,   // source bit i sets bit places[i] of the neutral field; -1: it has no place
        Values, // source value v sets flag places[v] of the neutral field; -1: nothing
        Number, // the value is a number, scaled as C9 when the neutral field is wider
    };
    // When the field earns a `draft.KEY: N tiles` line (L4).
    enum class Report : std::uint8_t {
        Never,
        NoPlace, // a set bit (Bits) or a non-zero value (Values) has no place: it is dropped
        NonZero, // any non-zero value: its bits are kept (in `custom`) but lose their meaning
    };

    std::string_view key;        // the older layout's tile field
    std::string_view neutralKey; // the neutral field it goes to
    Kind kind;
    std::span<const std::int8_t> places; // Bits and Values; empty for Number
    Report report;

    // Whether `value` of this field earns its report line.
    bool loses(std::uint64_t value) const;
};

// One header field of an older layout (L3, L5). A non-zero value sets today's header field
// `target` to `value`, unless an earlier rule already set it (both wraps: the width wins, L3);
// a value with no place is lost, and reported when `reported`.
struct HeaderFieldMapping {
    std::string_view key;
    std::string_view target; // today's header key; empty: no place
    std::uint8_t value;
    bool reported; // `draft.header.KEY: lost` (L4); the draft's full3d is not reported
};

struct LayoutMapping {
    std::array<std::span<const TileFieldMapping>, 4> tiles; // by variantIndex()
    // How the layout's heights read (C9) and so today's `heightMode` written (L3, L5).
    std::array<HeightMode, 4> heightMode;
    std::span<const HeaderFieldMapping> header;
};

// Today's header bits for an older board's header bits, and the keys of the header fields that
// are lost (in table order). Fields not set by a rule are 0, a new board's defaults (`routing`,
// `occupancy`, `reserved`, L3); `heightMode` comes from the mapping. For today's layout: the bits
// as they are, nothing lost.
struct MappedHeader {
    std::uint16_t bits = 0;
    std::vector<std::string_view> lost;
};
MappedHeader mapHeader(const Layout& older, Variant variant, std::uint16_t headerBits);

} // namespace gbxx
