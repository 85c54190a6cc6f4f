#include "widgets/view/board_view.h"
#include "widgets/view/board_view_accessible.h"

#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_rulers.h"
#include "widgets/view/layer_visibility.h"
#include "widgets/view/states/moving_floating_state.h"
#include "widgets/view/states/view_input.h"
#include "widgets/view/tile_cursor.h"
#include "widgets/view/tile_label_tips.h"
#include "render/banded_painting.h"
#include "render/tile_outline.h"

#include <QAccessible>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <climits>
#include <cmath>

namespace gbxx {
namespace {

constexpr std::size_t kPreciseRepaint = 4096; // beyond this many tiles, repaint everything

} // namespace

BoardView::BoardView(QWidget* parent)
    : QAbstractScrollArea(parent)
    , zoomable_(new Zoomable(this))
    , cursor_(new TileCursor(*this))
    , input_(std::make_unique<ViewInput>(*this))
    , selection_(*this)
    , toolOutline_(*this)
    , highlight_(new HighlightLayer(viewport()))
    , pointer_(*this) {
    connect(zoomable_, &Zoomable::scaleChanged, this, &BoardView::followScale);
    connect(zoomable_, &Zoomable::fitRequested, this, [this] {
        if (canFit())
            fitNow(); // else as soon as the view is shown with its size
    });
    connect(cursor_, &TileCursor::moved, this, &BoardView::cursorMoved);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    static const bool accessible = (QAccessible::installFactory(boardViewAccessible), true);
    Q_UNUSED(accessible);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    horizontalScrollBar()->setSingleStep(20);
    verticalScrollBar()->setSingleStep(20);
    new TileLabelTips(this);
}

BoardView::~BoardView() {
    if (document())
        input_->finish();
    stopFollowing(); // its states go with it, telling the document nothing more of interest here
}

void BoardView::leavingDocument() {
    input_->finish();
}

void BoardView::documentSwitched() {
    // What the last board had under way was finished with it (leavingDocument).
    input_->restart();
    ++lookGeneration_;
    dropAction();
    highlight_->set({});
    reloadShape();
    if (document())
        zoomable_->fitToWindow();
}

void BoardView::setPaintSettings(PaintSettings* settings) {
    if (settings_)
        disconnect(settings_, nullptr, this, nullptr);
    settings_ = settings;
    if (settings_)
        connect(settings_, &PaintSettings::changed, this, [this] {
            if (options_.field != settings_->field)
                recolour(Recolour::IfColoursChange);
            input_->restAgain(); // a stamp chosen or put down
        });
    options_.field = settings_ ? settings_->field : nullptr;
    recolour();
}

void BoardView::setToolBox(ToolBox* tools) {
    tools_ = tools;
    connect(tools, &ToolBox::currentChanged, this, &BoardView::setTool);
    // A new brush size shows at once under the pointer.
    connect(tools, &ToolBox::optionsChanged, this, [this] { viewport()->update(); });
    setTool(tools->current());
}

void BoardView::setTool(Tool* tool) {
    input_->finish(); // another tool: the stroke ends, the floating content lands
    dropAction();  // a measured path belongs to its tool
    tool_ = tool;
    viewport()->setCursor(tool ? Qt::CrossCursor : Qt::ArrowCursor);
    input_->enter(input_->restingState());
}

void BoardView::documentChanged(const DocumentChange& change) {
    if (change.reshapes()) {
        // Outlines and half-done shapes were for the board as it was.
        dropAction();
        if (change.has(DocumentChange::Board))
            highlight_->set({});
        reloadShape();
        if (zoomable_->isFitted())
            zoomable_->fitToWindow();
    }
    if (change.has(DocumentChange::Selection)) {
        selection_.forget();
        viewport()->update();
    }
    if (MovingFloatingState* floating = input_->floating();
        floating && change.has(DocumentChange::EditEnded))
        floating->ended(*this); // placed, dropped, or landed by the document

    if (!change.has(DocumentChange::Tiles) || !document())
        return;
    const Board& board = document()->board();
    colours_.update(board, change.tiles);
    ++lookGeneration_; // pieces were drawn over the board as it was
    if (const FieldSpec* link = board.field(keys::link); link && change.touches(*link)) {
        linkGroups_.forget();
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
        const int around = outlined ? static_cast<int>(std::ceil(scale())) : 0;
        viewport()->update(viewportRectOf(change.tiles).adjusted(-around, -around, around, around));
    }
}

void BoardView::recolour(Recolour when) {
    if (document()) {
        const Board& board = document()->board();
        const RenderOptions before = options_;
        options_.field = settings_ ? settings_->field : nullptr;
        options_.composite = visibility_ != nullptr;
        options_.shown = visibility_ ? visibility_->shown(board.variant(), document()->fields())
                                     : std::vector<LayerDisplay>{};
        const bool linksShown =
            !visibility_ ||
            std::any_of(options_.shown.begin(), options_.shown.end(),
                        [](const LayerDisplay& d) { return d.field->key == keys::link; });
        linkGroups_.setShown(linksShown);
        // While link groups are active the view outlines each group itself (with its anchor).
        options_.linkGroupOutlines = board.header(keys::grouped) != 0 && linksShown;
        if (board.header(keys::grouped) != 0)
            std::erase_if(options_.shown, [](const LayerDisplay& d) {
                return d.field->key == keys::link && d.channel == LayerChannel::Outline;
            });
        if (when == Recolour::Always || !colours_.isValid() ||
            !TileColours::colouredAlike(before, options_))
            colours_.rebuild(board, options_);
    }
    ++lookGeneration_;            // pieces were coloured as the board was
    if (when == Recolour::Always) // the board may be another one
        linkGroups_.forget();
    viewport()->update();
    emit drawingChanged();
}

void BoardView::addLayer(PaintLayer* layer) {
    if (std::find(layers_.begin(), layers_.end(), layer) == layers_.end())
        layers_.push_back(layer);
    viewport()->update();
}

void BoardView::removeLayer(PaintLayer* layer) {
    std::erase(layers_, layer);
    viewport()->update();
}

void BoardView::dropAction() {
    input_->drop();
    cancelTool();
}

void BoardView::cancelTool() {
    if (tool_)
        tool_->cancel();
    updatePreview();
}

void BoardView::reloadShape() {
    geometry_ = document() ? Geometry(document()->board()) : Geometry(GridShape{});
    selection_.forget();
    cursor_->reset();
    updateScrollBars();
    recolour();
}

void BoardView::setTileLabels(LabelKind kind) {
    if (options_.labels.kind == kind)
        return;
    options_.labels.kind = kind;
    viewport()->update();
}

void BoardView::setShowGrid(bool on) {
    options_.grid = on;
    viewport()->update();
}

void BoardView::setGridStyle(const QColor& colour, int width) {
    options_.gridColour = colour;
    options_.gridWidth = width;
    viewport()->update();
}

void BoardView::setLayerVisibility(LayerVisibility* visibility) {
    if (visibility_)
        disconnect(visibility_, nullptr, this, nullptr);
    visibility_ = visibility;
    if (visibility_)
        connect(visibility_, &LayerVisibility::changed, this,
                [this] { recolour(Recolour::IfColoursChange); });
    recolour();
}

void BoardView::paintEvent(QPaintEvent* event) {
    QPainter painter(viewport());
    const QColor background = boardBackground(palette().color(QPalette::Window).lightness() < 128);
    if (!document()) {
        painter.fillRect(event->rect(), background);
        return;
    }
    const QPointF o = origin();
    const auto boardAreaOf = [&](const QRect& rect) {
        const QRectF area = QRectF(rect).translated(-o);
        return QRectF(area.topLeft() / scale(), area.size() / scale());
    };
    BoardRenderer renderer(document()->board(), geometry_);
    const auto paintBoard = [&](QPainter& band, const QRect& rect) {
        band.fillRect(rect, background);
        band.translate(o);
        band.scale(scale(), scale());
        renderer.draw(band, boardAreaOf(rect), scale(), options_, &colours_);
    };
    // Tiles drawn one by one (close up) are shared out over the cores; from afar the board is
    // one scaled image, which bands would only slow down.
    // The parts of what is to be repainted, each alone (the two sides of a wrap seam), unless
    // there are many.
    constexpr int kMostParts = 8;
    const QRegion& exposed = event->region();
    const std::vector<QRect> parts = exposed.rectCount() <= kMostParts
                                         ? std::vector<QRect>(exposed.begin(), exposed.end())
                                         : std::vector<QRect>{event->rect()};
    for (const QRect& part : parts) {
        if (scale() >= kHexShapeScale) {
            // No shape, mark or label is taller than a tile.
            paintInBands(painter, part, static_cast<int>(std::ceil(scale())) + 2, paintBoard);
        } else {
            painter.save();
            paintBoard(painter, part);
            painter.restore();
        }
    }
    const QRectF boardArea = boardAreaOf(event->rect());
    painter.translate(o);
    painter.scale(scale(), scale());
    input_->state().paint(*this, painter, boardArea);
    const BoardLook look = this->look();
    std::vector<PaintLayer*> layers{&linkGroups_, &selection_, &toolOutline_, highlight_};
    layers.insert(layers.end(), layers_.begin(), layers_.end());
    layers.push_back(&pointer_);
    for (PaintLayer* layer : layers) {
        painter.save();
        painter.setBrush(Qt::NoBrush);
        layer->paint(painter, boardArea, look);
        painter.restore();
    }
    emit framePainted();
}

BoardLook BoardView::look() const {
    return {document()->board(), geometry_, options_, colours_, scale(), lookGeneration_};
}

QRegion BoardView::pieceArea(const std::vector<TileIndex>& tiles) const {
    return viewportRegionOf(tiles, TileOutline::reach(scale()));
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
    return viewportRectOf(x0, y0, x1, y1, 3);
}

QRect BoardView::viewportRectOf(int x0, int y0, int x1, int y1, int margin) const {
    // A hex column's tiles sit half a row lower when odd; cover both parities.
    QRectF first = tileRect(x0, y0);
    QRectF last = tileRect(x1, y1);
    if (x1 > x0) { // both column parities are in the range
        first |= tileRect(x0 + 1, y0);
        last |= tileRect(x1 - 1, y1);
    }
    return (first | last).toAlignedRect().adjusted(-margin, -margin, margin, margin);
}

QRegion BoardView::viewportRegionOf(const std::vector<TileIndex>& tiles, int margin) const {
    if (tiles.empty())
        return {};
    // Each run of columns holding tiles, and each run of rows, numbered.
    const int w = geometry_.width();
    const int l = geometry_.length();
    std::vector<int> columnRun(static_cast<std::size_t>(w), -1);
    std::vector<int> rowRun(static_cast<std::size_t>(l), -1);
    struct Bounds {
        int x0 = INT_MAX, y0 = INT_MAX, x1 = -1, y1 = -1;
        void add(int x, int y) {
            x0 = std::min(x0, x);
            y0 = std::min(y0, y);
            x1 = std::max(x1, x);
            y1 = std::max(y1, y);
        }
    };
    Bounds all;
    for (TileIndex t : tiles) {
        columnRun[t % w] = 0;
        rowRun[t / w] = 0;
        all.add(static_cast<int>(t % w), static_cast<int>(t / w));
    }
    const auto number = [](std::vector<int>& runs) {
        int count = 0;
        for (std::size_t i = 0; i < runs.size(); ++i)
            if (runs[i] >= 0)
                runs[i] = i > 0 && runs[i - 1] >= 0 ? runs[i - 1] : count++;
        return count;
    };
    const int columns = number(columnRun);
    const int rows = number(rowRun);
    // The tiles' bounds within each (column run, row run) part; a piece in many parts (a sparse
    // selection) is one rectangle, as a region of hundreds would cost more than it saves.
    constexpr int kMostParts = 16;
    if (columns * rows > kMostParts)
        return viewportRectOf(all.x0, all.y0, all.x1, all.y1, margin);
    std::vector<Bounds> parts(static_cast<std::size_t>(columns * rows));
    for (TileIndex t : tiles) {
        const int x = static_cast<int>(t % w);
        const int y = static_cast<int>(t / w);
        parts[static_cast<std::size_t>(rowRun[y] * columns + columnRun[x])].add(x, y);
    }
    QRegion region;
    for (const Bounds& b : parts)
        if (b.x1 >= 0)
            region += viewportRectOf(b.x0, b.y0, b.x1, b.y1, margin);
    return region;
}

void BoardView::cursorMoved(int from, int to) {
    const int w = geometry_.width();
    // The brush's footprint is outlined around the pointer's tile: repaint as far as it reaches.
    const int reach =
        3 + (tool_ ? static_cast<int>(scale() * (tool_->options().brushSize / 2 + 1)) : 0);
    if (from >= 0 && from < static_cast<int>(geometry_.tileCount()))
        viewport()->update(
            tileRect(from % w, from / w).toAlignedRect().adjusted(-reach, -reach, reach, reach));
    if (to >= 0)
        viewport()->update(
            tileRect(to % w, to / w).toAlignedRect().adjusted(-reach, -reach, reach, reach));
    input_->hoverChanged();
    updateRulers();
    emit hoveredTileChanged(to);
}

} // namespace gbxx
