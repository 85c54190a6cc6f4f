#pragma once
// Freehand painting with the brush footprint; every tile between two mouse samples is painted.

#include "tools/tool.h"

namespace gbxx {

class BrushTool : public PaintingTool {
public:
    QString name() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_B); }
    void press(ToolContext& context, int x, int y, bool erase) override;
    void drag(ToolContext& context, int x, int y) override;
    void release(ToolContext& context) override;

protected:
    virtual bool alwaysErase() const { return false; }

private:
    void dab(ToolContext& context, const std::vector<TileIndex>& centres);
    int lastX_ = 0;
    int lastY_ = 0;
};

// The brush with the eraser's ink on both buttons.
class EraserTool : public BrushTool {
public:
    QString name() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_E); }

protected:
    bool alwaysErase() const override { return true; }
};

} // namespace gbxx
