// `gbxx-editor`: paint GameBoardXX boards.

#include "editor/view/board_view.h"
#include "editor_app/app_theme.h"
#include "editor_app/main_window.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "io/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

#include <csignal>
#include <cstdio>

int main(int argc, char* argv[]) {
    // Writing past `ulimit -f` then fails with "File too large" (and says so) instead of a crash.
    std::signal(SIGXFSZ, SIG_IGN);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GameBoardXX"));
    QApplication::setApplicationName(QStringLiteral("gbxx-editor"));
    QApplication::setApplicationDisplayName(QStringLiteral("GameBoardXX Editor"));
    QApplication::setApplicationVersion(QStringLiteral(GBXX_VERSION));
    gbxx::installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Paint GameBoardXX boards on square and hex grids."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main",
                                "A board to open (.gb08, .gb16, .gb32, .gb64). Without one, "
                                "the start page shows recent boards and templates."),
        QStringLiteral("[file]"));
    const QCommandLineOption firstFrame(
        QStringLiteral("quit-after-first-paint"),
        QApplication::translate("main", "Quit as soon as the board has been drawn once (measures "
                                        "start-up time; see docs/performance.md)."));
    parser.addOption(firstFrame);
    const QStringList layouts = gbxx::layoutNames();
    const QCommandLineOption layoutOption(
        QStringLiteral("layout"),
        QApplication::translate("main", "Read FILE in this layout (spec section L): %1. Default "
                                        "%2.")
            .arg(layouts.join(QStringLiteral(", ")), layouts.front()),
        QStringLiteral("NAME"));
    parser.addOption(layoutOption);
    // The arguments as given, bytes and all: a file name need not be UTF-8 (io/file_names.h).
    QStringList arguments;
    for (int k = 0; k < argc; ++k)
        arguments << gbxx::nameFromBytes(QByteArray(argv[k]));
    parser.process(arguments);
    const gbxx::Layout* layout = &gbxx::defaultLayout();
    if (parser.isSet(layoutOption)) {
        layout = gbxx::findLayout(parser.value(layoutOption).toStdString());
        if (!layout) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QApplication::translate("main", "unknown layout '%1'; expected "
                                                                    "one of %2")
                                        .arg(parser.value(layoutOption),
                                             layouts.join(QStringLiteral(", ")))));
            return 2;
        }
    }
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gbxx-editor.svg")));
    gbxx::applyTheme(gbxx::savedTheme());

    gbxx::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        window.openFile(files.first(), *layout); // an error is shown; the start page stays
    else if (parser.isSet(firstFrame))
        window.openSample(); // the measure is of a board's first frame
    if (parser.isSet(firstFrame)) {
        QObject::connect(window.view(), &gbxx::BoardView::framePainted, &app, &QApplication::quit,
                         Qt::QueuedConnection);
        window.show();
        return QApplication::exec();
    }
    window.show();
    window.offerRecovery(); // after a crash: the boards that had unsaved changes
    return QApplication::exec();
}
