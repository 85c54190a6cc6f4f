#pragma once
// Edit ▸ Preferences: the editor's language, colours, grid lines, recovery copies, reopening the
// last session and new boards'
// tile size, sides, shape and wrap (General), the keys of every action (Shortcuts), and the board
// registry's address and sign-in (Registry). OK applies and saves; Cancel changes nothing (but a
// sign-in or sign-out, which is done when its button is pressed).

#include "widgets/board/new_board_dialog.h"
#include "widgets/view/grid_style.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QMenu;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace gbxx {

class KeyScheme;
class RegistrySettingsPage;
class ShortcutsPage;

class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    struct Choices {
        QStringList themes; // names, in the order of their values
        int theme = 0;
        QList<int> recoverySeconds; // 0: off
        int recovery = 30;
        QStringList languages; // locale names; "" (the system's) is offered first
        QString language;
        bool reopenSession = true;
    };
    // The General page also sets what File ▸ New starts with (saved on OK).
    PreferencesDialog(const Choices& choices, KeyScheme& keys, const QList<QMenu*>& menus,
                      QWidget* parent = nullptr);

    // The pages' names in their order, as the tabs show them (with their mnemonics).
    static QStringList pageNames();
    static constexpr int kRegistryPage = 2;
    void showPage(int page);

    int theme() const;
    int recoverySeconds() const;
    QString language() const; // "" for the system's
    bool reopenSession() const;
    GridStyle gridStyle() const;
    NewBoardDefaults newBoard() const;
    ShortcutsPage* shortcuts() const { return shortcuts_; }
    RegistrySettingsPage* registry() const { return registry_; }
    QComboBox* themeBox() const { return theme_; }
    QComboBox* recoveryBox() const { return recovery_; }
    QComboBox* languageBox() const { return language_; }
    QCheckBox* reopenSessionBox() const { return reopenSession_; }
    QPushButton* gridColourButton() const { return gridColour_; }
    QSpinBox* gridWidthBox() const { return gridWidth_; }
    void setGridColour(const QColor& colour);
    QComboBox* newVariantBox() const { return newVariant_; }
    QSpinBox* newWidthBox() const { return newWidth_; }
    QSpinBox* newLengthBox() const { return newLength_; }
    QComboBox* newShapeBox() const { return newShape_; }
    QComboBox* newWrapBox() const { return newWrap_; }

    void accept() override;

private:
    QComboBox* theme_;
    QComboBox* recovery_;
    QComboBox* language_;
    QCheckBox* reopenSession_;
    QPushButton* gridColour_;
    QColor gridColourChosen_;
    QSpinBox* gridWidth_;
    QComboBox* newVariant_;
    QSpinBox* newWidth_;
    QSpinBox* newLength_;
    QComboBox* newShape_;
    QComboBox* newWrap_;
    ShortcutsPage* shortcuts_;
    RegistrySettingsPage* registry_;
    QTabWidget* pages_ = nullptr;
};

} // namespace gbxx
