#pragma once
// File ▸ New: variant, width, length, initial boundary and every header modifier (from the
// layout's header table).

#include "gbxx/board.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QSpinBox;

namespace gbxx {

// What File ▸ New starts with: the tile size and sides of the last board made with it, or what
// Edit ▸ Preferences set (settings newBoard/...); GB64, 16 × 16 at first.
struct NewBoardDefaults {
    Variant variant = Variant::GB64;
    int width = 16;
    int length = 16;

    static NewBoardDefaults saved();
    void save() const;
};

class NewBoardDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewBoardDialog(QWidget* parent = nullptr);
    // The board described by the dialog's fields.
    Board board() const;
    // Remembers the tile size and sides for the next new board.
    void accept() override;

    QComboBox* variantBox() const { return variant_; }
    QSpinBox* widthBox() const { return width_; }
    QSpinBox* lengthBox() const { return length_; }

private:
    QComboBox* variant_;
    QSpinBox* width_;
    QSpinBox* length_;
    QComboBox* boundary_;
    QList<QPair<const FieldSpec*, QComboBox*>> header_;
};

} // namespace gbxx
