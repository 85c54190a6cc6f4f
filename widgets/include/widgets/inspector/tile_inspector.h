#pragma once
// Every field of one tile, or of the selected tiles together, as editors chosen by what the field
// holds (check boxes for flags, names for enums, numbers), each edit one undo step for all of them.
// Without a selection it follows the pointer, unless a tile is pinned (picker click, Inspect ▸ Pin
// or the pin button): then it keeps showing that tile, and the tile under the pointer appears in a
// line of its own, so travelling to the inspector never changes what it shows. Follows its
// document: an edit of the tiles shown, a header change (height mode), a new selection or board.

#include "widgets/document/document_view.h"
#include "gbxx/change_set.h"

#include <QHash>
#include <QList>
#include <QWidget>

#include <functional>
#include <vector>

class QGridLayout;
class QLabel;
class QToolButton;

namespace gbxx {

class BoardDocument;
class FieldEditor;
struct FieldSpec;

class TileInspector : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit TileInspector(QWidget* parent = nullptr);
    // The tile under the pointer; -1 keeps the tile shown (so the pointer can travel here).
    void showTile(int index);
    // Keeps showing tile `index` whatever the pointer does; -1 follows the pointer again.
    void pinTile(int index);
    int pinnedTile() const { return pinned_; }
    int hoveredTile() const { return hovered_; }
    // The tile shown: the pinned one, else the last one pointed at (-1: none).
    int tile() const { return pinned_ >= 0 ? pinned_ : hovered_; }
    // The tiles an edit applies to: the selection when there is one, else the tile shown.
    std::vector<TileIndex> targets() const;

    // Sets field `row` (the board's field order) of every target to `value`, one undo step.
    void editField(int row, std::uint64_t value);
    // Sets or clears flag `bit` of field `row` on every target, one undo step.
    void editFlag(int row, int bit, bool on);
    // What field `row` reads as for the targets ("mixed" where they differ).
    QString meaning(int row) const;
    FieldEditor* editor(int row) const;

    // A line about the tiles shown from another part of the editor (a comparison: what the other
    // board holds there), under the title; none without `about`. Asked again at every refresh and
    // by refreshAnnotation().
    using Annotation = std::function<QString(const std::vector<TileIndex>& tiles)>;
    void setAnnotation(Annotation about);
    void refreshAnnotation();
    QString annotation() const;

signals:
    void pinnedChanged(int index); // -1: following the pointer again
    // Something the user should know about an edit (a locked field refused).
    void message(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void leavingDocument() override;
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;

private:
    void rebuildEditors();
    // Each field's name beside its editor where there is room, above it in a narrow dock (flags
    // then in one column), so a small screen shows every value without scrolling sideways.
    void arrangeEditors();
    void refresh();
    void showPointerRow();
    QString describe(TileIndex tile) const;
    // Refuses, saying why, an edit of a field locked in the layer list.
    bool refusedAsLocked(const FieldSpec& field);

    int hovered_ = -1;
    int pinned_ = -1;
    // The pins of the other open boards (tabs), each back when its board is shown again.
    QHash<const BoardDocument*, int> pins_;
    QLabel* title_;
    QToolButton* pin_;
    QLabel* pointerRow_;
    QLabel* annotation_;
    Annotation about_;
    QWidget* fieldsArea_;
    QGridLayout* grid_;
    QList<FieldEditor*> editors_;
    QList<QLabel*> labels_;
    bool stacked_ = false;
    int sideBySideWidth_ = 0; // what names and editors need side by side
    int editorsMode_ = -1; // the height mode the editors were made for
    const void* editorsFields_ = nullptr;
};

} // namespace gbxx
