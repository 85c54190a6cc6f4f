#pragma once
// Measure: press on a tile and drag to another; the shortest path a piece could take is outlined
// and the status bar gives its length in steps next to the straight grid distance. Paths never
// enter tiles that are not on the board or out of bounds, may cross traps, treat a link group as
// one tile, and, as a chosen player, avoid that player's blacklisted tiles.

#include "tools/tool.h"

namespace gbxx {

class MeasureTool : public Tool {
public:
    QString name() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_M); }
    void press(ToolContext& context, int x, int y, bool erase) override;
    void drag(ToolContext& context, int x, int y) override;
    void release(ToolContext& context) override;
    std::vector<TileIndex> preview() const override { return path_; }
    void cancel() override { path_.clear(); }

private:
    void measure(ToolContext& context, int x, int y);
    TileIndex from_ = 0;
    std::vector<TileIndex> path_;
};

} // namespace gbxx
