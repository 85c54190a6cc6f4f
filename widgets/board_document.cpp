#include "board_document.h"

#include "board_commands.h"
#include "edit_command.h"

#include <QFileInfo>

namespace gbxx {

BoardDocument::BoardDocument(Board board, QObject* parent)
    : QObject(parent)
    , board_(std::move(board)) {}

void BoardDocument::setFilePath(const QString& path) {
    if (path == filePath_)
        return;
    filePath_ = path;
    emit filePathChanged(path);
}

QString BoardDocument::displayName() const {
    return filePath_.isEmpty() ? tr("Untitled") : QFileInfo(filePath_).fileName();
}

void BoardDocument::pushEdit(const QString& text, ChangeSet changes, bool applied) {
    if (changes.empty())
        return;
    TileDelta delta(changes);
    if (!applied)
        flip(delta);
    undoStack_.push(new EditCommand(this, text, std::move(delta)));
}

ChangeSet BoardDocument::setField(const FieldSpec& field, std::uint64_t value,
                                  std::span<const TileIndex> tiles) {
    ChangeSet changes = board_.setField(field, value, tiles);
    announce(changes);
    return changes;
}

ChangeSet BoardDocument::setFlags(const FieldSpec& field, std::uint64_t mask, bool on,
                                  std::span<const TileIndex> tiles) {
    ChangeSet changes = board_.setFlags(field, mask, on, tiles);
    announce(changes);
    return changes;
}

ChangeSet BoardDocument::stamp(std::uint64_t value, std::span<const TileIndex> tiles) {
    const std::vector<std::uint64_t> values(tiles.size(), value);
    ChangeSet changes = board_.setTiles(tiles, values);
    announce(changes);
    return changes;
}

void BoardDocument::setHeaderBits(std::uint16_t bits, const QString& text) {
    if (bits != board_.headerBits())
        undoStack_.push(new HeaderCommand(this, text, bits));
}

void BoardDocument::setFooter(const Footer& footer, const QString& text) {
    if (!(footer == board_.footer()))
        undoStack_.push(new FooterCommand(this, text, footer));
}

void BoardDocument::replaceBoard(Board board, const QString& text) {
    if (!(board == board_))
        undoStack_.push(new ReplaceBoardCommand(this, text, std::move(board)));
}

void BoardDocument::applyHeader(std::uint16_t bits) {
    board_.setHeaderBits(bits);
    emit headerChanged();
}

void BoardDocument::applyFooter(const Footer& footer) {
    board_.footer() = footer;
    emit footerChanged();
}

void BoardDocument::applyBoard(const Board& board) {
    board_ = board;
    emit boardReset();
}

void BoardDocument::announce(const ChangeSet& changes) {
    if (changes.empty())
        return;
    std::vector<TileIndex> tiles;
    tiles.reserve(changes.size());
    for (const auto& c : changes)
        tiles.push_back(c.index);
    emit tilesChanged(tiles);
}

void BoardDocument::flip(const TileDelta& delta) {
    board_.flip(delta);
    if (delta.size())
        emit tilesChanged(delta.tiles());
}

} // namespace gbxx
