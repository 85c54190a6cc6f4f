#pragma once
// What the benchmarks share: the busy 255×255 board and a real view driven by mouse events.

#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"

#include <QApplication>
#include <QMouseEvent>

#include <random>

namespace gbxx::bench {

constexpr int kSide = 255;

// A busy 255×255 board: every field varies, as in a finished design (and the worst case for
// drawing).
inline Board largeBoard(Variant variant, bool hex) {
    Board board(variant, kSide, kSide);
    board.setHeader(*board.layout().headerField("hex"), hex ? 1 : 0);
    std::mt19937_64 random(42);
    const FieldSpec& boundary = *board.field("boundary");
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, boundary.write(random(), random() % 7 ? 3 : random() % 3));
    return board;
}

inline Variant variantArg(int64_t digits) {
    return static_cast<Variant>(digits);
}

struct Editor {
    explicit Editor(Board board)
        : document(std::move(board)) {
        view.resize(1920, 1080);
        view.setDocument(&document);
        view.setPaintSettings(&settings);
        view.setToolBox(&tools);
        settings.field = document.board().field("height");
        settings.value = 40;
        settings.notify();
        view.show();
        QCoreApplication::processEvents();
    }
    void send(QEvent::Type type, QPointF at, Qt::MouseButtons buttons) {
        QMouseEvent e(type, at, view.viewport()->mapToGlobal(at),
                      type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons,
                      Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &e);
    }
    // Uses `id` with a brush of `brushSize`.
    void use(const QString& id, int brushSize = 1) {
        tools.select(id);
        tools.current()->options().brushSize = brushSize;
    }
    BoardDocument document;
    PaintSettings settings;
    ToolBox tools;
    BoardView view;
};

} // namespace gbxx::bench
