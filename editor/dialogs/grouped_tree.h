#pragma once
// A list of rows under bold group headings (the shortcut list, Preferences ▸ Shortcuts), and its
// filter: a row shows when its name or keys contain the text; a group without rows is hidden.

#include <QString>

class QTreeWidget;
class QTreeWidgetItem;

namespace gbxx {

QTreeWidgetItem* addGroupHeading(QTreeWidget* tree, const QString& title);
void filterGroupedRows(QTreeWidget* tree, const QString& text);

} // namespace gbxx
