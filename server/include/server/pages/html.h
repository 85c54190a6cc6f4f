#pragma once
// Building the web pages' HTML safely: every text from a board, an account or a request goes
// through escaped() on its way into the page (the templates' {{name}} calls it, templates.h), and
// every link's query through queryString().

#include <QList>
#include <QPair>
#include <QString>

namespace gbxx::registry {

// `text` as HTML text or a quoted attribute value: & < > " ' as references, and the control
// characters a page must not hold (C0 other than tab and newline, DEL, C1) as U+FFFD.
QString escaped(const QString& text);

// "?key=value&…" with each key and value percent-encoded (UTF-8); pairs with an empty value are
// left out; "" when none is left. Still to be escaped() when it goes into an attribute.
QString queryString(const QList<QPair<QString, QString>>& pairs);

// A time as people read it, in UTC: "2025-03-14 09:26 UTC".
QString utcText(qint64 msSinceEpoch);
// Its day alone: "2025-03-14".
QString utcDayText(qint64 msSinceEpoch);
// A whole number with thousands separated: "520,336".
QString countText(qint64 count);

} // namespace gbxx::registry
