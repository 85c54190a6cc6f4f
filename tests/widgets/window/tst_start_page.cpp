// The start page and the window without a board: templates open as untitled boards, recent boards
// show thumbnails (a missing one is marked and dropped when chosen), File ▸ Close asks before it
// discards, board actions are disabled while no board is open; Export Image and the shortcut list.

#include "widgets/export/board_export_dialog.h"
#include "widgets/shortcuts/shortcuts_dialog.h"
#include "widgets/library/library_panel.h"
#include "widgets/start/start_page.h"
#include "widgets/view/board_view.h"
#include "gbxx/board_templates.h"
#include "widgets/support/gui_test_support.h"
#include "render/board_picture.h"
#include "support/test_suite.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProxyStyle>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

namespace tst_start_page {

using namespace gbxx;
using namespace gbxx::test;

class TestStartPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void startsWithoutABoardAndBoardActionsOff();
    void aBoardOpenedAtStartLeavesTheStartPageUnbuilt();
    void templateOpensAsAnUntitledBoard();
    void closeAsksBeforeDiscardingAndShowsTheStartPage();
    void recentBoardsHaveThumbnailsAndMissingOnesAreDropped();
    void exportImageDialogChoosesLayersAndScale();
    void exportImageWritesPngAndSvg();
    void shortcutListNamesTheStandardKeys();
    void darkThemeIsAppliedAndRemembered();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestStartPage::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-start-tests"));
    QSettings().clear();
}

void TestStartPage::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestStartPage::cleanup() {
    discardEditorWindow(window_);
    QSettings().clear();
}

void TestStartPage::startsWithoutABoardAndBoardActionsOff() {
    QVERIFY(!tabsOf(window_)->hasBoard());
    QVERIFY(partOf<StartPage>(window_)->isVisible());
    QVERIFY(!window_->view()->isVisible());
    for (const char* name : {"actionSave", "actionSaveAs", "actionClose", "actionExportImage",
                             "actionZoomIn", "actionFit", "actionGrid"})
        QVERIFY2(!actionOf(window_, QLatin1String(name))->isEnabled(), name);
    QVERIFY(actionOf(window_, QStringLiteral("actionNew"))->isEnabled());
    QVERIFY(actionOf(window_, QStringLiteral("actionOpen"))->isEnabled());
    QVERIFY(!window_->findChild<QDockWidget*>(QStringLiteral("layersDock"))->isVisible());
    QCOMPARE(window_->windowTitle(), QStringLiteral("GameBoardXX Editor"));
    // Every template is offered, with its picture.
    QListWidget* templates = partOf<StartPage>(window_)->templateList();
    QCOMPARE(templates->count(), static_cast<int>(boardTemplates().size()));
    for (int k = 0; k < templates->count(); ++k)
        QVERIFY(!templates->item(k)->icon().isNull());
}

// As `gbxx-editor FILE` starts (issue 42, item 24): the window is shown on its start page and the
// board opened before the first frame. The page's pictures, recent boards and library search are
// then not made for a page that was never on screen; they are there as soon as it is shown.
void TestStartPage::aBoardOpenedAtStartLeavesTheStartPageUnbuilt() {
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    tabsOf(window_)->setBoard(findBoardTemplate("go")->build(), QString());
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    QCoreApplication::processEvents();
    auto* page = partOf<StartPage>(window_);
    QVERIFY(!page->isVisible());
    QVERIFY(!window_->findChild<LibraryPanel*>(QStringLiteral("startLibrary")));
    QListWidget* templates = page->templateList();
    QCOMPARE(templates->count(), static_cast<int>(boardTemplates().size()));
    for (int k = 0; k < templates->count(); ++k)
        QVERIFY(templates->item(k)->icon().isNull());
    tabsOf(window_)->activateBoard(-1); // the Start tab
    QVERIFY(page->isVisible());
    for (int k = 0; k < templates->count(); ++k)
        QVERIFY(!templates->item(k)->icon().isNull());
    auto* search = window_->findChild<LibraryPanel*>(QStringLiteral("startLibrary"));
    QVERIFY(search);
    QVERIFY(search->isVisible());
}

void TestStartPage::templateOpensAsAnUntitledBoard() {
    QListWidget* templates = partOf<StartPage>(window_)->templateList();
    QListWidgetItem* go = nullptr;
    for (int k = 0; k < templates->count(); ++k)
        if (templates->item(k)->data(Qt::UserRole).toString() == QLatin1String("go"))
            go = templates->item(k);
    QVERIFY(go);
    emit templates->itemActivated(go);
    QVERIFY(tabsOf(window_)->hasBoard());
    QVERIFY(window_->view()->isVisible());
    QVERIFY(window_->findChild<QDockWidget*>(QStringLiteral("layersDock"))->isVisible());
    QVERIFY(actionOf(window_, QStringLiteral("actionSave"))->isEnabled());
    QCOMPARE(tabsOf(window_)->document()->board(), findBoardTemplate("go")->build());
    QVERIFY(tabsOf(window_)->document()->filePath().isEmpty());
    QVERIFY(!tabsOf(window_)->document()->isModified());
    QVERIFY(!filesOf(window_)->openTemplate(QStringLiteral("no-such-game")));
}

void TestStartPage::closeAsksBeforeDiscardingAndShowsTheStartPage() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB16, 5, 5), QString());
    const FieldSpec& boundary = *tabsOf(window_)->document()->board().field("boundary");
    Board scratch = tabsOf(window_)->document()->board();
    const std::vector<TileIndex> one{3};
    tabsOf(window_)->document()->pushEdit(QStringLiteral("Paint"),
                                          scratch.setField(boundary, 1, one));
    QString question;
    answerNextMessageBox(QMessageBox::Cancel, &question);
    QVERIFY(!filesOf(window_)->closeBoard());
    QVERIFY(question.contains(QStringLiteral("unsaved changes")));
    QVERIFY(tabsOf(window_)->hasBoard());
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(filesOf(window_)->closeBoard());
    QVERIFY(!tabsOf(window_)->hasBoard());
    QVERIFY(partOf<StartPage>(window_)->isVisible());
    QVERIFY(!actionOf(window_, QStringLiteral("actionUndo"))->isEnabled());
    QVERIFY(filesOf(window_)->closeBoard()); // nothing open: nothing to ask
}

void TestStartPage::recentBoardsHaveThumbnailsAndMissingOnesAreDropped() {
    const QString kept = dir_.filePath(QStringLiteral("kept.gb64"));
    const QString gone = dir_.filePath(QStringLiteral("gone.gb64"));
    for (const QString& path : {gone, kept}) {
        tabsOf(window_)->setBoard(findBoardTemplate("star")->build(), QString());
        tabsOf(window_)->document()->setFilePath(path);
        QVERIFY(filesOf(window_)->save());
    }
    QVERIFY(QFile::remove(gone));
    QCOMPARE(tabsOf(window_)->boardCount(), 2); // one tab each
    QVERIFY(filesOf(window_)->closeBoard());
    QVERIFY(tabsOf(window_)->hasBoard()); // the other tab comes forward
    QVERIFY(filesOf(window_)->closeBoard());
    QVERIFY(!tabsOf(window_)->hasBoard());
    QListWidget* recent = partOf<StartPage>(window_)->recentList();
    QCOMPARE(recent->count(), 2);
    QCOMPARE(recent->item(0)->data(Qt::UserRole).toString(), kept); // newest first
    QVERIFY(recent->item(0)->toolTip().contains(QStringLiteral("GB64 · 17×")));
    QVERIFY(recent->item(0)->toolTip().contains(QStringLiteral("hex")));
    QVERIFY(recent->item(1)->toolTip().contains(QStringLiteral("missing")));
    emit recent->itemActivated(recent->item(1));
    QVERIFY(!tabsOf(window_)->hasBoard());
    QVERIFY(statusOf(window_)->lastError().contains(QStringLiteral("gone.gb64")));
    QCOMPARE(recent->count(), 1); // dropped from the list
    emit recent->itemActivated(recent->item(0));
    QVERIFY(tabsOf(window_)->hasBoard());
    QCOMPARE(tabsOf(window_)->document()->filePath(), kept);
}

void TestStartPage::exportImageDialogChoosesLayersAndScale() {
    const Board board = findBoardTemplate("chess")->build();
    BoardExportDialog dialog(BoardExportDialog::Kind::Image, board, board.field("homeZones"));
    QListWidget* layers = dialog.layerList();
    QCOMPARE(layers->count(), static_cast<int>(board.fields().size()));
    QCOMPARE(dialog.pictureOptions().layers,
             std::vector<const FieldSpec*>{board.field("homeZones")});
    dialog.pixelsPerTileBox()->setValue(10);
    QCOMPARE(dialog.summaryLabel()->text(), QStringLiteral("80 × 80 pixels"));
    dialog.legendBox()->setChecked(true);
    const QSize withLegend = BoardPicture(board, dialog.pictureOptions()).size();
    QCOMPARE(dialog.summaryLabel()->text(),
             QStringLiteral("%1 × %2 pixels").arg(withLegend.width()).arg(withLegend.height()));
    for (int k = 0; k < layers->count(); ++k)
        layers->item(k)->setCheckState(Qt::Unchecked);
    QVERIFY(dialog.summaryLabel()->text().contains(QStringLiteral("at least one layer")));
    QPushButton* accept = nullptr;
    for (QAbstractButton* b : dialog.findChild<QDialogButtonBox*>()->buttons())
        if (dialog.findChild<QDialogButtonBox*>()->buttonRole(b) == QDialogButtonBox::AcceptRole)
            accept = qobject_cast<QPushButton*>(b);
    QVERIFY(accept && !accept->isEnabled());
    layers->item(0)->setCheckState(Qt::Checked);
    QVERIFY(accept->isEnabled());
}

void TestStartPage::exportImageWritesPngAndSvg() {
    tabsOf(window_)->setBoard(findBoardTemplate("hex")->build(), QString());
    PictureOptions options;
    options.layers = {tabsOf(window_)->document()->board().field("endZones")};
    options.tileSize = 12;
    const QString png = dir_.filePath(QStringLiteral("hex.png"));
    QVERIFY(partOf<BoardExports>(window_)->exportImageTo(png, options));
    const QSize expected = BoardPicture(tabsOf(window_)->document()->board(), options).size();
    QCOMPARE(QImage(png).size(), expected);
    const QString svg = dir_.filePath(QStringLiteral("hex.svg"));
    QVERIFY(partOf<BoardExports>(window_)->exportImageTo(svg, options));
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox().size(), expected);
    QVERIFY(!tabsOf(window_)->document()->isModified()); // a picture is not an edit
    // An unwritable place: a message, nothing written, nothing changed.
    QVERIFY(!partOf<BoardExports>(window_)->exportImageTo(
        dir_.filePath(QStringLiteral("no/such/folder/x.png")), options));
    QVERIFY(statusOf(window_)->lastError().contains(QStringLiteral("cannot write")));
}

void TestStartPage::shortcutListNamesTheStandardKeys() {
    QList<QMenu*> menus;
    for (QAction* a : window_->menuBar()->actions())
        if (a->menu())
            menus << a->menu();
    ShortcutsDialog dialog(menus);
    QTreeWidget* tree = dialog.tree();
    const auto row = [tree](const QString& action) -> QTreeWidgetItem* {
        const auto found = tree->findItems(action, Qt::MatchExactly | Qt::MatchRecursive, 0);
        return found.isEmpty() ? nullptr : found.first();
    };
    QVERIFY(row(QStringLiteral("Save")));
    QCOMPARE(row(QStringLiteral("Save"))->text(1),
             QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText));
    QCOMPARE(row(QStringLiteral("Close"))->text(1),
             QKeySequence(QKeySequence::Close).toString(QKeySequence::NativeText));
    QVERIFY(row(QStringLiteral("Save As")));
    QVERIFY(!row(QStringLiteral("Save As"))->text(1).isEmpty()); // on every platform
    QVERIFY(row(QStringLiteral("Brush")));
    QCOMPARE(row(QStringLiteral("Brush"))->text(1), QStringLiteral("B"));
    QVERIFY(row(QStringLiteral("Export Image")));
    dialog.filter()->setText(QStringLiteral("brush"));
    QVERIFY(!row(QStringLiteral("Brush"))->isHidden());
    QVERIFY(row(QStringLiteral("Save"))->isHidden());
}

void TestStartPage::darkThemeIsAppliedAndRemembered() {
    const QColor before = QApplication::palette().color(QPalette::Window);
    actionOf(window_, QStringLiteral("actionTheme2"))->trigger(); // Dark
    const QPalette dark = QApplication::palette();
    QVERIFY(dark.color(QPalette::Window).lightness() < 80);
    QVERIFY(dark.color(QPalette::WindowText).lightness() > 200);
    QVERIFY(dark.color(QPalette::Disabled, QPalette::Text) != dark.color(QPalette::Text));
    const auto* themed = qobject_cast<QProxyStyle*>(QApplication::style()); // Fusion, outlined
    QVERIFY(themed);
    QCOMPARE(themed->baseStyle()->name().toLower(), QStringLiteral("fusion"));
    QCOMPARE(QSettings().value(QStringLiteral("appearance/theme")).toString(),
             QStringLiteral("dark"));
    actionOf(window_, QStringLiteral("actionTheme0"))->trigger(); // System
    QCOMPARE(QApplication::palette().color(QPalette::Window), before);
    QCOMPARE(QSettings().value(QStringLiteral("appearance/theme")).toString(),
             QStringLiteral("system"));
}

GBXX_TEST_MAIN(TestStartPage);

} // namespace tst_start_page
#include "tst_start_page.moc"
