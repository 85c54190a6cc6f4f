#include "editor/view/grid_style.h"

#include <QSettings>

namespace gbxx {
namespace {

const QString kColourKey = QStringLiteral("view/gridColour");
const QString kWidthKey = QStringLiteral("view/gridWidth");

} // namespace

GridStyle GridStyle::saved() {
    GridStyle style;
    const QSettings settings;
    const QColor colour(settings.value(kColourKey).toString());
    if (colour.isValid())
        style.colour = colour;
    bool ok = false;
    const int width = settings.value(kWidthKey).toInt(&ok);
    if (ok && width >= 1 && width <= kMaxWidth)
        style.width = width;
    return style;
}

void GridStyle::save() const {
    QSettings settings;
    if (*this == GridStyle()) {
        settings.remove(kColourKey);
        settings.remove(kWidthKey);
        return;
    }
    settings.setValue(kColourKey, colour.name(QColor::HexArgb));
    settings.setValue(kWidthKey, width);
}

} // namespace gbxx
