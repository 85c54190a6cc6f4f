#pragma once
// Flood fill: the contiguous tiles with the same value of the active layer as the clicked one,
// through the board's neighbours (4 or 8 on square boards, 6 on hex, across wrap seams).

#include "tools/tool.h"

namespace gbxx {

class FillTool : public PaintingTool {
public:
    QString name() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_F); }
    void press(ToolContext& context, int x, int y, bool erase) override;
};

} // namespace gbxx
