// Several fields shown together (issue 16): colours that tell neighbouring values apart (CIE ΔE),
// each channel drawn where its field is and nothing of a hidden field, locked fields spared by
// every edit, and the visibility kept per tile size across restarts, with solo and its undoing;
// link groups outlined in their group's colour.

#include "widgets/window/main_window.h"
#include "gbxx/layout.h"
#include "render/board_renderer.h"
#include "render/layer_style.h"
#include "render/tile_colours.h"
#include "support/test_suite.h"
#include "text/translations.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/layers/legend_panel.h"
#include "widgets/document/board_document.h"
#include "widgets/support/gui_test_support.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/board_view.h"
#include "widgets/view/layer_visibility.h"

#include <QHeaderView>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

#include <array>
#include <cmath>

namespace tst_layer_display {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// CIE L*a*b* of an sRGB colour (D65), and the CIE76 distance.
std::array<double, 3> lab(const QColor& c) {
    const auto linear = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const double r = linear(c.redF()), g = linear(c.greenF()), b = linear(c.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) {
        return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deltaE(const QColor& a, const QColor& b) {
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// Whether a colour within `tolerance` of `colour` appears in `rect` of `image`.
bool appears(const QImage& image, const QRect& rect, const QColor& colour, int tolerance = 6) {
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor p = image.pixelColor(x, y);
            if (std::abs(p.red() - colour.red()) <= tolerance &&
                std::abs(p.green() - colour.green()) <= tolerance &&
                std::abs(p.blue() - colour.blue()) <= tolerance)
                return true;
        }
    return false;
}

} // namespace

class TestLayerDisplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void neighbouringValuesDifferVisibly();
    void compositeDrawsEachChannelWhereItsFieldIs();
    void lockedFieldsAreSparedByEveryEdit();
    void visibilityIsKeptPerTileSizeAndSoloComesBack();
    void theLayerListShowsHidesAndLocks();
    void everyLayerNameShowsInFull();
    void linkGroupOutlinesFollowTheLinkLayersVisibility();
    void theShadingLegendShowsWhatTheBoardShows();
    void linkGroupOutlinesUseTheirGroupsColour();
    void notOnBoardStandsApartInBothThemes();
};

void TestLayerDisplay::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-layers"));
    QSettings().clear();
}

// ΔE76 thresholds: 20 between flags (players are told apart by colour as well as by place),
// 15 between neighbouring enum values and height levels, 4 between the small numbers 1..8 of a
// wide number (logarithmic ramp; every step of a field of 16 values or fewer at least 6).
void TestLayerDisplay::neighbouringValuesDifferVisibly() {
    for (const Layout* layout : allLayouts())
        for (Variant v : kAllVariants)
            for (const FieldSpec& f : layout->tileFields(v))
                for (HeightMode mode : {HeightMode::Value, HeightMode::Levels}) {
                    const LayerStyle style(f, mode);
                    const QByteArray where = QByteArray(f.key.data(), qsizetype(f.key.size())) +
                                             " of GB" + QByteArray::number(bitsOf(v));
                    if (style.usesFlags()) {
                        for (int bit = 0; bit + 1 < f.bitCount; ++bit) {
                            const double d = deltaE(style.flagColor(bit), style.flagColor(bit + 1));
                            QVERIFY2(d >= (f.kind == FieldKind::Height ? 15 : 20),
                                     (where + " flags " + QByteArray::number(bit)).constData());
                        }
                        continue;
                    }
                    const std::uint64_t first = f.key == keys::boundary ? 0 : 1;
                    const std::uint64_t last = std::min<std::uint64_t>(f.maxValue(), 8);
                    const double needed = f.kind == FieldKind::Enum ? 15
                                          : f.maxValue() <= 15      ? 6
                                                                    : 4;
                    for (std::uint64_t value = first; value < last; ++value) {
                        const double d = deltaE(style.fill(value), style.fill(value + 1));
                        QVERIFY2(d >= needed, (where + " value " + QByteArray::number(value) +
                                               ": ΔE " + QByteArray::number(d))
                                                  .constData());
                    }
                }
    // The three barrier layers each have a palette of their own.
    const Board board(Variant::GB64, 1, 1);
    const char* barriers[] = {"currencyBarrier", "turnBarrier", "pieceSumBarrier"};
    for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j)
            for (std::uint64_t value = 1; value <= 3; ++value) {
                const QColor a =
                    LayerStyle(*board.field(barriers[i]), HeightMode::Value).fill(value);
                const QColor b =
                    LayerStyle(*board.field(barriers[j]), HeightMode::Value).fill(value);
                QVERIFY2(deltaE(a, b) >= 15, barriers[i]);
            }
    // "Not on board" stands apart from the view's background in both themes.
    const QColor notOnBoard = LayerStyle(*board.field("boundary"), HeightMode::Value).fill(0);
    QVERIFY(deltaE(notOnBoard, boardBackground(true)) >= 15);
    QVERIFY(deltaE(notOnBoard, boardBackground(false)) >= 15);
}

void TestLayerDisplay::compositeDrawsEachChannelWhereItsFieldIs() {
    Board board(Variant::GB64, 6, 4);
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& home = *board.field("homeZones");
    const FieldSpec& custom = *board.field("custom");
    const FieldSpec& player = *board.field("playerBlacklist");
    const FieldSpec& turn = *board.field("turnBarrier");
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, boundary.write(0, 3));
    const auto set = [&](int x, int y, const FieldSpec& f, std::uint64_t v) {
        board.setTileRaw(board.indexOf(x, y), f.write(board.tile(board.indexOf(x, y)), v));
    };
    set(1, 1, home, 2);   // player 2's home: hatched in player 2's colour
    set(3, 1, custom, 5); // a number on a chip
    set(4, 2, player, 1); // player 1 blacklisted: a glyph
    set(0, 3, turn, 2);   // hidden below: nothing of it may show
    const Geometry geometry(board);
    const BoardRenderer renderer(board, geometry);
    RenderOptions options;
    options.composite = true;
    options.shown = {{&home, LayerChannel::Hatching, 1.0},
                     {&player, LayerChannel::Glyphs, 1.0},
                     {&custom, LayerChannel::Numbers, 1.0},
                     {&boundary, LayerChannel::Fill, 1.0}};
    constexpr double kScale = 48;
    QImage image(6 * 48, 4 * 48, QImage::Format_RGB32);
    image.fill(Qt::black);
    {
        QPainter painter(&image);
        painter.scale(kScale, kScale);
        renderer.draw(painter, renderer.boardBounds(), kScale, options);
    }
    const auto tileRect = [&](int x, int y) { return QRect(x * 48 + 2, y * 48 + 2, 44, 44); };
    const HeightMode mode = HeightMode::Value;
    const QColor inBounds = LayerStyle(boundary, mode).fill(3);
    const QColor hatch = LayerStyle(home, mode).flagColor(1);
    const QColor glyph = LayerStyle(player, mode).flagColor(0);
    const QColor chip = LayerStyle(custom, mode).fill(5);
    const QColor barrier = LayerStyle(turn, mode).fill(2);
    QVERIFY(appears(image, tileRect(1, 1), hatch));
    QVERIFY(appears(image, tileRect(1, 1), inBounds)); // hatching leaves the fill between lines
    QVERIFY(!appears(image, tileRect(2, 1), hatch));
    QVERIFY(appears(image, tileRect(4, 2), glyph));
    QVERIFY(!appears(image, tileRect(3, 2), glyph));
    QVERIFY(appears(image, tileRect(3, 1), chip, 2));
    QVERIFY(!appears(image, tileRect(0, 3), barrier, 10)); // the barrier layer is not shown
    QCOMPARE(image.pixelColor(5 * 48 + 24, 3 * 48 + 24), inBounds); // an empty tile: the fill
    // Too small for glyphs and numbers: the fill alone, and no error.
    QImage small(6 * 4, 4 * 4, QImage::Format_RGB32);
    {
        QPainter painter(&small);
        painter.scale(4, 4);
        renderer.draw(painter, renderer.boardBounds(), 4, options);
    }
    QCOMPARE(small.pixelColor(3 * 4 + 2, 1 * 4 + 2), inBounds);
}

void TestLayerDisplay::lockedFieldsAreSparedByEveryEdit() {
    Board board(Variant::GB64, 3, 3);
    BoardDocument document(board);
    const FieldSpec& height = *document.board().field("height");
    const FieldSpec& boundary = *document.board().field("boundary");
    document.setLockedBits(height.mask());
    ChangeSet both;
    both.add(4, 0, height.write(boundary.write(0, 2), 9));
    document.pushEdit(QStringLiteral("Paste"), both);
    QCOMPARE(document.board().tile(4), boundary.write(0, 2)); // the boundary changed, not height
    auto id = document.openEdit(this, QStringLiteral("Stroke"));
    ChangeSet onlyHeight;
    onlyHeight.add(0, 0, height.write(0, 5));
    QVERIFY(id.extend(onlyHeight));
    QVERIFY(id.commit());
    QCOMPARE(document.board().tile(0), std::uint64_t{0});
    QCOMPARE(document.undoStack()->count(), 1); // a locked-only stroke is no step
    document.setLockedBits(0);
    document.undoStack()->undo();
    QCOMPARE(document.board().tile(4), std::uint64_t{0});
}

void TestLayerDisplay::visibilityIsKeptPerTileSizeAndSoloComesBack() {
    const Board gb64(Variant::GB64, 2, 2);
    const Board gb16(Variant::GB16, 2, 2);
    {
        LayerVisibility visibility;
        visibility.setVisible(Variant::GB64, *gb64.field("custom"), false);
        visibility.setChannel(Variant::GB64, *gb64.field("height"), LayerChannel::Numbers);
        visibility.setOpacity(Variant::GB64, *gb64.field("homeZones"), 0.4);
        visibility.setLocked(Variant::GB64, *gb64.field("boundary"), true);
    }
    LayerVisibility restarted; // read back from the settings
    const FieldDisplay custom = restarted.display(Variant::GB64, *gb64.field("custom"));
    QVERIFY(!custom.visible);
    QCOMPARE(restarted.display(Variant::GB64, *gb64.field("height")).channel,
             LayerChannel::Numbers);
    QCOMPARE(restarted.display(Variant::GB64, *gb64.field("homeZones")).opacity, 0.4);
    QCOMPARE(restarted.lockedBits(gb64.variant(), gb64.fields()), gb64.field("boundary")->mask());
    QVERIFY(restarted.display(Variant::GB16, *gb16.field("custom")).visible); // per tile size
    QCOMPARE(restarted.lockedBits(gb16.variant(), gb16.fields()), std::uint64_t{0});

    const std::size_t before = restarted.shown(gb64.variant(), gb64.fields()).size();
    QCOMPARE(before, gb64.fields().size() - 1);
    restarted.solo(gb64.variant(), gb64.fields(), *gb64.field("homeZones"));
    QCOMPARE(restarted.shown(gb64.variant(), gb64.fields()).size(), std::size_t{1});
    QCOMPARE(restarted.shown(gb64.variant(), gb64.fields()).front().field, gb64.field("homeZones"));
    restarted.solo(gb64.variant(), gb64.fields(),
                   *gb64.field("homeZones")); // again: what was shown comes back
    QCOMPARE(restarted.shown(gb64.variant(), gb64.fields()).size(), before);
    QVERIFY(!restarted.display(Variant::GB64, *gb64.field("custom")).visible);
    QSettings().clear();
}

void TestLayerDisplay::theLayerListShowsHidesAndLocks() {
    QSettings().clear();
    MainWindow window;
    window.resize(1280, 820);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    tabsOf(window)->setBoard(Board(Variant::GB64, 5, 5), QString());
    LayersPanel* layers = partOf<LayersPanel>(window);
    // Every field listed, in groups, all in view at the default size.
    QCOMPARE(layers->layerKeys().size(), 13);
    QCOMPARE(layers->layerKeys().last(), QStringLiteral("boundary"));
    QVERIFY(layers->tree()->verticalScrollBar()->maximum() == 0);
    QVERIFY(layers->selectLayer(QStringLiteral("height")));
    QTreeWidgetItem* height = layers->tree()->currentItem();
    height->setCheckState(LayersPanel::kLockColumn, Qt::Checked);
    BoardView* view = window.view();
    partOf<ToolActions>(window)->selectTool(QStringLiteral("brush"));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->tileCentre(2, 2).toPoint());
    QCOMPARE(
        tabsOf(window)->document()->board().tile(tabsOf(window)->document()->board().indexOf(2, 2)),
        std::uint64_t{0});
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("locked")),
             qPrintable(window.statusBar()->currentMessage()));
    height->setCheckState(LayersPanel::kLockColumn, Qt::Unchecked);
    height->setCheckState(LayersPanel::kNameColumn, Qt::Unchecked);
    QVERIFY(!window.view()->renderOptions().shown.empty());
    for (const LayerDisplay& d : window.view()->renderOptions().shown)
        QVERIFY(d.field->key != std::string_view("height"));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->tileCentre(2, 2).toPoint());
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("hidden")));
    height->setCheckState(LayersPanel::kNameColumn, Qt::Checked);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->tileCentre(2, 2).toPoint());
    QCOMPARE(tabsOf(window)->document()->board().get(
                 tabsOf(window)->document()->board().indexOf(2, 2),
                 *tabsOf(window)->document()->board().field("height")),
             std::uint64_t{1});
    // The legend lists what is shown.
    QCOMPARE(partOf<LegendPanel>(window)->tree()->topLevelItemCount(), 13);
    QSettings().clear();
}

// The German new user's finding (issue 42, item 6): "Figurensummen-Schranke" was cut to
// "Figurensummen-Schr…". Every layer's name fits its column at the default size and at the dock's
// narrowest, in every language and tile size, and the list is as wide for every board.
void TestLayerDisplay::everyLayerNameShowsInFull() {
    const auto useLanguage = [](const QString& language) {
        for (auto* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        installTranslations(*QCoreApplication::instance(), language);
    };
    for (const QString& language :
         {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("en")})
        for (const QSize size : {QSize(1100, 700), QSize(1280, 820), QSize(1600, 1000)}) {
            useLanguage(language);
            QSettings().clear();
            MainWindow window;
            window.resize(size);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            LayersPanel* layers = partOf<LayersPanel>(window);
            QTreeWidget* tree = layers->tree();
            int width = -1;
            for (Variant v : kAllVariants) {
                tabsOf(window)->setBoard(Board(v, 5, 5), QString());
                QCoreApplication::processEvents();
                if (width < 0)
                    width = tree->minimumWidth();
                QCOMPARE(tree->minimumWidth(), width);
                const int lock = tree->header()->sectionSize(LayersPanel::kLockColumn);
                const int room = tree->minimumWidth() - lock - 2 * tree->frameWidth();
                for (int g = 0; g < tree->topLevelItemCount(); ++g)
                    for (int k = 0; k < tree->topLevelItem(g)->childCount(); ++k) {
                        QTreeWidgetItem* item = tree->topLevelItem(g)->child(k);
                        const QModelIndex index =
                            tree->indexFromItem(item, LayersPanel::kNameColumn);
                        const int needed =
                            tree->sizeHintForIndex(index).width() + tree->indentation();
                        const QByteArray where =
                            (language + QStringLiteral(" GB%1 ").arg(bitsOf(v)) +
                             item->text(LayersPanel::kNameColumn))
                                .toUtf8();
                        QVERIFY2(tree->header()->sectionSize(LayersPanel::kNameColumn) >= needed,
                                 where.constData());
                        QVERIFY2(room >= needed, where.constData());
                    }
                // In view in the dock as it is laid out at first: no scrolling sideways.
                auto* scroll = window.findChild<QScrollArea*>(QStringLiteral("layersDockScroll"));
                QVERIFY(scroll);
                QVERIFY2(scroll->horizontalScrollBar()->maximum() == 0,
                         qPrintable(QStringLiteral("%1 %2x%3: %4 px to scroll")
                                        .arg(language)
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(scroll->horizontalScrollBar()->maximum())));
            }
        }
    useLanguage(QStringLiteral("en"));
    QSettings().clear();
}

// The helper's session: with link groups active, their outlines stayed when the link layer was
// hidden (or another layer shown alone).
void TestLayerDisplay::linkGroupOutlinesFollowTheLinkLayersVisibility() {
    QSettings().clear();
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Board grouped(Variant::GB64, 6, 6);
    const FieldSpec& boundary = *grouped.field("boundary");
    const FieldSpec& link = *grouped.field("link");
    for (TileIndex t = 0; t < grouped.tileCount(); ++t)
        grouped.setTileRaw(t, boundary.write(0, 3));
    grouped.setHeader(*grouped.layout().headerField("grouped"), 1);
    Board plain = grouped;
    for (const TileIndex t : {7u, 8u, 14u})
        grouped.setTileRaw(t, link.write(grouped.tile(t), 2));
    const auto shot = [&](const Board& board, bool linkShown) {
        tabsOf(window)->setBoard(board, QString());
        visibilityOf(window)->setVisible(board.variant(), link, linkShown);
        window.view()->zoomable()->setScale(48);
        QCoreApplication::processEvents();
        const QImage image = window.view()->viewport()->grab().toImage();
        tabsOf(window)->document()->markSaved();
        filesOf(window)->closeBoard();
        return image;
    };
    QVERIFY(shot(grouped, true) != shot(plain, true));
    QCOMPARE(shot(grouped, false), shot(plain, false));
}

// The helper's session: the legend showed the height's colour ramp while the board lightened the
// tiles (Shading): the legend's swatches are now the board's shading, lighter for higher values.
void TestLayerDisplay::theShadingLegendShowsWhatTheBoardShows() {
    const Board board(Variant::GB64, 1, 1);
    const FieldSpec& height = *board.field("height");
    const LayerStyle style(height, HeightMode::Value);
    const QColor base(0x6a, 0x6a, 0x6a);
    QCOMPARE(shaded(base, style, 0), base);
    int previous = base.lightness();
    for (std::uint64_t v : {1u, 20u, 60u, 200u}) {
        const QColor c = shaded(base, style, v);
        QVERIFY(c.lightness() > previous);
        QCOMPARE(c.red(), c.blue()); // grey: shading adds no colour of its own
        previous = c.lightness();
    }
}

// Found by a new user (issue 13 or after).
void TestLayerDisplay::linkGroupOutlinesUseTheirGroupsColour() {
    QSettings().clear(); // a first start: no layer visibility the suite's other tests kept
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    Board board = squareBoard(Variant::GB64, 6, 4);
    board.setHeader(*board.layout().headerField("grouped"), 1);
    const FieldSpec& link = *board.field("link");
    for (int x = 1; x <= 2; ++x)
        board.setTileRaw(board.indexOf(x, 1), link.write(board.tile(board.indexOf(x, 1)), 2));
    tabsOf(window)->setBoard(board, QString());
    BoardView* view = window->view();
    view->zoomable()->setScale(60);
    view->centreOn(2, 1);
    QCoreApplication::processEvents();
    const QImage shot = view->viewport()->grab().toImage();
    // Just inside the top edge of tile (1, 1): the group's outline.
    const QRectF r = view->tileRect(1, 1);
    const QPoint p(qRound(r.center().x()), qRound(r.top() + 1));
    const QColor expected = LayerStyle(link, HeightMode::Value).fill(2);
    QCOMPARE(QColor(shot.pixel(p * shot.devicePixelRatio())).name(), expected.name());
}

// Issue 42: in the dark theme "not on board" tiles barely differed from the view's background. In
// the window as drawn, in both themes and whichever layer is active, they stand clearly apart from
// the background (ΔE ≥ 30) and from the tiles on the board.
void TestLayerDisplay::notOnBoardStandsApartInBothThemes() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    Board board = squareBoard(Variant::GB64, 5, 9); // taller than wide: background either side
    const FieldSpec& boundary = *board.field("boundary");
    for (int x = 0; x < 5; ++x) // the top row is not on the board
        board.setTileRaw(board.indexOf(x, 0), boundary.write(0, 0));
    tabsOf(window)->setBoard(board, QString());
    BoardView* view = window->view();
    for (const char* theme : {"actionTheme2", "actionTheme1"}) { // dark, light
        actionOf(window, QLatin1String(theme))->trigger();
        for (const char* layer : {"boundary", "height"}) {
            QVERIFY(partOf<LayersPanel>(window)->selectLayer(QLatin1String(layer)));
            QCoreApplication::processEvents();
            const QImage shot = view->viewport()->grab().toImage();
            const auto colourAt = [&](int x, int y) {
                return shot.pixelColor(view->tileRect(x, y).center().toPoint());
            };
            const QColor background = shot.pixelColor(2, shot.height() / 2);
            QVERIFY(view->tileRect(0, 4).left() > 4); // the left edge is background
            const QColor off = colourAt(2, 0);
            const QColor on = colourAt(2, 4);
            const QByteArray where = QByteArray(theme) + " " + layer + ": not on board " +
                                     off.name().toLatin1() + ", background " +
                                     background.name().toLatin1() + ", on board " +
                                     on.name().toLatin1();
            QVERIFY2(deltaE(off, background) >= 30, where.constData());
            QVERIFY2(deltaE(off, on) >= 15, where.constData());
        }
    }
    actionOf(window, QStringLiteral("actionTheme0"))->trigger();
}

GBXX_TEST_MAIN(TestLayerDisplay);

} // namespace tst_layer_display
#include "tst_layer_display.moc"
