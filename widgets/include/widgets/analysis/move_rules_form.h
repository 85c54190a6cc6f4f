#pragma once
// The movement rules a designer measures a board by (docs/movement.md M2-M3): climbing and
// descending costs, diagonal steps, and what each barrier does. The same choices `gbxx analyze`
// and `gbxx path` take as options, so the editor's balance is the one the game plays.

#include "gbxx/movement.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace gbxx {

class MoveRulesForm : public QWidget {
    Q_OBJECT

public:
    explicit MoveRulesForm(QWidget* parent = nullptr);
    // The rules shown (player, team and ffa are left at their defaults: each owner moves as
    // itself).
    MoveRules rules() const;
    void setRules(const MoveRules& rules); // without rulesChanged

signals:
    void rulesChanged();

private:
    QSpinBox* climb_;
    QSpinBox* descend_;
    QCheckBox* diagonal_;
    QComboBox* turnBarriers_;
    QComboBox* currencyBarriers_;
    QComboBox* pieceBarriers_;
    bool setting_ = false;
};

} // namespace gbxx
