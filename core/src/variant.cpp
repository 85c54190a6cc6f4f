#include "gbxx/variant.h"

namespace gbxx {
namespace {

struct VariantNames {
    std::string_view label;
    std::string_view extension;
};

constexpr VariantNames kNames[] = {
    {"GB08", ".gb08"}, {"GB16", ".gb16"}, {"GB32", ".gb32"}, {"GB64", ".gb64"}};

} // namespace

std::string_view digitsOf(Variant v) {
    return labelOf(v).substr(2);
}

std::string_view labelOf(Variant v) {
    return kNames[variantIndex(v)].label;
}

std::string_view extensionOf(Variant v) {
    return kNames[variantIndex(v)].extension;
}

std::optional<Variant> variantFromDigits(std::string_view digits) {
    for (Variant v : kAllVariants)
        if (digitsOf(v) == digits)
            return v;
    return std::nullopt;
}

std::optional<Variant> variantFromBits(long long bits) {
    for (Variant v : kAllVariants)
        if (bitsOf(v) == bits)
            return v;
    return std::nullopt;
}

} // namespace gbxx
