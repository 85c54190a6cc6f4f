#include "scripting/script_board.h"

#include "gbxx/expression.h"
#include "gbxx/footer.h"
#include "gbxx/paths.h"
#include "gbxx/tile_line.h"

#include <QJSEngine>
#include <QStringList>

#include <cmath>

namespace gbxx::scripting {
namespace {

QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

const char* kindName(FieldKind kind) {
    switch (kind) {
    case FieldKind::Enum:
        return "enum";
    case FieldKind::Flags:
        return "flags";
    case FieldKind::Height:
        return "height";
    case FieldKind::Number:
        break;
    }
    return "number";
}

const char* groupName(FieldGroup group) {
    switch (group) {
    case FieldGroup::Terrain:
        return "terrain";
    case FieldGroup::Zones:
        return "zones";
    case FieldGroup::Blacklists:
        return "blacklists";
    case FieldGroup::Barriers:
        return "barriers";
    case FieldGroup::Links:
        return "links";
    case FieldGroup::Custom:
        return "custom";
    case FieldGroup::Other:
        break;
    }
    return "other";
}

QStringList keysOf(std::span<const FieldSpec> fields) {
    QStringList keys;
    for (const FieldSpec& f : fields)
        keys << text(f.key);
    return keys;
}

} // namespace

ScriptBoard::ScriptBoard(QJSEngine& engine, Board& board, const TileFieldTable& table,
                         LineProbe* probe)
    : engine_(engine)
    , board_(board)
    , table_(table)
    , probe_(probe) {
    fields_ = engine_.newArray(static_cast<uint>(table_.fields().size()));
    quint32 k = 0;
    for (const FieldSpec& f : table_.fields()) {
        QJSValue field = engine_.newObject();
        field.setProperty(QStringLiteral("key"), text(f.key));
        field.setProperty(QStringLiteral("label"), text(f.label));
        field.setProperty(QStringLiteral("bits"), f.bitCount);
        field.setProperty(QStringLiteral("kind"), QLatin1String(kindName(f.kind)));
        field.setProperty(QStringLiteral("group"), QLatin1String(groupName(f.group)));
        QJSValue names = engine_.newArray(static_cast<uint>(f.names.size()));
        for (quint32 n = 0; n < f.names.size(); ++n)
            names.setProperty(n, text(f.names[n]));
        field.setProperty(QStringLiteral("names"), names);
        fields_.setProperty(k++, field);
    }
}

int ScriptBoard::variant() const {
    return bitsOf(board_.variant());
}

QString ScriptBoard::layoutName() const {
    return text(board_.layout().name);
}

bool ScriptBoard::hex() const {
    return gridShapeOf(board_).hex;
}

QJSValue ScriptBoard::fields() const {
    return fields_;
}

QJSValue ScriptBoard::footer() const {
    QJSValue object = engine_.newObject();
    for (const FooterField& f : footerFields()) {
        if (f.key == "reserved")
            continue;
        if (f.kind == FooterField::Kind::Number)
            object.setProperty(text(f.key), board_.footer().number(f));
        else
            object.setProperty(text(f.key), text(board_.footer().text(f)));
    }
    return object;
}

std::optional<int> ScriptBoard::whole(const QJSValue& v, const char* what) {
    atCall();
    const double d = v.toNumber();
    if (!v.isNumber() || !std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 1e9) {
        engine_.throwError(QJSValue::TypeError, QStringLiteral("%1 must be a whole number, not %2")
                                                    .arg(QLatin1String(what), v.toString()));
        return std::nullopt;
    }
    return static_cast<int>(d);
}

std::optional<TileIndex> ScriptBoard::tileAt(const QJSValue& xv, const QJSValue& yv) {
    const auto x = whole(xv, "x");
    if (!x)
        return std::nullopt;
    const auto y = whole(yv, "y");
    if (!y)
        return std::nullopt;
    if (!board_.contains(*x, *y)) {
        engine_.throwError(QJSValue::RangeError,
                           QStringLiteral("tile (%1, %2) is off the %3×%4 board")
                               .arg(*x)
                               .arg(*y)
                               .arg(board_.width())
                               .arg(board_.length()));
        return std::nullopt;
    }
    return board_.indexOf(*x, *y);
}

const FieldSpec* ScriptBoard::tileField(const QJSValue& key) {
    atCall();
    const FieldSpec* field = table_.find(key.toString().toStdString());
    if (!field)
        engine_.throwError(
            QJSValue::TypeError,
            QStringLiteral("unknown field '%1'; this board has %2")
                .arg(key.toString(), keysOf(table_.fields()).join(QLatin1String(", "))));
    return field;
}

const FieldSpec* ScriptBoard::headerField(const QJSValue& key) {
    atCall();
    const FieldSpec* field = board_.layout().headerField(key.toString().toStdString());
    if (!field)
        engine_.throwError(
            QJSValue::TypeError,
            QStringLiteral("unknown header field '%1'; this board has %2")
                .arg(key.toString(), keysOf(board_.layout().header).join(QLatin1String(", "))));
    return field;
}

std::optional<std::uint64_t> ScriptBoard::fittingValue(const FieldSpec& field,
                                                       const QJSValue& value) {
    if (value.isString()) { // a value's name, for enums
        const std::string name = value.toString().toStdString();
        if (field.namesValues())
            for (std::size_t k = 0; k < field.names.size(); ++k)
                if (field.names[k] == name)
                    return k;
        engine_.throwError(
            QJSValue::RangeError,
            QStringLiteral("'%1' is not a value of %2").arg(value.toString(), text(field.key)));
        return std::nullopt;
    }
    if (value.isBool())
        return value.toBool() ? 1 : 0;
    const double d = value.toNumber();
    if (!value.isNumber() || !std::isfinite(d) || d != std::floor(d) || d < 0 ||
        d > static_cast<double>(field.maxValue())) {
        engine_.throwError(QJSValue::RangeError, QStringLiteral("%1 does not fit %2 (0 to %3)")
                                                     .arg(value.toString(), text(field.key))
                                                     .arg(field.maxValue()));
        return std::nullopt;
    }
    return static_cast<std::uint64_t>(d);
}

QJSValue ScriptBoard::get(const QJSValue& x, const QJSValue& y, const QJSValue& key) {
    const auto tile = tileAt(x, y);
    if (!tile)
        return {};
    const FieldSpec* field = tileField(key);
    if (!field)
        return {};
    return static_cast<double>(board_.get(*tile, *field));
}

QJSValue ScriptBoard::set(const QJSValue& x, const QJSValue& y, const QJSValue& key,
                          const QJSValue& value) {
    const auto tile = tileAt(x, y);
    if (!tile)
        return {};
    const FieldSpec* field = tileField(key);
    if (!field)
        return {};
    const auto v = fittingValue(*field, value);
    if (!v)
        return {};
    const std::uint64_t before = board_.tile(*tile);
    const std::uint64_t after = field->write(before, *v);
    if (after != before) {
        board_.setTileRaw(*tile, after);
        linkGroups_.reset();
    }
    return {};
}

QJSValue ScriptBoard::tile(const QJSValue& x, const QJSValue& y) {
    const auto tile = tileAt(x, y);
    if (!tile)
        return {};
    QJSValue object = engine_.newObject();
    const std::uint64_t bits = board_.tile(*tile);
    for (const FieldSpec& f : table_.fields())
        object.setProperty(text(f.key), static_cast<double>(f.read(bits)));
    return object;
}

QJSValue ScriptBoard::header(const QJSValue& key) {
    const FieldSpec* field = headerField(key);
    if (!field)
        return {};
    return static_cast<double>(board_.header(*field));
}

QJSValue ScriptBoard::setHeader(const QJSValue& key, const QJSValue& value) {
    const FieldSpec* field = headerField(key);
    if (!field)
        return {};
    const auto v = fittingValue(*field, value);
    if (!v)
        return {};
    board_.setHeader(*field, *v);
    geometry_.reset(); // hex and wrap live in the header
    linkGroups_.reset();
    return {};
}

QJSValue ScriptBoard::setFooter(const QJSValue& key, const QJSValue& value) {
    atCall();
    const FooterField* field = findFooterField(key.toString().toStdString());
    if (!field || field->key == "reserved") {
        engine_.throwError(QStringLiteral("unknown footer field '%1'; the footer has version, "
                                          "editorId, boardCode, title, author")
                               .arg(key.toString()));
        return {};
    }
    if (field->kind == FooterField::Kind::Number) {
        const double d = value.toNumber();
        if (!value.isNumber() || d != std::floor(d) || d < 0 || d > 255) {
            engine_.throwError(QJSValue::RangeError, QStringLiteral("%1 does not fit %2 (0 to 255)")
                                                         .arg(value.toString(), text(field->key)));
            return {};
        }
        board_.footer().setNumber(*field, static_cast<std::uint8_t>(d));
        return {};
    }
    if (!value.isString()) {
        engine_.throwError(
            QJSValue::TypeError,
            QStringLiteral("%1 takes text, not %2").arg(text(field->key), value.toString()));
        return {};
    }
    if (const auto why = board_.footer().setText(*field, value.toString().toStdString()))
        engine_.throwError(text(*why));
    return {};
}

const Geometry& ScriptBoard::geometry() {
    if (!geometry_)
        geometry_.emplace(board_);
    return *geometry_;
}

const LinkGroups* ScriptBoard::linkGroups() {
    if (!linkGroups_)
        linkGroups_.emplace(activeLinkGroups(board_, geometry()));
    return *linkGroups_ ? &**linkGroups_ : nullptr;
}

QJSValue ScriptBoard::neighbours(const QJSValue& x, const QJSValue& y) {
    const auto tile = tileAt(x, y);
    if (!tile)
        return {};
    const Geometry::Neighbours around = geometry().neighbours(*tile);
    return points({around.begin(), around.end()});
}

QJSValue ScriptBoard::distance(const QJSValue& x1, const QJSValue& y1, const QJSValue& x2,
                               const QJSValue& y2) {
    const auto a = tileAt(x1, y1);
    if (!a)
        return {};
    const auto b = tileAt(x2, y2);
    if (!b)
        return {};
    return geometry().distance(*a, *b);
}

QJSValue ScriptBoard::steps(const QJSValue& x1, const QJSValue& y1, const QJSValue& x2,
                            const QJSValue& y2, const QJSValue& player) {
    const auto a = tileAt(x1, y1);
    if (!a)
        return {};
    const auto b = tileAt(x2, y2);
    if (!b)
        return {};
    PathOptions options;
    if (!player.isUndefined() && !player.isNull()) {
        const auto p = whole(player, "player");
        if (!p)
            return {};
        if (*p < 0 || *p > 4) {
            engine_.throwError(QJSValue::RangeError,
                               QStringLiteral("player %1 is not 1 to 4 (or 0: nobody)").arg(*p));
            return {};
        }
        options.player = *p;
    }
    const auto path = shortestPath(board_, geometry(), linkGroups(), *a, *b, options);
    return path ? path->steps : -1;
}

QJSValue ScriptBoard::point(TileIndex tile) {
    QJSValue p = engine_.newArray(2);
    p.setProperty(0, board_.xOf(tile));
    p.setProperty(1, board_.yOf(tile));
    return p;
}

QJSValue ScriptBoard::points(std::span<const TileIndex> tiles) {
    QJSValue list = engine_.newArray(static_cast<uint>(tiles.size()));
    quint32 k = 0;
    for (TileIndex t : tiles)
        list.setProperty(k++, point(t));
    return list;
}

std::optional<MoveRules> ScriptBoard::moveRules(const QJSValue& rules) {
    MoveRules out;
    if (rules.isUndefined() || rules.isNull())
        return out;
    if (!rules.isObject()) {
        engine_.throwError(QJSValue::TypeError,
                           QStringLiteral("the movement rules are an object, such as "
                                          "{player: 1, climb: 2}"));
        return std::nullopt;
    }
    const auto number = [&](const char* name, int low, int high, int& target) {
        const QJSValue v = rules.property(QLatin1String(name));
        if (v.isUndefined())
            return true;
        const auto n = whole(v, name);
        if (!n)
            return false;
        if (*n < low || *n > high) {
            engine_.throwError(QJSValue::RangeError,
                               QStringLiteral("%1 %2 is not %3 to %4").arg(QLatin1String(name))
                                   .arg(*n)
                                   .arg(low)
                                   .arg(high));
            return false;
        }
        target = *n;
        return true;
    };
    const auto barrier = [&](const char* name, bool withCost, BarrierRule& target) {
        const QJSValue v = rules.property(QLatin1String(name));
        if (v.isUndefined())
            return true;
        const QString text = v.toString();
        if (text == QLatin1String("ignore"))
            target = BarrierRule::Ignore;
        else if (text == QLatin1String("block"))
            target = BarrierRule::Block;
        else if (withCost && text == QLatin1String("cost"))
            target = BarrierRule::Cost;
        else {
            engine_.throwError(QJSValue::RangeError,
                               QStringLiteral("%1 '%2' is not %3")
                                   .arg(QLatin1String(name), text,
                                        withCost ? QStringLiteral("ignore, block or cost")
                                                 : QStringLiteral("ignore or block")));
            return false;
        }
        return true;
    };
    if (!number("player", 0, 4, out.player) || !number("team", 0, 8, out.team) ||
        !number("climb", 0, kMaxLevelCost, out.climb) ||
        !number("descend", 0, kMaxLevelCost, out.descend) ||
        !barrier("turnBarriers", true, out.turnBarriers) ||
        !barrier("currencyBarriers", true, out.currencyBarriers) ||
        !barrier("pieceBarriers", false, out.pieceBarriers))
        return std::nullopt;
    out.ffa = rules.property(QStringLiteral("ffa")).toBool();
    out.diagonal = rules.property(QStringLiteral("diagonal")).toBool();
    return out;
}

QJSValue ScriptBoard::path(const QJSValue& x1, const QJSValue& y1, const QJSValue& x2,
                           const QJSValue& y2, const QJSValue& rules) {
    const auto a = tileAt(x1, y1);
    if (!a)
        return {};
    const auto b = tileAt(x2, y2);
    if (!b)
        return {};
    const auto moving = moveRules(rules);
    if (!moving)
        return {};
    const MovementModel model(board_, *moving);
    const TileIndex from[] = {*a};
    const TileIndex to[] = {*b};
    const std::optional<Route> route = cheapestPath(model, from, to);
    if (!route)
        return QJSValue(QJSValue::NullValue);
    QJSValue out = engine_.newObject();
    out.setProperty(QStringLiteral("cost"), route->cost);
    out.setProperty(QStringLiteral("steps"), route->steps);
    out.setProperty(QStringLiteral("tiles"), points(route->tiles));
    return out;
}

QJSValue ScriptBoard::reach(const QJSValue& x, const QJSValue& y, const QJSValue& budget,
                            const QJSValue& rules) {
    const auto a = tileAt(x, y);
    if (!a)
        return {};
    const auto points = whole(budget, "budget");
    if (!points)
        return {};
    if (*points < 0) {
        engine_.throwError(QJSValue::RangeError,
                           QStringLiteral("budget %1 is less than 0").arg(*points));
        return {};
    }
    const auto moving = moveRules(rules);
    if (!moving)
        return {};
    const TileIndex from[] = {*a};
    const auto reached = reachWithin(MovementModel(board_, *moving), from, *points);
    QJSValue list = engine_.newArray(static_cast<uint>(reached.size()));
    quint32 k = 0;
    for (const auto& [tile, cost] : reached) {
        QJSValue entry = point(tile);
        entry.setProperty(2, cost);
        list.setProperty(k++, entry);
    }
    return list;
}

QJSValue ScriptBoard::line(const QJSValue& x1, const QJSValue& y1, const QJSValue& x2,
                           const QJSValue& y2) {
    const auto a = tileAt(x1, y1);
    if (!a)
        return {};
    const auto b = tileAt(x2, y2);
    if (!b)
        return {};
    return points(lineOfTiles(geometry(), *a, *b));
}

QJSValue ScriptBoard::query(const QJSValue& expression) {
    atCall();
    const auto parsed = TileExpression::parse(expression.toString().toStdString(), table_.fields(),
                                              tileShapeOf(board_));
    if (!parsed) {
        engine_.throwError(QJSValue::SyntaxError, QStringLiteral("%1 (at character %2)")
                                                      .arg(text(parsed.error.message))
                                                      .arg(parsed.error.position + 1));
        return {};
    }
    return points(parsed.expression->select(board_).tiles());
}

std::optional<Reflection> ScriptBoard::reflection(const QJSValue& axis) {
    const QString name = axis.isUndefined() ? QStringLiteral("left-right") : axis.toString();
    if (name == QLatin1String("left-right"))
        return Reflection::LeftRight;
    if (name == QLatin1String("top-bottom"))
        return Reflection::TopBottom;
    if (name == QLatin1String("both"))
        return Reflection::Both;
    engine_.throwError(
        QJSValue::RangeError,
        QStringLiteral("unknown mirror '%1'; expected left-right, top-bottom or both").arg(name));
    return std::nullopt;
}

QJSValue ScriptBoard::mirror(const QJSValue& x, const QJSValue& y, const QJSValue& axis) {
    const auto tile = tileAt(x, y);
    if (!tile)
        return {};
    const auto how = reflection(axis);
    if (!how)
        return {};
    const auto image = reflectedTile(geometry(), *tile, *how);
    if (!image)
        return QJSValue(QJSValue::NullValue);
    QJSValue point = engine_.newArray(2);
    point.setProperty(0, board_.xOf(*image));
    point.setProperty(1, board_.yOf(*image));
    return point;
}

QJSValue ScriptBoard::mirrored(const QJSValue& key, const QJSValue& value, const QJSValue& axis) {
    const FieldSpec* field = tileField(key);
    if (!field)
        return {};
    const auto v = fittingValue(*field, value);
    if (!v)
        return {};
    const auto how = reflection(axis);
    if (!how)
        return {};
    return static_cast<double>(swapOwners(*field, *v, *how));
}

} // namespace gbxx::scripting
