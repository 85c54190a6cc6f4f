#pragma once
// The Validation dock: every warning about the open board (spec W and the design warnings: data off
// the board, link ids while groups are off, groups that disagree with their anchor, hex width wrap
// with an odd width, cut-off areas, homes without a reachable end), kept up to date as the board
// changes while the panel is shown. Activating a warning asks for its tiles to be shown; while they
// are, the panel keeps them current as the board changes, and lets go of them once the warning is
// fixed.

#include "widgets/docks/settled_refresh.h"
#include "widgets/document/document_change.h"
#include "widgets/document/document_view.h"
#include "gbxx/change_set.h"
#include "gbxx/warnings.h"

#include <functional>
#include <optional>
#include <string>

#include <QWidget>

class QListWidget;

namespace gbxx {

class BoardDocument;

class ValidationPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit ValidationPanel(QWidget* parent = nullptr);
    // Recomputes now (normally it waits for edits to pause, and for the panel to be shown).
    void refresh();
    // The rules changed (validators chosen or reloaded): recomputes now if shown, else when shown.
    void refreshWhenShown() { pending_.now(); }
    // Warnings from elsewhere (validator scripts) listed after the built-in ones, computed with
    // them once edits pause.
    using ExtraWarnings = std::function<std::vector<Warning>(const BoardDocument&)>;
    void setExtraWarnings(ExtraWarnings extra);
    QListWidget* list() const { return list_; }

signals:
    // The user chose a warning: show its tiles.
    void locate(const std::vector<gbxx::TileIndex>& tiles);
    // The chosen warning's tiles after the board changed; empty once it is fixed.
    void locatedChanged(const std::vector<gbxx::TileIndex>& tiles);

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override {
        if (change.aspects != DocumentChange::EditEnded) // an edit ending changes no tile
            pending_.later();
    }

private:
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
};

} // namespace gbxx
