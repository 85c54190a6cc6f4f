// Region editing, the fields carried (issue 15): delete and cut clear only the fields carried, a
// paste of zones alone, paste across tile sizes equal to the conversion, the text form, Select
// Where… and Replace in Selection…, the carried fields across a restart, and stamps saved from a
// selection. Driven through the real window; expected tiles worked out here.

#include "widgets/view/states/placing_stamp_state.h"
#include "widgets/support/region_test_support.h"
#include "support/test_suite.h"

namespace tst_region_fields {

using namespace gbxx;
using namespace gbxx::test;

class TestRegionFields : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void deleteAndCutClearOnlyTheFieldsCarried();
    void pasteOnlyZonesLeavesTheOtherFields();
    void pasteAcrossTileSizesEqualsTheConversion();
    void pasteReadsTheTextFormAndRefusesOtherText();
    void selectWhereCountsLiveAndCombines();
    void replaceInSelectionIsOneUndoStep();
    void fieldsCarriedIsKeptAcrossARestart();
    void aStampSavedFromTheSelectionIsPlacedWithTheBrush();
    void aStampTurnsWhilePlacingAndADragPlacesItAgain();
    void stampLibrariesAreKeptPerTileSizeAndImported();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestRegionFields::initTestCase() {
    regionSuiteStarts("tst_region_fields");
}

void TestRegionFields::init() {
    window_ = regionTestStarts();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestRegionFields::cleanup() {
    regionTestEnds(window_);
}

void TestRegionFields::deleteAndCutClearOnlyTheFieldsCarried() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 5, 5, true), QString());
    const Board before = tabsOf(window_)->document()->board();
    const Cells picked{{1, 1}, {2, 2}};
    tabsOf(window_)->document()->setSelection(selectionOf(before, picked));
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("height")));
    actionOf(window_, QStringLiteral("actionCarryLayer"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Delete);
    const Board& b = tabsOf(window_)->document()->board();
    const std::uint64_t height = b.field(keys::height)->mask();
    for (TileIndex t = 0; t < b.tileCount(); ++t)
        QCOMPARE(b.tile(t),
                 picked.contains({b.xOf(t), b.yOf(t)}) ? before.tile(t) & ~height : before.tile(t));
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0), QStringLiteral("Delete"));
    tabsOf(window_)->document()->undo();
    // Cut: the clipboard holds the carried field only, and the board loses it.
    actionOf(window_, QStringLiteral("actionCarryAll"))->trigger();
    actionOf(window_, QStringLiteral("actionCut"))->trigger();
    for (const auto& [x, y] : picked)
        QCOMPARE(b.tile(b.indexOf(x, y)), std::uint64_t{0});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0), QStringLiteral("Cut"));
    // Paste in Place puts it all back: the bytes as they were.
    actionOf(window_, QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Return);
    QCOMPARE(boardBytes(b), boardBytes(before));
}

void TestRegionFields::pasteOnlyZonesLeavesTheOtherFields() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 6, 6, false), QString());
    Board source = tabsOf(window_)->document()->board();
    const FieldSpec& home = *source.field(keys::homeZones);
    const FieldSpec& end = *source.field(keys::endZones);
    for (TileIndex t = 0; t < source.tileCount(); ++t)
        source.setTileRaw(t, end.write(home.write(source.tile(t), t % 16), (t + 3) % 16));
    tabsOf(window_)->setBoard(source, QString());
    partOf<RegionEdits>(window_)->setChosenFields(
        {QStringLiteral("homeZones"), QStringLiteral("endZones")});
    partOf<RegionEdits>(window_)->selectAll();
    QVERIFY(partOf<RegionEdits>(window_)->copySelection());

    MainWindow* other = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(other));
    tabsOf(other)->setBoard(busyBoard(Variant::GB64, 6, 6, false), QString());
    const Board before = tabsOf(other)->document()->board();
    actionOf(other, QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(other->view(), Qt::Key_Return);
    const Board& after = tabsOf(other)->document()->board();
    const std::uint64_t zones = home.mask() | end.mask();
    for (TileIndex t = 0; t < after.tileCount(); ++t)
        QCOMPARE(after.tile(t), (before.tile(t) & ~zones) | (source.tile(t) & zones));
    discardEditorWindow(other);
}

void TestRegionFields::pasteAcrossTileSizesEqualsTheConversion() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 7, 5, true), QString());
    const Board source = tabsOf(window_)->document()->board();
    partOf<RegionEdits>(window_)->selectAll();
    QVERIFY(partOf<RegionEdits>(window_)->copySelection());
    MainWindow* other = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(other));
    Board target(Variant::GB16, 7, 5);
    target.setHeader(*target.layout().headerField(keys::hex), 1);
    tabsOf(other)->setBoard(target, QString());
    actionOf(other, QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(other->view(), Qt::Key_Return);
    const Conversion converted = convertBoard(source, Variant::GB16);
    for (TileIndex t = 0; t < target.tileCount(); ++t)
        QCOMPARE(tabsOf(other)->document()->board().tile(t), converted.board.tile(t));
    // The losses were reported (in a dialog when interactive).
    QVERIFY2(statusOf(other)->lastError().startsWith(QLatin1String("Pasted with losses")),
             qPrintable(statusOf(other)->lastError()));
    discardEditorWindow(other);
}

void TestRegionFields::pasteReadsTheTextFormAndRefusesOtherText() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB32, 5, 5, false), QString());
    const Board before = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(before, {{1, 1}}));
    partOf<RegionEdits>(window_)->copySelection();
    const QString text = QApplication::clipboard()->text();
    QVERIFY(text.contains(QLatin1String("\"format\":\"gbxx-region\"")));
    // Only the text, as another program would hand it over.
    QApplication::clipboard()->setText(text);
    QVERIFY(actionOf(window_, QStringLiteral("actionPaste"))->isEnabled());
    QVERIFY(partOf<RegionEdits>(window_)->paste(true));
    QTest::keyClick(window_->view(), Qt::Key_Escape);
    QApplication::clipboard()->setText(QStringLiteral("hello"));
    QVERIFY(!actionOf(window_, QStringLiteral("actionPaste"))->isEnabled());
    QVERIFY(!partOf<RegionEdits>(window_)->paste(false));
    QCOMPARE(statusOf(window_)->lastError(),
             QStringLiteral("the clipboard holds no GameBoardXX tiles"));
    QCOMPARE(boardBytes(tabsOf(window_)->document()->board()), boardBytes(before));
}

void TestRegionFields::selectWhereCountsLiveAndCombines() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 10, 10, true), QString());
    const Board& b = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(b, {{0, 0}, {9, 9}}));
    QString counted;
    whenShown<SelectWhereDialog>([&counted](SelectWhereDialog* dialog) {
        dialog->expressionEdit()->setText(QStringLiteral("x<3and y >=8"));
        counted = dialog->findChild<QLabel*>(QStringLiteral("whereResult"))->text();
        auto* mode = dialog->findChildren<QComboBox*>().last();
        mode->setCurrentIndex(1); // add to the selection
        dialog->accept();
    });
    actionOf(window_, QStringLiteral("actionSelectWhere"))->trigger();
    QCOMPARE(counted, QStringLiteral("6 matching tiles"));
    Cells expected{{0, 0}, {9, 9}};
    for (int x = 0; x < 3; ++x)
        for (int y = 8; y < 10; ++y)
            expected.insert({x, y});
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()), expected);
    // A bad condition says what and where, and cannot be accepted.
    QString error;
    bool okEnabled = true;
    whenShown<SelectWhereDialog>([&](SelectWhereDialog* dialog) {
        QCOMPARE(dialog->expression(), QStringLiteral("x<3and y >=8")); // the last one again
        dialog->expressionEdit()->setText(QStringLiteral("height >= "));
        error = dialog->findChild<QLabel*>(QStringLiteral("whereResult"))->text();
        okEnabled =
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
        dialog->reject();
    });
    actionOf(window_, QStringLiteral("actionSelectWhere"))->trigger();
    QVERIFY2(error.contains(QLatin1String("at character")), qPrintable(error));
    QVERIFY(!okEnabled);
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()), expected);
}

void TestRegionFields::replaceInSelectionIsOneUndoStep() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 6, 4, false), QString());
    const Board before = tabsOf(window_)->document()->board();
    const Cells picked{{0, 0}, {3, 2}, {5, 3}};
    tabsOf(window_)->document()->setSelection(selectionOf(before, picked));
    QString result;
    whenShown<ReplaceDialog>([&result](ReplaceDialog* dialog) {
        dialog->fieldBox(0)->setCurrentIndex(
            dialog->fieldBox(0)->findData(QStringLiteral("height")));
        dialog->kindBox(0)->setCurrentIndex(1); // add
        dialog->valueBox(0)->setEditText(QStringLiteral("-5"));
        dialog->addRow();
        dialog->fieldBox(1)->setCurrentIndex(
            dialog->fieldBox(1)->findData(QStringLiteral("homeZones")));
        dialog->kindBox(1)->setCurrentIndex(2);  // flags on
        dialog->valueBox(1)->setCurrentIndex(1); // player 2
        result = dialog->result()->text();
        dialog->accept();
    });
    actionOf(window_, QStringLiteral("actionReplace"))->trigger();
    QCOMPARE(result, QStringLiteral("3 tiles will change"));
    const Board& b = tabsOf(window_)->document()->board();
    const FieldSpec& height = *b.field(keys::height);
    const FieldSpec& home = *b.field(keys::homeZones);
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        std::uint64_t want = before.tile(t);
        if (picked.contains({b.xOf(t), b.yOf(t)})) {
            const std::uint64_t h = height.read(want);
            want = height.write(want, h < 5 ? 0 : h - 5);
            want = home.write(want, home.read(want) | 0b10);
        }
        QCOMPARE(b.tile(t), want);
    }
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 1);
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0),
             QStringLiteral("Replace in selection"));
    tabsOf(window_)->document()->undo();
    QCOMPARE(boardBytes(b), boardBytes(before));
}

void TestRegionFields::fieldsCarriedIsKeptAcrossARestart() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 4, 4, false), QString());
    partOf<RegionEdits>(window_)->setChosenFields({QStringLiteral("custom")});
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    QVERIFY(actionOf(window_, QStringLiteral("actionCarryChosen"))->isChecked());
    QCOMPARE(partOf<RegionEdits>(window_)->carriedFields(), QStringList{QStringLiteral("custom")});
}

void TestRegionFields::aStampSavedFromTheSelectionIsPlacedWithTheBrush() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 9, 8, true), QString());
    const Board source = tabsOf(window_)->document()->board();
    // Three tiles in a column and one to the upper right of the middle one (column 3 is odd:
    // its right-hand neighbours are (4, y) and (4, y + 1)).
    const Cells shape{{3, 1}, {3, 2}, {3, 3}, {4, 2}};
    tabsOf(window_)->document()->setSelection(selectionOf(source, shape));
    StampsPanel* stamps = partOf<StampsPanel>(window_);
    QVERIFY(!stamps->saveSelection(QStringLiteral("Tower")));
    QCOMPARE(stamps->library().list().size(), 1);
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("eraser"));
    stamps->selectStamp(0);
    QCOMPARE(partOf<ToolBox>(window_)->current()->id(), QStringLiteral("brush"));
    QVERIFY(PlacingStampState::stamping(*window_->view()));
    partOf<RegionEdits>(window_)->deselect();

    // Placed two columns right: even steps keep the rows.
    click(window_->view(), {5, 2});
    const Board& b = tabsOf(window_)->document()->board();
    const std::map<std::pair<int, int>, std::pair<int, int>> landed{
        {{3, 1}, {5, 1}}, {{3, 2}, {5, 2}}, {{3, 3}, {5, 3}}, {{4, 2}, {6, 2}}};
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        std::uint64_t want = source.tile(t);
        for (const auto& [from, to] : landed)
            if (to == std::pair{b.xOf(t), b.yOf(t)})
                want = source.tile(source.indexOf(from.first, from.second));
        QCOMPARE(b.tile(t), want);
    }
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 1);
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0), QStringLiteral("Stamp “Tower”"));
    // One column right of the original (odd step): (4, 2) is the middle, the top and bottom
    // follow it, and the upper-right neighbour of an even column is one row up.
    tabsOf(window_)->document()->undo();
    click(window_->view(), {4, 2});
    QCOMPARE(b.tile(b.indexOf(4, 1)), source.tile(source.indexOf(3, 1)));
    QCOMPARE(b.tile(b.indexOf(4, 3)), source.tile(source.indexOf(3, 3)));
    QCOMPARE(b.tile(b.indexOf(5, 1)), source.tile(source.indexOf(4, 2)));
    // Esc puts the stamp down: the brush paints the layer again.
    QTest::keyClick(window_->view(), Qt::Key_Escape);
    QVERIFY(!PlacingStampState::stamping(*window_->view()));
    QVERIFY(!paintSettingsOf(window_)->stamp);
}

void TestRegionFields::aStampTurnsWhilePlacingAndADragPlacesItAgain() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB32, 12, 6, false), QString());
    const Board source = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(source, {{0, 0}, {1, 0}}));
    partOf<RegionEdits>(window_)->setCarry(PaintSettings::Carry::All);
    QVERIFY(!partOf<StampsPanel>(window_)->saveSelection(QStringLiteral("Pair")));
    partOf<StampsPanel>(window_)->selectStamp(0);
    partOf<RegionEdits>(window_)->deselect();
    BoardView* view = window_->view();
    // R turns it upright about its middle, its second tile below the first; the upright pair is
    // half a tile off the grid both ways there and lands up and left: the pointer's tile (2, 2)
    // gets the second, the first goes above it.
    QTest::keyClick(view, Qt::Key_R);
    click(view, {2, 2});
    const Board& b = tabsOf(window_)->document()->board();
    QCOMPARE(b.tile(b.indexOf(2, 1)), source.tile(0));
    QCOMPARE(b.tile(b.indexOf(2, 2)), source.tile(1));
    QCOMPARE(b.tile(b.indexOf(2, 3)), source.tile(b.indexOf(2, 3)));
    QCOMPARE(b.tile(b.indexOf(3, 2)), source.tile(b.indexOf(3, 2)));
    // Three more turns: flat again. A drag along a row places it wherever it no longer overlaps
    // the last one: at columns 4, 6 and 8 of row 5, one undo step.
    for (int k = 0; k < 3; ++k)
        QTest::keyClick(view, Qt::Key_R);
    const int steps = tabsOf(window_)->document()->undoStack()->count();
    QWidget* vp = view->viewport();
    mouse(vp, QEvent::MouseButtonPress, view->tileCentre(4, 5), Qt::LeftButton, {});
    for (int x = 5; x <= 9; ++x)
        mouse(vp, QEvent::MouseMove, view->tileCentre(x, 5), Qt::LeftButton, {});
    mouse(vp, QEvent::MouseButtonRelease, view->tileCentre(9, 5), Qt::NoButton, {});
    for (int x = 4; x <= 9; ++x)
        QCOMPARE(b.tile(b.indexOf(x, 5)), source.tile(x % 2 == 0 ? 0 : 1));
    QCOMPARE(b.tile(b.indexOf(10, 5)), source.tile(b.indexOf(10, 5)));
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), steps + 1);
}

void TestRegionFields::stampLibrariesAreKeptPerTileSizeAndImported() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB16, 5, 5, false), QString());
    tabsOf(window_)->document()->setSelection(
        selectionOf(tabsOf(window_)->document()->board(), {{2, 2}}));
    QVERIFY(!partOf<StampsPanel>(window_)->saveSelection(QStringLiteral("One")));
    const QString exported = dir_.filePath(QStringLiteral("stamps16.json"));
    QVERIFY(!partOf<StampsPanel>(window_)->exportFile(exported));
    // Another tile size: its own (empty) library, which refuses GB16 stamps.
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 5, 5, false), QString());
    QCOMPARE(partOf<StampsPanel>(window_)->library().list().size(), 0);
    const auto refused = partOf<StampsPanel>(window_)->importFile(exported);
    QVERIFY(refused);
    QVERIFY2(refused->contains(QLatin1String("GB16 boards, not GB64")), qPrintable(*refused));
    // Back on GB16 after a restart: still there; importing the export adds a copy.
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    tabsOf(window_)->setBoard(busyBoard(Variant::GB16, 5, 5, false), QString());
    QCOMPARE(partOf<StampsPanel>(window_)->library().list().size(), 1);
    QVERIFY(!partOf<StampsPanel>(window_)->importFile(exported));
    QCOMPARE(partOf<StampsPanel>(window_)->library().list().size(), 2);
    QCOMPARE(partOf<StampsPanel>(window_)->library().list().at(1).name, QStringLiteral("One"));
}

GBXX_TEST_MAIN(TestRegionFields);

} // namespace tst_region_fields
#include "tst_region_fields.moc"
