#pragma once
// SHA-256 (FIPS 180-4) over bytes. The core has no Qt and no crypto library, and a board patch
// names its base and its result by their SHA-256 (board_patch.h), so the core carries this small
// one. Not constant-time: it hashes public board files, not secrets.

#include <array>
#include <cstdint>
#include <span>
#include <string>

namespace gbxx {

using Sha256 = std::array<std::uint8_t, 32>;

Sha256 sha256(std::span<const std::uint8_t> bytes);

// The same over bytes given in parts, so that a board's file bytes can be hashed from its header,
// body and footer where they are, without copying them into one block first.
class Sha256Hasher {
public:
    void add(std::span<const std::uint8_t> bytes);
    Sha256 finish(); // once; the hasher is spent

private:
    friend Sha256 sha256Portable(std::span<const std::uint8_t> bytes);
    bool portable_ = false;
    std::array<std::uint32_t, 8> state_ = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                           0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    std::array<std::uint8_t, 64> pending_{};
    std::size_t pendingBytes_ = 0;
    std::uint64_t total_ = 0;
};

// The same computed without the processor's SHA extensions, which sha256 uses where it has them:
// for the tests, to check both on one machine.
Sha256 sha256Portable(std::span<const std::uint8_t> bytes);

// The 64 lower-case hexadecimal digits of `hash`, as sha256sum prints them.
std::string hexOf(const Sha256& hash);

} // namespace gbxx
