#include "render/board_renderer.h"
#include "gbxx/layout_mapping.h"

#include "render/board_overlays.h"
#include "render/overlay_sprites.h"
#include "render/tile_colours.h"

#include <QPainter>

#include <algorithm>
#include <bit>
#include <cmath>

namespace gbxx {
namespace {

// Where a tile edge (board units) falls on the device, on a whole pixel: the square runs and the
// grid put their edges alike, so that nothing shows between them.
class PixelEdges {
public:
    explicit PixelEdges(const QTransform& toPixels)
        : toPixels_(toPixels) {}
    double x(double units) const { return wholePixel(toPixels_.map(QPointF(units, 0)).x()); }
    double y(double units) const { return wholePixel(toPixels_.map(QPointF(0, units)).y()); }

private:
    QTransform toPixels_;
};

} // namespace

BoardRenderer::BoardRenderer(const Board& board, const Geometry& geometry)
    : board_(board)
    , geometry_(geometry) {}

QPolygonF BoardRenderer::tilePolygon(int x, int y) const {
    QPolygonF polygon;
    for (int i = 0; i < geometry_.cornerCount(); ++i) {
        const Point p = geometry_.corner(x, y, i);
        polygon << QPointF(p.x, p.y);
    }
    return polygon;
}

QRectF BoardRenderer::tileBounds(int x, int y) const {
    const Box b = geometry_.tileBox(x, y);
    return {b.x, b.y, b.width, b.height};
}

QRectF BoardRenderer::boardBounds() const {
    const Point e = geometry_.extent();
    return {0, 0, e.x, e.y};
}

QRect BoardRenderer::tileRange(const QRectF& area) const {
    const double step = geometry_.hex() ? kHexColumnStep : 1.0;
    const double halfWidth = geometry_.halfTileWidth();
    const double firstCentre = halfWidth;
    const int x0 =
        std::max(0, static_cast<int>(std::floor((area.left() - firstCentre - halfWidth) / step)));
    const int x1 =
        std::min(board_.width(),
                 static_cast<int>(std::ceil((area.right() - firstCentre + halfWidth) / step)) + 1);
    // Odd hex columns reach half a unit further down.
    const int y0 = std::max(0, static_cast<int>(std::floor(area.top() - 1.0)));
    const int y1 = std::min(board_.length(), static_cast<int>(std::ceil(area.bottom())) + 1);
    return {x0, y0, std::max(0, x1 - x0), std::max(0, y1 - y0)};
}

void BoardRenderer::draw(QPainter& painter, const QRectF& area, double scale,
                         const RenderOptions& options, const TileColours* colours) const {
    const QRect range = tileRange(area);
    if (range.isEmpty())
        return;
    // Without a kept cache (a one-off picture), colour the board now.
    std::optional<TileColours> own;
    if (!colours) {
        own.emplace();
        own->rebuild(board_, options);
        colours = &*own;
    }
    if (!colours->isValid())
        return;
    const auto mode = heightModeOf(board_);
    const FieldSpec* field = options.field ? options.field : board_.field(keys::boundary);
    const bool grid = options.grid && scale >= 5.0;
    // Cosmetic: as wide at any zoom (width 0 is Qt's one-pixel line).
    QPen gridPen(options.gridColour, options.gridWidth > 1 ? options.gridWidth : 0);
    gridPen.setCosmetic(true);

    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    if (!geometry_.hex()) {
        // Close up, runs of rectangles: scaling the tile image that far makes Qt's raster engine
        // split the work over threads, which costs more than it saves on a couple of cores.
        if (options.vectorShapes || scale >= kHexShapeScale) {
            drawSquareRuns(painter, range, *colours, options.vectorShapes);
        } else {
            // One pixel per tile, scaled without smoothing: exactly the tiles' squares.
            const QRect source = range;
            painter.drawImage(QRectF(source), colours->tileImage(), QRectF(source));
        }
        if (grid)
            drawSquareGrid(painter, range, gridPen, options.vectorShapes);
    } else if (scale < kHexShapeScale && !options.vectorShapes) {
        // Tiles of a few pixels: one pixel per half row, each column centred on its hexes.
        const QRect source(range.left(), 2 * range.top(), range.width(), 2 * range.height() + 1);
        const QRectF target(kHexRadius - kHexColumnStep / 2 + range.left() * kHexColumnStep,
                            range.top(), range.width() * kHexColumnStep, range.height() + 0.5);
        painter.drawImage(target, colours->halfRowImage(), QRectF(source));
    } else {
        drawHexes(painter, range, scale, grid, gridPen, *colours, options.vectorShapes);
    }
    if (options.composite) {
        BoardOverlays(board_, geometry_).draw(painter, range, scale, options.shown);
    } else if (field) {
        const LayerStyle style(*field, mode);
        if (style.usesFlags() && 0.11 * scale >= 1.5)
            drawBadges(painter, style, range, scale);
    }
    if (options.labels.kind != LabelKind::None) {
        TileLabels labels = options.labels;
        if (!labels.field)
            labels.field = field;
        drawTileLabels(painter, board_, geometry_, range, scale, labels);
    }
    if (options.wrapMarks)
        drawWrapMarks(painter, scale);
    painter.restore();
}

void BoardRenderer::drawSquareRuns(QPainter& painter, const QRect& range,
                                   const TileColours& colours, bool vector) const {
    // One rectangle per run of equal colour along a row keeps a vector picture small. On pixels,
    // the rectangles' edges are put on whole pixels here, as the grid's are: rounded by Qt one
    // rectangle at a time, two runs could leave a pixel of background between them.
    const PixelEdges edges(painter.transform());
    const auto px = [&](int x) { return edges.x(x); };
    const auto py = [&](int y) { return edges.y(y); };
    painter.save();
    if (!vector)
        painter.resetTransform();
    painter.setPen(Qt::NoPen);
    for (int y = range.top(); y <= range.bottom(); ++y) {
        const double top = vector ? y : py(y);
        const double height = vector ? 1 : py(y + 1) - top;
        for (int x = range.left(); x <= range.right();) {
            const QRgb colour = colours.colour(board_.indexOf(x, y));
            int end = x + 1;
            while (end <= range.right() && colours.colour(board_.indexOf(end, y)) == colour)
                ++end;
            const QRectF run =
                vector ? QRectF(x, y, end - x, 1) : QRectF(px(x), top, px(end) - px(x), height);
            painter.fillRect(run, QColor::fromRgb(colour));
            x = end;
        }
    }
    painter.restore();
}

void BoardRenderer::drawSquareGrid(QPainter& painter, const QRect& range, const QPen& pen,
                                   bool vector) const {
    const double x0 = range.left(), x1 = range.right() + 1.0;
    const double y0 = range.top(), y1 = range.bottom() + 1.0;
    if (vector) { // long lines keep a vector picture small
        QVector<QLineF> lines;
        for (int x = range.left(); x <= range.right() + 1; ++x)
            lines.append(QLineF(x, y0, x, y1));
        for (int y = range.top(); y <= range.bottom() + 1; ++y)
            lines.append(QLineF(x0, y, x1, y));
        painter.setPen(pen);
        painter.drawLines(lines);
        return;
    }
    // On pixels, one-pixel rectangles a tile long: Qt's raster engine draws a cosmetic line
    // pixel by pixel and shares any fill taller than about 100 rows out to its thread pool,
    // which made the grid alone cost 30 ms of a 1920×1080 frame (10 µs a tile this way).
    const PixelEdges edges(painter.transform());
    const auto px = [&](double x) { return edges.x(x); };
    const auto py = [&](double y) { return edges.y(y); };
    const QColor colour = pen.color();
    painter.save();
    painter.resetTransform();
    const double left = px(x0), right = px(x1);
    for (int y = range.top(); y <= range.bottom() + 1; ++y) {
        const double top = py(y);
        painter.fillRect(QRectF(left, top, right - left, 1), colour);
        if (y > range.bottom())
            break;
        const double height = py(y + 1) - top;
        for (int x = range.left(); x <= range.right() + 1; ++x)
            painter.fillRect(QRectF(px(x), top + 1, 1, height - 1), colour);
    }
    painter.restore();
}

void BoardRenderer::drawHexes(QPainter& painter, const QRect& range, double scale, bool grid,
                              const QPen& gridPen, const TileColours& colours, bool smooth) const {
    // The visible tiles sorted by colour, drawn a colour at a time. Antialiasing costs more than it
    // shows when thousands of hexes are on screen, that is below some 48 pixels a tile. Decided by
    // the scale alone: a view painted in bands must decide alike in every band.
    std::vector<std::pair<QRgb, TileIndex>> tiles;
    tiles.reserve(static_cast<std::size_t>(range.width()) *
                  static_cast<std::size_t>(range.height()));
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const TileIndex i = board_.indexOf(x, y);
            tiles.emplace_back(colours.colour(i), i);
        }
    std::sort(tiles.begin(), tiles.end());
    // Pictures (smooth) are drawn once, so they can afford it at any size.
    painter.setRenderHint(QPainter::Antialiasing, smooth || scale >= kSmoothHexScale);
    const int w = board_.width();
    const auto hexAt = [&](TileIndex tile, QPointF(&corners)[6]) {
        const int x = static_cast<int>(tile) % w;
        const int y = static_cast<int>(tile) / w;
        for (int c = 0; c < 6; ++c) {
            const Point p = geometry_.corner(x, y, c);
            corners[c] = QPointF(p.x, p.y);
        }
    };
    // Fills first, then the grid over all of them: a hex filled after its neighbour would cover
    // half of the line they share, and a wide grid line (Preferences) would look thin.
    painter.setPen(Qt::NoPen);
    QPointF corners[6];
    for (std::size_t k = 0; k < tiles.size();) {
        const QRgb colour = tiles[k].first;
        painter.setBrush(QColor::fromRgb(colour));
        for (; k < tiles.size() && tiles[k].first == colour; ++k) {
            hexAt(tiles[k].second, corners);
            painter.drawConvexPolygon(corners, 6);
        }
    }
    if (!grid)
        return;
    painter.setPen(gridPen);
    painter.setBrush(Qt::NoBrush);
    for (const auto& [colour, tile] : tiles) {
        hexAt(tile, corners);
        painter.drawPolygon(corners, 6);
    }
}

void BoardRenderer::drawBadges(QPainter& painter, const LayerStyle& style, const QRect& range,
                               double scale) const {
    // A tile with several flags gets one dot per flag around its centre (a single flag is the
    // tile's colour already). Dots of one flag are drawn together.
    const FieldSpec& field = style.field();
    const int bits = field.bitCount;
    const double radius = 0.11;
    painter.setPen(Qt::NoPen);
    painter.setRenderHint(QPainter::Antialiasing, scale >= kSmoothHexScale);
    for (int bit = 0; bit < bits; ++bit) {
        const double angle = 2.0 * M_PI * bit / bits - M_PI / 2;
        const QPointF offset(0.28 * std::cos(angle), 0.28 * std::sin(angle));
        painter.setBrush(style.flagColor(bit));
        for (int y = range.top(); y <= range.bottom(); ++y)
            for (int x = range.left(); x <= range.right(); ++x) {
                const std::uint64_t value = field.read(board_.tile(board_.indexOf(x, y)));
                if (!((value >> bit) & 1) || std::popcount(value) < 2)
                    continue;
                const Point c = geometry_.centre(x, y);
                painter.drawEllipse(QPointF(c.x, c.y) + offset, radius, radius);
            }
    }
}

void BoardRenderer::drawWrapMarks(QPainter& painter, double scale) const {
    if (!geometry_.widthSeamJoined() && !geometry_.lengthSeamJoined())
        return;
    QPen pen(QColor(0x40, 0xc0, 0xff), std::max(2.0, 0.08 * scale) / scale, Qt::DashLine);
    pen.setCosmetic(false);
    painter.setPen(pen);
    const QRectF b = boardBounds();
    if (geometry_.widthSeamJoined()) {
        painter.drawLine(QPointF(b.left(), b.top()), QPointF(b.left(), b.bottom()));
        painter.drawLine(QPointF(b.right(), b.top()), QPointF(b.right(), b.bottom()));
    }
    if (geometry_.lengthSeamJoined()) {
        painter.drawLine(QPointF(b.left(), b.top()), QPointF(b.right(), b.top()));
        painter.drawLine(QPointF(b.left(), b.bottom()), QPointF(b.right(), b.bottom()));
    }
}

} // namespace gbxx
