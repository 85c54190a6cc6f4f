#include "widgets/palette/palette_row_delegate.h"

#include <QApplication>
#include <QPainter>

namespace gbxx {
namespace {

constexpr int kMargin = 6;

} // namespace

void PaletteRowDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                               const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear(); // the background, the selection and the focus, drawn by the style
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const QString whyNot = index.data(WhyNotRole).toString();
    const QPalette::ColorGroup group = whyNot.isEmpty() ? QPalette::Active : QPalette::Disabled;
    const QColor ink =
        opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor quiet = ink;
    quiet.setAlphaF(0.7f);

    painter->save();
    QRect area = opt.rect.adjusted(kMargin, 0, -kMargin, 0);
    const QString shortcut = index.data(ShortcutRole).toString();
    if (!shortcut.isEmpty()) {
        painter->setPen(quiet);
        painter->drawText(area, Qt::AlignRight | Qt::AlignVCenter, shortcut);
        area.setRight(area.right() - opt.fontMetrics.horizontalAdvance(shortcut) - 2 * kMargin);
    }
    // The text, letter run by letter run, the matched ones bold.
    QList<qsizetype> emphasised;
    for (const QVariant& at : index.data(EmphasisRole).toList())
        emphasised << at.value<qsizetype>();
    QFont bold = opt.font;
    bold.setBold(true);
    int x = area.left();
    painter->setPen(ink);
    for (qsizetype i = 0; i < text.size();) {
        const bool strong = emphasised.contains(i);
        qsizetype end = i + 1;
        while (end < text.size() && emphasised.contains(end) == strong)
            ++end;
        const QString run = text.mid(i, end - i);
        painter->setFont(strong ? bold : opt.font);
        const QRect room(x, area.top(), std::max(0, area.right() - x), area.height());
        painter->drawText(room, Qt::AlignLeft | Qt::AlignVCenter, run);
        x += QFontMetrics(painter->font()).horizontalAdvance(run);
        i = end;
    }
    const QString after = whyNot.isEmpty() ? index.data(PathRole).toString() : whyNot;
    if (!after.isEmpty() && x + 2 * kMargin < area.right()) {
        painter->setFont(opt.font);
        painter->setPen(quiet);
        const QRect room(x + 2 * kMargin, area.top(), area.right() - x - 2 * kMargin,
                         area.height());
        painter->drawText(room, Qt::AlignLeft | Qt::AlignVCenter,
                          opt.fontMetrics.elidedText(after, Qt::ElideRight, room.width()));
    }
    painter->restore();
}

QSize PaletteRowDelegate::sizeHint(const QStyleOptionViewItem& option,
                                   const QModelIndex& index) const {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(std::max(size.height(), option.fontMetrics.height() + 8));
    return size;
}

} // namespace gbxx
