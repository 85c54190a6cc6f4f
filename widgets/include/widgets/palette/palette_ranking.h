#pragma once
// The order of the command palette's rows for a query: how well the query names the entry (its
// text in the present language, in English or its id's words; its menu path counts for less), then
// whether it was used lately, then the order the entries came in. The recently used keys are kept
// in AppSettings.

#include "widgets/palette/palette_entry.h"

#include <QList>
#include <QStringList>

namespace gbxx {

struct RankedEntry {
    int entry = 0; // index into the entries ranked
    int score = 0;
    QList<qsizetype> emphasised; // positions in the entry's text the query matched
};

class PaletteRanking {
public:
    // How many used keys are remembered.
    static constexpr int kRecentCount = 12;

    // The entries the query names, best first; all of them, recent first, for an empty query.
    static QList<RankedEntry> rank(const QString& query, const QList<PaletteEntry>& entries);
    // `key` was run: it ranks up among equal matches from now on.
    static void noteUsed(const QString& key);
};

} // namespace gbxx
