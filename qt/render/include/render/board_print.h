#pragma once
// A printable board (File ▸ Export Printable PDF…): the board at a chosen size per tile, split over
// as many pages as it needs, as the view shows it or one set of pages per chosen layer, with crop
// marks and a page's place written in its margin; the first page is a title block (title, author,
// code, version, size) with an overview of how the pages fit together and each layer's legend. A
// print-and-play board.

#include "gbxx/board.h"
#include "render/board_renderer.h"
#include "render/tile_labels.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QString>

#include <optional>
#include <vector>

class QIODevice;
class QPainter;
class QPdfWriter;

namespace gbxx {

struct PrintOptions {
    std::vector<const FieldSpec*> layers; // one set of pages each (the export dialog asks for one)
    bool grid = true;
    LabelKind labels = LabelKind::Coordinates;
    double tileMillimetres = 25; // a square's side, a hex's height
    QPageSize pageSize{QPageSize::A4};
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    double marginMillimetres = 10;
    // As the view shows it (the export dialog's default): one set of pages drawn with the view's
    // own options (BoardPicture's asShown), with `grid` and `labels` above; `layers` is then not
    // used.
    std::optional<RenderOptions> asShown;
};

class BoardPrint {
    Q_DECLARE_TR_FUNCTIONS(gbxx::BoardPrint)

public:
    BoardPrint(const Board& board, PrintOptions options);

    // Pages of board per layer, across and down; every page, the title page included.
    int pagesAcross() const { return across_; }
    int pagesDown() const { return down_; }
    int pageCount() const;
    // Writes the PDF to `device` (the checked write path's file); returns why it failed.
    std::optional<QString> write(QIODevice& device) const;

private:
    void paint(QPdfWriter& writer) const;
    void paintTitlePage(QPainter& painter) const;
    void paintBoardPage(QPainter& painter, const FieldSpec* layer, int column, int row) const;
    // The sets of pages: the layers, or one null entry for the board as the view shows it.
    std::vector<const FieldSpec*> layers() const;

    const Board& board_;
    PrintOptions options_;
    QSizeF area_;  // the printable area, in points (1/72 inch)
    double scale_; // points per tile unit
    int across_ = 1;
    int down_ = 1;
};

} // namespace gbxx
