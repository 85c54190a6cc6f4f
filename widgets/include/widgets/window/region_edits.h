#pragma once
// The Edit and Select menus' work on the selection — cut, copy, paste (also from another running
// editor and across tile sizes), delete, Select All / Deselect / Invert / Select Where…, Replace
// in Selection…, flipping or rotating, and the fields these carry. The computations are the
// core's (region.h, expression.h, field_operations.h); the edits go through the document, one undo
// step each. Changing the selection is not an undo step (as in Tiled and Krita).

#include "widgets/tools/paint_settings.h"
#include "gbxx/region.h"

#include <QObject>
#include <QStringList>

#include <cstdint>

namespace gbxx {

class BoardDocument;
class BoardView;
class CurrentDocument;
class WindowStatus;
struct CopiedRegion;

class RegionEdits : public QObject {
    Q_OBJECT

public:
    RegionEdits(const CurrentDocument& current, BoardView& view, PaintSettings& settings,
                WindowStatus& status, QWidget* window);

    // Copy puts the selected tiles' carried fields on the clipboard; paste floats the clipboard's
    // tiles under the pointer (or in place) until they are placed.
    bool copySelection();
    void cutSelection();
    void deleteSelection();
    bool paste(bool inPlace);
    // Floats `copied` with its origin on (x, y), converted to this board's tile size first (the
    // loss report is shown before, when something would be lost).
    bool pasteRegion(const CopiedRegion& copied, int x, int y);
    void selectAll();
    void deselect();
    void invertSelection();
    void selectWhere();
    void replaceInSelection();
    // Flips or turns what floats; a selection is lifted to float first.
    void transformSelection(RegionTransform transform);
    // Edit ▸ Fields Carried (kept in the settings): every field, the active layer's, or chosen
    // ones.
    void setCarry(PaintSettings::Carry carry);
    void setChosenFields(const QStringList& keys);
    // Asks which fields to carry; false when the user cancels.
    bool chooseCarriedFields();
    QStringList carriedFields() const;

signals:
    void carryChanged();

private:
    BoardDocument* document() const;
    std::uint64_t carriedMask() const;
    // What floats lands first, and is what is selected then.
    void placeFloating();

    const CurrentDocument& current_;
    BoardView& view_;
    PaintSettings& settings_;
    WindowStatus& status_;
    QWidget* window_;
    QString lastExpression_; // Select Where… starts from the last condition
};

} // namespace gbxx
