#pragma once
// The layers of the board (one per field of its variant's table) and the palette of the active
// layer's values. Choosing a layer makes it the one drawn and painted. Follows its document: a
// header change (height mode) or a new board lists the layers again.

#include "editor/document/document_view.h"
#include "gbxx/board.h"

#include <QWidget>

class QListWidget;
class QCheckBox;

namespace gbxx {

class BoardDocument;
class PaintSettings;
class ValuePalette;

class LayersPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit LayersPanel(PaintSettings* settings, QWidget* parent = nullptr);

    // Makes the field called `key` the active layer; false when the board has none.
    bool selectLayer(const QString& key);
    QCheckBox* underlayToggle() const { return underlay_; }

protected:
    // Lists the fields of the document's board, keeping the active layer when it has that field.
    void documentSwitched() override { rebuild(); }
    void documentChanged(const DocumentChange& change) override;

private:
    void rebuild();
    void onRowChanged(int row);

    PaintSettings* settings_;
    QListWidget* list_;
    ValuePalette* palette_;
    QCheckBox* underlay_;
    QString activeKey_; // kept when another board is opened, if it has that field
};

} // namespace gbxx
