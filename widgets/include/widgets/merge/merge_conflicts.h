#pragma once
// The conflicts of a three-way merge open in the editor (gbxx-editor --merge, issue 36): each tile
// field, header key and footer key to which BASE, OURS and THEIRS give three different values, as
// mergeBoards found them, and the side chosen for each so far. A choice is one undo step of the
// merged board's document: its changes and the choices it records are done and undone together,
// so undo brings a conflict back.

#include "gbxx/board_merge.h"
#include "gbxx/footer.h"
#include "gbxx/selection.h"

#include <QObject>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace gbxx {

class BoardDocument;

enum class MergeSide : std::uint8_t { Base, Ours, Theirs };
inline constexpr std::array<MergeSide, 3> kMergeSides{MergeSide::Base, MergeSide::Ours,
                                                      MergeSide::Theirs};

struct MergeConflict {
    enum class Part : std::uint8_t { Header, Footer, Tile };
    Part part;
    TileIndex tile = 0;                       // Tile
    const FieldSpec* field = nullptr;         // Header and Tile
    const FooterField* footerField = nullptr; // Footer
    std::array<std::uint64_t, 3> values{};    // Header and Tile, by MergeSide
};

class MergeConflicts : public QObject {
    Q_OBJECT

public:
    // The conflicts of `merge`; `footers` are BASE's, OURS's and THEIRS's (a footer conflict's
    // values are theirs).
    MergeConflicts(const BoardMerge& merge, const std::array<Footer, 3>& footers,
                   QObject* parent = nullptr);

    // Header, then footer, then tiles in body order and field order (mergeBoards' order).
    const std::vector<MergeConflict>& conflicts() const { return conflicts_; }
    std::size_t count() const { return conflicts_.size(); }
    std::size_t resolvedCount() const { return resolved_; }
    bool allResolved() const { return resolved_ == conflicts_.size(); }
    std::optional<MergeSide> choice(std::size_t conflict) const { return choices_[conflict]; }
    const Footer& footer(MergeSide side) const { return footers_[index(side)]; }

    // The tile conflicts on tiles of `tiles`.
    std::vector<std::size_t> conflictsIn(const Selection& tiles) const;

    // Takes `side`'s value for each of `conflicts` into `document` (the merged board's) as one
    // undo step, a tile's other fields as they are now; false when each of them had that choice
    // already (no step).
    bool choose(BoardDocument& document, const std::vector<std::size_t>& conflicts, MergeSide side);

    static std::size_t index(MergeSide side) { return static_cast<std::size_t>(side); }

signals:
    void choicesChanged();

private:
    void setChoice(std::size_t conflict, std::optional<MergeSide> side);

    std::vector<MergeConflict> conflicts_;
    std::array<Footer, 3> footers_;
    std::vector<std::optional<MergeSide>> choices_;
    std::size_t resolved_ = 0;
};

} // namespace gbxx
