#pragma once
// The variant's names (gbxx/variant.h) as QStrings, for the Qt programs' texts and file names.

#include "gbxx/variant.h"

#include <QString>

namespace gbxx {

namespace detail {
inline QString latin1Text(std::string_view text) {
    return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
}
} // namespace detail

// "08" …
inline QString variantDigits(Variant v) {
    return detail::latin1Text(digitsOf(v));
}
// "GB08" …
inline QString variantLabel(Variant v) {
    return detail::latin1Text(labelOf(v));
}
// ".gb08" …
inline QString variantExtension(Variant v) {
    return detail::latin1Text(extensionOf(v));
}
// "gb08" …: the name of what is kept once per variant (the stamps' file, settings groups).
inline QString variantStem(Variant v) {
    return variantExtension(v).mid(1);
}

} // namespace gbxx
