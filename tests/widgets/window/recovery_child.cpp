// A child editor for the crash-recovery test: opens a board, makes unsaved edits, waits until its
// recovery copy is on disk, writes the bytes it holds to a file, says "ready" and keeps running
// until the test kills it with SIGKILL.

#include "widgets/document/board_document.h"
#include "editor_app/main_window.h"
#include "gbxx/codec.h"
#include "widgets/support/window_parts.h"

#include <QApplication>
#include <QDir>
#include <QFile>
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
    gbxx::BoardDocument* document = tabsOf(window)->document();
    const gbxx::Board& board = document->board();
    const gbxx::FieldSpec& boundary = *board.field("boundary");
    for (gbxx::TileIndex i = 0; i < board.tileCount(); i += 3) {
        gbxx::Board scratch = board;
        const std::vector<gbxx::TileIndex> one{i};
        document->pushEdit(QStringLiteral("Paint"), scratch.setField(boundary, i % 4, one));
    }
    const std::vector<std::uint8_t> bytes = gbxx::writeBoard(board);
    QFile expected(QString::fromLocal8Bit(argv[2]));
    if (!expected.open(QIODevice::WriteOnly))
        return 4;
    expected.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
    expected.close();

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
