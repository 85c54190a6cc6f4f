#pragma once
// Two-point tools: press at one tile, drag to another, release to apply. While dragging, the tiles
// are only previewed.

#include "tools/tool.h"

namespace gbxx {

class TwoPointTool : public PaintingTool {
public:
    void press(ToolContext& context, int x, int y, bool erase) override;
    void drag(ToolContext& context, int x, int y) override;
    void release(ToolContext& context) override;
    std::vector<TileIndex> preview() const override { return preview_; }
    void cancel() override;

protected:
    virtual std::vector<TileIndex> tilesBetween(const ToolContext& context, int x0, int y0, int x1,
                                                int y1) const = 0;
    virtual QString verb() const = 0;

private:
    int x0_ = 0;
    int y0_ = 0;
    bool active_ = false;
    bool erase_ = false;
    std::vector<TileIndex> preview_;
};

class LineTool : public TwoPointTool {
public:
    QString name() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_L); }

protected:
    std::vector<TileIndex> tilesBetween(const ToolContext& context, int x0, int y0, int x1,
                                        int y1) const override;
    QString verb() const override;
};

class RectangleTool : public TwoPointTool {
public:
    QString name() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_R); }

protected:
    std::vector<TileIndex> tilesBetween(const ToolContext& context, int x0, int y0, int x1,
                                        int y1) const override;
    QString verb() const override;
};

} // namespace gbxx
