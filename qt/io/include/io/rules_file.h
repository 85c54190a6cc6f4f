#pragma once
// Rules files (gbxx/rules.h, docs/expressions.md "Rules"): finding the one that applies to a
// board, as a schema is found (companion_file.h): BOARDNAME.rules.json beside the board, else
// gameboardxx-rules.json in its folder or above; and reading one, its mistakes one line each,
// naming the file, the rule and the place, in the user's language.

#include "gbxx/rules.h"

#include <QString>

#include <optional>
#include <vector>

namespace gbxx {

// A rules file is read whole; a larger file is refused.
inline constexpr qint64 kMaxRulesFileBytes = qint64{16} << 20;

// The rules file that applies to the board file `boardPath`, or an empty string.
QString findRulesFor(const QString& boardPath);

struct LoadedRules {
    std::optional<std::vector<RuleText>> rules;
    QString problem; // "FILE: rule 2 "shore", where: …", when there are no rules
};

// Reads the rules file at `path`, checked for shape (readRules).
LoadedRules loadRulesFile(const QString& path);

// `error` as one line after `path`: "PATH: PLACE: PROBLEM".
QString rulesProblem(const QString& path, const RulesError& error);

} // namespace gbxx
