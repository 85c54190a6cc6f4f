// `gbxx patch make|apply|show` (issue 44 item 5): the real program once for its exit statuses and
// streams, the rest in process: round trips on random boards of every tile size, `show`'s exact
// lines, refusals that write nothing, usage errors.

#include "cli/gbxx_run.h"
#include "gbxx/board_patch.h"
#include "gbxx/codec.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <random>

namespace tst_cli_patch {

using namespace gbxx;
using namespace gbxx::test;

namespace {

QByteArray bytesOf(const Board& board) {
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()));
}

void save(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QStringList args(std::initializer_list<QString> list) {
    return QStringList(list);
}

} // namespace

class TestCliPatch : public QObject {
    Q_OBJECT

private slots:
    void theProgramsStatusesAndStreams() {
        QTemporaryDir dir;
        const QString base = dir.filePath("base.gb16"), target = dir.filePath("target.gb16"),
                      patch = dir.filePath("p.gbxp"), out = dir.filePath("out.gb16");
        Board a(Variant::GB16, 5, 4);
        Board b = a;
        b.setTileRaw(3, 0x1234);
        save(base, bytesOf(a));
        save(target, bytesOf(b));
        Run run = runGbxxProcess(args({"patch", "make", base, target, patch}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.isEmpty() && run.err.isEmpty());
        run = runGbxxProcess(args({"patch", "show", patch}));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, "base " + QByteArray::fromStdString(hexOf(sha256(writeBoard(a)))) +
                              "\nresult " +
                              QByteArray::fromStdString(hexOf(sha256(writeBoard(b)))) +
                              "\ntiles 1\nruns 1\n");
        // The target is not the patch's base: refused, one error line, nothing written.
        run = runGbxxProcess(args({"patch", "apply", target, patch, out}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.err.startsWith("error: cannot apply "));
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(!QFile::exists(out));
        run = runGbxxProcess(args({"patch", "apply", base, patch, out}));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(fileBytes(out), bytesOf(b));
        run = runGbxxProcess(args({"patch", "frobnicate"}));
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.startsWith("error: unknown patch command 'frobnicate'"));
    }

    void roundTripsEveryTileSize() {
        QTemporaryDir dir;
        std::mt19937_64 random(44);
        for (Variant v : {Variant::GB08, Variant::GB16, Variant::GB32, Variant::GB64})
            for (double share : {0.0, 0.05, 1.0}) {
                const Board a = randomBoard(v, random(), 60);
                const Board b = randomlyEdited(a, random, share);
                const QString base = dir.filePath("a"), target = dir.filePath("b"),
                              patch = dir.filePath("p");
                save(base, bytesOf(a));
                save(target, bytesOf(b));
                QCOMPARE(runGbxx(args({"patch", "make", base, target, patch})).exitCode, 0);
                // OUT may be BASE: replaced once the result is checked.
                const Run run = runGbxx(args({"patch", "apply", base, patch, base}));
                QVERIFY2(run.exitCode == 0, run.err.constData());
                QCOMPARE(fileBytes(base), bytesOf(b));
            }
    }

    void showNamesHeaderAndFooterKeys() {
        QTemporaryDir dir;
        Board a(Variant::GB64, 3, 3);
        Board b = a;
        b.setHeader(*b.layout().headerField("hex"), 1);
        b.setHeader(*b.layout().headerField("wrap"), 2);
        QVERIFY(!b.footer().setText(footerField("title"), "Ring").has_value());
        b.footer().setNumber(footerField("version"), 3);
        b.setTileRaw(0, 1);
        b.setTileRaw(1, 1);
        b.setTileRaw(5, 1);
        save(dir.filePath("a"), bytesOf(a));
        save(dir.filePath("b"), bytesOf(b));
        QCOMPARE(runGbxx(args({"patch", "make", dir.filePath("a"), dir.filePath("b"),
                               dir.filePath("p")}))
                     .exitCode,
                 0);
        const Run run = runGbxx(args({"patch", "show", dir.filePath("p")}));
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.split('\n');
        QCOMPARE(lines.mid(2), (QList<QByteArray>{"tiles 3", "runs 2", "header hex", "header wrap",
                                                  "footer version", "footer title", ""}));
    }

    void refusalsWriteNothing() {
        QTemporaryDir dir;
        const QString small = dir.filePath("small"), large = dir.filePath("large"),
                      patch = dir.filePath("p"), out = dir.filePath("out");
        save(small, bytesOf(Board(Variant::GB08, 2, 2)));
        save(large, bytesOf(Board(Variant::GB08, 2, 3)));
        save(out, "kept");
        Run run = runGbxx(args({"patch", "make", small, large, patch}));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QByteArray("error: cannot make a patch: TARGET is 2x3 tiles, BASE is "
                                     "2x2: a patch needs two boards of one size\n"));
        QVERIFY(!QFile::exists(patch));
        QCOMPARE(runGbxx(args({"patch", "make", small, small, patch})).exitCode, 0);
        QByteArray damaged = fileBytes(patch);
        damaged.chop(1);
        save(patch, damaged);
        run = runGbxx(args({"patch", "apply", small, patch, out}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("the patch is cut short"));
        QCOMPARE(fileBytes(out), QByteArray("kept"));
        QCOMPARE(runGbxx(args({"patch", "show", small})).exitCode, 1);
        QCOMPARE(runGbxx(args({"patch", "show", dir.filePath("none")})).exitCode, 1);
        QCOMPARE(runGbxx(args({"patch", "apply", dir.filePath("none"), patch, out})).exitCode, 1);
        QCOMPARE(fileBytes(out), QByteArray("kept"));
    }

    void usage() {
        QCOMPARE(runGbxx(args({"patch"})).exitCode, 2);
        QCOMPARE(runGbxx(args({"patch", "make", "a", "b"})).exitCode, 2);
        QCOMPARE(runGbxx(args({"patch", "show", "--bogus", "p"})).exitCode, 2);
        QCOMPARE(runGbxx(args({"patch", "apply", "--layout", "nope", "a", "b", "c"})).exitCode, 2);
        const Run help = runGbxx(args({"patch", "--help"}));
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("gbxx patch apply BASE PATCH OUT"));
        const Run makeHelp = runGbxx(args({"patch", "make", "--help"}));
        QCOMPARE(makeHelp.exitCode, 0);
        QVERIFY(makeHelp.out.contains("gbxx patch make"));
    }
};

GBXX_TEST_GUILESS_MAIN(TestCliPatch);

} // namespace tst_cli_patch

#include "tst_cli_patch.moc"
