#pragma once
// A list of rows under bold group headings (the shortcut list, Preferences ▸ Shortcuts), and its
// filter: a row shows when its name or keys contain the text; a group without rows is hidden.

#include <QKeySequence>
#include <QList>
#include <QString>

class QTreeWidget;
class QTreeWidgetItem;

namespace gbxx {

QTreeWidgetItem* addGroupHeading(QTreeWidget* tree, const QString& title);
// A row's keys as the menus write them: "Ctrl+Shift+Z, Ctrl+Y".
QString keysText(const QList<QKeySequence>& keys);
void filterGroupedRows(QTreeWidget* tree, const QString& text);

} // namespace gbxx
