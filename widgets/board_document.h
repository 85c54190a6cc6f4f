#pragma once
// An open board: the core Board, its file path and its undo stack. Every change to the tiles goes
// through here so that views hear exactly which tiles changed.

#include "gbxx/board.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace gbxx {

class BoardDocument : public QObject {
    Q_OBJECT

public:
    explicit BoardDocument(Board board, QObject* parent = nullptr);

    const Board& board() const { return board_; }
    QUndoStack* undoStack() { return &undoStack_; }

    QString filePath() const { return filePath_; }
    void setFilePath(const QString& path);
    // The name shown in the title bar: the file name, or "Untitled".
    QString displayName() const;
    bool isModified() const { return !undoStack_.isClean(); }
    void markSaved() { undoStack_.setClean(); }

    // Records an edit as one undo step named `text`. The tiles of `changes` are already in their
    // `after` state when `applied` is true (a stroke painted live), otherwise they are put there
    // now.
    void pushEdit(const QString& text, ChangeSet changes, bool applied);

    // Live edits during a stroke, before it becomes an undo step; they notify views at once.
    ChangeSet setField(const FieldSpec& field, std::uint64_t value,
                       std::span<const TileIndex> tiles);
    ChangeSet setFlags(const FieldSpec& field, std::uint64_t mask, bool on,
                       std::span<const TileIndex> tiles);
    // Stamps one whole tile value on every tile of `tiles`.
    ChangeSet stamp(std::uint64_t value, std::span<const TileIndex> tiles);

private:
    // Tells the views which tiles `changes` touched.
    void announce(const ChangeSet& changes);

public:
    // Undoable changes of the header modifiers, the footer, or the whole board (resize, convert).
    void setHeaderBits(std::uint16_t bits, const QString& text);
    void setFooter(const Footer& footer, const QString& text);
    void replaceBoard(Board board, const QString& text);

    // For undo commands: flip the tiles of `delta` between their two states, or set the header,
    // footer or board.
    void flip(const TileDelta& delta);
    void applyHeader(std::uint16_t bits);
    void applyFooter(const Footer& footer);
    void applyBoard(const Board& board);

signals:
    // These tiles changed (an edit, an undo, a redo): views repaint only them.
    void tilesChanged(const std::vector<gbxx::TileIndex>& tiles);
    void headerChanged();
    void footerChanged();
    // The board was replaced: its size, variant or every tile may differ.
    void boardReset();
    void filePathChanged(const QString& path);

private:
    Board board_;
    QString filePath_;
    QUndoStack undoStack_;
};

} // namespace gbxx

Q_DECLARE_METATYPE(std::vector<gbxx::TileIndex>)
