#include "widgets/region/replace_dialog.h"
#include "widgets/common/dialog_buttons.h"
#include "widgets/rules/operation_row.h"

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
    const int n = static_cast<int>(rows_.size());
    Row row{new QWidget(this), nullptr};
    row.operation =
        new OperationRow(board_, fields_, QStringLiteral("replace%1").arg(n), row.widget);
    auto* line = new QHBoxLayout(row.widget);
    line->setContentsMargins(0, 0, 0, 0);
    auto* remove = new QToolButton(row.widget);
    remove->setText(QStringLiteral("−"));
    remove->setAccessibleName(tr("Remove operation"));
    remove->setToolTip(tr("Remove this operation"));
    line->addWidget(row.operation, 1);
    line->addWidget(remove);
    // The boxes keep their old names: replaceField0, replaceKind0, replaceValue0 …
    row.operation->fieldBox()->setObjectName(QStringLiteral("replaceField%1").arg(n));
    row.operation->kindBox()->setObjectName(QStringLiteral("replaceKind%1").arg(n));
    row.operation->valueBox()->setObjectName(QStringLiteral("replaceValue%1").arg(n));
    rowsLayout_->addWidget(row.widget);
    rows_.push_back(row);
    connect(row.operation, &OperationRow::edited, this, &ReplaceDialog::check);
    connect(remove, &QToolButton::clicked, this, [this, widget = row.widget] {
        for (int k = 0; k < rowCount(); ++k)
            if (rows_[static_cast<std::size_t>(k)].widget == widget)
                removeRow(k);
    });
    check();
}

QComboBox* ReplaceDialog::fieldBox(int row) const {
    return rows_.at(static_cast<std::size_t>(row)).operation->fieldBox();
}

QComboBox* ReplaceDialog::kindBox(int row) const {
    return rows_.at(static_cast<std::size_t>(row)).operation->kindBox();
}

QComboBox* ReplaceDialog::valueBox(int row) const {
    return rows_.at(static_cast<std::size_t>(row)).operation->valueBox();
}

void ReplaceDialog::removeRow(int row) {
    if (row < 0 || row >= rowCount() || rowCount() == 1)
        return; // one operation at least
    const auto at = rows_.begin() + row;
    at->widget->deleteLater();
    rows_.erase(at);
    check();
}

std::optional<std::vector<FieldOperation>> ReplaceDialog::operations(QString* error) const {
    std::vector<FieldOperation> out;
    for (const Row& row : rows_) {
        auto parsed = row.operation->operation();
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
