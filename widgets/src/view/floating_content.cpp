// BoardView: floating content (a paste, a moved selection) asked of the view, handed to the
// MovingFloatingState that keeps it; and what a piece drawn over the board (render/piece_drawing.h)
// matches and covers.

#include "widgets/view/board_view.h"

#include "widgets/view/states/moving_floating_state.h"
#include "widgets/view/states/view_input.h"

namespace gbxx {

void BoardView::startFloating(Region region, int x, int y, std::uint64_t mask, Selection lifted,
                              const QString& text) {
    if (!document())
        return;
    input_->finish(); // one at a time; a stroke under way ends
    auto floating = std::make_unique<MovingFloatingState>(
        FloatingPiece(std::move(region), QPoint(x, y), mask, std::move(lifted), leftBehind()));
    floating->begin(*this, text);
    input_->enter(std::move(floating));
    emit floatingChanged(true);
}

void BoardView::placeFloating() {
    if (MovingFloatingState* floating = input_->floating())
        floating->place(*this);
}

void BoardView::dropFloating() {
    if (MovingFloatingState* floating = input_->floating())
        floating->dropPiece(*this);
}

Placement BoardView::floatingPlacement() const {
    MovingFloatingState* floating = input_->floating();
    return floating ? floating->piece().placement(geometry_) : Placement{};
}

void BoardView::nudgeFloating(int dx, int dy) {
    if (MovingFloatingState* floating = input_->floating())
        floating->nudge(*this, dx, dy);
}

void BoardView::transformFloating(RegionTransform transform, bool swapOwners) {
    if (MovingFloatingState* floating = input_->floating())
        floating->transform(*this, transform, swapOwners);
}

bool BoardView::isFloating() const {
    return input_->floating() != nullptr;
}

MovingFloatingState* BoardView::floatingState() const {
    return input_->floating();
}

QRegion BoardView::pieceArea(const std::vector<TileIndex>& tiles) const {
    return viewportRegionOf(tiles, TileOutline::reach(scale()));
}

BoardLook BoardView::look() const {
    return {document()->board(), geometry_, options_, colours_, scale(), lookGeneration_};
}

} // namespace gbxx
