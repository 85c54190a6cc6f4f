#pragma once
// The layer list: one row per field of the board's variant, grouped (zones, blacklists, barriers,
// links, custom, terrain). It separates "painting this field" (the current row: the active layer,
// whose values the palette below offers) from "showing these fields" (a check box per row, how the
// field is drawn and its opacity, Alt-click to show one field alone) and locks fields against
// edits. Follows its document: a header change (height mode) or a new board lists them again.

#include "gbxx/board.h"
#include "widgets/document/document_view.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QTreeWidget;
class QTreeWidgetItem;

namespace gbxx {

class BoardDocument;
class LayerVisibility;
class PaintSettings;
class ValuePalette;

class LayersPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    LayersPanel(PaintSettings* settings, LayerVisibility* visibility, QWidget* parent = nullptr);

    // Makes the field called `key` the active layer; false when the board has none.
    bool selectLayer(const QString& key);
    // The key of the active layer's field (empty before a board was shown).
    QString activeLayer() const { return activeKey_; }
    // The keys of the layers in the order listed.
    QStringList layerKeys() const;
    QTreeWidget* tree() const { return tree_; }
    // The next or previous layer in the list becomes the active one (`step` ±1), wrapping around.
    void stepLayer(int step);

    static constexpr int kNameColumn = 0; // checked: shown
    static constexpr int kLockColumn = 1; // checked: locked

protected:
    void documentSwitched() override { rebuild(); }
    void documentChanged(const DocumentChange& change) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void refreshRows();          // check marks and "shown as" from the visibility settings
    int nameColumnWidth() const; // the longest layer name's row, in this language
    void fitWidthToNames();
    void onCurrentChanged(QTreeWidgetItem* item);
    void onItemChanged(QTreeWidgetItem* item, int column);
    const FieldSpec* fieldOf(const QTreeWidgetItem* item) const;
    QTreeWidgetItem* itemOf(const QString& key) const;

    PaintSettings* settings_;
    LayerVisibility* visibility_;
    QTreeWidget* tree_;
    QComboBox* channel_;
    QSlider* opacity_;
    QLabel* opacityText_;
    ValuePalette* palette_;
    QString activeKey_; // kept when another board is opened, if it has that field
    bool refreshing_ = false;
    int rowChrome_ = 0; // what a row adds to its name's width (nameColumnWidth)
};

} // namespace gbxx
