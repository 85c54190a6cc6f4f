#pragma once
// Rules (issue 37, docs/expressions.md "Rules"): a board's derived fields kept right by declared
// changes, the same in the editor, the command line and a game. A rules file is
//
//   {"rules": [{"name": TEXT, "where": EXPR, "then": [OP, …], "live": true|false}, …]}
//
// with EXPR a tile expression (expression.h) and each OP as `gbxx edit` writes it: "set KEY=V",
// "add KEY=N", "flags-on KEY=MASK", "flags-off KEY=MASK" (field_operations.h). Rules run in file
// order, once each: a rule judges every tile on the board as the rules before it left it, then
// changes the tiles that matched. `live` asks the editor to apply the rule after each edit.
//
// Reading is two steps: readRules() checks the JSON's shape (the same for every board), compile()
// checks each rule's expression and operations against a board's fields and tile shape. Either
// reports the first mistake as one line naming the rule and the place; a rule set that compiled
// has no mistake left, so nothing runs before every rule is known to be good.

#include "gbxx/board.h"
#include "gbxx/change_set.h"
#include "gbxx/expression.h"
#include "gbxx/field_operations.h"
#include "gbxx/message.h"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gbxx {

// A rule as its file gives it.
struct RuleText {
    std::string name;
    std::string where;
    std::vector<std::string> then;
    bool live = false;
    bool operator==(const RuleText&) const = default;
};

// A mistake in a rules file: where it is (empty for the file as a whole: "rule 2 "shore", where")
// and what it is ("'heigth' is not a field of this board (…) at character 1").
struct RulesError {
    Message place;
    Message problem;
    // "PLACE: PROBLEM" (or PROBLEM alone) in English, one line.
    std::string english() const;
};

// How deeply a rules file's JSON may nest: a rules file needs 3 levels ({"rules": [{… [ …]}]}).
inline constexpr std::size_t kMaxRulesNesting = 16;

// The rules of a rules file's JSON text, in file order, checked for shape: a JSON object with
// exactly the key "rules", a list of objects each with a non-empty "name" (no control
// characters), a "where" text, a non-empty "then" list of operation texts, and "live" true or false
// when given; no other keys.
std::variant<std::vector<RuleText>, RulesError> readRules(std::string_view json);

// The JSON text of a rules file holding `rules` (what readRules reads back), indented, ending in a
// new line.
std::string rulesJson(std::span<const RuleText> rules);

// Rules checked for boards of one set of fields and tile shape.
class RuleSet {
public:
    struct Rule {
        RuleText text;
        TileExpression where;
        std::vector<FieldOperation> then;
    };

    // Checks every rule of `rules` for boards whose tile fields are `fields` (kept by pointer: they
    // must outlive the rule set) and whose tiles are `shape`: the first mistake, or the rules.
    static std::variant<RuleSet, RulesError>
    compile(std::span<const RuleText> rules, std::span<const FieldSpec> fields, TileShape shape);
    // readRules() and compile() in one.
    static std::variant<RuleSet, RulesError>
    parse(std::string_view json, std::span<const FieldSpec> fields, TileShape shape);

    const std::vector<Rule>& rules() const { return rules_; }
    std::size_t size() const { return rules_.size(); }

    // Choices of rules to run, as indices into rules() in the order they run.
    std::vector<std::size_t> all() const;
    std::vector<std::size_t> live() const;

private:
    std::vector<Rule> rules_;
};

// What one rule did in a run.
struct RuleCount {
    std::size_t rule = 0;    // its index in RuleSet::rules()
    std::size_t matched = 0; // tiles its condition held for, on the board as it found it
    std::size_t changed = 0; // tiles whose value it changed
    bool operator==(const RuleCount&) const = default;
};

struct RulesOutcome {
    ChangeSet changes;             // the board before the run to the board after it, body order
    std::vector<RuleCount> counts; // one per rule run, in the order run
};

// Runs the rules `chosen` (indices into rules.rules(), in the order to run; normally all() or
// live(), or one rule) on `board`, whose fields and shape the rules were compiled for. The board
// is not changed: board.apply(outcome.changes) makes the run's result.
RulesOutcome applyRules(const RuleSet& rules, const Board& board,
                        std::span<const std::size_t> chosen);

// How many tiles each rule's condition holds for on `board` as it is (each rule judged on the same
// board, not after the rules before it): what "Select Matching" would select.
std::vector<std::size_t> matchCounts(const RuleSet& rules, const Board& board);

} // namespace gbxx
