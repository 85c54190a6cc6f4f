#pragma once
// The conflicting tiles marked on the board while the merged board is shown: an unresolved
// conflict's tile outlined in red, a tile whose conflicts are all resolved in a thinner green
// line (tinted red and green when the tiles are too small for outlines), and the conflict in hand
// (the Conflicts panel's current one) with a broad white ring. A layer over the view's viewport
// of its own, so that the view's highlight (a warning's tiles) stays free.

#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

namespace gbxx {

class BoardDocument;
class BoardView;
class MergeConflicts;

class ConflictMarks : public QWidget {
    Q_OBJECT

public:
    ConflictMarks(BoardView* view, BoardDocument* document, MergeConflicts* conflicts);

    // The conflict in hand (nothing: none, or not a tile's).
    void setCurrent(std::optional<std::size_t> conflict);
    // What a tile shows: nothing, an unresolved conflict, or resolved ones only.
    enum class Mark : unsigned char { None, Unresolved, Resolved };
    Mark markOf(std::size_t tile) const;
    // Stops following the document (it is gone); nothing is drawn any more.
    void release();

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void recount();

    BoardView* view_;
    QPointer<BoardDocument> document_;
    MergeConflicts* conflicts_;
    std::vector<Mark> marks_; // per tile of the board
    std::optional<std::size_t> currentTile_;
};

} // namespace gbxx
