// A damaged board library (issue 31): the damage the issue names (a page's first 200 bytes zeroed,
// everything past the 100-byte header random), a file cut short, another program's database, an
// empty file. An index finds any of them on opening and sets the file aside with its bytes kept;
// a search never answers from a library it could not read; a library on a read-only mount is
// still searched.

#include "library/library_indexer.h"
#include "library/library_search.h"
#include "support/library_tree.h"
#include "support/small_filesystem.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace tst_library_damage {

using namespace gbxx;
using namespace gbxx::test;

namespace {

enum class Damage { ZeroedPage, RandomPastHeader, CutShort, Foreign, ForeignWithOurTables };

QStringList pathsOf(const std::vector<BoardRecord>& records) {
    QStringList paths;
    for (const BoardRecord& r : records)
        paths << r.path;
    return paths;
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// Another program's SQLite database, made by SQLite itself.
QByteArray foreignDatabase(const QString& folder, bool withOurTables) {
    const QString path = folder + QStringLiteral("/foreign.sqlite");
    {
        QSqlDatabase other =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("another-program"));
        other.setDatabaseName(path);
        other.open();
        QSqlQuery query(other);
        query.exec(withOurTables
                       ? QStringLiteral("CREATE TABLE boards (path TEXT PRIMARY KEY, price REAL)")
                       : QStringLiteral("CREATE TABLE people (name TEXT, born INTEGER)"));
        query.exec(QStringLiteral("INSERT INTO %1 VALUES ('Ada', 1815)")
                       .arg(withOurTables ? QStringLiteral("boards") : QStringLiteral("people")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("another-program"));
    const QByteArray bytes = readFileBytes(path);
    QFile::remove(path);
    return bytes;
}

} // namespace

} // namespace tst_library_damage
Q_DECLARE_METATYPE(tst_library_damage::Damage)
namespace tst_library_damage {

class TestLibraryDamage : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void anIndexSetsADamagedLibraryAsideAndRebuildsIt_data();
    void anIndexSetsADamagedLibraryAsideAndRebuildsIt();
    void aSearchNeverAnswersFromADamagedLibrary_data();
    void aSearchNeverAnswersFromADamagedLibrary();
    void anEmptyFileIsAnEmptyLibrary();
    void twoLibrariesSetAsideInOneSecondAreBothKept();
    void aLibrarySetAsideByAnotherProgramIsNotSetAsideAgain();
    void aLibraryThatCannotBeWrittenIsSearched();
    void aLibraryOnAReadOnlyMountIsSearched();
    void aDamagedLibraryOnAReadOnlyMountIsNotAnswered();

private:
    QString path() const { return dir_->filePath(QStringLiteral("library.sqlite")); }
    // The files set aside (not their -wal and -shm), oldest first.
    QStringList setAside() const {
        QStringList names =
            QDir(dir_->path())
                .entryList({QStringLiteral("library.sqlite.broken-*")}, QDir::Files, QDir::Name);
        names.removeIf([](const QString& name) {
            return name.endsWith(QStringLiteral("-wal")) || name.endsWith(QStringLiteral("-shm"));
        });
        return names;
    }
    void indexInto(LibraryDatabase& db) {
        const LibraryFolder folder{tree_.root, QStringLiteral("2023-09")};
        QVERIFY2(db.addFolder(folder), qPrintable(db.error()));
        LibraryIndexer indexer(db, {});
        IndexSummary summary;
        QVERIFY2(indexer.index(folder, {}, summary), qPrintable(db.error()));
    }
    // A library of the tree at `at`, closed (its -wal written back and gone).
    void makeLibrary(const QString& at) {
        LibraryDatabase db(at);
        QVERIFY2(db.isOpen(), qPrintable(db.error()));
        indexInto(db);
    }
    // Damages the library at path() as `damage` says; the bytes it then holds.
    QByteArray damageLibrary(Damage damage) {
        QByteArray bytes = readFileBytes(path());
        switch (damage) {
        case Damage::ZeroedPage: // the issue's: the first 200 bytes of the second page
            bytes.replace(4096, 200, QByteArray(200, '\0'));
            break;
        case Damage::RandomPastHeader:
            for (qsizetype i = 100; i < bytes.size(); ++i)
                bytes[i] = static_cast<char>(QRandomGenerator::global()->bounded(256));
            break;
        case Damage::CutShort:
            bytes.truncate(bytes.size() / 2);
            break;
        case Damage::Foreign:
        case Damage::ForeignWithOurTables:
            bytes = foreignDatabase(dir_->path(), damage == Damage::ForeignWithOurTables);
            break;
        }
        writeBytes(path(), bytes);
        return bytes;
    }
    void damageRows() {
        QTest::addColumn<Damage>("damage");
        QTest::addColumn<bool>("foldersKept"); // the folders can still be read
        QTest::newRow("a zeroed page") << Damage::ZeroedPage << true;
        QTest::newRow("random past the header") << Damage::RandomPastHeader << false;
        QTest::newRow("cut short") << Damage::CutShort << false;
        QTest::newRow("another program's") << Damage::Foreign << false;
        QTest::newRow("another program's, with a boards table")
            << Damage::ForeignWithOurTables << false;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    LibraryTree tree_;
};

void TestLibraryDamage::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QDir(dir_->path()).mkdir(QStringLiteral("tree"));
    tree_ = makeLibraryTree(dir_->filePath(QStringLiteral("tree")));
    makeLibrary(path());
    QVERIFY(!QFileInfo::exists(path() + QStringLiteral("-wal")));
}

void TestLibraryDamage::cleanup() {
    ::chmod(QFile::encodeName(dir_->path()).constData(), 0700);
}

void TestLibraryDamage::anIndexSetsADamagedLibraryAsideAndRebuildsIt_data() {
    damageRows();
}

void TestLibraryDamage::anIndexSetsADamagedLibraryAsideAndRebuildsIt() {
    QFETCH(Damage, damage);
    QFETCH(bool, foldersKept);
    const QByteArray bytes = damageLibrary(damage);
    LibraryDatabase db(path(), {.checkEveryPage = true});
    QVERIFY2(db.isOpen(), qPrintable(db.error()));
    QVERIFY2(db.notice().contains(QStringLiteral("set aside")), qPrintable(db.notice()));
    const QStringList aside = setAside();
    QCOMPARE(aside.size(), 1);
    QVERIFY2(db.notice().contains(dir_->filePath(aside[0])), qPrintable(db.notice()));
    QVERIFY(readFileBytes(dir_->filePath(aside[0])) == bytes); // kept as it was, never changed
    QCOMPARE(db.counts(), std::make_pair(qint64(0), qint64(0)));
    if (foldersKept) { // what it covered is indexed again without being asked
        QCOMPARE(db.folders().size(), std::size_t{1});
        QCOMPARE(db.folders()[0].path, tree_.root);
    } else if (damage == Damage::Foreign || damage == Damage::ForeignWithOurTables) {
        QVERIFY(db.folders().empty());
    }
    indexInto(db);
    const auto found = findBoards(db, {});
    QVERIFY(found);
    QCOMPARE(pathsOf(*found), sortedPaths(tree_, LibraryTree::boardNames()));
}

void TestLibraryDamage::aSearchNeverAnswersFromADamagedLibrary_data() {
    damageRows();
}

void TestLibraryDamage::aSearchNeverAnswersFromADamagedLibrary() {
    QFETCH(Damage, damage);
    const QByteArray bytes = damageLibrary(damage);
    {
        // A search checks only what is cheap; what it cannot read it says, and changes nothing.
        LibraryDatabase db(path(), {.readOnlyIfNeeded = true, .setAside = false});
        if (db.isOpen()) {
            QVERIFY2(!db.damaged(), "damage found on opening closes it");
            QVERIFY(!findBoards(db, {}));
            QVERIFY(db.damaged());
            QVERIFY2(!db.error().isEmpty(), "a reason");
            QVERIFY(!duplicateGroups(db));
            QVERIFY(!codeConflicts(db));
        } else {
            QVERIFY2(db.damaged(), qPrintable(db.error()));
        }
        QVERIFY(db.notice().isEmpty());
        QVERIFY(readFileBytes(path()) == bytes);
        QCOMPARE(setAside(), QStringList());
        // Set aside when asked: the damaged bytes kept, a new empty library in their place.
        QVERIFY2(db.setAside(), qPrintable(db.error()));
        QVERIFY(db.isOpen());
        QVERIFY(!db.damaged());
        QVERIFY(db.notice().contains(QStringLiteral("set aside")));
        QCOMPARE(setAside().size(), 1);
        QVERIFY(readFileBytes(dir_->filePath(setAside()[0])) == bytes);
        const auto found = findBoards(db, {});
        QVERIFY(found);
        QCOMPARE(found->size(), std::size_t{0});
    }
    LibraryDatabase again(path(), {.checkEveryPage = true});
    QVERIFY(again.isOpen());
    QVERIFY(again.notice().isEmpty());
}

void TestLibraryDamage::anEmptyFileIsAnEmptyLibrary() {
    // What SQLite makes of a new file: nothing to keep, nothing to warn about.
    writeBytes(path(), {});
    LibraryDatabase db(path(), {.checkEveryPage = true});
    QVERIFY2(db.isOpen(), qPrintable(db.error()));
    QCOMPARE(db.notice(), QString());
    QCOMPARE(setAside(), QStringList());
    indexInto(db);
    QCOMPARE(pathsOf(findBoards(db, {}).value()), sortedPaths(tree_, LibraryTree::boardNames()));
}

void TestLibraryDamage::twoLibrariesSetAsideInOneSecondAreBothKept() {
    const QByteArray first = damageLibrary(Damage::ZeroedPage);
    {
        LibraryDatabase db(path(), {.checkEveryPage = true});
        QVERIFY(db.isOpen());
    }
    QFile::remove(path());
    makeLibrary(path());
    const QByteArray second = damageLibrary(Damage::RandomPastHeader);
    LibraryDatabase db(path(), {.checkEveryPage = true});
    QVERIFY2(db.isOpen(), qPrintable(db.error()));
    const QStringList aside = setAside();
    QCOMPARE(aside.size(), 2);
    QVERIFY(readFileBytes(dir_->filePath(aside[0])) == first);
    QVERIFY(readFileBytes(dir_->filePath(aside[1])) == second);
}

// The editor searching while `gbxx index` sets the library aside and builds it again: the
// editor's connection still reads the damaged file, and must not rename the new one.
void TestLibraryDamage::aLibrarySetAsideByAnotherProgramIsNotSetAsideAgain() {
    damageLibrary(Damage::ZeroedPage);
    LibraryDatabase editor(path(), {.setAside = false});
    QVERIFY(editor.isOpen());
    {
        LibraryDatabase index(path(), {.checkEveryPage = true});
        QVERIFY(index.isOpen());
        indexInto(index);
    }
    QCOMPARE(setAside().size(), 1);
    QVERIFY(!findBoards(editor, {}));
    QVERIFY(editor.setAside());
    QCOMPARE(setAside().size(), 1);
    QCOMPARE(pathsOf(findBoards(editor, {}).value()),
             sortedPaths(tree_, LibraryTree::boardNames()));
}

void TestLibraryDamage::aLibraryThatCannotBeWrittenIsSearched() {
    // chmod: as root (CI) this only shows nothing breaks; the mount below is the real test.
    QVERIFY(::chmod(QFile::encodeName(path()).constData(), 0444) == 0);
    QVERIFY(::chmod(QFile::encodeName(dir_->path()).constData(), 0555) == 0);
    LibraryDatabase db(path(), {.readOnlyIfNeeded = true});
    QVERIFY2(db.isOpen(), qPrintable(db.error()));
    QCOMPARE(pathsOf(findBoards(db, {}).value()), sortedPaths(tree_, LibraryTree::boardNames()));
}

void TestLibraryDamage::aLibraryOnAReadOnlyMountIsSearched() {
    SmallFilesystem disk(4096);
    if (!disk.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QString there = disk.filePath(QStringLiteral("library.sqlite"));
    makeLibrary(there);
    QVERIFY(disk.makeReadOnly());
    {
        LibraryDatabase writing(there, {.checkEveryPage = true});
        QVERIFY(!writing.isOpen());
        QVERIFY(!writing.damaged());
    }
    LibraryDatabase db(there, {.readOnlyIfNeeded = true});
    QVERIFY2(db.isOpen(), qPrintable(db.error()));
    QVERIFY(db.isReadOnly());
    QCOMPARE(pathsOf(findBoards(db, {}).value()), sortedPaths(tree_, LibraryTree::boardNames()));
    QCOMPARE(duplicateGroups(db).value().size(), std::size_t{1});
    QCOMPARE(db.folders().size(), std::size_t{1});
    QCOMPARE(QDir(disk.path()).entryList(QDir::Files),
             QStringList{QStringLiteral("library.sqlite")});
}

void TestLibraryDamage::aDamagedLibraryOnAReadOnlyMountIsNotAnswered() {
    SmallFilesystem disk(4096);
    if (!disk.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QByteArray bytes = damageLibrary(Damage::ZeroedPage);
    const QString there = disk.filePath(QStringLiteral("library.sqlite"));
    writeBytes(there, bytes);
    QVERIFY(disk.makeReadOnly());
    LibraryDatabase db(there, {.readOnlyIfNeeded = true});
    QVERIFY2(db.isOpen(), qPrintable(db.error()));
    QVERIFY(!findBoards(db, {}));
    QVERIFY(db.damaged());
    QVERIFY(!db.setAside()); // it cannot be renamed there
    QVERIFY2(db.error().contains(QStringLiteral("Read-only file system")), qPrintable(db.error()));
    QVERIFY(readFileBytes(there) == bytes);
}

GBXX_TEST_MAIN(TestLibraryDamage);

} // namespace tst_library_damage
#include "tst_library_damage.moc"
