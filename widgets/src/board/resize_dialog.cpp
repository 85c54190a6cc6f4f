#include "widgets/board/resize_dialog.h"
#include "widgets/common/dialog_buttons.h"

#include "gbxx/board.h"
#include "gbxx/reshape.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QToolButton>

namespace gbxx {

// The old board (blue) inside the new one (grey outline), to scale.
class ResizePreview : public QWidget {
public:
    using QWidget::QWidget;
    QSize sizeHint() const override { return {200, 200}; }
    QRect oldRect;
    QSize newSize;

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), palette().color(QPalette::Base));
        const QRect all = oldRect.united(QRect(QPoint(0, 0), newSize));
        const double scale =
            std::min((width() - 12.0) / all.width(), (height() - 12.0) / all.height());
        p.translate(6 - all.left() * scale, 6 - all.top() * scale);
        p.scale(scale, scale);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x3f, 0x7f, 0xe0, 150));
        p.drawRect(oldRect);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(palette().color(QPalette::Text), 0));
        p.drawRect(QRect(QPoint(0, 0), newSize));
    }
};

ResizeDialog::ResizeDialog(int width, int length, QWidget* parent)
    : QDialog(parent)
    , oldWidth_(width)
    , oldLength_(length)
    , width_(new QSpinBox(this))
    , length_(new QSpinBox(this))
    , offsetX_(new QSpinBox(this))
    , offsetY_(new QSpinBox(this))
    , anchors_(new QButtonGroup(this))
    , preview_(new ResizePreview(this)) {
    setWindowTitle(tr("Resize Board"));
    width_->setRange(1, kMaxSide);
    length_->setRange(1, kMaxSide);
    width_->setValue(width);
    length_->setValue(length);
    offsetX_->setRange(-kMaxSide, kMaxSide);
    offsetY_->setRange(-kMaxSide, kMaxSide);
    width_->setObjectName(QStringLiteral("newWidth"));
    length_->setObjectName(QStringLiteral("newLength"));
    width_->setToolTip(tr("How many columns the board has after resizing, 1 to %1").arg(kMaxSide));
    length_->setToolTip(tr("How many rows the board has after resizing, 1 to %1").arg(kMaxSide));
    offsetX_->setToolTip(tr(
        "The column of the new board where the old board's left edge lands; the anchor sets it"));
    offsetY_->setToolTip(
        tr("The row of the new board where the old board's top edge lands; the anchor sets it"));

    auto* grid = new QGridLayout;
    grid->setSpacing(2);
    // The arrows say nothing to a screen reader: each anchor has a name and says what it keeps.
    struct Anchor {
        const char* arrow;
        const char* name;
        const char* description;
    };
    static const Anchor kAnchors[] = {
        {"↖", QT_TR_NOOP("Anchor top left"),
         QT_TR_NOOP("Keep the old board in the top left corner")},
        {"↑", QT_TR_NOOP("Anchor top"), QT_TR_NOOP("Keep the old board at the top, centred")},
        {"↗", QT_TR_NOOP("Anchor top right"),
         QT_TR_NOOP("Keep the old board in the top right corner")},
        {"←", QT_TR_NOOP("Anchor left"), QT_TR_NOOP("Keep the old board at the left, centred")},
        {"•", QT_TR_NOOP("Anchor centre"), QT_TR_NOOP("Keep the old board in the middle")},
        {"→", QT_TR_NOOP("Anchor right"), QT_TR_NOOP("Keep the old board at the right, centred")},
        {"↙", QT_TR_NOOP("Anchor bottom left"),
         QT_TR_NOOP("Keep the old board in the bottom left corner")},
        {"↓", QT_TR_NOOP("Anchor bottom"), QT_TR_NOOP("Keep the old board at the bottom, centred")},
        {"↘", QT_TR_NOOP("Anchor bottom right"),
         QT_TR_NOOP("Keep the old board in the bottom right corner")},
    };
    for (int k = 0; k < 9; ++k) {
        auto* b = new QToolButton(this);
        b->setText(QString::fromUtf8(kAnchors[k].arrow));
        b->setAccessibleName(tr(kAnchors[k].name));
        b->setToolTip(tr(kAnchors[k].description));
        b->setCheckable(true);
        b->setFixedSize(28, 28);
        b->setFocusPolicy(Qt::StrongFocus); // Tab reaches every anchor
        anchors_->addButton(b, k);
        grid->addWidget(b, k / 3, k % 3);
    }
    anchors_->button(0)->setChecked(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Width:"), width_);
    form->addRow(tr("&Length:"), length_);
    auto* anchorLabel = new QLabel(tr("&Anchor:"), this);
    anchorLabel->setBuddy(anchors_->button(0));
    form->addRow(anchorLabel, grid);
    form->addRow(tr("Offset &x:"), offsetX_);
    form->addRow(tr("Offset &y:"), offsetY_);
    auto* top = new QHBoxLayout;
    top->addLayout(form);
    top->addWidget(preview_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);

    connect(width_, &QSpinBox::valueChanged, this, &ResizeDialog::applyAnchor);
    connect(length_, &QSpinBox::valueChanged, this, &ResizeDialog::applyAnchor);
    connect(anchors_, &QButtonGroup::idClicked, this, &ResizeDialog::applyAnchor);
    connect(offsetX_, &QSpinBox::valueChanged, this, &ResizeDialog::updatePreview);
    connect(offsetY_, &QSpinBox::valueChanged, this, &ResizeDialog::updatePreview);
    applyAnchor();
}

int ResizeDialog::newWidth() const {
    return width_->value();
}
int ResizeDialog::newLength() const {
    return length_->value();
}
int ResizeDialog::offsetX() const {
    return offsetX_->value();
}
int ResizeDialog::offsetY() const {
    return offsetY_->value();
}

void ResizeDialog::setAnchor(int anchor) {
    if (auto* b = anchors_->button(anchor)) {
        b->setChecked(true);
        applyAnchor();
    }
}

void ResizeDialog::setNewSize(int width, int length) {
    width_->setValue(width);
    length_->setValue(length);
}

void ResizeDialog::applyAnchor() {
    const int anchor = std::max(0, anchors_->checkedId());
    offsetX_->setValue(anchorOffset(oldWidth_, width_->value(), anchor % 3));
    offsetY_->setValue(anchorOffset(oldLength_, length_->value(), anchor / 3));
    updatePreview();
}

void ResizeDialog::updatePreview() {
    preview_->oldRect = QRect(offsetX_->value(), offsetY_->value(), oldWidth_, oldLength_);
    preview_->newSize = QSize(width_->value(), length_->value());
    preview_->update();
}

} // namespace gbxx
