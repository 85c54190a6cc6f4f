#pragma once
// File ▸ Export Printable PDF…: the board as the view shows it or the chosen layers (a set of pages
// each), grid, labels, the size of a tile on paper, the paper and its orientation, and how many
// pages that makes.

#include "render/board_print.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace gbxx {

class PrintExportDialog : public QDialog {
    Q_OBJECT

public:
    // `current`: the layer being painted, chosen to begin with.
    // The board's fields as the editor reads them (a schema's sub-fields included; empty: the
    // layout's alone).
    // `view`: how the view draws the board (BoardView::renderOptions()); with it the pages are as
    // the view shows it unless a set of pages per field is chosen, and the grid starts as the
    // view's.
    PrintExportDialog(const Board& board, const FieldSpec* current, QWidget* parent = nullptr,
                      std::span<const FieldSpec> fields = {},
                      std::optional<RenderOptions> view = std::nullopt);

    PrintOptions options() const;
    QComboBox* modeBox() const { return mode_; }
    QLabel* pagesLabel() const { return pages_; }
    QDoubleSpinBox* tileSizeBox() const { return tileSize_; }

private:
    void refresh();

    const Board& board_;
    std::span<const FieldSpec> fields_;
    std::optional<RenderOptions> view_;
    QComboBox* mode_;
    QListWidget* layers_;
    QCheckBox* grid_;
    QComboBox* labels_;
    QDoubleSpinBox* tileSize_;
    QComboBox* paper_;
    QComboBox* orientation_;
    QLabel* pages_;
    QPushButton* export_ = nullptr;
};

} // namespace gbxx
