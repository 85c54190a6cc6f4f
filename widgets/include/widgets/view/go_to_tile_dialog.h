#pragma once
// View ▸ Go to Tile (Ctrl+G): a tile by its column and row, or on hex boards by its axial (q, r) or
// cube (q, r, s) coordinates (odd-q, spec X2). On a board that wraps, a column or row past the seam
// is the one it wraps to. A tile off the board is refused here, with the reason under the fields,
// so the dialog only ever answers a tile of the board.

#include "gbxx/geometry.h"
#include "gbxx/hex_coordinates.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace gbxx {

class GoToTileDialog : public QDialog {
    Q_OBJECT

public:
    enum class System { Offset, Axial, Cube };

    // `from` is the tile the fields start at (the keyboard cursor's), as a column and row.
    GoToTileDialog(const GridShape& shape, Offset from, QWidget* parent = nullptr);

    void setSystem(System system);
    System system() const;
    // The tile the fields name, when it is on the board.
    std::optional<Offset> tile() const;

private:
    void showSystem();
    void judge();
    // What the three fields name in column and row, or why they name no tile.
    std::optional<Offset> named(QString* why) const;

    GridShape shape_;
    System shown_ = System::Offset; // what the fields hold; the box may have just changed
    QComboBox* system_;
    QLabel* labels_[3];
    QSpinBox* fields_[3];
    QLabel* verdict_;
    QDialogButtonBox* buttons_;
};

} // namespace gbxx
