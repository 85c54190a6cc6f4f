#pragma once
// File ▸ Open by Code…: a code, or CODE@REV for one revision, fetched from the registry with its
// progress and Cancel. fetched() hands on a board whose bytes match the registry's SHA-256; a
// failure is said in the dialog, which stays open for another try. Started from elsewhere (a
// library row, "Open revision N"), it shows itself only when the fetch takes a moment or fails.

#include "registry_client/registry_client.h"

#include <QDialog>
#include <QPointer>

#include <optional>
#include <utility>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace gbxx {

class ProblemLine;
class RegistryConnection;

class OpenCodeDialog : public QDialog {
    Q_OBJECT

public:
    explicit OpenCodeDialog(RegistryConnection& connection, QWidget* parent = nullptr);
    ~OpenCodeDialog() override;

    // "B7K2Q", " b7k2q@3 ": the code in its written form and the revision (0: the latest);
    // nothing for anything else.
    static std::optional<std::pair<QString, int>> parse(const QString& text);

    // Fetches `code` now (`revision` 0: the latest).
    void fetch(const QString& code, int revision);
    // The fetched board could not be opened after all.
    void showFailure(const QString& reason);
    bool fetching() const { return call_ != nullptr; }

    QLineEdit* codeEdit() const { return code_; }
    QPushButton* openButton() const { return open_; }
    QLabel* errorLabel() const;

    void reject() override;

signals:
    // `revisionAsked`: a revision was named, not simply the latest.
    void fetched(const gbxx::FetchedBoard& board, bool revisionAsked);

private:
    void openTyped();
    void setFetching(bool fetching);

    RegistryConnection& connection_;
    QPointer<RegistryCall> call_;
    QLineEdit* code_;
    QLabel* sending_;
    QProgressBar* progress_;
    ProblemLine* error_;
    QDialogButtonBox* buttons_;
    QPushButton* open_;
};

} // namespace gbxx
