#include "widgets/board/properties_dialog.h"
#include "widgets/common/dialog_buttons.h"

#include "widgets/common/mnemonic.h"
#include "gbxx/field_keys.h"
#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

namespace gbxx {
namespace {

// What each of today's header modifiers decides, for tool tips; an older layout's others are
// described by their label.
struct HeaderHint {
    std::string_view key;
    const char* text;
};
const HeaderHint kHeaderHints[] = {
    {"routing",
     QT_TRANSLATE_NOOP("gbxx::PropertiesDialog",
                       "Whether tokens move freely or along paths: a rule for the game")},
    {"heightMode",
     QT_TRANSLATE_NOOP("gbxx::PropertiesDialog",
                       "Whether a tile's height bits are one number or levels present or absent")},
    {"grouped", QT_TRANSLATE_NOOP("gbxx::PropertiesDialog", "Whether link groups are active")},
    {"hex", QT_TRANSLATE_NOOP("gbxx::PropertiesDialog",
                              "Whether the tiles are squares or flat-topped hexagons")},
    {"wrap", QT_TRANSLATE_NOOP("gbxx::PropertiesDialog",
                               "Which way the board wraps round: none, width, length or height")},
    {"occupancy", QT_TRANSLATE_NOOP("gbxx::PropertiesDialog",
                                    "How many tokens a tile may hold: a rule for the game")},
};

} // namespace

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
            form->addRow(translatedName(f.label) + QLatin1Char(':'), shown);
            continue;
        }
        auto* box = new QComboBox(this);
        box->setObjectName(qs(f.key));
        for (std::uint64_t v = 0; v <= f.maxValue(); ++v)
            box->addItem(QStringLiteral("%1 — %2").arg(v).arg(valueName(f, v)),
                         QVariant::fromValue<qulonglong>(v));
        box->setCurrentIndex(static_cast<int>(value));
        QString hint =
            tr("%1: a setting of the whole board, kept in its header").arg(translatedName(f.label));
        for (const HeaderHint& h : kHeaderHints)
            if (h.key == f.key)
                hint = tr(h.text);
        box->setToolTip(hint);
        connect(box, &QComboBox::currentIndexChanged, this, &PropertiesDialog::changed);
        form->addRow(withMnemonic(translatedName(f.label), taken) + QLatin1Char(':'), box);
        boxes_.append({&f, box});
    }
    // Always there, saying how heights read, so the dialog keeps its shape when the mode changes;
    // three lines hold the longest explanation at the dialog's width.
    heightNote_->setWordWrap(true);
    heightNote_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    heightNote_->setObjectName(QStringLiteral("heightModeNote"));
    heightNote_->setMinimumHeight(3 * heightNote_->fontMetrics().lineSpacing());
    form->addRow(heightNote_);
    heightNote_->setVisible(layout.headerField(keys::heightMode) != nullptr);
    auto* note = new QLabel(tr("Routing and occupancy are rules for the game that reads the board; "
                               "nothing in the tiles depends on them."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    setMinimumWidth(460);
    describeHeights();
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
    describeHeights();
    emit headerPreview(headerBits());
}

void PropertiesDialog::describeHeights() {
    const std::uint16_t bits = headerBits();
    for (const auto& [field, box] : boxes_) {
        if (field->key != keys::heightMode)
            continue;
        const bool levels = field->read(bits) != 0;
        if (field->read(bits) == field->read(original_))
            heightNote_->setText(levels ? tr("Heights are read as independent levels: each bit "
                                             "of a tile's height is a level present or absent.")
                                        : tr("Heights are read as one number per tile."));
        else
            heightNote_->setText(
                levels ? tr("Every tile keeps its height bits; they are now read as independent "
                            "levels (each bit a level present or absent) instead of one number.")
                       : tr("Every tile keeps its height bits; they are now read as one number "
                            "instead of independent levels."));
    }
}

} // namespace gbxx
