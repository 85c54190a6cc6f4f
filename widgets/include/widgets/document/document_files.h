#pragma once
// The file layer's side of the editor's document (docs/architecture.md "The document"): writing a
// document's board and rules, and reading its schema and rules files again, through qt/io. The
// document holds what was read and never opens a file; these are what the window, the Rules dock
// and tests call where a file is written or read.

#include <QString>

#include <optional>

namespace gbxx {

class BoardDocument;

// Writes the settled board to `path` through the one checked write path; then the file is the
// document's, and the schema and rules of its place are read for it. Returns why it failed
// (nothing changed).
std::optional<QString> saveDocument(BoardDocument& document, const QString& path);

// The rules file of the document's place read again, dropping rules not saved.
void reloadRules(BoardDocument& document);
// Writes the document's rules to `path`; returns why it failed (then nothing changed).
std::optional<QString> saveRules(BoardDocument& document, const QString& path);
// Whether the document's rules file no longer holds what it held when read or last written.
bool rulesChangedOnDisk(const BoardDocument& document);

} // namespace gbxx
