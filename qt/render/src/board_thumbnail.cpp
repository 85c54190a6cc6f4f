#include "render/board_thumbnail.h"

#include "render/board_renderer.h"
#include "render/png_writer.h"

#include <QBuffer>

#include <QPainter>

#include <algorithm>

namespace gbxx {
namespace {

// The layer that says most about a board at a glance: the one (other than the outline) set on the
// most tiles; the outline when nothing else is used.
const FieldSpec* telling(const Board& board) {
    const FieldSpec* best = board.field(keys::boundary);
    std::size_t bestCount = 0;
    for (const FieldSpec& field : board.fields()) {
        if (field.key == keys::boundary)
            continue;
        std::size_t count = 0;
        for (TileIndex i = 0; i < board.tileCount(); ++i)
            count += board.get(i, field) != 0;
        if (count > bestCount) {
            best = &field;
            bestCount = count;
        }
    }
    return best;
}

constexpr std::size_t kMostShapes = 4096; // beyond this many tiles, the renderer's image is quicker

} // namespace

QImage boardThumbnail(const Board& board, int side) {
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const Geometry geometry(board);
    const BoardRenderer renderer(board, geometry);
    const Point extent = geometry.extent();
    const double scale = side / std::max(extent.x, extent.y);
    QPainter painter(&image);
    painter.translate((side - extent.x * scale) / 2, (side - extent.y * scale) / 2);
    painter.scale(scale, scale);
    painter.setRenderHint(QPainter::Antialiasing);
    RenderOptions options;
    options.field = telling(board);
    options.grid = true; // the renderer leaves it out below a few pixels per tile
    options.wrapMarks = false;
    options.vectorShapes = board.tileCount() <= kMostShapes;
    renderer.draw(painter, renderer.boardBounds(), scale, options);
    return image;
}

QByteArray boardThumbnailPng(const Board& board, int side) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (writePng(buffer, boardThumbnail(board, side)))
        return {};
    return bytes;
}

} // namespace gbxx
