// Reading and writing a rules file's JSON (rules.h): its shape only; the rules' expressions and
// operations are checked against a board's fields by RuleSet::compile.

#include "gbxx/rules.h"

#include "rule_places.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace gbxx {
namespace {

using Json = nlohmann::json;
using rule_places::shownText;

// "line L, column C" of byte `offset` of `text` (both from 1; columns count bytes).
std::pair<std::size_t, std::size_t> lineAndColumn(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    std::size_t line = 1;
    std::size_t lineStart = 0;
    for (std::size_t k = 0; k < offset; ++k)
        if (text[k] == '\n') {
            ++line;
            lineStart = k + 1;
        }
    return {line, offset - lineStart + 1};
}

// Whether `name` holds a control character: C0, DEL, or C1 (U+0080-U+009F, 0xC2 0x80-0x9F).
bool holdsControl(std::string_view name) {
    for (std::size_t k = 0; k < name.size(); ++k) {
        const auto c = static_cast<unsigned char>(name[k]);
        if (c < 0x20 || c == 0x7F)
            return true;
        if (c == 0xC2 && k + 1 < name.size() && static_cast<unsigned char>(name[k + 1]) >= 0x80 &&
            static_cast<unsigned char>(name[k + 1]) <= 0x9F)
            return true;
    }
    return false;
}

// The first place where `json` nests deeper than kMaxRulesNesting, before the JSON reader builds
// it: a file of a million '[' is refused at once rather than built a million levels deep.
std::optional<std::size_t> tooDeepAt(std::string_view json) {
    std::size_t depth = 0;
    bool inString = false;
    for (std::size_t k = 0; k < json.size(); ++k) {
        const char c = json[k];
        if (inString) {
            if (c == '\\')
                ++k;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxRulesNesting)
                return k;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

RulesError fileError(std::string_view id, std::vector<std::string> args = {}) {
    return RulesError{{}, Message{id, std::move(args)}};
}

std::variant<RuleText, RulesError> readRule(const Json& item, std::size_t number) {
    const auto error = [&](const std::string* name, std::string_view id,
                           std::vector<std::string> args = {}) {
        return RulesError{rule_places::rule(number, name), Message{id, std::move(args)}};
    };
    if (!item.is_object())
        return error(nullptr, "rules.ruleNotObject");
    for (const auto& [key, value] : item.items())
        if (key != "name" && key != "where" && key != "then" && key != "live")
            return error(nullptr, "rules.unknownRuleKey", {shownText(key, 40)});
    RuleText rule;
    const auto text = [&](const char* key, const std::string* name,
                          std::string& into) -> std::optional<RulesError> {
        const auto it = item.find(key);
        if (it == item.end())
            return error(name, "rules.missingKey", {key});
        if (!it->is_string())
            return error(name, "rules.notText", {key});
        into = it->get<std::string>();
        return std::nullopt;
    };
    if (auto failed = text("name", nullptr, rule.name))
        return *failed;
    if (rule.name.empty())
        return error(nullptr, "rules.emptyName");
    if (holdsControl(rule.name))
        return error(nullptr, "rules.controlInName");
    if (auto failed = text("where", &rule.name, rule.where))
        return *failed;
    const auto then = item.find("then");
    if (then == item.end())
        return error(&rule.name, "rules.missingKey", {"then"});
    if (!then->is_array())
        return error(&rule.name, "rules.thenNotList");
    if (then->empty())
        return error(&rule.name, "rules.thenEmpty");
    for (std::size_t k = 0; k < then->size(); ++k) {
        const Json& op = (*then)[k];
        if (!op.is_string())
            return RulesError{rule_places::operation(number, rule.name, k + 1),
                              Message{"rules.operationNotText", {}}};
        rule.then.push_back(op.get<std::string>());
    }
    if (const auto live = item.find("live"); live != item.end()) {
        if (!live->is_boolean())
            return error(&rule.name, "rules.liveNotBoolean");
        rule.live = live->get<bool>();
    }
    return rule;
}

} // namespace

std::string RulesError::english() const {
    if (place.id.empty())
        return problem.english();
    return place.english() + ": " + problem.english();
}

std::variant<std::vector<RuleText>, RulesError> readRules(std::string_view json) {
    if (const auto deep = tooDeepAt(json)) {
        const auto [line, column] = lineAndColumn(json, *deep);
        return fileError("rules.tooDeep", {std::to_string(kMaxRulesNesting), std::to_string(line),
                                           std::to_string(column)});
    }
    Json document;
    try {
        document = Json::parse(json);
    } catch (const Json::parse_error& e) {
        // The reader's own words, without its prefix and the bytes it last read (which may be
        // anything the file holds).
        std::string detail = e.what();
        if (const auto column = detail.find("column "); column != std::string::npos)
            if (const auto colon = detail.find(": ", column); colon != std::string::npos)
                detail.erase(0, colon + 2);
        if (const auto lastRead = detail.find("; last read"); lastRead != std::string::npos)
            detail.erase(lastRead);
        for (char& c : detail)
            if (c < 0x20 || c > 0x7E)
                c = '?';
        const auto [line, column] = lineAndColumn(json, e.byte > 0 ? e.byte - 1 : 0);
        return fileError("rules.notJson",
                         {std::to_string(line), std::to_string(column), shownText(detail, 200)});
    }
    if (!document.is_object())
        return fileError("rules.notObject");
    for (const auto& [key, value] : document.items())
        if (key != "rules")
            return fileError("rules.unknownFileKey", {shownText(key, 40)});
    const auto list = document.find("rules");
    if (list == document.end())
        return fileError("rules.noRules");
    if (!list->is_array())
        return fileError("rules.rulesNotList");
    std::vector<RuleText> rules;
    for (std::size_t k = 0; k < list->size(); ++k) {
        auto rule = readRule((*list)[k], k + 1);
        if (auto* failed = std::get_if<RulesError>(&rule))
            return std::move(*failed);
        rules.push_back(std::move(std::get<RuleText>(rule)));
    }
    return rules;
}

std::string rulesJson(std::span<const RuleText> rules) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const RuleText& rule : rules) {
        nlohmann::ordered_json item;
        item["name"] = rule.name;
        item["where"] = rule.where;
        item["then"] = rule.then;
        item["live"] = rule.live;
        list.push_back(std::move(item));
    }
    nlohmann::ordered_json document;
    document["rules"] = std::move(list);
    return document.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

} // namespace gbxx
