#include "balance_panel.h"

#include "board_document.h"
#include "gbxx/balance.h"

#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gbxx {

BalancePanel::BalancePanel(QWidget* parent)
    : QWidget(parent)
    , table_(new QTableWidget(this))
    , pending_([this] { refresh(); }, this) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(table_);
    table_->setObjectName(QStringLiteral("balanceTable"));
    table_->setColumnCount(5);
    table_->setHorizontalHeaderLabels(
        {tr("Owner"), tr("Home"), tr("End"), tr("Safe"), tr("Home → end")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void BalancePanel::setDocument(BoardDocument* document) {
    document_ = document;
    pending_.watch(document);
    refresh();
}

void BalancePanel::refresh() {
    pending_.cancel();
    table_->setRowCount(0);
    if (!document_)
        return;
    const std::vector<OwnerBalance> report = balanceReport(document_->board());
    table_->setRowCount(static_cast<int>(report.size()));
    // The players the board is built for: those with a home or end zone.
    std::vector<const OwnerBalance*> players;
    for (const OwnerBalance& b : report)
        if (b.player && b.homeTiles + b.endTiles > 0)
            players.push_back(&b);
    const auto differs = [&](auto get) {
        for (const OwnerBalance* p : players)
            if (get(*p) != get(*players.front()))
                return true;
        return false;
    };
    const bool unequal[] = {
        differs([](const OwnerBalance& b) { return b.homeTiles; }),
        differs([](const OwnerBalance& b) { return b.endTiles; }),
        differs([](const OwnerBalance& b) { return b.safeTiles; }),
        differs([](const OwnerBalance& b) { return b.homeToEnd.value_or(-1); })};
    for (int row = 0; row < static_cast<int>(report.size()); ++row) {
        const OwnerBalance& b = report[static_cast<std::size_t>(row)];
        const bool compared = std::find(players.begin(), players.end(), &b) != players.end();
        const QString cells[] = {QString::fromStdString(b.owner), QString::number(b.homeTiles),
                                 QString::number(b.endTiles), QString::number(b.safeTiles),
                                 b.homeToEnd ? tr("%1 steps").arg(*b.homeToEnd) : tr("no path")};
        for (int column = 0; column < 5; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column > 0) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (compared && unequal[column - 1]) {
                    item->setBackground(QColor(0xf2, 0xb8, 0xb5));
                    item->setForeground(Qt::black);
                    item->setToolTip(tr("Differs between the players the board is built for"));
                }
            }
            table_->setItem(row, column, item);
        }
    }
}

} // namespace gbxx
