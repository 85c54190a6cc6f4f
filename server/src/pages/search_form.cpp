#include "server/pages/search_form.h"

#include "server/pages/templates.h"

#include <QHash>

#include <QUrl>

namespace gbxx::registry {
namespace {

constexpr int kPageSize = 20;

struct Choice {
    const char* value;
    const char* label;
};

constexpr Choice kVariants[] = {
    {"", "Any"}, {"8", "GB08"}, {"16", "GB16"}, {"32", "GB32"}, {"64", "GB64"}};
constexpr Choice kShapes[] = {{"", "Any"}, {"1", "Hex"}, {"0", "Square"}};
constexpr Choice kWraps[] = {{"", "Any"}, {"1", "Wraps"}, {"0", "Does not wrap"}};
constexpr Choice kSorts[] = {
    {"relevance", "Relevance"}, {"new", "Newest"}, {"downloads", "Most downloaded"}};

QString formValue(const HttpRequest& r, const char* key) {
    return r.param(QLatin1String(key));
}

// The field's value for a <select>: "true"/"false" as the API also takes them are 1 and 0.
QString flagValue(const QString& text) {
    const QString t = text.trimmed();
    if (t == QLatin1String("true"))
        return QStringLiteral("1");
    if (t == QLatin1String("false"))
        return QStringLiteral("0");
    return t;
}

// The form's label of a field, as the reader sees it beside the input.
QString formLabel(const QString& field) {
    static const QHash<QString, QString> labels{
        {QStringLiteral("variant"), QStringLiteral("“Variant”")},
        {QStringLiteral("min-width"), QStringLiteral("“Width from”")},
        {QStringLiteral("max-width"), QStringLiteral("“Width to”")},
        {QStringLiteral("min-length"), QStringLiteral("“Length from”")},
        {QStringLiteral("max-length"), QStringLiteral("“Length to”")},
        {QStringLiteral("hex"), QStringLiteral("“Shape”")},
        {QStringLiteral("wrap"), QStringLiteral("“Wrap”")},
        {QStringLiteral("sort"), QStringLiteral("“Order”")}};
    return labels.value(field, QStringLiteral("“") + field + QStringLiteral("”"));
}

// What the reader is told about a field the search cannot take.
QString formWording(const SearchFieldProblem& p) {
    using Kind = SearchFieldProblem::Kind;
    const QString value = p.value.left(40);
    switch (p.kind) {
    case Kind::TooManyWords:
        return QStringLiteral("A search has at most %1 words.").arg(kMaxSearchWords);
    case Kind::NotPrintable:
        return QStringLiteral("The words and the author must be printable text.");
    case Kind::NotANumber:
        return QStringLiteral("%1 must be a whole number, not “%2”.")
            .arg(formLabel(p.field), value);
    case Kind::NotAFlag:
        return QStringLiteral("%1 must be 1 or 0, not “%2”.").arg(formLabel(p.field), value);
    case Kind::NotAVariant:
        return QStringLiteral("“Variant” is 8, 16, 32 or 64, not “%1”.").arg(value);
    case Kind::NotAnOrder:
        return QStringLiteral("“Order” is relevance, new or downloads, not “%1”.").arg(value);
    case Kind::LimitTooSmall:
        break; // the form has its own page size
    }
    return QStringLiteral("%1 cannot be “%2”.").arg(formLabel(p.field), value);
}

// A <select>'s options, `current` selected.
mstch::array options(const QString& current, const Choice* choices, std::size_t count) {
    mstch::array out;
    for (std::size_t i = 0; i < count; ++i) {
        const QString value = QLatin1String(choices[i].value);
        out.push_back(mstch::map{{"value", text(value)},
                                 {"label", text(QLatin1String(choices[i].label))},
                                 {"selected", value == current}});
    }
    return out;
}

// "width 10–20", "width at least 10", "width at most 20".
QString range(const QString& what, const QString& low, const QString& high) {
    if (!low.isEmpty() && !high.isEmpty())
        return what + QLatin1Char(' ') + low + QStringLiteral("–") + high;
    if (!low.isEmpty())
        return what + QStringLiteral(" at least ") + low;
    if (!high.isEmpty())
        return what + QStringLiteral(" at most ") + high;
    return {};
}

} // namespace

SearchForm SearchForm::from(const HttpRequest& r) {
    SearchForm form;
    SearchFields& f = form.fields_;
    const auto value = [&](const char* key) { return formValue(r, key).trimmed(); };
    // The words and the author as typed: readSearch checks them so (simplified() turns a line
    // feed into a space); the rest as the reader meant them, spaces around them dropped.
    f.words = formValue(r, "q");
    f.author = formValue(r, "author");
    f.variant = value("variant");
    f.hex = flagValue(value("hex"));
    f.wrap = flagValue(value("wrap"));
    f.minWidth = value("min-width");
    f.maxWidth = value("max-width");
    f.minLength = value("min-length");
    f.maxLength = value("max-length");
    f.sort = value("sort");
    f.cursor = value("cursor");
    return form;
}

std::optional<SearchQuery> SearchForm::query(QString* why) const {
    std::variant<SearchQuery, SearchFieldProblem> read = readSearch(fields_);
    if (const auto* problem = std::get_if<SearchFieldProblem>(&read)) {
        *why = formWording(*problem);
        return std::nullopt;
    }
    SearchQuery q = std::get<SearchQuery>(std::move(read));
    q.limit = kPageSize; // the form's own page size, whatever limit the address holds
    return q;
}

bool SearchForm::filtered() const {
    const SearchFields& f = fields_;
    return !author().isEmpty() || !f.variant.isEmpty() || !f.hex.isEmpty() || !f.wrap.isEmpty() ||
           !f.minWidth.isEmpty() || !f.maxWidth.isEmpty() || !f.minLength.isEmpty() ||
           !f.maxLength.isEmpty() || (!f.sort.isEmpty() && f.sort != QLatin1String("relevance"));
}

mstch::map SearchForm::view() const {
    const SearchFields& f = fields_;
    return {{"q", text(words())},
            {"filtered", filtered()},
            {"author", text(author())},
            {"variants", options(f.variant, kVariants, std::size(kVariants))},
            {"shapes", options(f.hex, kShapes, std::size(kShapes))},
            {"wraps", options(f.wrap, kWraps, std::size(kWraps))},
            {"minWidth", text(f.minWidth)},
            {"maxWidth", text(f.maxWidth)},
            {"minLength", text(f.minLength)},
            {"maxLength", text(f.maxLength)},
            {"sorts", options(f.sort.isEmpty() ? QStringLiteral("relevance") : f.sort, kSorts,
                              std::size(kSorts))}};
}

QList<QPair<QString, QString>> SearchForm::pairs() const {
    const SearchFields& f = fields_;
    return {{QStringLiteral("q"), words()},
            {QStringLiteral("author"), author()},
            {QStringLiteral("variant"), f.variant},
            {QStringLiteral("hex"), f.hex},
            {QStringLiteral("wrap"), f.wrap},
            {QStringLiteral("min-width"), f.minWidth},
            {QStringLiteral("max-width"), f.maxWidth},
            {QStringLiteral("min-length"), f.minLength},
            {QStringLiteral("max-length"), f.maxLength},
            {QStringLiteral("sort"), f.sort}};
}

QString SearchForm::description() const {
    const SearchFields& f = fields_;
    const QString words = this->words();
    const QString author = this->author();
    QStringList parts;
    if (!words.isEmpty())
        parts << QStringLiteral("“") + words + QStringLiteral("”");
    if (!author.isEmpty())
        parts << QStringLiteral("by an author with “") + author + QStringLiteral("”");
    if (!f.variant.isEmpty())
        parts << QStringLiteral("GB") + f.variant.rightJustified(2, QLatin1Char('0'));
    if (!f.hex.isEmpty())
        parts << (f.hex == QLatin1String("1") ? QStringLiteral("hex") : QStringLiteral("square"));
    if (!f.wrap.isEmpty())
        parts << (f.wrap == QLatin1String("1") ? QStringLiteral("wrapping")
                                               : QStringLiteral("not wrapping"));
    for (const QString& bound : {range(QStringLiteral("width"), f.minWidth, f.maxWidth),
                                 range(QStringLiteral("length"), f.minLength, f.maxLength)}) {
        if (!bound.isEmpty())
            parts << bound;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace gbxx::registry
