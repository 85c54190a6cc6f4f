#pragma once
// The window's texts are translated under the window's context, whichever of its collaborators
// shows them: `WindowTexts::tr("…")` (lupdate reads the context from the macro), so that moving a
// job out of MainWindow leaves every translation where it was.

#include <QCoreApplication>

namespace gbxx {

struct WindowTexts {
    Q_DECLARE_TR_FUNCTIONS(gbxx::MainWindow)
};

} // namespace gbxx
