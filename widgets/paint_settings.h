#pragma once
// What the tools paint with: the active layer and value (chosen in the layers dock) and the brush
// options (tool options dock). Shared by the docks, the view and the tools, and kept in sync
// through changed().

#include "gbxx/field.h"
#include "gbxx/symmetry.h"

#include <QObject>
#include <QString>

#include <optional>

namespace gbxx {

class PaintSettings : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    const FieldSpec* field = nullptr;
    // Enum, Number and height values: the value painted. Flags and height levels: the chosen flags.
    std::uint64_t value = 0;
    bool flagsOn = true;     // flags: set the chosen flags (true) or clear them (false)
    int brushSize = 1;       // 1..16
    bool roundBrush = false; // on hex boards, round means hex distance
    bool filledRect = true;
    bool fillCorners = false; // fill and measure on square boards: 8-connected instead of 4
    int measurePlayer = 0;
    // Fair boards: every paint, fill and erase also lands on the symmetric tiles, with player 1's
    // zones and blacklists becoming player 2's at the mirror when owners are swapped.
    Symmetry symmetry = Symmetry::None;
    bool swapOwners = false; // measure as player 1..4 (their blacklists block), 0 for anyone
    // A whole-tile preset to stamp instead of the layer's value (brush, line, rectangle, fill).
    std::optional<std::uint64_t> preset;
    QString presetName;

    void notify() { emit changed(); }

signals:
    void changed();
};

} // namespace gbxx
