#include "editor/docks/stamp_library.h"

#include "io/safe_write.h"
#include "io/variant_text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace gbxx {
namespace {

const QString kStampsFormat = QStringLiteral("gbxx-stamps");

} // namespace

QByteArray StampLibrary::toJson() const {
    QJsonArray list;
    for (const Stamp& s : stamps_)
        list.append(QJsonObject{{QStringLiteral("name"), s.name},
                                {QStringLiteral("color"), s.color.name()},
                                {QStringLiteral("piece"), regionToJsonObject(s.piece)}});
    const QJsonObject root{{QStringLiteral("format"), kStampsFormat},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("variant"), static_cast<int>(bitsOf(variant_))},
                           {QStringLiteral("stamps"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

std::optional<QString> StampLibrary::fromJson(const QByteArray& json) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return tr("not a stamps file: %1 at byte %2").arg(error.errorString()).arg(error.offset);
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kStampsFormat)
        return tr("not a stamps file: \"format\" is not \"%1\"").arg(kStampsFormat);
    if (root.value(QStringLiteral("variant")).toInt() != static_cast<int>(bitsOf(variant_)))
        return tr("these stamps are for GB%1 boards, not GB%2")
            // the file's number, which may be no variant
            .arg(root.value(QStringLiteral("variant")).toInt(), 2, 10, QLatin1Char('0'))
            .arg(variantDigits(variant_));
    QList<Stamp> read;
    for (const QJsonValue& v : root.value(QStringLiteral("stamps")).toArray()) {
        const QJsonObject o = v.toObject();
        Stamp s;
        s.name = o.value(QStringLiteral("name")).toString().trimmed();
        s.color = QColor(o.value(QStringLiteral("color")).toString());
        QString why;
        const auto piece = regionFromJsonObject(o.value(QStringLiteral("piece")).toObject(), &why);
        if (s.name.isEmpty() || !s.color.isValid())
            return tr("stamp %1 needs a name and a colour such as \"#8a7560\"")
                .arg(read.size() + 1);
        if (!piece)
            return tr("stamp \"%1\": %2").arg(s.name, why);
        if (piece->region.variant != variant_)
            return tr("stamp \"%1\" holds GB%2 tiles, not GB%3")
                .arg(s.name, variantDigits(piece->region.variant), variantDigits(variant_));
        s.piece = *piece;
        read.append(s);
    }
    stamps_ = read;
    return std::nullopt;
}

QString StampLibrary::filePath() const {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/stamps/") + variantStem(variant_) + QStringLiteral(".json");
}

void StampLibrary::load() {
    stamps_.clear();
    QFile file(filePath());
    if (file.open(QIODevice::ReadOnly))
        fromJson(file.readAll());
}

std::optional<QString> StampLibrary::save() const {
    const QString path = filePath();
    if (!QDir().mkpath(QFileInfo(path).path()))
        return tr("cannot make the folder %1").arg(QFileInfo(path).path());
    return writeFileSafely(path, toJson());
}

} // namespace gbxx
