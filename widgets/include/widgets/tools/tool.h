#pragma once
// A tool is a combination (after Aseprite): a pointer controller (how presses and drags become
// points, controller.h) × an intertwine (how points become tiles) × an optional brush footprint ×
// an ink for each mouse button, with symmetry between the shape and the ink. Tools work in tile
// coordinates only; the view maps pixels to tiles. An editing action is one document transaction,
// so one undo step.

#include "widgets/document/board_document.h"
#include "widgets/tools/controller.h"
#include "widgets/tools/ink.h"
#include "widgets/tools/intertwine.h"
#include "widgets/tools/tool_options.h"

#include <QKeySequence>
#include <QPoint>
#include <QString>

#include <optional>
#include <vector>

namespace gbxx {

struct ToolSpec {
    QString id;       // stable, never translated: "brush", "fill" …
    const char* name; // translated for display (context "gbxx::Tool")
    const char* verb; // names its undo steps, %1 the layer: "Paint %1" (context "gbxx::Tool")
    QKeySequence shortcut;
    const Controller* controller; // how pointer events become points (controller.h)
    const Intertwine* intertwine;
    bool brush; // the brush footprint is laid on the intertwined tiles
    InkRole left;
    InkRole right;
    unsigned options;            // the ToolOption flags the tool offers
    bool closesTrail = false;    // a lasso: on release, what the pointer's trail encloses
    bool movesSelection = false; // a press lifts the selection and moves it (floating content)
    bool placesStamps = false;   // with a stamp chosen, a press places the stamp instead
};

// What a press starts with a tool: the view enters the state for it.
enum class ToolPress {
    Stroke,        // press, drag and release the tool
    Select,        // a selection; pressed inside the selection, a drag moves the selection
    LiftSelection, // the selection lifted into floating content and dragged
};

class Tool : private ControlledAction {
public:
    explicit Tool(ToolSpec spec);
    Tool(Tool&&) = default;
    Tool& operator=(Tool&&) = default;
    ~Tool() { stroke_.commit(); } // what was painted so far stays, as one step

    const QString& id() const { return spec_.id; }
    QString name() const;
    QKeySequence shortcut() const { return spec_.shortcut; }
    unsigned offeredOptions() const { return spec_.options; }
    bool movesSelection() const { return spec_.movesSelection; }
    bool placesStamps() const { return spec_.placesStamps; }
    ToolPress pressStarts(bool leftButton) const;
    const Controller& controller() const { return *spec_.controller; }
    // Whether the tool makes selections (rather than painting or looking).
    bool selects() const { return spec_.left == InkRole::Select; }
    ToolOptions& options() { return options_; }
    const ToolOptions& options() const { return options_; }

    // `erase` is true for the right button.
    void press(ToolContext& context, const ToolPoint& at, bool erase);
    void drag(ToolContext& context, const ToolPoint& at);
    void release(ToolContext& context);
    // Drops the action in progress and its outline (the tool was put away, the board replaced);
    // changes already made stay, as one step.
    void cancel();
    bool active() const { return active_; }
    // Tiles to outline: a line or rectangle not yet applied, a measured path.
    const std::vector<TileIndex>& preview() const { return preview_; }
    // The tiles the brush would cover centred on (x, y), shown under the pointer; none for a
    // one-tile brush or a tool without one.
    std::vector<TileIndex> footprintAt(const Geometry& geometry, int x, int y) const;

private:
    // What the controller drives (controller.h).
    const ToolPoint& anchor() const override { return anchor_; }
    const ToolPoint& last() const override { return last_; }
    void inkAtPress(ToolContext& context, const ToolPoint& at) override;
    void inkAlong(ToolContext& context, const ToolPoint& from, const ToolPoint& to) override;
    void outline(ToolContext& context, const ToolPoint& from, const ToolPoint& to) override;
    void inkOutline(ToolContext& context) override;
    void end(ToolContext& context) override { release(context); }

    std::vector<TileIndex> shape(const ToolContext& context, const ToolPoint& from,
                                 const ToolPoint& to) const;
    // The ink on `tiles` and their symmetric images, in the open transaction.
    void apply(ToolContext& context, const std::vector<TileIndex>& tiles);
    void begin(ToolContext& context);

    ToolSpec spec_;
    ToolOptions options_;
    bool active_ = false;
    const Ink* ink_ = nullptr;
    ToolPoint anchor_;
    ToolPoint last_;
    DocumentEdit stroke_; // open while a stroke goes on
    std::vector<TileIndex> preview_;
    std::vector<TileIndex> reached_; // a one-point action's tiles, for its ink's finish
    std::vector<Point> trail_;       // a lasso's points
};

} // namespace gbxx
