#include "gbxx/board_patch.h"

#include "gbxx/codec.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>

namespace gbxx {
namespace {

// docs/patch-format.md: the fixed part is magic, version, N, W, L, the two SHA-256s and the flags.
constexpr std::uint8_t kMagic[4] = {'G', 'B', 'X', 'P'};
constexpr std::size_t kFixedBytes = 4 + 1 + 3 + 32 + 32 + 1;
constexpr std::uint8_t kHeaderChanged = 0x01;
// Every number a patch holds is below 2^21 (at most 65,025 tiles), so three varint bytes.
constexpr int kMaxVarintBytes = 3;

void putVarint(std::vector<std::uint8_t>& out, std::uint32_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(v | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(v));
}

// The runs of differing units (tiles of `unit` bytes, or footer bytes) of `a` and `b`, each written
// as gap since the previous run's end, count − 1 and `b`'s bytes; the number of runs first.
std::size_t putRuns(std::vector<std::uint8_t>& out, const std::uint8_t* a, const std::uint8_t* b,
                    std::size_t units, std::size_t unit) {
    // The count is known only once the runs are found: a placeholder of the largest size would
    // break the size bound, so the runs go to a buffer first.
    thread_local std::vector<std::uint8_t> runs;
    runs.clear();
    std::size_t count = 0, end = 0, i = 0;
    const auto same = [&](std::size_t k) {
        return unit == 8 ? std::memcmp(a + 8 * k, b + 8 * k, 8) == 0
                         : std::memcmp(a + k * unit, b + k * unit, unit) == 0;
    };
    while (i < units) {
        // Skip equal units eight tiles' bytes at a time where the whole stretch is equal.
        while (i + 8 <= units && std::memcmp(a + i * unit, b + i * unit, 8 * unit) == 0)
            i += 8;
        while (i < units && same(i))
            ++i;
        if (i == units)
            break;
        std::size_t j = i + 1;
        while (j < units && !same(j))
            ++j;
        putVarint(runs, static_cast<std::uint32_t>(i - end));
        putVarint(runs, static_cast<std::uint32_t>(j - i - 1));
        runs.insert(runs.end(), b + i * unit, b + j * unit);
        ++count;
        end = i = j;
    }
    putVarint(out, static_cast<std::uint32_t>(count));
    out.insert(out.end(), runs.begin(), runs.end());
    return count;
}

// The SHA-256 of the board's file bytes (writeBoard's) from where they are, without a copy.
Sha256 fileHash(const Board& board) {
    std::uint8_t header[kHeaderBytes];
    const std::string_view label = labelOf(board.variant()); // "GB64": H1, H2
    std::copy(label.begin(), label.end(), header);
    header[4] = static_cast<std::uint8_t>(board.width());
    header[5] = static_cast<std::uint8_t>(board.length());
    header[6] = static_cast<std::uint8_t>(board.headerBits());
    header[7] = static_cast<std::uint8_t>(board.headerBits() >> 8);
    Sha256Hasher hasher;
    hasher.add(header);
    hasher.add(board.body());
    hasher.add(board.footer().bytes());
    return hasher.finish();
}

std::string patchSizeText(const Board& b) {
    return std::to_string(b.width()) + "x" + std::to_string(b.length());
}

std::optional<Message> whyNoPatch(const Board& base, const Board& target) {
    if (target.width() != base.width() || target.length() != base.length())
        return Message{"patch.size", {patchSizeText(target), patchSizeText(base)}};
    if (target.variant() != base.variant())
        return Message{
            "patch.tileSize",
            {std::string(labelOf(target.variant())), std::string(labelOf(base.variant()))}};
    if (&target.layout() != &base.layout())
        return Message{"patch.layout",
                       {std::string(target.layout().name), std::string(base.layout().name)}};
    return std::nullopt;
}

// One run as read: `units` new units starting at unit `first`, their bytes at `bytes`.
struct Run {
    std::size_t first;
    std::size_t units;
    const std::uint8_t* bytes;
};

// A patch read and checked, its runs pointing into the patch's bytes.
struct ParsedPatch {
    PatchSummary summary;
    std::uint16_t headerXor = 0;
    std::vector<Run> footer;
    std::vector<Run> tiles;
};

Message damaged(std::string_view id, std::vector<std::string> args, std::uint32_t numbers) {
    Message m{id, std::move(args)};
    m.numberArgs = numbers;
    return m;
}

class Reader {
public:
    explicit Reader(std::span<const std::uint8_t> bytes)
        : bytes_(bytes) {}
    std::size_t at() const { return at_; }
    std::size_t left() const { return bytes_.size() - at_; }
    const std::uint8_t* take(std::size_t n) {
        if (n > left())
            return nullptr;
        at_ += n;
        return bytes_.data() + at_ - n;
    }
    // Nothing, and `error` set, for a varint cut short or longer than three bytes.
    std::optional<std::uint32_t> varint(std::optional<Message>& error) {
        std::uint32_t v = 0;
        for (int k = 0; k < kMaxVarintBytes; ++k) {
            if (at_ == bytes_.size()) {
                error = cutShort();
                return std::nullopt;
            }
            const std::uint8_t b = bytes_[at_++];
            v |= std::uint32_t{b & 0x7fu} << (7 * k);
            if (!(b & 0x80))
                return v;
        }
        error = damaged("patch.badNumber", {std::to_string(at_ - kMaxVarintBytes)}, 1);
        return std::nullopt;
    }
    Message cutShort() const {
        return damaged("patch.truncated", {std::to_string(bytes_.size())}, 1);
    }

private:
    std::span<const std::uint8_t> bytes_;
    std::size_t at_ = 0;
};

// Reads a run list over `units` units of `unit` bytes; `pastEnd` is the message for a run that
// leaves them. Counts are checked against the units and the bytes left before anything is kept,
// so a lying count can neither read past the patch nor allocate for runs that are not there.
std::optional<Message> readRuns(Reader& in, std::size_t units, std::size_t unit,
                                std::string_view pastEnd, std::vector<Run>& runs) {
    std::optional<Message> error;
    const auto count = in.varint(error);
    if (!count)
        return error;
    // A run takes at least three bytes (gap, count, one unit's byte).
    if (*count > units)
        return damaged(pastEnd, {std::to_string(in.at()), std::to_string(units)}, 3);
    if (std::size_t{*count} * 3 > in.left())
        return in.cutShort();
    runs.reserve(*count);
    std::size_t end = 0;
    for (std::uint32_t r = 0; r < *count; ++r) {
        const std::size_t runAt = in.at();
        const auto gap = in.varint(error);
        if (!gap)
            return error;
        const auto more = in.varint(error);
        if (!more)
            return error;
        const std::size_t first = end + *gap, n = std::size_t{*more} + 1;
        if (first + n > units)
            return damaged(pastEnd, {std::to_string(runAt), std::to_string(units)}, 3);
        const std::uint8_t* bytes = in.take(n * unit);
        if (!bytes)
            return in.cutShort();
        runs.push_back({first, n, bytes});
        end = first + n;
    }
    return std::nullopt;
}

std::variant<ParsedPatch, Message> parsePatch(std::span<const std::uint8_t> patch) {
    Reader in(patch);
    const std::size_t magicBytes = std::min<std::size_t>(patch.size(), 4);
    if (!std::equal(patch.begin(), patch.begin() + magicBytes, kMagic) || patch.empty()) {
        std::string start;
        for (std::size_t k = 0; k < magicBytes; ++k) {
            static constexpr char kDigits[] = "0123456789ABCDEF";
            start += (k ? " " : "") + std::string{kDigits[patch[k] >> 4], kDigits[patch[k] & 15]};
        }
        return Message{"patch.notPatch", {start.empty() ? std::string("-") : start}};
    }
    if (patch.size() < 5)
        return in.cutShort();
    if (patch[4] != kPatchVersion)
        return damaged("patch.version", {std::to_string(patch[4])}, 0);
    const std::uint8_t* fixed = in.take(kFixedBytes);
    if (!fixed)
        return in.cutShort();
    ParsedPatch p;
    PatchSummary& s = p.summary;
    s.tileBytes = fixed[5];
    s.width = fixed[6];
    s.length = fixed[7];
    const int n = s.tileBytes;
    if ((n != 1 && n != 2 && n != 4 && n != 8) || s.width == 0 || s.length == 0)
        return damaged("patch.badShape",
                       {std::to_string(s.width), std::to_string(s.length), std::to_string(n)}, 0);
    std::copy(fixed + 8, fixed + 40, s.base.begin());
    std::copy(fixed + 40, fixed + 72, s.result.begin());
    const std::uint8_t flags = fixed[72];
    if (flags & ~kHeaderChanged)
        return damaged("patch.badFlags", {std::to_string(flags), std::to_string(72)}, 0);
    if (flags & kHeaderChanged) {
        const std::uint8_t* h = in.take(2);
        if (!h)
            return in.cutShort();
        p.headerXor = static_cast<std::uint16_t>(h[0] | h[1] << 8);
    }
    if (auto error = readRuns(in, kFooterBytes, 1, "patch.footerPastEnd", p.footer))
        return *error;
    const std::size_t tiles = static_cast<std::size_t>(s.width) * s.length;
    if (auto error = readRuns(in, tiles, static_cast<std::size_t>(n), "patch.pastEnd", p.tiles))
        return *error;
    if (in.left() > 0)
        return damaged("patch.trailing", {std::to_string(in.left())}, 1);

    s.runs = p.tiles.size();
    for (const Run& r : p.tiles)
        s.tiles += r.units;
    for (const FieldSpec& f : defaultLayout().header)
        if (p.headerXor & f.mask())
            s.headerKeys.push_back(f.key);
    for (const FooterField& f : footerFields())
        if (std::any_of(p.footer.begin(), p.footer.end(), [&](const Run& r) {
                return r.first < std::size_t{f.offset} + f.length && f.offset < r.first + r.units;
            }))
            s.footerKeys.push_back(f.key);
    return p;
}

} // namespace

std::variant<std::vector<std::uint8_t>, Message> makePatch(const Board& base, const Board& target) {
    if (auto why = whyNoPatch(base, target))
        return *why;
    std::vector<std::uint8_t> out;
    const std::size_t unit = tileBytes(base.variant());
    out.reserve(kFixedBytes + 64);
    out.insert(out.end(), std::begin(kMagic), std::end(kMagic));
    out.push_back(kPatchVersion);
    out.push_back(static_cast<std::uint8_t>(unit));
    out.push_back(static_cast<std::uint8_t>(base.width()));
    out.push_back(static_cast<std::uint8_t>(base.length()));
    const Sha256 baseHash = fileHash(base), resultHash = fileHash(target);
    out.insert(out.end(), baseHash.begin(), baseHash.end());
    out.insert(out.end(), resultHash.begin(), resultHash.end());
    // Header bytes 0-5 are the shape, equal by now; only bytes 6-7 can differ, sent as their XOR
    // so that `show` can name the keys without the base.
    const std::uint16_t headerXor = base.headerBits() ^ target.headerBits();
    out.push_back(headerXor ? kHeaderChanged : 0);
    if (headerXor) {
        out.push_back(static_cast<std::uint8_t>(headerXor));
        out.push_back(static_cast<std::uint8_t>(headerXor >> 8));
    }
    putRuns(out, base.footer().bytes().data(), target.footer().bytes().data(), kFooterBytes, 1);
    putRuns(out, base.body().data(), target.body().data(), base.tileCount(), unit);
    return out;
}

std::variant<Board, Message> applyPatch(const Board& base, std::span<const std::uint8_t> patch) {
    auto parsed = parsePatch(patch);
    if (const Message* why = std::get_if<Message>(&parsed))
        return *why;
    const ParsedPatch& p = std::get<ParsedPatch>(parsed);
    const PatchSummary& s = p.summary;
    const std::size_t unit = tileBytes(base.variant());
    if (s.width != base.width() || s.length != base.length() ||
        static_cast<std::size_t>(s.tileBytes) != unit)
        return Message{"patch.otherShape",
                       {std::to_string(s.width), std::to_string(s.length),
                        std::to_string(8 * s.tileBytes), patchSizeText(base),
                        std::string(labelOf(base.variant()))}};
    const Sha256 baseHash = fileHash(base);
    if (baseHash != s.base)
        return Message{"patch.wrongBase", {hexOf(s.base), hexOf(baseHash)}};
    std::vector<std::uint8_t> bytes = writeBoard(base);
    bytes[6] ^= static_cast<std::uint8_t>(p.headerXor);
    bytes[7] ^= static_cast<std::uint8_t>(p.headerXor >> 8);
    const std::size_t footerAt = kHeaderBytes + base.tileCount() * unit;
    for (const Run& r : p.footer)
        std::copy(r.bytes, r.bytes + r.units, bytes.begin() + footerAt + r.first);
    for (const Run& r : p.tiles)
        std::copy(r.bytes, r.bytes + r.units * unit, bytes.begin() + kHeaderBytes + r.first * unit);
    const Sha256 resultHash = sha256(bytes);
    if (resultHash != s.result)
        return Message{"patch.wrongResult", {hexOf(resultHash), hexOf(s.result)}};
    ReadResult read = readBoard(bytes, base.layout());
    return std::move(*read.board); // the shape is base's: every such file reads
}

std::variant<PatchSummary, Message> describePatch(std::span<const std::uint8_t> patch) {
    auto parsed = parsePatch(patch);
    if (Message* why = std::get_if<Message>(&parsed))
        return std::move(*why);
    return std::move(std::get<ParsedPatch>(parsed).summary);
}

} // namespace gbxx
