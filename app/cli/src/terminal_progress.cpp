#include "cli/terminal_progress.h"

#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace gbxx::cli {

TerminalProgress::TerminalProgress(qint64 total)
    : total_(total)
    , shown_(isatty(fileno(stderr)) != 0) {}

TerminalProgress::~TerminalProgress() {
    clear();
}

void TerminalProgress::show(qint64 done, const QString& name) {
    if (!shown_)
        return;
    const QString line = QStringLiteral("[%1/%2] %3").arg(done).arg(total_).arg(name);
    width_ = std::max(width_, static_cast<int>(line.size()));
    std::fputs(("\r" + line.leftJustified(width_)).toUtf8().constData(), stderr);
    std::fflush(stderr);
}

void TerminalProgress::clear() {
    if (shown_ && width_ > 0)
        std::fputs(("\r" + QString(width_, QLatin1Char(' ')) + "\r").toUtf8().constData(), stderr);
    width_ = 0;
}

} // namespace gbxx::cli
