#pragma once
// What a tool does to the tiles it reaches (Aseprite's "ink"): set the active layer's value, set or
// clear the chosen flags, stamp a preset, erase, pick the value under the pointer, or measure. Inks
// that edit only plan their changes; the tool makes them through the document's transaction.

#include "widgets/tools/tool_context.h"
#include "gbxx/change_set.h"
#include "gbxx/symmetry.h"

#include <QCoreApplication>
#include <QPoint>

#include <optional>
#include <vector>

namespace gbxx {

class Ink {
    Q_DECLARE_TR_FUNCTIONS(gbxx::Ink)

public:
    virtual ~Ink() = default;
    // Inks that change nothing (pick, measure) make no undo step.
    virtual bool editsBoard() const { return true; }
    // The changes on `tiles`; at a symmetry's image, `reflection` says which (owners may swap).
    virtual ChangeSet plan(const ToolContext& context, const std::vector<TileIndex>& tiles,
                           std::optional<Reflection> reflection) const;
    // Inks that change nothing act here, on the tiles the tool's shape reaches from `from` to `to`.
    virtual void touch(ToolContext& context, const std::vector<TileIndex>& tiles, QPoint from,
                       QPoint to) const;
    // Inks that change nothing and act once the action is over (selecting) act here, on the
    // tiles the action reached.
    virtual void finish(ToolContext& context, const std::vector<TileIndex>& tiles) const;
    // The tiles stay outlined after the action (a measured path).
    virtual bool keepsPreview() const { return false; }
    // The undo step's name for a tool whose action is `verb` ("Paint %1", "Fill %1" …, %1 for
    // what is painted), whole so that each language can order its words.
    virtual QString undoText(const ToolContext& context, const QString& verb) const;
};

// What each mouse button of a tool does; the ink itself is chosen when the button goes down, from
// the layer and the painting settings.
enum class InkRole {
    Paint,       // the chosen value, the chosen flags on or off, or the chosen preset
    EraseChosen, // flag layers: clear the chosen flags only; other layers: empty the field
    Erase,       // empty the field
    Pick,        // take the value under the pointer
    Measure,     // outline the shortest path and say its length
    Select,      // make the tiles the selection (or add, subtract, intersect)
};

const Ink& inkFor(InkRole role, const ToolContext& context);

} // namespace gbxx
