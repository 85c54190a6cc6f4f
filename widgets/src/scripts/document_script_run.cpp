#include "widgets/scripts/document_script_run.h"

#include "scripting/script_run.h"
#include "widgets/document/board_document.h"

namespace gbxx {

DocumentScriptRun::DocumentScriptRun(BoardDocument& document, ScriptEntry script,
                                     scripting::ScriptRequest request)
    : QObject(&document)
    , document_(document)
    , script_(std::move(script))
    , request_(std::move(request))
    , run_(new scripting::ScriptRun(this)) {
    request_.source = script_.source;
    request_.name = script_.path;
    connect(run_, &scripting::ScriptRun::printed, this, &DocumentScriptRun::printed);
    connect(run_, &scripting::ScriptRun::printedError, this, &DocumentScriptRun::printed);
    connect(run_, &scripting::ScriptRun::warned, this, &DocumentScriptRun::warned);
    connect(run_, &scripting::ScriptRun::finished, this, &DocumentScriptRun::conclude);
}

DocumentScriptRun::~DocumentScriptRun() = default; // the ScriptRun child stops the script

void DocumentScriptRun::start() {
    document_.settle(); // a drag or a floating paste lands before the script reads the board
    connect(&document_, &BoardDocument::changed, this, &DocumentScriptRun::noteChange);
    run_->start(request_, document_.board(), document_.fieldTable());
}

void DocumentScriptRun::cancel() {
    run_->cancel();
}

bool DocumentScriptRun::isRunning() const {
    return run_->isRunning();
}

void DocumentScriptRun::noteChange(const DocumentChange& change) {
    if (change.aspects & DocumentChange::BoardContent)
        boardEdited_ = true;
}

void DocumentScriptRun::conclude(const scripting::ScriptOutcome& outcome) {
    Ending ending = Ending::Failed;
    if (outcome.finished() && !outcome.changed())
        ending = Ending::Unchanged;
    // An edit still open (a stroke, floating content, a dialog's preview) would be committed
    // first by the script's step, which was computed without it.
    else if (outcome.finished() && (boardEdited_ || document_.transactionOwner() != nullptr))
        ending = Ending::Dropped;
    else if (outcome.finished()) {
        apply();
        ending = Ending::Applied;
    }
    emit finished(outcome, ending);
}

void DocumentScriptRun::apply() {
    const Board& after = run_->board();
    const Board& before = document_.board(); // the board the script read: nothing changed since
    std::vector<TileIndex> tiles;
    std::vector<std::uint64_t> values;
    for (TileIndex t = 0; t < after.tileCount(); ++t)
        if (after.tile(t) != before.tile(t)) {
            tiles.push_back(t);
            values.push_back(after.tile(t));
        }
    document_.pushChanges(tr("Script: %1").arg(script_.name), before.planTiles(tiles, values),
                          after.headerBits(), after.footer());
}

} // namespace gbxx
