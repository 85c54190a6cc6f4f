// Export through the neutral tile (spec C1-C10): the shared vectors' bytes and loss reports, and
// hand-worked cases of the rules whose meaning changes.

#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/layout_mapping.h"
#include "support/random_board.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QTest>

#include <map>
#include <random>

namespace tst_conversion {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// C1-C10 spelled out tile by tile with NeutralCodec, the way the rules read: what the one-pass,
// table-driven conversion must agree with on every tile.
struct ReferenceTile {
    std::uint64_t written;
    std::vector<std::string> lost; // report keys, neutral and older
};

ReferenceTile referenceTile(const Board& source, Variant target, std::uint64_t tile) {
    const HeightMode mode = heightModeOf(source);
    const NeutralCodec from(source.layout(), source.variant(), mode);
    const NeutralCodec to(defaultLayout(), target, mode);
    ReferenceTile out;
    const NeutralTile meant = from.toNeutral(tile);
    out.written = to.fromNeutral(meant);
    const NeutralTile kept = to.toNeutral(out.written);
    for (std::size_t k = 0; k < kNeutralFieldCount; ++k)
        if (kept.values[k] != meant.values[k])
            out.lost.emplace_back(neutralFields()[k].key);
    if (const LayoutMapping* mapping = source.layout().mapping)
        for (const TileFieldMapping& rule : mapping->tiles[variantIndex(source.variant())])
            if (rule.report != TileFieldMapping::Report::Never)
                if (const FieldSpec* f = source.field(rule.key); f && rule.loses(f->read(tile)))
                    out.lost.push_back(std::string(kOlderReportPrefix) + std::string(rule.key));
    return out;
}

struct ConversionCase {
    QString root;
    QString layout;
    QString board;
    QString to;
    QString expectedFile;
    QString reportFile;
    bool lossless;
};

// One GB64 tile with the given zone flags (home, end, safe).
std::uint64_t gb64Zones(std::uint8_t home, std::uint8_t end, std::uint8_t safe) {
    const Layout& l = defaultLayout();
    std::uint64_t t = l.tileField(Variant::GB64, "boundary")->write(0, 3);
    t = l.tileField(Variant::GB64, "homeZones")->write(t, home);
    t = l.tileField(Variant::GB64, "endZones")->write(t, end);
    return l.tileField(Variant::GB64, "safeZones")->write(t, safe);
}

std::uint64_t field(Variant v, std::uint64_t tile, const char* key) {
    return defaultLayout().tileField(v, key)->read(tile);
}

std::uint64_t convertOne(std::uint64_t tile, Variant from, Variant to, std::uint16_t header = 0) {
    Board board(from, 1, 1);
    board.setHeaderBits(header);
    board.setTileRaw(0, tile);
    return convertBoard(board, to).board.tile(0);
}

} // namespace
} // namespace tst_conversion
Q_DECLARE_METATYPE(tst_conversion::ConversionCase)
namespace tst_conversion {

class TestConversion : public QObject {
    Q_OBJECT

private slots:
    void vectorConversionsMatchBytesAndReport_data();
    void vectorConversionsMatchBytesAndReport();
    void sameVariantIsAByteCopy();
    void zoneForEveryoneStaysForEveryone();
    void gb32TakesTheFirstKindWithOwners();
    void gb16TakesTheLowestPlayerAndPlayerOneEverywhereIsTheZeroPair();
    void gb08FlagsComeFromAnyZoneAndCustom();
    void heightScalesInValueModeAndKeepsBitsInLevelsMode();
    void reportListsTilesPerNeutralKeySorted();
    void headerAndFooterAreCopied();
    void everyPairAgreesWithTheRulesTileByTile();
};

void TestConversion::vectorConversionsMatchBytesAndReport_data() {
    QTest::addColumn<ConversionCase>("c");
    for (const VectorSet& set : allVectorSets()) {
        QVERIFY2(set.isValid(), qPrintable(set.root()));
        for (const VectorBoard& b : set.boards())
            for (const VectorConversion& c : b.conversions)
                QTest::newRow(qPrintable(b.name + QStringLiteral(" to ") + c.to))
                    << ConversionCase{b.root, b.layout, b.file, c.to, c.file, c.report, c.lossless};
    }
}

// Older layouts (L3-L5): always today's layout out, even to the board's own variant, with the
// L4 lines in the report.
void TestConversion::vectorConversionsMatchBytesAndReport() {
    QFETCH(ConversionCase, c);
    const Layout* layout = layoutNamed(c.layout);
    QVERIFY(layout);
    const auto path = [&](const QString& file) { return c.root + QLatin1Char('/') + file; };
    const ReadResult read = readBoard(asSpan(readFileBytes(path(c.board))), *layout);
    QVERIFY(read);
    const Conversion out = convertBoard(*read.board, *variantFromDigits(c.to.toStdString()));
    QVERIFY(out.board.layout().isDefault());
    QCOMPARE(asBytes(writeBoard(out.board)), readFileBytes(path(c.expectedFile)));
    QCOMPARE(QString::fromStdString(out.report.text()),
             QString::fromUtf8(readFileBytes(path(c.reportFile))));
    QCOMPARE(out.report.lossless(), c.lossless);
}

void TestConversion::sameVariantIsAByteCopy() {
    for (Variant v : kAllVariants) {
        const Board board = randomBoard(v, 99 + bitsOf(v));
        const Conversion out = convertBoard(board, v);
        QVERIFY(out.report.lossless());
        QCOMPARE(writeBoard(out.board), writeBoard(board)); // R1
    }
}

void TestConversion::zoneForEveryoneStaysForEveryone() {
    // C6/C7: a kind's "all" flag counts as every owner the target can name.
    const std::uint64_t everyone = gb64Zones(0x80, 0x80, 0x80);
    const std::uint64_t gb32 = convertOne(everyone, Variant::GB64, Variant::GB32);
    QCOMPARE(field(Variant::GB32, gb32, "zoneStyle"), std::uint64_t{0}); // all
    QCOMPARE(field(Variant::GB32, gb32, "zoneOwners"), std::uint64_t{0x7F});
    QCOMPARE(field(Variant::GB32, gb32, "noZone"), std::uint64_t{0});
    const std::uint64_t gb08 = convertOne(everyone, Variant::GB64, Variant::GB08);
    QCOMPARE(field(Variant::GB08, gb08, "zoneFlag"), std::uint64_t{1});
    // C4: GB08's zone flag comes back as a home zone for everyone.
    const std::uint64_t back = convertOne(gb08, Variant::GB08, Variant::GB64);
    QCOMPARE(field(Variant::GB64, back, "homeZones"), std::uint64_t{0x80});
    QCOMPARE(field(Variant::GB64, back, "endZones"), std::uint64_t{0});
}

void TestConversion::gb32TakesTheFirstKindWithOwners() {
    // Home: player 2; safe: team A. Home wins; the safe owners are dropped, not moved (C6).
    const std::uint64_t gb32 = convertOne(gb64Zones(0x02, 0, 0x10), Variant::GB64, Variant::GB32);
    QCOMPARE(field(Variant::GB32, gb32, "zoneStyle"), std::uint64_t{1});
    QCOMPARE(field(Variant::GB32, gb32, "zoneOwners"), std::uint64_t{0x02});
    const std::uint64_t none = convertOne(gb64Zones(0, 0, 0), Variant::GB64, Variant::GB32);
    QCOMPARE(field(Variant::GB32, none, "noZone"), std::uint64_t{1});
    QCOMPARE(field(Variant::GB32, none, "zoneStyle"), std::uint64_t{0});
    // C2: owners with style "end" go into end zones only; noZone is ignored.
    std::uint64_t t = defaultLayout().tileField(Variant::GB32, "zoneOwners")->write(0, 0x41);
    t = defaultLayout().tileField(Variant::GB32, "zoneStyle")->write(t, 2);
    t = defaultLayout().tileField(Variant::GB32, "noZone")->write(t, 1);
    const std::uint64_t gb64 = convertOne(t, Variant::GB32, Variant::GB64);
    QCOMPARE(field(Variant::GB64, gb64, "endZones"), std::uint64_t{0x41});
    QCOMPARE(field(Variant::GB64, gb64, "homeZones"), std::uint64_t{0});
}

void TestConversion::gb16TakesTheLowestPlayerAndPlayerOneEverywhereIsTheZeroPair() {
    // Players 3 (end) and 2 (end, safe): player 2 wins, style = its first kind, end.
    const std::uint64_t t = convertOne(gb64Zones(0, 0x06, 0x02), Variant::GB64, Variant::GB16);
    QCOMPARE(field(Variant::GB16, t, "zoneOwner"), std::uint64_t{1});
    QCOMPARE(field(Variant::GB16, t, "zoneStyle"), std::uint64_t{2});
    // Player 4 in all three kinds: style "all".
    const std::uint64_t p4 = convertOne(gb64Zones(0x08, 0x08, 0x08), Variant::GB64, Variant::GB16);
    QCOMPARE(field(Variant::GB16, p4, "zoneOwner"), std::uint64_t{3});
    QCOMPARE(field(Variant::GB16, p4, "zoneStyle"), std::uint64_t{0});
    // T16: player 1 in all three kinds cannot be stored and becomes "no zone".
    const std::uint64_t p1 = convertOne(gb64Zones(0x01, 0x01, 0x01), Variant::GB64, Variant::GB16);
    QCOMPARE(field(Variant::GB16, p1, "zoneOwner"), std::uint64_t{0});
    QCOMPARE(field(Variant::GB16, p1, "zoneStyle"), std::uint64_t{0});
    // Teams are dropped.
    const std::uint64_t team = convertOne(gb64Zones(0x10, 0, 0), Variant::GB64, Variant::GB16);
    QCOMPARE(field(Variant::GB16, team, "zoneOwner") | field(Variant::GB16, team, "zoneStyle"),
             std::uint64_t{0});
}

void TestConversion::gb08FlagsComeFromAnyZoneAndCustom() {
    std::uint64_t t = gb64Zones(0, 0, 0x40);
    t = defaultLayout().tileField(Variant::GB64, "custom")->write(t, 200);
    const std::uint64_t gb08 = convertOne(t, Variant::GB64, Variant::GB08);
    QCOMPARE(field(Variant::GB08, gb08, "zoneFlag"), std::uint64_t{1});
    QCOMPARE(field(Variant::GB08, gb08, "specialFlag"), std::uint64_t{1});
    const std::uint64_t back = convertOne(gb08, Variant::GB08, Variant::GB64);
    QCOMPARE(field(Variant::GB64, back, "custom"), std::uint64_t{1}); // C4
}

void TestConversion::heightScalesInValueModeAndKeepsBitsInLevelsMode() {
    const FieldSpec& h64 = *defaultLayout().tileField(Variant::GB64, "height");
    const FieldSpec& h08 = *defaultLayout().tileField(Variant::GB08, "height");
    // C9 down, value mode: t = ⌊(6v + 63) / 126⌋.
    const std::pair<int, int> down[] = {{0, 0},  {10, 0}, {11, 1}, {31, 1},
                                        {32, 2}, {52, 2}, {53, 3}, {63, 3}};
    for (auto [v, t] : down)
        QCOMPARE(convertOne(h64.write(0, v), Variant::GB64, Variant::GB08) & 3,
                 static_cast<std::uint64_t>(t));
    for (int v = 0; v < 4; ++v) // up: 21·v
        QCOMPARE(h64.read(convertOne(h08.write(0, v), Variant::GB08, Variant::GB64)),
                 static_cast<std::uint64_t>(21 * v));
    const std::uint16_t levels = 0b10; // heightMode 1
    QCOMPARE(h08.read(convertOne(h64.write(0, 0b101110), Variant::GB64, Variant::GB08, levels)),
             std::uint64_t{0b10});
    QCOMPARE(h64.read(convertOne(h08.write(0, 0b11), Variant::GB08, Variant::GB64, levels)),
             std::uint64_t{0b11});
}

void TestConversion::reportListsTilesPerNeutralKeySorted() {
    Board board(Variant::GB64, 3, 1);
    const FieldSpec& team = *board.field("teamBlacklist");
    const FieldSpec& pieces = *board.field("pieceSumBarrier");
    board.setTileRaw(0, team.write(0, 1));
    board.setTileRaw(2, pieces.write(team.write(0, 4), 3));
    const Conversion out = convertBoard(board, Variant::GB32);
    QCOMPARE(out.report.text(), std::string("pieceSumBarrier: 1 tiles\nteamBlacklist: 2 tiles\n"));
    QCOMPARE(out.report.entries[1].tileCount, std::size_t{2});
    QCOMPARE(out.report.tilesOf(out.report.entries[1]), (std::vector<TileIndex>{0, 2}));
    QCOMPARE(out.report.tilesOf(out.report.entries[0]), (std::vector<TileIndex>{2}));
}

void TestConversion::headerAndFooterAreCopied() {
    Board board = randomBoard(Variant::GB32, 5);
    const Conversion out = convertBoard(board, Variant::GB08);
    QCOMPARE(out.board.headerBits(), board.headerBits());
    QVERIFY(out.board.footer() == board.footer());
    QCOMPARE(out.board.width(), board.width());
    QCOMPARE(out.board.length(), board.length());
}

void TestConversion::everyPairAgreesWithTheRulesTileByTile() {
    std::uint64_t seed = 1;
    for (const Layout* layout : allLayouts()) {
        for (Variant from : kAllVariants) {
            for (Variant to : kAllVariants) {
                if (layout->isDefault() && from == to)
                    continue; // R1: a byte copy, tested above
                for (int round = 0; round < 3; ++round) {
                    // Small random boards, then a busy 64×64 one (large boards are converted
                    // through tables); a GB08 board of every one-byte value first.
                    Board source = randomBoard(from, ++seed, 40, *layout);
                    if (round == 0 && from == Variant::GB08)
                        source = Board(from, 16, 16, *layout, [] {
                            std::vector<std::uint8_t> all(256);
                            for (int v = 0; v < 256; ++v)
                                all[static_cast<std::size_t>(v)] = static_cast<std::uint8_t>(v);
                            return all;
                        }());
                    if (round == 2) {
                        std::mt19937_64 random(seed);
                        std::vector<std::uint8_t> busy(64 * 64 * tileBytes(from));
                        for (std::uint8_t& b : busy)
                            b = static_cast<std::uint8_t>(random());
                        source = Board(from, 64, 64, *layout, busy);
                    }
                    const Conversion out = convertBoard(source, to);
                    std::map<std::string, std::vector<TileIndex>> lost;
                    for (TileIndex i = 0; i < source.tileCount(); ++i) {
                        const ReferenceTile r = referenceTile(source, to, source.tile(i));
                        QCOMPARE(out.board.tile(i), r.written);
                        for (const std::string& key : r.lost)
                            lost[key].push_back(i);
                    }
                    std::map<std::string, std::vector<TileIndex>> reported;
                    for (const LossEntry& e : out.report.entries) {
                        if (e.headerFlagLost)
                            continue;
                        QCOMPARE(e.tileCount, out.report.tilesOf(e).size());
                        reported[e.key] = out.report.tilesOf(e);
                    }
                    QVERIFY2(reported == lost,
                             qPrintable(QStringLiteral("%1 GB%2 to GB%3")
                                            .arg(QString::fromLatin1(
                                                layout->name.data(),
                                                static_cast<int>(layout->name.size())))
                                            .arg(bitsOf(from))
                                            .arg(bitsOf(to))));
                    QCOMPARE(out.report.lostAt.empty(), lost.empty());
                }
            }
        }
    }
}

GBXX_TEST_GUILESS_MAIN(TestConversion);

} // namespace tst_conversion
#include "tst_conversion.moc"
