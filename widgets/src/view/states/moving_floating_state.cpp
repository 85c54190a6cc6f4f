#include "widgets/view/states/moving_floating_state.h"

#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/cursor_keys.h"
#include "widgets/view/states/idle_state.h"
#include "widgets/view/states/view_input.h"
#include "widgets/view/tile_cursor.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>
#include <utility>

namespace gbxx {

MovingFloatingState::MovingFloatingState(FloatingPiece piece)
    : piece_(std::move(piece)) {}

void MovingFloatingState::start(BoardView& view, Region region, int x, int y, std::uint64_t mask,
                                Selection lifted, const QString& text) {
    if (!view.document())
        return;
    view.input().finish(); // one at a time; a stroke under way ends
    auto floating = std::make_unique<MovingFloatingState>(
        FloatingPiece(std::move(region), QPoint(x, y), mask, std::move(lifted), leftBehind(view)));
    floating->begin(view, text);
    view.input().enter(std::move(floating));
}

LeftBehind MovingFloatingState::leftBehind(const BoardView& view) {
    return view.toolBox() ? view.toolBox()->leftBehind() : LeftBehind::OnBoardTiles;
}

Placement MovingFloatingState::placement(const BoardView& view) const {
    return piece_.placement(view.geometry());
}

ViewState::Next MovingFloatingState::lift(BoardView& view, const ToolPoint& at, bool duplicate) {
    const TileIndex tile = view.geometry().indexOf(at.tile.x(), at.tile.y());
    std::optional<FloatingPiece> piece = FloatingPiece::lift(*view.document(), view.paintSettings(),
                                                             tile, duplicate, leftBehind(view));
    if (!piece)
        return nullptr;
    auto state = std::make_unique<MovingFloatingState>(std::move(*piece));
    state->begin(view, FloatingPiece::liftText(duplicate));
    state->grab_ = Grab{at.tile, state->piece_.origin()};
    return state;
}

void MovingFloatingState::begin(BoardView& view, const QString& text) {
    document_ = view.document();
    edit_ = document_->openEdit(this, text, [this] { land(); });
}

void MovingFloatingState::enter(BoardView& view) {
    view.viewport()->update(); // the selection's outline goes, the lifted tiles show emptied
    area_ = view.pieceArea(piece_.placement(view.geometry()).tiles);
}

void MovingFloatingState::exit(BoardView& view) {
    leaving_ = true;
    place(view); // nothing floating is lost
    report(view);
}

void MovingFloatingState::place(BoardView&) {
    edit_.commit(); // its finishing step: land()
}

void MovingFloatingState::land() {
    Landing landing = piece_.landing(document_->planningBoard());
    edit_.extend(landing.changes);
    // What landed is selected, to move it again or work on it.
    document_->setSelection(std::move(landing.landed));
    dropped_ = landing.dropped;
}

void MovingFloatingState::report(BoardView& view) {
    if (dropped_) {
        const int dropped = static_cast<int>(std::exchange(dropped_, 0)); // lupdate reads no cast
        emit view.toolMessage(QCoreApplication::translate(
            "gbxx::BoardView", "Left out %n tile(s) that fell off the board", nullptr, dropped));
    }
    view.viewport()->update();
}

void MovingFloatingState::ended(BoardView& view) {
    if (leaving_ || editing())
        return; // placed on the way out: exit() says what fell off
    report(view);
    view.input().enter(view.input().restingState());
}

void MovingFloatingState::dropPiece(BoardView&) {
    edit_.rollback(); // the view hears that the edit ended, and rests
}

void MovingFloatingState::nudge(BoardView& view, int dx, int dy) {
    piece_.moveTo(piece_.origin() + QPoint(dx, dy));
    repaint(view);
}

void MovingFloatingState::transform(BoardView& view, RegionTransform transform, bool swapOwners) {
    const QString said = piece_.transform(view.geometry(), transform, swapOwners);
    repaint(view);
    if (!said.isEmpty())
        emit view.toolMessage(said);
}

void MovingFloatingState::repaint(BoardView& view) {
    view.viewport()->update(area_);
    area_ = view.pieceArea(piece_.placement(view.geometry()).tiles);
    view.viewport()->update(area_);
}

ViewState::Next MovingFloatingState::mousePress(BoardView& view, QMouseEvent* event) {
    if (!view.tool() || !view.paintSettings())
        return nullptr;
    if (event->button() != Qt::LeftButton)
        return IdleState::pressTool(view, event); // the piece lands as the tool starts
    // On the floating content: drag it; elsewhere: it lands where it is.
    const auto at = view.toolPoint(event->position(), false);
    const Placement placed = piece_.placement(view.geometry());
    if (at && std::find(placed.tiles.begin(), placed.tiles.end(),
                        view.geometry().indexOf(at->tile.x(), at->tile.y())) != placed.tiles.end())
        grab_ = Grab{at->tile, piece_.origin()};
    else
        place(view);
    return nullptr;
}

ViewState::Next MovingFloatingState::mouseMove(BoardView& view, QMouseEvent* event) {
    view.tileCursor()->followPointer(event->position());
    if (!grab_)
        return nullptr;
    if (!(event->buttons() & Qt::LeftButton)) {
        grab_.reset(); // the release went elsewhere
        return nullptr;
    }
    if (const auto at = view.toolPoint(event->position(), true)) {
        const QPoint origin =
            FloatingPiece::dragged(view.geometry(), grab_->origin, grab_->tile, at->tile);
        if (origin != piece_.origin()) {
            piece_.moveTo(origin);
            repaint(view);
        }
    }
    return nullptr;
}

ViewState::Next MovingFloatingState::mouseRelease(BoardView&, QMouseEvent* event) {
    if (event->button() == Qt::LeftButton)
        grab_.reset(); // it stays floating until placed
    return nullptr;
}

bool MovingFloatingState::takesKey(const QKeyEvent* event) const {
    // Plain keys (Shift turns the other way); Ctrl+V and the like stay the menus'.
    if (!isPlainKey(event))
        return false;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_H:
    case Qt::Key_V:
    case Qt::Key_R:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Escape:
        return true;
    default:
        return false;
    }
}

ViewState::Next MovingFloatingState::keyPress(BoardView& view, QKeyEvent* event) {
    if (!takesKey(event)) {
        event->ignore();
        return nullptr;
    }
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool swap = view.paintSettings() && view.paintSettings()->swapOwners;
    switch (event->key()) {
    case Qt::Key_Left:
        nudge(view, -1, 0);
        break;
    case Qt::Key_Right:
        nudge(view, 1, 0);
        break;
    case Qt::Key_Up:
        nudge(view, 0, -1);
        break;
    case Qt::Key_Down:
        nudge(view, 0, 1);
        break;
    case Qt::Key_H:
        transform(view, RegionTransform::FlipLeftRight, swap);
        break;
    case Qt::Key_V:
        transform(view, RegionTransform::FlipTopBottom, swap);
        break;
    case Qt::Key_R:
        transform(view,
                  shift ? RegionTransform::RotateAnticlockwise : RegionTransform::RotateClockwise,
                  swap);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        place(view);
        break;
    default: // Esc
        dropPiece(view);
        break;
    }
    return nullptr;
}

void MovingFloatingState::paint(const BoardView& view, QPainter& painter,
                                const QRectF& area) const {
    drawing_.draw(painter, area, view.look(), piece_.region(), piece_.origin().x(),
                  piece_.origin().y(), piece_.mask(), piece_.lifted(), piece_.leftBehind());
}

} // namespace gbxx
