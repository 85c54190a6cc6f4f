#include "widgets/analysis/move_rules_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

namespace gbxx {
namespace {

QSpinBox* levelCost(QWidget* parent, const QString& name, const QString& tip) {
    auto* box = new QSpinBox(parent);
    box->setRange(0, kMaxLevelCost);
    box->setObjectName(name);
    box->setToolTip(tip);
    box->setAccessibleDescription(tip);
    return box;
}

} // namespace

MoveRulesForm::MoveRulesForm(QWidget* parent)
    : QWidget(parent)
    , climb_(levelCost(this, QStringLiteral("climbCost"),
                       tr("Added to a move's cost for every level up")))
    , descend_(levelCost(this, QStringLiteral("descendCost"),
                         tr("Added to a move's cost for every level down")))
    , diagonal_(new QCheckBox(tr("Dia&gonal steps (square boards)"), this))
    , turnBarriers_(new QComboBox(this))
    , currencyBarriers_(new QComboBox(this))
    , pieceBarriers_(new QComboBox(this)) {
    diagonal_->setObjectName(QStringLiteral("diagonalSteps"));
    turnBarriers_->setObjectName(QStringLiteral("turnBarrierRule"));
    currencyBarriers_->setObjectName(QStringLiteral("currencyBarrierRule"));
    pieceBarriers_->setObjectName(QStringLiteral("pieceBarrierRule"));
    // In BarrierRule's order: an item's index is the rule.
    turnBarriers_->addItems({tr("Ignored"), tr("Block"), tr("Cost 5, 10 or 15")});
    currencyBarriers_->addItems({tr("Ignored"), tr("Block"), tr("Cost 3, 6 or 9")});
    pieceBarriers_->addItems({tr("Ignored"), tr("Block")});
    diagonal_->setAccessibleDescription(
        tr("On square boards a piece also steps to the four corner tiles"));
    turnBarriers_->setAccessibleDescription(
        tr("Whether a turn barrier is ignored, cannot be entered, or adds its turns to the cost"));
    currencyBarriers_->setAccessibleDescription(tr(
        "Whether a currency barrier is ignored, cannot be entered, or adds its price to the cost"));
    pieceBarriers_->setAccessibleDescription(
        tr("Whether a piece-sum barrier is ignored or cannot be entered"));

    // Mnemonics the menu bar does not use (File, Edit, View, Select, Tools, Board, Library,
    // Scripts, Help).
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Climb cost:"), climb_);
    form->addRow(tr("Desce&nd cost:"), descend_);
    form->addRow(diagonal_);
    form->addRow(tr("T&urn barriers:"), turnBarriers_);
    form->addRow(tr("Currenc&y barriers:"), currencyBarriers_);
    form->addRow(tr("&Piece barriers:"), pieceBarriers_);

    const auto changed = [this] {
        if (!setting_)
            emit rulesChanged();
    };
    for (QSpinBox* box : {climb_, descend_})
        connect(box, &QSpinBox::valueChanged, this, changed);
    connect(diagonal_, &QCheckBox::toggled, this, changed);
    for (QComboBox* box : {turnBarriers_, currencyBarriers_, pieceBarriers_})
        connect(box, &QComboBox::currentIndexChanged, this, changed);
}

MoveRules MoveRulesForm::rules() const {
    MoveRules rules;
    rules.climb = climb_->value();
    rules.descend = descend_->value();
    rules.diagonal = diagonal_->isChecked();
    rules.turnBarriers = static_cast<BarrierRule>(turnBarriers_->currentIndex());
    rules.currencyBarriers = static_cast<BarrierRule>(currencyBarriers_->currentIndex());
    rules.pieceBarriers = static_cast<BarrierRule>(pieceBarriers_->currentIndex());
    return rules;
}

void MoveRulesForm::setRules(const MoveRules& rules) {
    setting_ = true;
    climb_->setValue(rules.climb);
    descend_->setValue(rules.descend);
    diagonal_->setChecked(rules.diagonal);
    turnBarriers_->setCurrentIndex(static_cast<int>(rules.turnBarriers));
    currencyBarriers_->setCurrentIndex(static_cast<int>(rules.currencyBarriers));
    pieceBarriers_->setCurrentIndex(static_cast<int>(rules.pieceBarriers));
    setting_ = false;
}

} // namespace gbxx
