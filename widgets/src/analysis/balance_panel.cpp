#include "widgets/analysis/balance_panel.h"
#include "text/core_texts.h"

#include "widgets/analysis/move_rules_form.h"
#include "widgets/document/board_document.h"
#include "widgets/settings/app_settings.h"
#include "gbxx/balance.h"

#include <QHeaderView>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace gbxx {

BalancePanel::BalancePanel(QWidget* parent)
    : QWidget(parent)
    , table_(new QTableWidget(this))
    , rules_(new MoveRulesForm(this))
    , rulesToggle_(new QToolButton(this))
    , pending_(this, [this] { refresh(); }) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(table_, 1);
    // The rules fold away under one line that says what they are, so the table keeps the room.
    rulesToggle_->setObjectName(QStringLiteral("movementRulesToggle"));
    rulesToggle_->setCheckable(true);
    rulesToggle_->setAutoRaise(true);
    rulesToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    rulesToggle_->setArrowType(Qt::RightArrow);
    rulesToggle_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    rulesToggle_->setAccessibleDescription(
        tr("Shows or hides the movement rules the home-to-end costs are measured by"));
    layout->addWidget(rulesToggle_);
    layout->addWidget(rules_);
    rules_->hide();
    connect(rulesToggle_, &QToolButton::toggled, this, [this](bool open) {
        rules_->setVisible(open);
        rulesToggle_->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });
    rules_->setRules(AppSettings::balanceRules());
    connect(rules_, &MoveRulesForm::rulesChanged, this, [this] {
        AppSettings::setBalanceRules(rules_->rules());
        showRules();
        refresh();
    });
    showRules();
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

void BalancePanel::showRules() {
    const MoveRules r = rules_->rules();
    QStringList parts;
    if (r.climb)
        parts << tr("climb %1").arg(r.climb);
    if (r.descend)
        parts << tr("descend %1").arg(r.descend);
    if (r.diagonal)
        parts << tr("diagonal steps");
    const auto barrier = [&](BarrierRule rule, const QString& blocks, const QString& costs) {
        if (rule == BarrierRule::Block)
            parts << blocks;
        else if (rule == BarrierRule::Cost)
            parts << costs;
    };
    barrier(r.turnBarriers, tr("turn barriers block"), tr("turn barriers cost"));
    barrier(r.currencyBarriers, tr("currency barriers block"), tr("currency barriers cost"));
    barrier(r.pieceBarriers, tr("piece barriers block"), QString());
    rulesToggle_->setText(parts.isEmpty()
                              ? tr("Movement rules: every step costs 1")
                              : tr("Movement rules: %1").arg(parts.join(QStringLiteral(", "))));
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
