#pragma once
// How the differences between the open board and the one it is compared with read, wherever they
// are shown (the Changes list, the board's tips, the inspector): "Height 3 → 5", this board's value
// before the arrow and the other board's after it, in the user's language.

#include "gbxx/board.h"
#include "gbxx/board_diff.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <span>

namespace gbxx {

class BoardComparison;

struct DifferenceTexts {
    Q_DECLARE_TR_FUNCTIONS(gbxx::DifferenceTexts)
};

// What a field's value reads as ("in bounds", "3", "start+goal"; "none" for no flag).
QString valueText(const FieldSpec& field, std::uint64_t value, HeightMode mode);
// "Height 3 → 5".
QString fieldChange(const FieldSpec& field, std::uint64_t here, std::uint64_t there,
                    HeightMode mode);
// One line per field of `fields` in which `tile` differs; empty when it does not.
QStringList tileChanges(const BoardComparison& comparison, std::span<const FieldSpec> fields,
                        TileIndex tile);
// "Size 12 × 9 → 14 × 9".
QString sizeChange(const BoardDiff& diff);
// "Hexagonal 0 → 1".
QString headerChange(const HeaderDifference& difference, HeightMode mode);
// "Title "Isles" → "Isles II"".
QString footerChange(const Board& here, const Board& there, const FooterField& field);
// The other board as the user knows it, with how it came ("the saved version of a.gb64").
QString otherBoardName(const BoardComparison& comparison);

} // namespace gbxx
