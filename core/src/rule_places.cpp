#include "rule_places.h"

#include <array>
#include <cstdio>

namespace gbxx::rule_places {

std::string shownText(std::string_view text, std::size_t limit) {
    std::string out;
    std::size_t characters = 0;
    for (const char byte : text) {
        const auto c = static_cast<unsigned char>(byte);
        if ((c & 0xC0) != 0x80 && characters++ == limit)
            return out + "…";
        if (c < 0x20 || c == 0x7F) {
            std::array<char, 5> escaped{};
            std::snprintf(escaped.data(), escaped.size(), "\\x%02x", c);
            out += escaped.data();
        } else {
            out.push_back(byte);
        }
    }
    return out;
}

Message rule(std::size_t number, const std::string* name) {
    if (!name)
        return Message{"rules.rule", {std::to_string(number)}};
    return Message{"rules.namedRule", {std::to_string(number), shownText(*name)}};
}

Message where(std::size_t number, const std::string& name) {
    return Message{"rules.where", {std::to_string(number), shownText(name)}};
}

Message operation(std::size_t number, const std::string& name, std::size_t operation) {
    return Message{"rules.operation",
                   {std::to_string(number), shownText(name), std::to_string(operation)}};
}

} // namespace gbxx::rule_places
