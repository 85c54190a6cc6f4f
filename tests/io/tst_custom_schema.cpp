// Custom-data schemas (issue 18, first part): a schema file read and checked with a clear message
// for each mistake, sub-field values read and written within the designer field, and the schema
// that applies to a board found beside it or in the nearest folder above.

#include "gbxx/board.h"
#include "gbxx/dump_json.h"
#include "gbxx/expression.h"
#include "gbxx/tile_field_table.h"
#include "io/schema_file.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace tst_custom_schema {

using namespace gbxx;

namespace {

const char* const kTerrainAndResources = R"({
  "schemaVersion": 1,
  "variants": {
    "64": {"field": "custom", "subFields": [
      {"key": "terrain", "label": "Terrain", "bits": [0, 3], "kind": "enum",
       "values": ["plains", {"name": "forest", "colour": "#2e7d32"}, "water", "mountain"]},
      {"key": "resources", "label": "Resources", "bits": [4, 7], "kind": "flags",
       "flags": ["wood", "stone", "gold", "food"]}
    ]},
    "08": {"field": "specialFlag", "subFields": [
      {"key": "portal", "bits": 0, "kind": "flags", "flags": ["portal"]}
    ]}
  }
})";

QByteArray withSubFields(const char* variant, const char* field, const char* subFields) {
    return QStringLiteral(
               R"({"schemaVersion": 1, "variants": {"%1": {"field": "%2", "subFields": %3}}})")
        .arg(QLatin1String(variant), QLatin1String(field), QLatin1String(subFields))
        .toUtf8();
}

void write(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestCustomSchema : public QObject {
    Q_OBJECT

private slots:
    void aSchemaIsReadWithItsSubFields();
    void subFieldValuesLiveInTheirBits();
    void mistakesAreNamedWithTheirPlace_data();
    void mistakesAreNamedWithTheirPlace();
    void theNearestSchemaApplies();
    void subFieldsAreFieldsOfTheTable();
    void dumpAndExpressionsReadSubFields();
    void aSchemaIsWrittenAsItIsRead();
};

void TestCustomSchema::aSchemaIsReadWithItsSubFields() {
    const LoadedSchema loaded = parseSchema(kTerrainAndResources, QStringLiteral("s.json"));
    QVERIFY2(loaded.schema, qPrintable(loaded.problems.join(QLatin1Char('\n'))));
    const CustomSchema* gb64 = loaded.schema->forVariant(Variant::GB64);
    QVERIFY(gb64);
    QCOMPARE(gb64->subFields.size(), std::size_t{2});
    const CustomSubField& terrain = gb64->subFields[0];
    QCOMPARE(terrain.key, std::string("terrain"));
    QCOMPARE(terrain.firstBit, 0);
    QCOMPARE(terrain.bitCount, 4);
    QCOMPARE(terrain.kind, SubFieldKind::Enum);
    QCOMPARE(terrain.names[1].name, std::string("forest"));
    QCOMPARE(terrain.names[1].colour, std::optional<std::uint32_t>(0x2e7d32));
    QCOMPARE(terrain.names[0].colour, std::optional<std::uint32_t>());
    QCOMPARE(gb64->subFields[1].kind, SubFieldKind::Flags);
    QCOMPARE(gb64->subFields[1].firstBit, 4);
    const CustomSchema* gb08 = loaded.schema->forVariant(Variant::GB08);
    QVERIFY(gb08);
    QCOMPARE(gb08->subFields[0].bitCount, 1);
    QVERIFY(!loaded.schema->forVariant(Variant::GB32)); // none given: the plain number
}

void TestCustomSchema::subFieldValuesLiveInTheirBits() {
    const LoadedSchema loaded = parseSchema(kTerrainAndResources, QStringLiteral("s.json"));
    const CustomSchema& gb64 = *loaded.schema->forVariant(Variant::GB64);
    const CustomSubField& terrain = gb64.subFields[0];
    const CustomSubField& resources = gb64.subFields[1];
    Board board(Variant::GB64, 2, 1);
    const FieldSpec& custom = *designerField(board.layout(), Variant::GB64);
    QCOMPARE(custom.key, std::string_view("custom"));
    // Water with wood and gold: 2 | (0b0101 << 4).
    std::uint64_t value = terrain.write(0, 2);
    value = resources.write(value, 0b0101);
    QCOMPARE(value, std::uint64_t{0x52});
    board.setTileRaw(0, custom.write(board.tile(0), value));
    const std::uint64_t read = custom.read(board.tile(0));
    QCOMPARE(terrain.read(read), std::uint64_t{2});
    QCOMPARE(resources.read(read), std::uint64_t{0b0101});
    // Writing one sub-field leaves the other alone; a value too wide is cut to its bits.
    QCOMPARE(resources.read(terrain.write(read, 0xFF)), std::uint64_t{0b0101});
    QCOMPARE(terrain.read(terrain.write(read, 0x13)), std::uint64_t{3});
}

void TestCustomSchema::mistakesAreNamedWithTheirPlace_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("{\"schemaVersion\": 1,") << "not JSON";
    QTest::newRow("no version") << QByteArray("{\"variants\": {}}") << "\"schemaVersion\": 1";
    QTest::newRow("no tile size") << QByteArray(R"({"schemaVersion": 1, "variants": {}})")
                                  << "names no tile size";
    QTest::newRow("a tile size that is none")
        << QByteArray(R"({"schemaVersion": 1, "variants": {"12": {}}})")
        << "variants.12: not a tile size";
    QTest::newRow("unknown field")
        << withSubFields("64", "height", "[]")
        << "variants.64: unknown field 'height': a GB64 schema splits 'custom'";
    QTest::newRow("GB08's field is specialFlag")
        << withSubFields("08", "custom", "[]") << "a GB08 schema splits 'specialFlag'";
    QTest::newRow("overlapping bits")
        << withSubFields("64", "custom",
                         R"([{"key": "a", "bits": [0, 3]}, {"key": "b", "bits": [2, 5]}])")
        << "'b': bits 2-5 overlap 'a' (bits 0-3)";
    QTest::newRow("one bit overlapping")
        << withSubFields("64", "custom",
                         R"([{"key": "a", "bits": [0, 3]}, {"key": "b", "bits": 2}])")
        << "'b': bit 2 overlaps 'a' (bits 0-3)";
    QTest::newRow("one bit outside the field")
        << withSubFields("08", "specialFlag", R"([{"key": "a", "bits": 1}])")
        << "'a': bit 1 is outside 'specialFlag' (bit 0)";
    QTest::newRow("bits outside the field")
        << withSubFields("16", "custom", R"([{"key": "a", "bits": [1, 2]}])")
        << "'a': bits 1-2 are outside 'custom' (bits 0-1)";
    QTest::newRow("bits backwards")
        << withSubFields("64", "custom", R"([{"key": "a", "bits": [3, 1]}])") << "are outside";
    QTest::newRow("names that do not fit")
        << withSubFields(
               "64", "custom",
               R"([{"key": "a", "bits": [0, 1], "kind": "enum", "values": ["p", "q", "r", "s", "t"]}])")
        << "'a': 5 value names do not fit in bits 0-1 (at most 4)";
    QTest::newRow("flags that do not fit")
        << withSubFields("08", "specialFlag",
                         R"([{"key": "a", "bits": 0, "kind": "flags", "flags": ["p", "q"]}])")
        << "'a': 2 flag names do not fit in bit 0 (at most 1)";
    QTest::newRow("a key that is not a name")
        << withSubFields("64", "custom", R"([{"key": "2nd", "bits": 0}])")
        << "the key '2nd' is not a name";
    QTest::newRow("a key used twice")
        << withSubFields("64", "custom", R"([{"key": "a", "bits": 0}, {"key": "a", "bits": 1}])")
        << "the key 'a' is used twice";
    QTest::newRow("an unknown kind")
        << withSubFields("64", "custom", R"([{"key": "a", "bits": 0, "kind": "colour"}])")
        << "variants.64.subFields[0]: unknown kind 'colour'";
    QTest::newRow("a bad colour")
        << withSubFields(
               "64", "custom",
               R"([{"key": "a", "bits": 0, "kind": "enum", "values": [{"name": "x", "colour": "red"}]}])")
        << "\"colour\": \"#rrggbb\"";
}

void TestCustomSchema::mistakesAreNamedWithTheirPlace() {
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const LoadedSchema loaded = parseSchema(json, QStringLiteral("boards/gameboardxx-schema.json"));
    QVERIFY(!loaded.schema);
    QVERIFY(!loaded.problems.isEmpty());
    const QString all = loaded.problems.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(message), qPrintable(all));
    for (const QString& line : loaded.problems) {
        QVERIFY2(line.startsWith(QStringLiteral("boards/gameboardxx-schema.json: ")),
                 qPrintable(line));
        QVERIFY(!line.contains(QLatin1Char('\n')));
    }
}

void TestCustomSchema::theNearestSchemaApplies() {
    QTemporaryDir dir;
    const QString root = dir.path();
    write(root + QStringLiteral("/gameboardxx-schema.json"), kTerrainAndResources);
    write(root + QStringLiteral("/maps/isles.gb64"), "board");
    write(root + QStringLiteral("/maps/deep/coast.gb64"), "board");
    // Found in the nearest folder above.
    QCOMPARE(findSchemaFor(root + QStringLiteral("/maps/deep/coast.gb64")),
             root + QStringLiteral("/gameboardxx-schema.json"));
    // A folder's own file before one further up.
    write(root + QStringLiteral("/maps/gameboardxx-schema.json"), kTerrainAndResources);
    QCOMPARE(findSchemaFor(root + QStringLiteral("/maps/deep/coast.gb64")),
             root + QStringLiteral("/maps/gameboardxx-schema.json"));
    // The board's own schema before any folder's.
    write(root + QStringLiteral("/maps/isles.schema.json"), kTerrainAndResources);
    QCOMPARE(findSchemaFor(root + QStringLiteral("/maps/isles.gb64")),
             root + QStringLiteral("/maps/isles.schema.json"));
    const LoadedSchema loaded = loadSchemaFile(findSchemaFor(root + "/maps/isles.gb64"));
    QVERIFY(loaded.schema);
    QCOMPARE(loadSchemaFile(root + QStringLiteral("/none.json")).problems.size(), 1);
}

void TestCustomSchema::subFieldsAreFieldsOfTheTable() {
    const LoadedSchema loaded = parseSchema(kTerrainAndResources, QStringLiteral("s.json"));
    QVERIFY(loaded.schema);
    const Layout& layout = defaultLayout();
    // Without a schema the table is the layout's own: the very specs Board::field() gives.
    const TileFieldTable plain(layout, Variant::GB64);
    QCOMPARE(plain.fields().data(), layout.tileFields(Variant::GB64).data());
    QVERIFY(plain.subFields().empty());
    const TileFieldTable table(layout, Variant::GB64, *loaded.schema->forVariant(Variant::GB64));
    QCOMPARE(table.fields().size(), layout.tileFields(Variant::GB64).size() + 2);
    QCOMPARE(table.subFields().size(), std::size_t(2));
    const FieldSpec* terrain = table.find("custom.terrain");
    const FieldSpec* resources = table.find("custom.resources");
    const FieldSpec& custom = *layout.tileField(Variant::GB64, "custom");
    QVERIFY(terrain && resources);
    QCOMPARE(terrain->shift(), custom.shift());
    QCOMPARE(resources->shift(), custom.shift() + 4);
    QCOMPARE(int(terrain->bitCount), 4);
    QCOMPARE(terrain->kind, FieldKind::Enum);
    QCOMPARE(resources->kind, FieldKind::Flags);
    QCOMPARE(terrain->nameOf(1), std::string_view("forest"));
    QCOMPARE(terrain->colourOf(1), std::uint32_t(0x2e7d32));
    QCOMPARE(terrain->colourOf(0), kNoColour);
    QCOMPARE(terrain->group, FieldGroup::Custom);
    QCOMPARE(terrain->label, std::string_view("Terrain"));
    // Copies and moves keep their own strings.
    TileFieldTable copy = table;
    TileFieldTable moved = std::move(copy);
    QCOMPARE(moved.find("custom.resources")->nameOf(3), std::string_view("food"));
    // GB08's part splits specialFlag.
    const TileFieldTable small(layout, Variant::GB08, *loaded.schema->forVariant(Variant::GB08));
    QCOMPARE(small.find("specialFlag.portal")->shift(),
             layout.tileField(Variant::GB08, "specialFlag")->shift());
}

void TestCustomSchema::dumpAndExpressionsReadSubFields() {
    const LoadedSchema loaded = parseSchema(kTerrainAndResources, QStringLiteral("s.json"));
    QVERIFY(loaded.schema);
    Board board(Variant::GB64, 3, 1);
    const FieldSpec& custom = *board.field("custom");
    board.setTileRaw(0, custom.write(0, 0x12)); // forest, stone
    board.setTileRaw(1, custom.write(0, 0x21)); // water... and wood
    board.setTileRaw(2, custom.write(0, 0x52));
    const TileFieldTable table(board.layout(), board.variant(),
                               *loaded.schema->forVariant(Variant::GB64));
    const std::string dump = dumpJson(board, table.fields());
    QVERIFY(dump.find("\"custom\": 18, \"custom.terrain\": 2, \"custom.resources\": 1}") !=
            std::string::npos);
    QCOMPARE(dumpJson(board).find("custom."), std::string::npos);
    const auto parsed =
        TileExpression::parse("custom.terrain = 2 and custom.resources has 2", table.fields());
    QVERIFY(parsed);
    QCOMPARE(parsed.expression->select(board).tiles(), (std::vector<TileIndex>{2}));
    const auto unknown = TileExpression::parse("custom.colour = 1", table.fields());
    QVERIFY(!unknown);
    QVERIFY(unknown.error.message.find("custom.colour") != std::string::npos);
}

void TestCustomSchema::aSchemaIsWrittenAsItIsRead() {
    const LoadedSchema loaded = parseSchema(kTerrainAndResources, QStringLiteral("s.json"));
    QVERIFY(loaded.schema);
    const QByteArray json = schemaJson(*loaded.schema);
    const LoadedSchema again = parseSchema(json, QStringLiteral("again.json"));
    QVERIFY2(again.schema, qPrintable(again.problems.join('\n')));
    QCOMPARE(schemaJson(*again.schema), json);
    const CustomSubField& terrain = again.schema->forVariant(Variant::GB64)->subFields[0];
    QCOMPARE(terrain.names[1].colour, std::optional<std::uint32_t>(0x2e7d32));
    QCOMPARE(terrain.bitCount, 4);
    QCOMPARE(again.schema->forVariant(Variant::GB08)->subFields[0].bitCount, 1);
}

GBXX_TEST_MAIN(TestCustomSchema);

} // namespace tst_custom_schema
#include "tst_custom_schema.moc"
