#pragma once
// The board view: draws the board through BoardRenderer, zooms and pans, maps the mouse to tiles
// (exact on hex edges) and hands presses and drags to the current tool. Only the exposed region is
// drawn, and an edit repaints only the tiles it changed.

#include "board_renderer.h"
#include "gbxx/geometry.h"
#include "gbxx/link_groups.h"
#include "tile_colours.h"

#include <QAbstractScrollArea>

#include <optional>

namespace gbxx {

class BoardDocument;
class PaintSettings;
class Tool;
struct ToolContext;

class BoardView : public QAbstractScrollArea {
    Q_OBJECT

public:
    static constexpr double kActualSize = 32.0; // "100%": pixels per tile
    static constexpr double kMinZoom = 0.5;
    static constexpr double kMaxZoom = 256.0;

    explicit BoardView(QWidget* parent = nullptr);

    void setDocument(BoardDocument* document);
    BoardDocument* document() const { return document_; }
    void setPaintSettings(PaintSettings* settings);
    // Switching tools or boards first finishes an action in progress (it becomes its undo step).
    void setTool(Tool* tool);
    // Ends the current press-drag action as if the mouse were released; nothing when there is none.
    void finishAction();
    bool actionInProgress() const { return toolActive_; }
    Tool* tool() const { return tool_; }
    const Geometry& geometry() const { return geometry_; }

    double zoom() const { return zoom_; }
    // Zooms to `zoom` pixels per tile, keeping the board point under `anchor` (viewport
    // coordinates) where it is; without an anchor, the viewport's centre.
    void setZoom(double zoom, std::optional<QPointF> anchor = std::nullopt);
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    void actualSize();
    // Fits now when the view is shown, otherwise as soon as it has its size.
    void fitWhenShown();

    RenderOptions renderOptions() const { return options_; }
    void setShowGrid(bool on);
    void setBoundaryUnderlay(bool on);
    // The board's shape changed (hex, wrap, size): rebuild the geometry and redraw.
    void reloadShape();

    // Tiles to mark on the board (e.g. those an export would change); empty clears, as does Esc.
    void setHighlight(std::vector<TileIndex> tiles);
    const std::vector<TileIndex>& highlight() const { return highlight_; }

    // Scrolls so that tile (x, y) is in the middle of the view.
    void centreOn(int x, int y);

    // Viewport position → tile, and a tile's centre in viewport coordinates.
    std::optional<TileIndex> tileAt(QPointF viewportPos) const;
    QPointF tileCentre(int x, int y) const;
    // A tile's bounding rectangle in viewport coordinates.
    QRectF tileRect(int x, int y) const;

signals:
    void hoveredTileChanged(int index); // -1 when the cursor is off the board
    void zoomChanged(double zoom);
    // A paint of the board finished (used to measure the time to the first frame).
    void framePainted();
    // Something the user should know about the last tool action.
    void toolMessage(const QString& text);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QPointF origin() const; // viewport position of board point (0, 0)
    QPointF toBoard(QPointF viewportPos) const;
    std::optional<QPoint> tileCoords(QPointF viewportPos, bool clampToBoard) const;
    void updateScrollBars();
    void onTilesChanged(const std::vector<TileIndex>& tiles);
    void setHovered(int index);
    QRect viewportRectOf(const std::vector<TileIndex>& tiles) const;
    void updatePreview();
    ToolContext toolContext();

    BoardDocument* document_ = nullptr;
    PaintSettings* settings_ = nullptr;
    Tool* tool_ = nullptr;
    Geometry geometry_{GridShape{}};
    RenderOptions options_;
    TileColours colours_; // the active layer's colour of every tile, kept up to date per edit
    void recolour();
    // Link groups (G1) outlined when the header makes them active; recomputed only after an edit
    // that changed a tile's link value.
    void drawLinkGroups(QPainter& painter, const QRectF& area) const;
    void noteLinkChanges(const std::vector<TileIndex>& tiles);
    mutable std::optional<LinkGroups> groups_;
    std::vector<std::uint8_t> linkValues_;
    double zoom_ = kActualSize;
    int hovered_ = -1;
    bool toolActive_ = false;
    bool panning_ = false;
    bool spaceHeld_ = false;
    bool fitPending_ = false;
    bool fitted_ = false; // the zoom follows the window's size until the user zooms
    QPoint panStart_;
    QRect previewRect_;
    std::vector<TileIndex>
        highlight_; // viewport area of the last preview, to repaint when it moves
};

} // namespace gbxx
