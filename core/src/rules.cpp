#include "gbxx/rules.h"

#include "rule_places.h"
#include "rule_run.h"

#include <cctype>

namespace gbxx {
namespace {

using rule_run::operated;
using rule_run::tableFor;
using rule_run::tileValues;

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

// "set KEY=V" and the like: the kind named by the first word, and what follows it.
std::optional<std::pair<FieldOperation::Kind, std::string_view>>
operationWords(std::string_view text) {
    text = trimmed(text);
    std::size_t space = 0;
    while (space < text.size() && !std::isspace(static_cast<unsigned char>(text[space])))
        ++space;
    const std::string_view verb = text.substr(0, space);
    const std::string_view rest = trimmed(text.substr(space));
    const std::pair<std::string_view, FieldOperation::Kind> kVerbs[] = {
        {"set", FieldOperation::Kind::Set},
        {"add", FieldOperation::Kind::Add},
        {"flags-on", FieldOperation::Kind::FlagsOn},
        {"flags-off", FieldOperation::Kind::FlagsOff}};
    for (const auto& [word, kind] : kVerbs)
        if (verb == word && !rest.empty())
            return std::pair{kind, rest};
    return std::nullopt;
}

} // namespace

std::variant<RuleSet, RulesError> RuleSet::compile(std::span<const RuleText> rules,
                                                   std::span<const FieldSpec> fields,
                                                   TileShape shape) {
    RuleSet set;
    for (std::size_t k = 0; k < rules.size(); ++k) {
        const RuleText& text = rules[k];
        auto where = TileExpression::parse(text.where, fields, shape);
        if (!where)
            return RulesError{rule_places::where(k + 1, text.name), where.error.said};
        std::vector<FieldOperation> then;
        for (std::size_t j = 0; j < text.then.size(); ++j) {
            const auto failed = [&](Message problem) {
                return RulesError{rule_places::operation(k + 1, text.name, j + 1),
                                  std::move(problem)};
            };
            const auto words = operationWords(text.then[j]);
            if (!words)
                return failed(
                    Message{"rules.unknownOperation", {rule_places::shownText(text.then[j])}});
            auto op = parseFieldOperation(words->first, words->second, fields);
            if (Message* why = std::get_if<Message>(&op))
                return failed(std::move(*why));
            then.push_back(std::get<FieldOperation>(op));
        }
        set.rules_.push_back(Rule{text, std::move(*where.expression), std::move(then)});
    }
    return set;
}

std::variant<RuleSet, RulesError>
RuleSet::parse(std::string_view json, std::span<const FieldSpec> fields, TileShape shape) {
    auto texts = readRules(json);
    if (auto* failed = std::get_if<RulesError>(&texts))
        return std::move(*failed);
    return compile(std::get<std::vector<RuleText>>(texts), fields, shape);
}

std::vector<std::size_t> RuleSet::all() const {
    std::vector<std::size_t> out(rules_.size());
    for (std::size_t k = 0; k < out.size(); ++k)
        out[k] = k;
    return out;
}

std::vector<std::size_t> RuleSet::live() const {
    std::vector<std::size_t> out;
    for (std::size_t k = 0; k < rules_.size(); ++k)
        if (rules_[k].text.live)
            out.push_back(k);
    return out;
}

RulesOutcome applyRules(const RuleSet& rules, const Board& board,
                        std::span<const std::size_t> chosen) {
    std::vector<std::uint64_t> values = tileValues(board);
    const auto table = tableFor(rules, chosen, board);
    const TileGrid grid{values, board.width(), table.get()};
    RulesOutcome outcome;
    std::vector<TileIndex> matched;
    for (std::size_t k : chosen) {
        const RuleSet::Rule& rule = rules.rules()[k];
        matched.clear();
        rule.where.matching(grid, matched); // every tile judged before any changes
        RuleCount count{k, matched.size(), 0};
        for (TileIndex t : matched) {
            const std::uint64_t after = operated(rule.then, values[t]);
            if (after != values[t]) {
                values[t] = after;
                ++count.changed;
            }
        }
        outcome.counts.push_back(count);
    }
    for (TileIndex t = 0; t < values.size(); ++t)
        outcome.changes.add(t, board.tile(t), values[t]);
    return outcome;
}

std::vector<std::size_t> matchCounts(const RuleSet& rules, const Board& board) {
    const std::vector<std::uint64_t> values = tileValues(board);
    const std::vector<std::size_t> all = rules.all();
    const auto table = tableFor(rules, all, board);
    const TileGrid grid{values, board.width(), table.get()};
    std::vector<std::size_t> counts;
    std::vector<TileIndex> matched;
    for (const RuleSet::Rule& rule : rules.rules()) {
        matched.clear();
        rule.where.matching(grid, matched);
        counts.push_back(matched.size());
    }
    return counts;
}

} // namespace gbxx
