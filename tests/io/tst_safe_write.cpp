// The one write path and the reading path, against hostile places: full disks (0 bytes, 4 KB and
// around the sizes a buffered writer would keep), a file written over itself, existing files, a
// read-only mount, /dev/full, a FIFO with a reader, names that are not UTF-8 or hold a newline,
// a file size limit, symbolic links; and boards read from pipes, FIFOs and devices as streams.
// Tests that mount need root and skip with the reason otherwise.

#include "gbxx/codec.h"
#include "gbxx/reshape.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "support/random_board.h"
#include "support/small_filesystem.h"
#include "support/test_suite.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

namespace tst_safe_write {

using namespace gbxx;
using namespace gbxx::test;

namespace {

Board sizedBoard(Variant variant, quint64 seed, int width, int length) {
    return resizedBoard(randomBoard(variant, seed), width, length, 0, 0);
}

QByteArray bytesOf(const Board& board) {
    const auto bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

// A board file of exactly `size` bytes (the sizes the reports name).
QByteArray boardOfSize(qsizetype size) {
    for (Variant v : kAllVariants)
        for (int w = 1; w <= 255; ++w)
            for (int l = 1; l <= 255; ++l)
                if (static_cast<qsizetype>(fileSizeFor(v, w, l)) == size)
                    return bytesOf(sizedBoard(v, static_cast<quint64>(size), w, l));
    return {};
}

QByteArray contentOf(const QString& path) {
    return readFileBytes(path, 1 << 24).value_or(QByteArray("<unreadable>"));
}

// Files in `folder` other than the filler: a failed write must leave no temporary file.
QStringList strays(const QString& folder, const QStringList& expected) {
    QStringList found;
    for (const QString& name : QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System))
        if (name != QLatin1String("filler") && !expected.contains(name))
            found << name;
    return found;
}

} // namespace

class TestSafeWrite : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void writesANewFileAndReplacesKeepingItsPermissions();
    void fullDiskNeverLeavesAPartialFile_data();
    void fullDiskNeverLeavesAPartialFile();
    void aFileWrittenOverItselfSurvivesAFullDisk();
    void readOnlyMountIsNamed();
    void devicesAndFifosAreWrittenInPlace();
    void namesAreBytes();
    void aNameWithANewlineGivesAOneLineMessage();
    void fileSizeLimitIsAnError();
    void aSymbolicLinkStaysALink();
    void aDanglingLinkIsWrittenThrough();
    void aDanglingLinkIntoNoFolderChangesNothing();
    void replacingKeepsOwnerAndGroup();
    void boardsAreReadFromStreams();
    void streamsLargerThanAnyBoardAreRefused();
    void unreadableNamesSayWhy();

private:
    QTemporaryDir dir_;
};

void TestSafeWrite::initTestCase() {
    std::signal(SIGXFSZ, SIG_IGN); // as the programs do
}

void TestSafeWrite::writesANewFileAndReplacesKeepingItsPermissions() {
    const QString path = dir_.filePath(QStringLiteral("new.gb64"));
    QVERIFY(!writeFileSafely(path, QByteArray("first")));
    QCOMPARE(contentOf(path), QByteArray("first"));
    QVERIFY(::chmod(bytesOfName(path).constData(), 0640) == 0);
    QVERIFY(!writeFileSafely(path, QByteArray("second")));
    QCOMPARE(contentOf(path), QByteArray("second"));
    struct stat info {};
    QVERIFY(::stat(bytesOfName(path).constData(), &info) == 0);
    QCOMPARE(info.st_mode & 07777, mode_t{0640});
    QCOMPARE(strays(dir_.path(), {QStringLiteral("new.gb64")}), QStringList());
}

void TestSafeWrite::fullDiskNeverLeavesAPartialFile_data() {
    QTest::addColumn<qint64>("free");
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("existing");
    // Free space of none, a page, and around 16 KB (the buffer of a buffered writer), for boards
    // smaller and larger than each; over an existing board and to a new name.
    for (const qint64 free : {0, 4096, 12288, 16384, 20480})
        for (const int size : {416, 5416, 15976, 16696})
            for (const bool existing : {false, true})
                QTest::newRow(qPrintable(QStringLiteral("%1 free, %2-byte board%3")
                                             .arg(free)
                                             .arg(size)
                                             .arg(existing ? ", over a board" : "")))
                    << free << size << existing;
}

void TestSafeWrite::fullDiskNeverLeavesAPartialFile() {
    QFETCH(qint64, free);
    QFETCH(int, size);
    QFETCH(bool, existing);
    SmallFilesystem disk;
    if (!disk.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QString path = disk.filePath(QStringLiteral("precious.gb64"));
    const QByteArray previous = boardOfSize(416);
    if (existing)
        QVERIFY(!writeFileSafely(path, previous));
    QVERIFY(disk.leaveFree(free));
    const QByteArray board = boardOfSize(size);
    QCOMPARE(board.size(), size);
    const auto failure = writeFileSafely(path, board);
    if (!failure) { // it fit: all of it is there
        QCOMPARE(contentOf(path), board);
    } else {
        QVERIFY2(failure->contains(QStringLiteral("No space left on device")),
                 qPrintable(*failure));
        if (existing)
            QCOMPARE(contentOf(path), previous);
        else
            QVERIFY(!fileExists(path));
    }
    QVERIFY2(free > 0 || failure, "nothing fits on a full disk");
    QCOMPARE(strays(disk.path(), {QStringLiteral("precious.gb64")}), QStringList());
}

void TestSafeWrite::aFileWrittenOverItselfSurvivesAFullDisk() {
    SmallFilesystem disk;
    if (!disk.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QString path = disk.filePath(QStringLiteral("same.gb64"));
    const QByteArray board = boardOfSize(5416);
    QVERIFY(!writeFileSafely(path, board));
    QVERIFY(disk.leaveFree(0));
    // gbxx convert X X: read, then written over itself.
    const LoadedBoard read = loadBoard(path);
    QVERIFY(read.board);
    QVERIFY(saveBoard(path, *read.board).has_value());
    QCOMPARE(contentOf(path), board);
    QCOMPARE(strays(disk.path(), {QStringLiteral("same.gb64")}), QStringList());
}

void TestSafeWrite::readOnlyMountIsNamed() {
    SmallFilesystem disk;
    if (!disk.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QString path = disk.filePath(QStringLiteral("kept.gb64"));
    const QByteArray board = boardOfSize(416);
    QVERIFY(!writeFileSafely(path, board));
    QVERIFY(disk.makeReadOnly());
    const auto failure = writeFileSafely(path, boardOfSize(5416));
    QVERIFY(failure);
    QVERIFY2(failure->contains(QStringLiteral("Read-only file system")), qPrintable(*failure));
    QCOMPARE(contentOf(path), board);
}

void TestSafeWrite::devicesAndFifosAreWrittenInPlace() {
    // Copies of /dev/full and /dev/null of the test's own: a regression that replaced the device
    // by a file must not take the system's with it.
    const QString full = dir_.filePath(QStringLiteral("full"));
    const QString null = dir_.filePath(QStringLiteral("null"));
    if (::mknod(bytesOfName(full).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0 ||
        ::mknod(bytesOfName(null).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        QSKIP("making device nodes needs root");
    const auto onFull = writeFileSafely(full, QByteArray("board"));
    QVERIFY(onFull);
    QVERIFY2(onFull->contains(QStringLiteral("No space left on device")), qPrintable(*onFull));
    struct stat info {};
    QVERIFY(::stat(bytesOfName(full).constData(), &info) == 0 && S_ISCHR(info.st_mode));
    QVERIFY(!writeFileSafely(null, QByteArray("board")));
    QVERIFY(::stat(bytesOfName(null).constData(), &info) == 0 && S_ISCHR(info.st_mode));

    // A FIFO with a reader gets the bytes and stays a FIFO.
    const QString fifo = dir_.filePath(QStringLiteral("pipe.gb64"));
    QVERIFY(::mkfifo(bytesOfName(fifo).constData(), 0600) == 0);
    QByteArray received;
    std::thread reader([&] { received = readFileBytes(fifo, 1 << 20).value_or(QByteArray()); });
    const QByteArray board = boardOfSize(5416);
    QVERIFY(!writeFileSafely(fifo, board));
    reader.join();
    QCOMPARE(received, board);
    QVERIFY(::stat(bytesOfName(fifo).constData(), &info) == 0 && S_ISFIFO(info.st_mode));
}

void TestSafeWrite::namesAreBytes() {
    const QByteArray raw = bytesOfName(dir_.path()) + "/bad\xff\xfe.gb64";
    const QString name = nameFromBytes(raw);
    QCOMPARE(bytesOfName(name), raw);
    QVERIFY(shownName(name).endsWith(QStringLiteral("bad\\xff\\xfe.gb64")));
    const Board board = sizedBoard(Variant::GB32, 7, 5, 4);
    QVERIFY(!saveBoard(name, board));
    struct stat info {};
    QVERIFY(::stat(raw.constData(), &info) == 0); // under exactly those bytes
    const LoadedBoard read = loadBoard(name);
    QVERIFY2(read.board, qPrintable(read.error));
    QCOMPARE(*read.board, board);
    // Valid UTF-8 of every length comes through as text.
    const QString text = QStringLiteral("Zoë 板 \U0001F3B2");
    QCOMPARE(nameFromBytes(text.toUtf8()), text);
    QCOMPARE(bytesOfName(text), text.toUtf8());
    // The name is valid text: through UTF-8 (a database, JSON) and back it is the same name.
    QCOMPARE(QString::fromUtf8(name.toUtf8()), name);
    QCOMPARE(bytesOfName(QString::fromUtf8(name.toUtf8())), raw);
    // Bytes that spell the escape characters themselves, encoded surrogates and overlong forms
    // come back as they were.
    for (const QByteArray& odd :
         {QByteArray("\xee\xbe\x80\xee\xbf\xbf"), QByteArray("\xed\xb3\xbf"),
          QByteArray("\xc0\xaf"), QByteArray("a\xe9\xee\xbe")}) {
        QCOMPARE(bytesOfName(nameFromBytes(odd)), odd);
        QCOMPARE(bytesOfName(QString::fromUtf8(nameFromBytes(odd).toUtf8())), odd);
    }
}

void TestSafeWrite::aNameWithANewlineGivesAOneLineMessage() {
    const QString name = dir_.filePath(QStringLiteral("no\nsuch/board.gb64"));
    const auto failure = saveBoard(name, Board(Variant::GB08, 2, 2));
    QVERIFY(failure);
    QVERIFY(!failure->contains(QLatin1Char('\n')));
    QVERIFY2(failure->contains(QStringLiteral("no\\nsuch")), qPrintable(*failure));
    const LoadedBoard read = loadBoard(name);
    QVERIFY(!read.error.contains(QLatin1Char('\n')));
}

void TestSafeWrite::fileSizeLimitIsAnError() {
    struct rlimit before {};
    QVERIFY(::getrlimit(RLIMIT_FSIZE, &before) == 0);
    struct rlimit small = before;
    small.rlim_cur = 1000;
    QVERIFY(::setrlimit(RLIMIT_FSIZE, &small) == 0);
    const QString path = dir_.filePath(QStringLiteral("limited.gb64"));
    const auto failure = writeFileSafely(path, boardOfSize(5416));
    ::setrlimit(RLIMIT_FSIZE, &before);
    QVERIFY(failure);
    QVERIFY2(failure->contains(QStringLiteral("File too large")), qPrintable(*failure));
    QVERIFY(!fileExists(path));
    QCOMPARE(strays(dir_.path(), {}).filter(QStringLiteral("limited")), QStringList());
}

void TestSafeWrite::aSymbolicLinkStaysALink() {
    const QString target = dir_.filePath(QStringLiteral("target.gb64"));
    const QString link = dir_.filePath(QStringLiteral("link.gb64"));
    QVERIFY(!writeFileSafely(target, QByteArray("old")));
    QVERIFY(::symlink(bytesOfName(target).constData(), bytesOfName(link).constData()) == 0);
    QVERIFY(!writeFileSafely(link, QByteArray("new")));
    struct stat info {};
    QVERIFY(::lstat(bytesOfName(link).constData(), &info) == 0 && S_ISLNK(info.st_mode));
    QCOMPARE(contentOf(target), QByteArray("new"));
}

void TestSafeWrite::aDanglingLinkIsWrittenThrough() {
    // A link to a link to a file not there yet, relative and absolute, the target's folder named
    // in bytes that are not UTF-8: the file is made where the links lead, the links stay links.
    const QString folder = dir_.filePath(nameFromBytes("dangling\xe9"));
    QVERIFY(!makeFolders(folder));
    const QString target = folder + QLatin1Char('/') + nameFromBytes("t\xff.gb64");
    const QString middle = dir_.filePath(QStringLiteral("middle.gb64"));
    const QString link = dir_.filePath(QStringLiteral("dangling.gb64"));
    QVERIFY(::symlink(bytesOfName(target).constData(), bytesOfName(middle).constData()) == 0);
    QVERIFY(::symlink("middle.gb64", bytesOfName(link).constData()) == 0);
    QVERIFY(!writeFileSafely(link, QByteArray("through")));
    struct stat info {};
    for (const QString& name : {link, middle})
        QVERIFY(::lstat(bytesOfName(name).constData(), &info) == 0 && S_ISLNK(info.st_mode));
    QVERIFY(::lstat(bytesOfName(target).constData(), &info) == 0 && S_ISREG(info.st_mode));
    QCOMPARE(contentOf(target), QByteArray("through"));
    QCOMPARE(strays(folder, {nameFromBytes("t\xff.gb64")}), QStringList());
}

void TestSafeWrite::aDanglingLinkIntoNoFolderChangesNothing() {
    const QString link = dir_.filePath(QStringLiteral("nowhere.gb64"));
    QVERIFY(::symlink("no-folder/x.gb64", bytesOfName(link).constData()) == 0);
    const auto failure = writeFileSafely(link, QByteArray("x"));
    QVERIFY(failure);
    QVERIFY2(failure->contains(QStringLiteral("No such file or directory")), qPrintable(*failure));
    struct stat info {};
    QVERIFY(::lstat(bytesOfName(link).constData(), &info) == 0 && S_ISLNK(info.st_mode));
    QVERIFY(!fileExists(dir_.filePath(QStringLiteral("no-folder"))));
}

void TestSafeWrite::replacingKeepsOwnerAndGroup() {
    if (::geteuid() != 0)
        QSKIP("giving a file to another owner needs root");
    const QString path = dir_.filePath(QStringLiteral("owned.gb64"));
    QVERIFY(!writeFileSafely(path, QByteArray("first")));
    constexpr uid_t kNobody = 65534;
    constexpr gid_t kNogroup = 65534;
    QVERIFY(::chown(bytesOfName(path).constData(), kNobody, kNogroup) == 0);
    QVERIFY(::chmod(bytesOfName(path).constData(), 0604) == 0);
    QVERIFY(!writeFileSafely(path, QByteArray("second")));
    struct stat info {};
    QVERIFY(::stat(bytesOfName(path).constData(), &info) == 0);
    QCOMPARE(contentOf(path), QByteArray("second"));
    QCOMPARE(info.st_uid, kNobody);
    QCOMPARE(info.st_gid, kNogroup);
    QCOMPARE(info.st_mode & 07777, mode_t{0604});
}

void TestSafeWrite::boardsAreReadFromStreams() {
    const Board board = sizedBoard(Variant::GB16, 3, 9, 8);
    const QByteArray bytes = bytesOf(board);
    // A FIFO: its size is what it holds, whatever stat says.
    const QString fifo = dir_.filePath(QStringLiteral("in.fifo"));
    QVERIFY(::mkfifo(bytesOfName(fifo).constData(), 0600) == 0);
    std::thread writer([&] {
        const int fd = ::open(bytesOfName(fifo).constData(), O_WRONLY);
        // In small pieces, as a slow pipe would.
        for (qsizetype k = 0; k < bytes.size(); k += 7)
            (void)!::write(fd, bytes.constData() + k,
                           static_cast<std::size_t>(std::min<qsizetype>(7, bytes.size() - k)));
        ::close(fd);
    });
    const LoadedBoard fromFifo = loadBoard(fifo);
    writer.join();
    QVERIFY2(fromFifo.board, qPrintable(fromFifo.error));
    QCOMPARE(*fromFifo.board, board);
    QCOMPARE(fromFifo.fileSize, bytes.size());

    // Standard input ("-"), here a pipe.
    int pipeEnds[2];
    QVERIFY(::pipe(pipeEnds) == 0);
    QCOMPARE(::write(pipeEnds[1], bytes.constData(), static_cast<std::size_t>(bytes.size())),
             static_cast<ssize_t>(bytes.size()));
    ::close(pipeEnds[1]);
    const int savedStdin = ::dup(STDIN_FILENO);
    ::dup2(pipeEnds[0], STDIN_FILENO);
    const LoadedBoard fromStdin = loadBoard(QStringLiteral("-"));
    ::dup2(savedStdin, STDIN_FILENO);
    ::close(savedStdin);
    ::close(pipeEnds[0]);
    QVERIFY2(fromStdin.board, qPrintable(fromStdin.error));
    QCOMPARE(*fromStdin.board, board);

    // Devices are streams too: /dev/zero holds no board, and says so without reading forever.
    const LoadedBoard zero = loadBoard(QStringLiteral("/dev/zero"));
    QVERIFY(!zero.board);
    QVERIFY2(zero.error.contains(QStringLiteral("not a GameBoardXX file")), qPrintable(zero.error));
    const LoadedBoard empty = loadBoard(QStringLiteral("/dev/null"));
    QVERIFY2(empty.error.contains(QStringLiteral("file is 0 bytes")), qPrintable(empty.error));
}

void TestSafeWrite::streamsLargerThanAnyBoardAreRefused() {
    const QString fifo = dir_.filePath(QStringLiteral("big.fifo"));
    QVERIFY(::mkfifo(bytesOfName(fifo).constData(), 0600) == 0);
    QByteArray bytes = bytesOf(Board(Variant::GB64, 255, 255));
    bytes.append(QByteArray(1000, 'x'));
    std::thread writer([&] {
        const int fd = ::open(bytesOfName(fifo).constData(), O_WRONLY);
        signal(SIGPIPE, SIG_IGN); // the reader stops reading once it knows enough
        (void)!::write(fd, bytes.constData(), static_cast<std::size_t>(bytes.size()));
        ::close(fd);
    });
    const LoadedBoard read = loadBoard(fifo);
    writer.join();
    QVERIFY(!read.board);
    QVERIFY2(read.error.contains(QStringLiteral("file is at least 520,337 bytes")),
             qPrintable(read.error));
}

void TestSafeWrite::unreadableNamesSayWhy() {
    const QString loop = dir_.filePath(QStringLiteral("loop1"));
    QVERIFY(::symlink("loop2", bytesOfName(loop).constData()) == 0);
    QVERIFY(::symlink("loop1", bytesOfName(dir_.filePath(QStringLiteral("loop2"))).constData()) ==
            0);
    QVERIFY2(loadBoard(loop).error.contains(QStringLiteral("Too many levels of symbolic links")),
             qPrintable(loadBoard(loop).error));
    const QString tooLong = dir_.filePath(QString(300, QLatin1Char('x')));
    QVERIFY2(loadBoard(tooLong).error.contains(QStringLiteral("File name too long")),
             qPrintable(loadBoard(tooLong).error));
    QVERIFY(
        writeFileSafely(tooLong, QByteArray("x"))->contains(QStringLiteral("File name too long")));
    QVERIFY(loadBoard(dir_.path()).error.contains(QStringLiteral("is a folder")));
    QVERIFY(loadBoard(dir_.filePath(QStringLiteral("none.gb64")))
                .error.contains(QStringLiteral("no such file")));
}

GBXX_TEST_GUILESS_MAIN(TestSafeWrite);

} // namespace tst_safe_write
#include "tst_safe_write.moc"
