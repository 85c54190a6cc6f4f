// The editor's compare mode (issue 36) through the real window: File ▸ Compare With… a board file,
// the saved version and a registry revision; the Changes list's counts against a computation of
// this test's own on random edits (square and hex boards, odd and even widths, edges and wrap
// seams); the differences kept right while the board is edited; F7 and Shift+F7; taking the other
// board's values for a tile, a selection and a whole field, each undone by one Ctrl+Z; another
// tile size and another size; leaving by the menu, Esc in the list and closing the panel.

#include "gbxx/conversion.h"
#include "support/test_suite.h"
#include "widgets/compare/board_comparison.h"
#include "widgets/compare/changes_panel.h"
#include "widgets/compare/compare_actions.h"
#include "widgets/compare/compare_dialog.h"
#include "widgets/compare/comparison_marks.h"
#include "widgets/compare/difference_texts.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/support/gui_test_support.h"
#include "widgets/support/registry_fixture.h"
#include "widgets/view/tile_cursor.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QPointer>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <map>
#include <random>

namespace tst_compare_mode {

using namespace gbxx;
using namespace gbxx::test;

// What this test expects the list to say: per field of `fields`, the tiles of the common rectangle
// whose values differ, `b` read as `a`'s variant holds it.
std::map<std::string, std::vector<TileIndex>> expectedChanges(const Board& a, const Board& b) {
    std::map<std::string, std::vector<TileIndex>> out;
    const int w = std::min(a.width(), b.width());
    const int l = std::min(a.length(), b.length());
    for (const FieldSpec& f : a.fields())
        for (int y = 0; y < l; ++y)
            for (int x = 0; x < w; ++x)
                if (a.get(a.indexOf(x, y), f) != b.get(b.indexOf(x, y), f))
                    out[std::string(f.key)].push_back(a.indexOf(x, y));
    return out;
}

// `board` with `count` tiles given random values: the corners, the middle of every edge (the wrap
// seams when the header wraps) and random tiles.
Board edited(Board board, int count, std::mt19937& random) {
    const int w = board.width();
    const int l = board.length();
    std::vector<std::pair<int, int>> places = {{0, 0},         {w - 1, 0},    {0, l - 1},
                                               {w - 1, l - 1}, {w / 2, 0},    {w / 2, l - 1},
                                               {0, l / 2},     {w - 1, l / 2}};
    std::uniform_int_distribution<int> xs(0, w - 1), ys(0, l - 1);
    while (static_cast<int>(places.size()) < count)
        places.emplace_back(xs(random), ys(random));
    for (auto [x, y] : places) {
        const FieldSpec& f = board.fields()[random() % board.fields().size()];
        const TileIndex t = board.indexOf(x, y);
        board.setTileRaw(
            t, f.write(board.tile(t), (board.get(t, f) + 1 + random()) % (f.maxValue() + 1)));
    }
    return board;
}

class TestCompareMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aFilesChangesAreListedByFieldWithTheirCounts_data();
    void aFilesChangesAreListedByFieldWithTheirCounts();
    void theSavedVersionShowsWhatChangedSinceSaving();
    void theDifferencesFollowEditsUndoAndRedo();
    void aStrokeOnTheLargestBoardUpdatesOnlyItsTiles();
    void f7AndShiftF7WalkTheChangedTiles();
    void takingATilesValuesIsOneUndoStep();
    void takingTheSelectionsValuesIsOneUndoStep();
    void takingAWholeFieldIsOneUndoStep();
    void takingHeaderAndFooterKeys();
    void anotherTileSizeIsTakenAsThisBoardHoldsIt();
    void anotherSizeIsComparedOnTheCommonRectangle();
    void leavingByTheMenuEscAndClosingThePanel();
    void eachTabKeepsItsOwnComparison();
    void aRegistryRevision();
    void oneDifferingTileIsSaidInTheSingular();
    void theChangesRowsAreNotCut();
    void afterATakeTheStatusBarSaysWhatStillDiffers();

private:
    QString write(const QString& name, const Board& board) {
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(boardBytes(board)) < 0)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    BoardDocument* document() { return tabsOf(window_)->document(); }
    CompareActions* compare() { return partOf<CompareActions>(window_); }
    ChangesPanel* panel() { return compare()->panel(); }
    BoardComparison* comparison() { return BoardComparison::of(document()); }
    QDockWidget* dock() { return window_->findChild<QDockWidget*>(QStringLiteral("changesDock")); }
    // File ▸ Compare With…, the dialog answered by `choose`; returns the dialog's problem ("" when
    // the comparison began).
    QString compareThrough(const std::function<void(CompareDialog&)>& choose);
    // The Compare With dialog on screen (one that was closed may wait to be deleted).
    CompareDialog* shownDialog() {
        for (CompareDialog* d : window_->findChildren<CompareDialog*>())
            if (d->isVisible())
                return d;
        return nullptr;
    }
    QString compareWithFile(const QString& path) {
        return compareThrough([&](CompareDialog& d) { d.pathEdit()->setText(path); });
    }
    // The list's counts per field key, as the rows of the panel hold them.
    std::map<std::string, std::vector<TileIndex>> listed() {
        panel()->refreshNow();
        std::map<std::string, std::vector<TileIndex>> out;
        for (const ChangesModel::FieldGroup& g : panel()->model()->fieldGroups())
            out[std::string(g.field->key)] = g.tiles;
        return out;
    }
    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(window_, static_cast<Qt::Key>(key), modifiers);
    }

    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestCompareMode::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-compare"));
    QSettings().clear();
}

void TestCompareMode::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
}

void TestCompareMode::cleanup() {
    for (int i = 0; i < tabsOf(window_)->boardCount(); ++i)
        tabsOf(window_)->boardDocument(i)->markSaved();
    discardEditorWindow(window_);
    QSettings().clear();
}

QString TestCompareMode::compareThrough(const std::function<void(CompareDialog&)>& choose) {
    QAction* action = actionOf(window_, QStringLiteral("actionCompareWith"));
    if (!action || !action->isEnabled())
        return QStringLiteral("Compare With… is not available");
    action->trigger();
    // The dialog deletes itself once it is closed (a registry revision is fetched first: then
    // later than the click), so it is only looked at while it is there.
    const QPointer<CompareDialog> dialog = shownDialog();
    if (!dialog)
        return QStringLiteral("no dialog");
    choose(*dialog);
    if (!dialog->compareButton()->isEnabled())
        return QStringLiteral("Compare is disabled");
    dialog->compareButton()->click();
    const auto shown = [&] { return dialog && dialog->isVisible(); };
    if (!QTest::qWaitFor([&] { return !shown() || dialog->problem()->isVisible(); }, 10000))
        return QStringLiteral("the comparison neither started nor failed within 10 s");
    const QString problem = shown() ? dialog->problem()->text() : QString();
    if (shown())
        dialog->reject();
    return problem;
}

void TestCompareMode::aFilesChangesAreListedByFieldWithTheirCounts_data() {
    QTest::addColumn<bool>("hex");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("wraps");
    QTest::newRow("square odd") << false << 9 << 7 << false;
    QTest::newRow("square even, wrapping") << false << 10 << 6 << true;
    QTest::newRow("hex odd") << true << 11 << 8 << false;
    QTest::newRow("hex even, wrapping") << true << 12 << 9 << true;
}

void TestCompareMode::aFilesChangesAreListedByFieldWithTheirCounts() {
    QFETCH(bool, hex);
    QFETCH(int, width);
    QFETCH(int, length);
    QFETCH(bool, wraps);
    std::mt19937 random(static_cast<unsigned>(width * 31 + length));
    Board mine = hex ? hexBoard(width, length) : squareBoard(Variant::GB64, width, length);
    if (wraps) // across the width seam
        mine.setHeader(*mine.layout().headerField("wrap"), 1);
    const Board other = edited(mine, 25, random);
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QVERIFY(!dock()->isVisible());
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());

    QVERIFY(comparison());
    QVERIFY(dock()->isVisible());
    const auto expected = expectedChanges(mine, other);
    QVERIFY(!expected.empty());
    QCOMPARE(listed(), expected);
    // Each field's row says its count; no header, footer or size row.
    std::size_t differing = 0;
    for (TileIndex t = 0; t < mine.tileCount(); ++t)
        differing += mine.tile(t) != other.tile(t);
    QCOMPARE(comparison()->differingTiles(), differing);
    QCOMPARE(panel()->model()->rowCount(), static_cast<int>(expected.size()));
    for (int r = 0; r < panel()->model()->rowCount(); ++r) {
        const QModelIndex row = panel()->model()->index(r, 0);
        const std::string key = row.data(ChangesModel::kFieldKeyRole).toString().toStdString();
        QVERIFY2(row.data().toString().contains(QString::number(expected.at(key).size())),
                 qPrintable(row.data().toString()));
        QCOMPARE(panel()->model()->rowCount(row), static_cast<int>(expected.at(key).size()));
    }
    QVERIFY(panel()->summary()->text().contains(QStringLiteral("other.gb64")));

    // The marks: a changed tile's tip says the other value, an unchanged one has none of its own.
    BoardView* view = window_->view();
    auto* marks = view->findChild<ComparisonMarks*>();
    QVERIFY(marks);
    const auto& [key, tiles] = *expected.begin();
    const TileIndex changed = tiles.front();
    const FieldSpec& field = *mine.field(key);
    const QString tip = marks->tipAt(view->tileCentre(mine.xOf(changed), mine.yOf(changed)));
    const QString theirs = valueText(field, other.get(changed, field), heightModeOf(mine));
    QVERIFY2(tip.contains(fieldChange(field, mine.get(changed, field), other.get(changed, field),
                                      heightModeOf(mine))),
             qPrintable(tip + QStringLiteral(" / ") + theirs));
    QVERIFY(tip.contains(QStringLiteral("other.gb64")));
    TileIndex same = 0;
    while (mine.tile(same) != other.tile(same))
        ++same;
    QCOMPARE(marks->tipAt(view->tileCentre(mine.xOf(same), mine.yOf(same))), QString());
    // The inspector says what the other board holds on the tile it shows.
    auto* inspector = partOf<TileInspector>(window_);
    inspector->pinTile(static_cast<int>(changed));
    QVERIFY2(inspector->annotation().contains(QStringLiteral("other.gb64")),
             qPrintable(inspector->annotation()));
    QVERIFY(inspector->annotation().contains(theirs));
    inspector->pinTile(static_cast<int>(same));
    QVERIFY2(inspector->annotation().startsWith(QStringLiteral("The same")),
             qPrintable(inspector->annotation()));
    // The view draws the marks without trouble at any zoom.
    for (double zoom : {4.0, 16.0, 64.0}) {
        view->zoomable()->setScale(zoom);
        QVERIFY(!view->grab().isNull());
    }
}

void TestCompareMode::theSavedVersionShowsWhatChangedSinceSaving() {
    Board board = squareBoard(Variant::GB32, 8, 6);
    const QString path = write(QStringLiteral("saved.gb32"), board);
    QVERIFY(filesOf(window_)->openFile(path));
    // A board with a file offers its saved version first.
    QCOMPARE(compareThrough([](CompareDialog& d) {
                 QVERIFY(d.savedChoice()->isChecked());
                 QVERIFY(d.savedChoice()->isEnabled());
             }),
             QString());
    QVERIFY(comparison()->identical());
    QVERIFY(panel()->summary()->text().contains(QStringLiteral("same values")));
    QVERIFY(!actionOf(window_, QStringLiteral("actionNextChange"))->isEnabled());

    const FieldSpec& height = *document()->board().field("height");
    const TileIndex tiles[] = {document()->board().indexOf(7, 5),
                               document()->board().indexOf(0, 0)};
    document()->pushEdit(QStringLiteral("Paint"), document()->board().planField(height, 3, tiles));
    QCOMPARE(comparison()->differingTiles(), std::size_t{2});
    QCOMPARE(listed().at("height").size(), std::size_t{2});
    QVERIFY(actionOf(window_, QStringLiteral("actionNextChange"))->isEnabled());
    // Saving makes the file the saved version: nothing differs any more.
    QVERIFY(filesOf(window_)->save());
    QVERIFY(comparison());
    QVERIFY(comparison()->identical());
    QVERIFY(listed().empty());
    document()->undo(); // the file still holds the painted tiles
    QCOMPARE(comparison()->differingTiles(), std::size_t{2});

    // An untitled board has no saved version to offer.
    tabsOf(window_)->setBoard(squareBoard(Variant::GB16, 3, 3), QString());
    actionOf(window_, QStringLiteral("actionCompareWith"))->trigger();
    CompareDialog* dialog = shownDialog();
    QVERIFY(dialog);
    QVERIFY(!dialog->savedChoice()->isEnabled());
    QVERIFY(dialog->fileChoice()->isChecked());
    QVERIFY(!dialog->compareButton()->isEnabled());
    dialog->reject();
}

void TestCompareMode::theDifferencesFollowEditsUndoAndRedo() {
    std::mt19937 random(7);
    const Board mine = hexBoard(13, 11);
    const Board other = edited(mine, 30, random);
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    // Painted, undone, redone, a stroke, a header change: the list is always what this test
    // computes from the board as it is.
    const FieldSpec& height = *mine.field("height");
    std::vector<TileIndex> all(mine.tileCount());
    std::iota(all.begin(), all.end(), TileIndex{0});
    const std::vector<TileIndex> some(all.begin(), all.begin() + 20);
    document()->pushEdit(QStringLiteral("Paint"), document()->board().planField(height, 9, some));
    QCOMPARE(listed(), expectedChanges(document()->board(), other));
    document()->undo();
    QCOMPARE(listed(), expectedChanges(document()->board(), other));
    QCOMPARE(listed(), expectedChanges(mine, other));
    document()->redo();
    QCOMPARE(listed(), expectedChanges(document()->board(), other));
    auto id = document()->openEdit(this, QStringLiteral("Stroke"));
    for (TileIndex t = 30; t < 60; ++t) {
        const TileIndex one[] = {t};
        id.extend(document()->board().planField(height, 2, one));
        QCOMPARE(comparison()->differingBits(t) != 0,
                 (document()->board().tile(t) ^ other.tile(t)) != 0);
    }
    id.commit();
    QCOMPARE(listed(), expectedChanges(document()->board(), other));
    document()->setHeaderBits(document()->board().headerBits() ^ 1u, QStringLiteral("Header"));
    QCOMPARE(comparison()->diff().header.size(), std::size_t{1});
    document()->undo();
    QVERIFY(comparison()->diff().header.empty());
}

void TestCompareMode::aStrokeOnTheLargestBoardUpdatesOnlyItsTiles() {
    std::mt19937 random(17);
    const Board mine = squareBoard(Variant::GB64, 255, 255);
    const Board other = edited(mine, 4000, random);
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    QSignalSpy updates(comparison(), &BoardComparison::updated);
    const FieldSpec& height = *mine.field("height");
    auto id = document()->openEdit(this, QStringLiteral("Stroke"));
    QElapsedTimer clock;
    clock.start();
    for (int x = 0; x < 255; ++x) {
        const TileIndex one[] = {mine.indexOf(x, x)};
        id.extend(document()->board().planField(height, 6, one));
    }
    const qint64 elapsed = clock.elapsed();
    id.commit();
    // Each dab told only its tile: nothing compared the whole board again.
    QCOMPARE(updates.size(), 255);
    for (const QList<QVariant>& update : updates) {
        QCOMPARE(update.at(0).toBool(), false);
        QCOMPARE(update.at(1).value<std::vector<TileIndex>>().size(), std::size_t{1});
    }
    qInfo("255 dabs on a 255×255 board in compare mode: %lld ms", elapsed);
    QCOMPARE(listed(), expectedChanges(document()->board(), other));
}

void TestCompareMode::f7AndShiftF7WalkTheChangedTiles() {
    Board mine = squareBoard(Variant::GB64, 6, 5);
    Board other = mine;
    const FieldSpec& height = *mine.field("height");
    const std::vector<std::pair<int, int>> places = {{5, 0}, {0, 2}, {3, 2}, {5, 4}};
    for (auto [x, y] : places)
        other.setTileRaw(other.indexOf(x, y), height.write(other.tile(other.indexOf(x, y)), 4));
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    // In the Comparison menu, so the keys are seen.
    QAction* next = actionOf(window_, QStringLiteral("actionNextChange"));
    QCOMPARE(next->shortcut(), QKeySequence(Qt::Key_F7));
    QCOMPARE(actionOf(window_, QStringLiteral("actionPreviousChange"))->shortcut(),
             QKeySequence(Qt::SHIFT | Qt::Key_F7));
    QCOMPARE(partOf<ActionRegistry>(window_)->menuPath(QStringLiteral("compare.next")),
             QStringLiteral("File ▸ Comparison"));
    BoardView* view = window_->view();
    view->zoomable()->setScale(200); // the tiles stepped to must be scrolled to
    const auto at = [&] {
        const int t = view->tileCursor()->tile();
        return std::pair{t % 6, t / 6};
    };
    for (std::size_t k = 0; k < places.size(); ++k) {
        key(Qt::Key_F7);
        QCOMPARE(at(), places[k]);
        QVERIFY(
            view->visibleArea().contains(QPointF(places[k].first + 0.5, places[k].second + 0.5)));
        QCOMPARE(compare()->currentTile(), view->tileCursor()->tile());
    }
    key(Qt::Key_F7); // round to the first
    QCOMPARE(at(), places.front());
    key(Qt::Key_F7, Qt::ShiftModifier); // back round to the last
    QCOMPARE(at(), places.back());
    key(Qt::Key_F7, Qt::ShiftModifier);
    QCOMPARE(at(), places[2]);
    // The list shows the tile stepped to.
    const ChangesModel::Row row = panel()->currentRow();
    QCOMPARE(row.kind, ChangesModel::Kind::Tile);
    QCOMPARE(row.tile, static_cast<TileIndex>(3 + 2 * 6));
}

void TestCompareMode::takingATilesValuesIsOneUndoStep() {
    std::mt19937 random(11);
    const Board mine = squareBoard(Variant::GB64, 7, 7);
    Board other = edited(mine, 12, random);
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    key(Qt::Key_F7);
    const TileIndex tile = static_cast<TileIndex>(compare()->currentTile());
    QVERIFY(document()->board().tile(tile) != other.tile(tile));
    const int steps = document()->undoStack()->count();
    actionOf(window_, QStringLiteral("actionTakeOtherValues"))->trigger();
    QCOMPARE(document()->board().tile(tile), other.tile(tile));
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    // Only that tile changed.
    for (TileIndex t = 0; t < mine.tileCount(); ++t)
        if (t != tile)
            QCOMPARE(document()->board().tile(t), mine.tile(t));
    QCOMPARE(comparison()->differingBits(tile), std::uint64_t{0});
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(document()->board(), mine);
    QVERIFY(comparison()->differingBits(tile) != 0);
}

void TestCompareMode::takingTheSelectionsValuesIsOneUndoStep() {
    std::mt19937 random(12);
    const Board mine = hexBoard(9, 8);
    const Board other = edited(mine, 30, random);
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    // The left half selected.
    Selection selection(mine.tileCount());
    for (TileIndex t = 0; t < mine.tileCount(); ++t)
        if (mine.xOf(t) < 5)
            selection.set(t);
    document()->setSelection(selection);
    const int steps = document()->undoStack()->count();
    actionOf(window_, QStringLiteral("actionTakeOtherValues"))->trigger();
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    for (TileIndex t = 0; t < mine.tileCount(); ++t)
        QCOMPARE(document()->board().tile(t), mine.xOf(t) < 5 ? other.tile(t) : mine.tile(t));
    QCOMPARE(listed(), expectedChanges(document()->board(), other));
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(document()->board(), mine);
    QCOMPARE(listed(), expectedChanges(mine, other));
}

void TestCompareMode::takingAWholeFieldIsOneUndoStep() {
    std::mt19937 random(13);
    const Board mine = squareBoard(Variant::GB64, 10, 9);
    Board other = mine;
    const FieldSpec& height = *mine.field("height");
    const FieldSpec& boundary = *mine.field("boundary");
    for (TileIndex t = 0; t < mine.tileCount(); t += 3)
        other.setTileRaw(t, height.write(other.tile(t), random() % 16));
    for (TileIndex t = 1; t < mine.tileCount(); t += 4)
        other.setTileRaw(t, boundary.write(other.tile(t), 1));
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    // Through the menu: File ▸ Comparison ▸ Take Other Board's Field ▸ Height.
    auto* fields = window_->findChild<QMenu*>(QStringLiteral("menuTakeField"));
    QVERIFY(fields);
    QMetaObject::invokeMethod(fields, "aboutToShow");
    QAction* takeHeight = fields->findChild<QAction*>(QStringLiteral("actionTakeField_height"));
    QVERIFY(takeHeight);
    QVERIFY(takeHeight->text().contains(
        QString::number(expectedChanges(mine, other).at("height").size())));
    const int steps = document()->undoStack()->count();
    takeHeight->trigger();
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    for (TileIndex t = 0; t < mine.tileCount(); ++t) {
        QCOMPARE(document()->board().get(t, height), other.get(t, height));
        QCOMPARE(document()->board().get(t, boundary), mine.get(t, boundary));
    }
    QVERIFY(!listed().contains("height"));
    QVERIFY(listed().contains("boundary"));
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(document()->board(), mine);

    // The same from the list: the field's row, then one tile's row.
    panel()->refreshNow();
    QTreeView* list = panel()->list();
    const QModelIndex boundaryRow = panel()->model()->fieldIndex(document()->field("boundary"));
    list->setCurrentIndex(boundaryRow);
    auto* take = panel()->findChild<QToolButton*>(QStringLiteral("changesTake"));
    QVERIFY(take->isEnabled());
    take->click();
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    for (TileIndex t = 0; t < mine.tileCount(); ++t)
        QCOMPARE(document()->board().get(t, boundary), other.get(t, boundary));
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(document()->board(), mine);
    panel()->refreshNow();
    const QModelIndex tileRow =
        panel()->model()->index(2, 0, panel()->model()->fieldIndex(document()->field("height")));
    const TileIndex tile = panel()->model()->rowOf(tileRow).tile;
    list->setCurrentIndex(tileRow);
    take->click();
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QCOMPARE(document()->board().get(tile, height), other.get(tile, height));
    QCOMPARE(document()->board().get(tile, boundary), mine.get(tile, boundary));
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(document()->board(), mine);
}

void TestCompareMode::takingHeaderAndFooterKeys() {
    const Board mine = squareBoard(Variant::GB16, 5, 4);
    Board other = mine;
    other.setHeader(*other.layout().headerField("wrap"), 2);
    other.footer().setText(footerField("title"), "Their Title");
    other.footer().setNumber(footerField("version"), 7);
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb16"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb16"), other)), QString());
    panel()->refreshNow();
    ChangesModel* model = panel()->model();
    QCOMPARE(model->rowCount(), 2); // the header and the footer
    QCOMPARE(model->rowOf(model->index(0, 0)).kind, ChangesModel::Kind::Header);
    QCOMPARE(model->rowCount(model->index(1, 0)), 2);
    QVERIFY(model->index(1, 0).data().toString().contains(QStringLiteral("2")));
    QModelIndex title;
    for (int r = 0; r < 2; ++r)
        if (model->index(r, 0, model->index(1, 0))
                .data()
                .toString()
                .contains(QStringLiteral("Their Title")))
            title = model->index(r, 0, model->index(1, 0));
    QVERIFY(title.isValid());
    auto* take = panel()->findChild<QToolButton*>(QStringLiteral("changesTake"));
    panel()->list()->setCurrentIndex(title);
    take->click();
    QCOMPARE(document()->board().footer().text(footerField("title")), std::string("Their Title"));
    QCOMPARE(document()->board().footer().number(footerField("version")), 0);
    panel()->refreshNow();
    panel()->list()->setCurrentIndex(model->index(0, 0)); // the whole header
    take->click();
    QCOMPARE(document()->board().headerBits(), other.headerBits());
    QCOMPARE(document()->undoStack()->count(), 2);
    key(Qt::Key_Z, Qt::ControlModifier);
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(document()->board(), mine);
}

void TestCompareMode::anotherTileSizeIsTakenAsThisBoardHoldsIt() {
    std::mt19937 random(21);
    const Board mine = squareBoard(Variant::GB16, 6, 6);
    const Board theirs = edited(convertBoard(mine, Variant::GB64).board, 14, random);
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb16"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("theirs.gb64"), theirs)), QString());
    const Conversion here = convertBoard(theirs, Variant::GB16);
    QVERIFY(panel()->summary()->text().contains(QStringLiteral("GB64")));
    if (!here.report.lossless())
        QVERIFY(panel()->summary()->text().contains(QStringLiteral("loses")));
    QCOMPARE(listed(), expectedChanges(mine, here.board));
    Selection all(mine.tileCount());
    for (TileIndex t = 0; t < mine.tileCount(); ++t)
        all.set(t);
    document()->setSelection(all);
    actionOf(window_, QStringLiteral("actionTakeOtherValues"))->trigger();
    QCOMPARE(document()->undoStack()->count(), 1);
    // Values that fit this board: the other board as a GB16 board holds it.
    for (TileIndex t = 0; t < mine.tileCount(); ++t)
        QCOMPARE(document()->board().tile(t), here.board.tile(t));
    QVERIFY(comparison()->identical() || !comparison()->diff().header.empty() ||
            !comparison()->diff().footer.empty());
}

void TestCompareMode::anotherSizeIsComparedOnTheCommonRectangle() {
    const Board mine = hexBoard(7, 6);
    Board other = hexBoard(9, 4);
    const FieldSpec& height = *other.field("height");
    other.setTileRaw(other.indexOf(6, 3), height.write(other.tile(other.indexOf(6, 3)), 5));
    other.setTileRaw(other.indexOf(8, 3), height.write(other.tile(other.indexOf(8, 3)), 5));
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    QVERIFY(comparison()->diff().sizeDiffers());
    QCOMPARE(comparison()->commonWidth(), 7);
    QCOMPARE(comparison()->commonLength(), 4);
    QCOMPARE(listed(), expectedChanges(mine, other));
    QCOMPARE(listed().at("height").size(), std::size_t{1}); // (8, 3) is not on this board
    const QModelIndex size = panel()->model()->index(0, 0);
    QCOMPARE(panel()->model()->rowOf(size).kind, ChangesModel::Kind::Size);
    QVERIFY2(size.data().toString().contains(QStringLiteral("7 × 6 → 9 × 4")),
             qPrintable(size.data().toString()));
    // A tile the other board does not have says so.
    auto* marks = window_->view()->findChild<ComparisonMarks*>();
    QVERIFY(marks->tipAt(window_->view()->tileCentre(3, 5)).contains(QStringLiteral("no such")));
    // Resizing this board compares anew.
    Board resized = hexBoard(9, 4);
    document()->replaceBoard(resized, QStringLiteral("Resize"));
    QVERIFY(!comparison()->diff().sizeDiffers());
    QCOMPARE(listed().at("height").size(), std::size_t{2});
}

void TestCompareMode::leavingByTheMenuEscAndClosingThePanel() {
    std::mt19937 random(5);
    const Board mine = squareBoard(Variant::GB32, 8, 8);
    const QString other = write(QStringLiteral("other.gb32"), edited(mine, 10, random));
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb32"), mine)));
    auto* inspector = partOf<TileInspector>(window_);
    const auto comparing = [&] {
        return comparison() != nullptr && dock()->isVisible() &&
               window_->findChild<QLabel*>(QStringLiteral("inspectorAnnotation"))->isVisible();
    };
    const auto left = [&] {
        QCoreApplication::processEvents();
        return comparison() == nullptr && !dock()->isVisible() &&
               !window_->findChild<QLabel*>(QStringLiteral("inspectorAnnotation"))->isVisible() &&
               !actionOf(window_, QStringLiteral("actionLeaveCompare"))->isEnabled();
    };
    inspector->pinTile(0);
    // The marks come with compare mode and go with it.
    BoardView* view = window_->view();
    view->zoomable()->setScale(40);
    QTest::qWait(50); // the window laid out at this zoom
    const QImage plain = view->viewport()->grab().toImage();

    QCOMPARE(compareWithFile(other), QString());
    QVERIFY(comparing());
    QVERIFY(view->viewport()->grab().toImage() != plain);
    actionOf(window_, QStringLiteral("actionLeaveCompare"))->trigger();
    QTRY_VERIFY(left());
    QTest::qWait(50);
    QCOMPARE(view->viewport()->grab().toImage(), plain);

    QCOMPARE(compareWithFile(other), QString());
    QVERIFY(comparing());
    panel()->list()->setFocus();
    QTest::keyClick(panel()->list(), Qt::Key_Escape);
    QTRY_VERIFY(left());

    QCOMPARE(compareWithFile(other), QString());
    QVERIFY(comparing());
    dock()->close();
    QTRY_VERIFY(left());

    // Unchecking the panel in the View menu leaves too.
    QCOMPARE(compareWithFile(other), QString());
    QVERIFY(comparing());
    dock()->toggleViewAction()->trigger();
    QTRY_VERIFY(left());
    // The edits go on as before: nothing of the comparison stays on the board.
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestCompareMode::eachTabKeepsItsOwnComparison() {
    std::mt19937 random(9);
    const Board mine = squareBoard(Variant::GB64, 5, 5);
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("first.gb64"), mine)));
    BoardDocument* first = document();
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), edited(mine, 6, random))),
             QString());
    tabsOf(window_)->setBoard(squareBoard(Variant::GB08, 4, 4), QString());
    QVERIFY(!comparison());
    QVERIFY(!dock()->isVisible());
    QVERIFY(!actionOf(window_, QStringLiteral("actionNextChange"))->isEnabled());
    tabsOf(window_)->activateBoard(0);
    QCOMPARE(document(), first);
    QVERIFY(comparison());
    QVERIFY(dock()->isVisible());
    QVERIFY(actionOf(window_, QStringLiteral("actionNextChange"))->isEnabled());
    // Closing the board ends its comparison with it.
    QPointer<BoardComparison> kept = comparison();
    first->markSaved();
    QVERIFY(filesOf(window_)->closeBoard());
    QTRY_VERIFY(kept.isNull());
    QVERIFY(!dock()->isVisible());
}

void TestCompareMode::aRegistryRevision() {
    RegistryFixture fixture;
    fixture.start();
    QVERIFY(!QTest::currentTestFailed());
    // The window reads the registry's address when it is made.
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));

    Board first = titledBoard(QStringLiteral("Revisions"));
    const auto [code, revision] = fixture.publish(boardBytes(first));
    QVERIFY(!code.isEmpty());
    first.footer().setText(footerField("boardCode"), code.toStdString());
    Board second = first;
    const FieldSpec& height = *second.field("height");
    second.setTileRaw(second.indexOf(5, 3), height.write(second.tile(second.indexOf(5, 3)), 2));
    QVERIFY(!fixture.publish(boardBytes(second)).first.isEmpty());
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("second.gb32"), second)));
    QCOMPARE(compareThrough([&](CompareDialog& d) {
                 QCOMPARE(d.codeEdit()->text(), code); // the board's own code
                 d.codeEdit()->setText(code + QStringLiteral("@1"));
                 QVERIFY(d.registryChoice()->isChecked());
             }),
             QString());
    QVERIFY(comparison());
    QCOMPARE(comparison()->other().source, BoardComparison::Source::Registry);
    QVERIFY(panel()->summary()->text().contains(code + QStringLiteral("@1")));
    // The first revision has no painted tile; the registry wrote its code into its footer.
    QCOMPARE(listed(), expectedChanges(second, first));
    QCOMPARE(listed().at("height").size(), std::size_t{1});
    QVERIFY(comparison()->diff().footer.empty());
    // A revision the registry does not have: said in the dialog, nothing started.
    actionOf(window_, QStringLiteral("actionLeaveCompare"))->trigger();
    QVERIFY(compareThrough([&](CompareDialog& d) {
                d.codeEdit()->setText(code + QStringLiteral("@9"));
            }).startsWith(QStringLiteral("Not fetched")));
    QVERIFY(!comparison());
}

// Issue 42, item 8: "1 tiles differ", "Boundary: 1 tiles" — every count through tr() with %n,
// read in the singular where it is one.
void TestCompareMode::oneDifferingTileIsSaidInTheSingular() {
    const Board mine = hexBoard(9, 6);
    Board other = mine;
    const FieldSpec& boundary = *mine.field("boundary");
    const TileIndex tile = other.indexOf(8, 5);
    other.setTileRaw(tile, boundary.write(other.tile(tile), 1));
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    QCOMPARE(statusOf(window_)->current(),
             QStringLiteral("Comparing with other.gb64: 1 tile differs"));
    QVERIFY2(panel()->summary()->text().contains(QStringLiteral(" 1 tile differs.")),
             qPrintable(panel()->summary()->text()));
    panel()->refreshNow();
    const QModelIndex row = panel()->model()->fieldIndex(document()->field("boundary"));
    QCOMPARE(row.data().toString(), QStringLiteral("Boundary: 1 tile"));
    auto* fields = window_->findChild<QMenu*>(QStringLiteral("menuTakeField"));
    QMetaObject::invokeMethod(fields, "aboutToShow");
    QAction* take = fields->findChild<QAction*>(QStringLiteral("actionTakeField_boundary"));
    QVERIFY(take);
    QCOMPARE(take->text(), QStringLiteral("Boundary (1 tile)"));
    take->trigger();
    QCOMPARE(document()->undoStack()->text(document()->undoStack()->count() - 1),
             QStringLiteral("Take Other Board's Boundary on 1 Tile"));
    // With two tiles selected, one of them differing.
    key(Qt::Key_Z, Qt::ControlModifier);
    Selection selection(mine.tileCount());
    selection.set(tile);
    selection.set(mine.indexOf(0, 0));
    document()->setSelection(selection);
    auto* inspector = partOf<TileInspector>(window_);
    QVERIFY2(inspector->annotation().contains(QStringLiteral("differs in 1 of these tiles")),
             qPrintable(inspector->annotation()));
}

// Issue 42, item 8: the Changes rows were cut at the dock's edge ("(3, 4) in bou…"): the column
// is as wide as its longest row, the list scrolls sideways.
void TestCompareMode::theChangesRowsAreNotCut() {
    const Board mine = squareBoard(Variant::GB64, 8, 6);
    Board other = mine;
    const FieldSpec& boundary = *mine.field("boundary");
    for (int x = 0; x < 8; ++x)
        other.setTileRaw(other.indexOf(x, 5), boundary.write(other.tile(other.indexOf(x, 5)), 3));
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    // As narrow as the right docks are at 1280 × 820.
    window_->resizeDocks({dock()}, {220}, Qt::Horizontal);
    panel()->refreshNow();
    QTreeView* list = panel()->list();
    const QModelIndex group = panel()->model()->fieldIndex(document()->field("boundary"));
    list->expand(group);
    QCoreApplication::processEvents();
    QVERIFY(list->viewport()->width() < 260);
    for (int r = 0; r < panel()->model()->rowCount(group); ++r) {
        const QModelIndex row = panel()->model()->index(r, 0, group);
        const int wanted = list->indentation() + list->sizeHintForIndex(row).width();
        QVERIFY2(list->columnWidth(0) >= wanted,
                 qPrintable(QStringLiteral("%1 is %2 wide, the column %3")
                                .arg(row.data().toString())
                                .arg(wanted)
                                .arg(list->columnWidth(0))));
    }
}

// Issue 42, item 8: after a take the status bar kept the stepped-to tile's old difference.
void TestCompareMode::afterATakeTheStatusBarSaysWhatStillDiffers() {
    Board mine = squareBoard(Variant::GB64, 6, 5);
    Board other = mine;
    const FieldSpec& height = *mine.field("height");
    for (auto [x, y] : {std::pair{1, 1}, std::pair{4, 3}})
        other.setTileRaw(other.indexOf(x, y), height.write(other.tile(other.indexOf(x, y)), 4));
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    QCOMPARE(compareWithFile(write(QStringLiteral("other.gb64"), other)), QString());
    key(Qt::Key_F7);
    const QString stepped = statusOf(window_)->current();
    QVERIFY2(stepped.startsWith(QStringLiteral("(1, 1): ")), qPrintable(stepped));
    actionOf(window_, QStringLiteral("actionTakeOtherValues"))->trigger();
    QCOMPARE(statusOf(window_)->current(),
             QStringLiteral("Took the other board's values: 1 tile still differs"));
    key(Qt::Key_F7);
    actionOf(window_, QStringLiteral("actionTakeOtherValues"))->trigger();
    QCOMPARE(statusOf(window_)->current(),
             QStringLiteral("Took the other board's values: the boards hold the same values now"));
}

GBXX_TEST_MAIN(TestCompareMode);

} // namespace tst_compare_mode
#include "tst_compare_mode.moc"
