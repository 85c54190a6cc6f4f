#include "library/library_search.h"

#include "gbxx/board_kinship.h"
#include "io/board_file.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace gbxx {
namespace {

bool pathBefore(const QString& a, const QString& b) {
    return a.toUtf8() < b.toUtf8();
}

// Whether `query` failed, on executing or on a row since (a damaged page is met as it is read):
// recorded in `database`, so that no part of an answer passes for the whole.
bool failedOn(LibraryDatabase& database, const QSqlQuery& query) {
    if (!query.lastError().isValid())
        return false;
    database.failed(query.lastError());
    return true;
}

// The boards table's column for a shape fact. The table keeps the header's own values (hex and
// wrap as the header has them, the older layouts' wrap flags as 1 and 2: board_record.cpp), so the
// flags are read as "not 0", which is headerWraps() and the header's hex.
QString shapeColumn(ShapeFilter::Fact fact) {
    switch (fact) {
    case ShapeFilter::Fact::Variant:
        return QStringLiteral("variant");
    case ShapeFilter::Fact::Hex:
        return QStringLiteral("(hex <> 0)");
    case ShapeFilter::Fact::Wraps:
        return QStringLiteral("(wrap <> 0)");
    case ShapeFilter::Fact::Width:
        return QStringLiteral("width");
    case ShapeFilter::Fact::Length:
        break;
    }
    return QStringLiteral("length");
}

} // namespace

std::optional<std::vector<BoardRecord>> findBoards(LibraryDatabase& database,
                                                   const LibraryQuery& q) {
    // Only what a list of results shows: at 20,000 boards every column read costs milliseconds.
    QString sql = QStringLiteral(
        "SELECT path, size, modified, variant, width, length, hex, wrap, title, author, editor_id,"
        " board_code, version, spec_warnings + design_warnings FROM boards WHERE unreadable = ''");
    QVariantList values;
    const auto where = [&](const QString& condition, const QVariantList& bound) {
        sql += QStringLiteral(" AND ") + condition;
        values += bound;
    };
    for (const QString& word : q.words) {
        const QString w = word.toLower();
        where(QStringLiteral("(instr(s_title, ?) OR instr(s_author, ?) OR instr(s_editor, ?) OR "
                             "instr(s_code, ?) OR instr(s_name, ?))"),
              {w, w, w, w, w});
    }
    for (const ShapeFilter::Condition& c : q.shape.conditions())
        where(shapeColumn(c.fact) + QLatin1Char(' ') +
                  QString::fromLatin1(sqlOperator(c.comparison)) + QStringLiteral(" ?"),
              {c.value});
    if (!q.title.isEmpty())
        where(QStringLiteral("instr(s_title, ?)"), {q.title.toLower()});
    if (!q.author.isEmpty())
        where(QStringLiteral("instr(s_author, ?)"), {q.author.toLower()});
    if (q.code)
        where(QStringLiteral("board_code = ?"), {*q.code});
    if (q.withWarnings)
        where(QStringLiteral("spec_warnings + design_warnings > 0"), {});
    if (q.players) // home_players is "1,3": its commas and one
        where(QStringLiteral("(home_players <> '') + length(home_players) - "
                             "length(replace(home_players, ',', '')) = ?"),
              {*q.players});

    // SQLite compares text by memcmp of its UTF-8: the paths' byte order.
    if (q.order == LibraryQuery::Order::Path)
        sql += QStringLiteral(" ORDER BY path");
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QVariant& value : values)
        query.addBindValue(value);
    std::vector<BoardRecord> found;
    if (!query.exec()) {
        database.failed(query.lastError());
        return std::nullopt;
    }
    while (query.next()) {
        BoardRecord r;
        r.path = query.value(0).toString();
        r.size = query.value(1).toLongLong();
        r.modified = query.value(2).toLongLong();
        r.variant = query.value(3).toInt();
        r.width = query.value(4).toInt();
        r.length = query.value(5).toInt();
        r.hex = query.value(6).toInt();
        r.wrap = query.value(7).toInt();
        r.title = query.value(8).toString();
        r.author = query.value(9).toString();
        r.editorId = query.value(10).toString();
        r.boardCode = query.value(11).toString();
        r.version = query.value(12).toInt();
        r.specWarnings = query.value(13).toInt(); // spec and design together
        found.push_back(std::move(r));
    }
    if (failedOn(database, query))
        return std::nullopt;
    using Order = LibraryQuery::Order;
    const auto byPath = [](const BoardRecord& a, const BoardRecord& b) {
        return pathBefore(a.path, b.path);
    };
    switch (q.order) {
    case Order::Path: // sorted by the database
        break;
    case Order::Name:
        std::sort(found.begin(), found.end(), [&](const BoardRecord& a, const BoardRecord& b) {
            const int c = a.fileName().compare(b.fileName(), Qt::CaseInsensitive);
            return c != 0 ? c < 0 : byPath(a, b);
        });
        break;
    case Order::Modified: // the newest first
        std::sort(found.begin(), found.end(), [&](const BoardRecord& a, const BoardRecord& b) {
            return a.modified != b.modified ? a.modified > b.modified : byPath(a, b);
        });
        break;
    case Order::Size: // the largest board first
        std::sort(found.begin(), found.end(), [&](const BoardRecord& a, const BoardRecord& b) {
            const int ta = a.width * a.length, tb = b.width * b.length;
            return ta != tb ? ta > tb : byPath(a, b);
        });
        break;
    case Order::Title:
        std::sort(found.begin(), found.end(), [&](const BoardRecord& a, const BoardRecord& b) {
            const int c = a.title.compare(b.title, Qt::CaseInsensitive);
            return c != 0 ? c < 0 : byPath(a, b);
        });
        break;
    }
    return found;
}

// Rows of (key, path) ordered by key and path: the groups of two or more, in the order the
// command line prints them (by their first path).
static std::optional<std::vector<QStringList>> groupsOf(LibraryDatabase& database,
                                                        QSqlQuery& query) {
    if (failedOn(database, query))
        return std::nullopt;
    std::vector<QStringList> groups;
    QString key;
    while (query.next()) {
        const QString k = query.value(0).toString();
        if (groups.empty() || k != key)
            groups.emplace_back();
        key = k;
        groups.back() << query.value(1).toString();
    }
    if (failedOn(database, query))
        return std::nullopt;
    std::erase_if(groups, [](const QStringList& g) { return g.size() < 2; });
    std::vector<std::pair<QByteArray, QStringList>> keyed;
    for (QStringList& g : groups)
        keyed.emplace_back(g.front().toUtf8(), std::move(g));
    std::sort(keyed.begin(), keyed.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<QStringList> sorted;
    for (auto& [first, g] : keyed)
        sorted.push_back(std::move(g));
    return sorted;
}

std::optional<std::vector<QStringList>> duplicateGroups(LibraryDatabase& database) {
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.exec(QStringLiteral(
        "SELECT sha256, path FROM boards WHERE unreadable = '' AND sha256 IN (SELECT sha256 FROM "
        "boards WHERE unreadable = '' GROUP BY sha256 HAVING count(*) > 1) ORDER BY sha256, path"));
    return groupsOf(database, query);
}

// Whether the boards at `paths` are not all one design: linked pairwise by the core's kinship,
// they form more than one family.
static bool clashes(const QStringList& paths) {
    std::vector<Board> boards;
    for (const QString& path : paths) {
        LoadedBoard loaded = loadBoard(path);
        if (!loaded.board)
            return true;
        boards.push_back(std::move(*loaded.board));
    }
    std::vector<std::size_t> family(boards.size());
    for (std::size_t k = 0; k < family.size(); ++k)
        family[k] = k;
    const auto root = [&](std::size_t k) {
        while (family[k] != k)
            k = family[k] = family[family[k]];
        return k;
    };
    std::size_t families = boards.size();
    for (std::size_t i = 0; i < boards.size(); ++i)
        for (std::size_t j = i + 1; j < boards.size(); ++j)
            if (root(i) != root(j) && sameDesign(kinshipOf(boards[i], boards[j]))) {
                family[root(j)] = root(i);
                --families;
            }
    return families > 1;
}

std::optional<std::vector<CodeGroup>> codeGroups(LibraryDatabase& database) {
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.exec(QStringLiteral(
        "SELECT board_code, path FROM boards WHERE unreadable = '' AND board_code IN (SELECT "
        "board_code FROM boards WHERE unreadable = '' AND board_code <> '' GROUP BY board_code "
        "HAVING count(DISTINCT sha256) > 1) ORDER BY board_code, path"));
    const auto found = groupsOf(database, query);
    if (!found)
        return std::nullopt;
    std::vector<CodeGroup> groups;
    for (const QStringList& paths : *found)
        groups.push_back({paths, clashes(paths)});
    return groups;
}

std::optional<std::vector<QStringList>> codeConflicts(LibraryDatabase& database) {
    const auto groups = codeGroups(database);
    if (!groups)
        return std::nullopt;
    std::vector<QStringList> conflicts;
    for (const CodeGroup& group : *groups)
        if (group.clash)
            conflicts.push_back(group.paths);
    return conflicts;
}

QString codeHolder(LibraryDatabase& database, const QString& code, const QString& path) {
    if (code.isEmpty())
        return {};
    QSqlQuery query(database.connection());
    query.prepare(QStringLiteral("SELECT path FROM boards WHERE unreadable = '' AND board_code = ? "
                                 "AND path <> ? ORDER BY path LIMIT 1"));
    query.addBindValue(code);
    query.addBindValue(path.isNull() ? QString(QLatin1String(""))
                                     : path); // NULL <> x is never true
    if (query.exec() && query.next())
        return query.value(0).toString();
    failedOn(database, query);
    return {};
}

} // namespace gbxx
