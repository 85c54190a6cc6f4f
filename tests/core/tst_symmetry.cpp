// Symmetry: which tiles a reflection hits on square and hex boards of odd and even sizes (skips
// included), and the owner swaps.

#include "gbxx/board.h"
#include "gbxx/symmetry.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_symmetry {

using namespace gbxx;

namespace {
std::optional<QPoint> image(const Geometry& g, int x, int y, Reflection r) {
    const auto t = reflectedTile(g, g.indexOf(x, y), r);
    if (!t)
        return std::nullopt;
    return QPoint(static_cast<int>(*t) % g.width(), static_cast<int>(*t) / g.width());
}
} // namespace

class TestSymmetry : public QObject {
    Q_OBJECT

private slots:
    void squareBoardsReflectEveryTile();
    void hexBoardsReflectWhereACentreMatches();
    void ownersSwapAcrossTheMirror();
};

void TestSymmetry::squareBoardsReflectEveryTile() {
    for (auto [w, l] : {std::pair{6, 4}, std::pair{7, 5}}) {
        const Geometry g(GridShape{w, l, false});
        QCOMPARE(image(g, 1, 2, Reflection::LeftRight), std::optional<QPoint>(QPoint(w - 2, 2)));
        QCOMPARE(image(g, 1, 2, Reflection::TopBottom), std::optional<QPoint>(QPoint(1, l - 3)));
        QCOMPARE(image(g, 1, 2, Reflection::Both), std::optional<QPoint>(QPoint(w - 2, l - 3)));
    }
    const Geometry odd(GridShape{7, 5, false});
    QCOMPARE(image(odd, 3, 2, Reflection::Both), std::optional<QPoint>(QPoint(3, 2))); // the centre
}

void TestSymmetry::hexBoardsReflectWhereACentreMatches() {
    // Odd width: column x mirrors onto column W-1-x of the same parity, same row.
    const Geometry odd(GridShape{7, 5, true});
    QCOMPARE(image(odd, 1, 2, Reflection::LeftRight), std::optional<QPoint>(QPoint(5, 2)));
    QCOMPARE(image(odd, 0, 0, Reflection::LeftRight), std::optional<QPoint>(QPoint(6, 0)));
    // Even width: the mirror column has the other parity, half a row off: no tile there.
    const Geometry even(GridShape{6, 5, true});
    QVERIFY(!image(even, 1, 2, Reflection::LeftRight));
    // Top/bottom: columns of one parity mirror onto themselves, the others fall between rows.
    const Geometry tall(GridShape{1, 5, true});
    QCOMPARE(image(tall, 0, 1, Reflection::TopBottom), std::optional<QPoint>(QPoint(0, 3)));
    QVERIFY(!image(odd, 1, 1, Reflection::TopBottom) || !image(odd, 0, 1, Reflection::TopBottom));
}

void TestSymmetry::ownersSwapAcrossTheMirror() {
    const Board gb64(Variant::GB64, 1, 1);
    const FieldSpec& home = *gb64.field("homeZones"); // players 1-4, teams A-C, all
    QCOMPARE(swapOwners(home, 0b0000'0001, Reflection::LeftRight), std::uint64_t{0b0000'0010});
    QCOMPARE(swapOwners(home, 0b0000'0100, Reflection::LeftRight), std::uint64_t{0b0000'1000});
    QCOMPARE(swapOwners(home, 0b0001'0000, Reflection::LeftRight),
             std::uint64_t{0b0010'0000}); // A→B
    QCOMPARE(swapOwners(home, 0b1000'0000, Reflection::LeftRight),
             std::uint64_t{0b1000'0000}); // all
    QCOMPARE(swapOwners(home, 0b0000'0001, Reflection::TopBottom), std::uint64_t{0b0000'0100});
    QCOMPARE(swapOwners(home, 0b0000'0001, Reflection::Both), std::uint64_t{0b0000'1000});
    const Board gb16(Variant::GB16, 1, 1);
    QCOMPARE(swapOwners(*gb16.field("zoneOwner"), 0, Reflection::LeftRight), std::uint64_t{1});
    QCOMPARE(swapOwners(*gb16.field("zoneStyle"), 1, Reflection::LeftRight), std::uint64_t{1});
    QCOMPARE(swapOwners(*gb64.field("height"), 9, Reflection::Both), std::uint64_t{9});
}

GBXX_TEST_GUILESS_MAIN(TestSymmetry);

} // namespace tst_symmetry
#include "tst_symmetry.moc"
