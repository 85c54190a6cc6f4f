#pragma once
// What the painting tools paint with, whatever the tool: the active layer and value (chosen in the
// layers dock), a preset to stamp instead (presets dock), and symmetry (tool bar). Shared by the
// docks, the view and the tools, and kept in sync through changed(). What is particular to one tool
// (brush size, filled rectangles …) is in that tool's ToolOptions.

#include "widgets/document/region_clipboard.h"
#include "gbxx/field.h"
#include "gbxx/symmetry.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace gbxx {

class PaintSettings : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    const FieldSpec* field = nullptr;
    // The active field is locked or hidden (the layer list): tools do not paint it, and say why.
    bool fieldLocked = false;
    bool fieldHidden = false;
    // Enum, Number and height values: the value painted. Flags and height levels: the chosen flags.
    std::uint64_t value = 0;
    bool flagsOn = true; // flags: set the chosen flags (true) or clear them (false)
    // Fair boards: every paint, fill and erase also lands on the symmetric tiles, with player 1's
    // zones and blacklists becoming player 2's at the mirror when owners are swapped.
    Symmetry symmetry = Symmetry::None;
    bool swapOwners = false;
    // A whole-tile preset to stamp instead of the layer's value (brush, line, rectangle, fill).
    std::optional<std::uint64_t> preset;
    QString presetName;
    // A stamp (Presets and Stamps) that the brush places instead: its tiles, the fields it carries
    // and its name; flipped and turned with H, V and R while placing.
    std::optional<CopiedRegion> stamp;
    QString stampName;
    // The fields that copy, cut, delete and moving a selection carry (Edit ▸ Fields Carried).
    enum class Carry { All, Layer, Chosen };
    Carry carry = Carry::All;
    QStringList chosenFields;
    // Their keys; empty for every field.
    QStringList carriedKeys() const {
        if (carry == Carry::Layer && field)
            return {QString::fromLatin1(field->key.data(), static_cast<int>(field->key.size()))};
        if (carry == Carry::Chosen)
            return chosenFields;
        return {};
    }

    void notify() { emit changed(); }

    // The next (`step` 1) or previous (-1) value of the active field, within its range: for
    // flags, the next single flag (as the palette's rows go). Announced; false at the end.
    bool stepValue(int step, HeightMode mode);

signals:
    void changed();
};

} // namespace gbxx
