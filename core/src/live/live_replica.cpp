#include "gbxx/live/live_replica.h"

#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "gbxx/live/live_wire.h"

#include <algorithm>
#include <cstring>

namespace gbxx::live {
namespace {

// Whether the server will apply this write; a replica covers only what it shows.
bool fits(const Board& board, const FieldRun& run, std::size_t k) {
    const auto fields = board.fields();
    return run.field < fields.size() && std::uint64_t{run.first} + k < board.tileCount() &&
           run.values[k] <= fields[run.field].maxValue();
}

bool isFooterText(std::string_view key) {
    const FooterField* field = findFooterField(key);
    return field && field->kind == FooterField::Kind::Text;
}

} // namespace

Replica::Replica(Board confirmed, std::uint64_t seq, std::uint32_t epoch, ClientId client,
                 std::uint64_t nextN)
    : confirmed_(confirmed)
    , shown_(std::move(confirmed))
    , digest_(confirmed_)
    , seq_(seq)
    , epoch_(epoch)
    , client_(client)
    , nextN_(std::max<std::uint64_t>(nextN, 1)) {}

void Replica::cover(const ClientOp& op) {
    const auto fields = shown_.fields();
    for (const FieldRun& run : op.runs) {
        for (std::size_t k = 0; k < run.values.size(); ++k) {
            if (!fits(shown_, run, k))
                continue;
            const TileIndex i = run.first + static_cast<TileIndex>(k);
            std::vector<Cover>& covers = covers_[i];
            auto it = std::find_if(covers.begin(), covers.end(),
                                   [&](const Cover& c) { return c.field == run.field; });
            if (it == covers.end())
                covers.push_back({run.field, run.values[k], 1});
            else {
                it->value = run.values[k];
                ++it->count;
            }
            shown_.setTileRaw(i, fields[run.field].write(shown_.tile(i), run.values[k]));
        }
    }
    for (const FooterWrite& f : op.footer) {
        if (!isFooterText(f.key) || shown_.footer().setText(footerField(f.key), f.text))
            continue; // refused by the server too
        auto& c = footerCovers_[f.key];
        c.first = f.text;
        ++c.second;
    }
}

void Replica::uncover(const ClientOp& op, std::vector<TileIndex>& tiles) {
    for (const FieldRun& run : op.runs) {
        for (std::size_t k = 0; k < run.values.size(); ++k) {
            if (!fits(shown_, run, k))
                continue;
            const TileIndex i = run.first + static_cast<TileIndex>(k);
            const auto at = covers_.find(i);
            if (at == covers_.end())
                continue;
            std::vector<Cover>& covers = at->second;
            auto it = std::find_if(covers.begin(), covers.end(),
                                   [&](const Cover& c) { return c.field == run.field; });
            if (it == covers.end())
                continue;
            if (--it->count == 0) {
                covers.erase(it);
                if (covers.empty())
                    covers_.erase(at);
            }
            tiles.push_back(i);
        }
    }
    for (const FooterWrite& f : op.footer) {
        const auto it = footerCovers_.find(f.key);
        if (it != footerCovers_.end() && --it->second.second == 0)
            footerCovers_.erase(it);
    }
}

void Replica::showTile(TileIndex i) {
    std::uint64_t value = confirmed_.tile(i);
    const auto at = covers_.find(i);
    if (at != covers_.end()) {
        const auto fields = shown_.fields();
        for (const Cover& c : at->second)
            value = fields[c.field].write(value, c.value);
    }
    shown_.setTileRaw(i, value);
}

void Replica::showFooter() {
    shown_.footer() = confirmed_.footer();
    for (const auto& [key, cover] : footerCovers_)
        shown_.footer().setText(footerField(key), cover.first);
}

void Replica::showAll() {
    shown_ = confirmed_;
    covers_.clear();
    footerCovers_.clear();
    for (const ClientOp& op : pending_)
        cover(op);
}

const ClientOp& Replica::edit(std::vector<FieldRun> runs, std::vector<FooterWrite> footer) {
    ClientOp op;
    op.kind = ClientOp::Kind::Edit;
    op.n = nextN_++;
    op.epoch = epoch_;
    op.runs = std::move(runs);
    op.footer = std::move(footer);
    pending_.push_back(std::move(op));
    cover(pending_.back());
    return pending_.back();
}

const ClientOp& Replica::undo(std::uint64_t n) {
    ClientOp op;
    op.kind = ClientOp::Kind::Undo;
    op.n = nextN_++;
    op.epoch = epoch_;
    op.target = n;
    pending_.push_back(std::move(op));
    return pending_.back();
}

const ClientOp& Replica::restructure(const Restructure& shape) {
    ClientOp op;
    op.kind = ClientOp::Kind::Restructure;
    op.n = nextN_++;
    op.epoch = epoch_;
    op.shape = shape;
    pending_.push_back(std::move(op));
    return pending_.back();
}

std::vector<ClientOp> Replica::outgoing() {
    std::vector<ClientOp> out;
    for (const ClientOp& op : pending_) {
        if (op.n > sentUpTo_)
            out.push_back(op);
    }
    if (!pending_.empty())
        sentUpTo_ = std::max(sentUpTo_, pending_.back().n);
    return out;
}

void Replica::outOfSync(std::string why) {
    if (why_.empty())
        why_ = std::move(why);
}

std::vector<TileIndex> Replica::receive(const Applied& a) {
    std::vector<TileIndex> changed;
    if (!inSync())
        return changed;
    if (a.seq != seq_ + 1) {
        outOfSync("operation " + std::to_string(a.seq) + " came after " + std::to_string(seq_));
        return changed;
    }
    if (a.board) {
        ReadResult read = readBoard(*a.board);
        if (!read.board) {
            outOfSync("the restructured board " + std::to_string(a.seq) + " does not read");
            return changed;
        }
        const Board before = confirmed_;
        confirmed_ = std::move(*read.board);
        digest_ = BoardDigest(confirmed_);
        seq_ = a.seq;
        epoch_ = a.epoch;
        if (digest_.value() != a.digest) {
            outOfSync("the restructured board " + std::to_string(a.seq) + " is not the server's");
            return changed;
        }
        if (a.client == client_)
            while (!pending_.empty() && pending_.front().n <= a.n)
                pending_.pop_front();
        rebase(before, a.shape ? &*a.shape : nullptr);
        showAll();
        changed.resize(shown_.tileCount());
        for (TileIndex i = 0; i < changed.size(); ++i)
            changed[i] = i;
        return changed;
    }
    const std::size_t count = confirmed_.tileCount();
    for (const TileFlip& t : a.tiles) {
        if (t.index >= count) {
            outOfSync("operation " + std::to_string(a.seq) + " changes a tile past the board");
            return {};
        }
    }
    for (const TileFlip& t : a.tiles) {
        const std::uint64_t before = confirmed_.tile(t.index);
        confirmed_.setTileRaw(t.index, before ^ t.flip);
        digest_.change(t.index, before, confirmed_.tile(t.index));
    }
    bool footer = false;
    for (const FooterWrite& f : a.footer) {
        if (isFooterText(f.key) && !confirmed_.footer().setText(footerField(f.key), f.text))
            footer = true;
    }
    if (footer)
        digest_.frameChanged(confirmed_);
    seq_ = a.seq;
    if (digest_.value() != a.digest) {
        outOfSync("after operation " + std::to_string(a.seq) + " this board is not the server's");
        return {};
    }
    std::vector<TileIndex> touched;
    touched.reserve(a.tiles.size());
    for (const TileFlip& t : a.tiles)
        touched.push_back(t.index);
    if (a.client == client_)
        footer = liftUpTo(a.n, touched) || footer;
    return reshow(touched, footer);
}

bool Replica::liftUpTo(std::uint64_t n, std::vector<TileIndex>& touched) {
    bool footer = false;
    while (!pending_.empty() && pending_.front().n <= n) {
        footer = footer || !pending_.front().footer.empty();
        uncover(pending_.front(), touched);
        pending_.pop_front();
    }
    return footer;
}

std::vector<TileIndex> Replica::reshow(const std::vector<TileIndex>& touched, bool footer) {
    std::vector<TileIndex> changed;
    for (TileIndex i : touched) {
        const std::uint64_t before = shown_.tile(i);
        showTile(i);
        if (shown_.tile(i) != before)
            changed.push_back(i);
    }
    if (footer)
        showFooter();
    std::sort(changed.begin(), changed.end());
    changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
    return changed;
}

std::vector<TileIndex> Replica::refused(std::uint64_t n) {
    std::vector<TileIndex> touched;
    const auto it = std::find_if(pending_.begin(), pending_.end(),
                                 [n](const ClientOp& op) { return op.n == n; });
    if (it == pending_.end())
        return {};
    const bool footer = !it->footer.empty();
    uncover(*it, touched);
    pending_.erase(it);
    return reshow(touched, footer);
}

void Replica::resumed(std::uint64_t lastSeen) {
    std::vector<TileIndex> touched;
    const bool footer = liftUpTo(lastSeen, touched);
    reshow(touched, footer);
}

void Replica::reset(Board confirmed, std::uint64_t seq, std::uint32_t epoch,
                    std::uint64_t lastSeen) {
    while (!pending_.empty() && pending_.front().n <= lastSeen)
        pending_.pop_front();
    const Board before = confirmed_;
    const bool moved = epoch != epoch_;
    confirmed_ = std::move(confirmed);
    digest_ = BoardDigest(confirmed_);
    seq_ = seq;
    epoch_ = epoch;
    nextN_ = std::max(nextN_, lastSeen + 1);
    why_.clear();
    if (moved)
        rebase(before, nullptr);
    showAll();
}

// A pending edit of an earlier epoch, re-based: its writes go to the same (x, y) moved by the
// restructure's offset and to the field of the same key, where those still exist; undo and
// restructures of an earlier epoch are refused by the server and dropped here.
void Replica::rebase(const Board& before, const Restructure* shape) {
    std::deque<ClientOp> kept;
    const auto oldFields = before.fields();
    const int dx = shape ? shape->offsetX : 0, dy = shape ? shape->offsetY : 0;
    for (ClientOp& op : pending_) {
        if (op.epoch == epoch_) {
            kept.push_back(std::move(op));
            continue;
        }
        if (op.kind != ClientOp::Kind::Edit)
            continue;
        ClientOp moved;
        moved.kind = ClientOp::Kind::Edit;
        moved.epoch = epoch_;
        moved.footer = std::move(op.footer);
        for (const FieldRun& run : op.runs) {
            if (run.field >= oldFields.size())
                continue;
            const FieldSpec* field = confirmed_.field(oldFields[run.field].key);
            if (!field)
                continue;
            const auto number = static_cast<std::uint8_t>(field - confirmed_.fields().data());
            for (std::size_t k = 0; k < run.values.size(); ++k) {
                const std::uint64_t i = std::uint64_t{run.first} + k;
                if (i >= before.tileCount() || run.values[k] > field->maxValue())
                    continue;
                const int x = before.xOf(static_cast<TileIndex>(i)) + dx;
                const int y = before.yOf(static_cast<TileIndex>(i)) + dy;
                if (!confirmed_.contains(x, y))
                    continue;
                const TileIndex at = confirmed_.indexOf(x, y);
                if (!moved.runs.empty() && moved.runs.back().field == number &&
                    moved.runs.back().first + moved.runs.back().values.size() == at)
                    moved.runs.back().values.push_back(run.values[k]);
                else
                    moved.runs.push_back({number, at, {run.values[k]}});
            }
        }
        if (moved.runs.empty() && moved.footer.empty())
            continue;
        moved.n = nextN_++;
        kept.push_back(std::move(moved));
    }
    pending_ = std::move(kept);
}

namespace {

constexpr char kJournalMagic[8] = {'G', 'B', 'X', 'X', 'L', 'I', 'V', '1'};

void put64(std::vector<std::uint8_t>& out, std::uint64_t v) {
    for (int k = 0; k < 8; ++k)
        out.push_back(static_cast<std::uint8_t>(v >> (8 * k)));
}

bool get64(std::span<const std::uint8_t> bytes, std::size_t& at, std::uint64_t& v) {
    if (bytes.size() - at < 8)
        return false;
    v = 0;
    for (int k = 0; k < 8; ++k)
        v |= std::uint64_t{bytes[at + k]} << (8 * k);
    at += 8;
    return true;
}

} // namespace

// magic, client, next n, seq, epoch, the confirmed board's file (length, bytes), then each
// pending operation as its frame (length, bytes); all lengths and numbers 64-bit little-endian.
std::vector<std::uint8_t> Replica::journal() const {
    std::vector<std::uint8_t> out(kJournalMagic, kJournalMagic + 8);
    put64(out, client_);
    put64(out, nextN_);
    put64(out, seq_);
    put64(out, epoch_);
    const std::vector<std::uint8_t> board = writeBoard(confirmed_);
    put64(out, board.size());
    out.insert(out.end(), board.begin(), board.end());
    put64(out, pending_.size());
    for (const ClientOp& op : pending_) {
        const std::vector<std::uint8_t> frame = encodeClientOp(op);
        put64(out, frame.size());
        out.insert(out.end(), frame.begin(), frame.end());
    }
    return out;
}

std::variant<Replica, std::string> Replica::fromJournal(std::span<const std::uint8_t> bytes) {
    const std::string bad = "the live journal is damaged or not a journal";
    if (bytes.size() < 8 || std::memcmp(bytes.data(), kJournalMagic, 8) != 0)
        return bad;
    std::size_t at = 8;
    std::uint64_t client, nextN, seq, epoch, size;
    if (!get64(bytes, at, client) || !get64(bytes, at, nextN) || !get64(bytes, at, seq) ||
        !get64(bytes, at, epoch) || !get64(bytes, at, size) || size > bytes.size() - at ||
        epoch > UINT32_MAX)
        return bad;
    ReadResult read = readBoard(bytes.subspan(at, static_cast<std::size_t>(size)));
    if (!read.board)
        return bad;
    at += static_cast<std::size_t>(size);
    Replica replica(std::move(*read.board), seq, static_cast<std::uint32_t>(epoch), client, nextN);
    std::uint64_t count;
    if (!get64(bytes, at, count) || count > bytes.size())
        return bad;
    for (std::uint64_t k = 0; k < count; ++k) {
        if (!get64(bytes, at, size) || size > bytes.size() - at)
            return bad;
        auto op = decodeClientOp(bytes.subspan(at, static_cast<std::size_t>(size)));
        at += static_cast<std::size_t>(size);
        if (auto* why = std::get_if<std::string>(&op))
            return bad + ": " + *why;
        replica.pending_.push_back(std::move(std::get<ClientOp>(op)));
    }
    if (at != bytes.size())
        return bad;
    replica.showAll();
    return replica;
}

} // namespace gbxx::live
