// Field access and bulk edits that report exactly what changed, for the undo stack.

#include "gbxx/board.h"
#include "gbxx/board_baseline.h"
#include "gbxx/codec.h"
#include "gbxx/reshape.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_board_edit {

using namespace gbxx;

class TestBoardEdit : public QObject {
    Q_OBJECT

private slots:
    void everyBitBelongsToExactlyOneField();
    void everyTileFieldHasAGroupAndNoHeaderFieldDoes();
    void setFieldReportsOnlyTheTilesThatChanged();
    void setFlagsKeepsTheOtherFlags();
    void rectEditIsClippedToTheBoard();
    void revertAndApplyRestoreExactTiles();
    void mergeKeepsFirstBeforeAndLastAfter();
    void deltaFlipsBetweenBothStatesIn12BytesATile();
    void valuesAreMaskedToTheVariant();
    void sizeIsClampedToTheFormat();
    void planningChangesNothingAndMatchesTheEdit();
    void planningSeesRepeatedTilesInOrder();
    void accumulatorKeepsFirstBeforeAndLastAfterAndCountsNetChanges();
    void baselineTellsExactlyWhetherTheBoardDiffers();
    void everyKeyConstantNamesAField();
};

// R1 in every layout (section L included): the draft's over-filled bytes are resolved (L2) so
// that no bit belongs to two fields, and none to no field.
void TestBoardEdit::everyBitBelongsToExactlyOneField() {
    QCOMPARE(allLayouts().size(), std::size_t{3});
    for (const Layout* layout : allLayouts()) {
        const QByteArray name(layout->name.data(), static_cast<qsizetype>(layout->name.size()));
        for (Variant v : kAllVariants) {
            std::uint64_t covered = 0;
            for (const FieldSpec& f : layout->tileFields(v)) {
                QVERIFY2((covered & f.mask()) == 0, (name + " " + f.key.data()).constData());
                covered |= f.mask();
            }
            QVERIFY2(covered == tileValueMask(v), name.constData()); // no bit belongs to no field
        }
        std::uint64_t header = 0;
        for (const FieldSpec& f : layout->header) {
            QVERIFY2((header & f.mask()) == 0, (name + " " + f.key.data()).constData());
            header |= f.mask();
        }
        QVERIFY2(header == 0xFFFF, name.constData());
    }
}

// The editor groups layers and picks how to draw them from the table's group: none may be missing.
void TestBoardEdit::everyTileFieldHasAGroupAndNoHeaderFieldDoes() {
    for (const Layout* layout : allLayouts()) {
        for (Variant v : kAllVariants)
            for (const FieldSpec& f : layout->tileFields(v))
                QVERIFY2(f.group != FieldGroup::Other, f.key.data());
        for (const FieldSpec& f : layout->header)
            QVERIFY2(f.group == FieldGroup::Other, f.key.data());
    }
    QCOMPARE(Board(Variant::GB64, 1, 1).field("turnBarrier")->group, FieldGroup::Barriers);
    QCOMPARE(Board(Variant::GB32, 1, 1).field("zoneOwners")->group, FieldGroup::Zones);
}

void TestBoardEdit::setFieldReportsOnlyTheTilesThatChanged() {
    Board board(Variant::GB64, 4, 4);
    const FieldSpec& height = *board.field("height");
    const FieldSpec& boundary = *board.field("boundary");
    board.setTileRaw(1, height.write(0, 5));
    const std::vector<TileIndex> tiles{0, 1, 2};
    const ChangeSet changes = board.setField(height, 5, tiles);
    QCOMPARE(changes.size(), std::size_t{2}); // tile 1 already had 5
    QCOMPARE(changes.changes()[0], (ChangeSet::Change{0, 0, 5}));
    QCOMPARE(changes.changes()[1], (ChangeSet::Change{2, 0, 5}));
    QCOMPARE(board.get(2, height), std::uint64_t{5});
    QCOMPARE(board.get(2, boundary), std::uint64_t{0});
}

void TestBoardEdit::setFlagsKeepsTheOtherFlags() {
    Board board(Variant::GB64, 2, 1);
    const FieldSpec& home = *board.field("homeZones");
    board.setTileRaw(0, home.write(0, 0b1000'0001));
    const std::vector<TileIndex> tiles{0, 1};
    board.setFlags(home, 0b0000'0110, true, tiles);
    QCOMPARE(board.get(0, home), std::uint64_t{0b1000'0111});
    QCOMPARE(board.get(1, home), std::uint64_t{0b0000'0110});
    const ChangeSet cleared = board.setFlags(home, 0b0000'0001, false, tiles);
    QCOMPARE(cleared.size(), std::size_t{1});
    QCOMPARE(board.get(0, home), std::uint64_t{0b1000'0110});
}

void TestBoardEdit::rectEditIsClippedToTheBoard() {
    Board board(Variant::GB08, 5, 4);
    const FieldSpec& boundary = *board.field("boundary");
    const ChangeSet changes = board.setFieldInRect(boundary, 3, 3, -2, 10, 4);
    QCOMPARE(changes.size(), std::size_t{2 * 2}); // x 3..4, y 0..1
    for (const auto& c : changes) {
        QVERIFY(board.xOf(c.index) >= 3);
        QVERIFY(board.yOf(c.index) <= 1);
    }
}

void TestBoardEdit::revertAndApplyRestoreExactTiles() {
    Board board(Variant::GB32, 6, 6);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, 0x01020304u * i);
    const Board original = board;
    const std::vector<TileIndex> tiles{0, 7, 14, 35};
    ChangeSet changes = board.setField(*board.field("zoneOwners"), 0x55, tiles);
    changes.merge(board.setFlags(*board.field("noZone"), 1, true, tiles));
    const Board edited = board;
    board.revert(changes);
    QVERIFY(board == original);
    board.apply(changes);
    QVERIFY(board == edited);
}

void TestBoardEdit::mergeKeepsFirstBeforeAndLastAfter() {
    ChangeSet first;
    first.add(3, 10, 11);
    first.add(4, 20, 21);
    ChangeSet later;
    later.add(3, 11, 12);
    later.add(4, 21, 20); // back to where it began
    later.add(5, 30, 31);
    first.merge(later);
    QCOMPARE(first.size(), std::size_t{2});
    QCOMPARE(first.changes()[0], (ChangeSet::Change{3, 10, 12}));
    QCOMPARE(first.changes()[1], (ChangeSet::Change{5, 30, 31}));
}

void TestBoardEdit::deltaFlipsBetweenBothStatesIn12BytesATile() {
    Board board(Variant::GB64, 30, 30);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, i * 0x9E3779B97F4A7C15ull);
    const Board before = board;
    std::vector<TileIndex> tiles;
    for (TileIndex i = 0; i < board.tileCount(); i += 7)
        tiles.push_back(i);
    const TileDelta delta(board.setField(*board.field("custom"), 0xAB, tiles));
    const Board after = board;
    QVERIFY(delta.size() > 100);
    board.flip(delta);
    QVERIFY(board == before);
    board.flip(delta);
    QVERIFY(board == after);
    QCOMPARE(delta.memoryBytes(), delta.size() * 12);
}

void TestBoardEdit::valuesAreMaskedToTheVariant() {
    Board board(Variant::GB16, 1, 1);
    const std::vector<TileIndex> tiles{0};
    const std::vector<std::uint64_t> values{0xABCDEF12345ull};
    board.setTiles(tiles, values);
    QCOMPARE(board.tile(0), std::uint64_t{0x2345});
}

void TestBoardEdit::sizeIsClampedToTheFormat() {
    const Board big(Variant::GB08, 300, 0);
    QCOMPARE(big.width(), 255);
    QCOMPARE(big.length(), 1);
}

void TestBoardEdit::planningChangesNothingAndMatchesTheEdit() {
    Board board(Variant::GB32, 5, 4);
    const FieldSpec& owners = *board.field(keys::zoneOwners);
    const FieldSpec& custom = *board.field(keys::custom);
    const std::vector<TileIndex> tiles{0, 3, 7, 19};
    board.setTileRaw(3, owners.write(0, 0b101));
    const auto before = writeBoard(board);
    const ChangeSet planned = board.planFlags(owners, 0b010, true, tiles);
    QCOMPARE(writeBoard(board), before);
    Board edited = board;
    QCOMPARE(edited.setFlags(owners, 0b010, true, tiles), planned);
    Board other = board;
    QCOMPARE(board.planField(custom, 15, tiles), other.setField(custom, 15, tiles));
    const std::vector<std::uint64_t> values{1, 2, 3, ~std::uint64_t{0}};
    const ChangeSet stamped = board.planTiles(tiles, values);
    QCOMPARE(stamped.changes().back().after, tileValueMask(Variant::GB32)); // masked
}

void TestBoardEdit::planningSeesRepeatedTilesInOrder() {
    Board board(Variant::GB64, 4, 4);
    const FieldSpec& custom = *board.field(keys::custom);
    const std::vector<TileIndex> tiles{5, 2, 5, 9, 2};
    const std::vector<std::uint64_t> values{1, 2, 3, 4, 0};
    const ChangeSet planned = board.planTiles(tiles, values);
    // Each tile once, first before and last after, as the sequential edit leaves them.
    Board sequential = board;
    for (std::size_t k = 0; k < tiles.size(); ++k)
        sequential.setTileRaw(tiles[k], values[k]);
    QCOMPARE(planned.size(), std::size_t{2}); // tile 2 ends as it began
    Board applied = board;
    applied.flip(TileDelta(planned));
    QCOMPARE(applied, sequential);
    const ChangeSet field = board.planField(custom, 7, tiles);
    QCOMPARE(field.size(), std::size_t{3});
}

void TestBoardEdit::accumulatorKeepsFirstBeforeAndLastAfterAndCountsNetChanges() {
    ChangeAccumulator stroke(10);
    ChangeSet a;
    a.add(1, 0, 5);
    a.add(2, 0, 6);
    stroke.add(a);
    QCOMPARE(stroke.netChanges(), std::size_t{2});
    ChangeSet b;
    b.add(1, 5, 0); // tile 1 back as it began
    b.add(3, 1, 2);
    b.add(42, 1, 2); // not a tile of this board
    stroke.add(b);
    QCOMPARE(stroke.netChanges(), std::size_t{2});
    ChangeSet c;
    c.add(1, 0, 9);
    stroke.add(c);
    QCOMPARE(stroke.netChanges(), std::size_t{3});
    const ChangeSet result = stroke.result();
    QCOMPARE(result.size(), std::size_t{3});
    QCOMPARE(result.changes()[0], (ChangeSet::Change{1, 0, 9}));
    QCOMPARE(result.changes()[2], (ChangeSet::Change{3, 1, 2}));
}

void TestBoardEdit::baselineTellsExactlyWhetherTheBoardDiffers() {
    Board board(Variant::GB16, 6, 6);
    const FieldSpec& custom = *board.field(keys::custom);
    BoardBaseline baseline(board);
    QVERIFY(!baseline.differs(board));
    const std::vector<TileIndex> tiles{1, 2};
    board.setField(custom, 3, tiles);
    baseline.noteTiles(board, tiles);
    QVERIFY(baseline.differs(board));
    board.setField(custom, 0, tiles);
    baseline.noteTiles(board, tiles);
    QVERIFY(!baseline.differs(board));
    board.setHeader(*board.layout().headerField(keys::hex), 1);
    QVERIFY(baseline.differs(board));
    board.setHeader(*board.layout().headerField(keys::hex), 0);
    board.footer().setText(footerField("title"), "T");
    QVERIFY(baseline.differs(board));
    board.footer() = Footer::forNewBoard();
    QVERIFY(!baseline.differs(board));
    const Board same = board;
    board = resizedBoard(board, 7, 6, 0, 0);
    baseline.noteBoard(board);
    QVERIFY(baseline.differs(board));
    board = same;
    baseline.noteBoard(board);
    QVERIFY(!baseline.differs(board));
    baseline.clear();
    QVERIFY(baseline.differs(board));
}

void TestBoardEdit::everyKeyConstantNamesAField() {
    const std::string_view tileKeys[] = {
        keys::height,   keys::link,      keys::boundary,   keys::custom,    keys::homeZones,
        keys::endZones, keys::safeZones, keys::zoneOwners, keys::zoneOwner, keys::zoneStyle,
        keys::noZone,   keys::zoneFlag,  keys::specialFlag};
    const std::string_view headerKeys[] = {keys::heightMode, keys::grouped,   keys::hex,
                                           keys::wrap,       keys::wrapWidth, keys::wrapLength};
    for (std::string_view key : tileKeys) {
        bool found = false;
        for (const Layout* layout : allLayouts())
            for (Variant v : kAllVariants)
                found = found || layout->tileField(v, key);
        QVERIFY2(found, std::string(key).c_str());
    }
    for (std::string_view key : headerKeys) {
        bool found = false;
        for (const Layout* layout : allLayouts())
            found = found || layout->headerField(key);
        QVERIFY2(found, std::string(key).c_str());
    }
}

GBXX_TEST_GUILESS_MAIN(TestBoardEdit);

} // namespace tst_board_edit
#include "tst_board_edit.moc"
