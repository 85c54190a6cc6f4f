#include "properties_dialog.h"

#include "mnemonic.h"
#include "qt_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

namespace gbxx {

PropertiesDialog::PropertiesDialog(const Layout& layout, std::uint16_t headerBits, QWidget* parent)
    : QDialog(parent)
    , original_(headerBits)
    , heightNote_(new QLabel(this)) {
    setWindowTitle(tr("Board Properties"));
    auto* form = new QFormLayout(this);
    QString taken = QStringLiteral("oc"); // OK, Cancel
    for (const FieldSpec& f : layout.header) {
        const std::uint64_t value = f.read(headerBits);
        if (f.kind != FieldKind::Enum) {
            // Kept as read and written back unchanged (H5): not the user's to set.
            auto* shown = new QLabel(tr("%1 (kept as it is)").arg(value), this);
            shown->setObjectName(qs(f.key));
            form->addRow(qs(f.label) + QLatin1Char(':'), shown);
            continue;
        }
        auto* box = new QComboBox(this);
        box->setObjectName(qs(f.key));
        for (std::uint64_t v = 0; v <= f.maxValue(); ++v)
            box->addItem(QStringLiteral("%1 — %2").arg(v).arg(qs(f.nameOf(v))),
                         QVariant::fromValue<qulonglong>(v));
        box->setCurrentIndex(static_cast<int>(value));
        connect(box, &QComboBox::currentIndexChanged, this, &PropertiesDialog::changed);
        form->addRow(withMnemonic(qs(f.label), taken) + QLatin1Char(':'), box);
        boxes_.append({&f, box});
    }
    heightNote_->setWordWrap(true);
    heightNote_->hide();
    form->addRow(heightNote_);
    auto* note = new QLabel(tr("Routing and occupancy are rules for the game that reads the board; "
                               "nothing in the tiles depends on them."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QComboBox* PropertiesDialog::box(const QString& key) const {
    for (const auto& [field, box] : boxes_)
        if (qs(field->key) == key)
            return box;
    return nullptr;
}

std::uint16_t PropertiesDialog::headerBits() const {
    std::uint64_t bits = original_;
    for (const auto& [field, box] : boxes_)
        bits = field->write(bits, box->currentData().toULongLong());
    return static_cast<std::uint16_t>(bits);
}

void PropertiesDialog::changed() {
    const std::uint16_t bits = headerBits();
    for (const auto& [field, box] : boxes_) {
        if (field->key != "heightMode")
            continue;
        const bool switched = field->read(bits) != field->read(original_);
        heightNote_->setVisible(switched);
        heightNote_->setText(
            field->read(bits)
                ? tr("Every tile keeps its height bits; they are now read as independent levels "
                     "(each bit a level present or absent) instead of one number.")
                : tr("Every tile keeps its height bits; they are now read as one number instead of "
                     "independent levels."));
    }
    emit headerPreview(bits);
}

} // namespace gbxx
