#include "widgets/board/new_board_dialog.h"
#include "widgets/common/dialog_buttons.h"

#include "widgets/common/mnemonic.h"
#include "widgets/settings/app_settings.h"
#include "text/core_texts.h"
#include "text/variant_text.h"
#include "text/qt_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

#include <algorithm>

namespace gbxx {

const FieldSpec& NewBoardDefaults::shapeField() {
    return *defaultLayout().headerField(keys::hex);
}

const FieldSpec& NewBoardDefaults::wrapField() {
    return *defaultLayout().headerField(keys::wrap);
}

NewBoardDefaults NewBoardDefaults::saved() {
    NewBoardDefaults defaults;
    defaults.variant = AppSettings::newBoardVariant().value_or(defaults.variant);
    const auto side = [](std::optional<int> n, int fallback) {
        return n && *n >= 1 && *n <= kMaxSide ? *n
                                              : fallback; // a hand-edited file cannot break New
    };
    defaults.width = side(AppSettings::newBoardWidth(), defaults.width);
    defaults.length = side(AppSettings::newBoardLength(), defaults.length);
    const auto modifier = [](std::optional<std::uint64_t> v, const FieldSpec& field,
                             std::uint64_t fallback) {
        return v && *v <= field.maxValue() ? *v : fallback;
    };
    defaults.shape = modifier(AppSettings::newBoardShape(), shapeField(), defaults.shape);
    defaults.wrap = modifier(AppSettings::newBoardWrap(), wrapField(), defaults.wrap);
    return defaults;
}

void NewBoardDefaults::save() const {
    AppSettings::setNewBoard(variant, width, length, shape, wrap);
}

NewBoardDialog::NewBoardDialog(QWidget* parent)
    : QDialog(parent)
    , variant_(new QComboBox(this))
    , width_(new QSpinBox(this))
    , length_(new QSpinBox(this))
    , boundary_(new QComboBox(this)) {
    setWindowTitle(tr("New Board"));
    auto* form = new QFormLayout(this);
    for (Variant v : kAllVariants)
        variant_->addItem(tr("GB%1 (%n-byte tiles)", nullptr, static_cast<int>(tileBytes(v)))
                              .arg(variantDigits(v)),
                          static_cast<int>(v));
    const NewBoardDefaults defaults = NewBoardDefaults::saved();
    variant_->setCurrentIndex(variant_->findData(static_cast<int>(defaults.variant)));
    width_->setRange(1, kMaxSide);
    length_->setRange(1, kMaxSide);
    width_->setValue(defaults.width);
    length_->setValue(defaults.length);
    variant_->setAccessibleDescription(
        tr("How many bytes each tile has, and so which fields it holds"));
    width_->setAccessibleDescription(tr("How many columns the board has, 1 to 255"));
    length_->setAccessibleDescription(tr("How many rows the board has, 1 to 255"));
    boundary_->setAccessibleDescription(tr("The boundary every tile of the new board starts with"));
    form->addRow(tr("&Tile size:"), variant_);
    form->addRow(tr("&Width (columns):"), width_);
    form->addRow(tr("&Length (rows):"), length_);
    const FieldSpec* boundary = defaultLayout().tileField(Variant::GB64, keys::boundary);
    for (std::uint64_t v = 0; v <= boundary->maxValue(); ++v)
        boundary_->addItem(valueName(*boundary, v), QVariant::fromValue<qulonglong>(v));
    boundary_->setCurrentIndex(3); // in bounds: a board ready to paint on
    form->addRow(tr("Every tile &starts:"), boundary_);
    QString taken = QStringLiteral("twlsoc"); // the mnemonics above and of OK / Cancel
    for (const FieldSpec& f : defaultLayout().header) {
        if (f.kind != FieldKind::Enum)
            continue; // the reserved byte is not the user's to set
        auto* box = new QComboBox(this);
        for (std::uint64_t v = 0; v <= f.maxValue(); ++v)
            box->addItem(valueName(f, v), QVariant::fromValue<qulonglong>(v));
        box->setObjectName(qs(f.key));
        box->setAccessibleDescription(tr("%1: a setting of the whole board, kept in its header")
                                          .arg(translatedName(f.label)));
        form->addRow(withMnemonic(translatedName(f.label), taken) + QLatin1Char(':'), box);
        header_.append({&f, box});
    }
    for (const auto& [field, value] : {std::pair{&NewBoardDefaults::shapeField(), defaults.shape},
                                       std::pair{&NewBoardDefaults::wrapField(), defaults.wrap}})
        if (QComboBox* box = headerBox(*field))
            box->setCurrentIndex(
                std::max(0, box->findData(QVariant::fromValue<qulonglong>(value))));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QComboBox* NewBoardDialog::headerBox(const FieldSpec& field) const {
    for (const auto& [f, box] : header_)
        if (f == &field)
            return box;
    return nullptr;
}

std::uint64_t NewBoardDialog::headerValue(const FieldSpec& field) const {
    const QComboBox* box = headerBox(field);
    return box ? box->currentData().toULongLong() : 0;
}

void NewBoardDialog::accept() {
    NewBoardDefaults{static_cast<Variant>(variant_->currentData().toInt()), width_->value(),
                     length_->value(), headerValue(NewBoardDefaults::shapeField()),
                     headerValue(NewBoardDefaults::wrapField())}
        .save();
    QDialog::accept();
}

Board NewBoardDialog::board() const {
    const auto variant = static_cast<Variant>(variant_->currentData().toInt());
    Board board(variant, width_->value(), length_->value());
    for (const auto& [field, box] : header_)
        board.setHeader(*field, box->currentData().toULongLong());
    const std::uint64_t boundary = boundary_->currentData().toULongLong();
    if (const FieldSpec* f = board.field(keys::boundary); f && boundary != 0)
        for (TileIndex i = 0; i < board.tileCount(); ++i)
            board.setTileRaw(i, f->write(0, boundary));
    return board;
}

} // namespace gbxx
