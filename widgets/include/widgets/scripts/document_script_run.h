#pragma once
// A script's run on an open board, in the background (docs/scripting.md, "A run in the
// background"): the script gets the board as it is when the run starts, and the window goes on
// meanwhile. When it finishes having changed something, the change goes on the undo stack as one
// step, "Script: NAME" — unless the board was edited while it ran (tiles, header, footer, the
// whole board or its fields), or an edit is open when it ends: then its result was computed from
// a board that is no longer there, and it is dropped, never applied over the newer board. It is
// not run again on its own: a generator or a fix-up the user asked for on one board should not
// land, seconds later and unasked, on the board they went on to make.
//
// The run is its document's child: closing the board destroys it, which stops the script.

#include "widgets/scripts/script_catalog.h"
#include "scripting/script_runner.h"

#include <QObject>

namespace gbxx {

class BoardDocument;
struct DocumentChange;

namespace scripting {
class ScriptRun;
}

class DocumentScriptRun : public QObject {
    Q_OBJECT

public:
    enum class Ending {
        Applied,   // its change is one undo step
        Unchanged, // it finished and changed nothing
        Failed,    // it failed, ran out of time or memory, or crashed: nothing changed
        Dropped,   // it finished, but the board was edited meanwhile: its change was not applied
    };
    Q_ENUM(Ending)

    // `request` brings the arguments; its source and name are the script's.
    DocumentScriptRun(BoardDocument& document, ScriptEntry script,
                      scripting::ScriptRequest request);
    ~DocumentScriptRun() override;

    // Lands the open edit (a drag, a floating paste) and starts the script on the board as it is.
    void start();
    // Stops the script; nothing is applied, and nothing more is emitted.
    void cancel();
    bool isRunning() const;
    const ScriptEntry& script() const { return script_; }
    const BoardDocument& document() const { return document_; }

signals:
    void printed(const QString& line); // print, console.log, console.warn/error
    void warned(const gbxx::scripting::ScriptWarning& warning);
    // Once, unless cancelled; the run may be deleted from a slot of it.
    void finished(const gbxx::scripting::ScriptOutcome& outcome,
                  gbxx::DocumentScriptRun::Ending ending);

private:
    void noteChange(const DocumentChange& change);
    void conclude(const scripting::ScriptOutcome& outcome);
    void apply();

    BoardDocument& document_;
    ScriptEntry script_;
    scripting::ScriptRequest request_;
    scripting::ScriptRun* run_;
    bool boardEdited_ = false; // since the script got its copy
};

} // namespace gbxx
