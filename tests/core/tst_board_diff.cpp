// The difference and the three-way merge of boards (issue 36) against a computation of their own:
// field by field on every tile of every variant and layout, random sizes up to 255×255, random
// edits on one side, on both, alike and differently, in the header and the footer.

#include "gbxx/board_diff.h"
#include "gbxx/board_merge.h"
#include "gbxx/conversion.h"
#include "gbxx/dump_json.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QTest>

#include <random>

namespace tst_board_diff {

using namespace gbxx;

namespace {

struct Expected {
    std::vector<std::string> header, footer;
    std::vector<std::size_t> perField;
    std::vector<std::string> tiles; // "x y key a b"
};

// The difference computed the plain way: every tile of the common rectangle, every field read.
Expected plainDiff(const Board& a, const Board& b) {
    Expected e;
    for (const FieldSpec& f : a.layout().header)
        if (a.header(f) != b.header(f))
            e.header.push_back(std::string(f.key));
    for (const FooterField& f : footerFields()) {
        const bool same = f.kind == FooterField::Kind::Number
                              ? a.footer().number(f) == b.footer().number(f)
                              : a.footer().latin1(f) == b.footer().latin1(f);
        if (!same)
            e.footer.push_back(std::string(f.key));
    }
    e.perField.assign(a.fields().size(), 0);
    for (int y = 0; y < std::min(a.length(), b.length()); ++y)
        for (int x = 0; x < std::min(a.width(), b.width()); ++x)
            for (std::size_t k = 0; k < a.fields().size(); ++k) {
                const FieldSpec& f = a.fields()[k];
                const auto va = a.get(a.indexOf(x, y), f), vb = b.get(b.indexOf(x, y), f);
                if (va != vb) {
                    ++e.perField[k];
                    e.tiles.push_back(std::to_string(x) + ' ' + std::to_string(y) + ' ' +
                                      std::string(f.key) + ' ' + std::to_string(va) + ' ' +
                                      std::to_string(vb));
                }
            }
    return e;
}

Expected fromDiff(const BoardDiff& d) {
    Expected e;
    for (const auto& h : d.header)
        e.header.push_back(std::string(h.field->key));
    for (const auto& f : d.footer)
        e.footer.push_back(std::string(f.field->key));
    e.perField = d.tilesPerField;
    for (const TileDifference& t : d.tiles)
        for (const FieldSpec& f : d.fields)
            if (fieldDiffers(f, t.a, t.b))
                e.tiles.push_back(std::to_string(t.x) + ' ' + std::to_string(t.y) + ' ' +
                                  std::string(f.key) + ' ' + std::to_string(f.read(t.a)) + ' ' +
                                  std::to_string(f.read(t.b)));
    return e;
}

void compare(const Expected& got, const Expected& want) {
    QCOMPARE(got.header, want.header);
    QCOMPARE(got.footer, want.footer);
    QCOMPARE(got.perField, want.perField);
    QCOMPARE(got.tiles, want.tiles);
}

Board randomBoardOfSide(Variant v, std::uint64_t seed, const Layout& layout = defaultLayout()) {
    // Mostly small boards, and now and then the largest.
    return test::randomBoard(v, seed, seed % 7 == 0 ? 255 : 24, layout);
}

} // namespace

class TestBoardDiff : public QObject {
    Q_OBJECT
private slots:
    void fieldsCoverEveryBit();
    void diffMatchesAPlainComparison();
    void aBoardEqualsItself();
    void differentSizesCompareTheCommonRectangle();
    void aConversionUpIsNoDifference();
    void differentTileSizesCompareInTheLarger();
    void footerTextsCompareAsTexts();
    void mergeMatchesAPlainMerge();
    void identicalEditsDoNotConflict();
    void conflictsKeepOurs();
    void footerBytesTravelWithTheirField();
    void unmergeableBoardsAreRefused();
};

void TestBoardDiff::fieldsCoverEveryBit() {
    // Every bit of a tile is some field's: two tiles holding the same values are the same tile.
    for (const Layout* layout : allLayouts())
        for (Variant v : kAllVariants) {
            std::uint64_t bits = 0;
            for (const FieldSpec& f : layout->tileFields(v)) {
                QVERIFY2((bits & f.mask()) == 0, f.key.data());
                bits |= f.mask();
            }
            QCOMPARE(bits, tileValueMask(v));
        }
}

void TestBoardDiff::diffMatchesAPlainComparison() {
    std::mt19937_64 random(36);
    for (const Layout* layout : allLayouts())
        for (Variant v : kAllVariants)
            for (std::uint64_t seed = 1; seed <= 15; ++seed) {
                const Board a = randomBoardOfSide(v, seed * 97 + bitsOf(v), *layout);
                const Board b = test::randomlyEdited(a, random, seed % 3 == 0 ? 0.5 : 0.02);
                const BoardDiff d = diffBoards(a, b);
                compare(fromDiff(d), plainDiff(a, b));
                QCOMPARE(d.empty(), a == b);
                QCOMPARE(d.layout, layout);
            }
}

void TestBoardDiff::aBoardEqualsItself() {
    const Board a = test::randomBoard(Variant::GB64, 5, 255);
    const BoardDiff d = diffBoards(a, a);
    QVERIFY(d.empty());
    QCOMPARE(d.tilesPerField, std::vector<std::size_t>(a.fields().size(), 0));
}

void TestBoardDiff::differentSizesCompareTheCommonRectangle() {
    std::mt19937_64 random(7);
    for (Variant v : kAllVariants) {
        const Board a = test::randomBoard(v, 11, 30);
        Board b = test::randomBoard(v, 12, 30);
        if (a.width() == b.width() && a.length() == b.length())
            b = Board(v, a.width() + 1, a.length(), a.layout(),
                      std::vector<std::uint8_t>((a.width() + 1) * a.length() * tileBytes(v)));
        const BoardDiff d = diffBoards(a, b);
        QVERIFY(d.sizeDiffers());
        QVERIFY(!d.empty());
        QCOMPARE(d.widthA, a.width());
        QCOMPARE(d.lengthB, b.length());
        compare(fromDiff(d), plainDiff(a, b));
    }
    // Same tiles where both have them: only the size differs.
    Board small(Variant::GB16, 3, 2);
    Board large(Variant::GB16, 4, 5);
    const FieldSpec& height = *small.field(keys::height);
    small.setField(height, 5, std::vector<TileIndex>{small.indexOf(2, 1)});
    large.setField(height, 5, std::vector<TileIndex>{large.indexOf(2, 1)});
    large.setField(height, 9, std::vector<TileIndex>{large.indexOf(3, 4)}); // outside 3x2
    const BoardDiff d = diffBoards(small, large);
    QVERIFY(d.sizeDiffers());
    QVERIFY(d.tiles.empty());
    QVERIFY(d.header.empty() && d.footer.empty());
}

void TestBoardDiff::aConversionUpIsNoDifference() {
    for (Variant small : kAllVariants)
        for (Variant large : kAllVariants) {
            if (bitsOf(large) <= bitsOf(small))
                continue;
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                const Board a = test::randomBoard(small, seed + bitsOf(small), 20);
                const Conversion up = convertBoard(a, large);
                const BoardDiff d = diffBoards(a, up.board);
                QCOMPARE(d.variant, large);
                QVERIFY2(d.empty(), qPrintable(QStringLiteral("%1 -> %2: %3 tiles differ")
                                                   .arg(bitsOf(small))
                                                   .arg(bitsOf(large))
                                                   .arg(d.tiles.size())));
                QVERIFY(diffBoards(up.board, a).empty());
            }
        }
}

void TestBoardDiff::differentTileSizesCompareInTheLarger() {
    std::mt19937_64 random(3);
    const Board a = test::randomBoard(Variant::GB08, 21, 30);
    const Board up = convertBoard(a, Variant::GB32).board;
    const Board b = test::randomlyEdited(up, random, 0.1);
    const BoardDiff d = diffBoards(a, b);
    compare(fromDiff(d), plainDiff(up, b));
    QCOMPARE(d.variant, Variant::GB32);
    // And the other way round: the smaller one is still the one converted.
    compare(fromDiff(diffBoards(b, a)), plainDiff(b, up));
    // An older layout is compared in today's.
    const Board draft = test::randomBoard(Variant::GB64, 8, 12, *findLayout("draft-2023-09-06"));
    const Board today = convertBoard(draft, Variant::GB64).board;
    QVERIFY(diffBoards(draft, today).empty());
    QVERIFY(diffBoards(draft, draft).empty());
    QCOMPARE(diffBoards(draft, draft).layout, &draft.layout());
}

void TestBoardDiff::footerTextsCompareAsTexts() {
    Board a(Variant::GB08, 2, 2);
    a.footer().setText(footerField("title"), "Ring");
    Board b = a;
    auto bytes = b.footer().bytes();
    bytes[footerField("title").offset + 10] = 'x'; // after the text's first 0x00
    b.footer() = Footer(bytes);
    QVERIFY(!(a == b));
    QVERIFY(diffBoards(a, b).empty());
    b.footer().setText(footerField("title"), "Rings");
    const BoardDiff d = diffBoards(a, b);
    QCOMPARE(d.footer.size(), std::size_t{1});
    QCOMPARE(d.footer[0].field->key, std::string_view("title"));
    QCOMPARE(footerValueJson(b.footer(), *d.footer[0].field), std::string("\"Rings\""));
}

namespace {

struct PlainMerge {
    Board merged;
    std::vector<std::string> conflicts; // "x y key base ours theirs", "header.key …", "footer.key"
};

std::uint64_t pick(std::uint64_t b, std::uint64_t o, std::uint64_t t, bool& conflict) {
    conflict = false;
    if (o == t)
        return o;
    if (o == b)
        return t;
    if (t == b)
        return o;
    conflict = true;
    return o;
}

PlainMerge plainMerge(const Board& base, const Board& ours, const Board& theirs) {
    PlainMerge m{ours, {}};
    std::uint16_t header = 0;
    for (const FieldSpec& f : base.layout().header) {
        bool c;
        header = static_cast<std::uint16_t>(
            f.write(header, pick(base.header(f), ours.header(f), theirs.header(f), c)));
        if (c)
            m.conflicts.push_back("header." + std::string(f.key));
    }
    m.merged.setHeaderBits(header);
    auto bytes = ours.footer().bytes();
    for (const FooterField& f : footerFields()) {
        const auto value = [&](const Board& b) {
            return f.kind == FooterField::Kind::Number ? std::to_string(b.footer().number(f))
                                                       : b.footer().latin1(f);
        };
        const std::string vb = value(base), vo = value(ours), vt = value(theirs);
        if (vo != vb && vt != vb && vo != vt)
            m.conflicts.push_back("footer." + std::string(f.key));
        else if (vo == vb && vt != vb)
            for (int k = 0; k < f.length; ++k)
                bytes[f.offset + k] = theirs.footer().bytes()[f.offset + k];
    }
    m.merged.footer() = Footer(bytes);
    for (TileIndex t = 0; t < base.tileCount(); ++t) {
        std::uint64_t tile = 0;
        for (const FieldSpec& f : base.fields()) {
            bool c;
            const auto b = base.get(t, f), o = ours.get(t, f), th = theirs.get(t, f);
            tile = f.write(tile, pick(b, o, th, c));
            if (c)
                m.conflicts.push_back(std::to_string(base.xOf(t)) + ' ' +
                                      std::to_string(base.yOf(t)) + ' ' + std::string(f.key) + ' ' +
                                      std::to_string(b) + ' ' + std::to_string(o) + ' ' +
                                      std::to_string(th));
        }
        m.merged.setTileRaw(t, tile);
    }
    return m;
}

std::vector<std::string> conflictsOf(const BoardMerge& m) {
    std::vector<std::string> out;
    for (const auto& h : m.header)
        out.push_back("header." + std::string(h.field->key));
    for (const auto& f : m.footer)
        out.push_back("footer." + std::string(f.field->key));
    for (const TileConflict& c : m.tiles)
        out.push_back(std::to_string(m.merged.xOf(c.tile)) + ' ' +
                      std::to_string(m.merged.yOf(c.tile)) + ' ' + std::string(c.field->key) + ' ' +
                      std::to_string(c.base) + ' ' + std::to_string(c.ours) + ' ' +
                      std::to_string(c.theirs));
    return out;
}

BoardMerge merged(const Board& base, const Board& ours, const Board& theirs) {
    auto result = mergeBoards(base, ours, theirs);
    if (const Message* why = std::get_if<Message>(&result))
        qFatal("not merged: %s", why->english().c_str());
    return std::get<BoardMerge>(std::move(result));
}

} // namespace

void TestBoardDiff::mergeMatchesAPlainMerge() {
    std::mt19937_64 random(99);
    for (const Layout* layout : allLayouts())
        for (Variant v : kAllVariants)
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                const Board base = randomBoardOfSide(v, seed * 31 + bitsOf(v), *layout);
                const double share = seed % 4 == 0 ? 0.6 : 0.05;
                const Board ours = test::randomlyEdited(base, random, share);
                // Sometimes THEIRS repeats OURS's edits and adds its own.
                const Board theirs =
                    test::randomlyEdited(seed % 3 == 0 ? ours : base, random, share);
                const BoardMerge m = merged(base, ours, theirs);
                const PlainMerge want = plainMerge(base, ours, theirs);
                const auto got = conflictsOf(m);
                QCOMPARE(got, want.conflicts);
                QVERIFY(m.merged == want.merged);
                QCOMPARE(m.conflictCount(), want.conflicts.size());
            }
}

void TestBoardDiff::identicalEditsDoNotConflict() {
    std::mt19937_64 random(5);
    const Board base = test::randomBoard(Variant::GB64, 77, 255);
    const Board both = test::randomlyEdited(base, random, 0.3);
    const BoardMerge m = merged(base, both, both);
    QCOMPARE(m.conflictCount(), std::size_t{0});
    QVERIFY(m.merged == both);
    // Nobody edited: the base itself.
    QVERIFY(merged(base, base, base).merged == base);
    // One side alone edited: that side.
    QVERIFY(merged(base, base, both).merged == both);
    QVERIFY(merged(base, both, base).merged == both);
}

void TestBoardDiff::conflictsKeepOurs() {
    Board base(Variant::GB32, 5, 4);
    const FieldSpec& height = *base.field(keys::height);
    const FieldSpec& boundary = *base.field(keys::boundary);
    Board ours = base, theirs = base;
    const TileIndex t = base.indexOf(4, 3);
    ours.setField(height, 3, std::vector<TileIndex>{t});
    theirs.setField(height, 7, std::vector<TileIndex>{t});
    theirs.setField(boundary, 2, std::vector<TileIndex>{t}); // THEIRS alone: taken
    ours.setHeader(*ours.layout().headerField("hex"), 1);
    theirs.footer().setText(footerField("title"), "Theirs");
    ours.footer().setText(footerField("author"), "Ann");
    theirs.footer().setText(footerField("author"), "Bo");
    const BoardMerge m = merged(base, ours, theirs);
    QCOMPARE(conflictsOf(m), (std::vector<std::string>{"footer.author", "4 3 height 0 3 7"}));
    QCOMPARE(m.merged.get(t, height), std::uint64_t{3});
    QCOMPARE(m.merged.get(t, boundary), std::uint64_t{2});
    QCOMPARE(m.merged.header("hex"), std::uint64_t{1});
    QCOMPARE(m.merged.footer().text(footerField("title")), std::string("Theirs"));
    QCOMPARE(m.merged.footer().text(footerField("author")), std::string("Ann"));
}

void TestBoardDiff::footerBytesTravelWithTheirField() {
    Board base(Variant::GB08, 1, 1);
    base.footer().setText(footerField("title"), "Ring");
    auto withTail = [](Board b, const char* key, std::uint8_t tail) {
        auto bytes = b.footer().bytes();
        bytes[footerField(key).offset + footerField(key).length - 1] = tail;
        b.footer() = Footer(bytes);
        return b;
    };
    // OURS has bytes after the title's 0x00 and nobody edits the title: they stay.
    const Board ours = withTail(base, "title", 0x55);
    Board theirs = base;
    theirs.footer().setText(footerField("author"), "Bo");
    theirs = withTail(theirs, "author", 0x66);
    const BoardMerge m = merged(base, ours, theirs);
    QCOMPARE(m.conflictCount(), std::size_t{0});
    const auto& bytes = m.merged.footer().bytes();
    QCOMPARE(int(bytes[footerField("title").offset + 59]), 0x55);
    // THEIRS edited the author: its bytes come with it, tail included.
    QCOMPARE(int(bytes[footerField("author").offset + 58]), 0x66);
    QCOMPARE(m.merged.footer().text(footerField("author")), std::string("Bo"));
}

void TestBoardDiff::unmergeableBoardsAreRefused() {
    const Board base(Variant::GB16, 4, 4);
    const auto why = [&](const Board& ours, const Board& theirs) {
        auto r = mergeBoards(base, ours, theirs);
        const Message* m = std::get_if<Message>(&r);
        return m ? m->english() : std::string();
    };
    QCOMPARE(why(Board(Variant::GB16, 4, 5), base),
             std::string("OURS is 4x5 tiles, BASE is 4x4: the three boards must have one size"));
    QCOMPARE(why(base, Board(Variant::GB32, 4, 4)),
             std::string("THEIRS is GB32, BASE is GB16: the three boards must have one tile size"));
    QCOMPARE(why(base, Board(Variant::GB16, 4, 4, *findLayout("2023-09-10"))),
             std::string("THEIRS is in layout 2023-09-10, BASE in 2023-09: the three boards must "
                         "have one layout"));
    QVERIFY(why(base, base).empty());
}

GBXX_TEST_GUILESS_MAIN(TestBoardDiff);

} // namespace tst_board_diff

#include "tst_board_diff.moc"
