#include "cli/movement_commands.h"

#include "cli/cli_commands.h"
#include "cli/move_rule_options.h"
#include "gbxx/tile_line.h"
#include "io/board_file.h"

#include <QCommandLineParser>
#include <QRegularExpression>

#include <optional>
#include <variant>

namespace gbxx::cli {
namespace {

// A command's arguments, read with one line on stderr for anything wrong (the contract of these
// three commands: a game's tooling reads their errors).
struct MovementArguments {
    QStringList positional;
    const Layout* layout = &defaultLayout();
    MoveRules rules;
    std::optional<int> exit;
};

int refuse(const QString& message) {
    printError(message);
    return kUsage;
}

MovementArguments parse(QCommandLineParser& parser, const QString& command,
                        const QString& summary, const QStringList& positional,
                        const MoveRuleOptions* ruleOptions, const QStringList& args) {
    MovementArguments result;
    parser.setApplicationDescription(summary);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  Cli::tr("Show this help."));
    const QCommandLineOption layoutOption(
        QStringLiteral("layout"),
        Cli::tr("Read the file in this layout (spec section L): %1. Default %2.")
            .arg(layoutNames().join(QLatin1Char('|')), layoutNames().front()),
        Cli::tr("NAME"));
    parser.addOption(help);
    parser.addOption(layoutOption);
    if (ruleOptions)
        ruleOptions->addTo(parser);
    for (const QString& name : positional)
        parser.addPositionalArgument(name, QString());
    if (!parser.parse(QStringList{QStringLiteral("gbxx ") + command} + args)) {
        result.exit = refuse(parser.errorText());
        return result;
    }
    if (parser.isSet(help)) {
        printOut(commandHelp(parser, command));
        result.exit = kSuccess;
        return result;
    }
    result.positional = parser.positionalArguments();
    if (result.positional.size() != positional.size()) {
        result.exit = refuse(Cli::tr("'%1' takes %2, got %3 argument(s)")
                                 .arg(command, positional.join(QLatin1Char(' ')))
                                 .arg(result.positional.size()));
        return result;
    }
    if (parser.isSet(layoutOption)) {
        result.layout = findLayout(parser.value(layoutOption).toStdString());
        if (!result.layout) {
            result.exit = refuse(Cli::tr("unknown layout '%1'; expected one of %2")
                                     .arg(parser.value(layoutOption),
                                          layoutNames().join(QLatin1Char('|'))));
            return result;
        }
    }
    if (ruleOptions) {
        auto rules = ruleOptions->read(parser);
        if (const QString* why = std::get_if<QString>(&rules)) {
            result.exit = refuse(*why);
            return result;
        }
        result.rules = std::get<MoveRules>(rules);
    }
    return result;
}

// One tile, "X,Y" on the board.
std::variant<TileIndex, QString> tileOf(const Board& board, const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("^([0-9]{1,5}),([0-9]{1,5})$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return Cli::tr("'%1' is not a tile; write X,Y").arg(text);
    const int x = m.captured(1).toInt();
    const int y = m.captured(2).toInt();
    if (x >= board.width() || y >= board.length())
        return Cli::tr("%1,%2 is off the board (%3x%4 tiles)")
            .arg(x)
            .arg(y)
            .arg(board.width())
            .arg(board.length());
    return static_cast<TileIndex>(y * board.width() + x);
}

// FROM or TO: a tile, or a player's or team's zone tiles (home:P, end:P, safe:P, home:team:K).
std::variant<std::vector<TileIndex>, QString> tilesOf(const Board& board,
                                                       const MovementModel& model,
                                                       const QString& text) {
    static const QRegularExpression zone(
        QStringLiteral("^(home|end|safe):(?:(team):)?([0-9A-Ca-c])$"));
    const QRegularExpressionMatch m = zone.match(text);
    if (!m.hasMatch()) {
        auto tile = tileOf(board, text);
        if (const QString* why = std::get_if<QString>(&tile))
            return text.contains(QLatin1Char(','))
                       ? *why
                       : Cli::tr("'%1' is neither a tile (X,Y) nor a zone (home:P, end:P, "
                                 "safe:P, home:team:K)")
                             .arg(text);
        return std::vector<TileIndex>{std::get<TileIndex>(tile)};
    }
    const QString kindName = m.captured(1);
    const ZoneKind kind = kindName == QLatin1String("home") ? ZoneKind::Home
                          : kindName == QLatin1String("end") ? ZoneKind::End
                                                             : ZoneKind::Safe;
    const QChar who = m.captured(3).at(0).toUpper();
    if (m.captured(2).isEmpty()) {
        if (who < QLatin1Char('1') || who > QLatin1Char('4'))
            return Cli::tr("'%1': a player is 1 to 4").arg(text);
        return model.zoneTiles(kind, who.digitValue());
    }
    const int team = who.isDigit() ? who.digitValue() : who.unicode() - 'A' + 1;
    if (team < 1 || team > 3)
        return Cli::tr("'%1': a team is 1 to 3 (A to C)").arg(text);
    return model.teamZoneTiles(kind, team);
}

QByteArray place(const Board& board, TileIndex t) {
    return QByteArray::number(static_cast<int>(t) % board.width()) + ',' +
           QByteArray::number(static_cast<int>(t) / board.width());
}

QByteArray jsonPlace(const Board& board, TileIndex t) {
    return '[' + QByteArray::number(static_cast<int>(t) % board.width()) + ", " +
           QByteArray::number(static_cast<int>(t) / board.width()) + ']';
}

QByteArray tileList(const Board& board, const std::vector<TileIndex>& tiles, bool json) {
    QByteArray out;
    out.reserve(static_cast<qsizetype>(tiles.size()) * 12 + 16);
    if (!json) {
        for (TileIndex t : tiles)
            out += place(board, t) + '\n';
        return out;
    }
    out += "\"tiles\": [";
    for (std::size_t k = 0; k < tiles.size(); ++k)
        out += (k ? ", " : "") + jsonPlace(board, tiles[k]);
    return out + ']';
}

} // namespace

int pathCommand(const QStringList& args) {
    const QString command = QStringLiteral("path");
    QCommandLineParser parser;
    const MoveRuleOptions rules(true);
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print JSON instead of text."));
    parser.addOption(json);
    const MovementArguments parsed = parse(
        parser, command,
        Cli::tr("Print a cheapest path from FROM to TO under the movement rules: 'cost C', "
                "'steps S', then one 'X,Y' a line. FROM and TO are X,Y or zones: home:P, end:P, "
                "safe:P, home:team:K. Exit 1 when there is none."),
        {QStringLiteral("FILE"), QStringLiteral("FROM"), QStringLiteral("TO")}, &rules, args);
    if (parsed.exit)
        return *parsed.exit;
    const auto board = loadOrExplain(parsed.positional[0], *parsed.layout);
    if (!board)
        return kFailure;
    const MovementModel model(*board, parsed.rules);
    const auto from = tilesOf(*board, model, parsed.positional[1]);
    if (const QString* why = std::get_if<QString>(&from))
        return refuse(*why);
    const auto to = tilesOf(*board, model, parsed.positional[2]);
    if (const QString* why = std::get_if<QString>(&to))
        return refuse(*why);
    const std::optional<Route> route = cheapestPath(model, std::get<std::vector<TileIndex>>(from),
                                                    std::get<std::vector<TileIndex>>(to));
    if (!route) {
        writeOut("no path\n"); // the contract's words, in every language
        return kFailure;
    }
    if (parser.isSet(json)) {
        writeOut("{\"cost\": " + QByteArray::number(route->cost) +
                 ", \"steps\": " + QByteArray::number(route->steps) + ", " +
                 tileList(*board, route->tiles, true) + "}\n");
        return kSuccess;
    }
    writeOut("cost " + QByteArray::number(route->cost) + "\nsteps " +
             QByteArray::number(route->steps) + '\n' + tileList(*board, route->tiles, false));
    return kSuccess;
}

int reachCommand(const QStringList& args) {
    const QString command = QStringLiteral("reach");
    QCommandLineParser parser;
    const MoveRuleOptions rules(true);
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print JSON instead of text."));
    const QCommandLineOption budget(
        QStringLiteral("budget"),
        Cli::tr("The movement points to spend (0 or more); required."), Cli::tr("B"));
    parser.addOptions({json, budget});
    const MovementArguments parsed = parse(
        parser, command,
        Cli::tr("Print every tile a piece on FROM reaches within --budget B under the movement "
                "rules, as 'X,Y C' in body order (FROM at 0)."),
        {QStringLiteral("FILE"), QStringLiteral("FROM")}, &rules, args);
    if (parsed.exit)
        return *parsed.exit;
    if (!parser.isSet(budget))
        return refuse(Cli::tr("'reach' needs --budget B"));
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,9}$"));
    if (!digits.match(parser.value(budget)).hasMatch())
        return refuse(
            Cli::tr("--budget takes a number of 0 or more, not '%1'").arg(parser.value(budget)));
    const int points = parser.value(budget).toInt();
    const auto board = loadOrExplain(parsed.positional[0], *parsed.layout);
    if (!board)
        return kFailure;
    const MovementModel model(*board, parsed.rules);
    const auto from = tilesOf(*board, model, parsed.positional[1]);
    if (const QString* why = std::get_if<QString>(&from))
        return refuse(*why);
    const auto reached = reachWithin(model, std::get<std::vector<TileIndex>>(from), points);
    QByteArray out;
    out.reserve(static_cast<qsizetype>(reached.size()) * 16 + 16);
    const bool asJson = parser.isSet(json);
    if (asJson)
        out += "{\"tiles\": [";
    for (std::size_t k = 0; k < reached.size(); ++k) {
        const auto& [tile, cost] = reached[k];
        if (asJson) {
            out += (k ? ", [" : "[") + QByteArray::number(static_cast<int>(tile) % board->width()) +
                   ", " + QByteArray::number(static_cast<int>(tile) / board->width()) + ", " +
                   QByteArray::number(cost) + ']';
        } else {
            out += place(*board, tile) + ' ' + QByteArray::number(cost) + '\n';
        }
    }
    if (asJson)
        out += "]}\n";
    writeOut(out);
    return kSuccess;
}

int lineCommand(const QStringList& args) {
    const QString command = QStringLiteral("line");
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print JSON instead of text."));
    parser.addOption(json);
    const MovementArguments parsed = parse(
        parser, command,
        Cli::tr("Print the tiles of the line from A to B (X,Y each), one 'X,Y' a line, A first: "
                "the tiles a line of sight passes (docs/movement.md)."),
        {QStringLiteral("FILE"), QStringLiteral("A"), QStringLiteral("B")}, nullptr, args);
    if (parsed.exit)
        return *parsed.exit;
    const auto board = loadOrExplain(parsed.positional[0], *parsed.layout);
    if (!board)
        return kFailure;
    const auto a = tileOf(*board, parsed.positional[1]);
    if (const QString* why = std::get_if<QString>(&a))
        return refuse(*why);
    const auto b = tileOf(*board, parsed.positional[2]);
    if (const QString* why = std::get_if<QString>(&b))
        return refuse(*why);
    const std::vector<TileIndex> tiles =
        lineOfTiles(Geometry(*board), std::get<TileIndex>(a), std::get<TileIndex>(b));
    if (parser.isSet(json))
        writeOut('{' + tileList(*board, tiles, true) + "}\n");
    else
        writeOut(tileList(*board, tiles, false));
    return kSuccess;
}

} // namespace gbxx::cli
