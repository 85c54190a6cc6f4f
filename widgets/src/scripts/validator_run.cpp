#include "widgets/scripts/validator_run.h"

#include "scripting/script_run.h"

namespace gbxx {

ValidatorRun::ValidatorRun(const Board& board, const TileFieldTable& fields,
                           QList<ScriptEntry> validators, double secondsEach, QObject* parent)
    : PendingWarnings(parent)
    , board_(board)
    , fields_(fields)
    , validators_(std::move(validators))
    , secondsEach_(secondsEach) {}

ValidatorRun::~ValidatorRun() = default; // its ScriptRun child goes, which stops the script

void ValidatorRun::start() {
    Q_ASSERT(!validators_.isEmpty()); // no validators, no run (ScriptsMenu gives none)
    next();
}

void ValidatorRun::next() {
    if (done_ == validators_.size()) {
        emit ready(warnings_); // the last thing done: a receiver may delete this run
        return;
    }
    const ScriptEntry& script = validators_[done_];
    scripting::ScriptRequest request;
    request.source = script.source;
    request.name = script.path;
    request.timeoutSeconds = secondsEach_;
    // The previous run is in its finished() signal: it goes once that has returned.
    if (run_)
        run_->deleteLater();
    run_ = new scripting::ScriptRun(this);
    connect(run_, &scripting::ScriptRun::finished, this,
            [this, script](const scripting::ScriptOutcome& outcome) {
                take(script, outcome);
                ++done_;
                next();
            });
    // A validator reads a copy of the board; whatever it changes is dropped with the run.
    run_->start(request, board_, fields_);
}

void ValidatorRun::take(const ScriptEntry& script, const scripting::ScriptOutcome& outcome) {
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
        if (board_.contains(w.x, w.y))
            warning.tiles.push_back(board_.indexOf(w.x, w.y));
        warnings_.push_back(std::move(warning));
    }
    if (!outcome.finished()) {
        Warning failed;
        failed.rule = rule;
        failed.message = tr("%1 did not finish: %2")
                             .arg(script.name, outcome.errorText(script.path))
                             .toStdString();
        warnings_.push_back(std::move(failed));
    }
}

} // namespace gbxx
