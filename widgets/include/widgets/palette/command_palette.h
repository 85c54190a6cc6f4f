#pragma once
// The command palette (Help ▸ Search Actions, Ctrl+Shift+P, as in Tiled and VS Code): a box over
// the top middle of the window that lists, as the user types, the entries it was opened with,
// best match first (PaletteRanking). Each row shows the text with the matched letters emphasised,
// the menu path and the shortcut; an entry that cannot run now is greyed with why. Enter runs the
// chosen entry after the box closes; Esc closes it (dismissed); losing the focus closes it too.

#include "widgets/palette/palette_entry.h"
#include "widgets/palette/palette_ranking.h"

#include <QFrame>
#include <QList>

class QLabel;
class QLineEdit;
class QListView;
class QStandardItemModel;

namespace gbxx {

class CommandPalette : public QFrame {
    Q_OBJECT

public:
    explicit CommandPalette(QWidget* window);

    void open(QList<PaletteEntry> entries);
    QLineEdit* field() const { return field_; }
    QListView* list() const { return list_; }
    // What the palette says under the field: why the chosen entry did not run.
    QString message() const;
    // The entries listed now, in order.
    QList<PaletteEntry> listed() const;

signals:
    // Closed by Esc: the board view takes the focus back.
    void dismissed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refilter();
    void runCurrent();
    void step(int rows);
    void place();
    void shut();
    void onFocusChanged(QWidget* now);

    QLineEdit* field_;
    QListView* list_;
    QLabel* message_;
    QStandardItemModel* model_;
    QList<PaletteEntry> entries_;
    QList<RankedEntry> ranked_;
};

} // namespace gbxx
