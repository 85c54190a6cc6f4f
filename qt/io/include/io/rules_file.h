#pragma once
// Rules files (gbxx/rules.h, docs/expressions.md "Rules"): finding the one that applies to a
// board, as a schema is found (companion_file.h): BOARDNAME.rules.json beside the board, else
// gameboardxx-rules.json in its folder or above; and reading one, its mistakes one line each,
// naming the file, the rule and the place, in the user's language.

#include "gbxx/rules.h"

#include <QString>

#include <QByteArray>

#include <optional>
#include <variant>
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

// The rules file that applies to a board, as its bytes were read, for the editor's document to
// take (widgets/document/document_rules.h) without reading a file itself.
struct RulesFileRead {
    QString path;                    // empty: no rules file applies (or an untitled board)
    std::optional<QByteArray> bytes; // nothing: gone since it was found, or too large
    QString problem;                 // why there are no bytes, as the command line says it
};
RulesFileRead readRulesFileFor(const QString& boardPath);
// Writes `rules` to `path` through the safe write path: the bytes written, or why it failed (then
// the file is as it was).
std::variant<QByteArray, QString> writeRulesFile(const QString& path,
                                                 const std::vector<RuleText>& rules);
// Whether the file at `path` no longer holds `held` (nothing: it did not exist then).
bool rulesFileChanged(const QString& path, const std::optional<QByteArray>& held);

// `error` as one line after `path`: "PATH: PLACE: PROBLEM".
QString rulesProblem(const QString& path, const RulesError& error);

} // namespace gbxx
