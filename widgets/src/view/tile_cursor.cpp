#include "widgets/view/tile_cursor.h"

#include "gbxx/footprint.h"
#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"
#include "widgets/view/board_view_accessible.h"

#include <algorithm>

namespace gbxx {

TileCursor::TileCursor(BoardView& view)
    : QObject(&view)
    , view_(view) {}

void TileCursor::setTile(int index) {
    if (index == tile_)
        return;
    const int from = std::exchange(tile_, index);
    emit moved(from, tile_);
}

void TileCursor::followPointer(QPointF pos) {
    const auto pointed = view_.tileAt(pos);
    keysLead_ = false;
    setTile(pointed ? static_cast<int>(*pointed) : -1);
}

void TileCursor::pointerLeft() {
    if (!keysLead_) // the keys' tile stays while the pointer is elsewhere
        setTile(-1);
}

void TileCursor::reset() {
    keysLead_ = false;
    selectAnchor_.reset();
    setTile(-1);
}

void TileCursor::goTo(int x, int y) {
    const Geometry& geometry = view_.geometry();
    if (x < 0 || x >= geometry.width() || y < 0 || y >= geometry.length())
        return;
    selectAnchor_.reset();
    keysLead_ = true;
    setTile(static_cast<int>(geometry.indexOf(x, y)));
    place_ = QPoint(x, y);
    view_.centreOn(x, y);
    view_.viewport()->update();
    view_.setFocus(Qt::ShortcutFocusReason);
}

QPoint TileCursor::place() const {
    const Geometry& geometry = view_.geometry();
    const int w = geometry.width();
    const int l = geometry.length();
    const QPoint tile(tile_ % w, tile_ / w);
    // The place is the keys' while the cursor is still on its tile (the pointer may have moved it).
    const QPoint onBoard(((place_.x() % w) + w) % w, ((place_.y() % l) + l) % l);
    return onBoard == tile ? place_ : tile;
}

void TileCursor::step(int dx, int dy, bool extend) {
    const Geometry& geometry = view_.geometry();
    const int w = geometry.width();
    const int l = geometry.length();
    QPoint at;
    if (tile_ < 0) {
        // The first key: the middle of what is in sight.
        const QPointF middle = view_.visibleArea().center();
        const std::optional<TileIndex> seen = geometry.tileAt({middle.x(), middle.y()});
        at = seen ? QPoint(static_cast<int>(*seen) % w, static_cast<int>(*seen) / w) : QPoint(0, 0);
        dx = dy = 0;
    } else {
        at = place();
    }
    if (extend && !selectAnchor_)
        selectAnchor_ = at;
    if (!extend)
        selectAnchor_.reset();
    // Past a joined seam the place goes on (column 16 of a 16-wide board is column 0, reached
    // rightwards); at an edge that is not joined it stops.
    int x = at.x() + dx;
    int y = at.y() + dy;
    if (!geometry.widthSeamJoined())
        x = std::clamp(x, 0, w - 1);
    if (!geometry.lengthSeamJoined())
        y = std::clamp(y, 0, l - 1);
    place_ = QPoint(x, y);
    x = ((x % w) + w) % w;
    y = ((y % l) + l) % l;
    keysLead_ = true;
    setTile(static_cast<int>(geometry.indexOf(x, y)));
    if (!view_.viewport()->rect().contains(view_.tileRect(x, y).toAlignedRect()))
        view_.centreOn(x, y);
    if (selectAnchor_) {
        // From where Shift went down to here, the way the cursor went: across a seam it crossed
        // (columns 14, 15, 0, 1), never back the long way round.
        const QPoint a = *selectAnchor_;
        view_.document()->setSelection(Selection::of(
            geometry.tileCount(), rectTiles(geometry, a.x(), a.y(), place_.x(), place_.y(), true)));
    }
    announceTile(&view_);
}

std::optional<ToolPoint> TileCursor::point() const {
    const Geometry& geometry = view_.geometry();
    if (tile_ < 0 || tile_ >= static_cast<int>(geometry.tileCount()))
        return std::nullopt;
    const int x = tile_ % geometry.width();
    const int y = tile_ / geometry.width();
    return ToolPoint{QPoint(x, y), geometry.centre(x, y), place()};
}

} // namespace gbxx
