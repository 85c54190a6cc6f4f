#pragma once
// How the board's grid lines look (Edit ▸ Preferences): a colour with its transparency and a width
// in screen pixels, kept in the settings.

#include <QColor>

namespace gbxx {

struct GridStyle {
    QColor colour = QColor(0, 0, 0, 90);
    int width = 1;

    static constexpr int kMaxWidth = 4;
    static GridStyle saved(); // a broken setting falls back to the default
    void save() const;
    bool operator==(const GridStyle&) const = default;
};

} // namespace gbxx
