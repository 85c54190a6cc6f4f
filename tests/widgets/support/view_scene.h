#pragma once
// A board view of its own, outside any window: its document, paint settings, fields shown and
// tools, shown at `size` — for tests of the view's input and drawing alone.

#include "gbxx/field_keys.h"
#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "widgets/view/layer_visibility.h"

#include <QSize>

#include <utility>

namespace gbxx::test {

struct ViewScene {
    ViewScene(Board board, QSize size)
        : document(std::move(board)) {
        settings.field = document.board().field(keys::boundary);
        view.resize(size);
        view.setDocument(&document);
        view.setPaintSettings(&settings);
        view.setLayerVisibility(&visibility);
        view.setToolBox(&tools);
        view.show();
    }
    BoardDocument document;
    PaintSettings settings;
    LayerVisibility visibility;
    ToolBox tools;
    BoardView view;
};

} // namespace gbxx::test
