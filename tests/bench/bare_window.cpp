// The anchor of the editor's start-up figure (docs/performance.md): a bare Qt Widgets window
// that reads the same board and paints it as the editor's view does at fit (the same
// BoardRenderer and tile colours), with no menus, docks, settings or services. It links Qt
// Widgets and the render library alone. `first-frame.py -- 'gbxx_bare_window BOARD'
// 'gbxx-editor BOARD'` times both from exec to the first frame with board pixels.
// Usage: gbxx_bare_window [--quit-after-first-paint] BOARD   (the option as the editor's: for
// instruction counts under callgrind and perf stat)

#include "gbxx/geometry.h"
#include "io/board_file.h"
#include "render/board_renderer.h"
#include "render/layer_display.h"
#include "render/tile_colours.h"

#include <QApplication>
#include <QPainter>
#include <QWidget>

#include <cstdio>
#include <optional>

namespace {

class BareBoard : public QWidget {
public:
    bool quitAfterPaint = false;

    explicit BareBoard(gbxx::Board board)
        : board_(std::move(board))
        , geometry_(board_)
        , renderer_(board_, geometry_) {
        // As the editor shows a board at first: every field in its default channel, the
        // boundary active.
        options_.field = board_.field(gbxx::keys::boundary);
        options_.composite = true;
        for (const gbxx::FieldSpec* field : gbxx::fieldsInListOrder(board_.fields()))
            options_.shown.push_back({field, gbxx::defaultChannel(*field), 1.0});
        colours_.rebuild(board_, options_);
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.fillRect(rect(), palette().window());
        const QRectF bounds = renderer_.boardBounds();
        const double scale =
            std::min(width() / bounds.width(), height() / bounds.height()) * 0.95;
        painter.translate((width() - bounds.width() * scale) / 2,
                          (height() - bounds.height() * scale) / 2);
        painter.scale(scale, scale);
        painter.translate(-bounds.topLeft());
        renderer_.draw(painter, bounds, scale, options_, &colours_);
        if (quitAfterPaint)
            QMetaObject::invokeMethod(qApp, &QApplication::quit, Qt::QueuedConnection);
    }

private:
    gbxx::Board board_;
    gbxx::Geometry geometry_;
    gbxx::BoardRenderer renderer_;
    gbxx::RenderOptions options_;
    gbxx::TileColours colours_;
};

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const bool quit = argc == 3 && QByteArray(argv[1]) == "--quit-after-first-paint";
    if (argc != 2 + int(quit)) {
        std::fprintf(stderr, "usage: gbxx_bare_window [--quit-after-first-paint] BOARD\n");
        return 2;
    }
    gbxx::LoadedBoard loaded = gbxx::loadBoard(QString::fromLocal8Bit(argv[argc - 1]));
    if (!loaded.board) {
        std::fprintf(stderr, "%s\n", qPrintable(loaded.error));
        return 1;
    }
    BareBoard window(std::move(*loaded.board));
    window.quitAfterPaint = quit;
    window.resize(1280, 820); // the editor's first size
    window.show();
    return QApplication::exec();
}
