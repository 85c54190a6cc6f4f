// Every control a person can reach has an accessible name and description (issue 20): a screen
// reader says what the control is and what it does. The test walks every widget of the editor's
// window, with every panel shown, and of its dialogs, and fails on any control without.

#include "widgets/compare/compare_dialog.h"
#include "widgets/export/board_export_dialog.h"
#include "widgets/export/export_dialog.h"
#include "widgets/region/field_choice_dialog.h"
#include "widgets/board/metadata_dialog.h"
#include "widgets/board/new_board_dialog.h"
#include "widgets/settings/preferences_dialog.h"
#include "widgets/board/properties_dialog.h"
#include "widgets/region/replace_dialog.h"
#include "widgets/board/resize_dialog.h"
#include "widgets/board/schema_dialog.h"
#include "widgets/region/select_where_dialog.h"
#include "widgets/board/shift_dialog.h"
#include "widgets/shortcuts/shortcuts_dialog.h"
#include "widgets/registry/open_code_dialog.h"
#include "widgets/registry/publish_dialog.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/rules/rule_dialog.h"
#include "widgets/shortcuts/key_scheme.h"
#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QDockWidget>
#include <QKeySequenceEdit>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSlider>
#include <QTabBar>
#include <QTest>
#include <QToolButton>
#include <QTextEdit>
#include <QToolBar>

namespace tst_accessible_names {

using namespace gbxx;
using namespace gbxx::test;

// Controls: what takes a click or keys. Parts that Qt builds inside a control (a spin box's line
// edit, a combo box's list, a tab bar's scroll buttons) speak through the control.
bool isControl(const QWidget* w) {
    const QWidget* parent = w->parentWidget();
    if (parent && (qobject_cast<const QAbstractSpinBox*>(parent) ||
                   qobject_cast<const QAbstractItemView*>(parent) || // its header
                   qobject_cast<const QComboBox*>(parent) || qobject_cast<const QTabBar*>(parent) ||
                   qobject_cast<const QKeySequenceEdit*>(parent)))
        return false;
    if (w->objectName().startsWith(QLatin1String("qt_")))
        return false; // Qt's own parts: dock title buttons, toolbar extension, scroll area parts
    // The tab bars Qt's main window makes for panels sharing a place: each tab is a panel's name.
    if (qobject_cast<const QTabBar*>(w) && qobject_cast<const QMainWindow*>(parent))
        return false;
    return qobject_cast<const QAbstractButton*>(w) || qobject_cast<const QComboBox*>(w) ||
           qobject_cast<const QAbstractSpinBox*>(w) || qobject_cast<const QLineEdit*>(w) ||
           qobject_cast<const QAbstractItemView*>(w) || qobject_cast<const QSlider*>(w) ||
           qobject_cast<const QTabBar*>(w) || qobject_cast<const QPlainTextEdit*>(w) ||
           qobject_cast<const QTextEdit*>(w) || qobject_cast<const QKeySequenceEdit*>(w) ||
           w->inherits("gbxx::BoardView");
}

QString describe(const QWidget* w) {
    QString path;
    for (const QObject* o = w; o; o = o->parent())
        path.prepend(QStringLiteral("/%1(%2)").arg(o->metaObject()->className(), o->objectName()));
    return path;
}

int checked = 0; // controls looked at, so that a walk that finds none fails

// The controls under `root` that a person can see, without a name or a description.
QStringList unnamed(QWidget* root) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!isControl(w) || !w->isVisibleTo(root))
            continue;
        QAccessibleInterface* face = QAccessible::queryAccessibleInterface(w);
        if (!face)
            continue;
        ++checked;
        const QString name = face->text(QAccessible::Name).trimmed();
        QString description = face->text(QAccessible::Description).trimmed();
        if (description.isEmpty() && qobject_cast<const QTabBar*>(w))
            description = w->accessibleDescription(); // Qt's tab bar interface names tabs only
        if (name.isEmpty() || description.isEmpty())
            out << QStringLiteral("%1 %2%3").arg(
                describe(w), name.isEmpty() ? QStringLiteral("[no name]") : QString(),
                description.isEmpty() ? QStringLiteral("[no description]") : QString());
    }
    return out;
}

class TestAccessibleNames : public QObject {
    Q_OBJECT

private slots:
    void everyControlOfTheWindowHasANameAndDescription();
    void everyControlOfTheDialogsHasANameAndDescription();
};

void TestAccessibleNames::everyControlOfTheWindowHasANameAndDescription() {
    QAccessible::setActive(true);
    MainWindow* window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    filesOf(window)->openSample();
    for (QDockWidget* dock : window->findChildren<QDockWidget*>()) {
        dock->show();
        dock->raise();
    }
    // Folded-away parts opened, so that their controls are checked too.
    for (QToolButton* fold : window->findChildren<QToolButton*>(
             QStringLiteral("movementRulesToggle")))
        fold->setChecked(true);
    QApplication::processEvents();
    checked = 0;
    const QStringList missing = unnamed(window);
    QVERIFY2(checked > 60, qPrintable(QString::number(checked)));
    discardEditorWindow(window);
    for (const QString& m : missing)
        qWarning("%s", qPrintable(m));
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 controls, listed above").arg(missing.size())));
}

void TestAccessibleNames::everyControlOfTheDialogsHasANameAndDescription() {
    QAccessible::setActive(true);
    checked = 0;
    QStringList missing;
    {
        NewBoardDialog dialog;
        dialog.show();
        missing << unnamed(&dialog);
    }
    {
        KeyScheme keys;
        PreferencesDialog::Choices choices;
        choices.themes = {QStringLiteral("System"), QStringLiteral("Light")};
        choices.recoverySeconds = {30, 0};
        choices.languages = {QStringLiteral("en"), QStringLiteral("de")};
        PreferencesDialog dialog(choices, keys, {});
        dialog.show();
        missing << unnamed(&dialog);
        dialog.showPage(PreferencesDialog::kRegistryPage);
        missing << unnamed(&dialog);
    }
    const Board board = squareBoard(Variant::GB32, 6, 4);
    const auto walk = [&](QDialog&& dialog) {
        dialog.show();
        missing << unnamed(&dialog);
    };
    walk(ExportDialog(board, Variant::GB08, ExportDialog::Purpose::ExportFile));
    walk(FieldChoiceDialog(board, {}));
    walk(BoardExportDialog(BoardExportDialog::Kind::Image, board, board.field(keys::boundary)));
    walk(MetadataDialog(board.footer()));
    walk(BoardExportDialog(BoardExportDialog::Kind::Print, board, board.field(keys::boundary)));
    walk(PropertiesDialog(board.layout(), 0));
    walk(ReplaceDialog(board, Selection::all(board.tileCount())));
    const int before = checked;
    walk(ResizeDialog(6, 4));
    QVERIFY2(checked >= before + 3, "the Resize dialog's sides and buttons were not looked at");
    walk(SelectWhereDialog(board));
    walk(ShiftDialog(6, 4, false));
    walk(ShortcutsDialog({}));
    BoardDocument document(board);
    walk(SchemaDialog(document));
    RegistryConnection registry;
    walk(PublishDialog(PublishFacts{QStringLiteral("Board"), {}, 0, {}, QByteArray(40, 0)},
                       registry));
    walk(OpenCodeDialog(registry));
    walk(CompareDialog(document, registry, {}));
    walk(RuleDialog(document, {}, 0));
    walk(RuleDialog(document, {{"ring", "boundary = 0", {"set boundary=1"}, true}}, 0));
    QVERIFY2(checked > 100, qPrintable(QString::number(checked))); // sixteen dialogs
    for (const QString& m : missing)
        qWarning("%s", qPrintable(m));
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 controls, listed above").arg(missing.size())));
}

GBXX_TEST_MAIN(TestAccessibleNames);

} // namespace tst_accessible_names

#include "tst_accessible_names.moc"
