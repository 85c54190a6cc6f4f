#include "gbxx/variant.h"

namespace gbxx {

std::string_view digitsOf(Variant v)
{
    switch (v) {
    case Variant::GB08: return "08";
    case Variant::GB16: return "16";
    case Variant::GB32: return "32";
    case Variant::GB64: return "64";
    }
    return "64";
}

std::optional<Variant> variantFromDigits(std::string_view digits)
{
    for (Variant v : kAllVariants)
        if (digitsOf(v) == digits)
            return v;
    return std::nullopt;
}

std::string_view extensionOf(Variant v)
{
    switch (v) {
    case Variant::GB08: return ".gb08";
    case Variant::GB16: return ".gb16";
    case Variant::GB32: return ".gb32";
    case Variant::GB64: return ".gb64";
    }
    return ".gb64";
}

} // namespace gbxx
