#include "render/layer_style.h"

#include "gbxx/field_keys.h"
#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace gbxx {
namespace {

// Boundary is the one field whose empty value is drawn: it is what shows the board's outline. "Not
// on board" is a mid grey that stands apart from the view's background in both themes, as far from
// the dark one as from the light one (CIE ΔE 31 and 32; the darker 0x4a4d52 was 26 from the dark
// theme's, which designers found barely different).
const QColor kBoundary[] = {QColor(0x55, 0x58, 0x5e), QColor(0x8a, 0x75, 0x60),
                            QColor(0xd9, 0x53, 0x4f), QColor(0x7c, 0xc4, 0x7f)};

QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// Sequential ramps whose lightness changes steadily and that colour-blind readers can follow
// (viridis and ColorBrewer's sequential schemes), five stops each from t = 0 to 1.
using Ramp = std::array<QRgb, 5>;
constexpr Ramp kViridis = {0x440154, 0x3b528b, 0x21918c, 0x5ec962, 0xfde725};
constexpr Ramp kMagma = {0x3b0f70, 0x8c2981, 0xde4968, 0xfe9f6d, 0xfcfdbf};
constexpr Ramp kYellowOrangeBrown = {0xfee391, 0xfec44f, 0xfe9929, 0xd95f0e, 0x993404};
constexpr Ramp kPurples = {0xdadaeb, 0xbcbddc, 0x9e9ac8, 0x756bb1, 0x54278f};
constexpr Ramp kBlueGreen = {0xccece6, 0x99d8c9, 0x66c2a4, 0x2ca25f, 0x006d2c};

QColor rampColour(const Ramp& ramp, double t) {
    t = std::clamp(t, 0.0, 1.0) * 4.0;
    const int i = std::min(3, static_cast<int>(t));
    return mix(QColor::fromRgb(ramp[i]), QColor::fromRgb(ramp[i + 1]), t - i);
}

// Fields of one group that read as ramps (the barriers) each get a ramp of their own, chosen by
// the field's place in the tile: fields side by side in a byte get different ramps, and no list of
// fields is needed (a test checks that the barriers differ).
const Ramp& rampOf(const FieldSpec& field) {
    static const Ramp* const kFamilies[] = {&kYellowOrangeBrown, &kPurples, &kBlueGreen};
    switch (field.group) {
    case FieldGroup::Terrain:
        return kViridis;
    case FieldGroup::Custom:
        return kMagma;
    case FieldGroup::Barriers:
        return *kFamilies[(field.shift() / std::max<unsigned>(1, field.bitCount)) %
                          std::size(kFamilies)];
    default:
        return kViridis;
    }
}

} // namespace

LayerStyle::LayerStyle(const FieldSpec& field, HeightMode mode)
    : field_(&field)
    , flags_(field.readsAsFlags(mode)) {}

QColor LayerStyle::categorical(int index) {
    // Okabe and Ito's colour-blind-safe set: players 1-4 vermilion, blue, yellow, green (the usual
    // red, blue, gold, green), then sky blue, orange, purple and a light grey that both themes
    // show.
    static const QColor kColors[] = {QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x72, 0xb2),
                                     QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x9e, 0x73),
                                     QColor(0x56, 0xb4, 0xe9), QColor(0xe6, 0x9f, 0x00),
                                     QColor(0xcc, 0x79, 0xa7), QColor(0xbb, 0xbb, 0xbb)};
    return kColors[static_cast<unsigned>(index) % std::size(kColors)];
}

double LayerStyle::rampPosition(std::uint64_t value) const {
    const std::uint64_t max = field_->maxValue();
    if (max <= 1 || value == 0)
        return 0.0;
    const double v = static_cast<double>(std::min(value, max));
    // Up to 16 values, even steps from the first value that paints; wider fields on a logarithmic
    // scale, so that the small values most boards use stay apart (1, 2, 3 … differ visibly).
    if (max <= 15) {
        const double even = (v - 1.0) / static_cast<double>(max - 1);
        // Named amounts (barriers) start a third of the way along: their palest is still a colour.
        return field_->kind == FieldKind::Enum ? 0.35 + 0.65 * even : even;
    }
    return std::log(v) / std::log(static_cast<double>(max));
}

QColor LayerStyle::ramp(std::uint64_t value) const {
    return rampColour(rampOf(*field_), rampPosition(value));
}

QColor LayerStyle::fill(std::uint64_t value) const {
    if (field_->key == keys::boundary)
        return kBoundary[value & 3];
    if (!flags_ && field_->colourOf(value) != kNoColour) // a schema's own colour
        return QColor::fromRgb(field_->colourOf(value));
    if (value == 0)
        return {};
    if (flags_) {
        // The lowest flag colours the tile; badges show the others.
        QColor c = flagColor(std::countr_zero(value));
        c.setAlpha(170);
        return c;
    }
    if (field_->kind == FieldKind::Enum && field_->group != FieldGroup::Barriers)
        return categorical(static_cast<int>(value) - 1);
    return ramp(value); // barriers are ordered amounts: a ramp of their own
}

QColor LayerStyle::flagColor(int bit) const {
    if (field_->kind == FieldKind::Height) // higher levels lighter, evenly along the ramp
        return rampColour(rampOf(*field_), field_->bitCount > 1
                                               ? static_cast<double>(bit) / (field_->bitCount - 1)
                                               : 1.0);
    if (field_->colourOf(static_cast<std::uint64_t>(bit)) != kNoColour)
        return QColor::fromRgb(field_->colourOf(static_cast<std::uint64_t>(bit)));
    return categorical(bit);
}

QColor boardBackground(bool dark) {
    return dark ? QColor(0x14, 0x14, 0x16) : QColor(0xa8, 0xa8, 0xa8);
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
        .arg(translatedName(field.label), qs(field.key));
}

QList<LegendEntry> LayerStyle::legend() const {
    QList<LegendEntry> entries;
    if (flags_) {
        for (int bit = 0; bit < field_->bitCount; ++bit) {
            const std::string_view name = field_->nameOf(static_cast<std::uint64_t>(bit));
            entries.append({name.empty()
                                ? QCoreApplication::translate("gbxx::LayerStyle", "bit %1").arg(bit)
                                : valueName(*field_, static_cast<std::uint64_t>(bit)),
                            flagColor(bit), std::uint64_t{1} << bit});
        }
        return entries;
    }
    if (field_->kind == FieldKind::Enum) {
        for (std::uint64_t v = 0; v <= field_->maxValue(); ++v) {
            const std::string_view name = field_->nameOf(v);
            entries.append({name.empty() ? QString::number(v) : valueName(*field_, v), fill(v), v});
        }
        return entries;
    }
    // Numbers and height values: a few stops of the ramp.
    const std::uint64_t max = field_->maxValue();
    for (std::uint64_t v : {std::uint64_t{0}, max / 3, 2 * max / 3, max}) {
        QString label = QString::number(v);
        if (field_->namesValues())
            label = valueName(*field_, v);
        if (entries.isEmpty() || entries.last().value != v)
            entries.append({label, ramp(v), v});
    }
    return entries;
}

QColor layerColour(const FieldSpec& field, HeightMode mode) {
    const auto legend = LayerStyle(field, mode).legend();
    return legend.size() > 1 ? legend.last().color : QColor(Qt::gray);
}

} // namespace gbxx
