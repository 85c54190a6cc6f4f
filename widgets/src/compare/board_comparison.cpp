#include "widgets/compare/board_comparison.h"

#include "io/board_file.h"
#include "text/qt_text.h"
#include "widgets/document/board_document.h"

#include <algorithm>

namespace gbxx {

BoardComparison::BoardComparison(BoardDocument& document, Other other)
    : QObject(&document)
    , document_(document)
    , other_(std::move(other))
    , otherHere_(other_.board) {}

BoardComparison* BoardComparison::start(BoardDocument& document, Other other, QString* whyNot) {
    BoardComparison* before = of(&document);
    auto* comparison = new BoardComparison(document, std::move(other));
    if (!comparison->adopt(whyNot)) {
        delete comparison;
        return nullptr;
    }
    if (before)
        before->end();
    comparison->compareAll();
    connect(&document, &BoardDocument::changed, comparison, &BoardComparison::documentChanged);
    return comparison;
}

BoardComparison* BoardComparison::of(const BoardDocument* document) {
    if (!document)
        return nullptr;
    for (QObject* child : document->children())
        if (auto* comparison = qobject_cast<BoardComparison*>(child);
            comparison && !comparison->ending_)
            return comparison;
    return nullptr;
}

void BoardComparison::end() {
    ending_ = true; // of() no longer finds it while ended() is handled
    disconnect(&document_, nullptr, this, nullptr);
    emit ended();
    deleteLater();
}

bool BoardComparison::adopt(QString* whyNot) {
    const Board& mine = document_.board();
    const Board& other = other_.board;
    if (other.variant() == mine.variant() && &other.layout() == &mine.layout()) {
        otherHere_ = other;
        converted_ = false;
        loss_ = {};
        return true;
    }
    // The conversion writes today's layout: a board still read in an older one has no way to hold
    // another layout's values.
    if (!mine.layout().isDefault()) {
        if (whyNot)
            *whyNot = tr("this board is read in layout %1: it can be compared only with boards of "
                         "that layout and tile size (Board ▸ Convert This Board To brings it to "
                         "today's layout)")
                          .arg(qs(mine.layout().name));
        return false;
    }
    Conversion conversion = convertBoard(other, mine.variant());
    otherHere_ = std::move(conversion.board);
    loss_ = std::move(conversion.report);
    converted_ = true;
    return true;
}

void BoardComparison::compareAll() {
    const Board& mine = document_.board();
    diff_ = diffBoards(mine, otherHere_);
    commonWidth_ = std::min(mine.width(), otherHere_.width());
    commonLength_ = std::min(mine.length(), otherHere_.length());
    fieldBits_ = 0;
    for (const FieldSpec& f : mine.fields())
        fieldBits_ |= f.mask();
    differing_.assign(mine.tileCount(), 0);
    for (const TileDifference& d : diff_.tiles)
        differing_[mine.indexOf(d.x, d.y)] = (d.a ^ d.b) & fieldBits_;
    differingCount_ = diff_.tiles.size();
    // The tiles are kept per tile from here on, and edits keep them current; the list and its
    // counts would only go stale.
    diff_.tiles.clear();
    diff_.tiles.shrink_to_fit();
    diff_.tilesPerField.clear();
    emit updated(true, {});
}

bool BoardComparison::inCommon(TileIndex tile) const {
    const Board& mine = document_.board();
    return tile < mine.tileCount() && mine.xOf(tile) < commonWidth_ &&
           mine.yOf(tile) < commonLength_;
}

std::optional<std::uint64_t> BoardComparison::otherTile(TileIndex tile) const {
    if (!inCommon(tile))
        return std::nullopt;
    const Board& mine = document_.board();
    return otherHere_.tile(otherHere_.indexOf(mine.xOf(tile), mine.yOf(tile)));
}

void BoardComparison::documentChanged(const DocumentChange& change) {
    const bool saved = change.has(DocumentChange::Modified) && !document_.isModified();
    if (other_.source == Source::SavedVersion && (saved || change.has(DocumentChange::FilePath))) {
        rereadSavedVersion();
        return;
    }
    if (change.has(DocumentChange::Board) || change.has(DocumentChange::Header) ||
        change.has(DocumentChange::Footer)) {
        const Board& mine = document_.board();
        const bool otherTerms =
            mine.variant() != otherHere_.variant() || &mine.layout() != &otherHere_.layout();
        QString whyNot;
        if (otherTerms && !adopt(&whyNot)) {
            end(); // the board was converted to an older layout: nothing to compare in
            return;
        }
        compareAll();
        return;
    }
    if (change.has(DocumentChange::Tiles))
        updateTiles(change.tiles);
    if (change.has(DocumentChange::Fields)) // the same differences, listed by other fields
        emit updated(true, {});
}

void BoardComparison::updateTiles(const std::vector<TileIndex>& tiles) {
    const Board& mine = document_.board();
    for (TileIndex t : tiles) {
        if (!inCommon(t))
            continue;
        const std::uint64_t other = otherHere_.tile(otherHere_.indexOf(mine.xOf(t), mine.yOf(t)));
        const std::uint64_t now = (mine.tile(t) ^ other) & fieldBits_;
        if ((differing_[t] != 0) != (now != 0))
            differingCount_ += now != 0 ? 1 : std::size_t(-1);
        differing_[t] = now;
    }
    emit updated(false, tiles);
}

void BoardComparison::rereadSavedVersion() {
    const QString path = document_.filePath();
    if (path.isEmpty())
        return;
    LoadedBoard loaded = loadBoard(path, document_.fileLayout());
    if (!loaded.board)
        return; // the file went: the version read before stays the saved one
    other_.board = std::move(*loaded.board);
    other_.path = path;
    if (!adopt(nullptr)) {
        end();
        return;
    }
    compareAll();
}

std::vector<std::size_t> BoardComparison::tilesPerField(std::span<const FieldSpec> fields) const {
    std::vector<std::size_t> counts(fields.size(), 0);
    for (std::uint64_t bits : differing_) {
        if (!bits)
            continue;
        for (std::size_t k = 0; k < fields.size(); ++k)
            if (bits & fields[k].mask())
                ++counts[k];
    }
    return counts;
}

std::vector<TileIndex> BoardComparison::tilesDiffering(std::uint64_t mask) const {
    std::vector<TileIndex> tiles;
    for (std::size_t t = 0; t < differing_.size(); ++t)
        if (differing_[t] & mask)
            tiles.push_back(static_cast<TileIndex>(t));
    return tiles;
}

bool BoardComparison::identical() const {
    return differingCount_ == 0 && !diff_.sizeDiffers() && diff_.header.empty() &&
           diff_.footer.empty();
}

std::optional<TileIndex> BoardComparison::step(int from, bool backward) const {
    if (differingCount_ == 0)
        return std::nullopt;
    const long long count = static_cast<long long>(differing_.size());
    long long t = from < 0 ? (backward ? count : -1) : from;
    for (long long k = 0; k < count; ++k) {
        t = backward ? (t - 1 + count) % count : (t + 1) % count;
        if (differing_[static_cast<std::size_t>(t)])
            return static_cast<TileIndex>(t);
    }
    return std::nullopt;
}

ChangeSet BoardComparison::planTaking(std::span<const TileIndex> tiles, std::uint64_t mask) const {
    const Board& mine = document_.board();
    ChangeSet changes;
    for (TileIndex t : tiles) {
        const std::optional<std::uint64_t> other = otherTile(t);
        if (!other)
            continue;
        const std::uint64_t before = mine.tile(t);
        changes.add(t, before, (before & ~mask) | (*other & mask));
    }
    return changes;
}

} // namespace gbxx
