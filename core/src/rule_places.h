#pragma once
// What rules.cpp and rules_json.cpp say of a rules file's places: texts from the file made fit for
// a one-line message, and the places' messages.

#include "gbxx/message.h"

#include <string>
#include <string_view>

namespace gbxx::rule_places {

// `text` fit for a one-line message: control characters as \xNN, at most `limit` characters
// (whole UTF-8 sequences) and then "…".
std::string shownText(std::string_view text, std::size_t limit = 60);

// Rule `number` (from 1), by its name when it has a good one: rule 2 "shore".
Message rule(std::size_t number, const std::string* name);
// Its condition: rule 2 "shore", where.
Message where(std::size_t number, const std::string& name);
// Its operation `operation` (from 1): rule 2 "shore", operation 1.
Message operation(std::size_t number, const std::string& name, std::size_t operation);

} // namespace gbxx::rule_places
