#pragma once
// A script's run in the helper process (script_process.h) that nobody waits for: the handle
// starts gbxx-script-host with QProcess and answers over its signals, as RegistryCall does over
// QNetworkReply's, so that a window's event loop goes on turning while a script runs. What the
// script prints and warns comes as signals as it happens; finished() comes once, after every
// line. The memory cap, the time limit and the helper killed 6 s past it, and the messages of a
// script that ran out of memory, crashed the engine or got stuck are runScriptInHelper's, which
// is this handle waited for.
//
// cancel() kills the helper and nothing more is emitted: no outcome says "cancelled", since the
// one who cancelled knows, and whoever else listened has nothing to apply. Destroying the handle
// cancels it; from a slot of its signals, finished() excepted, destroy it with deleteLater()
// (the helper's QProcess may still be emitting).

#include "scripting/script_runner.h"

#include <QObject>
#include <QProcess>
#include <QTimer>

#include <memory>
#include <optional>

namespace gbxx::scripting {

class ScriptRun : public QObject {
    Q_OBJECT

public:
    explicit ScriptRun(QObject* parent = nullptr);
    ~ScriptRun() override;

    // Starts `request` on a copy of `board` read through `table`; once only. The request's
    // callbacks are not called: the signals say the same. Nothing is emitted before the event
    // loop turns, so connecting after start() misses nothing, a helper that cannot start
    // included.
    void start(const ScriptRequest& request, const Board& board, const TileFieldTable& table);
    // Kills the helper; nothing is emitted from now on.
    void cancel();
    // Started and neither finished nor cancelled.
    bool isRunning() const { return started_ && !done_ && !cancelled_; }

    // After finished(): the board as the script left it when it finished, else as it was given.
    const Board& board() const { return *board_; }
    const ScriptOutcome& outcome() const { return outcome_; }

signals:
    void printed(const QString& line);      // each print(...), without its newline
    void printedError(const QString& line); // console.warn and console.error
    void warned(const gbxx::scripting::ScriptWarning& warning);
    void lineKnown(int line); // each line the script is learnt to be busy on (line_probe.h)
    // Once, when the script ended in any way; the handle may be deleted from a slot of it.
    void finished(const gbxx::scripting::ScriptOutcome& outcome);

private:
    void read();
    void handle(char tag, const QByteArray& data);
    // The helper ended (or never started): the outcome is settled and told, from the event loop.
    void end();
    void conclude();

    QProcess* helper_ = nullptr;
    QTimer backstop_; // the helper's time and its grace are up: it is killed
    std::optional<Board> board_;
    ScriptOutcome outcome_;
    double timeoutSeconds_ = 10;
    bool started_ = false;
    bool ended_ = false; // the helper ended, or never started
    bool done_ = false;  // finished() was emitted
    bool cancelled_ = false;
    bool killed_ = false;
    QString startFailure_; // why the helper did not start

    // What the helper's records said so far.
    QByteArray buffer_;
    int line_ = 0;
    std::optional<char> lastWord_; // protocol::OutOfMemory or Crashed
    int signal_ = 0;
    bool answered_ = false;
    QByteArray answer_; // the board the helper answered with
};

} // namespace gbxx::scripting
