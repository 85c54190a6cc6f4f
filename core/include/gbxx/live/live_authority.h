#pragma once
// The server's side of one live session, without sockets or a database (the registry wraps it,
// and the convergence tests drive it directly): it orders every participant's operations in one
// sequence, applies them last-writer-wins per (tile, field), undoes a participant's own operation
// only where nobody else changed a (tile, field) since, and keeps the applied operations a
// reconnecting replica may still ask for. Everything it does follows from the operations it was
// given in their order, so replaying the accepted ones (the journal) from the same board gives the
// same board, byte for byte, and the same sequence numbers.

#include "gbxx/board.h"
#include "gbxx/live/board_digest.h"
#include "gbxx/live/live_operation.h"
#include "gbxx/live_rules.h"

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace gbxx::live {

struct Refusal {
    std::string id;      // "stale-epoch", "past-board" … (docs/live-protocol.md "Errors")
    std::string message; // one line
};

// What an undo could not write back, and who changed those tiles since.
struct UndoCount {
    std::size_t restored = 0;    // tiles written back, wholly or in part
    std::size_t left = 0;        // tiles left as they are
    std::vector<std::string> by; // the names of who changed them, in order of first seen
};

struct Outcome {
    enum class Kind : std::uint8_t { Applied, Duplicate, Refused };
    Kind kind = Kind::Refused;
    // Applied: the frame every participant gets (live_wire.h), valid until the next submit.
    const std::vector<std::uint8_t>* frame = nullptr;
    std::uint64_t seq = 0; // Applied: its place in the sequence
    Refusal refusal;       // Refused
    UndoCount undo;        // an applied Undo
};

class Authority {
public:
    struct Limits {
        std::size_t writes =
            4u * 255u * 255u;            // (tile, field) writes and footer texts in one operation
        std::size_t historyOps = 200000; // applied operations kept for catch-up and undo
        std::size_t historyBytes = 64u << 20;
    };
    // A session on `board`, whose applied operations so far end at `seq`, after `epoch`
    // restructures.
    explicit Authority(Board board, std::uint64_t seq = 0, std::uint32_t epoch = 0);
    Authority(Board board, std::uint64_t seq, std::uint32_t epoch, Limits limits);

    // The board's live rules (a rules file's JSON, gbxx/rules.h): from now on the session's board
    // is what the live ones make of the painted board, after every operation, so every replica
    // gets the same derived fields. Set before the first operation; an empty text turns them off.
    // Why not (the rules' first mistake), or nothing. After a restructure they are compiled again
    // for the new fields, and are off if they no longer fit.
    std::optional<std::string> setRules(std::string_view json);
    bool hasRules() const { return live_ != nullptr; }

    // Applies `op` of participant `author` (`name`: their account, who undo counts as "someone
    // else") from replica `client`. An (client, n) seen before is a duplicate and changes nothing.
    Outcome submit(std::uint32_t author, const std::string& name, ClientId client,
                   const ClientOp& op);

    const Board& board() const { return board_; }
    std::uint64_t seq() const { return seq_; }
    std::uint32_t epoch() const { return epoch_; }
    std::uint64_t digest() const { return digest_.value(); }
    // The highest n of `client`'s operations applied or refused (0: none).
    std::uint64_t lastSeen(ClientId client) const;
    // The frames of the applied operations after `seq`, oldest first, each encoded for the
    // board as it was then; nothing when some are no longer kept, or `seq` is ahead of this
    // session (the replica must then start from a snapshot).
    std::optional<std::vector<const std::vector<std::uint8_t>*>> since(std::uint64_t seq) const;

private:
    struct Write {
        TileIndex tile;
        std::uint8_t field;
        std::uint64_t before;
    };
    struct FooterBefore {
        std::string key, before;
    };
    struct Record {
        std::uint64_t seq = 0;
        std::uint32_t epoch = 0;
        ClientId client = 0;
        std::uint64_t n = 0;
        bool restructure = false;
        std::vector<std::uint8_t> frame;
        std::string name;
        std::vector<Write> writes;
        std::vector<FooterBefore> footer;
        std::size_t bytes = 0;
    };
    Outcome refuse(ClientId client, std::uint64_t n, std::string id, std::string message);
    std::optional<Refusal> checkEdit(const ClientOp& op) const;
    Outcome edit(std::uint32_t author, const std::string& name, ClientId client,
                 const ClientOp& op);
    Outcome undo(std::uint32_t author, const std::string& name, ClientId client,
                 const ClientOp& op);
    Outcome restructure(std::uint32_t author, const std::string& name, ClientId client,
                        const ClientOp& op);
    Outcome keep(Record record, Applied applied, ClientId client, std::uint64_t n);
    const Record* recordOf(ClientId client, std::uint64_t n) const;

    // The painted value of tile `i` (the rules' input), which is the board's own without rules.
    // The board as painted: the session's board with the rules' input tiles.
    Board paintedBoard() const;
    void startRules(const Board& painted);

    Board board_;
    std::string rulesJson_;
    std::unique_ptr<RuleSet> rules_;
    std::unique_ptr<LiveRules> live_;
    std::uint64_t seq_;
    std::uint32_t epoch_;
    Limits limits_;
    BoardDigest digest_;
    std::unordered_map<ClientId, std::uint64_t> lastSeen_;
    std::deque<Record> history_; // seq_ - history_.size() + 1 … seq_
    std::size_t historyBytes_ = 0;
    // Which client operation each kept record is, for undo.
    std::unordered_map<ClientId, std::unordered_map<std::uint64_t, std::uint64_t>> seqOf_;
    // Scratch: a stamp a tile, so that an operation lists each tile it changes once.
    std::vector<std::uint32_t> touched_;
    std::uint32_t round_ = 0;
};

} // namespace gbxx::live
