#include "server/board_search.h"

#include <QSqlQuery>

namespace gbxx::registry {
namespace {

// LIKE's own characters in a user's word are plain characters.
QString likePattern(const QString& word) {
    QString escaped = word.toLower();
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

// A cursor is the sort key of the last board shown: "rank.id", "downloads.id" or "id", with a
// letter for the order it belongs to, so a cursor of one order is refused by another.
struct Cursor {
    qint64 first = 0;
    qint64 id = 0;
};

QString cursorText(QChar order, qint64 first, qint64 id) {
    return QString(order) + QString::number(first) + QLatin1Char('.') + QString::number(id);
}

std::optional<Cursor> parseCursor(const QString& text, QChar order) {
    if (text.size() < 4 || text.front() != order)
        return std::nullopt;
    const QStringList parts = text.mid(1).split(QLatin1Char('.'));
    if (parts.size() != 2)
        return std::nullopt;
    bool ok1 = false, ok2 = false;
    Cursor cursor{parts[0].toLongLong(&ok1), parts[1].toLongLong(&ok2)};
    if (!ok1 || !ok2 || cursor.id < 0)
        return std::nullopt;
    return cursor;
}

} // namespace

std::optional<SearchPage> BoardSearch::find(const SearchQuery& q, QString* why) {
    QStringList where{QStringLiteral("b.listed = 1")};
    QVariantList values;
    auto add = [&](const QString& condition, const QVariantList& more) {
        where << condition;
        values << more;
    };
    for (const QString& word : q.words)
        add(QStringLiteral("b.search_text LIKE ? ESCAPE '\\'"), {likePattern(word)});
    if (!q.author.isEmpty())
        add(QStringLiteral("b.author_key LIKE ? ESCAPE '\\'"), {likePattern(q.author)});
    if (!q.owner.isEmpty())
        add(QStringLiteral("a.name = ?"), {q.owner});
    if (q.variant)
        add(QStringLiteral("b.variant = ?"), {*q.variant});
    if (q.hex)
        add(QStringLiteral("b.hex = ?"), {*q.hex ? 1 : 0});
    if (q.wrap)
        add(QStringLiteral("b.wrap = ?"), {*q.wrap ? 1 : 0});
    if (q.minWidth)
        add(QStringLiteral("b.width >= ?"), {*q.minWidth});
    if (q.maxWidth)
        add(QStringLiteral("b.width <= ?"), {*q.maxWidth});
    if (q.minLength)
        add(QStringLiteral("b.length >= ?"), {*q.minLength});
    if (q.maxLength)
        add(QStringLiteral("b.length <= ?"), {*q.maxLength});

    // Relevance: the exact code first, then titles equal to the words, then the newest.
    QString first;
    QVariantList firstValues;
    QChar order;
    switch (q.sort) {
    case SearchQuery::Sort::Relevance:
        order = QLatin1Char('r');
        if (q.words.isEmpty()) {
            first = QStringLiteral("0");
        } else {
            first = QStringLiteral("(CASE WHEN b.code = ? THEN 0 WHEN b.title_key = ? THEN 1"
                                   " ELSE 2 END)");
            firstValues = {q.words.join(QLatin1Char(' ')).toUpper(),
                           q.words.join(QLatin1Char(' ')).toLower()};
        }
        break;
    case SearchQuery::Sort::New:
        order = QLatin1Char('n');
        first = QStringLiteral("0");
        break;
    case SearchQuery::Sort::Downloads:
        order = QLatin1Char('d');
        first = QStringLiteral("(-b.downloads)");
        break;
    }
    if (!q.cursor.isEmpty()) {
        const std::optional<Cursor> cursor = parseCursor(q.cursor, order);
        if (!cursor) {
            *why = QStringLiteral("the cursor does not belong to this search");
            return std::nullopt;
        }
        // Ascending first, descending id: the key of each board is (first, -id).
        if (first == QLatin1String("0")) {
            where << QStringLiteral("b.id < ?");
            values << cursor->id;
        } else {
            where << QStringLiteral("(%1 > ? OR (%1 = ? AND b.id < ?))").arg(first);
            values << firstValues << cursor->first << firstValues << cursor->first << cursor->id;
        }
    }
    const QString sql =
        QStringLiteral("SELECT b.id, b.code, b.title, b.author, b.variant, b.width, b.length,"
                       " b.hex, b.wrap, b.version, b.latest, b.published, a.name, %1"
                       " FROM boards b JOIN accounts a ON a.id = b.owner_id WHERE %2"
                       " ORDER BY %3 b.id DESC LIMIT %4")
            .arg(first, where.join(QStringLiteral(" AND ")),
                 // a constant would be read as a column's number
                 first == QLatin1String("0") ? QString() : first + QLatin1Char(','))
            .arg(q.limit + 1);
    QVariantList all = firstValues;
    all << values;
    if (first != QLatin1String("0"))
        all << firstValues;
    // The values in the order their placeholders appear: the select list's, the conditions',
    // the order's.
    QSqlQuery query = session_.runList(sql, all);
    SearchPage page;
    qint64 lastFirst = 0;
    while (query.next()) {
        if (page.boards.size() == q.limit) {
            const BoardSummary& last = page.boards.back();
            page.next = cursorText(order, lastFirst, last.id);
            break;
        }
        BoardSummary b;
        int c = 0;
        b.id = query.value(c++).toLongLong();
        b.code = query.value(c++).toString();
        b.title = query.value(c++).toString();
        b.author = query.value(c++).toString();
        b.variant = query.value(c++).toInt();
        b.width = query.value(c++).toInt();
        b.length = query.value(c++).toInt();
        b.hex = query.value(c++).toInt() != 0;
        b.wrap = query.value(c++).toInt() != 0;
        b.version = query.value(c++).toInt();
        b.revision = query.value(c++).toInt();
        b.published = query.value(c++).toLongLong();
        b.owner = query.value(c++).toString();
        lastFirst = query.value(c++).toLongLong();
        page.boards.append(b);
    }
    return page;
}

} // namespace gbxx::registry
