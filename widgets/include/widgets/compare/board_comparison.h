#pragma once
// The open board compared with another one (File ▸ Compare With…, issue 36). It lives beside its
// document, as the document's child: another tab keeps its own comparison, and a closed board ends
// its. The other board is read in this board's tile size and layout (converted with the project's
// conversion when it has others), so that what it shows is what "taking its values" writes; then
// diffBoards compares the two. It follows the document itself: an edit of tiles updates the tiles
// it touched (a stroke on a 255×255 board costs no comparison of the whole board per pointer move),
// any other change compares anew; the saved version is read again whenever the board is saved.

#include "gbxx/board.h"
#include "gbxx/board_diff.h"
#include "gbxx/change_set.h"
#include "gbxx/conversion.h"

#include <QObject>
#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace gbxx {

class BoardDocument;
struct DocumentChange;

class BoardComparison : public QObject {
    Q_OBJECT

public:
    enum class Source { File, SavedVersion, Registry };
    struct Other {
        Board board;
        Source source = Source::File;
        QString name; // as the user knows it: the file's name, "B7K2Q@3"
        QString path; // the file (File, SavedVersion)
    };

    // Compares `document` with `other` from now on (replacing a comparison it had), or returns
    // null and says why when this board cannot hold the other's values.
    static BoardComparison* start(BoardDocument& document, Other other, QString* whyNot);
    // The comparison `document` is in, or null.
    static BoardComparison* of(const BoardDocument* document);
    // Ends it: announced by ended(), then deleted.
    void end();

    BoardDocument& document() const { return document_; }
    const Other& other() const { return other_; }
    // The other board as this board holds it, and what converting it lost (nothing when it had
    // this board's tile size and layout: converted() is false).
    const Board& otherHere() const { return otherHere_; }
    bool converted() const { return converted_; }
    const LossReport& loss() const { return loss_; }

    // The size, header and footer differences (diffBoards'; its tile list is not kept: the tiles
    // are differingBits()).
    const BoardDiff& diff() const { return diff_; }
    // The rectangle both boards have.
    int commonWidth() const { return commonWidth_; }
    int commonLength() const { return commonLength_; }
    bool inCommon(TileIndex tile) const;
    // The bits in which this board's tile `tile` and the other's differ, only those the fields
    // read; 0 outside the common rectangle.
    std::uint64_t differingBits(TileIndex tile) const { return differing_[tile]; }
    // The other board's tile where this board has `tile`, nothing outside the common rectangle.
    std::optional<std::uint64_t> otherTile(TileIndex tile) const;
    // Tiles that differ in some field.
    std::size_t differingTiles() const { return differingCount_; }
    // Per field of `fields` (the document's): how many tiles differ in it.
    std::vector<std::size_t> tilesPerField(std::span<const FieldSpec> fields) const;
    // The tiles that differ in `mask`, in body order.
    std::vector<TileIndex> tilesDiffering(std::uint64_t mask) const;
    // Every difference is gone: the same values, size, header and footer.
    bool identical() const;

    // The differing tile after `from` in body order (before it when `backward`), round past the
    // end; from -1, the first (the last). Nothing when no tile differs.
    std::optional<TileIndex> step(int from, bool backward) const;

    // The tile changes that give `tiles` the other board's values in the fields of `mask`, planned
    // against the document's board.
    ChangeSet planTaking(std::span<const TileIndex> tiles, std::uint64_t mask) const;
    // The bits every compared field reads.
    std::uint64_t fieldBits() const { return fieldBits_; }

signals:
    // The differences changed: `whole` after a comparison anew, else only at `tiles`.
    void updated(bool whole, const std::vector<TileIndex>& tiles);
    void ended();

private:
    BoardComparison(BoardDocument& document, Other other);
    // Reads the other board in this board's terms; false, with the reason, when it cannot be.
    bool adopt(QString* whyNot);
    void compareAll();
    void documentChanged(const DocumentChange& change);
    void updateTiles(const std::vector<TileIndex>& tiles);
    void rereadSavedVersion();

    BoardDocument& document_;
    Other other_;
    Board otherHere_;
    bool converted_ = false;
    LossReport loss_;
    BoardDiff diff_;
    int commonWidth_ = 0;
    int commonLength_ = 0;
    std::uint64_t fieldBits_ = 0;
    std::vector<std::uint64_t> differing_; // per tile of this board
    std::size_t differingCount_ = 0;
    bool ending_ = false;
};

} // namespace gbxx
