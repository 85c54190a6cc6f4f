#include "widgets/registry/problem_line.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

namespace gbxx {

ProblemLine::ProblemLine(QWidget* parent)
    : QWidget(parent)
    , text_(new QLabel(this)) {
    auto* sign = new QLabel(this);
    const int side = style()->pixelMetric(QStyle::PM_SmallIconSize);
    sign->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(side, side));
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 4, 0, 4);
    row->addWidget(sign, 0, Qt::AlignTop);
    row->addWidget(text_, 1);
    hide();
}

void ProblemLine::say(const QString& text) {
    text_->setText(text);
    show();
}

} // namespace gbxx
