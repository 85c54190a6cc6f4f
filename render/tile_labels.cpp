#include "render/tile_labels.h"

#include "io/core_texts.h"
#include "render/qt_text.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>

#include <algorithm>

namespace gbxx {

QString labelText(const Board& board, const TileLabels& labels, int x, int y) {
    if (labels.kind == LabelKind::Coordinates)
        return QStringLiteral("%1,%2").arg(x).arg(y);
    if (labels.kind == LabelKind::None || !labels.field)
        return {};
    const FieldSpec& field = *labels.field;
    const std::uint64_t value = field.read(board.tile(board.indexOf(x, y)));
    if (value == 0)
        return {};
    const HeightMode mode = heightModeOf(board);
    if (labels.kind == LabelKind::Values || (!field.readsAsFlags(mode) && !field.namesValues()))
        return QString::number(value);
    if (!field.readsAsFlags(mode))
        return valueName(field, value);
    QStringList names;
    for (int bit = 0; bit < field.bitCount; ++bit)
        if ((value >> bit) & 1) {
            const QString name = valueName(field, static_cast<std::uint64_t>(bit));
            names << (name.isEmpty() ? QString::number(bit + 1) : name);
        }
    return names.join(QLatin1Char('+'));
}

void drawTileLabels(QPainter& painter, const Board& board, const Geometry& geometry,
                    const QRect& range, double scale, const TileLabels& labels) {
    if (labels.kind == LabelKind::None || scale < kLabelMinimumScale)
        return;
    const QTransform toPixels = painter.transform();
    painter.save();
    painter.resetTransform();
    QFont font = painter.font();
    font.setPixelSize(static_cast<int>(std::clamp(0.2 * scale, 8.0, 13.0)));
    font.setBold(false);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    // A label fits within the tile's width where it is written, below the centre: a hex is
    // narrower there than across its middle.
    const double room = (geometry.shape().hex ? 0.62 : 0.9) * scale - 4;
    QHash<QString, QString> elided;
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QColor chipColour(0, 0, 0, 150);
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const QString text = labelText(board, labels, x, y);
            if (text.isEmpty())
                continue;
            auto shown = elided.find(text);
            if (shown == elided.end())
                shown = elided.insert(text, metrics.elidedText(text, Qt::ElideRight, room));
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
