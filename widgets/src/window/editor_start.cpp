#include "widgets/window/editor_start.h"

#include "widgets/files/board_files.h"
#include "widgets/window/main_window.h"
#include "widgets/files/recovery_copies.h"
#include "widgets/files/session_keeper.h"

namespace gbxx {

void openAtStart(MainWindow& window, const QStringList& files, const Layout& layout) {
    // A file asked for by name is what the user wants now: the last session stays where it is.
    if (!files.isEmpty())
        window.files()->openFile(files.first(), layout); // an error is shown; the start page stays
    else
        window.session()->restoreSaved();
    window.recovery()->offer(); // after a crash: the boards with unsaved changes not restored
}

} // namespace gbxx
