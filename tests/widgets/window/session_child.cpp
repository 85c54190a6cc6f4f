// A child editor for the session test: opens two boards, edits the second without saving, zooms
// it, and says "ready" once its recovery copy and the session it keeps while running are both on
// disk; then it runs until the test kills it with SIGKILL. Argument 3 receives the edited bytes.

#include "widgets/files/board_session.h"
#include "widgets/window/main_window.h"
#include "widgets/support/child_editor.h"
#include "widgets/support/window_parts.h"
#include "widgets/settings/app_settings.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTimer>

#include <cstdio>

using namespace gbxx::test;

namespace {

// The session on disk holds both boards, the second zoomed, with its recovery copy's id.
bool sessionKept(gbxx::MainWindow& window) {
    const gbxx::Session session = gbxx::Session::fromJson(gbxx::AppSettings::session());
    if (session.boards.size() != 2 || session.current != 1 || session.boards[1].fitted)
        return false;
    const QDir folder(recoveryOf(window)->store().folder());
    return QFile::exists(folder.filePath(session.boards[1].recoveryId + QStringLiteral(".json")));
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GameBoardXX-session-test"));
    QApplication::setApplicationName(QStringLiteral("gbxx-editor"));
    if (argc < 4)
        return 2;
    gbxx::MainWindow window;
    statusOf(window)->setInteractive(false);
    window.resize(1200, 800);
    window.show();
    if (!filesOf(window)->openFile(QString::fromLocal8Bit(argv[1])) ||
        !filesOf(window)->openFile(QString::fromLocal8Bit(argv[2])))
        return 3;
    recoveryOf(window)->setInterval(1);
    window.view()->zoomable()->setScale(33.0);
    if (!paintEveryThirdTileAndRecord(*tabsOf(window)->document(),
                                      QString::fromLocal8Bit(argv[3])))
        return 4;

    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        recoveryOf(window)->store().flush();
        if (sessionKept(window)) {
            std::puts("ready");
            std::fflush(stdout);
            poll.stop();
        }
    });
    poll.start(50);
    return QApplication::exec();
}
