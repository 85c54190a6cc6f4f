#pragma once
// The overlays' marks (hatched tiles, glyphs, number chips) are sprites: each is drawn once in
// device pixels and then copied to every tile that shows it. Sprites outlive a frame: making one
// (text layout, pattern fills, antialiasing) costs a hundred copies, and a busy board shows
// hundreds of distinct values in every frame.

#include <QByteArray>
#include <QImage>
#include <QPointF>
#include <QSizeF>
#include <QString>

class QPainter;

namespace gbxx {

// Everything a sprite's pixels depend on, written one value after another.
class SpriteKey {
public:
    explicit SpriteKey(char kind) { bytes_.append(kind); }
    SpriteKey& operator<<(quint64 value) { return append(&value, sizeof value); }
    SpriteKey& operator<<(int value) { return append(&value, sizeof value); }
    SpriteKey& operator<<(double value) { return append(&value, sizeof value); }
    SpriteKey& operator<<(const QString& text) {
        *this << static_cast<int>(text.size());
        return append(text.constData(), static_cast<std::size_t>(text.size()) * sizeof(QChar));
    }
    const QByteArray& bytes() const { return bytes_; }

private:
    SpriteKey& append(const void* data, std::size_t size) {
        bytes_.append(static_cast<const char*>(data), static_cast<qsizetype>(size));
        return *this;
    }
    QByteArray bytes_;
};

// The kept sprite for `key`, or a null image. Shared by every thread that draws (the view's bands,
// pictures and thumbnails), within a few tens of megabytes.
QImage keptSprite(const SpriteKey& key);
void keepSprite(const SpriteKey& key, const QImage& sprite);

template <typename Make> QImage sprite(const SpriteKey& key, Make make) {
    QImage image = keptSprite(key);
    if (image.isNull()) {
        image = make();
        keepSprite(key, image);
    }
    return image;
}

// The painter's device pixels per logical pixel.
qreal deviceRatio(const QPainter& painter);
// A transparent image of `size` logical pixels at `ratio`.
QImage blankSprite(QSizeF size, qreal ratio);
// The pixel `v` falls on, the same wherever the painter's origin is.
double wholePixel(double v);
// `sprite` centred on `at` (device coordinates, the painter untransformed), on whole pixels.
void drawCentred(QPainter& painter, const QImage& sprite, QPointF at);

} // namespace gbxx
