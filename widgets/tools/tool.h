#pragma once
// A tool turns presses and drags on tiles into edits. Tools work in tile coordinates only; the view
// maps pixels to tiles. A press-drag-release is one user action and one undo step.

#include "gbxx/geometry.h"
#include "tools/stroke.h"

#include <QKeySequence>
#include <QString>

#include <functional>

#include <vector>

namespace gbxx {

class BoardDocument;
class PaintSettings;

struct ToolContext {
    BoardDocument& document;
    const Geometry& geometry;
    PaintSettings& settings;
    // Tells the user something about the action (tiles left alone and why); may be empty.
    std::function<void(const QString&)> message;
};

class Tool {
public:
    virtual ~Tool() = default;
    virtual QString name() const = 0;
    virtual QKeySequence shortcut() const = 0;
    // `erase` is true for the right button: the tool's shape with the eraser's ink.
    virtual void press(ToolContext& context, int x, int y, bool erase) = 0;
    virtual void drag(ToolContext& context, int x, int y) { (void)context, (void)x, (void)y; }
    virtual void release(ToolContext& context) { (void)context; }
    // Tiles to outline while the action is in progress (a line or rectangle not yet applied).
    virtual std::vector<TileIndex> preview() const { return {}; }
    // Drops the action in progress without recording it (its board is gone).
    virtual void cancel() {}
};

// How a painting action erases: not at all, the chosen flags only (the right button on a flag
// layer: painting never touches the other flags), or the whole field (the eraser).
enum class EraseMode { None, ChosenFlags, Field };

// The ink shared by the painting tools: set the active field to the chosen value, set or clear the
// chosen flags (leaving the others), stamp a preset, or erase.
class PaintingTool : public Tool {
public:
    void cancel() override;

protected:
    void beginStroke(ToolContext& context, EraseMode erase);
    void paint(ToolContext& context, const std::vector<TileIndex>& tiles);
    // Pushes the stroke as one undo step named "<verb> <layer>".
    void endStroke(ToolContext& context, const QString& verb);
    bool erasing() const { return erase_ != EraseMode::None; }

private:
    // The ink with `value` (the chosen one, or its owner-swapped image) on these tiles.
    void inkTiles(ToolContext& context, const std::vector<TileIndex>& tiles, std::uint64_t value);

    Stroke stroke_;
    EraseMode erase_ = EraseMode::None;
};

} // namespace gbxx
