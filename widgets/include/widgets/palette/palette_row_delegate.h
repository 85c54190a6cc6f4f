#pragma once
// Draws a row of the command palette: the text with the letters the query matched in bold, the
// menu path after it in a quieter colour, the shortcut at the right; an entry that cannot run now
// in the disabled colour with its reason in place of the path.

#include <QStyledItemDelegate>

namespace gbxx {

class PaletteRowDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        ShortcutRole,
        WhyNotRole,
        EmphasisRole, // QList<qsizetype> as a QVariantList of positions in the text
    };

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace gbxx
