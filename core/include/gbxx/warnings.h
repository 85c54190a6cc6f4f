#pragma once
// Things a valid board may hold that a designer should hear about (spec W). Never errors.

#include "gbxx/board.h"
#include "gbxx/message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gbxx {

struct Warning {
    std::string rule;             // the spec section: "S2", "X3", "T32", "G1", "W"
    std::string message;          // one line
    std::vector<TileIndex> tiles; // the tiles concerned, if any
    Message said = {};            // `message` as an identifier and arguments, for translations

    static Warning from(std::string rule, Message said, std::vector<TileIndex> tiles = {}) {
        std::string english = said.english();
        return {std::move(rule), std::move(english), std::move(tiles), std::move(said)};
    }
};

// S2 alone: whether `fileName` (may be empty) ends in another extension than the variant's.
std::optional<Warning> extensionWarning(Variant variant, std::string_view fileName);

// `fileName` (may be empty) is checked against the variant's extension (S2).
std::vector<Warning> findWarnings(const Board& board, std::string_view fileName = {});

// Design warnings beyond the spec's list: in-bounds areas no other part of the board can reach,
// zones for players without a home, and owners with a home zone but no reachable end zone.
std::vector<Warning> designWarnings(const Board& board);

// Both lists, the spec's first: what `gbxx validate` prints and the Validation dock shows.
std::vector<Warning> allWarnings(const Board& board, std::string_view fileName = {});

} // namespace gbxx
