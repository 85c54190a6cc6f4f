// `gbxx`: inspect, dump, validate and convert GameBoardXX boards (../shared/spec/CLI-CONTRACT.md).

#include "cli/cli_commands.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include <functional>

namespace {

using namespace gbxx;
using namespace gbxx::cli;

QString tr(const char* text) {
    return QCoreApplication::translate("gbxx::cli", text);
}

QString layoutNames() {
    QStringList names;
    for (const Layout* layout : allLayouts())
        names << QString::fromLatin1(layout->name.data(),
                                     static_cast<qsizetype>(layout->name.size()));
    return names.join(QLatin1Char('|'));
}

struct Command {
    const char* name;
    const char* summary;
    QStringList arguments; // positional argument names, in order
};

const Command kCommands[] = {
    {"info", QT_TRANSLATE_NOOP("gbxx::cli", "Print a short human summary of a board."), {"FILE"}},
    {"dump", QT_TRANSLATE_NOOP("gbxx::cli", "Print the board as one JSON object."), {"FILE"}},
    {"convert",
     QT_TRANSLATE_NOOP("gbxx::cli", "Write IN in another tile size as OUT and print what is lost."),
     {"IN", "OUT"}},
    {"validate",
     QT_TRANSLATE_NOOP("gbxx::cli", "Check that a file is a valid board; print its warnings."),
     {"FILE"}},
};

QString overview() {
    QString text = tr("Usage: gbxx COMMAND [options] ARGUMENTS\n\n"
                      "GameBoardXX boards on the command line.\n\nCommands:\n");
    for (const Command& c : kCommands)
        text +=
            QStringLiteral("  %1 %2\n").arg(QString::fromLatin1(c.name), -10).arg(tr(c.summary));
    text += tr("\nRun 'gbxx COMMAND --help' for a command's options.\n"
               "Exit status: 0 success, 1 invalid board or failed operation, 2 usage error.\n");
    return text;
}

int usageError(const QString& message, const QString& hint) {
    printError(message);
    std::fputs((hint + QLatin1Char('\n')).toUtf8().constData(), stderr);
    return kUsage;
}

int runCommand(const Command& command, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr(command.summary));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  tr("Show this help."));
    const QCommandLineOption layoutOption(
        QStringLiteral("layout"),
        tr("Read the file in this layout (spec section L): %1. Default 2023-09.")
            .arg(layoutNames()),
        tr("NAME"));
    const QCommandLineOption toOption(QStringLiteral("to"),
                                      tr("The target tile size: 08, 16, 32 or 64."), tr("NN"));
    const QCommandLineOption strictOption(
        QStringLiteral("strict"), tr("Refuse a lossy conversion: write nothing and exit 1."));
    parser.addOption(help);
    parser.addOption(layoutOption);
    const bool isConvert = QLatin1String(command.name) == QLatin1String("convert");
    if (isConvert) {
        parser.addOption(toOption);
        parser.addOption(strictOption);
    }
    for (const QString& a : command.arguments)
        parser.addPositionalArgument(a, QString());

    const QString hint = tr("Run 'gbxx %1 --help' for usage.").arg(QLatin1String(command.name));
    if (!parser.parse(QStringList{QStringLiteral("gbxx ") + QLatin1String(command.name)} + args))
        return usageError(parser.errorText(), hint);
    if (parser.isSet(help)) {
        printOut(parser.helpText());
        return kSuccess;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != command.arguments.size())
        return usageError(
            tr("'%1' takes %2, got %3 argument(s)")
                .arg(QLatin1String(command.name), command.arguments.join(QLatin1Char(' ')))
                .arg(positional.size()),
            hint);

    const Layout* layout = &defaultLayout();
    if (parser.isSet(layoutOption)) {
        const QString name = parser.value(layoutOption);
        layout = findLayout(name.toStdString());
        if (!layout)
            return usageError(
                tr("unknown layout '%1'; expected one of %2").arg(name, layoutNames()), hint);
    }

    if (!isConvert) {
        const QString& file = positional.at(0);
        if (QLatin1String(command.name) == QLatin1String("info"))
            return info(file, *layout);
        if (QLatin1String(command.name) == QLatin1String("dump"))
            return dump(file, *layout);
        return validate(file, *layout);
    }
    if (!parser.isSet(toOption))
        return usageError(tr("'convert' needs --to 08|16|32|64"), hint);
    const auto target = variantFromDigits(parser.value(toOption).toStdString());
    if (!target)
        return usageError(tr("--to takes 08, 16, 32 or 64, not '%1'").arg(parser.value(toOption)),
                          hint);
    return convert(positional.at(0), positional.at(1), *target, parser.isSet(strictOption),
                   *layout);
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gbxx"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GBXX_VERSION));

    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    if (args.isEmpty())
        return usageError(tr("no command given"), overview());
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
    for (const Command& c : kCommands)
        if (first == QLatin1String(c.name))
            return runCommand(c, args);
    return usageError(tr("unknown command '%1'").arg(first), overview());
}
