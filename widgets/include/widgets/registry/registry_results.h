#pragma once
// The Library's Registry scope below its search box: the boards a registry search found, more as
// the list scrolls to its end, each opened on a double click. While a search runs, when it finds
// nothing and when the registry cannot be reached, a line says so (with Retry after a failure)
// instead of an empty list.

#include <QWidget>

class QLabel;
class QListView;
class QPushButton;

namespace gbxx {

class RegistryConnection;
class RegistryModel;
struct RegistrySearch;

class RegistryResults : public QWidget {
    Q_OBJECT

public:
    explicit RegistryResults(RegistryConnection& connection, QWidget* parent = nullptr);

    RegistryModel* model() const { return model_; }
    QListView* list() const { return list_; }
    QLabel* message() const { return message_; }
    QPushButton* retryButton() const { return retry_; }
    QPushButton* cancelButton() const { return cancel_; }
    void search(const RegistrySearch& search);
    // "12 boards, more as you scroll": for the panel's status line.
    QString summary() const;

signals:
    void openRequested(const QString& code, int revision);
    void summaryChanged();

private:
    void showState();
    void showContextMenu(const QPoint& at);

    RegistryConnection& connection_;
    RegistryModel* model_;
    QListView* list_;
    QWidget* notice_;
    QLabel* message_;
    QPushButton* retry_;
    QPushButton* cancel_;
};

} // namespace gbxx
