#pragma once
// The 128-byte footer (spec "Footer", F1-F5): kept as raw bytes so that anything a file holds is
// written back unchanged (F4, R1); text is read and written through the field table below.

#include "gbxx/message.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gbxx {

inline constexpr std::size_t kFooterBytes = 128;
// The symbol this project writes into `editorId` of new boards (F5).
inline constexpr std::string_view kEditorSymbol = "GX";

struct FooterField {
    enum class Kind : std::uint8_t { Number, Text };
    std::string_view key;
    std::string_view label;
    std::uint8_t offset;
    std::uint8_t length; // bytes; for Text, the most characters it holds (F1)
    Kind kind;
};

// version, editorId, boardCode, title, reserved, author: in byte order.
std::span<const FooterField> footerFields();
const FooterField* findFooterField(std::string_view key);
// For keys known to exist: an unknown key gives `version`'s field. Where a key comes from outside
// the program, findFooterField says whether it exists.
const FooterField& footerField(std::string_view key);

// Why `utf8` may not be typed into `field` (F3), naming the character and the field; nothing when
// it may. Refuses invalid UTF-8, characters outside printable Latin-1 and text longer than the
// field.
std::optional<Message> validateFooterText(const FooterField& field, std::string_view utf8);

class Footer {
public:
    Footer() = default; // all zero
    explicit Footer(std::span<const std::uint8_t, kFooterBytes> bytes);
    // Version 0, editorId kEditorSymbol, everything else empty (F5).
    static Footer forNewBoard();

    const std::array<std::uint8_t, kFooterBytes>& bytes() const { return bytes_; }

    // The fields a game shows, by name (F1), text as UTF-8 (F2) like text(): a game needs no
    // footerField() and no key that could be misspelt. `reserved` (byte 68) is kept for the file,
    // not for games, and has none.
    std::uint8_t version() const; // 0: a development build (F5)
    std::string editorId() const;
    std::string boardCode() const;
    std::string title() const;
    std::string author() const;

    std::uint8_t number(const FooterField& field) const { return bytes_[field.offset]; }
    void setNumber(const FooterField& field, std::uint8_t value) { bytes_[field.offset] = value; }

    // The field's bytes before the first 0x00 (F2), Latin-1, one byte per character.
    std::string latin1(const FooterField& field) const;
    // The same text as UTF-8.
    std::string text(const FooterField& field) const;
    // Replaces the whole field with `utf8` padded with 0x00, or returns why it cannot (F3) and
    // changes nothing.
    std::optional<std::string> setText(const FooterField& field, std::string_view utf8);

    bool operator==(const Footer&) const = default;

private:
    std::array<std::uint8_t, kFooterBytes> bytes_{};
};

} // namespace gbxx
