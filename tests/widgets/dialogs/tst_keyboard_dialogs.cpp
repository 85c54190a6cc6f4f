// Every dialog can be used from the keyboard alone: each input is reached by Tab, has a mnemonic
// (its own "&" text, or a label with one whose buddy it is), and Enter has a default button. The
// window's panels leave the menu bar its mnemonics.

#include "gbxx/board_templates.h"
#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"
#include "widgets/compare/compare_dialog.h"
#include "widgets/export/board_export_dialog.h"
#include "widgets/export/export_dialog.h"
#include "widgets/board/metadata_dialog.h"
#include "widgets/board/new_board_dialog.h"
#include "widgets/board/properties_dialog.h"
#include "widgets/board/resize_dialog.h"
#include "widgets/board/shift_dialog.h"
#include "widgets/shortcuts/shortcuts_dialog.h"
#include "widgets/document/board_document.h"
#include "widgets/registry/open_code_dialog.h"
#include "widgets/registry/publish_dialog.h"
#include "widgets/registry/registry_connection.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTest>

#include <functional>
#include <memory>

namespace tst_keyboard_dialogs {

using namespace gbxx;
using namespace gbxx::test;

namespace {

bool isInput(const QWidget* w) {
    if (qobject_cast<const QHeaderView*>(w)) // part of its table, not an input of its own
        return false;
    return qobject_cast<const QLineEdit*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractItemView*>(w) ||
           (qobject_cast<const QAbstractButton*>(w) && !qobject_cast<const QPushButton*>(w));
}

bool hasMnemonic(const QString& text) {
    return QKeySequence::mnemonic(text) != QKeySequence();
}

// Why `w` cannot be reached or named from the keyboard, or an empty string.
QString keyboardProblem(QDialog& dialog, QWidget* w) {
    if (!(w->focusPolicy() & Qt::TabFocus))
        return QStringLiteral("takes no Tab focus");
    bool inChain = false;
    for (QWidget* k = dialog.nextInFocusChain(); k && k != &dialog; k = k->nextInFocusChain())
        inChain = inChain || k == w;
    if (!inChain)
        return QStringLiteral("is not in the Tab order");
    if (auto* button = qobject_cast<QAbstractButton*>(w); button && hasMnemonic(button->text()))
        return {};
    // A read-only list or table is read, not filled in: reaching it is enough.
    if (auto* view = qobject_cast<QAbstractItemView*>(w);
        view && view->editTriggers() == QAbstractItemView::NoEditTriggers &&
        !view->model()->index(0, 0).data(Qt::CheckStateRole).isValid())
        return {};
    // A group of exclusive buttons (the resize anchors) is named once, by a label for one of them.
    QList<QWidget*> named{w};
    if (auto* button = qobject_cast<QAbstractButton*>(w); button && button->group())
        for (QAbstractButton* b : button->group()->buttons())
            named << b;
    // An input inside a spin box or combo box is named by its owner's label.
    if (qobject_cast<QLineEdit*>(w) && w->parentWidget() &&
        (qobject_cast<QAbstractSpinBox*>(w->parentWidget()) ||
         qobject_cast<QComboBox*>(w->parentWidget())))
        return {};
    for (QLabel* label : dialog.findChildren<QLabel*>())
        if (named.contains(label->buddy()) && hasMnemonic(label->text()))
            return {};
    return QStringLiteral("has no mnemonic (no label with & names it)");
}

} // namespace

class TestKeyboardDialogs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyInputIsReachableAndNamed_data();
    void everyInputIsReachableAndNamed();
    void panelMnemonicsLeaveTheMenusTheirKeys();
    void keyboardShortcutsOpensTypingIntoItsFilter();
};

using DialogFactory = std::function<std::unique_ptr<QDialog>()>;
} // namespace tst_keyboard_dialogs
Q_DECLARE_METATYPE(tst_keyboard_dialogs::DialogFactory)
namespace tst_keyboard_dialogs {

void TestKeyboardDialogs::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

void TestKeyboardDialogs::everyInputIsReachableAndNamed_data() {
    QTest::addColumn<DialogFactory>("make");
    static const Board board = findBoardTemplate("chess")->build();
    QTest::newRow("new board") << DialogFactory([] { return std::make_unique<NewBoardDialog>(); });
    QTest::newRow("metadata") << DialogFactory(
        [] { return std::make_unique<MetadataDialog>(board.footer()); });
    QTest::newRow("properties") << DialogFactory(
        [] { return std::make_unique<PropertiesDialog>(board.layout(), board.headerBits()); });
    QTest::newRow("resize") << DialogFactory([] { return std::make_unique<ResizeDialog>(8, 8); });
    QTest::newRow("shift") << DialogFactory(
        [] { return std::make_unique<ShiftDialog>(8, 8, true); });
    QTest::newRow("export") << DialogFactory([] {
        return std::make_unique<ExportDialog>(board, Variant::GB08,
                                              ExportDialog::Purpose::ExportFile);
    });
    QTest::newRow("export image") << DialogFactory([] {
        return std::make_unique<BoardExportDialog>(BoardExportDialog::Kind::Image, board,
                                                   board.field("homeZones"));
    });
    static RegistryConnection registry;
    QTest::newRow("publish") << DialogFactory([] {
        return std::make_unique<PublishDialog>(
            PublishFacts{QStringLiteral("Chess"), QStringLiteral("Ada"), 1, {}, QByteArray(40, 0)},
            registry);
    });
    QTest::newRow("open by code") << DialogFactory(
        [] { return std::make_unique<OpenCodeDialog>(registry); });
    QTest::newRow("compare with") << DialogFactory([] {
        static BoardDocument document(board, QStringLiteral("/tmp/chess.gb64"));
        return std::make_unique<CompareDialog>(document, registry, CompareDialog::Start{});
    });
    QTest::newRow("shortcuts") << DialogFactory([] {
        static QMenu menu;
        return std::make_unique<ShortcutsDialog>(QList<QMenu*>{&menu});
    });
}

void TestKeyboardDialogs::everyInputIsReachableAndNamed() {
    QFETCH(DialogFactory, make);
    const std::unique_ptr<QDialog> dialog = make();
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    QStringList problems;
    for (QWidget* w : dialog->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(dialog.get()) || !w->isEnabled() || !isInput(w))
            continue;
        if (const QString problem = keyboardProblem(*dialog, w); !problem.isEmpty())
            problems << QStringLiteral("%1 '%2' %3")
                            .arg(QString::fromLatin1(w->metaObject()->className()),
                                 w->objectName().isEmpty() ? w->accessibleName() : w->objectName(),
                                 problem);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    // Enter accepts (or, for a dialog with nothing to accept, closes) it.
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QVERIFY(buttons);
    bool hasDefault = false;
    for (QAbstractButton* b : buttons->buttons())
        if (auto* push = qobject_cast<QPushButton*>(b);
            push && (push->isDefault() || push->autoDefault()))
            hasDefault = true;
    QVERIFY(hasDefault);
}

// Found in a helper's session: Alt+H went to the Tool Options' "Brush s&hape" instead of the Help
// menu.
void TestKeyboardDialogs::panelMnemonicsLeaveTheMenusTheirKeys() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
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
            tabsOf(window)->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
        else
            QVERIFY(filesOf(window)->closeBoard());
        QCoreApplication::processEvents();
        QString menus;
        for (QAction* a : window->menuBar()->actions())
            if (a->isEnabled() && !mnemonic(a->text()).isNull())
                menus += mnemonic(a->text());
        for (QWidget* w : window->findChildren<QWidget*>()) {
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

// Issue 42: Help ▸ Keyboard Shortcuts opened with the focus in its list, so typing went nowhere;
// it opens with the focus in its filter, and what is typed filters.
void TestKeyboardDialogs::keyboardShortcutsOpensTypingIntoItsFilter() {
    QMenu menu(QStringLiteral("&Edit"));
    menu.addAction(QStringLiteral("&Undo"))->setShortcut(QKeySequence::Undo);
    menu.addAction(QStringLiteral("&Redo"))->setShortcut(QKeySequence::Redo);
    ShortcutsDialog dialog(QList<QMenu*>{&menu});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto* filter = dialog.findChild<QLineEdit*>(QStringLiteral("shortcutFilter"));
    QVERIFY(filter);
    QCOMPARE(QApplication::focusWidget(), filter);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("redo"));
    QCOMPARE(filter->text(), QStringLiteral("redo"));
}

GBXX_TEST_MAIN(TestKeyboardDialogs);

} // namespace tst_keyboard_dialogs
#include "tst_keyboard_dialogs.moc"
