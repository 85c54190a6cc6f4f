#include "cli/command_line.h"

#include "cli/analyze_command.h"
#include "cli/board_history_commands.h"
#include "cli/cli_commands.h"
#include "cli/folder_output.h"
#include "cli/move_rule_options.h"
#include "cli/movement_commands.h"
#include "cli/full_program.h"
#include "cli/region_commands.h"
#include "cli/render_request.h"
#include "cli/rules_command.h"
#include "cli/schema_option.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "text/translations.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include <csignal>
#include <cstring>
#include <functional>
#include <memory>

namespace gbxx::cli {
namespace {

QString layoutChoices() {
    return layoutNames().join(QLatin1Char('|'));
}

struct Command {
    const char* name;
    const char* summary;
    QStringList arguments; // positional argument names, in order
};

const Command kCommands[] = {
    {"info",
     QT_TRANSLATE_NOOP("gbxx::cli", "Print a short human summary of each board."),
     {"FILE..."}},
    {"dump",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Print the board as one JSON object; with --out-dir, write several boards' "
                       "JSON into a folder."),
     {"FILE"}},
    {"diff",
     QT_TRANSLATE_NOOP("gbxx::cli", "Print what differs between two boards (--tiles: each tile's "
                                    "fields; --json); exit 0 same, 1 different, 2 trouble."),
     {"A", "B"}},
    {"merge",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Merge two boards' edits of BASE field by field into OUT (-o; default "
                       "OURS) and print the conflicts."),
     {"BASE", "OURS", "THEIRS"}},
    {"patch",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Make a patch of the tiles that differ between two boards (make), apply it "
                       "(apply) or print what it holds (show)."),
     {"make|apply|show", "..."}},
    {"path",
     QT_TRANSLATE_NOOP("gbxx::cli", "Print a cheapest path between two tiles or zones under a "
                                    "game's movement rules (climb, barriers, blacklists)."),
     {"FILE", "FROM", "TO"}},
    {"reach",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Print every tile a piece reaches within a budget of movement points."),
     {"FILE", "FROM"}},
    {"line",
     QT_TRANSLATE_NOOP("gbxx::cli", "Print the tiles of the line of sight between two tiles."),
     {"FILE", "A", "B"}},
    {"git-setup",
     QT_TRANSLATE_NOOP("gbxx::cli", "Let git diff and merge boards in this repository "
                                    "(--global: in every repository)."),
     {}},
    {"convert",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Write IN in another tile size as OUT and print what is lost; with "
                       "--out-dir, convert several boards into a folder."),
     {"IN", "OUT"}},
    {"validate",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Check that each file is a valid board; print its warnings (several files: "
                       "each line starts with the file's name)."),
     {"FILE..."}},
    {"analyze",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Report zone sizes and home-to-end paths per player and team, and design "
                       "warnings."),
     {"FILE..."}},
    {"render",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Draw the board as the editor shows it, into a PNG or SVG (by OUT's "
                       "extension); with --out-dir, draw several boards into a folder."),
     {"FILE", "OUT"}},
    {"query",
     QT_TRANSLATE_NOOP(
         "gbxx::cli", "Print 'x y' for every tile matching a tile expression (--count: how many)."),
     {"FILE", "EXPR"}},
    {"index",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Index every board under the folders into the board library (--db PATH)."),
     {"DIR..."}},
    {"find",
     QT_TRANSLATE_NOOP("gbxx::cli", "Search the board library by words and filters; --duplicates, "
                                    "--code-conflicts."),
     {"WORDS..."}},
    {"edit",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Change fields of the tiles matching --where EXPR (--set, --add, "
                       "--flags-on, --flags-off, in order) and write OUT."),
     {"IN", "OUT"}},
    {"rules",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Apply a board's rules and write OUT (apply), or exit 1 when any rule would "
                       "change a board (check)."),
     {"apply|check", "FILE..."}},
    {"run",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Run a JavaScript program on a board (--out OUT keeps its changes, --check "
                       "fails on warnings)."),
     {"SCRIPT", "FILE"}},
    {"registry",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Sign in to the board registry with a token read from standard input "
                       "(login), or sign out (logout)."),
     {"login|logout"}},
    {"publish",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Publish a board to the registry and print 'CODE rREV'; an assigned code "
                       "is written into FILE."),
     {"FILE"}},
    {"fetch",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Fetch boards from the registry by code (CODE or CODE@REV) into files."),
     {"CODE..."}},
    {"search",
     QT_TRANSLATE_NOOP("gbxx::cli", "Search the registry's boards by words and filters; --json."),
     {"WORDS..."}},
    {"live",
     QT_TRANSLATE_NOOP("gbxx::cli",
                       "Watch a board's live session (watch), or send it a script's operations "
                       "(play)."),
     {"watch|play", "CODE"}},
};

QString overview() {
    QString text = Cli::tr("Usage: gbxx COMMAND [options] ARGUMENTS\n\n"
                           "GameBoardXX boards on the command line.\n\nCommands:\n");
    for (const Command& c : kCommands)
        text += QStringLiteral("  %1 %2\n")
                    .arg(QString::fromLatin1(c.name), -10)
                    .arg(Cli::tr(c.summary));
    text +=
        Cli::tr("\nRun 'gbxx COMMAND --help' for a command's options.\n"
                "Exit status: 0 success, 1 invalid board or failed operation, 2 usage error.\n");
    return text;
}

// A heavy command (full_program.h) run in process by a program that does not link it.
int notLinked(const char* command) {
    printError(Cli::tr("'%1' is not part of this program; run it with gbxx or gbxx-full")
                   .arg(QLatin1String(command)));
    return kFailure;
}

// A usage error with no command to point to: the message and the overview.
int overviewError(const QString& message) {
    printError(message);
    std::fputs((overview() + QLatin1Char('\n')).toUtf8().constData(), stderr);
    return kUsage;
}

int runListedCommand(const Command& command, const QStringList& args, const HeavyCommands& heavy) {
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(command.summary));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  Cli::tr("Show this help."));
    const QCommandLineOption layoutOption(
        QStringLiteral("layout"),
        Cli::tr("Read the file in this layout (spec section L): %1. Default %2. 'convert' "
                "always writes today's layout.")
            .arg(layoutChoices(), layoutNames().front()),
        Cli::tr("NAME"));
    const QCommandLineOption toOption(
        QStringLiteral("to"), Cli::tr("The target tile size: 08, 16, 32 or 64."), Cli::tr("NN"));
    const QLatin1String name(command.name);
    const bool isConvert = name == QLatin1String("convert");
    const bool isRender = name == QLatin1String("render");
    const bool isDump = name == QLatin1String("dump");
    const QCommandLineOption outDirOption(
        QStringLiteral("out-dir"),
        isConvert ? Cli::tr("Convert every IN given (gbxx convert --to NN --out-dir DIR IN...) "
                            "into DIR, as DIR/NAME.gbNN, each with its report; progress is shown "
                            "on a terminal.")
        : isDump  ? Cli::tr("Write every FILE given (gbxx dump --out-dir DIR FILE...) into DIR, "
                             "as DIR/NAME.json, instead of printing it.")
                  : Cli::tr("Draw every FILE given (gbxx render --out-dir DIR FILE...) into DIR, "
                             "as DIR/NAME.png (or .svg with --format svg)."),
        Cli::tr("DIR"));
    const QCommandLineOption formatOption(
        QStringLiteral("format"),
        Cli::tr("With --out-dir: the pictures' format, png (default) or svg."), Cli::tr("FORMAT"));
    const QCommandLineOption linesOption(
        QStringLiteral("lines"),
        Cli::tr("Print the board as text lines for git diff: 'header KEY V', 'footer KEY V', "
                "then 'X Y KEY=V …' per tile."));
    const QCommandLineOption strictOption(
        QStringLiteral("strict"), Cli::tr("Refuse a lossy conversion: write nothing and exit 1."));
    parser.addOption(help);
    parser.addOption(layoutOption);
    const QCommandLineOption layerOption(
        QStringLiteral("layer"),
        Cli::tr("A layer (field key) to draw; repeat it or separate keys with commas for one panel "
                "each. Default boundary."),
        Cli::tr("KEY"));
    const QCommandLineOption legendOption(QStringLiteral("legend"),
                                          Cli::tr("Title each panel and add its legend."));
    const QCommandLineOption tileSizeOption(
        QStringLiteral("tile-size"), Cli::tr("Pixels per tile (1-256). Default 16."), Cli::tr("N"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        Cli::tr("Pixels on the longer side of the board."),
                                        Cli::tr("PIXELS"));
    const QCommandLineOption gridOption(QStringLiteral("grid"), Cli::tr("Draw grid lines."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        Cli::tr("Print JSON instead of text."));
    const QCommandLineOption countOption(QStringLiteral("count"),
                                         Cli::tr("Print only the number of matching tiles."));
    const QCommandLineOption schemaOption(
        QStringLiteral("schema"),
        Cli::tr("Read custom data with a schema (docs/schema.md): --schema alone uses the board's "
                "own (BOARDNAME.schema.json, or gameboardxx-schema.json in its folder or above), "
                "--schema FILE.json or --schema=FILE that file. 'dump' then adds each sub-field "
                "as custom.KEY; query, edit, render and run use a board's own schema anyway."),
        Cli::tr("FILE"));
    if (isConvert) {
        parser.addOption(toOption);
        parser.addOption(strictOption);
    }
    if (isConvert || isRender || isDump)
        parser.addOption(outDirOption);
    if (isRender)
        parser.addOptions(
            {layerOption, tileSizeOption, sizeOption, gridOption, legendOption, formatOption});
    const bool isAnalyze = name == QLatin1String("analyze");
    const MoveRuleOptions moveRules(false);
    if (isAnalyze) {
        parser.addOption(jsonOption);
        moveRules.addTo(parser);
    }
    const bool isQuery = name == QLatin1String("query");
    if (isQuery)
        parser.addOption(countOption);
    if (isDump)
        parser.addOption(linesOption);
    const bool takesSchema = isQuery || isRender || isDump;
    if (takesSchema)
        parser.addOption(schemaOption);
    for (const QString& a : command.arguments)
        parser.addPositionalArgument(a, QString());

    const QString commandName = QLatin1String(command.name); // usageError points to its --help
    if (!parser.parse(QStringList{QStringLiteral("gbxx ") + QLatin1String(command.name)} +
                      (takesSchema ? withSchemaValue(args) : args)))
        return usageError(parser.errorText(), commandName);
    if (parser.isSet(help)) {
        printOut(commandHelp(parser, commandName));
        return kSuccess;
    }
    const QStringList positional = parser.positionalArguments();
    const bool batch = parser.isSet(outDirOption);
    if (batch && positional.isEmpty())
        return usageError(Cli::tr("'%1 --out-dir DIR' takes one or more files").arg(commandName),
                          commandName);
    if (isRender && parser.isSet(formatOption) && !batch)
        return usageError(Cli::tr("--format goes with --out-dir (OUT's extension chooses the "
                                  "format of one picture)"),
                          commandName);
    // A last argument "NAME..." takes one or more.
    const bool many = command.arguments.last().endsWith(QLatin1String("..."));
    if (!batch && (many ? positional.size() < command.arguments.size()
                        : positional.size() != command.arguments.size()))
        return usageError(
            Cli::tr("'%1' takes %2, got %3 argument(s)")
                .arg(QLatin1String(command.name), command.arguments.join(QLatin1Char(' ')))
                .arg(positional.size()),
            commandName);

    // Not given: none (dump) or the board's own (query, render); empty: the board's own, required.
    const std::optional<QString> schema =
        parser.isSet(schemaOption) ? std::optional(parser.value(schemaOption)) : std::nullopt;
    const Layout* layout = &defaultLayout();
    if (parser.isSet(layoutOption)) {
        const QString layoutName = parser.value(layoutOption);
        layout = findLayout(layoutName.toStdString());
        if (!layout)
            return usageError(
                Cli::tr("unknown layout '%1'; expected one of %2").arg(layoutName, layoutChoices()),
                commandName);
    }

    if (isRender) {
        RenderRequest request;
        if (!batch) {
            request.in = positional.at(0);
            request.out = positional.at(1);
        }
        for (const QString& value : parser.values(layerOption))
            for (const QString& key : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
                request.layers << key.trimmed();
        request.grid = parser.isSet(gridOption);
        request.legend = parser.isSet(legendOption);
        if (parser.isSet(tileSizeOption) && parser.isSet(sizeOption))
            return usageError(Cli::tr("give --tile-size or --size, not both"), commandName);
        bool ok = true;
        if (parser.isSet(tileSizeOption)) {
            request.tileSize = parser.value(tileSizeOption).toInt(&ok);
            if (!ok || request.tileSize < 1 || request.tileSize > 256)
                return usageError(Cli::tr("--tile-size takes 1 to 256 pixels"), commandName);
        }
        if (parser.isSet(sizeOption)) {
            request.size = parser.value(sizeOption).toInt(&ok);
            if (!ok || request.size < 1 || request.size > 16384)
                return usageError(Cli::tr("--size takes 1 to 16384 pixels"), commandName);
        }
        request.schema = schema;
        if (!heavy.render)
            return notLinked(command.name);
        if (!batch)
            return heavy.render(request, *layout);
        const QString format = parser.value(formatOption).toLower();
        if (!format.isEmpty() && format != QLatin1String("png") && format != QLatin1String("svg"))
            return usageError(
                Cli::tr("--format takes png or svg, not '%1'").arg(parser.value(formatOption)),
                commandName);
        const FolderOutputs planned = outputsInFolder(
            positional, parser.value(outDirOption),
            format == QLatin1String("svg") ? QStringLiteral(".svg") : QStringLiteral(".png"));
        if (planned.status != kSuccess)
            return planned.status;
        return writeEach(
            positional, planned.outputs,
            [&](const QString& in, const QString& out, QString&) {
                request.in = in;
                request.out = out;
                return heavy.render(request, *layout);
            },
            Cli::tr("%1 of %2 boards were not drawn"));
    }
    if (isDump && parser.isSet(linesOption)) {
        if (batch)
            return usageError(Cli::tr("--lines prints one board; it does not go with --out-dir"),
                              commandName);
        return dumpLines(positional.at(0), *layout, schema);
    }
    if (isDump && batch) {
        const FolderOutputs planned =
            outputsInFolder(positional, parser.value(outDirOption), QStringLiteral(".json"));
        if (planned.status != kSuccess)
            return planned.status;
        return writeEach(
            positional, planned.outputs,
            [&](const QString& in, const QString& out, QString&) {
                const std::optional<QByteArray> text = dumpText(in, *layout, schema);
                if (!text)
                    return int(kFailure);
                if (const auto failure = writeFileSafely(out, *text)) {
                    printError(*failure);
                    return int(kFailure);
                }
                return int(kSuccess);
            },
            Cli::tr("%1 of %2 boards were not written"));
    }
    FileHeadings headings(positional.size() > 1);
    if (isAnalyze) {
        auto rules = moveRules.read(parser);
        if (const QString* why = std::get_if<QString>(&rules))
            return usageError(*why, commandName);
        const AnalyzeRequest request{parser.isSet(jsonOption), std::get<MoveRules>(rules),
                                     moveRules.anyGiven(parser)};
        return forEachFile(positional, [&](const QString& file) {
            return analyze(file, *layout, request, headings);
        });
    }
    if (isQuery)
        return query(positional.at(0), *layout, positional.at(1), parser.isSet(countOption),
                     schema);
    if (!isConvert) {
        const QString& file = positional.at(0);
        if (QLatin1String(command.name) == QLatin1String("info"))
            return forEachFile(positional,
                               [&](const QString& f) { return info(f, *layout, headings); });
        if (QLatin1String(command.name) == QLatin1String("dump"))
            return dump(file, *layout, schema);
        return forEachFile(
            positional, [&](const QString& f) { return validate(f, *layout, headings.several()); });
    }
    if (!parser.isSet(toOption))
        return usageError(Cli::tr("'convert' needs --to 08|16|32|64"), commandName);
    const auto target = variantFromDigits(parser.value(toOption).toStdString());
    if (!target)
        return usageError(
            Cli::tr("--to takes 08, 16, 32 or 64, not '%1'").arg(parser.value(toOption)),
            commandName);
    if (batch)
        return convertAll(positional, parser.value(outDirOption), *target,
                          parser.isSet(strictOption), *layout);
    return convert(positional.at(0), positional.at(1), *target, parser.isSet(strictOption),
                   *layout);
}

// Qt's own diagnostics (such as the offscreen platform's note about XDG_RUNTIME_DIR) are not the
// command's output; only real failures of Qt reach stderr.
void quietQtMessages(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fputs(("gbxx: " + message + QLatin1Char('\n')).toLocal8Bit().constData(), stderr);
}

int dispatch(QStringList args, const HeavyCommands& heavy) {
    if (args.isEmpty())
        return overviewError(Cli::tr("no command given"));
    const QString first = args.takeFirst();
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("help")) {
        printOut(overview());
        return kSuccess;
    }
    if (first == QLatin1String("--version")) {
        printOut(QStringLiteral("gbxx %1\n").arg(QCoreApplication::applicationVersion()));
        return kSuccess;
    }
    if (first == QLatin1String("edit")) // its operations apply in order: read here, not by a parser
        return edit(args);
    if (first == QLatin1String("rules")) // apply or check, then their own arguments
        return rules(args);
    // index, run (its script's arguments follow "--"), find and the registry's commands parse
    // their own arguments.
    const std::pair<const char*, const std::function<int(const QStringList&)>*> parsingTheirOwn[] =
        {{"index", &heavy.index},       {"run", &heavy.run},         {"find", &heavy.find},
         {"registry", &heavy.registry}, {"publish", &heavy.publish}, {"fetch", &heavy.fetch},
         {"search", &heavy.search},     {"live", &heavy.live}};
    const std::pair<const char*, int (*)(const QStringList&)> historyCommands[] = {
        {"diff", diffCommand},
        {"merge", mergeCommand},
        {"patch", patchCommand},
        {"path", pathCommand},
        {"reach", reachCommand},
        {"line", lineCommand},
        {"git-setup", gitSetupCommand}};
    for (const auto& [name, command] : historyCommands)
        if (first == QLatin1String(name))
            return command(args);
    for (const auto& [name, command] : parsingTheirOwn)
        if (first == QLatin1String(name))
            return *command ? (*command)(args) : notLinked(name);
    for (const Command& c : kCommands)
        if (first == QLatin1String(c.name))
            return runListedCommand(c, args, heavy);
    return overviewError(Cli::tr("unknown command '%1'").arg(first));
}

} // namespace

int runCommandLine(int argc, char* argv[], const HeavyCommands* heavy) {
    holdStandardStreams();
    qInstallMessageHandler(quietQtMessages);
    // Writing past `ulimit -f` then fails with "File too large" instead of killing the program.
    std::signal(SIGXFSZ, SIG_IGN);
    if (!heavy && needsFullProgram(argc, argv))
        return execFullProgram(argv);
    std::unique_ptr<QCoreApplication> app =
        heavy ? heavy->application(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    configureApplication(*app);

    // The arguments as given, bytes and all: a file name need not be UTF-8 (file_names.h).
    QStringList args;
    for (int k = 1; k < argc; ++k)
        args << nameFromBytes(QByteArray(argv[k]));
    return runCommand(args, heavy ? *heavy : HeavyCommands{});
}

void configureApplication(QCoreApplication& app) {
    QCoreApplication::setApplicationName(QStringLiteral("gbxx"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GBXX_VERSION));
    installTranslations(app);
}

int runCommand(const QStringList& args, const HeavyCommands& heavy) {
    const QtMessageHandler previous = qInstallMessageHandler(quietQtMessages);
    const int status = finishOutput(dispatch(args, heavy));
    qInstallMessageHandler(previous);
    return status;
}

} // namespace gbxx::cli
