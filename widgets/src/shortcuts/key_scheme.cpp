#include "widgets/shortcuts/key_scheme.h"

#include "widgets/settings/app_settings.h"

#include <QAction>

namespace gbxx {
namespace {

constexpr char kFixedName[] = "gbxxFixedName";

} // namespace

QString fixedName(const QAction* action) {
    const QVariant name = action->property(kFixedName);
    return name.isValid() ? name.toString() : action->text();
}

void setFixedName(QAction* action, const QString& name) {
    action->setProperty(kFixedName, name);
}

KeyScheme::KeyScheme(QObject* parent)
    : QObject(parent) {}

void KeyScheme::adopt(const QList<QAction*>& actions) {
    for (QAction* action : actions) {
        if (action->objectName().isEmpty() || defaults_.count(action))
            continue;
        actions_ << action;
        defaults_[action] = action->shortcuts();
        if (!action->property(kFixedName).isValid())
            setFixedName(action, action->text());
        if (const auto saved = AppSettings::shortcuts(action->objectName())) {
            action->setShortcuts(*saved);
            emit keysChanged(action);
        }
        connect(action, &QObject::destroyed, this, [this, action] {
            actions_.removeAll(action);
            defaults_.erase(action);
        });
    }
}

QList<QKeySequence> KeyScheme::defaults(const QAction* action) const {
    const auto found = defaults_.find(action);
    return found == defaults_.end() ? QList<QKeySequence>() : found->second;
}

QList<QAction*> KeyScheme::holdersOf(const QKeySequence& key, const QAction* except,
                                     const std::map<QAction*, QList<QKeySequence>>* keys) const {
    QList<QAction*> holders;
    if (key.isEmpty())
        return holders;
    for (QAction* action : actions_) {
        if (action == except)
            continue;
        QList<QKeySequence> held = action->shortcuts();
        if (keys)
            if (const auto pending = keys->find(action); pending != keys->end())
                held = pending->second;
        if (held.contains(key))
            holders << action;
    }
    return holders;
}

void KeyScheme::setKeys(QAction* action, const QList<QKeySequence>& keys) {
    if (action->shortcuts() == keys)
        return;
    action->setShortcuts(keys);
    if (keys == defaults(action))
        AppSettings::forgetShortcuts(action->objectName());
    else
        AppSettings::setShortcuts(action->objectName(), keys);
    emit keysChanged(action);
}

} // namespace gbxx
