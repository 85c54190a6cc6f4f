#include "gbxx/selection.h"

#include <algorithm>
#include <bit>

namespace gbxx {

Selection::Selection(std::size_t tileCount)
    : tileCount_(tileCount)
    , words_((tileCount + 63) / 64, 0) {}

Selection Selection::all(std::size_t tileCount) {
    Selection s(tileCount);
    s.invert();
    return s;
}

Selection Selection::of(std::size_t tileCount, const std::vector<TileIndex>& tiles) {
    Selection s(tileCount);
    for (TileIndex t : tiles)
        s.set(t);
    return s;
}

void Selection::set(TileIndex tile, bool on) {
    if (tile >= tileCount_)
        return;
    const std::uint64_t bit = std::uint64_t{1} << (tile % 64);
    if (on)
        words_[tile / 64] |= bit;
    else
        words_[tile / 64] &= ~bit;
}

std::size_t Selection::count() const {
    std::size_t n = 0;
    for (std::uint64_t w : words_)
        n += static_cast<std::size_t>(std::popcount(w));
    return n;
}

bool Selection::empty() const {
    return std::all_of(words_.begin(), words_.end(), [](std::uint64_t w) { return w == 0; });
}

void Selection::clear() {
    std::fill(words_.begin(), words_.end(), 0);
}

void Selection::invert() {
    for (std::uint64_t& w : words_)
        w = ~w;
    clearPastTheEnd();
}

void Selection::clearPastTheEnd() {
    if (tileCount_ % 64 != 0 && !words_.empty())
        words_.back() &= (std::uint64_t{1} << (tileCount_ % 64)) - 1;
}

Selection& Selection::operator|=(const Selection& other) {
    for (std::size_t k = 0; k < std::min(words_.size(), other.words_.size()); ++k)
        words_[k] |= other.words_[k];
    clearPastTheEnd();
    return *this;
}

Selection& Selection::operator&=(const Selection& other) {
    for (std::size_t k = 0; k < words_.size(); ++k)
        words_[k] &= k < other.words_.size() ? other.words_[k] : 0;
    return *this;
}

Selection& Selection::operator-=(const Selection& other) {
    for (std::size_t k = 0; k < std::min(words_.size(), other.words_.size()); ++k)
        words_[k] &= ~other.words_[k];
    return *this;
}

std::vector<TileIndex> Selection::tiles() const {
    std::vector<TileIndex> out;
    out.reserve(count());
    for (std::size_t k = 0; k < words_.size(); ++k)
        for (std::uint64_t w = words_[k]; w != 0; w &= w - 1)
            out.push_back(
                static_cast<TileIndex>(k * 64 + static_cast<std::size_t>(std::countr_zero(w))));
    return out;
}

Selection combined(const Selection& current, const Selection& made, SelectionMode mode) {
    Selection out = current.tileCount() == made.tileCount() ? current : Selection(made.tileCount());
    switch (mode) {
    case SelectionMode::Replace:
        return made;
    case SelectionMode::Add:
        out |= made;
        break;
    case SelectionMode::Subtract:
        out -= made;
        break;
    case SelectionMode::Intersect:
        out &= made;
        break;
    }
    return out;
}

} // namespace gbxx
