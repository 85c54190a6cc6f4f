#include "widgets/shortcuts/shortcuts_dialog.h"
#include "widgets/common/dialog_buttons.h"

#include "widgets/shortcuts/grouped_tree.h"
#include "widgets/common/mnemonic.h"
#include "widgets/shortcuts/key_scheme.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gbxx {
namespace {

// Collects the actions with shortcuts in `menu` and its submenus, in menu order.
void addMenu(QTreeWidgetItem* parent, const QMenu* menu) {
    for (const QAction* action : menu->actions()) {
        if (action->menu()) {
            addMenu(parent, action->menu());
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty())
            continue;
        new QTreeWidgetItem(parent,
                            {withoutMnemonic(fixedName(action)), keysText(action->shortcuts())});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QList<QMenu*>& menus, QWidget* parent)
    : QDialog(parent)
    , tree_(new QTreeWidget(this))
    , filter_(new QLineEdit(this)) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    tree_->setObjectName(QStringLiteral("shortcutTree"));
    tree_->setAccessibleName(tr("Keyboard shortcuts"));
    tree_->setAccessibleDescription(
        tr("Every action with its keys, by menu, then the board view's mouse gestures"));
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Action"), tr("Shortcut")});
    tree_->setRootIsDecorated(false);
    tree_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tree_->setItemsExpandable(false);
    for (const QMenu* menu : menus) {
        QTreeWidgetItem* group = addGroupHeading(tree_, withoutMnemonic(menu->title()));
        addMenu(group, menu);
        if (group->childCount() == 0)
            delete group;
    }
    QTreeWidgetItem* view = addGroupHeading(tree_, tr("Board view"));
    const std::pair<const char*, const char*> gestures[] = {
        {QT_TR_NOOP("Pan"), QT_TR_NOOP("Middle drag, or Space + drag")},
        {QT_TR_NOOP("Zoom at the pointer"), QT_TR_NOOP("Ctrl + wheel")},
        {QT_TR_NOOP("Scroll"), QT_TR_NOOP("Wheel, Shift + wheel")},
        {QT_TR_NOOP("Clear the highlight"), QT_TR_NOOP("Esc")},
    };
    for (const auto& [what, keys] : gestures)
        new QTreeWidgetItem(view, {tr(what), tr(keys)});
    tree_->expandAll();
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    filter_->setObjectName(QStringLiteral("shortcutFilter"));
    filter_->setPlaceholderText(tr("Filter by action or key"));
    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    describeStandardButtons(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* filterLabel = new QLabel(tr("&Filter:"), this);
    filterLabel->setBuddy(filter_);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(filter_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filterRow);
    layout->addWidget(tree_);
    layout->addWidget(buttons);
    // One looks for a key or an action by typing: the dialog opens typing into its filter, which
    // comes first in the Tab order too, as it does on the screen.
    setTabOrder(filter_, tree_);
    filter_->setFocus();
    resize(480, 560);
}

void ShortcutsDialog::applyFilter(const QString& text) {
    filterGroupedRows(tree_, text);
}

} // namespace gbxx
