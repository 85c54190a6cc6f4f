#include "gbxx/layout.h"

#include "layout_names.h"
#include "layout_tables.h"

#include <array>

namespace gbxx {

const FieldSpec* findField(std::span<const FieldSpec> fields, std::string_view key) {
    for (const FieldSpec& f : fields)
        if (f.key == key)
            return &f;
    return nullptr;
}

std::string_view shortName(std::string_view name) {
    for (const auto& [full, brief] : layout_names::kShortNames)
        if (full == name && !name.empty())
            return brief;
    return {};
}

std::span<const std::pair<std::string_view, std::string_view>> shortNames() {
    return layout_names::kShortNames;
}

const Layout& defaultLayout() {
    return layout2023_09();
}

std::span<const Layout* const> allLayouts() {
    static const std::array<const Layout*, 3> layouts{&layout2023_09(), &layout2023_09_10(),
                                                      &layoutDraft2023_09_06()};
    return layouts;
}

const Layout* findLayout(std::string_view name) {
    for (const Layout* layout : allLayouts())
        if (layout->name == name)
            return layout;
    return nullptr;
}

bool Layout::isDefault() const {
    return this == &defaultLayout();
}

} // namespace gbxx
