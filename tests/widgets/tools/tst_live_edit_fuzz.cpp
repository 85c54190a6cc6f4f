// Model fuzz of editing as a user does it: live strokes through the real view (press, random drags
// over the board and off it, release) with every tool and both buttons, symmetry with swapped
// owners (so strokes can paint tiles back as they were), interleaved with saves, undo, redo,
// exports and resizes, some of them in the middle of a drag. After every step the
// modified marker must equal "the board differs from the file's bytes"; at the end, undoing
// everything gives back the opened board.

#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"

#include "widgets/layers/layers_panel.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "gbxx/conversion.h"
#include "gbxx/reshape.h"
#include "render/board_picture.h"
#include "support/random_board.h"

#include <QComboBox>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <random>

namespace tst_live_edit_fuzz {

using namespace gbxx;
using namespace gbxx::test;

class TestLiveEditFuzz : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void modifiedMarkerAlwaysEqualsBoardDiffersFromFile_data();
    void modifiedMarkerAlwaysEqualsBoardDiffersFromFile();

private:
    QTemporaryDir dir_;
};

void TestLiveEditFuzz::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("live-edit-fuzz"));
    QSettings().clear();
}

void TestLiveEditFuzz::modifiedMarkerAlwaysEqualsBoardDiffersFromFile_data() {
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {11u, 12u, 13u, 14u})
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

void TestLiveEditFuzz::modifiedMarkerAlwaysEqualsBoardDiffersFromFile() {
    QFETCH(quint64, seed);
    std::mt19937_64 random(seed);
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };

    // A small board of every kind: GB64 and GB16, square and hex, odd and even width.
    Board start = randomBoard(seed % 2 ? Variant::GB64 : Variant::GB16, seed, 12);
    start = resizedBoard(start, 9 + static_cast<int>(seed % 2), 7, 0, 0);
    start.setHeader(*start.layout().headerField(keys::hex), seed % 3 == 0 ? 0 : 1);
    const QString path =
        dir_.filePath(QStringLiteral("fuzz-%1.gb%2")
                          .arg(seed)
                          .arg(static_cast<int>(bitsOf(start.variant())), 2, 10, QLatin1Char('0')));
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(boardBytes(start));
    }
    MainWindow* window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(filesOf(window)->openFile(path));
    BoardView* view = window->view();
    QWidget* vp = view->viewport();
    auto* symmetry = window->findChild<QComboBox*>(QStringLiteral("symmetryBox"));
    const QStringList tools{QStringLiteral("brush"), QStringLiteral("line"),
                            QStringLiteral("rectangle"), QStringLiteral("fill"),
                            QStringLiteral("eraser")};
    Qt::MouseButton held = Qt::NoButton;
    const auto somewhere = [&] {
        const Board& b = tabsOf(window)->document()->board();
        // Mostly on the board, sometimes past its edge (strokes follow the edge).
        if (pick(8) == 0)
            return QPointF(pick(vp->width()), pick(vp->height()));
        return view->tileCentre(pick(b.width()), pick(b.length()));
    };
    QStringList steps;
    for (int step = 0; step < 700; ++step) {
        const int what = pick(20);
        if (what < 4 && held == Qt::NoButton) {
            held = pick(4) == 0 ? Qt::RightButton : Qt::LeftButton;
            press(vp, somewhere(), held);
            steps << QStringLiteral("press");
        } else if (what < 10 && held != Qt::NoButton) {
            moveHeld(vp, somewhere(), held);
            steps << QStringLiteral("drag");
        } else if (what < 12 && held != Qt::NoButton) {
            release(vp, somewhere(), held);
            held = Qt::NoButton;
            steps << QStringLiteral("release");
        } else if (what == 12) {
            QVERIFY(filesOf(window)->save());
            steps << QStringLiteral("save");
        } else if (what == 13) {
            actionOf(window, QStringLiteral("actionUndo"))->trigger();
            steps << QStringLiteral("undo");
        } else if (what == 14) {
            actionOf(window, QStringLiteral("actionRedo"))->trigger();
            steps << QStringLiteral("redo");
        } else if (what == 15) {
            const Board& settled = tabsOf(window)->document()->settledBoard();
            QVERIFY(
                partOf<BoardExports>(window)->exportTo(dir_.filePath(QStringLiteral("export.gb08")),
                                                       convertBoard(settled, Variant::GB08).board));
            PictureOptions options;
            options.tileSize = 4;
            QVERIFY(partOf<BoardExports>(window)->exportImageTo(
                dir_.filePath(QStringLiteral("export.png")), options));
            steps << QStringLiteral("export");
        } else if (what == 16 && pick(4) == 0) {
            // Resized (a conversion to another tile size would make Save ask for a new name).
            const Board& b = tabsOf(window)->document()->board();
            tabsOf(window)->document()->replaceBoard(
                resizedBoard(b, b.width() + pick(3) - 1, b.length() + pick(3) - 1, pick(2), 0),
                QStringLiteral("Replace"));
            steps << QStringLiteral("replace");
        } else if (what == 17) {
            partOf<ToolActions>(window)->selectTool(tools[pick(static_cast<int>(tools.size()))]);
            steps << QStringLiteral("tool");
        } else if (what == 18) {
            const auto fields = tabsOf(window)->document()->board().fields();
            partOf<LayersPanel>(window)->selectLayer(QString::fromLatin1(
                fields[static_cast<std::size_t>(pick(static_cast<int>(fields.size())))]
                    .key.data()));
            paintSettingsOf(window)->value = static_cast<std::uint64_t>(pick(4));
            paintSettingsOf(window)->flagsOn = pick(2) == 0;
            paintSettingsOf(window)->notify();
            steps << QStringLiteral("layer");
        } else if (what == 19) {
            symmetry->setCurrentIndex(pick(symmetry->count()));
            paintSettingsOf(window)->swapOwners = pick(2) == 0;
            steps << QStringLiteral("symmetry");
        }
        const bool differs = boardBytes(tabsOf(window)->document()->board()) != fileBytes(path);
        QVERIFY2(tabsOf(window)->document()->isModified() == differs &&
                     window->isWindowModified() == differs,
                 qPrintable(QStringLiteral("after step %1 (%2): modified %3, board %4 the file")
                                .arg(step)
                                .arg(steps.mid(std::max(0, int(steps.size()) - 6)).join(", "))
                                .arg(tabsOf(window)->document()->isModified())
                                .arg(differs ? "differs from" : "equals")));
    }
    if (held != Qt::NoButton)
        release(vp, somewhere(), held);
    while (tabsOf(window)->document()->undoStack()->canUndo())
        actionOf(window, QStringLiteral("actionUndo"))->trigger();
    QCOMPARE(boardBytes(tabsOf(window)->document()->board()), boardBytes(start));
    discardEditorWindow(window);
}

GBXX_TEST_MAIN(TestLiveEditFuzz);

} // namespace tst_live_edit_fuzz
#include "tst_live_edit_fuzz.moc"
