#include "editor/docks/tile_presets.h"

#include "editor/settings/app_settings.h"
#include "io/variant_text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gbxx {
namespace {

const QString kPresetsFormat = QStringLiteral("gbxx-tile-presets");

} // namespace

QByteArray TilePresets::toJson() const {
    QJsonArray list;
    for (const TilePreset& p : presets_)
        list.append(QJsonObject{
            {QStringLiteral("name"), p.name},
            {QStringLiteral("color"), p.color.name()},
            {QStringLiteral("value"), QStringLiteral("0x") + QString::number(p.value, 16)}});
    const QJsonObject root{{QStringLiteral("format"), kPresetsFormat},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("variant"), static_cast<int>(bitsOf(variant_))},
                           {QStringLiteral("presets"), list}};
    return QJsonDocument(root).toJson();
}

std::optional<QString> TilePresets::fromJson(const QByteArray& json) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return tr("not a presets file: %1 at byte %2").arg(error.errorString()).arg(error.offset);
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kPresetsFormat)
        return tr("not a presets file: \"format\" is not \"%1\"").arg(kPresetsFormat);
    const int variant = root.value(QStringLiteral("variant")).toInt();
    if (variant != static_cast<int>(bitsOf(variant_)))
        return tr("these presets are for GB%1 boards, not GB%2")
            .arg(variant, 2, 10, QLatin1Char('0')) // the file's number, which may be no variant
            .arg(variantDigits(variant_));
    QList<TilePreset> read;
    for (const QJsonValue& v : root.value(QStringLiteral("presets")).toArray()) {
        const QJsonObject o = v.toObject();
        TilePreset p;
        p.name = o.value(QStringLiteral("name")).toString().trimmed();
        p.color = QColor(o.value(QStringLiteral("color")).toString());
        bool ok = false;
        const QString value = o.value(QStringLiteral("value")).toString();
        p.value = value.startsWith(QLatin1String("0x")) ? value.mid(2).toULongLong(&ok, 16) : 0;
        if (p.name.isEmpty() || !p.color.isValid() || !ok)
            return tr("preset %1 needs a name, a colour such as \"#8a7560\" and a value such as "
                      "\"0x3\"")
                .arg(read.size() + 1);
        if ((p.value & ~tileValueMask(variant_)) != 0)
            return tr("preset \"%1\" has a value wider than a GB%2 tile")
                .arg(p.name)
                .arg(variantDigits(variant_));
        read.append(p);
    }
    presets_ = read;
    return std::nullopt;
}

void TilePresets::load() {
    presets_.clear();
    const QByteArray json = AppSettings::presets(variant_);
    if (!json.isEmpty())
        fromJson(json); // a damaged entry is ignored: the list simply starts empty
}

void TilePresets::save() const {
    AppSettings::setPresets(variant_, toJson());
}

} // namespace gbxx
