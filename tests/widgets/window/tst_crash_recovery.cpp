// Crash recovery: an editor process with unsaved edits is killed with SIGKILL; the next start finds
// its recovery copy and restores the edits byte for byte. Also: a running editor's copy is not
// offered, and saving removes the copy.

#include "widgets/document/board_document.h"
#include "widgets/window/main_window.h"
#include "gbxx/codec.h"
#include "widgets/support/child_editor.h"
#include "widgets/support/window_parts.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QAction>
#include <QDir>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace tst_crash_recovery {

using namespace gbxx;
using namespace gbxx::test;

class TestCrashRecovery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void killedEditorsEditsAreRecoveredByteForByte();
    void theIntervalIsWrittenOnlyWhenChosen();

private:
    QTemporaryDir home_;
};

void TestCrashRecovery::initTestCase() {
    shareHomeWithChildEditor(home_, QStringLiteral("GameBoardXX-recovery-test"));
}

void TestCrashRecovery::killedEditorsEditsAreRecoveredByteForByte() {
    const VectorSet vectors;
    const QString original = home_.filePath(QStringLiteral("board.gb32"));
    QVERIFY(QFile::copy(vectors.path(vectors.boards().at(14).file), original)); // a 7×5 GB32 board
    const QByteArray originalBytes = readFileBytes(original);
    const QString expectedPath = home_.filePath(QStringLiteral("expected.bin"));

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.start(QStringLiteral(GBXX_RECOVERY_CHILD), {original, expectedPath});
    QVERIFY(child.waitForStarted());
    QByteArray said;
    QTRY_VERIFY_WITH_TIMEOUT((said += child.readAllStandardOutput()).contains("ready") ||
                                 child.state() == QProcess::NotRunning,
                             20000);
    QVERIFY2(child.state() == QProcess::Running, child.readAllStandardError().constData());

    {
        // While the child runs, its copy is its own: nothing to offer.
        RecoveryStore store;
        QVERIFY(store.orphans().isEmpty());
    }
    child.kill(); // SIGKILL: no chance to clean up
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    const QByteArray expected = readFileBytes(expectedPath);
    QVERIFY(expected != originalBytes); // the edits were real and unsaved
    QCOMPARE(readFileBytes(original), originalBytes);

    MainWindow window;
    statusOf(window)->setInteractive(false);
    recoveryOf(window)->setInterval(0);
    const QList<RecoveredBoard> orphans = recoveryOf(window)->store().orphans();
    QCOMPARE(orphans.size(), 1);
    QCOMPARE(orphans.first().originalPath, QFileInfo(original).absoluteFilePath());
    QCOMPARE(orphans.first().name, QStringLiteral("board.gb32"));
    QVERIFY(recoveryOf(window)->restore(orphans.first()));
    const auto restored = writeBoard(tabsOf(window)->document()->board());
    QCOMPARE(asBytes(restored), expected);
    QVERIFY(tabsOf(window)->document()->isModified());
    QCOMPARE(tabsOf(window)->document()->filePath(), QFileInfo(original).absoluteFilePath());
    QVERIFY(recoveryOf(window)->store().orphans().isEmpty()); // taken over, not offered twice

    recoveryOf(window)->setInterval(30);
    recoveryOf(window)->writeCopies();
    recoveryOf(window)->store().flush();
    QVERIFY(!QDir(recoveryOf(window)->store().folder())
                 .entryList({QStringLiteral("*.board")})
                 .isEmpty());
    QVERIFY(filesOf(window)->save());
    recoveryOf(window)->store().flush();
    QVERIFY(QDir(recoveryOf(window)->store().folder())
                .entryList({QStringLiteral("*.board")})
                .isEmpty());
    QCOMPARE(readFileBytes(original), expected);
}

void TestCrashRecovery::theIntervalIsWrittenOnlyWhenChosen() {
    const QString key = QStringLiteral("recovery/intervalSeconds");
    QSettings().remove(key);
    const auto checkedChoice = [](MainWindow& window) {
        for (QAction* a : window.findChildren<QAction*>())
            if (a->isCheckable() && a->isChecked() && a->text().startsWith(QStringLiteral("Every")))
                return a->text();
        return QString();
    };
    {
        MainWindow window; // a start reads the interval (30 s by default) and writes nothing
        QCOMPARE(checkedChoice(window), QStringLiteral("Every 30 s"));
        QVERIFY(!QSettings().contains(key));
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text() == QStringLiteral("Every 120 s"))
                a->trigger();
        QCOMPARE(QSettings().value(key).toInt(), 120);
    }
    MainWindow again;
    QCOMPARE(checkedChoice(again), QStringLiteral("Every 120 s"));
}

GBXX_TEST_MAIN(TestCrashRecovery);

} // namespace tst_crash_recovery
#include "tst_crash_recovery.moc"
