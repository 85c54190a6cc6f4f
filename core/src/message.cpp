#include "gbxx/message.h"

#include <algorithm>

namespace gbxx {
namespace {

// Every message of the core, in one table: the command line prints `english()`, the Qt programs
// look the text up in their translations (resources/translations/core_texts.cpp lists it for
// lupdate).
constexpr MessageText kCatalogue[] = {
    // Reading a file (spec S1, S3, H1-H3).
    {"read.notGameBoardXX", R"(not a GameBoardXX file: it starts with %1, not "GB")"},
    {"read.tooShort",
     "file is %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and "
     "a 128-byte footer)",
     "file is %Ln byte; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and "
     "a 128-byte footer)"},
    {"read.tooShortAtLeast",
     "file is at least %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the "
     "tiles and a 128-byte footer)",
     "file is at least %Ln byte; a GameBoardXX file is at least 137 bytes (an 8-byte header, the "
     "tiles and a 128-byte footer)"},
    {"read.badVariant",
     R"(header bytes 2-3 are %1 %2; expected the tile size "08", "16", "32" or "64")"},
    {"read.emptySide", "board is %1×%2; width and length must each be 1 to 255"},
    {"read.wrongSize", "file is %Ln bytes; a %1×%2 GB%3 board needs %4",
     "file is %Ln byte; a %1×%2 GB%3 board needs %4"},
    {"read.wrongSizeAn", "file is %Ln bytes; an %1×%2 GB%3 board needs %4",
     "file is %Ln byte; an %1×%2 GB%3 board needs %4"},
    {"read.wrongSizeAtLeast", "file is at least %Ln bytes; a %1×%2 GB%3 board needs %4",
     "file is at least %Ln byte; a %1×%2 GB%3 board needs %4"},
    {"read.wrongSizeAtLeastAn", "file is at least %Ln bytes; an %1×%2 GB%3 board needs %4",
     "file is at least %Ln byte; an %1×%2 GB%3 board needs %4"},
    {"read.noSuchFile", "cannot open %1: no such file"},
    {"read.folder", "%1 is a folder, not a board file"},
    {"read.noSize", "cannot read the size of %1: %2"},
    {"read.cannotOpen", "cannot open %1 for reading"},
    {"read.changed", "cannot read %1: it changed while being read"},

    // Warnings (spec W, S2, X3, G1, T32) and design warnings.
    {"warning.extension", R"(the file name ends in "%1" but the header says GB%2 ("%3"))"},
    {"warning.hexWrapOddWidth",
     "width wrap on a hex board needs an even width; with width %1 the seam is not joined"},
    {"warning.offBoardData",
     "%n tiles (first at x %1, y %2) not on the board hold data besides their boundary",
     "%n tile (first at x %1, y %2) not on the board holds data besides its boundary"},
    {"warning.linkWhileGroupsOff",
     "%n tiles (first at x %1, y %2) have a link group while link groups are off (header `%3` is "
     "0)",
     "%n tile (first at x %1, y %2) has a link group while link groups are off (header `%3` is "
     "0)"},
    {"warning.noZoneContradiction",
     "%n tiles (first at x %1, y %2) have a `noZone` flag that contradicts their `zoneOwners`",
     "%n tile (first at x %1, y %2) has a `noZone` flag that contradicts its `zoneOwners`"},
    {"warning.linkDisagrees",
     "%n tiles (first at x %1, y %2) differ from the anchor of their link group",
     "%n tile (first at x %1, y %2) differs from the anchor of its link group"},
    {"warning.unreachable",
     "%n tiles in bounds cannot be reached from the rest of the board (first at x %1, y %2)",
     "%n tile in bounds cannot be reached from the rest of the board (first at x %1, y %2)"},
    {"warning.playerWithoutHome",
     "%n tiles have zones or blacklists for player %1, who has no home zone on this board",
     "%n tile has zones or blacklists for player %1, who has no home zone on this board"},
    {"warning.noEndZone", "%1 has a home zone but no end zone"},
    {"warning.noReachableEndZone", "%1 has a home zone but no end zone it can reach"},

    // Tile expressions (Select Where, `gbxx query`); %1 of a token is quoted ('and') or "the end".
    {"expression.theEnd", "the end"},
    {"expression.empty", "expected a condition, such as height >= 40 at character %1"},
    {"expression.unexpected", "unexpected %1; expected 'and', 'or' or the end at character %2"},
    {"expression.numberExpected", "expected a number after %1, not %2 at character %3"},
    {"expression.tooLarge", "%1 is too large at character %2"},
    {"expression.unclosed",
     "expected ')' to close the '(' at character %1, not %2 at character %3"},
    {"expression.factorExpected",
     "expected a field, 'x', 'y', 'not' or '(', not %1 at character %2"},
    {"expression.unknownField", "%1 is not a field of this board (its fields: %2) at character %3"},
    {"expression.operatorExpected",
     "expected =, !=, <, <=, >, >= after %1, not %2 at character %3"},
    {"expression.operatorOrHasExpected",
     "expected =, !=, <, <=, >, >= or 'has' after %1, not %2 at character %3"},
    {"expression.tooDeep",
     "nested too deeply: more than %1 levels of '(' and 'not' at character %2"},
    {"expression.operandExpected",
     "expected a number, a field, 'x', 'y' or neighbours(…) after %1, not %2 at character %3"},
    {"expression.openExpected", "expected '(' after %1, not %2 at character %3"},
    {"expression.neighbourOutside",
     "%1 is a neighbour's field, read only inside neighbours(…) at character %2"},
    {"expression.neighboursInside",
     "%1 inside neighbours(…): a neighbour's own neighbours are not counted at character %2"},
    {"expression.cornersOnHex",
     "neighbours8 counts corner neighbours, which hex tiles do not have (neighbours counts all "
     "six) at character %1"},

    // Field operations (Board ▸ Replace, `gbxx edit --set/--add/…`).
    {"operation.notKeyValue", "'%1' is not KEY=VALUE"},
    {"operation.unknownField", "'%1' is not a field of this board (its fields: %2)"},
    {"operation.notSignedNumber", "'%1' is not a signed number for %2"},
    {"operation.notNumber", "'%1' is not a number (decimal or 0x hexadecimal) for %2"},
    {"operation.doesNotFit", "%1 does not fit %2 (0 to %3)"},

    // Rules files (issue 37, gbxx/rules.h): a place, then what is wrong there. %1 is a rule's
    // number (from 1), %2 its name.
    {"rules.rule", "rule %1"},
    {"rules.namedRule", "rule %1 \"%2\""},
    {"rules.where", "rule %1 \"%2\", where"},
    {"rules.operation", "rule %1 \"%2\", operation %3"},
    {"rules.notJson", "not valid JSON at line %1, column %2: %3"},
    {"rules.tooDeep", "nested more than %1 levels deep at line %2, column %3"},
    {"rules.notObject", "a rules file is one JSON object, {\"rules\": [...]}"},
    {"rules.unknownFileKey", "unknown key \"%1\"; a rules file has only \"rules\""},
    {"rules.noRules", "no \"rules\"; a rules file is {\"rules\": [...]}"},
    {"rules.rulesNotList", "\"rules\" must be a list of rules"},
    {"rules.ruleNotObject", "a rule is an object with \"name\", \"where\" and \"then\""},
    {"rules.unknownRuleKey",
     "unknown key \"%1\"; a rule has \"name\", \"where\", \"then\" and \"live\""},
    {"rules.missingKey", "no \"%1\""},
    {"rules.notText", "\"%1\" must be a text"},
    {"rules.emptyName", "\"name\" is empty"},
    {"rules.controlInName", "\"name\" holds a control character"},
    {"rules.thenNotList", "\"then\" must be a list of operations, such as [\"set boundary=1\"]"},
    {"rules.thenEmpty", "\"then\" has no operation"},
    {"rules.liveNotBoolean", "\"live\" must be true or false"},
    {"rules.operationNotText", "an operation is a text, such as \"set boundary=1\""},
    {"rules.unknownOperation",
     "'%1' is not an operation: set, add, flags-on or flags-off, then KEY=VALUE"},

    // Merging boards (`gbxx merge`, the editor's merge tool); %1 is OURS or THEIRS.
    {"merge.size", "%1 is %2 tiles, BASE is %3: the three boards must have one size"},
    {"merge.tileSize", "%1 is %2, BASE is %3: the three boards must have one tile size"},
    {"merge.layout", "%1 is in layout %2, BASE in %3: the three boards must have one layout"},

    // Board patches (`gbxx patch`, gbxx/board_patch.h); %1 of a hash is its 64 hex digits.
    {"patch.size", "TARGET is %1 tiles, BASE is %2: a patch needs two boards of one size"},
    {"patch.tileSize", "TARGET is %1, BASE is %2: a patch needs two boards of one tile size"},
    {"patch.layout", "TARGET is in layout %1, BASE in %2: a patch needs two boards of one layout"},
    {"patch.notPatch", R"(not a board patch: it starts with %1, not "GBXP")"},
    {"patch.version", "patch format version %1; this program reads version 1"},
    {"patch.truncated", "the patch is cut short: it ends after %1 bytes"},
    {"patch.badShape", "the patch is damaged: a %1x%2 board of %3-byte tiles is no board"},
    {"patch.badFlags", "the patch is damaged: unknown flags %1 at byte %2"},
    {"patch.badNumber", "the patch is damaged: the number at byte %1 is too large"},
    {"patch.pastEnd", "the patch is damaged: its run at byte %1 goes past the board's %2 tiles"},
    {"patch.footerPastEnd",
     "the patch is damaged: its footer change at byte %1 goes past the footer's %2 bytes"},
    {"patch.trailing", "the patch is damaged: %1 more bytes follow its last run"},
    {"patch.otherShape", "the patch is for a %1x%2 GB%3 board; this board is %4 %5"},
    {"patch.wrongBase", "the patch is for the board with SHA-256 %1; this board's is %2"},
    {"patch.wrongResult", "the patched board's SHA-256 is %1, not %2 as the patch says"},

    // Custom data schemas (Board ▸ Custom Data Schema, schema files); %1 is a sub-field's key.
    {"schema.noOwnField", "%1 has no field of its own for a schema to split"},
    {"schema.wrongField", "unknown field '%1': a %2 schema splits '%3'"},
    {"schema.badKey",
     "the key '%1' is not a name of letters, digits and _ (not starting with a digit)"},
    {"schema.keyTwice", "the key '%1' is used twice"},
    {"schema.bitOutsideBit", "'%1': bit %2 is outside '%3' (bit %4)"},
    {"schema.bitOutsideBits", "'%1': bit %2 is outside '%3' (bits %4-%5)"},
    {"schema.bitsOutsideBit", "'%1': bits %2-%3 are outside '%4' (bit %5)"},
    {"schema.bitsOutsideBits", "'%1': bits %2-%3 are outside '%4' (bits %5-%6)"},
    {"schema.bitOverlapsBit", "'%1': bit %2 overlaps '%3' (bit %4)"},
    {"schema.bitOverlapsBits", "'%1': bit %2 overlaps '%3' (bits %4-%5)"},
    {"schema.bitsOverlapBit", "'%1': bits %2-%3 overlap '%4' (bit %5)"},
    {"schema.bitsOverlapBits", "'%1': bits %2-%3 overlap '%4' (bits %5-%6)"},
    {"schema.flagNamesInBit", "'%1': %2 flag names do not fit in bit %3 (at most %4)"},
    {"schema.flagNamesInBits", "'%1': %2 flag names do not fit in bits %3-%4 (at most %5)"},
    {"schema.valueNamesInBit", "'%1': %2 value names do not fit in bit %3 (at most %4)"},
    {"schema.valueNamesInBits", "'%1': %2 value names do not fit in bits %3-%4 (at most %5)"},
    {"schema.numberWithNames", "'%1': a number has no names (make it an enum)"},

    // Painting (spec T16).
    {"paint.unstorableZone",
     "GB16 cannot store player 1 in all zone kinds: that pattern means \"no zone\" (spec T16). "
     "Choose another zone kind or player for those tiles."},

    // Footer texts (spec F2, F3).
    {"footer.notText", "%1 (%2) is a number, not text"},
    {"footer.notUtf8", "%1 (%2): the text is not valid UTF-8"},
    {"footer.notLatin1", "%1 (%2): %3 is not a Latin-1 character"},
    {"footer.tooLong", "%1 (%2) holds at most %3 characters, not %4"},
    {"footer.controlCharacter",
     "%1 (%2): %3 (a control character) cannot be stored; only printable characters"},
};

} // namespace

std::span<const MessageText> messageCatalogue() {
    return kCatalogue;
}

const MessageText* findMessageText(std::string_view id) {
    const auto it = std::find_if(std::begin(kCatalogue), std::end(kCatalogue),
                                 [id](const MessageText& m) { return m.id == id; });
    return it == std::end(kCatalogue) ? nullptr : &*it;
}

std::string withThousands(std::uint64_t n) {
    std::string digits = std::to_string(n);
    for (int pos = static_cast<int>(digits.size()) - 3; pos > 0; pos -= 3)
        digits.insert(digits.begin() + pos, ',');
    return digits;
}

std::string fillIn(std::string_view text, std::span<const std::string> args,
                   std::optional<std::uint64_t> count) {
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size()) {
            const char next = text[i + 1];
            if (next >= '1' && next <= '9' && static_cast<std::size_t>(next - '1') < args.size()) {
                out += args[static_cast<std::size_t>(next - '1')];
                ++i;
                continue;
            }
            if (next == 'n' && count) {
                out += std::to_string(*count);
                ++i;
                continue;
            }
            if (next == 'L' && i + 2 < text.size() && text[i + 2] == 'n' && count) {
                out += withThousands(*count);
                i += 2;
                continue;
            }
        }
        out.push_back(text[i]);
    }
    return out;
}

std::string Message::english() const {
    const MessageText* entry = findMessageText(id);
    if (!entry)
        return std::string(id);
    const std::string_view text =
        count && *count == 1 && !entry->one.empty() ? entry->one : entry->text;
    std::vector<std::string> shown = args;
    for (std::size_t k = 0; k < shown.size(); ++k)
        if ((numberArgs >> k) & 1)
            shown[k] = withThousands(std::stoull(shown[k]));
    return fillIn(text, shown, count);
}

} // namespace gbxx
