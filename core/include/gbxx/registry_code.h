#pragma once
// The public registry's board codes (issue 34, item 2): five characters from an alphabet without
// vowels, handed out from a sequence through a reversible scramble, and what a footer's own code
// (bytes 3-7, spec F1) means when a board is published. docs/registry-codes.md says why.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gbxx {

// No vowels (no words are spelled) and no Z (it reads as 2). Upper case is the written form.
inline constexpr std::string_view kRegistryAlphabet = "0123456789BCDFGHJKLMNPQRSTVWXY";
inline constexpr std::size_t kRegistryCodeLength = 5;
inline constexpr std::uint64_t kRegistryCodeCount = 30ull * 30 * 30 * 30 * 30; // 24,300,000

// The code of sequence number `n`: a bijection from 0 … kRegistryCodeCount-1 onto all registry
// codes, scrambled so that neighbouring numbers give unrelated-looking codes. Nothing for n out of
// range. The scramble is fixed for ever: a registry that changed it would hand out codes it already
// gave (tst_registry_code pins some values).
std::optional<std::string> codeForSequence(std::uint64_t n);

// The inverse of codeForSequence, ignoring case; nothing for anything but exactly five alphabet
// characters.
std::optional<std::uint64_t> sequenceOfCode(std::string_view code);

// What a footer's code (its Latin-1 text, spec F2) asks of the registry when the board is
// published.
enum class CodeKind {
    None,      // empty: the registry assigns the next code from its sequence
    Registry,  // five alphabet characters: a code of the sequence, held already or free to claim
    Claimable, // five of A-Z 0-9 with a vowel or Z: never assigned, free to claim by the first
               // publisher
    Invalid,   // anything else: not a registry code
};

// Lower case a-z counts as its upper case: codes are looked up ignoring case, so "bcd12" and
// "BCD12" can only ever name one board; refusing the first would refuse a code that is
// unambiguous. Other Latin-1 letters (é, ß …) are never codes.
//
// A Registry code is claimable as well when no account holds it: the allocator must then skip its
// sequence number (sequenceOfCode), which is why the two kinds are told apart. A Claimable code
// lies outside the sequence and can only collide with another claim.
CodeKind classifyCode(std::string_view latin1);

// The written form (upper case) of a Registry or Claimable code, as the registry stores it in
// footer bytes 3-7; nothing for None and Invalid.
std::optional<std::string> canonicalCode(std::string_view latin1);

} // namespace gbxx
