#include "widgets/dialogs/replace_dialog.h"
#include "widgets/dialogs/dialog_buttons.h"

#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace gbxx {

using Kind = FieldOperation::Kind;

ReplaceDialog::ReplaceDialog(const Board& board, const Selection& selection, QWidget* parent,
                             std::span<const FieldSpec> fields)
    : QDialog(parent)
    , board_(board)
    , fields_(fields.empty() ? board.fields() : fields)
    , tiles_(selection.empty() ? Selection::all(board.tileCount()).tiles() : selection.tiles())
    , rowsLayout_(new QVBoxLayout)
    , result_(new QLabel(this)) {
    setWindowTitle(tr("Replace in Selection"));
    auto* layout = new QVBoxLayout(this);
    auto* scope =
        new QLabel(selection.empty()
                       ? tr("Nothing is selected: the operations apply to every tile of the board.")
                       : tr("The operations apply, in order, to the %n selected tile(s).", nullptr,
                            static_cast<int>(tiles_.size())),
                   this);
    scope->setWordWrap(true);
    layout->addWidget(scope);
    layout->addLayout(rowsLayout_);
    auto* add = new QPushButton(tr("&Add Operation"), this);
    add->setObjectName(QStringLiteral("addOperation"));
    add->setToolTip(tr("Add another operation; they apply in order"));
    auto* addRowLayout = new QHBoxLayout;
    addRowLayout->addWidget(add);
    addRowLayout->addStretch();
    layout->addLayout(addRowLayout);
    result_->setObjectName(QStringLiteral("replaceResult"));
    result_->setWordWrap(true);
    result_->setMinimumHeight(2 * result_->fontMetrics().lineSpacing());
    layout->addWidget(result_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    ok_ = buttons->addButton(tr("&Replace"), QDialogButtonBox::AcceptRole);
    ok_->setToolTip(tr("Change the tiles as the operations say, in one undo step"));
    ok_->setDefault(true);
    layout->addWidget(buttons);
    connect(add, &QPushButton::clicked, this, &ReplaceDialog::addRow);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(640);
    addRow();
}

void ReplaceDialog::addRow() {
    Row row{new QWidget(this), new QComboBox, new QComboBox, new QComboBox};
    auto* line = new QHBoxLayout(row.widget);
    line->setContentsMargins(0, 0, 0, 0);
    for (const FieldSpec& f : fields_)
        row.field->addItem(QStringLiteral("%1 (%2)").arg(translatedName(f.label), qs(f.key)),
                           qs(f.key));
    row.kind->addItem(tr("set to"), static_cast<int>(Kind::Set));
    row.kind->addItem(tr("add"), static_cast<int>(Kind::Add));
    row.kind->addItem(tr("turn flags on"), static_cast<int>(Kind::FlagsOn));
    row.kind->addItem(tr("turn flags off"), static_cast<int>(Kind::FlagsOff));
    row.value->setEditable(true);
    row.value->setInsertPolicy(QComboBox::NoInsert);
    const int n = static_cast<int>(rows_.size());
    row.field->setObjectName(QStringLiteral("replaceField%1").arg(n));
    row.kind->setObjectName(QStringLiteral("replaceKind%1").arg(n));
    row.value->setObjectName(QStringLiteral("replaceValue%1").arg(n));
    // A row has no labels: its parts say what they are.
    row.field->setAccessibleName(tr("Field to change"));
    row.field->setToolTip(tr("The field this operation changes"));
    row.kind->setAccessibleName(tr("Operation"));
    row.kind->setToolTip(tr("Set the field, add to it, or turn flags on or off"));
    row.value->setAccessibleName(tr("Value"));
    row.value->setToolTip(tr("The value, amount or flag: choose one by its name or type a number"));
    auto* remove = new QToolButton(row.widget);
    remove->setText(QStringLiteral("−"));
    remove->setAccessibleName(tr("Remove operation"));
    remove->setToolTip(tr("Remove this operation"));
    line->addWidget(row.field, 3);
    line->addWidget(row.kind, 1);
    line->addWidget(row.value, 2);
    line->addWidget(remove);
    rowsLayout_->addWidget(row.widget);
    rows_.push_back(row);
    const auto refill = [this, widget = row.widget] {
        for (const Row& r : rows_)
            if (r.widget == widget)
                fillValues(r);
        check();
    };
    connect(row.field, &QComboBox::currentIndexChanged, this, refill);
    connect(row.kind, &QComboBox::currentIndexChanged, this, refill);
    connect(row.value, &QComboBox::currentTextChanged, this, &ReplaceDialog::check);
    connect(remove, &QToolButton::clicked, this, [this, widget = row.widget] {
        for (int k = 0; k < rowCount(); ++k)
            if (rows_[static_cast<std::size_t>(k)].widget == widget)
                removeRow(k);
    });
    fillValues(row);
    check();
}

void ReplaceDialog::removeRow(int row) {
    if (row < 0 || row >= rowCount() || rowCount() == 1)
        return; // one operation at least
    const auto at = rows_.begin() + row;
    at->widget->deleteLater();
    rows_.erase(at);
    check();
}

void ReplaceDialog::fillValues(const Row& row) {
    // Values by their names from the field tables: a named value to set, a flag (by its mask) to
    // turn on or off; any number can be typed.
    const QSignalBlocker block(row.value);
    row.value->clear();
    const FieldSpec* field = findField(fields_, row.field->currentData().toString().toStdString());
    if (!field)
        return;
    const auto kind = static_cast<Kind>(row.kind->currentData().toInt());
    if (kind == Kind::FlagsOn || kind == Kind::FlagsOff) {
        const bool named = field->readsAsFlags(heightModeOf(board_));
        for (int bit = 0; bit < field->bitCount; ++bit) {
            const std::uint64_t mask = std::uint64_t{1} << bit;
            const std::string_view name =
                named ? field->nameOf(static_cast<std::uint64_t>(bit)) : std::string_view{};
            row.value->addItem(name.empty()
                                   ? tr("0x%1 — bit %2").arg(mask, 0, 16).arg(bit)
                                   : QStringLiteral("0x%1 — %2")
                                         .arg(mask, 0, 16)
                                         .arg(valueName(*field, static_cast<std::uint64_t>(bit))));
        }
    } else if (kind == Kind::Set && field->namesValues()) {
        for (std::uint64_t v = 0; v <= field->maxValue() && v < field->names.size(); ++v)
            row.value->addItem(QStringLiteral("%1 — %2").arg(v).arg(valueName(*field, v)));
    } else {
        row.value->setEditText(kind == Kind::Add ? QStringLiteral("1") : QStringLiteral("0"));
    }
}

std::optional<std::vector<FieldOperation>> ReplaceDialog::operations(QString* error) const {
    std::vector<FieldOperation> out;
    for (const Row& row : rows_) {
        // The number at the start of the value ("3 — in bounds", "0x4 — player 3" or typed).
        const QString number = row.value->currentText().section(QLatin1Char(' '), 0, 0).trimmed();
        const QString text = row.field->currentData().toString() + QLatin1Char('=') + number;
        auto parsed = parseFieldOperation(static_cast<Kind>(row.kind->currentData().toInt()),
                                          text.toStdString(), fields_);
        if (auto* why = std::get_if<Message>(&parsed)) {
            if (error)
                *error = translated(*why);
            return std::nullopt;
        }
        out.push_back(std::get<FieldOperation>(parsed));
    }
    return out;
}

ChangeSet ReplaceDialog::plan() const {
    const auto ops = operations();
    return ops ? planOperations(board_, tiles_, *ops) : ChangeSet{};
}

void ReplaceDialog::check() {
    QString error;
    const auto ops = operations(&error);
    ok_->setEnabled(ops.has_value());
    if (!ops) {
        result_->setText(error);
        return;
    }
    const ChangeSet changes = planOperations(board_, tiles_, *ops);
    result_->setText(tr("%n tile(s) will change", nullptr, static_cast<int>(changes.size())));
}

} // namespace gbxx
