// The older layouts of spec section L, on hand-built boards: their tables (L1, L2, L5), the
// mapping onto today's layout (L3) and the loss report (L4). The vector sets check the same
// against generated files; these pin each rule to one small case.

#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/geometry.h"
#include "gbxx/layout_mapping.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QTest>

#include <algorithm>

namespace tst_older_layouts {

using namespace gbxx;

namespace {

const Layout& draft() {
    return *findLayout("draft-2023-09-06");
}
const Layout& sept10() {
    return *findLayout("2023-09-10");
}

// A board of `layout` whose tile 0 has the given fields set; the other tiles stay empty.
Board boardWith(const Layout& layout, Variant v,
                std::initializer_list<std::pair<const char*, std::uint64_t>> fields,
                int width = 1) {
    Board board(v, width, 1, layout);
    std::uint64_t tile = 0;
    for (const auto& [key, value] : fields) {
        const FieldSpec* f = layout.tileField(v, key);
        if (!f)
            qFatal("no field %s", key);
        tile = f->write(tile, value);
    }
    board.setTileRaw(0, tile);
    return board;
}

void setHeader(Board& board, std::initializer_list<std::pair<const char*, std::uint64_t>> fields) {
    for (const auto& [key, value] : fields)
        board.setHeader(*board.layout().headerField(key), value);
}

// Field `key` of tile `i` of a board in today's layout.
std::uint64_t todays(const Board& board, const char* key, TileIndex i = 0) {
    return board.get(i, *board.field(key));
}

std::string reportOf(const Board& board, Variant to) {
    return convertBoard(board, to).report.text();
}

} // namespace

class TestOlderLayouts : public QObject {
    Q_OBJECT

private slots:
    void layoutsAreChosenByName_L();
    void olderTablesHoldTheSpecsKeys_L1_L2_L5();
    void everyOlderFieldIsMappedOrCopied_L3();
    void overfilledGb32Byte3Bit5IsTheSpecialSpawn_L2();
    void overfilledGb16Byte1Bit5IsTheSpecialFlag_L2();
    void gb16HomeZoneBecomesOneHomeZonesFlag_L3_data();
    void gb16HomeZoneBecomesOneHomeZonesFlag_L3();
    void lowMidAndHighMidAreReportedAndDropped_L3_L4();
    void teamDZonesAreReported_L3_L4();
    void draftSpecialsMoveIntoCustomBits_L3_L4();
    void gb08HeightValueIsAValueOtherHeightsAreLevels_L3();
    void gb08ZoneAndSpecialFlagsFollowC4_L3();
    void bothWrapsGiveWidthWrapAndLoseWrapLength_L3_L4_data();
    void bothWrapsGiveWidthWrapAndLoseWrapLength_L3_L4();
    void headerFlagsWithoutPlaceAreLostAndReservedIsZero_L3_L4();
    void tallestHeightOnlyIsLost_L5();
    void sept10TilesConvertAsTodaysInLevelsMode_L5();
    void olderBoardIsConvertedEvenToItsOwnVariant_L3();
    void reportEntriesCarryTilesAndHeaderFlags_L4();
    void geometryReadsTheOlderHeader_L1();
};

void TestOlderLayouts::layoutsAreChosenByName_L() {
    QCOMPARE(allLayouts().size(), std::size_t{3});
    QVERIFY(allLayouts()[0]->isDefault());
    QCOMPARE(findLayout("2023-09"), &defaultLayout());
    QVERIFY(findLayout("2023-09-10") && findLayout("draft-2023-09-06"));
    QVERIFY(!findLayout("bogus") && !findLayout(""));
    QVERIFY(!defaultLayout().mapping);
    QVERIFY(draft().mapping && sept10().mapping);
    // L5: today's four tile tables, another header.
    for (Variant v : kAllVariants)
        QCOMPARE(sept10().tileFields(v).data(), defaultLayout().tileFields(v).data());
}

void TestOlderLayouts::olderTablesHoldTheSpecsKeys_L1_L2_L5() {
    const auto keys = [](std::span<const FieldSpec> fields) {
        QStringList out;
        for (const FieldSpec& f : fields)
            out << QString::fromLatin1(f.key.data(), static_cast<qsizetype>(f.key.size()));
        return out.join(QLatin1Char(' '));
    };
    // L1, L5.
    QCOMPARE(keys(draft().header),
             QStringLiteral("hex full3d linked wrapWidth wrapLength "
                            "twoPlayer threePlayer fourPlayer bonusFeatures"));
    QCOMPARE(keys(sept10().header),
             QStringLiteral("tallestHeightOnly hex linked wrapWidth wrapLength twoPlayer "
                            "threePlayer fourPlayer bonusFeatures"));
    // L2.
    QCOMPARE(keys(draft().tileFields(Variant::GB64)),
             QStringLiteral("heightLevels playerBlacklist ffaBlacklist teamBlacklist homeZones "
                            "endZones safeZones boundary currencyBarrier turnBarrier "
                            "pieceSumBarrier specialZone kingOfTheHill specialSpawn link"));
    QCOMPARE(keys(draft().tileFields(Variant::GB32)),
             QStringLiteral("heightLevels playerBlacklist standardTeamBlacklist teamHomeZones "
                            "teamEndZones boundary specialZone specialSpawn link"));
    QCOMPARE(keys(draft().tileFields(Variant::GB16)),
             QStringLiteral("heightLevels boundary homeZone specialFlag link"));
    QCOMPARE(keys(draft().tileFields(Variant::GB08)),
             QStringLiteral("boundary heightValue zoneFlag specialFlag link"));
    const FieldSpec* levels = draft().tileField(Variant::GB64, "heightLevels");
    QCOMPARE(levels->names.size(), std::size_t{8});
    QCOMPARE(levels->nameOf(2), std::string_view("Low-Mid Ground"));
    QCOMPARE(levels->nameOf(4), std::string_view("High-Mid Ground"));
    const FieldSpec* homeZone = draft().tileField(Variant::GB16, "homeZone");
    QCOMPARE(homeZone->nameOf(0), std::string_view("none")); // B4, not "player 1"
    QCOMPARE(homeZone->nameOf(7), std::string_view("all"));
    QCOMPARE(draft().tileField(Variant::GB64, "specialZone")->nameOf(6),
             std::string_view("site A"));
    QCOMPARE(draft().tileField(Variant::GB64, "specialSpawn")->nameOf(3),
             std::string_view("spawn C"));
}

// The mapping tables name real fields, and every field of an older layout has a mapping, or
// shares its key with a neutral field (copied), or is today's own field (the C rules convert it).
void TestOlderLayouts::everyOlderFieldIsMappedOrCopied_L3() {
    for (const Layout* layout : {&draft(), &sept10()}) {
        for (Variant v : kAllVariants) {
            const auto rules = layout->mapping->tiles[variantIndex(v)];
            for (const TileFieldMapping& rule : rules) {
                QVERIFY2(layout->tileField(v, rule.key), rule.key.data());
                QVERIFY2(findField(neutralFields(), rule.neutralKey), rule.neutralKey.data());
            }
            for (const FieldSpec& f : layout->tileFields(v)) {
                const bool mapped = std::any_of(rules.begin(), rules.end(),
                                                [&](const auto& r) { return r.key == f.key; });
                const FieldSpec* today = defaultLayout().tileField(v, f.key);
                const bool cRule = today && today->mask() == f.mask(); // today's own field
                QVERIFY2(mapped || findField(neutralFields(), f.key) || cRule, f.key.data());
            }
        }
        for (const HeaderFieldMapping& rule : layout->mapping->header) {
            QVERIFY2(layout->headerField(rule.key), rule.key.data());
            QVERIFY(rule.target.empty() || defaultLayout().headerField(rule.target));
        }
        QCOMPARE(layout->mapping->header.size(), layout->header.size());
    }
}

void TestOlderLayouts::overfilledGb32Byte3Bit5IsTheSpecialSpawn_L2() {
    // L2: byte 3 = link 2 | spawn (bit 5) | special zone 5 (bits 2-4) | boundary 3.
    Board board(Variant::GB32, 1, 1, draft());
    board.setTileRaw(0, std::uint64_t{0b10'1'101'11} << 24);
    QCOMPARE(board.get(0, *board.field("boundary")), std::uint64_t{3});
    QCOMPARE(board.get(0, *board.field("specialZone")), std::uint64_t{5});
    QCOMPARE(board.get(0, *board.field("specialSpawn")), std::uint64_t{1});
    QCOMPARE(board.get(0, *board.field("link")), std::uint64_t{2});
    // L3: byte 3 bits 2-5 → custom bits 0-3.
    const Conversion out = convertBoard(board, Variant::GB64);
    QCOMPARE(todays(out.board, "custom"), std::uint64_t{0b1101});
    QCOMPARE(todays(out.board, "link"), std::uint64_t{2});
    QCOMPARE(todays(out.board, "boundary"), std::uint64_t{3});
    QCOMPARE(out.report.text(), std::string("draft.specialSpawn: 1 tiles\n"
                                            "draft.specialZone: 1 tiles\n"));
    // GB32's custom has four bits: the spawn survives there too.
    QCOMPARE(todays(convertBoard(board, Variant::GB32).board, "custom"), std::uint64_t{0b1101});
}

void TestOlderLayouts::overfilledGb16Byte1Bit5IsTheSpecialFlag_L2() {
    // L2: byte 1 = link 1 (bits 6-7) | special (bit 5) | homeZone 0 | boundary 3.
    Board board(Variant::GB16, 1, 1, draft());
    board.setTileRaw(0, std::uint64_t{0b01'1'000'11} << 8);
    QCOMPARE(board.get(0, *board.field("specialFlag")), std::uint64_t{1});
    QCOMPARE(board.get(0, *board.field("link")), std::uint64_t{1});
    QCOMPARE(board.get(0, *board.field("homeZone")), std::uint64_t{0});
    const Conversion out = convertBoard(board, Variant::GB64);
    QCOMPARE(todays(out.board, "custom"), std::uint64_t{1}); // L3: custom bit 0
    QCOMPARE(todays(out.board, "link"), std::uint64_t{1});
    QCOMPARE(todays(out.board, "homeZones"), std::uint64_t{0});
    QCOMPARE(out.report.text(), std::string("draft.specialFlag: 1 tiles\n")); // L4
}

void TestOlderLayouts::gb16HomeZoneBecomesOneHomeZonesFlag_L3_data() {
    QTest::addColumn<int>("homeZone");
    QTest::addColumn<int>("homeZones");
    QTest::newRow("0 none (B4)") << 0 << 0x00;
    QTest::newRow("1 player 2") << 1 << 0x02;
    QTest::newRow("2 player 3") << 2 << 0x04;
    QTest::newRow("3 player 4") << 3 << 0x08;
    QTest::newRow("4 team 1") << 4 << 0x10;
    QTest::newRow("5 team 2") << 5 << 0x20;
    QTest::newRow("6 team 3") << 6 << 0x40;
    QTest::newRow("7 all") << 7 << 0x80;
}

void TestOlderLayouts::gb16HomeZoneBecomesOneHomeZonesFlag_L3() {
    QFETCH(int, homeZone);
    QFETCH(int, homeZones);
    const Board board = boardWith(draft(), Variant::GB16, {{"homeZone", homeZone}});
    const Conversion out = convertBoard(board, Variant::GB64);
    QCOMPARE(todays(out.board, "homeZones"), std::uint64_t(homeZones));
    QCOMPARE(todays(out.board, "endZones") | todays(out.board, "safeZones"), std::uint64_t{0});
    QCOMPARE(out.report.text(), std::string("lossless\n")); // nothing lost on the way to GB64
}

void TestOlderLayouts::lowMidAndHighMidAreReportedAndDropped_L3_L4() {
    // Tile 0: every level; tile 1: Low-Mid only; tile 2: Mid and Aboveground (nothing dropped).
    for (Variant v : {Variant::GB64, Variant::GB32, Variant::GB16}) {
        Board board(v, 3, 1, draft());
        const FieldSpec& levels = *board.field("heightLevels");
        board.setTileRaw(0, levels.write(0, 0xFF));
        board.setTileRaw(1, levels.write(0, 0b0000'0100));
        board.setTileRaw(2, levels.write(0, 0b1000'1000));
        const Conversion out = convertBoard(board, Variant::GB64);
        QCOMPARE(out.board.header("heightMode"), std::uint64_t{1}); // levels (L3)
        QCOMPARE(todays(out.board, "height", 0), std::uint64_t{0b111111});
        QCOMPARE(todays(out.board, "height", 1), std::uint64_t{0});
        QCOMPARE(todays(out.board, "height", 2), std::uint64_t{0b100100}); // Mid → 2, Above → 5
        QCOMPARE(out.report.text(), std::string("draft.heightLevels: 2 tiles\n"));
        QCOMPARE(out.report.tilesOf(out.report.entries[0]), (std::vector<TileIndex>{0, 1}));
    }
}

void TestOlderLayouts::teamDZonesAreReported_L3_L4() {
    Board board(Variant::GB32, 3, 1, draft());
    const FieldSpec& home = *board.field("teamHomeZones");
    const FieldSpec& end = *board.field("teamEndZones");
    board.setTileRaw(0, home.write(end.write(0, 0b1000), 0b0111)); // teams A-C home, D end
    board.setTileRaw(1, home.write(0, 0b1001));                    // teams A and D home
    board.setTileRaw(2, end.write(0, 0b0010));                     // team B end
    const Conversion out = convertBoard(board, Variant::GB64);
    QCOMPARE(todays(out.board, "homeZones", 0), std::uint64_t{0x70});
    QCOMPARE(todays(out.board, "endZones", 0), std::uint64_t{0});
    QCOMPARE(todays(out.board, "homeZones", 1), std::uint64_t{0x10});
    QCOMPARE(todays(out.board, "endZones", 2), std::uint64_t{0x20});
    QCOMPARE(out.report.text(), std::string("draft.teamEndZones: 1 tiles\n"
                                            "draft.teamHomeZones: 1 tiles\n"));
}

void TestOlderLayouts::draftSpecialsMoveIntoCustomBits_L3_L4() {
    // GB64 byte 7: link 2, spawn 3, king of the hill, special zone 5 → custom 0b11'1'101.
    const Board board =
        boardWith(draft(), Variant::GB64,
                  {{"specialZone", 5}, {"kingOfTheHill", 1}, {"specialSpawn", 3}, {"link", 2}});
    const Conversion out = convertBoard(board, Variant::GB64);
    QCOMPARE(todays(out.board, "custom"), std::uint64_t{0b111101});
    QCOMPARE(todays(out.board, "link"), std::uint64_t{2});
    QCOMPARE(out.report.text(), std::string("draft.kingOfTheHill: 1 tiles\n"
                                            "draft.specialSpawn: 1 tiles\n"
                                            "draft.specialZone: 1 tiles\n"));
    // GB16's two custom bits keep only custom bits 0-1: the C10 line joins the L4 lines.
    QCOMPARE(reportOf(board, Variant::GB16), std::string("custom: 1 tiles\n"
                                                         "draft.kingOfTheHill: 1 tiles\n"
                                                         "draft.specialSpawn: 1 tiles\n"
                                                         "draft.specialZone: 1 tiles\n"));
}

void TestOlderLayouts::gb08HeightValueIsAValueOtherHeightsAreLevels_L3() {
    for (std::uint64_t v = 0; v < 4; ++v) {
        const Board board = boardWith(draft(), Variant::GB08, {{"heightValue", v}});
        const Conversion up = convertBoard(board, Variant::GB64);
        QCOMPARE(up.board.header("heightMode"), std::uint64_t{0}); // value (L3)
        QCOMPARE(todays(up.board, "height"), 21 * v);              // C9 up: order kept
        QCOMPARE(up.report.text(), std::string("lossless\n"));
        const Conversion same = convertBoard(board, Variant::GB08);
        QCOMPARE(todays(same.board, "height"), v);
        QCOMPARE(same.report.text(), std::string("lossless\n"));
    }
    for (Variant v : {Variant::GB64, Variant::GB32, Variant::GB16}) {
        const Board board(v, 1, 1, draft());
        QCOMPARE(heightModeOf(board), HeightMode::Levels);
        QCOMPARE(convertBoard(board, Variant::GB08).board.header("heightMode"), std::uint64_t{1});
    }
    QCOMPARE(heightModeOf(Board(Variant::GB08, 1, 1, draft())), HeightMode::Value);
    QCOMPARE(heightModeOf(Board(Variant::GB08, 1, 1, sept10())), HeightMode::Levels); // L5
}

void TestOlderLayouts::gb08ZoneAndSpecialFlagsFollowC4_L3() {
    const Board board = boardWith(draft(), Variant::GB08, {{"zoneFlag", 1}, {"specialFlag", 1}});
    const Conversion out = convertBoard(board, Variant::GB64);
    QCOMPARE(todays(out.board, "homeZones"), std::uint64_t{0x80}); // a home zone for everyone
    QCOMPARE(todays(out.board, "custom"), std::uint64_t{1});
    QCOMPARE(out.report.text(), std::string("lossless\n")); // GB08's special tile keeps its meaning
}

void TestOlderLayouts::bothWrapsGiveWidthWrapAndLoseWrapLength_L3_L4_data() {
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("wrapWidth");
    QTest::addColumn<int>("wrapLength");
    QTest::addColumn<int>("wrap");
    QTest::addColumn<QString>("report");
    for (const char* name : {"draft-2023-09-06", "2023-09-10"}) {
        const QString layout = QLatin1String(name);
        QTest::addRow("%s none", name) << layout << 0 << 0 << 0 << QStringLiteral("lossless\n");
        QTest::addRow("%s width", name) << layout << 1 << 0 << 1 << QStringLiteral("lossless\n");
        QTest::addRow("%s length", name) << layout << 0 << 1 << 2 << QStringLiteral("lossless\n");
        QTest::addRow("%s both", name)
            << layout << 1 << 1 << 1 << QStringLiteral("draft.header.wrapLength: lost\n");
    }
}

void TestOlderLayouts::bothWrapsGiveWidthWrapAndLoseWrapLength_L3_L4() {
    QFETCH(QString, layout);
    QFETCH(int, wrapWidth);
    QFETCH(int, wrapLength);
    QFETCH(int, wrap);
    QFETCH(QString, report);
    Board board(Variant::GB64, 2, 2, *findLayout(layout.toStdString()));
    setHeader(board, {{"wrapWidth", wrapWidth}, {"wrapLength", wrapLength}});
    const Conversion out = convertBoard(board, Variant::GB64);
    QCOMPARE(out.board.header("wrap"), std::uint64_t(wrap));
    QCOMPARE(QString::fromStdString(out.report.text()), report);
}

void TestOlderLayouts::headerFlagsWithoutPlaceAreLostAndReservedIsZero_L3_L4() {
    Board board(Variant::GB16, 1, 1, draft());
    setHeader(board, {{"hex", 1},
                      {"full3d", 1},
                      {"linked", 1},
                      {"twoPlayer", 1},
                      {"threePlayer", 1},
                      {"fourPlayer", 1},
                      {"bonusFeatures", 0xAB}});
    const Conversion out = convertBoard(board, Variant::GB16);
    const Board& today = out.board;
    QCOMPARE(today.header("hex"), std::uint64_t{1});
    QCOMPARE(today.header("grouped"), std::uint64_t{1}); // linked → grouped
    QCOMPARE(today.header("routing") | today.header("occupancy"), std::uint64_t{0});
    QCOMPARE(today.header("reserved"), std::uint64_t{0}); // byte 7 written 0 (L3)
    QCOMPARE(writeBoard(today)[7], std::uint8_t{0});
    // full3d is the forerunner of heightMode and is not reported (L3, L4).
    QCOMPARE(out.report.text(), std::string("draft.header.bonusFeatures: lost\n"
                                            "draft.header.fourPlayer: lost\n"
                                            "draft.header.threePlayer: lost\n"
                                            "draft.header.twoPlayer: lost\n"));
}

void TestOlderLayouts::tallestHeightOnlyIsLost_L5() {
    Board board(Variant::GB32, 1, 1, sept10());
    board.setHeaderBits(0b0000'0111); // tallestHeightOnly, hex, linked (L5)
    const Conversion out = convertBoard(board, Variant::GB32);
    QCOMPARE(out.board.header("hex"), std::uint64_t{1});
    QCOMPARE(out.board.header("grouped"), std::uint64_t{1});
    QCOMPARE(out.board.header("heightMode"), std::uint64_t{1}); // L5: heights are level flags
    QCOMPARE(out.report.text(), std::string("draft.header.tallestHeightOnly: lost\n"));
    board.setHeaderBits(0b0000'0110);
    QCOMPARE(reportOf(board, Variant::GB32), std::string("lossless\n"));
}

// L5: a 2023-09-10 board converts exactly as the same tiles in today's layout with heightMode 1
// (levels) to every other variant; only its header is mapped. To its own variant it goes through
// the neutral tile too (L3), which keeps every neutral field.
void TestOlderLayouts::sept10TilesConvertAsTodaysInLevelsMode_L5() {
    for (Variant from : kAllVariants) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Board older = test::randomBoard(from, seed * 31 + bitsOf(from), 20, sept10());
            older.setHeaderBits(0);
            Board today(from, older.width(), older.length(), defaultLayout(), older.body());
            today.setHeader(*today.layout().headerField("heightMode"), 1);
            today.footer() = older.footer();
            for (Variant to : kAllVariants) {
                const Conversion a = convertBoard(older, to);
                if (to == from) { // today's board would be copied; the older one is converted
                    QVERIFY(a.report.lossless());
                    QCOMPARE(a.board.headerBits(), today.headerBits());
                    continue;
                }
                const Conversion b = convertBoard(today, to);
                QCOMPARE(writeBoard(a.board), writeBoard(b.board));
                QCOMPARE(a.report.text(), b.report.text());
            }
        }
    }
}

void TestOlderLayouts::olderBoardIsConvertedEvenToItsOwnVariant_L3() {
    // Draft GB16: height in bits 0-7 and link in byte 1; today's GB16 has link in byte 0.
    const Board draftBoard =
        boardWith(draft(), Variant::GB16, {{"heightLevels", 0b1000'0000}, {"link", 3}});
    const Conversion out = convertBoard(draftBoard, Variant::GB16);
    QVERIFY(out.board.layout().isDefault());
    QCOMPARE(todays(out.board, "height"), std::uint64_t{0b100000}); // Aboveground: level 5
    QCOMPARE(todays(out.board, "link"), std::uint64_t{3});
    QVERIFY(writeBoard(out.board) != writeBoard(draftBoard));
    // 2023-09-10: the same tiles, but the header is today's.
    Board board(Variant::GB08, 1, 1, sept10());
    board.setTileRaw(0, 0xC3);
    board.setHeaderBits(0b0000'1010); // hex, wrapWidth
    const Conversion same = convertBoard(board, Variant::GB08);
    QCOMPARE(same.board.tile(0), std::uint64_t{0xC3});
    QCOMPARE(same.board.headerBits(), std::uint16_t{0b0001'1010}); // wrap 1, hex, levels
    QVERIFY(same.report.lossless());
}

void TestOlderLayouts::reportEntriesCarryTilesAndHeaderFlags_L4() {
    Board board(Variant::GB64, 4, 1, draft());
    const FieldSpec& zone = *board.field("specialZone");
    board.setTileRaw(1, zone.write(0, 6));
    board.setTileRaw(3, zone.write(0, 7));
    setHeader(board, {{"fourPlayer", 1}});
    const LossReport report = convertBoard(board, Variant::GB64).report;
    QCOMPARE(report.entries.size(), std::size_t{2});
    QCOMPARE(report.entries[0].key, std::string("draft.header.fourPlayer"));
    QVERIFY(report.entries[0].headerFlagLost);
    QVERIFY(report.tilesOf(report.entries[0]).empty());
    QCOMPARE(report.entries[1].key, std::string("draft.specialZone"));
    QVERIFY(!report.entries[1].headerFlagLost);
    QCOMPARE(report.tilesOf(report.entries[1]), (std::vector<TileIndex>{1, 3}));
    QVERIFY(!report.lossless());
}

void TestOlderLayouts::geometryReadsTheOlderHeader_L1() {
    Board board(Variant::GB08, 4, 3, draft());
    setHeader(board, {{"hex", 1}, {"wrapLength", 1}});
    const GridShape shape = gridShapeOf(board);
    QVERIFY(shape.hex);
    QVERIFY(!shape.wrapWidth);
    QVERIFY(shape.wrapLength);
}

GBXX_TEST_GUILESS_MAIN(TestOlderLayouts);

} // namespace tst_older_layouts
#include "tst_older_layouts.moc"
