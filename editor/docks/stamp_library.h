#pragma once
// Stamps: named multi-tile pieces saved from a selection, with their shape and the fields they
// carry, placed with the brush. One library a tile size, kept as a JSON file in the user's data
// folder and exchanged as the same JSON (like tile presets).

#include "editor/document/region_clipboard.h"
#include "gbxx/variant.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace gbxx {

struct Stamp {
    QString name;
    QColor color;
    CopiedRegion piece; // its tiles, in this library's tile size
};

class StampLibrary {
    Q_DECLARE_TR_FUNCTIONS(gbxx::StampLibrary)

public:
    explicit StampLibrary(Variant variant)
        : variant_(variant) {}
    Variant variant() const { return variant_; }
    QList<Stamp>& list() { return stamps_; }
    const QList<Stamp>& list() const { return stamps_; }

    // {"format": "gbxx-stamps", "version": 1, "variant": 64, "stamps": [{"name", "color",
    // "piece": {a copied region, region_clipboard.h}}]}.
    QByteArray toJson() const;
    // Reads stamps for this tile size from `json`; on failure returns why and changes nothing.
    std::optional<QString> fromJson(const QByteArray& json);

    // The library's file: stamps/gbNN.json in the user's data folder.
    QString filePath() const;
    void load(); // a missing or damaged file leaves the library empty
    std::optional<QString> save() const;

private:
    Variant variant_;
    QList<Stamp> stamps_;
};

} // namespace gbxx
