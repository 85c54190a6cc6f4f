#pragma once
// `gbxx-editor --merge BASE OURS THEIRS OUT` as main() runs it (git's mergetool.gbxx.cmd): the
// three boards read and merged before any window, so that boards that cannot be merged or read
// are said in one line on standard error (and in a message box when there is a display), with
// exit status 2 and nothing written; else the merge's window, and the status git reads: 0 when
// OUT was saved with every conflict resolved, 1 otherwise.

#include <QStringList>

namespace gbxx {

struct Layout;

// Whether the command line asks for a merge.
bool asksForMerge(int argc, char* argv[]);
// Whether a display is named for the window (DISPLAY, WAYLAND_DISPLAY or a Qt platform).
bool displayNamed();
// Runs the merge of `files` (BASE OURS THEIRS OUT) read in `layout`; a QApplication exists when
// there is a display, else only a QCoreApplication and nothing but the checks is done.
int runMerge(const QStringList& files, const Layout& layout);

} // namespace gbxx
