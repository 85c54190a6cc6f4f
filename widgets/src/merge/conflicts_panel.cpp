#include "widgets/merge/conflicts_panel.h"

#include "widgets/merge/conflict_list_model.h"
#include "widgets/merge/merge_conflicts.h"
#include "widgets/merge/merge_texts.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace gbxx {

ConflictsPanel::ConflictsPanel(MergeConflicts* conflicts, BoardDocument* document, QWidget* parent)
    : QWidget(parent)
    , conflicts_(conflicts)
    , model_(new ConflictListModel(conflicts, document, this))
    , count_(new QLabel(this))
    , chosen_(new QLabel(this))
    , files_(new QLabel(this))
    , list_(new QTreeView(this))
    , buttons_(new QWidget(this)) {
    setObjectName(QStringLiteral("conflictsPanel"));
    count_->setObjectName(QStringLiteral("conflictCount"));
    chosen_->setObjectName(QStringLiteral("conflictsChosen"));
    files_->setObjectName(QStringLiteral("conflictFiles"));
    files_->setWordWrap(true);
    files_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    files_->hide();
    list_->setObjectName(QStringLiteral("conflictList"));
    list_->setAccessibleName(MergeTexts::tr("Conflicts"));
    list_->setAccessibleDescription(
        MergeTexts::tr("Each conflict with Base's, Ours' and Theirs' value and the side chosen; a "
                       "field's row stands for all of its conflicts"));
    list_->setModel(model_);
    list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    list_->setSelectionBehavior(QAbstractItemView::SelectRows);
    list_->setUniformRowHeights(true);
    list_->setAllColumnsShowFocus(true);
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list_->setContextMenuPolicy(Qt::ActionsContextMenu);
    list_->header()->setStretchLastSection(false);
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->expandAll();
    // Ctrl+A in the list chooses every conflict (the header's and the footer's too) rather than
    // every tile of the board.
    list_->installEventFilter(this);

    QFont bold = count_->font();
    bold.setBold(true);
    count_->setFont(bold);
    // The count and the buttons on one line, the files under them: the list keeps the height.
    auto* buttonRow = new QHBoxLayout(buttons_);
    buttonRow->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    top->addWidget(count_);
    top->addSpacing(12);
    top->addWidget(chosen_);
    top->addStretch(1);
    top->addWidget(buttons_);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->addLayout(top);
    column->addWidget(files_);
    column->addWidget(list_, 1);

    connect(list_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& now) { emit currentChanged(model_->conflictAt(now)); });
    connect(list_->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        chosen_->setText(chosenText());
        emit chosenChanged();
    });
    connect(conflicts, &MergeConflicts::choicesChanged, this, &ConflictsPanel::updateCount);
    updateCount();
}

void ConflictsPanel::setFileNames(const QString& base, const QString& ours, const QString& theirs) {
    files_->setText(MergeTexts::tr("Base: %1 · Ours: %2 · Theirs: %3").arg(base, ours, theirs));
    files_->show();
}

void ConflictsPanel::addActions(const QList<QAction*>& actions) {
    auto* row = static_cast<QHBoxLayout*>(buttons_->layout());
    for (QAction* action : actions) {
        auto* button = new QToolButton(buttons_);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        row->addWidget(button);
        list_->addAction(action);
    }
}

bool ConflictsPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == list_ && event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::SelectAll))
        event->accept();
    return QWidget::eventFilter(watched, event);
}

QString ConflictsPanel::chosenText() const {
    const std::size_t chosen = hasChosen() ? chosenConflicts().size() : 0;
    return chosen == 0 ? QString() : MergeTexts::tr("%1 chosen").arg(chosen);
}

QString ConflictsPanel::countText() const {
    return MergeTexts::tr("%1 of %2 conflicts resolved")
        .arg(conflicts_->resolvedCount())
        .arg(conflicts_->count());
}

void ConflictsPanel::updateCount() {
    if (buttons_->isEnabled())
        count_->setText(countText());
}

std::vector<std::size_t> ConflictsPanel::chosenConflicts() const {
    std::set<std::size_t> chosen;
    for (const QModelIndex& row : list_->selectionModel()->selectedRows())
        for (std::size_t conflict : model_->conflictsAt(row))
            chosen.insert(conflict);
    // In list order, as the user reads them.
    std::vector<std::size_t> ordered;
    for (std::size_t conflict : model_->listOrder())
        if (chosen.count(conflict))
            ordered.push_back(conflict);
    return ordered;
}

bool ConflictsPanel::hasChosen() const {
    return list_->selectionModel()->hasSelection();
}

std::optional<std::size_t> ConflictsPanel::currentConflict() const {
    return model_->conflictAt(list_->currentIndex());
}

void ConflictsPanel::chooseConflicts(const std::vector<std::size_t>& conflicts) {
    // Runs of neighbouring rows as one range each: a field's thousands of rows select at once.
    std::vector<QModelIndex> rows;
    rows.reserve(conflicts.size());
    for (std::size_t conflict : conflicts)
        rows.push_back(model_->indexOf(conflict));
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) {
        return std::pair(a.internalId(), a.row()) < std::pair(b.internalId(), b.row());
    });
    QItemSelection selection;
    for (std::size_t k = 0; k < rows.size();) {
        std::size_t end = k + 1;
        while (end < rows.size() && rows[end].internalId() == rows[k].internalId() &&
               rows[end].row() == rows[end - 1].row() + 1)
            ++end;
        const QModelIndex last = rows[end - 1];
        selection.select(rows[k], last.siblingAtColumn(ConflictListModel::ColumnCount - 1));
        k = end;
    }
    list_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (!rows.empty())
        list_->scrollTo(rows.front());
}

void ConflictsPanel::goTo(std::size_t conflict) {
    const QModelIndex row = model_->indexOf(conflict);
    if (!row.isValid())
        return;
    list_->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect |
                                                      QItemSelectionModel::Rows);
    list_->scrollTo(row);
}

std::optional<std::size_t> ConflictsPanel::nextUnresolved(int direction) const {
    const std::vector<std::size_t> order = model_->listOrder();
    if (order.empty() || conflicts_->allResolved())
        return std::nullopt;
    const auto n = static_cast<std::ptrdiff_t>(order.size());
    // From the current conflict; from a field's row, from its first conflict (or before it).
    std::ptrdiff_t from = direction > 0 ? -1 : n;
    const QModelIndex current = list_->currentIndex();
    if (const auto conflict = model_->conflictAt(current)) {
        from = std::find(order.begin(), order.end(), *conflict) - order.begin();
    } else if (current.isValid()) {
        const std::vector<std::size_t> members = model_->conflictsAt(current);
        if (!members.empty())
            from = (std::find(order.begin(), order.end(), members.front()) - order.begin()) -
                   (direction > 0 ? 1 : 0);
    }
    for (std::ptrdiff_t step = 1; step <= n; ++step) {
        const std::ptrdiff_t at = ((from + direction * step) % n + n) % n;
        if (!conflicts_->choice(order[static_cast<std::size_t>(at)]))
            return order[static_cast<std::size_t>(at)];
    }
    return std::nullopt;
}

void ConflictsPanel::release() {
    count_->setText(MergeTexts::tr("The merged board was closed or replaced: the merge is over."));
    chosen_->clear();
    model_->release();
    list_->expandAll();
    for (QAction* action : list_->actions())
        list_->removeAction(action);
    buttons_->setEnabled(false);
}

} // namespace gbxx
