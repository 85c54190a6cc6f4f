#pragma once
// A layout is one revision's reading of the header modifiers (bytes 6-7) and its four tile tables
// (spec "Tile layouts", section L). Layouts are constant data.

#include "gbxx/field.h"
#include "gbxx/variant.h"

#include <array>
#include <span>
#include <string_view>

namespace gbxx {

struct LayoutMapping;

struct Layout {
    std::string_view name; // "2023-09", "2023-09-10", "draft-2023-09-06"
    // Header bytes 6 and 7 read as one 16-bit value (byte 6 = bits 0-7), so a FieldSpec's `byte`
    // is 0 for header byte 6 and 1 for header byte 7.
    std::span<const FieldSpec> header;
    std::array<std::span<const FieldSpec>, 4> tiles; // by variantIndex()
    // How this layout's boards become today's (section L, layout_mapping.h); null for today's.
    // A board of an older layout is read, shown and dumped in its own fields, and converted to
    // today's layout before it is written (L3).
    const LayoutMapping* mapping;

    std::span<const FieldSpec> tileFields(Variant v) const { return tiles[variantIndex(v)]; }
    const FieldSpec* tileField(Variant v, std::string_view key) const {
        return findField(tileFields(v), key);
    }
    const FieldSpec* headerField(std::string_view key) const { return findField(header, key); }
    bool isDefault() const;
};

// The default layout, `2023-09` (spec up to section L).
const Layout& defaultLayout();
// Every layout the library knows, the default first: 2023-09, 2023-09-10, draft-2023-09-06.
std::span<const Layout* const> allLayouts();
// The layout called `name`, or nullptr.
const Layout* findLayout(std::string_view name);

} // namespace gbxx
