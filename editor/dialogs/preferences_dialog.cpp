#include "editor/dialogs/preferences_dialog.h"

#include "editor/dialogs/shortcuts_page.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gbxx {

PreferencesDialog::PreferencesDialog(const Choices& choices, KeyScheme& keys,
                                     const QList<QMenu*>& menus, QWidget* parent)
    : QDialog(parent)
    , theme_(new QComboBox(this))
    , recovery_(new QComboBox(this))
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

    auto* general = new QWidget(this);
    auto* form = new QFormLayout(general);
    form->addRow(tr("&Theme:"), theme_);
    form->addRow(tr("&Recovery copies:"), recovery_);
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

void PreferencesDialog::accept() {
    shortcuts_->apply();
    QDialog::accept();
}

} // namespace gbxx
