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

std::string withThousands(std::uint64_t n) {
    std::string digits = std::to_string(n);
    for (int pos = static_cast<int>(digits.size()) - 3; pos > 0; pos -= 3)
        digits.insert(static_cast<std::size_t>(pos), ",");
    return digits;
}

std::string bytesWord(std::uint64_t n) {
    return withThousands(n) + (n == 1 ? " byte" : " bytes");
}

// "a 7×5 GB64 board", "an 8×5 GB64 board", "an 11×2 …".
std::string aBoard(int width, int length, Variant variant) {
    const std::string w = std::to_string(width);
    const bool vowelSound = w[0] == '8' || w == "11" || w == "18";
    return std::string(vowelSound ? "an " : "a ") + w + "×" + std::to_string(length) + " GB" +
           std::string(digitsOf(variant)) + " board";
}

} // namespace

std::optional<ReadError> checkFileStart(std::span<const std::uint8_t> first, std::uint64_t fileSize,
                                        SizeKnown known) {
    const std::string size = (known == SizeKnown::AtLeast ? "at least " : "") + bytesWord(fileSize);
    // S3: H1 on the bytes present, then a file shorter than 8 bytes, then H2, H3, S1.
    static constexpr std::uint8_t kMagic[] = {0x47, 0x42};
    for (std::size_t k = 0; k < 2 && k < first.size(); ++k) {
        if (first[k] != kMagic[k]) {
            std::string found = byteText(first[0]);
            if (first.size() > 1)
                found += " " + byteText(first[1]);
            return ReadError{"H1",
                             "not a GameBoardXX file: it starts with " + found + ", not \"GB\""};
        }
    }
    if (fileSize < kHeaderBytes || first.size() < kHeaderBytes)
        return ReadError{"S1", "file is " + size +
                                   "; a GameBoardXX file is at least 137 bytes (an 8-byte "
                                   "header, the tiles and a 128-byte footer)"};
    const char digits[] = {static_cast<char>(first[2]), static_cast<char>(first[3]), 0};
    const auto variant = variantFromDigits(std::string_view(digits, 2));
    if (!variant)
        return ReadError{"H2", "header bytes 2-3 are " + byteText(first[2]) + " " +
                                   byteText(first[3]) +
                                   "; expected the tile size \"08\", \"16\", \"32\" or \"64\""};
    const int width = first[4];
    const int length = first[5];
    if (width == 0 || length == 0)
        return ReadError{"H3", "board is " + std::to_string(width) + "×" + std::to_string(length) +
                                   "; width and length must each be 1 to 255"};
    const std::size_t needed = fileSizeFor(*variant, width, length);
    if (fileSize != needed)
        return ReadError{"S1", "file is " + size + "; " + aBoard(width, length, *variant) +
                                   " needs " + withThousands(needed)};
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
    const std::string_view digits = digitsOf(variant);
    out.push_back(0x47);
    out.push_back(0x42);
    out.push_back(static_cast<std::uint8_t>(digits[0]));
    out.push_back(static_cast<std::uint8_t>(digits[1]));
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
