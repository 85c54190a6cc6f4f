#include "widgets/board/shift_dialog.h"
#include "widgets/common/dialog_buttons.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace gbxx {

ShiftDialog::ShiftDialog(int width, int length, bool wrapDefault, QWidget* parent)
    : QDialog(parent)
    , dx_(new QSpinBox(this))
    , dy_(new QSpinBox(this))
    , wrap_(new QCheckBox(tr("&Wrap around (tiles pushed off one edge come back at the other)"),
                          this)) {
    setWindowTitle(tr("Shift Board Contents"));
    dx_->setRange(-(width - 1), width - 1);
    dy_->setRange(-(length - 1), length - 1);
    dx_->setSuffix(tr(" columns"));
    dy_->setSuffix(tr(" rows"));
    wrap_->setChecked(wrapDefault);
    dx_->setToolTip(tr("How many columns everything moves right; below 0 moves it left"));
    dy_->setToolTip(tr("How many rows everything moves down; below 0 moves it up"));
    wrap_->setToolTip(tr("Otherwise tiles pushed off an edge are dropped and the tiles left behind "
                         "become empty"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Right by:"), dx_);
    form->addRow(tr("&Down by:"), dy_);
    form->addRow(wrap_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

int ShiftDialog::dx() const {
    return dx_->value();
}
int ShiftDialog::dy() const {
    return dy_->value();
}
bool ShiftDialog::wrap() const {
    return wrap_->isChecked();
}

} // namespace gbxx
