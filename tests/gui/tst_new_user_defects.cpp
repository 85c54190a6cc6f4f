// The defects a new user hit in an hour of ordinary use (issue 13), each replayed as the user did
// it: a save in the middle of a drag, the inspector after a header change, presets after a
// restart, clipped messages in dialogs, validation highlights, menu mnemonics, the dark theme's
// value choices, and the smaller ones. The view's and painting's are in
// tst_new_user_view_defects.cpp.

#include "gui/gui_test_support.h"
#include "support/test_suite.h"

#include "widgets/docks/layers_panel.h"
#include "widgets/docks/presets_panel.h"
#include "widgets/docks/tile_inspector.h"
#include "widgets/docks/validation_panel.h"

#include "widgets/dialogs/export_dialog.h"
#include "widgets/dialogs/metadata_dialog.h"
#include "widgets/dialogs/properties_dialog.h"
#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"

#include "gbxx/warnings.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <set>

namespace tst_new_user_defects {

using namespace gbxx;
using namespace gbxx::test;

class TestNewUserDefects : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void saveMidDragKeepsFileAndMarkerHonest();
    void inspectorRereadsTilesWhenTheHeightModeChanges();
    void savedPresetsAreLoadedAtStartAndNeverOverwritten();
    void dialogMessagesAreNotClippedAndFieldsDoNotJump();
    void validationHighlightGoesWhenFixedAndEscClearsItAnywhere();
    void ctrlYRedoes();
    void singularTilesAndSteps();
    void presetDeleteNeedsAPreset();
    void statusMessageOfThePreviousBoardGoes();
    void lossTableNamesLayers();
    void panelMnemonicsLeaveTheMenusTheirKeys();
    void theInspectorKeepsItsWidthWhenItFills();
    void darkThemeShowsTheValueChoices();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestNewUserDefects::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("new-user-defects"));
    QSettings().clear();
}

void TestNewUserDefects::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestNewUserDefects::cleanup() {
    discardEditorWindow(window_);
    QSettings().clear();
}

// Defect 1: Ctrl+S while the brush is held wrote half a stroke; undoing then showed the board as
// unmodified although it differed from the file, and Close discarded it without asking.
void TestNewUserDefects::saveMidDragKeepsFileAndMarkerHonest() {
    const QString path = dir_.filePath(QStringLiteral("drag.gb64"));
    const Board original = squareBoard(Variant::GB64, 12, 10);
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        const auto bytes = writeBoard(original);
        out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
    }
    QVERIFY(filesOf(window_)->openFile(path));
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary")));
    paintSettingsOf(window_)->value = 2; // trap
    paintSettingsOf(window_)->notify();
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    const auto honest = [&](const char* step) {
        const bool differs = boardBytes(tabsOf(window_)->document()->board()) != fileBytes(path);
        QVERIFY2(window_->isWindowModified() == differs, step);
        QVERIFY2(tabsOf(window_)->document()->isModified() == differs, step);
    };
    press(vp, view->tileCentre(0, 0));
    moveHeld(vp, view->tileCentre(1, 0));
    moveHeld(vp, view->tileCentre(2, 0));
    honest("painting");
    actionOf(window_, QStringLiteral("actionSave"))->trigger(); // Ctrl+S with the button held
    // The file holds no part of the stroke or the whole stroke so far.
    const auto saved = readBoard({reinterpret_cast<const std::uint8_t*>(fileBytes(path).data()),
                                  static_cast<std::size_t>(fileBytes(path).size())});
    QVERIFY(saved);
    const auto inFile = changedTiles(original, *saved.board, "boundary");
    const std::set<std::pair<int, int>> soFar{{0, 0}, {1, 0}, {2, 0}};
    QVERIFY(inFile.empty() || inFile == soFar);
    honest("saved mid-drag");
    moveHeld(vp, view->tileCentre(3, 0));
    moveHeld(vp, view->tileCentre(4, 0));
    honest("dragging on");
    release(vp, view->tileCentre(4, 0));
    honest("released");
    // The drag went on after the save: the whole stroke is on the board, in two undo steps.
    const std::set<std::pair<int, int>> whole{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}};
    QCOMPARE(changedTiles(original, tabsOf(window_)->document()->board(), "boundary"), whole);
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    honest("undone");
    QCOMPARE(boardBytes(tabsOf(window_)->document()->board()), fileBytes(path)); // as saved
    if (boardBytes(tabsOf(window_)->document()->board()) != fileBytes(path)) {
        QString asked;
        answerNextMessageBox(QMessageBox::Cancel, &asked);
        QVERIFY(!filesOf(window_)->closeBoard());
        QVERIFY2(!asked.isEmpty(), "Close must ask before discarding a board that differs");
    }
    while (tabsOf(window_)->document()->undoStack()->canUndo()) {
        actionOf(window_, QStringLiteral("actionUndo"))->trigger();
        honest("undone again");
    }
}

// Defect 2: the inspector's Meaning column kept the old reading after a heightMode change.
void TestNewUserDefects::inspectorRereadsTilesWhenTheHeightModeChanges() {
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

// Defect 3: saved presets were not loaded at start-up, and adding one overwrote the saved list.
void TestNewUserDefects::savedPresetsAreLoadedAtStartAndNeverOverwritten() {
    discardEditorWindow(window_);
    TilePresets saved(Variant::GB64);
    saved.list().append({QStringLiteral("Wall"), QColor(Qt::gray), 0x0100'0000'0000'0000});
    saved.list().append({QStringLiteral("Trap"), QColor(Qt::red), 0x0200'0000'0000'0000});
    saved.save();
    window_ = showEditorWindow(); // a restart
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    QCOMPARE(partOf<PresetsPanel>(window_)->presets().list().size(), 2);
    partOf<PresetsPanel>(window_)->addPreset(QStringLiteral("Hill"), 5);
    TilePresets reread(Variant::GB64);
    reread.load();
    QCOMPARE(reread.list().size(), 3);
    QCOMPARE(reread.list().first().name, QStringLiteral("Wall"));
}

// Defect 8: the height-mode note in Properties and the messages under Metadata fields were cut to
// half their height, and the fields jumped as messages appeared.
void TestNewUserDefects::dialogMessagesAreNotClippedAndFieldsDoNotJump() {
    const auto wholeHeight = [](QLabel* label) {
        return label->height() >= label->heightForWidth(label->width()) &&
               label->height() >= label->minimumSizeHint().height();
    };
    Board board = squareBoard(Variant::GB64, 4, 4);
    PropertiesDialog properties(board.layout(), board.headerBits(), window_);
    properties.show();
    QVERIFY(QTest::qWaitForWindowExposed(&properties));
    properties.box(QStringLiteral("heightMode"))->setCurrentIndex(1);
    QCoreApplication::processEvents();
    QVERIFY(properties.heightModeNote()->isVisible());
    QVERIFY(wholeHeight(properties.heightModeNote()));

    MetadataDialog metadata(board.footer(), window_);
    metadata.show();
    QVERIFY(QTest::qWaitForWindowExposed(&metadata));
    QLineEdit* title = metadata.editor(QStringLiteral("title"));
    QLineEdit* author = metadata.editor(QStringLiteral("author"));
    const int authorY = author->mapTo(&metadata, QPoint()).y();
    title->setText(QStringLiteral("Łódź"));
    QCoreApplication::processEvents();
    QLabel* problem = metadata.problem(QStringLiteral("title"));
    QVERIFY(problem->isVisible());
    QVERIFY2(wholeHeight(problem), qPrintable(QStringLiteral("%1 < %2")
                                                  .arg(problem->height())
                                                  .arg(problem->heightForWidth(problem->width()))));
    QCOMPARE(author->mapTo(&metadata, QPoint()).y(), authorY);
}

// Defect 9: a validation highlight stayed after its warning was fixed; Esc cleared it only when the
// view had the focus.
void TestNewUserDefects::validationHighlightGoesWhenFixedAndEscClearsItAnywhere() {
    Board board = squareBoard(Variant::GB64, 6, 6);
    const FieldSpec& height = *board.field("height");
    const FieldSpec& boundary = *board.field("boundary");
    board.setTileRaw(7, height.write(boundary.write(0, 0), 9)); // data on a tile not on the board
    tabsOf(window_)->setBoard(board, QString());
    partOf<ValidationPanel>(window_)->refresh();
    QListWidget* list = partOf<ValidationPanel>(window_)->list();
    QListWidgetItem* item = list->item(0);
    QVERIFY(item->text().contains(QStringLiteral("not on the board")));
    emit list->itemActivated(item);
    QCOMPARE(window_->view()->highlight(), std::vector<TileIndex>{7});
    // Fixed by painting its boundary: the warning and its highlight go.
    ChangeSet fix;
    fix.add(7, tabsOf(window_)->document()->board().tile(7),
            boundary.write(tabsOf(window_)->document()->board().tile(7), 3));
    tabsOf(window_)->document()->pushEdit(QStringLiteral("Fix"), fix);
    partOf<ValidationPanel>(window_)->refresh();
    QVERIFY(window_->view()->highlight().empty());

    tabsOf(window_)->document()->undoStack()->undo();
    partOf<ValidationPanel>(window_)->refresh();
    emit list->itemActivated(list->item(0));
    QCOMPARE(window_->view()->highlight(), std::vector<TileIndex>{7});
    partOf<LayersPanel>(window_)->tree()->setFocus();
    QTest::keyClick(partOf<LayersPanel>(window_)->tree(), Qt::Key_Escape);
    QVERIFY(window_->view()->highlight().empty());
}

void TestNewUserDefects::ctrlYRedoes() {
    const auto keys = actionOf(window_, QStringLiteral("actionRedo"))->shortcuts();
    QVERIFY(keys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    QVERIFY(keys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
}

void TestNewUserDefects::singularTilesAndSteps() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    auto* size = window_->findChild<QSpinBox*>(QStringLiteral("brushSize"));
    QVERIFY(size);
    size->setValue(1);
    QCOMPARE(size->text(), QStringLiteral("1 tile"));
    size->setValue(3);
    QCOMPARE(size->text(), QStringLiteral("3 tiles"));

    Board one = squareBoard(Variant::GB64, 3, 3);
    one.setTileRaw(0, one.field("height")->write(0, 4)); // one tile off the board with data
    const auto warnings = findWarnings(one);
    QVERIFY(!warnings.empty());
    QVERIFY2(warnings.front().message.find("1 tile (first at x 0, y 0) not on the board holds "
                                           "data") != std::string::npos,
             warnings.front().message.c_str());
}

void TestNewUserDefects::presetDeleteNeedsAPreset() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4),
                              QString()); // the first board of a session
    QPushButton* remove = nullptr;
    for (auto* b : partOf<PresetsPanel>(window_)->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Delete"))
            remove = b;
    QVERIFY(remove);
    QVERIFY(!remove->isEnabled());
    partOf<PresetsPanel>(window_)->addPreset(QStringLiteral("One"), 1);
    QVERIFY(!remove->isEnabled()); // nothing chosen yet
    partOf<PresetsPanel>(window_)->selectPreset(0);
    QVERIFY(remove->isEnabled());
    remove->click();
    QCOMPARE(partOf<PresetsPanel>(window_)->presets().list().size(), 0);
    QVERIFY(!remove->isEnabled());
}

void TestNewUserDefects::statusMessageOfThePreviousBoardGoes() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    window_->statusBar()->showMessage(QStringLiteral("Saved /tmp/old.gb64"), 4000);
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
    QCOMPARE(window_->statusBar()->currentMessage(), QString());
}

void TestNewUserDefects::lossTableNamesLayers() {
    Board board = squareBoard(Variant::GB64, 3, 3);
    board.setTileRaw(4, board.field("currencyBarrier")->write(board.tile(4), 2));
    ExportDialog dialog(board, Variant::GB08, ExportDialog::Purpose::ExportFile);
    auto* table = dialog.findChild<QTableWidget*>();
    QVERIFY(table);
    QStringList names;
    for (int row = 0; row < table->rowCount(); ++row)
        names << table->item(row, 0)->text();
    QVERIFY2(names.contains(QStringLiteral("Currency barrier")), qPrintable(names.join(", ")));
    QVERIFY(!names.contains(QStringLiteral("currencyBarrier")));
}

// The helper's session: Alt+H went to the Tool Options' "Brush s&hape" instead of the Help menu.
void TestNewUserDefects::panelMnemonicsLeaveTheMenusTheirKeys() {
    const auto mnemonic = [](const QString& text) -> QChar {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text.at(i) == QLatin1Char('&')) {
                if (text.at(i + 1) != QLatin1Char('&'))
                    return text.at(i + 1).toLower();
                ++i;
            }
        }
        return {};
    };
    for (const bool boardOpen : {true, false}) {
        if (boardOpen)
            tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
        else
            QVERIFY(filesOf(window_)->closeBoard());
        QCoreApplication::processEvents();
        QString menus;
        for (QAction* a : window_->menuBar()->actions())
            if (a->isEnabled() && !mnemonic(a->text()).isNull())
                menus += mnemonic(a->text());
        for (QWidget* w : window_->findChildren<QWidget*>()) {
            if (!w->isVisible() || qobject_cast<QMenu*>(w->window()))
                continue;
            QString text;
            if (auto* label = qobject_cast<QLabel*>(w); label && label->buddy())
                text = label->text();
            else if (auto* button = qobject_cast<QAbstractButton*>(w))
                text = button->text();
            const QChar key = mnemonic(text);
            QVERIFY2(key.isNull() || !menus.contains(key),
                     qPrintable(QStringLiteral("\"%1\" takes Alt+%2 from the menu bar (%3)")
                                    .arg(text, key, boardOpen ? "board open" : "start page")));
        }
    }
}

// The helper's session: the right dock widened when the inspector first showed a tile, and the
// fitted board shrank with it.
void TestNewUserDefects::theInspectorKeepsItsWidthWhenItFills() {
    window_->resize(1600, 1000);
    QCoreApplication::processEvents();
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 16, 16), QString());
    QCoreApplication::processEvents();
    const int width = partOf<TileInspector>(window_)->width();
    const double zoom = window_->view()->zoom();
    BoardView* view = window_->view();
    QTest::mouseMove(view->viewport(), view->tileCentre(3, 3).toPoint());
    QCOMPARE(partOf<TileInspector>(window_)->tile(), 3 * 16 + 3);
    QCoreApplication::processEvents();
    QCOMPARE(partOf<TileInspector>(window_)->width(), width);
    QCOMPARE(window_->view()->zoom(), zoom);
}

// The helper's session: in the dark theme the Values palette's radio buttons were dark circles
// without an outline on a dark background, and the "not on board" swatch was the background.
void TestNewUserDefects::darkThemeShowsTheValueChoices() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 6, 6), QString());
    actionOf(window_, QStringLiteral("actionTheme2"))->trigger(); // Dark
    QCoreApplication::processEvents();
    QRadioButton* choice = nullptr;
    for (auto* radio : partOf<LayersPanel>(window_)->findChildren<QRadioButton*>())
        if (!radio->isChecked() && radio->isVisible())
            choice = radio;
    QVERIFY(choice);
    const QImage shot = choice->grab().toImage();
    const int background = choice->palette().color(QPalette::Window).lightness();
    int farthest = 0;
    for (int y = 0; y < shot.height(); ++y)
        for (int x = 0; x < std::min(shot.width(), 18); ++x) // the indicator
            farthest =
                std::max(farthest, std::abs(QColor(shot.pixel(x, y)).lightness() - background));
    actionOf(window_, QStringLiteral("actionTheme0"))->trigger(); // System again
    QVERIFY2(farthest >= 25,
             qPrintable(QStringLiteral("the indicator differs by %1").arg(farthest)));
    // A swatch of the background's own colour still shows: it is framed.
    const QImage swatch = swatchIcon(QColor(0x2b, 0x2d, 0x30)).pixmap(14, 14).toImage();
    QCOMPARE(QColor(swatch.pixel(0, 7)), QColor(0x80, 0x80, 0x80));
}

GBXX_TEST_MAIN(TestNewUserDefects);

} // namespace tst_new_user_defects
#include "tst_new_user_defects.moc"
