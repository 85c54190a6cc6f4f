#pragma once
// A line of news above the board, with buttons for what can be done about it ("Open revision 4")
// and one to close it: it informs without interrupting, unlike a message box.

#include <QFrame>
#include <QList>

#include <functional>
#include <utility>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace gbxx {

class MessageBar : public QFrame {
    Q_OBJECT

public:
    using Action = std::pair<QString, std::function<void()>>;

    explicit MessageBar(QWidget* parent = nullptr);

    // Shows `text` with a button for each action (which closes the bar first).
    void showMessage(const QString& text, const QList<Action>& actions);
    QLabel* textLabel() const { return text_; }
    QList<QPushButton*> buttons() const { return buttons_; }

signals:
    // Closed by its close button.
    void dismissed();

private:
    QLabel* text_;
    QHBoxLayout* row_;
    QToolButton* close_;
    QList<QPushButton*> buttons_;
};

} // namespace gbxx
