#include "widgets/shortcuts/grouped_tree.h"

#include <QStringList>
#include <QTreeWidget>

namespace gbxx {

QTreeWidgetItem* addGroupHeading(QTreeWidget* tree, const QString& title) {
    auto* group = new QTreeWidgetItem(tree, {title});
    QFont bold = group->font(0);
    bold.setBold(true);
    group->setFont(0, bold);
    group->setFirstColumnSpanned(true);
    return group;
}

QString keysText(const QList<QKeySequence>& keys) {
    QStringList texts;
    for (const QKeySequence& key : keys)
        texts << key.toString(QKeySequence::NativeText);
    return texts.join(QStringLiteral(", "));
}

void filterGroupedRows(QTreeWidget* tree, const QString& text) {
    const QString wanted = text.trimmed();
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = tree->topLevelItem(g);
        int shown = 0;
        for (int k = 0; k < group->childCount(); ++k) {
            QTreeWidgetItem* row = group->child(k);
            const bool match = wanted.isEmpty() ||
                               row->text(0).contains(wanted, Qt::CaseInsensitive) ||
                               row->text(1).contains(wanted, Qt::CaseInsensitive);
            row->setHidden(!match);
            shown += match ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

} // namespace gbxx
