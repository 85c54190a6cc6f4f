#pragma once
// Scripts on the open board: a run is one undo step named after the script (a failed run changes
// nothing), and validator scripts give warnings for the Validation dock.

#include "widgets/scripts/script_catalog.h"
#include "gbxx/tile_field_table.h"
#include "gbxx/warnings.h"
#include "scripting/script_runner.h"

#include <QCoreApplication>

#include <vector>

namespace gbxx {

class BoardDocument;

class DocumentScripts {
    Q_DECLARE_TR_FUNCTIONS(gbxx::DocumentScripts)

public:
    // Runs `script` on a copy of the document's board; when it finishes having changed something,
    // the change goes on the undo stack as one step, "Script: NAME". `request` brings the
    // arguments and where output goes; its source and name are the script's.
    static scripting::ScriptOutcome run(BoardDocument& document, const ScriptEntry& script,
                                        scripting::ScriptRequest request);

    // Each validator's warnings about `board` read with `fields`, as the Validation dock lists
    // them; a validator that fails or runs past `secondsEach` says so in one warning.
    static std::vector<Warning> validate(const Board& board, const TileFieldTable& fields,
                                         const QList<ScriptEntry>& validators,
                                         double secondsEach = 1.0);
};

} // namespace gbxx
