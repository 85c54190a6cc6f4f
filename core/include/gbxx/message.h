#pragma once
// Messages for people (read errors, warnings, refusals) as an identifier and arguments, so that a
// program can say them in its user's language; `english()` gives the core's own wording, which is
// what a game linking the core alone and the command line's English output show.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gbxx {

// One entry of the catalogue. `text` uses %1…%9 for arguments and %n (or %Ln, grouped in
// thousands) for a count; a counted message also has its English singular in `one`, and `text` is
// then the plural. The texts are the source texts of the programs' translations.
struct MessageText {
    std::string_view id;
    std::string_view text;
    std::string_view one = {};
};

struct Message {
    std::string_view id;           // a catalogue entry's id
    std::vector<std::string> args; // %1, %2, …
    std::optional<std::uint64_t> count = {};
    std::uint32_t namesArgs = 0;  // bit k: args[k] is a core name (a field label, "player 1"),
                                  // to be said in the user's language too
    std::uint32_t numberArgs = 0; // bit k: args[k] is a whole number in digits, to be grouped
                                  // as the language does ("1,234" in English)

    std::string english() const;
};

// Every message the core can say.
std::span<const MessageText> messageCatalogue();
const MessageText* findMessageText(std::string_view id);

// Replaces %1…%9 with `args` and %n / %Ln with `count` in one pass (an argument holding "%2"
// stays as it is).
std::string fillIn(std::string_view text, std::span<const std::string> args,
                   std::optional<std::uint64_t> count);

// "1,234,567".
std::string withThousands(std::uint64_t n);

} // namespace gbxx
