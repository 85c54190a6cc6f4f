// Board patches (issue 44 item 5, docs/patch-format.md): makePatch then applyPatch gives the
// target byte for byte on random pairs of every tile size and layout, the tiles a patch sets are
// the tiles diffBoards finds, the size bound holds, and hostile patches are refused without
// crashing. SHA-256 against the FIPS 180-4 examples.

#include "gbxx/board_diff.h"
#include "gbxx/board_patch.h"
#include "gbxx/codec.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QCryptographicHash>
#include <QTest>

#include <algorithm>
#include <random>
#include <string>

namespace tst_patch {

using namespace gbxx;

namespace {

constexpr Variant kVariants[] = {Variant::GB08, Variant::GB16, Variant::GB32, Variant::GB64};

std::vector<std::uint8_t> bytesOf(std::string_view text) {
    return {text.begin(), text.end()};
}

std::vector<std::uint8_t> patchOf(const Board& a, const Board& b) {
    auto made = makePatch(a, b);
    if (const Message* why = std::get_if<Message>(&made))
        qFatal("makePatch refused: %s", why->english().c_str());
    return std::get<std::vector<std::uint8_t>>(made);
}

// The refusal's English, or "" when the patch applied.
std::string refusal(const Board& base, std::span<const std::uint8_t> patch) {
    auto r = applyPatch(base, patch);
    const Message* why = std::get_if<Message>(&r);
    return why ? why->english() : std::string();
}

std::size_t varintBytes(std::size_t v) {
    return v < 0x80 ? 1 : v < 0x4000 ? 2 : 3;
}

// The bound of docs/patch-format.md computed from the boards alone: the changed tiles (from
// diffBoards) and footer bytes, in maximal runs.
struct Bound {
    std::size_t tileBytes = 0, runs = 0, footerBytes = 0, footerRuns = 0, longNumbers = 0;
    std::size_t literal() const { return 96 + tileBytes + 2 * runs; }
    std::size_t exact() const {
        return literal() + footerBytes + 2 * footerRuns + (longNumbers > 17 ? longNumbers - 17 : 0);
    }
};

Bound boundOf(const Board& a, const Board& b, const BoardDiff& d) {
    Bound bound;
    const std::size_t n = tileBytes(a.variant());
    std::size_t end = 0, last = 0;
    bool open = false;
    std::vector<std::size_t> changed;
    for (const TileDifference& t : d.tiles)
        changed.push_back(a.indexOf(t.x, t.y));
    const auto closeRun = [&](std::size_t first, std::size_t count) {
        bound.longNumbers += varintBytes(first - end) - 1 + varintBytes(count - 1) - 1;
        ++bound.runs;
        end = first + count;
    };
    std::size_t first = 0;
    for (std::size_t i : changed) {
        if (open && i == last + 1) {
            last = i;
            continue;
        }
        if (open)
            closeRun(first, last - first + 1);
        first = last = i;
        open = true;
    }
    if (open)
        closeRun(first, last - first + 1);
    bound.tileBytes = changed.size() * n;
    const auto& fa = a.footer().bytes();
    const auto& fb = b.footer().bytes();
    for (std::size_t k = 0; k < kFooterBytes; ++k)
        if (fa[k] != fb[k]) {
            ++bound.footerBytes;
            if (k == 0 || fa[k - 1] == fb[k - 1])
                ++bound.footerRuns;
        }
    return bound;
}

} // namespace

class TestPatch : public QObject {
    Q_OBJECT

private slots:
    void sha256KnownVectors() {
        QCOMPARE(hexOf(sha256({})),
                 std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(hexOf(sha256(bytesOf("abc"))),
                 std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        // 56 bytes: the length no longer fits the first padded block.
        QCOMPARE(hexOf(sha256(bytesOf("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))),
                 std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
        QCOMPARE(hexOf(sha256(bytesOf("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
                                      "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"))),
                 std::string("cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"));
        const std::vector<std::uint8_t> million(1'000'000, 'a');
        QCOMPARE(hexOf(sha256(million)),
                 std::string("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
        QCOMPARE(sha256Portable(million), sha256(million));
    }

    // Both ways of computing it, whole and in parts, against Qt's at every length around the
    // block and padding boundaries and some longer ones.
    void sha256AgreesWithQt() {
        std::mt19937_64 random(256);
        for (std::size_t n = 0; n < 300; n += n < 140 ? 1 : 37) {
            std::vector<std::uint8_t> bytes(n);
            for (auto& b : bytes)
                b = static_cast<std::uint8_t>(random());
            const QByteArray qt = QCryptographicHash::hash(
                QByteArrayView(bytes.data(), qsizetype(n)), QCryptographicHash::Sha256);
            const Sha256 whole = sha256(bytes);
            QCOMPARE(QByteArray(reinterpret_cast<const char*>(whole.data()), 32), qt);
            QCOMPARE(sha256Portable(bytes), whole);
            Sha256Hasher parts;
            for (std::size_t at = 0; at < n;) {
                const std::size_t step = std::min<std::size_t>(n - at, 1 + random() % 70);
                parts.add(std::span(bytes).subspan(at, step));
                at += step;
            }
            QCOMPARE(parts.finish(), whole);
        }
    }

    void roundTripsRandomPairs() {
        std::mt19937_64 random(44);
        int checked = 0, literalHeld = 0;
        for (const Layout* layout : allLayouts())
            for (Variant v : kVariants)
                for (double share : {0.0, 0.002, 0.05, 0.3, 1.0})
                    for (int k = 0; k < 3; ++k) {
                        const Board a = test::randomBoard(v, random(), k == 2 ? 255 : 40, *layout);
                        const Board b = test::randomlyEdited(a, random, share, k != 0);
                        const auto patch = patchOf(a, b);
                        auto applied = applyPatch(a, patch);
                        QVERIFY2(std::holds_alternative<Board>(applied), refusal(a, patch).c_str());
                        QVERIFY(writeBoard(std::get<Board>(applied)) == writeBoard(b));
                        QCOMPARE(&std::get<Board>(applied).layout(), layout);

                        const BoardDiff d = diffBoards(a, b);
                        auto described = describePatch(patch);
                        QVERIFY(std::holds_alternative<PatchSummary>(described));
                        const PatchSummary& s = std::get<PatchSummary>(described);
                        QCOMPARE(s.tiles, d.tiles.size());
                        QCOMPARE(s.base, sha256(writeBoard(a)));
                        QCOMPARE(s.result, sha256(writeBoard(b)));
                        if (layout == &defaultLayout()) {
                            std::vector<std::string_view> header;
                            for (const HeaderDifference& h : d.header)
                                header.push_back(h.field->key);
                            QVERIFY(s.headerKeys == header);
                        }
                        // The patch compares bytes, the diff texts (F2): a superset.
                        for (const FooterDifference& f : d.footer)
                            QVERIFY(std::find(s.footerKeys.begin(), s.footerKeys.end(),
                                              f.field->key) != s.footerKeys.end());

                        const Bound bound = boundOf(a, b, d);
                        QCOMPARE(s.runs, bound.runs);
                        QVERIFY2(
                            patch.size() <= bound.exact(),
                            (std::to_string(patch.size()) + " > " + std::to_string(bound.exact()))
                                .c_str());
                        if (bound.footerBytes == 0 && bound.longNumbers <= 17) {
                            QVERIFY(patch.size() <= bound.literal());
                            ++literalHeld;
                        }
                        ++checked;
                    }
        QVERIFY(literalHeld > checked / 4);
    }

    void equalBoardsGiveTheSmallestPatch() {
        const Board a = test::randomBoard(Variant::GB32, 7);
        const auto patch = patchOf(a, a);
        QCOMPARE(patch.size(), std::size_t{75}); // the fixed 73 bytes and two empty run lists
        const auto s = std::get<PatchSummary>(describePatch(patch));
        QCOMPARE(s.tiles, std::size_t{0});
        QCOMPARE(s.runs, std::size_t{0});
        QVERIFY(s.headerKeys.empty() && s.footerKeys.empty());
    }

    // The worst spread of runs the varints allow still keeps to the exact bound.
    void longGapsKeepTheExactBound() {
        const Board a(Variant::GB08, 255, 255);
        Board b = a;
        for (TileIndex i = 0; i < b.tileCount(); i += 129)
            b.setTileRaw(i, 1);
        const auto patch = patchOf(a, b);
        const Bound bound = boundOf(a, b, diffBoards(a, b));
        QVERIFY(patch.size() <= bound.exact());
        QVERIFY(bound.longNumbers >
                17); // here the literal bound cannot hold (docs/patch-format.md)
        QVERIFY(std::holds_alternative<Board>(applyPatch(a, patch)));
    }

    void differentBoardsAreRefused() {
        const Board base(Variant::GB16, 4, 4);
        const auto why = [&](const Board& target) {
            auto r = makePatch(base, target);
            const Message* m = std::get_if<Message>(&r);
            return m ? m->english() : std::string();
        };
        QCOMPARE(why(Board(Variant::GB16, 4, 5)),
                 std::string("TARGET is 4x5 tiles, BASE is 4x4: a patch needs two boards of one "
                             "size"));
        QCOMPARE(why(Board(Variant::GB32, 4, 4)),
                 std::string("TARGET is GB32, BASE is GB16: a patch needs two boards of one tile "
                             "size"));
        QCOMPARE(why(Board(Variant::GB16, 4, 4, *findLayout("2023-09-10"))),
                 std::string("TARGET is in layout 2023-09-10, BASE in 2023-09: a patch needs two "
                             "boards of one layout"));
    }

    void wrongBaseIsRefusedAndNothingChanges() {
        std::mt19937_64 random(5);
        const Board a = test::randomBoard(Variant::GB64, 3);
        const Board b = test::randomlyEdited(a, random, 0.2);
        const Board other = test::randomlyEdited(a, random, 0.01, false);
        const Board otherBefore = other;
        const auto patch = patchOf(a, b);
        const std::string why = refusal(other, patch);
        QVERIFY2(why.starts_with("the patch is for the board with SHA-256 " +
                                 hexOf(sha256(writeBoard(a))) + "; this board's is " +
                                 hexOf(sha256(writeBoard(other)))),
                 why.c_str());
        QVERIFY(other == otherBefore);
        QVERIFY(refusal(Board(Variant::GB32, 3, 3), patch).starts_with("the patch is for a "));
    }

    void hostilePatchesAreRefused() {
        std::mt19937_64 random(9);
        const Board a = test::randomlyEdited(Board(Variant::GB16, 11, 12), random, 0.5);
        const Board b = test::randomlyEdited(a, random, 0.3);
        const auto patch = patchOf(a, b);
        // Cut at every length.
        for (std::size_t n = 0; n < patch.size(); ++n)
            QVERIFY2(!refusal(a, std::span(patch).first(n)).empty(), std::to_string(n).c_str());
        // Every byte changed: refused, or the target itself (never another board).
        for (std::size_t k = 0; k < patch.size(); ++k)
            for (const int x : {0x01, 0x80, 0xFF}) {
                auto bad = patch;
                bad[k] = static_cast<std::uint8_t>(bad[k] ^ x);
                auto r = applyPatch(a, bad);
                if (const Board* got = std::get_if<Board>(&r))
                    QVERIFY(*got == b);
                (void)describePatch(bad);
            }
        const auto with = [&](std::size_t at, std::vector<std::uint8_t> bytes) {
            auto bad = std::vector<std::uint8_t>(patch.begin(), patch.begin() + at);
            bad.insert(bad.end(), bytes.begin(), bytes.end());
            return refusal(a, bad);
        };
        const std::size_t runsAt = 73 + (patch[72] ? 2 : 0);
        QCOMPARE(with(0, bytesOf("GBXX")), std::string(R"(not a board patch: it starts with 47 )"
                                                       R"(42 58 58, not "GBXP")"));
        QCOMPARE(with(0, {}), std::string(R"(not a board patch: it starts with -, not "GBXP")"));
        QCOMPARE(with(0, bytesOf("GBXP\x02")),
                 std::string("patch format version 2; this program reads version 1"));
        // Huge varints: a footer run count of four continuation bytes, a tile count of 2^20.
        QCOMPARE(with(runsAt, {0xFF, 0xFF, 0xFF, 0x7F}),
                 std::string("the patch is damaged: the number at byte " + std::to_string(runsAt) +
                             " is too large"));
        QVERIFY(with(runsAt, {0x80, 0x80, 0x40}).find("goes past the footer") != std::string::npos);
        // Lying counts: more runs than the patch holds bytes for; a run past the last tile.
        QVERIFY2(with(runsAt, {0x00, 0x7F}).starts_with("the patch is cut short"),
                 with(runsAt, {0x00, 0x7F}).c_str());
        QVERIFY(with(runsAt, {0x00, 0x01, 0x7F, 0x7F, 0x01})
                    .starts_with("the patch is damaged: its run at byte"));
        QVERIFY(with(runsAt, {0x00, 0x01, 0x84, 0x01, 0x00, 0x01, 0x02})
                    .find("goes past the board's 132 tiles") != std::string::npos);
        QVERIFY(with(runsAt, {0x01, 0x7F, 0x01, 0x00}).find("goes past the footer's 128 bytes") !=
                std::string::npos);
        auto trailing = patch;
        trailing.push_back(0);
        QCOMPARE(refusal(a, trailing),
                 std::string("the patch is damaged: 1 more bytes follow its last run"));
        auto flags = patch;
        flags[72] |= 0x04;
        QVERIFY(refusal(a, flags).starts_with("the patch is damaged: unknown flags"));
        auto shape = patch;
        shape[5] = 3;
        QVERIFY(
            refusal(a, shape).starts_with("the patch is damaged: a 11x12 board of 3-byte tiles"));
        auto result = patch;
        result[40] ^= 1;
        QVERIFY(refusal(a, result).starts_with("the patched board's SHA-256 is "));
        QVERIFY(std::holds_alternative<Message>(describePatch(std::span(patch).first(50))));
    }
};

GBXX_TEST_GUILESS_MAIN(TestPatch);

} // namespace tst_patch

#include "tst_patch.moc"
