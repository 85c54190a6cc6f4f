#pragma once
// The inspector's editor for one field, chosen by what the field holds: a check box per flag (with
// its name), a list of names for enums, a spin box for numbers. It shows the field's value on one
// tile or what a set of tiles has in common, with "mixed" where they differ, and reports what the
// user chose; the inspector turns that into one undo step for all of them.

#include "gbxx/field.h"
#include "gbxx/tile_spread.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace gbxx {

class FieldEditor : public QWidget {
    Q_OBJECT

public:
    FieldEditor(const FieldSpec& field, HeightMode mode, QWidget* parent = nullptr);

    const FieldSpec& field() const { return field_; }
    // Shows the field across the tiles of `spread` (one tile: its value).
    void show(const TileSpread& spread);
    // What the value means, as the inspector lists it ("Player 1, Player 2", a level's name); empty
    // for plain numbers. "mixed" when the tiles differ.
    QString meaning() const { return meaning_; }
    // Flags in `columns` columns (two where there is room, one in a narrow dock).
    void setFlagColumns(int columns);

signals:
    void valueChosen(std::uint64_t value);
    void flagChosen(int bit, bool on);

private:
    const FieldSpec& field_;
    QList<QCheckBox*> flags_;
    QComboBox* names_ = nullptr;
    QSpinBox* number_ = nullptr;
    QString meaning_;
    bool showing_ = false;
};

} // namespace gbxx
