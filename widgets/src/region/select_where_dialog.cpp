#include "widgets/region/select_where_dialog.h"
#include "widgets/rules/condition_builder.h"
#include "widgets/common/dialog_buttons.h"

#include "gbxx/expression.h"
#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace gbxx {

SelectWhereDialog::SelectWhereDialog(const Board& board, QWidget* parent,
                                     std::span<const FieldSpec> fields)
    : QDialog(parent)
    , board_(board)
    , fields_(fields.empty() ? board.fields() : fields)
    , expression_(new QLineEdit(this))
    , builder_(new ConditionBuilder(board, fields_, expression_, this))
    , result_(new QLabel(this))
    , mode_(new QComboBox(this)) {
    setWindowTitle(tr("Select Where"));
    expression_->setObjectName(QStringLiteral("expression"));
    expression_->setPlaceholderText(tr("for example: height >= 40 and homeZones has 1"));
    result_->setObjectName(QStringLiteral("whereResult"));
    result_->setWordWrap(true);
    // Three lines: the longest parse error ("'heigth' is not a field …") wraps to that.
    result_->setMinimumHeight(3 * result_->fontMetrics().lineSpacing() + 4);
    mode_->addItem(tr("Replace the selection"), static_cast<int>(SelectionMode::Replace));
    mode_->addItem(tr("Add to the selection"), static_cast<int>(SelectionMode::Add));
    mode_->addItem(tr("Take from the selection"), static_cast<int>(SelectionMode::Subtract));
    mode_->addItem(tr("Keep only what is also selected"),
                   static_cast<int>(SelectionMode::Intersect));
    mode_->setToolTip(tr("What the matching tiles do to the selection there is now"));

    auto* form = new QFormLayout(this);
    auto* buildLabel = new QLabel(tr("&Build:"), this);
    buildLabel->setBuddy(builder_->scopeBox());
    form->addRow(buildLabel, builder_);
    auto* expressionLabel = new QLabel(tr("&Condition:"), this);
    expressionLabel->setBuddy(expression_);
    form->addRow(expressionLabel, expression_);
    form->addRow(QString(), result_);
    auto* modeLabel = new QLabel(tr("&Matches:"), this);
    modeLabel->setBuddy(mode_);
    form->addRow(modeLabel, mode_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    form->addRow(buttons);
    setMinimumWidth(620);

    connect(expression_, &QLineEdit::textChanged, this, &SelectWhereDialog::check);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    check();
    expression_->setFocus(); // most type the condition; the builder is a Tab away
}

QString SelectWhereDialog::expression() const {
    return expression_->text();
}

SelectionMode SelectWhereDialog::mode() const {
    return static_cast<SelectionMode>(mode_->currentData().toInt());
}

Selection SelectWhereDialog::matches() const {
    const auto parsed =
        TileExpression::parse(expression().toStdString(), fields_, tileShapeOf(board_));
    return parsed ? parsed.expression->select(board_) : Selection(board_.tileCount());
}

void SelectWhereDialog::check() {
    const auto parsed =
        TileExpression::parse(expression().toStdString(), fields_, tileShapeOf(board_));
    ok_->setEnabled(bool(parsed));
    if (!parsed) {
        result_->setText(expression().trimmed().isEmpty()
                             ? tr("Type a condition, or build one above.")
                             : translated(parsed.error.said));
        return;
    }
    const std::size_t n = parsed.expression->select(board_).count();
    result_->setText(tr("%n matching tile(s)", nullptr, static_cast<int>(n)));
}

} // namespace gbxx
