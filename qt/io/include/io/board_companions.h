#pragma once
// The files that go with a board file, read together by whoever opens, saves or moves a board
// (docs/architecture.md "The document"): its custom-data schema and its rules. The editor's
// document takes what was read and never reads a file itself.

#include "io/rules_file.h"
#include "io/schema_file.h"

namespace gbxx {

struct BoardCompanions {
    SchemaFileRead schema;
    RulesFileRead rules;
};

inline BoardCompanions readBoardCompanions(const QString& boardPath) {
    return {readSchemaFileFor(boardPath), readRulesFileFor(boardPath)};
}

} // namespace gbxx
