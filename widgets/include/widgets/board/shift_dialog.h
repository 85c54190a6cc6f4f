#pragma once
// Board ▸ Shift: move the board's contents by a number of tiles, optionally wrapping around.

#include <QDialog>

class QCheckBox;
class QSpinBox;

namespace gbxx {

class ShiftDialog : public QDialog {
    Q_OBJECT

public:
    ShiftDialog(int width, int length, bool wrapDefault, QWidget* parent = nullptr);
    int dx() const;
    int dy() const;
    bool wrap() const;

private:
    QSpinBox* dx_;
    QSpinBox* dy_;
    QCheckBox* wrap_;
};

} // namespace gbxx
