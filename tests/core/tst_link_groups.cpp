// Link groups (spec G1): components, anchors, wrap seams and effective values; warnings (W).

#include "gbxx/link_groups.h"
#include "gbxx/warnings.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_link_groups {

using namespace gbxx;

namespace {

void paintLink(Board& board, int x, int y, std::uint64_t link) {
    const TileIndex i = board.indexOf(x, y);
    board.setTileRaw(i, board.field("link")->write(board.tile(i), link));
}

bool hasWarning(const std::vector<Warning>& warnings, const std::string& rule,
                const std::string& text) {
    for (const Warning& w : warnings)
        if (w.rule == rule && w.message.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestLinkGroups : public QObject {
    Q_OBJECT

private slots:
    void separatePatchesAreSeparateGroups();
    void groupsJoinAcrossTheWidthSeam();
    void hexGroupsFollowHexNeighbours();
    void differentLinksTouchingAreDifferentGroups();
    void effectiveTileTakesTheAnchorsFields();
    void warningsNameWhatIsWrong();
    void makingGroupsUniformCopiesTheAnchor();
};

void TestLinkGroups::separatePatchesAreSeparateGroups() {
    Board board(Variant::GB64, 4, 3);
    paintLink(board, 0, 1, 1);
    paintLink(board, 3, 1, 1);
    paintLink(board, 1, 0, 1);
    const LinkGroups groups = findLinkGroups(board, Geometry(board));
    QCOMPARE(groups.groups.size(), std::size_t{3}); // diagonal (1,0)-(0,1) is no edge
    QCOMPARE(groups.groups[0].anchor, board.indexOf(1, 0));
    QCOMPARE(groups.groupOfTile[board.indexOf(2, 2)], LinkGroups::kNone);
}

void TestLinkGroups::groupsJoinAcrossTheWidthSeam() {
    Board board(Variant::GB16, 4, 3);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    paintLink(board, 3, 1, 2);
    paintLink(board, 0, 1, 2);
    paintLink(board, 0, 2, 2);
    const LinkGroups groups = findLinkGroups(board, Geometry(board));
    QCOMPARE(groups.groups.size(), std::size_t{1});
    QCOMPARE(groups.groups[0].anchor, board.indexOf(0, 1)); // lowest body index, not first painted
    QCOMPARE(groups.groups[0].size, 3u);
    QCOMPARE(groups.groups[0].link, std::uint8_t{2});
    QCOMPARE(groups.members(0), (std::vector<TileIndex>{4, 7, 8}));
}

void TestLinkGroups::hexGroupsFollowHexNeighbours() {
    Board board(Variant::GB08, 4, 4);
    board.setHeader(*board.layout().headerField("hex"), 1);
    paintLink(board, 1, 1, 3); // odd column: (0,2) and (2,2) are neighbours, (0,0) is not
    paintLink(board, 0, 2, 3);
    paintLink(board, 2, 2, 3);
    paintLink(board, 0, 0, 3);
    const LinkGroups groups = findLinkGroups(board, Geometry(board));
    QCOMPARE(groups.groups.size(), std::size_t{2});
    QCOMPARE(groups.groups[0].anchor, board.indexOf(0, 0));
    QCOMPARE(groups.groups[0].size, 1u);
    QCOMPARE(groups.groups[1].size, 3u);
}

void TestLinkGroups::differentLinksTouchingAreDifferentGroups() {
    Board board(Variant::GB32, 3, 1);
    paintLink(board, 0, 0, 1);
    paintLink(board, 1, 0, 2);
    paintLink(board, 2, 0, 1);
    QCOMPARE(findLinkGroups(board, Geometry(board)).groups.size(), std::size_t{3});
}

void TestLinkGroups::effectiveTileTakesTheAnchorsFields() {
    Board board(Variant::GB64, 3, 1);
    const FieldSpec& height = *board.field("height");
    board.setTileRaw(0, height.write(0, 9));
    board.setTileRaw(1, height.write(0, 2));
    paintLink(board, 0, 0, 1);
    paintLink(board, 1, 0, 1);
    const LinkGroups groups = findLinkGroups(board, Geometry(board));
    QCOMPARE(height.read(effectiveTile(board, groups, 1)), std::uint64_t{9});
    QCOMPARE(board.field("link")->read(effectiveTile(board, groups, 1)), std::uint64_t{1});
    QCOMPARE(effectiveTile(board, groups, 2), board.tile(2));
}

void TestLinkGroups::warningsNameWhatIsWrong() {
    Board board(Variant::GB32, 5, 2);
    board.setHeader(*board.layout().headerField("hex"), 1);
    board.setHeader(*board.layout().headerField("wrap"), 1); // odd width on hex (X3)
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& noZone = *board.field("noZone");
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, noZone.write(boundary.write(0, 3), 1));
    board.setTileRaw(0, board.field("custom")->write(0, 5)); // data off the board
    paintLink(board, 2, 0, 1);                               // link while groups are off
    board.setTileRaw(3, boundary.write(0, 3));               // on board, no owners, no noZone
    const auto warnings = findWarnings(board, "ring.GB16");
    QVERIFY(hasWarning(warnings, "S2", ".gb16"));
    QVERIFY(hasWarning(warnings, "X3", "even width"));
    QVERIFY(hasWarning(warnings, "W", "1 tile (first at x 0, y 0) not on the board"));
    QVERIFY(hasWarning(warnings, "G1", "while link groups are off"));
    QVERIFY(hasWarning(warnings, "T32", "1 tile (first at x 3, y 0)"));
    QVERIFY(findWarnings(board, "ring.Gb32").size() == warnings.size() - 1); // S2: any case read

    board.setHeader(*board.layout().headerField("grouped"), 1);
    paintLink(board, 3, 0, 1); // joins (2,0), whose other fields differ
    QVERIFY(hasWarning(findWarnings(board), "G1", "differs from the anchor of its link group"));
}

void TestLinkGroups::makingGroupsUniformCopiesTheAnchor() {
    Board board(Variant::GB32, 4, 1);
    const FieldSpec& custom = *board.field("custom");
    board.setTileRaw(0, custom.write(0, 5));
    board.setTileRaw(1, custom.write(0, 9));
    board.setTileRaw(3, custom.write(0, 7));
    paintLink(board, 0, 0, 2);
    paintLink(board, 1, 0, 2);
    const ChangeSet changes = makeGroupsUniform(board, findLinkGroups(board, Geometry(board)));
    QCOMPARE(changes.size(), std::size_t{1});
    QCOMPARE(board.get(1, custom), std::uint64_t{5});
    QCOMPARE(board.get(1, *board.field("link")), std::uint64_t{2});
    QCOMPARE(board.get(3, custom), std::uint64_t{7}); // not in a group
}

GBXX_TEST_GUILESS_MAIN(TestLinkGroups);

} // namespace tst_link_groups
#include "tst_link_groups.moc"
