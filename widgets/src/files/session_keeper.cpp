#include "widgets/files/session_keeper.h"

#include "widgets/files/board_files.h"
#include "widgets/window/board_tabs.h"
#include "widgets/files/recovery_copies.h"
#include "text/qt_text.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/document/board_document.h"
#include "widgets/settings/app_settings.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "widgets/view/layer_visibility.h"
#include "widgets/window/tool_actions.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"

#include <QDir>
#include <QFileInfo>

#include <utility>
#include <vector>

namespace gbxx {
namespace {

constexpr int kSaveDelayMs = 400; // a scroll or a zoom is a stream of changes: one write after it

// The recovery copy left for `entry` by the editor that crashed, if any.
qsizetype copyFor(const SessionBoard& entry, const QList<RecoveredBoard>& orphans) {
    for (qsizetype i = 0; i < orphans.size(); ++i)
        if ((!entry.recoveryId.isEmpty() && orphans[i].id == entry.recoveryId) ||
            (!entry.path.isEmpty() && orphans[i].originalPath == entry.path))
            return i;
    return -1;
}

// The window's status reports without a message box while the session is put back: a board
// that cannot come back is named in the one message at the end.
class QuietStatus {
public:
    explicit QuietStatus(WindowStatus& status)
        : status_(status)
        , was_(status.interactive()) {
        status_.setInteractive(false);
    }
    ~QuietStatus() { status_.setInteractive(was_); }
    QuietStatus(const QuietStatus&) = delete;
    QuietStatus& operator=(const QuietStatus&) = delete;

private:
    WindowStatus& status_;
    bool was_;
};

} // namespace

SessionKeeper::SessionKeeper(const Parts& parts, QObject* parent)
    : QObject(parent)
    , parts_(parts) {
    saveSoon_.setSingleShot(true);
    saveSoon_.setInterval(kSaveDelayMs);
    connect(&saveSoon_, &QTimer::timeout, this, &SessionKeeper::save);
    BoardTabs* tabs = &parts_.tabs;
    connect(tabs, &BoardTabs::added, this, &SessionKeeper::scheduleSave);
    connect(tabs, &BoardTabs::replaced, this, &SessionKeeper::scheduleSave);
    connect(tabs, &BoardTabs::removed, this, &SessionKeeper::scheduleSave);
    connect(tabs, &BoardTabs::shown, this, &SessionKeeper::onShown);
    connect(tabs, &BoardTabs::closing, this, [this](OpenBoard& open) {
        layers_.remove(&open);
        if (layerShown_ == &open)
            layerShown_ = nullptr;
        if (heldFront_ == &open)
            heldFront_ = nullptr;
    });
    connect(tabs, &BoardTabs::activeChanged, this, [this](const DocumentChange& change) {
        if (change.has(DocumentChange::FilePath)) // Save As
            scheduleSave();
    });
    connect(&parts_.view, &BoardView::visibleAreaChanged, this, &SessionKeeper::scheduleSave);
    connect(&parts_.visibility, &LayerVisibility::changed, this, &SessionKeeper::scheduleSave);
    connect(&parts_.paint, &PaintSettings::changed, this, &SessionKeeper::recordLayer);
    connect(&parts_.tools, &ToolBox::currentChanged, this, &SessionKeeper::scheduleSave);
}

void SessionKeeper::scheduleSave() {
    if (keeping_)
        saveSoon_.start();
}

void SessionKeeper::stopKeeping() {
    keeping_ = false;
    saveSoon_.stop();
}

void SessionKeeper::recordLayer() {
    const OpenBoard* open = parts_.tabs.active();
    // A board coming forward: the layer list kept the previous board's layer for it.
    if (!open || open != layerShown_)
        return;
    const FieldSpec* field = parts_.paint.field;
    layers_[open] = field ? qs(field->key) : QString();
    scheduleSave();
}

void SessionKeeper::onShown() {
    // At every switch, restored or not: the board's own layer, when it has one (a new board
    // takes the one the window shows). The tool stays the window's.
    const OpenBoard* open = parts_.tabs.active();
    layerShown_ = open;
    if (const auto it = layers_.constFind(open); open && it != layers_.constEnd() && !it->isEmpty())
        parts_.layers.selectLayer(*it);
    recordLayer();
    scheduleSave();
}

void SessionKeeper::applyFields(const OpenBoard& open, const QStringList& hidden) {
    const BoardDocument& document = *open.document;
    const Variant variant = document.board().variant();
    for (const FieldSpec& field : document.fields())
        parts_.visibility.setVisible(variant, field, !hidden.contains(qs(field.key)));
}

SessionBoard SessionKeeper::captureBoard(const OpenBoard& open) const {
    const BoardDocument& document = *open.document;
    SessionBoard b;
    b.path = document.filePath();
    if (!document.fileLayout().isDefault())
        b.layout = qs(document.fileLayout().name);
    b.recoveryId = parts_.recovery.store().copyId(open.recoverySlot);
    if (b.path.isEmpty() && document.registryOrigin()) {
        b.code = document.registryOrigin()->code;
        b.revision = document.registryOrigin()->revisionAsked ? document.registryOrigin()->revision
                                                              : 0;
    }
    if (&open == parts_.tabs.active()) {
        b.fitted = parts_.view.zoomable()->isFitted();
        b.zoom = parts_.view.zoomable()->scale();
        b.centre = parts_.view.visibleArea().center();
    } else if (open.place) {
        b.fitted = open.place->fitted;
        b.zoom = open.place->zoom;
        b.centre = open.place->centre;
    }
    if (b.fitted) { // the zoom and centre follow the window's size
        b.zoom = 0;
        b.centre = {};
    }
    b.layer = layers_.value(&open);
    const Variant variant = document.board().variant();
    for (const FieldSpec& field : document.fields())
        if (!parts_.visibility.display(variant, field).visible)
            b.hidden << qs(field.key);
    return b;
}

Session SessionKeeper::capture() const {
    Session session;
    for (const auto& open : parts_.tabs.boards())
        session.boards.append(captureBoard(*open));
    session.current = heldFront_ ? parts_.tabs.indexOf(heldFront_) : parts_.tabs.activeBoard();
    if (const Tool* tool = parts_.tools.current())
        session.tool = tool->id();
    return session;
}

void SessionKeeper::save() {
    saveSoon_.stop();
    if (!keeping_)
        return;
    const Session now = capture();
    // Only what changed is written: a start that changes nothing leaves no settings file.
    if (now != Session::fromJson(AppSettings::session()))
        AppSettings::setSession(now.toJson());
}

bool SessionKeeper::openEntry(const SessionBoard& entry, QList<RecoveredBoard>& orphans) {
    if (entry.source != QLatin1String("file"))
        return false; // a kind of board this editor cannot open yet
    if (const qsizetype copy = copyFor(entry, orphans); copy >= 0)
        return parts_.recovery.restore(orphans.takeAt(copy));
    if (entry.path.isEmpty() || parts_.tabs.findOpen(entry.path))
        return false; // untitled without a copy: nothing to bring back; or already open
    const Layout* layout =
        entry.layout.isEmpty() ? &defaultLayout() : findLayout(entry.layout.toStdString());
    return QFileInfo::exists(entry.path) && layout && parts_.files.openFile(entry.path, *layout);
}

QStringList SessionKeeper::restore(const Session& session) {
    QStringList skipped;
    QStringList neverSaved; // opened by code, in no file: nothing to reopen
    std::vector<std::pair<OpenBoard*, const SessionBoard*>> opened;
    OpenBoard* current = nullptr;
    {
        const QuietStatus quiet(parts_.status);
        QList<RecoveredBoard> orphans = parts_.recovery.store().orphans();
        for (qsizetype i = 0; i < session.boards.size(); ++i) {
            const SessionBoard& entry = session.boards[i];
            const int before = parts_.tabs.boardCount();
            if (!openEntry(entry, orphans)) {
                if (entry.source == QLatin1String("file") && !entry.path.isEmpty() &&
                    !parts_.tabs.findOpen(entry.path))
                    skipped << QDir::toNativeSeparators(entry.path);
                else if (entry.path.isEmpty() && !entry.code.isEmpty())
                    neverSaved << (entry.revision > 0
                                       ? QStringLiteral("%1@%2").arg(entry.code).arg(entry.revision)
                                       : entry.code);
                continue;
            }
            if (parts_.tabs.boardCount() == before)
                continue; // it was open already
            opened.emplace_back(parts_.tabs.active(), &entry);
            if (i == session.current)
                current = parts_.tabs.active();
        }
    }
    // The start page when it was in front; when the board in front did not come back, the last
    // one that did stays in front.
    if (current)
        parts_.tabs.activateBoard(parts_.tabs.indexOf(current));
    else if (session.current < 0)
        parts_.tabs.activateBoard(-1);
    for (const auto& [open, entry] : opened) {
        applyFields(*open, entry->hidden);
        layers_[open] = entry->layer;
        if (entry->fitted)
            open->place.reset();
        else
            open->place = OpenBoard::ViewPlace{false, entry->zoom, entry->centre};
    }
    // The board in front is shown already: its place and layer are put back now.
    if (OpenBoard* front = parts_.tabs.active()) {
        if (front->place) {
            parts_.view.zoomable()->setScale(front->place->zoom);
            parts_.view.centreOnPoint(front->place->centre);
        }
        onShown();
    }
    if (!opened.empty() && !session.tool.isEmpty())
        parts_.toolActions.selectTool(session.tool); // the one in use at quit
    QStringList said;
    if (!skipped.isEmpty())
        said << WindowTexts::tr("Not reopened from the last session (gone or unreadable): %1")
                    .arg(skipped.join(QStringLiteral(", ")));
    if (!neverSaved.isEmpty())
        said << WindowTexts::tr("Not reopened from the last session, as opened by code and never "
                                "saved: %1 (File ▸ Open by Code fetches it again)")
                    .arg(neverSaved.join(QStringLiteral(", ")));
    if (!said.isEmpty())
        parts_.status.show(said.join(QStringLiteral(" ")));
    scheduleSave();
    return skipped;
}

bool SessionKeeper::restoreSaved() {
    if (!AppSettings::reopenSession())
        return false;
    const Session session = Session::fromJson(AppSettings::session());
    if (session.boards.isEmpty())
        return false;
    restore(session);
    return true;
}

} // namespace gbxx
