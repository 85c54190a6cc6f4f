#pragma once
// Takes the active layer's value under the cursor as the value to paint.

#include "tools/tool.h"

namespace gbxx {

class PickerTool : public Tool {
public:
    QString name() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_I); }
    void press(ToolContext& context, int x, int y, bool erase) override;
    void drag(ToolContext& context, int x, int y) override;
};

} // namespace gbxx
