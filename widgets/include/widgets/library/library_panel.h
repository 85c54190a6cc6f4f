#pragma once
// The board library in the window (the Library dock, and the start page's library section): a
// search box with instant results, filters (tile size, shape, wrap, width and length ranges,
// players with a home zone, warnings), an order, thumbnails, the indexing progress with a Cancel
// button, and the boards opened on a double click or shown in the file manager. With a registry,
// a scope chooses between the boards on this computer and the registry's (RegistryResults), the
// same search box and filters applying to both, and boards whose registry has a newer revision
// say so.

#include "registry_client/registry_types.h"
#include "widgets/library/library_model.h"

#include <QWidget>

class QCheckBox;
class QGridLayout;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTimer;
class QToolButton;

namespace gbxx {

class LibraryService;
class RegistryConnection;
class RegistryResults;
class RegistryRevisions;

class LibraryPanel : public QWidget {
    Q_OBJECT

public:
    // `compact` leaves the filters folded away at first (the Filters button shows them).
    enum class Scope { Computer, Registry };

    LibraryPanel(LibraryService& service, bool compact, QWidget* parent = nullptr);
    // Offers the Registry scope, and marks this computer's boards that have newer revisions there.
    void enableRegistry(RegistryConnection& connection, RegistryRevisions& revisions);
    Scope scope() const;
    void setScope(Scope scope);
    // Null until enableRegistry().
    RegistryResults* registryResults() const { return registry_; }
    QLabel* statusLabel() const { return status_; }

    LibraryModel* model() const { return model_; }
    QListView* list() const { return list_; }
    QLineEdit* searchBox() const { return search_; }
    // Applies the search box and filters now (they apply by themselves a moment after a change).
    void applyQuery();

protected:
    void resizeEvent(QResizeEvent* event) override;

signals:
    void openRequested(const QString& path);
    // `revision` 0: the latest.
    void openCodeRequested(const QString& code, int revision);
    void addFolderRequested();

private:
    LibraryQuery queryFromControls() const;
    RegistrySearch registryQueryFromControls() const;
    void showScope();
    void arrangeTop();
    void fillOrders();
    void showContextMenu(const QPoint& at);
    void updateStatus();

    LibraryService& service_;
    LibraryModel* model_;
    QLineEdit* search_;
    QToolButton* filtersButton_;
    QWidget* filters_;
    QComboBox* variant_;
    QComboBox* shape_;
    QCheckBox* wrap_;
    QCheckBox* warnings_;
    QComboBox* players_;
    QSpinBox* minWidth_;
    QSpinBox* maxWidth_;
    QSpinBox* minLength_;
    QSpinBox* maxLength_;
    QComboBox* order_;
    QListView* list_;
    QLabel* status_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QTimer* settle_;
    QPushButton* addFolder_ = nullptr;
    QStackedWidget* lists_ = nullptr;
    QComboBox* scope_ = nullptr;
    QGridLayout* top_ = nullptr;
    bool topNarrow_ = false;
    static constexpr int kOneRowWidth =
        560; // pixels: narrower, the search box gets a line of its own
    RegistryResults* registry_ = nullptr;
};

} // namespace gbxx
