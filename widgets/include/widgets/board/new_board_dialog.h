#pragma once
// File ▸ New: variant, width, length, initial boundary and every header modifier (from the
// layout's header table).

#include "gbxx/board.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QSpinBox;

namespace gbxx {

// What File ▸ New starts with: the tile size, sides, tile shape and wrap of the last board made
// with it, or what Edit ▸ Preferences set (settings newBoard/...); GB64, 16 × 16, square, no wrap
// at first. A setting that is not a valid value is taken as the first default.
struct NewBoardDefaults {
    Variant variant = Variant::GB64;
    int width = 16;
    int length = 16;
    std::uint64_t shape = 0; // the header's "hex" modifier: 0 square, 1 hex
    std::uint64_t wrap = 0;  // the header's "wrap" modifier: none, width, length, height

    // The header modifiers remembered with the size ("hex", "wrap"), in the default layout.
    static const FieldSpec& shapeField();
    static const FieldSpec& wrapField();

    static NewBoardDefaults saved();
    void save() const;
};

class NewBoardDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewBoardDialog(QWidget* parent = nullptr);
    // The board described by the dialog's fields.
    Board board() const;
    // Remembers the tile size, sides, shape and wrap for the next new board.
    void accept() override;

    QComboBox* variantBox() const { return variant_; }
    QSpinBox* widthBox() const { return width_; }
    QSpinBox* lengthBox() const { return length_; }

private:
    QComboBox* headerBox(const FieldSpec& field) const;
    std::uint64_t headerValue(const FieldSpec& field) const;

    QComboBox* variant_;
    QSpinBox* width_;
    QSpinBox* length_;
    QComboBox* boundary_;
    QList<QPair<const FieldSpec*, QComboBox*>> header_;
};

} // namespace gbxx
