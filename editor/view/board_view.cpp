#include "editor/view/board_view.h"

#include "editor/document/board_document.h"
#include "editor/tools/paint_settings.h"
#include "editor/tools/tool.h"
#include "editor/tools/tool_box.h"
#include "editor/view/board_rulers.h"
#include "editor/view/layer_visibility.h"

#include "gbxx/hex_coordinates.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <cmath>

namespace gbxx {
namespace {

constexpr double kMargin = 24.0;              // pixels around the board
constexpr std::size_t kPreciseRepaint = 4096; // beyond this many tiles, repaint everything

} // namespace

BoardView::BoardView(QWidget* parent)
    : QAbstractScrollArea(parent) {
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    horizontalScrollBar()->setSingleStep(20);
    verticalScrollBar()->setSingleStep(20);
}

void BoardView::leavingDocument() {
    finishAction();
    stampRelease();
    placeFloating();
}

void BoardView::documentSwitched() {
    floating_.reset();
    stamping_.reset();
    stampPreviewRect_ = QRect();
    dropAction();
    setHighlight({});
    reloadShape();
    if (document())
        fitToWindow();
}

void BoardView::setPaintSettings(PaintSettings* settings) {
    if (settings_)
        disconnect(settings_, nullptr, this, nullptr);
    settings_ = settings;
    if (settings_)
        connect(settings_, &PaintSettings::changed, this, [this] {
            if (options_.field != settings_->field) {
                options_.field = settings_->field;
                recolour();
            }
            updateStampPreview(hovered_); // a stamp chosen or put down
        });
    options_.field = settings_ ? settings_->field : nullptr;
    recolour();
}

void BoardView::setToolBox(ToolBox* tools) {
    connect(tools, &ToolBox::currentChanged, this, &BoardView::setTool);
    // A new brush size shows at once under the pointer.
    connect(tools, &ToolBox::optionsChanged, this, [this] { viewport()->update(); });
    setTool(tools->current());
}

void BoardView::setTool(Tool* tool) {
    finishAction();
    stampRelease();
    updateStampPreview(-1);
    placeFloating(); // another tool: the floating content lands
    dropAction();    // a measured path belongs to its tool
    tool_ = tool;
    viewport()->setCursor(tool ? Qt::CrossCursor : Qt::ArrowCursor);
    updateStampPreview(hovered_);
}

void BoardView::documentChanged(const DocumentChange& change) {
    if (change.reshapes()) {
        // Outlines and half-done shapes were for the board as it was.
        dropAction();
        if (change.has(DocumentChange::Board))
            setHighlight({});
        reloadShape();
        if (fitted_)
            fitToWindow();
    }
    if (change.has(DocumentChange::Selection)) {
        selectionEdges_.reset();
        viewport()->update();
    }
    if (!change.has(DocumentChange::Tiles) || !document())
        return;
    const Board& board = document()->board();
    colours_.update(board, change.tiles);
    if (const FieldSpec* link = board.field(keys::link); link && change.touches(*link)) {
        groups_.reset();
        viewport()->update();
        return;
    }
    if (change.tiles.size() > kPreciseRepaint) {
        viewport()->update();
    } else {
        // Outlines between values are drawn in the neighbours too: one tile more all round.
        const bool outlined =
            std::any_of(options_.shown.begin(), options_.shown.end(), [&](const LayerDisplay& d) {
                return d.channel == LayerChannel::Outline && change.touches(*d.field);
            });
        const int around = outlined ? static_cast<int>(std::ceil(zoom_)) : 0;
        viewport()->update(viewportRectOf(change.tiles).adjusted(-around, -around, around, around));
    }
}

void BoardView::recolour() {
    if (document()) {
        const Board& board = document()->board();
        options_.composite = visibility_ != nullptr;
        options_.shown = visibility_ ? visibility_->shown(board) : std::vector<LayerDisplay>{};
        linkGroupsShown_ = !visibility_ || std::any_of(options_.shown.begin(), options_.shown.end(),
                                                       [](const LayerDisplay& d) {
                                                           return d.field->key == keys::link;
                                                       });
        // While link groups are active the view outlines each group itself (with its anchor).
        if (board.header(keys::grouped) != 0)
            std::erase_if(options_.shown, [](const LayerDisplay& d) {
                return d.field->key == keys::link && d.channel == LayerChannel::Outline;
            });
        colours_.rebuild(board, options_);
    }
    groups_.reset();
    viewport()->update();
    emit drawingChanged();
}

void BoardView::setHighlight(std::vector<TileIndex> tiles, const QObject* source) {
    const bool was = !highlight_.empty();
    highlight_ = std::move(tiles);
    highlightSource_ = highlight_.empty() ? nullptr : source;
    viewport()->update();
    if (was || !highlight_.empty())
        emit highlightChanged(!highlight_.empty());
}

void BoardView::updateHighlight(const QObject* source, std::vector<TileIndex> tiles) {
    if (!highlight_.empty() && highlightSource_ == source)
        setHighlight(std::move(tiles), source);
}

void BoardView::finishAction() {
    if (!toolActive_)
        return;
    toolActive_ = false;
    pendingPress_.reset();
    if (tool_ && document() && settings_) {
        ToolContext context = toolContext();
        tool_->release(context);
    }
    updatePreview();
}

void BoardView::dropAction() {
    toolActive_ = false;
    pendingPress_.reset();
    pendingLift_.reset();
    if (tool_)
        tool_->cancel();
    updatePreview();
}

void BoardView::reloadShape() {
    geometry_ = document() ? Geometry(document()->board()) : Geometry(GridShape{});
    selectionEdges_.reset();
    setHovered(-1);
    updateScrollBars();
    recolour();
}

void BoardView::setTileLabels(LabelKind kind) {
    if (options_.labels.kind == kind)
        return;
    options_.labels.kind = kind;
    viewport()->update();
}

void BoardView::setShowRulers(bool on) {
    if (on == showsRulers())
        return;
    if (on) {
        columnRuler_ = new BoardRuler(this, Qt::Horizontal);
        rowRuler_ = new BoardRuler(this, Qt::Vertical);
        setViewportMargins(rowRuler_->thickness(), columnRuler_->thickness(), 0, 0);
        placeRulers();
        columnRuler_->show();
        rowRuler_->show();
    } else {
        delete columnRuler_;
        delete rowRuler_;
        columnRuler_ = rowRuler_ = nullptr;
        setViewportMargins(0, 0, 0, 0);
    }
}

void BoardView::placeRulers() {
    if (!columnRuler_)
        return;
    const QRect vp = viewport()->geometry();
    columnRuler_->setGeometry(vp.left(), vp.top() - columnRuler_->thickness(), vp.width(),
                              columnRuler_->thickness());
    rowRuler_->setGeometry(vp.left() - rowRuler_->thickness(), vp.top(), rowRuler_->thickness(),
                           vp.height());
}

void BoardView::updateRulers() {
    if (columnRuler_) {
        columnRuler_->update();
        rowRuler_->update();
    }
}

void BoardView::setShowGrid(bool on) {
    options_.grid = on;
    viewport()->update();
}

void BoardView::setLayerVisibility(LayerVisibility* visibility) {
    if (visibility_)
        disconnect(visibility_, nullptr, this, nullptr);
    visibility_ = visibility;
    if (visibility_)
        connect(visibility_, &LayerVisibility::changed, this, &BoardView::recolour);
    recolour();
}

QPointF BoardView::origin() const {
    const Point extent = geometry_.extent();
    const double contentW = extent.x * zoom_ + 2 * kMargin;
    const double contentH = extent.y * zoom_ + 2 * kMargin;
    const QSize vp = viewport()->size();
    const double x = contentW <= vp.width() ? (vp.width() - contentW) / 2 + kMargin
                                            : kMargin - horizontalScrollBar()->value();
    const double y = contentH <= vp.height() ? (vp.height() - contentH) / 2 + kMargin
                                             : kMargin - verticalScrollBar()->value();
    return {x, y};
}

QPointF BoardView::toBoard(QPointF viewportPos) const {
    return (viewportPos - origin()) / zoom_;
}

std::optional<TileIndex> BoardView::tileAt(QPointF viewportPos) const {
    if (!document())
        return std::nullopt;
    const QPointF b = toBoard(viewportPos);
    return geometry_.tileAt({b.x(), b.y()});
}

std::optional<ToolPoint> BoardView::toolPoint(QPointF viewportPos, bool clampToBoard) const {
    if (!document())
        return std::nullopt;
    const QPointF b = toBoard(viewportPos);
    Point p{b.x(), b.y()};
    if (clampToBoard) {
        // Keep two-point tools and strokes going along the edge when the mouse leaves the board.
        const Point e = geometry_.extent();
        p = {std::clamp(p.x, 0.01, e.x - 0.01), std::clamp(p.y, 0.01, e.y - 0.01)};
    }
    std::optional<TileIndex> at = geometry_.tileAt(p);
    if (!at && clampToBoard) // a hex board's ragged edge: the nearest centre along the column
        at = geometry_.tileAt({p.x, std::clamp(p.y, 0.5, geometry_.length() - 0.5)});
    if (!at)
        return std::nullopt;
    return ToolPoint{QPoint(static_cast<int>(*at) % geometry_.width(),
                            static_cast<int>(*at) / geometry_.width()),
                     p};
}

QPointF BoardView::tileCentre(int x, int y) const {
    const Point c = geometry_.centre(x, y);
    return origin() + QPointF(c.x, c.y) * zoom_;
}

QRectF BoardView::tileRect(int x, int y) const {
    const gbxx::Box b = geometry_.tileBox(x, y); // not QFrame::Box
    return {origin() + QPointF(b.x, b.y) * zoom_, QSizeF(b.width, b.height) * zoom_};
}

void BoardView::setZoom(double zoom, std::optional<QPointF> anchor) {
    fitted_ = false;
    fitPending_ = false;
    applyZoom(zoom, anchor);
}

void BoardView::applyZoom(double zoom, std::optional<QPointF> anchor) {
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (zoom == zoom_)
        return;
    const QPointF at =
        anchor.value_or(QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0));
    const QPointF boardPoint = toBoard(at);
    zoom_ = zoom;
    updateScrollBars();
    // Scroll so that the same board point is under `at` again.
    const QPointF drift = origin() + boardPoint * zoom_ - at;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + qRound(drift.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + qRound(drift.y()));
    viewport()->update();
    updateRulers();
    emit visibleAreaChanged();
    emit zoomChanged(zoom_);
}

void BoardView::zoomIn() {
    setZoom(zoom_ * 1.25);
}
void BoardView::zoomOut() {
    setZoom(zoom_ / 1.25);
}
void BoardView::actualSize() {
    setZoom(kActualSize);
}

void BoardView::fitToWindow() {
    fitted_ = true;
    if (canFit())
        fitNow();
    else
        fitPending_ = true;
}

bool BoardView::canFit() const {
    return isVisible() && viewport()->width() > 50 && viewport()->height() > 50;
}

void BoardView::fitNow() {
    fitPending_ = false;
    // Against the whole area, scroll bars hidden: a fitted board never needs them.
    const Point e = geometry_.extent();
    const QSize area = maximumViewportSize();
    const double zx = (area.width() - 2 * kMargin) / e.x;
    const double zy = (area.height() - 2 * kMargin) / e.y;
    applyZoom(std::max(kMinZoom, std::min(zx, zy)), std::nullopt);
    updateScrollBars();
}

void BoardView::centreOn(int x, int y) {
    const Point c = geometry_.centre(x, y);
    centreOnPoint(QPointF(c.x, c.y));
}

QRectF BoardView::visibleArea() const {
    return {toBoard(QPointF(0, 0)), toBoard(QPointF(viewport()->width(), viewport()->height()))};
}

void BoardView::centreOnPoint(QPointF point) {
    const QPointF drift =
        origin() + point * zoom_ - QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + qRound(drift.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + qRound(drift.y()));
}

void BoardView::updateScrollBars() {
    const Point e = geometry_.extent();
    // A hair under the exact size, so that a fitted board's rounding never asks for a scroll bar.
    const int contentW = static_cast<int>(std::ceil(e.x * zoom_ + 2 * kMargin - 1e-6));
    const int contentH = static_cast<int>(std::ceil(e.y * zoom_ + 2 * kMargin - 1e-6));
    const QSize whole = maximumViewportSize();
    const QSize vp =
        contentW <= whole.width() && contentH <= whole.height() ? whole : viewport()->size();
    horizontalScrollBar()->setRange(0, std::max(0, contentW - vp.width()));
    verticalScrollBar()->setRange(0, std::max(0, contentH - vp.height()));
    horizontalScrollBar()->setPageStep(vp.width());
    verticalScrollBar()->setPageStep(vp.height());
    updateRulers();
    emit visibleAreaChanged();
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    placeRulers();
    updateScrollBars();
    // Until the user picks a zoom, the board keeps fitting the window as it is resized.
    if (fitted_ && canFit())
        fitNow();
}

void BoardView::showEvent(QShowEvent* event) {
    QAbstractScrollArea::showEvent(event);
    // Shown after the start page: the view has its size now.
    if (fitted_ && canFit())
        fitNow();
}

void BoardView::scrollContentsBy(int, int) {
    viewport()->update();
    updateRulers();
    emit visibleAreaChanged();
}

void BoardView::paintEvent(QPaintEvent* event) {
    QPainter painter(viewport());
    painter.fillRect(event->rect(),
                     boardBackground(palette().color(QPalette::Window).lightness() < 128));
    if (!document())
        return;
    const QPointF o = origin();
    painter.translate(o);
    painter.scale(zoom_, zoom_);
    const QRectF area = QRectF(event->rect()).translated(-o);
    const QRectF boardArea(area.topLeft() / zoom_, area.size() / zoom_);
    BoardRenderer renderer(document()->board(), geometry_);
    renderer.draw(painter, boardArea, zoom_, options_, &colours_);
    drawFloating(painter, boardArea);
    drawStamp(painter, boardArea);

    // Overlays, only where this paint reaches: the pending shape of a two-point tool, highlighted
    // tiles and the tile under the cursor.
    painter.setBrush(Qt::NoBrush);
    drawLinkGroups(painter, boardArea);
    if (!floating_) // while it floats, the floating tiles' outline is the selection to come
        drawSelection(painter, boardArea);
    const int w = geometry_.width();
    const auto outline = [&](const std::vector<TileIndex>& tiles) {
        for (TileIndex t : tiles) {
            const int x = static_cast<int>(t) % w;
            const int y = static_cast<int>(t) / w;
            if (t < geometry_.tileCount() && renderer.tileBounds(x, y).intersects(boardArea))
                painter.drawPolygon(renderer.tilePolygon(x, y));
        }
    };
    if (tool_) {
        painter.setPen(QPen(QColor(255, 255, 255, 220), 0, Qt::DashLine));
        outline(tool_->preview());
    }
    if (!highlight_.empty()) {
        painter.setPen(QPen(QColor(255, 220, 0), std::max(2.0, 0.12 * zoom_) / zoom_));
        outline(highlight_);
    }
    if (hovered_ >= 0) {
        const int hx = hovered_ % geometry_.width(), hy = hovered_ / geometry_.width();
        if (tool_ && !toolActive_) {
            painter.setPen(QPen(QColor(255, 255, 255, 200), 0, Qt::DotLine));
            outline(tool_->footprintAt(geometry_, hx, hy));
        }
        painter.setPen(QPen(QColor(255, 255, 255), 2.0 / zoom_));
        painter.drawPolygon(renderer.tilePolygon(hx, hy));
    }
    emit framePainted();
}

QRect BoardView::viewportRectOf(const std::vector<TileIndex>& tiles) const {
    if (tiles.empty())
        return {};
    // The bounding tiles first, then two rectangles: no per-tile geometry.
    const int w = geometry_.width();
    int x0 = w, y0 = geometry_.length(), x1 = -1, y1 = -1;
    for (TileIndex t : tiles) {
        const int x = static_cast<int>(t) % w;
        const int y = static_cast<int>(t) / w;
        x0 = std::min(x0, x);
        x1 = std::max(x1, x);
        y0 = std::min(y0, y);
        y1 = std::max(y1, y);
    }
    // A hex column's tiles sit half a row lower when odd; cover both parities.
    QRectF first = tileRect(x0, y0);
    QRectF last = tileRect(x1, y1);
    if (x1 > x0) { // both column parities are in the range
        first |= tileRect(x0 + 1, y0);
        last |= tileRect(x1 - 1, y1);
    }
    return (first | last).toAlignedRect().adjusted(-3, -3, 3, 3);
}

void BoardView::setHovered(int index) {
    if (index == hovered_)
        return;
    const int w = geometry_.width();
    // The brush's footprint is outlined around the pointer's tile: repaint as far as it reaches.
    const int reach =
        3 + (tool_ ? static_cast<int>(zoom_ * (tool_->options().brushSize / 2 + 1)) : 0);
    if (hovered_ >= 0 && hovered_ < static_cast<int>(geometry_.tileCount()))
        viewport()->update(tileRect(hovered_ % w, hovered_ / w)
                               .toAlignedRect()
                               .adjusted(-reach, -reach, reach, reach));
    hovered_ = index;
    if (hovered_ >= 0)
        viewport()->update(tileRect(hovered_ % w, hovered_ / w)
                               .toAlignedRect()
                               .adjusted(-reach, -reach, reach, reach));
    if (isStamping() || !stampPreviewRect_.isNull())
        updateStampPreview(hovered_);
    updateRulers();
    emit hoveredTileChanged(hovered_);
}

void BoardView::updatePreview() {
    if (!tool_)
        return;
    const QRect now = viewportRectOf(tool_->preview());
    if (!previewRect_.isEmpty() || !now.isEmpty())
        viewport()->update(previewRect_ | now);
    previewRect_ = now;
}

ToolContext BoardView::toolContext() {
    // Shift adds to the selection, Ctrl (or Alt) takes away, both intersect.
    const bool adding = pressModifiers_ & Qt::ShiftModifier;
    const bool taking = pressModifiers_ & (Qt::ControlModifier | Qt::AltModifier);
    const SelectionMode mode = adding && taking ? SelectionMode::Intersect
                               : adding         ? SelectionMode::Add
                               : taking         ? SelectionMode::Subtract
                                                : SelectionMode::Replace;
    return {*document(),
            geometry_,
            *settings_,
            tool_->options(),
            [this](const QString& text) { emit toolMessage(text); },
            mode,
            [this](TileIndex tile) { emit tilePinned(static_cast<int>(tile)); }};
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    const bool panButton =
        event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && spaceHeld_);
    if (panButton) {
        panning_ = true;
        panStart_ = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (!document() || !tool_ || !settings_ ||
        (event->button() != Qt::LeftButton && event->button() != Qt::RightButton) || toolActive_)
        return;
    pressModifiers_ = event->modifiers();
    if (floating_ && event->button() == Qt::LeftButton) {
        // On the floating content: drag it; elsewhere: it lands where it is.
        const auto at = toolPoint(event->position(), false);
        const Placement placed = floatingPlacement();
        if (at && std::find(placed.tiles.begin(), placed.tiles.end(),
                            geometry_.indexOf(at->tile.x(), at->tile.y())) != placed.tiles.end()) {
            floating_->grab = at->tile;
            floating_->grabOrigin = QPoint(floating_->x, floating_->y);
        } else {
            placeFloating();
        }
        return;
    }
    if (event->button() == Qt::LeftButton && isStamping()) {
        if (const auto at = toolPoint(event->position(), false))
            stampPress(*at);
        return;
    }
    const bool duplicate = event->modifiers() & Qt::AltModifier;
    if (event->button() == Qt::LeftButton && tool_->movesSelection()) {
        // The Move tool lifts the selection (Alt: a copy of it) and drags it.
        if (const auto at = toolPoint(event->position(), false))
            liftSelection(*at, duplicate);
        return;
    }
    if (event->button() == Qt::LeftButton && tool_->selects() &&
        !(event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier))) {
        // A selection tool pressed inside the selection: a drag moves it, a click selects anew.
        if (const auto at = toolPoint(event->position(), false);
            at && document()->selection().contains(geometry_.indexOf(at->tile.x(), at->tile.y()))) {
            pendingLift_ = PendingLift{*at, duplicate};
            return;
        }
    }
    toolActive_ = true;
    pendingPress_ = event->button() == Qt::RightButton;
    pressWhereTheBoardIs(event->position());
}

void BoardView::pressWhereTheBoardIs(QPointF viewportPos) {
    const auto at = toolPoint(viewportPos, false);
    if (!at)
        return; // in the margin, or a hex board's ragged edge: wait for the pointer to get there
    const bool erase = *pendingPress_;
    pendingPress_.reset();
    ToolContext context = toolContext();
    tool_->press(context, *at, erase);
    updatePreview();
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (panning_) {
        const QPoint delta = event->position().toPoint() - panStart_;
        panStart_ = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    const auto hovered = tileAt(event->position());
    setHovered(hovered ? static_cast<int>(*hovered) : -1);
    if (stamping_) {
        if (!(event->buttons() & Qt::LeftButton))
            stampRelease(); // the release went elsewhere
        else if (const auto at = toolPoint(event->position(), true))
            stampDrag(*at);
        return;
    }
    if (pendingLift_ && (event->buttons() & Qt::LeftButton)) {
        const auto at = toolPoint(event->position(), true);
        if (!at || at->tile == pendingLift_->at.tile)
            return;
        const PendingLift lift = *pendingLift_;
        pendingLift_.reset();
        liftSelection(lift.at, lift.duplicate); // and on to the drag below
    }
    if (floating_ && floating_->grab) {
        if (!(event->buttons() & Qt::LeftButton)) {
            floating_->grab.reset();
            return;
        }
        if (const auto at = toolPoint(event->position(), true)) {
            // By the pointer's step in plane coordinates, so a hex shape keeps its shape.
            const QPoint from = *floating_->grab;
            QPoint origin = floating_->grabOrigin + (at->tile - from);
            if (geometry_.hex()) {
                const Axial a = axialOf(floating_->grabOrigin.x(), floating_->grabOrigin.y());
                const Axial p = axialOf(from.x(), from.y());
                const Axial q = axialOf(at->tile.x(), at->tile.y());
                const Offset o = offsetOf(Axial{a.q + q.q - p.q, a.r + q.r - p.r});
                origin = QPoint(o.x, o.y);
            }
            if (origin != QPoint(floating_->x, floating_->y)) {
                floating_->x = origin.x();
                floating_->y = origin.y();
                updateFloating();
            }
        }
        return;
    }
    if (toolActive_ && !(event->buttons() & (Qt::LeftButton | Qt::RightButton))) {
        finishAction(); // the release went elsewhere (a dialog, another window)
        return;
    }
    if (toolActive_ && tool_ && pendingPress_) {
        pressWhereTheBoardIs(event->position());
        return;
    }
    if (toolActive_ && tool_) {
        if (const auto at = toolPoint(event->position(), true)) {
            ToolContext context = toolContext();
            tool_->drag(context, *at);
            updatePreview();
        }
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && stampRelease())
        return;
    if (pendingLift_ && event->button() == Qt::LeftButton) {
        // A click inside the selection: the tool's own click (a new selection).
        const ToolPoint at = pendingLift_->at;
        pendingLift_.reset();
        ToolContext context = toolContext();
        tool_->press(context, at, false);
        tool_->release(context);
        updatePreview();
        return;
    }
    if (floating_ && floating_->grab && event->button() == Qt::LeftButton) {
        floating_->grab.reset(); // it stays floating until placed
        return;
    }
    if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        panning_ = false;
        viewport()->setCursor(spaceHeld_ ? Qt::OpenHandCursor : Qt::CrossCursor);
        return;
    }
    if (!toolActive_ || !tool_)
        return;
    if (event->buttons() & (Qt::LeftButton | Qt::RightButton))
        return; // the other button is still down: the action goes on
    finishAction();
}

void BoardView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        fitted_ = false;
        setZoom(zoom_ * std::pow(1.25, steps), event->position());
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

bool BoardView::event(QEvent* event) {
    // While content floats, its keys (arrows, H, V, R, Enter, Esc) are the view's, not the
    // tools' or the window's shortcuts.
    if (event->type() == QEvent::ShortcutOverride &&
        (isFloatingKey(static_cast<QKeyEvent*>(event)) ||
         isStampKey(static_cast<QKeyEvent*>(event)))) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (floatingKey(event) || stampKey(event))
        return;
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void BoardView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = false;
        viewport()->setCursor(Qt::CrossCursor);
        return;
    }
    QAbstractScrollArea::keyReleaseEvent(event);
}

void BoardView::enterEvent(QEnterEvent* event) {
    QAbstractScrollArea::enterEvent(event);
    // The board takes the keys when the pointer comes to it (as Krita's canvas does), so a tool's
    // key works after typing a value in a dock or choosing from a combo box; not from a dialog.
    if (isActiveWindow() && !QApplication::activeModalWidget() && !hasFocus())
        setFocus(Qt::MouseFocusReason);
}

void BoardView::leaveEvent(QEvent* event) {
    setHovered(-1);
    QAbstractScrollArea::leaveEvent(event);
}

} // namespace gbxx
