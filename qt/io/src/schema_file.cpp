#include "io/schema_file.h"
#include "io/companion_file.h"
#include "text/core_texts.h"
#include "text/variant_text.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gbxx {
namespace {

// The JSON key holding a sub-field's names: flag names for flags, value names otherwise.
QString namesKeyOf(SubFieldKind kind) {
    return kind == SubFieldKind::Flags ? QStringLiteral("flags") : QStringLiteral("values");
}

class SchemaFile {
    Q_DECLARE_TR_FUNCTIONS(gbxx::SchemaFile)
};

constexpr int kSchemaVersion = 1;

std::optional<std::uint32_t> colourOf(const QJsonValue& value, bool& ok) {
    ok = true;
    if (value.isUndefined())
        return std::nullopt;
    const QString text = value.toString();
    bool parsed = false;
    const uint rgb = text.mid(1).toUInt(&parsed, 16);
    if (text.size() != 7 || !text.startsWith(QLatin1Char('#')) || !parsed) {
        ok = false;
        return std::nullopt;
    }
    return static_cast<std::uint32_t>(rgb);
}

} // namespace

LoadedSchema parseSchema(const QByteArray& json, const QString& path, const Layout& layout) {
    LoadedSchema result;
    const auto problem = [&](const QString& where, const QString& what) {
        result.problems << (where.isEmpty() ? QStringLiteral("%1: %2").arg(path, what)
                                            : QStringLiteral("%1: %2: %3").arg(path, where, what));
    };
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        problem(
            {},
            SchemaFile::tr("not JSON: %1 (at byte %2)").arg(error.errorString()).arg(error.offset));
        return result;
    }
    const QJsonObject root = document.object();
    if (!document.isObject() ||
        root.value(QStringLiteral("schemaVersion")).toInt() != kSchemaVersion) {
        problem(
            {},
            SchemaFile::tr("expected an object with \"schemaVersion\": %1").arg(kSchemaVersion));
        return result;
    }
    const QJsonObject variants = root.value(QStringLiteral("variants")).toObject();
    if (variants.isEmpty()) {
        problem({},
                SchemaFile::tr("\"variants\" names no tile size (\"08\", \"16\", \"32\", \"64\")"));
        return result;
    }
    SchemaSet set{path, {}};
    for (auto it = variants.begin(); it != variants.end(); ++it) {
        const QString where = QStringLiteral("variants.%1").arg(it.key());
        const auto variant = variantFromDigits(it.key().toStdString());
        if (!variant) {
            problem(where, SchemaFile::tr("not a tile size (\"08\", \"16\", \"32\", \"64\")"));
            continue;
        }
        const QJsonObject object = it.value().toObject();
        CustomSchema schema;
        schema.field = object.value(QStringLiteral("field")).toString().toStdString();
        const QJsonArray subFields = object.value(QStringLiteral("subFields")).toArray();
        for (qsizetype k = 0; k < subFields.size(); ++k) {
            const QString at = QStringLiteral("%1.subFields[%2]").arg(where).arg(k);
            const QJsonObject o = subFields[k].toObject();
            CustomSubField s;
            s.key = o.value(QStringLiteral("key")).toString().toStdString();
            s.label = o.value(QStringLiteral("label")).toString().toStdString();
            const QJsonValue bits = o.value(QStringLiteral("bits"));
            if (bits.isDouble()) { // one bit
                s.firstBit = bits.toInt(-1);
                s.bitCount = 1;
            } else if (bits.isArray() && bits.toArray().size() == 2) {
                s.firstBit = bits.toArray()[0].toInt(-1);
                s.bitCount = bits.toArray()[1].toInt(-2) - s.firstBit + 1;
            } else {
                problem(at,
                        SchemaFile::tr("\"bits\" is a bit (3) or a first and last bit ([0, 3])"));
                continue;
            }
            const QString kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("number"));
            const auto named = subFieldKindNamed(kind.toStdString());
            if (!named) {
                problem(at, SchemaFile::tr("unknown kind '%1' (number, enum or flags)").arg(kind));
                continue;
            }
            s.kind = *named;
            const QJsonArray names = o.value(namesKeyOf(s.kind)).toArray();
            for (const QJsonValue& n : names) {
                SubFieldName name;
                bool colourOk = true;
                if (n.isString()) {
                    name.name = n.toString().toStdString();
                } else {
                    name.name = n.toObject().value(QStringLiteral("name")).toString().toStdString();
                    name.colour = colourOf(n.toObject().value(QStringLiteral("colour")), colourOk);
                }
                if (name.name.empty() || !colourOk)
                    problem(at, SchemaFile::tr("each name is a text, or {\"name\": …, "
                                               "\"colour\": \"#rrggbb\"}"));
                s.names.push_back(std::move(name));
            }
            schema.subFields.push_back(std::move(s));
        }
        for (const Message& p : schemaProblems(schema, layout, *variant))
            problem(where, translated(p));
        set.variants.emplace(*variant, std::move(schema));
    }
    if (result.problems.isEmpty())
        result.schema = std::move(set);
    return result;
}

QByteArray schemaJson(const SchemaSet& schema) {
    QJsonObject variants;
    for (const auto& [variant, part] : schema.variants) {
        QJsonArray subFields;
        for (const CustomSubField& sub : part.subFields) {
            QJsonObject o;
            o.insert(QStringLiteral("key"), QString::fromStdString(sub.key));
            if (!sub.label.empty())
                o.insert(QStringLiteral("label"), QString::fromStdString(sub.label));
            if (sub.bitCount == 1)
                o.insert(QStringLiteral("bits"), sub.firstBit);
            else
                o.insert(QStringLiteral("bits"),
                         QJsonArray{sub.firstBit, sub.firstBit + sub.bitCount - 1});
            const std::string_view kind = subFieldKindName(sub.kind);
            o.insert(QStringLiteral("kind"),
                     QString::fromLatin1(kind.data(), static_cast<qsizetype>(kind.size())));
            if (sub.kind != SubFieldKind::Number) {
                QJsonArray names;
                for (const SubFieldName& n : sub.names) {
                    if (!n.colour) {
                        names.append(QString::fromStdString(n.name));
                        continue;
                    }
                    names.append(QJsonObject{
                        {QStringLiteral("name"), QString::fromStdString(n.name)},
                        {QStringLiteral("colour"),
                         QStringLiteral("#%1").arg(*n.colour, 6, 16, QLatin1Char('0'))}});
                }
                o.insert(namesKeyOf(sub.kind), names);
            }
            subFields.append(o);
        }
        variants.insert(variantDigits(variant),
                        QJsonObject{{QStringLiteral("field"), QString::fromStdString(part.field)},
                                    {QStringLiteral("subFields"), subFields}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("schemaVersion"), kSchemaVersion},
                                     {QStringLiteral("variants"), variants}})
        .toJson(QJsonDocument::Indented);
}

namespace {

// A schema is a few kilobytes; a larger file is not one (it fails to parse, cut off here).
constexpr qint64 kSchemaReadLimit = 1 << 20;

std::optional<QByteArray> readSchemaBytes(const QString& path, QStringList& problems) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        problems << SchemaFile::tr("%1: cannot read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return file.read(kSchemaReadLimit);
}

} // namespace

LoadedSchema loadSchemaFile(const QString& path, const Layout& layout) {
    LoadedSchema result;
    const std::optional<QByteArray> json = readSchemaBytes(path, result.problems);
    if (!json)
        return result;
    return parseSchema(*json, path, layout);
}

QString findSchemaFor(const QString& boardPath) {
    return findCompanionFile(boardPath, QStringLiteral(".schema.json"),
                             QStringLiteral("gameboardxx-schema.json"));
}

SchemaFileRead readSchemaFileFor(const QString& boardPath, const QString& explicitPath) {
    SchemaFileRead result;
    const bool builtIn = boardPath.isEmpty() || boardPath == QLatin1String("-") ||
                         boardPath.startsWith(QLatin1Char(':'));
    result.path = !explicitPath.isEmpty() ? explicitPath
                  : builtIn               ? QString()
                                          : findSchemaFor(boardPath);
    if (!result.path.isEmpty())
        result.json = readSchemaBytes(result.path, result.problems);
    return result;
}

BoardSchema schemaFrom(const SchemaFileRead& file, Variant variant, const Layout& layout) {
    BoardSchema result;
    result.path = file.path;
    if (!file.json) {
        result.problems = file.problems;
        return result;
    }
    LoadedSchema loaded = parseSchema(*file.json, file.path, layout);
    if (!loaded.schema) {
        result.problems = loaded.problems;
        return result;
    }
    if (const CustomSchema* part = loaded.schema->forVariant(variant))
        result.schema = *part;
    return result;
}

BoardSchema schemaForBoard(const QString& boardPath, Variant variant, const Layout& layout,
                           const QString& explicitPath) {
    return schemaFrom(readSchemaFileFor(boardPath, explicitPath), variant, layout);
}

} // namespace gbxx
