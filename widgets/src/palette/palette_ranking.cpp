#include "widgets/palette/palette_ranking.h"

#include "widgets/palette/fuzzy_match.h"
#include "widgets/settings/app_settings.h"

#include <algorithm>

namespace gbxx {
namespace {

// A match by the menu path alone names the menu, not the entry.
int pathScore(int score) {
    return score / 2;
}

// An id holds its menu's area ("file export as gb08"): of equal finds, the row's own words win.
int idScore(int score) {
    return score - 50;
}

// The best of the entry's names for the query; emphasis only where the row shows it.
std::optional<RankedEntry> best(const QString& query, const PaletteEntry& entry) {
    std::optional<RankedEntry> found;
    const auto consider = [&](const QString& name, auto weigh, bool shown) {
        if (name.isEmpty())
            return;
        const std::optional<FuzzyMatch> match = fuzzyMatch(query, name);
        if (!match)
            return;
        const int score = weigh(match->score);
        if (found && found->score >= score)
            return;
        found = RankedEntry{0, score, shown ? match->matched : QList<qsizetype>()};
    };
    const auto same = [](int score) { return score; };
    consider(entry.text, same, true);
    consider(entry.english, same, false);
    consider(entry.idWords, idScore, false);
    if (!entry.path.isEmpty())
        consider(entry.path + QLatin1Char(' ') + entry.text, pathScore, false);
    return found;
}

// The kind of find (a whole word, a word's start …) without fuzzyMatch's tie-break by length:
// recency weighs between the two.
int kind(int score) {
    return (score + 99) / 100;
}

} // namespace

QList<RankedEntry> PaletteRanking::rank(const QString& query, const QList<PaletteEntry>& entries) {
    const QStringList recent = AppSettings::paletteRecent();
    const auto recency = [&recent](const PaletteEntry& entry) {
        const qsizetype at = recent.indexOf(entry.key);
        return at < 0 ? recent.size() : at;
    };
    QList<RankedEntry> ranked;
    for (int i = 0; i < entries.size(); ++i) {
        if (std::optional<RankedEntry> found = best(query.trimmed(), entries.at(i))) {
            found->entry = i;
            ranked.append(*found);
        }
    }
    std::stable_sort(ranked.begin(), ranked.end(), [&](const RankedEntry& a, const RankedEntry& b) {
        if (kind(a.score) != kind(b.score))
            return kind(a.score) > kind(b.score);
        const qsizetype ra = recency(entries.at(a.entry));
        const qsizetype rb = recency(entries.at(b.entry));
        if (ra != rb)
            return ra < rb;
        // With nothing typed, the order the entries came in (the menus').
        return !query.trimmed().isEmpty() && a.score > b.score;
    });
    return ranked;
}

void PaletteRanking::noteUsed(const QString& key) {
    QStringList recent = AppSettings::paletteRecent();
    recent.removeAll(key);
    recent.prepend(key);
    while (recent.size() > kRecentCount)
        recent.removeLast();
    AppSettings::setPaletteRecent(recent);
}

} // namespace gbxx
