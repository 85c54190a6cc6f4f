#pragma once
// The Validation dock: every warning about the open board (spec W and the design warnings: data off
// the board, link ids while groups are off, groups that disagree with their anchor, hex width wrap
// with an odd width, cut-off areas, homes without a reachable end), kept up to date as the board
// changes. Activating a warning asks for its tiles to be shown.

#include "gbxx/change_set.h"

#include "settled_refresh.h"

#include <QWidget>

class QListWidget;

namespace gbxx {

class BoardDocument;

class ValidationPanel : public QWidget {
    Q_OBJECT

public:
    explicit ValidationPanel(QWidget* parent = nullptr);
    void setDocument(BoardDocument* document);
    // Recomputes now (normally it waits for edits to pause).
    void refresh();
    QListWidget* list() const { return list_; }

signals:
    void locate(const std::vector<gbxx::TileIndex>& tiles);

private:
    BoardDocument* document_ = nullptr;
    QListWidget* list_;
    SettledRefresh pending_;
    std::vector<std::vector<TileIndex>> tiles_; // per row
};

} // namespace gbxx
