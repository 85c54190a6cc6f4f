#pragma once
// What the region-editing suites share: drags and clicks on the real view, busy boards, the
// tiles of a selection as cells, and answering a dialog the window opens.

#include "widgets/region/replace_dialog.h"
#include "widgets/region/select_where_dialog.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/stamps/stamps_panel.h"
#include "widgets/document/board_document.h"
#include "widgets/document/region_clipboard.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "widgets/window/main_window.h"
#include "gbxx/conversion.h"
#include "gbxx/geometry.h"
#include "widgets/support/gui_test_support.h"

#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <set>

namespace gbxx::test {

// A region suite's settings and stamp libraries are its own (QStandardPaths' test mode) and start
// empty: once for the suite, and again before each test (regionTestStarts).
inline void regionSuiteStarts(const char* suite) {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QCoreApplication::setApplicationName(QLatin1String(suite));
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

inline MainWindow* regionTestStarts() {
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/stamps"))
        .removeRecursively();
    return showEditorWindow();
}

// A lift leaves empty tiles, every carried field emptied: the Move tool's choice that the tests
// written before it (issue 42) expect; by default the tiles left behind stay on the board.
inline void leaveEmptyTilesWhenMoving(MainWindow* window) {
    ToolBox* tools = window->findChild<ToolBox*>();
    tools->find(QStringLiteral("move"))->options().leaveEmptyTiles = true;
}

inline void regionTestEnds(MainWindow*& window) {
    discardEditorWindow(window);
    QApplication::clipboard()->clear();
}

inline void mouse(QWidget* w, QEvent::Type type, QPointF pos, Qt::MouseButtons buttons,
                  Qt::KeyboardModifiers modifiers) {
    const Qt::MouseButton button =
        type == QEvent::MouseMove ? Qt::NoButton : Qt::MouseButton::LeftButton;
    QMouseEvent event(type, pos, w->mapToGlobal(pos), button, buttons, modifiers);
    QApplication::sendEvent(w, &event);
}

// A left-button drag from `from` to `to` with `modifiers` held throughout.
inline void drag(BoardView* view, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {}) {
    QWidget* vp = view->viewport();
    mouse(vp, QEvent::MouseButtonPress, view->tileCentre(from.x(), from.y()), Qt::LeftButton,
          modifiers);
    mouse(vp, QEvent::MouseMove, view->tileCentre(to.x(), to.y()), Qt::LeftButton, modifiers);
    mouse(vp, QEvent::MouseButtonRelease, view->tileCentre(to.x(), to.y()), Qt::NoButton,
          modifiers);
}

inline void click(BoardView* view, QPoint at, Qt::KeyboardModifiers modifiers = {}) {
    drag(view, at, at, modifiers);
}

// Every tile different where the fields allow: each field a different pattern by body order.
inline Board busyBoard(Variant variant, int width, int length, bool hex, bool wrap = false) {
    Board board(variant, width, length);
    board.setHeader(*board.layout().headerField(keys::hex), hex ? 1 : 0);
    if (const FieldSpec* w = board.layout().headerField(keys::wrap))
        board.setHeader(*w, wrap ? 1 : 0);
    for (TileIndex i = 0; i < board.tileCount(); ++i) {
        std::uint64_t v = 0;
        std::uint64_t k = 1;
        for (const FieldSpec& f : board.fields()) {
            v = f.write(v, (i * (2 * k + 5) + k) % (f.maxValue() + 1));
            ++k;
        }
        board.setTileRaw(i, v == 0 ? 1 : v);
    }
    return board;
}

using Cells = std::set<std::pair<int, int>>;

inline Cells cellsOf(const Board& board, const Selection& selection) {
    Cells out;
    for (TileIndex t : selection.tiles())
        out.insert({board.xOf(t), board.yOf(t)});
    return out;
}

inline Selection selectionOf(const Board& board, const Cells& cells) {
    Selection s(board.tileCount());
    for (const auto& [x, y] : cells)
        s.set(board.indexOf(x, y));
    return s;
}

// The tile whose centre is `from`'s centre moved by (dx, dy) in board units, if there is one.
inline std::optional<std::pair<int, int>> tileAtCentre(const Geometry& geometry, Point p) {
    for (int y = 0; y < geometry.length(); ++y)
        for (int x = 0; x < geometry.width(); ++x) {
            const Point c = geometry.centre(x, y);
            if (std::abs(c.x - p.x) < 1e-6 && std::abs(c.y - p.y) < 1e-6)
                return std::pair{x, y};
        }
    return std::nullopt;
}

// Runs `answer` on the dialog of type D as soon as it is shown (from a modal exec).
template <typename D, typename F> void whenShown(F answer) {
    QTimer::singleShot(0, [answer] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<D*>(w); dialog && dialog->isVisible()) {
                answer(dialog);
                return;
            }
        QFAIL("the dialog was not shown");
    });
}

} // namespace gbxx::test
