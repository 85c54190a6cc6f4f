#pragma once
// The status bar's readouts of the view: the tile under the pointer (also in hex coordinates on
// hex boards), the zoom, and the tools' messages.

#include <QObject>

class QLabel;
class QStatusBar;

namespace gbxx {

class BoardDocument;
class BoardView;
class CurrentDocument;
class WindowStatus;

class ViewReadouts : public QObject {
    Q_OBJECT

public:
    ViewReadouts(BoardView& view, const CurrentDocument& current, WindowStatus& status,
                 QStatusBar* statusBar);

    // Shown while a board is.
    void follow(BoardDocument* document);

private:
    void showTile(int index);

    BoardView& view_;
    const CurrentDocument& current_;
    QLabel* tileLabel_;
    QLabel* zoomLabel_;
};

} // namespace gbxx
