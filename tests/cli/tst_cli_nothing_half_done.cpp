// Commands that must do all or nothing (issue 42, item 23), as real gbxx processes: `git-setup`
// with a FIFO for .gitattributes says so at once instead of waiting for a writer for ever, and sets
// nothing up; a `git config` that fails leaves .gitattributes as it was (the drivers are set first,
// the attributes that name them last); `rules apply IN OUT >&-` writes no OUT.

#include "cli/gbxx_run.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace tst_cli_nothing_half_done {

using namespace gbxx;
using namespace gbxx::test;

class TestCliNothingHalfDone : public QObject {
    Q_OBJECT

private slots:
    void gitSetupRefusesAFifoForItsAttributes();
    void aFailedGitConfigLeavesTheAttributesAlone();
    void rulesApplyWithStandardOutputClosedWritesNothing();

private:
    // `script` run by sh in `folder`, with a home and git configuration of its own.
    Run inFolder(const QString& folder, const QString& script) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home_.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home_.path() + QStringLiteral("/.config"));
        env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
        env.insert(QStringLiteral("GBXX"), QStringLiteral(GBXX_CLI_PATH));
        return runProgram(QStringLiteral("sh"),
                          {QStringLiteral("-c"), QStringLiteral("cd \"$0\" && ") + script, folder},
                          {}, env);
    }

    QTemporaryDir home_;
};

void TestCliNothingHalfDone::gitSetupRefusesAFifoForItsAttributes() {
    QTemporaryDir repo;
    QCOMPARE(inFolder(repo.path(), QStringLiteral("git init -q")).exitCode, 0);
    const QString fifo = repo.filePath(QStringLiteral(".gitattributes"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0644), 0);
    // runProgram gives up after a minute: a read of the FIFO would wait that long.
    const Run run = inFolder(repo.path(), QStringLiteral("\"$GBXX\" git-setup"));
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, "error: " + fifo.toUtf8() + " is not a regular file; nothing was set up\n");
    QCOMPARE(inFolder(repo.path(), QStringLiteral("git config merge.gbxx.driver")).out,
             QByteArray());
}

void TestCliNothingHalfDone::aFailedGitConfigLeavesTheAttributesAlone() {
    QTemporaryDir repo;
    QCOMPARE(inFolder(repo.path(), QStringLiteral("git init -q")).exitCode, 0);
    // git cannot take its configuration's lock: every `git config` setting fails.
    QFile lock(repo.filePath(QStringLiteral(".git/config.lock")));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.close();
    const Run run = inFolder(repo.path(), QStringLiteral("\"$GBXX\" git-setup"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith("error: git config diff.gbxx.textconv failed: ") &&
                 run.err.endsWith("; the attributes were left as they are\n") &&
                 run.err.count('\n') == 1,
             run.err);
    QVERIFY(!QFile::exists(repo.filePath(QStringLiteral(".gitattributes"))));

    // Once git can write its configuration, all of it is set up.
    QVERIFY(QFile::remove(lock.fileName()));
    const Run again = inFolder(repo.path(), QStringLiteral("\"$GBXX\" git-setup"));
    QCOMPARE(again.exitCode, 0);
    QVERIFY(again.out.startsWith("git config --local diff.gbxx.textconv 'gbxx dump --lines'\n"));
    QVERIFY(again.out.endsWith("added *.gb64 diff=gbxx merge=gbxx\n"));
    QVERIFY(fileBytes(repo.filePath(QStringLiteral(".gitattributes")))
                .startsWith("*.gb08 diff=gbxx merge=gbxx\n"));
}

void TestCliNothingHalfDone::rulesApplyWithStandardOutputClosedWritesNothing() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("ringed.gb64"));
    const Run run = inFolder(
        dir.path(), QStringLiteral("\"$GBXX\" rules apply --rules '%1' '%2' '%3' >&-")
                        .arg(QStringLiteral(GBXX_RULES_DIR "/out-of-bounds-ring.rules.json"),
                             QStringLiteral(GBXX_SAMPLE_BOARD), out));
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QByteArray("error: write error: Bad file descriptor\n"));
    QVERIFY(!QFile::exists(out));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList());
}

GBXX_TEST_MAIN(TestCliNothingHalfDone);

} // namespace tst_cli_nothing_half_done
#include "tst_cli_nothing_half_done.moc"
