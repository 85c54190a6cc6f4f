// MainWindow: recovery copies of unsaved work and restoring them after a crash.

#include "editor/dialogs/dialog_buttons.h"
#include "editor_app/main_window.h"

#include "editor/document/board_document.h"
#include "editor/settings/app_settings.h"
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

void MainWindow::createRecoveryMenu(QMenu* file) {
    QMenu* menu = file->addMenu(tr("Recovery &Copies"));
    auto* group = new QActionGroup(this);
    const int current = AppSettings::recoveryIntervalSeconds();
    for (int seconds : {10, 30, 120, 0}) {
        QAction* a = menu->addAction(seconds == 0 ? tr("Off") : tr("Every %1 s").arg(seconds));
        a->setObjectName(QStringLiteral("actionRecovery%1").arg(seconds));
        a->setCheckable(true);
        a->setChecked(seconds == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, seconds] { setRecoveryInterval(seconds); });
    }
    connect(&recoveryTimer_, &QTimer::timeout, this, &MainWindow::writeRecoveryCopy);
    // Read, not written back: a start that changes nothing writes no settings file.
    applyRecoveryInterval(current);
}

void MainWindow::setRecoveryInterval(int seconds) {
    AppSettings::setRecoveryIntervalSeconds(seconds);
    applyRecoveryInterval(seconds);
}

void MainWindow::applyRecoveryInterval(int seconds) {
    if (seconds <= 0) {
        recoveryTimer_.stop();
        recovery_.discardAll();
        return;
    }
    recoveryTimer_.start(seconds * 1000);
}

void MainWindow::writeRecoveryCopy() {
    for (const auto& open : boards_) {
        const BoardDocument& document = *open->document;
        if (!document.isModified() || document.revision() == open->recoveredRevision)
            continue; // nothing new since its last copy
        open->recoveredRevision = document.revision();
        // The board as shown, a stroke in progress included: the copy is a safety net, not a
        // save, so it leaves the stroke going rather than settling it.
        recovery_.save(open->recoverySlot, document.board(), document.filePath(),
                       document.displayName());
    }
}

void MainWindow::dropRecoveryCopy(OpenBoard& open) {
    open.recoveredRevision = 0;
    recovery_.discard(open.recoverySlot);
}

bool MainWindow::restoreRecovered(const RecoveredBoard& recovered) {
    const Layout* layout =
        recovered.layout.isEmpty() ? &defaultLayout() : findLayout(recovered.layout.toStdString());
    if (!layout) {
        showError(
            tr("Cannot Restore Board"),
            tr("the copy is in a layout this editor does not know: %1").arg(recovered.layout));
        return false;
    }
    LoadedBoard loaded = loadBoard(recovered.boardFile, *layout);
    if (!loaded.board) {
        showError(tr("Cannot Restore Board"), loaded.error);
        return false;
    }
    const Layout* fileLayout =
        recovered.originalPath.isEmpty() ? nullptr : &recent_.layoutOf(recovered.originalPath);
    setBoard(std::move(*loaded.board), recovered.originalPath, fileLayout);
    document_->markUnsaved(); // unsaved work: modified until it is saved
    RecoveryStore::remove(recovered);
    writeRecoveryCopy(); // the restored board is now this session's to protect
    return true;
}

void MainWindow::offerRecovery() {
    QList<RecoveredBoard> orphans = recovery_.orphans();
    if (orphans.isEmpty())
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Recover Unsaved Boards"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("The editor did not close normally. These boards had unsaved "
                                    "changes:"),
                                 &dialog));
    auto* list = new QListWidget(&dialog);
    for (const RecoveredBoard& r : orphans)
        list->addItem(
            tr("%1 — %2%3")
                .arg(r.name, QLocale().toString(r.savedAt.toLocalTime(), QLocale::ShortFormat),
                     r.originalPath.isEmpty() ? QString()
                                              : QStringLiteral(" (%1)").arg(r.originalPath)));
    list->setCurrentRow(0);
    layout->addWidget(list);
    auto* buttons = new QDialogButtonBox(&dialog);
    describeStandardButtons(buttons);
    QPushButton* restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    QPushButton* discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(restore, &QPushButton::clicked, &dialog, [&] {
        const int row = list->currentRow();
        if (row >= 0 && restoreRecovered(orphans.at(row)))
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
