// `gbxx index` and `gbxx find` as scripts see them (issue 17's contract): the exact last line of
// index, the paths and JSON of find, the duplicate and code-conflict lines, and the exit statuses.

#include "cli/gbxx_run.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "support/library_tree.h"
#include "support/small_filesystem.h"
#include "support/test_suite.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cli_library {

using namespace gbxx::test;

class TestCliLibrary : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void indexSaysHowManyBoardsTheLibraryHolds();
    void findPrintsTheMatchingPathsInByteOrder();
    void findJsonDescribesEachBoard();
    void duplicatesAndConflictsAreTabSeparatedGroups();
    void namesThatAreNotUtf8AreIndexedAndFoundAsBytes();
    void badArgumentsChangeNothing_data();
    void badArgumentsChangeNothing();
    void indexSetsADamagedLibraryAsideWithOneWarning();
    void findOnADamagedLibraryRefusesToAnswer();
    void findSearchesALibraryOnAReadOnlyMount();

private:
    // A library of the tree at `path`, with the damage: the second page's first 200
    // bytes zeroed.
    QByteArray damagedLibrary(const QString& path) {
        const Run made =
            runGbxx({QStringLiteral("index"), QStringLiteral("--db"), path, tree_.root});
        if (made.exitCode != 0)
            return {};
        QByteArray bytes = readFileBytes(path);
        bytes.replace(4096, 200, QByteArray(200, '\0'));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(bytes) != bytes.size())
            return {};
        return bytes;
    }
    QStringList setAside(const QString& folder) {
        QStringList names = QDir(folder).entryList({QStringLiteral("*.broken-*")}, QDir::Files);
        names.removeIf([](const QString& name) {
            return name.endsWith(QStringLiteral("-wal")) || name.endsWith(QStringLiteral("-shm"));
        });
        return names;
    }
    QByteArray lines(const QStringList& paths) {
        return paths.isEmpty() ? QByteArray() : (paths.join(QLatin1Char('\n')) + '\n').toUtf8();
    }
    QTemporaryDir dir_;
    LibraryTree tree_;
    QString db_;
};

void TestCliLibrary::initTestCase() {
    QVERIFY(QDir(dir_.path()).mkdir(QStringLiteral("tree")));
    tree_ = makeLibraryTree(dir_.filePath(QStringLiteral("tree")));
    db_ = dir_.filePath(QStringLiteral("library.sqlite"));
}

void TestCliLibrary::indexSaysHowManyBoardsTheLibraryHolds() {
    // A relative folder, indexed as an absolute one.
    const QString parent = QFileInfo(tree_.root).absolutePath();
    QProcess process;
    process.setWorkingDirectory(parent);
    process.start(QStringLiteral(GBXX_CLI_PATH),
                  {QStringLiteral("index"), QStringLiteral("--db"), db_, QStringLiteral("tree")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray expected = QStringLiteral("%1 boards indexed, %2 unreadable\n")
                                    .arg(LibraryTree::boardNames().size())
                                    .arg(LibraryTree::unreadableCount())
                                    .toUtf8();
    QCOMPARE(process.readAllStandardOutput(), expected);
    QCOMPARE(process.readAllStandardError(), QByteArray()); // no progress off a terminal
    // Again, nothing changed: the same count of the whole library.
    const Run again = runGbxx({QStringLiteral("index"), QStringLiteral("--db"), db_, tree_.root});
    QCOMPARE(again.exitCode, 0);
    QVERIFY(again.out.endsWith(expected));
}

void TestCliLibrary::findPrintsTheMatchingPathsInByteOrder() {
    const auto find = [&](QStringList args) {
        return runGbxx(QStringList{QStringLiteral("find"), QStringLiteral("--db"), db_} + args);
    };
    Run all = find({});
    QCOMPARE(all.exitCode, 0);
    QCOMPARE(all.out, lines(sortedPaths(tree_, LibraryTree::boardNames())));
    QCOMPARE(find({QStringLiteral("élodie")}).out, lines(sortedPaths(tree_, {"ring", "ringCopy"})));
    QCOMPARE(
        find({QStringLiteral("forest"), QStringLiteral("--variant"), QStringLiteral("32"),
              QStringLiteral("--square"), QStringLiteral("--min-length"), QStringLiteral("21")})
            .out,
        lines(sortedPaths(tree_, {"forestV2"})));
    QCOMPARE(find({QStringLiteral("--hex"), QStringLiteral("--wrap"), QStringLiteral("--author"),
                   QStringLiteral("ZOË")})
                 .out,
             lines(sortedPaths(tree_, {"chateau"})));
    QCOMPARE(find({QStringLiteral("--code"), QStringLiteral("FOR01"), QStringLiteral("--title"),
                   QStringLiteral("path"), QStringLiteral("--max-width"), QStringLiteral("20")})
                 .out,
             lines(sortedPaths(tree_, {"forest", "forestV2"})));
    const Run none = find({QStringLiteral("no-such-word")});
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(none.out, QByteArray());
}

void TestCliLibrary::findJsonDescribesEachBoard() {
    const Run run = runGbxx({QStringLiteral("find"), QStringLiteral("--db"), db_,
                             QStringLiteral("--json"), QStringLiteral("--hex")});
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonArray boards = QJsonDocument::fromJson(run.out, &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QStringList expected = sortedPaths(tree_, {"ring", "ringCopy", "chateau"});
    QCOMPARE(boards.size(), expected.size());
    for (int k = 0; k < boards.size(); ++k)
        QCOMPARE(boards[k].toObject().value(QStringLiteral("path")).toString(), expected[k]);
    const QJsonObject chateau = boards[2].toObject(); // beta/plain.gb16 sorts after alpha/
    QCOMPARE(chateau.keys().size(), 11);
    QCOMPARE(chateau.value(QStringLiteral("variant")).toInt(), 16);
    QCOMPARE(chateau.value(QStringLiteral("width")).toInt(), 32);
    QCOMPARE(chateau.value(QStringLiteral("length")).toInt(), 32);
    QCOMPARE(chateau.value(QStringLiteral("hex")).toInt(), 1);
    QCOMPARE(chateau.value(QStringLiteral("wrap")).toInt(), 2);
    QCOMPARE(chateau.value(QStringLiteral("title")).toString(), QStringLiteral("Château %1"));
    QCOMPARE(chateau.value(QStringLiteral("author")).toString(), QStringLiteral("Zoë"));
    QCOMPARE(chateau.value(QStringLiteral("editorId")).toString(), QStringLiteral("GE"));
    QCOMPARE(chateau.value(QStringLiteral("boardCode")).toString(), QStringLiteral("CH%2X"));
    QCOMPARE(chateau.value(QStringLiteral("version")).toInt(), 2);
    // The keys in the order the contract lists them.
    const QByteArray text = run.out;
    qsizetype at = 0;
    for (const char* key : {"path", "variant", "width", "length", "hex", "wrap", "title", "author",
                            "editorId", "boardCode", "version"}) {
        const qsizetype next = text.indexOf(QByteArray("\"") + key + "\":", at);
        QVERIFY2(next > at || (at == 0 && next >= 0), key);
        at = next;
    }
    const Run empty = runGbxx({QStringLiteral("find"), QStringLiteral("--db"), db_,
                               QStringLiteral("--json"), QStringLiteral("nothing-like-it")});
    QCOMPARE(empty.out, QByteArray("[]\n"));
}

void TestCliLibrary::duplicatesAndConflictsAreTabSeparatedGroups() {
    const Run duplicates = runGbxx(
        {QStringLiteral("find"), QStringLiteral("--db"), db_, QStringLiteral("--duplicates")});
    QCOMPARE(duplicates.exitCode, 0);
    QCOMPARE(duplicates.out,
             (sortedPaths(tree_, {"ring", "ringCopy"}).join(QLatin1Char('\t')) + '\n').toUtf8());
    const Run conflicts = runGbxx(
        {QStringLiteral("find"), QStringLiteral("--db"), db_, QStringLiteral("--code-conflicts")});
    QCOMPARE(conflicts.exitCode, 0);
    QCOMPARE(conflicts.out,
             (sortedPaths(tree_, {"forest", "forestV2"}).join(QLatin1Char('\t')) + '\n').toUtf8());
}

void TestCliLibrary::namesThatAreNotUtf8AreIndexedAndFoundAsBytes() {
    // A folder given by a name that is not UTF-8, holding a folder and boards so named: every one
    // is indexed, and find prints each path's bytes as the system has them.
    const QByteArray root = gbxx::bytesOfName(dir_.path()) + "/lib\xe9";
    const QByteArray inner = root + "/sub\xff";
    QVERIFY(gbxx::makeFolders(gbxx::nameFromBytes(inner)) == std::nullopt);
    const QByteArray board = readFileBytes(QStringLiteral(GBXX_SAMPLE_BOARD));
    const QList<QByteArray> files{root + "/b\xe9.gb64", inner + "/c\xfe\xff.GB64",
                                  inner + "/plain.gb64"};
    for (const QByteArray& file : files)
        QVERIFY(!gbxx::writeFileSafely(gbxx::nameFromBytes(file), board));
    const QString db = dir_.filePath(QStringLiteral("bytes.sqlite"));
    const QStringList index{QStringLiteral("index"), QStringLiteral("--db"), db,
                            gbxx::nameFromBytes(root)};
    Run run = runGbxx(index);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.out, QByteArray("3 boards indexed, 0 unreadable\n"));
    QByteArray expected;
    for (const QByteArray& file : files) // in byte order
        expected += file + '\n';
    run = runGbxx({QStringLiteral("find"), QStringLiteral("--db"), db});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, expected);
    // Again: the index knows them as they are, and keeps them.
    run = runGbxx(index);
    QCOMPARE(run.out, QByteArray("3 boards indexed, 0 unreadable\n"));
    run = runGbxx(
        {QStringLiteral("find"), QStringLiteral("--db"), db, QStringLiteral("--duplicates")});
    QCOMPARE(run.out, expected.replace('\n', '\t').chopped(1) + '\n');
}

void TestCliLibrary::badArgumentsChangeNothing_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    QTest::newRow("index without a folder") << QStringList{"index"} << 2;
    QTest::newRow("index of a missing folder") << QStringList{"index", "/no/such/folder"} << 1;
    QTest::newRow("index of a file")
        << QStringList{"index", QStringLiteral(GBXX_SAMPLE_BOARD)} << 1;
    QTest::newRow("an unknown layout") << QStringList{"index", "--layout", "1999", "."} << 2;
    QTest::newRow("variant 7") << QStringList{"find", "--variant", "7"} << 2;
    QTest::newRow("hex and square") << QStringList{"find", "--hex", "--square"} << 2;
    QTest::newRow("a width that is no number") << QStringList{"find", "--min-width", "wide"} << 2;
    QTest::newRow("an unknown option") << QStringList{"find", "--colour"} << 2;
    QTest::newRow("groups with a filter") << QStringList{"find", "--duplicates", "--hex"} << 2;
}

void TestCliLibrary::badArgumentsChangeNothing() {
    QFETCH(QStringList, args);
    QFETCH(int, status);
    const QByteArray before = readFileBytes(db_);
    args.insert(1, db_);
    args.insert(1, QStringLiteral("--db"));
    const Run run = runGbxx(args);
    QCOMPARE(run.exitCode, status);
    QVERIFY(run.err.startsWith("error: "));
    QCOMPARE(run.err.count('\n') <= 2, true); // the message, and a hint for usage errors
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(readFileBytes(db_), before);
}

void TestCliLibrary::indexSetsADamagedLibraryAsideWithOneWarning() {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    const QByteArray bytes = damagedLibrary(db);
    QVERIFY(!bytes.isEmpty());
    // Before issue 31 every index of it failed with "database disk image is malformed".
    const Run run =
        runGbxxProcess({QStringLiteral("index"), QStringLiteral("--db"), db, tree_.root});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QStringLiteral("%1 boards indexed, %2 unreadable\n")
                          .arg(LibraryTree::boardNames().size())
                          .arg(LibraryTree::unreadableCount())
                          .toUtf8());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.startsWith("warning: the library " + db.toUtf8() + " could not be read ("),
             run.err.constData());
    const QStringList aside = setAside(dir.path());
    QCOMPARE(aside.size(), 1);
    QVERIFY2(run.err.contains("set aside as " + dir.filePath(aside[0]).toUtf8()),
             run.err.constData());
    QVERIFY(readFileBytes(dir.filePath(aside[0])) == bytes);
    const Run find = runGbxxProcess({QStringLiteral("find"), QStringLiteral("--db"), db});
    QCOMPARE(find.exitCode, 0);
    QCOMPARE(find.out, lines(sortedPaths(tree_, LibraryTree::boardNames())));
    QCOMPARE(find.err, QByteArray());
}

void TestCliLibrary::findOnADamagedLibraryRefusesToAnswer() {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    QVERIFY(!damagedLibrary(db).isEmpty());
    // Before issue 31 it printed nothing and exited 0: "no board matches".
    const Run run = runGbxxProcess({QStringLiteral("find"), QStringLiteral("--db"), db});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    const QList<QByteArray> said = run.err.split('\n');
    QCOMPARE(said.size(), 3); // two lines
    QVERIFY2(said[0].startsWith("warning: the library " + db.toUtf8() + " could not be read ("),
             run.err.constData());
    QVERIFY2(said[0].contains("set aside as"), run.err.constData());
    QCOMPARE(said[1], "error: the library " + db.toUtf8() +
                          " is empty now: 'gbxx index DIR...' builds it again");
    QCOMPARE(setAside(dir.path()).size(), 1);
    // The same for the groups.
    QVERIFY(!damagedLibrary(db).isEmpty());
    const Run groups = runGbxxProcess(
        {QStringLiteral("find"), QStringLiteral("--db"), db, QStringLiteral("--duplicates")});
    QCOMPARE(groups.exitCode, 1);
    QCOMPARE(groups.out, QByteArray());
    QCOMPARE(setAside(dir.path()).size(), 2);
}

void TestCliLibrary::findSearchesALibraryOnAReadOnlyMount() {
    SmallFilesystem disk(4096);
    if (!disk.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QString db = disk.filePath(QStringLiteral("library.sqlite"));
    QCOMPARE(runGbxx({QStringLiteral("index"), QStringLiteral("--db"), db, tree_.root}).exitCode,
             0);
    QVERIFY(disk.makeReadOnly());
    const Run run = runGbxxProcess({QStringLiteral("find"), QStringLiteral("--db"), db});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, lines(sortedPaths(tree_, LibraryTree::boardNames())));
    // Indexing there says why it cannot.
    const Run index =
        runGbxxProcess({QStringLiteral("index"), QStringLiteral("--db"), db, tree_.root});
    QCOMPARE(index.exitCode, 1);
    QVERIFY2(index.err.startsWith("error: cannot open the library "), index.err.constData());
}

GBXX_TEST_MAIN(TestCliLibrary);

} // namespace tst_cli_library
#include "tst_cli_library.moc"
