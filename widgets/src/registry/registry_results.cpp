#include "widgets/registry/registry_results.h"

#include "widgets/registry/registry_connection.h"
#include "widgets/registry/registry_model.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace gbxx {

RegistryResults::RegistryResults(RegistryConnection& connection, QWidget* parent)
    : QWidget(parent)
    , connection_(connection)
    , model_(new RegistryModel(connection, this))
    , list_(new QListView(this))
    , notice_(new QWidget(this))
    , message_(new QLabel(notice_))
    , retry_(new QPushButton(tr("Retr&y"), notice_))
    , cancel_(new QPushButton(tr("Cancel"), notice_)) {
    list_->setModel(model_);
    list_->setIconSize(QSize(48, 48));
    list_->setUniformItemSizes(true);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setContextMenuPolicy(Qt::CustomContextMenu);
    list_->setObjectName(QStringLiteral("registryList"));
    list_->setAccessibleName(tr("Boards in the registry"));
    list_->setAccessibleDescription(
        tr("Boards the registry found; Enter or a double click opens one, more follow as you "
           "scroll"));
    connect(list_, &QListView::activated, this, [this](const QModelIndex& index) {
        emit openRequested(index.data(RegistryModel::CodeRole).toString(), 0);
    });
    connect(list_, &QListView::customContextMenuRequested, this, &RegistryResults::showContextMenu);

    message_->setObjectName(QStringLiteral("registryMessage"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    retry_->setObjectName(QStringLiteral("registryRetry"));
    retry_->setToolTip(tr("Ask the registry again"));
    connect(retry_, &QPushButton::clicked, model_, &RegistryModel::retry);
    cancel_->setObjectName(QStringLiteral("registryCancel"));
    cancel_->setToolTip(tr("Stop waiting for the registry"));
    connect(cancel_, &QPushButton::clicked, model_, &RegistryModel::cancel);
    auto* line = new QHBoxLayout(notice_);
    line->setContentsMargins(0, 0, 0, 0);
    line->addWidget(message_, 1);
    line->addWidget(retry_, 0, Qt::AlignTop);
    line->addWidget(cancel_, 0, Qt::AlignTop);

    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(notice_);
    column->addWidget(list_, 1);
    column->addStretch(0); // while the list is hidden, the notice stays at the top
    connect(model_, &RegistryModel::stateChanged, this, &RegistryResults::showState);
    connect(&connection_, &RegistryConnection::changed, this, [this] {
        if (model_->state() == RegistryModel::State::Failed)
            model_->retry();
    });
    showState();
}

void RegistryResults::search(const RegistrySearch& search) {
    model_->setSearch(search);
}

void RegistryResults::showState() {
    const bool empty = model_->rowCount() == 0;
    QString text;
    switch (model_->state()) {
    case RegistryModel::State::Searching:
        text =
            empty ? tr("Searching the registry at %1…").arg(connection_.shownAddress()) : QString();
        break;
    case RegistryModel::State::Failed:
        text = empty ? tr("The registry at %1 could not be searched: %2")
                           .arg(connection_.shownAddress(), model_->failure())
                     : tr("More boards could not be listed: %1").arg(model_->failure());
        break;
    case RegistryModel::State::Idle:
        text = empty ? tr("No board in the registry matches.") : QString();
        break;
    }
    message_->setText(text);
    notice_->setVisible(!text.isEmpty());
    retry_->setVisible(model_->state() == RegistryModel::State::Failed);
    cancel_->setVisible(model_->state() == RegistryModel::State::Searching && empty);
    // Nothing listed: the line says why, no empty list below it.
    list_->setVisible(!empty);
    emit summaryChanged();
}

QString RegistryResults::summary() const {
    const int shown = model_->rowCount();
    if (shown == 0)
        return {};
    // Counted without a plural form: the number grows as pages come.
    return model_->morePages() ? tr("Boards from the registry: %1, more as you scroll").arg(shown)
                               : tr("Boards from the registry: %1").arg(shown);
}

void RegistryResults::showContextMenu(const QPoint& at) {
    const QModelIndex index = list_->indexAt(at);
    if (!index.isValid())
        return;
    const QString code = index.data(RegistryModel::CodeRole).toString();
    QMenu menu(this);
    menu.addAction(tr("&Open"), this, [this, code] { emit openRequested(code, 0); });
    menu.addAction(tr("&Copy Code"), this, [code] { QApplication::clipboard()->setText(code); });
    menu.addAction(tr("Open &Web Page"), this, [this, code] {
        if (RegistryClient* client = connection_.client())
            QDesktopServices::openUrl(client->apiUrl(QStringLiteral("/b/") + code));
    });
    menu.exec(list_->viewport()->mapToGlobal(at));
}

} // namespace gbxx
