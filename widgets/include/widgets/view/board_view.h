#pragma once
// The board view: draws the board through BoardRenderer at the scale of its Zoomable, then the
// input state's preview and its paint layers (layers/) over it; maps the viewport to tiles (exact
// on hex edges); hands presses, drags and keys to its input (states/: one state at a time, which
// drives the tool); what it points at is its TileCursor. It follows its document and tool box
// itself: only the exposed region is drawn, an edit repaints only the tiles it changed, and a
// header change or a new board redraws and refits what it must.

#include "widgets/document/board_document.h"
#include "widgets/document/document_view.h"
#include "widgets/tools/tool_context.h"
#include "widgets/view/layers/highlight_layer.h"
#include "widgets/view/layers/link_groups_layer.h"
#include "widgets/view/layers/pointer_layer.h"
#include "widgets/view/layers/selection_layer.h"
#include "widgets/view/layers/tool_outline_layer.h"
#include "widgets/view/states/view_state.h"
#include "widgets/view/zoomable.h"
#include "gbxx/geometry.h"
#include "render/board_look.h"
#include "render/board_renderer.h"
#include "render/tile_colours.h"

#include <QAbstractScrollArea>
#include <QRegion>

#include <memory>
#include <optional>

namespace gbxx {

class BoardDocument;
class BoardRuler;
class LayerVisibility;
class PaintSettings;
class Tool;
class TileCursor;
class ToolBox;
class ViewInput;
struct DocumentChange;
struct ToolContext;

class BoardView : public QAbstractScrollArea, public DocumentView {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);
    // Floating content lands and a stroke is committed: nothing under way is lost with the view.
    ~BoardView() override;

    void setPaintSettings(PaintSettings* settings);
    // Follows the tool box's current tool; switching tools first finishes the action in progress.
    void setToolBox(ToolBox* tools);
    // The fields shown together and how; the view redraws whenever they change.
    void setLayerVisibility(LayerVisibility* visibility);

    PaintSettings* paintSettings() const { return settings_; }
    ToolBox* toolBox() const { return tools_; }
    Tool* tool() const { return tool_; }
    const Geometry& geometry() const { return geometry_; }
    // The scale the board is drawn at, and whether it follows the window's size.
    Zoomable* zoomable() const { return zoomable_; }
    // The tile pointed at, by the pointer or the keys (the tile cursor).
    TileCursor* tileCursor() const { return cursor_; }
    // The one input state at a time, which the pointer and the keys go to.
    ViewInput& input() const { return *input_; }
    // Tiles marked for the user to find (a warning's, those an export would change).
    HighlightLayer* highlight() const { return highlight_; }

    RenderOptions renderOptions() const { return options_; }
    // How the board is drawn now (the options, the tiles' colours, the scale), while the view
    // shows a document: pictures of what the view shows and what is drawn over the board match it.
    BoardLook look() const;
    void setShowGrid(bool on);
    void setGridStyle(const QColor& colour, int width);
    // What is written on the tiles when the zoom leaves room (values and names: the active
    // layer's).
    void setTileLabels(LabelKind kind);
    // Column and row numbers along the top and left.
    void setShowRulers(bool on);
    bool showsRulers() const { return columnRuler_ != nullptr; }
    // Another part's marks over the board (a comparison's changed tiles), above the highlight and
    // beneath the tile under the pointer, in the order they were added; added again, a layer
    // keeps its place. A layer is removed before it goes.
    void addLayer(PaintLayer* layer);
    void removeLayer(PaintLayer* layer);

    // Viewport position → tile, and a tile's centre in viewport coordinates.
    std::optional<TileIndex> tileAt(QPointF viewportPos) const;
    QPointF tileCentre(int x, int y) const;
    // A tile's bounding rectangle in viewport coordinates.
    QRectF tileRect(int x, int y) const;
    // The part of the board's drawing in the window, in tile units.
    QRectF visibleArea() const;
    // Scrolls so that tile (x, y) is in the middle of the view.
    void centreOn(int x, int y);
    // Scrolls so that board point `point` (tile units) is in the middle of the view.
    void centreOnPoint(QPointF point);

    // What the input states work with (states/).
    // The pointer for the tool: its tile and its point in the drawing; with `clampToBoard`, a
    // pointer past the board is taken to the nearest point on it (strokes follow the edge).
    std::optional<ToolPoint> toolPoint(QPointF viewportPos, bool clampToBoard) const;
    // What the tool works with; `modifiers` held at the press choose how a selection combines.
    ToolContext toolContext(Qt::KeyboardModifiers modifiers);
    // The tool's outline (a line not yet applied, a measured path) repainted where it was and is.
    void updatePreview();
    // The viewport area a piece landing on `tiles` covers, its outline included.
    QRegion pieceArea(const std::vector<TileIndex>& tiles) const;

signals:
    void hoveredTileChanged(int index); // -1 when the cursor is off the board
    // The picker clicked a tile: the inspector keeps showing it.
    void tilePinned(int index);
    void floatingChanged(bool floating);
    // The part of the board in the window moved (scroll, zoom, resize).
    void visibleAreaChanged();
    // How the board is drawn changed: the fields shown, their colours or channels.
    void drawingChanged();
    // A paint of the board finished (used to measure the time to the first frame).
    void framePainted();
    // Something the user should know about the last tool action.
    void toolMessage(const QString& text);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    bool event(QEvent* event) override;

protected:
    // A new document is shown fitted to the window, with no action, outline or highlight left
    // from the previous one; a stroke in progress is recorded on the board it was painted on.
    void leavingDocument() override;
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;

private:
    void setTool(Tool* tool);
    // The tool's action and outline dropped (they belong to a board that is gone or reshaped).
    void cancelTool();
    // The tile pointed at moved: what is drawn around it, the state and the rulers follow.
    void cursorMoved(int from, int to);
    // The board's shape or reading changed (hex, wrap, size, height mode): geometry and colours.
    void reloadShape();
    // After a change of what is shown: the tiles are coloured again unless `when` is
    // IfColoursChange and the tiles' colours stay the same (an overlay shown or hidden).
    enum class Recolour { Always, IfColoursChange };
    void recolour(Recolour when = Recolour::Always);
    // The current state drops what it has under way; the tool's outline goes.
    void dropAction();
    double scale() const;
    // A new scale drawn, the board point that was under `focus` (the middle without one) kept
    // under it.
    void followScale(double scale, double previous, std::optional<QPointF> focus);
    void fitNow();
    bool canFit() const;
    // Viewport position of board point (0, 0) drawn at `scale` (the board's now without one).
    QPointF origin(std::optional<double> scale = std::nullopt) const;
    QPointF toBoard(QPointF viewportPos) const;
    void updateScrollBars();
    void updateRulers();
    void placeRulers();
    QRect viewportRectOf(const std::vector<TileIndex>& tiles) const;
    // The tiles' bounding rectangles in the viewport, `margin` pixels more all round: one for each
    // part the board's wrap seams (or gaps) split them into, so that the board between the parts
    // is not repainted.
    QRegion viewportRegionOf(const std::vector<TileIndex>& tiles, int margin) const;
    // The tiles from (x0, y0) to (x1, y1) in the viewport, `margin` pixels more all round.
    QRect viewportRectOf(int x0, int y0, int x1, int y1, int margin) const;

    PaintSettings* settings_ = nullptr;
    LayerVisibility* visibility_ = nullptr;
    BoardRuler* columnRuler_ = nullptr;
    BoardRuler* rowRuler_ = nullptr;
    Tool* tool_ = nullptr;
    ToolBox* tools_ = nullptr;
    Geometry geometry_{GridShape{}};
    RenderOptions options_;
    TileColours colours_; // the active layer's colour of every tile, kept up to date per edit
    Zoomable* zoomable_;
    TileCursor* cursor_;
    std::unique_ptr<ViewInput> input_;
    std::uint64_t lookGeneration_ = 1;
    QRect previewRect_; // viewport area of the last preview, to repaint when it moves
    // What is drawn over the board, in the order it is drawn (others' layers between the
    // highlight and the pointer's).
    LinkGroupsLayer linkGroups_;
    SelectionLayer selection_;
    ToolOutlineLayer toolOutline_;
    HighlightLayer* highlight_;
    std::vector<PaintLayer*> layers_;
    PointerLayer pointer_;
};

} // namespace gbxx
