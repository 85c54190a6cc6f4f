#pragma once
// Adding or editing one rule of a board's rules (docs/expressions.md "Rules"): its name, its
// condition (typed, or built with Select Where's builder, neighbour terms included), what it does
// to the matching tiles (one operation a line, typed or built as Replace builds them) and whether
// it is live. As it is edited the dialog says how many tiles the condition matches on the board
// now and how many the rule would change, or its first mistake as the command line words it,
// naming the rule and the place; OK waits until the rule has none. When the rules are in no file
// yet it also asks where they are to be kept.

#include "gbxx/rules.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace gbxx {

class BoardDocument;
class ConditionBuilder;
class OperationRow;

class RuleDialog : public QDialog {
    Q_OBJECT

public:
    // Edits rule `index` of `rules` (rules.size(): a new rule, added at the end) for the board of
    // `document`.
    RuleDialog(const BoardDocument& document, std::vector<RuleText> rules, std::size_t index,
               QWidget* parent = nullptr);

    // The rule as the dialog says it now.
    RuleText rule() const;
    // The rules with this one in its place.
    std::vector<RuleText> rules() const;
    // Where the rules are to be written when they are in no file yet; empty: nowhere yet.
    QString destination() const;

    QLineEdit* nameEdit() const { return name_; }
    QLineEdit* whereEdit() const { return where_; }
    QPlainTextEdit* thenEdit() const { return then_; }
    QCheckBox* liveBox() const { return live_; }
    ConditionBuilder* builder() const { return builder_; }
    OperationRow* operationRow() const { return operation_; }
    QLabel* result() const { return result_; }
    QComboBox* destinationBox() const { return destination_; }

    void accept() override;

private:
    // The rule's first mistake, one line naming it and the place; empty when it has none.
    QString mistake() const;
    void check();

    const BoardDocument& document_;
    std::vector<RuleText> rules_;
    std::size_t index_;
    QLineEdit* name_;
    QLineEdit* where_;
    ConditionBuilder* builder_;
    OperationRow* operation_;
    QPlainTextEdit* then_;
    QCheckBox* live_;
    QLabel* result_;
    QComboBox* destination_ = nullptr;
    QPushButton* ok_ = nullptr;
};

} // namespace gbxx
