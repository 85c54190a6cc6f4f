#include "io/rules_file.h"

#include "io/companion_file.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "text/core_texts.h"

#include <QCoreApplication>

namespace gbxx {
namespace {

class RulesFile {
    Q_DECLARE_TR_FUNCTIONS(gbxx::RulesFile)
};

} // namespace

QString findRulesFor(const QString& boardPath) {
    return findCompanionFile(boardPath, QStringLiteral(".rules.json"),
                             QStringLiteral("gameboardxx-rules.json"));
}

QString rulesProblem(const QString& path, const RulesError& error) {
    // An expression's bad character is quoted as it is: shown escaped, so the line stays one line
    // and a terminal is not sent its control sequences.
    QString problem;
    for (const QChar c : translated(error.problem))
        problem += c.unicode() < 0x20 || c.unicode() == 0x7F
                       ? QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'))
                       : QString(c);
    if (error.place.id.empty())
        return QStringLiteral("%1: %2").arg(shownName(path), problem);
    return QStringLiteral("%1: %2: %3").arg(shownName(path), translated(error.place), problem);
}

LoadedRules loadRulesFile(const QString& path) {
    LoadedRules result;
    if (!fileExists(path)) {
        result.problem = RulesFile::tr("%1: no such file").arg(shownName(path));
        return result;
    }
    const std::optional<QByteArray> bytes = readFileBytes(path, kMaxRulesFileBytes);
    if (!bytes) {
        result.problem =
            RulesFile::tr("%1: cannot be read as a file of at most 16 MiB").arg(shownName(path));
        return result;
    }
    auto read = readRules(std::string_view(bytes->constData(), std::size_t(bytes->size())));
    if (const RulesError* error = std::get_if<RulesError>(&read)) {
        result.problem = rulesProblem(path, *error);
        return result;
    }
    result.rules = std::move(std::get<std::vector<RuleText>>(read));
    return result;
}

RulesFileRead readRulesFileFor(const QString& boardPath) {
    RulesFileRead result;
    // An untitled board has no folder to look in (an empty path would be the current folder).
    const bool builtIn = boardPath.isEmpty() || isStandardStream(boardPath) ||
                         boardPath.startsWith(QLatin1Char(':'));
    if (!builtIn)
        result.path = findRulesFor(boardPath);
    if (result.path.isEmpty())
        return result;
    result.bytes = readFileBytes(result.path, kMaxRulesFileBytes);
    if (!result.bytes) // said as the command line says it
        result.problem = loadRulesFile(result.path).problem;
    return result;
}

std::variant<QByteArray, QString> writeRulesFile(const QString& path,
                                                 const std::vector<RuleText>& rules) {
    const std::string json = rulesJson(rules);
    const QByteArray bytes(json.data(), static_cast<qsizetype>(json.size()));
    if (auto failure = writeFileSafely(path, bytes))
        return *failure;
    return bytes;
}

bool rulesFileChanged(const QString& path, const std::optional<QByteArray>& held) {
    const auto bytes = readFileBytes(path, kMaxRulesFileBytes);
    if (!bytes)
        return held.has_value(); // gone, or no longer readable
    return !held || *bytes != *held;
}

} // namespace gbxx
