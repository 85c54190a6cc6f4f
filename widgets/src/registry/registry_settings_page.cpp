#include "widgets/registry/registry_settings_page.h"

#include "registry_client/registry_address.h"
#include "registry_client/token_store.h"
#include "widgets/registry/registry_problem.h"
#include "widgets/settings/app_settings.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gbxx {
namespace {

constexpr int kTestTimeoutMs = 10000;

} // namespace

RegistrySettingsPage::RegistrySettingsPage(QWidget* parent)
    : QWidget(parent)
    , client_(QUrl(QString::fromLatin1(kDefaultRegistry)))
    , address_(new QLineEdit(AppSettings::registryAddress(), this))
    , token_(new QLineEdit(this))
    , signIn_(new QPushButton(tr("Sign I&n"), this))
    , signOut_(new QPushButton(tr("Sign &Out"), this))
    , test_(new QPushButton(tr("&Test Connection"), this))
    , status_(new QLabel(this)) {
    setObjectName(QStringLiteral("registryPage"));
    client_.setTimeout(kTestTimeoutMs);
    address_->setObjectName(QStringLiteral("registryAddress"));
    address_->setPlaceholderText(QString::fromLatin1(kDefaultRegistry));
    address_->setToolTip(tr("Where boards are published and found; the command line uses the "
                            "same address. Empty: a registry on this computer."));
    token_->setObjectName(QStringLiteral("registryToken"));
    token_->setEchoMode(QLineEdit::Password);
    token_->setPlaceholderText(tr("The token your registry's administrator gave you"));
    token_->setToolTip(tr("Your registry token; it is kept in the desktop's key ring, or in a "
                          "file only you can read"));
    signIn_->setObjectName(QStringLiteral("registrySignIn"));
    signIn_->setToolTip(tr("Check the token with the registry and keep it"));
    signOut_->setObjectName(QStringLiteral("registrySignOut"));
    signOut_->setToolTip(tr("Forget the token kept for this registry"));
    test_->setObjectName(QStringLiteral("registryTest"));
    test_->setToolTip(tr("Ask the registry whether it answers, and whose the token is"));
    status_->setObjectName(QStringLiteral("registryStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(signIn_, &QPushButton::clicked, this, &RegistrySettingsPage::signIn);
    connect(signOut_, &QPushButton::clicked, this, &RegistrySettingsPage::signOut);
    connect(test_, &QPushButton::clicked, this, &RegistrySettingsPage::test);
    token_->installEventFilter(this);

    auto* form = new QFormLayout;
    form->addRow(tr("&Address:"), address_);
    const QString overridden = qEnvironmentVariable(kRegistryVariable);
    if (!overridden.isEmpty()) {
        auto* note = new QLabel(tr("GBXX_REGISTRY is set: the editor uses %1 whatever is "
                                   "chosen here.")
                                    .arg(overridden),
                                this);
        note->setWordWrap(true);
        form->addRow(QString(), note);
    }
    auto* tokenRow = new QHBoxLayout;
    tokenRow->addWidget(token_, 1);
    tokenRow->addWidget(signIn_);
    auto* tokenLabel = new QLabel(tr("To&ken:"), this);
    tokenLabel->setBuddy(token_);
    form->addRow(tokenLabel, tokenRow);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(signOut_);
    buttons->addWidget(test_);
    buttons->addStretch(1);
    auto* column = new QVBoxLayout(this);
    column->addLayout(form);
    column->addLayout(buttons);
    column->addWidget(status_);
    column->addStretch(1);
    showStored();
}

bool RegistrySettingsPage::eventFilter(QObject* watched, QEvent* event) {
    // Enter in the token field signs in; it must not reach the dialog, whose OK would close it.
    if (watched == token_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            signIn();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

RegistrySettingsPage::~RegistrySettingsPage() {
    if (call_)
        call_->cancel();
}

std::optional<QUrl> RegistrySettingsPage::target(QString* why) const {
    return registryAddress({qEnvironmentVariable(kRegistryVariable), address_->text().trimmed()},
                           why);
}

void RegistrySettingsPage::say(const QString& text) {
    status_->setText(text);
}

void RegistrySettingsPage::ask(const QUrl& url, const QString& token,
                               std::function<void(RegistryResult<QString>)> done) {
    if (call_)
        call_->cancel();
    client_.setBase(url);
    client_.setToken(token);
    call_ = client_.account(std::move(done));
}

void RegistrySettingsPage::showStored() {
    QString why;
    const std::optional<QUrl> url = target(&why);
    if (!url)
        return say(why);
    const std::optional<QString> token = TokenStore(*url).read();
    signOut_->setEnabled(token.has_value());
    if (!token)
        return say(tr("Not signed in to %1.").arg(url->toString()));
    say(tr("Checking the token kept for %1…").arg(url->toString()));
    ask(*url, *token, [this, url = *url](RegistryResult<QString> result) {
        if (const auto* name = std::get_if<QString>(&result))
            say(tr("Signed in to %1 as %2.").arg(url.toString(), *name));
        else
            say(tr("A token is kept for %1, but: %2")
                    .arg(url.toString(), registryProblem(std::get<RegistryError>(result),
                                                        {RegistryAsk::What::Account})));
    });
}

void RegistrySettingsPage::signIn() {
    QString why;
    const std::optional<QUrl> url = target(&why);
    const QString token = token_->text().trimmed();
    if (!url)
        return say(why);
    if (token.isEmpty())
        return say(tr("Paste your token first."));
    say(tr("Checking the token with %1…").arg(url->toString()));
    ask(*url, token, [this, url = *url, token](RegistryResult<QString> result) {
        if (const auto* error = std::get_if<RegistryError>(&result))
            return say(tr("Not signed in: %1")
                              .arg(registryProblem(*error, {RegistryAsk::What::Account})));
        QString where;
        if (const auto failure = TokenStore(url).write(token, &where))
            return say(tr("The token is good, but it could not be kept: %1").arg(*failure));
        token_->clear();
        signOut_->setEnabled(true);
        say(tr("Signed in to %1 as %2; the token is kept in %3.")
                .arg(url.toString(), std::get<QString>(result), where));
        emit signedInOrOut();
    });
}

void RegistrySettingsPage::signOut() {
    QString why;
    const std::optional<QUrl> url = target(&why);
    if (!url)
        return say(why);
    if (const auto failure = TokenStore(*url).forget())
        return say(tr("The token could not be forgotten: %1").arg(*failure));
    signOut_->setEnabled(false);
    say(tr("Signed out of %1.").arg(url->toString()));
    emit signedInOrOut();
}

void RegistrySettingsPage::test() {
    QString why;
    const std::optional<QUrl> url = target(&why);
    if (!url)
        return say(why);
    const std::optional<QString> token = TokenStore(*url).read();
    say(tr("Asking %1…").arg(url->toString()));
    ask(*url, token.value_or(QString()), [this, url = *url, token](RegistryResult<QString> result) {
        if (const auto* name = std::get_if<QString>(&result))
            return say(tr("%1 answers; signed in as %2.").arg(url.toString(), *name));
        const RegistryError& error = std::get<RegistryError>(result);
        if (error.status == 401) // it answered: a registry, without a good token
            return say(token ? tr("%1 answers, but the token kept for it is not valid (or was "
                                  "revoked).")
                                   .arg(url.toString())
                             : tr("%1 answers; not signed in.").arg(url.toString()));
        say(tr("%1 cannot be reached: %2")
                .arg(url.toString(), registryProblem(error, {RegistryAsk::What::Account})));
    });
}

bool RegistrySettingsPage::save() {
    const QString text = address_->text().trimmed();
    QString why;
    if (!text.isEmpty() && !parseRegistryUrl(text, &why)) {
        say(why);
        return false;
    }
    if (text != AppSettings::registryAddress())
        AppSettings::setRegistryAddress(text);
    return true;
}

} // namespace gbxx
