#pragma once
// A search as a request asks for it, read once for the API (GET /api/v1/boards) and the web form
// (GET /): both take the same fields by the same names. What is wrong with them is said as a
// SearchFieldProblem, which each side words its own way: a program reads the field's name, a
// reader the form's label.

#include "server/http/http_request.h"
#include "server/store/board_search.h"

#include <QString>

#include <optional>
#include <variant>

namespace gbxx::registry {

// The fields as sent; an empty one is not given.
struct SearchFields {
    QString words; // as typed: a line feed must not pass for the space between two words
    QString author, variant, minWidth, maxWidth, minLength, maxLength, hex, wrap, sort, cursor;
    std::optional<QString> limit; // given at all (the web form has its own page size)

    // The query string's fields, untouched.
    static SearchFields of(const HttpRequest& request);
};

struct SearchFieldProblem {
    enum class Kind {
        TooManyWords, // more than kMaxSearchWords
        NotPrintable, // the words or the author hold a control or replacement character
        NotANumber,   // `field` is not digits alone
        NotAFlag,     // `field` is not 1, 0, true or false
        NotAVariant,  // a number but not 8, 16, 32 or 64
        NotAnOrder,   // sort is not relevance, new or downloads
        LimitTooSmall // limit is 0
    };
    Kind kind;
    QString field; // the parameter's name: "min-width", "hex" …
    QString value; // as sent
};

// The query `fields` ask for (limit at most 100, default 20), or the first field that is wrong,
// in the order the fields are listed above.
std::variant<SearchQuery, SearchFieldProblem> readSearch(const SearchFields& fields);

// Whether `text` is a number as the API writes one: ASCII digits alone (no sign, no spaces).
bool digitsOnly(const QString& text);
// A yes or no as the API takes one: 1 or true, 0 or false; nothing for anything else.
std::optional<bool> flagOf(const QString& text);

} // namespace gbxx::registry
