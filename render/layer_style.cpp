#include "render/layer_style.h"

#include "gbxx/field_keys.h"
#include "render/qt_text.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>

#include <bit>

namespace gbxx {
namespace {

// Boundary is the one field whose empty value is drawn: it is what shows the board's outline.
const QColor kBoundary[] = {QColor(0x3a, 0x3a, 0x3a), QColor(0x8a, 0x75, 0x60),
                            QColor(0xd9, 0x53, 0x4f), QColor(0x7c, 0xc4, 0x7f)};

QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

LayerStyle::LayerStyle(const FieldSpec& field, HeightMode mode)
    : field_(&field)
    , flags_(field.readsAsFlags(mode)) {}

QColor LayerStyle::categorical(int index) {
    // Players 1-4 red, blue, gold, green; then teams and further values.
    static const QColor kColors[] = {QColor(0xe0, 0x4a, 0x4a), QColor(0x3f, 0x7f, 0xe0),
                                     QColor(0xe8, 0xb9, 0x2e), QColor(0x4c, 0xb0, 0x5a),
                                     QColor(0x9b, 0x59, 0xd0), QColor(0xf0, 0x8a, 0x30),
                                     QColor(0x2b, 0xb3, 0xb3), QColor(0xf2, 0xf2, 0xf2)};
    return kColors[static_cast<unsigned>(index) % std::size(kColors)];
}

QColor LayerStyle::ramp(std::uint64_t value) const {
    const double t = field_->maxValue()
                         ? static_cast<double>(value) / static_cast<double>(field_->maxValue())
                         : 0.0;
    static const QColor kLow(0x22, 0x44, 0x5a);
    static const QColor kMid(0xc8, 0xb0, 0x6e);
    static const QColor kHigh(0xff, 0xff, 0xf4);
    return t < 0.5 ? mix(kLow, kMid, t * 2) : mix(kMid, kHigh, (t - 0.5) * 2);
}

QColor LayerStyle::fill(std::uint64_t value) const {
    if (field_->key == keys::boundary)
        return kBoundary[value & 3];
    if (value == 0)
        return {};
    if (flags_) {
        // The lowest flag colours the tile; badges show the others.
        QColor c = flagColor(std::countr_zero(value));
        c.setAlpha(170);
        return c;
    }
    if (field_->kind == FieldKind::Enum)
        return categorical(static_cast<int>(value) - 1);
    return ramp(value);
}

QColor LayerStyle::flagColor(int bit) const {
    if (field_->kind == FieldKind::Height)
        return ramp(field_->maxValue() >> (field_->bitCount - 1 - bit)); // higher levels lighter
    return categorical(bit);
}

QIcon swatchIcon(const QColor& colour) {
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(QColor(0x80, 0x80, 0x80));
    painter.setBrush(colour.isValid() ? colour : QColor(Qt::transparent));
    painter.drawRect(QRectF(0.5, 0.5, 13, 13));
    return QIcon(pixmap);
}

QString layerTitle(const FieldSpec& field) {
    return QCoreApplication::translate("gbxx::LayerStyle", "%1 (%2)")
        .arg(qs(field.label), qs(field.key));
}

QList<LegendEntry> LayerStyle::legend() const {
    QList<LegendEntry> entries;
    if (flags_) {
        for (int bit = 0; bit < field_->bitCount; ++bit) {
            const std::string_view name = field_->nameOf(static_cast<std::uint64_t>(bit));
            entries.append({name.empty()
                                ? QCoreApplication::translate("gbxx::LayerStyle", "bit %1").arg(bit)
                                : qs(name),
                            flagColor(bit), std::uint64_t{1} << bit});
        }
        return entries;
    }
    if (field_->kind == FieldKind::Enum) {
        for (std::uint64_t v = 0; v <= field_->maxValue(); ++v) {
            const std::string_view name = field_->nameOf(v);
            entries.append({name.empty() ? QString::number(v) : qs(name), fill(v), v});
        }
        return entries;
    }
    // Numbers and height values: a few stops of the ramp.
    const std::uint64_t max = field_->maxValue();
    for (std::uint64_t v : {std::uint64_t{0}, max / 3, 2 * max / 3, max}) {
        QString label = QString::number(v);
        if (field_->namesValues())
            label = qs(field_->nameOf(v));
        if (entries.isEmpty() || entries.last().value != v)
            entries.append({label, ramp(v), v});
    }
    return entries;
}

} // namespace gbxx
