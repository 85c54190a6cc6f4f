// The docks around the board (issue 31): choosing a layer never changes a dock's width nor moves
// the board under the pointer; on a small screen the board gets the larger share of the window;
// and no dock clips its texts, in German either (the inspector's 'Spieler 2' lost its number).

#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"

#include "widgets/layers/layers_panel.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/view/board_view.h"
#include "text/translations.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QTabBar>
#include <QTest>
#include <QTranslator>

namespace tst_dock_layout {

using namespace gbxx;
using namespace gbxx::test;

// The widths of the docks shown, by name.
QMap<QString, int> dockWidths(const MainWindow& window) {
    QMap<QString, int> widths;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
        if (dock->isVisible())
            widths.insert(dock->objectName(), dock->width());
    return widths;
}

// Where the board's viewport sits in the window.
QRect viewportRect(const MainWindow& window) {
    const QWidget* viewport = window.view()->viewport();
    return {viewport->mapTo(&window, QPoint()), viewport->size()};
}

// A button or a one-line label whose text is cut off: squeezed below what it needs, or reaching
// past what an ancestor shows without a scroll bar to reach the rest.
QStringList clippedTexts(QWidget* root) {
    QStringList clipped;
    QList<QWidget*> texts;
    for (auto* b : root->findChildren<QAbstractButton*>())
        if (!b->text().isEmpty())
            texts << b;
    for (auto* l : root->findChildren<QLabel*>())
        if (!l->text().isEmpty() && !l->wordWrap())
            texts << l;
    for (QWidget* w : texts) {
        if (!w->isVisibleTo(root) || !w->isVisible())
            continue;
        const QString text = w->property("text").toString();
        const int needed =
            qobject_cast<QLabel*>(w) ? w->minimumSizeHint().width() : w->sizeHint().width();
        if (w->width() < needed) {
            clipped << QStringLiteral("'%1' squeezed to %2 of %3 px")
                           .arg(text)
                           .arg(w->width())
                           .arg(needed);
            continue;
        }
        // Across only: what lies above or below is reached by the vertical scroll bars.
        int left = 0;
        int right = w->width();
        QWidget* child = w;
        for (QWidget* p = w->parentWidget(); p && child != root; child = p, p = p->parentWidget()) {
            left += child->x();
            right += child->x();
            const int shownLeft = std::max(left, 0);
            const int shownRight = std::min(right, p->width());
            if (shownRight - shownLeft < right - left) {
                auto* area = qobject_cast<QAbstractScrollArea*>(p->parentWidget());
                const bool scrolls =
                    area && area->viewport() == p && area->horizontalScrollBar()->isVisible();
                if (!scrolls) {
                    clipped << QStringLiteral("'%1' cut to %2 of %3 px by %4 %5")
                                   .arg(text)
                                   .arg(std::max(0, shownRight - shownLeft))
                                   .arg(right - left)
                                   .arg(QString::fromLatin1(p->metaObject()->className()),
                                        p->objectName());
                    break;
                }
            }
            // What a scroll bar reaches is not cut off further out.
            if (shownRight <= shownLeft)
                break;
            left = shownLeft;
            right = shownRight;
        }
    }
    return clipped;
}

// The programs' translations for `language` alone, as the editor started in it has them.
void useLanguage(const QString& language) {
    for (auto* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installTranslations(*QCoreApplication::instance(), language);
}

// Rows for each language at both screen sizes of the issue.
void languagesAndSizes() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString& language : availableLanguages())
        for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)})
            QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height())
                << language << size;
}

class TestDockLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void choosingALayerKeepsTheDocksAndTheBoard_data();
    void choosingALayerKeepsTheDocksAndTheBoard();
    void aSmallScreenGivesTheBoardTheLargerShare();
    void aLargeScreenKeepsRoomyDocks();
    void theDocksRememberTheirSize();
    void theDocksClipNoText_data();
    void theDocksClipNoText();
    void theGermanInspectorShowsEveryPlayer_data();
    void theGermanInspectorShowsEveryPlayer();
    void theDocksTabsShowWholeNames_data();
    void theDocksTabsShowWholeNames();
    void theRulesDockShowsItsButtons_data();
    void theRulesDockShowsItsButtons();

private:
    MainWindow* open(QSize size);
    MainWindow* window_ = nullptr;
};

void TestDockLayout::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

void TestDockLayout::cleanup() {
    if (window_)
        discardEditorWindow(window_);
    QSettings().clear();
    useLanguage(QStringLiteral("en"));
}

MainWindow* TestDockLayout::open(QSize size) {
    window_ = showEditorWindow(size);
    if (!QTest::qWaitForWindowExposed(window_))
        return nullptr;
    tabsOf(window_)->setBoard(hexBoard(20, 16), QString());
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    return window_;
}

void TestDockLayout::choosingALayerKeepsTheDocksAndTheBoard_data() {
    languagesAndSizes();
}

// Defect 3: a layer with longer value names widened the Layers dock; the fitted board shrank and
// moved, and the next click landed on another tile.
void TestDockLayout::choosingALayerKeepsTheDocksAndTheBoard() {
    QFETCH(QString, language);
    QFETCH(QSize, size);
    useLanguage(language);
    QVERIFY(open(size));
    LayersPanel* layers = partOf<LayersPanel>(window_);
    const QStringList keys = layers->layerKeys();
    QVERIFY(keys.size() >= 10);
    const auto widths = dockWidths(*window_);
    const QRect view = viewportRect(*window_);
    const double zoom = window_->view()->zoomable()->scale();
    QVERIFY(widths.contains(QStringLiteral("layersDock")));
    // Each layer chosen twice: after the first round every palette has been built once.
    for (int round = 0; round < 2; ++round) {
        for (const QString& key : keys) {
            QVERIFY(layers->selectLayer(key));
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            QVERIFY2(dockWidths(*window_) == widths, qPrintable(key));
            QVERIFY2(viewportRect(*window_) == view, qPrintable(key));
            QVERIFY2(window_->view()->zoomable()->scale() == zoom, qPrintable(key));
        }
    }
}

// Defect 6: at 1024×700 the right docks kept about 380 px and the board about 415.
void TestDockLayout::aSmallScreenGivesTheBoardTheLargerShare() {
    QVERIFY(open({1024, 700}));
    // Docks stacked in an area share its width: each area counts once.
    int left = 0;
    int right = 0;
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>()) {
        if (!dock->isVisible())
            continue;
        if (window_->dockWidgetArea(dock) == Qt::LeftDockWidgetArea)
            left = std::max(left, dock->width());
        else if (window_->dockWidgetArea(dock) == Qt::RightDockWidgetArea)
            right = std::max(right, dock->width());
    }
    const int docks = left + right;
    const int board = window_->view()->width();
    QVERIFY2(board > docks,
             qPrintable(
                 QStringLiteral("board %1 px, docks %2 + %3 px").arg(board).arg(left).arg(right)));
    QVERIFY2(board >= 0.55 * window_->width(),
             qPrintable(QStringLiteral("board %1 of %2 px").arg(board).arg(window_->width())));
    // The inspector is still there to read, and the Layers dock.
    QVERIFY(partOf<TileInspector>(window_)->isVisible());
    QVERIFY(partOf<LayersPanel>(window_)->isVisible());
}

// A large screen keeps the docks side by side as before: the inspector, presets and history in one
// column, each visible at once.
void TestDockLayout::aLargeScreenKeepsRoomyDocks() {
    QVERIFY(open({1600, 1000}));
    const auto visible = [this](const char* name) {
        return window_->findChild<QDockWidget*>(QLatin1String(name))->visibleRegion().isEmpty() ==
               false;
    };
    QVERIFY(visible("inspectorDock"));
    QVERIFY(visible("presetsDock"));
    QVERIFY(visible("historyDock"));
    QVERIFY(window_->view()->width() > window_->width() / 2);
}

// The user's arrangement comes back at the next start, whatever the screen.
void TestDockLayout::theDocksRememberTheirSize() {
    QVERIFY(open({1024, 700}));
    auto* inspector = window_->findChild<QDockWidget*>(QStringLiteral("inspectorDock"));
    window_->resizeDocks({inspector}, {300}, Qt::Horizontal);
    QCoreApplication::processEvents();
    const int width = inspector->width();
    QVERIFY(std::abs(width - 300) <= 2);
    window_->close();
    discardEditorWindow(window_);
    QVERIFY(open({1024, 700}));
    inspector = window_->findChild<QDockWidget*>(QStringLiteral("inspectorDock"));
    QCOMPARE(inspector->width(), width);
}

void TestDockLayout::theDocksClipNoText_data() {
    languagesAndSizes();
}

// Defect 5's check in every dock shown, in each language.
void TestDockLayout::theDocksClipNoText() {
    QFETCH(QString, language);
    QFETCH(QSize, size);
    useLanguage(language);
    QVERIFY(open(size));
    partOf<TileInspector>(window_)->pinTile(0);
    QTest::qWait(20); // the layouts follow the new texts
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>()) {
        if (!dock->isVisible() || dock->visibleRegion().isEmpty())
            continue;
        const QStringList clipped = clippedTexts(dock);
        QVERIFY2(clipped.isEmpty(),
                 qPrintable(dock->objectName() + QStringLiteral(": ") + clipped.join(u"; ")));
    }
}

void TestDockLayout::theGermanInspectorShowsEveryPlayer_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x700") << QSize(1024, 700);
    QTest::newRow("1600x1000") << QSize(1600, 1000);
}

// Defect 5: in German the inspector's second column of flags was cut off ('Spieler' without its
// number) and no scroll bar offered the rest.
void TestDockLayout::theGermanInspectorShowsEveryPlayer() {
    QFETCH(QSize, size);
    useLanguage(QStringLiteral("de"));
    QVERIFY(open(size));
    partOf<TileInspector>(window_)->pinTile(0);
    QTest::qWait(20); // the layouts follow the new texts
    auto* blacklist = partOf<TileInspector>(window_)->findChild<QWidget*>(
        QStringLiteral("inspector:playerBlacklist"));
    QVERIFY(blacklist);
    QCheckBox* second = blacklist->findChild<QCheckBox*>(QStringLiteral("flag1"));
    QVERIFY(second);
    QCOMPARE(second->text(), QStringLiteral("Spieler 2"));
    QVERIFY(second->width() >= second->fontMetrics().horizontalAdvance(second->text()));
    // Its right end is in view, or a scroll bar reaches it.
    auto* fields =
        partOf<TileInspector>(window_)->findChild<QScrollArea*>(QStringLiteral("inspectorFields"));
    QVERIFY(fields);
    const int end = second->mapTo(fields->viewport(), QPoint(second->width(), 0)).x();
    QVERIFY2(end <= fields->viewport()->width() || fields->horizontalScrollBar()->isVisible(),
             qPrintable(
                 QStringLiteral("ends at %1 of %2 px").arg(end).arg(fields->viewport()->width())));
    const QStringList clipped = clippedTexts(partOf<TileInspector>(window_));
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u"; ")));
}

// Rows for each language at the screen size of issue 42.
void languagesAt1280x820() {
    QTest::addColumn<QString>("language");
    for (const QString& language : availableLanguages())
        QTest::addRow("%s", qPrintable(language)) << language;
}

void TestDockLayout::theDocksTabsShowWholeNames_data() {
    languagesAt1280x820();
}

// Issue 42: at 1280×820 the right docks' tabs read "B…", "Le…", "R…". Every tab of stacked docks
// shows its whole name; the tabs scroll when there are more than the column holds.
void TestDockLayout::theDocksTabsShowWholeNames() {
    QFETCH(QString, language);
    useLanguage(language);
    QVERIFY(open({1280, 820}));
    int bars = 0;
    for (QTabBar* bar : window_->findChildren<QTabBar*>()) {
        if (!bar->isVisible() || bar->objectName() == QLatin1String("boardTabs"))
            continue;
        ++bars;
        for (int tab = 0; tab < bar->count(); ++tab) {
            const int text = bar->fontMetrics().horizontalAdvance(bar->tabText(tab));
            QVERIFY2(bar->tabRect(tab).width() > text,
                     qPrintable(QStringLiteral("'%1': %2 px for %3 px of text")
                                    .arg(bar->tabText(tab))
                                    .arg(bar->tabRect(tab).width())
                                    .arg(text)));
        }
    }
    QVERIFY(bars >= 1);
}

void TestDockLayout::theRulesDockShowsItsButtons_data() {
    languagesAt1280x820();
}

// Issue 42: at 1280×820 the Rules dock's buttons lay below and beside what it shows. Raised, it
// shows every button and the live switch whole, without scrolling.
void TestDockLayout::theRulesDockShowsItsButtons() {
    QFETCH(QString, language);
    useLanguage(language);
    QVERIFY(open({1280, 820}));
    auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("rulesDock"));
    QVERIFY(dock);
    dock->raise();
    QTest::qWait(20);
    QVERIFY(!dock->visibleRegion().isEmpty());
    QWidget* shown = dock->widget();
    if (auto* scroll = qobject_cast<QAbstractScrollArea*>(shown))
        shown = scroll->viewport();
    QStringList outside;
    QList<QWidget*> controls;
    for (auto* b : dock->findChildren<QAbstractButton*>())
        if (b->isVisibleTo(dock) && !b->text().isEmpty() && !b->parentWidget()->inherits("QHeaderView") &&
            !b->parentWidget()->inherits("QScrollBar"))
            controls << b;
    QVERIFY(controls.size() >= 8);
    for (QWidget* w : controls) {
        const QRect at(w->mapTo(shown, QPoint()), w->size());
        if (!shown->rect().contains(at))
            outside << QStringLiteral("'%1' at %2,%3 %4×%5 of %6×%7")
                           .arg(w->property("text").toString())
                           .arg(at.x())
                           .arg(at.y())
                           .arg(at.width())
                           .arg(at.height())
                           .arg(shown->width())
                           .arg(shown->height());
    }
    QVERIFY2(outside.isEmpty(), qPrintable(outside.join(u"; ")));
    const QStringList clipped = clippedTexts(dock);
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u"; ")));
}

GBXX_TEST_MAIN(TestDockLayout);

} // namespace tst_dock_layout
#include "tst_dock_layout.moc"
