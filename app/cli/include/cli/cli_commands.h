#pragma once
// The subcommands of `gbxx` once their arguments are parsed. Each returns the exit status of
// CLI-CONTRACT: 0 success, 1 invalid input or failed operation (`error: …` on stderr).

#include "gbxx/board.h"
#include "gbxx/layout.h"
#include "gbxx/variant.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace gbxx::cli {

// The command line's messages, all in one translation context.
class Cli {
    Q_DECLARE_TR_FUNCTIONS(gbxx::cli)
};

enum ExitStatus { kSuccess = 0, kFailure = 1, kUsage = 2 };

// Several files in one run (a folder of boards is one process): each file's part follows a
// "==> FILE <==" line, with a blank line between parts, as head(1) prints them; one file: none.
class FileHeadings {
public:
    explicit FileHeadings(bool several)
        : several_(several) {}
    bool several() const { return several_; }
    // Before the part of `file`, once it has been read (a file that fails gets only its error).
    void before(const QString& file);

private:
    bool several_;
    bool printed_ = false;
};

// Runs `command` on every file; kFailure if it failed on any (the others still run).
int forEachFile(const QStringList& files, const std::function<int(const QString&)>& command);

int info(const QString& path, const Layout& layout, FileHeadings& headings);
// With `schema` (a file, or empty for the board's own), each tile also lists the schema's
// sub-fields as custom.KEY.
int dump(const QString& path, const Layout& layout, const std::optional<QString>& schema = {});
// `dump --lines`: the board as text lines for git's textconv (board_history_commands.h).
int dumpLines(const QString& path, const Layout& layout, const std::optional<QString>& schema);
// The JSON `dump` prints; nullopt (the error printed) when the board or its schema cannot be read.
std::optional<QByteArray> dumpText(const QString& path, const Layout& layout,
                                   const std::optional<QString>& schema);
// With `named`, each warning line starts with the file's name ("FILE: warning: …").
int validate(const QString& path, const Layout& layout, bool named = false);
int convert(const QString& in, const QString& out, Variant target, bool strict,
            const Layout& layout);

// One conversion, printing nothing: what `convert` and the batch form share.
struct ConvertResult {
    bool written = false;
    QString report;       // the loss report (C10/L4), one line per entry, or "lossless\n"
    QString error;        // why nothing was written
    QStringList warnings; // S2 and the like, about OUT
};
ConvertResult convertFile(const QString& in, const QString& out, Variant target, bool strict,
                          const Layout& layout);

// The board at `path`, or nothing after printing why not (its size read, in `size`).
std::optional<Board> loadOrExplain(const QString& path, const Layout& layout,
                                   qint64* size = nullptr);

// Writes `text` (UTF-8) or `bytes` to stdout, or a message to stderr.
void printOut(const QString& text);
void writeOut(const QByteArray& bytes);
void printError(const QString& message); // prefixed with "error: "
// `parser`'s help for `command`, its usage line naming "gbxx COMMAND" rather than the program's
// path (which differs between gbxx, gbxx-full and a test).
QString commandHelp(const QCommandLineParser& parser, const QString& command);
// A usage error of `command`: the message, then where its help is; returns kUsage.
int usageError(const QString& message, const QString& command);
// Writes what is printed so far now; false (the failure kept for finishOutput) when standard
// output did not take it, for a command that then takes back what it did.
bool flushOut();
// Run first: a closed standard stream is held open on /dev/null (and output to a closed standard
// output is reported as a write error).
void holdStandardStreams();
// Whether standard output was closed (`>&-`): a command whose result could not be said then does
// nothing at all; the `write error` line is printed and kFailure put in `status`.
bool standardOutputClosed(int& status);
// The exit status once everything is printed: `status`, or a failure (with an `error: write
// error: …` line) when standard output did not take all of it.
int finishOutput(int status);

} // namespace gbxx::cli
