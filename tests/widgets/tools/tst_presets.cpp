// Tile presets: saved per variant, stamped whole by the brush, rectangle and fill tools,
// exchanged as JSON with clear refusals; the saved ones loaded at start and never overwritten, and
// Delete only with a preset chosen.

#include "widgets/layers/layers_panel.h"
#include "widgets/presets/presets_panel.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/board_view.h"
#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace tst_presets {

using namespace gbxx;
using namespace gbxx::test;

class TestPresets : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonRoundTripKeepsEveryBit();
    void importRefusesWhatItCannotUse_data();
    void importRefusesWhatItCannotUse();
    void presetsAreKeptPerVariant();
    void brushRectangleAndFillStampWholeTiles();
    void savedPresetsAreLoadedAtStartAndNeverOverwritten();
    void presetDeleteNeedsAPreset();

private:
    QTemporaryDir dir_;
};

void TestPresets::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

void TestPresets::jsonRoundTripKeepsEveryBit() {
    TilePresets presets(Variant::GB64);
    presets.list().append({QStringLiteral("All bits"), QColor(0x12, 0x34, 0x56), ~quint64{0}});
    presets.list().append({QStringLiteral("Wall é"), QColor(Qt::red), 0x0003000000000001});
    TilePresets back(Variant::GB64);
    QVERIFY(!back.fromJson(presets.toJson()));
    QCOMPARE(back.list(), presets.list());
}

void TestPresets::importRefusesWhatItCannotUse_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not JSON") << QByteArray("{") << "not a presets file";
    QTest::newRow("other format") << QByteArray(R"({"format":"x"})") << "format";
    QTest::newRow("other variant")
        << QByteArray(R"({"format":"gbxx-tile-presets","variant":64,"presets":[]})") << "GB64";
    QTest::newRow("too wide")
        << QByteArray(
               R"({"format":"gbxx-tile-presets","variant":16,"presets":[{"name":"a","color":"#fff","value":"0x10000"}]})")
        << "wider";
    QTest::newRow("no name")
        << QByteArray(
               R"({"format":"gbxx-tile-presets","variant":16,"presets":[{"color":"#fff","value":"0x1"}]})")
        << "needs a name";
}

void TestPresets::importRefusesWhatItCannotUse() {
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    TilePresets presets(Variant::GB16);
    presets.list().append({QStringLiteral("kept"), QColor(Qt::blue), 1});
    const auto failure = presets.fromJson(json);
    QVERIFY(failure.has_value());
    QVERIFY2(failure->contains(mentions), qPrintable(*failure));
    QCOMPARE(presets.list().size(), 1); // nothing changed
}

void TestPresets::presetsAreKeptPerVariant() {
    PaintSettings settings;
    PresetsPanel panel(&settings, [] { return std::optional<std::uint64_t>(); });
    panel.setVariant(Variant::GB08);
    panel.addPreset(QStringLiteral("Trap"), 0x0B);
    panel.setVariant(Variant::GB32);
    QCOMPARE(panel.presets().list().size(), 0);
    PresetsPanel other(&settings, [] { return std::optional<std::uint64_t>(); });
    other.setVariant(Variant::GB08);
    QCOMPARE(other.presets().list().size(), 1);
    QCOMPARE(other.presets().list().first().value, quint64{0x0B});
    const QString path = dir_.filePath(QStringLiteral("p.json"));
    QVERIFY(!other.exportFile(path));
    QVERIFY(!other.importFile(path));
    QCOMPARE(other.presets().list().size(), 2);
    QVERIFY(other.importFile(dir_.filePath(QStringLiteral("none.json"))).has_value());
    QSettings().clear();
}

void TestPresets::brushRectangleAndFillStampWholeTiles() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    tabsOf(window)->setBoard(squareBoard(Variant::GB32, 8, 6), QString());
    const std::uint64_t preset = 0xA5C3'1E07;
    partOf<PresetsPanel>(window)->addPreset(QStringLiteral("Fortress"), preset);
    partOf<PresetsPanel>(window)->selectPreset(0);
    QVERIFY(paintSettingsOf(window)->preset.has_value());
    BoardView* view = window.view();
    partOf<ToolActions>(window)->selectTool(QStringLiteral("brush"));
    press(view->viewport(), view->tileCentre(1, 1));
    moveHeld(view->viewport(), view->tileCentre(2, 1));
    release(view->viewport(), view->tileCentre(2, 1));
    const Board& b = tabsOf(window)->document()->board();
    QCOMPARE(b.tile(b.indexOf(1, 1)), preset);
    QCOMPARE(b.tile(b.indexOf(2, 1)), preset);
    QCOMPARE(tabsOf(window)->document()->undoStack()->text(0),
             QStringLiteral("Paint preset “Fortress”"));

    partOf<ToolActions>(window)->selectTool(QStringLiteral("rectangle"));
    press(view->viewport(), view->tileCentre(4, 3));
    moveHeld(view->viewport(), view->tileCentre(5, 4));
    release(view->viewport(), view->tileCentre(5, 4));
    QCOMPARE(b.tile(b.indexOf(5, 4)), preset);

    // Fill: the region is the active layer's (boundary: every in-bounds tile).
    partOf<LayersPanel>(window)->selectLayer(QStringLiteral("boundary"));
    partOf<ToolActions>(window)->selectTool(QStringLiteral("fill"));
    press(view->viewport(), view->tileCentre(0, 5));
    release(view->viewport(), view->tileCentre(0, 5));
    QCOMPARE(b.tile(b.indexOf(0, 5)), preset);
    QCOMPARE(b.tile(b.indexOf(7, 0)), preset);

    // Saving from the inspected tile.
    QTest::mouseMove(view->viewport(), view->tileCentre(3, 3).toPoint());
    QCOMPARE(partOf<TileInspector>(window)->tile(), 3 * 8 + 3);
    partOf<PresetsPanel>(window)->selectPreset(-1);
    QVERIFY(!paintSettingsOf(window)->preset.has_value());
    tabsOf(window)->document()->markSaved();
    QSettings().clear();
}

// Found by a new user (issue 13): saved presets were not loaded at start-up, and adding one
// overwrote the saved list.
void TestPresets::savedPresetsAreLoadedAtStartAndNeverOverwritten() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    discardEditorWindow(window); // the session before the restart
    TilePresets saved(Variant::GB64);
    saved.list().append({QStringLiteral("Wall"), QColor(Qt::gray), 0x0100'0000'0000'0000});
    saved.list().append({QStringLiteral("Trap"), QColor(Qt::red), 0x0200'0000'0000'0000});
    saved.save();
    window = showEditorWindow(); // a restart
    QVERIFY(QTest::qWaitForWindowExposed(window));
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    QCOMPARE(partOf<PresetsPanel>(window)->presets().list().size(), 2);
    partOf<PresetsPanel>(window)->addPreset(QStringLiteral("Hill"), 5);
    TilePresets reread(Variant::GB64);
    reread.load();
    QCOMPARE(reread.list().size(), 3);
    QCOMPARE(reread.list().first().name, QStringLiteral("Wall"));
}

// Found by a new user (issue 13).
void TestPresets::presetDeleteNeedsAPreset() {
    QSettings().clear(); // a first session: no presets the suite's other tests saved
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 4, 4),
                             QString()); // the first board of a session
    QPushButton* remove = nullptr;
    for (auto* b : partOf<PresetsPanel>(window)->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Delete"))
            remove = b;
    QVERIFY(remove);
    QVERIFY(!remove->isEnabled());
    partOf<PresetsPanel>(window)->addPreset(QStringLiteral("One"), 1);
    QVERIFY(!remove->isEnabled()); // nothing chosen yet
    partOf<PresetsPanel>(window)->selectPreset(0);
    QVERIFY(remove->isEnabled());
    remove->click();
    QCOMPARE(partOf<PresetsPanel>(window)->presets().list().size(), 0);
    QVERIFY(!remove->isEnabled());
}

GBXX_TEST_MAIN(TestPresets);

} // namespace tst_presets
#include "tst_presets.moc"
