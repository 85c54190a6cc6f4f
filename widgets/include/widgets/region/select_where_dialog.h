#pragma once
// Edit ▸ Select Where…: a condition on tiles in the tile expression language (docs/expressions.md),
// typed or built from the field tables (condition_builder.h: a field, a comparison, a value by its
// name, the tile's own or its neighbours'), with the number of matching tiles shown as it is
// typed, and how the matches combine with the selection.

#include "gbxx/board.h"
#include "gbxx/selection.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gbxx {

class ConditionBuilder;

class SelectWhereDialog : public QDialog {
    Q_OBJECT

public:
    // The board's fields as the editor reads them (a schema's sub-fields included; empty: the
    // layout's alone).
    SelectWhereDialog(const Board& board, QWidget* parent = nullptr,
                      std::span<const FieldSpec> fields = {});

    QLineEdit* expressionEdit() const { return expression_; }
    ConditionBuilder* builder() const { return builder_; }
    QString expression() const;
    SelectionMode mode() const;
    // The tiles the expression matches now (nothing while it does not read).
    Selection matches() const;

private:
    void check();

    const Board& board_;
    std::span<const FieldSpec> fields_;
    QLineEdit* expression_;
    ConditionBuilder* builder_;
    QLabel* result_;
    QComboBox* mode_;
    QPushButton* ok_;
};

} // namespace gbxx
