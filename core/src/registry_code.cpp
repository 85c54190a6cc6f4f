#include "gbxx/registry_code.h"

#include <array>

namespace gbxx {
namespace {

// The scramble works on a sequence number split into a high part (the first two base-30 digits)
// and a low part (the last three) and adds to each, in turn, a hash of the other: each step is
// undone by subtracting the same hash, so the whole is a bijection on [0, 30^5) whatever the hash.
// Four rounds spread a change of the low digit over all five.
constexpr std::uint64_t kLowSize = 30 * 30 * 30;
constexpr std::uint64_t kHighSize = kRegistryCodeCount / kLowSize;
// Fixed for ever (see the header); any values would do.
constexpr std::array<std::uint64_t, 4> kRoundKeys{0x6a09e667f3bcc908, 0xbb67ae8584caa73b,
                                                  0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1};

// splitmix64's finaliser: every input bit moves about half the output bits.
std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
    z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
    return z ^ (z >> 31);
}

std::uint64_t roundHash(std::uint64_t half, std::size_t round) {
    return mix(half ^ kRoundKeys[round]);
}

// Every round's hash of every half, reduced to what it is added to: the scramble then costs a few
// look-ups instead of eight hashes in a row (a third of the time over all codes). Made on first
// use, so a program that never asks for a code never fills its 220 KB.
struct RoundTables {
    // From the high part, added to the low one, and the other way round.
    std::array<std::array<std::uint16_t, kHighSize>, kRoundKeys.size()> ofHigh;
    std::array<std::array<std::uint16_t, kLowSize>, kRoundKeys.size()> ofLow;
};

const RoundTables& roundTables() {
    static const RoundTables tables = [] {
        RoundTables t;
        for (std::size_t round = 0; round < kRoundKeys.size(); ++round) {
            for (std::uint64_t high = 0; high < kHighSize; ++high)
                t.ofHigh[round][high] =
                    static_cast<std::uint16_t>(roundHash(high, round) % kLowSize);
            for (std::uint64_t low = 0; low < kLowSize; ++low)
                t.ofLow[round][low] = static_cast<std::uint16_t>(roundHash(low, round) % kHighSize);
        }
        return t;
    }();
    return tables;
}

// a + b and a - b modulo m, for a, b < m.
std::uint64_t addMod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
    return a + b >= m ? a + b - m : a + b;
}

std::uint64_t subtractMod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
    return a >= b ? a - b : a + m - b;
}

std::uint64_t scramble(std::uint64_t n) {
    const RoundTables& t = roundTables();
    std::uint64_t high = n / kLowSize, low = n % kLowSize;
    for (std::size_t round = 0; round < kRoundKeys.size(); ++round) {
        low = addMod(low, t.ofHigh[round][high], kLowSize);
        high = addMod(high, t.ofLow[round][low], kHighSize);
    }
    return high * kLowSize + low;
}

std::uint64_t unscramble(std::uint64_t m) {
    const RoundTables& t = roundTables();
    std::uint64_t high = m / kLowSize, low = m % kLowSize;
    for (std::size_t round = kRoundKeys.size(); round-- > 0;) {
        high = subtractMod(high, t.ofLow[round][low], kHighSize);
        low = subtractMod(low, t.ofHigh[round][high], kLowSize);
    }
    return high * kLowSize + low;
}

// Only ASCII letters have a case in a code: é or ß never make one.
char upperAscii(char c) {
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}

constexpr std::uint8_t kNotADigit = 0xFF;

// Each byte's digit in the alphabet, either case, or kNotADigit: parsing looks up, never searches.
constexpr std::array<std::uint8_t, 256> kDigits = [] {
    std::array<std::uint8_t, 256> digits{};
    digits.fill(kNotADigit);
    for (std::size_t i = 0; i < kRegistryAlphabet.size(); ++i) {
        const char c = kRegistryAlphabet[i];
        digits[static_cast<unsigned char>(c)] = static_cast<std::uint8_t>(i);
        if (c >= 'A' && c <= 'Z')
            digits[static_cast<unsigned char>(c - 'A' + 'a')] = static_cast<std::uint8_t>(i);
    }
    return digits;
}();

std::uint8_t digitOf(char c) {
    return kDigits[static_cast<unsigned char>(c)];
}

} // namespace

std::optional<std::string> codeForSequence(std::uint64_t n) {
    if (n >= kRegistryCodeCount)
        return std::nullopt;
    std::uint64_t place = scramble(n);
    std::string code(kRegistryCodeLength, '0');
    for (std::size_t i = kRegistryCodeLength; i-- > 0; place /= kRegistryAlphabet.size())
        code[i] = kRegistryAlphabet[place % kRegistryAlphabet.size()];
    return code;
}

std::optional<std::uint64_t> sequenceOfCode(std::string_view code) {
    if (code.size() != kRegistryCodeLength)
        return std::nullopt;
    std::uint64_t place = 0;
    for (char c : code) {
        const std::uint8_t digit = digitOf(c);
        if (digit == kNotADigit)
            return std::nullopt;
        place = place * kRegistryAlphabet.size() + digit;
    }
    return unscramble(place);
}

std::optional<std::string> canonicalCode(std::string_view latin1) {
    if (latin1.size() != kRegistryCodeLength)
        return std::nullopt;
    std::string code;
    for (char c : latin1) {
        const char upper = upperAscii(c);
        if (!((upper >= 'A' && upper <= 'Z') || (upper >= '0' && upper <= '9')))
            return std::nullopt;
        code.push_back(upper);
    }
    return code;
}

CodeKind classifyCode(std::string_view latin1) {
    if (latin1.empty())
        return CodeKind::None;
    const std::optional<std::string> code = canonicalCode(latin1);
    if (!code)
        return CodeKind::Invalid;
    for (char c : *code) {
        if (digitOf(c) == kNotADigit)
            return CodeKind::Claimable;
    }
    return CodeKind::Registry;
}

} // namespace gbxx
