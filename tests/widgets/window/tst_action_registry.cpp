// The action registry (issue 32): every action of the window's menus and tool bars is registered
// under a unique, stable "area.verb" id, the same in every language; the Shortcuts preference page
// lists the registry's actions; the ids a command palette and scripts will rely on exist; Redo
// has Ctrl+Y as well as Ctrl+Shift+Z.

#include "widgets/shortcuts/shortcuts_page.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/help_menu.h"
#include "widgets/support/gui_test_support.h"
#include "text/translations.h"
#include "support/test_suite.h"

#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTest>
#include <QToolBar>
#include <QTranslator>
#include <QTreeWidget>
#include <QWidgetAction>

#include <map>

namespace tst_action_registry {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// The entries of `menu` and its submenus (not the submenus' own titles, nor separators).
void collect(const QMenu* menu, QList<QAction*>& out) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (a->menu())
            collect(a->menu(), out);
        else
            out << a;
    }
}

// Every action the user can reach from the menu bar or a tool bar (a tool bar's widgets aside).
QList<QAction*> reachableActions(MainWindow* window) {
    QList<QAction*> actions;
    for (QMenu* menu : menusOf(window->menuBar()))
        collect(menu, actions);
    for (QToolBar* bar : window->findChildren<QToolBar*>())
        for (QAction* a : bar->actions())
            if (!a->isSeparator() && !qobject_cast<QWidgetAction*>(a))
                actions << a;
    return actions;
}

// The programs' translations for `language` alone, as the editor started in it has them.
void useLanguage(const QString& language) {
    for (auto* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installTranslations(*QCoreApplication::instance(), language);
}

// Each registered action's id by its object name (the id's anchor across languages), and the
// unnamed ones (recent files, About Qt) by their place in the registry.
std::map<QString, QString> idsByName(const ActionRegistry& registry) {
    std::map<QString, QString> ids;
    int unnamed = 0;
    for (const QAction* a : registry.actions())
        ids[a->objectName().isEmpty() ? QStringLiteral("#%1").arg(++unnamed) : a->objectName()] =
            registry.idOf(a);
    return ids;
}

} // namespace

class TestActionRegistry : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyMenuAndToolBarActionHasAUniqueWellFormedId();
    void idsAreTheSameInGermanAsInEnglish();
    void theShortcutsPageListsTheRegistrysActions();
    void theFixedIdsExistAndNameTheirActions();
    void aMenuPathNamesTheMenusHoldingTheAction();
    void actionsMadeLaterJoinAndLeave();
    void ctrlYRedoes();

private:
    MainWindow* window_ = nullptr;
};

void TestActionRegistry::init() {
    QSettings().clear();
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestActionRegistry::cleanup() {
    discardEditorWindow(window_);
    useLanguage(QStringLiteral("en"));
    QSettings().clear();
}

void TestActionRegistry::everyMenuAndToolBarActionHasAUniqueWellFormedId() {
    filesOf(window_)->openSample(); // the recent list and the board's menus hold entries too
    const ActionRegistry* registry = partOf<ActionRegistry>(window_);
    const QRegularExpression form(QStringLiteral("^[a-z]+(\\.[a-z0-9-]+)+$"));
    const QList<QAction*> reachable = reachableActions(window_);
    QVERIFY(reachable.size() > 100);
    for (QAction* a : reachable) {
        const QString id = registry->idOf(a);
        QVERIFY2(
            !id.isEmpty(),
            qPrintable(QStringLiteral("not registered: %1 (%2)").arg(a->text(), a->objectName())));
        QVERIFY2(form.match(id).hasMatch(), qPrintable(id));
        QCOMPARE(registry->action(id), a);
    }
    QSet<QString> ids;
    for (const QAction* a : registry->actions()) {
        const QString id = registry->idOf(a);
        QVERIFY2(!ids.contains(id), qPrintable(QStringLiteral("twice: %1").arg(id)));
        ids.insert(id);
    }
    QCOMPARE(ids.size(), registry->actions().size());
}

void TestActionRegistry::idsAreTheSameInGermanAsInEnglish() {
    const std::map<QString, QString> english = idsByName(*partOf<ActionRegistry>(window_));
    QVERIFY(english.size() > 100);
    useLanguage(QStringLiteral("de"));
    MainWindow* german = showEditorWindow();
    // Translated indeed: the File menu is "Datei" now.
    QCOMPARE(menusOf(german->menuBar()).front()->title().remove(QLatin1Char('&')),
             QStringLiteral("Datei"));
    const std::map<QString, QString> inGerman = idsByName(*partOf<ActionRegistry>(german));
    discardEditorWindow(german);
    QCOMPARE(inGerman, english);
}

void TestActionRegistry::theShortcutsPageListsTheRegistrysActions() {
    filesOf(window_)->openSample();
    const ActionRegistry* registry = partOf<ActionRegistry>(window_);
    // As Edit ▸ Preferences builds it.
    ShortcutsPage page(*partOf<KeyScheme>(window_), menusOf(window_->menuBar()));
    QStringList listed;
    for (QTreeWidgetItemIterator it(page.tree()); *it; ++it)
        if (const QString name = (*it)->data(0, Qt::UserRole).toString(); !name.isEmpty())
            listed << name;
    // The registry's actions that a key can be given: named ones (the keys are saved by name) in
    // a menu (a tool bar's own are listed under no menu).
    QStringList expected;
    for (const QAction* a : registry->actions())
        if (!a->objectName().isEmpty() && !registry->menuPath(registry->idOf(a)).isEmpty())
            expected << a->objectName();
    listed.sort();
    expected.sort();
    expected.removeDuplicates();
    QCOMPARE(listed, expected);
    // And the scheme knows exactly the registry's named actions.
    for (const QAction* a : partOf<KeyScheme>(window_)->actions())
        QVERIFY2(!registry->idOf(a).isEmpty(), qPrintable(a->objectName()));
}

void TestActionRegistry::theFixedIdsExistAndNameTheirActions() {
    const ActionRegistry* registry = partOf<ActionRegistry>(window_);
    const std::pair<const char*, const char*> fixed[] = {
        {"file.open", "actionOpen"},
        {"file.save", "actionSave"},
        {"edit.undo", "actionUndo"},
        {"edit.redo", "actionRedo"},
        {"view.zoom-in", "actionZoomIn"},
        {"tool.brush", "tool-brush"},
        {"edit.copy", "actionCopy"},
        {"select.all", "actionSelectAll"},
        {"file.quit", "actionQuit"},
        {"help.shortcuts", "actionShortcuts"},
        {"panel.layers", ""},
        {"edit.preferences", "actionPreferences"},
    };
    for (const auto& [id, name] : fixed) {
        const QAction* a = registry->action(QLatin1String(id));
        QVERIFY2(a, id);
        if (*name)
            QCOMPARE(a->objectName(), QLatin1String(name));
    }
    QVERIFY(!registry->action(QStringLiteral("file.nothing")));
    QCOMPARE(registry->action(QStringLiteral("edit.undo"))->shortcut(),
             QKeySequence(QKeySequence::Undo));
}

void TestActionRegistry::aMenuPathNamesTheMenusHoldingTheAction() {
    const ActionRegistry* registry = partOf<ActionRegistry>(window_);
    QCOMPARE(registry->menuPath(QStringLiteral("file.open")), QStringLiteral("File"));
    QCOMPARE(registry->menuPath(QStringLiteral("edit.flip-horizontally")),
             QStringLiteral("Edit ▸ Transform"));
    QCOMPARE(registry->menuPath(QStringLiteral("file.recovery.off")),
             QStringLiteral("File ▸ Recovery Copies"));
    QCOMPARE(registry->menuPath(QStringLiteral("tool.brush")), QStringLiteral("Tools"));
    // In the tool bar only.
    QCOMPARE(registry->menuPath(QStringLiteral("tool.swap-owners")), QString());
    QCOMPARE(registry->menuPath(QStringLiteral("no.such")), QString());
}

void TestActionRegistry::actionsMadeLaterJoinAndLeave() {
    const ActionRegistry* registry = partOf<ActionRegistry>(window_);
    QVERIFY(!registry->action(QStringLiteral("file.recent.1")));
    const int before = static_cast<int>(registry->actions().size());
    filesOf(window_)->openSample(); // not a file: the recent list stays empty
    QCOMPARE(static_cast<int>(registry->actions().size()), before);
    const QString path = QDir::temp().filePath(QStringLiteral("tst_action_registry.gb64"));
    QVERIFY(filesOf(window_)->saveAsTo(path));
    QAction* recent = registry->action(QStringLiteral("file.recent.1"));
    QVERIFY(recent);
    QCOMPARE(recent->data().toString(), path);
    QVERIFY(registry->action(QStringLiteral("file.recent.clear")));
    registry->action(QStringLiteral("file.recent.clear"))->trigger();
    QVERIFY(!registry->action(QStringLiteral("file.recent.1")));
    QCOMPARE(static_cast<int>(registry->actions().size()), before);
    QFile::remove(path);
    QVERIFY(ActionRegistry::isValidId(QStringLiteral("view.zoom-in")));
    QVERIFY(!ActionRegistry::isValidId(QStringLiteral("View.zoom")));
    QVERIFY(!ActionRegistry::isValidId(QStringLiteral("zoom")));
    QCOMPARE(ActionRegistry::idPart(QStringLiteral("GB64 v1")), QStringLiteral("gb64-v1"));
    QCOMPARE(ActionRegistry::idPart(QStringLiteral("toolOptions")), QStringLiteral("tool-options"));
}

// Found by a new user (issue 13).
void TestActionRegistry::ctrlYRedoes() {
    const auto keys = actionOf(window_, QStringLiteral("actionRedo"))->shortcuts();
    QVERIFY(keys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    QVERIFY(keys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
}

GBXX_TEST_MAIN(TestActionRegistry);

} // namespace tst_action_registry
#include "tst_action_registry.moc"
