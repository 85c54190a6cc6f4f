#pragma once
// The keys of the editor's actions as the user set them (Edit ▸ Preferences ▸ Shortcuts): each
// named action's shortcuts from when it was made are its defaults; what differs is kept in the
// settings ("shortcuts/ACTION", portable text, "" for none) and applied at the next start.

#include <QKeySequence>
#include <QList>
#include <QObject>

#include <map>

class QAction;

namespace gbxx {

// The name an action is listed by (Help ▸ Keyboard Shortcuts, Preferences ▸ Shortcuts, a key's
// note), mnemonic included: fixed, where its text may follow the state ("&Undo Paint" is listed as
// "&Undo"). Without one set, its text.
QString fixedName(const QAction* action);
void setFixedName(QAction* action, const QString& name);

class KeyScheme : public QObject {
    Q_OBJECT

public:
    explicit KeyScheme(QObject* parent = nullptr);

    // Takes the actions' present shortcuts as their defaults, then applies the saved ones; an
    // action without a fixed name keeps its present text as one. Actions without an object name
    // cannot be saved and are left out.
    void adopt(const QList<QAction*>& actions);
    const QList<QAction*>& actions() const { return actions_; }
    QList<QKeySequence> defaults(const QAction* action) const;

    // The actions other than `except` that `key` belongs to, in `keys` (the scheme's own when
    // null): a key given twice triggers neither.
    QList<QAction*> holdersOf(const QKeySequence& key, const QAction* except,
                              const std::map<QAction*, QList<QKeySequence>>* keys = nullptr) const;

    // Gives `action` these keys and saves them (nothing is saved for its defaults).
    void setKeys(QAction* action, const QList<QKeySequence>& keys);

signals:
    void keysChanged(QAction* action);

private:
    QList<QAction*> actions_;
    std::map<const QAction*, QList<QKeySequence>> defaults_;
};

} // namespace gbxx
