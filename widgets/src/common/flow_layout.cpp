#include "widgets/common/flow_layout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace gbxx {

FlowLayout::FlowLayout(QWidget* parent)
    : QLayout(parent) {}

FlowLayout::~FlowLayout() {
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item) {
    items_.append(item);
}

int FlowLayout::count() const {
    return static_cast<int>(items_.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const {
    return index >= 0 && index < items_.size() ? items_.at(index) : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index) {
    return index >= 0 && index < items_.size() ? items_.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const {
    return {};
}

bool FlowLayout::hasHeightForWidth() const {
    return true;
}

int FlowLayout::heightForWidth(int width) const {
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const {
    // As narrow as the widest item: every item fits a row of its own.
    QSize size;
    for (const QLayoutItem* item : items_)
        size = size.expandedTo(item->minimumSize().expandedTo(item->sizeHint()));
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const {
    return minimumSize();
}

void FlowLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = spacing() >= 0 ? spacing() : 6;
    // Each row is filled with the items that fit, then widened to the row's full width, so the
    // buttons of a row share it as a grid's would.
    int y = area.y();
    qsizetype first = 0;
    while (first < items_.size()) {
        int used = 0;
        int height = 0;
        qsizetype last = first;
        for (; last < items_.size(); ++last) {
            const QSize hint = items_.at(last)->sizeHint();
            const int needed = used == 0 ? hint.width() : used + gap + hint.width();
            if (last > first && needed > area.width())
                break;
            used = needed;
            height = std::max(height, hint.height());
        }
        if (apply) {
            const int spare = std::max(0, area.width() - used);
            const auto shared = static_cast<int>(last - first);
            int x = area.x();
            for (qsizetype i = first; i < last; ++i) {
                const QSize hint = items_.at(i)->sizeHint();
                const int extra = spare / shared + (i - first < spare % shared ? 1 : 0);
                items_.at(i)->setGeometry(QRect(x, y, hint.width() + extra, height));
                x += hint.width() + extra + gap;
            }
        }
        y += height + gap;
        first = last;
    }
    return std::max(0, y - gap - area.y()) + contentsMargins().top() + contentsMargins().bottom();
}

} // namespace gbxx
