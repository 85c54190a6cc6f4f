#include "editor/shortcuts/key_scheme.h"

#include <QAction>
#include <QSettings>

namespace gbxx {
namespace {

constexpr char kFixedName[] = "gbxxFixedName";

QString settingsKey(const QAction* action) {
    return QStringLiteral("shortcuts/") + action->objectName();
}

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
    const QSettings settings;
    for (QAction* action : actions) {
        if (action->objectName().isEmpty() || defaults_.count(action))
            continue;
        actions_ << action;
        defaults_[action] = action->shortcuts();
        if (!action->property(kFixedName).isValid())
            setFixedName(action, action->text());
        const QString key = settingsKey(action);
        if (settings.contains(key)) {
            const QString saved = settings.value(key).toString();
            action->setShortcuts(
                saved.isEmpty() ? QList<QKeySequence>()
                                : QKeySequence::listFromString(saved, QKeySequence::PortableText));
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
    QSettings settings;
    if (keys == defaults(action))
        settings.remove(settingsKey(action));
    else
        settings.setValue(settingsKey(action),
                          QKeySequence::listToString(keys, QKeySequence::PortableText));
    emit keysChanged(action);
}

} // namespace gbxx
