#include "gbxx/live/live_wire.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace gbxx::live {
namespace {

class Writer {
public:
    void byte(std::uint8_t b) { out.push_back(b); }
    void varint(std::uint64_t v) {
        while (v >= 0x80) {
            out.push_back(static_cast<std::uint8_t>(v | 0x80));
            v >>= 7;
        }
        out.push_back(static_cast<std::uint8_t>(v));
    }
    void signedVarint(std::int64_t v) {
        varint((static_cast<std::uint64_t>(v) << 1) ^ static_cast<std::uint64_t>(v >> 63));
    }
    void fixed64(std::uint64_t v) {
        for (int k = 0; k < 8; ++k)
            out.push_back(static_cast<std::uint8_t>(v >> (8 * k)));
    }
    void raw(std::uint64_t v, std::size_t bytes) {
        for (std::size_t k = 0; k < bytes; ++k)
            out.push_back(static_cast<std::uint8_t>(v >> (8 * k)));
    }
    void text(const std::string& s) {
        varint(s.size());
        out.insert(out.end(), s.begin(), s.end());
    }
    std::vector<std::uint8_t> out;
};

// Reads until the first failure; every later read then fails too, so a decoder checks once.
class Reader {
public:
    explicit Reader(std::span<const std::uint8_t> bytes)
        : bytes_(bytes) {}
    bool ok() const { return ok_; }
    std::size_t left() const { return ok_ ? bytes_.size() - at_ : 0; }
    bool done() const { return ok_ && at_ == bytes_.size(); }
    std::uint8_t byte() {
        if (!ok_ || at_ >= bytes_.size())
            return fail(), 0;
        return bytes_[at_++];
    }
    std::uint64_t varint() {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            const std::uint8_t b = byte();
            if (!ok_)
                return 0;
            if (shift == 63 && b > 1)
                break; // more than 64 bits
            v |= std::uint64_t{b & 0x7Fu} << shift;
            if (!(b & 0x80))
                return v;
        }
        return fail(), 0;
    }
    std::int64_t signedVarint() {
        const std::uint64_t z = varint();
        return static_cast<std::int64_t>((z >> 1) ^ (~(z & 1) + 1));
    }
    std::uint64_t fixed64() { return raw(8); }
    std::uint64_t raw(std::size_t n) {
        if (left() < n)
            return fail(), 0;
        std::uint64_t v = 0;
        for (std::size_t k = 0; k < n; ++k)
            v |= std::uint64_t{bytes_[at_++]} << (8 * k);
        return v;
    }
    // A count of items each at least `leastBytes` long: never more than the bytes left allow.
    std::size_t count(std::size_t leastBytes) {
        const std::uint64_t n = varint();
        if (n > left() / leastBytes)
            return fail(), 0;
        return static_cast<std::size_t>(n);
    }
    std::string text(std::size_t most) {
        const std::uint64_t n = varint();
        if (n > most || n > left())
            return fail(), std::string();
        std::string s(reinterpret_cast<const char*>(bytes_.data() + at_), n);
        at_ += n;
        return s;
    }
    std::vector<std::uint8_t> rest() {
        if (!ok_)
            return {};
        std::vector<std::uint8_t> r(bytes_.begin() + static_cast<std::ptrdiff_t>(at_),
                                    bytes_.end());
        at_ = bytes_.size();
        return r;
    }

private:
    void fail() { ok_ = false; }
    std::span<const std::uint8_t> bytes_;
    std::size_t at_ = 0;
    bool ok_ = true;
};

// Footer keys and texts are short (the longest field holds 64 characters, 128 bytes of UTF-8);
// anything longer is not a footer write.
constexpr std::size_t kMostKeyBytes = 32;
constexpr std::size_t kMostTextBytes = 256;

void writeFooter(Writer& w, const std::vector<FooterWrite>& footer) {
    w.varint(footer.size());
    for (const FooterWrite& f : footer) {
        w.text(f.key);
        w.text(f.text);
    }
}

bool readFooter(Reader& r, std::vector<FooterWrite>& footer) {
    const std::size_t n = r.count(2);
    for (std::size_t k = 0; k < n && r.ok(); ++k) {
        FooterWrite f;
        f.key = r.text(kMostKeyBytes);
        f.text = r.text(kMostTextBytes);
        footer.push_back(std::move(f));
    }
    return r.ok();
}

std::string truncated(std::string_view what) {
    return "the " + std::string(what) + " frame is truncated or malformed";
}

} // namespace

std::vector<std::uint8_t> encodeClientOp(const ClientOp& op) {
    Writer w;
    w.byte(static_cast<std::uint8_t>(op.kind)); // FrameType's Edit, Undo, Restructure
    w.byte(kWireVersion);
    w.varint(op.n);
    w.varint(op.epoch);
    switch (op.kind) {
    case ClientOp::Kind::Edit:
        w.varint(op.runs.size());
        for (const FieldRun& run : op.runs) {
            w.byte(run.field);
            w.varint(run.first);
            w.varint(run.values.size());
            for (std::uint64_t v : run.values)
                w.varint(v);
        }
        writeFooter(w, op.footer);
        break;
    case ClientOp::Kind::Undo:
        w.varint(op.target);
        break;
    case ClientOp::Kind::Restructure:
        w.varint(static_cast<std::uint64_t>(op.shape.width));
        w.varint(static_cast<std::uint64_t>(op.shape.length));
        w.signedVarint(op.shape.offsetX);
        w.signedVarint(op.shape.offsetY);
        w.byte(static_cast<std::uint8_t>(op.shape.variant));
        w.varint(op.shape.headerBits);
        break;
    }
    return std::move(w.out);
}

std::variant<ClientOp, std::string> decodeClientOp(std::span<const std::uint8_t> frame) {
    if (frame.size() < 2)
        return std::string("a binary frame needs its type and version bytes");
    const std::uint8_t type = frame[0];
    if (type < 1 || type > 3)
        return "binary frame type " + std::to_string(type) + " is not an operation";
    if (frame[1] != kWireVersion)
        return "binary frame version " + std::to_string(frame[1]) + " is not " +
               std::to_string(kWireVersion);
    Reader r(frame.subspan(2));
    ClientOp op;
    op.kind = static_cast<ClientOp::Kind>(type);
    op.n = r.varint();
    const std::uint64_t epoch = r.varint();
    if (epoch > UINT32_MAX)
        return truncated("operation");
    op.epoch = static_cast<std::uint32_t>(epoch);
    switch (op.kind) {
    case ClientOp::Kind::Edit: {
        const std::size_t runs = r.count(3);
        for (std::size_t k = 0; k < runs && r.ok(); ++k) {
            FieldRun run;
            run.field = r.byte();
            const std::uint64_t first = r.varint();
            if (first > UINT32_MAX)
                return truncated("edit");
            run.first = static_cast<TileIndex>(first);
            const std::size_t values = r.count(1);
            run.values.reserve(values);
            for (std::size_t v = 0; v < values && r.ok(); ++v)
                run.values.push_back(r.varint());
            op.runs.push_back(std::move(run));
        }
        readFooter(r, op.footer);
        break;
    }
    case ClientOp::Kind::Undo:
        op.target = r.varint();
        break;
    case ClientOp::Kind::Restructure: {
        const std::uint64_t width = r.varint(), length = r.varint();
        const std::int64_t dx = r.signedVarint(), dy = r.signedVarint();
        const std::uint8_t variant = r.byte();
        const std::uint64_t header = r.varint();
        if (width > 255 || length > 255 || dx < -255 || dx > 255 || dy < -255 || dy > 255 ||
            header > 0xFFFF)
            return std::string("the restructure's size, offset or header is out of range");
        if (variant != 8 && variant != 16 && variant != 32 && variant != 64)
            return "tile size " + std::to_string(variant) + " is not 8, 16, 32 or 64";
        op.shape = {int(width),
                    int(length),
                    int(dx),
                    int(dy),
                    static_cast<Variant>(variant),
                    static_cast<std::uint16_t>(header)};
        break;
    }
    }
    if (!r.done())
        return truncated("operation");
    return op;
}

std::vector<std::uint8_t> encodeApplied(const Applied& a, std::size_t tileBytes) {
    Writer w;
    w.byte(static_cast<std::uint8_t>(a.board ? FrameType::AppliedBoard : FrameType::Applied));
    w.byte(kWireVersion);
    w.varint(a.seq);
    w.varint(a.epoch);
    w.varint(a.author);
    w.fixed64(a.client);
    w.varint(a.n);
    w.fixed64(a.digest);
    w.varint(a.tiles.size());
    std::int64_t previous = -1;
    const unsigned varintBytesMost = static_cast<unsigned>(tileBytes);
    for (const TileFlip& t : a.tiles) {
        const std::uint64_t gap = static_cast<std::uint64_t>(std::int64_t{t.index} - previous - 1);
        previous = t.index;
        // A flip in its varint form unless that is longer than the tile itself (high bits of a
        // wide tile): then the tile's own bytes, so that no tile costs more than its size plus
        // its gap.
        const unsigned significant = 64u - static_cast<unsigned>(std::countl_zero(t.flip | 1));
        const bool raw = (significant + 6) / 7 > varintBytesMost;
        w.varint((gap << 1) | (raw ? 1 : 0));
        if (raw)
            w.raw(t.flip, tileBytes);
        else
            w.varint(t.flip);
    }
    writeFooter(w, a.footer);
    if (a.board) {
        const Restructure s = a.shape.value_or(Restructure{});
        w.varint(static_cast<std::uint64_t>(s.width));
        w.varint(static_cast<std::uint64_t>(s.length));
        w.signedVarint(s.offsetX);
        w.signedVarint(s.offsetY);
        w.byte(static_cast<std::uint8_t>(s.variant));
        w.varint(s.headerBits);
        w.out.insert(w.out.end(), a.board->begin(), a.board->end());
    }
    return std::move(w.out);
}

std::variant<Applied, std::string> decodeApplied(std::span<const std::uint8_t> frame,
                                                 std::size_t tileBytes) {
    if (frame.size() < 2)
        return std::string("a binary frame needs its type and version bytes");
    const auto type = static_cast<FrameType>(frame[0]);
    if (type != FrameType::Applied && type != FrameType::AppliedBoard)
        return "binary frame type " + std::to_string(frame[0]) + " is not an applied operation";
    if (frame[1] != kWireVersion)
        return "binary frame version " + std::to_string(frame[1]) + " is not " +
               std::to_string(kWireVersion);
    Reader r(frame.subspan(2));
    Applied a;
    a.seq = r.varint();
    const std::uint64_t epoch = r.varint(), author = r.varint();
    a.client = r.fixed64();
    a.n = r.varint();
    a.digest = r.fixed64();
    if (epoch > UINT32_MAX || author > UINT32_MAX)
        return truncated("applied");
    a.epoch = static_cast<std::uint32_t>(epoch);
    a.author = static_cast<std::uint32_t>(author);
    const std::size_t tiles = r.count(2);
    a.tiles.reserve(tiles);
    std::uint64_t next = 0; // the lowest index the next tile may have
    const std::uint64_t tileMask =
        tileBytes >= 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * tileBytes)) - 1;
    for (std::size_t k = 0; k < tiles && r.ok(); ++k) {
        const std::uint64_t head = r.varint();
        const std::uint64_t index = next + (head >> 1);
        if (index > UINT32_MAX || index < next)
            return truncated("applied");
        const std::uint64_t flip = (head & 1) ? r.raw(tileBytes) : r.varint();
        if (flip & ~tileMask)
            return "a tile's change is wider than the board's " + std::to_string(tileBytes) +
                   "-byte tiles";
        a.tiles.push_back({static_cast<TileIndex>(index), flip});
        next = index + 1;
    }
    readFooter(r, a.footer);
    if (type == FrameType::AppliedBoard) {
        Restructure s;
        s.width = static_cast<int>(std::min<std::uint64_t>(r.varint(), 255));
        s.length = static_cast<int>(std::min<std::uint64_t>(r.varint(), 255));
        s.offsetX = static_cast<int>(std::clamp<std::int64_t>(r.signedVarint(), -255, 255));
        s.offsetY = static_cast<int>(std::clamp<std::int64_t>(r.signedVarint(), -255, 255));
        s.variant = static_cast<Variant>(r.byte());
        s.headerBits = static_cast<std::uint16_t>(r.varint());
        a.shape = s;
        a.board = r.rest();
    }
    if (!r.done())
        return truncated("applied");
    return a;
}

} // namespace gbxx::live
