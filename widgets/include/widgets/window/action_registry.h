#pragma once
// Every action of the window's menus and tool bars, each under a stable id: the menus, the tool
// bars, the shortcut scheme and (later) a command palette read the actions from here rather than
// from the widgets. An id is "area.verb" in lower case ("file.open", "edit.undo", "tool.brush",
// "view.zoom-in"): it names what the action does, never its translated text, and does not change
// between versions or languages. The action's object name is kept as it was, because the keys the
// user gave an action are saved under it (KeyScheme).

#include <QAction>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QString>

#include <map>

namespace gbxx {

class ActionRegistry : public QObject {
    Q_OBJECT

public:
    explicit ActionRegistry(QObject* parent);

    // Registers `action` under `id` (isValidId), or "id-2" … when `id` is taken; it leaves the
    // registry when it is destroyed.
    QAction* add(const QString& id, QAction* action);
    // A new action owned by the registry's parent, registered under `id`, calling `slot` on
    // `receiver`.
    template <typename Receiver, typename Slot>
    QAction* create(const QString& id, const QString& objectName, const QString& text,
                    Receiver* receiver, Slot slot, const QKeySequence& key = {}) {
        auto* a = new QAction(text, parent());
        a->setObjectName(objectName);
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, receiver, slot);
        return add(id, a);
    }

    // In the order registered.
    const QList<QAction*>& actions() const { return actions_; }
    QAction* action(const QString& id) const;
    QString idOf(const QAction* action) const; // empty when not registered
    // The menus that hold the action, outermost first ("Edit ▸ Transform"), in the present
    // language; empty for an action that is in no menu (a tool bar's only).
    QString menuPath(const QString& id) const;

    // Enables or disables the action, with why it is disabled in words the user reads in the
    // command palette ("needs a selection"); an empty reason leaves the palette to say it.
    void setAvailable(const QString& id, bool on, const QString& whyNot = {});
    // Whether the action and every menu holding it are enabled: whether the user can run it now.
    bool isAvailable(const QString& id) const;
    // The reason given with the last setAvailable(…, false, …); empty when none was.
    QString whyNot(const QString& id) const;

    // Whether `id` is "area.verb": lower-case letters, then dot-separated parts of lower-case
    // letters, digits and hyphens.
    static bool isValidId(const QString& id);
    // `text` as an id's part: lower case, every run of other characters than letters and digits
    // a hyphen, as is a change from lower to upper case ("GB64 v1" → "gb64-v1", "toolOptions" →
    // "tool-options").
    static QString idPart(const QString& text);

private:
    void remove(QObject* action);

    QList<QAction*> actions_;
    std::map<QString, QAction*> byId_;
};

} // namespace gbxx
