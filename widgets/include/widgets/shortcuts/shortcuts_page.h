#pragma once
// Edit ▸ Preferences ▸ Shortcuts: every action of the menus with its keys, a filter, and a key
// field to give the chosen action another key, clear it or reset it. A key another action holds
// is taken from it, and the page says so. Nothing changes until apply().

#include <QKeySequence>
#include <QWidget>

#include <map>

class QAction;
class QKeySequenceEdit;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace gbxx {

class KeyScheme;

class ShortcutsPage : public QWidget {
    Q_OBJECT

public:
    ShortcutsPage(KeyScheme& scheme, const QList<QMenu*>& menus, QWidget* parent = nullptr);

    // Gives the actions the keys chosen here (and saves them).
    void apply();

    QTreeWidget* tree() const { return tree_; }
    QKeySequenceEdit* keyEdit() const { return keyEdit_; }
    QLabel* conflict() const { return conflict_; }
    // The row of the action called `objectName`.
    QTreeWidgetItem* rowOf(const QString& objectName) const;
    // The keys shown for `action` (as they will be after apply()).
    QList<QKeySequence> keysOf(QAction* action) const;

private:
    QAction* chosen() const;
    void showChosen();
    void assign(QAction* action, const QList<QKeySequence>& keys);
    void refreshRow(QAction* action);
    void applyFilter(const QString& text);

    KeyScheme& scheme_;
    std::map<QAction*, QList<QKeySequence>> keys_;
    std::map<QAction*, QTreeWidgetItem*> rows_;
    QLineEdit* filter_;
    QTreeWidget* tree_;
    QKeySequenceEdit* keyEdit_;
    QPushButton* clear_;
    QPushButton* reset_;
    QPushButton* resetAll_;
    QLabel* conflict_;
};

} // namespace gbxx
