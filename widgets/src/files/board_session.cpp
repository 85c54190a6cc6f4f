#include "widgets/files/board_session.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gbxx {
namespace {

QJsonObject toObject(const SessionBoard& b) {
    return QJsonObject{{QStringLiteral("source"), b.source},
                       {QStringLiteral("path"), b.path},
                       {QStringLiteral("layout"), b.layout},
                       {QStringLiteral("recovery"), b.recoveryId},
                       {QStringLiteral("fitted"), b.fitted},
                       {QStringLiteral("zoom"), b.zoom},
                       {QStringLiteral("centreX"), b.centre.x()},
                       {QStringLiteral("centreY"), b.centre.y()},
                       {QStringLiteral("layer"), b.layer},
                       {QStringLiteral("hidden"), QJsonArray::fromStringList(b.hidden)},
                       {QStringLiteral("code"), b.code},
                       {QStringLiteral("revision"), b.revision}};
}

SessionBoard fromObject(const QJsonObject& o) {
    SessionBoard b;
    b.source = o.value(QStringLiteral("source")).toString();
    b.path = o.value(QStringLiteral("path")).toString();
    b.layout = o.value(QStringLiteral("layout")).toString();
    b.recoveryId = o.value(QStringLiteral("recovery")).toString();
    b.fitted = o.value(QStringLiteral("fitted")).toBool(true);
    b.zoom = o.value(QStringLiteral("zoom")).toDouble();
    b.centre = {o.value(QStringLiteral("centreX")).toDouble(),
                o.value(QStringLiteral("centreY")).toDouble()};
    b.layer = o.value(QStringLiteral("layer")).toString();
    for (const QJsonValue& key : o.value(QStringLiteral("hidden")).toArray())
        b.hidden << key.toString();
    b.code = o.value(QStringLiteral("code")).toString();
    b.revision = std::max(0, o.value(QStringLiteral("revision")).toInt());
    // A zoom that cannot be one is no place to go back to.
    if (!(b.zoom > 0))
        b.fitted = true;
    return b;
}

} // namespace

QByteArray Session::toJson() const {
    QJsonArray list;
    for (const SessionBoard& b : boards)
        list.append(toObject(b));
    return QJsonDocument(QJsonObject{{QStringLiteral("boards"), list},
                                     {QStringLiteral("current"), current},
                                     {QStringLiteral("tool"), tool}})
        .toJson(QJsonDocument::Compact);
}

Session Session::fromJson(const QByteArray& json) {
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    Session session;
    for (const QJsonValue& b : o.value(QStringLiteral("boards")).toArray())
        if (b.isObject())
            session.boards.append(fromObject(b.toObject()));
    session.current = o.value(QStringLiteral("current")).toInt(-1);
    if (session.current < -1 || session.current >= session.boards.size())
        session.current = -1;
    session.tool = o.value(QStringLiteral("tool")).toString();
    const QJsonArray boards = o.value(QStringLiteral("boards")).toArray();
    if (!o.contains(QStringLiteral("tool")) && session.current >= 0 &&
        session.current < boards.size()) // written when each board had a tool
        session.tool =
            boards.at(session.current).toObject().value(QStringLiteral("tool")).toString();
    return session;
}

} // namespace gbxx
