#include "cli/analyze_command.h"

#include "cli/cli_commands.h"
#include "gbxx/balance.h"
#include "gbxx/warnings.h"
#include "io/board_file.h"
#include "text/core_texts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gbxx::cli {
int analyze(const QString& path, const Layout& layout, const AnalyzeRequest& request,
            FileHeadings& headings) {
    const bool json = request.json;
    const LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.board) {
        printError(loaded.error);
        return kFailure;
    }
    const std::vector<OwnerBalance> report = balanceReport(*loaded.board, request.rules);
    const std::vector<Warning> warnings = designWarnings(*loaded.board);
    if (json) {
        QJsonArray owners;
        for (const OwnerBalance& b : report)
            owners.append(QJsonObject{{QStringLiteral("owner"), QString::fromStdString(b.owner)},
                                      {QStringLiteral("home"), static_cast<qint64>(b.homeTiles)},
                                      {QStringLiteral("end"), static_cast<qint64>(b.endTiles)},
                                      {QStringLiteral("safe"), static_cast<qint64>(b.safeTiles)},
                                      {QStringLiteral("homeToEnd"),
                                       b.homeToEnd ? QJsonValue(*b.homeToEnd) : QJsonValue()},
                                      {QStringLiteral("homeToEndSteps"),
                                       b.homeToEndSteps ? QJsonValue(*b.homeToEndSteps)
                                                        : QJsonValue()}});
        QJsonArray list;
        for (const Warning& w : warnings)
            list.append(QString::fromStdString(w.message));
        QJsonObject object{{QStringLiteral("owners"), owners}, {QStringLiteral("warnings"), list}};
        if (!headings.several()) {
            printOut(QString::fromUtf8(QJsonDocument(object).toJson()));
            return kSuccess;
        }
        object.insert(QStringLiteral("file"), path);
        writeOut(QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n');
        return kSuccess;
    }
    headings.before(path);
    if (report.empty()) {
        printOut(Cli::tr("No zones on this board.\n"));
    } else {
        const BalanceComparison unequal = compareBalance(report);
        QString text = Cli::tr("%1 %2 %3 %4 %5\n")
                           .arg(Cli::tr("owner"), -10)
                           .arg(Cli::tr("home"), 6)
                           .arg(Cli::tr("end"), 6)
                           .arg(Cli::tr("safe"), 6)
                           .arg(Cli::tr("home→end"), 10);
        const auto cell = [](const QString& v, bool mark, int width) {
            return QStringLiteral("%1").arg(v + (mark ? QStringLiteral("*") : QStringLiteral(" ")),
                                            width);
        };
        for (std::size_t row = 0; row < report.size(); ++row) {
            const OwnerBalance& b = report[row];
            const bool player = unequal.compared[row];
            text += QStringLiteral("%1 %2 %3 %4 %5\n")
                        .arg(translatedName(b.owner), -10)
                        .arg(cell(QString::number(b.homeTiles), player && unequal.home, 6))
                        .arg(cell(QString::number(b.endTiles), player && unequal.end, 6))
                        .arg(cell(QString::number(b.safeTiles), player && unequal.safe, 6))
                        .arg(cell(!b.homeToEnd    ? Cli::tr("none")
                                  : request.costs ? Cli::tr("cost %1").arg(*b.homeToEnd)
                                                  : Cli::tr("%n step(s)", nullptr, *b.homeToEnd),
                                  player && unequal.homeToEnd, 10));
        }
        if (unequal.any())
            text += Cli::tr("* differs between players\n");
        printOut(text);
    }
    for (const Warning& w : warnings)
        printOut(QStringLiteral("warning: %1\n").arg(translated(w)));
    return kSuccess;
}

} // namespace gbxx::cli
