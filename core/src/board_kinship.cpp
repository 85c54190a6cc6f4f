#include "gbxx/board_kinship.h"

#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/footer.h"

#include <algorithm>
#include <cctype>

namespace gbxx {
namespace {

// A footer text without case or the spaces around it: "Ana " and "ana" are one author.
std::string folded(const Footer& footer, std::string_view key) {
    std::string text = footer.latin1(footerField(key));
    const auto notSpace = [](unsigned char c) { return !std::isspace(c); };
    text.erase(text.begin(), std::find_if(text.begin(), text.end(), notSpace));
    text.erase(std::find_if(text.rbegin(), text.rend(), notSpace).base(), text.end());
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

bool sameShape(const Board& a, const Board& b) {
    return a.width() == b.width() && a.length() == b.length() &&
           a.header(keys::hex) == b.header(keys::hex);
}

// `board` in `variant` (itself when it is of that variant already).
Board inVariant(const Board& board, Variant variant) {
    return board.variant() == variant ? board : convertBoard(board, variant).board;
}

// Tiles alike where both boards have them (a revision may have been resized).
std::size_t tilesAlike(const Board& x, const Board& y) {
    std::size_t alike = 0;
    for (int row = 0; row < std::min(x.length(), y.length()); ++row)
        for (int column = 0; column < std::min(x.width(), y.width()); ++column)
            alike += x.tile(x.indexOf(column, row)) == y.tile(y.indexOf(column, row));
    return alike;
}

} // namespace

Kinship kinshipOf(const Board& a, const Board& b) {
    if (a.variant() == b.variant() && std::equal(a.body().begin(), a.body().end(), b.body().begin(), b.body().end()) &&
        a.footer() == b.footer() && a.header(keys::hex) == b.header(keys::hex) &&
        a.width() == b.width() && a.length() == b.length())
        return Kinship::Identical;
    if (a.header(keys::hex) != b.header(keys::hex))
        return Kinship::Unrelated;
    const bool sameAuthor = folded(a.footer(), "author") == folded(b.footer(), "author");
    const bool sameTitle = folded(a.footer(), "title") == folded(b.footer(), "title");
    // Compared in the smaller tile size, where the larger one's export lands, and in the larger
    // (conversion up adds what the larger size holds, so a smaller board exported up and back
    // need not be itself).
    const Variant smaller = tileBytes(a.variant()) <= tileBytes(b.variant()) ? a.variant()
                                                                            : b.variant();
    const Variant bigger = smaller == a.variant() ? b.variant() : a.variant();
    const std::size_t alike =
        std::max(tilesAlike(inVariant(a, smaller), inVariant(b, smaller)),
                 tilesAlike(inVariant(a, bigger), inVariant(b, bigger)));
    const std::size_t larger = std::max(a.tileCount(), b.tileCount());
    if (a.variant() != b.variant() && sameShape(a, b) && alike == larger && sameAuthor && sameTitle)
        return Kinship::Sizes;
    if (sameAuthor && 2 * alike >= larger)
        return Kinship::Revision;
    return Kinship::Unrelated;
}

} // namespace gbxx
