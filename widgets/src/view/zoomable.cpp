#include "widgets/view/zoomable.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace gbxx {

Zoomable::Zoomable(QObject* parent)
    : QObject(parent) {}

void Zoomable::setScale(double scale, std::optional<QPointF> focus) {
    fitted_ = false;
    applyScale(scale, focus);
}

void Zoomable::applyScale(double scale, std::optional<QPointF> focus) {
    scale = std::clamp(scale, kMin, kMax);
    if (scale == scale_)
        return;
    const double previous = std::exchange(scale_, scale);
    emit scaleChanged(scale_, previous, focus);
}

void Zoomable::zoomIn() {
    setScale(scale_ * kStep);
}

void Zoomable::zoomOut() {
    setScale(scale_ / kStep);
}

void Zoomable::resetZoom() {
    setScale(kActualSize);
}

void Zoomable::handleWheelDelta(int angleDelta, QPointF focus) {
    setScale(scale_ * std::pow(kStep, angleDelta / 120.0), focus);
}

void Zoomable::fitToWindow() {
    fitted_ = true;
    emit fitRequested();
}

void Zoomable::fit(QSizeF extent, QSizeF area, double margin) {
    fitted_ = true;
    const double zx = (area.width() - 2 * margin) / extent.width();
    const double zy = (area.height() - 2 * margin) / extent.height();
    // Never below the least scale, even for a board with no extent (no ratio to take).
    applyScale(std::max(kMin, std::min(zx, zy)), std::nullopt);
}

} // namespace gbxx
