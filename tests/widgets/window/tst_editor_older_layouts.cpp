// The editor with boards in the older layouts (spec section L): opened only in the layout asked
// for, painted and saved in that layout byte for byte, exported and converted to today's layout
// with the vectors' bytes and loss reports, and remembered with their layout in the recent list
// and in recovery copies.

#include "widgets/export/export_dialog.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/start/start_page.h"
#include "widgets/view/board_view.h"
#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QDir>
#include <QListWidget>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace tst_editor_older_layouts {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// Accepts the next ExportDialog shown by a modal exec().
void acceptNextExportDialog() {
    QTimer::singleShot(0, [] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<ExportDialog*>(w); dialog && dialog->isVisible())
                dialog->accept();
    });
}

const VectorSet& olderSet(int k) {
    return allVectorSets()[k];
}

} // namespace

class TestEditorOlderLayouts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void opensInTheLayoutAskedForAndSavesItBack_data();
    void opensInTheLayoutAskedForAndSavesItBack();
    void paintsTheLayoutsOwnFields();
    void exportAndConvertGiveTheVectorsBytesAndReports();
    void recentListAndRecoveryRememberTheLayout();
    void convertedBoardNeverOverwritesTheOlderFileSilently();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestEditorOlderLayouts::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-older-tests"));
    QSettings().clear();
    QCOMPARE(allVectorSets().size(), 3);
}

void TestEditorOlderLayouts::init() {
    window_ = showEditorWindow(QSize(1000, 700));
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestEditorOlderLayouts::cleanup() {
    discardEditorWindow(window_);
    QSettings().clear();
}

void TestEditorOlderLayouts::opensInTheLayoutAskedForAndSavesItBack_data() {
    QTest::addColumn<int>("set");
    QTest::newRow("2023-09-10") << 1;
    QTest::newRow("draft-2023-09-06") << 2;
}

void TestEditorOlderLayouts::opensInTheLayoutAskedForAndSavesItBack() {
    QFETCH(int, set);
    const Layout& layout = *layoutNamed(olderSet(set).layout());
    QVERIFY(actionOf(window_, QStringLiteral("actionOpenLayout-") + olderSet(set).layout()));
    int opened = 0;
    for (const VectorBoard& b : olderSet(set).boards()) {
        if (b.width * b.length > 400 && opened > 8)
            continue; // the small boards cover every variant and sweep; keep the run short
        QVERIFY2(filesOf(window_)->openFile(b.path(b.file), layout),
                 qPrintable(statusOf(window_)->lastError()));
        const Board& board = tabsOf(window_)->document()->board();
        QCOMPARE(&board.layout(), &layout);
        QVERIFY(
            window_->windowTitle().contains(QStringLiteral("layout ") + olderSet(set).layout()));
        // The layers are the layout's own tile fields.
        QStringList listed = partOf<LayersPanel>(window_)->layerKeys();
        QStringList fields;
        for (const FieldSpec& f : board.fields())
            fields << QString::fromLatin1(f.key.data(), qsizetype(f.key.size()));
        listed.sort();
        fields.sort();
        QCOMPARE(listed, fields);
        const QString copy = dir_.filePath(b.file.section(QLatin1Char('/'), -1));
        tabsOf(window_)->document()->setFilePath(copy);
        QVERIFY(filesOf(window_)->save());
        QCOMPARE(readFileBytes(copy), readFileBytes(b.path(b.file))); // R1 in its own layout
        ++opened;
    }
    QVERIFY(opened >= 12);
}

void TestEditorOlderLayouts::paintsTheLayoutsOwnFields() {
    const VectorBoard* zero = nullptr;
    for (const VectorBoard& b : olderSet(2).boards())
        if (b.variant == 32 && b.name.contains(QLatin1String("zero")))
            zero = &b;
    QVERIFY(zero);
    QVERIFY(filesOf(window_)->openFile(zero->path(zero->file), *layoutNamed(olderSet(2).layout())));
    const Board& board = tabsOf(window_)->document()->board();
    const FieldSpec& teamHomes = *board.field("teamHomeZones"); // draft GB32 only (L2)
    partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("teamHomeZones"));
    paintSettingsOf(window_)->value = 8; // team D: no place in today's layout
    paintSettingsOf(window_)->notify();
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    release(view->viewport(), view->tileCentre(0, 0));
    QCOMPARE(board.get(board.indexOf(0, 0), teamHomes) & 8, std::uint64_t{8});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 1);
    // Exporting it reports team D (L4) and the tile, as any loss.
    ExportDialog dialog(board, Variant::GB32, ExportDialog::Purpose::ExportFile);
    QTableWidget* table = dialog.table();
    bool reported = false;
    for (int row = 0; row < table->rowCount(); ++row)
        reported = reported || (table->item(row, 0)->data(Qt::UserRole).toString() ==
                                    QLatin1String("draft.teamHomeZones") &&
                                table->item(row, 1)->text() == QLatin1String("1"));
    QVERIFY(reported);
    tabsOf(window_)->document()->undoStack()->undo();
    QCOMPARE(board.get(board.indexOf(0, 0), teamHomes), std::uint64_t{0});
}

void TestEditorOlderLayouts::exportAndConvertGiveTheVectorsBytesAndReports() {
    int checked = 0;
    for (int set : {1, 2}) {
        const Layout& layout = *layoutNamed(olderSet(set).layout());
        for (const VectorBoard& b : olderSet(set).boards()) {
            if (b.width * b.length > 300 || checked % 3 != 0) {
                ++checked;
                continue;
            }
            QVERIFY(filesOf(window_)->openFile(b.path(b.file), layout));
            for (const VectorConversion& c : b.conversions) {
                const Variant target = *variantFromDigits(c.to.toStdString());
                ExportDialog dialog(tabsOf(window_)->document()->board(), target,
                                    ExportDialog::Purpose::ExportFile);
                // The table lists the report's lines; "lossless" when there are none.
                QStringList rows;
                for (int row = 0; row < dialog.table()->rowCount(); ++row) {
                    const QString count = dialog.table()->item(row, 1)->text();
                    rows << dialog.table()->item(row, 0)->data(Qt::UserRole).toString() +
                                (count == QLatin1String("header flag lost")
                                     ? QStringLiteral(": lost")
                                     : QStringLiteral(": %1 tiles").arg(count));
                }
                const QString report = QString::fromUtf8(readFileBytes(b.path(c.report))).trimmed();
                QCOMPARE(rows.isEmpty() ? QStringLiteral("lossless") : rows.join(QLatin1Char('\n')),
                         report);
                const QString out = dir_.filePath(b.name + QStringLiteral(".gb") + c.to);
                QVERIFY(partOf<BoardExports>(window_)->exportTo(out, dialog.conversion().board));
                QCOMPARE(readFileBytes(out), readFileBytes(b.path(c.file)));
            }
            // In place, even to its own tile size: the board comes to today's layout.
            const VectorConversion& own =
                *std::find_if(b.conversions.begin(), b.conversions.end(),
                              [&](const VectorConversion& c) { return c.to.toInt() == b.variant; });
            acceptNextExportDialog();
            partOf<BoardMenu>(window_)->convertTo(tabsOf(window_)->document()->board().variant());
            QVERIFY(tabsOf(window_)->document()->board().layout().isDefault());
            QCOMPARE(asBytes(bytesOf(*window_)), readFileBytes(b.path(own.file)));
            QVERIFY(!window_->windowTitle().contains(QStringLiteral("layout")));
            tabsOf(window_)->document()->undoStack()->undo();
            QCOMPARE(&tabsOf(window_)->document()->board().layout(), &layout);
            QCOMPARE(asBytes(bytesOf(*window_)), readFileBytes(b.path(b.file)));
            ++checked;
        }
    }
    QVERIFY(checked > 20);
}

void TestEditorOlderLayouts::recentListAndRecoveryRememberTheLayout() {
    const VectorBoard& b = olderSet(2).boards().front();
    const QString path = dir_.filePath(QStringLiteral("remembered.gb64"));
    QFile::remove(path);
    QVERIFY(QFile::copy(b.path(b.file), path));
    QVERIFY(filesOf(window_)->openFile(path, *layoutNamed(olderSet(2).layout())));
    QVERIFY(filesOf(window_)->closeBoard());
    QListWidget* recent = partOf<StartPage>(window_)->recentList();
    QCOMPARE(recent->count(), 1);
    QVERIFY(recent->item(0)->toolTip().contains(QStringLiteral("layout draft-2023-09-06")));
    emit recent->itemActivated(recent->item(0));
    QVERIFY(tabsOf(window_)->hasBoard());
    QCOMPARE(QString::fromLatin1(tabsOf(window_)->document()->board().layout().name.data()),
             QStringLiteral("draft-2023-09-06"));

    // A recovery copy names its layout and is read back in it.
    RecoveryStore store(dir_.filePath(QStringLiteral("recovery")));
    store.save(1, tabsOf(window_)->document()->board(), path, QStringLiteral("remembered"));
    store.flush();
    const QDir recovery(store.folder());
    const QStringList written = recovery.entryList({QStringLiteral("*.json")});
    QCOMPARE(written.size(), 1);
    QFile meta(recovery.filePath(written.front()));
    QVERIFY(meta.open(QIODevice::ReadOnly));
    QVERIFY(meta.readAll().contains("\"layout\": \"draft-2023-09-06\""));
    const QString copy = dir_.filePath(QStringLiteral("copy.board"));
    QVERIFY(QFile::copy(b.path(b.file), copy));
    QVERIFY(filesOf(window_)->closeBoard());
    QVERIFY(recoveryOf(window_)->restore(
        {QStringLiteral("gone"), copy, path, QStringLiteral("remembered"),
         QDateTime::currentDateTimeUtc(), QStringLiteral("draft-2023-09-06")}));
    QCOMPARE(QString::fromLatin1(tabsOf(window_)->document()->board().layout().name.data()),
             QStringLiteral("draft-2023-09-06"));
    QCOMPARE(asBytes(bytesOf(*window_)), readFileBytes(b.path(b.file)));
}

void TestEditorOlderLayouts::convertedBoardNeverOverwritesTheOlderFileSilently() {
    const VectorBoard& b = olderSet(2).boards().at(3);
    const QString path = dir_.filePath(QStringLiteral("kept-old.gb") + QString::number(b.variant));
    QFile::remove(path);
    QVERIFY(QFile::copy(b.path(b.file), path));
    const QByteArray original = readFileBytes(path);
    QVERIFY(filesOf(window_)->openFile(path, *layoutNamed(olderSet(2).layout())));
    acceptNextExportDialog();
    partOf<BoardMenu>(window_)->convertTo(tabsOf(window_)->document()->board().variant());
    QVERIFY(tabsOf(window_)->document()->board().layout().isDefault());
    // Save asks where (Save As) instead of writing today's layout over the older file.
    QTimer::singleShot(0, [] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<QDialog*>(w); dialog && dialog->isVisible())
                dialog->reject();
    });
    QVERIFY(!filesOf(window_)->save());
    QCOMPARE(readFileBytes(path), original);
    // Revert reads the file in its own (older) layout again.
    actionOf(window_, QStringLiteral("actionRevert"))->trigger();
    QCOMPARE(QString::fromLatin1(tabsOf(window_)->document()->board().layout().name.data()),
             olderSet(2).layout());
    QCOMPARE(asBytes(bytesOf(*window_)), original);
    QVERIFY(window_->windowTitle().contains(QStringLiteral("layout draft-2023-09-06")));
}

GBXX_TEST_MAIN(TestEditorOlderLayouts);

} // namespace tst_editor_older_layouts
#include "tst_editor_older_layouts.moc"
