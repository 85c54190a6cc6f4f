#include "widgets/registry/publish_dialog.h"

#include "gbxx/codec.h"
#include "gbxx/registry_code.h"
#include "text/board_outline_text.h"
#include "widgets/common/dialog_buttons.h"
#include "widgets/registry/problem_line.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/registry/registry_problem.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QUuid>
#include <QVBoxLayout>

namespace gbxx {
namespace {

QLabel* valueLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

// What the board is, in the registry's words for it: "16 × 10, hex, wraps".
QString shapeOf(const QByteArray& bytes) {
    const ReadResult read = readBoard({reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                                       static_cast<std::size_t>(bytes.size())});
    if (!read)
        return QLocale().formattedDataSize(bytes.size());
    // "Wraps" as the registry's `wrap` will say it (docs/registry-api.md): the one rule.
    return outlineText(outlineOf(*read.board), OutlineForm::Size);
}

} // namespace

PublishDialog::PublishDialog(const PublishFacts& facts, RegistryConnection& connection,
                             QWidget* parent)
    : QDialog(parent)
    , facts_(facts)
    , connection_(connection)
    , idempotencyKey_(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , account_(new QLabel(this))
    , signIn_(new QPushButton(tr("&Sign In…"), this))
    , note_(new QLineEdit(this))
    , unlisted_(new QCheckBox(tr("&Unlisted: only people who know the code find it"), this))
    , progress_(new QProgressBar(this))
    , sending_(new QLabel(this))
    , error_(new ProblemLine(this))
    , resultBox_(new QWidget(this))
    , result_(new QLabel(resultBox_))
    , link_(new QLabel(resultBox_))
    , check_(valueLabel({}, resultBox_))
    , copy_(new QPushButton(tr("&Copy Code"), resultBox_))
    , form_(new QWidget(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , publish_(buttons_->addButton(tr("&Publish"), QDialogButtonBox::ActionRole)) {
    setWindowTitle(tr("Publish Board"));
    setObjectName(QStringLiteral("publishDialog"));

    intro_ = valueLabel(tr("Publish this board to the registry at %1: anyone can then open it "
                           "by its code.")
                            .arg(connection_.shownAddress()),
                        this);
    const std::string latin1 = facts.code.toLatin1().toStdString();
    QString code;
    switch (classifyCode(latin1)) {
    case CodeKind::None:
        code = tr("none yet: a new code will be assigned");
        break;
    case CodeKind::Registry:
    case CodeKind::Claimable:
        code = tr("%1: a new revision if it is yours, claimed if nobody holds it")
                   .arg(QString::fromStdString(*canonicalCode(latin1)));
        break;
    case CodeKind::Invalid:
        codeValid_ = false;
        code = tr("\"%1\" is not a registry code: give the board five letters and digits, or no "
                  "code, in Board ▸ Metadata")
                   .arg(facts.code);
        break;
    }
    auto* form = new QFormLayout(form_);
    form->setContentsMargins(0, 0, 0, 0);
    const QString none = tr("(none)");
    form->addRow(tr("Title:"), valueLabel(facts.title.isEmpty() ? none : facts.title, form_));
    form->addRow(tr("Author:"), valueLabel(facts.author.isEmpty() ? none : facts.author, form_));
    form->addRow(tr("Version:"), valueLabel(QString::number(facts.version), form_));
    auto* shapeLabel = valueLabel(shapeOf(facts.bytes), form_);
    shapeLabel->setObjectName(QStringLiteral("publishShape"));
    form->addRow(tr("Size:"), shapeLabel);
    auto* codeLabel = valueLabel(code, form_);
    codeLabel->setObjectName(QStringLiteral("publishCode"));
    form->addRow(tr("Code:"), codeLabel);
    account_->setObjectName(QStringLiteral("publishAccount"));
    account_->setWordWrap(true);
    signIn_->setToolTip(tr("Give the editor your registry token (Preferences ▸ Registry)"));
    connect(signIn_, &QPushButton::clicked, this, [this] {
        emit signInRequested();
        checkAccount();
    });
    // The words in the row itself, the button below them: a wrapped label beside a button in a
    // row's own layout was given one line's height ("Nicht angemeldet: …" drawn over "Code:").
    form->addRow(tr("Account:"), account_);
    signIn_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // a button, not a bar
    form->addRow(QString(), signIn_);
    note_->setObjectName(QStringLiteral("publishNote"));
    note_->setMaxLength(1000);
    note_->setPlaceholderText(tr("What is new in this revision (optional)"));
    note_->setToolTip(tr("A note shown with this revision in the registry"));
    form->addRow(tr("&Note:"), note_);
    unlisted_->setObjectName(QStringLiteral("publishUnlisted"));
    unlisted_->setToolTip(tr("Leave the board out of the registry's searches and lists; its code "
                             "still opens it"));
    form->addRow(QString(), unlisted_);

    progress_->setRange(0, 0);
    progress_->setTextVisible(false);
    progress_->setAccessibleName(tr("Publishing"));
    sending_->setObjectName(QStringLiteral("publishSending"));
    error_->label()->setObjectName(QStringLiteral("publishError"));

    QFont big = result_->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    result_->setFont(big);
    result_->setObjectName(QStringLiteral("publishResult"));
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    link_->setObjectName(QStringLiteral("publishLink"));
    check_->setObjectName(QStringLiteral("publishCheck"));
    link_->setOpenExternalLinks(true);
    link_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    copy_->setObjectName(QStringLiteral("publishCopy"));
    copy_->setToolTip(tr("Copy the board's code to the clipboard"));
    auto* resultColumn = new QVBoxLayout(resultBox_);
    resultColumn->setContentsMargins(0, 0, 0, 0);
    auto* codeRow = new QHBoxLayout;
    codeRow->addWidget(result_);
    codeRow->addWidget(copy_);
    codeRow->addStretch(1);
    resultColumn->addLayout(codeRow);
    resultColumn->addWidget(link_);
    resultColumn->addWidget(check_);

    publish_->setObjectName(QStringLiteral("publishSend"));
    publish_->setToolTip(tr("Send the board to the registry"));
    publish_->setDefault(true);
    connect(publish_, &QPushButton::clicked, this, &PublishDialog::send);
    connect(buttons_, &QDialogButtonBox::rejected, this, &PublishDialog::reject);
    describeStandardButtons(buttons_);

    auto* column = new QVBoxLayout(this);
    column->addWidget(intro_);
    column->addWidget(form_);
    column->addWidget(sending_);
    column->addWidget(progress_);
    column->addWidget(error_);
    column->addWidget(resultBox_);
    column->addStretch(1);
    column->addWidget(buttons_);
    setSending(false);
    resultBox_->hide();
    setMinimumWidth(520);
    if (!codeValid_)
        showFailure(code);
    checkAccount();
}

bool PublishDialog::event(QEvent* event) {
    const bool handled = QDialog::event(event);
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize ||
        event->type() == QEvent::Show)
        fitHeightToWidth();
    return handled;
}

void PublishDialog::fitHeightToWidth() {
    const int needed = layout() ? layout()->totalHeightForWidth(width()) : -1;
    if (needed > 0 && needed != minimumHeight())
        setMinimumHeight(needed); // grows the dialog when it is shorter
}

QLabel* PublishDialog::errorLabel() const {
    return error_->label();
}

PublishDialog::~PublishDialog() {
    if (call_)
        call_->cancel();
    if (accountCall_)
        accountCall_->cancel();
}

void PublishDialog::checkAccount() {
    if (accountCall_)
        accountCall_->cancel();
    signedIn_ = false;
    RegistryClient* client = connection_.client();
    const std::optional<QString> token = connection_.token();
    signIn_->setVisible(!client || !token);
    if (!client) {
        account_->setText(connection_.problem());
    } else if (!token) {
        account_->setText(tr("Not signed in: publishing needs your registry token."));
    } else {
        signedIn_ = true; // a failed check is said, but the registry has the last word
        account_->setText(tr("Checking your token…"));
        accountCall_ = client->account([this](RegistryResult<QString> result) {
            if (const auto* name = std::get_if<QString>(&result)) {
                account_->setText(tr("Publishing as %1").arg(*name));
                return;
            }
            const RegistryError& error = std::get<RegistryError>(result);
            const QString reason = registryProblem(error, {RegistryAsk::What::Account});
            account_->setText(error.status == 401
                                  ? reason
                                  : tr("Your token could not be checked: %1").arg(reason));
            signIn_->setVisible(error.status == 401);
        });
    }
    publish_->setEnabled(codeValid_ && signedIn_ && !call_);
}

void PublishDialog::setSending(bool sending) {
    progress_->setVisible(sending);
    sending_->setVisible(sending);
    form_->setEnabled(!sending);
    publish_->setEnabled(!sending && codeValid_ && signedIn_);
}

void PublishDialog::send() {
    RegistryClient* client = connection_.client();
    if (!client)
        return showFailure(connection_.problem());
    error_->hide();
    sending_->setText(tr("Sending the board to %1…").arg(connection_.shownAddress()));
    setSending(true);
    RegistryClient::PublishOptions options;
    options.note = note_->text().trimmed();
    options.unlisted = unlisted_->isChecked();
    options.idempotencyKey = idempotencyKey_;
    call_ =
        client->publish(facts_.bytes, options, [this](RegistryResult<PublishedRevision> result) {
            call_ = nullptr;
            setSending(false);
            if (const auto* error = std::get_if<RegistryError>(&result))
                return showFailure(registryProblem(*error, {RegistryAsk::What::Publish}));
            emit published(std::get<PublishedRevision>(result));
        });
    // A try that got no answer is not hidden behind the same words: each further one is said.
    connect(call_, &RegistryCall::retrying, this, [this](int attempt, int attempts) {
        sending_->setText(tr("No answer yet from %1; sending the board again: try %2 of %3…")
                              .arg(connection_.shownAddress())
                              .arg(attempt)
                              .arg(attempts));
    });
}

void PublishDialog::showFailure(const QString& reason) {
    error_->say(codeValid_ ? tr("Not published: %1").arg(reason) : reason);
    publish_->setText(tr("&Publish Again"));
}

void PublishDialog::showPublished(const PublishedRevision& revision, const QString& problem) {
    form_->hide();
    error_->hide();
    buttons_->removeButton(publish_); // the box shows its buttons again when they change
    publish_->setParent(this);        // kept, hidden: removing it let go of it
    publish_->hide();
    intro_->setText(tr("Published to the registry at %1. Anyone can open the board by its code:")
                        .arg(connection_.shownAddress()));
    result_->setText(revision.code);
    const QString code = revision.code;
    connect(copy_, &QPushButton::clicked, this,
            [code] { QApplication::clipboard()->setText(code); });
    link_->setText(tr("Revision %1 is published: <a href=\"%2\">%2</a>")
                       .arg(revision.revision)
                       .arg(revision.url.toHtmlEscaped()));
    link_->setToolTip(tr("Open the board's page in the web browser"));
    check_->setText(problem.isEmpty()
                        ? tr("The board, its file and the registry hold the same bytes (SHA-256 "
                             "%1…).")
                              .arg(revision.sha256.left(16))
                        : problem);
    resultBox_->show();
    buttons_->setStandardButtons(QDialogButtonBox::Close);
    describeStandardButtons(buttons_);
    copy_->setFocus();
    adjustSize();
}

void PublishDialog::reject() {
    if (call_) {
        // The registry may have stored it already: Publish again gets that answer (same key).
        call_->cancel();
        call_ = nullptr;
        setSending(false);
        showFailure(tr("cancelled. If the registry stored it already, publishing again shows "
                       "its code without making another revision."));
        return;
    }
    QDialog::reject();
}

} // namespace gbxx
