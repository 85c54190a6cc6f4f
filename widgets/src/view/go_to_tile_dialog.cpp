#include "widgets/view/go_to_tile_dialog.h"
#include "widgets/common/dialog_buttons.h"


#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace gbxx {
namespace {

// Wide enough for any coordinate of a 255×255 board in any system, and for a typo beyond it.
constexpr int kLimit = 9999;

} // namespace

GoToTileDialog::GoToTileDialog(const GridShape& shape, Offset from, QWidget* parent)
    : QDialog(parent)
    , shape_(shape)
    , system_(new QComboBox(this))
    , verdict_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Go to Tile"));
    setObjectName(QStringLiteral("goToTileDialog"));
    system_->setObjectName(QStringLiteral("coordinateSystem"));
    system_->addItem(tr("Column and row"), static_cast<int>(System::Offset));
    if (shape_.hex) {
        system_->addItem(tr("Axial (q, r)"), static_cast<int>(System::Axial));
        system_->addItem(tr("Cube (q, r, s)"), static_cast<int>(System::Cube));
    }
    system_->setVisible(shape_.hex);
    auto* form = new QFormLayout(this);
    auto* systemLabel = new QLabel(tr("&Coordinates:"), this);
    systemLabel->setBuddy(system_);
    systemLabel->setVisible(shape_.hex);
    form->addRow(systemLabel, system_);
    for (int i = 0; i < 3; ++i) {
        fields_[i] = new QSpinBox(this);
        fields_[i]->setRange(-kLimit, kLimit);
        fields_[i]->setObjectName(QStringLiteral("coordinate%1").arg(i));
        labels_[i] = new QLabel(this);
        labels_[i]->setBuddy(fields_[i]);
        form->addRow(labels_[i], fields_[i]);
        connect(fields_[i], &QSpinBox::valueChanged, this, &GoToTileDialog::judge);
    }
    verdict_->setObjectName(QStringLiteral("verdict"));
    verdict_->setWordWrap(true);
    // Room for the longest reason from the start: a dialog already shown does not grow when its
    // label's text wraps onto a second line, and the reason would be cut.
    verdict_->setMinimumHeight(2 * verdict_->fontMetrics().lineSpacing());
    verdict_->setMinimumWidth(verdict_->fontMetrics().horizontalAdvance(QLatin1Char('m')) * 28);
    form->addRow(verdict_);
    describeStandardButtons(buttons_);
    form->addRow(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(system_, &QComboBox::currentIndexChanged, this, [this, from] {
        // The fields keep naming the same tile in the new system when they named one.
        const std::optional<Offset> kept = named(nullptr);
        showSystem();
        const Offset at = kept.value_or(from);
        const Axial axial = axialOf(at.x, at.y);
        const int values[3] = {shown_ == System::Offset ? at.x : axial.q,
                               shown_ == System::Offset ? at.y : axial.r, axial.s()};
        for (int i = 0; i < 3; ++i) {
            const QSignalBlocker quiet(fields_[i]);
            fields_[i]->setValue(values[i]);
        }
        judge();
    });
    fields_[0]->setValue(from.x);
    fields_[1]->setValue(from.y);
    showSystem();
    judge();
    fields_[0]->setFocus();
    fields_[0]->selectAll();
}

void GoToTileDialog::setSystem(System system) {
    const int at = system_->findData(static_cast<int>(system));
    if (at >= 0)
        system_->setCurrentIndex(at);
}

GoToTileDialog::System GoToTileDialog::system() const {
    return static_cast<System>(system_->currentData().toInt());
}

std::optional<Offset> GoToTileDialog::tile() const {
    return named(nullptr);
}

void GoToTileDialog::showSystem() {
    shown_ = system();
    const System now = shown_;
    const QString texts[3] = {now == System::Offset ? tr("C&olumn:") : tr("&q:"),
                              now == System::Offset ? tr("&Row:") : tr("&r:"), tr("&s:")};
    for (int i = 0; i < 3; ++i)
        labels_[i]->setText(texts[i]);
    labels_[2]->setVisible(now == System::Cube);
    fields_[2]->setVisible(now == System::Cube);
}

std::optional<Offset> GoToTileDialog::named(QString* why) const {
    const int a = fields_[0]->value();
    const int b = fields_[1]->value();
    Offset at{a, b};
    if (shown_ != System::Offset) {
        if (shown_ == System::Cube && a + b + fields_[2]->value() != 0) {
            if (why)
                *why = tr("q + r + s must be 0: s is %1 for these q and r.").arg(-a - b);
            return std::nullopt;
        }
        at = offsetOf(Axial{a, b});
    }
    // A board that wraps has no edge there: a column (or row) past the seam is the one it wraps
    // to, as the cursor keys have it. An odd-width hex board's width seam is not joined (X3).
    const Offset asked = at;
    const Geometry geometry(shape_);
    if (geometry.widthSeamJoined())
        at.x = ((at.x % shape_.width) + shape_.width) % shape_.width;
    if (geometry.lengthSeamJoined())
        at.y = ((at.y % shape_.length) + shape_.length) % shape_.length;
    if (at.x < 0 || at.x >= shape_.width || at.y < 0 || at.y >= shape_.length) {
        if (why)
            *why = tr("Column %1, row %2 is off the board: columns 0–%3, rows 0–%4.")
                       .arg(at.x)
                       .arg(at.y)
                       .arg(shape_.width - 1)
                       .arg(shape_.length - 1);
        return std::nullopt;
    }
    if (why && (shown_ != System::Offset || at != asked))
        *why = at != asked ? tr("Column %1, row %2 across the wrap seam.").arg(at.x).arg(at.y)
                           : tr("Column %1, row %2.").arg(at.x).arg(at.y);
    return at;
}

void GoToTileDialog::judge() {
    QString why;
    const bool onBoard = named(&why).has_value();
    verdict_->setText(why);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(onBoard);
}

} // namespace gbxx
