#include "widgets/shortcuts/shortcuts_page.h"

#include "widgets/shortcuts/grouped_tree.h"
#include "widgets/common/mnemonic.h"

#include "widgets/shortcuts/key_scheme.h"

#include <QAction>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gbxx {
ShortcutsPage::ShortcutsPage(KeyScheme& scheme, const QList<QMenu*>& menus, QWidget* parent)
    : QWidget(parent)
    , scheme_(scheme)
    , filter_(new QLineEdit(this))
    , tree_(new QTreeWidget(this))
    , keyEdit_(new QKeySequenceEdit(this))
    , clear_(new QPushButton(tr("C&lear"), this))
    , reset_(new QPushButton(tr("&Reset"), this))
    , resetAll_(new QPushButton(tr("Reset &All"), this))
    , conflict_(new QLabel(this)) {
    filter_->setPlaceholderText(tr("Find an action or a key"));
    filter_->setClearButtonEnabled(true);
    filter_->setAccessibleName(tr("Find an action or a key"));
    tree_->setObjectName(QStringLiteral("preferencesShortcutTree"));
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Action"), tr("Shortcut")});
    tree_->setRootIsDecorated(false);
    tree_->setItemsExpandable(false);
    tree_->setAccessibleName(tr("Actions and their keys"));
    keyEdit_->setObjectName(QStringLiteral("shortcutKeyEdit"));
    keyEdit_->setAccessibleName(tr("Key of the chosen action"));
    keyEdit_->setAccessibleDescription(tr("Press the keys to give the chosen action."));
    conflict_->setObjectName(QStringLiteral("shortcutConflict"));
    conflict_->setWordWrap(true);

    // Every action of the menus that the scheme knows, under its menu, in menu order; a
    // submenu's entries are named after it ("Recovery Copies ▸ Off").
    const auto addMenu = [this](QTreeWidgetItem* group, const QMenu* menu, const QString& prefix,
                                auto& self) -> void {
        for (QAction* action : menu->actions()) {
            if (action->menu()) {
                self(group, action->menu(),
                     prefix + withoutMnemonic(action->menu()->title()) + QStringLiteral(" ▸ "),
                     self);
                continue;
            }
            if (action->isSeparator() || !scheme_.actions().contains(action) || rows_.count(action))
                continue;
            keys_[action] = action->shortcuts();
            auto* row = new QTreeWidgetItem(
                group, {prefix + withoutMnemonic(fixedName(action)), QString()});
            row->setData(0, Qt::UserRole, action->objectName());
            rows_[action] = row;
            refreshRow(action);
        }
    };
    for (const QMenu* menu : menus) {
        QTreeWidgetItem* group = addGroupHeading(tree_, withoutMnemonic(menu->title()));
        group->setFlags(Qt::ItemIsEnabled);
        addMenu(group, menu, QString(), addMenu);
        if (group->childCount() == 0)
            delete group;
    }
    tree_->expandAll();
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    auto* keyLabel = new QLabel(tr("&Key:"), this);
    keyLabel->setBuddy(keyEdit_);
    auto* keys = new QGridLayout;
    keys->addWidget(keyLabel, 0, 0);
    keys->addWidget(keyEdit_, 0, 1);
    keys->addWidget(clear_, 0, 2);
    keys->addWidget(reset_, 0, 3);
    keys->addWidget(resetAll_, 0, 4);
    keys->setColumnStretch(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(filter_);
    layout->addWidget(tree_, 1);
    layout->addLayout(keys);
    layout->addWidget(conflict_);

    connect(filter_, &QLineEdit::textChanged, this, &ShortcutsPage::applyFilter);
    connect(tree_, &QTreeWidget::currentItemChanged, this, &ShortcutsPage::showChosen);
    connect(keyEdit_, &QKeySequenceEdit::editingFinished, this, [this] {
        if (QAction* action = chosen()) {
            const QKeySequence key = keyEdit_->keySequence();
            assign(action, key.isEmpty() ? QList<QKeySequence>() : QList<QKeySequence>{key});
        }
    });
    connect(clear_, &QPushButton::clicked, this, [this] {
        if (QAction* action = chosen())
            assign(action, {});
    });
    connect(reset_, &QPushButton::clicked, this, [this] {
        if (QAction* action = chosen())
            assign(action, scheme_.defaults(action));
    });
    connect(resetAll_, &QPushButton::clicked, this, [this] {
        conflict_->clear();
        for (auto& [action, held] : keys_) {
            held = scheme_.defaults(action);
            refreshRow(action);
        }
        showChosen();
    });
    showChosen();
}

QTreeWidgetItem* ShortcutsPage::rowOf(const QString& objectName) const {
    for (const auto& [action, row] : rows_)
        if (action->objectName() == objectName)
            return row;
    return nullptr;
}

QList<QKeySequence> ShortcutsPage::keysOf(QAction* action) const {
    const auto found = keys_.find(action);
    return found == keys_.end() ? action->shortcuts() : found->second;
}

QAction* ShortcutsPage::chosen() const {
    const QTreeWidgetItem* item = tree_->currentItem();
    for (const auto& [action, row] : rows_)
        if (row == item)
            return action;
    return nullptr;
}

void ShortcutsPage::showChosen() {
    QAction* action = chosen();
    for (QWidget* w : {static_cast<QWidget*>(keyEdit_), static_cast<QWidget*>(clear_),
                       static_cast<QWidget*>(reset_)})
        w->setEnabled(action != nullptr);
    const QList<QKeySequence> keys = action ? keysOf(action) : QList<QKeySequence>();
    keyEdit_->setKeySequence(keys.isEmpty() ? QKeySequence() : keys.front());
}

void ShortcutsPage::assign(QAction* action, const QList<QKeySequence>& keys) {
    // A key can only do one thing: whoever held it lets it go.
    QStringList takenFrom;
    for (const QKeySequence& key : keys)
        for (QAction* holder : scheme_.holdersOf(key, action, &keys_)) {
            keys_[holder].removeAll(key);
            refreshRow(holder);
            takenFrom << tr("%1 was the key of “%2”; it has none now unless you give it another.")
                             .arg(key.toString(QKeySequence::NativeText),
                                  withoutMnemonic(fixedName(holder)));
        }
    conflict_->setText(takenFrom.join(QLatin1Char('\n')));
    keys_[action] = keys;
    refreshRow(action);
    showChosen();
}

void ShortcutsPage::refreshRow(QAction* action) {
    QTreeWidgetItem* row = rows_.at(action);
    const QList<QKeySequence>& keys = keys_.at(action);
    row->setText(1, keysText(keys));
    // What differs from the defaults is in bold, as in Qt Creator and Krita.
    QFont font = row->font(1);
    font.setBold(keys != scheme_.defaults(action));
    row->setFont(0, font);
    row->setFont(1, font);
}

void ShortcutsPage::applyFilter(const QString& text) {
    filterGroupedRows(tree_, text);
}

void ShortcutsPage::apply() {
    for (const auto& [action, keys] : keys_)
        scheme_.setKeys(action, keys);
}

} // namespace gbxx
