#pragma once
// The movement model's options on the command line (docs/movement.md M1-M3), read the same way by
// `gbxx path`, `gbxx reach` and `gbxx analyze`, so the balance a designer sees is the one the
// game plays.

#include "gbxx/movement.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <variant>

namespace gbxx::cli {

class MoveRuleOptions {
public:
    // `withPlayer`: --player is offered (analyze takes each player in turn instead).
    explicit MoveRuleOptions(bool withPlayer);
    void addTo(QCommandLineParser& parser) const;
    // The rules the options give, or the one-line reason they are wrong.
    std::variant<MoveRules, QString> read(const QCommandLineParser& parser) const;
    // Whether any option other than --player was given (the report then shows costs).
    bool anyGiven(const QCommandLineParser& parser) const;

private:
    bool withPlayer_;
    QCommandLineOption player_;
    QCommandLineOption team_;
    QCommandLineOption ffa_;
    QCommandLineOption diagonal_;
    QCommandLineOption climb_;
    QCommandLineOption descend_;
    QCommandLineOption turnBarriers_;
    QCommandLineOption currencyBarriers_;
    QCommandLineOption pieceBarriers_;
};

} // namespace gbxx::cli
