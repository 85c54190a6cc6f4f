#pragma once
// What the editor brings back at its next start: the boards open in the window, the tab in front,
// the window's tool and, for each board, where the view was, its active layer and the fields
// shown. Only data and its JSON form (kept by AppSettings::session()); SessionKeeper captures and
// restores it.

#include <QByteArray>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace gbxx {

struct SessionBoard {
    // Where the board came from: "file" today. A board opened from the library by code will be
    // another kind; a start that does not know an entry's kind skips it.
    QString source = QStringLiteral("file");
    QString path;       // empty: an untitled board, which only its recovery copy brings back
    QString layout;     // the layout its file is read in; empty: today's
    QString recoveryId; // its recovery copy while the editor runs (RecoveryStore::copyId)
    bool fitted = true; // the view fits the board to the window: zoom and centre unused
    double zoom = 0;    // pixels per tile
    QPointF centre;     // the board point in the middle of the view, in tile units
    QString layer;      // the board's active layer: its field key
    QStringList hidden; // the keys of the board's fields not shown
    // A board opened by its registry code and never saved: its code and the revision asked for
    // (0: the latest). Nothing brings it back, but the next start names it.
    QString code;
    int revision = 0;

    bool operator==(const SessionBoard&) const = default;
};

struct Session {
    QList<SessionBoard> boards; // in tab order
    int current = -1;           // the board in front; -1: the start page
    QString tool;               // the window's tool: its id

    bool operator==(const Session&) const = default;
    QByteArray toJson() const;
    // Anything that does not read as a session gives an empty one. A session written before the
    // tool was the window's (a tool for each board) gives the tool of the board in front.
    static Session fromJson(const QByteArray& json);
};

} // namespace gbxx
