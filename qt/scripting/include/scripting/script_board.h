#pragma once
// The `board` object a script sees (docs/scripting.md): a board's shape, fields, header and footer,
// reads and checked writes of tiles, and the core's geometry, paths and expressions. It works on
// the board it is given; whoever runs the script decides whether the changes are kept.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "gbxx/link_groups.h"
#include "gbxx/movement.h"
#include "gbxx/symmetry.h"
#include "gbxx/tile_field_table.h"
#include "scripting/line_probe.h"

#include <QJSValue>
#include <QObject>

#include <optional>
#include <span>

class QJSEngine;

namespace gbxx::scripting {

class ScriptBoard : public QObject {
    Q_OBJECT
    Q_PROPERTY(int width READ width CONSTANT)
    Q_PROPERTY(int length READ length CONSTANT)
    Q_PROPERTY(int variant READ variant CONSTANT)
    Q_PROPERTY(QString layout READ layoutName CONSTANT)
    Q_PROPERTY(bool hex READ hex)
    Q_PROPERTY(QJSValue fields READ fields CONSTANT)
    Q_PROPERTY(QJSValue footer READ footer)

public:
    // `board` and `table` (its fields, a schema's included) and `probe` must outlive this object;
    // `probe`, when given, learns the lines of the calls.
    ScriptBoard(QJSEngine& engine, Board& board, const TileFieldTable& table,
                LineProbe* probe = nullptr);

    int width() const { return board_.width(); }
    int length() const { return board_.length(); }
    int variant() const;
    QString layoutName() const;
    bool hex() const;
    QJSValue fields() const;
    QJSValue footer() const;

    Q_INVOKABLE QJSValue get(const QJSValue& x, const QJSValue& y, const QJSValue& key);
    Q_INVOKABLE QJSValue set(const QJSValue& x, const QJSValue& y, const QJSValue& key,
                             const QJSValue& value);
    Q_INVOKABLE QJSValue tile(const QJSValue& x, const QJSValue& y);
    Q_INVOKABLE QJSValue header(const QJSValue& key);
    Q_INVOKABLE QJSValue setHeader(const QJSValue& key, const QJSValue& value);
    Q_INVOKABLE QJSValue setFooter(const QJSValue& key, const QJSValue& value);
    Q_INVOKABLE QJSValue neighbours(const QJSValue& x, const QJSValue& y);
    Q_INVOKABLE QJSValue distance(const QJSValue& x1, const QJSValue& y1, const QJSValue& x2,
                                  const QJSValue& y2);
    Q_INVOKABLE QJSValue steps(const QJSValue& x1, const QJSValue& y1, const QJSValue& x2,
                               const QJSValue& y2, const QJSValue& player = QJSValue());
    // The movement model (docs/movement.md): a cheapest path {cost, steps, tiles} or null, the
    // tiles within a budget as [x, y, cost] in body order, and the tiles of a line of sight.
    // `rules` is an object of MoveRules' names (player, team, ffa, diagonal, climb, descend,
    // turnBarriers, currencyBarriers, pieceBarriers: "ignore" | "block" | "cost").
    Q_INVOKABLE QJSValue path(const QJSValue& x1, const QJSValue& y1, const QJSValue& x2,
                              const QJSValue& y2, const QJSValue& rules = QJSValue());
    Q_INVOKABLE QJSValue reach(const QJSValue& x, const QJSValue& y, const QJSValue& budget,
                               const QJSValue& rules = QJSValue());
    Q_INVOKABLE QJSValue line(const QJSValue& x1, const QJSValue& y1, const QJSValue& x2,
                              const QJSValue& y2);
    Q_INVOKABLE QJSValue query(const QJSValue& expression);
    // The tile at (x, y)'s image across "left-right", "top-bottom" or "both" (symmetry.h), or
    // null where no tile sits there; and a field's value as it reads at the image (owners swapped).
    Q_INVOKABLE QJSValue mirror(const QJSValue& x, const QJSValue& y, const QJSValue& axis);
    Q_INVOKABLE QJSValue mirrored(const QJSValue& key, const QJSValue& value, const QJSValue& axis);

private:
    // Each reads an argument or throws the script's error (and returns nothing).
    std::optional<int> whole(const QJSValue& v, const char* what);
    std::optional<TileIndex> tileAt(const QJSValue& x, const QJSValue& y);
    const FieldSpec* tileField(const QJSValue& key);
    const FieldSpec* headerField(const QJSValue& key);
    std::optional<Reflection> reflection(const QJSValue& axis);
    std::optional<MoveRules> moveRules(const QJSValue& rules);
    QJSValue point(TileIndex tile); // [x, y]
    QJSValue points(std::span<const TileIndex> tiles);
    std::optional<std::uint64_t> fittingValue(const FieldSpec& field, const QJSValue& value);
    void atCall() {
        if (probe_)
            probe_->atCall();
    }
    const Geometry& geometry();
    const LinkGroups* linkGroups();

    QJSEngine& engine_;
    Board& board_;
    const TileFieldTable& table_;
    LineProbe* probe_;
    QJSValue fields_;
    // The header (hex, wrap, grouped) and the tiles (link groups) decide these: rebuilt when
    // needed.
    std::optional<Geometry> geometry_;
    std::optional<std::optional<LinkGroups>> linkGroups_;
};

} // namespace gbxx::scripting
