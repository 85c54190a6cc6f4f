// The game's view of a tile (gbxx/game_tile.h) and the footer's named accessors: tiles written as
// bytes by hand from the spec's tables, the vector boards against their expected dumps read by
// the spec's conversion rules written out here (C1-C4), the same boards converted to every tile
// size agreeing wherever the loss report (C10) says nothing was lost, and the movement model
// reading the same heights and zones.

#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/game_tile.h"
#include "gbxx/movement.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

namespace tst_game_tile {

using namespace gbxx;
using namespace gbxx::test;

namespace {

Board boardOf(Variant v, std::initializer_list<std::uint8_t> bytes, std::uint16_t header = 0) {
    const std::vector<std::uint8_t> body(bytes);
    const int tiles = static_cast<int>(body.size() / tileBytes(v));
    Board board(v, tiles, 1, defaultLayout(), body);
    board.setHeaderBits(header);
    return board;
}

constexpr std::uint16_t kLevelsMode = 0x02; // H4 bit 1 `heightMode`
constexpr std::uint16_t kGrouped = 0x04;    // H4 bit 2 `grouped`

QString describe(const GameTile& t) {
    return QStringLiteral("tile %1: height %2/%3 mode %4 link %5 boundary %6 blacklists %7 %8 %9 "
                          "%10 zones %11 %12 %13 barriers %14 %15 %16 custom %17 anchor %18")
        .arg(t.index)
        .arg(t.height.bits)
        .arg(t.height.neutral)
        .arg(int(t.height.mode))
        .arg(int(t.link))
        .arg(int(t.boundary))
        .arg(t.playerBlacklist.bits)
        .arg(t.ffaBlacklist.bits)
        .arg(t.teamBlacklist.bits)
        .arg(t.standardTeamBlacklist.bits)
        .arg(t.homeZones.bits)
        .arg(t.endZones.bits)
        .arg(t.safeZones.bits)
        .arg(t.currencyBarrier.level)
        .arg(t.turnBarrier.level)
        .arg(t.pieceSumBarrier.level)
        .arg(t.custom)
        .arg(t.anchor ? QString::number(*t.anchor) : QStringLiteral("-"));
}

// What a GameTile should hold for one tile of a vector's expected dump, by the spec alone:
// C1 GB64 as is; C2 GB32 owners into the kinds of `zoneStyle`; C3 GB16 the same but the zero
// pair is no zone (T16); C4 GB08 `zoneFlag` a home zone for all, `specialFlag` custom 1; C9
// GB08 heights 21 apart on the neutral scale in value mode.
GameTile fromDump(const QJsonObject& tile, int variant, HeightMode mode, TileIndex index) {
    const auto f = [&](const char* key) { return static_cast<std::uint8_t>(tile[key].toInt()); };
    GameTile t;
    t.index = index;
    t.height.mode = mode;
    t.height.bits = f("height");
    t.height.neutral = variant == 8 && mode == HeightMode::Value ? 21 * f("height") : f("height");
    t.link = static_cast<Link>(f("link"));
    t.boundary = static_cast<Boundary>(f("boundary"));
    const auto putZones = [&](int style, std::uint8_t owners) {
        if (style == 0 || style == 1)
            t.homeZones.bits |= owners;
        if (style == 0 || style == 2)
            t.endZones.bits |= owners;
        if (style == 0 || style == 3)
            t.safeZones.bits |= owners;
    };
    switch (variant) {
    case 64:
        t.playerBlacklist.bits = f("playerBlacklist");
        t.ffaBlacklist.bits = f("ffaBlacklist");
        t.teamBlacklist.bits = f("teamBlacklist");
        t.homeZones.bits = f("homeZones");
        t.endZones.bits = f("endZones");
        t.safeZones.bits = f("safeZones");
        t.currencyBarrier.level = f("currencyBarrier");
        t.turnBarrier.level = f("turnBarrier");
        t.pieceSumBarrier.level = f("pieceSumBarrier");
        t.custom = f("custom");
        break;
    case 32:
        t.playerBlacklist.bits = f("playerBlacklist");
        t.standardTeamBlacklist.bits = f("standardTeamBlacklist");
        putZones(f("zoneStyle"), f("zoneOwners"));
        t.custom = f("custom");
        break;
    case 16:
        if (f("zoneOwner") != 0 || f("zoneStyle") != 0)
            putZones(f("zoneStyle"), static_cast<std::uint8_t>(1u << f("zoneOwner")));
        t.custom = f("custom");
        break;
    default:
        t.homeZones.bits = f("zoneFlag") ? 0x80 : 0;
        t.custom = f("specialFlag");
        break;
    }
    return t;
}

// Whether neutral field `key` of the tile is one the loss report says was lost there.
bool lostAt(const LossReport& report, std::string_view key, TileIndex tile) {
    for (const LossEntry& e : report.entries)
        if (e.key == key)
            return !report.lostAt.empty() && (report.lostAt[tile] & e.bit) != 0; // a mask
    return false;
}

// The fields of two readings of one tile that the report says survived; the first that differs,
// or nothing. `sameHeightWidth`: both sizes store six height bits, or both two.
std::optional<std::string> survivingDifference(const GameTile& a, const GameTile& b,
                                               const LossReport& report, TileIndex lossTile,
                                               bool sameHeightWidth) {
    const auto kept = [&](std::string_view key) { return !lostAt(report, key, lossTile); };
    if (a.index != b.index || a.anchor != b.anchor || a.height.mode != b.height.mode)
        return "index, anchor or height mode";
    if (kept("height") && a.height.neutral != b.height.neutral)
        return "height";
    if (kept("height") && sameHeightWidth && a.height.bits != b.height.bits)
        return "height bits";
    const std::pair<std::string_view, bool> fields[] = {
        {"link", a.link == b.link},
        {"boundary", a.boundary == b.boundary},
        {"playerBlacklist", a.playerBlacklist == b.playerBlacklist},
        {"ffaBlacklist", a.ffaBlacklist == b.ffaBlacklist},
        {"teamBlacklist", a.teamBlacklist == b.teamBlacklist},
        {"standardTeamBlacklist", a.standardTeamBlacklist == b.standardTeamBlacklist},
        {"homeZones", a.homeZones == b.homeZones},
        {"endZones", a.endZones == b.endZones},
        {"safeZones", a.safeZones == b.safeZones},
        {"currencyBarrier", a.currencyBarrier == b.currencyBarrier},
        {"turnBarrier", a.turnBarrier == b.turnBarrier},
        {"pieceSumBarrier", a.pieceSumBarrier == b.pieceSumBarrier},
        {"custom", a.custom == b.custom},
    };
    for (const auto& [key, same] : fields)
        if (!same && kept(key))
            return std::string(key);
    return std::nullopt;
}

bool narrowHeight(Variant v) {
    return v == Variant::GB08;
}

} // namespace

class TestGameTile : public QObject {
    Q_OBJECT

private slots:
    void gb64ReadsEveryFieldByName();
    void gb32OwnersGoToTheKindOfZoneStyle();
    void gb16ZeroPairIsNoZone();
    void gb08ZoneFlagIsAHomeForAllAndSpecialIsCustom();
    void heightsReadInBothModes();
    void barriersSayWhatTheyStandFor();
    void fieldsASizeLacksReadAsNothingSet();
    void effectiveViewTakesTheAnchorsFields();
    void outsideTheBoardIsNothing();
    void fieldValueIsNothingWhereFieldIsNull();
    void vectorTilesMatchTheirDumps_data();
    void vectorTilesMatchTheirDumps();
    void readingAgreesAcrossConversions_data();
    void readingAgreesAcrossConversions();
    void movementReadsTheSameHeightsAndZones_data();
    void movementReadsTheSameHeightsAndZones();
    void footerAccessorsMatchTheDumps_data();
    void footerAccessorsMatchTheDumps();
    void footerAccessorsOfTheContractBoard();
};

void TestGameTile::gb64ReadsEveryFieldByName() {
    // Every field non-zero and different, so that a field read from the wrong place shows.
    const Board board = boardOf(Variant::GB64, {
                                                   0x80 | 37,     // height 37, link B
                                                   0x5A,          // playerBlacklist 0xA, ffa 0x5
                                                   0xC3,          // teamBlacklist
                                                   0x81,          // homeZones: player 1, all
                                                   0x12,          // endZones: player 2, team A
                                                   0x64,          // safeZones: player 3, teams B, C
                                                   0b10'01'10'11, // boundary 3, currency 2,
                                                                  // turns 1, pieces 2
                                                   0xF7,          // custom
                                               });
    const GameTile t = *gameTile(board, 0, 0);
    QCOMPARE(int(t.height.bits), 37);
    QCOMPARE(int(t.height.neutral), 37);
    QCOMPARE(t.height.number(), 37);
    QCOMPARE(t.link, Link::B);
    QCOMPARE(t.boundary, Boundary::InBounds);
    QVERIFY(t.onBoard());
    QVERIFY(!t.playerBlacklist.player(1) && t.playerBlacklist.player(2));
    QVERIFY(!t.playerBlacklist.player(3) && t.playerBlacklist.player(4));
    QVERIFY(t.ffaBlacklist.player(1) && !t.ffaBlacklist.player(2) && t.ffaBlacklist.player(3));
    QVERIFY(!t.playerBlacklist.player(0) && !t.playerBlacklist.player(5));
    QVERIFY(t.teamBlacklist.has(TeamSlot::OneVTwoTeam1));
    QVERIFY(t.teamBlacklist.has(TeamSlot::OneVTwoTeam2));
    QVERIFY(!t.teamBlacklist.has(TeamSlot::OneVThreeTeam1));
    QVERIFY(t.teamBlacklist.has(TeamSlot::OneVOneVXIndividuals));
    QVERIFY(t.teamBlacklist.has(TeamSlot::OneVOneVXTeam));
    QVERIFY(t.teamBlacklist.slot(8) && !t.teamBlacklist.slot(9));
    QVERIFY(t.homeZones.player(1) && t.homeZones.all() && !t.homeZones.player(2));
    QVERIFY(t.homeZones.forPlayer(3) && t.homeZones.forTeam(2)); // "all"
    QVERIFY(t.endZones.player(2) && t.endZones.team(1) && !t.endZones.all());
    QVERIFY(!t.endZones.forPlayer(1) && !t.endZones.forTeam(2));
    QVERIFY(t.safeZones.player(3) && t.safeZones.team(2) && t.safeZones.team(3));
    QVERIFY(!t.safeZones.team(1));
    QCOMPARE(t.currencyBarrier.currency(), 6);
    QCOMPARE(t.turnBarrier.turns(), 5);
    QCOMPARE(t.pieceSumBarrier.pieces(), 15);
    QCOMPARE(int(t.custom), 0xF7);
    QVERIFY(t.standardTeamBlacklist.empty()); // GB32's
    QVERIFY(!t.anchor);                       // `grouped` is off
}

void TestGameTile::gb32OwnersGoToTheKindOfZoneStyle() {
    // Byte 2: noZone bit 0, zoneOwners bits 1-7 (player 2 and team 1); byte 3: boundary 3,
    // zoneStyle bits 2-3, custom bits 4-7.
    const std::uint8_t owners = (0b0010010 << 1);
    const Board board = boardOf(Variant::GB32, {
                                                   5, 0x96, owners, 0x03 | (2 << 2) | (0xB << 4), //
                                                   0, 0x00, owners, 0x03 | (0 << 2),              //
                                                   0, 0x00, 0x01, 0x02 | (1 << 2), // no zone
                                               });
    const GameTileReader reader(board);
    const GameTile end = *reader.at(0, 0);
    QCOMPARE(int(end.height.bits), 5);
    QVERIFY(end.playerBlacklist.player(2) && end.playerBlacklist.player(3));
    QCOMPARE(int(end.playerBlacklist.bits), 0x6);
    QVERIFY(end.standardTeamBlacklist.team(1) && end.standardTeamBlacklist.team(4));
    QVERIFY(!end.standardTeamBlacklist.team(2));
    QCOMPARE(int(end.endZones.bits), 0x12); // player 2, team A (C2)
    QVERIFY(end.homeZones.empty() && end.safeZones.empty());
    QCOMPARE(int(end.custom), 0xB);
    const GameTile all = *reader.at(1, 0);
    QCOMPARE(int(all.homeZones.bits), 0x12); // style "all": every kind
    QCOMPARE(all.endZones, all.homeZones);
    QCOMPARE(all.safeZones, all.homeZones);
    const GameTile none = *reader.at(2, 0);
    QVERIFY(none.homeZones.empty() && none.endZones.empty() && none.safeZones.empty());
    QCOMPARE(none.boundary, Boundary::Trap);
}

void TestGameTile::gb16ZeroPairIsNoZone() {
    // Byte 1: boundary bits 0-1, zoneOwner 2-3, zoneStyle 4-5, custom 6-7.
    const Board board = boardOf(Variant::GB16, {
                                                   10, 0x03,                                  //
                                                   10, 0x03 | (2 << 2) | (3 << 4) | (2 << 6), //
                                                   10, 0x01 | (0 << 2) | (1 << 4),            //
                                               });
    const GameTileReader reader(board);
    const GameTile none = *reader.at(0, 0); // T16: player 1, all kinds cannot be stored
    QVERIFY(none.homeZones.empty() && none.endZones.empty() && none.safeZones.empty());
    const GameTile safe = *reader.at(1, 0);
    QCOMPARE(int(safe.safeZones.bits), 0x04); // player 3
    QVERIFY(safe.safeZones.forPlayer(3) && !safe.safeZones.forPlayer(1));
    QVERIFY(safe.homeZones.empty() && safe.endZones.empty());
    QCOMPARE(int(safe.custom), 2);
    const GameTile home = *reader.at(2, 0);
    QCOMPARE(int(home.homeZones.bits), 0x01);
    QCOMPARE(home.boundary, Boundary::OutOfBounds);
}

void TestGameTile::gb08ZoneFlagIsAHomeForAllAndSpecialIsCustom() {
    // Height bits 0-1, boundary 2-3, zoneFlag 4, specialFlag 5, link 6-7.
    const Board board = boardOf(Variant::GB08, {
                                                   0x02 | (3 << 2) | (1 << 4) | (1 << 6),
                                                   0x01 | (3 << 2) | (1 << 5) | (3 << 6),
                                               });
    const GameTileReader reader(board);
    const GameTile zone = *reader.at(0, 0);
    QVERIFY(zone.homeZones.all()); // C4
    QVERIFY(zone.homeZones.forPlayer(4) && zone.homeZones.forTeam(1));
    QVERIFY(zone.endZones.empty() && zone.safeZones.empty());
    QCOMPARE(int(zone.custom), 0);
    QCOMPARE(zone.link, Link::A);
    const GameTile special = *reader.at(1, 0);
    QVERIFY(special.homeZones.empty());
    QCOMPARE(int(special.custom), 1);
    QCOMPARE(special.link, Link::C);
}

void TestGameTile::heightsReadInBothModes() {
    // GB08 value mode: the stored 0..3 and C9's 0, 21, 42, 63.
    const Board values = boardOf(Variant::GB08, {0x0C | 0, 0x0C | 1, 0x0C | 2, 0x0C | 3});
    const GameTileReader v(values);
    for (TileIndex i = 0; i < 4; ++i) {
        const GameTile t = *v.at(i);
        QCOMPARE(t.height.mode, HeightMode::Value);
        QCOMPARE(int(t.height.bits), int(i));
        QCOMPARE(int(t.height.neutral), 21 * int(i));
        QCOMPARE(t.height.movementHeight(), int(i));
        QCOMPARE(t.height.highestLevel(), 0);
        QVERIFY(!t.height.level(0));
    }
    // Levels mode: bit i is level i, kept in place (T08, C9); the highest counts for climbing.
    const Board levels = boardOf(Variant::GB64, {0b100101, 0, 0, 0, 0, 0, 3, 0}, kLevelsMode);
    const GameTile t = *gameTile(levels, 0, 0);
    QCOMPARE(t.height.mode, HeightMode::Levels);
    QVERIFY(t.height.level(0) && !t.height.level(1) && t.height.level(2) && t.height.level(5));
    QVERIFY(!t.height.level(6) && !t.height.level(-1));
    QCOMPARE(t.height.highestLevel(), 6);
    QCOMPARE(t.height.movementHeight(), 6);
    QCOMPARE(t.height.number(), 0);
    QCOMPARE(int(t.height.neutral), 0b100101);
    const Board gb08Levels = boardOf(Variant::GB08, {0x0C | 0b10}, kLevelsMode);
    const GameTile low = *gameTile(gb08Levels, 0, 0);
    QVERIFY(low.height.level(1) && !low.height.level(0));
    QCOMPARE(int(low.height.neutral), 0b10);
    QCOMPARE(low.height.highestLevel(), 2);
}

void TestGameTile::barriersSayWhatTheyStandFor() {
    const int currency[] = {0, 3, 6, 9};
    const int turns[] = {0, 5, 10, 15};
    const int pieces[] = {0, 10, 15, 20};
    for (std::uint8_t level = 0; level < 4; ++level) {
        const auto byte6 = static_cast<std::uint8_t>(3 | level << 2 | level << 4 | level << 6);
        const GameTile t = *gameTile(boardOf(Variant::GB64, {0, 0, 0, 0, 0, 0, byte6, 0}), 0, 0);
        QCOMPARE(t.currencyBarrier.currency(), currency[level]);
        QCOMPARE(t.turnBarrier.turns(), turns[level]);
        QCOMPARE(t.pieceSumBarrier.pieces(), pieces[level]);
        QCOMPARE(bool(t.turnBarrier), level != 0);
    }
}

void TestGameTile::fieldsASizeLacksReadAsNothingSet() {
    // Every bit of a GB16 and a GB08 tile set: the fields they lack still read as nothing.
    for (const Board& board :
         {boardOf(Variant::GB16, {0xFF, 0xFF}), boardOf(Variant::GB08, {0xFF})}) {
        const GameTile t = *gameTile(board, 0, 0);
        QVERIFY(t.playerBlacklist.empty() && t.ffaBlacklist.empty());
        QVERIFY(t.teamBlacklist.empty() && t.standardTeamBlacklist.empty());
        QVERIFY(!t.currencyBarrier && !t.turnBarrier && !t.pieceSumBarrier);
        QVERIFY(t.homeZones.all() || t.safeZones.player(4)); // but what it has arrives
        QCOMPARE(t.boundary, Boundary::InBounds);
        QVERIFY(!board.field("homeZones")); // the pointer a game used to dereference
    }
}

void TestGameTile::effectiveViewTakesTheAnchorsFields() {
    // GB16, 4×1 square: tiles 0-1 link A, tile 2 none, tile 3 link A again: two groups (G1).
    const std::initializer_list<std::uint8_t> bytes = {
        0x40 | 7, 0x03 | (1 << 2) | (1 << 4), // anchor: height 7, home of player 2
        0x40 | 1, 0x01,                       // painted otherwise
        0x00 | 2, 0x03,                       //
        0x40 | 3, 0x02,                       // a group of its own
    };
    const Board grouped = boardOf(Variant::GB16, bytes, kGrouped);
    const GameTileReader reader(grouped);
    const GameTile anchor = *reader.at(0, 0);
    const GameTile member = *reader.at(1, 0);
    QVERIFY(anchor.isAnchor());
    QCOMPARE(member.anchor, std::optional<TileIndex>(0));
    QVERIFY(!member.isAnchor());
    QCOMPARE(int(member.height.bits), 7);
    QCOMPARE(member.boundary, Boundary::InBounds);
    QVERIFY(member.homeZones.player(2));
    QCOMPARE(member.link, Link::A);
    const GameTile raw = *reader.at(1, 0, TileView::Raw);
    QCOMPARE(int(raw.height.bits), 1);
    QCOMPARE(raw.boundary, Boundary::OutOfBounds);
    QVERIFY(raw.homeZones.empty());
    QCOMPARE(raw.anchor, std::optional<TileIndex>(0)); // still in the group
    QVERIFY(!reader.at(2, 0)->anchor);
    QVERIFY(reader.at(3, 0)->isAnchor());
    QCOMPARE(gameTiles(grouped)[1], member);
    QCOMPARE(gameTiles(grouped, TileView::Raw)[1], raw);

    // With `grouped` off the same bytes are four tiles of their own.
    const Board apart = boardOf(Variant::GB16, bytes);
    QVERIFY(!GameTileReader(apart).groups());
    const GameTile alone = *gameTile(apart, 1, 0);
    QVERIFY(!alone.anchor);
    QCOMPARE(alone, *gameTile(apart, 1, 0, TileView::Raw));
    QCOMPARE(int(alone.height.bits), 1);
}

void TestGameTile::outsideTheBoardIsNothing() {
    const Board board(Variant::GB32, 3, 2);
    QVERIFY(gameTile(board, 0, 0));
    QVERIFY(gameTile(board, 2, 1));
    QVERIFY(!gameTile(board, 3, 0));
    QVERIFY(!gameTile(board, 0, 2));
    QVERIFY(!gameTile(board, -1, 0));
    const GameTileReader reader(board);
    QVERIFY(reader.at(TileIndex{5}));
    QVERIFY(!reader.at(TileIndex{6}));
    QCOMPARE(gameTiles(board).size(), std::size_t{6});
    QVERIFY(!gameTile(board, 1, 1)->onBoard()); // B4: a new board is all empty
}

void TestGameTile::fieldValueIsNothingWhereFieldIsNull() {
    for (Variant v : kAllVariants) {
        const Board board(v, 2, 2);
        QCOMPARE(board.fieldValue(0, "homeZones").has_value(), v == Variant::GB64);
        QCOMPARE(board.fieldValue(3, "boundary"), std::optional<std::uint64_t>(0));
        QVERIFY(!board.fieldValue(4, "boundary")); // no such tile
        QVERIFY(!board.fieldValue(0, "nonsense"));
    }
    const Board gb64 = boardOf(Variant::GB64, {0, 0, 0, 0x21, 0, 0, 0, 0});
    QCOMPARE(gb64.fieldValue(0, "homeZones"), std::optional<std::uint64_t>(0x21));
}

void TestGameTile::vectorTilesMatchTheirDumps_data() {
    QTest::addColumn<VectorBoard>("board");
    const VectorSet today; // the dumps of older layouts name their own fields
    QVERIFY(today.isValid());
    for (const VectorBoard& b : today.boards())
        QTest::newRow(qPrintable(b.name)) << b;
}

void TestGameTile::vectorTilesMatchTheirDumps() {
    QFETCH(VectorBoard, board);
    const ReadResult read = readBoard(asSpan(readFileBytes(board.path(board.file))));
    QVERIFY(read);
    const QJsonObject dump = readJsonObject(board.path(board.dump));
    const auto mode = static_cast<HeightMode>(dump["header"].toObject()["heightMode"].toInt());
    const QJsonArray tiles = dump["tiles"].toArray();
    const std::vector<GameTile> read_ = gameTiles(*read.board, TileView::Raw);
    QCOMPARE(read_.size(), std::size_t(tiles.size()));
    for (TileIndex i = 0; i < read_.size(); ++i) {
        GameTile expected = fromDump(tiles[int(i)].toObject(), board.variant, mode, i);
        expected.anchor = read_[i].anchor; // groups are checked apart, against the movement model
        if (read_[i] != expected)          // QVERIFY2 would describe every tile, failing or not
            QFAIL(qPrintable(describe(read_[i]) + QStringLiteral("\nnot\n") + describe(expected)));
    }
}

void TestGameTile::readingAgreesAcrossConversions_data() {
    QTest::addColumn<VectorBoard>("board");
    QTest::addColumn<int>("bits"); // the target's
    for (const VectorSet& set : allVectorSets())
        for (const VectorBoard& b : set.boards())
            for (Variant to : kAllVariants)
                QTest::newRow(qPrintable(set.layout() + QLatin1Char(' ') + b.name +
                                         QStringLiteral(" to ") +
                                         QString::fromLatin1(labelOf(to).data(), 4)))
                    << b << int(bitsOf(to));
}

// Each tile reads the same before and after a conversion in every field the loss report does
// not list for it: an older layout's board too, as its own variant in today's layout (L3). Both
// views: a grouped tile's effective fields are its anchor's, so the anchor's losses count.
void TestGameTile::readingAgreesAcrossConversions() {
    QFETCH(VectorBoard, board);
    QFETCH(int, bits);
    const Variant to = *variantFromBits(bits);
    const Layout* layout = layoutNamed(board.layout);
    QVERIFY(layout);
    const ReadResult read = readBoard(asSpan(readFileBytes(board.path(board.file))), *layout);
    QVERIFY(read);
    const Conversion out = convertBoard(*read.board, to);
    const bool sameHeightWidth = narrowHeight(read.board->variant()) == narrowHeight(to);
    // A wrap the header loses (L3: both wraps become width wrap) joins other tiles into groups.
    const bool sameGroups =
        std::none_of(out.report.entries.begin(), out.report.entries.end(), [](const LossEntry& e) {
            return e.headerFlagLost && e.key.find("wrap") != std::string::npos;
        });
    for (TileView view : {TileView::Raw, TileView::Effective}) {
        if (!sameGroups && view == TileView::Effective)
            break;
        const std::vector<GameTile> before = gameTiles(*read.board, view);
        const std::vector<GameTile> after = gameTiles(out.board, view);
        QCOMPARE(after.size(), before.size());
        for (TileIndex i = 0; i < before.size(); ++i) {
            const TileIndex lossTile =
                view == TileView::Effective && before[i].anchor ? *before[i].anchor : i;
            GameTile kept = after[i];
            if (!sameGroups)
                kept.anchor = before[i].anchor;
            const auto differs =
                survivingDifference(before[i], kept, out.report, lossTile, sameHeightWidth);
            if (differs)
                QFAIL(qPrintable(QString::fromStdString(*differs) + QStringLiteral(": ") +
                                 describe(before[i]) + QStringLiteral("\nbecame\n") +
                                 describe(after[i])));
        }
    }
}

void TestGameTile::movementReadsTheSameHeightsAndZones_data() {
    QTest::addColumn<VectorBoard>("board");
    for (const VectorSet& set : allVectorSets())
        for (const VectorBoard& b : set.boards())
            QTest::newRow(qPrintable(set.layout() + QLatin1Char(' ') + b.name)) << b;
}

void TestGameTile::movementReadsTheSameHeightsAndZones() {
    QFETCH(VectorBoard, board);
    const ReadResult read =
        readBoard(asSpan(readFileBytes(board.path(board.file))), *layoutNamed(board.layout));
    QVERIFY(read);
    const MovementModel model(*read.board);
    const std::vector<GameTile> tiles = gameTiles(*read.board);
    // An older layout's board climbs as its conversion to today's layout does (L3), GB08's
    // 0..3 as 0..3 and not on the six-bit scale.
    const Conversion today = convertBoard(*read.board, read.board->variant());
    const MovementModel todayModel(today.board);
    for (TileIndex i = 0; i < tiles.size(); ++i) {
        QCOMPARE(tiles[i].height.movementHeight(), model.height(i));
        // (A conversion that drops a wrap seam can change the link groups, and with them whose
        // height a grouped tile has.)
        if (model.groupOf(i) < 0 && todayModel.groupOf(i) < 0)
            QCOMPARE(model.height(i), todayModel.height(i));
        QCOMPARE(tiles[i].anchor.has_value(), model.groupOf(i) >= 0);
    }
    const auto where = [&](auto pick) {
        std::vector<TileIndex> found;
        for (const GameTile& t : tiles)
            if (pick(t))
                found.push_back(t.index);
        return found;
    };
    for (int p = 1; p <= 4; ++p) {
        QCOMPARE(model.zoneTiles(ZoneKind::Home, p),
                 where([&](const GameTile& t) { return t.homeZones.forPlayer(p); }));
        QCOMPARE(model.zoneTiles(ZoneKind::Safe, p),
                 where([&](const GameTile& t) { return t.safeZones.forPlayer(p); }));
    }
    for (int team = 1; team <= 3; ++team)
        QCOMPARE(model.teamZoneTiles(ZoneKind::End, team),
                 where([&](const GameTile& t) { return t.endZones.forTeam(team); }));
}

void TestGameTile::footerAccessorsMatchTheDumps_data() {
    vectorTilesMatchTheirDumps_data();
}

void TestGameTile::footerAccessorsMatchTheDumps() {
    QFETCH(VectorBoard, board);
    const ReadResult read = readBoard(asSpan(readFileBytes(board.path(board.file))));
    QVERIFY(read);
    const Footer& footer = read.board->footer();
    const QJsonObject expected = readJsonObject(board.path(board.dump))["footer"].toObject();
    QCOMPARE(QString::fromStdString(footer.title()), expected["title"].toString());
    QCOMPARE(QString::fromStdString(footer.author()), expected["author"].toString());
    QCOMPARE(QString::fromStdString(footer.editorId()), expected["editorId"].toString());
    QCOMPARE(QString::fromStdString(footer.boardCode()), expected["boardCode"].toString());
    QCOMPARE(int(footer.version()), expected["version"].toInt());
    QCOMPARE(footer.title(), footer.text(footerField("title"))); // the older way still reads
}

void TestGameTile::footerAccessorsOfTheContractBoard() {
    const VectorSet today;
    const VectorBoard& contract = today.boards().front();
    QCOMPARE(contract.name, QStringLiteral("b00_gb64_2x1_contract"));
    const ReadResult read = readBoard(asSpan(readFileBytes(contract.path(contract.file))));
    QVERIFY(read);
    const Footer& footer = read.board->footer();
    QCOMPARE(footer.title(), std::string("Ring"));
    QCOMPARE(footer.author(), std::string("Ann"));
    QCOMPARE(footer.editorId(), std::string("GE"));
    QCOMPARE(footer.boardCode(), std::string("AB123"));
    QCOMPARE(int(footer.version()), 1);

    // Latin-1 bytes arrive as UTF-8 (F2).
    Board board(Variant::GB08, 1, 1);
    QVERIFY(!board.footer().setText(footerField("author"), "Zoë Ærø"));
    QCOMPARE(board.footer().author(), std::string("Zoë Ærø"));
    QCOMPARE(board.footer().latin1(footerField("author")), std::string("Zo\xEB \xC6r\xF8"));
    QCOMPARE(Footer::forNewBoard().editorId(), std::string(kEditorSymbol));
    QCOMPARE(int(Footer::forNewBoard().version()), 0);
}

GBXX_TEST_GUILESS_MAIN(TestGameTile);

} // namespace tst_game_tile
#include "tst_game_tile.moc"
