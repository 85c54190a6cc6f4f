#include "widgets/rules/operation_row.h"

#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>

namespace gbxx {

using OperationKind = FieldOperation::Kind;

namespace {
// The texts were Replace in Selection's before its rows had a class of their own.
constexpr const char* kReplaceContext = "gbxx::ReplaceDialog";
} // namespace

OperationRow::OperationRow(const Board& board, std::span<const FieldSpec> fields,
                           const QString& name, QWidget* parent)
    : QWidget(parent)
    , board_(board)
    , fields_(fields)
    , field_(new QComboBox(this))
    , kind_(new QComboBox(this))
    , value_(new QComboBox(this)) {
    auto* line = new QHBoxLayout(this);
    line->setContentsMargins(0, 0, 0, 0);
    for (const FieldSpec& f : fields_)
        field_->addItem(QStringLiteral("%1 (%2)").arg(translatedName(f.label), qs(f.key)),
                        qs(f.key));
    kind_->addItem(QCoreApplication::translate(kReplaceContext, "set to"),
                   static_cast<int>(OperationKind::Set));
    kind_->addItem(QCoreApplication::translate(kReplaceContext, "add"),
                   static_cast<int>(OperationKind::Add));
    kind_->addItem(QCoreApplication::translate(kReplaceContext, "turn flags on"),
                   static_cast<int>(OperationKind::FlagsOn));
    kind_->addItem(QCoreApplication::translate(kReplaceContext, "turn flags off"),
                   static_cast<int>(OperationKind::FlagsOff));
    value_->setEditable(true);
    value_->setInsertPolicy(QComboBox::NoInsert);
    field_->setObjectName(name + QStringLiteral("Field"));
    kind_->setObjectName(name + QStringLiteral("Kind"));
    value_->setObjectName(name + QStringLiteral("Value"));
    // A row has no labels: its parts say what they are.
    field_->setAccessibleName(QCoreApplication::translate(kReplaceContext, "Field to change"));
    field_->setToolTip(
        QCoreApplication::translate(kReplaceContext, "The field this operation changes"));
    kind_->setAccessibleName(QCoreApplication::translate(kReplaceContext, "Operation"));
    kind_->setToolTip(QCoreApplication::translate(
        kReplaceContext, "Set the field, add to it, or turn flags on or off"));
    value_->setAccessibleName(QCoreApplication::translate(kReplaceContext, "Value"));
    value_->setToolTip(QCoreApplication::translate(
        kReplaceContext, "The value, amount or flag: choose one by its name or type a number"));
    line->addWidget(field_, 3);
    line->addWidget(kind_, 1);
    line->addWidget(value_, 2);
    const auto refill = [this] {
        fillValues();
        emit edited();
    };
    connect(field_, &QComboBox::currentIndexChanged, this, refill);
    connect(kind_, &QComboBox::currentIndexChanged, this, refill);
    connect(value_, &QComboBox::currentTextChanged, this, &OperationRow::edited);
    fillValues();
}

void OperationRow::fillValues() {
    // Values by their names from the field tables: a named value to set, a flag (by its mask) to
    // turn on or off; any number can be typed.
    const QSignalBlocker block(value_);
    value_->clear();
    const FieldSpec* field = findField(fields_, field_->currentData().toString().toStdString());
    if (!field)
        return;
    const auto kind = static_cast<OperationKind>(kind_->currentData().toInt());
    if (kind == OperationKind::FlagsOn || kind == OperationKind::FlagsOff) {
        const bool named = field->readsAsFlags(heightModeOf(board_));
        for (int bit = 0; bit < field->bitCount; ++bit) {
            const std::uint64_t mask = std::uint64_t{1} << bit;
            const std::string_view name =
                named ? field->nameOf(static_cast<std::uint64_t>(bit)) : std::string_view{};
            value_->addItem(name.empty()
                                ? QCoreApplication::translate(kReplaceContext, "0x%1 — bit %2")
                                      .arg(mask, 0, 16)
                                      .arg(bit)
                                : QStringLiteral("0x%1 — %2")
                                      .arg(mask, 0, 16)
                                      .arg(valueName(*field, static_cast<std::uint64_t>(bit))));
        }
    } else if (kind == OperationKind::Set && field->namesValues()) {
        for (std::uint64_t v = 0; v <= field->maxValue() && v < field->names.size(); ++v)
            value_->addItem(QStringLiteral("%1 — %2").arg(v).arg(valueName(*field, v)));
    } else {
        value_->setEditText(kind == OperationKind::Add ? QStringLiteral("1") : QStringLiteral("0"));
    }
}

QString OperationRow::operand() const {
    const QString number = value_->currentText().section(QLatin1Char(' '), 0, 0).trimmed();
    return field_->currentData().toString() + QLatin1Char('=') + number;
}

std::variant<FieldOperation, Message> OperationRow::operation() const {
    return parseFieldOperation(static_cast<OperationKind>(kind_->currentData().toInt()),
                               operand().toStdString(), fields_);
}

QString OperationRow::text() const {
    static const char* const kVerbs[] = {"set", "add", "flags-on", "flags-off"};
    return QStringLiteral("%1 %2").arg(QLatin1String(kVerbs[kind_->currentData().toInt()]),
                                       operand());
}

} // namespace gbxx
