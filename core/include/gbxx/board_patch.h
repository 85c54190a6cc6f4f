#pragma once
// Board patches (issue 44 item 5; the founding wiki's "share terrain only for locations which
// differ"): the bytes that turn one board into another, named by the SHA-256 of both, so a
// designer can send the few tiles that changed instead of the whole board. The format and its
// size bound are in docs/patch-format.md.

#include "gbxx/board.h"
#include "gbxx/message.h"
#include "gbxx/sha256.h"

#include <cstdint>
#include <span>
#include <string_view>
#include <variant>
#include <vector>

namespace gbxx {

inline constexpr std::uint8_t kPatchVersion = 1;

// The patch from `base` to `target`, or why there is none: the two must have one size, tile size
// and layout (a patch carries changed tiles, not a conversion). Equal boards give a patch with no
// runs.
std::variant<std::vector<std::uint8_t>, Message> makePatch(const Board& base, const Board& target);

// `base` with `patch` applied, or why not: a damaged patch, a patch made for another board (its
// base SHA-256 is not `base`'s file's), or a result whose SHA-256 is not the one the patch names.
// The result is read in `base`'s layout; `base` itself is never changed.
std::variant<Board, Message> applyPatch(const Board& base, std::span<const std::uint8_t> patch);

// What a patch holds, for `gbxx patch show`.
struct PatchSummary {
    Sha256 base{};
    Sha256 result{};
    int tileBytes = 0; // N of the boards' tiles (1, 2, 4, 8)
    int width = 0;
    int length = 0;
    std::size_t tiles = 0; // tiles the patch sets
    std::size_t runs = 0;
    std::vector<std::string_view> headerKeys; // today's layout's header keys it changes
    std::vector<std::string_view> footerKeys; // footer keys whose bytes it sets, in key order
};

// The summary of a well-formed patch, or why it is damaged (the same checks as applyPatch, short
// of a base to check the hashes against).
std::variant<PatchSummary, Message> describePatch(std::span<const std::uint8_t> patch);

} // namespace gbxx
