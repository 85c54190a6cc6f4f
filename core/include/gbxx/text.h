#pragma once
// Latin-1 (F2) and UTF-8 conversions.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gbxx {

// Each byte is the code point of one character (ISO/IEC 8859-1).
std::string latin1ToUtf8(std::string_view latin1);
// `c` appended to `out` as UTF-8.
void appendUtf8(std::string& out, char32_t c);
// The code points of `utf8`; nothing when it is not valid UTF-8.
std::optional<std::u32string> decodeUtf8(std::string_view utf8);
// "U+00E9" style name of a code point.
std::string codePointName(char32_t c);

} // namespace gbxx
