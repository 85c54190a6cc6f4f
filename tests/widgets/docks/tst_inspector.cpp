// The pinned inspector (issue 16): a picker click or P pins a tile and the pointer's path across
// other tiles then leaves it shown; flags are check boxes, enums lists, numbers spin boxes; with a
// selection the fields common to the selected tiles show, "mixed" elsewhere, and an edit is one
// undo step for all of them. The keys for layers, values and the brush size. The inspector
// rereads its tiles when the header changes their meaning, and keeps its width when it fills.

#include "widgets/inspector/field_editor.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "widgets/window/main_window.h"
#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTest>

#include <set>

namespace tst_inspector {

using namespace gbxx;
using namespace gbxx::test;

class TestInspector : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aPinnedTileStaysWhileThePointerCrossesOthers();
    void flagsAreEditedAsCheckBoxes();
    void enumsAndNumbersHaveTheirEditors();
    void aSelectionShowsMixedAndEditsAsOneStep();
    void keysStepLayersValuesAndTheBrush();
    void aLockedFieldIsNotEditedAndSaysSo();
    void aNarrowInspectorPutsNamesAboveTheirFields();
    void inspectorRereadsTilesWhenTheHeightModeChanges();
    void theInspectorKeepsItsWidthWhenItFills();

private:
    int row(const char* key) const;
    MainWindow* window_ = nullptr;
};

void TestInspector::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-inspector"));
    QSettings().clear();
}

void TestInspector::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestInspector::cleanup() {
    discardEditorWindow(window_);
    QSettings().clear();
}

int TestInspector::row(const char* key) const {
    const auto fields = tabsOf(window_)->document()->board().fields();
    for (int i = 0; i < static_cast<int>(fields.size()); ++i)
        if (fields[static_cast<std::size_t>(i)].key == key)
            return i;
    return -1;
}

void TestInspector::aPinnedTileStaysWhileThePointerCrossesOthers() {
    Board board = squareBoard(Variant::GB64, 8, 6);
    board.setTileRaw(board.indexOf(2, 1),
                     board.field("height")->write(board.tile(board.indexOf(2, 1)), 9));
    tabsOf(window_)->setBoard(board, QString());
    BoardView* view = window_->view();
    TileInspector* inspector = partOf<TileInspector>(window_);
    // Unpinned, it follows the pointer.
    QTest::mouseMove(view->viewport(), view->tileCentre(5, 5).toPoint());
    QCOMPARE(inspector->tile(), 5 * 8 + 5);
    // The picker's click pins (2, 1).
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("picker")));
    QTest::mouseMove(view->viewport(), view->tileCentre(2, 1).toPoint());
    press(view->viewport(), view->tileCentre(2, 1));
    release(view->viewport(), view->tileCentre(2, 1));
    QCOMPARE(inspector->pinnedTile(), 1 * 8 + 2);
    QVERIFY(actionOf(window_, QStringLiteral("actionPinTile"))->isChecked());
    // The way to the dock crosses other tiles: the tile shown stays, the pointer's gets a line.
    auto* pointerRow = inspector->findChild<QLabel*>(QStringLiteral("pointerRow"));
    for (const auto& [x, y] : {std::pair{3, 1}, {4, 2}, {6, 3}, {7, 4}}) {
        QTest::mouseMove(view->viewport(), view->tileCentre(x, y).toPoint());
        QCOMPARE(inspector->tile(), 1 * 8 + 2);
        QVERIFY2(pointerRow->toolTip().startsWith(QStringLiteral("Pointer (%1, %2)").arg(x).arg(y)),
                 qPrintable(pointerRow->toolTip()));
    }
    QCOMPARE(inspector->editor(row("height"))->findChild<QSpinBox*>()->value(), 9);
    QVERIFY(inspector->findChild<QLabel*>(QStringLiteral("inspectorTitle"))
                ->text()
                .startsWith(QStringLiteral("Pinned tile (2, 1)")));
    // P unpins (the action toggles); it follows the pointer again.
    actionOf(window_, QStringLiteral("actionPinTile"))->trigger();
    QCOMPARE(inspector->pinnedTile(), -1);
    QTest::mouseMove(view->viewport(), view->tileCentre(0, 0).toPoint());
    QCOMPARE(inspector->tile(), 0);
    QVERIFY(pointerRow->text().isEmpty());
    // P pins the tile under the pointer.
    actionOf(window_, QStringLiteral("actionPinTile"))->trigger();
    QCOMPARE(inspector->pinnedTile(), 0);
    // Another board unpins.
    tabsOf(window_)->setBoard(squareBoard(Variant::GB16, 3, 3), QString());
    QCOMPARE(inspector->pinnedTile(), -1);
    QVERIFY(!actionOf(window_, QStringLiteral("actionPinTile"))->isChecked());
}

void TestInspector::flagsAreEditedAsCheckBoxes() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    TileInspector* inspector = partOf<TileInspector>(window_);
    inspector->pinTile(5);
    const int homes = row("homeZones");
    FieldEditor* editor = inspector->editor(homes);
    QVERIFY(editor);
    const FieldSpec& field = *tabsOf(window_)->document()->board().field("homeZones");
    QCOMPARE(editor->findChildren<QCheckBox*>().size(), int(field.bitCount));
    auto* second = editor->findChild<QCheckBox*>(QStringLiteral("flag1"));
    QCOMPARE(second->text(),
             QString::fromUtf8(field.nameOf(1).data(), qsizetype(field.nameOf(1).size())));
    const int steps = tabsOf(window_)->document()->undoStack()->count();
    QTest::mouseClick(second, Qt::LeftButton);
    QCOMPARE(tabsOf(window_)->document()->board().get(5, field), std::uint64_t{0b10});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), steps + 1);
    QVERIFY(second->isChecked());
    QTest::mouseClick(editor->findChild<QCheckBox*>(QStringLiteral("flag0")), Qt::LeftButton);
    QCOMPARE(tabsOf(window_)->document()->board().get(5, field), std::uint64_t{0b11});
    QCOMPARE(inspector->meaning(homes),
             QStringLiteral("%1, %2").arg(
                 editor->findChild<QCheckBox*>(QStringLiteral("flag0"))->text(), second->text()));
    QTest::mouseClick(second, Qt::LeftButton);
    QCOMPARE(tabsOf(window_)->document()->board().get(5, field), std::uint64_t{0b01});
    QVERIFY(tabsOf(window_)->document()->undoStack()->text(steps + 2).startsWith(
        QStringLiteral("Clear ")));
    tabsOf(window_)->document()->undo();
    QCOMPARE(tabsOf(window_)->document()->board().get(5, field), std::uint64_t{0b11});
    QVERIFY(second->isChecked()); // the boxes follow the undo
}

void TestInspector::enumsAndNumbersHaveTheirEditors() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    TileInspector* inspector = partOf<TileInspector>(window_);
    inspector->pinTile(2);
    auto* boundary = inspector->editor(row("boundary"))->findChild<QComboBox*>();
    QVERIFY(boundary);
    QCOMPARE(boundary->currentData().toULongLong(), 3ull);
    boundary->setCurrentIndex(1);
    emit boundary->activated(1);
    const FieldSpec& b = *tabsOf(window_)->document()->board().field("boundary");
    QCOMPARE(tabsOf(window_)->document()->board().get(2, b), std::uint64_t{1});
    auto* custom = inspector->editor(row("custom"))->findChild<QSpinBox*>();
    QVERIFY(custom);
    custom->setValue(200);
    QCOMPARE(tabsOf(window_)->document()->board().get(
                 2, *tabsOf(window_)->document()->board().field("custom")),
             std::uint64_t{200});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(
                 tabsOf(window_)->document()->undoStack()->count() - 1),
             QStringLiteral("Set custom data of tile (2, 0)"));
}

void TestInspector::aSelectionShowsMixedAndEditsAsOneStep() {
    Board board = squareBoard(Variant::GB64, 5, 5);
    const FieldSpec& height = *board.field("height");
    const FieldSpec& homes = *board.field("homeZones");
    board.setTileRaw(0, homes.write(height.write(board.tile(0), 4), 0b01));
    board.setTileRaw(1, homes.write(height.write(board.tile(1), 4), 0b11));
    board.setTileRaw(2, homes.write(height.write(board.tile(2), 7), 0b01));
    tabsOf(window_)->setBoard(board, QString());
    BoardDocument* document = tabsOf(window_)->document();
    TileInspector* inspector = partOf<TileInspector>(window_);
    document->setSelection(Selection::of(board.tileCount(), {0, 1, 2}));
    QCOMPARE(inspector->targets().size(), std::size_t{3});
    QVERIFY(inspector->findChild<QLabel*>(QStringLiteral("inspectorTitle"))
                ->text()
                .startsWith(QStringLiteral("3 selected tiles")));
    auto* heightBox = inspector->editor(row("height"))->findChild<QSpinBox*>();
    QCOMPARE(heightBox->text(), QStringLiteral("mixed"));
    QCOMPARE(inspector->meaning(row("homeZones")), QStringLiteral("mixed"));
    FieldEditor* homesEditor = inspector->editor(row("homeZones"));
    auto* first = homesEditor->findChild<QCheckBox*>(QStringLiteral("flag0"));
    auto* second = homesEditor->findChild<QCheckBox*>(QStringLiteral("flag1"));
    QCOMPARE(first->checkState(), Qt::Checked);
    QCOMPARE(second->checkState(), Qt::PartiallyChecked);
    QCOMPARE(inspector->meaning(row("boundary")), QStringLiteral("in bounds")); // shared
    // A mixed flag clicked is set on all of them, in one step.
    const int steps = document->undoStack()->count();
    QTest::mouseClick(second, Qt::LeftButton);
    QCOMPARE(document->undoStack()->count(), steps + 1);
    for (TileIndex t : {0u, 1u, 2u})
        QCOMPARE(document->board().get(t, homes), std::uint64_t{0b11});
    QCOMPARE(document->board().get(3, homes), std::uint64_t{0});
    QCOMPARE(second->checkState(), Qt::Checked);
    // A number for all of them.
    heightBox->setValue(6);
    QCOMPARE(document->undoStack()->count(), steps + 2);
    QCOMPARE(document->undoStack()->text(steps + 1), QStringLiteral("Set height of 3 tiles"));
    for (TileIndex t : {0u, 1u, 2u})
        QCOMPARE(document->board().get(t, height), std::uint64_t{6});
    QCOMPARE(heightBox->value(), 6);
    document->undo();
    QCOMPARE(heightBox->text(), QStringLiteral("mixed"));
    QCOMPARE(document->board().get(2, height), std::uint64_t{7});
    // Without the selection, the tile pinned or pointed at again.
    document->setSelection(Selection(board.tileCount()));
    inspector->pinTile(2);
    QCOMPARE(heightBox->value(), 7);
}

void TestInspector::keysStepLayersValuesAndTheBrush() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 6, 6), QString());
    LayersPanel* layers = window_->findChild<LayersPanel*>();
    const QStringList keys = layers->layerKeys();
    QVERIFY(layers->selectLayer(keys.at(0)));
    QTest::keyClick(window_, Qt::Key_Down, Qt::AltModifier);
    PaintSettings* settings = paintSettingsOf(window_);
    QCOMPARE(QString::fromUtf8(settings->field->key.data(), qsizetype(settings->field->key.size())),
             keys.at(1));
    QTest::keyClick(window_, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(QString::fromUtf8(settings->field->key.data(), qsizetype(settings->field->key.size())),
             keys.at(0));
    // Values: a number steps by one, within its range.
    QVERIFY(layers->selectLayer(QStringLiteral("height")));
    settings->value = 0;
    QTest::keyClick(window_, Qt::Key_Period);
    QTest::keyClick(window_, Qt::Key_Period);
    QCOMPARE(settings->value, std::uint64_t{2});
    QTest::keyClick(window_, Qt::Key_Comma);
    QTest::keyClick(window_, Qt::Key_Comma);
    QTest::keyClick(window_, Qt::Key_Comma);
    QCOMPARE(settings->value, std::uint64_t{0});
    // Flags: one flag after another.
    QVERIFY(layers->selectLayer(QStringLiteral("homeZones")));
    settings->value = 0;
    QTest::keyClick(window_, Qt::Key_Period);
    QCOMPARE(settings->value, std::uint64_t{0b1});
    QTest::keyClick(window_, Qt::Key_Period);
    QCOMPARE(settings->value, std::uint64_t{0b10});
    // The brush: brackets, within 1..16, remembered by the tool and shown in its options.
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush")));
    ToolBox* tools = partOf<ToolBox>(window_);
    const int before = tools->current()->options().brushSize;
    QTest::keyClick(window_, Qt::Key_BracketRight);
    QCOMPARE(tools->current()->options().brushSize, before + 1);
    QCOMPARE(window_->findChild<QSpinBox*>(QStringLiteral("brushSize"))->value(), before + 1);
    for (int i = 0; i < 20; ++i)
        QTest::keyClick(window_, Qt::Key_BracketLeft);
    QCOMPARE(tools->current()->options().brushSize, 1);
}

// The helper's session: editing a locked field in the inspector showed the new value but changed
// nothing, silently.
void TestInspector::aLockedFieldIsNotEditedAndSaysSo() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    const Board& board = tabsOf(window_)->document()->board();
    const FieldSpec& boundary = *board.field("boundary");
    visibilityOf(window_)->setLocked(board.variant(), boundary, true);
    QVERIFY(tabsOf(window_)->document()->lockedBits() & boundary.mask());
    TileInspector* inspector = partOf<TileInspector>(window_);
    inspector->pinTile(6);
    auto* names = inspector->editor(row("boundary"))->findChild<QComboBox*>();
    names->setCurrentIndex(2);
    emit names->activated(2);
    QCOMPARE(board.get(6, boundary), std::uint64_t{3});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 0);
    QVERIFY2(statusOf(window_)->lastError().contains(QStringLiteral("locked")),
             qPrintable(statusOf(window_)->lastError()));
    QCOMPARE(names->currentData().toULongLong(), 3ull); // it shows what the tile still holds
    visibilityOf(window_)->setLocked(board.variant(), boundary, false);
}

// At 1024×700 the inspector is narrow: each field's name goes above its editor and the flags into
// one column, so every value is in view without scrolling sideways; wide, they sit side by side.
void TestInspector::aNarrowInspectorPutsNamesAboveTheirFields() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    TileInspector* inspector = partOf<TileInspector>(window_);
    inspector->pinTile(5);
    const int homes = row("homeZones");
    FieldEditor* editor = inspector->editor(homes);
    auto* name = qobject_cast<QLabel*>([&]() -> QWidget* {
        for (QLabel* l : inspector->findChildren<QLabel*>())
            if (l->buddy() == editor)
                return l;
        return nullptr;
    }());
    QVERIFY(name);
    auto* fields = inspector->findChild<QScrollArea*>(QStringLiteral("inspectorFields"));
    QVERIFY(fields);
    const auto flagColumns = [&] {
        std::set<int> xs;
        for (QCheckBox* box : editor->findChildren<QCheckBox*>())
            xs.insert(box->x());
        return xs.size();
    };
    QDockWidget* dock = nullptr;
    for (QWidget* w = inspector; w && !dock; w = w->parentWidget())
        dock = qobject_cast<QDockWidget*>(w);
    QVERIFY(dock);
    const auto widen = [&](int width) {
        window_->resize(1600, 1000);
        window_->resizeDocks({dock}, {width}, Qt::Horizontal);
        QApplication::processEvents();
        QApplication::processEvents();
    };
    widen(200);
    QVERIFY2(inspector->width() < 260, qPrintable(QString::number(inspector->width())));
    QVERIFY(name->mapTo(inspector, QPoint()).y() < editor->mapTo(inspector, QPoint()).y());
    QCOMPARE(flagColumns(), std::size_t{1});
    QVERIFY2(fields->widget()->minimumSizeHint().width() <= fields->viewport()->width(),
             "nothing needs a sideways scroll bar");
    widen(700);
    QVERIFY2(inspector->width() > 500, qPrintable(QString::number(inspector->width())));
    QCOMPARE(name->mapTo(inspector, QPoint()).y(), editor->mapTo(inspector, QPoint()).y());
    QCOMPARE(flagColumns(), std::size_t{2});
}

// Found by a new user (issue 13): the inspector's Meaning column kept the old reading after a
// heightMode change.
void TestInspector::inspectorRereadsTilesWhenTheHeightModeChanges() {
    Board board = squareBoard(Variant::GB64, 4, 4);
    board.setTileRaw(5, board.field("height")->write(board.tile(5), 0b101));
    tabsOf(window_)->setBoard(board, QString());
    BoardView* view = window_->view();
    QTest::mouseMove(view->viewport(), view->tileCentre(1, 1).toPoint());
    QCOMPARE(partOf<TileInspector>(window_)->tile(), 5);
    const auto meaning = [&] { return partOf<TileInspector>(window_)->meaning(0); };
    QCOMPARE(meaning(), QString()); // a number
    const Board& b = tabsOf(window_)->document()->board();
    const FieldSpec& mode = *b.layout().headerField("heightMode");
    tabsOf(window_)->document()->setHeaderBits(
        static_cast<std::uint16_t>(mode.write(b.headerBits(), 1)), QStringLiteral("Levels"));
    QCOMPARE(meaning(), QStringLiteral("Underground, Mid Ground"));
    tabsOf(window_)->document()->undoStack()->undo();
    QCOMPARE(meaning(), QString());
}

// Found in a helper's session: the right dock widened when the inspector first showed a tile, and
// the fitted board shrank with it.
void TestInspector::theInspectorKeepsItsWidthWhenItFills() {
    window_->resize(1600, 1000);
    QCoreApplication::processEvents();
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 16, 16), QString());
    QCoreApplication::processEvents();
    const int width = partOf<TileInspector>(window_)->width();
    const double zoom = window_->view()->zoomable()->scale();
    BoardView* view = window_->view();
    QTest::mouseMove(view->viewport(), view->tileCentre(3, 3).toPoint());
    QCOMPARE(partOf<TileInspector>(window_)->tile(), 3 * 16 + 3);
    QCoreApplication::processEvents();
    QCOMPARE(partOf<TileInspector>(window_)->width(), width);
    QCOMPARE(window_->view()->zoomable()->scale(), zoom);
}

GBXX_TEST_MAIN(TestInspector);

} // namespace tst_inspector
#include "tst_inspector.moc"
