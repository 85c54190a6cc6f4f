#include "gbxx/footer.h"

#include "gbxx/text.h"

#include <algorithm>
#include <array>

namespace gbxx {
namespace {

using Kind = FooterField::Kind;

// F1: the two text fields keep their stated lengths (60, 59), leaving byte 68 between them.
constexpr std::array<FooterField, 6> kFields{{
    {"version", "Board version", 0, 1, Kind::Number},
    {"editorId", "Editor ID", 1, 2, Kind::Text},
    {"boardCode", "Board code", 3, 5, Kind::Text},
    {"title", "Title", 8, 60, Kind::Text},
    {"reserved", "Reserved (footer byte 68)", 68, 1, Kind::Number},
    {"author", "Author", 69, 59, Kind::Text},
}};

// F3: printable Latin-1.
bool typeable(char32_t c) {
    return (c >= 0x20 && c <= 0x7E) || (c >= 0xA0 && c <= 0xFF);
}

// The character as it looks and its Unicode name: "\"€\" (EURO SIGN)"; a control character has its
// name only.
std::string describe(char32_t c) {
    std::string name = codePointName(c);
    std::string shown;
    appendUtf8(shown, c); // the character itself
    return "\"" + shown + "\" (" + name + ")";
}

} // namespace

std::span<const FooterField> footerFields() {
    return kFields;
}

const FooterField* findFooterField(std::string_view key) {
    for (const FooterField& f : kFields)
        if (f.key == key)
            return &f;
    return nullptr;
}

const FooterField& footerField(std::string_view key) {
    const FooterField* f = findFooterField(key);
    return f ? *f : kFields[0];
}

std::optional<Message> validateFooterText(const FooterField& field, std::string_view utf8) {
    // %1 is the field's label (said in the user's language), %2 its key.
    const auto refuse = [&](std::string_view id, std::vector<std::string> more = {}) {
        std::vector<std::string> args = {std::string(field.label), std::string(field.key)};
        args.insert(args.end(), more.begin(), more.end());
        return Message{id, std::move(args), {}, 0b1};
    };
    if (field.kind != Kind::Text)
        return refuse("footer.notText");
    const auto text = decodeUtf8(utf8);
    if (!text)
        return refuse("footer.notUtf8");
    for (char32_t c : *text) {
        if (!typeable(c)) {
            if (c > 0xFF)
                return refuse("footer.notLatin1", {describe(c)});
            // Below 0xFF, what is not printable is a control character (F3).
            return refuse("footer.controlCharacter", {codePointName(c)});
        }
    }
    if (text->size() > field.length)
        return refuse("footer.tooLong",
                      {std::to_string(field.length), std::to_string(text->size())});
    return std::nullopt;
}

Footer::Footer(std::span<const std::uint8_t, kFooterBytes> bytes) {
    std::copy(bytes.begin(), bytes.end(), bytes_.begin());
}

Footer Footer::forNewBoard() {
    Footer footer;
    footer.setText(footerField("editorId"), kEditorSymbol);
    return footer;
}

// kFields' rows by position, checked here so that the accessors cannot read another field.
static_assert(kFields[0].key == "version" && kFields[1].key == "editorId" &&
              kFields[2].key == "boardCode" && kFields[3].key == "title" &&
              kFields[5].key == "author");

std::uint8_t Footer::version() const {
    return number(kFields[0]);
}
std::string Footer::editorId() const {
    return text(kFields[1]);
}
std::string Footer::boardCode() const {
    return text(kFields[2]);
}
std::string Footer::title() const {
    return text(kFields[3]);
}
std::string Footer::author() const {
    return text(kFields[5]);
}

std::string Footer::latin1(const FooterField& field) const {
    const auto first = bytes_.begin() + field.offset;
    const auto last = first + field.length;
    return std::string(first, std::find(first, last, std::uint8_t{0}));
}

std::string Footer::text(const FooterField& field) const {
    return latin1ToUtf8(latin1(field));
}

std::optional<std::string> Footer::setText(const FooterField& field, std::string_view utf8) {
    if (auto refusal = validateFooterText(field, utf8))
        return refusal->english();
    const std::u32string text = *decodeUtf8(utf8);
    const auto first = bytes_.begin() + field.offset;
    std::fill(first, first + field.length, std::uint8_t{0});
    std::transform(text.begin(), text.end(), first,
                   [](char32_t c) { return static_cast<std::uint8_t>(c); });
    return std::nullopt;
}

} // namespace gbxx
