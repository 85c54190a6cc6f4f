// The board library in process (issue 17): a generated tree indexed and searched with exact
// expected results, incremental updates after edits, deletes and renames, a cancelled first
// index, unreadable files of every kind, and a broken or newer database set aside and rebuilt.

#include "gbxx/board.h"
#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/footer.h"
#include "gbxx/shape_filter.h"
#include "io/board_file.h"
#include "library/library_indexer.h"
#include "library/library_search.h"
#include "render/board_thumbnail.h"
#include "support/library_tree.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <utime.h>

namespace tst_library {

using namespace gbxx;
using namespace gbxx::test;

namespace {

QStringList pathsOf(const std::vector<BoardRecord>& records) {
    QStringList paths;
    for (const BoardRecord& r : records)
        paths << r.path;
    return paths;
}

ThumbnailMaker thumbnails() {
    return [](const Board& board) { return boardThumbnailPng(board, 64); };
}

// A modification time far from now, so that an edit within the same millisecond still shows.
void touch(const QString& path, long seconds) {
    const struct utimbuf times { seconds, seconds };
    ::utime(QFile::encodeName(path).constData(), &times);
}

using Filter = std::function<void(LibraryQuery&)>;

} // namespace

} // namespace tst_library
Q_DECLARE_METATYPE(tst_library::Filter)
namespace tst_library {

class TestLibrary : public QObject {
    Q_OBJECT

private slots:
    void init();
    void everyBoardIsIndexedWithItsFacts();
    void wordsAndFiltersFindExactlyTheMatchingBoards_data();
    void wordsAndFiltersFindExactlyTheMatchingBoards();
    void theIndexFindsTheBoardsTheShapeFilterMatches();
    void duplicatesAndCodeConflictsAreGrouped();
    void ownExportsAndRevisionsAreNotConflicts();
    void unreadableFilesSayWhy();
    void onlyChangedFilesAreReadAgain();
    void aCancelledIndexKeepsWhatItRead();
    void aFolderInsideAnotherKeepsItsBoards();
    void aBrokenDatabaseIsSetAsideAndRebuilt();
    void aNewerDatabaseIsNotTakenForThisOne();
    void aBusyDatabaseIsNotTakenForABrokenOne();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    LibraryTree tree_;
    std::unique_ptr<LibraryDatabase> db_;
    IndexSummary indexAll() {
        LibraryIndexer indexer(*db_, thumbnails());
        IndexSummary summary;
        const LibraryFolder folder{tree_.root, QStringLiteral("2023-09")};
        db_->addFolder(folder);
        if (!indexer.index(folder, {}, summary))
            qWarning() << db_->error();
        return summary;
    }
    QStringList find(const LibraryQuery& query) {
        const auto found = findBoards(*db_, query);
        if (!found)
            qWarning() << db_->error();
        return found ? pathsOf(*found) : QStringList{QStringLiteral("(not read)")};
    }
};

void TestLibrary::init() {
    db_.reset();
    dir_ = std::make_unique<QTemporaryDir>();
    QDir(dir_->path()).mkdir(QStringLiteral("tree"));
    tree_ = makeLibraryTree(dir_->filePath(QStringLiteral("tree")));
    db_ = std::make_unique<LibraryDatabase>(dir_->filePath(QStringLiteral("library.sqlite")));
    QVERIFY2(db_->isOpen(), qPrintable(db_->error()));
}

void TestLibrary::everyBoardIsIndexedWithItsFacts() {
    const IndexSummary summary = indexAll();
    const int files =
        static_cast<int>(LibraryTree::boardNames().size()) + LibraryTree::unreadableCount();
    QCOMPARE(summary.read, files);
    QCOMPARE(summary.removed, 0);
    QCOMPARE(db_->counts(), std::make_pair(qint64(LibraryTree::boardNames().size()),
                                           qint64(LibraryTree::unreadableCount())));
    QCOMPARE(find({}), sortedPaths(tree_, LibraryTree::boardNames()));
    const auto ring = db_->record(tree_.path(QStringLiteral("ring")));
    QVERIFY(ring);
    QCOMPARE(ring->variant, 64);
    QCOMPARE(ring->layout, QStringLiteral("2023-09"));
    QCOMPARE(ring->width, 10);
    QCOMPARE(ring->length, 8);
    QCOMPARE(ring->hex, 1);
    QCOMPARE(ring->wrap, 1);
    QCOMPARE(ring->title, QStringLiteral("Ring of Isles"));
    QCOMPARE(ring->author, QStringLiteral("Élodie Durand"));
    QCOMPARE(ring->editorId, QStringLiteral("GE"));
    QCOMPARE(ring->boardCode, QStringLiteral("RING1"));
    QCOMPARE(ring->version, 2);
    QVERIFY(ring->header.contains(QStringLiteral("\"hex\":1")));
    QVERIFY(ring->fieldUse.contains(QStringLiteral("\"boundary\":60"))); // 80 tiles, 1 in 4 is 0
    const QByteArray bytes = readFileBytes(tree_.path(QStringLiteral("ring")));
    QCOMPARE(ring->size, bytes.size());
    QCOMPARE(
        ring->sha256,
        QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
    // The thumbnail is the shared renderer's picture of the board.
    QImage thumbnail;
    QVERIFY(thumbnail.loadFromData(ring->thumbnail, "PNG"));
    const QImage drawn = boardThumbnail(*loadBoard(tree_.path(QStringLiteral("ring"))).board, 64);
    QCOMPARE(thumbnail.size(), drawn.size());
    // PNG keeps colours unpremultiplied: a unit or two apart where the picture is not opaque.
    const QColor kept = thumbnail.pixelColor(32, 32), made = drawn.pixelColor(32, 32);
    QVERIFY(std::abs(kept.red() - made.red()) <= 2 && std::abs(kept.green() - made.green()) <= 2 &&
            std::abs(kept.blue() - made.blue()) <= 2 && kept.alpha() == made.alpha());
}

void TestLibrary::wordsAndFiltersFindExactlyTheMatchingBoards_data() {
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<Filter>("filter");
    QTest::addColumn<QStringList>("expected");
    const Filter none = [](LibraryQuery&) {};
    const QStringList rings{QStringLiteral("ring"), QStringLiteral("ringCopy")};
    const QStringList forests{QStringLiteral("forest"), QStringLiteral("forestV2")};
    QTest::newRow("a word of the title") << QStringList{"ring"} << none << rings;
    QTest::newRow("Latin-1, other case") << QStringList{"ÉLODIE"} << none << rings;
    QTest::newRow("every word, each anywhere") << QStringList{"forest", "BOB"} << none << forests;
    QTest::newRow("a word in no field") << QStringList{"forest", "zoë"} << none << QStringList{};
    QTest::newRow("the file name") << QStringList{"copy.gb64"} << none << QStringList{"ringCopy"};
    QTest::newRow("the editor ID") << QStringList{"ge"} << none << (LibraryTree::boardNames());
    QTest::newRow("the code") << QStringList{"ch%2"} << none << QStringList{"chateau"};
    QTest::newRow("a percent in the title") << QStringList{"%1"} << none << QStringList{"chateau"};
    QTest::newRow("variant 32") << QStringList{}
                                << Filter([](LibraryQuery& q) { q.shape.variant = 32; }) << forests;
    QTest::newRow("hex") << QStringList{} << Filter([](LibraryQuery& q) { q.shape.hex = true; })
                         << (rings + QStringList{"chateau"});
    QTest::newRow("square with a word")
        << QStringList{"in"} << Filter([](LibraryQuery& q) { q.shape.hex = false; })
        << QStringList{"inside", "tiny"}; // "in" in "Inside", "tiny.Gb08"
    QTest::newRow("wrap") << QStringList{} << Filter([](LibraryQuery& q) { q.shape.wrap = true; })
                          << (rings + QStringList{"chateau", "inside"});
    QTest::newRow("width exactly 20") << QStringList{} << Filter([](LibraryQuery& q) {
        q.shape.minWidth = 20;
        q.shape.maxWidth = 20;
    }) << forests;
    QTest::newRow("length from 21")
        << QStringList{} << Filter([](LibraryQuery& q) { q.shape.minLength = 21; })
        << QStringList{"forestV2", "chateau"};
    QTest::newRow("length up to 2")
        << QStringList{} << Filter([](LibraryQuery& q) { q.shape.maxLength = 2; })
        << QStringList{"tiny", "empty"};
    QTest::newRow("title substring, any case")
        << QStringList{} << Filter([](LibraryQuery& q) { q.title = QStringLiteral("CHÂTEAU"); })
        << QStringList{"chateau"};
    QTest::newRow("author alone, not the title")
        << QStringList{} << Filter([](LibraryQuery& q) { q.author = QStringLiteral("path"); })
        << QStringList{};
    QTest::newRow("the exact code")
        << QStringList{} << Filter([](LibraryQuery& q) { q.code = QStringLiteral("FOR01"); })
        << forests;
    QTest::newRow("a code is exact, case too")
        << QStringList{} << Filter([](LibraryQuery& q) { q.code = QStringLiteral("for01"); })
        << QStringList{};
}

void TestLibrary::wordsAndFiltersFindExactlyTheMatchingBoards() {
    QFETCH(QStringList, words);
    QFETCH(Filter, filter);
    QFETCH(QStringList, expected);
    indexAll();
    LibraryQuery query;
    query.words = words;
    filter(query);
    QCOMPARE(find(query), sortedPaths(tree_, expected));
}

// The index's SQL and the core's ShapeFilter::matches() are one filter: for each filter, the boards
// found are the boards whose files it matches (the tree's wraps are 0 to 3, the height's too).
void TestLibrary::theIndexFindsTheBoardsTheShapeFilterMatches() {
    indexAll();
    std::vector<ShapeFilter> filters(9);
    filters[1].wrap = true;
    filters[2].wrap = false;
    filters[3].hex = true;
    filters[4].hex = false;
    filters[5].variant = 8;
    filters[6].minWidth = 4;
    filters[6].maxLength = 20;
    filters[7].wrap = false;
    filters[7].hex = false;
    filters[8].wrap = true;
    filters[8].maxWidth = 10;
    for (const ShapeFilter& filter : filters) {
        QStringList matching;
        for (const QString& name : LibraryTree::boardNames()) {
            const LoadedBoard loaded = loadBoard(tree_.path(name));
            QVERIFY(loaded.board);
            if (filter.matches(*loaded.board))
                matching << name;
        }
        LibraryQuery query;
        query.shape = filter;
        QCOMPARE(find(query), sortedPaths(tree_, matching));
    }
}

void TestLibrary::duplicatesAndCodeConflictsAreGrouped() {
    indexAll();
    const auto duplicates = duplicateGroups(*db_).value();
    QCOMPARE(duplicates.size(), std::size_t{1});
    QCOMPARE(duplicates[0], sortedPaths(tree_, {"ring", "ringCopy"}));
    // FOR01 is carried by two different boards; RING1 by two identical files (no conflict); the
    // two boards without a code are not a conflict either.
    const auto conflicts = codeConflicts(*db_).value();
    QCOMPARE(conflicts.size(), std::size_t{1});
    QCOMPARE(conflicts[0], sortedPaths(tree_, {"forest", "forestV2"}));
    QCOMPARE(codeHolder(*db_, QStringLiteral("FOR01")), tree_.path(QStringLiteral("forest")));
    QCOMPARE(codeHolder(*db_, QStringLiteral("FOR01"), tree_.path(QStringLiteral("forest"))),
             tree_.path(QStringLiteral("forestV2")));
    QCOMPARE(codeHolder(*db_, QStringLiteral("INS01")), tree_.path(QStringLiteral("inside")));
    QCOMPARE(codeHolder(*db_, QStringLiteral("INS01"), tree_.path(QStringLiteral("inside"))),
             QString());
    QCOMPARE(codeHolder(*db_, QStringLiteral("NEW01")), QString());
    QCOMPARE(codeHolder(*db_, QString()), QString()); // no code is nobody's
}

// A designer's board exported to three smaller tile sizes and an edited copy of it share its code:
// one design, no conflict. Another author's board under the same code is one.
void TestLibrary::ownExportsAndRevisionsAreNotConflicts() {
    Board original(Variant::GB64, 12, 9);
    original.footer().setText(footerField("title"), "Isles");
    original.footer().setText(footerField("author"), "Ana");
    original.footer().setText(footerField("boardCode"), "ISL01");
    const FieldSpec& boundary = *original.field(keys::boundary);
    for (TileIndex t = 0; t < original.tileCount(); ++t)
        original.setTileRaw(t, boundary.write(0, t % 4));
    const QString folder = dir_->filePath(QStringLiteral("mine"));
    QVERIFY(QDir().mkpath(folder));
    const auto save = [&](const char* name, const Board& board) {
        QVERIFY(!saveBoard(folder + QLatin1Char('/') + QLatin1String(name), board));
    };
    save("isles.gb64", original);
    save("isles.gb32", convertBoard(original, Variant::GB32).board);
    save("isles.gb16", convertBoard(original, Variant::GB16).board);
    save("isles.gb08", convertBoard(original, Variant::GB08).board);
    Board edited = original;
    edited.setTileRaw(0, boundary.write(0, 3));
    save("isles-v2.gb64", edited);
    LibraryIndexer indexer(*db_, thumbnails());
    IndexSummary summary;
    const LibraryFolder mine{folder, QStringLiteral("2023-09")};
    db_->addFolder(mine);
    QVERIFY(indexer.index(mine, {}, summary));
    const auto isles = [](const std::vector<QStringList>& groups) {
        return std::count_if(groups.begin(), groups.end(), [](const QStringList& g) {
            return g.front().contains(QLatin1String("/mine/"));
        });
    };
    QCOMPARE(isles(codeConflicts(*db_).value()), 0);
    const auto groups = codeGroups(*db_).value();
    const auto own = std::find_if(groups.begin(), groups.end(), [](const CodeGroup& g) {
        return g.paths.front().contains(QLatin1String("/mine/"));
    });
    QVERIFY(own != groups.end());
    QCOMPARE(own->paths.size(), 5);
    QVERIFY(!own->clash);
    // Bruno publishes his own board under Ana's code: now the code clashes, all six are listed.
    Board other = convertBoard(original, Variant::GB32).board;
    other.footer().setText(footerField("author"), "Bruno");
    save("borrowed.gb32", other);
    QVERIFY(indexer.index(mine, {}, summary));
    const auto conflicts = codeConflicts(*db_).value();
    QCOMPARE(isles(conflicts), 1);
    for (const QStringList& g : conflicts)
        if (g.front().contains(QLatin1String("/mine/")))
            QCOMPARE(g.size(), 6);
}

void TestLibrary::unreadableFilesSayWhy() {
    indexAll();
    const auto reason = [&](const char* relative) {
        const auto record = db_->record(tree_.root + QLatin1Char('/') + QLatin1String(relative));
        return record ? record->unreadable : QStringLiteral("(not indexed)");
    };
    QVERIFY2(!reason("beta/broken.gb64").isEmpty(), "junk");
    QVERIFY2(reason("gamma/short.gb16").contains(QStringLiteral("byte")),
             qPrintable(reason("gamma/short.gb16")));
    QVERIFY(!reason("gamma/nothing.gb32").isEmpty());
    QVERIFY(!reason("gamma/gone.gb64").isEmpty());
    QCOMPARE(reason("gamma/pipe.gb64"), QStringLiteral("not a regular file"));
    QCOMPARE(reason("notes.txt"), QStringLiteral("(not indexed)"));
    QCOMPARE(reason("alpha/ring.gb64.bak"), QStringLiteral("(not indexed)"));
    QCOMPARE(reason("alpha/ring.gb65"), QStringLiteral("(not indexed)"));
    // Never found by a search, and never a duplicate of each other.
    QVERIFY(!find({}).contains(tree_.root + QStringLiteral("/beta/broken.gb64")));
}

void TestLibrary::onlyChangedFilesAreReadAgain() {
    indexAll();
    // Nothing changed: nothing read.
    IndexSummary again = indexAll();
    QCOMPARE(again.read, 0);
    QCOMPARE(again.removed, 0);
    QCOMPARE(again.unchanged, LibraryTree::boardNames().size() + LibraryTree::unreadableCount());
    // An edit (a new title), a delete and a rename.
    const QString forest = tree_.path(QStringLiteral("forest"));
    LoadedBoard loaded = loadBoard(forest);
    loaded.board->footer().setText(footerField("title"), "Forest Edge");
    QVERIFY(!saveBoard(forest, *loaded.board));
    touch(forest, 2000000000);
    QVERIFY(QFile::remove(tree_.path(QStringLiteral("tiny"))));
    const QString renamed = tree_.root + QStringLiteral("/gamma/renamed.gb64");
    QVERIFY(QFile::rename(tree_.path(QStringLiteral("inside")), renamed));
    again = indexAll();
    QCOMPARE(again.read, 2);    // the edited file and the renamed one
    QCOMPARE(again.removed, 2); // the deleted file and the old name
    LibraryQuery edge;
    edge.words = QStringList{QStringLiteral("edge")};
    QCOMPARE(find(edge), QStringList{forest});
    LibraryQuery inside;
    inside.words = QStringList{QStringLiteral("inside")};
    QCOMPARE(find(inside), QStringList{renamed});
    QVERIFY(!db_->record(tree_.path(QStringLiteral("tiny"))));
    // A folder taken out of the library takes its files with it.
    QVERIFY(db_->removeFolder(tree_.root));
    QCOMPARE(db_->counts(), std::make_pair(qint64(0), qint64(0)));
}

void TestLibrary::aFolderInsideAnotherKeepsItsBoards() {
    indexAll();
    LibraryIndexer indexer(*db_, {});
    const LibraryFolder alpha{tree_.root + QStringLiteral("/alpha"), QStringLiteral("2023-09")};
    db_->addFolder(alpha);
    IndexSummary summary;
    QVERIFY(indexer.index(alpha, {}, summary));
    QCOMPARE(summary.read, 0); // known already, through the folder around it
    QVERIFY(db_->removeFolder(tree_.root));
    QCOMPARE(find({}), sortedPaths(tree_, {"ring", "ringCopy", "forest"}));
    QVERIFY(db_->removeFolder(alpha.path));
    QCOMPARE(find({}), QStringList{});
    QCOMPARE(db_->counts(), std::make_pair(qint64(0), qint64(0)));
}

void TestLibrary::aCancelledIndexKeepsWhatItRead() {
    LibraryIndexer indexer(*db_, thumbnails());
    IndexSummary summary;
    int calls = 0;
    QVERIFY(indexer.index(
        {tree_.root, QStringLiteral("2023-09")},
        [&](const IndexProgress& progress) {
            ++calls;
            return progress.done == 0 ? false : true;
        },
        summary));
    QVERIFY(summary.cancelled);
    QCOMPARE(summary.read, 0);
    QCOMPARE(calls, 1);
    QCOMPARE(db_->counts(), std::make_pair(qint64(0), qint64(0)));
    // The next index reads everything.
    QCOMPARE(indexAll().read, LibraryTree::boardNames().size() + LibraryTree::unreadableCount());
}

void TestLibrary::aBrokenDatabaseIsSetAsideAndRebuilt() {
    indexAll();
    db_.reset();
    const QString path = dir_->filePath(QStringLiteral("library.sqlite"));
    for (const QString& extra : {QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + extra);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QByteArray(4096, 'x'));
    file.close();
    db_ = std::make_unique<LibraryDatabase>(path);
    QVERIFY2(db_->isOpen(), qPrintable(db_->error()));
    QVERIFY(db_->notice().contains(QStringLiteral("set aside")));
    const QStringList aside =
        QDir(dir_->path()).entryList({QStringLiteral("library.sqlite.broken-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QCOMPARE(QFileInfo(dir_->filePath(aside[0])).size(), 4096); // kept as it was
    QCOMPARE(db_->counts(), std::make_pair(qint64(0), qint64(0)));
    indexAll();
    QCOMPARE(find({}), sortedPaths(tree_, LibraryTree::boardNames()));
}

void TestLibrary::aNewerDatabaseIsNotTakenForThisOne() {
    indexAll();
    QSqlQuery(db_->connection()).exec(QStringLiteral("PRAGMA user_version = 99"));
    db_.reset();
    db_ = std::make_unique<LibraryDatabase>(dir_->filePath(QStringLiteral("library.sqlite")));
    QVERIFY(db_->isOpen());
    QVERIFY2(db_->notice().contains(QStringLiteral("newer")), qPrintable(db_->notice()));
    QCOMPARE(db_->counts(), std::make_pair(qint64(0), qint64(0)));
}

// Seen on a full tmpfs in the final review: any failure to open (a full disk, a lock held by
// another program) renamed a good library aside; only a file that is not a database is.
void TestLibrary::aBusyDatabaseIsNotTakenForABrokenOne() {
    indexAll();
    db_.reset();
    const QString path = dir_->filePath(QStringLiteral("library.sqlite"));
    {
        QSqlDatabase other =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("another-program"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QSqlQuery lock(other);
        QVERIFY(lock.exec(QStringLiteral("PRAGMA locking_mode=EXCLUSIVE")));
        QVERIFY(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        QVERIFY(lock.exec(QStringLiteral("DELETE FROM folders WHERE path = 'none'")));
        LibraryDatabase busy(path);
        QVERIFY(!busy.isOpen());
        QVERIFY2(!busy.error().isEmpty(), "a reason");
        QVERIFY(busy.notice().isEmpty());
        QCOMPARE(QDir(dir_->path())
                     .entryList({QStringLiteral("library.sqlite.broken-*")}, QDir::Files)
                     .size(),
                 0);
        lock.exec(QStringLiteral("ROLLBACK"));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("another-program"));
    db_ = std::make_unique<LibraryDatabase>(path);
    QVERIFY(db_->isOpen());
    QCOMPARE(find({}), sortedPaths(tree_, LibraryTree::boardNames())); // all still there
}

GBXX_TEST_MAIN(TestLibrary);

} // namespace tst_library
#include "tst_library.moc"
