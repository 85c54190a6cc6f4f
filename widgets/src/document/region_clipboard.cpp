#include "widgets/document/region_clipboard.h"

#include "text/qt_text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

#include <cstdlib>

namespace gbxx {
namespace {

const QString kFormat = QStringLiteral("gbxx-region");
constexpr int kFar = 2 * static_cast<int>(kMaxSide) + 1;

struct Clipboard {
    Q_DECLARE_TR_FUNCTIONS(gbxx::RegionClipboard)
};

} // namespace

QJsonObject regionToJsonObject(const CopiedRegion& copied) {
    const Region& r = copied.region;
    QJsonArray cells;
    for (const Region::Cell& c : r.cells)
        cells.append(QJsonArray{c.a, c.b, QStringLiteral("0x") + QString::number(c.value, 16)});
    QJsonObject root{{QStringLiteral("format"), kFormat},
                     {QStringLiteral("version"), 1},
                     {QStringLiteral("variant"), static_cast<int>(bitsOf(r.variant))},
                     {QStringLiteral("layout"), qs(r.layout->name)},
                     {QStringLiteral("hex"), r.hex},
                     {QStringLiteral("heightMode"), static_cast<int>(r.heightMode)},
                     {QStringLiteral("originX"), copied.originX},
                     {QStringLiteral("originY"), copied.originY},
                     // Positions are axial on hex boards, so they do not depend on it; kept for
                     // tools that read offset coordinates.
                     {QStringLiteral("originParity"), copied.originX & 1},
                     {QStringLiteral("fields"), QJsonArray::fromStringList(copied.fields)},
                     {QStringLiteral("cells"), cells}};
    return root;
}

QByteArray regionToJson(const CopiedRegion& copied) {
    return QJsonDocument(regionToJsonObject(copied)).toJson(QJsonDocument::Compact);
}

std::optional<CopiedRegion> regionFromJson(const QByteArray& json, QString* error) {
    QJsonParseError parse{};
    const QJsonObject root = QJsonDocument::fromJson(json, &parse).object();
    if (parse.error != QJsonParseError::NoError) {
        if (error)
            *error = Clipboard::tr("the clipboard holds no GameBoardXX tiles");
        return std::nullopt;
    }
    return regionFromJsonObject(root, error);
}

std::optional<CopiedRegion> regionFromJsonObject(const QJsonObject& root, QString* error) {
    const auto fail = [&](const QString& why) -> std::optional<CopiedRegion> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (root.value(QStringLiteral("format")) != kFormat)
        return fail(Clipboard::tr("the clipboard holds no GameBoardXX tiles"));
    CopiedRegion copied;
    Region& r = copied.region;
    const int bits = root.value(QStringLiteral("variant")).toInt();
    bool known = false;
    for (Variant v : kAllVariants)
        if (static_cast<int>(bitsOf(v)) == bits) {
            r.variant = v;
            known = true;
        }
    const Layout* layout = findLayout(root.value(QStringLiteral("layout")).toString().toStdString());
    if (!known || !layout)
        return fail(Clipboard::tr("the copied tiles are of a tile size or layout this editor does "
                                  "not know"));
    r.layout = layout;
    r.hex = root.value(QStringLiteral("hex")).toBool();
    r.heightMode = static_cast<HeightMode>(root.value(QStringLiteral("heightMode")).toInt() & 1);
    copied.originX = root.value(QStringLiteral("originX")).toInt();
    copied.originY = root.value(QStringLiteral("originY")).toInt();
    for (const QJsonValue& f : root.value(QStringLiteral("fields")).toArray())
        copied.fields << f.toString();
    const std::uint64_t mask = tileValueMask(r.variant);
    for (const QJsonValue& c : root.value(QStringLiteral("cells")).toArray()) {
        const QJsonArray cell = c.toArray();
        bool ok = false;
        const QString value = cell.at(2).toString();
        const std::uint64_t v =
            value.startsWith(QLatin1String("0x")) ? value.mid(2).toULongLong(&ok, 16) : 0;
        // Positions within two board sides of the origin; no more tiles than a board holds.
        const int a = cell.at(0).toInt(kFar);
        const int b = cell.at(1).toInt(kFar);
        if (cell.size() != 3 || !ok || (v & ~mask) != 0 || std::abs(a) >= kFar ||
            std::abs(b) >= kFar || r.cells.size() >= std::size_t{kMaxSide} * kMaxSide)
            return fail(
                Clipboard::tr("the copied tiles are damaged (cell %1)").arg(r.cells.size() + 1));
        r.cells.push_back({a, b, v});
    }
    if (r.cells.empty())
        return fail(Clipboard::tr("the copied tiles are empty"));
    centreOnCells(r); // flips and turns go about the piece's middle, as for tiles lifted here
    return copied;
}

namespace {

// The copied tiles themselves: a paste in this editor takes them as they are, and the JSON is
// written only when another program asks for it (a whole board is 65,025 cells).
class RegionMimeData : public QMimeData {
    Q_OBJECT

public:
    explicit RegionMimeData(CopiedRegion copied)
        : copied_(std::move(copied)) {}
    const CopiedRegion& copied() const { return copied_; }

    QStringList formats() const override {
        return {QString::fromLatin1(kRegionMimeType), QStringLiteral("text/plain"),
                QStringLiteral("text/plain;charset=utf-8")};
    }
    bool hasFormat(const QString& mimeType) const override { return formats().contains(mimeType); }

protected:
    QVariant retrieveData(const QString& mimeType, QMetaType type) const override {
        if (!hasFormat(mimeType))
            return QMimeData::retrieveData(mimeType, type);
        if (json_.isEmpty())
            json_ = regionToJson(copied_);
        if (mimeType.startsWith(QLatin1String("text/")) && type.id() == QMetaType::QString)
            return QString::fromUtf8(json_);
        return json_;
    }

private:
    CopiedRegion copied_;
    mutable QByteArray json_;
};

} // namespace

QMimeData* regionMimeData(const CopiedRegion& copied) {
    return new RegionMimeData(copied);
}

std::optional<CopiedRegion> regionFromMimeData(const QMimeData* data, QString* error) {
    if (!data) {
        if (error)
            *error = Clipboard::tr("the clipboard is empty");
        return std::nullopt;
    }
    if (const auto* ours = qobject_cast<const RegionMimeData*>(data))
        return ours->copied(); // copied in this editor
    if (data->hasFormat(QString::fromLatin1(kRegionMimeType)))
        return regionFromJson(data->data(QString::fromLatin1(kRegionMimeType)), error);
    return regionFromJson(data->text().toUtf8(), error); // the text form, from anywhere
}

std::uint64_t fieldMaskFor(const QStringList& fields, Variant variant, const Layout& layout) {
    if (fields.isEmpty())
        return tileValueMask(variant);
    std::uint64_t mask = 0;
    for (const QString& key : fields)
        if (const FieldSpec* f = layout.tileField(variant, key.toStdString()))
            mask |= f->mask();
    return mask;
}

} // namespace gbxx

#include "region_clipboard.moc"
