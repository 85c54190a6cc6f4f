#pragma once
// The Validation dock: every warning about the open board (spec W and the design warnings: data off
// the board, link ids while groups are off, groups that disagree with their anchor, hex width wrap
// with an odd width, cut-off areas, homes without a reachable end), kept up to date as the board
// changes while the panel is shown. Warnings from elsewhere (validator scripts) come later, in the
// background: listed when they arrive, and dropped unread when the board changes first, so that
// no line ever speaks of a board that is no longer there. Activating a warning asks for its tiles to be shown; while they
// are, the panel keeps them current as the board changes, and lets go of them once the warning is
// fixed.

#include "widgets/validation/pending_warnings.h"
#include "widgets/common/settled_refresh.h"
#include "widgets/document/document_change.h"
#include "widgets/document/document_view.h"
#include "gbxx/change_set.h"
#include "gbxx/warnings.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <QWidget>

class QListWidget;
class QListWidgetItem;

namespace gbxx {

class BoardDocument;

class ValidationPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit ValidationPanel(QWidget* parent = nullptr);
    ~ValidationPanel() override;
    // Recomputes now (normally it waits for edits to pause, and for the panel to be shown).
    void refresh();
    // The rules changed (validators chosen or reloaded): recomputes now if shown, else when shown.
    void refreshWhenShown() { pending_.now(); }
    // Warnings from elsewhere (validator scripts), started with the built-in ones once edits
    // pause and listed after them when ready; nullptr: none to wait for.
    using ExtraWarnings = std::function<std::unique_ptr<PendingWarnings>(const BoardDocument&)>;
    void setExtraWarnings(ExtraWarnings extra);
    QListWidget* list() const { return list_; }
    // Whether warnings from elsewhere are still to come for the board as it is.
    bool extraPending() const { return extraRun_ != nullptr; }

signals:
    // The user chose a warning: show its tiles.
    void locate(const std::vector<gbxx::TileIndex>& tiles);
    // The chosen warning's tiles after the board changed; empty once it is fixed.
    void locatedChanged(const std::vector<gbxx::TileIndex>& tiles);

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;

private:
    void addWarnings(std::vector<Warning> warnings);
    // The warnings from elsewhere arrived for the board as it still is.
    void addExtra(const std::vector<Warning>& warnings);
    // Every warning is in: "No warnings." if there are none, and the chosen warning followed.
    void listed();
    // After a refresh: tells how the chosen warning's tiles changed, or that it is gone.
    void followLocated();

    struct Located {
        std::string rule;
        std::vector<TileIndex> tiles; // sorted
    };

    QListWidget* list_;
    SettledRefresh pending_;
    std::vector<std::vector<TileIndex>> tiles_; // per row
    std::vector<std::string> rules_;            // per row
    std::optional<Located> located_;
    ExtraWarnings extra_;
    std::unique_ptr<PendingWarnings> extraRun_; // for the document's revision below
    quint64 extraRevision_ = 0;
    QListWidgetItem* waiting_ = nullptr; // the line saying they are on their way
};

} // namespace gbxx
