// A selection across a wrap seam (issue 42, item 1), through the real window: the tile cursor's
// Shift+arrows, a rectangle selection from one Enter to the next, the mouse, Select Where… and a
// script's board.query all give the same tiles — the short way across the seam the cursor
// crossed, never the long way back round — on square and hex boards of odd and even width,
// wrapping the width or the length; at a seam that is not joined (an odd-width hex board's) the
// cursor stops and every path agrees on that too. The tiles expected are written out here by
// hand.

#include "support/test_suite.h"
#include "widgets/view/go_to_tile_dialog.h"
#include "widgets/support/region_test_support.h"
#include "widgets/view/tile_cursor.h"
#include "widgets/window/scripts_menu.h"

#include <QSpinBox>

namespace tst_seam_selection {

using namespace gbxx;
using namespace gbxx::test;

namespace {

struct Case {
    bool hex;
    int width;
    int length;
    bool wrapsWidth; // else the length wraps
};

QString describe(const Case& c) {
    return QStringLiteral("%1 %2x%3 wrapping its %4")
        .arg(c.hex ? QStringLiteral("hex") : QStringLiteral("square"))
        .arg(c.width)
        .arg(c.length)
        .arg(c.wrapsWidth ? QStringLiteral("width") : QStringLiteral("length"));
}

Board boardFor(const Case& c) {
    Board board =
        c.hex ? hexBoard(c.width, c.length) : squareBoard(Variant::GB64, c.width, c.length);
    board.setHeader(*board.layout().headerField("wrap"), c.wrapsWidth ? 1 : 2);
    return board;
}

// Spec X3: a hex board's width seam is joined only when the width is even.
bool joined(const Case& c) {
    return !c.wrapsWidth || !c.hex || c.width % 2 == 0;
}

Cells box(const std::vector<int>& xs, const std::vector<int>& ys) {
    Cells out;
    for (int y : ys)
        for (int x : xs)
            out.insert({x, y});
    return out;
}

// Two columns before the width seam and two after it, rows 3 and 4; or two rows before the
// length seam and two after it, columns 2 and 3. Where the seam is not joined, the two before.
Cells acrossTheSeam(const Case& c) {
    const int w = c.width, l = c.length;
    if (c.wrapsWidth)
        return box(joined(c) ? std::vector{w - 2, w - 1, 0, 1} : std::vector{w - 2, w - 1}, {3, 4});
    return box({2, 3}, {l - 2, l - 1, 0, 1});
}

// The same tiles as a condition of the expression language.
QString conditionFor(const Case& c) {
    if (c.wrapsWidth)
        return joined(c)
                   ? QStringLiteral("(x >= %1 or x <= 1) and y >= 3 and y <= 4").arg(c.width - 2)
                   : QStringLiteral("x >= %1 and y >= 3 and y <= 4").arg(c.width - 2);
    return QStringLiteral("(y >= %1 or y <= 1) and x >= 2 and x <= 3").arg(c.length - 2);
}

} // namespace

class TestSeamSelection : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theIssuesKeysSelectTheEightTilesAcrossTheSeam();
    void everySelectionPathAgreesAcrossTheSeam();

private:
    void key(Qt::Key k, Qt::KeyboardModifiers mods = Qt::NoModifier, int times = 1) {
        for (int n = 0; n < times; ++n)
            QTest::keyClick(window_->view(), k, mods);
    }
    const Board& board() const { return tabsOf(window_)->document()->board(); }
    Cells selected() const { return cellsOf(board(), tabsOf(window_)->document()->selection()); }
    QString selectionLabel() const {
        return window_->findChild<QLabel*>(QStringLiteral("selectionLabel"))->text();
    }
    void deselect() { tabsOf(window_)->document()->setSelection(Selection(board().tileCount())); }
    // The keys' path across the seam, from the corner before it: (W-2, 3) right three and down
    // one, or (2, L-2) down three and right one; `extend` holds Shift on every key.
    void keysAcross(const Case& c, Qt::KeyboardModifiers mods) {
        if (c.wrapsWidth) {
            window_->view()->tileCursor()->goTo(c.width - 2, 3);
            key(Qt::Key_Right, mods, 3);
            key(Qt::Key_Down, mods);
        } else {
            window_->view()->tileCursor()->goTo(2, c.length - 2);
            key(Qt::Key_Down, mods, 3);
            key(Qt::Key_Right, mods);
        }
    }
    // The same the other way: from the corner after the seam, left (or up) and back across it.
    void keysBack(const Case& c) {
        const bool seam = joined(c);
        if (c.wrapsWidth) {
            window_->view()->tileCursor()->goTo(seam ? 1 : c.width - 1, 4);
            key(Qt::Key_Left, Qt::ShiftModifier, seam ? 3 : 1);
            key(Qt::Key_Up, Qt::ShiftModifier);
        } else {
            window_->view()->tileCursor()->goTo(3, 1);
            key(Qt::Key_Up, Qt::ShiftModifier, 3);
            key(Qt::Key_Left, Qt::ShiftModifier);
        }
    }
    void mouseAcross(const Case& c) {
        BoardView* view = window_->view();
        const int w = c.width, l = c.length;
        if (c.wrapsWidth) {
            drag(view, {w - 2, 3}, {w - 1, 4});
            if (joined(c))
                drag(view, {0, 3}, {1, 4}, Qt::ShiftModifier); // the other side of the seam
        } else {
            drag(view, {2, l - 2}, {3, l - 1});
            drag(view, {2, 0}, {3, 1}, Qt::ShiftModifier);
        }
    }
    void selectWhere(const QString& condition) {
        whenShown<SelectWhereDialog>([condition](SelectWhereDialog* dialog) {
            dialog->expressionEdit()->setText(condition);
            dialog->findChildren<QComboBox*>().last()->setCurrentIndex(0); // replace
            dialog->accept();
        });
        actionOf(window_, QStringLiteral("actionSelectWhere"))->trigger();
    }
    // The tiles a script finds with board.query(condition), marked by it (then undone).
    Cells scriptQuery(const QString& condition) {
        QFile file(scripts_.filePath(QStringLiteral("mark.js")));
        if (!file.open(QIODevice::WriteOnly))
            return {{-1, -1}};
        file.write(
            QStringLiteral("// @name Mark Matches\nfor (const [x, y] of board.query(\"%1\"))\n"
                           "    board.set(x, y, 'height', 9);\n")
                .arg(condition)
                .toUtf8());
        file.close();
        actionOf(window_, QStringLiteral("actionReloadScripts"))->trigger();
        const Board before = board();
        QAction* run = actionOf(window_, QStringLiteral("actionScript:mark.js"));
        if (!run)
            return {{-2, -2}};
        run->trigger();
        if (!QTest::qWaitFor([this] { return !partOf<ScriptsMenu>(window_)->isRunning(); }, 30000))
            return {{-3, -3}};
        Cells marked;
        for (const auto& [x, y] : changedTiles(before, board(), "height"))
            marked.insert({x, y});
        tabsOf(window_)->document()->undo();
        return marked;
    }

    QTemporaryDir scripts_;
    MainWindow* window_ = nullptr;
};

void TestSeamSelection::initTestCase() {
    regionSuiteStarts("tst_seam_selection");
    QVERIFY(scripts_.isValid());
}

void TestSeamSelection::init() {
    ScriptsMenu::setFolder(scripts_.path());
    window_ = regionTestStarts();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestSeamSelection::cleanup() {
    regionTestEnds(window_);
    ScriptsMenu::setFolder({});
}

// The issue's steps: 16×10 hex wrapping its width, Ctrl+G to (14, 3), Shift+Right three times
// (15, 0, 1), Shift+Down: "8 tiles selected", columns 14, 15, 0, 1 of rows 3 and 4.
void TestSeamSelection::theIssuesKeysSelectTheEightTilesAcrossTheSeam() {
    tabsOf(window_)->setBoard(boardFor({true, 16, 10, true}), QString());
    window_->view()->setFocus();
    bool asked = false;
    whenShown<GoToTileDialog>([&asked](GoToTileDialog* dialog) {
        dialog->findChild<QSpinBox*>(QStringLiteral("coordinate0"))->setValue(14);
        dialog->findChild<QSpinBox*>(QStringLiteral("coordinate1"))->setValue(3);
        asked = true;
        dialog->accept();
    });
    QTest::keyClick(window_, Qt::Key_G, Qt::ControlModifier);
    QVERIFY(asked);
    QCOMPARE(window_->view()->tileCursor()->tile(), static_cast<int>(board().indexOf(14, 3)));
    key(Qt::Key_Right, Qt::ShiftModifier, 3);
    QCOMPARE(window_->view()->tileCursor()->tile(), static_cast<int>(board().indexOf(1, 3)));
    key(Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(selected(), box({14, 15, 0, 1}, {3, 4}));
    QCOMPARE(selectionLabel(), QStringLiteral("8 tiles selected"));
}

void TestSeamSelection::everySelectionPathAgreesAcrossTheSeam() {
    const Case cases[] = {
        {true, 16, 10, true},   {false, 16, 10, true}, {false, 15, 10, true}, {true, 15, 10, true},
        {false, 12, 11, false}, {true, 12, 11, false}, {true, 13, 10, false},
    };
    for (const Case& c : cases) {
        const QByteArray what = describe(c).toUtf8();
        tabsOf(window_)->setBoard(boardFor(c), QString());
        const Cells expected = acrossTheSeam(c);
        const QString count = QStringLiteral("%1 tiles selected").arg(expected.size());
        window_->view()->setFocus();

        keysAcross(c, Qt::ShiftModifier);
        QVERIFY2(selected() == expected, what.constData());
        QVERIFY2(selectionLabel() == count, what.constData());
        deselect();
        keysBack(c);
        QVERIFY2(selected() == expected, what.constData());

        // A rectangle selection from one Enter to the next, the cursor going the same way.
        deselect();
        QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("select-rectangle")));
        window_->view()->setFocus();
        if (c.wrapsWidth)
            window_->view()->tileCursor()->goTo(c.width - 2, 3);
        else
            window_->view()->tileCursor()->goTo(2, c.length - 2);
        key(Qt::Key_Return);
        if (c.wrapsWidth) {
            key(Qt::Key_Right, Qt::NoModifier, 3);
            key(Qt::Key_Down);
        } else {
            key(Qt::Key_Down, Qt::NoModifier, 3);
            key(Qt::Key_Right);
        }
        key(Qt::Key_Return);
        QVERIFY2(selected() == expected, what.constData());

        // The mouse: the board is drawn once, so a selection across the seam is its two sides.
        deselect();
        mouseAcross(c);
        QVERIFY2(selected() == expected, what.constData());
        QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush")));

        deselect();
        selectWhere(conditionFor(c));
        QVERIFY2(selected() == expected, what.constData());
        QVERIFY2(selectionLabel() == count, what.constData());

        QVERIFY2(scriptQuery(conditionFor(c)) == expected, what.constData());
        tabsOf(window_)->document()->markSaved();
    }
}

GBXX_TEST_MAIN(TestSeamSelection);

} // namespace tst_seam_selection
#include "tst_seam_selection.moc"
