#include "render/tile_labels.h"

#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>

#include <algorithm>

namespace gbxx {

LabelTexts labelTexts(const Board& board, const TileLabels& labels, int x, int y) {
    if (labels.kind == LabelKind::Coordinates)
        return {QStringLiteral("%1,%2").arg(x).arg(y), {}};
    if (labels.kind == LabelKind::None || !labels.field)
        return {};
    const FieldSpec& field = *labels.field;
    const std::uint64_t value = field.read(board.tile(board.indexOf(x, y)));
    if (value == 0)
        return {};
    const HeightMode mode = heightModeOf(board);
    if (labels.kind == LabelKind::Values || (!field.readsAsFlags(mode) && !field.namesValues()))
        return {QString::number(value), {}};
    if (!field.readsAsFlags(mode))
        return {valueName(field, value), shortValueName(field, value)};
    // A set of flags: each by name, short where it has a short form (a flag without one keeps its
    // name, so the short form still says every flag).
    QStringList names;
    QStringList briefs;
    bool shorter = false;
    for (int bit = 0; bit < field.bitCount; ++bit)
        if ((value >> bit) & 1) {
            const auto b = static_cast<std::uint64_t>(bit);
            QString name = valueName(field, b);
            if (name.isEmpty())
                name = QString::number(bit + 1);
            const QString brief = shortValueName(field, b);
            shorter = shorter || !brief.isEmpty();
            names << name;
            briefs << (brief.isEmpty() ? name : brief);
        }
    const QChar plus(QLatin1Char('+'));
    return {names.join(plus), shorter ? briefs.join(plus) : QString()};
}

QString labelText(const Board& board, const TileLabels& labels, int x, int y) {
    return labelTexts(board, labels, x, y).full;
}

LabelSpace labelSpace(const Geometry& geometry, double scale, const QFont& base) {
    LabelSpace space;
    space.font = base;
    space.font.setPixelSize(static_cast<int>(std::clamp(0.2 * scale, 8.0, 13.0)));
    space.font.setBold(false);
    // A label fits within the tile's width where it is written, below the centre: a hex is
    // narrower there than across its middle.
    space.room = (geometry.shape().hex ? 0.62 : 0.9) * scale - 4;
    return space;
}

QString fittedLabel(const LabelTexts& texts, const LabelSpace& space) {
    const QFontMetricsF metrics(space.font);
    if (metrics.horizontalAdvance(texts.full) <= space.room)
        return texts.full;
    if (!texts.brief.isEmpty() && metrics.horizontalAdvance(texts.brief) <= space.room)
        return texts.brief;
    return {};
}

void drawTileLabels(QPainter& painter, const Board& board, const Geometry& geometry,
                    const QRect& range, double scale, const TileLabels& labels) {
    if (labels.kind == LabelKind::None || scale < kLabelMinimumScale)
        return;
    const QTransform toPixels = painter.transform();
    painter.save();
    painter.resetTransform();
    const LabelSpace space = labelSpace(geometry, scale, painter.font());
    painter.setFont(space.font);
    const QFontMetricsF metrics(space.font);
    QHash<QString, QString> fitted; // by the full text: most tiles say one of a few things
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QColor chipColour(0, 0, 0, 150);
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const LabelTexts texts = labelTexts(board, labels, x, y);
            if (texts.full.isEmpty())
                continue;
            auto shown = fitted.find(texts.full);
            if (shown == fitted.end())
                shown = fitted.insert(texts.full, fittedLabel(texts, space));
            if (shown->isEmpty())
                continue;
            const Point c = geometry.centre(x, y);
            const QPointF at = toPixels.map(QPointF(c.x, c.y + 0.3));
            const double w = metrics.horizontalAdvance(*shown);
            const double h = metrics.height();
            const QRectF chip(at.x() - w / 2 - 2, at.y() - h / 2, w + 4, h);
            painter.setPen(Qt::NoPen);
            painter.setBrush(chipColour);
            painter.drawRoundedRect(chip, 2, 2);
            painter.setPen(Qt::white);
            painter.drawText(chip, Qt::AlignCenter, *shown);
        }
    painter.restore();
}

QString TileLabelNames::of(LabelKind kind) {
    switch (kind) {
    case LabelKind::None:
        return tr("No Labels");
    case LabelKind::Coordinates:
        return tr("Coordinates");
    case LabelKind::Values:
        return tr("Values of the Layer");
    case LabelKind::Names:
        return tr("Names of the Layer");
    }
    return {};
}

} // namespace gbxx
