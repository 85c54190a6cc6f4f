#pragma once
// A participant's copy of a live board (an editor, a bot, a game): the board as the server last
// confirmed it, the participant's own operations not yet acknowledged, and the board it shows,
// which is the confirmed one with the pending values laid over it per (tile, field). A local edit
// shows at once (local echo); a remote operation changes what it shows only where no pending
// value of the participant's own covers the (tile, field), so nothing flickers; an
// acknowledgement lifts the pending values, and the confirmed board then already holds them.
// Every applied operation carries the server's digest: a replica whose confirmed board differs,
// or that misses a sequence number, is out of sync at once and says so, never silently later.

#include "gbxx/board.h"
#include "gbxx/live/board_digest.h"
#include "gbxx/live/live_operation.h"

#include <deque>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

namespace gbxx::live {

class Replica {
public:
    // The board as of `seq` after `epoch` restructures; `nextN` is the number the replica's next
    // operation gets (a resumed journal's).
    Replica(Board confirmed, std::uint64_t seq, std::uint32_t epoch, ClientId client,
            std::uint64_t nextN = 1);

    const Board& board() const { return shown_; }
    const Board& confirmed() const { return confirmed_; }
    std::uint64_t seq() const { return seq_; }
    std::uint32_t epoch() const { return epoch_; }
    ClientId client() const { return client_; }
    std::uint64_t nextN() const { return nextN_; }
    const std::deque<ClientOp>& pending() const { return pending_; }
    bool inSync() const { return why_.empty(); }
    // Why this replica is out of sync; empty while it is not.
    const std::string& whyOutOfSync() const { return why_; }

    // A local edit, shown at once; returns the operation to send. Runs whose field the board
    // does not have, or which go past it, are refused by the server, not here.
    const ClientOp& edit(std::vector<FieldRun> runs, std::vector<FooterWrite> footer = {});
    // Undoing one's own operation `n`, and restructuring: shown when the server applies them.
    const ClientOp& undo(std::uint64_t n);
    const ClientOp& restructure(const Restructure& shape);

    // The pending operations not yet handed to the network, oldest first, now counted as sent:
    // new edits, and those a restructure re-based. After connectionLost(), all pending ones.
    std::vector<ClientOp> outgoing();
    // What was sent may not have arrived: the next outgoing() after the server's catch-up
    // (resumed() or reset()) hands out every pending operation again, which the server applies
    // at most once.
    void connectionLost() { sentUpTo_ = 0; }

    // An operation the server applied. Returns the tiles whose shown value changed; an
    // operation out of sequence or a digest that differs makes the replica out of sync (and
    // changes nothing).
    std::vector<TileIndex> receive(const Applied& applied);
    // The server refused operation `n`: its pending values are lifted.
    std::vector<TileIndex> refused(std::uint64_t n);
    // After a reconnect: the server has seen this replica's operations up to `lastSeen`, which
    // are no longer pending.
    void resumed(std::uint64_t lastSeen);
    // Starts again from the server's board (a snapshot), keeping the pending operations that the
    // server has not seen (`lastSeen`) over it, re-based when the epoch moved on. In sync again.
    void reset(Board confirmed, std::uint64_t seq, std::uint32_t epoch, std::uint64_t lastSeen);

    // The replica as bytes, for its journal on disk: what it needs to go on after a crash or a
    // restart without the network (the confirmed board, the sequence, the pending operations).
    std::vector<std::uint8_t> journal() const;
    // A replica from its journal, or why the bytes are not one.
    static std::variant<Replica, std::string> fromJournal(std::span<const std::uint8_t> bytes);

private:
    struct Cover {
        std::uint8_t field;
        std::uint64_t value; // the latest pending value
        std::uint32_t count; // pending writes of it
    };
    void cover(const ClientOp& op);
    // Lifts `op`'s pending values; the tiles whose cover changed are added to `tiles`.
    void uncover(const ClientOp& op, std::vector<TileIndex>& tiles);
    // Lifts the pending operations up to `n` (acknowledged, or seen by the server); whether one
    // of them wrote the footer.
    bool liftUpTo(std::uint64_t n, std::vector<TileIndex>& touched);
    // Shows `touched` (and the footer) anew from the confirmed board and the covers: the tiles
    // whose shown value changed, by increasing index.
    std::vector<TileIndex> reshow(const std::vector<TileIndex>& touched, bool footer);
    void showTile(TileIndex i);
    void showAll();
    void showFooter();
    // Re-bases the pending operations of an earlier epoch on a restructure from `before`.
    void rebase(const Board& before, const Restructure* shape);
    void outOfSync(std::string why);

    Board confirmed_;
    Board shown_;
    BoardDigest digest_;
    std::uint64_t seq_;
    std::uint32_t epoch_;
    ClientId client_;
    std::uint64_t nextN_;
    std::uint64_t sentUpTo_ = 0; // pending operations up to this n were handed out
    std::deque<ClientOp> pending_;
    std::unordered_map<TileIndex, std::vector<Cover>> covers_;
    std::unordered_map<std::string, std::pair<std::string, std::uint32_t>> footerCovers_;
    std::string why_;
};

} // namespace gbxx::live
