#include "widgets/dialogs/select_where_dialog.h"
#include "widgets/dialogs/dialog_buttons.h"

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
    , field_(new QComboBox(this))
    , comparison_(new QComboBox(this))
    , value_(new QComboBox(this))
    , expression_(new QLineEdit(this))
    , result_(new QLabel(this))
    , mode_(new QComboBox(this)) {
    setWindowTitle(tr("Select Where"));
    for (const FieldSpec& f : fields_)
        field_->addItem(QStringLiteral("%1 (%2)").arg(translatedName(f.label), qs(f.key)),
                        qs(f.key));
    field_->addItem(tr("column (x)"), QStringLiteral("x"));
    field_->addItem(tr("row (y)"), QStringLiteral("y"));
    field_->setObjectName(QStringLiteral("whereField"));
    for (const char* op : {"=", "!=", "<", "<=", ">", ">=", "has"})
        comparison_->addItem(QString::fromLatin1(op), QString::fromLatin1(op));
    comparison_->setObjectName(QStringLiteral("whereComparison"));
    value_->setEditable(true);
    // Wide enough for "2 — trap/hazard": a name cut short cannot be chosen with confidence.
    value_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    value_->setMinimumContentsLength(16);
    value_->setObjectName(QStringLiteral("whereValue"));
    // The builder's three parts share one label: each says what it is.
    field_->setAccessibleName(tr("Field"));
    field_->setToolTip(tr("The field, column or row the condition tests"));
    comparison_->setAccessibleName(tr("Comparison"));
    comparison_->setToolTip(tr("How the field compares with the value; 'has' tests one flag"));
    value_->setAccessibleName(tr("Value"));
    value_->setToolTip(tr("The value to compare with: choose one by its name or type a number"));
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

    auto* builder = new QHBoxLayout;
    builder->addWidget(field_, 2);
    builder->addWidget(comparison_);
    builder->addWidget(value_, 2);
    auto* with = new QPushButton(tr("&Add"), this);
    auto* andButton = new QPushButton(tr("A&nd"), this);
    auto* orButton = new QPushButton(tr("O&r"), this);
    with->setToolTip(tr("Replace the condition with this one"));
    andButton->setToolTip(tr("Add this condition with 'and'"));
    orButton->setToolTip(tr("Add this condition with 'or'"));
    builder->addWidget(with);
    builder->addWidget(andButton);
    builder->addWidget(orButton);

    auto* form = new QFormLayout(this);
    auto* buildLabel = new QLabel(tr("&Build:"), this);
    buildLabel->setBuddy(field_);
    form->addRow(buildLabel, builder);
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

    connect(field_, &QComboBox::currentIndexChanged, this, &SelectWhereDialog::fillValues);
    connect(comparison_, &QComboBox::currentIndexChanged, this, &SelectWhereDialog::fillValues);
    connect(with, &QPushButton::clicked, this, [this] { addCondition(QString()); });
    connect(andButton, &QPushButton::clicked, this,
            [this] { addCondition(QStringLiteral("and")); });
    connect(orButton, &QPushButton::clicked, this, [this] { addCondition(QStringLiteral("or")); });
    connect(expression_, &QLineEdit::textChanged, this, &SelectWhereDialog::check);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    fillValues();
    check();
    expression_->setFocus(); // most type the condition; the builder is a Tab away
}

QString SelectWhereDialog::expression() const {
    return expression_->text();
}

SelectionMode SelectWhereDialog::mode() const {
    return static_cast<SelectionMode>(mode_->currentData().toInt());
}

void SelectWhereDialog::fillValues() {
    // Values by their names from the field tables: named values for comparisons, flag names (by
    // bit) for 'has'.
    value_->clear();
    const FieldSpec* field = findField(fields_, field_->currentData().toString().toStdString());
    if (!field)
        return;
    const bool flags = field->readsAsFlags(heightModeOf(board_));
    const bool has = comparison_->currentData().toString() == QLatin1String("has");
    if (has) {
        for (int bit = 0; bit < field->bitCount; ++bit) {
            const std::string_view name =
                flags ? field->nameOf(static_cast<std::uint64_t>(bit)) : std::string_view{};
            value_->addItem(name.empty() ? QString::number(bit)
                                         : QStringLiteral("%1 — %2").arg(bit).arg(
                                               valueName(*field, static_cast<std::uint64_t>(bit))),
                            bit);
        }
        return;
    }
    if (field->namesValues())
        for (std::uint64_t v = 0; v <= field->maxValue() && v < field->names.size(); ++v)
            value_->addItem(QStringLiteral("%1 — %2").arg(v).arg(valueName(*field, v)),
                            QVariant::fromValue<qulonglong>(v));
}

void SelectWhereDialog::addCondition(const QString& joiner) {
    // The number at the start of the value ("3 — in bounds" or a typed 3).
    const QString number = value_->currentText().section(QLatin1Char(' '), 0, 0).trimmed();
    const QString condition =
        QStringLiteral("%1 %2 %3")
            .arg(field_->currentData().toString(), comparison_->currentData().toString(), number);
    const QString now = expression_->text().trimmed();
    if (joiner.isEmpty() || now.isEmpty())
        expression_->setText(condition);
    else if (joiner == QLatin1String("and") && now.contains(QLatin1String(" or ")))
        expression_->setText(QStringLiteral("(%1) and %2").arg(now, condition)); // keep its sense
    else
        expression_->setText(QStringLiteral("%1 %2 %3").arg(now, joiner, condition));
}

Selection SelectWhereDialog::matches() const {
    const auto parsed = TileExpression::parse(expression().toStdString(), fields_);
    return parsed ? parsed.expression->select(board_) : Selection(board_.tileCount());
}

void SelectWhereDialog::check() {
    const auto parsed = TileExpression::parse(expression().toStdString(), fields_);
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
