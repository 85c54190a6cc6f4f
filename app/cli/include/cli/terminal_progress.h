#pragma once
// A one-line counter on stderr, redrawn in place; only on a terminal, so that logs and pipes get
// clean output.

#include <QString>

namespace gbxx::cli {

class TerminalProgress {
public:
    explicit TerminalProgress(qint64 total);
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;

    void setTotal(qint64 total) { total_ = total; }
    void show(qint64 done, const QString& name);
    // Clears the counter before anything else is printed on the terminal.
    void clear();

private:
    qint64 total_;
    bool shown_;
    int width_ = 0;
};

} // namespace gbxx::cli
