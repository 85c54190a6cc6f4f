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
    const auto value = [&](const char* key) { return formValue(r, key).trimmed(); };
    // Read as typed (readSearch checks them so: simplified() turns a line feed into a space),
    // shown simplified.
    form.typedWords_ = formValue(r, "q");
    form.typedAuthor_ = formValue(r, "author");
    form.q_ = form.typedWords_.simplified();
    form.author_ = value("author");
    form.variant_ = value("variant");
    form.hex_ = flagValue(value("hex"));
    form.wrap_ = flagValue(value("wrap"));
    form.minWidth_ = value("min-width");
    form.maxWidth_ = value("max-width");
    form.minLength_ = value("min-length");
    form.maxLength_ = value("max-length");
    form.sort_ = value("sort");
    form.cursor_ = value("cursor");
    return form;
}

std::optional<SearchQuery> SearchForm::query(QString* why) const {
    SearchFields fields;
    fields.words = typedWords_;
    fields.author = typedAuthor_;
    fields.variant = variant_;
    fields.minWidth = minWidth_;
    fields.maxWidth = maxWidth_;
    fields.minLength = minLength_;
    fields.maxLength = maxLength_;
    fields.hex = hex_;
    fields.wrap = wrap_;
    fields.sort = sort_;
    fields.cursor = cursor_;
    std::variant<SearchQuery, SearchFieldProblem> read = readSearch(fields);
    if (const auto* problem = std::get_if<SearchFieldProblem>(&read)) {
        *why = formWording(*problem);
        return std::nullopt;
    }
    SearchQuery q = std::get<SearchQuery>(std::move(read));
    q.limit = kPageSize;
    return q;
}

bool SearchForm::filtered() const {
    return !author_.isEmpty() || !variant_.isEmpty() || !hex_.isEmpty() || !wrap_.isEmpty() ||
           !minWidth_.isEmpty() || !maxWidth_.isEmpty() || !minLength_.isEmpty() ||
           !maxLength_.isEmpty() || (!sort_.isEmpty() && sort_ != QLatin1String("relevance"));
}

mstch::map SearchForm::view() const {
    return {{"q", text(q_)},
            {"filtered", filtered()},
            {"author", text(author_)},
            {"variants", options(variant_, kVariants, std::size(kVariants))},
            {"shapes", options(hex_, kShapes, std::size(kShapes))},
            {"wraps", options(wrap_, kWraps, std::size(kWraps))},
            {"minWidth", text(minWidth_)},
            {"maxWidth", text(maxWidth_)},
            {"minLength", text(minLength_)},
            {"maxLength", text(maxLength_)},
            {"sorts", options(sort_.isEmpty() ? QStringLiteral("relevance") : sort_, kSorts,
                              std::size(kSorts))}};
}

QList<QPair<QString, QString>> SearchForm::pairs() const {
    return {{QStringLiteral("q"), q_},
            {QStringLiteral("author"), author_},
            {QStringLiteral("variant"), variant_},
            {QStringLiteral("hex"), hex_},
            {QStringLiteral("wrap"), wrap_},
            {QStringLiteral("min-width"), minWidth_},
            {QStringLiteral("max-width"), maxWidth_},
            {QStringLiteral("min-length"), minLength_},
            {QStringLiteral("max-length"), maxLength_},
            {QStringLiteral("sort"), sort_}};
}

QString SearchForm::description() const {
    QStringList parts;
    if (!q_.isEmpty())
        parts << QStringLiteral("“") + q_ + QStringLiteral("”");
    if (!author_.isEmpty())
        parts << QStringLiteral("by an author with “") + author_ + QStringLiteral("”");
    if (!variant_.isEmpty())
        parts << QStringLiteral("GB") + variant_.rightJustified(2, QLatin1Char('0'));
    if (!hex_.isEmpty())
        parts << (hex_ == QLatin1String("1") ? QStringLiteral("hex") : QStringLiteral("square"));
    if (!wrap_.isEmpty())
        parts << (wrap_ == QLatin1String("1") ? QStringLiteral("wrapping")
                                              : QStringLiteral("not wrapping"));
    for (const QString& bound : {range(QStringLiteral("width"), minWidth_, maxWidth_),
                                 range(QStringLiteral("length"), minLength_, maxLength_)}) {
        if (!bound.isEmpty())
            parts << bound;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace gbxx::registry
