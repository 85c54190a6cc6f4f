// BoardView without a mouse (issue 20): a tile cursor moved by the arrow keys — one tile to a
// neighbour, on hex boards too (in odd-q columns the tile beside or above is always a neighbour),
// across a wrap seam when the board joins there — that the inspector and a screen reader follow;
// Shift+arrows select the rectangle from where they began, across a wrap seam when the cursor
// crossed it (the cursor's place goes on past the seam; its tile is the one it lands on). Which
// keys move it, and what Enter (or Space, when it did not pan) does at the cursor, is the input
// state's (states/cursor_keys.h).

#include "widgets/view/board_view.h"

#include "gbxx/footprint.h"
#include "widgets/document/board_document.h"
#include "widgets/document/tile_reading.h"
#include "widgets/view/board_view_accessible.h"

#include <QKeyEvent>

namespace gbxx {

QString BoardView::tileText(int index) const {
    if (!document() || index < 0 || index >= static_cast<int>(geometry_.tileCount()))
        return {};
    const int w = geometry_.width();
    return tr("Tile %1, %2: %3")
        .arg(index % w)
        .arg(index / w)
        .arg(tileReading(*document(), static_cast<TileIndex>(index)));
}

void BoardView::goToTile(int x, int y) {
    if (x < 0 || x >= geometry_.width() || y < 0 || y >= geometry_.length())
        return;
    selectAnchor_.reset();
    keyCursor_ = true;
    setHovered(static_cast<int>(geometry_.indexOf(x, y)));
    keyPlace_ = QPoint(x, y);
    centreOn(x, y);
    viewport()->update();
    setFocus(Qt::ShortcutFocusReason);
}

QPoint BoardView::keyPlace() const {
    const int w = geometry_.width();
    const int l = geometry_.length();
    const QPoint tile(hovered_ % w, hovered_ / w);
    // The place is the keys' while the cursor is still on its tile (the pointer may have moved it).
    const QPoint onBoard(((keyPlace_.x() % w) + w) % w, ((keyPlace_.y() % l) + l) % l);
    return onBoard == tile ? keyPlace_ : tile;
}

void BoardView::moveKeyCursor(int dx, int dy, bool extend) {
    const int w = geometry_.width();
    const int l = geometry_.length();
    QPoint at;
    if (hovered_ < 0) {
        // The first key: the middle of what is in sight.
        const QPointF middle = visibleArea().center();
        const std::optional<TileIndex> seen = geometry_.tileAt({middle.x(), middle.y()});
        at = seen ? QPoint(static_cast<int>(*seen) % w, static_cast<int>(*seen) / w) : QPoint(0, 0);
        dx = dy = 0;
    } else {
        at = keyPlace();
    }
    if (extend && !selectAnchor_)
        selectAnchor_ = at;
    if (!extend)
        selectAnchor_.reset();
    // Past a joined seam the place goes on (column 16 of a 16-wide board is column 0, reached
    // rightwards); at an edge that is not joined it stops.
    int x = at.x() + dx;
    int y = at.y() + dy;
    if (!geometry_.widthSeamJoined())
        x = std::clamp(x, 0, w - 1);
    if (!geometry_.lengthSeamJoined())
        y = std::clamp(y, 0, l - 1);
    keyPlace_ = QPoint(x, y);
    x = ((x % w) + w) % w;
    y = ((y % l) + l) % l;
    keyCursor_ = true;
    setHovered(static_cast<int>(geometry_.indexOf(x, y)));
    if (!viewport()->rect().contains(tileRect(x, y).toAlignedRect()))
        centreOn(x, y);
    if (selectAnchor_) {
        // From where Shift went down to here, the way the cursor went: across a seam it crossed
        // (columns 14, 15, 0, 1), never back the long way round.
        const QPoint a = *selectAnchor_;
        document()->setSelection(
            Selection::of(geometry_.tileCount(),
                          rectTiles(geometry_, a.x(), a.y(), keyPlace_.x(), keyPlace_.y(), true)));
    }
    announceTile(this);
}

std::optional<ToolPoint> BoardView::cursorPoint() const {
    if (hovered_ < 0 || hovered_ >= static_cast<int>(geometry_.tileCount()))
        return std::nullopt;
    const int x = hovered_ % geometry_.width();
    const int y = hovered_ / geometry_.width();
    return ToolPoint{QPoint(x, y), geometry_.centre(x, y), keyPlace()};
}

} // namespace gbxx
