#include "widgets/region/field_choice_dialog.h"
#include "widgets/common/dialog_buttons.h"

#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gbxx {

FieldChoiceDialog::FieldChoiceDialog(const Board& board, const QStringList& chosen, QWidget* parent)
    : QDialog(parent)
    , list_(new QListWidget(this)) {
    setWindowTitle(tr("Fields Carried"));
    auto* layout = new QVBoxLayout(this);
    auto* text = new QLabel(tr("Copy, cut, delete and move carry these fields of the selected "
                               "tiles; a paste leaves the others as they are."),
                            this);
    text->setWordWrap(true);
    layout->addWidget(text);
    list_->setObjectName(QStringLiteral("fieldList"));
    list_->setAccessibleName(tr("Fields carried"));
    list_->setAccessibleDescription(tr("Check each field that copy, cut, delete and move carry"));
    for (const FieldSpec& f : board.fields()) {
        auto* item =
            new QListWidgetItem(QStringLiteral("%1 (%2)").arg(translatedName(f.label), qs(f.key)));
        item->setData(Qt::UserRole, qs(f.key));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(chosen.contains(qs(f.key)) ? Qt::Checked : Qt::Unchecked);
        list_->addItem(item);
    }
    layout->addWidget(list_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    QPushButton* ok = buttons->button(QDialogButtonBox::Ok);
    const auto check = [this, ok] { ok->setEnabled(!this->chosen().isEmpty()); };
    connect(list_, &QListWidget::itemChanged, this, check);
    check();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QStringList FieldChoiceDialog::chosen() const {
    QStringList keys;
    for (int row = 0; row < list_->count(); ++row)
        if (list_->item(row)->checkState() == Qt::Checked)
            keys << list_->item(row)->data(Qt::UserRole).toString();
    return keys;
}

} // namespace gbxx
