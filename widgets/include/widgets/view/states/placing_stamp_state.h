#pragma once
// At rest with a stamp chosen (Presets and Stamps) and a tool that places stamps: the stamp is
// shown under the pointer as it would land; a left press places it and each new spot of the drag
// places it again (the tools' StampStroke, one undo step a stroke). H, V and R flip and turn it;
// Esc puts it down, and the view is idle again.

#include "widgets/tools/stamp_stroke.h"
#include "widgets/view/states/view_state.h"
#include "render/piece_drawing.h"

#include <QRegion>

#include <optional>

namespace gbxx {

class PlacingStampState : public ViewState {
public:
    // Whether `view` places a stamp now: the painting settings hold one and its tool places
    // stamps (the brush).
    static bool stamping(const BoardView& view);

    Rest rest() const override { return Rest::Stamp; }
    void enter(BoardView& view) override { hoverChanged(view); }
    void exit(BoardView& view) override;
    void finish(BoardView& view) override;
    Next mousePress(BoardView& view, QMouseEvent* event) override;
    Next mouseMove(BoardView& view, QMouseEvent* event) override;
    Next mouseRelease(BoardView& view, QMouseEvent* event) override;
    bool takesKey(const QKeyEvent* event) const override;
    Next keyPress(BoardView& view, QKeyEvent* event) override;
    void hoverChanged(BoardView& view) override;
    void paint(const BoardView& view, QPainter& painter, const QRectF& area) const override;

private:
    // The stamp as it lands with its origin on (x, y) of the view's board.
    static Placement placement(const BoardView& view, int x, int y);
    // Shows the stamp landing on the tile `hovered` (-1: nowhere).
    void showAt(BoardView& view, int hovered);
    void endStroke(BoardView& view);

    std::optional<StampStroke> stroke_; // while the button is down
    QRegion area_;                      // viewport area of the stamp shown under the pointer
    mutable PieceDrawing drawing_;
};

} // namespace gbxx
