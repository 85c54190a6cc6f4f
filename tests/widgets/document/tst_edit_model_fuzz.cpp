// Model fuzz of editing: thousands of random edits of every kind through the undo stack, then undo
// all (every intermediate state and finally the original bytes come back) and redo all.

#include "widgets/document/board_document.h"
#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/regions.h"
#include "gbxx/reshape.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QTest>

#include <random>

namespace tst_edit_model_fuzz {

using namespace gbxx;
using namespace gbxx::test;

namespace {

std::vector<std::uint8_t> bytesOf(const BoardDocument& d) {
    return writeBoard(d.board());
}

// One random edit of one of the kinds the editor offers.
void randomEdit(BoardDocument& document, std::mt19937_64& random) {
    const Board& board = document.board();
    const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(random() % n); };
    const auto fields = board.fields();
    const FieldSpec& field = fields[pick(fields.size())];
    switch (pick(10)) {
    case 0:
    case 1:
    case 2: { // a brush stroke: a few random tiles, one step
        std::vector<TileIndex> tiles;
        for (std::size_t k = 0, n = 1 + pick(20); k < n; ++k)
            tiles.push_back(static_cast<TileIndex>(pick(board.tileCount())));
        Board scratch = board;
        document.pushEdit(QStringLiteral("Paint"), scratch.setField(field, random(), tiles));
        break;
    }
    case 3: { // flags on and off
        std::vector<TileIndex> tiles{static_cast<TileIndex>(pick(board.tileCount()))};
        Board scratch = board;
        document.pushEdit(QStringLiteral("Flags"),
                          scratch.setFlags(field, random(), random() & 1, tiles));
        break;
    }
    case 4: { // fill
        const auto region = floodRegion(board, Geometry(board),
                                        static_cast<TileIndex>(pick(board.tileCount())), field);
        Board scratch = board;
        document.pushEdit(QStringLiteral("Fill"), scratch.setField(field, random(), region));
        break;
    }
    case 5: { // resize with a random anchor
        const int w = 1 + static_cast<int>(pick(24));
        const int l = 1 + static_cast<int>(pick(24));
        const int anchor = static_cast<int>(pick(9));
        document.replaceBoard(resizedBoard(board, w, l, anchorOffset(board.width(), w, anchor % 3),
                                           anchorOffset(board.length(), l, anchor / 3)),
                              QStringLiteral("Resize"));
        break;
    }
    case 6: { // shift
        Board scratch = board;
        const int dx = static_cast<int>(pick(7)) - 3;
        const int dy = static_cast<int>(pick(7)) - 3;
        document.pushEdit(QStringLiteral("Shift"), shiftTiles(scratch, dx, dy, random() & 1));
        break;
    }
    case 7: // convert to another variant
        document.replaceBoard(convertBoard(board, kAllVariants[pick(4)]).board,
                              QStringLiteral("Convert"));
        break;
    case 8: { // metadata
        Footer footer = board.footer();
        footer.setText(footerField("title"), "Edit " + std::to_string(random() % 1000));
        footer.setNumber(footerField("version"), static_cast<std::uint8_t>(random()));
        document.setFooter(footer, QStringLiteral("Metadata"));
        break;
    }
    default: // header modifiers, reserved byte kept
        document.setHeaderBits(
            static_cast<std::uint16_t>((board.headerBits() & 0xFF00) | (random() & 0xFF)),
            QStringLiteral("Properties"));
        break;
    }
}

} // namespace

class TestEditModelFuzz : public QObject {
    Q_OBJECT

private slots:
    void thousandsOfEditsUndoAndRedoExactly_data();
    void thousandsOfEditsUndoAndRedoExactly();
};

void TestEditModelFuzz::thousandsOfEditsUndoAndRedoExactly_data() {
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1u, 2u, 3u})
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

void TestEditModelFuzz::thousandsOfEditsUndoAndRedoExactly() {
    QFETCH(quint64, seed);
    std::mt19937_64 random(seed);
    BoardDocument document(randomBoard(kAllVariants[seed % 4], seed, 20));
    QUndoStack* stack = document.undoStack();
    std::vector<std::vector<std::uint8_t>> states{bytesOf(document)};
    for (int k = 0; k < 1500; ++k) {
        const int before = stack->count();
        randomEdit(document, random);
        if (stack->count() != before) // an edit that changes nothing makes no step
            states.push_back(bytesOf(document));
        QCOMPARE(bytesOf(document), states.back());
    }
    QVERIFY(stack->count() > 1000);
    QCOMPARE(static_cast<std::size_t>(stack->count()) + 1, states.size());
    for (auto k = static_cast<std::ptrdiff_t>(states.size()) - 2; k >= 0; --k) {
        stack->undo();
        QCOMPARE(bytesOf(document), states[static_cast<std::size_t>(k)]);
    }
    QVERIFY(!stack->canUndo());
    for (std::size_t k = 1; k < states.size(); ++k) {
        stack->redo();
        QCOMPARE(bytesOf(document), states[k]);
    }
}

GBXX_TEST_GUILESS_MAIN(TestEditModelFuzz);

} // namespace tst_edit_model_fuzz
#include "tst_edit_model_fuzz.moc"
