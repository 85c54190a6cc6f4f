#include "widgets/presets/tile_presets.h"

#include "widgets/settings/app_settings.h"
#include "text/variant_text.h"

namespace gbxx {

ItemFileFormat TilePresets::fileFormat() const {
    return {QStringLiteral("gbxx-tile-presets"),
            QStringLiteral("presets"),
            QJsonDocument::Indented,
            tr("not a presets file: %1 at byte %2"),
            tr("not a presets file: \"format\" is not \"%1\""),
            tr("these presets are for GB%1 boards, not GB%2")};
}

QJsonObject TilePresets::writeItem(const TilePreset& p) const {
    return {{QStringLiteral("name"), p.name},
            {QStringLiteral("color"), p.color.name()},
            {QStringLiteral("value"), QStringLiteral("0x") + QString::number(p.value, 16)}};
}

std::optional<QString> TilePresets::readItem(const QJsonObject& o, int number,
                                             TilePreset* p) const {
    p->name = o.value(QStringLiteral("name")).toString().trimmed();
    p->color = QColor(o.value(QStringLiteral("color")).toString());
    bool ok = false;
    const QString value = o.value(QStringLiteral("value")).toString();
    p->value = value.startsWith(QLatin1String("0x")) ? value.mid(2).toULongLong(&ok, 16) : 0;
    if (p->name.isEmpty() || !p->color.isValid() || !ok)
        return tr("preset %1 needs a name, a colour such as \"#8a7560\" and a value such as "
                  "\"0x3\"")
            .arg(number);
    if ((p->value & ~tileValueMask(variant())) != 0)
        return tr("preset \"%1\" has a value wider than a GB%2 tile")
            .arg(p->name)
            .arg(variantDigits(variant()));
    return std::nullopt;
}

void TilePresets::load() {
    list().clear();
    const QByteArray json = AppSettings::presets(variant());
    if (!json.isEmpty())
        fromJson(json); // a damaged entry is ignored: the list simply starts empty
}

std::optional<QString> TilePresets::save() const {
    AppSettings::setPresets(variant(), toJson());
    return std::nullopt;
}

} // namespace gbxx
