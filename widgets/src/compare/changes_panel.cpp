#include "widgets/compare/changes_panel.h"

#include "text/core_texts.h"
#include "widgets/compare/board_comparison.h"
#include "widgets/compare/difference_texts.h"
#include "widgets/common/settled_refresh.h"
#include "widgets/document/board_document.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QSet>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace gbxx {

ChangesPanel::ChangesPanel(QWidget* parent)
    : QWidget(parent)
    , model_(new ChangesModel(this))
    , refresh_(new SettledRefresh(this, [this] { refresh(); }))
    , summary_(new QLabel(this))
    , buttons_(new QWidget(this))
    , compareWith_(new QToolButton(this))
    , previous_(new QToolButton(buttons_))
    , next_(new QToolButton(buttons_))
    , takeRow_(new QToolButton(buttons_))
    , leave_(new QToolButton(buttons_))
    , list_(new QTreeView(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    summary_->setObjectName(QStringLiteral("changesSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    summary_->setMinimumWidth(1);
    layout->addWidget(summary_);
    compareWith_->setObjectName(QStringLiteral("changesCompareWith"));
    compareWith_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    summary_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(compareWith_, 0, Qt::AlignLeft);
    auto* buttonRow = new QHBoxLayout(buttons_);
    buttonRow->setContentsMargins(0, 0, 0, 0);
    // Arrows and short words: the buttons never widen the dock (and shrink a fitted board).
    previous_->setArrowType(Qt::UpArrow);
    next_->setArrowType(Qt::DownArrow);
    for (QToolButton* b : {previous_, next_}) {
        b->setToolButtonStyle(Qt::ToolButtonIconOnly);
        buttonRow->addWidget(b);
    }
    for (QToolButton* b : {takeRow_, leave_}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttonRow->addWidget(b);
    }
    buttonRow->addStretch(1);
    takeRow_->setObjectName(QStringLiteral("changesTake"));
    takeRow_->setText(tr("Take"));
    takeRow_->setAccessibleName(tr("Take the other board's value"));
    connect(takeRow_, &QToolButton::clicked, this, [this] {
        const ChangesModel::Row row = currentRow();
        if (row.group >= 0)
            emit takeRequested(row);
    });
    layout->addWidget(buttons_);
    list_->setObjectName(QStringLiteral("changesList"));
    list_->setModel(model_);
    list_->setHeaderHidden(true);
    list_->setUniformRowHeights(true); // tens of thousands of tiles scroll at once
    // A row is as wide as its words ("(3, 4) in bounds → out of bounds"): the list scrolls
    // sideways rather than cutting them at the dock's edge.
    list_->header()->setStretchLastSection(false);
    list_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    list_->setAccessibleName(tr("Changes"));
    list_->setAccessibleDescription(
        tr("What differs from the other board, by field; Esc leaves compare mode"));
    list_->installEventFilter(this);
    layout->addWidget(list_, 1);
    layout->addStretch(0); // without a list, the words and the button stay at the top
    connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& index) {
                updateTakeButton();
                if (choosing_)
                    return;
                const ChangesModel::Row row = model_->rowOf(index);
                if (row.kind == ChangesModel::Kind::Tile)
                    emit locate(row.tile);
            });
    setComparison(nullptr);
}

void ChangesPanel::setActions(QAction* compareWith, QAction* previous, QAction* next,
                              QAction* leave) {
    compareWith_->setDefaultAction(compareWith);
    previous_->setDefaultAction(previous);
    next_->setDefaultAction(next);
    // Its own short word, the action's name in its tip.
    leave_->setObjectName(QStringLiteral("changesLeave"));
    leave_->setText(tr("Leave"));
    leave_->setToolTip(leave->toolTip());
    connect(leave_, &QToolButton::clicked, leave, &QAction::trigger);
}

void ChangesPanel::setComparison(BoardComparison* comparison) {
    if (comparison_)
        disconnect(comparison_, nullptr, this, nullptr);
    comparison_ = comparison;
    if (comparison_)
        connect(comparison_, &BoardComparison::updated, this, [this](bool whole) {
            updateSummary(); // the counts are the comparison's own: current at once
            if (whole)
                refresh_->now();
            else
                refresh_->later();
        });
    compareWith_->setVisible(!comparison_);
    buttons_->setVisible(comparison_ != nullptr);
    list_->setVisible(comparison_ != nullptr);
    refresh_->cancel();
    refresh();
}

void ChangesPanel::refreshNow() {
    refresh_->cancel();
    refresh();
}

void ChangesPanel::refresh() {
    // What the user had open and chosen stays so across the refresh.
    QSet<QString> expanded;
    for (int r = 0; r < model_->rowCount(); ++r) {
        const QModelIndex group = model_->index(r, 0);
        if (list_->isExpanded(group))
            expanded << QString::number(static_cast<int>(model_->rowOf(group).kind)) +
                            group.data(ChangesModel::kFieldKeyRole).toString();
    }
    const ChangesModel::Row chosen = currentRow();
    model_->setComparison(comparison_);
    choosing_ = true;
    for (int r = 0; r < model_->rowCount(); ++r) {
        const QModelIndex group = model_->index(r, 0);
        const QString key = QString::number(static_cast<int>(model_->rowOf(group).kind)) +
                            group.data(ChangesModel::kFieldKeyRole).toString();
        if (expanded.contains(key))
            list_->expand(group);
    }
    if (chosen.kind == ChangesModel::Kind::Tile)
        list_->setCurrentIndex(model_->tileIndex(chosen.field, chosen.tile));
    else if (chosen.kind == ChangesModel::Kind::Field)
        list_->setCurrentIndex(model_->fieldIndex(chosen.field));
    choosing_ = false;
    updateSummary();
    updateTakeButton();
}

void ChangesPanel::updateSummary() {
    if (!comparison_) {
        summary_->setText(tr("Not comparing. Compare With… shows what differs from another "
                             "board file, the saved version or a registry revision."));
        return;
    }
    const BoardComparison& c = *comparison_;
    QStringList lines;
    lines << tr("Compared with %1.").arg(otherBoardName(c));
    if (c.identical())
        lines << tr("The boards hold the same values.");
    else
        lines << tr("%n tile(s) differ.", nullptr, static_cast<int>(c.differingTiles()));
    if (c.converted()) {
        const Board& other = c.other().board;
        const Board& mine = c.document().board();
        const QString from =
            other.layout().isDefault()
                ? qs(labelOf(other.variant()))
                : tr("%1 (layout %2)").arg(qs(labelOf(other.variant())), qs(other.layout().name));
        lines << (c.loss().lossless()
                      ? tr("The other board is %1: compared as this %2 board holds it.")
                            .arg(from, qs(labelOf(mine.variant())))
                      : tr("The other board is %1: compared as this %2 board holds it, which "
                           "loses %3.")
                            .arg(from, qs(labelOf(mine.variant())),
                                 qs(c.loss().text())
                                     .trimmed()
                                     .replace(QLatin1Char('\n'), QStringLiteral("; "))));
    }
    summary_->setText(lines.join(QLatin1Char(' ')));
}

void ChangesPanel::updateTakeButton() {
    const ChangesModel::Row row = currentRow();
    QString tip;
    switch (row.kind) {
    case ChangesModel::Kind::Size:
        tip = tr("Board ▸ Resize changes the board's size");
        break;
    case ChangesModel::Kind::Header:
        tip = tr("Take every header key the other board has");
        break;
    case ChangesModel::Kind::HeaderKey:
    case ChangesModel::Kind::FooterKey:
        tip = tr("Take the other board's value of this key");
        break;
    case ChangesModel::Kind::Footer:
        tip = tr("Take every footer key the other board has");
        break;
    case ChangesModel::Kind::Field:
        tip = tr("Take the other board's %1 on every tile that differs")
                  .arg(nameInSentence(row.field->label));
        break;
    case ChangesModel::Kind::Tile:
        tip = tr("Take the other board's %1 on this tile").arg(nameInSentence(row.field->label));
        break;
    }
    const bool can = row.group >= 0 && row.kind != ChangesModel::Kind::Size;
    takeRow_->setEnabled(can);
    takeRow_->setToolTip(row.group < 0 ? tr("Choose a row to take the other board's value") : tip);
}

ChangesModel::Row ChangesPanel::currentRow() const {
    return model_->rowOf(list_->currentIndex());
}

void ChangesPanel::showTile(TileIndex tile) {
    if (!comparison_)
        return;
    const std::uint64_t bits = comparison_->differingBits(tile);
    for (const ChangesModel::FieldGroup& group : model_->fieldGroups()) {
        if (!(bits & group.field->mask()))
            continue;
        const QModelIndex index = model_->tileIndex(group.field, tile);
        if (!index.isValid())
            return; // listed once the edits pause
        choosing_ = true;
        list_->expand(index.parent());
        list_->setCurrentIndex(index);
        list_->scrollTo(index);
        choosing_ = false;
        return;
    }
}

bool ChangesPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == list_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && comparison_) {
        emit leaveRequested();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace gbxx
