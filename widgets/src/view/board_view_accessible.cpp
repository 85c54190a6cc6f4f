#include "widgets/view/board_view_accessible.h"

#include "widgets/document/tile_reading.h"
#include "widgets/view/board_view.h"
#include "widgets/view/tile_cursor.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QCoreApplication>

namespace gbxx {
namespace {

class TileCellAccessible;

int pointedTile(const BoardView& view) {
    return view.tileCursor()->tile();
}

// The tile as text for a screen reader: its place and its fields.
QString tileText(const BoardView& view, int index) {
    const Geometry& geometry = view.geometry();
    if (!view.document() || index < 0 || index >= static_cast<int>(geometry.tileCount()))
        return {};
    const int w = geometry.width();
    return QCoreApplication::translate("gbxx::BoardView", "Tile %1, %2: %3")
        .arg(index % w)
        .arg(index / w)
        .arg(tileReading(*view.document(), static_cast<TileIndex>(index)));
}

class BoardViewAccessible : public QAccessibleWidget {
public:
    explicit BoardViewAccessible(BoardView* view)
        : QAccessibleWidget(view, QAccessible::Canvas) {}
    ~BoardViewAccessible() override;

    BoardView* view() const { return static_cast<BoardView*>(widget()); }

    QString text(QAccessible::Text t) const override {
        switch (t) {
        case QAccessible::Name:
            return QCoreApplication::translate("gbxx::BoardView", "Board");
        case QAccessible::Description:
            return QCoreApplication::translate("gbxx::BoardView",
                                               "Arrow keys move the tile cursor, Enter applies "
                                               "the tool, Shift+arrows select");
        case QAccessible::Value:
            return tileText(*view(), pointedTile(*view()));
        default:
            return QAccessibleWidget::text(t);
        }
    }
    int childCount() const override { return pointedTile(*view()) >= 0 ? 1 : 0; }
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;

private:
    mutable QAccessible::Id cell_ = 0;
};

// The hovered tile: a cell of the board.
class TileCellAccessible : public QAccessibleInterface {
public:
    explicit TileCellAccessible(BoardView* view)
        : view_(view) {}

    bool isValid() const override { return view_ != nullptr; }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return view_->window()->windowHandle(); }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(view_);
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override {
        QAccessible::State s;
        s.focusable = true;
        s.focused = view_->hasFocus();
        s.selectable = true;
        return s;
    }
    QRect rect() const override {
        const int tile = pointedTile(*view_);
        if (tile < 0)
            return {};
        const int w = view_->geometry().width();
        const QRect local = view_->tileRect(tile % w, tile / w).toAlignedRect();
        return QRect(view_->viewport()->mapToGlobal(local.topLeft()), local.size());
    }
    QString text(QAccessible::Text t) const override {
        const int tile = pointedTile(*view_);
        if (tile < 0)
            return {};
        const int w = view_->geometry().width();
        switch (t) {
        case QAccessible::Name:
            return QCoreApplication::translate("gbxx::BoardView", "Tile %1, %2")
                .arg(tile % w)
                .arg(tile / w);
        case QAccessible::Description:
        case QAccessible::Value:
            return tileText(*view_, tile);
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override {}

private:
    BoardView* view_;
};

BoardViewAccessible::~BoardViewAccessible() {
    if (cell_)
        QAccessible::deleteAccessibleInterface(cell_);
}

QAccessibleInterface* BoardViewAccessible::child(int index) const {
    if (index != 0 || pointedTile(*view()) < 0)
        return nullptr;
    if (!cell_)
        cell_ = QAccessible::registerAccessibleInterface(new TileCellAccessible(view()));
    return QAccessible::accessibleInterface(cell_);
}

int BoardViewAccessible::indexOfChild(const QAccessibleInterface* child) const {
    return cell_ && child == QAccessible::accessibleInterface(cell_) ? 0 : -1;
}

} // namespace

QAccessibleInterface* boardViewAccessible(const QString&, QObject* object) {
    if (auto* view = qobject_cast<BoardView*>(object))
        return new BoardViewAccessible(view);
    return nullptr;
}

void announceTile(BoardView* view) {
    if (!QAccessible::isActive() || pointedTile(*view) < 0)
        return;
    QAccessibleEvent focus(view, QAccessible::Focus);
    focus.setChild(0);
    QAccessible::updateAccessibility(&focus);
    QAccessibleValueChangeEvent value(view, tileText(*view, pointedTile(*view)));
    QAccessible::updateAccessibility(&value);
}

} // namespace gbxx
