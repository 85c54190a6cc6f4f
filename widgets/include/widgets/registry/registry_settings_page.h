#pragma once
// Preferences ▸ Registry: the board registry's address, signing in with a token (the registry is
// asked whose it is before it is kept), signing out, and a test of the connection. Signing in and
// out take effect at once; the address is saved with OK.

#include "registry_client/registry_client.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace gbxx {

class RegistrySettingsPage : public QWidget {
    Q_OBJECT

public:
    explicit RegistrySettingsPage(QWidget* parent = nullptr);
    ~RegistrySettingsPage() override;

    // Saves the address (an empty field: the registry on this machine). False, with the reason
    // shown, when the field holds no address.
    bool save();

    QLineEdit* addressEdit() const { return address_; }
    QLineEdit* tokenEdit() const { return token_; }
    QPushButton* signInButton() const { return signIn_; }
    QPushButton* signOutButton() const { return signOut_; }
    QPushButton* testButton() const { return test_; }
    QLabel* statusLabel() const { return status_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    // The token kept for the address changed.
    void signedInOrOut();

private:
    // The address requests go to: GBXX_REGISTRY, else the field, else this machine's.
    std::optional<QUrl> target(QString* why) const;
    void showStored();
    void signIn();
    void signOut();
    void test();
    void ask(const QUrl& url, const QString& token,
             std::function<void(RegistryResult<QString>)> done);
    void say(const QString& text);

    RegistryClient client_;
    QPointer<RegistryCall> call_;
    QLineEdit* address_;
    QLineEdit* token_;
    QPushButton* signIn_;
    QPushButton* signOut_;
    QPushButton* test_;
    QLabel* status_;
};

} // namespace gbxx
