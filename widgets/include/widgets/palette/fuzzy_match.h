#pragma once
// How well a typed query names an entry of the command palette ("exp img" → "Export Image…"):
// every word of the query must be found in the text, in order of preference a whole word, the start
// of a word, the starts of consecutive words ("ei"), anywhere inside a word, or its letters in order.
// Case, accents' absence, mnemonics ("&") and the ellipsis do not matter.

#include <QList>
#include <QString>

#include <optional>

namespace gbxx {

struct FuzzyMatch {
    int score = 0;            // higher is better
    QList<qsizetype> matched; // positions in the text as given, for highlighting
};

// Nothing when some word of `query` is not in `text`. An empty query matches everything with 0.
std::optional<FuzzyMatch> fuzzyMatch(const QString& query, const QString& text);

} // namespace gbxx
