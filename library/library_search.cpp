#include "library/library_search.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <map>

namespace gbxx {
namespace {

bool pathBefore(const QString& a, const QString& b) {
    return a.toUtf8() < b.toUtf8();
}

// Groups of paths under a key, each of at least two, sorted as the command line prints them.
std::vector<QStringList> sortedGroups(std::map<QString, QStringList> groups) {
    std::vector<QStringList> list;
    for (auto& [key, paths] : groups) {
        if (paths.size() < 2)
            continue;
        std::sort(paths.begin(), paths.end(), pathBefore);
        list.push_back(paths);
    }
    std::sort(list.begin(), list.end(),
              [](const QStringList& a, const QStringList& b) { return pathBefore(a[0], b[0]); });
    return list;
}

} // namespace

std::vector<BoardRecord> findBoards(LibraryDatabase& database, const LibraryQuery& q) {
    QString sql = QStringLiteral(
        "SELECT path, size, modified, sha256, variant, layout, width, length, hex, wrap, title,"
        " author, editor_id, board_code, version, spec_warnings, design_warnings, home_players"
        " FROM boards WHERE unreadable = ''");
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
    if (q.variant)
        where(QStringLiteral("variant = ?"), {*q.variant});
    if (q.hex)
        where(*q.hex ? QStringLiteral("hex <> 0") : QStringLiteral("hex = 0"), {});
    if (q.wrap)
        where(QStringLiteral("wrap <> 0"), {});
    if (q.minWidth)
        where(QStringLiteral("width >= ?"), {*q.minWidth});
    if (q.maxWidth)
        where(QStringLiteral("width <= ?"), {*q.maxWidth});
    if (q.minLength)
        where(QStringLiteral("length >= ?"), {*q.minLength});
    if (q.maxLength)
        where(QStringLiteral("length <= ?"), {*q.maxLength});
    if (!q.title.isEmpty())
        where(QStringLiteral("instr(s_title, ?)"), {q.title.toLower()});
    if (!q.author.isEmpty())
        where(QStringLiteral("instr(s_author, ?)"), {q.author.toLower()});
    if (q.code)
        where(QStringLiteral("board_code = ?"), {*q.code});
    if (q.withWarnings)
        where(QStringLiteral("spec_warnings + design_warnings > 0"), {});

    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QVariant& value : values)
        query.addBindValue(value);
    std::vector<BoardRecord> found;
    if (!query.exec())
        return found;
    while (query.next()) {
        BoardRecord r;
        int c = 0;
        r.path = query.value(c++).toString();
        r.size = query.value(c++).toLongLong();
        r.modified = query.value(c++).toLongLong();
        r.sha256 = query.value(c++).toString();
        r.variant = query.value(c++).toInt();
        r.layout = query.value(c++).toString();
        r.width = query.value(c++).toInt();
        r.length = query.value(c++).toInt();
        r.hex = query.value(c++).toInt();
        r.wrap = query.value(c++).toInt();
        r.title = query.value(c++).toString();
        r.author = query.value(c++).toString();
        r.editorId = query.value(c++).toString();
        r.boardCode = query.value(c++).toString();
        r.version = query.value(c++).toInt();
        r.specWarnings = query.value(c++).toInt();
        r.designWarnings = query.value(c++).toInt();
        r.homePlayers = query.value(c++).toString();
        if (q.players &&
            (r.homePlayers.isEmpty() ? 0 : r.homePlayers.count(QLatin1Char(',')) + 1) != *q.players)
            continue;
        found.push_back(std::move(r));
    }
    using Order = LibraryQuery::Order;
    const auto byPath = [](const BoardRecord& a, const BoardRecord& b) {
        return pathBefore(a.path, b.path);
    };
    switch (q.order) {
    case Order::Path:
        std::sort(found.begin(), found.end(), byPath);
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

std::vector<QStringList> duplicateGroups(LibraryDatabase& database) {
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.exec(QStringLiteral(
        "SELECT sha256, path FROM boards WHERE unreadable = '' AND sha256 IN (SELECT sha256 FROM "
        "boards WHERE unreadable = '' GROUP BY sha256 HAVING count(*) > 1)"));
    std::map<QString, QStringList> groups;
    while (query.next())
        groups[query.value(0).toString()] << query.value(1).toString();
    return sortedGroups(std::move(groups));
}

std::vector<QStringList> codeConflicts(LibraryDatabase& database) {
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    query.exec(QStringLiteral(
        "SELECT board_code, path FROM boards WHERE unreadable = '' AND board_code IN (SELECT "
        "board_code FROM boards WHERE unreadable = '' AND board_code <> '' GROUP BY board_code "
        "HAVING count(DISTINCT sha256) > 1)"));
    std::map<QString, QStringList> groups;
    while (query.next())
        groups[query.value(0).toString()] << query.value(1).toString();
    return sortedGroups(std::move(groups));
}

bool codeTaken(LibraryDatabase& database, const QString& code, const QString& path) {
    QSqlQuery query(database.connection());
    query.prepare(QStringLiteral(
        "SELECT 1 FROM boards WHERE unreadable = '' AND board_code = ? AND path <> ? LIMIT 1"));
    query.addBindValue(code);
    query.addBindValue(path.isNull() ? QString(QLatin1String(""))
                                     : path); // NULL <> x is never true
    return query.exec() && query.next();
}

QStringList boardCodes(LibraryDatabase& database) {
    QSqlQuery query(database.connection());
    query.exec(QStringLiteral(
        "SELECT DISTINCT board_code FROM boards WHERE unreadable = '' AND board_code <> ''"));
    QStringList codes;
    while (query.next())
        codes << query.value(0).toString();
    return codes;
}

} // namespace gbxx
