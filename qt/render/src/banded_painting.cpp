#include "render/banded_painting.h"

#include <QImage>
#include <QPaintDevice>
#include <QPainter>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <vector>

namespace gbxx {
namespace {

// Its own pool: painting must not wait behind background work queued on the global one.
QThreadPool& bandPool() {
    static QThreadPool* pool = [] {
        auto* created = new QThreadPool;
        created->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
        created->setExpiryTimeout(-1); // threads stay: a frame should not wait for one to start
        return created;
    }();
    return *pool;
}

// Below this many pixels the threads' start-up and the copies cost more than they save.
constexpr qint64 kMinimumArea = 256 * 256;

} // namespace

void paintInBands(QPainter& target, const QRect& area, int margin,
                  const std::function<void(QPainter&, const QRect&)>& paint) {
    const int threads = std::min(QThread::idealThreadCount(), 8);
    if (threads < 2 || qint64(area.width()) * area.height() < kMinimumArea) {
        target.save();
        target.setClipRect(area, Qt::IntersectClip);
        paint(target, area);
        target.restore();
        return;
    }
    const qreal ratio = target.device() ? target.device()->devicePixelRatioF() : 1.0;
    std::vector<QRect> bands;   // what each band gives
    std::vector<QRect> painted; // and the rows it paints for that
    for (int i = 0; i < threads; ++i) {
        const int top = area.top() + area.height() * i / threads;
        const int bottom = area.top() + area.height() * (i + 1) / threads;
        bands.emplace_back(area.left(), top, area.width(), bottom - top);
        painted.push_back(bands.back().adjusted(0, -margin, 0, margin) & area);
    }
    // The band images are kept from frame to frame: allocating megabytes every frame costs more
    // than painting a fitted board.
    thread_local std::vector<QImage> keptImages;
    std::vector<QImage>& images = keptImages; // the workers reach the caller's, not their own
    images.resize(std::max(images.size(), bands.size()));
    for (std::size_t i = 0; i < bands.size(); ++i) {
        const QSize size = painted[i].size() * ratio;
        if (images[i].size() != size || images[i].devicePixelRatio() != ratio) {
            images[i] = QImage(size, QImage::Format_ARGB32_Premultiplied);
            images[i].setDevicePixelRatio(ratio);
        }
    }
    const QFont font = target.font();
    const auto paintBand = [&](std::size_t i) {
        QImage& image = images[i];
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setFont(font);
        painter.translate(-painted[i].topLeft());
        paint(painter, painted[i]);
    };
    QSemaphore done;
    for (std::size_t i = 1; i < bands.size(); ++i)
        bandPool().start([&, i] {
            paintBand(i);
            done.release();
        });
    paintBand(0);
    done.acquire(static_cast<int>(bands.size()) - 1);
    for (std::size_t i = 0; i < bands.size(); ++i)
        target.drawImage(bands[i], images[i],
                         QRectF(bands[i].translated(-painted[i].topLeft()).topLeft() * ratio,
                                QSizeF(bands[i].size()) * ratio));
}

} // namespace gbxx
