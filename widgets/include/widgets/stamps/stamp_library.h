#pragma once
// Stamps: named multi-tile pieces saved from a selection, with their shape and the fields they
// carry, placed with the brush. One library a tile size, kept as a JSON file in the user's data
// folder and exchanged as the same JSON (like tile presets).

#include "widgets/presets/named_item_library.h"
#include "widgets/document/region_clipboard.h"

#include <QColor>
#include <QCoreApplication>

namespace gbxx {

struct Stamp {
    QString name;
    QColor color;
    CopiedRegion piece; // its tiles, in this library's tile size
};

// {"format": "gbxx-stamps", "version": 1, "variant": 64, "stamps": [{"name", "color",
// "piece": {a copied region, region_clipboard.h}}]}, written compact: pieces can be large.
class StampLibrary : public NamedItemLibrary<Stamp> {
    Q_DECLARE_TR_FUNCTIONS(gbxx::StampLibrary)

public:
    using NamedItemLibrary::NamedItemLibrary;

    // The library's file: stamps/gbNN.json in the user's data folder.
    QString filePath() const;
    void load() override;
    std::optional<QString> save() const override;

protected:
    ItemFileFormat fileFormat() const override;
    QJsonObject writeItem(const Stamp& s) const override;
    std::optional<QString> readItem(const QJsonObject& o, int number, Stamp* s) const override;
};

} // namespace gbxx
