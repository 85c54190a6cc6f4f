#pragma once
// Help ▸ Keyboard Shortcuts: every action of the given menus that has a shortcut, under its menu,
// plus the board view's mouse and key gestures; a filter finds one by name or key.

#include <QDialog>

class QLineEdit;
class QMenu;
class QTreeWidget;

namespace gbxx {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    ShortcutsDialog(const QList<QMenu*>& menus, QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    QLineEdit* filter() const { return filter_; }

private:
    void applyFilter(const QString& text);

    QTreeWidget* tree_;
    QLineEdit* filter_;
};

} // namespace gbxx
