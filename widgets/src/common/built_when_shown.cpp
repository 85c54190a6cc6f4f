#include "widgets/common/built_when_shown.h"

#include <QVBoxLayout>

namespace gbxx {

BuiltWhenShown::BuiltWhenShown(Build build, QWidget* parent)
    : QWidget(parent)
    , build_(std::move(build)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

QWidget* BuiltWhenShown::content() {
    if (content_)
        return content_;
    content_ = build_(this);
    build_ = nullptr; // what it captured is not needed again
    layout()->addWidget(content_);
    content_->show(); // now, with this place, not an event later (that would be a second frame)
    setFocusProxy(content_);
    return content_;
}

void BuiltWhenShown::showEvent(QShowEvent* event) {
    content();
    QWidget::showEvent(event);
}

} // namespace gbxx
