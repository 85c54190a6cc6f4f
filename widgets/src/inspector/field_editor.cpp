#include "widgets/inspector/field_editor.h"

#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QSpinBox>

#include <limits>

namespace gbxx {
namespace {

constexpr int kFlagColumns = 2;
constexpr int kMixed = -1; // the spin box's and the list's value for "mixed"

} // namespace

FieldEditor::FieldEditor(const FieldSpec& field, HeightMode mode, QWidget* parent)
    : QWidget(parent)
    , field_(field) {
    setObjectName(QStringLiteral("inspector:") + qs(field.key));
    if (field.readsAsFlags(mode)) {
        auto* grid = new QGridLayout(this);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setHorizontalSpacing(8);
        grid->setVerticalSpacing(0);
        for (int bit = 0; bit < field.bitCount; ++bit) {
            QString name = valueName(field, static_cast<std::uint64_t>(bit));
            if (name.isEmpty())
                name = tr("Bit %1").arg(bit);
            auto* box =
                new QCheckBox(QString(name).replace(QLatin1Char('&'), QStringLiteral("&&")), this);
            box->setObjectName(QStringLiteral("flag%1").arg(bit));
            box->setAccessibleDescription(tr("%1: whether %2 is set on the chosen tiles")
                                              .arg(translatedName(field.label), name));
            // A click sets the flag on every tile unless it already is on every one: a mixed flag
            // becomes set, as in Krita's and Blender's multi-object editing.
            connect(box, &QCheckBox::clicked, this, [this, box, bit] {
                const bool wasEverywhere = box->property("everywhere").toBool();
                emit flagChosen(bit, !wasEverywhere);
            });
            grid->addWidget(box, bit / kFlagColumns, bit % kFlagColumns);
            flags_.append(box);
        }
        return;
    }
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    if (field.namesValues()) {
        names_ = new QComboBox(this);
        names_->setObjectName(QStringLiteral("names"));
        names_->setAccessibleName(translatedName(field.label));
        names_->setAccessibleDescription(
            tr("The %1 of the chosen tiles").arg(nameInSentence(field.label)));
        for (std::uint64_t v = 0; v <= field.maxValue(); ++v) {
            QString name = valueName(field, v);
            names_->addItem(name.isEmpty() ? QString::number(v)
                                           : QStringLiteral("%1 · %2").arg(v).arg(name),
                            QVariant::fromValue<qulonglong>(v));
        }
        connect(names_, &QComboBox::activated, this, [this](int index) {
            const QVariant chosen = names_->itemData(index);
            if (!showing_ && chosen.isValid())
                emit valueChosen(chosen.toULongLong());
        });
        row->addWidget(names_, 1);
        return;
    }
    number_ = new QSpinBox(this);
    number_->setObjectName(QStringLiteral("number"));
    number_->setAccessibleName(translatedName(field.label));
    number_->setAccessibleDescription(
        tr("The %1 of the chosen tiles").arg(nameInSentence(field.label)));
    number_->setKeyboardTracking(false);
    number_->setSpecialValueText(tr("mixed"));
    // No tile field is wider than 31 bits; the clamp only keeps the conversion defined.
    number_->setRange(kMixed, static_cast<int>(std::min<std::uint64_t>(
                                  field.maxValue(), std::numeric_limits<int>::max())));
    connect(number_, &QSpinBox::valueChanged, this, [this](int value) {
        if (!showing_ && value != kMixed)
            emit valueChosen(static_cast<std::uint64_t>(value));
    });
    row->addWidget(number_, 1);
}

void FieldEditor::setFlagColumns(int columns) {
    auto* grid = qobject_cast<QGridLayout*>(layout());
    if (!grid || flags_.isEmpty() || columns < 1)
        return;
    for (QCheckBox* box : flags_)
        grid->removeWidget(box);
    for (int bit = 0; bit < flags_.size(); ++bit)
        grid->addWidget(flags_[bit], bit / columns, bit % columns, Qt::AlignLeft);
}

void FieldEditor::show(const TileSpread& spread) {
    showing_ = true;
    const bool uniform = spread.uniform(field_);
    const std::uint64_t value = field_.read(spread.allOf & spread.anyOf);
    if (!flags_.isEmpty()) {
        QStringList on;
        for (int bit = 0; bit < flags_.size(); ++bit) {
            QCheckBox* box = flags_[bit];
            const bool everywhere = spread.flagEverywhere(field_, bit);
            const bool somewhere = spread.flagSomewhere(field_, bit);
            box->setProperty("everywhere", everywhere);
            box->setTristate(somewhere && !everywhere);
            box->setCheckState(everywhere  ? Qt::Checked
                               : somewhere ? Qt::PartiallyChecked
                                           : Qt::Unchecked);
            if (everywhere)
                on << box->text().replace(QStringLiteral("&&"), QStringLiteral("&"));
        }
        meaning_ = !uniform       ? tr("mixed")
                   : on.isEmpty() ? tr("none")
                                  : on.join(QStringLiteral(", "));
    } else if (names_) {
        const int mixedRow = names_->findData(QVariant());
        if (uniform) {
            if (mixedRow >= 0)
                names_->removeItem(mixedRow);
            names_->setCurrentIndex(names_->findData(QVariant::fromValue<qulonglong>(value)));
            meaning_ = valueName(field_, value);
        } else {
            if (mixedRow < 0)
                names_->insertItem(0, tr("mixed"));
            names_->setCurrentIndex(0);
            meaning_ = tr("mixed");
        }
    } else {
        number_->setValue(uniform ? static_cast<int>(value) : kMixed);
        meaning_ = uniform ? QString() : tr("mixed");
    }
    showing_ = false;
}

} // namespace gbxx
