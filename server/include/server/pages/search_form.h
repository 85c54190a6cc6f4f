#pragma once
// The search form of the registry's home page: its fields read from the query string (the same
// names as the API's search: q, author, variant, hex, wrap, min-width … sort), turned into a
// SearchQuery by the API's own reader (api/search_fields.h) with the form's wording, drawn again
// with the values the reader gave, and named in words when nothing matches.

#include "server/api/search_fields.h"
#include "server/http/http_request.h"

#include <QList>
#include <QPair>
#include <QString>

#include <mstch/mstch.hpp>

#include <optional>

namespace gbxx::registry {

class SearchForm {
public:
    static SearchForm from(const HttpRequest& request);

    // The search the fields ask for, from `cursor` on; nothing, with `why` (plain text), for a
    // field the search cannot take.
    std::optional<SearchQuery> query(QString* why) const;

    // The form filled in as given, for the search_form template.
    mstch::map view() const;
    // The fields given, as query pairs for a link to another page of the same search.
    QList<QPair<QString, QString>> pairs() const;
    // The search in words, for "No boards match …" (plain text); empty when nothing was asked.
    QString description() const;
    // The words and the author as shown: the words simplified, the author trimmed.
    QString words() const { return fields_.words.simplified(); }
    QString author() const { return fields_.author.trimmed(); }
    const QString& cursor() const { return fields_.cursor; }

private:
    bool filtered() const; // a filter or an order given: the filters are shown open

    SearchFields fields_; // as the API's reader takes them; no limit (the form pages by 20)
};

} // namespace gbxx::registry
