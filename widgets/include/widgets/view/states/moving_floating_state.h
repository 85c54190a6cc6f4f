#pragma once
// Floating content (a paste, a lifted selection) shown above the board until it is placed or
// dropped: dragged where it was grabbed, nudged with the arrows, flipped (H, V) and turned (R,
// Shift+R). Enter, a click outside it, another tool or the document settling it (before a save or
// another edit) places it: its edit's finishing step lands it, one undo step. Esc drops it. The
// finishing step touches the document alone; the view hears that the edit ended
// (DocumentChange::EditEnded) and rests.

#include "widgets/document/board_document.h"
#include "widgets/tools/floating_piece.h"
#include "widgets/tools/tool_context.h"
#include "widgets/view/states/view_state.h"
#include "render/piece_drawing.h"

#include <QPoint>
#include <QRegion>

#include <optional>

namespace gbxx {

class MovingFloatingState : public ViewState {
public:
    explicit MovingFloatingState(FloatingPiece piece);

    // `region` floating in `view` with its origin on tile (x, y) until it is placed (one undo step
    // named `text`) or dropped; what the view had under way ends first. The fields of `mask` come
    // from it; `lifted` are the tiles it was lifted from, emptied in those fields when it is placed
    // (a move; none for a paste or a duplicate).
    static void start(BoardView& view, Region region, int x, int y, std::uint64_t mask,
                      Selection lifted, const QString& text);
    // The selection lifted at `at` (Alt: a copy) and grabbed there; nullptr when `at` is not in
    // the selection.
    static Next lift(BoardView& view, const ToolPoint& at, bool duplicate);

    const FloatingPiece& piece() const { return piece_; }
    // Where it lands now.
    Placement placement(const BoardView& view) const;
    // Whether its edit goes on (not yet placed, dropped or ended by the document).
    bool editing() const { return edit_.isOpen(); }
    // Its edit ended while the view still shows it: says what fell off, and the view rests.
    void ended(BoardView& view);
    void place(BoardView& view);
    void dropPiece(BoardView& view);
    void nudge(BoardView& view, int dx, int dy);
    void transform(BoardView& view, RegionTransform transform, bool swapOwners);

    MovingFloatingState* floating() override { return this; }
    bool hidesSelection() const override { return true; }
    void enter(BoardView& view) override;
    void exit(BoardView& view) override;
    void finish(BoardView& view) override { place(view); }
    Next mousePress(BoardView& view, QMouseEvent* event) override;
    Next mouseMove(BoardView& view, QMouseEvent* event) override;
    Next mouseRelease(BoardView& view, QMouseEvent* event) override;
    bool takesKey(const QKeyEvent* event) const override;
    Next keyPress(BoardView& view, QKeyEvent* event) override;
    void paint(const BoardView& view, QPainter& painter, const QRectF& area) const override;

private:
    // What a lifted selection leaves behind in `view`: its tool box's Move option.
    static LeftBehind leftBehind(const BoardView& view);
    // Opens its transaction, named `text`; what was open lands first.
    void begin(BoardView& view, const QString& text);
    // The edit's finishing step, in the document alone: the piece lands and is selected.
    void land();
    void report(BoardView& view); // what the landing left out, once
    // Repaints where the piece was and where it is; the rest of the board stays as it is.
    void repaint(BoardView& view);

    FloatingPiece piece_;
    BoardDocument* document_ = nullptr;
    DocumentEdit edit_; // closed once placed or dropped
    struct Grab {
        QPoint tile;   // the tile grabbed
        QPoint origin; // the piece's origin then
    };
    std::optional<Grab> grab_; // while dragged
    std::size_t dropped_ = 0;  // tiles the landing left out, not yet said
    bool leaving_ = false;     // the view leaves this state: it rests already
    QRegion area_;             // viewport area it was last shown on
    mutable PieceDrawing drawing_;
};

} // namespace gbxx
