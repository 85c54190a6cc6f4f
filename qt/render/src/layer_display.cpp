#include "render/layer_display.h"

#include "gbxx/field_keys.h"
#include "render/board_overlays.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace gbxx {
namespace {

const char* const kChannelIds[] = {"fill", "shading", "outline", "hatching", "glyphs", "numbers"};

} // namespace

std::string_view channelId(LayerChannel channel) {
    return kChannelIds[static_cast<int>(channel)];
}

std::optional<LayerChannel> channelFromId(std::string_view id) {
    for (LayerChannel c : kAllChannels)
        if (channelId(c) == id)
            return c;
    return std::nullopt;
}

QString channelName(LayerChannel channel) {
    switch (channel) {
    case LayerChannel::Fill:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Fill");
    case LayerChannel::Shading:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Shading");
    case LayerChannel::Outline:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Outlines");
    case LayerChannel::Hatching:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Hatching");
    case LayerChannel::Glyphs:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Glyphs");
    case LayerChannel::Numbers:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Numbers");
    }
    return {};
}

LayerChannel defaultChannel(const FieldSpec& field) {
    switch (field.group) {
    case FieldGroup::Terrain:
        return field.key == keys::boundary ? LayerChannel::Fill : LayerChannel::Shading;
    case FieldGroup::Zones:
        return LayerChannel::Hatching;
    case FieldGroup::Blacklists:
        return LayerChannel::Glyphs;
    case FieldGroup::Links:
        return LayerChannel::Outline;
    case FieldGroup::Custom: // a schema's named values are areas, its flags marks
        if (field.kind == FieldKind::Enum)
            return LayerChannel::Fill;
        return field.kind == FieldKind::Flags ? LayerChannel::Glyphs : LayerChannel::Numbers;
    case FieldGroup::Barriers:
    case FieldGroup::Other:
        return LayerChannel::Numbers;
    }
    return LayerChannel::Numbers;
}

QString groupName(FieldGroup group) {
    switch (group) {
    case FieldGroup::Terrain:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Terrain");
    case FieldGroup::Zones:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Zones");
    case FieldGroup::Blacklists:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Blacklists");
    case FieldGroup::Barriers:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Barriers");
    case FieldGroup::Links:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Links");
    case FieldGroup::Custom:
        return QCoreApplication::translate("gbxx::LayerDisplay", "Custom");
    case FieldGroup::Other:
        break;
    }
    return QCoreApplication::translate("gbxx::LayerDisplay", "Other");
}

std::vector<const FieldSpec*> fieldsInListOrder(std::span<const FieldSpec> fields) {
    static constexpr FieldGroup kOrder[] = {
        FieldGroup::Zones,  FieldGroup::Blacklists, FieldGroup::Barriers, FieldGroup::Links,
        FieldGroup::Custom, FieldGroup::Other,      FieldGroup::Terrain};
    std::vector<const FieldSpec*> out;
    for (FieldGroup group : kOrder)
        for (const FieldSpec& f : fields)
            if (f.group == group)
                out.push_back(&f);
    return out;
}

int channelSlot(std::span<const LayerDisplay> shown, std::size_t index) {
    int slot = 0;
    for (std::size_t i = 0; i < index && i < shown.size(); ++i)
        if (shown[i].channel == shown[index].channel)
            ++slot;
    return slot;
}

QIcon channelIcon(LayerChannel channel, const QColor& colour, int slot, const QString& number) {
    constexpr int kSize = 16;
    QPixmap pixmap(kSize, kSize);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF tile(0.5, 0.5, kSize - 1, kSize - 1);
    painter.setPen(QColor(0x80, 0x80, 0x80));
    const QColor shown = colour.isValid() ? colour : QColor(Qt::transparent);
    switch (channel) {
    case LayerChannel::Fill:
    case LayerChannel::Shading:
        painter.setBrush(shown);
        painter.drawRect(tile);
        break;
    case LayerChannel::Outline:
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(tile);
        painter.setPen(QPen(shown, 2.5));
        painter.drawRect(tile.adjusted(3, 3, -3, -3));
        break;
    case LayerChannel::Hatching:
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(tile);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QBrush(shown, hatchPattern(slot)));
        painter.drawRect(tile.adjusted(1, 1, -1, -1));
        break;
    case LayerChannel::Glyphs: {
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(tile);
        painter.setBrush(shown);
        painter.translate(tile.center());
        painter.scale(5.5, 5.5);
        painter.setPen(QPen(QColor(0, 0, 0, 160), 0.15));
        painter.drawPath(glyphPath(slot));
        break;
    }
    case LayerChannel::Numbers: {
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(tile);
        painter.setPen(Qt::NoPen);
        painter.setBrush(shown);
        const QRectF chip = tile.adjusted(2, 3, -2, -3);
        painter.drawRoundedRect(chip, 2, 2);
        QFont font = painter.font();
        font.setPixelSize(9);
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(textColourOn(shown));
        painter.drawText(chip, Qt::AlignCenter, number.isEmpty() ? QStringLiteral("1") : number);
        break;
    }
    }
    return QIcon(pixmap);
}

} // namespace gbxx
