#include "gbxx/codec.h"

#include <cstdio>
#include <string>

namespace gbxx {
namespace {

std::string byteText(std::uint8_t b) {
    char buffer[24];
    if (b >= 0x20 && b <= 0x7E)
        std::snprintf(buffer, sizeof buffer, "'%c' (0x%02X)", b, b);
    else
        std::snprintf(buffer, sizeof buffer, "0x%02X", b);
    return buffer;
}

// The article English puts before a board's size: "an 8×5", "an 11×2", "a 7×5".
bool anBoard(int width) {
    const std::string w = std::to_string(width);
    return w[0] == '8' || w == "11" || w == "18";
}

} // namespace

std::optional<ReadError> checkFileStart(std::span<const std::uint8_t> first, std::uint64_t fileSize,
                                        SizeKnown known) {
    const bool atLeast = known == SizeKnown::AtLeast;
    // S3: H1 on the bytes present, then a file shorter than 8 bytes, then H2, H3, S1.
    static constexpr std::uint8_t kMagic[] = {0x47, 0x42};
    for (std::size_t k = 0; k < 2 && k < first.size(); ++k) {
        if (first[k] != kMagic[k]) {
            std::string found = byteText(first[0]);
            if (first.size() > 1)
                found += " " + byteText(first[1]);
            return ReadError::from("H1", {"read.notGameBoardXX", {found}});
        }
    }
    if (fileSize < kHeaderBytes || first.size() < kHeaderBytes)
        return ReadError::from("S1",
                               {atLeast ? "read.tooShortAtLeast" : "read.tooShort", {}, fileSize});
    const char digits[] = {static_cast<char>(first[2]), static_cast<char>(first[3]), 0};
    const auto variant = variantFromDigits(std::string_view(digits, 2));
    if (!variant)
        return ReadError::from("H2", {"read.badVariant", {byteText(first[2]), byteText(first[3])}});
    const int width = first[4];
    const int length = first[5];
    if (width == 0 || length == 0)
        return ReadError::from("H3",
                               {"read.emptySide", {std::to_string(width), std::to_string(length)}});
    const std::size_t needed = fileSizeFor(*variant, width, length);
    if (fileSize != needed) {
        const std::string_view id =
            atLeast ? (anBoard(width) ? "read.wrongSizeAtLeastAn" : "read.wrongSizeAtLeast")
                    : (anBoard(width) ? "read.wrongSizeAn" : "read.wrongSize");
        return ReadError::from("S1", {id,
                                      {std::to_string(width), std::to_string(length),
                                       std::string(digitsOf(*variant)), std::to_string(needed)},
                                      fileSize,
                                      0,
                                      0b1000});
    }
    return std::nullopt;
}

ReadResult readBoard(std::span<const std::uint8_t> bytes, const Layout& layout) {
    ReadResult result;
    if (auto error =
            checkFileStart(bytes.first(std::min(bytes.size(), kHeaderBytes)), bytes.size())) {
        result.error = std::move(*error);
        return result;
    }
    const Variant variant =
        *variantFromDigits(std::string_view(reinterpret_cast<const char*>(bytes.data()) + 2, 2));
    const std::size_t bodyBytes = bytes.size() - kHeaderBytes - kFooterBytes;
    // B1, B2: the body is kept exactly as the file holds it.
    Board board(variant, bytes[4], bytes[5], layout, bytes.subspan(kHeaderBytes, bodyBytes));
    board.setHeaderBits(static_cast<std::uint16_t>(bytes[6] | (bytes[7] << 8)));
    board.footer() = Footer(std::span<const std::uint8_t, kFooterBytes>(
        bytes.data() + kHeaderBytes + bodyBytes, kFooterBytes));
    result.board = std::move(board);
    return result;
}

std::vector<std::uint8_t> writeBoard(const Board& board) {
    const Variant variant = board.variant();
    std::vector<std::uint8_t> out;
    out.reserve(fileSizeFor(variant, board.width(), board.length()));
    for (const char c : labelOf(variant)) // H1, H2: "GB" and the variant's digits
        out.push_back(static_cast<std::uint8_t>(c));
    out.push_back(static_cast<std::uint8_t>(board.width()));
    out.push_back(static_cast<std::uint8_t>(board.length()));
    out.push_back(static_cast<std::uint8_t>(board.headerBits() & 0xFF));
    out.push_back(static_cast<std::uint8_t>(board.headerBits() >> 8));
    const auto body = board.body();
    out.insert(out.end(), body.begin(), body.end());
    const auto& footer = board.footer().bytes();
    out.insert(out.end(), footer.begin(), footer.end());
    return out;
}

} // namespace gbxx
