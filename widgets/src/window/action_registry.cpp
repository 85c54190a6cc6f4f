#include "widgets/window/action_registry.h"

#include "widgets/common/mnemonic.h"

#include <QMenu>
#include <QRegularExpression>

namespace gbxx {
namespace {

const char* const kIdProperty = "gbxxActionId";
const char* const kWhyNotProperty = "gbxxWhyNot";

// The menu that shows `action` as one of its entries (not as its own title), if any. The menu bar's
// and tool bars' overflow menus, which have no title, are not the action's place.
QMenu* menuHolding(const QAction* action) {
    for (QObject* holder : action->associatedObjects())
        if (auto* menu = qobject_cast<QMenu*>(holder);
            menu && menu->menuAction() != action && !menu->title().isEmpty())
            return menu;
    return nullptr;
}

} // namespace

ActionRegistry::ActionRegistry(QObject* parent)
    : QObject(parent) {
    setObjectName(QStringLiteral("actionRegistry"));
}

QAction* ActionRegistry::add(const QString& wanted, QAction* action) {
    Q_ASSERT_X(isValidId(wanted), "ActionRegistry::add", qPrintable(wanted));
    // Two of the user's scripts may share a name: the second is told apart, never lost.
    QString id = wanted;
    for (int n = 2; byId_.count(id); ++n)
        id = wanted + QStringLiteral("-%1").arg(n);
    action->setProperty(kIdProperty, id);
    actions_.append(action);
    byId_[id] = action;
    connect(action, &QObject::destroyed, this, &ActionRegistry::remove);
    return action;
}

void ActionRegistry::remove(QObject* action) {
    // Destroyed: only the QObject part is left, so it is found by address.
    for (auto it = byId_.begin(); it != byId_.end(); ++it)
        if (it->second == action) {
            byId_.erase(it);
            break;
        }
    actions_.removeIf([action](const QAction* a) { return a == action; });
}

QAction* ActionRegistry::action(const QString& id) const {
    const auto found = byId_.find(id);
    return found == byId_.end() ? nullptr : found->second;
}

QString ActionRegistry::idOf(const QAction* action) const {
    return actions_.contains(action) ? action->property(kIdProperty).toString() : QString();
}

QString ActionRegistry::menuPath(const QString& id) const {
    const QAction* a = action(id);
    if (!a)
        return {};
    QStringList path;
    for (QMenu* menu = menuHolding(a); menu; menu = menuHolding(menu->menuAction()))
        path.prepend(withoutMnemonic(menu->title()));
    return path.join(QStringLiteral(" ▸ "));
}

void ActionRegistry::setAvailable(const QString& id, bool on, const QString& whyNot) {
    QAction* a = action(id);
    Q_ASSERT_X(a, "ActionRegistry::setAvailable", qPrintable(id));
    a->setProperty(kWhyNotProperty, on ? QString() : whyNot);
    a->setEnabled(on);
}

bool ActionRegistry::isAvailable(const QString& id) const {
    const QAction* a = action(id);
    if (!a || !a->isEnabled())
        return false;
    for (QMenu* menu = menuHolding(a); menu; menu = menuHolding(menu->menuAction()))
        if (!menu->isEnabled() || !menu->menuAction()->isEnabled())
            return false;
    return true;
}

QString ActionRegistry::whyNot(const QString& id) const {
    const QAction* a = action(id);
    return a ? a->property(kWhyNotProperty).toString() : QString();
}

bool ActionRegistry::isValidId(const QString& id) {
    static const QRegularExpression form(QStringLiteral("^[a-z]+(\\.[a-z0-9-]+)+$"));
    return form.match(id).hasMatch();
}

QString ActionRegistry::idPart(const QString& text) {
    static const QRegularExpression camel(QStringLiteral("([a-z])([A-Z])"));
    static const QRegularExpression others(QStringLiteral("[^a-z0-9]+"));
    QString part = QString(text).replace(camel, QStringLiteral("\\1-\\2"));
    part = part.toLower().replace(others, QStringLiteral("-"));
    while (part.startsWith(QLatin1Char('-')))
        part.remove(0, 1);
    while (part.endsWith(QLatin1Char('-')))
        part.chop(1);
    return part.isEmpty() ? QStringLiteral("x") : part;
}

} // namespace gbxx
