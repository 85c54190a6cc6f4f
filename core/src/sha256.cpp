#include "gbxx/sha256.h"

#include <algorithm>
#include <bit>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define GBXX_SHA_NI 1
#endif

namespace gbxx {
namespace {

alignas(16) constexpr std::uint32_t kRound[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

void compressPortable(std::array<std::uint32_t, 8>& state, const std::uint8_t* data,
                      std::size_t blocks) {
    for (; blocks > 0; --blocks, data += 64) {
        std::uint32_t w[64];
        for (int i = 0; i < 16; ++i)
            w[i] = std::uint32_t{data[4 * i]} << 24 | std::uint32_t{data[4 * i + 1]} << 16 |
                   std::uint32_t{data[4 * i + 2]} << 8 | std::uint32_t{data[4 * i + 3]};
        for (int i = 16; i < 64; ++i) {
            const std::uint32_t s0 =
                std::rotr(w[i - 15], 7) ^ std::rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            const std::uint32_t s1 =
                std::rotr(w[i - 2], 17) ^ std::rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        std::uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        std::uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int i = 0; i < 64; ++i) {
            const std::uint32_t t1 = h + (std::rotr(e, 6) ^ std::rotr(e, 11) ^ std::rotr(e, 25)) +
                                     ((e & f) ^ (~e & g)) + kRound[i] + w[i];
            const std::uint32_t t2 = (std::rotr(a, 2) ^ std::rotr(a, 13) ^ std::rotr(a, 22)) +
                                     ((a & b) ^ (a & c) ^ (b & c));
            h = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        state[0] += a;
        state[1] += b;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }
}

#ifdef GBXX_SHA_NI
// The SHA extensions (Intel since Goldmont/Ice Lake, AMD since Zen) do two rounds an instruction:
// a 520 KB board hashes about six times faster, which is what keeps makePatch of the largest board
// near a millisecond (docs/performance.md). The state is kept as ABEF and CDGH, as they want it.
__attribute__((target("sha,sse4.1"))) void
compressShaNi(std::array<std::uint32_t, 8>& state, const std::uint8_t* data, std::size_t blocks) {
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&state[0]));
    __m128i state1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&state[4]));
    tmp = _mm_shuffle_epi32(tmp, 0xB1);               // CDAB
    state1 = _mm_shuffle_epi32(state1, 0x1B);         // EFGH
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8); // ABEF
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);      // CDGH
    for (; blocks > 0; --blocks, data += 64) {
        const __m128i abef = state0, cdgh = state1;
        __m128i w[4];
        for (int g = 0; g < 16; ++g) {
            __m128i& m = w[g % 4];
            if (g < 4)
                m = _mm_shuffle_epi8(
                    _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + 16 * g)), byteSwap);
            else // W[4g..4g+3] from the four groups before
                m = _mm_sha256msg2_epu32(
                    _mm_add_epi32(_mm_sha256msg1_epu32(m, w[(g + 1) % 4]),
                                  _mm_alignr_epi8(w[(g + 3) % 4], w[(g + 2) % 4], 4)),
                    w[(g + 3) % 4]);
            __m128i k =
                _mm_add_epi32(m, _mm_load_si128(reinterpret_cast<const __m128i*>(&kRound[4 * g])));
            state1 = _mm_sha256rnds2_epu32(state1, state0, k);
            k = _mm_shuffle_epi32(k, 0x0E);
            state0 = _mm_sha256rnds2_epu32(state0, state1, k);
        }
        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
    }
    tmp = _mm_shuffle_epi32(state0, 0x1B);       // FEBA
    state1 = _mm_shuffle_epi32(state1, 0xB1);    // DCHG
    state0 = _mm_blend_epi16(tmp, state1, 0xF0); // DCBA
    state1 = _mm_alignr_epi8(state1, tmp, 8);    // HGFE
    _mm_storeu_si128(reinterpret_cast<__m128i*>(&state[0]), state0);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(&state[4]), state1);
}

bool haveShaNi() {
    static const bool have = __builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1");
    return have;
}
#endif

void compress(std::array<std::uint32_t, 8>& state, const std::uint8_t* data, std::size_t blocks,
              bool portable) {
#ifdef GBXX_SHA_NI
    if (!portable && haveShaNi())
        return compressShaNi(state, data, blocks);
#endif
    compressPortable(state, data, blocks);
}

} // namespace

void Sha256Hasher::add(std::span<const std::uint8_t> bytes) {
    total_ += bytes.size();
    if (pendingBytes_ > 0) {
        const std::size_t n = std::min(bytes.size(), 64 - pendingBytes_);
        std::copy_n(bytes.begin(), n, pending_.begin() + pendingBytes_);
        pendingBytes_ += n;
        bytes = bytes.subspan(n);
        if (pendingBytes_ < 64)
            return;
        compress(state_, pending_.data(), 1, portable_);
        pendingBytes_ = 0;
    }
    const std::size_t blocks = bytes.size() / 64;
    if (blocks > 0)
        compress(state_, bytes.data(), blocks, portable_);
    bytes = bytes.subspan(blocks * 64);
    std::copy(bytes.begin(), bytes.end(), pending_.begin());
    pendingBytes_ = bytes.size();
}

Sha256 Sha256Hasher::finish() {
    // The last bytes, a 1 bit, zeros and the length in bits: one or two blocks.
    std::uint8_t tail[128] = {};
    std::copy_n(pending_.begin(), pendingBytes_, tail);
    tail[pendingBytes_] = 0x80;
    const std::size_t tailSize = pendingBytes_ < 56 ? 64 : 128;
    const std::uint64_t bits = total_ * 8;
    for (int k = 0; k < 8; ++k)
        tail[tailSize - 1 - k] = static_cast<std::uint8_t>(bits >> (8 * k));
    compress(state_, tail, tailSize / 64, portable_);
    Sha256 hash;
    for (int i = 0; i < 8; ++i)
        for (int k = 0; k < 4; ++k)
            hash[4 * i + k] = static_cast<std::uint8_t>(state_[i] >> (24 - 8 * k));
    return hash;
}

Sha256 sha256(std::span<const std::uint8_t> bytes) {
    Sha256Hasher hasher;
    hasher.add(bytes);
    return hasher.finish();
}

Sha256 sha256Portable(std::span<const std::uint8_t> bytes) {
    Sha256Hasher hasher;
    hasher.portable_ = true;
    hasher.add(bytes);
    return hasher.finish();
}

std::string hexOf(const Sha256& hash) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    out.reserve(64);
    for (std::uint8_t b : hash) {
        out.push_back(kDigits[b >> 4]);
        out.push_back(kDigits[b & 15]);
    }
    return out;
}

} // namespace gbxx
