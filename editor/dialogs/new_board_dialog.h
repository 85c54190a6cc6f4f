#pragma once
// File ▸ New: variant, width, length, initial boundary and every header modifier (from the
// layout's header table).

#include "gbxx/board.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QSpinBox;

namespace gbxx {

class NewBoardDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewBoardDialog(QWidget* parent = nullptr);
    // The board described by the dialog's fields.
    Board board() const;

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
