#pragma once
// The overview (minimap): the whole board as the view draws it, with the part in the window
// framed; a click or a drag moves the view there, the wheel zooms it. Redrawn from the view's own
// tile colours a moment after edits, and when what the view shows changes.

#include "editor/document/document_view.h"

#include <QImage>
#include <QTimer>
#include <QWidget>

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

protected:
    void documentSwitched() override { redrawLater(0); }
    void documentChanged(const DocumentChange& change) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void redrawLater(int ms);
    void redraw();
    double scale() const; // pixels per tile unit

    BoardView* view_;
    QImage picture_;
    QTimer redraw_;
};

} // namespace gbxx
