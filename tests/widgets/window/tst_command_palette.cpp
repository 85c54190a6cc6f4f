// The command palette (issue 33, item 1): Ctrl+Shift+P or Help ▸ Search Actions opens a box over
// the window that finds, as the user types, the registry's actions in the present language and
// in English, "Show/Hide/Solo FIELD" for the board's fields and the Preferences pages; it ranks an
// exact word first and what was used lately up among equals; a disabled entry is greyed with why
// and does not run; Esc gives the focus back to the board.

#include "widgets/settings/preferences_dialog.h"
#include "widgets/palette/command_palette.h"
#include "widgets/palette/palette_row_delegate.h"
#include "widgets/settings/app_settings.h"
#include "widgets/support/gui_test_support.h"
#include "text/core_texts.h"
#include "text/qt_text.h"
#include "text/translations.h"
#include "support/test_suite.h"

#include <QLineEdit>
#include <QListView>
#include <QSettings>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>

namespace tst_command_palette {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// The programs' translations for `language` alone, as the editor started in it has them.
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

class TestCommandPalette : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void ctrlShiftPOpensItAndExportPdfMovedToCtrlAltP();
    void typingFindsAndRunsAnAction();
    void inGermanFindsByTheGermanAndTheEnglishText();
    void anExactWordRanksFirst();
    void aDisabledActionIsGreyedWithWhyAndDoesNotRun();
    void withoutABoardTheReasonIsTheBoard();
    void showHideAndSoloAField();
    void aPreferencesPageOpens();
    void escGivesTheFocusBackToTheBoard();
    void recentlyUsedRanksUpAmongEquals();
    void theFieldAndTheListHaveAccessibleNames();

private:
    void start();
    CommandPalette* open();
    // Types `query` into the open palette afresh.
    void type(const QString& query);
    PaletteEntry first() const;

    MainWindow* window_ = nullptr;
    CommandPalette* palette_ = nullptr;
};

void TestCommandPalette::init() {
    QSettings().clear();
}

void TestCommandPalette::start() {
    window_ = showEditorWindow();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
    palette_ = window_->findChild<CommandPalette*>();
    QVERIFY(palette_);
}

void TestCommandPalette::cleanup() {
    if (window_)
        discardEditorWindow(window_);
    useLanguage(QStringLiteral("en"));
    QSettings().clear();
}

CommandPalette* TestCommandPalette::open() {
    partOf<ActionRegistry>(window_)->action(QStringLiteral("help.search-actions"))->trigger();
    return palette_;
}

void TestCommandPalette::type(const QString& query) {
    palette_->field()->clear();
    // Qt Test types ASCII only; "Rückgängig" is set as an input method would.
    bool ascii = true;
    for (const QChar c : query)
        ascii = ascii && c.unicode() < 128;
    if (ascii)
        QTest::keyClicks(palette_->field(), query);
    else
        palette_->field()->setText(query);
}

PaletteEntry TestCommandPalette::first() const {
    const QList<PaletteEntry> listed = palette_->listed();
    return listed.isEmpty() ? PaletteEntry{} : listed.front();
}

void TestCommandPalette::ctrlShiftPOpensItAndExportPdfMovedToCtrlAltP() {
    start();
    const ActionRegistry* registry = partOf<ActionRegistry>(window_);
    QCOMPARE(registry->action(QStringLiteral("help.search-actions"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    QCOMPARE(registry->action(QStringLiteral("file.export-pdf"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P));
    QCOMPARE(registry->menuPath(QStringLiteral("help.search-actions")), QStringLiteral("Help"));
    QVERIFY(!palette_->isVisible());
    QTest::keyClick(window_, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(palette_->isVisible());
    QVERIFY(palette_->field()->hasFocus());
    // Over the top middle of the window.
    QVERIFY(palette_->y() < 40);
    QVERIFY(qAbs(palette_->geometry().center().x() - window_->width() / 2) < 4);
    // With nothing typed, everything, in the menus' order.
    QVERIFY(palette_->listed().size() > 100);
}

void TestCommandPalette::typingFindsAndRunsAnAction() {
    start();
    filesOf(window_)->openSample();
    BoardDocument* document = tabsOf(window_)->document();
    QVERIFY(document->selection().empty());
    open();
    type(QStringLiteral("select all"));
    QCOMPARE(first().key, QStringLiteral("select.all"));
    QCOMPARE(first().path, QStringLiteral("Select"));
    QCOMPARE(first().shortcut,
             QKeySequence(QKeySequence::SelectAll).toString(QKeySequence::NativeText));
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QVERIFY(!palette_->isVisible());
    QCOMPARE(document->selection().count(), document->board().tileCount());
    // The id's words find it too.
    open();
    type(QStringLiteral("file export pdf"));
    QCOMPARE(first().key, QStringLiteral("file.export-pdf"));
    // But the row's own words come before an id's or a menu's: "exp" is in "file.export-as.gb08"
    // and in "File ▸ Export As", yet the entries that say "Export" come first.
    type(QStringLiteral("exp"));
    for (const PaletteEntry& e : palette_->listed().mid(0, 3))
        QVERIFY2(e.text.startsWith(QStringLiteral("Export")), qPrintable(e.text));
    const QStringList keys = keysOf(palette_->listed());
    QVERIFY(keys.indexOf(QStringLiteral("file.export-as.gb08")) >
            keys.indexOf(QStringLiteral("file.export-pdf")));
}

void TestCommandPalette::inGermanFindsByTheGermanAndTheEnglishText() {
    useLanguage(QStringLiteral("de"));
    start();
    filesOf(window_)->openSample();
    BoardDocument* document = tabsOf(window_)->document();
    open();
    type(QStringLiteral("Rückgängig"));
    QCOMPARE(first().key, QStringLiteral("edit.undo"));
    QCOMPARE(first().text, QStringLiteral("Rückgängig"));
    type(QStringLiteral("undo"));
    QCOMPARE(first().key, QStringLiteral("edit.undo"));
    // Its English text is known to the palette.
    QCOMPARE(first().english, QStringLiteral("Undo"));
    type(QStringLiteral("preferences"));
    QCOMPARE(first().key, QStringLiteral("edit.preferences"));
    type(QStringLiteral("invert"));
    QCOMPARE(first().key, QStringLiteral("select.invert"));
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QCOMPARE(document->selection().count(), document->board().tileCount());
}

void TestCommandPalette::anExactWordRanksFirst() {
    start();
    filesOf(window_)->openSample();
    open();
    type(QStringLiteral("fill"));
    const QStringList keys = keysOf(palette_->listed());
    QVERIFY(keys.size() > 1); // longer texts hold "fill" too
    QCOMPARE(keys.front(), QStringLiteral("tool.fill"));
    // The matched letters are emphasised.
    const QModelIndex top = palette_->list()->model()->index(0, 0);
    QCOMPARE(top.data().toString(), QStringLiteral("Fill"));
    QCOMPARE(top.data(PaletteRowDelegate::EmphasisRole).toList().size(), 4);
    QCOMPARE(palette_->list()->currentIndex().row(), 0);
    QTest::keyClick(palette_->field(), Qt::Key_Down);
    QCOMPARE(palette_->list()->currentIndex().row(), 1);
    QTest::keyClick(palette_->field(), Qt::Key_PageUp);
    QCOMPARE(palette_->list()->currentIndex().row(), 0);
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QCOMPARE(partOf<ToolBox>(window_)->current()->id(), QStringLiteral("fill"));
}

void TestCommandPalette::aDisabledActionIsGreyedWithWhyAndDoesNotRun() {
    start();
    filesOf(window_)->openSample();
    BoardDocument* document = tabsOf(window_)->document();
    const auto bytes = bytesOf(*window_);
    open();
    type(QStringLiteral("delete"));
    QCOMPARE(first().key, QStringLiteral("edit.delete"));
    QCOMPARE(first().whyNot, QStringLiteral("needs a selection"));
    const QModelIndex top = palette_->list()->model()->index(0, 0);
    QCOMPARE(top.data(PaletteRowDelegate::WhyNotRole).toString(),
             QStringLiteral("needs a selection"));
    QVERIFY(
        top.data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("needs a selection")));
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QVERIFY(palette_->isVisible()); // stays open, saying why
    QVERIFY(palette_->message().contains(QStringLiteral("needs a selection")));
    QVERIFY(bytesOf(*window_) == bytes);
    type(QStringLiteral("undo"));
    QCOMPARE(first().key, QStringLiteral("edit.undo"));
    QCOMPARE(first().whyNot, QStringLiteral("nothing to undo"));
    type(QStringLiteral("paste"));
    QCOMPARE(first().key, QStringLiteral("edit.paste"));
    QVERIFY(!first().whyNot.isEmpty());
    // Once there is a selection the same entry runs.
    QTest::keyClick(palette_->field(), Qt::Key_Escape);
    partOf<ActionRegistry>(window_)->action(QStringLiteral("select.all"))->trigger();
    open();
    type(QStringLiteral("delete"));
    QCOMPARE(first().key, QStringLiteral("edit.delete"));
    QVERIFY(first().whyNot.isEmpty());
    QVERIFY(document->undoStack()->count() == 0);
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QCOMPARE(document->undoStack()->count(), 1);
}

void TestCommandPalette::withoutABoardTheReasonIsTheBoard() {
    start();
    open();
    type(QStringLiteral("copy"));
    QCOMPARE(first().key, QStringLiteral("edit.copy"));
    QCOMPARE(first().whyNot, QStringLiteral("needs an open board"));
    type(QStringLiteral("export image"));
    QCOMPARE(first().key, QStringLiteral("file.export-image"));
    QCOMPARE(first().whyNot, QStringLiteral("needs an open board"));
    // An action of a disabled menu is unavailable too.
    type(QStringLiteral("export as gb16"));
    QCOMPARE(first().key, QStringLiteral("file.export-as.gb16"));
    QVERIFY(!first().whyNot.isEmpty());
    // No board, no fields.
    type(QStringLiteral("solo"));
    for (const PaletteEntry& e : palette_->listed())
        QVERIFY2(!e.key.startsWith(QStringLiteral("layer.")), qPrintable(e.key));
}

void TestCommandPalette::showHideAndSoloAField() {
    start();
    filesOf(window_)->openSample();
    BoardDocument* document = tabsOf(window_)->document();
    LayerVisibility* visibility = visibilityOf(window_);
    const Variant variant = document->board().variant();
    const auto fields = document->fields();
    QVERIFY(fields.size() > 2);
    const FieldSpec& field = fields[1];
    const QString label = translatedName(field.label);
    QVERIFY(visibility->display(variant, field).visible);

    open();
    type(QStringLiteral("hide ") + label);
    QCOMPARE(first().key, QStringLiteral("layer.hide.") + qs(field.key));
    QCOMPARE(first().text, QStringLiteral("Hide ") + label);
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QVERIFY(!visibility->display(variant, field).visible);

    open();
    type(QStringLiteral("show ") + label);
    QCOMPARE(first().key, QStringLiteral("layer.show.") + qs(field.key));
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QVERIFY(visibility->display(variant, field).visible);

    open();
    type(QStringLiteral("solo ") + label);
    QCOMPARE(first().key, QStringLiteral("layer.solo.") + qs(field.key));
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    for (const FieldSpec& f : fields)
        QCOMPARE(visibility->display(variant, f).visible, &f == &field);
}

void TestCommandPalette::aPreferencesPageOpens() {
    start();
    open();
    type(QStringLiteral("preferences shortcuts"));
    QCOMPARE(first().key, QStringLiteral("preferences.page.1"));
    QCOMPARE(first().text, QStringLiteral("Preferences: Shortcuts"));
    int shownPage = -1;
    QTimer::singleShot(0, [&shownPage] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<PreferencesDialog*>(w); dialog && dialog->isVisible()) {
                shownPage = dialog->findChild<QTabWidget*>()->currentIndex();
                dialog->reject();
            }
    });
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QCOMPARE(shownPage, 1);
}

void TestCommandPalette::escGivesTheFocusBackToTheBoard() {
    start();
    filesOf(window_)->openSample();
    BoardView* view = window_->view();
    open();
    QVERIFY(palette_->field()->hasFocus());
    QTest::keyClicks(palette_->field(), QStringLiteral("zoom"));
    QTest::keyClick(palette_->field(), Qt::Key_Escape);
    QVERIFY(!palette_->isVisible());
    QVERIFY(view->hasFocus());
    // Losing the focus closes it too.
    open();
    view->setFocus();
    QVERIFY(!palette_->isVisible());
}

void TestCommandPalette::recentlyUsedRanksUpAmongEquals() {
    start();
    filesOf(window_)->openSample();
    const FieldSpec& field = tabsOf(window_)->document()->fields()[1];
    const QString label = translatedName(field.label);
    const QString key = qs(field.key);
    open();
    type(label);
    QStringList keys = keysOf(palette_->listed());
    // Show, Hide and Solo name it equally well: in their order.
    QVERIFY(keys.indexOf(QStringLiteral("layer.show.") + key) <
            keys.indexOf(QStringLiteral("layer.solo.") + key));
    type(QStringLiteral("solo ") + label);
    QTest::keyClick(palette_->field(), Qt::Key_Return);
    QCOMPARE(AppSettings::paletteRecent().value(0), QStringLiteral("layer.solo.") + key);
    open();
    type(label);
    keys = keysOf(palette_->listed());
    QVERIFY(keys.indexOf(QStringLiteral("layer.solo.") + key) <
            keys.indexOf(QStringLiteral("layer.show.") + key));
    // Not above a better match: an exact word still comes first.
    type(QStringLiteral("fill"));
    QCOMPARE(first().key, QStringLiteral("tool.fill"));
}

void TestCommandPalette::theFieldAndTheListHaveAccessibleNames() {
    start();
    open();
    QVERIFY(!palette_->field()->accessibleName().isEmpty());
    QVERIFY(!palette_->list()->accessibleName().isEmpty());
    type(QStringLiteral("select all"));
    const QString spoken =
        palette_->list()->model()->index(0, 0).data(Qt::AccessibleTextRole).toString();
    QVERIFY2(spoken.contains(QStringLiteral("Select")), qPrintable(spoken));
    // The field says which row Enter runs; Tab reaches the list, and the palette stays open.
    QCOMPARE(palette_->field()->accessibleDescription(), spoken);
    QTest::keyClick(palette_->field(), Qt::Key_Tab);
    QVERIFY(palette_->list()->hasFocus());
    QVERIFY(palette_->isVisible());
}

GBXX_TEST_MAIN(TestCommandPalette);

} // namespace tst_command_palette
#include "tst_command_palette.moc"
