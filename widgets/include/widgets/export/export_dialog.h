#pragma once
// Before exporting (or converting in place) to another tile size, or pasting tiles copied from a
// board of another: the loss report (C10) as a table, field by field with the number of tiles
// affected, and a button that highlights those tiles on the board; "lossless" when nothing is lost.

#include "gbxx/conversion.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gbxx {

class ExportDialog : public QDialog {
    Q_OBJECT

public:
    enum class Purpose { ExportFile, ConvertInPlace, Paste };
    // For Paste, `source` holds the copied tiles (regionBoard), which are not on the board.
    ExportDialog(const Board& source, Variant target, Purpose purpose, QWidget* parent = nullptr);

    const Conversion& conversion() const { return conversion_; }
    QTableWidget* table() const { return table_; }
    QLabel* summary() const { return summary_; }
    // Asks for the tiles of the selected rows (all rows when none is selected) to be highlighted.
    void highlightSelected();

signals:
    void highlightRequested(const std::vector<gbxx::TileIndex>& tiles);

private:
    Conversion conversion_;
    QTableWidget* table_;
    QLabel* summary_;
    QPushButton* highlight_;
};

} // namespace gbxx
