#include "tool_options_widget.h"

#include "paint_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

namespace gbxx {

ToolOptionsWidget::ToolOptionsWidget(PaintSettings* settings, QWidget* parent)
    : QWidget(parent)
    , settings_(settings)
    , size_(new QSpinBox(this))
    , shape_(new QComboBox(this))
    , filled_(new QCheckBox(tr("Filled rectangle"), this))
    , corners_(new QCheckBox(tr("Fill and measure through corners (8 neighbours)"), this))
    , measureAs_(new QComboBox(this)) {
    size_->setRange(1, 16);
    size_->setSuffix(tr(" tiles"));
    size_->setObjectName(QStringLiteral("brushSize"));
    shape_->addItems({tr("Square"), tr("Round")});
    shape_->setObjectName(QStringLiteral("brushShape"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Brush size:"), size_);
    form->addRow(tr("Brush shape:"), shape_);
    form->addRow(filled_);
    form->addRow(corners_);
    measureAs_->addItems(
        {tr("Anyone"), tr("Player 1"), tr("Player 2"), tr("Player 3"), tr("Player 4")});
    measureAs_->setToolTip(
        tr("Measure paths as this player: their blacklisted tiles block the way"));
    form->addRow(tr("Measure as:"), measureAs_);
    connect(measureAs_, &QComboBox::currentIndexChanged, this, [this](int i) {
        settings_->measurePlayer = i;
        settings_->notify();
    });
    connect(size_, &QSpinBox::valueChanged, this, [this](int v) {
        settings_->brushSize = v;
        settings_->notify();
    });
    connect(shape_, &QComboBox::currentIndexChanged, this, [this](int i) {
        settings_->roundBrush = i == 1;
        settings_->notify();
    });
    connect(filled_, &QCheckBox::toggled, this, [this](bool on) {
        settings_->filledRect = on;
        settings_->notify();
    });
    connect(corners_, &QCheckBox::toggled, this, [this](bool on) {
        settings_->fillCorners = on;
        settings_->notify();
    });
    connect(settings_, &PaintSettings::changed, this, &ToolOptionsWidget::syncFromSettings);
    syncFromSettings();
}

void ToolOptionsWidget::setHexBoard(bool hex) {
    corners_->setEnabled(!hex);
    corners_->setToolTip(hex ? tr("Hex boards fill through their six neighbours") : QString());
}

void ToolOptionsWidget::syncFromSettings() {
    const QSignalBlocker a(size_), b(shape_), c(filled_), d(corners_), e(measureAs_);
    measureAs_->setCurrentIndex(settings_->measurePlayer);
    size_->setValue(settings_->brushSize);
    shape_->setCurrentIndex(settings_->roundBrush ? 1 : 0);
    filled_->setChecked(settings_->filledRect);
    corners_->setChecked(settings_->fillCorners);
}

} // namespace gbxx
