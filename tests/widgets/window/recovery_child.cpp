// A child editor for the crash-recovery test: opens a board, makes unsaved edits, waits until its
// recovery copy is on disk, writes the bytes it holds to a file, says "ready" and keeps running
// until the test kills it with SIGKILL.

#include "widgets/window/main_window.h"
#include "widgets/support/child_editor.h"
#include "widgets/support/window_parts.h"

#include <QApplication>
#include <QDir>
#include <QTimer>

#include <cstdio>

using namespace gbxx::test;

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GameBoardXX-recovery-test"));
    QApplication::setApplicationName(QStringLiteral("gbxx-editor"));
    if (argc < 3)
        return 2;
    gbxx::MainWindow window;
    statusOf(window)->setInteractive(false);
    if (!filesOf(window)->openFile(QString::fromLocal8Bit(argv[1])))
        return 3;
    recoveryOf(window)->setInterval(1);
    if (!paintEveryThirdTileAndRecord(*tabsOf(window)->document(),
                                      QString::fromLocal8Bit(argv[2])))
        return 4;

    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        const QDir folder(recoveryOf(window)->store().folder());
        if (!folder.entryList({QStringLiteral("*.json")}, QDir::Files).isEmpty()) {
            recoveryOf(window)->store().flush();
            std::puts("ready");
            std::fflush(stdout);
            poll.stop();
        }
    });
    poll.start(50);
    return QApplication::exec();
}
