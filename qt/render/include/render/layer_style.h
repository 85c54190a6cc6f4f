#pragma once
// How a field is drawn as a layer: the colour of each value and the legend. Built from the field's
// kind and value names, so a field needs no drawing code of its own.

#include "gbxx/field.h"
#include "gbxx/neutral_tile.h"

#include <QColor>
#include <QIcon>
#include <QList>
#include <QString>

namespace gbxx {

struct LegendEntry {
    QString label;
    QColor color;
    std::uint64_t value; // the value (Enum, Number, Height value) or the flag's bit mask
};

// How a layer is named where both its label and its key help: "Home zones (homeZones)".
QString layerTitle(const FieldSpec& field);

// A colour as a small framed square for lists and palettes, visible on light and dark backgrounds
// alike (the frame shows a colour close to the background, and "no fill" as an empty square).
QIcon swatchIcon(const QColor& colour);

// The colour around the board in the editor's view, for a dark or a light theme: apart from every
// boundary colour, "not on board" included.
QColor boardBackground(bool dark);

// The one colour that stands for a field as a layer (its row in the layer list, its marks where
// two boards differ): its highest value's or last flag's, as the palette has them.
QColor layerColour(const FieldSpec& field, HeightMode mode);

class LayerStyle {
public:
    LayerStyle(const FieldSpec& field, HeightMode mode);

    const FieldSpec& field() const { return *field_; }
    // Flags and height levels: each set bit is also drawn as a badge.
    bool usesFlags() const { return flags_; }

    // The fill of a tile whose field holds `value`; an invalid colour means "no fill".
    QColor fill(std::uint64_t value) const;
    // The colour of flag (or level) `bit`.
    QColor flagColor(int bit) const;
    QList<LegendEntry> legend() const;

    // A categorical colour for an index (players, teams, enum values).
    static QColor categorical(int index);

    // Where `value` sits on the field's ramp, 0..1 (numbers, heights, barriers; shading).
    double rampPosition(std::uint64_t value) const;

private:
    QColor ramp(std::uint64_t value) const; // low → high gradient for numbers and heights

    const FieldSpec* field_;
    bool flags_;
};

} // namespace gbxx
