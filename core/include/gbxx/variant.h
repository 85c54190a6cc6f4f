#pragma once
// The four tile sizes of GameBoardXX (spec "File", H2).

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace gbxx {

enum class Variant : std::uint8_t { GB08 = 8, GB16 = 16, GB32 = 32, GB64 = 64 };

inline constexpr std::array<Variant, 4> kAllVariants{Variant::GB08, Variant::GB16, Variant::GB32,
                                                     Variant::GB64};

constexpr unsigned bitsOf(Variant v) {
    return static_cast<unsigned>(v);
}
constexpr std::size_t tileBytes(Variant v) {
    return bitsOf(v) / 8;
}
// 0..3, for tables indexed by variant.
constexpr std::size_t variantIndex(Variant v) {
    switch (v) {
    case Variant::GB08:
        return 0;
    case Variant::GB16:
        return 1;
    case Variant::GB32:
        return 2;
    case Variant::GB64:
        return 3;
    }
    return 0;
}
constexpr std::uint64_t tileValueMask(Variant v) {
    return bitsOf(v) == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bitsOf(v)) - 1;
}

// The variant's names, all from one table: every program, message and file name spells a
// variant through these.
// "08", "16", "32", "64": the header digits (H2), also the `--to` argument.
std::string_view digitsOf(Variant v);
// "GB08" …: the file's first four bytes (H2), and how texts name the variant.
std::string_view labelOf(Variant v);
// ".gb08" … (S2: written in lower case).
std::string_view extensionOf(Variant v);
// The variant for "08", "16", "32" or "64"; nothing for anything else.
std::optional<Variant> variantFromDigits(std::string_view digits);
// The variant of 8, 16, 32 or 64 bits; nothing for any other number (one read from a file).
std::optional<Variant> variantFromBits(long long bits);

} // namespace gbxx
