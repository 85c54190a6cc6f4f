#pragma once
// File ▸ Export Image…: the board as the view shows it, or the chosen layers one panel each (with
// titles and a legend); grid, labels and scale, with a live preview and the resulting size. The
// picture itself is a BoardPicture, as `gbxx render` draws it.

#include "render/board_picture.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace gbxx {

class ImageExportDialog : public QDialog {
    Q_OBJECT

public:
    // `current`: the layer shown in the view, chosen to begin with.
    // The board's fields as the editor reads them (a schema's sub-fields included; empty: the
    // layout's alone).
    // `view`: how the view draws the board (BoardView::renderOptions()); with it the picture is
    // as the view shows it unless one panel per field is chosen, and the grid and labels start as
    // the view's.
    ImageExportDialog(const Board& board, const FieldSpec* current, QWidget* parent = nullptr,
                      std::span<const FieldSpec> fields = {},
                      std::optional<RenderOptions> view = std::nullopt);

    PictureOptions options() const;

    QComboBox* modeBox() const { return mode_; }
    QListWidget* layerList() const { return layers_; }
    QCheckBox* gridBox() const { return grid_; }
    QCheckBox* legendBox() const { return legend_; }
    QComboBox* labelsBox() const { return labels_; }
    QSpinBox* tileSizeBox() const { return tileSize_; }
    QLabel* sizeLabel() const { return sizeLabel_; }

private:
    void refresh();

    const Board& board_;
    std::span<const FieldSpec> fields_;
    std::optional<RenderOptions> view_;
    QComboBox* mode_;
    QListWidget* layers_;
    QCheckBox* grid_;
    QCheckBox* legend_;
    QComboBox* labels_;
    QSpinBox* tileSize_;
    QLabel* sizeLabel_;
    QLabel* preview_;
    QPushButton* export_ = nullptr;
};

} // namespace gbxx
