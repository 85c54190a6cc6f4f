#include "widgets/document/document_rules.h"

#include "io/file_names.h"
#include "io/rules_file.h"

#include <variant>

namespace gbxx {

void DocumentRules::take(const RulesFileRead& file) {
    path_ = file.path;
    texts_.clear();
    readable_ = true;
    saved_ = true;
    readProblem_.clear();
    diskBytes_ = file.bytes;
    if (!path_.isEmpty() && !file.bytes) {
        readable_ = false;
        readProblem_ = file.problem;
    } else if (file.bytes) {
        auto read = readRules(std::string_view(file.bytes->constData(),
                                               std::size_t(file.bytes->size())));
        if (auto* rules = std::get_if<std::vector<RuleText>>(&read)) {
            texts_ = std::move(*rules);
        } else {
            // Named by the file's name, as the rules' other mistakes are (the path is shown
            // beside them).
            readable_ = false;
            readProblem_ = rulesProblem(fileNameOf(path_), std::get<RulesError>(read));
        }
    }
    compile(fields_, shape_);
}

void DocumentRules::set(std::vector<RuleText> rules) {
    if (!readable_)
        return; // the file's own rules were never read: nothing may replace them unseen
    texts_ = std::move(rules);
    saved_ = false;
    compile(fields_, shape_);
}

void DocumentRules::written(const QString& path, const QByteArray& bytes) {
    path_ = path;
    diskBytes_ = bytes;
    saved_ = true;
    compile(fields_, shape_); // the file's name is in its mistakes
}

void DocumentRules::compile(std::span<const FieldSpec> fields, TileShape shape) {
    fields_ = fields;
    shape_ = shape;
    compiled_.reset();
    problem_ = readProblem_;
    if (!readable_ || texts_.empty())
        return;
    auto checked = RuleSet::compile(texts_, fields_, shape_);
    if (const RulesError* error = std::get_if<RulesError>(&checked)) {
        // Worded as the command line words it; rules in no file yet are named by their place
        // alone (the line without its file name and ": ").
        problem_ = path_.isEmpty() ? rulesProblem(QString(), *error).mid(2)
                                   : rulesProblem(fileNameOf(path_), *error);
        return;
    }
    compiled_ = std::make_shared<const RuleSet>(std::move(std::get<RuleSet>(checked)));
}

bool DocumentRules::writes(std::size_t rule, std::uint64_t bits) const {
    if (!compiled_ || rule >= compiled_->size())
        return false;
    for (const FieldOperation& op : compiled_->rules()[rule].then)
        if (op.field->mask() & bits)
            return true;
    return false;
}

std::vector<std::size_t> DocumentRules::running(std::uint64_t lockedBits) const {
    std::vector<std::size_t> out;
    if (!compiled_)
        return out;
    for (std::size_t k : compiled_->live())
        if (!writes(k, lockedBits))
            out.push_back(k);
    return out;
}

} // namespace gbxx
