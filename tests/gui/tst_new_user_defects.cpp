// The defects a new user hit in an hour of ordinary use (issue 13), each replayed as the user did
// it: a save in the middle of a drag, the inspector after a header change, presets after a
// restart, zoom keys while fitted, the zoom of the next board, hex lines along the edge rows, the
// measure path after switching tools, clipped messages in dialogs, validation highlights, and the
// smaller ones.

#include "gui/gui_test_support.h"

#include "editor/dialogs/export_dialog.h"
#include "editor/dialogs/metadata_dialog.h"
#include "editor/dialogs/properties_dialog.h"
#include "editor/docks/layers_panel.h"
#include "editor/docks/presets_panel.h"
#include "editor/docks/tile_inspector.h"
#include "editor/docks/validation_panel.h"
#include "editor/tools/paint_settings.h"
#include "editor/tools/tool.h"
#include "editor/view/board_view.h"
#include "render/layer_style.h"

#include "gbxx/board_templates.h"
#include "gbxx/warnings.h"
#include "support/vector_set.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include <set>

using namespace gbxx;
using namespace gbxx::test;

namespace {

// The tiles of `board` whose `field` differs from `before`.
std::set<std::pair<int, int>> changedTiles(const Board& before, const Board& board,
                                           std::string_view field) {
    std::set<std::pair<int, int>> out;
    const FieldSpec& f = *board.field(field);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        if (board.get(i, f) != before.get(i, f))
            out.insert({board.xOf(i), board.yOf(i)});
    return out;
}

Board hexBoard(int w, int l) {
    Board board = squareBoard(Variant::GB64, w, l);
    board.setHeader(*board.layout().headerField("hex"), 1);
    return board;
}

} // namespace

class TestNewUserDefects : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void saveMidDragKeepsFileAndMarkerHonest();
    void inspectorRereadsTilesWhenTheHeightModeChanges();
    void savedPresetsAreLoadedAtStartAndNeverOverwritten();
    void zoomInWorksWhileTheBoardIsFitted();
    void everyNewlyOpenedBoardIsFitted();
    void hexLinesStayOnTheirRowAlongTheEdges();
    void measurePathEndsWithItsToolAndItsBoard();
    void dialogMessagesAreNotClippedAndFieldsDoNotJump();
    void validationHighlightGoesWhenFixedAndEscClearsItAnywhere();
    void ctrlYRedoes();
    void singularTilesAndSteps();
    void presetDeleteNeedsAPreset();
    void statusMessageOfThePreviousBoardGoes();
    void fittedTemplateHasNoScrollBars();
    void lossTableNamesLayers();
    void linkGroupOutlinesUseTheirGroupsColour();
    void panelMnemonicsLeaveTheMenusTheirKeys();
    void aDragStartedOffTheBoardPaintsOnceItGetsThere();
    void aFastHexDragPaintsWhereThePointerWent();
    void ctrlEqualsZoomsIn();
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
    QVERIFY(window_->openFile(path));
    QVERIFY(window_->layersPanel()->selectLayer(QStringLiteral("boundary")));
    window_->paintSettings()->value = 2; // trap
    window_->paintSettings()->notify();
    window_->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    const auto honest = [&](const char* step) {
        const bool differs = boardBytes(window_->document()->board()) != fileBytes(path);
        QVERIFY2(window_->isWindowModified() == differs, step);
        QVERIFY2(window_->document()->isModified() == differs, step);
    };
    press(vp, view->tileCentre(0, 0));
    moveHeld(vp, view->tileCentre(1, 0));
    moveHeld(vp, view->tileCentre(2, 0));
    honest("painting");
    window_->action(QStringLiteral("actionSave"))->trigger(); // Ctrl+S with the button held
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
    QCOMPARE(changedTiles(original, window_->document()->board(), "boundary"), whole);
    window_->action(QStringLiteral("actionUndo"))->trigger();
    honest("undone");
    QCOMPARE(boardBytes(window_->document()->board()), fileBytes(path)); // as saved
    if (boardBytes(window_->document()->board()) != fileBytes(path)) {
        QString asked;
        answerNextMessageBox(QMessageBox::Cancel, &asked);
        QVERIFY(!window_->closeBoard());
        QVERIFY2(!asked.isEmpty(), "Close must ask before discarding a board that differs");
    }
    while (window_->document()->undoStack()->canUndo()) {
        window_->action(QStringLiteral("actionUndo"))->trigger();
        honest("undone again");
    }
}

// Defect 2: the inspector's Meaning column kept the old reading after a heightMode change.
void TestNewUserDefects::inspectorRereadsTilesWhenTheHeightModeChanges() {
    Board board = squareBoard(Variant::GB64, 4, 4);
    board.setTileRaw(5, board.field("height")->write(board.tile(5), 0b101));
    window_->setBoard(board, QString());
    BoardView* view = window_->view();
    QTest::mouseMove(view->viewport(), view->tileCentre(1, 1).toPoint());
    QCOMPARE(window_->inspector()->tile(), 5);
    const auto meaning = [&] { return window_->inspector()->meaning(0); };
    QCOMPARE(meaning(), QString()); // a number
    const Board& b = window_->document()->board();
    const FieldSpec& mode = *b.layout().headerField("heightMode");
    window_->document()->setHeaderBits(static_cast<std::uint16_t>(mode.write(b.headerBits(), 1)),
                                       QStringLiteral("Levels"));
    QCOMPARE(meaning(), QStringLiteral("Underground, Mid Ground"));
    window_->document()->undoStack()->undo();
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
    window_->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    QCOMPARE(window_->presetsPanel()->presets().list().size(), 2);
    window_->presetsPanel()->addPreset(QStringLiteral("Hill"), 5);
    TilePresets reread(Variant::GB64);
    reread.load();
    QCOMPARE(reread.list().size(), 3);
    QCOMPARE(reread.list().first().name, QStringLiteral("Wall"));
}

// Defect 4: Zoom In did nothing while the view was fitted (scroll bars appearing re-fitted it).
void TestNewUserDefects::zoomInWorksWhileTheBoardIsFitted() {
    window_->setBoard(squareBoard(Variant::GB64, 12, 10), QString());
    QCoreApplication::processEvents();
    BoardView* view = window_->view();
    const double fitted = view->zoom();
    window_->action(QStringLiteral("actionZoomIn"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted * 1.25);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Plus);
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted * 1.25 * 1.25);
    QTest::keyClick(view, Qt::Key_Minus);
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted * 1.25);
    // Fit again, and a window resize follows the fit again.
    window_->action(QStringLiteral("actionFit"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted);
}

// Defect 5: a board opened after Close (or a template after another) kept the previous zoom.
void TestNewUserDefects::everyNewlyOpenedBoardIsFitted() {
    BoardView* view = window_->view();
    const auto isFitted = [&] {
        QCoreApplication::processEvents();
        const double zoom = view->zoom();
        view->fitToWindow();
        return qFuzzyCompare(zoom, view->zoom());
    };
    window_->setBoard(squareBoard(Variant::GB64, 255, 255), QString());
    QVERIFY(isFitted());
    QVERIFY(window_->closeBoard());
    window_->setBoard(squareBoard(Variant::GB64, 12, 10), QString());
    QVERIFY(isFitted());
    view->setZoom(3);
    QVERIFY(window_->openTemplate(QStringLiteral("go")));
    QVERIFY(isFitted());
    view->setZoom(90);
    QVERIFY(window_->closeBoard());
    QVERIFY(window_->openTemplate(QStringLiteral("chess")));
    QVERIFY(isFitted());
}

// Defect 6: the line tool skipped (2,7) on the bottom row of a 10×8 hex board and drew a V through
// (2,1) on the top row.
void TestNewUserDefects::hexLinesStayOnTheirRowAlongTheEdges() {
    for (const int width : {10, 9}) {
        const Board board = hexBoard(width, 8);
        for (const int row : {7, 0, 3}) {
            for (const auto& [from, to] :
                 std::vector<std::pair<int, int>>{{1, 3}, {0, 2}, {2, 6}}) {
                window_->setBoard(board, QString());
                QVERIFY(window_->layersPanel()->selectLayer(QStringLiteral("custom")));
                window_->paintSettings()->value = 7;
                window_->paintSettings()->notify();
                window_->selectTool(QStringLiteral("line"));
                BoardView* view = window_->view();
                press(view->viewport(), view->tileCentre(from, row));
                moveHeld(view->viewport(), view->tileCentre(to, row));
                release(view->viewport(), view->tileCentre(to, row));
                std::set<std::pair<int, int>> expected;
                for (int x = from; x <= to; ++x)
                    expected.insert({x, row});
                QCOMPARE(changedTiles(board, window_->document()->board(), "custom"), expected);
                window_->document()->markSaved();
            }
        }
    }
}

// Defect 7: a measured path and its message stayed after switching tools, and were drawn on the
// next board.
void TestNewUserDefects::measurePathEndsWithItsToolAndItsBoard() {
    window_->setBoard(squareBoard(Variant::GB64, 8, 6), QString());
    window_->selectTool(QStringLiteral("measure"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    moveHeld(view->viewport(), view->tileCentre(5, 3));
    release(view->viewport(), view->tileCentre(5, 3));
    QVERIFY(!view->tool()->preview().empty());
    QVERIFY(!window_->statusBar()->currentMessage().isEmpty());
    window_->selectTool(QStringLiteral("brush"));
    QVERIFY(window_->statusBar()->currentMessage().isEmpty());
    window_->selectTool(QStringLiteral("measure"));
    QVERIFY(view->tool()->preview().empty());

    press(view->viewport(), view->tileCentre(0, 0));
    moveHeld(view->viewport(), view->tileCentre(5, 3));
    release(view->viewport(), view->tileCentre(5, 3));
    window_->setBoard(squareBoard(Variant::GB64, 8, 6), QString());
    QVERIFY(view->tool()->preview().empty());
    QVERIFY(window_->statusBar()->currentMessage().isEmpty());
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
    window_->setBoard(board, QString());
    window_->validationPanel()->refresh();
    QListWidget* list = window_->validationPanel()->list();
    QListWidgetItem* item = list->item(0);
    QVERIFY(item->text().contains(QStringLiteral("not on the board")));
    emit list->itemActivated(item);
    QCOMPARE(window_->view()->highlight(), std::vector<TileIndex>{7});
    // Fixed by painting its boundary: the warning and its highlight go.
    ChangeSet fix;
    fix.add(7, window_->document()->board().tile(7),
            boundary.write(window_->document()->board().tile(7), 3));
    window_->document()->pushEdit(QStringLiteral("Fix"), fix);
    window_->validationPanel()->refresh();
    QVERIFY(window_->view()->highlight().empty());

    window_->document()->undoStack()->undo();
    window_->validationPanel()->refresh();
    emit list->itemActivated(list->item(0));
    QCOMPARE(window_->view()->highlight(), std::vector<TileIndex>{7});
    window_->layersPanel()->tree()->setFocus();
    QTest::keyClick(window_->layersPanel()->tree(), Qt::Key_Escape);
    QVERIFY(window_->view()->highlight().empty());
}

void TestNewUserDefects::ctrlYRedoes() {
    const auto keys = window_->action(QStringLiteral("actionRedo"))->shortcuts();
    QVERIFY(keys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    QVERIFY(keys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
}

void TestNewUserDefects::singularTilesAndSteps() {
    window_->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
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
    window_->setBoard(squareBoard(Variant::GB64, 4, 4), QString()); // the first board of a session
    QPushButton* remove = nullptr;
    for (auto* b : window_->presetsPanel()->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Delete"))
            remove = b;
    QVERIFY(remove);
    QVERIFY(!remove->isEnabled());
    window_->presetsPanel()->addPreset(QStringLiteral("One"), 1);
    QVERIFY(!remove->isEnabled()); // nothing chosen yet
    window_->presetsPanel()->selectPreset(0);
    QVERIFY(remove->isEnabled());
    remove->click();
    QCOMPARE(window_->presetsPanel()->presets().list().size(), 0);
    QVERIFY(!remove->isEnabled());
}

void TestNewUserDefects::statusMessageOfThePreviousBoardGoes() {
    window_->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    window_->statusBar()->showMessage(QStringLiteral("Saved /tmp/old.gb64"), 4000);
    window_->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
    QCOMPARE(window_->statusBar()->currentMessage(), QString());
}

void TestNewUserDefects::fittedTemplateHasNoScrollBars() {
    for (const QSize size :
         {QSize(1280, 820), QSize(1024, 700), QSize(1400, 900), QSize(1111, 777)}) {
        window_->resize(size);
        for (const BoardTemplate& t : boardTemplates()) {
            QVERIFY(window_->closeBoard()); // from the start page, as a new user does
            QCoreApplication::processEvents();
            QVERIFY(
                window_->openTemplate(QString::fromLatin1(t.key.data(), qsizetype(t.key.size()))));
            QCoreApplication::processEvents();
            const QString where =
                QStringLiteral("%1 at %2x%3")
                    .arg(QString::fromLatin1(t.key.data(), qsizetype(t.key.size())))
                    .arg(size.width())
                    .arg(size.height());
            QVERIFY2(!window_->view()->horizontalScrollBar()->isVisible(), qPrintable(where));
            QVERIFY2(!window_->view()->verticalScrollBar()->isVisible(), qPrintable(where));
        }
    }
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

void TestNewUserDefects::linkGroupOutlinesUseTheirGroupsColour() {
    Board board = squareBoard(Variant::GB64, 6, 4);
    board.setHeader(*board.layout().headerField("grouped"), 1);
    const FieldSpec& link = *board.field("link");
    for (int x = 1; x <= 2; ++x)
        board.setTileRaw(board.indexOf(x, 1), link.write(board.tile(board.indexOf(x, 1)), 2));
    window_->setBoard(board, QString());
    BoardView* view = window_->view();
    view->setZoom(60);
    view->centreOn(2, 1);
    QCoreApplication::processEvents();
    const QImage shot = view->viewport()->grab().toImage();
    // Just inside the top edge of tile (1, 1): the group's outline.
    const QRectF r = view->tileRect(1, 1);
    const QPoint p(qRound(r.center().x()), qRound(r.top() + 1));
    const QColor expected = LayerStyle(link, HeightMode::Value).fill(2);
    QCOMPARE(QColor(shot.pixel(p * shot.devicePixelRatio())).name(), expected.name());
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
            window_->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
        else
            QVERIFY(window_->closeBoard());
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

// The helper's session: a drag begun in the margin (or a hex board's ragged edge) painted nothing.
void TestNewUserDefects::aDragStartedOffTheBoardPaintsOnceItGetsThere() {
    const Board square = squareBoard(Variant::GB64, 12, 10);
    window_->setBoard(square, QString());
    QVERIFY(window_->layersPanel()->selectLayer(QStringLiteral("boundary")));
    window_->paintSettings()->value = 2;
    window_->paintSettings()->notify();
    window_->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    const QPointF margin(view->tileRect(0, 5).left() - 10, view->tileCentre(0, 5).y());
    QVERIFY(!view->tileAt(margin));
    press(vp, margin);
    for (int x = 0; x <= 2; ++x)
        moveHeld(vp, view->tileCentre(x, 5));
    release(vp, view->tileCentre(2, 5));
    const std::set<std::pair<int, int>> row{{0, 5}, {1, 5}, {2, 5}};
    QCOMPARE(changedTiles(square, window_->document()->board(), "boundary"), row);

    Board hex = hexBoard(9, 7);
    window_->setBoard(hex, QString());
    QVERIFY(window_->layersPanel()->selectLayer(QStringLiteral("boundary")));
    window_->paintSettings()->value = 2;
    window_->paintSettings()->notify();
    // In the notch below-left of tile (0, 6): inside the board's outline, on no tile.
    const QRectF corner = view->tileRect(0, 6);
    const QPointF notch(corner.left() + 0.05 * corner.height(),
                        corner.bottom() - 0.02 * corner.height());
    QVERIFY(!view->tileAt(notch));
    press(vp, notch);
    for (int x = 0; x < 9; ++x)
        moveHeld(vp, view->tileCentre(x, 6));
    release(vp, view->tileCentre(8, 6));
    std::set<std::pair<int, int>> bottom;
    for (int x = 0; x < 9; ++x)
        bottom.insert({x, 6});
    QCOMPARE(changedTiles(hex, window_->document()->board(), "boundary"), bottom);
}

// The helper's session: one fast move from tile (0,0) to just past the right edge painted one tile;
// a fast drag painted the grid's row rather than the tiles under the pointer.
void TestNewUserDefects::aFastHexDragPaintsWhereThePointerWent() {
    const Board hex = hexBoard(9, 7);
    window_->setBoard(hex, QString());
    QVERIFY(window_->layersPanel()->selectLayer(QStringLiteral("boundary")));
    window_->paintSettings()->value = 2;
    window_->paintSettings()->notify();
    window_->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    const QPointF start = view->tileCentre(0, 0);
    press(vp, start);
    moveHeld(vp, QPointF(view->tileRect(8, 0).right() + 15, start.y()));
    release(vp, QPointF(view->tileRect(8, 0).right() + 15, start.y()));
    std::set<std::pair<int, int>> top;
    for (int x = 0; x < 9; ++x)
        top.insert({x, 0});
    QCOMPARE(changedTiles(hex, window_->document()->board(), "boundary"), top);

    window_->setBoard(hex, QString());
    QVERIFY(window_->layersPanel()->selectLayer(QStringLiteral("boundary")));
    window_->paintSettings()->value = 2;
    window_->paintSettings()->notify();
    // A fifth of a tile above the centres of row 6's even columns: the pointer crosses row 6 in
    // even columns and row 5 in odd ones (odd columns sit half a tile lower).
    const QRectF first = view->tileRect(0, 6);
    const double y = first.center().y() - 0.2 * first.height();
    press(vp, QPointF(first.center().x(), y));
    moveHeld(vp, QPointF(view->tileRect(8, 6).center().x(), y));
    release(vp, QPointF(view->tileRect(8, 6).center().x(), y));
    std::set<std::pair<int, int>> trail;
    for (int x = 0; x < 9; ++x)
        trail.insert({x, x % 2 ? 5 : 6});
    QCOMPARE(changedTiles(hex, window_->document()->board(), "boundary"), trail);
}

void TestNewUserDefects::ctrlEqualsZoomsIn() {
    window_->setBoard(squareBoard(Variant::GB64, 12, 10), QString());
    QCoreApplication::processEvents();
    BoardView* view = window_->view();
    const double fitted = view->zoom();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Equal, Qt::ControlModifier);
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted * 1.25);
}

// The helper's session: the right dock widened when the inspector first showed a tile, and the
// fitted board shrank with it.
void TestNewUserDefects::theInspectorKeepsItsWidthWhenItFills() {
    window_->resize(1600, 1000);
    QCoreApplication::processEvents();
    window_->setBoard(squareBoard(Variant::GB64, 16, 16), QString());
    QCoreApplication::processEvents();
    const int width = window_->inspector()->width();
    const double zoom = window_->view()->zoom();
    BoardView* view = window_->view();
    QTest::mouseMove(view->viewport(), view->tileCentre(3, 3).toPoint());
    QCOMPARE(window_->inspector()->tile(), 3 * 16 + 3);
    QCoreApplication::processEvents();
    QCOMPARE(window_->inspector()->width(), width);
    QCOMPARE(window_->view()->zoom(), zoom);
}

// The helper's session: in the dark theme the Values palette's radio buttons were dark circles
// without an outline on a dark background, and the "not on board" swatch was the background.
void TestNewUserDefects::darkThemeShowsTheValueChoices() {
    window_->setBoard(squareBoard(Variant::GB64, 6, 6), QString());
    window_->action(QStringLiteral("actionTheme2"))->trigger(); // Dark
    QCoreApplication::processEvents();
    QRadioButton* choice = nullptr;
    for (auto* radio : window_->layersPanel()->findChildren<QRadioButton*>())
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
    window_->action(QStringLiteral("actionTheme0"))->trigger(); // System again
    QVERIFY2(farthest >= 25,
             qPrintable(QStringLiteral("the indicator differs by %1").arg(farthest)));
    // A swatch of the background's own colour still shows: it is framed.
    const QImage swatch = swatchIcon(QColor(0x2b, 0x2d, 0x30)).pixmap(14, 14).toImage();
    QCOMPARE(QColor(swatch.pixel(0, 7)), QColor(0x80, 0x80, 0x80));
}

QTEST_MAIN(TestNewUserDefects)
#include "tst_new_user_defects.moc"
