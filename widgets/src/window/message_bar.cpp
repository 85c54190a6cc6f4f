#include "widgets/window/message_bar.h"

#include "widgets/window/window_texts.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace gbxx {

MessageBar::MessageBar(QWidget* parent)
    : QFrame(parent)
    , text_(new QLabel(this))
    , row_(new QHBoxLayout(this))
    , close_(new QToolButton(this)) {
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    auto* icon = new QLabel(this);
    const int side = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(side, side));
    text_->setObjectName(QStringLiteral("messageBarText"));
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    close_->setObjectName(QStringLiteral("messageBarClose"));
    close_->setAutoRaise(true);
    close_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close_->setAccessibleName(WindowTexts::tr("Close the message"));
    close_->setToolTip(WindowTexts::tr("Close this message"));
    connect(close_, &QToolButton::clicked, this, [this] {
        hide();
        emit dismissed();
    });
    row_->setContentsMargins(8, 4, 4, 4);
    row_->addWidget(icon);
    row_->addWidget(text_, 1);
    row_->addWidget(close_);
    hide();
}

void MessageBar::showMessage(const QString& text, const QList<Action>& actions) {
    for (QPushButton* button : buttons_) { // one of them may be calling this
        button->hide();
        button->deleteLater();
    }
    buttons_.clear();
    text_->setText(text);
    for (const auto& [label, run] : actions) {
        auto* button = new QPushButton(label, this);
        button->setToolTip(label);
        connect(button, &QPushButton::clicked, this, [this, run] {
            hide();
            run();
        });
        row_->insertWidget(row_->count() - 1, button);
        buttons_.append(button);
    }
    show();
}

} // namespace gbxx
