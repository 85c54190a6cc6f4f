#pragma once
// Copied regions on the system clipboard, so they paste between two running editors and between
// boards of different tile sizes: a self-describing JSON document (tile size, layout, hex or
// square, height mode, the origin and its column's parity, the fields carried) under its own MIME
// type, and the same JSON as plain text.

#include "gbxx/region.h"

#include <QString>
#include <QStringList>

#include <optional>

class QJsonObject;
class QMimeData;

namespace gbxx {

inline constexpr char kRegionMimeType[] = "application/x-gameboardxx-region";

struct CopiedRegion {
    Region region;
    QStringList fields; // the keys of the fields carried; empty: every field
    int originX = 0;    // where the origin tile was (Paste in Place)
    int originY = 0;
};

QByteArray regionToJson(const CopiedRegion& copied);
// The same as a JSON object, to keep inside other documents (a stamp library).
QJsonObject regionToJsonObject(const CopiedRegion& copied);
std::optional<CopiedRegion> regionFromJsonObject(const QJsonObject& root, QString* error);
// Reads a copied region; on failure returns nothing and says why in `error`.
std::optional<CopiedRegion> regionFromJson(const QByteArray& json, QString* error);

QMimeData* regionMimeData(const CopiedRegion& copied);
std::optional<CopiedRegion> regionFromMimeData(const QMimeData* data, QString* error);

// The mask over the whole tile values of `variant` (today's layout or `layout`) that `fields`
// name: the fields a paste sets.
std::uint64_t fieldMaskFor(const QStringList& fields, Variant variant, const Layout& layout);

} // namespace gbxx
