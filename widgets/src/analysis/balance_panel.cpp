#include "widgets/analysis/balance_panel.h"
#include "text/core_texts.h"

#include "widgets/analysis/move_rules_form.h"
#include "widgets/document/board_document.h"
#include "widgets/settings/app_settings.h"
#include "gbxx/balance.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gbxx {

BalancePanel::BalancePanel(QWidget* parent)
    : QWidget(parent)
    , table_(new QTableWidget(this))
    , rules_(new MoveRulesForm(this))
    , pending_(this, [this] { refresh(); }) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(table_);
    auto* rulesBox = new QGroupBox(tr("Movement rules"), this);
    auto* rulesLayout = new QVBoxLayout(rulesBox);
    rulesLayout->addWidget(rules_);
    layout->addWidget(rulesBox);
    rules_->setRules(AppSettings::balanceRules());
    connect(rules_, &MoveRulesForm::rulesChanged, this, [this] {
        AppSettings::setBalanceRules(rules_->rules());
        refresh();
    });
    table_->setObjectName(QStringLiteral("balanceTable"));
    table_->setAccessibleName(tr("Balance"));
    table_->setAccessibleDescription(
        tr("Per player and team: zone sizes and the cheapest way from home to end"));
    table_->setColumnCount(5);
    table_->setHorizontalHeaderLabels(
        {tr("Owner"), tr("Home"), tr("End"), tr("Safe"), tr("Home → end")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void BalancePanel::documentSwitched() {
    pending_.now();
}

void BalancePanel::refresh() {
    pending_.cancel();
    table_->setRowCount(0);
    if (!document())
        return;
    const MoveRules rules = rules_->rules();
    const bool costs = rules.climb || rules.descend || rules.diagonal ||
                       rules.turnBarriers != BarrierRule::Ignore ||
                       rules.currencyBarriers != BarrierRule::Ignore ||
                       rules.pieceBarriers != BarrierRule::Ignore;
    const std::vector<OwnerBalance> report = balanceReport(document()->board(), rules);
    table_->setRowCount(static_cast<int>(report.size()));
    const BalanceComparison comparison = compareBalance(report);
    const bool unequal[] = {comparison.home, comparison.end, comparison.safe, comparison.homeToEnd};
    for (int row = 0; row < static_cast<int>(report.size()); ++row) {
        const OwnerBalance& b = report[static_cast<std::size_t>(row)];
        const bool compared = comparison.compared[static_cast<std::size_t>(row)];
        const QString cells[] = {translatedName(b.owner), QString::number(b.homeTiles),
                                 QString::number(b.endTiles), QString::number(b.safeTiles),
                                 !b.homeToEnd ? tr("no path")
                                 : costs      ? tr("cost %1 (%n step(s))", nullptr,
                                                   b.homeToEndSteps.value_or(0))
                                                   .arg(*b.homeToEnd)
                                              : tr("%n step(s)", nullptr, *b.homeToEnd)};
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
