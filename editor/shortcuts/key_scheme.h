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

class KeyScheme : public QObject {
    Q_OBJECT

public:
    explicit KeyScheme(QObject* parent = nullptr);

    // Takes the actions' present shortcuts as their defaults, then applies the saved ones. Actions
    // without an object name cannot be saved and are left out.
    void adopt(const QList<QAction*>& actions);
    const QList<QAction*>& actions() const { return actions_; }
    QList<QKeySequence> defaults(const QAction* action) const;

    // The actions other than `except` that `key` belongs to, in `keys` (the scheme's own when
    // null): a key given twice triggers neither.
    QList<QAction*> holdersOf(const QKeySequence& key, const QAction* except,
                              const std::map<QAction*, QList<QKeySequence>>* keys = nullptr) const;

    // Gives `action` these keys and saves them (nothing is saved for its defaults).
    void setKeys(QAction* action, const QList<QKeySequence>& keys);
    void resetAll();

signals:
    void keysChanged(QAction* action);

private:
    QList<QAction*> actions_;
    std::map<const QAction*, QList<QKeySequence>> defaults_;
};

} // namespace gbxx
