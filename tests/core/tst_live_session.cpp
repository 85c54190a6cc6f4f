// Live sessions' core (issue 46, docs/live-protocol.md): the frames round-trip and hostile ones
// are refused with a line, last-writer-wins per (tile, field) keeps two people's fields of one
// tile, a local edit wins locally over an older remote one, undo writes back only what nobody
// else changed since and counts the rest, a restructure re-bases pending work, duplicates are
// applied once, a replica's journal resumes it, and a wrong board is out of sync at once.

#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "gbxx/live/live_authority.h"
#include "gbxx/live/live_replica.h"
#include "gbxx/live/live_wire.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_live_session {

using namespace gbxx;
using namespace gbxx::live;

namespace {

std::uint8_t fieldNumber(const Board& board, std::string_view key) {
    return static_cast<std::uint8_t>(board.field(key) - board.fields().data());
}

// The server's frame as the replica reads it: every test goes through the wire.
Applied wired(const Outcome& o, const Board& board) {
    if (!o.frame)
        qFatal("refused: %s %s", o.refusal.id.c_str(), o.refusal.message.c_str());
    return std::get<Applied>(decodeApplied(*o.frame, tileBytes(board.variant())));
}

ClientOp wired(const ClientOp& op) {
    return std::get<ClientOp>(decodeClientOp(encodeClientOp(op)));
}

} // namespace

class TestLiveSession : public QObject {
    Q_OBJECT

private slots:
    void framesRoundTrip() {
        ClientOp edit;
        edit.n = 300;
        edit.epoch = 2;
        edit.runs = {{3, 65000, {1, 2, 0xFFFFFFFFFFFFFFFFull}}, {0, 0, {}}};
        edit.footer = {{"title", "Höhe"}};
        QCOMPARE(wired(edit), edit);
        ClientOp undo;
        undo.kind = ClientOp::Kind::Undo;
        undo.n = 5;
        undo.target = 4;
        QCOMPARE(wired(undo), undo);
        ClientOp shape;
        shape.kind = ClientOp::Kind::Restructure;
        shape.n = 6;
        shape.shape = {40, 7, -3, 255, Variant::GB16, 0xA5A5};
        QCOMPARE(wired(shape), shape);

        Applied a;
        a.seq = 1u << 20;
        a.epoch = 1;
        a.author = 7;
        a.client = 0x0123456789ABCDEFull;
        a.n = 9;
        a.digest = 0xFEDCBA9876543210ull;
        a.tiles = {{0, 1}, {1, 0xFF00000000000000ull}, {70000, 0x40}};
        a.footer = {{"author", "ada"}};
        const auto bytes = encodeApplied(a, 8);
        QCOMPARE(std::get<Applied>(decodeApplied(bytes, 8)), a);
        // A wide flip goes as the tile's own 8 bytes, never as a 10-byte varint.
        Applied wide;
        wide.tiles = {{0, ~0ull}};
        Applied narrow;
        narrow.tiles = {{0, 1}};
        QCOMPARE(encodeApplied(wide, 8).size(), encodeApplied(narrow, 8).size() + 7);
        // A delta message: a byte or two of index and the bits that moved, ≤ 64 bytes besides.
        Applied stroke;
        stroke.seq = 123456;
        stroke.n = 50000;
        stroke.client = ~0ull;
        stroke.digest = ~0ull;
        QVERIFY(encodeApplied(stroke, 8).size() <= 64);
        for (TileIndex i = 1000; i < 1010; ++i)
            stroke.tiles.push_back({i, 0x3F00});
        QVERIFY(encodeApplied(stroke, 8).size() <= 64 + 10 * 4);
        Applied reshaped;
        reshaped.shape = Restructure{3, 4, 1, -1, Variant::GB08, 3};
        reshaped.board = writeBoard(Board(Variant::GB08, 3, 4));
        QCOMPARE(std::get<Applied>(decodeApplied(encodeApplied(reshaped, 1), 1)), reshaped);
    }

    void hostileFramesAreRefused() {
        const auto refusal = [](std::vector<std::uint8_t> bytes) {
            auto r = decodeClientOp(bytes);
            return std::holds_alternative<std::string>(r) ? std::get<std::string>(r)
                                                          : std::string("accepted");
        };
        QCOMPARE(refusal({}), std::string("a binary frame needs its type and version bytes"));
        QCOMPARE(refusal({0x10, 1}), std::string("binary frame type 16 is not an operation"));
        QCOMPARE(refusal({1, 9, 1, 0, 0, 0}), std::string("binary frame version 9 is not 1"));
        // A run claiming 2^62 values in a frame of a few bytes allocates nothing.
        QCOMPARE(
            refusal({1, 1, 1, 0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x3F}),
            std::string("the operation frame is truncated or malformed"));
        QCOMPARE(refusal({1, 1, 1, 0, 0, 0, 7}),
                 std::string("the operation frame is truncated or malformed"));
        QCOMPARE(refusal({3, 1, 1, 0, 10, 10, 0, 0, 12, 0}),
                 std::string("tile size 12 is not 8, 16, 32 or 64"));
        // Every prefix of a good frame is refused, none crashes.
        ClientOp edit;
        edit.n = 1;
        edit.runs = {{1, 5, {1, 2, 3}}};
        edit.footer = {{"title", "x"}};
        const auto good = encodeClientOp(edit);
        for (std::size_t k = 0; k < good.size(); ++k)
            QVERIFY(std::holds_alternative<std::string>(decodeClientOp(std::span(good).first(k))));
        Applied a;
        a.tiles = {{4, 0x300}};
        const auto applied = encodeApplied(a, 2);
        for (std::size_t k = 0; k < applied.size(); ++k)
            QVERIFY(
                std::holds_alternative<std::string>(decodeApplied(std::span(applied).first(k), 2)));
        QCOMPARE(std::get<std::string>(decodeApplied(applied, 1)),
                 std::string("a tile's change is wider than the board's 1-byte tiles"));
    }

    void lastWriterWinsPerTileAndField() {
        Authority server(Board(Variant::GB64, 5, 4));
        const Board& b = server.board();
        const std::uint8_t height = fieldNumber(b, "height"), zone = fieldNumber(b, "link");
        Replica ada(b, 0, 0, 1), bo(b, 0, 0, 2);
        const ClientOp heights = ada.edit({{height, 6, {3, 3}}});
        const ClientOp zones = bo.edit({{zone, 7, {2, 2}}});
        const Outcome first = server.submit(1, "ada", 1, wired(heights));
        const Applied fromAda = wired(first, server.board());
        const Outcome second = server.submit(2, "bo", 2, wired(zones));
        const Applied fromBo = wired(second, server.board());
        for (Replica* r : {&ada, &bo}) {
            r->receive(fromAda);
            r->receive(fromBo);
            QVERIFY(r->inSync());
            QVERIFY(r->pending().empty());
            QVERIFY(r->board() == server.board());
        }
        // Tile 7 has both: ada's height and bo's zone.
        QCOMPARE(server.board().fieldValue(7, "height"), std::optional<std::uint64_t>(3));
        QCOMPARE(server.board().fieldValue(7, "link"), std::optional<std::uint64_t>(2));
        QCOMPARE(server.seq(), 2u);
    }

    void pendingWinsLocallyOverOlderRemote() {
        Authority server(Board(Variant::GB32, 4, 4));
        const std::uint8_t height = fieldNumber(server.board(), "height");
        Replica ada(server.board(), 0, 0, 1), bo(server.board(), 0, 0, 2);
        const ClientOp boOp = bo.edit({{height, 0, {5}}});
        const Applied boApplied = wired(server.submit(2, "bo", 2, boOp), server.board());
        const ClientOp adaOp = ada.edit({{height, 0, {9}}}); // after bo's on the server
        // bo's arrives while ada's is pending: ada keeps seeing her 9, nothing flickers.
        QVERIFY(ada.receive(boApplied).empty());
        QCOMPARE(ada.board().fieldValue(0, "height"), std::optional<std::uint64_t>(9));
        QCOMPARE(ada.confirmed().fieldValue(0, "height"), std::optional<std::uint64_t>(5));
        const Applied adaApplied = wired(server.submit(1, "ada", 1, adaOp), server.board());
        ada.receive(adaApplied);
        bo.receive(boApplied);
        bo.receive(adaApplied);
        QVERIFY(ada.pending().empty());
        QVERIFY(ada.board() == server.board() && bo.board() == server.board());
        QCOMPARE(server.board().fieldValue(0, "height"), std::optional<std::uint64_t>(9));
    }

    void undoIsYourOwn() {
        Authority server(Board(Variant::GB64, 6, 6));
        const std::uint8_t height = fieldNumber(server.board(), "height"),
                           zone = fieldNumber(server.board(), "link");
        ClientOp paint;
        paint.n = 1;
        paint.runs = {{height, 0, {4, 4, 4, 4, 4}}};
        QCOMPARE(server.submit(1, "ada", 10, paint).kind, Outcome::Kind::Applied);
        // bo paints height over two of them and a zone over a third (another field).
        ClientOp over;
        over.n = 1;
        over.runs = {{height, 3, {7, 7}}, {zone, 2, {1}}};
        server.submit(2, "bo", 20, over);
        ClientOp undo;
        undo.kind = ClientOp::Kind::Undo;
        undo.n = 2;
        undo.target = 1;
        // bo cannot undo ada's; ada's undo leaves bo's two tiles, restores three.
        ClientOp stranger = undo;
        stranger.n = 2;
        QCOMPARE(server.submit(2, "bo", 10, stranger).refusal.id, std::string("undo-not-own"));
        undo.n = 3;
        const Outcome o = server.submit(1, "ada", 10, undo);
        QCOMPARE(o.kind, Outcome::Kind::Applied);
        QCOMPARE(o.undo.restored, std::size_t(3));
        QCOMPARE(o.undo.left, std::size_t(2));
        QCOMPARE(o.undo.by, std::vector<std::string>{"bo"});
        for (TileIndex i : {0u, 1u, 2u})
            QCOMPARE(server.board().fieldValue(i, "height"), std::optional<std::uint64_t>(0));
        for (TileIndex i : {3u, 4u})
            QCOMPARE(server.board().fieldValue(i, "height"), std::optional<std::uint64_t>(7));
        QCOMPARE(server.board().fieldValue(2, "link"), std::optional<std::uint64_t>(1));
        // The undo is an operation of its own: undoing it is redo.
        ClientOp redo = undo;
        redo.n = 4;
        redo.target = 3;
        QCOMPARE(server.submit(1, "ada", 10, redo).undo.restored, std::size_t(3));
        QCOMPARE(server.board().fieldValue(0, "height"), std::optional<std::uint64_t>(4));
    }

    void refusalsChangeNothing() {
        Authority server(Board(Variant::GB08, 3, 3));
        const Board before = server.board();
        const auto refusal = [&](ClientOp op) { return server.submit(1, "ada", 1, op).refusal.id; };
        ClientOp past;
        past.n = 1;
        past.runs = {{0, 8, {1, 1}}};
        QCOMPARE(refusal(past), std::string("past-board"));
        ClientOp field;
        field.n = 2;
        field.runs = {{200, 0, {1}}};
        QCOMPARE(refusal(field), std::string("bad-field"));
        ClientOp value;
        value.n = 3;
        value.runs = {{0, 0, {1u << 20}}};
        QCOMPARE(refusal(value), std::string("bad-value"));
        ClientOp key;
        key.n = 4;
        key.footer = {{"version", "3"}};
        QCOMPARE(refusal(key), std::string("bad-key"));
        ClientOp text;
        text.n = 5;
        text.footer = {{"title", "\xE2\x82\xAC uro"}};
        QCOMPARE(refusal(text), std::string("bad-text"));
        ClientOp stale;
        stale.n = 6;
        stale.epoch = 1;
        QCOMPARE(refusal(stale), std::string("stale-epoch"));
        QVERIFY(server.board() == before);
        QCOMPARE(server.seq(), 0u);
        // A number seen before is a duplicate, applied once.
        ClientOp ok;
        ok.n = 7;
        ok.runs = {{0, 0, {1}}};
        QCOMPARE(server.submit(1, "ada", 1, ok).kind, Outcome::Kind::Applied);
        QCOMPARE(server.submit(1, "ada", 1, ok).kind, Outcome::Kind::Duplicate);
        QCOMPARE(server.seq(), 1u);
    }

    void restructureRebasesPendingWork() {
        Authority server(Board(Variant::GB64, 4, 3));
        const std::uint8_t height = fieldNumber(server.board(), "height");
        Replica ada(server.board(), 0, 0, 1), bo(server.board(), 0, 0, 2);
        // ada paints (3, 2) and (0, 0) while bo grows the board by one column on the left.
        const ClientOp paint = ada.edit({{height, 11, {6}}, {height, 0, {2}}});
        ClientOp grow = bo.restructure({5, 3, 1, 0, Variant::GB32, server.board().headerBits()});
        const Applied grown = wired(server.submit(2, "bo", 2, grow), server.board());
        QVERIFY(grown.board.has_value());
        QCOMPARE(server.submit(1, "ada", 1, paint).refusal.id, std::string("stale-epoch"));
        ada.receive(grown);
        bo.receive(grown);
        QVERIFY(ada.inSync() && bo.inSync());
        QCOMPARE(ada.epoch(), 1u);
        // Her pending work moved with the tiles and shows on the new board at once.
        QCOMPARE(ada.pending().size(), std::size_t(1));
        QCOMPARE(ada.board().width(), 5);
        QCOMPARE(ada.board().variant(), Variant::GB32);
        QCOMPARE(ada.board().fieldValue(ada.board().indexOf(4, 2), "height"),
                 std::optional<std::uint64_t>(6));
        const Applied painted =
            wired(server.submit(1, "ada", 1, ada.pending().front()), server.board());
        ada.receive(painted);
        bo.receive(painted);
        QVERIFY(ada.board() == server.board() && bo.board() == server.board());
        QCOMPARE(server.board().fieldValue(server.board().indexOf(1, 0), "height"),
                 std::optional<std::uint64_t>(2));
    }

    void liveRulesRunOnTheServer() {
        const std::string rules =
            R"({"rules": [{"name": "high ground", "where": "height > 2", "then": ["set link=1"],)"
            R"( "live": true}]})";
        Board start(Variant::GB64, 6, 5);
        start.setTileRaw(0, 7); // height 7 already: the rules' result is the session's board
        Authority server(start);
        QCOMPARE(server.setRules(rules), std::nullopt);
        QCOMPARE(server.board().fieldValue(0, "link"), std::optional<std::uint64_t>(1));
        QVERIFY(server.setRules(R"({"rules": [{"name": "x", "where": "heigth > 2", "then": ["set link=1"]}]})")
                    .value_or("")
                    .find("heigth") != std::string::npos);
        QCOMPARE(server.setRules(rules), std::nullopt);
        const std::uint8_t height = fieldNumber(server.board(), "height");
        Replica ada(server.board(), 0, 0, 1), bo(server.board(), 0, 0, 2);
        const ClientOp paint = ada.edit({{height, 10, {5, 1}}});
        // Shown at once as painted; the derived link comes with the server's answer.
        QCOMPARE(ada.board().fieldValue(10, "link"), std::optional<std::uint64_t>(0));
        const Applied applied = wired(server.submit(1, "ada", 1, paint), server.board());
        for (Replica* r : {&ada, &bo}) {
            r->receive(applied);
            QVERIFY(r->inSync());
            QCOMPARE(r->board().fieldValue(10, "link"), std::optional<std::uint64_t>(1));
            QCOMPARE(r->board().fieldValue(11, "link"), std::optional<std::uint64_t>(0));
            QVERIFY(r->board() == server.board());
        }
        // Undo writes back the painted height; the rules take the link back with it.
        ClientOp undo = ada.undo(paint.n);
        const Applied undone = wired(server.submit(1, "ada", 1, undo), server.board());
        ada.receive(undone);
        QCOMPARE(ada.board().fieldValue(10, "height"), std::optional<std::uint64_t>(0));
        QCOMPARE(ada.board().fieldValue(10, "link"), std::optional<std::uint64_t>(0));
        // A replay of the journal with the same rules is the same board.
        Authority replay(start);
        replay.setRules(rules);
        replay.submit(1, "ada", 1, paint);
        replay.submit(1, "ada", 1, undo);
        QVERIFY(replay.board() == server.board());
        QCOMPARE(replay.digest(), server.digest());
        // A restructure keeps them, compiled for the new tile size.
        ClientOp grow;
        grow.kind = ClientOp::Kind::Restructure;
        grow.n = 9;
        grow.shape = {7, 5, 1, 0, Variant::GB32, server.board().headerBits()};
        QCOMPARE(server.submit(1, "ada", 1, grow).kind, Outcome::Kind::Applied);
        QVERIFY(server.hasRules());
        QCOMPARE(server.board().fieldValue(1, "link"), std::optional<std::uint64_t>(1));
    }

    void journalResumesAReplica() {
        Board board = test::randomBoard(Variant::GB16, 3, 20);
        Replica ada(board, 12, 2, 77, 5);
        ada.edit({{0, 0, {1}}}, {{"title", "Insel"}});
        ada.edit({{1, 1, {0, 1}}});
        const auto bytes = ada.journal();
        auto back = Replica::fromJournal(bytes);
        Replica& resumed = std::get<Replica>(back);
        QVERIFY(resumed.board() == ada.board());
        QVERIFY(resumed.confirmed() == ada.confirmed());
        QCOMPARE(resumed.pending(), ada.pending());
        QCOMPARE(resumed.nextN(), 7u);
        QCOMPARE(resumed.seq(), 12u);
        QCOMPARE(resumed.client(), ClientId{77});
        for (std::size_t cut : {std::size_t(0), std::size_t(9), bytes.size() - 1})
            QVERIFY(std::holds_alternative<std::string>(
                Replica::fromJournal(std::span(bytes).first(cut))));
    }

    void aWrongBoardIsOutOfSyncAtOnce() {
        Authority server(Board(Variant::GB16, 3, 3));
        Board wrong = server.board();
        wrong.setTileRaw(4, 1); // a replica gone astray
        Replica astray(wrong, 0, 0, 1);
        ClientOp op;
        op.n = 1;
        op.runs = {{0, 0, {1}}};
        astray.receive(wired(server.submit(2, "bo", 2, op), server.board()));
        QVERIFY(!astray.inSync());
        QCOMPARE(astray.whyOutOfSync(),
                 std::string("after operation 1 this board is not the server's"));
        // A gap in the sequence too.
        Replica behind(server.board(), 0, 0, 3);
        op.n = 2;
        const Outcome second = server.submit(2, "bo", 2, op);
        op.n = 3;
        op.runs = {{0, 1, {1}}};
        behind.receive(wired(server.submit(2, "bo", 2, op), server.board()));
        QCOMPARE(behind.whyOutOfSync(), std::string("operation 3 came after 0"));
        (void)second;
        // A snapshot brings it back.
        astray.reset(server.board(), server.seq(), server.epoch(), 0);
        QVERIFY(astray.inSync() && astray.board() == server.board());
    }
};

GBXX_TEST_GUILESS_MAIN(TestLiveSession);

} // namespace tst_live_session

#include "tst_live_session.moc"
