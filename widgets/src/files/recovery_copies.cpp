#include "widgets/files/recovery_copies.h"

#include "widgets/common/dialog_buttons.h"
#include "widgets/document/board_document.h"
#include "widgets/settings/app_settings.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"
#include "widgets/window/board_tabs.h"
#include "widgets/files/recent_files.h"
#include "io/board_file.h"

#include <QActionGroup>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace gbxx {

RecoveryCopies::RecoveryCopies(BoardTabs& tabs, const RecentFiles& recent, WindowStatus& status,
                               QWidget* window)
    : QObject(window)
    , tabs_(tabs)
    , recent_(recent)
    , status_(status)
    , window_(window) {
    connect(&timer_, &QTimer::timeout, this, &RecoveryCopies::writeCopies);
    connect(&tabs_, &BoardTabs::unmodified, this, &RecoveryCopies::drop);
    connect(&tabs_, &BoardTabs::replaced, this, &RecoveryCopies::drop);
    connect(&tabs_, &BoardTabs::closing, this, &RecoveryCopies::drop);
}

QString RecoveryCopies::intervalId(int seconds) {
    return seconds == 0 ? QStringLiteral("file.recovery.off")
                        : QStringLiteral("file.recovery.every-%1s").arg(seconds);
}

void RecoveryCopies::addMenu(ActionRegistry& registry, QMenu* file) {
    QMenu* menu = file->addMenu(WindowTexts::tr("Recovery &Copies"));
    auto* group = new QActionGroup(window_);
    const int current = AppSettings::recoveryIntervalSeconds();
    for (int seconds : {10, 30, 120, 0}) {
        QAction* a = menu->addAction(seconds == 0 ? WindowTexts::tr("Off")
                                                  : WindowTexts::tr("Every %1 s").arg(seconds));
        a->setObjectName(QStringLiteral("actionRecovery%1").arg(seconds));
        registry.add(intervalId(seconds), a);
        a->setCheckable(true);
        a->setChecked(seconds == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, seconds] { setInterval(seconds); });
    }
    // Read, not written back: a start that changes nothing writes no settings file.
    applyInterval(current);
}

void RecoveryCopies::setInterval(int seconds) {
    AppSettings::setRecoveryIntervalSeconds(seconds);
    applyInterval(seconds);
}

void RecoveryCopies::applyInterval(int seconds) {
    if (seconds <= 0 || !copying_) {
        timer_.stop();
        store_.discardAll();
        return;
    }
    timer_.start(seconds * 1000);
}

void RecoveryCopies::stopCopying() {
    copying_ = false;
    timer_.stop();
    store_.discardAll();
}

void RecoveryCopies::writeCopies() {
    if (!copying_)
        return;
    for (const auto& open : tabs_.boards()) {
        const BoardDocument& document = *open->document;
        if (!document.isModified() || document.revision() == open->recoveredRevision)
            continue; // nothing new since its last copy
        open->recoveredRevision = document.revision();
        // The board as shown, a stroke in progress included: the copy is a safety net, not a
        // save, so it leaves the stroke going rather than settling it.
        store_.save(open->recoverySlot, document.board(), document.filePath(),
                    document.displayName());
    }
}

void RecoveryCopies::drop(OpenBoard& open) {
    open.recoveredRevision = 0;
    store_.discard(open.recoverySlot);
}

bool RecoveryCopies::restore(const RecoveredBoard& recovered) {
    const Layout* layout =
        recovered.layout.isEmpty() ? &defaultLayout() : findLayout(recovered.layout.toStdString());
    if (!layout) {
        status_.showError(WindowTexts::tr("Cannot Restore Board"),
                          WindowTexts::tr("the copy is in a layout this editor does not know: %1")
                              .arg(recovered.layout));
        return false;
    }
    LoadedBoard loaded = loadBoard(recovered.boardFile, *layout);
    if (!loaded.board) {
        status_.showError(WindowTexts::tr("Cannot Restore Board"), loaded.error);
        return false;
    }
    const Layout* fileLayout =
        recovered.originalPath.isEmpty() ? nullptr : &recent_.layoutOf(recovered.originalPath);
    tabs_.setBoard(std::move(*loaded.board), recovered.originalPath, fileLayout);
    tabs_.document()->markUnsaved(); // unsaved work: modified until it is saved
    RecoveryStore::remove(recovered);
    writeCopies(); // the restored board is now this session's to protect
    return true;
}

void RecoveryCopies::offer() {
    QList<RecoveredBoard> orphans = store_.orphans();
    if (orphans.isEmpty())
        return;
    QDialog dialog(window_);
    dialog.setWindowTitle(WindowTexts::tr("Recover Unsaved Boards"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(WindowTexts::tr("The editor did not close normally. These boards "
                                                 "had unsaved changes:"),
                                 &dialog));
    auto* list = new QListWidget(&dialog);
    for (const RecoveredBoard& r : orphans)
        list->addItem(
            WindowTexts::tr("%1 — %2%3")
                .arg(r.name, QLocale().toString(r.savedAt.toLocalTime(), QLocale::ShortFormat),
                     r.originalPath.isEmpty() ? QString()
                                              : QStringLiteral(" (%1)").arg(r.originalPath)));
    list->setCurrentRow(0);
    layout->addWidget(list);
    auto* buttons = new QDialogButtonBox(&dialog);
    describeStandardButtons(buttons);
    QPushButton* restore =
        buttons->addButton(WindowTexts::tr("&Restore"), QDialogButtonBox::AcceptRole);
    QPushButton* discard =
        buttons->addButton(WindowTexts::tr("&Discard"), QDialogButtonBox::DestructiveRole);
    buttons->addButton(WindowTexts::tr("&Later"), QDialogButtonBox::RejectRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(restore, &QPushButton::clicked, &dialog, [&] {
        const int row = list->currentRow();
        if (row >= 0 && this->restore(orphans.at(row)))
            dialog.accept();
    });
    connect(discard, &QPushButton::clicked, &dialog, [&] {
        const int row = list->currentRow();
        if (row < 0)
            return;
        RecoveryStore::remove(orphans.takeAt(row));
        delete list->takeItem(row);
        if (orphans.isEmpty())
            dialog.accept();
    });
    dialog.exec();
}

} // namespace gbxx
