#pragma once
// The board dragged by the middle button, or the left one while Space is held, from any state:
// the state it interrupted is kept as it was (a stroke, floating content) and comes back when the
// button is released. Keys and drawing are still the interrupted state's.

#include "widgets/view/states/view_state.h"

#include <QPoint>

namespace gbxx {

class PanningState : public ViewState {
public:
    PanningState(Next interrupted, QPoint at);

    // Once released, the interrupted state has gone back to the view.
    bool busy() const override { return interrupted_ && interrupted_->busy(); }
    MovingFloatingState* floating() override {
        return interrupted_ ? interrupted_->floating() : nullptr;
    }
    bool hidesSelection() const override { return interrupted_ && interrupted_->hidesSelection(); }
    void enter(BoardView& view) override;
    void exit(BoardView& view) override;
    void finish(BoardView& view) override { interrupted_->finish(view); }
    Next drop(BoardView& view) override;
    Next mouseMove(BoardView& view, QMouseEvent* event) override;
    Next mouseRelease(BoardView& view, QMouseEvent* event) override;
    bool takesKey(const QKeyEvent* event) const override {
        return interrupted_ && interrupted_->takesKey(event);
    }
    Next keyPress(BoardView& view, QKeyEvent* event) override;
    void paint(const BoardView& view, QPainter& painter, const QRectF& area) const override {
        interrupted_->paint(view, painter, area);
    }

private:
    // A key or a drop left the interrupted state for `next`: the pan goes on over it.
    void replaceInterrupted(BoardView& view, Next next);

    Next interrupted_;
    QPoint last_; // the pointer's last position, in the viewport
};

} // namespace gbxx
