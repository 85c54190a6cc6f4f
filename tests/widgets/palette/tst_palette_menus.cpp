// The command palette against the menus (issue 42, item 5): every entry of every menu and submenu
// is found, those a menu makes as it opens too (File ▸ Comparison ▸ Take Other Board's Field ▸
// FIELD); the undo stack's texts are not actions; "Show FIELD" says when the field is shown
// already; a layer is made active by name; a disabled entry gives its own reason, never "not
// available now"; the older layouts' entries read as sentences; the bundled scripts' names are in
// the present language.

#include "support/test_suite.h"
#include "text/core_texts.h"
#include "text/translations.h"
#include "widgets/compare/board_comparison.h"
#include "widgets/compare/compare_dialog.h"
#include "widgets/common/mnemonic.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/palette/command_palette.h"
#include "widgets/support/gui_test_support.h"

#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

namespace tst_palette_menus {

using namespace gbxx;
using namespace gbxx::test;

namespace {

void useLanguage(const QString& language) {
    for (auto* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installTranslations(*QCoreApplication::instance(), language);
}

QStringList keysOf(const QList<PaletteEntry>& entries) {
    QStringList keys;
    for (const PaletteEntry& e : entries)
        keys << e.key;
    return keys;
}

} // namespace

class TestPaletteMenus : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aSubmenuMadeAsItOpensIsFound();
    void everyMenuEntryIsFound();
    void theUndoStacksTextsAreNotActions();
    void showAFieldShownSaysSo();
    void aLayerIsMadeActiveByName();
    void aDisabledEntryGivesItsOwnReason();
    void olderLayoutEntriesReadAsSentences();
    void bundledScriptNamesAreTranslated();

private:
    void start();
    void openPalette();
    void type(const QString& query);
    PaletteEntry first() const;
    // Every entry the palette offers now, nothing typed.
    QList<PaletteEntry> everything();
    // Opens mine.gb64 and compares it with a copy whose height and boundary differ at (8, 4).
    void startComparing();

    MainWindow* window_ = nullptr;
    CommandPalette* palette_ = nullptr;
    QTemporaryDir dir_;
};

void TestPaletteMenus::init() {
    QSettings().clear();
}

void TestPaletteMenus::cleanup() {
    if (window_) {
        for (int i = 0; i < tabsOf(window_)->boardCount(); ++i)
            tabsOf(window_)->boardDocument(i)->markSaved();
        discardEditorWindow(window_);
    }
    window_ = nullptr;
    useLanguage(QStringLiteral("en"));
    QSettings().clear();
}

void TestPaletteMenus::start() {
    window_ = showEditorWindow();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
    palette_ = window_->findChild<CommandPalette*>();
    QVERIFY(palette_);
}

void TestPaletteMenus::openPalette() {
    partOf<ActionRegistry>(window_)->action(QStringLiteral("help.search-actions"))->trigger();
    QVERIFY(palette_->isVisible());
}

void TestPaletteMenus::type(const QString& query) {
    palette_->field()->clear();
    QTest::keyClicks(palette_->field(), query);
}

PaletteEntry TestPaletteMenus::first() const {
    const QList<PaletteEntry> listed = palette_->listed();
    return listed.isEmpty() ? PaletteEntry{} : listed.front();
}

QList<PaletteEntry> TestPaletteMenus::everything() {
    openPalette();
    const QList<PaletteEntry> all = palette_->listed();
    QTest::keyClick(palette_->field(), Qt::Key_Escape);
    return all;
}

void TestPaletteMenus::startComparing() {
    Board mine = squareBoard(Variant::GB64, 10, 6);
    Board other = mine;
    const TileIndex tile = mine.indexOf(8, 4);
    const FieldSpec& height = *mine.field("height");
    const FieldSpec& boundary = *mine.field("boundary");
    other.setTileRaw(tile, boundary.write(height.write(other.tile(tile), 7), 1));
    const auto write = [this](const QString& name, const Board& board) {
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(boardBytes(board)) < 0)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    };
    QVERIFY(filesOf(window_)->openFile(write(QStringLiteral("mine.gb64"), mine)));
    const QString otherPath = write(QStringLiteral("other.gb64"), other);
    actionOf(window_, QStringLiteral("actionCompareWith"))->trigger();
    QPointer<CompareDialog> dialog;
    for (CompareDialog* d : window_->findChildren<CompareDialog*>())
        if (d->isVisible())
            dialog = d;
    QVERIFY(dialog);
    dialog->pathEdit()->setText(otherPath);
    dialog->compareButton()->click();
    QTRY_VERIFY(!dialog || !dialog->isVisible());
    QVERIFY(BoardComparison::of(tabsOf(window_)->document()));
}

// The reproduction: "take", "field boundary" and "board's field" found nothing of File ▸
// Comparison ▸ Take Other Board's Field ▸ FIELD.
void TestPaletteMenus::aSubmenuMadeAsItOpensIsFound() {
    start();
    startComparing();
    BoardDocument* document = tabsOf(window_)->document();
    const QString boundaryKey = QStringLiteral("menu.actionTakeField_boundary");
    const QString heightKey = QStringLiteral("menu.actionTakeField_height");
    openPalette();
    type(QStringLiteral("take"));
    QStringList keys = keysOf(palette_->listed());
    QVERIFY2(keys.contains(boundaryKey) && keys.contains(heightKey), qPrintable(keys.join(' ')));
    type(QStringLiteral("board's field"));
    keys = keysOf(palette_->listed());
    QVERIFY2(keys.contains(boundaryKey) && keys.contains(heightKey), qPrintable(keys.join(' ')));
    type(QStringLiteral("field boundary"));
    QCOMPARE(first().key, boundaryKey);
    QCOMPARE(first().path, QStringLiteral("File ▸ Comparison ▸ Take Other Board's Field"));
    QVERIFY(first().whyNot.isEmpty());
    const int steps = document->undoStack()->count();
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QVERIFY(!palette_->isVisible());
    QCOMPARE(document->undoStack()->count(), steps + 1);
    const Board& board = document->board();
    QCOMPARE(board.get(board.indexOf(8, 4), *board.field("boundary")), std::uint64_t{1});
    QCOMPARE(board.get(board.indexOf(8, 4), *board.field("height")), std::uint64_t{0});
}

// Each entry of each menu of the menu bar, however deep, is an entry of the palette.
void TestPaletteMenus::everyMenuEntryIsFound() {
    start();
    startComparing(); // File ▸ Comparison ▸ Take Other Board's Field has entries
    for (QMenu* menu : window_->findChildren<QMenu*>())
        emit menu->aboutToShow(); // the entries a menu makes as it opens
    const QList<PaletteEntry> all = everything();
    QStringList texts;
    for (const PaletteEntry& e : all)
        texts << e.text;
    QList<QMenu*> menus;
    for (QAction* top : window_->menuBar()->actions())
        if (top->menu())
            menus << top->menu();
    int entries = 0;
    for (int m = 0; m < menus.size(); ++m)
        for (QAction* a : menus.at(m)->actions()) {
            if (a->menu()) {
                menus << a->menu();
                continue;
            }
            if (a->isSeparator() || !a->isVisible() || a->text().isEmpty())
                continue;
            ++entries;
            const QString shown = withoutMnemonic(a->text());
            bool found = false;
            for (const PaletteEntry& e : all)
                found = found || e.text == shown || e.text.contains(shown) ||
                        (shown.startsWith(e.text) && e.key.startsWith(QLatin1String("edit.")));
            QVERIFY2(found, qPrintable(menus.at(m)->title() + QStringLiteral(" ▸ ") + shown));
        }
    QVERIFY(entries > 100);
}

// "Redo Take … on Tile (8, 4)" was listed as an action: Undo and Redo are listed by their names.
void TestPaletteMenus::theUndoStacksTextsAreNotActions() {
    start();
    startComparing();
    actionOf(window_, QStringLiteral("actionTakeOtherValues"))->trigger(); // none pointed at
    BoardDocument* document = tabsOf(window_)->document();
    openPalette();
    type(QStringLiteral("field boundary"));
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QCOMPARE(document->undoStack()->count(), 1);
    document->undo();
    QVERIFY(document->undoStack()->canRedo());
    QVERIFY(partOf<ActionRegistry>(window_)
                ->action(QStringLiteral("edit.redo"))
                ->text()
                .contains(QStringLiteral("Take Other Board's Boundary on")));
    for (const PaletteEntry& e : everything()) {
        QVERIFY2(!e.text.contains(QStringLiteral("Take Other Board's Boundary on")),
                 qPrintable(e.key + QStringLiteral(": ") + e.text));
        QVERIFY2(!e.english.contains(QStringLiteral("Take Other Board's Boundary on")),
                 qPrintable(e.key + QStringLiteral(": ") + e.english));
    }
    openPalette();
    type(QStringLiteral("redo"));
    QCOMPARE(first().key, QStringLiteral("edit.redo"));
    QCOMPARE(first().text, QStringLiteral("Redo"));
    QVERIFY(first().whyNot.isEmpty());
}

void TestPaletteMenus::showAFieldShownSaysSo() {
    start();
    filesOf(window_)->openSample();
    BoardDocument* document = tabsOf(window_)->document();
    const FieldSpec& height = *document->field("height");
    LayerVisibility* visibility = visibilityOf(window_);
    QVERIFY(visibility->display(document->board().variant(), height).visible);
    openPalette();
    type(QStringLiteral("show height"));
    QCOMPARE(first().key, QStringLiteral("layer.show.height"));
    QCOMPARE(first().whyNot, QStringLiteral("shown already"));
    type(QStringLiteral("hide height"));
    QCOMPARE(first().key, QStringLiteral("layer.hide.height"));
    QVERIFY(first().whyNot.isEmpty());
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QVERIFY(!visibility->display(document->board().variant(), height).visible);
    openPalette();
    type(QStringLiteral("hide height"));
    QCOMPARE(first().whyNot, QStringLiteral("hidden already"));
    type(QStringLiteral("show height"));
    QVERIFY(first().whyNot.isEmpty());
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QVERIFY(visibility->display(document->board().variant(), height).visible);
}

void TestPaletteMenus::aLayerIsMadeActiveByName() {
    start();
    filesOf(window_)->openSample();
    LayersPanel* layers = partOf<LayersPanel>(window_);
    QVERIFY(layers->activeLayer() != QStringLiteral("height"));
    openPalette();
    type(QStringLiteral("active height"));
    QCOMPARE(first().key, QStringLiteral("layer.activate.height"));
    QCOMPARE(first().text, QStringLiteral("Make Height the Active Layer"));
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QCOMPARE(layers->activeLayer(), QStringLiteral("height"));
    openPalette();
    type(QStringLiteral("active height"));
    QCOMPARE(first().whyNot, QStringLiteral("the active layer already"));
    // Its name alone finds it among Show, Hide and Solo.
    type(QStringLiteral("height"));
    QVERIFY(keysOf(palette_->listed()).contains(QStringLiteral("layer.activate.height")));
}

// "not available now" said nothing: with no board, a board, a selection and in compare mode,
// every disabled entry says why.
void TestPaletteMenus::aDisabledEntryGivesItsOwnReason() {
    start();
    const auto check = [this](const char* state) {
        for (const PaletteEntry& e : everything())
            QVERIFY2(e.whyNot != QStringLiteral("not available now"),
                     qPrintable(QStringLiteral("%1: %2 (%3)").arg(QLatin1String(state), e.key,
                                                                   e.text)));
    };
    check("no board");
    filesOf(window_)->openSample();
    check("a board");
    partOf<ActionRegistry>(window_)->action(QStringLiteral("select.all"))->trigger();
    check("a selection");
    startComparing();
    check("comparing");
    // The rules' entries say what they need.
    openPalette();
    type(QStringLiteral("rules"));
    bool rulesFile = false;
    for (const PaletteEntry& e : palette_->listed())
        rulesFile = rulesFile || e.whyNot == QStringLiteral("needs a rules file");
    QVERIFY(rulesFile);
}

void TestPaletteMenus::olderLayoutEntriesReadAsSentences() {
    start();
    int older = 0;
    for (const PaletteEntry& e : everything()) {
        if (!e.key.startsWith(QLatin1String("file.open-layout.")))
            continue;
        ++older;
        QVERIFY2(e.text.startsWith(QStringLiteral("Open a Board in the Older Layout ")),
                 qPrintable(e.text));
    }
    QVERIFY(older >= 2);
    openPalette();
    type(QStringLiteral("older layout 2023"));
    QVERIFY2(first().key.startsWith(QLatin1String("file.open-layout.")), qPrintable(first().key));
}

void TestPaletteMenus::bundledScriptNamesAreTranslated() {
    useLanguage(QStringLiteral("de"));
    start();
    int scripts = 0;
    for (const PaletteEntry& e : everything()) {
        if (!e.key.startsWith(QLatin1String("scripts.run.")))
            continue;
        ++scripts;
        QVERIFY2(!e.english.isEmpty() && e.english != e.text,
                 qPrintable(e.text + QStringLiteral(" / ") + e.english));
    }
    QVERIFY(scripts >= 5);
    openPalette();
    type(QStringLiteral("symmetry check")); // found by its English name too
    QCOMPARE(first().key, QStringLiteral("scripts.run.symmetry-check"));
}

GBXX_TEST_MAIN(TestPaletteMenus);

} // namespace tst_palette_menus
#include "tst_palette_menus.moc"
