#pragma once
// Builds a condition of the tile expression language (docs/expressions.md) from its parts, for
// those who do not type it: whose field (the tile's own, or its neighbours': at least one, none,
// every one, at least N, with the corners on square boards), the field, a comparison and a value
// by its name, or for a neighbour's field the tile's own plus or minus a number
// (`n.height >= height + 20`). Add, And and Or put the condition into the expression being edited, keeping its
// sense. Select Where and the rule editor share it.

#include "gbxx/board.h"

#include <QWidget>

#include <span>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace gbxx {

class ConditionBuilder : public QWidget {
    Q_OBJECT

public:
    // Whose field the condition tests.
    enum class Scope { Tile, AnyNeighbour, NoNeighbour, EveryNeighbour, AtLeastNeighbours };
    // What a neighbour's field is compared with: the value, or the tile's own field plus or minus
    // the value (`n.height >= height + 20`).
    enum class Against { Value, OwnPlus, OwnMinus };

    // Builds into `target`; `fields` are the board's as the editor reads them (a schema's
    // sub-fields included).
    ConditionBuilder(const Board& board, std::span<const FieldSpec> fields, QLineEdit* target,
                     QWidget* parent = nullptr);

    QComboBox* scopeBox() const { return scope_; }
    QComboBox* fieldBox() const { return field_; }
    QComboBox* comparisonBox() const { return comparison_; }
    QComboBox* valueBox() const { return value_; }
    QSpinBox* countBox() const { return count_; }
    QCheckBox* cornersBox() const { return corners_; }
    QComboBox* againstBox() const { return against_; }

    // The condition the parts say: "height >= 40", "neighbours(n.boundary = 3) > 0" …
    QString condition() const;
    // Puts the condition into the target: alone (an empty joiner), or after what it holds with
    // "and" or "or".
    void addCondition(const QString& joiner);

private:
    void fillFields();
    void fillValues();
    void scopeChanged();
    void againstChanged();

    const Board& board_;
    std::span<const FieldSpec> fields_;
    QLineEdit* target_;
    QComboBox* scope_;
    QComboBox* field_;
    QComboBox* comparison_;
    QComboBox* value_;
    QSpinBox* count_;
    QCheckBox* corners_;
    QComboBox* against_;
};

} // namespace gbxx
