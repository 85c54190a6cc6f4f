// Tile presets and stamps share one list, file frame and panel (issue 32): what they keep on disk
// and in the settings is byte for byte what they kept before, each refuses a file of the other
// kind, an import adds to the list and a refused one changes nothing, and the two panels let go
// of their item when the other kind's is chosen.

#include "widgets/presets/presets_panel.h"
#include "widgets/stamps/stamps_panel.h"
#include "widgets/settings/app_settings.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace tst_saved_items {

using namespace gbxx;
using namespace gbxx::test;

namespace {

Stamp pairStamp() {
    Stamp s;
    s.name = QStringLiteral("Pair");
    s.color = QColor(0xff, 0, 0);
    s.piece.region.variant = Variant::GB16;
    s.piece.region.cells = {{0, 0, 0x3}, {1, 0, 0x5}};
    s.piece.fields = {QStringLiteral("boundary")};
    return s;
}

} // namespace

class TestSavedItems : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void presetsAreKeptAsBefore();
    void stampsAreKeptAsBefore();
    void eachKindRefusesTheOther();
    void importAddsAndARefusalChangesNothing();
    void choosingOneKindLetsGoOfTheOther();

private:
    QTemporaryDir dir_;
};

void TestSavedItems::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_saved_items"));
    QStandardPaths::setTestModeEnabled(true);
}

void TestSavedItems::init() {
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/stamps"))
        .removeRecursively();
}

void TestSavedItems::presetsAreKeptAsBefore() {
    TilePresets presets(Variant::GB16);
    presets.list().append({QStringLiteral("Wall"), QColor(0x12, 0x34, 0x56), 0x3});
    QVERIFY(!presets.save());
    const QByteArray expected = "{\n"
                                "    \"format\": \"gbxx-tile-presets\",\n"
                                "    \"presets\": [\n"
                                "        {\n"
                                "            \"color\": \"#123456\",\n"
                                "            \"name\": \"Wall\",\n"
                                "            \"value\": \"0x3\"\n"
                                "        }\n"
                                "    ],\n"
                                "    \"variant\": 16,\n"
                                "    \"version\": 1\n"
                                "}\n";
    QCOMPARE(presets.toJson(), expected);
    QCOMPARE(AppSettings::presets(Variant::GB16), expected);
    TilePresets back(Variant::GB16);
    back.load();
    QCOMPARE(back.list(), presets.list());
}

void TestSavedItems::stampsAreKeptAsBefore() {
    StampLibrary library(Variant::GB16);
    const Stamp stamp = pairStamp();
    library.list().append(stamp);
    QVERIFY(!library.save());
    const QByteArray piece =
        QJsonDocument(regionToJsonObject(stamp.piece)).toJson(QJsonDocument::Compact);
    const QByteArray expected =
        R"({"format":"gbxx-stamps","stamps":[{"color":"#ff0000","name":"Pair","piece":)" + piece +
        R"(}],"variant":16,"version":1})";
    QCOMPARE(library.toJson(), expected);
    QVERIFY(library.filePath().endsWith(QStringLiteral("/stamps/gb16.json")));
    QFile file(library.filePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), expected);
    StampLibrary back(Variant::GB16);
    back.load();
    QCOMPARE(back.list().size(), 1);
    QCOMPARE(back.list().first().piece.region.cells, stamp.piece.region.cells);
    QCOMPARE(back.list().first().piece.fields, stamp.piece.fields);
}

void TestSavedItems::eachKindRefusesTheOther() {
    StampLibrary stamps(Variant::GB16);
    stamps.list().append(pairStamp());
    TilePresets presets(Variant::GB16);
    presets.list().append({QStringLiteral("Wall"), QColor(Qt::blue), 1});
    const auto notPresets = presets.fromJson(stamps.toJson());
    QCOMPARE(notPresets.value_or(QString()),
             QStringLiteral("not a presets file: \"format\" is not \"gbxx-tile-presets\""));
    const auto notStamps = stamps.fromJson(presets.toJson());
    QCOMPARE(notStamps.value_or(QString()),
             QStringLiteral("not a stamps file: \"format\" is not \"gbxx-stamps\""));
    QCOMPARE(presets.list().size(), 1);
    QCOMPARE(stamps.list().size(), 1);
    StampLibrary wider(Variant::GB32);
    QCOMPARE(wider.fromJson(stamps.toJson()).value_or(QString()),
             QStringLiteral("these stamps are for GB16 boards, not GB32"));
    QVERIFY(
        stamps.fromJson("[").value_or(QString()).startsWith(QStringLiteral("not a stamps file: ")));
}

void TestSavedItems::importAddsAndARefusalChangesNothing() {
    PaintSettings settings;
    StampsPanel panel(&settings);
    panel.setVariant(Variant::GB16);
    StampLibrary two(Variant::GB16);
    two.list() << pairStamp() << pairStamp();
    two.list()[1].name = QStringLiteral("Second");
    const QString path = dir_.filePath(QStringLiteral("two.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(two.toJson());
    file.close();
    QVERIFY(!panel.importFile(path));
    QVERIFY(!panel.importFile(path));
    QCOMPARE(panel.library().list().size(), 4);
    QCOMPARE(panel.library().list().at(3).name, QStringLiteral("Second"));
    auto* list = panel.findChild<QListWidget*>(QStringLiteral("stampList"));
    QCOMPARE(list->count(), 4);
    QCOMPARE(list->item(0)->text(), QStringLiteral("Pair (2 tiles)"));
    StampsPanel reread(&settings); // kept in the library's file
    reread.setVariant(Variant::GB16);
    QCOMPARE(reread.library().list().size(), 4);

    const QString presetsPath = dir_.filePath(QStringLiteral("presets.json"));
    PresetsPanel presets(&settings, [] { return std::optional<std::uint64_t>(); });
    presets.setVariant(Variant::GB16);
    presets.addPreset(QStringLiteral("Wall"), 1);
    QVERIFY(!presets.exportFile(presetsPath));
    const auto refused = panel.importFile(presetsPath);
    QCOMPARE(refused.value_or(QString()),
             presetsPath +
                 QStringLiteral(": not a stamps file: \"format\" is not \"gbxx-stamps\""));
    QCOMPARE(panel.library().list().size(), 4);
    const QString missing = dir_.filePath(QStringLiteral("none.json"));
    QVERIFY(panel.importFile(missing).value_or(QString()).startsWith(
        QStringLiteral("cannot open %1: ").arg(missing)));
}

void TestSavedItems::choosingOneKindLetsGoOfTheOther() {
    PaintSettings settings;
    PresetsPanel presets(&settings, [] { return std::optional<std::uint64_t>(); });
    StampsPanel stamps(&settings);
    presets.setVariant(Variant::GB16);
    stamps.setVariant(Variant::GB16);
    presets.addPreset(QStringLiteral("Wall"), 1);
    QVERIFY(!stamps.importFile([&] {
        StampLibrary one(Variant::GB16);
        one.list() << pairStamp();
        const QString path = dir_.filePath(QStringLiteral("one.json"));
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        file.write(one.toJson());
        return path;
    }()));
    auto* presetList = presets.findChild<QListWidget*>(QStringLiteral("presetList"));
    auto* stampList = stamps.findChild<QListWidget*>(QStringLiteral("stampList"));
    int chosen = 0;
    connect(&stamps, &StampsPanel::stampChosen, this, [&] { ++chosen; });
    presets.selectPreset(0);
    QCOMPARE(settings.presetName, QStringLiteral("Wall"));
    QCOMPARE(presetList->currentRow(), 0);
    stamps.selectStamp(0);
    QCOMPARE(chosen, 1);
    QCOMPARE(settings.stampName, QStringLiteral("Pair"));
    QVERIFY(!settings.preset);
    QCOMPARE(presetList->currentRow(), -1);
    presets.selectPreset(0);
    QVERIFY(!settings.stamp);
    QCOMPARE(stampList->currentRow(), -1);
    QCOMPARE(chosen, 1);
    // Switching the variant lets go of the chosen preset: it is not the new list's.
    presets.setVariant(Variant::GB32);
    QVERIFY(!settings.preset);
    QCOMPARE(presetList->count(), 0);
}

GBXX_TEST_MAIN(TestSavedItems);

} // namespace tst_saved_items
#include "tst_saved_items.moc"
