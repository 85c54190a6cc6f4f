#pragma once
// A board's rules as the editor holds them (docs/expressions.md "Rules"): those of the rules file
// found for the board as a schema is (io/rules_file.h), or rules not in a file yet; checked for
// the board's fields and tile shape, so that rules with a mistake never run. The document owns it
// and runs the rules it gives (board_document.h); the Rules dock shows and edits them. The files
// are read and written by the file layer (io/rules_file.h, document_files.h); this holds what was
// read or written, never touching a file.
//
// A rules file is never written over unless its rules were read: a file that cannot be read as
// rules is shown with its mistake and left for the user to fix, and a file that changed on disk
// since it was read is not written over unasked (diskBytes).
#include "gbxx/expression.h"
#include "gbxx/rules.h"
#include "io/rules_file.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace gbxx {

class DocumentRules {
public:
    // The rules of the file as read (none for an untitled board or when no file applies).
    void take(const RulesFileRead& file);
    // Rules given in the editor; they are not in a file until save().
    void set(std::vector<RuleText> rules);
    // The rules were written to `path` as `bytes`: they are that file's from now on.
    void written(const QString& path, const QByteArray& bytes);
    // What the file held when it was read or last written (nothing: it did not exist).
    const std::optional<QByteArray>& diskBytes() const { return diskBytes_; }

    // The rules file; empty while the rules are in no file.
    const QString& path() const { return path_; }
    const std::vector<RuleText>& texts() const { return texts_; }
    // False when the file could not be read as rules (its JSON or shape): then there are no rules
    // to edit, and the file is not written over.
    bool readable() const { return readable_; }
    // False while the rules differ from their file, or have none.
    bool saved() const { return saved_; }
    // The first mistake, one line as the command line words it ("FILE: rule 2 "shore", where: …");
    // empty when the rules are good for this board.
    const QString& problem() const { return problem_; }

    // Checks the rules for boards of `fields` (kept by pointer: they must outlive the rules) and
    // `shape`.
    void compile(std::span<const FieldSpec> fields, TileShape shape);
    // The checked rules; null while there is a problem.
    const std::shared_ptr<const RuleSet>& ruleSet() const { return compiled_; }
    TileShape shape() const { return shape_; }

    // Whether rule `rule` (checked) changes any of `bits`.
    bool writes(std::size_t rule, std::uint64_t bits) const;
    // The live rules that run after an edit, in file order, leaving out those that change any of
    // `lockedBits` (paused while a layer they write is locked); none while there is a problem.
    std::vector<std::size_t> running(std::uint64_t lockedBits) const;

private:
    QString path_;
    std::vector<RuleText> texts_;
    bool readable_ = true;
    bool saved_ = true;
    QString readProblem_; // the file's own mistake (its JSON or shape)
    QString problem_;
    std::optional<QByteArray> diskBytes_;
    std::span<const FieldSpec> fields_;
    TileShape shape_ = TileShape::Any;
    std::shared_ptr<const RuleSet> compiled_;
};

} // namespace gbxx
