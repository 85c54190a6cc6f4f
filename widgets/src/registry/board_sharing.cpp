#include "widgets/registry/board_sharing.h"

#include "widgets/files/board_files.h"
#include "widgets/window/board_tabs.h"
#include "gbxx/footer.h"
#include "text/core_texts.h"
#include "widgets/document/board_document.h"
#include "widgets/registry/open_code_dialog.h"
#include "widgets/registry/publish_dialog.h"
#include "widgets/registry/registry_revisions.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"

#include <QCryptographicHash>
#include <QFile>
#include <QMenu>
#include <QMessageBox>

namespace gbxx {
namespace {

std::optional<QByteArray> fileBytes(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

QByteArray bytesOf(const Board& board) {
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

QString sha256Of(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace

BoardSharing::BoardSharing(BoardTabs& tabs, BoardFiles& files, RegistryConnection& connection,
                           RegistryRevisions& revisions, WindowStatus& status, QWidget* window)
    : QObject(window)
    , tabs_(tabs)
    , files_(files)
    , connection_(connection)
    , revisions_(revisions)
    , status_(status)
    , window_(window) {}

void BoardSharing::addActions(ActionRegistry& registry, QMenu* file) {
    registry_ = &registry;
    QAction* open =
        registry.create(QStringLiteral("file.open-by-code"), QStringLiteral("actionOpenByCode"),
                        WindowTexts::tr("Open &by Code…"), this, &BoardSharing::openByCode);
    open->setStatusTip(WindowTexts::tr("Open a board from the registry by its code"));
    // Among the ways to open: before the separator that ends them.
    QAction* endOfOpening = nullptr;
    for (QAction* a : file->actions())
        if (a->isSeparator()) {
            endOfOpening = a;
            break;
        }
    file->insertAction(endOfOpening, open);
    QAction* publish =
        registry.create(QStringLiteral("file.publish"), QStringLiteral("actionPublish"),
                        WindowTexts::tr("P&ublish…"), this, &BoardSharing::publish);
    publish->setStatusTip(WindowTexts::tr("Publish the board to the registry, where anyone can "
                                          "open it by its code"));
    file->addAction(publish);
    file->addSeparator();
}

void BoardSharing::follow(BoardDocument* document) {
    registry_->setAvailable(QStringLiteral("file.publish"), document != nullptr,
                            WindowTexts::tr("needs an open board"));
}

bool BoardSharing::savedFirst(BoardDocument* document) {
    document->settle();
    if (!document->isModified() && !document->filePath().isEmpty())
        return true;
    const QString question =
        document->filePath().isEmpty()
            ? WindowTexts::tr("%1 is not saved in a file yet. Save it before publishing?")
            : WindowTexts::tr("%1 has unsaved changes. Save them before publishing? The registry "
                              "gets what the file holds.");
    if (QMessageBox::question(
            window_, WindowTexts::tr("Publish Board"), question.arg(document->displayName()),
            QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save) != QMessageBox::Save)
        return false;
    return files_.save() && !document->isModified();
}

void BoardSharing::publish() {
    BoardDocument* document = tabs_.document();
    if (publishDialog_ && publishDialog_->isVisible()) {
        publishDialog_->raise(); // one publish at a time
        return;
    }
    if (!document || !savedFirst(document))
        return;
    const std::optional<QByteArray> bytes = fileBytes(document->filePath());
    // The open board is what is published: its file must hold exactly it.
    if (!bytes || *bytes != bytesOf(document->board())) {
        status_.showError(WindowTexts::tr("Cannot Publish Board"),
                          WindowTexts::tr("%1 no longer holds the open board: save it again.")
                              .arg(document->filePath()));
        return;
    }
    const Footer& footer = document->board().footer();
    PublishFacts facts{QString::fromStdString(footer.text(footerField("title"))),
                       QString::fromStdString(footer.text(footerField("author"))),
                       footer.number(footerField("version")),
                       QString::fromLatin1(footer.latin1(footerField("boardCode")).c_str()),
                       *bytes};
    auto* dialog = new PublishDialog(facts, connection_, window_);
    publishDialog_ = dialog;
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &PublishDialog::signInRequested, this, &BoardSharing::signInRequested);
    const QPointer<BoardDocument> published = document;
    connect(dialog, &PublishDialog::published, this,
            [this, published](const PublishedRevision& revision) {
                finishPublish(published, revision);
            });
    dialog->open(); // window-modal: the board stays as it was sent while the request runs
}

void BoardSharing::finishPublish(BoardDocument* document, const PublishedRevision& revision) {
    revisions_.forget(revision.code);
    QString problem;
    if (!document || document != tabs_.document()) {
        problem = WindowTexts::tr("The board was closed: its file does not hold the code %1 yet.")
                      .arg(revision.code);
        return publishDialog_->showPublished(revision, problem);
    }
    const FooterField& field = footerField("boardCode");
    Footer footer = document->board().footer();
    if (QString::fromLatin1(footer.latin1(field).c_str()) != revision.code) {
        footer.setText(field, revision.code.toStdString());
        document->setFooter(footer,
                            WindowTexts::tr("Board Code %1 from the Registry").arg(revision.code));
        if (!files_.save())
            problem = WindowTexts::tr("The code could not be saved into %1: %2")
                          .arg(document->filePath(), status_.lastError());
    }
    if (problem.isEmpty()) {
        const std::optional<QByteArray> saved = fileBytes(document->filePath());
        const QString sha = saved ? sha256Of(*saved) : QString();
        if (sha != revision.sha256)
            problem = WindowTexts::tr("The file's SHA-256 (%1…) differs from the registry's "
                                      "(%2…).")
                          .arg(sha.left(16), revision.sha256.left(16));
    }
    status_.show(WindowTexts::tr("Published %1 as %2, revision %3")
                     .arg(document->displayName(), revision.code)
                     .arg(revision.revision),
                 8000);
    publishDialog_->showPublished(revision, problem);
}

OpenCodeDialog* BoardSharing::newOpenDialog() {
    if (openDialog_)
        openDialog_->deleteLater(); // one fetch at a time: the newest wins
    auto* dialog = new OpenCodeDialog(connection_, window_);
    openDialog_ = dialog;
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &OpenCodeDialog::fetched, this,
            [this, dialog](const FetchedBoard& fetched, bool revisionAsked) {
                const QString why = openFetched(fetched, revisionAsked);
                if (!why.isEmpty())
                    return dialog->showFailure(why);
                if (dialog->isVisible())
                    dialog->accept();
                else
                    dialog->deleteLater();
            });
    return dialog;
}

void BoardSharing::openByCode() {
    newOpenDialog()->open();
}

void BoardSharing::openCode(const QString& code, int revision) {
    newOpenDialog()->fetch(code, revision);
}

QString BoardSharing::openFetched(const FetchedBoard& fetched, bool revisionAsked) {
    ReadResult read = readBoard({reinterpret_cast<const std::uint8_t*>(fetched.bytes.constData()),
                                 static_cast<std::size_t>(fetched.bytes.size())});
    if (!read)
        return WindowTexts::tr("%1 is not a board this editor reads: %2")
            .arg(fetched.code, translated(read.error.said));
    // The same revision open and untouched in a tab: shown rather than opened twice.
    for (int i = 0; i < tabs_.boardCount(); ++i) {
        const BoardDocument* open = tabs_.boardDocument(i);
        if (open->filePath().isEmpty() && !open->isModified() && open->registryOrigin() &&
            open->registryOrigin()->code == fetched.code &&
            open->registryOrigin()->revision == fetched.revision) {
            tabs_.activateBoard(i);
            return {};
        }
    }
    tabs_.setBoard(std::move(*read.board), QString());
    tabs_.document()->setRegistryOrigin({fetched.code, fetched.revision, revisionAsked});
    status_.show(WindowTexts::tr("Opened %1, revision %2, from the registry")
                     .arg(fetched.code)
                     .arg(fetched.revision),
                 8000);
    return {};
}

} // namespace gbxx
