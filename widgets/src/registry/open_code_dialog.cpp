#include "widgets/registry/open_code_dialog.h"

#include "gbxx/registry_code.h"
#include "widgets/common/dialog_buttons.h"
#include "widgets/registry/problem_line.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/registry/registry_problem.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace gbxx {
namespace {

// A fetch quicker than this opens its board without the dialog ever showing.
constexpr int kShowAfterMs = 400;

} // namespace

OpenCodeDialog::OpenCodeDialog(RegistryConnection& connection, QWidget* parent)
    : QDialog(parent)
    , connection_(connection)
    , code_(new QLineEdit(this))
    , sending_(new QLabel(this))
    , progress_(new QProgressBar(this))
    , error_(new ProblemLine(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , open_(buttons_->addButton(tr("&Open"), QDialogButtonBox::ActionRole)) {
    setWindowTitle(tr("Open by Code"));
    setObjectName(QStringLiteral("openCodeDialog"));
    auto* prompt = new QLabel(tr("The board's &code, or CODE@REVISION for an earlier revision, "
                                 "from the registry at %1:")
                                  .arg(connection_.shownAddress()),
                              this);
    prompt->setWordWrap(true);
    prompt->setBuddy(code_);
    code_->setObjectName(QStringLiteral("openCode"));
    code_->setPlaceholderText(QStringLiteral("B7K2Q"));
    code_->setMaxLength(40);
    code_->setToolTip(tr("Five letters and digits, as the board's publisher gave them; @N opens "
                         "revision N"));
    connect(code_, &QLineEdit::textChanged, this,
            [this](const QString& text) { open_->setEnabled(!fetching() && parse(text)); });
    progress_->setRange(0, 0);
    progress_->setTextVisible(false);
    progress_->setAccessibleName(tr("Fetching"));
    error_->label()->setObjectName(QStringLiteral("openCodeError"));
    open_->setObjectName(QStringLiteral("openCodeOpen"));
    open_->setToolTip(tr("Fetch the board and open it in a new tab"));
    open_->setDefault(true);
    open_->setEnabled(false);
    connect(open_, &QPushButton::clicked, this, &OpenCodeDialog::openTyped);
    connect(buttons_, &QDialogButtonBox::rejected, this, &OpenCodeDialog::reject);
    describeStandardButtons(buttons_);

    auto* column = new QVBoxLayout(this);
    column->addWidget(prompt);
    column->addWidget(code_);
    column->addWidget(sending_);
    column->addWidget(progress_);
    column->addWidget(error_);
    column->addStretch(1);
    column->addWidget(buttons_);
    setFetching(false);
    setMinimumWidth(440);
}

QLabel* OpenCodeDialog::errorLabel() const {
    return error_->label();
}

OpenCodeDialog::~OpenCodeDialog() {
    if (call_)
        call_->cancel();
}

std::optional<std::pair<QString, int>> OpenCodeDialog::parse(const QString& text) {
    const std::optional<CodeReference> reference = parseCodeReference(text.trimmed());
    if (!reference)
        return std::nullopt;
    return std::pair{QString::fromStdString(reference->code), reference->revision};
}

void OpenCodeDialog::openTyped() {
    if (const auto parsed = parse(code_->text()))
        fetch(parsed->first, parsed->second);
}

void OpenCodeDialog::setFetching(bool fetching) {
    sending_->setVisible(fetching);
    progress_->setVisible(fetching);
    code_->setEnabled(!fetching);
    open_->setEnabled(!fetching && parse(code_->text()));
}

void OpenCodeDialog::fetch(const QString& code, int revision) {
    if (call_)
        call_->cancel();
    code_->setText(revision > 0 ? QStringLiteral("%1@%2").arg(code).arg(revision) : code);
    RegistryClient* client = connection_.client();
    if (!client)
        return showFailure(connection_.problem());
    error_->hide();
    sending_->setText(revision > 0
                          ? tr("Fetching revision %1 of %2 from %3…")
                                .arg(revision)
                                .arg(code, connection_.shownAddress())
                          : tr("Fetching %1 from %2…").arg(code, connection_.shownAddress()));
    const RegistryAsk ask{RegistryAsk::What::Fetch, code, revision};
    call_ = client->fetch(code, revision, [this, revision, ask](RegistryResult<FetchedBoard> result) {
        call_ = nullptr;
        setFetching(false);
        if (const auto* error = std::get_if<RegistryError>(&result))
            return showFailure(registryProblem(*error, ask));
        emit fetched(std::get<FetchedBoard>(result), revision > 0);
    });
    setFetching(true);
    QTimer::singleShot(kShowAfterMs, this, [this] {
        if (fetching() && !isVisible())
            open();
    });
}

void OpenCodeDialog::showFailure(const QString& reason) {
    error_->say(tr("Not opened: %1").arg(reason));
    if (!isVisible())
        open();
    code_->setFocus();
}

void OpenCodeDialog::reject() {
    if (call_) {
        call_->cancel();
        call_ = nullptr;
        setFetching(false);
        showFailure(tr("cancelled"));
        return;
    }
    QDialog::reject();
}

} // namespace gbxx
