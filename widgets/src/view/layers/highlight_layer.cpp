#include "widgets/view/layers/highlight_layer.h"

#include <QPainter>
#include <QWidget>

#include <algorithm>

namespace gbxx {

HighlightLayer::HighlightLayer(QWidget* viewport)
    : QObject(viewport)
    , viewport_(viewport) {}

void HighlightLayer::set(std::vector<TileIndex> tiles, const QObject* source) {
    const bool was = !tiles_.empty();
    tiles_ = std::move(tiles);
    source_ = tiles_.empty() ? nullptr : source;
    viewport_->update();
    if (was || !tiles_.empty())
        emit changed(!tiles_.empty());
}

void HighlightLayer::update(const QObject* source, std::vector<TileIndex> tiles) {
    if (!tiles_.empty() && source_ == source)
        set(std::move(tiles), source);
}

void HighlightLayer::paint(QPainter& painter, const QRectF& area, const BoardLook& look) {
    if (tiles_.empty())
        return;
    // At least two pixels wide, wider close up: seen over any tile colour.
    painter.setPen(QPen(QColor(255, 220, 0), std::max(2.0, 0.12 * look.scale) / look.scale));
    outlineTiles(painter, area, look, tiles_);
}

} // namespace gbxx
