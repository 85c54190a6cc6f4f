// Live sessions converge (issue 46 item 9): 10,000 seeded runs of 2 to 16 replicas against one
// authority, over a simulated network that delivers frames late and in any interleaving between
// replicas (in order on each connection, as TCP does), with random strokes, fills, footer edits,
// undos of one's own, restructures, disconnects that lose what was in flight, offline spells and
// restarts of the server from its journal. At the end every replica's board is byte-identical to
// the server's and to a replay of the journal, nothing is pending, and every operation a replica
// saw acknowledged is in the journal. Every frame goes through the wire's encoder and decoder.

#include "gbxx/codec.h"
#include "gbxx/live/live_authority.h"
#include "gbxx/live/live_replica.h"
#include "gbxx/live/live_wire.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QTest>

#include <deque>
#include <map>
#include <random>
#include <set>

namespace tst_live_convergence {

using namespace gbxx;
using namespace gbxx::live;

namespace {

// What the server sends a replica besides applied frames.
struct ToReplica {
    enum class Kind { Applied, Refused, CaughtUp, Snapshot } kind;
    std::vector<std::uint8_t> bytes; // Applied: the frame; Snapshot: the board
    std::uint64_t n = 0;             // Refused: which; CaughtUp, Snapshot: the last seen
    std::uint64_t seq = 0;
    std::uint32_t epoch = 0;
};

struct ToServer {
    bool hello = false;
    std::uint64_t seq = 0; // hello: the last sequence the replica applied
    std::vector<std::uint8_t> frame;
};

struct Peer {
    Peer(std::string n, std::uint32_t k, Replica r)
        : name(std::move(n))
        , number(k)
        , replica(std::move(r)) {}
    std::string name;
    std::uint32_t number;
    Replica replica;
    bool connected = false;
    bool subscribed = false; // the server has answered its hello: broadcasts reach it
    bool caughtUp = false;   // it has read the server's CaughtUp: its edits go out at once
    std::deque<ToServer> up;
    std::deque<ToReplica> down;
    std::set<std::uint64_t> acknowledged;
    std::vector<std::uint64_t> ownApplied; // n of its operations seen applied, for undo
};

struct Journaled {
    std::uint32_t author;
    std::string name;
    ClientId client;
    ClientOp op;
};

// How often each path was taken over all runs: a run that never restarts or restructures
// proves nothing about restarts and restructures.
struct Paths {
    std::size_t applied = 0, duplicates = 0, refused = 0, undos = 0, restructures = 0,
                snapshots = 0, catchUps = 0, restarts = 0, offline = 0;
};

class Simulation {
public:
    Simulation(std::uint64_t seed)
        : random_(seed)
        , base_(test::randomBoard(kAllVariants[seed % 4], seed, 1 + int(seed % 13)))
        , rules_(seed % 3 == 0 ? kRules : "")
        , server_(fresh()) {
        const int peers = 2 + static_cast<int>(random_() % 15);
        for (int k = 0; k < peers; ++k) {
            // Some accounts edit from two replicas: undo is the account's, numbering the replica's.
            const std::string name = "user" + std::to_string(k % std::max(1, peers - 2));
            peers_.emplace_back(name, std::uint32_t(k + 1),
                                Replica(server_->board(), 0, 0, 1000 + ClientId(k)));
        }
    }

    void run(int steps) {
        for (auto& p : peers_)
            connect(p);
        for (int s = 0; s < steps; ++s)
            step();
        // Everyone back online until nothing moves.
        for (auto& p : peers_)
            if (!p.connected)
                connect(p);
        for (int guard = 0; guard < 100000 && busy(); ++guard)
            deliverAny();
    }

    void check() const {
        const Board& truth = server_->board();
        std::unique_ptr<Authority> replayed = fresh();
        Authority& replay = *replayed;
        for (const Journaled& j : journal_)
            QCOMPARE(replay.submit(j.author, j.name, j.client, j.op).kind, Outcome::Kind::Applied);
        QVERIFY2(replay.board() == truth, "the journal's replay is not the server's board");
        QCOMPARE(replay.seq(), server_->seq());
        std::set<std::pair<ClientId, std::uint64_t>> journaled;
        for (const Journaled& j : journal_)
            journaled.insert({j.client, j.op.n});
        for (const Peer& p : peers_) {
            QVERIFY2(p.replica.inSync(), p.replica.whyOutOfSync().c_str());
            QVERIFY2(p.replica.pending().empty(), (p.name + " still has pending work").c_str());
            QCOMPARE(p.replica.seq(), server_->seq());
            QVERIFY2(writeBoard(p.replica.board()) == writeBoard(truth),
                     (p.name + "'s board is not the server's").c_str());
            for (std::uint64_t n : p.acknowledged)
                QVERIFY2(journaled.count({p.replica.client(), n}),
                         "an acknowledged operation was lost");
        }
    }

    const Paths& paths() const { return paths_; }

private:
    std::uint64_t roll(std::uint64_t below) { return random_() % below; }

    void connect(Peer& p) {
        p.connected = true;
        p.caughtUp = p.subscribed = false;
        p.up.clear();
        p.down.clear();
        p.up.push_back({true, p.replica.seq(), {}});
        // A hasty replica sends its pending work before the catch-up too, as one resuming a
        // journal might: the server must apply each of them once.
        if (roll(4) == 0)
            for (const ClientOp& op : p.replica.pending())
                p.up.push_back({false, 0, encodeClientOp(op)});
    }

    void disconnect(Peer& p) {
        p.connected = false;
        p.caughtUp = p.subscribed = false;
        p.up.clear(); // what was in flight is lost
        p.down.clear();
        p.replica.connectionLost();
    }

    // What the replica has to send goes out while it is connected and caught up.
    void flush(Peer& p) {
        if (p.connected && p.caughtUp)
            for (const ClientOp& op : p.replica.outgoing())
                p.up.push_back({false, 0, encodeClientOp(op)});
    }

    void randomEdit(Peer& p) {
        const Board& b = p.replica.board();
        const auto fields = b.fields();
        const auto field = static_cast<std::uint8_t>(roll(fields.size()));
        const std::uint64_t most = std::min<std::uint64_t>(fields[field].maxValue(), 1000);
        std::vector<FieldRun> runs;
        std::vector<FooterWrite> footer;
        const std::uint64_t kind = roll(10);
        if (kind < 6) { // a stroke: a few samples of a few tiles
            for (int s = 0, n = 1 + int(roll(4)); s < n; ++s)
                runs.push_back({field, TileIndex(roll(b.tileCount())), {roll(most + 1)}});
        } else if (kind < 8) { // a fill of a stretch
            const TileIndex first = TileIndex(roll(b.tileCount()));
            const std::size_t count = 1 + roll(b.tileCount() - first);
            runs.push_back({field, first, std::vector<std::uint64_t>(count, roll(most + 1))});
        } else if (kind < 9) {
            footer.push_back({roll(2) ? "title" : "author", "t" + std::to_string(roll(100))});
        } else { // a second field on the same tiles as someone else may paint
            const TileIndex at = TileIndex(roll(b.tileCount()));
            runs.push_back({field, at, {roll(most + 1)}});
            runs.push_back({static_cast<std::uint8_t>(roll(fields.size())), at, {1}});
        }
        p.replica.edit(std::move(runs), std::move(footer));
        flush(p);
    }

    void step() {
        Peer& p = peers_[roll(peers_.size())];
        const std::uint64_t what = roll(100);
        if (what < 40) {
            deliverAny();
        } else if (what < 70) {
            randomEdit(p);
        } else if (what < 75 && !p.ownApplied.empty()) {
            p.replica.undo(p.ownApplied[roll(p.ownApplied.size())]);
            flush(p);
        } else if (what < 76 && roll(3) == 0) {
            const Board& b = p.replica.board();
            Restructure s{1 + int(roll(12)), 1 + int(roll(12)),     int(roll(5)) - 2,
                          int(roll(5)) - 2,  kAllVariants[roll(4)], b.headerBits()};
            p.replica.restructure(s);
            flush(p);
        } else if (what < 82) {
            if (p.connected) {
                ++paths_.offline;
                disconnect(p); // an offline spell: edits go on, pending, until it connects
            } else {
                connect(p);
            }
        } else if (what < 83) {
            restart();
        } else {
            deliverAny();
        }
    }

    // The server died and came back from its journal: every connection is gone.
    void restart() {
        ++paths_.restarts;
        std::unique_ptr<Authority> again = fresh();
        for (const Journaled& j : journal_)
            again->submit(j.author, j.name, j.client, j.op);
        QVERIFY(again->board() == server_->board());
        server_ = std::move(again);
        for (auto& p : peers_)
            if (p.connected)
                disconnect(p);
    }

    bool busy() const {
        for (const Peer& p : peers_)
            if (!p.up.empty() || !p.down.empty() || !p.replica.pending().empty() || !p.caughtUp)
                return true;
        return false;
    }

    void deliverAny() {
        std::vector<Peer*> ready;
        for (auto& p : peers_)
            if (!p.up.empty() || !p.down.empty())
                ready.push_back(&p);
        if (ready.empty()) {
            // Nothing in flight: someone who is offline with work comes back.
            for (auto& p : peers_)
                if (!p.connected) {
                    connect(p);
                    return;
                }
            return;
        }
        Peer& p = *ready[roll(ready.size())];
        if (!p.up.empty() && (p.down.empty() || roll(2))) {
            ToServer m = std::move(p.up.front());
            p.up.pop_front();
            serve(p, m);
        } else {
            ToReplica m = std::move(p.down.front());
            p.down.pop_front();
            take(p, m);
        }
    }

    void serve(Peer& p, const ToServer& m) {
        if (m.hello) {
            const auto since = server_->since(m.seq);
            // The server's choice between the operations since and a snapshot (when that is
            // smaller): both paths, whatever the sizes.
            if (since && roll(3) != 0) {
                ++paths_.catchUps;
                for (const std::vector<std::uint8_t>* frame : *since)
                    p.down.push_back({ToReplica::Kind::Applied, *frame});
            } else {
                ++paths_.snapshots;
                p.down.push_back({ToReplica::Kind::Snapshot, writeBoard(server_->board()),
                                  server_->lastSeen(p.replica.client()), server_->seq(),
                                  server_->epoch()});
            }
            p.down.push_back(
                {ToReplica::Kind::CaughtUp, {}, server_->lastSeen(p.replica.client())});
            p.subscribed = true; // from now on broadcasts reach it, after the catch-up
            return;
        }
        auto decoded = decodeClientOp(m.frame);
        QVERIFY(std::holds_alternative<ClientOp>(decoded));
        const ClientOp& op = std::get<ClientOp>(decoded);
        const Outcome o = server_->submit(p.number, p.name, p.replica.client(), op);
        paths_.duplicates += o.kind == Outcome::Kind::Duplicate;
        paths_.refused += o.kind == Outcome::Kind::Refused;
        if (o.kind == Outcome::Kind::Applied) {
            ++paths_.applied;
            paths_.undos += op.kind == ClientOp::Kind::Undo;
            paths_.restructures += op.kind == ClientOp::Kind::Restructure;
            journal_.push_back({p.number, p.name, p.replica.client(), op});
            for (auto& q : peers_)
                if (q.connected && q.subscribed)
                    q.down.push_back({ToReplica::Kind::Applied, *o.frame});
        } else if (o.kind == Outcome::Kind::Refused) {
            p.down.push_back({ToReplica::Kind::Refused, {}, op.n});
        }
    }

    void take(Peer& p, ToReplica& m) {
        takeOne(p, m);
        flush(p); // a restructure's re-based work, or everything after a catch-up
    }

    void takeOne(Peer& p, ToReplica& m) {
        Replica& r = p.replica;
        const std::size_t bytes = tileBytes(r.confirmed().variant());
        switch (m.kind) {
        case ToReplica::Kind::Applied: {
            auto decoded = decodeApplied(m.bytes, bytes);
            QVERIFY(std::holds_alternative<Applied>(decoded));
            const Applied& a = std::get<Applied>(decoded);
            r.receive(a);
            QVERIFY2(r.inSync(), r.whyOutOfSync().c_str());
            if (a.client == r.client()) {
                p.acknowledged.insert(a.n);
                p.ownApplied.push_back(a.n);
            }
            break;
        }
        case ToReplica::Kind::Refused:
            r.refused(m.n);
            break;
        case ToReplica::Kind::Snapshot: {
            ReadResult read = readBoard(m.bytes);
            QVERIFY(read.board.has_value());
            r.reset(std::move(*read.board), m.seq, m.epoch, m.n);
            p.ownApplied.clear(); // the session's history before it may be gone
            break;
        }
        case ToReplica::Kind::CaughtUp:
            r.resumed(m.n);
            p.caughtUp = true;
            QVERIFY2(r.inSync(), r.whyOutOfSync().c_str());
            break;
        }
    }

    std::mt19937_64 random_;
    // A session from the start board, with the run's live rules (every third run has some).
    std::unique_ptr<Authority> fresh() const {
        auto a = std::make_unique<Authority>(base_);
        if (!rules_.empty()) {
            const std::optional<std::string> why = a->setRules(rules_);
            if (why)
                qFatal("rules: %s", why->c_str());
        }
        return a;
    }
    static constexpr const char* kRules =
        R"({"rules": [{"name": "high", "where": "height > 2", "then": ["set link=1"], "live": true},)"
        R"( {"name": "low", "where": "height = 0", "then": ["set link=0"], "live": true}]})";

    Board base_;
    std::string rules_;
    std::unique_ptr<Authority> server_;
    std::vector<Peer> peers_;
    std::vector<Journaled> journal_;
    Paths paths_;
};

} // namespace

class TestLiveConvergence : public QObject {
    Q_OBJECT

private slots:
    void tenThousandRandomSessionsConverge() {
        Paths all;
        for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
            Simulation s(seed);
            s.run(40 + int(seed % 80));
            s.check();
            if (QTest::currentTestFailed()) {
                qWarning("seed %llu", static_cast<unsigned long long>(seed));
                return;
            }
            const Paths& p = s.paths();
            all.applied += p.applied;
            all.duplicates += p.duplicates;
            all.refused += p.refused;
            all.undos += p.undos;
            all.restructures += p.restructures;
            all.snapshots += p.snapshots;
            all.catchUps += p.catchUps;
            all.restarts += p.restarts;
            all.offline += p.offline;
        }
        qInfo("applied %zu (undos %zu, restructures %zu), duplicates %zu, refused %zu; "
              "catch-ups %zu, snapshots %zu, restarts %zu, offline spells %zu",
              all.applied, all.undos, all.restructures, all.duplicates, all.refused, all.catchUps,
              all.snapshots, all.restarts, all.offline);
        QVERIFY(all.applied > 100000);
        for (std::size_t taken : {all.undos, all.restructures, all.duplicates, all.refused,
                                  all.catchUps, all.snapshots, all.restarts, all.offline})
            QVERIFY(taken > 1000);
    }
};

GBXX_TEST_GUILESS_MAIN(TestLiveConvergence);

} // namespace tst_live_convergence

#include "tst_live_convergence.moc"
