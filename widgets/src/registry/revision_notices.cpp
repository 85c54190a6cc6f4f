#include "widgets/registry/revision_notices.h"

#include "widgets/window/board_tabs.h"
#include "gbxx/footer.h"
#include "gbxx/registry_code.h"
#include "widgets/window/message_bar.h"
#include "widgets/window/window_texts.h"

#include <QCryptographicHash>

namespace gbxx {

RevisionNotices::RevisionNotices(BoardTabs& tabs, RegistryRevisions& revisions, MessageBar& bar,
                                 QObject* parent)
    : QObject(parent)
    , tabs_(tabs)
    , revisions_(revisions)
    , bar_(bar) {
    connect(&tabs_, &BoardTabs::added, this, &RevisionNotices::check);
    connect(&tabs_, &BoardTabs::replaced, this, &RevisionNotices::check);
    connect(&tabs_, &BoardTabs::closing, this, [this](OpenBoard& open) { notices_.remove(&open); });
    connect(&tabs_, &BoardTabs::shown, this, &RevisionNotices::showFor);
    connect(&revisions_, &RegistryRevisions::learned, this, &RevisionNotices::learned);
    connect(&bar_, &MessageBar::dismissed, this, [this] {
        if (tabs_.active() && notices_.contains(tabs_.active()))
            notices_[tabs_.active()].dismissed = true;
    });
}

void RevisionNotices::check(OpenBoard& open) {
    notices_.remove(&open);
    const Board& board = open.document->board();
    const std::string code = board.footer().latin1(footerField("boardCode"));
    const CodeKind kind = classifyCode(code);
    if (kind != CodeKind::Registry && kind != CodeKind::Claimable)
        return;
    // As opened, the board is what its file (or the registry) holds: its bytes name its revision.
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    Notice notice;
    notice.code = QString::fromStdString(*canonicalCode(code));
    notice.sha256 = QString::fromLatin1(
        QCryptographicHash::hash(QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())),
                                 QCryptographicHash::Sha256)
            .toHex());
    notices_.insert(&open, notice);
    learned(notice.code); // known already, or asked now
}

void RevisionNotices::learned(const QString& code) {
    bool changedInFront = false;
    for (auto it = notices_.begin(); it != notices_.end(); ++it) {
        if (it->code != code || it->newer)
            continue;
        it->newer = revisions_.newer(it->code, it->sha256);
        if (it->newer && it.key() == tabs_.active())
            changedInFront = true;
    }
    if (changedInFront)
        showFor(tabs_.document());
}

void RevisionNotices::showFor(BoardDocument* document) {
    const OpenBoard* open = tabs_.active();
    const auto found = open && document ? notices_.constFind(open) : notices_.cend();
    if (found == notices_.cend() || !found->newer || found->dismissed) {
        bar_.hide();
        return;
    }
    const QString code = found->code;
    const int latest = found->newer->latest;
    bar_.showMessage(WindowTexts::tr("The registry has a newer revision of %1: revision %2 (this "
                                     "board is revision %3).")
                         .arg(code)
                         .arg(latest)
                         .arg(found->newer->yours),
                     {{WindowTexts::tr("Open Revision %1").arg(latest),
                       [this, code, latest] { emit openRequested(code, latest); }}});
}

} // namespace gbxx
