#pragma once
// Finding listed boards: words in the title, author or code ignoring case (Latin-1 letters
// included), the header's shape and size, ranked and paged by a cursor that walks every match
// exactly once while boards are being published.

#include "gbxx/shape_filter.h"
#include "server/store/board_store.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gbxx::registry {

// What a person may type into a search (the API's and the web form's alike): at most this many
// words, and printable text — no control characters (PostgreSQL's text cannot hold U+0000) and no
// replacement character (the %-escapes were not UTF-8). Notes follow the second rule too.
inline constexpr int kMaxSearchWords = 32;
bool printableText(const QString& text);

struct SearchQuery {
    QStringList words;
    QString author;    // must occur in the author
    QString owner;     // an account's boards (its page); empty: anyone's
    ShapeFilter shape; // the board's tile size, hex, wrap and size (gbxx/shape_filter.h)
    enum class Sort { Relevance, New, Downloads };
    Sort sort = Sort::Relevance;
    int limit = 20;
    QString cursor; // from the previous page's `next`
};

struct SearchPage {
    QList<BoardSummary> boards;
    QString next; // empty: no more
};

class BoardSearch {
public:
    explicit BoardSearch(SqlSession& session)
        : session_(session) {}
    // Nothing, with `why`, for a cursor this search did not give.
    std::optional<SearchPage> find(const SearchQuery& query, QString* why);

private:
    // The boards FROM `from` (aliased b) meeting `conditions`, newest first (or most downloaded).
    QList<BoardSummary> rows(const QString& from, const QStringList& conditions,
                             const QVariantList& values, qsizetype wanted, bool byDownloads);

    SqlSession& session_;
};

} // namespace gbxx::registry
