#pragma once
// Helpers for driving the editor's widgets in tests: mouse events with buttons held (a drag), and
// answering the next message box.

#include "widgets/document/board_document.h"
#include "widgets/window/main_window.h"
#include "gbxx/codec.h"
#include "widgets/support/window_parts.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QRegion>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <set>
#include <string_view>
#include <utility>

namespace gbxx::test {

inline void sendMouse(QWidget* target, QEvent::Type type, QPointF pos, Qt::MouseButton button,
                      Qt::MouseButtons buttons) {
    QMouseEvent event(type, pos, target->mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(target, &event);
}

inline void press(QWidget* w, QPointF p, Qt::MouseButton b = Qt::LeftButton) {
    sendMouse(w, QEvent::MouseButtonPress, p, b, b);
}
inline void moveHeld(QWidget* w, QPointF p, Qt::MouseButton b = Qt::LeftButton) {
    sendMouse(w, QEvent::MouseMove, p, Qt::NoButton, b);
}
inline void release(QWidget* w, QPointF p, Qt::MouseButton b = Qt::LeftButton) {
    sendMouse(w, QEvent::MouseButtonRelease, p, b, Qt::NoButton);
}

// Brings a dock to the front as a click on its tab does (the analyses run only while shown).
inline void raiseDock(QWidget* window, const QString& objectName) {
    auto* dock = window->findChild<QDockWidget*>(objectName);
    Q_ASSERT(dock);
    dock->show();
    dock->raise();
    QCoreApplication::processEvents();
}

// Clicks `button` on the next message box that appears (from a modal exec) and records its text.
inline void answerNextMessageBox(QMessageBox::StandardButton button, QString* text = nullptr) {
    QTimer::singleShot(0, [button, text] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                if (text)
                    *text = box->text();
                box->button(button)->click();
                return;
            }
        }
    });
}

// Clicks `button` on the first message box that appears within five seconds (for prompts that come
// from a later event, such as a file watcher); records its text.
inline void answerMessageBoxWhenShown(QMessageBox::StandardButton button, QString* text = nullptr) {
    auto* poll = new QTimer;
    auto* waited = new int(0);
    QObject::connect(poll, &QTimer::timeout, [poll, waited, button, text] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                if (text)
                    *text = box->text();
                box->button(button)->click();
                poll->deleteLater();
                delete waited;
                return;
            }
        }
        if ((*waited += 20) > 5000) {
            poll->deleteLater();
            delete waited;
        }
    });
    poll->start(20);
}

// Collects the region every paint event of a widget covers (to check dirty-region repaints).
struct PaintSpy : QObject {
    QRegion region;
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint)
            region += static_cast<QPaintEvent*>(e)->region();
        return false;
    }
};

// A board of in-bounds tiles and nothing else.
inline Board squareBoard(Variant v, int w, int l) {
    Board board(v, w, l);
    const FieldSpec& boundary = *board.field("boundary");
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, boundary.write(0, 3));
    return board;
}

// The same, hexagonal: a GB64 board of in-bounds tiles with the header's hex flag.
inline Board hexBoard(int w, int l) {
    Board board = squareBoard(Variant::GB64, w, l);
    board.setHeader(*board.layout().headerField("hex"), 1);
    return board;
}

// The tiles (x, y) of `board` whose `field` differs from `before`.
inline std::set<std::pair<int, int>> changedTiles(const Board& before, const Board& board,
                                                  std::string_view field) {
    std::set<std::pair<int, int>> out;
    const FieldSpec& f = *board.field(field);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        if (board.get(i, f) != before.get(i, f))
            out.insert({board.xOf(i), board.yOf(i)});
    return out;
}

// A shown editor window that reports errors in lastError() rather than in message boxes; the test
// waits for it to be exposed.
inline MainWindow* showEditorWindow(QSize size = {1200, 800}) {
    auto* window = new MainWindow;
    statusOf(window)->setInteractive(false);
    window->resize(size);
    window->show();
    return window;
}

// Closes the window without a save prompt.
inline void discardEditorWindow(MainWindow*& window) {
    if (BoardDocument* document = tabsOf(window)->document())
        document->markSaved();
    delete window;
    window = nullptr;
}

// An editor window of a test's own, for suites that make none per test: shown as
// showEditorWindow() shows it and waited for as their init() does (a window never exposed fails
// the test), and discarded without a save prompt however the test ends. A test that restarts the
// editor discards `window` and shows another in its place.
struct ShownEditorWindow {
    explicit ShownEditorWindow(QSize size = {1200, 800})
        : window(showEditorWindow(size)) {
        QVERIFY(QTest::qWaitForWindowExposed(window));
    }
    ~ShownEditorWindow() {
        if (window)
            discardEditorWindow(window);
    }
    ShownEditorWindow(const ShownEditorWindow&) = delete;
    ShownEditorWindow& operator=(const ShownEditorWindow&) = delete;

    MainWindow* window;
};

inline std::vector<std::uint8_t> bytesOf(const MainWindow& window) {
    return writeBoard(tabsOf(window)->document()->board());
}

// A board's bytes, and a file's, to compare the two.
inline QByteArray boardBytes(const Board& board) {
    const auto bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}
inline QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace gbxx::test
