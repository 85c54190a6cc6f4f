// `gbxx-editor`: paint GameBoardXX boards.

#include "widgets/view/board_view.h"
#include "widgets/window/app_theme.h"
#include "widgets/files/board_files.h"
#include "widgets/window/editor_start.h"
#include "widgets/window/main_window.h"
#include "widgets/merge/merge_start.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "text/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

#include <csignal>
#include <cstdio>

namespace {

struct EditorOptions {
    QCommandLineOption firstFrame{
        QStringLiteral("quit-after-first-paint"),
        QCoreApplication::translate("main", "Quit as soon as the board has been drawn once "
                                            "(measures start-up time; see docs/performance.md).")};
    QCommandLineOption layout{
        QStringLiteral("layout"),
        QCoreApplication::translate("main", "Read FILE in this layout (spec section L): %1. "
                                            "Default %2.")
            .arg(gbxx::layoutNames().join(QStringLiteral(", ")), gbxx::layoutNames().front()),
        QStringLiteral("NAME")};
    QCommandLineOption merge{
        QStringLiteral("merge"),
        QCoreApplication::translate(
            "main", "Resolve the three-way merge of the files BASE, OURS and THEIRS (git "
                    "mergetool) and save it in OUT. Exit status 0 when OUT was saved with every "
                    "conflict resolved, 1 otherwise, 2 when the boards cannot be read or merged.")};
};

void nameApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX"));
    QCoreApplication::setApplicationName(QStringLiteral("gbxx-editor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GBXX_VERSION));
}

// The arguments as given, bytes and all: a file name need not be UTF-8 (io/file_names.h).
QStringList argumentsOf(int argc, char* argv[]) {
    QStringList arguments;
    for (int k = 0; k < argc; ++k)
        arguments << gbxx::nameFromBytes(QByteArray(argv[k]));
    return arguments;
}

void addOptions(QCommandLineParser& parser, const EditorOptions& options) {
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(options.firstFrame);
    parser.addOption(options.layout);
    parser.addOption(options.merge);
}

// Parses the command line (--help, --version and mistakes print and exit here).
void parse(QCommandLineParser& parser, const EditorOptions& options, int argc, char* argv[]) {
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Paint GameBoardXX boards on square and hex grids."));
    addOptions(parser, options);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("main",
                                    "A board to open (.gb08, .gb16, .gb32, .gb64), alone. Without "
                                    "one, the boards open at the last quit come back (Edit ▸ "
                                    "Preferences), or the start page shows recent boards and "
                                    "templates."),
        QStringLiteral("[file]"));
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QCoreApplication::translate("main", "With --merge: BASE OURS THEIRS OUT."),
        QStringLiteral("[--merge BASE OURS THEIRS OUT]"));
    parser.process(argumentsOf(argc, argv));
}

// The layout --layout names (today's without it); null, said on standard error, when it names
// none.
const gbxx::Layout* chosenLayout(const QCommandLineParser& parser, const EditorOptions& options) {
    if (!parser.isSet(options.layout))
        return &gbxx::defaultLayout();
    const gbxx::Layout* layout = gbxx::findLayout(parser.value(options.layout).toStdString());
    if (!layout)
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("main", "unknown layout '%1'; expected "
                                                                    "one of %2")
                                    .arg(parser.value(options.layout),
                                         gbxx::layoutNames().join(QStringLiteral(", ")))));
    return layout;
}

// Whether the command line asks only for text (help, version) or is mistaken (an unknown option, a
// missing value): no display is needed to answer, so `gbxx-editor --help` works on a server, in a
// package build and over ssh, and `gbxx-editor --bogus` says what is wrong instead of failing to
// reach a display.
bool answersWithText(int argc, char* argv[]) {
    for (int k = 1; k < argc; ++k) {
        const QByteArray arg(argv[k]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-?" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    const EditorOptions options;
    QCommandLineParser parser;
    addOptions(parser, options);
    return !parser.parse(argumentsOf(argc, argv));
}

} // namespace

int main(int argc, char* argv[]) {
    // Writing past `ulimit -f` then fails with "File too large" (and says so) instead of a crash.
    std::signal(SIGXFSZ, SIG_IGN);
    if (answersWithText(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        gbxx::installTranslations(app, gbxx::AppSettings::language());
        const EditorOptions options;
        QCommandLineParser parser;
        parse(parser, options, argc, argv); // prints and exits (1 for a mistake)
        return 0;
    }
    // Without a display a merge is only checked: what is wrong with the boards is still said,
    // and git sees exit status 2 rather than a crash.
    if (gbxx::asksForMerge(argc, argv) && !gbxx::displayNamed()) {
        QCoreApplication app(argc, argv);
        nameApplication();
        gbxx::installTranslations(app, gbxx::AppSettings::language());
        const EditorOptions options;
        QCommandLineParser parser;
        parse(parser, options, argc, argv);
        const gbxx::Layout* layout = chosenLayout(parser, options);
        return layout ? gbxx::runMerge(parser.positionalArguments(), *layout) : 2;
    }
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("GameBoardXX Editor"));
    // The desktop entry's name: Wayland and the docks match the window to its launcher by it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.gameboardxx.editor"));
    gbxx::installTranslations(app, gbxx::AppSettings::language());

    const EditorOptions options;
    QCommandLineParser parser;
    parse(parser, options, argc, argv);
    const gbxx::Layout* layout = chosenLayout(parser, options);
    if (!layout)
        return 2;
    if (parser.isSet(options.merge))
        return gbxx::runMerge(parser.positionalArguments(), *layout);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gbxx-editor.svg")));
    gbxx::applyTheme(gbxx::AppSettings::theme());

    gbxx::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(options.firstFrame)) {
        if (!files.isEmpty())
            window.files()->openFile(files.first(), *layout);
        else
            window.files()->openSample(); // the measure is of a board's first frame
        QObject::connect(window.view(), &gbxx::BoardView::framePainted, &app, &QApplication::quit,
                         Qt::QueuedConnection);
        window.show();
        return QApplication::exec();
    }
    window.show(); // first: a restored board's zoom and scroll need the view's size
    gbxx::openAtStart(window, files, *layout);
    return QApplication::exec();
}
