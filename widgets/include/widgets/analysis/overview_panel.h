#pragma once
// The overview (minimap): the whole board as the view draws it, with the part in the window
// framed; a click or a drag moves the view there, the wheel zooms it. It follows an edit by the
// next turn of the event loop, redrawing only around the changed tiles; the whole picture is
// drawn again when the board is replaced or reshaped, the panel resized, or what the view shows
// changes.

#include "widgets/document/document_view.h"
#include "gbxx/board.h"

#include <QImage>
#include <QWidget>

#include <vector>

namespace gbxx {

class BoardView;

class OverviewPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit OverviewPanel(BoardView* view, QWidget* parent = nullptr);
    // Where the board is drawn in the panel, and the frame of the view's part of it (pixels).
    QRectF boardRect() const;
    QRectF frameRect() const;
    // The board point (tile units) at panel position `pos`.
    QPointF boardPointAt(QPointF pos) const;
    QSize sizeHint() const override { return {240, 200}; }
    // The board as the panel shows it, and as it would be drawn afresh now.
    const QImage& picture() const { return picture_; }
    QImage renderPicture() const;

protected:
    void documentSwitched() override { redrawAll(); }
    void documentChanged(const DocumentChange& change) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    // Catch up at the next turn of the event loop: by then the view has recoloured the tiles,
    // whichever of the two heard of the change first.
    void redrawAll();
    void redrawTiles(const std::vector<TileIndex>& tiles);
    void catchUpLater();
    void catchUp();
    // Draws the board's `area` (tile units) into `image`, clipped to `clip` (image pixels).
    void paintArea(QImage& image, const QRectF& area, const QRectF& clip) const;
    QSize renderSize() const; // of the picture, in device pixels
    double scale() const;     // pixels per tile unit

    BoardView* view_;
    QImage picture_;
    bool catchUpPosted_ = false;
    bool wholePicture_ = false;      // the next catch-up redraws everything
    std::vector<TileIndex> changed_; // tiles to redraw at the next catch-up
};

} // namespace gbxx
