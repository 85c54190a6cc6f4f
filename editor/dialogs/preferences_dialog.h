#pragma once
// Edit ▸ Preferences: the editor's colours and recovery copies (General) and the keys of every
// action (Shortcuts). OK applies and saves; Cancel changes nothing.

#include <QDialog>

class QComboBox;
class QMenu;

namespace gbxx {

class KeyScheme;
class ShortcutsPage;

class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    struct Choices {
        QStringList themes; // names, in the order of their values
        int theme = 0;
        QList<int> recoverySeconds; // 0: off
        int recovery = 30;
    };
    PreferencesDialog(const Choices& choices, KeyScheme& keys, const QList<QMenu*>& menus,
                      QWidget* parent = nullptr);

    int theme() const;
    int recoverySeconds() const;
    ShortcutsPage* shortcuts() const { return shortcuts_; }
    QComboBox* themeBox() const { return theme_; }
    QComboBox* recoveryBox() const { return recovery_; }

    void accept() override;

private:
    QComboBox* theme_;
    QComboBox* recovery_;
    ShortcutsPage* shortcuts_;
};

} // namespace gbxx
