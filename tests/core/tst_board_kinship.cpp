// The rule that tells a designer's own boards under one code from a clash: one board exported to
// several tile sizes, the same author's revisions (edited, resized), and the real conflicts —
// another author's board, or the same author's unrelated one.

#include "gbxx/board_kinship.h"
#include "gbxx/conversion.h"
#include "gbxx/footer.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_board_kinship {

using namespace gbxx;

namespace {

Board design(Variant variant, int w, int l, const char* author, int salt = 0) {
    Board b(variant, w, l);
    b.footer().setText(footerField("title"), "Isles");
    b.footer().setText(footerField("author"), author);
    b.footer().setText(footerField("boardCode"), "ISL01");
    const FieldSpec& boundary = *b.field(keys::boundary);
    const FieldSpec& height = *b.field(keys::height);
    for (TileIndex t = 0; t < b.tileCount(); ++t)
        b.setTileRaw(t, height.write(boundary.write(0, (t + salt) % 4), (t * 7 + salt) % 16));
    return b;
}

} // namespace

class TestBoardKinship : public QObject {
    Q_OBJECT
private slots:
    void exportsToSmallerTileSizesAreOneBoard();
    void editsAndResizesByTheSameAuthorAreRevisions();
    void anotherAuthorOrUnrelatedContentIsAClash();
};

void TestBoardKinship::exportsToSmallerTileSizesAreOneBoard() {
    const Board original = design(Variant::GB64, 9, 7, "Ana");
    QCOMPARE(kinshipOf(original, original), Kinship::Identical);
    for (Variant v : {Variant::GB32, Variant::GB16, Variant::GB08}) {
        const Board exported = convertBoard(original, v).board;
        QCOMPARE(kinshipOf(original, exported), Kinship::Sizes);
        QCOMPARE(kinshipOf(exported, original), Kinship::Sizes);
    }
    QCOMPARE(kinshipOf(convertBoard(original, Variant::GB32).board,
                       convertBoard(original, Variant::GB16).board),
             Kinship::Sizes);
}

void TestBoardKinship::editsAndResizesByTheSameAuthorAreRevisions() {
    const Board original = design(Variant::GB32, 9, 7, "Ana");
    Board edited = original;
    for (TileIndex t = 0; t < 20; ++t)
        edited.setTileRaw(t, 0);
    edited.footer().setText(footerField("author"), " ana "); // the same author, typed otherwise
    QCOMPARE(kinshipOf(original, edited), Kinship::Revision);
    // Another tile size and edited: still hers.
    QCOMPARE(kinshipOf(convertBoard(original, Variant::GB64).board, edited), Kinship::Revision);
    // Resized by a column: the tiles both have are alike.
    Board wider(Variant::GB32, 10, 7);
    wider.footer() = original.footer();
    for (int y = 0; y < 7; ++y)
        for (int x = 0; x < 9; ++x)
            wider.setTileRaw(wider.indexOf(x, y), original.tile(original.indexOf(x, y)));
    QCOMPARE(kinshipOf(original, wider), Kinship::Revision);
}

void TestBoardKinship::anotherAuthorOrUnrelatedContentIsAClash() {
    const Board original = design(Variant::GB32, 9, 7, "Ana");
    Board taken = original;
    taken.footer().setText(footerField("author"), "Bruno"); // the same tiles, another author
    QCOMPARE(kinshipOf(original, taken), Kinship::Unrelated);
    QCOMPARE(kinshipOf(original, design(Variant::GB32, 9, 7, "Ana", 1)), Kinship::Unrelated);
    Board hex = original;
    hex.setHeader(*hex.layout().headerField(keys::hex), 1);
    QCOMPARE(kinshipOf(original, hex), Kinship::Unrelated);
    // An export whose title was changed is the same author's revision, not another size.
    Board retitled = convertBoard(original, Variant::GB16).board;
    retitled.footer().setText(footerField("title"), "Other");
    QCOMPARE(kinshipOf(original, retitled), Kinship::Revision);
}

GBXX_TEST_GUILESS_MAIN(TestBoardKinship);

} // namespace tst_board_kinship
#include "tst_board_kinship.moc"
