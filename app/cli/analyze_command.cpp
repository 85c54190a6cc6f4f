#include "cli/analyze_command.h"

#include "cli/cli_commands.h"
#include "common/board_file.h"
#include "gbxx/balance.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gbxx::cli {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gbxx::cli", text);
}

// The players a board is built for (those with a home or end zone) should be equal; a value that
// differs between them is marked.
template <typename Get> bool unequalAmongPlayers(const std::vector<OwnerBalance>& report, Get get) {
    bool first = true;
    decltype(get(report.front())) seen{};
    for (const OwnerBalance& b : report) {
        if (b.player == 0 || b.homeTiles + b.endTiles == 0)
            continue;
        if (first) {
            seen = get(b);
            first = false;
        } else if (get(b) != seen) {
            return true;
        }
    }
    return false;
}

} // namespace

int analyze(const QString& path, const Layout& layout, bool json) {
    const LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.board) {
        printError(loaded.error);
        return kFailure;
    }
    const std::vector<OwnerBalance> report = balanceReport(*loaded.board);
    const std::vector<Warning> warnings = designWarnings(*loaded.board);
    if (json) {
        QJsonArray owners;
        for (const OwnerBalance& b : report)
            owners.append(QJsonObject{{QStringLiteral("owner"), QString::fromStdString(b.owner)},
                                      {QStringLiteral("home"), static_cast<qint64>(b.homeTiles)},
                                      {QStringLiteral("end"), static_cast<qint64>(b.endTiles)},
                                      {QStringLiteral("safe"), static_cast<qint64>(b.safeTiles)},
                                      {QStringLiteral("homeToEnd"),
                                       b.homeToEnd ? QJsonValue(*b.homeToEnd) : QJsonValue()}});
        QJsonArray list;
        for (const Warning& w : warnings)
            list.append(QString::fromStdString(w.message));
        printOut(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("owners"), owners},
                                                             {QStringLiteral("warnings"), list}})
                                       .toJson()));
        return kSuccess;
    }
    if (report.empty()) {
        printOut(tr("No zones on this board.\n"));
    } else {
        const bool home =
            unequalAmongPlayers(report, [](const OwnerBalance& b) { return b.homeTiles; });
        const bool end =
            unequalAmongPlayers(report, [](const OwnerBalance& b) { return b.endTiles; });
        const bool safe =
            unequalAmongPlayers(report, [](const OwnerBalance& b) { return b.safeTiles; });
        const bool steps =
            unequalAmongPlayers(report, [](const OwnerBalance& b) { return b.homeToEnd; });
        QString text = tr("%1 %2 %3 %4 %5\n")
                           .arg(tr("owner"), -10)
                           .arg(tr("home"), 6)
                           .arg(tr("end"), 6)
                           .arg(tr("safe"), 6)
                           .arg(tr("home→end"), 10);
        const auto cell = [](const QString& v, bool mark, int width) {
            return QStringLiteral("%1").arg(v + (mark ? QStringLiteral("*") : QStringLiteral(" ")),
                                            width);
        };
        for (const OwnerBalance& b : report) {
            const bool player = b.player != 0 && b.homeTiles + b.endTiles > 0;
            text += QStringLiteral("%1 %2 %3 %4 %5\n")
                        .arg(QString::fromStdString(b.owner), -10)
                        .arg(cell(QString::number(b.homeTiles), player && home, 6))
                        .arg(cell(QString::number(b.endTiles), player && end, 6))
                        .arg(cell(QString::number(b.safeTiles), player && safe, 6))
                        .arg(cell(b.homeToEnd ? tr("%1 steps").arg(*b.homeToEnd) : tr("none"),
                                  player && steps, 10));
        }
        if (home || end || safe || steps)
            text += tr("* differs between players\n");
        printOut(text);
    }
    for (const Warning& w : warnings)
        printOut(QStringLiteral("warning: %1\n").arg(QString::fromStdString(w.message)));
    return kSuccess;
}

} // namespace gbxx::cli
