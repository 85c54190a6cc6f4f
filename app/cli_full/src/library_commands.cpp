#include "cli_full/library_commands.h"

#include "cli/cli_commands.h"
#include "cli/terminal_progress.h"
#include "cli_full/shape_filters.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "library/library_indexer.h"
#include "library/library_search.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

#include <sys/stat.h>

namespace gbxx::cli {
namespace {

QCommandLineOption dbOption() {
    return {QStringLiteral("db"),
            Cli::tr("The library database (default %1).").arg(LibraryDatabase::defaultPath()),
            Cli::tr("PATH")};
}

int usage(const QString& message, const char* command) {
    return usageError(message, QLatin1String(command));
}

// Parses `args` for `command`; nullopt-like false with the status set when the run ends here.
bool parse(QCommandLineParser& parser, const char* command, const QStringList& args, int& status) {
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  Cli::tr("Show this help."));
    parser.addOption(help);
    if (!parser.parse(QStringList{QStringLiteral("gbxx ") + QLatin1String(command)} + args)) {
        status = usage(parser.errorText(), command);
        return false;
    }
    if (parser.isSet(help)) {
        printOut(commandHelp(parser, QLatin1String(command)));
        status = kSuccess;
        return false;
    }
    return true;
}

void printNotice(const LibraryDatabase& library) {
    if (!library.notice().isEmpty())
        std::fputs((QStringLiteral("warning: ") + library.notice() + QLatin1Char('\n'))
                       .toUtf8()
                       .constData(),
                   stderr);
}

// The database at --db or the default place, opened as `opening` says; prints why it cannot be
// used, unless it is only damaged and left to the caller (opening.setAside false).
std::unique_ptr<LibraryDatabase> openLibrary(const QCommandLineParser& parser,
                                             const QCommandLineOption& db, LibraryOpening opening) {
    const QString path =
        parser.isSet(db) ? absoluteName(parser.value(db)) : LibraryDatabase::defaultPath();
    auto library = std::make_unique<LibraryDatabase>(path, opening);
    printNotice(*library);
    if (!library->isOpen() && !(library->damaged() && !opening.setAside)) {
        printError(
            Cli::tr("cannot open the library %1: %2").arg(shownName(path), library->error()));
        return nullptr;
    }
    return library;
}

// A library found damaged by a search: set aside (a warning says where) and the search refused,
// for an answer from it might lack any part of it. Exit 1 either way.
int unreadLibrary(LibraryDatabase& library) {
    const QString path = shownName(library.path());
    if (library.damaged() && library.setAside()) {
        printNotice(library);
        printError(
            Cli::tr("the library %1 is empty now: 'gbxx index DIR...' builds it again").arg(path));
    } else {
        printError(Cli::tr("cannot read the library %1: %2").arg(path, library.error()));
    }
    return kFailure;
}

// Indexes each folder; the one that failed, if any.
std::optional<QString> indexFolders(LibraryDatabase& library, const ThumbnailMaker& thumbnail,
                                    const QStringList& folders, const QString& layout) {
    LibraryIndexer indexer(library, thumbnail);
    for (const QString& folder : folders) {
        TerminalProgress progress(0);
        IndexSummary summary;
        const bool done = library.addFolder({folder, layout}) &&
                          indexer.index(
                              {folder, layout},
                              [&](const IndexProgress& state) {
                                  progress.setTotal(state.total);
                                  progress.show(state.done, shownName(folder));
                                  return true;
                              },
                              summary);
        progress.clear();
        if (!done)
            return folder;
    }
    return std::nullopt;
}

QString jsonText(const QString& text) {
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

} // namespace

int indexCommand(const QStringList& args, const ThumbnailMaker& thumbnail) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Index every board file under each DIR (recursively) into the library."));
    const QCommandLineOption db = dbOption();
    const QCommandLineOption layoutOption(
        QStringLiteral("layout"),
        Cli::tr("Read the boards of these folders in this layout: %1. Default %2.")
            .arg(layoutNames().join(QLatin1Char('|')), layoutNames().front()),
        Cli::tr("NAME"));
    parser.addOptions({db, layoutOption});
    parser.addPositionalArgument(QStringLiteral("DIR..."), Cli::tr("Folders to index."));
    int status = kSuccess;
    if (!parse(parser, "index", args, status))
        return status;
    const QStringList dirs = parser.positionalArguments();
    if (dirs.isEmpty())
        return usage(Cli::tr("'index' takes one or more folders"), "index");
    QString layout = layoutNames().front();
    if (parser.isSet(layoutOption)) {
        layout = parser.value(layoutOption);
        if (!layoutNames().contains(layout))
            return usage(Cli::tr("unknown layout '%1'; expected one of %2")
                             .arg(layout, layoutNames().join(QLatin1Char('|'))),
                         "index");
    }
    // Every folder checked before anything is indexed.
    QStringList folders;
    for (const QString& dir : dirs) {
        // By the name's bytes (file_names.h), not as Qt would encode it.
        struct stat info {};
        if (::stat(bytesOfName(dir).constData(), &info) != 0) {
            printError(Cli::tr("%1: no such folder").arg(shownName(dir)));
            return kFailure;
        }
        if (!S_ISDIR(info.st_mode)) {
            printError(Cli::tr("%1 is not a folder").arg(shownName(dir)));
            return kFailure;
        }
        folders << absoluteName(dir);
    }
    // Every page read before any is written: a damaged library is set aside and built anew.
    const auto library = openLibrary(parser, db, {.checkEveryPage = true});
    if (!library)
        return kFailure;
    std::optional<QString> failed = indexFolders(*library, thumbnail, folders, layout);
    // Damage the check did not see, met while indexing: set aside, and built anew once.
    if (failed && library->damaged() && library->setAside()) {
        printNotice(*library);
        failed = indexFolders(*library, thumbnail, folders, layout);
    }
    if (failed) {
        printError(Cli::tr("cannot index %1: %2").arg(shownName(*failed), library->error()));
        return kFailure;
    }
    const auto [boards, unreadable] = library->counts();
    // Machine-read: the same words in every language.
    printOut(QStringLiteral("%1 boards indexed, %2 unreadable\n").arg(boards).arg(unreadable));
    return kSuccess;
}

int findCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Print the paths of the library's boards matching every WORD (in the title, "
                "author, editor ID, board code or file name, any case) and every filter."));
    const QCommandLineOption db = dbOption();
    const auto value = [](const char* name, const QString& help, const QString& valueName) {
        return QCommandLineOption(QLatin1String(name), help, valueName);
    };
    const auto flag = [](const char* name, const QString& help) {
        return QCommandLineOption(QLatin1String(name), help);
    };
    const ShapeFilterOptions shape;
    const QCommandLineOption title =
        value("title", Cli::tr("The title contains TEXT (any case)."), Cli::tr("TEXT"));
    const QCommandLineOption author =
        value("author", Cli::tr("The author contains TEXT (any case)."), Cli::tr("TEXT"));
    const QCommandLineOption code =
        value("code", Cli::tr("The board code is exactly CODE."), Cli::tr("CODE"));
    const QCommandLineOption json =
        flag("json", Cli::tr("Print one JSON array of the boards instead of their paths."));
    const QCommandLineOption duplicates = flag(
        "duplicates", Cli::tr("Print each group of byte-identical boards on a line (tab between "
                              "paths)."));
    const QCommandLineOption conflicts = flag(
        "code-conflicts", Cli::tr("Print each group of different boards sharing a board code on "
                                  "a line."));
    parser.addOption(db);
    parser.addOptions(shape.options());
    parser.addOptions({title, author, code, json, duplicates, conflicts});
    parser.addPositionalArgument(QStringLiteral("WORDS..."), Cli::tr("Words to look for."));
    int status = kSuccess;
    if (!parse(parser, "find", args, status))
        return status;

    LibraryQuery query;
    query.words = parser.positionalArguments();
    const auto filters = shape.read(parser);
    if (const QString* problem = std::get_if<QString>(&filters))
        return usage(*problem, "find");
    const ShapeFilter& given = std::get<ShapeFilter>(filters);
    query.shape = given;
    query.title = parser.value(title);
    query.author = parser.value(author);
    if (parser.isSet(code))
        query.code = parser.value(code);
    const bool groups = parser.isSet(duplicates) || parser.isSet(conflicts);
    if (parser.isSet(duplicates) && parser.isSet(conflicts))
        return usage(Cli::tr("give --duplicates or --code-conflicts, not both"), "find");
    if (groups && (!query.words.isEmpty() || parser.isSet(json) || given.any() ||
                   parser.isSet(title) || parser.isSet(author) || query.code))
        return usage(Cli::tr("--duplicates and --code-conflicts take no words or filters"), "find");

    // Only what is cheap is checked on opening; what a search cannot read it says (exit 1), never
    // an answer of "nothing". A library that cannot be written is still searched.
    const auto library = openLibrary(parser, db, {.readOnlyIfNeeded = true, .setAside = false});
    if (!library)
        return kFailure;
    if (!library->isOpen())
        return unreadLibrary(*library);
    // Paths as the system has them, byte for byte: a name need not be UTF-8.
    QByteArray out;
    if (groups) {
        const auto found =
            parser.isSet(duplicates) ? duplicateGroups(*library) : codeConflicts(*library);
        if (!found)
            return unreadLibrary(*library);
        for (const QStringList& group : *found)
            out += bytesOfName(group.join(QLatin1Char('\t'))) + '\n';
        writeOut(out);
        return kSuccess;
    }
    const auto found = findBoards(*library, query);
    if (!found)
        return unreadLibrary(*library);
    if (parser.isSet(json)) {
        QStringList objects;
        for (const BoardRecord& r : *found)
            // Put together piece by piece: arg() would read a "%2" in a title as a place.
            objects << QStringLiteral("{\"path\": ") + jsonText(r.path) +
                           QStringLiteral(", \"variant\": ") + QString::number(r.variant) +
                           QStringLiteral(", \"width\": ") + QString::number(r.width) +
                           QStringLiteral(", \"length\": ") + QString::number(r.length) +
                           QStringLiteral(", \"hex\": ") + QString::number(r.hex) +
                           QStringLiteral(", \"wrap\": ") + QString::number(r.wrap) +
                           QStringLiteral(", \"title\": ") + jsonText(r.title) +
                           QStringLiteral(", \"author\": ") + jsonText(r.author) +
                           QStringLiteral(", \"editorId\": ") + jsonText(r.editorId) +
                           QStringLiteral(", \"boardCode\": ") + jsonText(r.boardCode) +
                           QStringLiteral(", \"version\": ") + QString::number(r.version) +
                           QLatin1Char('}');
        out = objects.isEmpty() ? QByteArray("[]\n")
                                : "[\n" + objects.join(QStringLiteral(",\n")).toUtf8() + "\n]\n";
    } else {
        for (const BoardRecord& r : *found)
            out += bytesOfName(r.path) + '\n';
    }
    writeOut(out);
    return kSuccess;
}

} // namespace gbxx::cli
