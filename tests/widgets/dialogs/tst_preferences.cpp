// Edit ▸ Preferences (issue 20): every action's keys can be changed, a key another action holds is
// taken from it and the page says so, the keys are kept across restarts and reset to the
// defaults; the shortcut list and tool tips follow; the General page sets the theme and the
// recovery copies through the menus' own actions.

#include "widgets/board/new_board_dialog.h"
#include "widgets/settings/preferences_dialog.h"
#include "widgets/shortcuts/shortcuts_dialog.h"
#include "widgets/shortcuts/shortcuts_page.h"
#include "widgets/settings/app_settings.h"
#include "widgets/shortcuts/key_scheme.h"
#include "widgets/view/board_view.h"
#include "widgets/view/grid_style.h"
#include "widgets/support/gui_test_support.h"
#include "text/translations.h"
#include "render/board_renderer.h"
#include "support/test_suite.h"

#include <QComboBox>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <functional>

namespace tst_preferences {

using namespace gbxx;
using namespace gbxx::test;

class TestPreferences : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aKeyCanBeChangedAndWorksAtOnce();
    void aKeyAnotherActionHoldsIsTakenAndSaid();
    void keysAreKeptAcrossRestartsAndReset();
    void theShortcutListAndToolTipsFollow();
    void generalChoicesGoThroughTheMenus();
    void cancelChangesNothing();
    void newBoardsStartAsPreferredAndAsLastMade();
    void newBoardsKeepTheLastShapeAndWrapAcrossRestarts();
    void theShortcutListsNameUndoAndRedoByTheirFixedNames();
    void theLanguageIsChosenThroughTheViewMenu();
    void gridLinesTakeTheChosenColourAndWidth();
    void aWideGridLineIsWideOnHexBoardsToo();

private:
    // Opens Edit ▸ Preferences, lets `use` work in it, then presses OK (or Cancel).
    void inPreferences(const std::function<void(PreferencesDialog&)>& use, bool ok = true) {
        QTimer::singleShot(0, window_, [use, ok] {
            auto* dialog = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            use(*dialog);
            ok ? dialog->accept() : dialog->reject();
        });
        actionOf(window_, QStringLiteral("actionPreferences"))->trigger();
    }
    static void giveKey(PreferencesDialog& dialog, const QString& action, const QKeySequence& key) {
        ShortcutsPage* page = dialog.shortcuts();
        QTreeWidgetItem* row = page->rowOf(action);
        QVERIFY(row);
        page->tree()->setCurrentItem(row);
        page->keyEdit()->setKeySequence(key);
        emit page->keyEdit()->editingFinished();
    }
    QAction* act(const QString& name) const { return actionOf(window_, name); }

    MainWindow* window_ = nullptr;
};

void TestPreferences::init() {
    QSettings().clear();
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
    filesOf(window_)->openSample();
}

void TestPreferences::cleanup() {
    discardEditorWindow(window_);
    QSettings().clear();
}

void TestPreferences::aKeyCanBeChangedAndWorksAtOnce() {
    QCOMPARE(act(QStringLiteral("actionGrid"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_Apostrophe));
    inPreferences([](PreferencesDialog& d) {
        giveKey(d, QStringLiteral("actionGrid"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G));
        QCOMPARE(d.shortcuts()->rowOf(QStringLiteral("actionGrid"))->text(1),
                 QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G).toString(QKeySequence::NativeText));
    });
    QAction* grid = act(QStringLiteral("actionGrid"));
    QCOMPARE(grid->shortcuts(), QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G)});
    QVERIFY(grid->isChecked());
    window_->activateWindow(); // the dialog was the active window
    QVERIFY(QTest::qWaitForWindowActive(window_));
    QWidget* view = window_->view();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_G, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(!grid->isChecked()); // the new key works
    QTest::keyClick(view, Qt::Key_Apostrophe, Qt::ControlModifier);
    QVERIFY(!grid->isChecked()); // the old one does nothing now
}

void TestPreferences::aKeyAnotherActionHoldsIsTakenAndSaid() {
    const QKeySequence fitKey = act(QStringLiteral("actionFit"))->shortcut();
    QVERIFY(!fitKey.isEmpty());
    inPreferences([fitKey](PreferencesDialog& d) {
        giveKey(d, QStringLiteral("actionGrid"), fitKey);
        QVERIFY(d.shortcuts()->conflict()->text().contains(QStringLiteral("Fit to Window")));
        QVERIFY(d.shortcuts()->rowOf(QStringLiteral("actionFit"))->text(1).isEmpty());
    });
    QCOMPARE(act(QStringLiteral("actionGrid"))->shortcut(), fitKey);
    QVERIFY(act(QStringLiteral("actionFit"))->shortcuts().isEmpty()); // never one key, two actions
}

void TestPreferences::keysAreKeptAcrossRestartsAndReset() {
    inPreferences([](PreferencesDialog& d) {
        giveKey(d, QStringLiteral("actionGrid"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G));
        d.shortcuts()->tree()->setCurrentItem(d.shortcuts()->rowOf(QStringLiteral("actionRulers")));
        for (QPushButton* b : d.shortcuts()->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("C&lear"))
                b->click();
    });
    QVERIFY(act(QStringLiteral("actionRulers"))->shortcuts().isEmpty());
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    QCOMPARE(act(QStringLiteral("actionGrid"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G));
    QVERIFY(act(QStringLiteral("actionRulers"))->shortcuts().isEmpty()); // cleared stays cleared
    QCOMPARE(act(QStringLiteral("actionOpen"))->shortcut(), QKeySequence(QKeySequence::Open));
    // Reset All: every action has its first keys again, and nothing is left in the settings.
    inPreferences([](PreferencesDialog& d) {
        for (QPushButton* b : d.shortcuts()->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Reset &All"))
                b->click();
    });
    QCOMPARE(act(QStringLiteral("actionGrid"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_Apostrophe));
    QVERIFY(!act(QStringLiteral("actionRulers"))->shortcuts().isEmpty());
    QSettings settings;
    settings.beginGroup(QStringLiteral("shortcuts"));
    QVERIFY(settings.childKeys().isEmpty());
}

void TestPreferences::theShortcutListAndToolTipsFollow() {
    inPreferences([](PreferencesDialog& d) {
        giveKey(d, QStringLiteral("actionGrid"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G));
    });
    const QString key =
        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G).toString(QKeySequence::NativeText);
    QVERIFY2(act(QStringLiteral("actionGrid"))->toolTip().contains(key),
             qPrintable(act(QStringLiteral("actionGrid"))->toolTip()));
    QList<QMenu*> menus;
    for (QAction* a : window_->menuBar()->actions())
        if (a->menu())
            menus << a->menu();
    ShortcutsDialog list(menus);
    QList<QTreeWidgetItem*> rows =
        list.tree()->findItems(QStringLiteral("Show Grid"), Qt::MatchRecursive | Qt::MatchExactly);
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.front()->text(1), key);
}

void TestPreferences::generalChoicesGoThroughTheMenus() {
    inPreferences([](PreferencesDialog& d) {
        d.recoveryBox()->setCurrentIndex(d.recoveryBox()->findData(120));
        d.themeBox()->setCurrentIndex(2); // Dark
    });
    QCOMPARE(QSettings().value(QStringLiteral("recovery/intervalSeconds")).toInt(), 120);
    QVERIFY(act(QStringLiteral("actionRecovery120"))->isChecked());
    QVERIFY(act(QStringLiteral("actionTheme2"))->isChecked());
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
    act(QStringLiteral("actionTheme0"))->trigger(); // the system's colours again
}

void TestPreferences::cancelChangesNothing() {
    inPreferences(
        [](PreferencesDialog& d) {
            giveKey(d, QStringLiteral("actionGrid"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G));
            d.recoveryBox()->setCurrentIndex(d.recoveryBox()->findData(0));
        },
        false);
    QCOMPARE(act(QStringLiteral("actionGrid"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_Apostrophe));
    QVERIFY(!QSettings().contains(QStringLiteral("recovery/intervalSeconds")));
    QVERIFY(QSettings().allKeys().filter(QStringLiteral("shortcuts/")).isEmpty());
}

void TestPreferences::newBoardsStartAsPreferredAndAsLastMade() {
    {
        NewBoardDialog first; // nothing saved: GB64, 16 × 16
        QCOMPARE(first.board().variant(), Variant::GB64);
        QCOMPARE(first.board().width(), 16);
    }
    inPreferences([](PreferencesDialog& d) {
        d.newVariantBox()->setCurrentIndex(d.newVariantBox()->findData(int(Variant::GB32)));
        d.newWidthBox()->setValue(20);
        d.newLengthBox()->setValue(12);
    });
    NewBoardDialog preferred;
    QCOMPARE(preferred.board().variant(), Variant::GB32);
    QCOMPARE(preferred.board().width(), 20);
    QCOMPARE(preferred.board().length(), 12);
    // A board made with File ▸ New is the next one's start, as in Tiled.
    preferred.variantBox()->setCurrentIndex(preferred.variantBox()->findData(int(Variant::GB08)));
    preferred.widthBox()->setValue(7);
    preferred.accept();
    NewBoardDialog next;
    QCOMPARE(next.board().variant(), Variant::GB08);
    QCOMPARE(next.board().width(), 7);
    QCOMPARE(next.board().length(), 12);
    // Cancel remembers nothing; a broken settings file falls back to the first defaults.
    next.widthBox()->setValue(99);
    next.reject();
    QCOMPARE(NewBoardDialog().board().width(), 7);
    QSettings().setValue(QStringLiteral("newBoard/width"), 9999);
    QSettings().setValue(QStringLiteral("newBoard/variant"), QStringLiteral("77"));
    NewBoardDialog broken;
    QCOMPARE(broken.board().width(), 16);
    QCOMPARE(broken.board().variant(), Variant::GB64);
}

// Issue 31: File ▸ New kept the last board's tile size and sides but not its shape and wrap, so a
// hex wrapped board had to be set up again after every restart.
void TestPreferences::newBoardsKeepTheLastShapeAndWrapAcrossRestarts() {
    const auto box = [](NewBoardDialog& d, const char* key) {
        return d.findChild<QComboBox*>(QLatin1String(key));
    };
    // Answers the next File ▸ New with `use`, then OK (or Cancel).
    const auto inNewBoard = [&](const std::function<void(NewBoardDialog&)>& use, bool ok) {
        QTimer::singleShot(0, window_, [use, ok] {
            auto* dialog = qobject_cast<NewBoardDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            use(*dialog);
            ok ? dialog->accept() : dialog->reject();
        });
        act(QStringLiteral("actionNew"))->trigger();
    };
    inNewBoard(
        [&](NewBoardDialog& d) {
            QCOMPARE(box(d, "hex")->currentData().toULongLong(), 0u); // square, no wrap at first
            QCOMPARE(box(d, "wrap")->currentData().toULongLong(), 0u);
            box(d, "hex")->setCurrentIndex(box(d, "hex")->findData(1ull));
            box(d, "wrap")->setCurrentIndex(box(d, "wrap")->findData(1ull)); // across the width
            d.widthBox()->setValue(10);
        },
        true);
    QCOMPARE(tabsOf(window_)->document()->board().header("hex"), std::uint64_t{1});
    QCOMPARE(tabsOf(window_)->document()->board().header("wrap"), std::uint64_t{1});
    discardEditorWindow(window_);
    window_ = showEditorWindow(); // a restart: only the settings are kept
    QVERIFY(QTest::qWaitForWindowActive(window_));
    inNewBoard(
        [&](NewBoardDialog& d) {
            QCOMPARE(d.widthBox()->value(), 10);
            QCOMPARE(box(d, "hex")->currentData().toULongLong(), 1u);
            QCOMPARE(box(d, "wrap")->currentData().toULongLong(), 1u);
            QCOMPARE(d.board().header("hex"), std::uint64_t{1});
            QCOMPARE(d.board().header("wrap"), std::uint64_t{1});
        },
        false);
    // The General page shows and sets them as it does the size; File ▸ New follows.
    inPreferences([](PreferencesDialog& d) {
        QCOMPARE(d.newShapeBox()->currentData().toULongLong(), 1u);
        QCOMPARE(d.newWrapBox()->currentData().toULongLong(), 1u);
        d.newShapeBox()->setCurrentIndex(d.newShapeBox()->findData(0ull));
        d.newWrapBox()->setCurrentIndex(d.newWrapBox()->findData(2ull)); // across the length
    });
    {
        NewBoardDialog preferred;
        QCOMPARE(preferred.board().header("hex"), std::uint64_t{0});
        QCOMPARE(preferred.board().header("wrap"), std::uint64_t{2});
    }
    // A broken setting falls back to square and no wrap, and breaks nothing else.
    QSettings().setValue(QStringLiteral("newBoard/hex"), QStringLiteral("round"));
    QSettings().setValue(QStringLiteral("newBoard/wrap"), 9);
    NewBoardDialog broken;
    QCOMPARE(broken.board().header("hex"), std::uint64_t{0});
    QCOMPARE(broken.board().header("wrap"), std::uint64_t{0});
    QCOMPARE(broken.board().width(), 10);
    QSettings().setValue(QStringLiteral("newBoard/hex"), -1);
    QCOMPARE(NewBoardDialog().board().header("hex"), std::uint64_t{0});
}

// Issue 31: the lists of keys named Undo after the last edit ("Undo Set player 3 on tile (2, 1)");
// an action whose text follows the state is listed by its own name.
void TestPreferences::theShortcutListsNameUndoAndRedoByTheirFixedNames() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    const FieldSpec& height = *tabsOf(window_)->document()->board().field("height");
    const std::vector<TileIndex> tile{tabsOf(window_)->document()->board().indexOf(2, 1)};
    tabsOf(window_)->document()->pushEdit(
        QStringLiteral("Set height 5 on tile (2, 1)"),
        tabsOf(window_)->document()->board().planField(height, 5, tile));
    tabsOf(window_)->document()->pushEdit(
        QStringLiteral("Set height 6 on tile (2, 1)"),
        tabsOf(window_)->document()->board().planField(height, 6, tile));
    tabsOf(window_)->document()->undo();
    QVERIFY(act(QStringLiteral("actionUndo"))->text().size() > QStringLiteral("&Undo").size());
    QVERIFY(act(QStringLiteral("actionRedo"))->text().size() > QStringLiteral("&Redo").size());
    QList<QMenu*> menus;
    for (QAction* a : window_->menuBar()->actions())
        if (a->menu())
            menus << a->menu();
    const auto named = [](QTreeWidget* tree, const QString& text) {
        return tree->findItems(text, Qt::MatchRecursive | Qt::MatchExactly).size();
    };
    const auto startingWith = [](QTreeWidget* tree, const QString& text) {
        return tree->findItems(text, Qt::MatchRecursive | Qt::MatchStartsWith).size();
    };
    ShortcutsDialog list(menus);
    QCOMPARE(named(list.tree(), QStringLiteral("Undo")), 1);
    QCOMPARE(named(list.tree(), QStringLiteral("Redo")), 1);
    QCOMPARE(startingWith(list.tree(), QStringLiteral("Undo ")), 0);
    QCOMPARE(startingWith(list.tree(), QStringLiteral("Redo ")), 0);
    inPreferences(
        [&](PreferencesDialog& d) {
            QTreeWidget* tree = d.shortcuts()->tree();
            QCOMPARE(d.shortcuts()->rowOf(QStringLiteral("actionUndo"))->text(0),
                     QStringLiteral("Undo"));
            QCOMPARE(d.shortcuts()->rowOf(QStringLiteral("actionRedo"))->text(0),
                     QStringLiteral("Redo"));
            QCOMPARE(startingWith(tree, QStringLiteral("Undo ")), 0);
            // The note on a key taken from Undo names it so too.
            giveKey(d, QStringLiteral("actionGrid"), act(QStringLiteral("actionUndo"))->shortcut());
            QVERIFY2(d.shortcuts()->conflict()->text().contains(QStringLiteral("“Undo”")),
                     qPrintable(d.shortcuts()->conflict()->text()));
        },
        false);
}

GBXX_TEST_MAIN(TestPreferences);

void TestPreferences::theLanguageIsChosenThroughTheViewMenu() {
    QVERIFY(act(QStringLiteral("actionLanguageSystem"))->isChecked());
    const QStringList languages = availableLanguages();
    for (const char* language : {"en", "de", "es", "fr", "pt_BR"})
        QVERIFY2(languages.contains(QLatin1String(language)), language);
    // Each language is offered in its own name.
    QCOMPARE(act(QStringLiteral("actionLanguage_de"))->text(), QStringLiteral("Deutsch"));
    QCOMPARE(act(QStringLiteral("actionLanguage_en"))->text(), QStringLiteral("English"));
    QCOMPARE(act(QStringLiteral("actionLanguage_es"))->text(), QStringLiteral("Español"));
    QCOMPARE(act(QStringLiteral("actionLanguage_pt_BR"))->text(),
             QStringLiteral("Português (Brasil)"));

    inPreferences([](PreferencesDialog& d) {
        QCOMPARE(d.languageBox()->currentData().toString(), QString());
        d.languageBox()->setCurrentIndex(d.languageBox()->findData(QStringLiteral("fr")));
    });
    QCOMPARE(QSettings().value(QStringLiteral("appearance/language")).toString(),
             QStringLiteral("fr"));
    QVERIFY(act(QStringLiteral("actionLanguage_fr"))->isChecked());
    QCOMPARE(AppSettings::language(), QStringLiteral("fr"));
    QVERIFY(window_->statusBar()->currentMessage().contains(QStringLiteral("Français")));

    // A language the editor does not speak (an old setting, a hand edit) counts as none.
    QSettings().setValue(QStringLiteral("appearance/language"), QStringLiteral("xx"));
    QCOMPARE(AppSettings::language(), QString());
    act(QStringLiteral("actionLanguageSystem"))->trigger();
    QVERIFY(!QSettings().contains(QStringLiteral("appearance/language")));
}

void TestPreferences::gridLinesTakeTheChosenColourAndWidth() {
    QCOMPARE(window_->view()->renderOptions().gridColour, GridStyle().colour);
    const QColor red(200, 0, 0, 128);
    inPreferences([&](PreferencesDialog& d) {
        d.setGridColour(red);
        d.gridWidthBox()->setValue(3);
        QVERIFY(d.gridColourButton()->text().contains(QStringLiteral("#80c80000")));
    });
    QCOMPARE(window_->view()->renderOptions().gridColour, red);
    QCOMPARE(window_->view()->renderOptions().gridWidth, 3);
    // The lines drawn are that colour: a pixel on a grid line at a large zoom.
    window_->view()->zoomable()->setScale(32.0);
    QApplication::processEvents();
    const QImage shot = window_->view()->viewport()->grab().toImage();
    bool reddish = false;
    for (int x = 0; x < shot.width() && !reddish; ++x) {
        const QColor c = shot.pixelColor(x, shot.height() / 2);
        reddish = c.red() > c.green() + 60 && c.red() > c.blue() + 60;
    }
    QVERIFY2(reddish, "no line in the chosen colour across the middle of the view");

    // Kept across a restart; Default goes back to the grid's own look and forgets the setting.
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
    QCOMPARE(window_->view()->renderOptions().gridColour, red);
    QCOMPARE(window_->view()->renderOptions().gridWidth, 3);
    inPreferences([](PreferencesDialog& d) {
        for (QPushButton* b : d.findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("De&fault"))
                b->click();
    });
    QCOMPARE(window_->view()->renderOptions().gridColour, GridStyle().colour);
    QCOMPARE(window_->view()->renderOptions().gridWidth, 1);
    QVERIFY(!QSettings().contains(QStringLiteral("view/gridColour")));
}

// Hexes are filled before the grid is drawn over them: a hex filled after its neighbour would
// cover half of their shared line.
void TestPreferences::aWideGridLineIsWideOnHexBoardsToo() {
    const Board board = hexBoard(6, 5);
    const Geometry geometry(board);
    const BoardRenderer renderer(board, geometry);
    const auto gridPixels = [&](int width) {
        QImage image(400, 400, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.scale(60, 60);
        RenderOptions options;
        options.gridColour = QColor(255, 0, 0);
        options.gridWidth = width;
        renderer.draw(painter, QRectF(0, 0, 6.7, 6.7), 60, options);
        painter.end();
        int red = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                red += c.red() > 200 && c.green() < 80 && c.blue() < 80;
            }
        return red;
    };
    const int thin = gridPixels(1);
    const int wide = gridPixels(3);
    QVERIFY(thin > 500);
    QVERIFY2(wide > 2.5 * thin, qPrintable(QStringLiteral("%1 vs %2").arg(wide).arg(thin)));
}

} // namespace tst_preferences

#include "tst_preferences.moc"
