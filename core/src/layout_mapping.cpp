#include "gbxx/layout_mapping.h"

#include "gbxx/board.h"
#include "gbxx/layout.h"

namespace gbxx {

bool TileFieldMapping::loses(std::uint64_t value) const {
    switch (report) {
    case Report::Never:
        return false;
    case Report::NonZero:
        return value != 0;
    case Report::NoPlace:
        break;
    }
    if (kind == Kind::Values)
        return value != 0 && (value >= places.size() || places[value] < 0);
    for (std::size_t bit = 0; value >> bit != 0; ++bit)
        if (((value >> bit) & 1) && (bit >= places.size() || places[bit] < 0))
            return true;
    return false;
}

MappedHeader mapHeader(const Layout& older, Variant variant, std::uint16_t headerBits) {
    if (!older.mapping)
        return {headerBits, {}};
    const LayoutMapping& mapping = *older.mapping;
    const Layout& today = defaultLayout();
    MappedHeader out;
    if (const FieldSpec* mode = today.headerField(keys::heightMode))
        out.bits = static_cast<std::uint16_t>(mode->write(
            out.bits, static_cast<std::uint64_t>(mapping.heightMode[variantIndex(variant)])));
    for (const HeaderFieldMapping& rule : mapping.header) {
        const FieldSpec* source = older.headerField(rule.key);
        if (!source || source->read(headerBits) == 0)
            continue;
        const FieldSpec* target = rule.target.empty() ? nullptr : today.headerField(rule.target);
        if (target && target->read(out.bits) == 0) {
            out.bits = static_cast<std::uint16_t>(target->write(out.bits, rule.value));
            continue;
        }
        if (rule.reported) // no place, or its place was taken by an earlier rule (L3 wraps)
            out.lost.push_back(rule.key);
    }
    return out;
}

} // namespace gbxx
