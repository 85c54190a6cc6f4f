#include "widgets/merge/merge_session.h"

#include "widgets/files/board_files.h"
#include "widgets/window/board_tabs.h"
#include "io/file_names.h"
#include "text/qt_text.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/document/board_document.h"
#include "widgets/merge/conflicts_panel.h"
#include "widgets/merge/merge_conflicts.h"
#include "widgets/merge/merge_texts.h"
#include "widgets/merge/merge_tool.h"
#include "widgets/view/layer_visibility.h"
#include "widgets/window/panel_docks.h"

#include <QAbstractButton>
#include <QDir>
#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>

namespace gbxx {
namespace {

QString shownPath(const QString& path) {
    return shownName(QDir::toNativeSeparators(path));
}

} // namespace

MergeSession::MergeSession(const Parts& parts, const MergeInputs& inputs, QObject* parent)
    : QObject(parent)
    , parts_(parts)
    , out_(absoluteName(inputs.files.out)) {
    parts_.tabs.setBoard(inputs.merge.merged, out_, inputs.layout);
    open_ = parts_.tabs.active();
    BoardDocument* document = open_->document.get();
    document->markUnsaved(); // OUT holds none of it yet
    tool_ = new MergeTool(inputs.merge, inputs.footers, document, &parts_.view, this);
    tool_->panel()->setFileNames(shownPath(inputs.files.base), shownPath(inputs.files.ours),
                                 shownPath(inputs.files.theirs));
    tool_->addActions(parts_.registry, parts_.menu);
    // Under the board, the width of the window: the list's five columns need the room.
    QDockWidget* dock =
        parts_.docks.addDock(QStringLiteral("conflictsDock"), MergeTexts::tr("Conflicts"),
                             tool_->panel(), Qt::BottomDockWidgetArea);
    dock->show();
    parts_.window->resizeDocks({dock}, {parts_.window->height() / 3}, Qt::Vertical);
    open_->closingQuestion = [this] { return askBeforeClosing(); };
    connect(document, &BoardDocument::changed, this, &MergeSession::noteDocument);
    connect(tool_->conflicts(), &MergeConflicts::choicesChanged, this, &MergeSession::noteDocument);
    connect(tool_, &MergeTool::actingOnBoard, this, &MergeSession::showBoard);
    // The conflict in hand's field is the layer shown: its values are what differ.
    connect(tool_->panel(), &ConflictsPanel::currentChanged, this,
            &MergeSession::showConflictField);
    connect(&parts_.tabs, &BoardTabs::shown, this, &MergeSession::showConflictField);
    // Revert or a reload from disk replaces the board, closing its tab ends it: the merge is over.
    const auto ending = [this](OpenBoard& open) {
        if (&open == open_)
            end(open);
    };
    connect(&parts_.tabs, &BoardTabs::replaced, this, ending);
    connect(&parts_.tabs, &BoardTabs::closing, this, ending);
    tool_->goToUnresolved(1); // the first conflict in hand
}

BoardDocument* MergeSession::document() const {
    return open_ ? open_->document.get() : nullptr;
}

void MergeSession::noteDocument() {
    // Unmodified, the board is what OUT holds; the choices then are those it was saved with (they
    // go and come back with the undo steps that made them).
    const BoardDocument* document = this->document();
    if (document && !document->isModified() && document->filePath() == out_)
        outResolved_ = tool_->conflicts()->allResolved();
}

void MergeSession::showBoard() {
    if (open_ && parts_.tabs.active() != open_)
        parts_.tabs.activateBoard(parts_.tabs.indexOf(open_));
}

void MergeSession::showConflictField() {
    const std::optional<std::size_t> conflict = tool_->panel()->currentConflict();
    const MergeConflict* c = conflict && open_ && parts_.tabs.active() == open_
                                 ? &tool_->conflicts()->conflicts()[*conflict]
                                 : nullptr;
    if (!c || c->part != MergeConflict::Part::Tile) {
        // Another board in front, a header's or footer's conflict, or none: the fields are
        // shown as the user chose.
        if (open_)
            parts_.visibility.showForNow(open_->document->board().variant(), nullptr);
        return;
    }
    parts_.docks.layers()->selectLayer(qs(c->field->key));
    // Red rings over a hidden field would mark values nobody sees.
    parts_.visibility.showForNow(open_->document->board().variant(),
                                 open_->document->field(c->field->key));
    parts_.docks.inspector()->showTile(static_cast<int>(c->tile));
}

void MergeSession::end(OpenBoard& open) {
    parts_.visibility.showForNow(open.document->board().variant(), nullptr);
    open.closingQuestion = {};
    open_ = nullptr;
    tool_->release();
}

bool MergeSession::askBeforeClosing() {
    BoardDocument* document = this->document();
    if (!document)
        return true;
    const MergeConflicts& conflicts = *tool_->conflicts();
    const QString name = document->displayName();
    if (conflicts.allResolved()) {
        if (!document->isModified())
            return true;
        const auto answer = QMessageBox::warning(
            parts_.window, MergeTexts::tr("Unsaved Merge"),
            MergeTexts::tr("Every conflict is resolved, but the merge is not saved in %1 yet. "
                           "Save it?")
                .arg(name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Save)
            return parts_.files.save();
        return answer == QMessageBox::Discard;
    }
    QMessageBox box(QMessageBox::Warning, MergeTexts::tr("Unresolved Conflicts"),
                    MergeTexts::tr("%1 has unresolved conflicts: %2 of %3.")
                        .arg(name)
                        .arg(conflicts.count() - conflicts.resolvedCount())
                        .arg(conflicts.count()),
                    QMessageBox::Retry | QMessageBox::Save | QMessageBox::Cancel, parts_.window);
    box.setObjectName(QStringLiteral("unresolvedConflictsQuestion"));
    box.setInformativeText(
        document->isModified()
            ? MergeTexts::tr("Resolve them now, or save %1 as it is: each unresolved conflict "
                             "keeps Ours' value, and git does not take the merge as done.")
                  .arg(name)
            : MergeTexts::tr("%1 holds the merge as it is: each unresolved conflict keeps Ours' "
                             "value, and git does not take the merge as done.")
                  .arg(name));
    box.button(QMessageBox::Retry)->setText(MergeTexts::tr("&Resolve"));
    box.button(QMessageBox::Save)
        ->setText(document->isModified() ? MergeTexts::tr("&Save As It Is")
                                         : MergeTexts::tr("&Close As It Is"));
    if (document->isModified())
        box.addButton(QMessageBox::Discard)->setText(MergeTexts::tr("&Don't Save"));
    box.setDefaultButton(QMessageBox::Retry);
    box.setEscapeButton(QMessageBox::Cancel);
    switch (box.exec()) {
    case QMessageBox::Retry:
        tool_->goToUnresolved(1);
        return false;
    case QMessageBox::Save:
        return !document->isModified() || parts_.files.save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

} // namespace gbxx
