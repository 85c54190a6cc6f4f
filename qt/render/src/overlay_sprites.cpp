#include "render/overlay_sprites.h"

#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPaintDevice>
#include <QPainter>

#include <cmath>

namespace gbxx {
namespace {

struct SpriteStore {
    static constexpr qsizetype kBudget = 48 * 1024 * 1024; // bytes of pixels
    QMutex mutex; // bands of one frame are drawn on several threads
    QHash<QByteArray, QImage> sprites;
    qsizetype bytes = 0;
};

SpriteStore& store() {
    static SpriteStore kept;
    return kept;
}

} // namespace

QImage keptSprite(const SpriteKey& key) {
    SpriteStore& kept = store();
    const QMutexLocker lock(&kept.mutex);
    return kept.sprites.value(key.bytes());
}

void keepSprite(const SpriteKey& key, const QImage& sprite) {
    SpriteStore& kept = store();
    const QMutexLocker lock(&kept.mutex);
    // Over the budget, start afresh: the sprites of the frames to come are made again at once.
    if (kept.bytes + sprite.sizeInBytes() > SpriteStore::kBudget) {
        kept.sprites.clear();
        kept.bytes = 0;
    }
    kept.sprites.insert(key.bytes(), sprite);
    kept.bytes += sprite.sizeInBytes();
}

qreal deviceRatio(const QPainter& painter) {
    return painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
}

QImage blankSprite(QSizeF size, qreal ratio) {
    QImage image((size * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    return image;
}

double wholePixel(double v) {
    // Not std::round, which rounds halves away from zero: a band painted with its origin moved
    // must put a sprite on the same pixel as one painter does.
    return std::floor(v + 0.5);
}

void drawCentred(QPainter& painter, const QImage& sprite, QPointF at) {
    const QSizeF size = sprite.deviceIndependentSize();
    painter.drawImage(
        QPointF(wholePixel(at.x() - size.width() / 2), wholePixel(at.y() - size.height() / 2)),
        sprite);
}

} // namespace gbxx
