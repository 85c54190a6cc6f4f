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

// The 64 lower-case hexadecimal digits of `hash`, as sha256sum prints them.
std::string hexOf(const Sha256& hash);

} // namespace gbxx
