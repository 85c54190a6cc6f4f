#include "widgets/merge/merge_tool.h"

#include "widgets/document/board_document.h"
#include "widgets/merge/conflict_marks.h"
#include "widgets/merge/conflicts_panel.h"
#include "widgets/merge/merge_texts.h"
#include "widgets/view/board_view.h"
#include "widgets/window/action_registry.h"

#include <QAction>
#include <QMenu>

namespace gbxx {

MergeTool::MergeTool(const BoardMerge& merge, const std::array<Footer, 3>& footers,
                     BoardDocument* document, BoardView* view, QObject* parent)
    : QObject(parent)
    , document_(document)
    , view_(view)
    , conflicts_(new MergeConflicts(merge, footers, this))
    , panel_(new ConflictsPanel(conflicts_, document))
    , marks_(new ConflictMarks(view, document, conflicts_)) {
    connect(panel_, &ConflictsPanel::currentChanged, this, &MergeTool::showConflict);
    connect(panel_, &ConflictsPanel::chosenChanged, this, &MergeTool::updateActions);
    connect(conflicts_, &MergeConflicts::choicesChanged, this, &MergeTool::updateActions);
    connect(document, &BoardDocument::changed, this, [this](const DocumentChange& change) {
        if (change.has(DocumentChange::Selection))
            followBoardSelection();
    });
}

MergeTool::~MergeTool() {
    delete panel_.data();
    delete marks_.data();
}

ConflictsPanel* MergeTool::panel() const {
    return panel_;
}

ConflictMarks* MergeTool::marks() const {
    return marks_;
}

void MergeTool::addActions(ActionRegistry& registry, QMenu* menu) {
    struct Take {
        MergeSide side;
        const char* id;
        const char* name;
        QString text;
        QString tip;
        QKeySequence key;
    };
    const Take takes[] = {
        {MergeSide::Ours, "merge.take-ours", "actionTakeOurs", MergeTexts::tr("Take &Ours"),
         MergeTexts::tr("The chosen conflicts take Ours' value (the merged board holds it "
                        "already; this marks them resolved)"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)},
        {MergeSide::Theirs, "merge.take-theirs", "actionTakeTheirs", MergeTexts::tr("Take &Theirs"),
         MergeTexts::tr("The chosen conflicts take Theirs' value"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)},
        {MergeSide::Base, "merge.take-base", "actionTakeBase", MergeTexts::tr("Take &Base"),
         MergeTexts::tr("The chosen conflicts go back to Base's value, as before either side "
                        "changed it"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)},
    };
    QList<QAction*> buttons;
    for (const Take& t : takes) {
        const MergeSide side = t.side;
        QAction* a = registry.create(
            QLatin1String(t.id), QLatin1String(t.name), t.text, this, [this, side] { take(side); },
            t.key);
        a->setStatusTip(t.tip);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(QString(t.text).remove(QLatin1Char('&')),
                                                    t.key.toString(QKeySequence::NativeText)));
        take_[MergeConflicts::index(side)] = a;
        menu->addAction(a);
        buttons << a;
    }
    menu->addSeparator();
    next_ = registry.create(
        QStringLiteral("merge.next-conflict"), QStringLiteral("actionNextConflict"),
        MergeTexts::tr("&Next Unresolved Conflict"), this, [this] { goToUnresolved(1); },
        QKeySequence(Qt::Key_F8));
    previous_ = registry.create(
        QStringLiteral("merge.previous-conflict"), QStringLiteral("actionPreviousConflict"),
        MergeTexts::tr("&Previous Unresolved Conflict"), this, [this] { goToUnresolved(-1); },
        QKeySequence(Qt::SHIFT | Qt::Key_F8));
    menu->addAction(next_);
    menu->addAction(previous_);
    for (QAction* a : {next_, previous_})
        a->setToolTip(
            QStringLiteral("%1 (%2)").arg(QString(a->text()).remove(QLatin1Char('&')),
                                          a->shortcut().toString(QKeySequence::NativeText)));
    next_->setIconText(MergeTexts::tr("Next"));
    previous_->setIconText(MergeTexts::tr("Previous"));
    buttons << previous_ << next_;
    panel_->addActions(buttons);
    updateActions();
}

bool MergeTool::take(MergeSide side) {
    if (!document_)
        return false;
    std::vector<std::size_t> chosen = panel_->chosenConflicts();
    if (chosen.empty())
        return false;
    emit actingOnBoard();
    return conflicts_->choose(*document_, chosen, side);
}

bool MergeTool::goToUnresolved(int direction) {
    const std::optional<std::size_t> next = panel_->nextUnresolved(direction);
    if (!next)
        return false;
    emit actingOnBoard();
    panel_->goTo(*next);
    return true;
}

void MergeTool::showConflict(std::optional<std::size_t> conflict) {
    marks_->setCurrent(conflict);
    if (!conflict || !document_ || view_->document() != document_.data())
        return;
    const MergeConflict& c = conflicts_->conflicts()[*conflict];
    if (c.part != MergeConflict::Part::Tile)
        return;
    const int w = document_->board().width();
    const int x = static_cast<int>(c.tile) % w, y = static_cast<int>(c.tile) / w;
    // Only when it is out of sight: going down the list does not keep moving the board.
    const Box box = view_->geometry().tileBox(x, y);
    if (!view_->visibleArea().contains(QRectF(box.x, box.y, box.width, box.height)))
        view_->centreOn(x, y);
}

void MergeTool::followBoardSelection() {
    const Selection& selection = document_->selection();
    if (selection.empty())
        return; // the list's own choice stays
    panel_->chooseConflicts(conflicts_->conflictsIn(selection));
}

void MergeTool::updateActions() {
    const bool chosen = document_ && panel_->hasChosen();
    for (QAction* a : take_)
        if (a)
            a->setEnabled(chosen);
    const bool open = document_ && !conflicts_->allResolved();
    if (next_) {
        next_->setEnabled(open);
        previous_->setEnabled(open);
    }
}

void MergeTool::release() {
    document_ = nullptr;
    marks_->release();
    panel_->release();
    updateActions();
}

} // namespace gbxx
