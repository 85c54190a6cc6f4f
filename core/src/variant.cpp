#include "gbxx/variant.h"

namespace gbxx {
namespace {

constexpr std::string_view kDigits[] = {"08", "16", "32", "64"};
constexpr std::string_view kExtensions[] = {".gb08", ".gb16", ".gb32", ".gb64"};

} // namespace

std::string_view digitsOf(Variant v) {
    return kDigits[variantIndex(v)];
}

std::optional<Variant> variantFromDigits(std::string_view digits) {
    for (Variant v : kAllVariants)
        if (digitsOf(v) == digits)
            return v;
    return std::nullopt;
}

std::string_view extensionOf(Variant v) {
    return kExtensions[variantIndex(v)];
}

} // namespace gbxx
