#include "widgets/settings/preferences_dialog.h"
#include "widgets/common/dialog_buttons.h"

#include "widgets/shortcuts/shortcuts_page.h"
#include "widgets/registry/registry_settings_page.h"
#include "text/core_texts.h"
#include "text/translations.h"
#include "text/variant_text.h"

#include <QColorDialog>
#include <QPainter>
#include <QPushButton>

#include <QCheckBox>
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
    , language_(new QComboBox(this))
    , reopenSession_(new QCheckBox(tr("Reopen the last &session"), this))
    , gridColour_(new QPushButton(this))
    , gridWidth_(new QSpinBox(this))
    , newVariant_(new QComboBox(this))
    , newWidth_(new QSpinBox(this))
    , newLength_(new QSpinBox(this))
    , newShape_(new QComboBox(this))
    , newWrap_(new QComboBox(this))
    , shortcuts_(new ShortcutsPage(keys, menus, this))
    , registry_(new RegistrySettingsPage(this)) {
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("preferencesDialog"));
    theme_->setObjectName(QStringLiteral("preferencesTheme"));
    theme_->setToolTip(tr("The editor's colours: the desktop's, light or dark"));
    theme_->addItems(choices.themes);
    theme_->setCurrentIndex(choices.theme);
    recovery_->setObjectName(QStringLiteral("preferencesRecovery"));
    for (const int seconds : choices.recoverySeconds)
        recovery_->addItem(seconds == 0 ? tr("Off") : tr("Every %n second(s)", nullptr, seconds),
                           seconds);
    recovery_->setCurrentIndex(std::max(0, recovery_->findData(choices.recovery)));

    language_->setObjectName(QStringLiteral("preferencesLanguage"));
    language_->addItem(tr("System language"), QString());
    for (const QString& code : choices.languages)
        language_->addItem(languageName(code), code);
    language_->setCurrentIndex(std::max(0, language_->findData(choices.language)));
    language_->setToolTip(tr("The language of the editor's menus and messages, from its next "
                             "start"));

    const GridStyle grid = GridStyle::saved();
    gridColour_->setObjectName(QStringLiteral("preferencesGridColour"));
    gridColour_->setAccessibleName(tr("Grid colour"));
    gridColour_->setToolTip(tr("The colour of the grid lines, with its transparency"));
    setGridColour(grid.colour);
    connect(gridColour_, &QPushButton::clicked, this, [this] {
        const QColor chosen = QColorDialog::getColor(gridColourChosen_, this, tr("Grid Colour"),
                                                     QColorDialog::ShowAlphaChannel);
        if (chosen.isValid())
            setGridColour(chosen);
    });
    gridWidth_->setObjectName(QStringLiteral("preferencesGridWidth"));
    gridWidth_->setRange(1, GridStyle::kMaxWidth);
    gridWidth_->setValue(grid.width);
    gridWidth_->setSuffix(tr(" px"));
    gridWidth_->setAccessibleName(tr("Grid line width"));
    gridWidth_->setToolTip(tr("How wide the grid lines are drawn, in screen pixels"));
    auto* gridDefault = new QPushButton(tr("De&fault"), this);
    gridDefault->setToolTip(tr("The grid's own colour and width"));
    connect(gridDefault, &QPushButton::clicked, this, [this] {
        setGridColour(GridStyle().colour);
        gridWidth_->setValue(GridStyle().width);
    });
    auto* gridRow = new QHBoxLayout;
    gridRow->addWidget(gridColour_);
    gridRow->addWidget(gridWidth_);
    gridRow->addWidget(gridDefault);
    gridRow->addStretch(1);

    const NewBoardDefaults newBoard = NewBoardDefaults::saved();
    for (Variant v : kAllVariants)
        newVariant_->addItem(variantLabel(v), static_cast<int>(v));
    newVariant_->setCurrentIndex(newVariant_->findData(static_cast<int>(newBoard.variant)));
    newVariant_->setObjectName(QStringLiteral("preferencesNewVariant"));
    newVariant_->setToolTip(tr("The tile size File ▸ New starts with"));
    for (QSpinBox* side : {newWidth_, newLength_})
        side->setRange(1, kMaxSide);
    newWidth_->setValue(newBoard.width);
    newLength_->setValue(newBoard.length);
    newWidth_->setAccessibleName(tr("New board width"));
    newLength_->setAccessibleName(tr("New board length"));
    newWidth_->setToolTip(tr("The columns File ▸ New starts with"));
    newLength_->setToolTip(tr("The rows File ▸ New starts with"));
    auto* sides = new QHBoxLayout;
    sides->addWidget(newWidth_);
    sides->addWidget(new QLabel(QStringLiteral("×"), this));
    sides->addWidget(newLength_);
    sides->addStretch(1);

    const auto offer = [](QComboBox* box, const FieldSpec& field, std::uint64_t chosen) {
        for (std::uint64_t v = 0; v <= field.maxValue(); ++v)
            box->addItem(valueName(field, v), QVariant::fromValue<qulonglong>(v));
        box->setCurrentIndex(std::max(0, box->findData(QVariant::fromValue<qulonglong>(chosen))));
    };
    offer(newShape_, NewBoardDefaults::shapeField(), newBoard.shape);
    offer(newWrap_, NewBoardDefaults::wrapField(), newBoard.wrap);
    newShape_->setObjectName(QStringLiteral("preferencesNewShape"));
    newWrap_->setObjectName(QStringLiteral("preferencesNewWrap"));
    newShape_->setToolTip(tr("The tile shape File ▸ New starts with"));
    newWrap_->setToolTip(tr("The wrap File ▸ New starts with"));

    auto* general = new QWidget(this);
    auto* form = new QFormLayout(general);
    form->addRow(tr("&Language:"), language_);
    form->addRow(tr("&Theme:"), theme_);
    auto* gridLabel = new QLabel(tr("&Grid lines:"), this);
    gridLabel->setBuddy(gridColour_);
    form->addRow(gridLabel, gridRow);
    form->addRow(tr("&Recovery copies:"), recovery_);
    form->addRow(QString(), reopenSession_);
    form->addRow(tr("New boards' tile si&ze:"), newVariant_);
    auto* sidesLabel = new QLabel(tr("New boards' si&des (columns × rows):"), this);
    sidesLabel->setBuddy(newWidth_);
    form->addRow(sidesLabel, sides);
    form->addRow(tr("New boards' tile s&hape:"), newShape_);
    form->addRow(tr("New boards' &wrap:"), newWrap_);
    recovery_->setToolTip(tr("How often a copy of each board with unsaved changes is kept, to "
                             "offer after a crash."));
    reopenSession_->setObjectName(QStringLiteral("preferencesReopenSession"));
    reopenSession_->setChecked(choices.reopenSession);
    reopenSession_->setToolTip(tr("At a start without a file, open the boards that were open at "
                                  "the last quit, each shown as it was left"));
    auto* tabs = new QTabWidget(this);
    pages_ = tabs;
    const QStringList names = pageNames();
    tabs->addTab(general, names.at(0));
    tabs->addTab(shortcuts_, names.at(1));
    tabs->addTab(registry_, names.at(kRegistryPage));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    resize(700, 620); // room for "Open with Older Layout ▸ draft-2023-09-06" and its keys
}

QStringList PreferencesDialog::pageNames() {
    return {tr("G&eneral"), tr("&Shortcuts"), tr("Reg&istry")};
}

void PreferencesDialog::showPage(int page) {
    pages_->setCurrentIndex(std::clamp(page, 0, pages_->count() - 1));
}

int PreferencesDialog::theme() const {
    return theme_->currentIndex();
}

int PreferencesDialog::recoverySeconds() const {
    return recovery_->currentData().toInt();
}

QString PreferencesDialog::language() const {
    return language_->currentData().toString();
}

bool PreferencesDialog::reopenSession() const {
    return reopenSession_->isChecked();
}

GridStyle PreferencesDialog::gridStyle() const {
    return {gridColourChosen_, gridWidth_->value()};
}

void PreferencesDialog::setGridColour(const QColor& colour) {
    gridColourChosen_ = colour;
    // The swatch over a checkerboard, so that transparency shows.
    QPixmap swatch(40, 16);
    swatch.fill(Qt::white);
    QPainter painter(&swatch);
    for (int x = 0; x < 40; x += 8)
        for (int y = (x / 8) % 2 * 8; y < 16; y += 16)
            painter.fillRect(x, y, 8, 8, Qt::lightGray);
    painter.fillRect(swatch.rect(), colour);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawRect(swatch.rect().adjusted(0, 0, -1, -1));
    painter.end();
    gridColour_->setIcon(QIcon(swatch));
    gridColour_->setIconSize(swatch.size());
    gridColour_->setText(colour.name(QColor::HexArgb));
}

NewBoardDefaults PreferencesDialog::newBoard() const {
    return {static_cast<Variant>(newVariant_->currentData().toInt()), newWidth_->value(),
            newLength_->value(), newShape_->currentData().toULongLong(),
            newWrap_->currentData().toULongLong()};
}

void PreferencesDialog::accept() {
    if (!registry_->save()) { // not an address: the page says why
        showPage(kRegistryPage);
        return;
    }
    shortcuts_->apply();
    newBoard().save();
    gridStyle().save();
    QDialog::accept();
}

} // namespace gbxx
