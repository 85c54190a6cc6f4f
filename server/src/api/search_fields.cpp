#include "server/api/search_fields.h"

#include "gbxx/variant.h"

#include <algorithm>

namespace gbxx::registry {
namespace {

using Problem = SearchFieldProblem;

std::optional<Problem> readNumber(const QString& field, const QString& text,
                                  std::optional<int>& into) {
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || !digitsOnly(text))
        return Problem{Problem::Kind::NotANumber, field, text};
    into = value;
    return std::nullopt;
}

std::optional<Problem> readFlag(const QString& field, const QString& text,
                                std::optional<bool>& into) {
    if (text.isEmpty())
        return std::nullopt;
    into = flagOf(text);
    if (!into)
        return Problem{Problem::Kind::NotAFlag, field, text};
    return std::nullopt;
}

// Any number of digits: more than 100 gives 100, however many more.
std::variant<int, Problem> readLimit(const QString& limit) {
    if (!digitsOnly(limit))
        return Problem{Problem::Kind::NotANumber, QStringLiteral("limit"), limit};
    qsizetype zeros = 0;
    while (zeros < limit.size() - 1 && limit[zeros] == QLatin1Char('0'))
        ++zeros;
    const int value = limit.size() - zeros > 3 ? 101 : limit.mid(zeros).toInt();
    if (value < 1)
        return Problem{Problem::Kind::LimitTooSmall, QStringLiteral("limit"), limit};
    return std::min(value, 100);
}

} // namespace

bool digitsOnly(const QString& text) {
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) {
        return c >= QLatin1Char('0') && c <= QLatin1Char('9');
    });
}

std::optional<bool> flagOf(const QString& text) {
    if (text == QLatin1String("1") || text == QLatin1String("true"))
        return true;
    if (text == QLatin1String("0") || text == QLatin1String("false"))
        return false;
    return std::nullopt;
}

SearchFields SearchFields::of(const HttpRequest& r) {
    const auto value = [&](const char* key) { return r.param(QLatin1String(key)); };
    SearchFields f;
    f.words = value("q");
    f.author = value("author");
    f.variant = value("variant");
    f.minWidth = value("min-width");
    f.maxWidth = value("max-width");
    f.minLength = value("min-length");
    f.maxLength = value("max-length");
    f.hex = value("hex");
    f.wrap = value("wrap");
    f.sort = value("sort");
    f.cursor = value("cursor");
    if (r.hasParam(QStringLiteral("limit")))
        f.limit = value("limit");
    return f;
}

std::variant<SearchQuery, SearchFieldProblem> readSearch(const SearchFields& f) {
    SearchQuery q;
    q.words = f.words.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    q.author = f.author.trimmed();
    if (q.words.size() > kMaxSearchWords)
        return Problem{Problem::Kind::TooManyWords, QStringLiteral("q"), f.words};
    if (!printableText(f.words))
        return Problem{Problem::Kind::NotPrintable, QStringLiteral("q"), f.words};
    if (!printableText(f.author))
        return Problem{Problem::Kind::NotPrintable, QStringLiteral("author"), f.author};
    const std::pair<const char*, const QString*> numbers[] = {{"variant", &f.variant},
                                                              {"min-width", &f.minWidth},
                                                              {"max-width", &f.maxWidth},
                                                              {"min-length", &f.minLength},
                                                              {"max-length", &f.maxLength}};
    ShapeFilter& shape = q.shape;
    std::optional<int>* const into[] = {&shape.variant, &shape.minWidth, &shape.maxWidth,
                                        &shape.minLength, &shape.maxLength};
    for (std::size_t i = 0; i < std::size(numbers); ++i) {
        if (auto problem =
                readNumber(QLatin1String(numbers[i].first), *numbers[i].second, *into[i]))
            return *problem;
    }
    if (auto problem = readFlag(QStringLiteral("hex"), f.hex, shape.hex))
        return *problem;
    if (auto problem = readFlag(QStringLiteral("wrap"), f.wrap, shape.wrap))
        return *problem;
    if (shape.variant && !variantFromBits(*shape.variant))
        return Problem{Problem::Kind::NotAVariant, QStringLiteral("variant"), f.variant};
    if (f.sort == QLatin1String("new"))
        q.sort = SearchQuery::Sort::New;
    else if (f.sort == QLatin1String("downloads"))
        q.sort = SearchQuery::Sort::Downloads;
    else if (!f.sort.isEmpty() && f.sort != QLatin1String("relevance"))
        return Problem{Problem::Kind::NotAnOrder, QStringLiteral("sort"), f.sort};
    if (f.limit) {
        const std::variant<int, Problem> limit = readLimit(*f.limit);
        if (const auto* problem = std::get_if<Problem>(&limit))
            return *problem;
        q.limit = std::get<int>(limit);
    }
    q.cursor = f.cursor;
    return q;
}

} // namespace gbxx::registry
