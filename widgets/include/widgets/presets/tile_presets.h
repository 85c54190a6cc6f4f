#pragma once
// Tile presets: named, coloured whole-tile values that the brush, rectangle and fill tools can
// stamp. Kept per variant in the settings and exchanged as a small JSON file.

#include "widgets/presets/named_item_library.h"

#include <QColor>
#include <QCoreApplication>

namespace gbxx {

struct TilePreset {
    QString name;
    QColor color;
    quint64 value = 0;
    bool operator==(const TilePreset&) const = default;
};

// The presets of one variant: {"format": "gbxx-tile-presets", "version": 1, "variant": 64,
// "presets": [{"name", "color", "value": "0x…"}]}; values are hex strings, as JSON numbers cannot
// hold 64 bits exactly.
class TilePresets : public NamedItemLibrary<TilePreset> {
    Q_DECLARE_TR_FUNCTIONS(gbxx::TilePresets)

public:
    using NamedItemLibrary::NamedItemLibrary;

    void load() override;                         // from AppSettings
    std::optional<QString> save() const override; // to AppSettings, which cannot refuse

protected:
    ItemFileFormat fileFormat() const override;
    QJsonObject writeItem(const TilePreset& p) const override;
    std::optional<QString> readItem(const QJsonObject& o, int number, TilePreset* p) const override;
};

} // namespace gbxx
