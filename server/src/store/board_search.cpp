#include "server/store/board_search.h"

#include <QSqlQuery>

#include <algorithm>

namespace gbxx::registry {
namespace {

// The newest boards a search on PostgreSQL looks at before it asks the trigram index (find()).
constexpr int kWindow = 3000;

// LIKE's own characters in a user's word are plain characters.
QString likePattern(const QString& word) {
    QString escaped = word.toLower();
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

// A cursor is the sort key of the last board shown: "r{rank}.{id}", "n0.{id}" or
// "d{downloads}.{id}.{ceiling}", its letter the order it belongs to, so that a cursor of one order
// is refused by another. The downloads order also carries the highest board id when the walk
// began: boards published since stay out of it, as they do of the others (their ids are higher
// than any cursor's).
struct Cursor {
    qint64 first = 0;
    qint64 id = 0;
    qint64 ceiling = 0; // downloads: the walk's highest board id
};

QString cursorText(QChar order, qint64 first, qint64 id, qint64 ceiling) {
    QString text = QString(order) + QString::number(first) + QLatin1Char('.') + QString::number(id);
    if (order == QLatin1Char('d'))
        text += QLatin1Char('.') + QString::number(ceiling);
    return text;
}

// A number as cursorText() writes it: digits, no sign, no leading zero.
std::optional<qint64> cursorNumber(const QString& text) {
    if (text.isEmpty() || text.size() > 18 || (text.size() > 1 && text.front() == QLatin1Char('0')))
        return std::nullopt;
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
    }
    return text.toLongLong();
}

// Only what cursorText() could have written for `order`: anything else (a sign, a fraction, a
// space, a rank the order does not have) is refused rather than read as some other place.
std::optional<Cursor> parseCursor(const QString& text, QChar order, const QList<qint64>& ranks) {
    if (text.size() < 4 || text.front() != order)
        return std::nullopt;
    const bool downloads = order == QLatin1Char('d');
    const QStringList parts = text.mid(1).split(QLatin1Char('.'));
    if (parts.size() != (downloads ? 3 : 2))
        return std::nullopt;
    const std::optional<qint64> first = cursorNumber(parts[0]);
    const std::optional<qint64> id = cursorNumber(parts[1]);
    const std::optional<qint64> ceiling = downloads ? cursorNumber(parts[2]) : qint64(0);
    if (!first || !id || !ceiling || *id < 1 || (downloads && *ceiling < *id) ||
        (!downloads && !ranks.contains(*first)))
        return std::nullopt;
    return Cursor{*first, *id, *ceiling};
}

// The boards table's column for a shape fact. It holds hex and wrap as 0 or 1, written from
// shapeFactsOf() (board_store.cpp), so the filter's 0 or 1 compares with them as they are.
QString shapeColumn(ShapeFilter::Fact fact) {
    switch (fact) {
    case ShapeFilter::Fact::Variant:
        return QStringLiteral("b.variant");
    case ShapeFilter::Fact::Hex:
        return QStringLiteral("b.hex");
    case ShapeFilter::Fact::Wraps:
        return QStringLiteral("b.wrap");
    case ShapeFilter::Fact::Width:
        return QStringLiteral("b.width");
    case ShapeFilter::Fact::Length:
        break;
    }
    return QStringLiteral("b.length");
}

} // namespace

bool printableText(const QString& text) {
    for (const QChar c : text) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c == QChar::ReplacementCharacter)
            return false;
    }
    return true;
}

QList<BoardSummary> BoardSearch::rows(const QString& from, const QStringList& conditions,
                                      const QVariantList& values, qsizetype wanted,
                                      bool byDownloads) {
    const QString sql =
        QStringLiteral("SELECT %1 FROM %2 JOIN accounts a ON a.id = b.owner_id WHERE %3"
                       " ORDER BY %4 b.id DESC LIMIT %5")
            .arg(QLatin1String(kBoardSummaryColumns))
            .arg(from, conditions.join(QStringLiteral(" AND ")),
                 byDownloads ? QStringLiteral("b.downloads DESC,") : QString())
            .arg(wanted);
    QList<BoardSummary> found;
    // A search thread keeps its statements prepared (PREPARE, EXECUTE and DEALLOCATE were three
    // round trips a query) and has each execution planned for its values; a session for every
    // request would plan a kept statement once for any values, so there each is prepared anew.
    QSqlQuery query = session_.purpose() == SqlSession::Purpose::Searches
                          ? session_.run(sql, values)
                          : session_.runList(sql, values);
    while (query.next()) // to the end: PostgreSQL sends the rows as they are read
        found.append(boardSummaryOf(query));
    return found;
}

std::optional<SearchPage> BoardSearch::find(const SearchQuery& q, QString* why) {
    QStringList where{QStringLiteral("b.listed = 1")};
    QVariantList values;
    auto add = [&](const QString& condition, const QVariantList& more) {
        where << condition;
        values << more;
    };
    // The words' own conditions, kept apart: the ranks that match the code or the title exactly
    // imply them, and without them PostgreSQL reads those ranks from their own indexes.
    QStringList wordConditions;
    QVariantList wordValues;
    for (const QString& word : q.words) {
        wordConditions << QStringLiteral("b.search_text LIKE ? ESCAPE '\\'");
        wordValues << likePattern(word);
    }
    const QString allWords = wordConditions.join(QStringLiteral(" AND "));
    if (!q.author.isEmpty())
        add(QStringLiteral("b.author_key LIKE ? ESCAPE '\\'"), {likePattern(q.author)});
    if (!q.owner.isEmpty())
        add(QStringLiteral("a.name = ?"), {q.owner});
    for (const ShapeFilter::Condition& c : q.shape.conditions())
        add(shapeColumn(c.fact) + QLatin1Char(' ') +
                QString::fromLatin1(sqlOperator(c.comparison)) + QStringLiteral(" ?"),
            {c.value});

    // Relevance: the exact code first, then titles equal to the words, then the newest. Each rank
    // is a query of its own, ordered by an index, so that a page never sorts every match.
    struct Tier {
        qint64 rank;
        QString condition;
        QVariantList values;
        bool indexed = false; // its condition has an index of its own (the code, the title)
    };
    QList<Tier> tiers;
    QChar order;
    const QString code = q.words.join(QLatin1Char(' ')).toUpper();
    const QString phrase = q.words.join(QLatin1Char(' ')).toLower();
    switch (q.sort) {
    case SearchQuery::Sort::Relevance:
        order = QLatin1Char('r');
        if (q.words.isEmpty()) {
            tiers = {{0, allWords, wordValues}};
        } else {
            // Words that cannot be a code (more than one, or not five letters and digits) need
            // no look for one.
            if (q.words.size() == 1 && BoardStore::codeOfPath(q.words.front()))
                tiers = {{0, QStringLiteral("b.code = ?"), {code}, true}};
            tiers += {{1, QStringLiteral("b.title_key = ? AND b.code <> ?"), {phrase, code}, true},
                      {2, QStringLiteral("b.title_key <> ? AND b.code <> ? AND ") + allWords,
                       QVariantList{phrase, code} + wordValues}};
        }
        break;
    case SearchQuery::Sort::New:
        order = QLatin1Char('n');
        tiers = {{0, allWords, wordValues}};
        break;
    case SearchQuery::Sort::Downloads:
        order = QLatin1Char('d');
        tiers = {{0, allWords, wordValues}};
        break;
    }
    const bool byDownloads = q.sort == SearchQuery::Sort::Downloads;
    std::optional<Cursor> cursor;
    if (!q.cursor.isEmpty()) {
        QList<qint64> ranks;
        for (const Tier& tier : tiers)
            ranks << tier.rank;
        cursor = parseCursor(q.cursor, order, ranks);
        if (!cursor) {
            *why = QStringLiteral("the cursor does not belong to this search");
            return std::nullopt;
        }
    }
    qint64 ceiling = 0; // downloads: the highest board id when the walk began
    if (byDownloads) {
        if (cursor) {
            ceiling = cursor->ceiling;
        } else {
            QSqlQuery highest = session_.run(QStringLiteral("SELECT MAX(id) FROM boards"));
            ceiling = highest.next() ? highest.value(0).toLongLong() : 0;
        }
        where << QStringLiteral("b.id <= ?");
        values << ceiling;
    }

    SearchPage page;
    QList<qint64> ranks;
    for (const Tier& tier : tiers) {
        if (cursor && !byDownloads && tier.rank < cursor->first)
            continue;
        QStringList conditions = where;
        QVariantList all = values;
        if (!tier.condition.isEmpty()) {
            conditions << tier.condition;
            all << tier.values;
        }
        if (cursor && byDownloads) {
            conditions << QStringLiteral("(b.downloads < ? OR (b.downloads = ? AND b.id < ?))");
            all << cursor->first << cursor->first << cursor->id;
        } else if (cursor && tier.rank == cursor->first) {
            conditions << QStringLiteral("b.id < ?");
            all << cursor->id;
        }
        const qsizetype wanted = q.limit + 1 - page.boards.size();
        QList<BoardSummary> found;
        const bool words = !q.words.isEmpty() || !q.author.isEmpty();
        if (session_.postgres() && words && !tier.indexed) {
            // PostgreSQL's planner cannot tell how many boards a word's trigrams match. It walks
            // the boards in the page's order (newest or most downloaded first), filtering each:
            // quick for a common word, a scan of the whole table for a rare one; or it takes
            // every match from the trigram index to be sorted: quick for a rare word, 130 ms for
            // one in 40 boards. So look at the first kWindow boards in the page's order first: if
            // they hold a page, it is the page (nothing after them comes before them). If not,
            // the words are rare, and the trigram index finds them all to be sorted — unless a
            // word is too short for trigrams, when only the walk can find it.
            QVariantList windowed;
            QString window = QStringLiteral("(SELECT * FROM boards w WHERE w.listed = 1");
            if (byDownloads) {
                window += QStringLiteral(" AND w.id <= ?");
                windowed << ceiling;
                if (cursor) {
                    window +=
                        QStringLiteral(" AND (w.downloads < ? OR (w.downloads = ? AND w.id < ?))");
                    windowed << cursor->first << cursor->first << cursor->id;
                }
            } else if (cursor && tier.rank == cursor->first) {
                window += QStringLiteral(" AND w.id < ?");
                windowed << cursor->id;
            }
            window += QStringLiteral(" ORDER BY %1 w.id DESC LIMIT %2) b")
                          .arg(byDownloads ? QStringLiteral("w.downloads DESC,") : QString())
                          .arg(kWindow);
            windowed << all;
            found = rows(window, conditions, windowed, wanted, byDownloads);
            if (found.size() < wanted) {
                const bool trigrams = std::all_of(q.words.begin(), q.words.end(),
                                                  [](const QString& w) { return w.size() >= 3; }) &&
                                      (q.author.isEmpty() || q.author.size() >= 3);
                // BEGIN and the settings in one round trip: on a busy machine each is a wait
                // for PostgreSQL's process to be scheduled.
                Transaction narrow(session_, trigrams ? "SET LOCAL enable_indexscan = off;"
                                                        "SET LOCAL enable_seqscan = off"
                                                      : nullptr);
                found = rows(QStringLiteral("boards b"), conditions, all, wanted, byDownloads);
                narrow.commit();
            }
        } else {
            found = rows(QStringLiteral("boards b"), conditions, all, wanted, byDownloads);
        }
        for (const BoardSummary& b : found) {
            page.boards.append(b);
            ranks.append(tier.rank);
        }
        if (page.boards.size() > q.limit)
            break;
    }
    if (page.boards.size() > q.limit) {
        page.boards.resize(q.limit);
        const BoardSummary& last = page.boards.back();
        page.next = cursorText(order, byDownloads ? last.downloads : ranks[q.limit - 1], last.id,
                               std::max(ceiling, last.id));
    }
    return page;
}

} // namespace gbxx::registry
