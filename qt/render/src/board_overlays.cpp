#include "render/board_overlays.h"

#include "render/layer_style.h"
#include "render/overlay_sprites.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>

namespace gbxx {
namespace {

// One colour's share of what a channel draws, collected before drawing so that the painter
// changes pens and brushes once per colour rather than once per tile.
template <typename Item> using ByColour = std::map<QRgb, QVector<Item>>;

QColor opaque(QColor colour) {
    colour.setAlpha(255);
    return colour;
}

// The colours a value shows in the overlay channels: one per set flag for flag fields (with the
// flag's bit), the value's own otherwise.
template <typename Visit>
void forEachColour(const LayerStyle& style, std::uint64_t value, Visit visit) {
    if (value == 0)
        return;
    if (style.usesFlags()) {
        int rank = 0;
        for (std::uint64_t rest = value; rest; rest &= rest - 1, ++rank)
            visit(opaque(style.flagColor(std::countr_zero(rest))), std::countr_zero(rest), rank);
        return;
    }
    visit(opaque(style.fill(value)), -1, 0);
}

} // namespace

Qt::BrushStyle hatchPattern(int slot) {
    static constexpr Qt::BrushStyle kPatterns[] = {Qt::BDiagPattern, Qt::FDiagPattern,
                                                   Qt::HorPattern,   Qt::VerPattern,
                                                   Qt::CrossPattern, Qt::DiagCrossPattern};
    return kPatterns[static_cast<unsigned>(slot) % std::size(kPatterns)];
}

QPainterPath glyphPath(int slot) {
    QPainterPath path;
    switch (static_cast<unsigned>(slot) % 4) {
    case 0:
        path.addEllipse(QPointF(0, 0), 1.0, 1.0);
        break;
    case 1:
        path.addRect(QRectF(-0.85, -0.85, 1.7, 1.7));
        break;
    case 2:
        path.moveTo(0, -1.1);
        path.lineTo(1.0, 0.75);
        path.lineTo(-1.0, 0.75);
        path.closeSubpath();
        break;
    default:
        path.moveTo(0, -1.15);
        path.lineTo(1.0, 0);
        path.lineTo(0, 1.15);
        path.lineTo(-1.0, 0);
        path.closeSubpath();
        break;
    }
    return path;
}

double minimumScale(LayerChannel channel) {
    switch (channel) {
    case LayerChannel::Fill:
    case LayerChannel::Shading:
        return 0.0;
    case LayerChannel::Outline:
        // Below this a busy board's outlines are hundreds of thousands of edges that read as
        // noise: the fill says more, and the fitted view of a large board stays quick.
        return 8.0;
    case LayerChannel::Hatching:
        return 6.0;
    case LayerChannel::Glyphs:
        return 12.0;
    case LayerChannel::Numbers:
        return 24.0;
    }
    return 0.0;
}

QString numberText(const FieldSpec& field, HeightMode mode, std::uint64_t value) {
    if (!field.readsAsFlags(mode))
        return QString::number(value);
    QString text;
    for (std::uint64_t rest = value; rest; rest &= rest - 1)
        text += QString::number(std::countr_zero(rest) + 1);
    return text;
}

BoardOverlays::BoardOverlays(const Board& board, const Geometry& geometry)
    : board_(board)
    , geometry_(geometry)
    , mode_(heightModeOf(board)) {}

void BoardOverlays::draw(QPainter& painter, const QRect& range, double scale,
                         std::span<const LayerDisplay> shown) const {
    if (range.isEmpty())
        return;
    painter.save();
    // Areas under lines under marks, so that hatching never strikes through a number or a glyph;
    // within a channel, in the order of the list from the bottom (the top of the list on top).
    for (const LayerChannel pass : {LayerChannel::Hatching, LayerChannel::Outline,
                                    LayerChannel::Glyphs, LayerChannel::Numbers})
        for (std::size_t k = shown.size(); k-- > 0;) {
            const LayerDisplay& layer = shown[k];
            if (layer.channel != pass || !layer.field || scale < minimumScale(layer.channel) ||
                layer.opacity <= 0.0)
                continue;
            const int slot = channelSlot(shown, k);
            painter.setOpacity(layer.opacity);
            switch (layer.channel) {
            case LayerChannel::Fill:
            case LayerChannel::Shading:
                break; // in the tiles' colours
            case LayerChannel::Outline:
                drawOutlines(painter, range, scale, layer, slot);
                break;
            case LayerChannel::Hatching:
                drawHatching(painter, range, layer, slot);
                break;
            case LayerChannel::Glyphs:
                drawGlyphs(painter, range, scale, layer, slot);
                break;
            case LayerChannel::Numbers:
                drawNumbers(painter, range, scale, layer, slot);
                break;
            }
        }
    painter.restore();
}

void BoardOverlays::drawOutlines(QPainter& painter, const QRect& range, double scale,
                                 const LayerDisplay& layer, int slot) const {
    // Every edge between a value (or a set flag) and a neighbour without it, drawn inside the tile
    // that has it: a region of equal values gets one outline, each flag its own ring.
    const FieldSpec& field = *layer.field;
    const LayerStyle style(field, mode_);
    const bool flags = style.usesFlags();
    const double width = std::max(1.6 / scale, 0.07);
    ByColour<QLineF> lines;
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const std::uint64_t value = field.read(board_.tile(board_.indexOf(x, y)));
            if (value == 0)
                continue;
            const Point c = geometry_.centre(x, y);
            for (int e = 0; e < geometry_.cornerCount(); ++e) {
                const auto across = geometry_.acrossEdge(x, y, e);
                const std::uint64_t other = across ? field.read(board_.tile(*across)) : 0;
                const std::uint64_t edge = flags ? value & ~other : (value != other ? value : 0);
                if (edge == 0)
                    continue;
                const Point a = geometry_.corner(x, y, e);
                const Point b = geometry_.corner(x, y, (e + 1) % geometry_.cornerCount());
                forEachColour(style, flags ? value : edge,
                              [&](const QColor& colour, int bit, int rank) {
                                  if (flags && !((edge >> bit) & 1))
                                      return;
                                  const double k = std::min(0.42, 0.06 + 0.13 * slot + 0.06 * rank);
                                  lines[colour.rgb()].append(
                                      QLineF(a.x + (c.x - a.x) * k, a.y + (c.y - a.y) * k,
                                             b.x + (c.x - b.x) * k, b.y + (c.y - b.y) * k));
                              });
            }
        }
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (const auto& [rgb, colourLines] : lines) {
        QPen pen(QColor::fromRgb(rgb), width);
        pen.setCapStyle(Qt::SquareCap);
        painter.setPen(pen);
        painter.drawLines(colourLines);
    }
}

void BoardOverlays::drawHatching(QPainter& painter, const QRect& range, const LayerDisplay& layer,
                                 int slot) const {
    // The field's pattern in each value's colour; several flags of one tile interleave their
    // lines (the pattern shifted a few pixels per flag) instead of covering each other. Every
    // tile has the same shape, so each value's hatched tile is drawn once into a sprite and
    // copied to the tiles holding that value (a busy board has thousands of them in view).
    const FieldSpec& field = *layer.field;
    const LayerStyle style(field, mode_);
    const QTransform toPixels = painter.transform();
    const qreal ratio = deviceRatio(painter);
    const Point centre = geometry_.centre(0, 0);
    const int n = geometry_.cornerCount();
    QPointF corners[6];
    for (int i = 0; i < n; ++i) {
        const Point q = geometry_.corner(0, 0, i);
        corners[i] = QPointF((q.x - centre.x) * toPixels.m11(), (q.y - centre.y) * toPixels.m22());
    }
    const QRectF box = QPolygonF(QList<QPointF>(corners, corners + n)).boundingRect();
    const QSize side(static_cast<int>(std::ceil(box.width())) + 2,
                     static_cast<int>(std::ceil(box.height())) + 2);
    const QPointF middle(side.width() / 2.0, side.height() / 2.0);
    QHash<std::uint64_t, QImage> sprites;
    const auto sprite = [&](std::uint64_t value) -> const QImage& {
        if (const auto found = sprites.constFind(value); found != sprites.constEnd())
            return *found;
        SpriteKey key('H');
        key << slot << n << ratio;
        for (int i = 0; i < n; ++i)
            key << corners[i].x() << corners[i].y();
        forEachColour(style, value, [&](const QColor& colour, int, int rank) {
            key << static_cast<quint64>(colour.rgba()) << rank;
        });
        QImage image = gbxx::sprite(key, [&] {
            QImage made = blankSprite(side, ratio);
            QPainter hatch(&made);
            hatch.setPen(Qt::NoPen);
            hatch.translate(middle);
            forEachColour(style, value, [&](const QColor& colour, int, int rank) {
                hatch.setBrush(QBrush(colour, hatchPattern(slot)));
                hatch.setBrushOrigin(QPointF(3.0 * rank, 0));
                hatch.drawConvexPolygon(corners, n);
            });
            return made;
        });
        return *sprites.insert(value, image);
    };
    painter.save();
    painter.resetTransform();
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const std::uint64_t value = field.read(board_.tile(board_.indexOf(x, y)));
            if (value == 0)
                continue;
            const Point c = geometry_.centre(x, y);
            drawCentred(painter, sprite(value), toPixels.map(QPointF(c.x, c.y)));
        }
    painter.restore();
}

void BoardOverlays::drawGlyphs(QPainter& painter, const QRect& range, double scale,
                               const LayerDisplay& layer, int slot) const {
    // Flags sit around a ring, one place per flag, so a flag is known by its place as well as its
    // colour; each glyph field has its own shape and ring.
    const FieldSpec& field = *layer.field;
    const LayerStyle style(field, mode_);
    const int places = style.usesFlags() ? field.bitCount : 1;
    const double ring = std::max(0.0, 0.30 - 0.11 * slot);
    const double size = std::clamp(0.085, 2.5 / scale, 0.12);
    const QPainterPath glyph = glyphPath(slot);
    std::vector<QPointF> around; // each place's offset from the tile's centre
    for (int place = 0; place < places; ++place) {
        const double angle = 2.0 * M_PI * place / places - M_PI / 2 + 0.35 * slot;
        const double r = places > 1 ? ring : 0.0;
        around.emplace_back(r * std::cos(angle), r * std::sin(angle));
    }
    ByColour<QPointF> spots;
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const Point c = geometry_.centre(x, y);
            forEachColour(style, field.read(board_.tile(board_.indexOf(x, y))),
                          [&](const QColor& colour, int bit, int) {
                              spots[colour.rgb()].append(QPointF(c.x, c.y) +
                                                         around[bit < 0 ? 0 : bit]);
                          });
        }
    // One antialiased glyph per colour drawn into a sprite, then copied to every spot.
    const QTransform toPixels = painter.transform();
    const double pixels = size * toPixels.m11(); // the glyph's radius on the device
    const qreal ratio = deviceRatio(painter);
    const int side = static_cast<int>(std::ceil(2 * pixels + 4));
    const QPainterPath sized = QTransform::fromScale(pixels, pixels).map(glyph);
    painter.save();
    painter.resetTransform();
    for (const auto& [rgb, points] : spots) {
        SpriteKey key('G');
        key << slot << pixels << side << ratio << static_cast<quint64>(rgb);
        const QImage glyphSprite = sprite(key, [&] {
            QImage made = blankSprite(QSizeF(side, side), ratio);
            QPainter glyphPainter(&made);
            glyphPainter.setRenderHint(QPainter::Antialiasing, true);
            glyphPainter.setPen(QPen(QColor(0, 0, 0, 170), 1.0));
            glyphPainter.setBrush(QColor::fromRgb(rgb));
            glyphPainter.drawPath(sized.translated(side / 2.0, side / 2.0));
            return made;
        });
        for (const QPointF& p : points)
            drawCentred(painter, glyphSprite, toPixels.map(p));
    }
    painter.restore();
}

void BoardOverlays::drawNumbers(QPainter& painter, const QRect& range, double scale,
                                const LayerDisplay& layer, int slot) const {
    // Written in pixels (text scaled with the board would be hinted badly), on a chip of the
    // value's colour so that the three barrier layers read apart as marks with their values.
    static const QPointF kPlaces[] = {{0, 0}, {0, -0.27}, {0, 0.27}, {-0.27, 0}, {0.27, 0}};
    const FieldSpec& field = *layer.field;
    const LayerStyle style(field, mode_);
    const QPointF place = kPlaces[static_cast<unsigned>(slot) % std::size(kPlaces)];
    const QTransform toPixels = painter.transform();
    painter.save();
    painter.resetTransform();
    QFont font = painter.font();
    font.setPixelSize(static_cast<int>(std::clamp(0.22 * scale, 8.0, 15.0)));
    font.setBold(true);
    const QFontMetricsF metrics(font);
    const QString fontKey = font.key();
    // Each value's chip is drawn once into a sprite and then copied to every tile that has it:
    // text layout and antialiased rounded rectangles cost far more than a blit.
    const qreal ratio = deviceRatio(painter);
    QHash<std::uint64_t, QImage> sprites;
    const auto sprite = [&](std::uint64_t value) -> const QImage& {
        if (const auto found = sprites.constFind(value); found != sprites.constEnd())
            return *found;
        const QString text = numberText(field, mode_, value);
        QColor background =
            style.usesFlags() ? style.flagColor(std::countr_zero(value)) : style.fill(value);
        background = opaque(background.isValid() ? background : QColor(Qt::darkGray));
        SpriteKey key('N');
        key << fontKey << ratio << static_cast<quint64>(background.rgba()) << text;
        QImage image = gbxx::sprite(key, [&] {
            const double w = metrics.horizontalAdvance(text) + 5;
            const double h = metrics.height();
            QImage made = blankSprite(QSizeF(std::ceil(w + 2), std::ceil(h + 2)), ratio);
            QPainter chipPainter(&made);
            chipPainter.setRenderHint(QPainter::Antialiasing, true);
            chipPainter.setFont(font);
            const QRectF chip(1, 1, w, h);
            chipPainter.setPen(QPen(QColor(0, 0, 0, 140), 1));
            chipPainter.setBrush(background);
            chipPainter.drawRoundedRect(chip, 3, 3);
            chipPainter.setPen(textColourOn(background));
            chipPainter.drawText(chip, Qt::AlignCenter, text);
            return made;
        });
        return *sprites.insert(value, image);
    };
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const std::uint64_t value = field.read(board_.tile(board_.indexOf(x, y)));
            if (value == 0)
                continue;
            const Point c = geometry_.centre(x, y);
            drawCentred(painter, sprite(value), toPixels.map(QPointF(c.x, c.y) + place));
        }
    painter.restore();
}

} // namespace gbxx
