// Paths, steps and balance on hand-built boards: square 4/8, hex, wrap seams, walls, traps, link
// groups as one tile, player blacklists; zone sizes and home-to-end distances per owner.

#include "gbxx/balance.h"
#include "gbxx/paths.h"
#include "gbxx/warnings.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_paths {

using namespace gbxx;

namespace {

Board openBoard(Variant v, int w, int l, bool hex = false, int wrap = 0) {
    Board board(v, w, l);
    board.setHeader(*board.layout().headerField("hex"), hex);
    board.setHeader(*board.layout().headerField("wrap"), static_cast<std::uint64_t>(wrap));
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, board.field("boundary")->write(0, 3));
    return board;
}

void set(Board& b, int x, int y, const char* key, std::uint64_t value) {
    const TileIndex i = b.indexOf(x, y);
    b.setTileRaw(i, b.field(key)->write(b.tile(i), value));
}

std::optional<Path> path(const Board& b, int x0, int y0, int x1, int y1, PathOptions o = {}) {
    const Geometry g(b);
    const auto groups = activeLinkGroups(b, g);
    return shortestPath(b, g, groups ? &*groups : nullptr, b.indexOf(x0, y0), b.indexOf(x1, y1), o);
}

} // namespace

class TestPaths : public QObject {
    Q_OBJECT

private slots:
    void openSquareBoardMatchesDistance();
    void wallsAreWalkedAroundAndTrapsCrossed();
    void hexPathsFollowHexNeighbours();
    void wrapSeamsShortenPaths();
    void aLinkGroupIsOneTile();
    void aGroupIsJudgedByItsAnchor();
    void blacklistsStopOnlyTheirPlayer();
    void balanceCountsZonesAndHomeToEnd();
    void designWarningsFindCutOffAreasAndHomesWithoutEnds();
    void designWarningsFindPlayersTheBoardIsNotBuiltFor();
};

void TestPaths::openSquareBoardMatchesDistance() {
    const Board b = openBoard(Variant::GB64, 5, 5);
    const auto p = path(b, 0, 0, 4, 4);
    QVERIFY(p);
    QCOMPARE(p->steps, 8);
    QCOMPARE(p->tiles.size(), std::size_t{9});
    QCOMPARE(path(b, 0, 0, 4, 4, {Connectivity::EdgesAndCorners, 0})->steps, 4);
    QCOMPARE(path(b, 2, 2, 2, 2)->steps, 0);
}

void TestPaths::wallsAreWalkedAroundAndTrapsCrossed() {
    Board b = openBoard(Variant::GB32, 5, 5);
    for (int y = 0; y < 4; ++y)
        set(b, 2, y, "boundary", y == 1 ? 0 : 1); // a wall of out-of-bounds and not-on-board tiles
    const auto around = path(b, 0, 0, 4, 0);
    QVERIFY(around);
    QCOMPARE(around->steps, 12); // down to row 4, across, back up
    for (TileIndex t : around->tiles)
        QVERIFY(b.get(t, *b.field("boundary")) >= 2);
    set(b, 2, 0, "boundary", 2); // a trap in the wall: crossed
    QCOMPARE(path(b, 0, 0, 4, 0)->steps, 4);
    QVERIFY(!path(b, 0, 0, 2, 1)); // into a tile that is not on the board
}

void TestPaths::hexPathsFollowHexNeighbours() {
    const Board b = openBoard(Variant::GB16, 6, 6, true);
    const Geometry g(b);
    const auto p = path(b, 0, 0, 2, 2);
    QVERIFY(p);
    QCOMPARE(p->steps, 3);
    for (std::size_t k = 1; k < p->tiles.size(); ++k)
        QCOMPARE(g.distance(p->tiles[k - 1], p->tiles[k]), 1);
}

void TestPaths::wrapSeamsShortenPaths() {
    QCOMPARE(path(openBoard(Variant::GB08, 6, 3, false, 1), 0, 1, 5, 1)->steps, 1);
    QCOMPARE(path(openBoard(Variant::GB08, 6, 3, false, 0), 0, 1, 5, 1)->steps, 5);
    QCOMPARE(path(openBoard(Variant::GB08, 6, 6, true, 2), 2, 0, 2, 5)->steps, 1);
}

void TestPaths::aLinkGroupIsOneTile() {
    Board b = openBoard(Variant::GB64, 9, 1);
    for (int x = 1; x <= 7; ++x)
        set(b, x, 0, "link", 1);
    QCOMPARE(path(b, 0, 0, 8, 0)->steps, 8); // groups off: just tiles
    b.setHeader(*b.layout().headerField("grouped"), 1);
    const auto p = path(b, 0, 0, 8, 0);
    QCOMPARE(p->steps, 2); // into the group, out of it
    QCOMPARE(p->tiles.front(), TileIndex{0});
    QCOMPARE(p->tiles.back(), TileIndex{8});
}

// Issue 44 (G1): a group takes every field but `link` from its anchor, so whether its tiles can
// be entered is the anchor's to say. A 1×3 hex board, (0,0) anchoring a link-A group with (0,1).
void TestPaths::aGroupIsJudgedByItsAnchor() {
    Board b = openBoard(Variant::GB64, 1, 3, true);
    b.setHeader(*b.layout().headerField("grouped"), 1);
    set(b, 0, 0, "link", 1);
    set(b, 0, 1, "link", 1);
    set(b, 0, 0, "playerBlacklist", 0b0001); // the anchor is closed to player 1
    const PathOptions player1{Connectivity::Edges, 1};
    QVERIFY(!path(b, 0, 2, 0, 1, player1)); // so is its member
    const Geometry g(b);
    const auto groups = activeLinkGroups(b, g);
    QVERIFY(!enterable(b, *groups, b.indexOf(0, 1), player1));
    // The other way round: the anchor open, the member's own tile blacklisted. The group is open.
    set(b, 0, 0, "playerBlacklist", 0);
    set(b, 0, 1, "playerBlacklist", 0b0001);
    const auto open = path(b, 0, 2, 0, 1, player1);
    QVERIFY(open);
    QCOMPARE(open->steps, 1);
    QCOMPARE(path(b, 0, 2, 0, 0, player1)->steps, 1); // through the member, into the group
    // Its reachable areas agree.
    const auto nowGrouped = activeLinkGroups(b, g);
    const std::vector<int> areas = reachableAreas(b, g, &*nowGrouped, player1);
    QVERIFY(areas[b.indexOf(0, 1)] >= 0);
    QCOMPARE(areas[b.indexOf(0, 1)], areas[b.indexOf(0, 2)]);
}

void TestPaths::blacklistsStopOnlyTheirPlayer() {
    Board b = openBoard(Variant::GB64, 3, 3);
    for (int y = 0; y < 3; ++y)
        set(b, 1, y, "playerBlacklist", 0b0001); // player 1 may not enter the middle column
    QVERIFY(!path(b, 0, 0, 2, 0, {Connectivity::Edges, 1}));
    QCOMPARE(path(b, 0, 0, 2, 0, {Connectivity::Edges, 2})->steps, 2);
    QCOMPARE(path(b, 0, 0, 2, 0)->steps, 2);
}

void TestPaths::balanceCountsZonesAndHomeToEnd() {
    Board b = openBoard(Variant::GB64, 7, 3);
    set(b, 0, 1, "homeZones", 0b01); // player 1 home, west
    set(b, 6, 1, "endZones", 0b01);  // player 1 end, east
    set(b, 6, 0, "homeZones", 0b10); // player 2 home, east
    set(b, 0, 0, "endZones", 0b10);  // player 2 end, west
    set(b, 0, 2, "endZones", 0b10);
    set(b, 3, 1, "safeZones", 0x80); // a safe tile for everyone
    for (int y = 0; y < 2; ++y)
        set(b, 3, y, "playerBlacklist", 0b0010); // player 2 must go round through row 2
    const auto report = balanceReport(b);
    QCOMPARE(report.size(), std::size_t{7}); // the "all" safe zone counts for every owner
    QCOMPARE(report[0].owner, std::string("player 1"));
    QCOMPARE(report[0].homeTiles, std::size_t{1});
    QCOMPARE(report[0].endTiles, std::size_t{1});
    QCOMPARE(report[0].safeTiles, std::size_t{1});
    QCOMPARE(report[0].homeToEnd, std::optional<int>(6));
    QCOMPARE(report[1].endTiles, std::size_t{2});
    QCOMPARE(report[1].homeToEnd, std::optional<int>(8)); // (6,0)→(6,2)→(0,2): 2 + 6
    QCOMPARE(report[4].owner, std::string("team A"));
    QVERIFY(!report[4].homeToEnd);
}

void TestPaths::designWarningsFindCutOffAreasAndHomesWithoutEnds() {
    Board b = openBoard(Variant::GB16, 6, 3);
    for (int y = 0; y < 3; ++y)
        set(b, 4, y, "boundary", 1); // columns 5 is cut off
    set(b, 0, 0, "zoneOwner", 2);    // player 3, home
    set(b, 0, 0, "zoneStyle", 1);
    const auto warnings = designWarnings(b);
    QCOMPARE(warnings.size(), std::size_t{2});
    QVERIFY(warnings[0].message.find("3 tiles in bounds cannot be reached") == 0);
    QCOMPARE(warnings[0].tiles.size(), std::size_t{3});
    QCOMPARE(warnings[1].message, std::string("player 3 has a home zone but no end zone"));
}

void TestPaths::designWarningsFindPlayersTheBoardIsNotBuiltFor() {
    Board b = openBoard(Variant::GB64, 4, 1);
    set(b, 0, 0, "homeZones", 0b0011); // built for players 1 and 2
    set(b, 3, 0, "endZones", 0b0011);
    set(b, 1, 0, "playerBlacklist", 0b1000); // player 4 mentioned
    set(b, 2, 0, "safeZones", 0x80);         // "all": not a mention of player 4
    const auto warnings = designWarnings(b);
    QCOMPARE(warnings.size(), std::size_t{1});
    QCOMPARE(
        warnings[0].message,
        std::string(
            "1 tile has zones or blacklists for player 4, who has no home zone on this board"));
    QCOMPARE(warnings[0].tiles, (std::vector<TileIndex>{1}));
}

GBXX_TEST_GUILESS_MAIN(TestPaths);

} // namespace tst_paths
#include "tst_paths.moc"
