#pragma once
// File ▸ Publish…: what will be published (title, author, version, size, the code or "a new code
// will be assigned"), who publishes it, a note and "unlisted"; then the progress with Cancel, and
// the result: the code with a Copy button and the board's web address, or why it failed, in words,
// with nothing changed. The request carries one Idempotency-Key for the dialog's whole life, so
// publishing again after a cancel or a lost answer never makes a second revision.

#include "registry_client/registry_client.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace gbxx {

class ProblemLine;
class RegistryConnection;

struct PublishFacts {
    QString title, author;
    int version = 0;
    QString code;     // the footer's, as it is written there (may be empty or not a code)
    QByteArray bytes; // what is sent: the saved file's bytes
};

class PublishDialog : public QDialog {
    Q_OBJECT

public:
    PublishDialog(const PublishFacts& facts, RegistryConnection& connection,
                  QWidget* parent = nullptr);
    ~PublishDialog() override;

    // After published(): the board now holds its code and is saved; `problem` says what went
    // wrong after the registry stored it (the file could not be saved, or differs from the
    // registry's bytes), empty when nothing did.
    void showPublished(const PublishedRevision& revision, const QString& problem);
    // Asks who the token belongs to (again, after signing in).
    void checkAccount();

    QLineEdit* noteEdit() const { return note_; }
    QCheckBox* unlistedBox() const { return unlisted_; }
    QPushButton* publishButton() const { return publish_; }
    QLabel* accountLabel() const { return account_; }
    QLabel* errorLabel() const;
    QLabel* sendingLabel() const { return sending_; }
    QLabel* resultLabel() const { return result_; }
    QLabel* linkLabel() const { return link_; }
    QPushButton* copyButton() const { return copy_; }

    void reject() override;

protected:
    bool event(QEvent* event) override;

signals:
    void published(const gbxx::PublishedRevision& revision);
    void signInRequested();

private:
    // At least as tall as its wrapped lines need at its width: a dialog is sized by its size hint,
    // which knows no wrapping, and the German account line was drawn over the code's.
    void fitHeightToWidth();
    void send();
    void setSending(bool sending);
    void showFailure(const QString& reason);

    PublishFacts facts_;
    RegistryConnection& connection_;
    QString idempotencyKey_;
    bool codeValid_ = true;
    bool signedIn_ = false;
    QPointer<RegistryCall> call_;
    QPointer<RegistryCall> accountCall_; // a check's answer is dropped once another check begins
    QLabel* intro_ = nullptr;
    QLabel* account_;
    QPushButton* signIn_;
    QLineEdit* note_;
    QCheckBox* unlisted_;
    QProgressBar* progress_;
    QLabel* sending_;
    ProblemLine* error_;
    QWidget* resultBox_;
    QLabel* result_;
    QLabel* link_;
    QLabel* check_;
    QPushButton* copy_;
    QWidget* form_;
    QDialogButtonBox* buttons_;
    QPushButton* publish_;
};

} // namespace gbxx
