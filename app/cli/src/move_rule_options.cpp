#include "cli/move_rule_options.h"

#include "cli/cli_commands.h"

#include <optional>
#include <tuple>
#include <utility>

namespace gbxx::cli {
namespace {

std::optional<int> numberIn(const QString& text, int low, int high) {
    bool ok = false;
    const int value = text.toInt(&ok);
    // toInt takes "+3" and " 3"; a number here is digits only.
    for (const QChar c : text)
        if (!c.isDigit())
            return std::nullopt;
    if (!ok || value < low || value > high)
        return std::nullopt;
    return value;
}

std::optional<BarrierRule> barrierRuleOf(const QString& text, bool withCost) {
    if (text == QLatin1String("ignore"))
        return BarrierRule::Ignore;
    if (text == QLatin1String("block"))
        return BarrierRule::Block;
    if (withCost && text == QLatin1String("cost"))
        return BarrierRule::Cost;
    return std::nullopt;
}

} // namespace

MoveRuleOptions::MoveRuleOptions(bool withPlayer)
    : withPlayer_(withPlayer)
    , player_(QStringLiteral("player"),
              Cli::tr("Move as player P (1-4): tiles on P's blacklist cannot be entered."),
              Cli::tr("P"))
    , team_(QStringLiteral("team"),
            Cli::tr("Move as team K (1-8): tiles with flag K of the team blacklist cannot be "
                    "entered."),
            Cli::tr("K"))
    , ffa_(QStringLiteral("ffa"), Cli::tr("With a player: the free-for-all blacklist counts too."))
    , diagonal_(QStringLiteral("diagonal"),
                Cli::tr("On square boards, step to the 8 tiles around (hex boards always have 6)."))
    , climb_(QStringLiteral("climb"),
             Cli::tr("Add N (0-100) to a move's cost for every level up. Default 0."), Cli::tr("N"))
    , descend_(QStringLiteral("descend"),
               Cli::tr("Add N (0-100) to a move's cost for every level down. Default 0."),
               Cli::tr("N"))
    , turnBarriers_(QStringLiteral("turn-barriers"),
                    Cli::tr("Turn barriers: ignore (default), block, or cost (add 5, 10 or 15)."),
                    QStringLiteral("ignore|block|cost"))
    , currencyBarriers_(
          QStringLiteral("currency-barriers"),
          Cli::tr("Currency barriers: ignore (default), block, or cost (add 3, 6 or 9)."),
          QStringLiteral("ignore|block|cost"))
    , pieceBarriers_(QStringLiteral("piece-barriers"),
                     Cli::tr("Piece barriers: ignore (default) or block."),
                     QStringLiteral("ignore|block")) {}

void MoveRuleOptions::addTo(QCommandLineParser& parser) const {
    if (withPlayer_)
        parser.addOption(player_);
    parser.addOptions({team_, ffa_, diagonal_, climb_, descend_, turnBarriers_, currencyBarriers_,
                       pieceBarriers_});
}

std::variant<MoveRules, QString> MoveRuleOptions::read(const QCommandLineParser& parser) const {
    MoveRules rules;
    if (withPlayer_ && parser.isSet(player_)) {
        const auto player = numberIn(parser.value(player_), 1, 4);
        if (!player)
            return Cli::tr("--player takes 1 to 4, not '%1'").arg(parser.value(player_));
        rules.player = *player;
    }
    if (parser.isSet(team_)) {
        const auto team = numberIn(parser.value(team_), 1, 8);
        if (!team)
            return Cli::tr("--team takes 1 to 8, not '%1'").arg(parser.value(team_));
        rules.team = *team;
    }
    rules.ffa = parser.isSet(ffa_);
    rules.diagonal = parser.isSet(diagonal_);
    for (const auto& [option, target] :
         {std::pair{&climb_, &rules.climb}, std::pair{&descend_, &rules.descend}}) {
        if (!parser.isSet(*option))
            continue;
        const auto value = numberIn(parser.value(*option), 0, kMaxLevelCost);
        if (!value)
            return Cli::tr("--%1 takes 0 to %2, not '%3'")
                .arg(option->names().constFirst())
                .arg(kMaxLevelCost)
                .arg(parser.value(*option));
        *target = *value;
    }
    for (const auto& [option, target, withCost] :
         {std::tuple{&turnBarriers_, &rules.turnBarriers, true},
          std::tuple{&currencyBarriers_, &rules.currencyBarriers, true},
          std::tuple{&pieceBarriers_, &rules.pieceBarriers, false}}) {
        if (!parser.isSet(*option))
            continue;
        const auto rule = barrierRuleOf(parser.value(*option), withCost);
        if (!rule)
            return Cli::tr("--%1 takes %2, not '%3'")
                .arg(option->names().constFirst(), option->valueName(), parser.value(*option));
        *target = *rule;
    }
    return rules;
}

bool MoveRuleOptions::anyGiven(const QCommandLineParser& parser) const {
    for (const QCommandLineOption* option :
         {&team_, &ffa_, &diagonal_, &climb_, &descend_, &turnBarriers_, &currencyBarriers_,
          &pieceBarriers_})
        if (parser.isSet(*option))
            return true;
    return false;
}

} // namespace gbxx::cli
