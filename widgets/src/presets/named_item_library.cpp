#include "widgets/presets/named_item_library.h"

#include "text/variant_text.h"

namespace gbxx {

QByteArray writeItemFile(const ItemFileFormat& format, Variant variant, const QJsonArray& items) {
    const QJsonObject root{{QStringLiteral("format"), format.format},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("variant"), static_cast<int>(bitsOf(variant))},
                           {format.listKey, items}};
    return QJsonDocument(root).toJson(format.layout);
}

std::optional<QString> readItemFile(const ItemFileFormat& format, Variant variant,
                                    const QByteArray& json, QJsonArray* items) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return format.notJson.arg(error.errorString()).arg(error.offset);
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != format.format)
        return format.otherFormat.arg(format.format);
    const int fileVariant = root.value(QStringLiteral("variant")).toInt();
    if (fileVariant != static_cast<int>(bitsOf(variant)))
        return format.otherVariant
            .arg(fileVariant, 2, 10, QLatin1Char('0')) // the file's number, which may be no variant
            .arg(variantDigits(variant));
    *items = root.value(format.listKey).toArray();
    return std::nullopt;
}

} // namespace gbxx
