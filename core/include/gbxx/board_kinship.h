#pragma once
// How two boards that carry the same board code are related: the one rule by which the library,
// `gbxx find --code-conflicts` and the editor tell a designer's own exports and revisions from a
// real clash of codes (docs/library.md, "Code conflicts").

#include "gbxx/board.h"

namespace gbxx {

enum class Kinship {
    Identical, // the same bytes
    Sizes,     // one board in two tile sizes: the larger, exported to the smaller, is the smaller
    Revision,  // the same author's board edited (perhaps resized): of the same grid, at least half
               // the larger one's tiles alike where both have them
    Unrelated, // different authors, or content that is not one board's
};

Kinship kinshipOf(const Board& a, const Board& b);

// Whether `a` and `b` are the same design (identical, sizes or revisions of it), not a clash.
inline bool sameDesign(Kinship k) {
    return k != Kinship::Unrelated;
}

} // namespace gbxx
