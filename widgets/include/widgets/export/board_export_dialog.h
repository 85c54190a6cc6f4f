#pragma once
// File ▸ Export Image… and File ▸ Export Printable PDF…: one dialog, as both choose what to draw
// the same way — the board as the view shows it or the chosen layers one panel (a set of pages)
// each, grid and labels. An image adds titles and a legend, its scale in pixels, the resulting
// size and a live preview (a BoardPicture, as `gbxx render` draws it); a print adds the size of a
// tile on paper, the paper and its orientation, and how many pages that makes (a BoardPrint).

#include "render/board_picture.h"
#include "render/board_print.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace gbxx {

class BoardExportDialog : public QDialog {
    Q_OBJECT

public:
    enum class Kind { Image, Print };

    // `current`: the layer being painted, chosen to begin with.
    // `fields`: the board's fields as the editor reads them (a schema's sub-fields included;
    // empty: the layout's alone).
    // `view`: how the view draws the board (BoardView::renderOptions()); with it the export is as
    // the view shows it unless one panel per field is chosen, and the grid (and an image's labels)
    // start as the view's.
    BoardExportDialog(Kind kind, const Board& board, const FieldSpec* current,
                      QWidget* parent = nullptr, std::span<const FieldSpec> fields = {},
                      std::optional<RenderOptions> view = std::nullopt);

    Kind kind() const { return kind_; }
    PictureOptions pictureOptions() const; // Kind::Image
    PrintOptions printOptions() const;     // Kind::Print

    QComboBox* modeBox() const { return mode_; }
    QListWidget* layerList() const { return layers_; }
    QCheckBox* gridBox() const { return grid_; }
    QComboBox* labelsBox() const { return labels_; }
    // The image's size or the print's page count, or why nothing can be exported.
    QLabel* summaryLabel() const { return summary_; }
    QCheckBox* legendBox() const { return legend_; }                       // image only
    QSpinBox* pixelsPerTileBox() const { return pixels_; }                 // image only
    QDoubleSpinBox* millimetresPerTileBox() const { return millimetres_; } // print only
    QComboBox* paperBox() const { return paper_; }                         // print only
    QComboBox* orientationBox() const { return orientation_; }             // print only

private:
    void addImageRows(QFormLayout* form);
    void addPrintRows(QFormLayout* form);
    QPushButton* addButtons(QLayout* layout);
    // What both kinds choose alike.
    template <typename Options> void fillShared(Options& options) const;
    void refresh();
    void refreshImage(const PictureOptions& chosen);
    void refreshPrint(const PrintOptions& chosen);

    Kind kind_;
    const Board& board_;
    std::span<const FieldSpec> fields_;
    std::optional<RenderOptions> view_;
    QComboBox* mode_;
    QListWidget* layers_;
    QCheckBox* grid_;
    QCheckBox* legend_ = nullptr;
    QComboBox* labels_ = nullptr;
    QSpinBox* pixels_ = nullptr;
    QDoubleSpinBox* millimetres_ = nullptr;
    QComboBox* paper_ = nullptr;
    QComboBox* orientation_ = nullptr;
    QLabel* summary_ = nullptr;
    QLabel* preview_ = nullptr;
    QPushButton* export_ = nullptr;
};

} // namespace gbxx
