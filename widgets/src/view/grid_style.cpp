#include "widgets/view/grid_style.h"

#include "widgets/settings/app_settings.h"

namespace gbxx {

GridStyle GridStyle::saved() {
    GridStyle style;
    style.colour = AppSettings::gridColour().value_or(style.colour);
    const std::optional<int> width = AppSettings::gridWidth();
    if (width && *width >= 1 && *width <= kMaxWidth)
        style.width = *width;
    return style;
}

void GridStyle::save() const {
    if (*this == GridStyle())
        AppSettings::forgetGridStyle();
    else
        AppSettings::setGridStyle(colour, width);
}

} // namespace gbxx
