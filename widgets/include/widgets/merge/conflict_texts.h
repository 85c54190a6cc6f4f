#pragma once
// How a merge conflict reads in the Conflicts panel and on the board: where it is, which field,
// and each side's value by name where the field names its values.

#include "widgets/merge/merge_conflicts.h"

#include <QString>

namespace gbxx {

// "Base", "Ours", "Theirs".
QString sideName(MergeSide side);
// The field's name (a tile's or the header's field, a footer key).
QString conflictFieldName(const MergeConflict& conflict);
// Where it is: "x, y" for a tile, the field's name for the header and the footer.
QString conflictPlace(const MergeConflict& conflict, int boardWidth);
// `side`'s value: an enum's number and name ("2 · forest"), flags by name ("P1+P3", "none"), a
// number, a footer text as it reads.
QString conflictValue(const MergeConflicts& conflicts, std::size_t conflict, MergeSide side,
                      HeightMode mode);

} // namespace gbxx
