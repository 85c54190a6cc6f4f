#include "registry_client/registry_types.h"

#include "gbxx/registry_code.h"

#include <QJsonArray>

namespace gbxx {

RegistryBoard RegistryBoard::fromJson(const QJsonObject& o) {
    RegistryBoard b;
    b.json = o;
    b.code = o.value(QStringLiteral("code")).toString();
    b.title = o.value(QStringLiteral("title")).toString();
    b.author = o.value(QStringLiteral("author")).toString();
    b.owner = o.value(QStringLiteral("owner")).toString();
    b.editorId = o.value(QStringLiteral("editorId")).toString();
    b.published = o.value(QStringLiteral("published")).toString();
    b.variant = o.value(QStringLiteral("variant")).toInt();
    b.width = o.value(QStringLiteral("width")).toInt();
    b.length = o.value(QStringLiteral("length")).toInt();
    b.version = o.value(QStringLiteral("version")).toInt();
    b.revision = o.value(QStringLiteral("revision")).toInt();
    b.hex = o.value(QStringLiteral("hex")).toBool();
    b.wrap = o.value(QStringLiteral("wrap")).toBool();
    b.listed = o.value(QStringLiteral("listed")).toBool(true);
    b.downloads = static_cast<qint64>(o.value(QStringLiteral("downloads")).toDouble());
    for (const QJsonValue& value : o.value(QStringLiteral("revisions")).toArray()) {
        const QJsonObject r = value.toObject();
        b.revisions.append({r.value(QStringLiteral("revision")).toInt(),
                            r.value(QStringLiteral("sha256")).toString(),
                            static_cast<qint64>(r.value(QStringLiteral("size")).toDouble()),
                            r.value(QStringLiteral("version")).toInt(),
                            r.value(QStringLiteral("published")).toString(),
                            r.value(QStringLiteral("note")).toString()});
    }
    if (b.published.isEmpty() && !b.revisions.isEmpty())
        b.published = b.revisions.back().published;
    return b;
}

std::optional<CodeReference> parseCodeReference(const QString& text) {
    return parseCodeReference(std::string_view(text.toStdString()));
}

} // namespace gbxx
