#pragma once
// Tile presets: named, coloured whole-tile values that the brush, rectangle and fill tools can
// stamp. Kept per variant in the settings and exchanged as a small JSON file.

#include "gbxx/variant.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace gbxx {

struct TilePreset {
    QString name;
    QColor color;
    quint64 value = 0;
    bool operator==(const TilePreset&) const = default;
};

// The presets of one variant.
class TilePresets {
    Q_DECLARE_TR_FUNCTIONS(gbxx::TilePresets)

public:
    explicit TilePresets(Variant variant)
        : variant_(variant) {}
    Variant variant() const { return variant_; }
    QList<TilePreset>& list() { return presets_; }
    const QList<TilePreset>& list() const { return presets_; }

    // {"format": "gbxx-tile-presets", "version": 1, "variant": 64, "presets": [{"name", "color",
    // "value": "0x…"}]}; values are hex strings, as JSON numbers cannot hold 64 bits exactly.
    QByteArray toJson() const;
    // Reads presets for this variant from `json`; on failure returns why and changes nothing.
    std::optional<QString> fromJson(const QByteArray& json);

    void load();       // from AppSettings
    void save() const; // to AppSettings

private:
    Variant variant_;
    QList<TilePreset> presets_;
};

} // namespace gbxx
