#include "gbxx/live/live_authority.h"

#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/expression.h"
#include "gbxx/footer.h"
#include "gbxx/live/live_wire.h"
#include "gbxx/reshape.h"

#include <algorithm>
#include <unordered_set>

namespace gbxx::live {
namespace {

std::uint64_t cellKey(TileIndex tile, std::uint8_t field) {
    return (std::uint64_t{tile} << 8) | field;
}

} // namespace

Authority::Authority(Board board, std::uint64_t seq, std::uint32_t epoch)
    : Authority(std::move(board), seq, epoch, Limits{}) {}

Authority::Authority(Board board, std::uint64_t seq, std::uint32_t epoch, Limits limits)
    : board_(std::move(board))
    , seq_(seq)
    , epoch_(epoch)
    , limits_(limits)
    , digest_(board_) {}

Board Authority::paintedBoard() const {
    Board painted = board_;
    if (live_)
        for (TileIndex i = 0; i < painted.tileCount(); ++i)
            painted.setTileRaw(i, live_->painted()[i]);
    return painted;
}

std::optional<std::string> Authority::setRules(std::string_view json) {
    Board painted = paintedBoard();
    live_.reset();
    rules_.reset();
    rulesJson_.clear();
    if (!json.empty()) {
        auto compiled = RuleSet::parse(json, painted.fields(), tileShapeOf(painted));
        if (auto* error = std::get_if<RulesError>(&compiled)) {
            board_ = std::move(painted);
            digest_ = BoardDigest(board_);
            return error->english();
        }
        rules_ = std::make_unique<RuleSet>(std::move(std::get<RuleSet>(compiled)));
        rulesJson_ = std::string(json);
    }
    startRules(painted);
    return std::nullopt;
}

// The board becomes what the rules make of `painted` (or `painted` itself without rules).
void Authority::startRules(const Board& painted) {
    board_ = painted;
    if (rules_) {
        live_ = std::make_unique<LiveRules>(*rules_, painted, rules_->live());
        board_.apply(live_->changes());
    }
    digest_ = BoardDigest(board_);
    touched_.clear();
}

std::uint64_t Authority::lastSeen(ClientId client) const {
    const auto it = lastSeen_.find(client);
    return it == lastSeen_.end() ? 0 : it->second;
}

Outcome Authority::submit(std::uint32_t author, const std::string& name, ClientId client,
                          const ClientOp& op) {
    if (op.n == 0)
        return refuse(client, 0, "bad-operation", "an operation's number starts at 1");
    if (op.n <= lastSeen(client)) {
        Outcome duplicate;
        duplicate.kind = Outcome::Kind::Duplicate;
        return duplicate;
    }
    if (op.epoch != epoch_)
        return refuse(client, op.n, "stale-epoch",
                      "the operation was made before the board was restructured (its epoch " +
                          std::to_string(op.epoch) + ", the board's " + std::to_string(epoch_) +
                          "): re-base it and send it again");
    switch (op.kind) {
    case ClientOp::Kind::Edit:
        return edit(author, name, client, op);
    case ClientOp::Kind::Undo:
        return undo(author, name, client, op);
    case ClientOp::Kind::Restructure:
        return restructure(author, name, client, op);
    }
    return refuse(client, op.n, "bad-operation", "unknown operation kind");
}

Outcome Authority::refuse(ClientId client, std::uint64_t n, std::string id, std::string message) {
    if (n > 0)
        lastSeen_[client] = std::max(lastSeen(client), n);
    Outcome o;
    o.kind = Outcome::Kind::Refused;
    o.refusal = {std::move(id), std::move(message)};
    return o;
}

std::optional<Refusal> Authority::checkEdit(const ClientOp& op) const {
    const auto fields = board_.fields();
    std::size_t writes = op.footer.size();
    for (const FieldRun& run : op.runs) {
        if (run.field >= fields.size())
            return Refusal{"bad-field", "field number " + std::to_string(run.field) +
                                            " is not one of the board's " +
                                            std::to_string(fields.size()) + " tile fields"};
        if (run.values.empty())
            continue;
        if (std::uint64_t{run.first} + run.values.size() > board_.tileCount())
            return Refusal{"past-board", "a run of " + std::to_string(run.values.size()) +
                                             " tiles from tile " + std::to_string(run.first) +
                                             " goes past the board's " +
                                             std::to_string(board_.tileCount()) + " tiles"};
        const FieldSpec& field = fields[run.field];
        for (std::uint64_t v : run.values) {
            if (v > field.maxValue())
                return Refusal{"bad-value", std::to_string(v) + " does not fit field " +
                                                std::string(field.key) + " (at most " +
                                                std::to_string(field.maxValue()) + ")"};
        }
        writes += run.values.size();
        if (writes > limits_.writes)
            return Refusal{"too-large", "an operation writes at most " +
                                            std::to_string(limits_.writes) + " values"};
    }
    for (const FooterWrite& f : op.footer) {
        const FooterField* field = findFooterField(f.key);
        if (!field || field->kind != FooterField::Kind::Text)
            return Refusal{"bad-key", "'" + f.key + "' is not a footer text field"};
        if (std::optional<Message> why = validateFooterText(*field, f.text))
            return Refusal{"bad-text", why->english()};
    }
    return std::nullopt;
}

Outcome Authority::edit(std::uint32_t author, const std::string& name, ClientId client,
                        const ClientOp& op) {
    if (std::optional<Refusal> why = checkEdit(op))
        return refuse(client, op.n, std::move(why->id), std::move(why->message));
    Record record;
    record.name = name;
    const auto fields = board_.fields();
    if (touched_.size() != board_.tileCount())
        touched_.assign(board_.tileCount(), 0);
    if (++round_ == 0) {
        std::fill(touched_.begin(), touched_.end(), 0);
        round_ = 1;
    }
    Applied a;
    // The writes go to the painted board: the board itself without rules, else the rules' input.
    std::vector<std::pair<TileIndex, std::uint64_t>> firstValues; // a tile's value before the op
    std::unordered_map<TileIndex, std::uint64_t> paintedNow;      // with rules: painted values
    const auto paintedValue = [&](TileIndex i) {
        if (!live_)
            return board_.tile(i);
        const auto it = paintedNow.find(i);
        return it == paintedNow.end() ? live_->painted()[i] : it->second;
    };
    for (const FieldRun& run : op.runs) {
        const FieldSpec& field = fields[run.field];
        for (std::size_t k = 0; k < run.values.size(); ++k) {
            const TileIndex i = run.first + static_cast<TileIndex>(k);
            const std::uint64_t tile = paintedValue(i);
            const std::uint64_t before = field.read(tile);
            if (before == run.values[k])
                continue;
            if (touched_[i] != round_) {
                touched_[i] = round_;
                firstValues.emplace_back(i, live_ ? live_->painted()[i] : tile);
            }
            record.writes.push_back({i, run.field, before});
            if (live_)
                paintedNow[i] = field.write(tile, run.values[k]);
            else
                board_.setTileRaw(i, field.write(tile, run.values[k]));
        }
    }
    std::sort(firstValues.begin(), firstValues.end());
    if (live_) {
        // What the rules make of the painted change, tile by tile: the session's change.
        ChangeSet painted;
        for (const auto& [i, before] : firstValues)
            painted.add(i, before, paintedNow[i]);
        firstValues.clear();
        for (const ChangeSet::Change& c : live_->paint(painted)) {
            firstValues.emplace_back(c.index, board_.tile(c.index));
            board_.setTileRaw(c.index, c.after);
        }
        std::sort(firstValues.begin(), firstValues.end());
    }
    a.tiles.reserve(firstValues.size());
    for (const auto& [i, before] : firstValues) {
        const std::uint64_t after = board_.tile(i);
        if (after == before)
            continue;
        digest_.change(i, before, after);
        a.tiles.push_back({i, before ^ after});
    }
    for (const FooterWrite& f : op.footer) {
        const FooterField& field = footerField(f.key);
        std::string before = board_.footer().text(field);
        if (before == f.text)
            continue;
        board_.footer().setText(field, f.text);
        record.footer.push_back({f.key, std::move(before)});
        a.footer.push_back(f);
    }
    if (!a.footer.empty())
        digest_.frameChanged(board_);
    a.author = author;
    return keep(std::move(record), std::move(a), client, op.n);
}

Outcome Authority::keep(Record record, Applied a, ClientId client, std::uint64_t n) {
    a.seq = ++seq_;
    a.epoch = epoch_;
    a.client = client;
    a.n = n;
    a.digest = digest_.value();
    lastSeen_[client] = n;
    record.seq = a.seq;
    record.epoch = a.epoch;
    record.client = client;
    record.n = n;
    record.restructure = a.board.has_value();
    record.frame = encodeApplied(a, tileBytes(board_.variant()));
    record.bytes = sizeof(Record) + record.frame.size() + record.writes.size() * sizeof(Write) +
                   record.footer.size() * 64;
    historyBytes_ += record.bytes;
    seqOf_[client][n] = a.seq;
    history_.push_back(std::move(record));
    while (history_.size() > 1 &&
           (history_.size() > limits_.historyOps || historyBytes_ > limits_.historyBytes)) {
        const Record& old = history_.front();
        historyBytes_ -= old.bytes;
        auto byClient = seqOf_.find(old.client);
        if (byClient != seqOf_.end()) {
            byClient->second.erase(old.n);
            if (byClient->second.empty())
                seqOf_.erase(byClient);
        }
        history_.pop_front();
    }
    Outcome o;
    o.kind = Outcome::Kind::Applied;
    o.frame = &history_.back().frame;
    o.seq = a.seq;
    return o;
}

const Authority::Record* Authority::recordOf(ClientId client, std::uint64_t n) const {
    const auto byClient = seqOf_.find(client);
    if (byClient == seqOf_.end())
        return nullptr;
    const auto it = byClient->second.find(n);
    if (it == byClient->second.end())
        return nullptr;
    const std::uint64_t first = seq_ - history_.size() + 1;
    return &history_[static_cast<std::size_t>(it->second - first)];
}

Outcome Authority::undo(std::uint32_t author, const std::string& name, ClientId client,
                        const ClientOp& op) {
    const Record* target = recordOf(client, op.target);
    if (!target)
        return refuse(client, op.n, "undo-unknown",
                      "operation " + std::to_string(op.target) +
                          " of this replica is not one the session still keeps");
    if (target->name != name)
        return refuse(client, op.n, "undo-not-own", "only your own operations can be undone");
    if (target->restructure)
        return refuse(client, op.n, "undo-restructure",
                      "a restructure is undone by another restructure");
    if (target->epoch != epoch_)
        return refuse(client, op.n, "undo-restructured",
                      "the board was restructured since that operation");
    // Which of its (tile, field)s someone else wrote since, and who.
    std::unordered_set<std::uint64_t> cells;
    cells.reserve(target->writes.size());
    for (const Write& w : target->writes)
        cells.insert(cellKey(w.tile, w.field));
    std::unordered_set<std::string> footerKeys;
    for (const FooterBefore& f : target->footer)
        footerKeys.insert(f.key);
    std::unordered_set<std::uint64_t> taken;
    std::unordered_set<std::string> takenKeys;
    std::vector<std::string> by;
    const std::uint64_t first = seq_ - history_.size() + 1;
    for (std::size_t k = static_cast<std::size_t>(target->seq - first) + 1; k < history_.size();
         ++k) {
        const Record& later = history_[k];
        if (later.name == name)
            continue;
        bool took = false;
        for (const Write& w : later.writes) {
            const std::uint64_t key = cellKey(w.tile, w.field);
            if (cells.count(key) && taken.insert(key).second)
                took = true;
        }
        for (const FooterBefore& f : later.footer) {
            if (footerKeys.count(f.key) && takenKeys.insert(f.key).second)
                took = true;
        }
        if (took && std::find(by.begin(), by.end(), later.name) == by.end())
            by.push_back(later.name);
    }
    // The values before it, where nobody else has written since; the first write of a cell in
    // the operation holds its value before the whole operation.
    ClientOp back;
    back.kind = ClientOp::Kind::Edit;
    back.n = op.n;
    back.epoch = epoch_;
    std::unordered_set<std::uint64_t> written;
    std::unordered_set<TileIndex> restoredTiles, leftTiles;
    for (const Write& w : target->writes) {
        const std::uint64_t key = cellKey(w.tile, w.field);
        if (!written.insert(key).second)
            continue;
        if (taken.count(key)) {
            leftTiles.insert(w.tile);
            continue;
        }
        restoredTiles.insert(w.tile);
        back.runs.push_back({w.field, w.tile, {w.before}});
    }
    std::unordered_set<std::string> writtenKeys;
    for (const FooterBefore& f : target->footer) {
        if (writtenKeys.insert(f.key).second && !takenKeys.count(f.key))
            back.footer.push_back({f.key, f.before});
    }
    UndoCount count;
    for (TileIndex t : leftTiles) {
        if (!restoredTiles.count(t))
            ++count.left;
    }
    count.restored = restoredTiles.size();
    count.by = std::move(by);
    Outcome o = edit(author, name, client, back);
    o.undo = std::move(count);
    return o;
}

Outcome Authority::restructure(std::uint32_t author, const std::string& name, ClientId client,
                               const ClientOp& op) {
    const Restructure& s = op.shape;
    if (s.width < 1 || s.length < 1 || s.width > kMaxSide || s.length > kMaxSide)
        return refuse(client, op.n, "bad-size",
                      "a board is 1 to 255 tiles wide and long, not " + std::to_string(s.width) +
                          " × " + std::to_string(s.length));
    // The painted board is what is restructured; the rules then judge the new one.
    Board next = resizedBoard(paintedBoard(), s.width, s.length, s.offsetX, s.offsetY);
    if (next.variant() != s.variant)
        next = convertBoard(next, s.variant).board;
    next.setHeaderBits(s.headerBits);
    live_.reset();
    if (rules_) {
        auto compiled = RuleSet::parse(rulesJson_, next.fields(), tileShapeOf(next));
        if (auto* set = std::get_if<RuleSet>(&compiled))
            rules_ = std::make_unique<RuleSet>(std::move(*set));
        else
            rules_.reset(); // the rules no longer fit the board's fields: off, for everyone alike
    }
    startRules(next);
    ++epoch_;
    Record record;
    record.name = name;
    Applied a;
    a.author = author;
    a.shape = s;
    a.board = writeBoard(board_);
    return keep(std::move(record), std::move(a), client, op.n);
}

std::optional<std::vector<const std::vector<std::uint8_t>*>>
Authority::since(std::uint64_t seq) const {
    if (seq > seq_ || seq_ - seq > history_.size())
        return std::nullopt;
    std::vector<const std::vector<std::uint8_t>*> out;
    out.reserve(static_cast<std::size_t>(seq_ - seq));
    for (std::size_t k = history_.size() - static_cast<std::size_t>(seq_ - seq);
         k < history_.size(); ++k)
        out.push_back(&history_[k].frame);
    return out;
}

} // namespace gbxx::live
