#pragma once
// Core strings (std::string_view, UTF-8) as QString.

#include <QString>

#include <string_view>

namespace gbxx {

inline QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace gbxx
