#include "tools/picker_tool.h"

#include "board_document.h"
#include "paint_settings.h"

#include <QCoreApplication>

namespace gbxx {

QString PickerTool::name() const {
    return QCoreApplication::translate("gbxx::Tool", "Picker");
}

void PickerTool::press(ToolContext& context, int x, int y, bool erase) {
    (void)erase;
    drag(context, x, y);
}

void PickerTool::drag(ToolContext& context, int x, int y) {
    PaintSettings& settings = context.settings;
    if (!settings.field)
        return;
    const std::uint64_t value =
        context.document.board().get(context.geometry.indexOf(x, y), *settings.field);
    if (value == settings.value)
        return;
    settings.value = value;
    settings.flagsOn = true;
    settings.notify();
}

} // namespace gbxx
