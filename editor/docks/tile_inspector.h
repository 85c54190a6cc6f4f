#pragma once
// Every field of one tile (the one under the cursor, or the last one it was over) with its value
// names, from the field tables; values can be edited in place, each edit one undo step. Follows its
// document: an edit of the tile, a header change (height mode) or a new board shows it anew.

#include "editor/document/document_view.h"
#include "gbxx/change_set.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gbxx {

class BoardDocument;

class TileInspector : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit TileInspector(QWidget* parent = nullptr);
    // Shows tile `index`; -1 keeps the tile shown (so the cursor can travel to the inspector).
    void showTile(int index);
    int tile() const { return tile_; }
    // Sets field `row` of the shown tile to `value` through the undo stack.
    void editField(int row, std::uint64_t value);

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;

private:
    void refresh();

    int tile_ = -1;
    QLabel* title_;
    QTableWidget* table_;
    bool refreshing_ = false;
};

} // namespace gbxx
