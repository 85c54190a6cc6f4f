// The editor's life cycle of a board: modified marker, save prompt, bad files, saving and
// reopening, drag-and-drop, the New dialog and the remembered window layout; a save in the middle
// of a drag keeps the file and the modified marker honest.

#include "widgets/board/new_board_dialog.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/presets/presets_panel.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/board_view.h"
#include "widgets/window/main_window.h"
#include "widgets/files/recovery_store.h"
#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "widgets/support/gui_test_support.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "render/board_picture.h"
#include "render/layer_style.h"
#include "support/small_filesystem.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QMimeData>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

namespace tst_editor_files {

using namespace gbxx;
using namespace gbxx::test;

class TestEditorFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void modifiedMarkerFollowsTheUndoStack();
    void savePromptCanCancelDiscardOrSave();
    void corruptFileShowsAnErrorAndKeepsTheBoard();
    void savedFileReopensByteForByte();
    void activeLayerIsKeptForTheNextBoard();
    void droppedFileOpens();
    void externalChangeOffersReloadAndNeverOverwritesSilently();
    void unreadableInputsAreRefusedWithReasons();
    void failedSaveKeepsThePreviousFileAndTheChanges();
    void everyEditorWriteSaysWhyOnAFullDisk();
    void aNameThatIsNotUtf8OpensAndSaves();
    void newBoardDialogBuildsTheDescribedBoard();
    void dockLayoutPersistsAcrossSessions();
    void saveMidDragKeepsFileAndMarkerHonest();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestEditorFiles::initTestCase() {
    // Suites of one program run side by side under ctest; nine share this organisation, so each
    // must keep its settings under its own name (they once shared gui_tests.conf and raced).
    QCOMPARE(QCoreApplication::applicationName(), QStringLiteral("tst_editor_files"));
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

void TestEditorFiles::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestEditorFiles::cleanup() {
    discardEditorWindow(window_);
}

void TestEditorFiles::modifiedMarkerFollowsTheUndoStack() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB08, 4, 4), QString());
    QVERIFY(!window_->isWindowModified());
    QVERIFY(window_->windowTitle().startsWith(QStringLiteral("Untitled")));
    BoardView* view = window_->view();
    partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("specialFlag"));
    press(view->viewport(), view->tileCentre(1, 1));
    release(view->viewport(), view->tileCentre(1, 1));
    QVERIFY(window_->isWindowModified());
    tabsOf(window_)->document()->undoStack()->undo();
    QVERIFY(!window_->isWindowModified());
}

void TestEditorFiles::savePromptCanCancelDiscardOrSave() {
    const QString path = dir_.filePath(QStringLiteral("prompt.gb08"));
    Board board = squareBoard(Variant::GB08, 4, 4);
    {
        const auto bytes = writeBoard(board);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
    }
    QVERIFY(filesOf(window_)->openFile(path));
    partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("zoneFlag"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    release(view->viewport(), view->tileCentre(0, 0));

    QString asked;
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    QVERIFY(!filesOf(window_)->maybeSave());
    QVERIFY(asked.contains(QStringLiteral("prompt.gb08")));
    QVERIFY(window_->isWindowModified());

    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(filesOf(window_)->maybeSave());
    QVERIFY(window_->isWindowModified()); // discarding happens when the caller goes on

    answerNextMessageBox(QMessageBox::Save);
    QVERIFY(filesOf(window_)->maybeSave());
    QVERIFY(!window_->isWindowModified());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const ReadResult reread = readBoard(asSpan(f.readAll()));
    QVERIFY(reread);
    QCOMPARE(reread.board->get(0, *reread.board->field("zoneFlag")), std::uint64_t{1});

    // Closing with changes asks too, and Cancel keeps the window open.
    press(view->viewport(), view->tileCentre(1, 0));
    release(view->viewport(), view->tileCentre(1, 0));
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!window_->close());
    QVERIFY(window_->isVisible());
}

void TestEditorFiles::corruptFileShowsAnErrorAndKeepsTheBoard() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB32, 7, 3), QString());
    const auto before = bytesOf(*window_);
    const VectorSet vectors;
    for (const CorruptFile& c : vectors.corrupt()) {
        QVERIFY(!filesOf(window_)->openFile(vectors.path(c.file)));
        QVERIFY2(!statusOf(window_)->lastError().isEmpty(), qPrintable(c.file));
        QCOMPARE(bytesOf(*window_), before);
    }
    QVERIFY(!filesOf(window_)->openFile(dir_.path())); // a folder
    QVERIFY(statusOf(window_)->lastError().contains(QStringLiteral("folder")));
    QCOMPARE(tabsOf(window_)->document()->board().width(), 7);
}

void TestEditorFiles::savedFileReopensByteForByte() {
    const VectorSet vectors;
    const VectorBoard& source = vectors.boards().at(6); // a random GB64 board
    QVERIFY(filesOf(window_)->openFile(vectors.path(source.file)));
    partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    release(view->viewport(), view->tileCentre(0, 0));
    const auto edited = bytesOf(*window_);
    const QString path = dir_.filePath(QStringLiteral("saved.gb64"));
    tabsOf(window_)->document()->setFilePath(path);
    QVERIFY(filesOf(window_)->save());
    QVERIFY(filesOf(window_)->openFile(path));
    QCOMPARE(bytesOf(*window_), edited);
    QCOMPARE(asBytes(edited), readFileBytes(path));
}

void TestEditorFiles::activeLayerIsKeptForTheNextBoard() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("link")));
    tabsOf(window_)->setBoard(squareBoard(Variant::GB08, 3, 3), QString());
    QCOMPARE(paintSettingsOf(window_)->field, tabsOf(window_)->document()->board().field("link"));
    tabsOf(window_)->setBoard(squareBoard(Variant::GB16, 3, 3), QString());
    QCOMPARE(paintSettingsOf(window_)->field, tabsOf(window_)->document()->board().field("link"));
}

void TestEditorFiles::droppedFileOpens() {
    const VectorSet vectors;
    const QString path = vectors.path(vectors.boards().at(4).file);
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window_, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window_, &drop);
    QCOMPARE(tabsOf(window_)->document()->filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(asBytes(bytesOf(*window_)), readFileBytes(path));
}

void TestEditorFiles::newBoardDialogBuildsTheDescribedBoard() {
    NewBoardDialog dialog;
    dialog.variantBox()->setCurrentIndex(1); // GB16
    dialog.widthBox()->setValue(12);
    dialog.lengthBox()->setValue(7);
    dialog.findChild<QComboBox*>(QStringLiteral("hex"))->setCurrentIndex(1);
    dialog.findChild<QComboBox*>(QStringLiteral("wrap"))->setCurrentIndex(2);
    dialog.findChild<QComboBox*>(QStringLiteral("occupancy"))->setCurrentIndex(3);
    const Board board = dialog.board();
    QCOMPARE(board.variant(), Variant::GB16);
    QCOMPARE(board.width(), 12);
    QCOMPARE(board.length(), 7);
    QCOMPARE(board.header("hex"), std::uint64_t{1});
    QCOMPARE(board.header("wrap"), std::uint64_t{2});
    QCOMPARE(board.header("occupancy"), std::uint64_t{3});
    QCOMPARE(board.header("reserved"), std::uint64_t{0});
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        QCOMPARE(board.tile(i), board.field("boundary")->write(0, 3)); // in bounds, nothing else
    QCOMPARE(board.footer().text(footerField("editorId")), std::string("GX")); // F5
}

void TestEditorFiles::dockLayoutPersistsAcrossSessions() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB16, 4, 4), QString());
    auto* history = window_->findChild<QDockWidget*>(QStringLiteral("historyDock"));
    QVERIFY(history && history->isVisible());
    history->hide();
    QVERIFY(window_->close());
    {
        MainWindow second;
        second.show();
        QVERIFY(QTest::qWaitForWindowExposed(&second));
        // The start page hides the panels; a board brings back the saved arrangement.
        QVERIFY(!second.findChild<QDockWidget*>(QStringLiteral("layersDock"))->isVisible());
        tabsOf(second)->setBoard(squareBoard(Variant::GB16, 4, 4), QString());
        QVERIFY(!second.findChild<QDockWidget*>(QStringLiteral("historyDock"))->isVisible());
        QVERIFY(second.findChild<QDockWidget*>(QStringLiteral("layersDock"))->isVisible());
    }
    QSettings().clear();
}

void TestEditorFiles::externalChangeOffersReloadAndNeverOverwritesSilently() {
    const VectorSet vectors;
    const QString path = dir_.filePath(QStringLiteral("watched.gb16"));
    QFile::remove(path);
    QVERIFY(QFile::copy(vectors.path(vectors.boards().at(23).file), path)); // a GB16 board
    QVERIFY(filesOf(window_)->openFile(path));
    const QByteArray other = readFileBytes(vectors.path(vectors.boards().at(24).file));

    // Another program rewrites the file: the editor asks; "Yes" reloads it.
    QString asked;
    answerMessageBoxWhenShown(QMessageBox::Yes, &asked);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(other);
    }
    QTRY_VERIFY_WITH_TIMEOUT(asBytes(bytesOf(*window_)) == other, 5000);
    QVERIFY(asked.contains(QStringLiteral("changed on disk")));

    // Edit, then it changes again: keep our version ("No")…
    partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0), Qt::RightButton);
    release(view->viewport(), view->tileCentre(0, 0), Qt::RightButton);
    const QByteArray third = readFileBytes(vectors.path(vectors.boards().at(22).file));
    asked.clear();
    answerMessageBoxWhenShown(QMessageBox::No, &asked);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(third);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 5000);
    QVERIFY(asked.contains(QStringLiteral("lose your unsaved changes")));
    QVERIFY(window_->isWindowModified());
    // …and Save asks before replacing the changed file: Cancel leaves it as the other program wrote
    // it.
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!filesOf(window_)->save());
    QCOMPARE(readFileBytes(path), third);
    answerNextMessageBox(QMessageBox::Save);
    QVERIFY(filesOf(window_)->save());
    QCOMPARE(readFileBytes(path), asBytes(bytesOf(*window_)));
}

void TestEditorFiles::unreadableInputsAreRefusedWithReasons() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB16, 5, 4), QString());
    const auto before = bytesOf(*window_);
    const auto refused = [&](const QString& path, const QString& mentions) {
        QVERIFY2(!filesOf(window_)->openFile(path), qPrintable(path));
        QVERIFY2(statusOf(window_)->lastError().contains(mentions),
                 qPrintable(statusOf(window_)->lastError()));
        QCOMPARE(bytesOf(*window_), before);
    };
    refused(dir_.path(), QStringLiteral("folder"));
    const QString empty = dir_.filePath(QStringLiteral("empty.gb64"));
    QFile(empty).open(QIODevice::WriteOnly);
    refused(empty, QStringLiteral("0 bytes"));
    // A 2 GB file (sparse): refused from its first bytes, never read whole.
    const QString huge = dir_.filePath(QStringLiteral("huge.gb64"));
    {
        QFile f(huge);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("GB64\x10\x10\0\0", 8));
        QVERIFY(f.resize(qint64{2} << 30));
    }
    refused(huge, QStringLiteral("2,147,483,648 bytes"));
    QFile::remove(huge);
    // Chosen, then gone before it is read.
    refused(dir_.filePath(QStringLiteral("vanished.gb08")), QStringLiteral("no such file"));
    // No permission to read (root reads anything, so this part needs an ordinary user).
    const QString locked = dir_.filePath(QStringLiteral("locked.gb08"));
    QVERIFY(QFile::copy(VectorSet().path(VectorSet().boards().at(29).file), locked));
    QFile::setPermissions(locked, QFileDevice::WriteOwner);
    if (!QFileInfo(locked).isReadable())
        refused(locked, QStringLiteral("cannot open"));
    // A dangling link.
    const QString link = dir_.filePath(QStringLiteral("link.gb08"));
    QFile::link(dir_.filePath(QStringLiteral("nowhere.gb08")), link);
    refused(link, QStringLiteral("no such file"));
}

void TestEditorFiles::failedSaveKeepsThePreviousFileAndTheChanges() {
    // A folder that is gone.
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 8, 8), QString());
    partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(2, 2), Qt::RightButton);
    release(view->viewport(), view->tileCentre(2, 2), Qt::RightButton);
    tabsOf(window_)->document()->setFilePath(dir_.filePath(QStringLiteral("gone/board.gb64")));
    QVERIFY(!filesOf(window_)->save());
    QVERIFY(statusOf(window_)->lastError().contains(QStringLiteral("cannot write")));
    QVERIFY(window_->isWindowModified());

    // A full disk: a 64 KB filesystem with the previous version of the board on it.
    const SmallFilesystem mount;
    if (!mount.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QString path = mount.filePath(QStringLiteral("board.gb64"));
    const QByteArray previous = asBytes(writeBoard(squareBoard(Variant::GB64, 8, 8)));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(previous), previous.size());
    }
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 255, 255),
                              QString()); // 520 KB: cannot fit
    tabsOf(window_)->document()->setFilePath(path);
    press(view->viewport(), view->tileCentre(2, 2), Qt::RightButton);
    release(view->viewport(), view->tileCentre(2, 2), Qt::RightButton);
    answerMessageBoxWhenShown(QMessageBox::Save); // "replace the file you did not open here?"
    QVERIFY(!filesOf(window_)->save());
    QVERIFY2(statusOf(window_)->lastError().contains(QStringLiteral("No space left")) ||
                 statusOf(window_)->lastError().contains(QStringLiteral("cannot write")),
             qPrintable(statusOf(window_)->lastError()));
    QVERIFY(window_->isWindowModified());
    QCOMPARE(readFileBytes(path), previous); // the previous file is intact
    QCOMPARE(QDir(mount.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"board.gb64"});
}

// Save, Export As, Export Image, a presets file and a recovery copy onto a full disk: each fails
// with the system's reason in words, leaves what was there byte for byte and no temporary file, and
// the board stays modified.
void TestEditorFiles::everyEditorWriteSaysWhyOnAFullDisk() {
    SmallFilesystem disk;
    if (!disk.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QString path = disk.filePath(QStringLiteral("board.gb64"));
    const Board original = squareBoard(Variant::GB64, 8, 8);
    const QByteArray previous = asBytes(writeBoard(original));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(previous), previous.size());
    }
    RecoveryStore recovery(disk.filePath(QStringLiteral("recovery")));
    recovery.save(1, original, path, QStringLiteral("board.gb64"));
    recovery.flush();
    const QDir copies(recovery.folder());
    const QStringList kinds{QStringLiteral("*.board"), QStringLiteral("*.json"),
                            QStringLiteral(".*")};
    const QStringList before = copies.entryList(kinds, QDir::Files | QDir::Hidden);
    QCOMPARE(before.size(), 2); // the copy and its description
    QVERIFY(filesOf(window_)->openFile(path));
    partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(2, 2), Qt::RightButton);
    release(view->viewport(), view->tileCentre(2, 2), Qt::RightButton);
    QVERIFY(disk.leaveFree(0));
    const auto saysWhy = [&](const char* what) {
        QVERIFY2(statusOf(window_)->lastError().contains(QStringLiteral("No space left on device")),
                 qPrintable(QStringLiteral("%1: %2").arg(what, statusOf(window_)->lastError())));
    };

    QVERIFY(!filesOf(window_)->save());
    saysWhy("save");
    QVERIFY(window_->isWindowModified());
    QCOMPARE(readFileBytes(path), previous);
    QVERIFY(!partOf<BoardExports>(window_)->exportTo(
        disk.filePath(QStringLiteral("board.gb08")),
        convertBoard(tabsOf(window_)->document()->board(), Variant::GB08).board));
    saysWhy("export");
    PictureOptions picture;
    picture.tileSize = 8;
    QVERIFY(!partOf<BoardExports>(window_)->exportImageTo(
        disk.filePath(QStringLiteral("board.png")), picture));
    saysWhy("export image");
    QVERIFY(!partOf<BoardExports>(window_)->exportImageTo(
        disk.filePath(QStringLiteral("board.svg")), picture));
    saysWhy("export SVG");
    partOf<PresetsPanel>(window_)->addPreset(QStringLiteral("Wall"), 1);
    const auto presets =
        partOf<PresetsPanel>(window_)->exportFile(disk.filePath(QStringLiteral("p.json")));
    QVERIFY(presets && presets->contains(QStringLiteral("No space left on device")));
    recovery.save(1, tabsOf(window_)->document()->board(), path, QStringLiteral("board.gb64"));
    recovery.flush();
    QCOMPARE(copies.entryList(kinds, QDir::Files | QDir::Hidden), before); // nothing half-written
    QCOMPARE(readFileBytes(copies.filePath(copies.entryList({QStringLiteral("*.board")}).first())),
             previous);
    QCOMPARE(QDir(disk.path()).entryList(QDir::Files | QDir::Hidden),
             (QStringList{QStringLiteral("board.gb64"), QStringLiteral("filler")}));
    QVERIFY(window_->isWindowModified());
    tabsOf(window_)->document()->markSaved();
}

void TestEditorFiles::aNameThatIsNotUtf8OpensAndSaves() {
    const QByteArray raw = bytesOfName(dir_.path()) + "/plan\xe9\xff.gb16"; // Latin-1 é, then FF
    const Board board = squareBoard(Variant::GB16, 5, 4);
    QVERIFY(!saveBoard(nameFromBytes(raw), board));
    QVERIFY(filesOf(window_)->openFile(
        nameFromBytes(raw))); // as gbxx-editor gets it from its arguments
    QVERIFY2(window_->windowTitle().startsWith(QStringLiteral("plan\\xe9\\xff.gb16")),
             qPrintable(window_->windowTitle()));
    BoardView* view = window_->view();
    partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary"));
    press(view->viewport(), view->tileCentre(1, 1), Qt::RightButton);
    release(view->viewport(), view->tileCentre(1, 1), Qt::RightButton);
    QVERIFY(filesOf(window_)->save());
    QCOMPARE(readFileBytes(nameFromBytes(raw), 1 << 20).value_or(QByteArray()),
             asBytes(writeBoard(tabsOf(window_)->document()->board())));
    QVERIFY(!window_->isWindowModified());
}

// Found by a new user (issue 13): Ctrl+S while the brush is held wrote half a stroke; undoing then
// showed the board as unmodified although it differed from the file, and Close discarded it without
// asking.
void TestEditorFiles::saveMidDragKeepsFileAndMarkerHonest() {
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

GBXX_TEST_MAIN(TestEditorFiles);

} // namespace tst_editor_files
#include "tst_editor_files.moc"
