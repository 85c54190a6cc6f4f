#include "widgets/inspector/value_palette.h"
#include "gbxx/layout_mapping.h"
#include "text/core_texts.h"

#include "widgets/tools/paint_settings.h"
#include "render/layer_style.h"
#include "text/qt_text.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gbxx {

ValuePalette::ValuePalette(PaintSettings* settings, QWidget* parent)
    : QWidget(parent)
    , settings_(settings)
    , layout_(new QVBoxLayout(this)) {
    layout_->setContentsMargins(0, 0, 0, 0);
    connect(settings_, &PaintSettings::changed, this, &ValuePalette::syncFromSettings);
}

void ValuePalette::rebuild(const Board* board) {
    board_ = board;
    delete content_;
    content_ = new QWidget(this);
    layout_->addWidget(content_);
    auto* box = new QVBoxLayout(content_);
    box->setContentsMargins(4, 4, 4, 4);
    const FieldSpec* field = settings_->field;
    if (!field || !board) {
        box->addWidget(new QLabel(tr("No layer selected"), content_));
        return;
    }
    const auto mode = heightModeOf(*board);
    const LayerStyle style(*field, mode);
    const auto legend = style.legend();

    if (style.usesFlags()) {
        auto* add = new QRadioButton(tr("Add the checked flags"), content_);
        auto* remove = new QRadioButton(tr("Remove the checked flags"), content_);
        add->setObjectName(QStringLiteral("flagsAdd"));
        remove->setObjectName(QStringLiteral("flagsRemove"));
        add->setAccessibleDescription(tr("Painting sets the checked flags on the tiles"));
        remove->setAccessibleDescription(tr("Painting clears the checked flags on the tiles"));
        auto* modes = new QButtonGroup(content_);
        modes->addButton(add);
        modes->addButton(remove);
        connect(add, &QRadioButton::toggled, this, [this](bool on) {
            if (syncing_)
                return;
            settings_->flagsOn = on;
            settings_->notify();
        });
        for (const LegendEntry& e : legend) {
            auto* check = new QCheckBox(e.label, content_);
            check->setIcon(swatchIcon(e.color));
            check->setProperty("flagMask", QVariant::fromValue<qulonglong>(e.value));
            check->setAccessibleDescription(tr("Paint with the flag %1").arg(e.label));
            connect(check, &QCheckBox::toggled, this, [this, mask = e.value](bool on) {
                if (syncing_)
                    return;
                settings_->value = on ? (settings_->value | mask) : (settings_->value & ~mask);
                settings_->notify();
            });
            box->addWidget(check);
        }
        box->addSpacing(6);
        box->addWidget(add);
        box->addWidget(remove);
    } else if (field->kind == FieldKind::Enum) {
        auto* group = new QButtonGroup(content_);
        for (const LegendEntry& e : legend) {
            auto* radio = new QRadioButton(e.label, content_);
            radio->setIcon(swatchIcon(e.color));
            radio->setAccessibleDescription(tr("Paint with the value %1").arg(e.label));
            group->addButton(radio, static_cast<int>(e.value));
            box->addWidget(radio);
        }
        connect(group, &QButtonGroup::idToggled, this, [this](int id, bool on) {
            if (syncing_ || !on)
                return;
            settings_->value = static_cast<std::uint64_t>(id);
            settings_->notify();
        });
    } else {
        auto* spin = new QSpinBox(content_);
        spin->setRange(0, static_cast<int>(field->maxValue()));
        spin->setObjectName(QStringLiteral("valueSpin"));
        auto* label = new QLabel(content_);
        label->setObjectName(QStringLiteral("valueName"));
        connect(spin, &QSpinBox::valueChanged, this, [this, label, field](int v) {
            label->setText(field->namesValues() ? valueName(*field, static_cast<std::uint64_t>(v))
                                                : QString());
            if (syncing_)
                return;
            settings_->value = static_cast<std::uint64_t>(v);
            settings_->notify();
        });
        box->addWidget(spin);
        box->addWidget(label);
        auto* legendLabel = new QLabel(content_);
        QStringList stops;
        for (const LegendEntry& e : legend)
            stops << QStringLiteral("<span style='background:%1'>&nbsp;&nbsp;&nbsp;</span> %2")
                         .arg(e.color.isValid() ? e.color.name() : QStringLiteral("transparent"),
                              e.label.toHtmlEscaped());
        legendLabel->setText(stops.join(QStringLiteral("<br>")));
        box->addWidget(legendLabel);
    }
    box->addStretch(1);
    syncFromSettings();
}

void ValuePalette::syncFromSettings() {
    if (!content_)
        return;
    syncing_ = true;
    const std::uint64_t value = settings_->value;
    for (auto* check : content_->findChildren<QCheckBox*>()) {
        const auto mask = check->property("flagMask").toULongLong();
        check->setChecked((value & mask) != 0);
    }
    if (auto* add = content_->findChild<QRadioButton*>(QStringLiteral("flagsAdd")))
        add->setChecked(settings_->flagsOn);
    if (auto* remove = content_->findChild<QRadioButton*>(QStringLiteral("flagsRemove")))
        remove->setChecked(!settings_->flagsOn);
    if (auto* group = content_->findChild<QButtonGroup*>()) {
        if (auto* button = group->button(static_cast<int>(value)))
            button->setChecked(true);
    }
    if (auto* spin = content_->findChild<QSpinBox*>(QStringLiteral("valueSpin")))
        spin->setValue(static_cast<int>(value));
    syncing_ = false;
}

} // namespace gbxx
