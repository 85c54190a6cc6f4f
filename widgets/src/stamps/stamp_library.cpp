#include "widgets/stamps/stamp_library.h"

#include "io/safe_write.h"
#include "text/variant_text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace gbxx {

ItemFileFormat StampLibrary::fileFormat() const {
    return {QStringLiteral("gbxx-stamps"),
            QStringLiteral("stamps"),
            QJsonDocument::Compact,
            tr("not a stamps file: %1 at byte %2"),
            tr("not a stamps file: \"format\" is not \"%1\""),
            tr("these stamps are for GB%1 boards, not GB%2")};
}

QJsonObject StampLibrary::writeItem(const Stamp& s) const {
    return {{QStringLiteral("name"), s.name},
            {QStringLiteral("color"), s.color.name()},
            {QStringLiteral("piece"), regionToJsonObject(s.piece)}};
}

std::optional<QString> StampLibrary::readItem(const QJsonObject& o, int number, Stamp* s) const {
    s->name = o.value(QStringLiteral("name")).toString().trimmed();
    s->color = QColor(o.value(QStringLiteral("color")).toString());
    QString why;
    const auto piece = regionFromJsonObject(o.value(QStringLiteral("piece")).toObject(), &why);
    if (s->name.isEmpty() || !s->color.isValid())
        return tr("stamp %1 needs a name and a colour such as \"#8a7560\"").arg(number);
    if (!piece)
        return tr("stamp \"%1\": %2").arg(s->name, why);
    if (piece->region.variant != variant())
        return tr("stamp \"%1\" holds GB%2 tiles, not GB%3")
            .arg(s->name, variantDigits(piece->region.variant), variantDigits(variant()));
    s->piece = *piece;
    return std::nullopt;
}

QString StampLibrary::filePath() const {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/stamps/") + variantStem(variant()) + QStringLiteral(".json");
}

void StampLibrary::load() {
    list().clear();
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
