#include "editor/dialogs/preferences_dialog.h"

#include "editor/dialogs/shortcuts_page.h"
#include "render/qt_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gbxx {

PreferencesDialog::PreferencesDialog(const Choices& choices, KeyScheme& keys,
                                     const QList<QMenu*>& menus, QWidget* parent)
    : QDialog(parent)
    , theme_(new QComboBox(this))
    , recovery_(new QComboBox(this))
    , newVariant_(new QComboBox(this))
    , newWidth_(new QSpinBox(this))
    , newLength_(new QSpinBox(this))
    , shortcuts_(new ShortcutsPage(keys, menus, this)) {
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("preferencesDialog"));
    theme_->setObjectName(QStringLiteral("preferencesTheme"));
    theme_->addItems(choices.themes);
    theme_->setCurrentIndex(choices.theme);
    recovery_->setObjectName(QStringLiteral("preferencesRecovery"));
    for (const int seconds : choices.recoverySeconds)
        recovery_->addItem(seconds == 0 ? tr("Off") : tr("Every %n second(s)", nullptr, seconds),
                           seconds);
    recovery_->setCurrentIndex(std::max(0, recovery_->findData(choices.recovery)));

    const NewBoardDefaults newBoard = NewBoardDefaults::saved();
    for (Variant v : kAllVariants)
        newVariant_->addItem(tr("GB%1").arg(qs(digitsOf(v))), static_cast<int>(v));
    newVariant_->setCurrentIndex(newVariant_->findData(static_cast<int>(newBoard.variant)));
    newVariant_->setObjectName(QStringLiteral("preferencesNewVariant"));
    for (QSpinBox* side : {newWidth_, newLength_})
        side->setRange(1, kMaxSide);
    newWidth_->setValue(newBoard.width);
    newLength_->setValue(newBoard.length);
    newWidth_->setAccessibleName(tr("New board width"));
    newLength_->setAccessibleName(tr("New board length"));
    auto* sides = new QHBoxLayout;
    sides->addWidget(newWidth_);
    sides->addWidget(new QLabel(QStringLiteral("×"), this));
    sides->addWidget(newLength_);
    sides->addStretch(1);

    auto* general = new QWidget(this);
    auto* form = new QFormLayout(general);
    form->addRow(tr("&Theme:"), theme_);
    form->addRow(tr("&Recovery copies:"), recovery_);
    form->addRow(tr("New boards' tile si&ze:"), newVariant_);
    auto* sidesLabel = new QLabel(tr("New boards' si&des (columns × rows):"), this);
    sidesLabel->setBuddy(newWidth_);
    form->addRow(sidesLabel, sides);
    recovery_->setToolTip(tr("How often a copy of each board with unsaved changes is kept, to "
                             "offer after a crash."));
    auto* tabs = new QTabWidget(this);
    tabs->addTab(general, tr("&General"));
    tabs->addTab(shortcuts_, tr("&Shortcuts"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    resize(700, 620); // room for "Open with Older Layout ▸ draft-2023-09-06" and its keys
}

int PreferencesDialog::theme() const {
    return theme_->currentIndex();
}

int PreferencesDialog::recoverySeconds() const {
    return recovery_->currentData().toInt();
}

NewBoardDefaults PreferencesDialog::newBoard() const {
    return {static_cast<Variant>(newVariant_->currentData().toInt()), newWidth_->value(),
            newLength_->value()};
}

void PreferencesDialog::accept() {
    shortcuts_->apply();
    newBoard().save();
    QDialog::accept();
}

} // namespace gbxx
