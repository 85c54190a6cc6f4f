#include "widgets/scripts/document_scripts.h"

#include "widgets/document/board_document.h"
#include "scripting/script_process.h"

namespace gbxx {

scripting::ScriptOutcome DocumentScripts::run(BoardDocument& document, const ScriptEntry& script,
                                              scripting::ScriptRequest request) {
    document.settle(); // a drag or a floating paste ends before the script reads the board
    request.source = script.source;
    request.name = script.path;
    Board board = document.board();
    // In the helper process: no script takes the editor down (script_process.h).
    const scripting::ScriptOutcome outcome =
        scripting::runScriptInHelper(request, board, document.fieldTable());
    if (!outcome.finished() || !outcome.changed())
        return outcome;
    const Board& before = document.board();
    std::vector<TileIndex> tiles;
    std::vector<std::uint64_t> values;
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        if (board.tile(t) != before.tile(t)) {
            tiles.push_back(t);
            values.push_back(board.tile(t));
        }
    document.pushChanges(tr("Script: %1").arg(script.name), before.planTiles(tiles, values),
                         board.headerBits(), board.footer());
    return outcome;
}

std::vector<Warning> DocumentScripts::validate(const Board& board, const TileFieldTable& table,
                                               const QList<ScriptEntry>& validators,
                                               double secondsEach) {
    std::vector<Warning> warnings;
    for (const ScriptEntry& script : validators) {
        Board copy = board; // a validator reads; whatever it changes is dropped
        scripting::ScriptRequest request;
        request.source = script.source;
        request.name = script.path;
        request.timeoutSeconds = secondsEach;
        const scripting::ScriptOutcome outcome = scripting::runScriptInHelper(request, copy, table);
        const std::string rule = ("script " + script.name).toStdString();
        for (const scripting::ScriptWarning& w : outcome.warnings) {
            Warning warning;
            warning.rule = rule;
            warning.message = tr("%1 at (%2, %3): %4")
                                  .arg(script.name)
                                  .arg(w.x)
                                  .arg(w.y)
                                  .arg(w.message)
                                  .toStdString();
            if (board.contains(w.x, w.y))
                warning.tiles.push_back(board.indexOf(w.x, w.y));
            warnings.push_back(std::move(warning));
        }
        if (!outcome.finished()) {
            Warning failed;
            failed.rule = rule;
            failed.message = tr("%1 did not finish: %2")
                                 .arg(script.name, outcome.errorText(script.path))
                                 .toStdString();
            warnings.push_back(std::move(failed));
        }
    }
    return warnings;
}

} // namespace gbxx
