#pragma once
// The layers of the board (one per field of its variant's table) and the palette of the active
// layer's values. Choosing a layer makes it the one drawn and painted.

#include "gbxx/board.h"

#include <QWidget>

class QListWidget;
class QCheckBox;

namespace gbxx {

class PaintSettings;
class ValuePalette;

class LayersPanel : public QWidget {
    Q_OBJECT

public:
    explicit LayersPanel(PaintSettings* settings, QWidget* parent = nullptr);

    // Lists the fields of `board`, keeping the active layer when the new board has it.
    void setBoard(const Board* board);
    // Makes the field called `key` the active layer; false when the board has none.
    bool selectLayer(const QString& key);
    QCheckBox* underlayToggle() const { return underlay_; }

private:
    void onRowChanged(int row);

    PaintSettings* settings_;
    QListWidget* list_;
    ValuePalette* palette_;
    QCheckBox* underlay_;
    const Board* board_ = nullptr;
    QString activeKey_; // kept when another board is opened, if it has that field
};

} // namespace gbxx
