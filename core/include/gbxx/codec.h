#pragma once
// Reading and writing GameBoardXX bytes (spec S1-S3, H1-H5, B1-B2, F4, R1). Pure functions over
// bytes; callers open the files (see file_io.h for a plain C++ reader).

#include "gbxx/board.h"
#include "gbxx/message.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gbxx {

inline constexpr std::size_t kHeaderBytes = 8;

struct ReadError {
    std::string rule;    // the spec section broken: "S1", "H1", "H2", "H3"
    std::string message; // one line naming what was found and what was expected, in English
    Message said = {};   // the same as an identifier and arguments, for translations

    static ReadError from(std::string rule, Message said) {
        std::string english = said.english();
        return {std::move(rule), std::move(english), std::move(said)};
    }
};

struct ReadResult {
    std::optional<Board> board;
    ReadError error; // meaningful when there is no board
    explicit operator bool() const { return board.has_value(); }
};

// The exact size of a file holding a width × length board of `variant` (S1).
constexpr std::size_t fileSizeFor(Variant variant, int width, int length) {
    return kHeaderBytes +
           static_cast<std::size_t>(width) * static_cast<std::size_t>(length) * tileBytes(variant) +
           kFooterBytes;
}
// The largest valid file: 255×255 GB64, 520,336 bytes.
inline constexpr std::size_t kMaxFileSize = fileSizeFor(Variant::GB64, kMaxSide, kMaxSide);

// How much is known of a file's size: all of it (a regular file), or only that it holds at least
// so many bytes (a stream read up to the largest board and one byte more).
enum class SizeKnown { Exactly, AtLeast };

// Checks, in S3's order, what can be checked from the first bytes of a file (up to 8) and its
// total size, without the rest. Lets callers refuse a huge file or stream without reading it.
std::optional<ReadError> checkFileStart(std::span<const std::uint8_t> firstBytes,
                                        std::uint64_t fileSize,
                                        SizeKnown known = SizeKnown::Exactly);

// Decodes a whole file. Never throws on content; every bit pattern of a right-sized file is valid.
ReadResult readBoard(std::span<const std::uint8_t> bytes, const Layout& layout = defaultLayout());

// The file bytes of `board` (R1: a board read from a file writes back the identical bytes).
std::vector<std::uint8_t> writeBoard(const Board& board);

} // namespace gbxx
