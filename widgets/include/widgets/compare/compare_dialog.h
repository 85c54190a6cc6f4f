#pragma once
// File ▸ Compare With…: which board the open one is compared with — the saved version of its file
// ("what changed since I saved"), another board file, or a revision of its code in the registry
// (fetched here, with its progress and Cancel). The choice is handed to `start`, which says why
// it cannot compare (the dialog then stays open and shows it) or "" when the comparison began.

#include "widgets/compare/board_comparison.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace gbxx {

class BoardDocument;
class ProblemLine;
class RegistryCall;
class RegistryConnection;

class CompareDialog : public QDialog {
    Q_OBJECT

public:
    using Start = std::function<QString(BoardComparison::Other other)>;
    CompareDialog(const BoardDocument& document, RegistryConnection& connection, Start start,
                  QWidget* parent = nullptr);
    ~CompareDialog() override;

    QRadioButton* savedChoice() const { return saved_; }
    QRadioButton* fileChoice() const { return file_; }
    QRadioButton* registryChoice() const { return registry_; }
    QLineEdit* pathEdit() const { return path_; }
    QLineEdit* codeEdit() const { return code_; }
    QPushButton* compareButton() const { return compare_; }
    QLabel* problem() const;

    void reject() override;

private:
    void browse();
    void compareChosen();
    void fetch(const QString& code, int revision);
    void finish(BoardComparison::Other other);
    void updateButton();

    const BoardDocument& document_;
    RegistryConnection& connection_;
    Start start_;
    QPointer<RegistryCall> call_;
    QRadioButton* saved_;
    QRadioButton* file_;
    QRadioButton* registry_;
    QLineEdit* path_;
    QPushButton* browse_;
    QLineEdit* code_;
    QLabel* fetching_;
    QProgressBar* progress_;
    ProblemLine* problem_;
    QPushButton* compare_;
};

} // namespace gbxx
