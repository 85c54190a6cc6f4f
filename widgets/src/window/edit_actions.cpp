#include "widgets/window/edit_actions.h"

#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/document/region_clipboard.h"
#include "widgets/settings/app_settings.h"
#include "widgets/shortcuts/key_scheme.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/view_input.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/region_edits.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QStatusBar>
#include <QUndoGroup>

namespace gbxx {
namespace {

using Carry = PaintSettings::Carry;

} // namespace

EditActions::EditActions(ActionRegistry& registry, const CurrentDocument& current, BoardView& view,
                         PaintSettings& settings, RegionEdits& edits, WindowStatus& status,
                         QObject* parent)
    : QObject(parent)
    , registry_(registry)
    , current_(current)
    , view_(view)
    , settings_(settings)
    , edits_(edits)
    , status_(status) {
    connect(&edits_, &RegionEdits::carryChanged, this, &EditActions::update);
}

void EditActions::addUndoRedo(QUndoGroup* undoGroup, QMenu* edit) {
    // The document records a drag in progress before it is undone.
    QAction* undo = registry_.create(
        QStringLiteral("edit.undo"), QStringLiteral("actionUndo"), WindowTexts::tr("&Undo"), this,
        [this] {
            if (BoardDocument* document = current_.get())
                document->undo();
        },
        QKeySequence::Undo);
    QAction* redo = registry_.create(
        QStringLiteral("edit.redo"), QStringLiteral("actionRedo"), WindowTexts::tr("&Redo"), this,
        [this] {
            if (BoardDocument* document = current_.get())
                document->redo();
        },
        QKeySequence::Redo);
    // Both keys most Linux editors answer to, whatever the platform's own binding is.
    QList<QKeySequence> redoKeys = redo->shortcuts();
    for (const QKeySequence& key :
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(key))
            redoKeys << key;
    redo->setShortcuts(redoKeys);
    undo->setEnabled(false);
    redo->setEnabled(false);
    // Their texts name the step; the lists of keys name the actions.
    setFixedName(undo, WindowTexts::tr("&Undo"));
    setFixedName(redo, WindowTexts::tr("&Redo"));
    connect(undoGroup, &QUndoGroup::canUndoChanged, this, [this](bool can) {
        registry_.setAvailable(QStringLiteral("edit.undo"), can,
                               whyNot(WindowTexts::tr("nothing to undo")));
    });
    connect(undoGroup, &QUndoGroup::canRedoChanged, this, [this](bool can) {
        registry_.setAvailable(QStringLiteral("edit.redo"), can,
                               whyNot(WindowTexts::tr("nothing to redo")));
    });
    connect(undoGroup, &QUndoGroup::undoTextChanged, undo, [undo](const QString& text) {
        undo->setText(text.isEmpty() ? WindowTexts::tr("&Undo")
                                     : WindowTexts::tr("&Undo %1").arg(text));
    });
    connect(undoGroup, &QUndoGroup::redoTextChanged, redo, [redo](const QString& text) {
        redo->setText(text.isEmpty() ? WindowTexts::tr("&Redo")
                                     : WindowTexts::tr("&Redo %1").arg(text));
    });
    edit->addAction(undo);
    edit->addAction(redo);
}

void EditActions::addRegionActions(QMenu* edit, QMenu* select) {
    const auto make = [this](const char* id, const char* name, const QString& text, auto slot,
                             const QKeySequence& key = {}) {
        return registry_.create(QLatin1String(id), QLatin1String(name), text, &edits_, slot, key);
    };
    edit->addSeparator();
    edit->addAction(make("edit.cut", "actionCut", WindowTexts::tr("Cu&t"),
                         &RegionEdits::cutSelection, QKeySequence::Cut));
    edit->addAction(make("edit.copy", "actionCopy", WindowTexts::tr("&Copy"),
                         &RegionEdits::copySelection, QKeySequence::Copy));
    edit->addAction(make(
        "edit.paste", "actionPaste", WindowTexts::tr("&Paste"), [this] { edits_.paste(false); },
        QKeySequence::Paste));
    edit->addAction(make(
        "edit.paste-in-place", "actionPasteInPlace", WindowTexts::tr("Paste in Pl&ace"),
        [this] { edits_.paste(true); }, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)));
    edit->addAction(make("edit.delete", "actionDelete", WindowTexts::tr("&Delete"),
                         &RegionEdits::deleteSelection, QKeySequence::Delete));

    // Which fields copy, cut, delete and move carry.
    QMenu* carried = edit->addMenu(WindowTexts::tr("&Fields Carried"));
    carried->setObjectName(QStringLiteral("menuFieldsCarried"));
    auto* group = new QActionGroup(parent());
    settings_.carry = static_cast<Carry>(
        std::clamp(AppSettings::fieldsCarried(), 0, static_cast<int>(Carry::Chosen)));
    settings_.chosenFields = AppSettings::chosenFields();
    const auto carryAction = [&](const char* id, const char* name, const QString& text,
                                 Carry carry) {
        QAction* a = carried->addAction(text);
        a->setObjectName(QLatin1String(name));
        registry_.add(QLatin1String(id), a);
        a->setCheckable(true);
        a->setChecked(settings_.carry == carry);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, carry] {
            if (carry == Carry::Chosen && !edits_.chooseCarriedFields()) {
                update(); // the check goes back where it was
                return;
            }
            edits_.setCarry(carry);
        });
    };
    carryAction("edit.carry.all", "actionCarryAll", WindowTexts::tr("&All Fields"), Carry::All);
    carryAction("edit.carry.layer", "actionCarryLayer", WindowTexts::tr("The Active &Layer Only"),
                Carry::Layer);
    carryAction("edit.carry.chosen", "actionCarryChosen", WindowTexts::tr("&Chosen Fields…"),
                Carry::Chosen);

    edit->addSeparator();
    edit->addAction(make("edit.replace", "actionReplace", WindowTexts::tr("R&eplace in Selection…"),
                         &RegionEdits::replaceInSelection, QKeySequence(Qt::CTRL | Qt::Key_H)));
    QMenu* transform = edit->addMenu(WindowTexts::tr("T&ransform"));
    transform->setObjectName(QStringLiteral("menuTransform"));
    const auto transformAction = [&](const char* id, const char* name, const QString& text,
                                     RegionTransform how, const QKeySequence& key) {
        transform->addAction(make(
            id, name, text, [this, how] { edits_.transformSelection(how); }, key));
    };
    transformAction("edit.flip-horizontally", "actionFlipHorizontally",
                    WindowTexts::tr("Flip &Horizontally"), RegionTransform::FlipLeftRight,
                    QKeySequence(Qt::SHIFT | Qt::Key_H));
    transformAction("edit.flip-vertically", "actionFlipVertically",
                    WindowTexts::tr("Flip &Vertically"), RegionTransform::FlipTopBottom,
                    QKeySequence(Qt::SHIFT | Qt::Key_V));
    transformAction("edit.rotate-clockwise", "actionRotateClockwise",
                    WindowTexts::tr("Rotate &Clockwise"), RegionTransform::RotateClockwise,
                    QKeySequence(Qt::CTRL | Qt::Key_BracketRight));
    transformAction("edit.rotate-anticlockwise", "actionRotateAnticlockwise",
                    WindowTexts::tr("Rotate &Anticlockwise"), RegionTransform::RotateAnticlockwise,
                    QKeySequence(Qt::CTRL | Qt::Key_BracketLeft));

    select->addAction(make("select.all", "actionSelectAll", WindowTexts::tr("&All"),
                           &RegionEdits::selectAll, QKeySequence::SelectAll));
    select->addAction(make("select.deselect", "actionDeselect", WindowTexts::tr("&Deselect"),
                           &RegionEdits::deselect, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)));
    select->addAction(make("select.invert", "actionInvertSelection", WindowTexts::tr("&Invert"),
                           &RegionEdits::invertSelection, QKeySequence(Qt::CTRL | Qt::Key_I)));
    select->addSeparator();
    select->addAction(make("select.where", "actionSelectWhere", WindowTexts::tr("Select &Where…"),
                           &RegionEdits::selectWhere, QKeySequence(Qt::CTRL | Qt::Key_F)));

    watchClipboard();
    connect(&view_, &BoardView::floatingChanged, this, [this](bool floating) {
        update();
        // Undo places the floating content and takes it back, even when it is the first edit.
        registry_.setAvailable(QStringLiteral("edit.undo"),
                               floating ||
                                   (current_.get() && current_.get()->undoStack()->canUndo()),
                               whyNot(WindowTexts::tr("nothing to undo")));
        const QString hint = WindowTexts::tr("Drag or use the arrow keys to move; H, V flip, R "
                                             "and Shift+R rotate; Enter places it, Esc cancels.");
        if (floating)
            status_.show(hint);
        else if (status_.current() == hint)
            status_.clear(); // news about the landing stays
    });
}

void EditActions::watchClipboard() {
    // Read once a change, not at each selection change: another program's clipboard is asked
    // for over the display connection.
    const auto readClipboard = [this] {
        const QMimeData* held = QApplication::clipboard()->mimeData();
        clipboardHoldsTiles_ = held && (held->hasFormat(QString::fromLatin1(kRegionMimeType)) ||
                                        held->text().contains(QLatin1String("\"gbxx-region\"")));
        update();
    };
    connect(QApplication::clipboard(), &QClipboard::dataChanged, this, readClipboard);
    readClipboard();
}

QString EditActions::whyNot(const QString& reason) const {
    // Without a board, that is the reason; the command palette says so itself.
    return current_.get() ? reason : QString();
}

void EditActions::addSelectionLabel(QStatusBar* statusBar) {
    selectionLabel_ = new QLabel(statusBar);
    selectionLabel_->setObjectName(QStringLiteral("selectionLabel"));
    statusBar->addPermanentWidget(selectionLabel_);
}

void EditActions::update() {
    if (!selectionLabel_)
        return; // still being built
    const BoardDocument* document = current_.get();
    const bool open = document != nullptr;
    const bool selected = open && !document->selection().empty();
    const bool floating = view_.input().floating() != nullptr;
    const auto enable = [this](std::initializer_list<const char*> ids, bool on,
                               const QString& reason = {}) {
        for (const char* id : ids)
            registry_.setAvailable(QLatin1String(id), on, whyNot(reason));
    };
    const QString needsSelection = WindowTexts::tr("needs a selection");
    enable({"edit.cut", "edit.copy", "edit.delete", "edit.flip-horizontally",
            "edit.flip-vertically", "edit.rotate-clockwise", "edit.rotate-anticlockwise"},
           selected || floating, needsSelection);
    enable({"edit.paste", "edit.paste-in-place"}, open && clipboardHoldsTiles_,
           WindowTexts::tr("needs tiles on the clipboard"));
    enable({"select.all", "select.invert", "select.where", "edit.replace", "edit.carry.all",
            "edit.carry.layer", "edit.carry.chosen"},
           open);
    enable({"select.deselect"}, selected, needsSelection);
    // Enabled by the undo stack; their reasons follow the board shown.
    for (const auto& [id, reason] : {std::pair{"edit.undo", WindowTexts::tr("nothing to undo")},
                                     std::pair{"edit.redo", WindowTexts::tr("nothing to redo")}})
        registry_.setAvailable(QLatin1String(id), registry_.action(QLatin1String(id))->isEnabled(),
                               whyNot(reason));
    registry_.action(QStringLiteral("edit.carry.all"))->setChecked(settings_.carry == Carry::All);
    registry_.action(QStringLiteral("edit.carry.layer"))
        ->setChecked(settings_.carry == Carry::Layer);
    registry_.action(QStringLiteral("edit.carry.chosen"))
        ->setChecked(settings_.carry == Carry::Chosen);
    const std::size_t count = selected ? document->selection().count() : 0;
    selectionLabel_->setVisible(count > 0);
    selectionLabel_->setText(
        WindowTexts::tr("%n tile(s) selected", nullptr, static_cast<int>(count)));
}

} // namespace gbxx
