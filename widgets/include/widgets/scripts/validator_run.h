#pragma once
// The validator scripts' run on a copy of a board, in the background: one after another, at most
// `secondsEach` each, their warn calls said as the Validation dock lists them, and a validator
// that fails or runs past its time in one warning of its own. Destroying it stops the script
// running (docs/scripting.md, "A run in the background").

#include "widgets/validation/pending_warnings.h"
#include "widgets/scripts/script_catalog.h"
#include "gbxx/board.h"
#include "gbxx/tile_field_table.h"
#include "scripting/script_runner.h"

#include <QCoreApplication>

namespace gbxx {

namespace scripting {
class ScriptRun;
}

class ValidatorRun : public PendingWarnings {
    Q_OBJECT

public:
    ValidatorRun(const Board& board, const TileFieldTable& fields, QList<ScriptEntry> validators,
                 double secondsEach = 1.0, QObject* parent = nullptr);
    ~ValidatorRun() override;

    // Starts the first validator; ready() comes after the last (never before the event loop
    // turns).
    void start();

private:
    void next();
    void take(const ScriptEntry& script, const scripting::ScriptOutcome& outcome);

    Board board_;
    TileFieldTable fields_;
    QList<ScriptEntry> validators_;
    double secondsEach_;
    qsizetype done_ = 0;
    scripting::ScriptRun* run_ = nullptr; // the validator running: a child, so it goes with this
    std::vector<Warning> warnings_;
};

} // namespace gbxx
