// `gbxx diff`, `gbxx merge`, `gbxx dump --lines` and `gbxx git-setup` (issue 36): their exact lines
// and exit statuses against a computation of their own from `gbxx dump`'s JSON, on random boards
// of every tile size, square and hex, 1×1 to 255×255, edited on one side, both, alike and not;
// and a real git repository merging two branches through the driver.

#include "cli/gbxx_run.h"
#include "gbxx/codec.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <random>

namespace tst_cli_board_history {

using namespace gbxx;
using namespace gbxx::test;

namespace {

void save(const QString& path, const Board& board) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    file.write(reinterpret_cast<const char*>(bytes.data()), qint64(bytes.size()));
}

// A board's dump, read back.
QJsonObject dumped(const QString& path) {
    const Run run = runGbxx({QStringLiteral("dump"), path});
    if (run.exitCode != 0)
        qFatal("dump failed: %s", run.err.constData());
    return QJsonDocument::fromJson(run.out).object();
}

// The header and footer keys of today's layout in their order (CLI-CONTRACT, `gbxx dump`).
const QStringList kHeaderKeys{"routing", "heightMode", "grouped", "hex",
                              "wrap",    "occupancy",  "reserved"};
const QStringList kFooterKeys{"version", "editorId", "boardCode", "title", "reserved", "author"};

// Keys of a JSON object of numbers in the order the dump wrote them (QJsonObject sorts them).
QStringList keysInOrder(const QByteArray& json, const char* object) {
    if (qstrcmp(object, "header") == 0)
        return kHeaderKeys;
    if (qstrcmp(object, "footer") == 0)
        return kFooterKeys; // texts may hold anything: not read from the text
    // The tiles' keys are the first tile's.
    const QByteArray opening = qstrcmp(object, "tiles") == 0 ? QByteArray("\"tiles\": [\n{")
                                                             : QByteArray("\"") + object + "\": {";
    const qsizetype start = json.indexOf(opening);
    const qsizetype end = json.indexOf('}', start);
    QStringList keys;
    const QByteArray part = json.mid(start, end - start);
    qsizetype at = part.indexOf('{') + 1;
    while ((at = part.indexOf('"', at)) >= 0) {
        const qsizetype close = part.indexOf('"', at + 1);
        keys << QString::fromUtf8(part.mid(at + 1, close - at - 1));
        at = part.indexOf(", \"", close);
        if (at < 0)
            break;
        at += 2;
    }
    return keys;
}

// A JSON value as the dump and diff print it: numbers bare, strings in JSON (ASCII, \u00XX).
QByteArray printed(const QJsonValue& v) {
    if (v.isDouble())
        return QByteArray::number(qint64(v.toDouble()));
    QByteArray out = "\"";
    for (QChar c : v.toString()) {
        const ushort u = c.unicode();
        if (u == '"')
            out += "\\\"";
        else if (u == '\\')
            out += "\\\\";
        else if (u == '\n')
            out += "\\n";
        else if (u == '\t')
            out += "\\t";
        else if (u == '\r')
            out += "\\r";
        else if (u < 0x20 || u >= 0x7F)
            out += QStringLiteral("\\u%1").arg(u, 4, 16, QLatin1Char('0')).toLatin1();
        else
            out += char(u);
    }
    return out + '"';
}

// `gbxx diff A B [--tiles]` computed from the two dumps (same tile size).
QByteArray expectedDiff(const QString& pathA, const QString& pathB, bool tiles) {
    const QByteArray rawA = runGbxx({QStringLiteral("dump"), pathA}).out;
    const QJsonObject a = QJsonDocument::fromJson(rawA).object();
    const QJsonObject b = dumped(pathB);
    QByteArray out;
    const int wa = a["width"].toInt(), la = a["length"].toInt();
    const int wb = b["width"].toInt(), lb = b["length"].toInt();
    if (wa != wb || la != lb)
        out += QStringLiteral("size: %1x%2 -> %3x%4\n").arg(wa).arg(la).arg(wb).arg(lb).toUtf8();
    for (const char* part : {"header", "footer"})
        for (const QString& key : keysInOrder(rawA, part)) {
            const QJsonValue va = a[part].toObject()[key], vb = b[part].toObject()[key];
            if (va != vb)
                out += QByteArray(part) + '.' + key.toUtf8() + ": " + printed(va) + " -> " +
                       printed(vb) + '\n';
        }
    const QJsonArray ta = a["tiles"].toArray(), tb = b["tiles"].toArray();
    const QStringList fields = keysInOrder(rawA, "tiles"); // the first tile's keys
    QMap<QString, int> counts;
    QByteArray tileLines;
    for (int y = 0; y < std::min(la, lb); ++y)
        for (int x = 0; x < std::min(wa, wb); ++x) {
            const QJsonObject one = ta[y * wa + x].toObject(), two = tb[y * wb + x].toObject();
            for (const QString& key : fields)
                if (one[key] != two[key]) {
                    ++counts[key];
                    tileLines += QStringLiteral("%1 %2 %3: %4 -> %5\n")
                                     .arg(x)
                                     .arg(y)
                                     .arg(key)
                                     .arg(qint64(one[key].toDouble()))
                                     .arg(qint64(two[key].toDouble()))
                                     .toUtf8();
                }
        }
    for (const QString& key : fields)
        if (counts.value(key))
            out += key.toUtf8() + ": " + QByteArray::number(counts[key]) + " tiles\n";
    return tiles ? out + tileLines : out;
}

Board randomSized(Variant v, std::uint64_t seed, std::mt19937_64& random) {
    Board b = test::randomBoard(v, seed, seed % 9 == 0 ? 255 : 30);
    // Square or hex, wrapped or not, as they come; hex is a header bit.
    b.setHeader(*b.layout().headerField("hex"), random() % 2);
    return b;
}

} // namespace

class TestCliBoardHistory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void diffMatchesAComputationFromTheDumps();
    void diffPrintsItsLinesExactly();
    void diffJsonHoldsTheSameAsTheLines();
    void diffExitStatuses();
    void differentTileSizesAreComparedInTheLarger();
    void mergeMatchesAComputationFromTheDumps();
    void mergePrintsItsLinesExactly();
    void mergeRefusesWhatCannotBeMergedAndWritesNothing();
    void dumpLinesIsTheDumpAsLines();
    void gitSetupWritesAttributesOnceAndTheDrivers();
    void gitMergesTwoBranchesThroughTheDriver();

private:
    QTemporaryDir dir_;
    QString path(const QString& name) const { return dir_.filePath(name); }
};

void TestCliBoardHistory::initTestCase() {
    QVERIFY(dir_.isValid());
}

void TestCliBoardHistory::diffMatchesAComputationFromTheDumps() {
    std::mt19937_64 random(2026);
    for (Variant v : kAllVariants)
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const Board a = randomSized(v, seed * 13 + bitsOf(v), random);
            // Sometimes another size: a board resized by the other side.
            const Board b = seed == 4 ? test::randomBoard(v, seed * 17, 30)
                                      : randomlyEdited(a, random, seed == 2 ? 0.5 : 0.03);
            save(path("a"), a);
            save(path("b"), b);
            for (bool tiles : {false, true}) {
                QStringList args{QStringLiteral("diff"), path("a"), path("b")};
                if (tiles)
                    args << QStringLiteral("--tiles");
                const Run run = runGbxx(args);
                const QByteArray want = expectedDiff(path("a"), path("b"), tiles);
                QCOMPARE(run.out, want);
                QCOMPARE(run.exitCode, want.isEmpty() ? 0 : 1);
                QCOMPARE(run.err, QByteArray());
            }
        }
}

void TestCliBoardHistory::diffPrintsItsLinesExactly() {
    Board a(Variant::GB16, 3, 2);
    a.footer().setText(footerField("title"), "Ring");
    Board b = a;
    b.setHeader(*b.layout().headerField("hex"), 1);
    b.footer().setText(footerField("title"), "Ring \"2\"");
    b.footer().setNumber(footerField("version"), 3);
    const FieldSpec& height = *b.field(keys::height);
    b.setField(height, 5, std::vector<TileIndex>{b.indexOf(2, 1)});
    save(path("a.gb16"), a);
    save(path("b.gb16"), b);
    Run run = runGbxx({QStringLiteral("diff"), path("a.gb16"), path("b.gb16"), "--tiles"});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("header.hex: 0 -> 1\n"
                                 "footer.version: 0 -> 3\n"
                                 "footer.title: \"Ring\" -> \"Ring \\\"2\\\"\"\n"
                                 "height: 1 tiles\n"
                                 "2 1 height: 0 -> 5\n"));
    run = runGbxx({QStringLiteral("diff"), "--json", path("a.gb16"), path("b.gb16")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out,
             QByteArray("{\"header\": {\"hex\": [0, 1]}, \"footer\": {\"version\": [0, 3], "
                        "\"title\": [\"Ring\", \"Ring \\\"2\\\"\"]}, \"fields\": "
                        "{\"height\": 1}}\n"));
    // Another size: the size line first, then the common rectangle.
    Board wide(Variant::GB16, 4, 2);
    wide.footer() = a.footer();
    save(path("wide.gb16"), wide);
    run = runGbxx({QStringLiteral("diff"), path("a.gb16"), path("wide.gb16"), "--json"});
    QCOMPARE(run.out, QByteArray("{\"size\": [[3, 2], [4, 2]], \"header\": {}, \"footer\": {}, "
                                 "\"fields\": {}}\n"));
    QCOMPARE(runGbxx({QStringLiteral("diff"), path("a.gb16"), path("wide.gb16")}).out,
             QByteArray("size: 3x2 -> 4x2\n"));
}

void TestCliBoardHistory::diffJsonHoldsTheSameAsTheLines() {
    std::mt19937_64 random(7);
    const Board a = test::randomBoard(Variant::GB32, 3, 20);
    const Board b = randomlyEdited(a, random, 0.2);
    save(path("ja"), a);
    save(path("jb"), b);
    const Run lines = runGbxx({QStringLiteral("diff"), path("ja"), path("jb"), "--tiles"});
    const Run json = runGbxx({QStringLiteral("diff"), path("ja"), path("jb"), "--tiles", "--json"});
    QCOMPARE(json.exitCode, 1);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(json.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QByteArray again;
    for (const char* part : {"header", "footer"})
        for (const QString& key : keysInOrder(json.out, part))
            if (o[part].toObject().contains(key)) {
                const QJsonArray ab = o[part].toObject()[key].toArray();
                again += QByteArray(part) + '.' + key.toUtf8() + ": " + printed(ab[0]) + " -> " +
                         printed(ab[1]) + '\n';
            }
    for (const QString& key : keysInOrder(json.out, "fields"))
        again += key.toUtf8() + ": " + QByteArray::number(o["fields"].toObject()[key].toInt()) +
                 " tiles\n";
    for (const QJsonValue& t : o["tiles"].toArray()) {
        const QJsonArray x = t.toArray();
        again += QStringLiteral("%1 %2 %3: %4 -> %5\n")
                     .arg(x[0].toInt())
                     .arg(x[1].toInt())
                     .arg(x[2].toString())
                     .arg(qint64(x[3].toDouble()))
                     .arg(qint64(x[4].toDouble()))
                     .toUtf8();
    }
    QCOMPARE(again, lines.out);
    QVERIFY(!o.contains("size"));
    QVERIFY(!runGbxx({QStringLiteral("diff"), path("ja"), path("jb"), "--json"})
                 .out.contains("\"tiles\""));
}

void TestCliBoardHistory::diffExitStatuses() {
    const Board a = test::randomBoard(Variant::GB08, 1, 12);
    save(path("same1"), a);
    save(path("same2"), a);
    for (const QStringList& extra :
         {QStringList{}, QStringList{"--json"}, QStringList{"--tiles"}}) {
        const Run run = runGbxx(QStringList{"diff", path("same1"), path("same2")} + extra);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray());
    }
    // Unreadable input and usage errors: 2, as diff(1).
    QFile::copy(vectorBoard("b04_gb64_7x5_random.gb64"), path("valid.gb64"));
    QFile truncated(path("truncated.gb64"));
    QVERIFY(truncated.open(QIODevice::WriteOnly));
    truncated.write(fileBytes(path("valid.gb64")).left(20));
    truncated.close();
    for (const QStringList& args :
         {QStringList{"diff", path("valid.gb64"), path("missing")},
          QStringList{"diff", path("truncated.gb64"), path("valid.gb64")},
          QStringList{"diff", path("valid.gb64")}, QStringList{"diff", "--nope", "a", "b"},
          QStringList{"diff", "--layout", "1999", path("valid.gb64"), path("valid.gb64")}}) {
        const Run run = runGbxx(args);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        QVERIFY(run.err.startsWith("error: "));
    }
    // The real program: the status as a shell sees it.
    QCOMPARE(runGbxxProcess({"diff", path("same1"), path("same2")}).exitCode, 0);
    QCOMPARE(runGbxxProcess({"diff", path("same1"), path("valid.gb64")}).exitCode, 1);
    QCOMPARE(runGbxxProcess({"diff", path("same1"), path("missing")}).exitCode, 2);
    // Differences that cannot be printed are trouble, not "they differ".
    const Run full = runProgram("sh", {"-c", "exec \"$0\" \"$@\" > /dev/full", GBXX_CLI_PATH,
                                       "diff", path("same1"), path("valid.gb64")});
    QCOMPARE(full.exitCode, 2);
    QCOMPARE(full.err, QByteArray("error: write error: No space left on device\n"));
}

void TestCliBoardHistory::differentTileSizesAreComparedInTheLarger() {
    std::mt19937_64 random(11);
    const Board small = test::randomBoard(Variant::GB08, 9, 25);
    save(path("small.gb08"), small);
    QCOMPARE(runGbxx({"convert", path("small.gb08"), path("up.gb64"), "--to", "64"}).exitCode, 0);
    // A board and its conversion to a larger tile size hold the same values.
    const Run same = runGbxx({"diff", path("small.gb08"), path("up.gb64")});
    QCOMPARE(same.exitCode, 0);
    QCOMPARE(same.out, QByteArray());
    LoadedBoard up = loadBoard(path("up.gb64"));
    save(path("edited.gb64"), randomlyEdited(*up.board, random, 0.1));
    QCOMPARE(runGbxx({"diff", path("small.gb08"), path("edited.gb64"), "--tiles"}).out,
             expectedDiff(path("up.gb64"), path("edited.gb64"), true));
    QCOMPARE(runGbxx({"diff", path("edited.gb64"), path("small.gb08"), "--tiles"}).out,
             expectedDiff(path("edited.gb64"), path("up.gb64"), true));
}

namespace {

struct ExpectedMerge {
    QByteArray lines;
    QJsonObject merged; // the dump OUT must have: header, footer and tiles
    int conflicts = 0;
};

// The merge computed from the three dumps, field by field.
ExpectedMerge expectedMerge(const QString& base, const QString& ours, const QString& theirs) {
    const QByteArray raw = runGbxx({QStringLiteral("dump"), base}).out;
    const QJsonObject b = QJsonDocument::fromJson(raw).object(), o = dumped(ours),
                      t = dumped(theirs);
    ExpectedMerge e;
    e.merged = o;
    QByteArray tileLines;
    const auto three = [&](const QJsonValue& vb, const QJsonValue& vo, const QJsonValue& vt,
                           const QByteArray& what) -> QJsonValue {
        if (vo == vt || vt == vb)
            return vo;
        if (vo == vb)
            return vt;
        ++e.conflicts;
        const QByteArray line = "conflict: " + what + ": " + printed(vb) + " -> " + printed(vo) +
                                " | " + printed(vt) + '\n';
        (what.startsWith("header.") || what.startsWith("footer.") ? e.lines : tileLines) += line;
        return vo;
    };
    for (const char* part : {"header", "footer"}) {
        QJsonObject values = o[part].toObject();
        for (const QString& key : keysInOrder(raw, part))
            values[key] = three(b[part].toObject()[key], o[part].toObject()[key],
                                t[part].toObject()[key], QByteArray(part) + '.' + key.toUtf8());
        e.merged[part] = values;
    }
    const QStringList fields = keysInOrder(raw, "tiles");
    const int width = b["width"].toInt();
    QJsonArray tiles;
    const QJsonArray tb = b["tiles"].toArray(), to = o["tiles"].toArray(),
                     tt = t["tiles"].toArray();
    for (qsizetype i = 0; i < tb.size(); ++i) {
        QJsonObject tile;
        for (const QString& key : fields)
            tile[key] =
                three(tb[i].toObject()[key], to[i].toObject()[key], tt[i].toObject()[key],
                      QStringLiteral("%1 %2 %3").arg(i % width).arg(i / width).arg(key).toUtf8());
        tiles.append(tile);
    }
    e.merged["tiles"] = tiles;
    e.lines += tileLines + QByteArray::number(e.conflicts) + " conflicts\n";
    return e;
}

} // namespace

void TestCliBoardHistory::mergeMatchesAComputationFromTheDumps() {
    std::mt19937_64 random(36);
    for (Variant v : kAllVariants)
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const Board base = randomSized(v, seed * 5 + bitsOf(v), random);
            const Board ours = randomlyEdited(base, random, seed == 3 ? 0.4 : 0.05);
            // THEIRS sometimes makes OURS's edits too (identical edits never conflict).
            const Board theirs = randomlyEdited(seed == 2 ? ours : base, random, 0.05);
            save(path("base"), base);
            save(path("ours"), ours);
            save(path("theirs"), theirs);
            const ExpectedMerge want = expectedMerge(path("base"), path("ours"), path("theirs"));
            const Run run =
                runGbxx({"merge", path("base"), path("ours"), path("theirs"), "-o", path("out")});
            QCOMPARE(run.out, want.lines);
            QCOMPARE(run.exitCode, want.conflicts ? 1 : 0);
            const QJsonObject got = dumped(path("out"));
            QCOMPARE(got["header"], want.merged["header"]);
            QCOMPARE(got["footer"], want.merged["footer"]);
            QCOMPARE(got["tiles"], want.merged["tiles"]);
        }
}

void TestCliBoardHistory::mergePrintsItsLinesExactly() {
    Board base(Variant::GB64, 4, 3);
    Board ours = base, theirs = base;
    const FieldSpec& height = *base.field(keys::height);
    const FieldSpec& boundary = *base.field(keys::boundary);
    ours.setField(height, 2, std::vector<TileIndex>{base.indexOf(3, 2)});
    theirs.setField(height, 4, std::vector<TileIndex>{base.indexOf(3, 2)});
    theirs.setField(boundary, 1, std::vector<TileIndex>{base.indexOf(0, 0)});
    ours.footer().setText(footerField("title"), "Ours");
    theirs.footer().setText(footerField("title"), "Theirs");
    save(path("mb.gb64"), base);
    save(path("mo.gb64"), ours);
    save(path("mt.gb64"), theirs);
    const QByteArray oursBefore = fileBytes(path("mo.gb64"));
    Run run = runGbxx(
        {"merge", path("mb.gb64"), path("mo.gb64"), path("mt.gb64"), "-o", path("mm.gb64")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("conflict: footer.title: \"\" -> \"Ours\" | \"Theirs\"\n"
                                 "conflict: 3 2 height: 0 -> 2 | 4\n"
                                 "2 conflicts\n"));
    QCOMPARE(fileBytes(path("mo.gb64")), oursBefore); // -o: OURS untouched
    LoadedBoard merged = loadBoard(path("mm.gb64"));
    QVERIFY(merged.board);
    QCOMPARE(merged.board->get(base.indexOf(3, 2), height), std::uint64_t{2});
    QCOMPARE(merged.board->get(base.indexOf(0, 0), boundary), std::uint64_t{1});
    // One conflict says "1 conflicts"; none "0 conflicts"; OUT defaults to OURS.
    save(path("mt.gb64"), ours);
    ours.footer().setText(footerField("title"), "");
    theirs = base;
    theirs.setField(boundary, 2, std::vector<TileIndex>{base.indexOf(1, 1)});
    save(path("mt2.gb64"), theirs);
    run = runGbxx({"merge", path("mb.gb64"), path("mo.gb64"), path("mt2.gb64")});
    QCOMPARE(run.out, QByteArray("0 conflicts\n"));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(loadBoard(path("mo.gb64")).board->get(base.indexOf(1, 1), boundary), std::uint64_t{2});
    Board single = base;
    single.setField(height, 9, std::vector<TileIndex>{base.indexOf(0, 2)});
    save(path("s1.gb64"), single);
    single.setField(height, 8, std::vector<TileIndex>{base.indexOf(0, 2)});
    save(path("s2.gb64"), single);
    run = runGbxxProcess({"merge", path("mb.gb64"), path("s1.gb64"), path("s2.gb64")});
    QCOMPARE(run.out, QByteArray("conflict: 0 2 height: 0 -> 9 | 8\n1 conflicts\n"));
    QCOMPARE(run.exitCode, 1);
}

void TestCliBoardHistory::mergeRefusesWhatCannotBeMergedAndWritesNothing() {
    const Board base(Variant::GB32, 5, 5);
    save(path("rb"), base);
    save(path("rsize"), Board(Variant::GB32, 5, 6));
    save(path("rtile"), Board(Variant::GB16, 5, 5));
    QFile::copy(vectorBoard("b04_gb64_7x5_random.gb64"), path("rvalid"));
    for (const QStringList& three : {QStringList{path("rb"), path("rsize"), path("rb")},
                                     QStringList{path("rb"), path("rb"), path("rtile")},
                                     QStringList{path("rb"), path("rb"), path("nowhere")}}) {
        const Run run = runGbxx(QStringList{"merge"} + three + QStringList{"-o", path("rout")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        QVERIFY2(run.err.startsWith("error: "), run.err.constData());
        QVERIFY(!QFile::exists(path("rout")));
    }
    QCOMPARE(runGbxx({"merge", path("rb"), path("rsize"), path("rb")}).err,
             QByteArray("error: cannot merge: OURS is 5x6 tiles, BASE is 5x5: the three boards "
                        "must have one size\n"));
    QCOMPARE(runGbxx({"merge", path("rb"), path("rb")}).exitCode, 2);
}

void TestCliBoardHistory::dumpLinesIsTheDumpAsLines() {
    for (const char* name : {"b00_gb64_2x1_contract.gb64", "b04_gb64_7x5_random.gb64"}) {
        const QString file = vectorBoard(name);
        const QByteArray raw = runGbxx({"dump", file}).out;
        const QJsonObject o = QJsonDocument::fromJson(raw).object();
        QByteArray want;
        for (const char* part : {"header", "footer"})
            for (const QString& key : keysInOrder(raw, part))
                want += QByteArray(part) + ' ' + key.toUtf8() + ' ' +
                        printed(o[part].toObject()[key]) + '\n';
        const QStringList fields = keysInOrder(raw, "tiles");
        const QJsonArray tiles = o["tiles"].toArray();
        for (qsizetype i = 0; i < tiles.size(); ++i) {
            want += QByteArray::number(i % o["width"].toInt()) + ' ' +
                    QByteArray::number(i / o["width"].toInt());
            for (const QString& key : fields)
                want += ' ' + key.toUtf8() + '=' +
                        QByteArray::number(qint64(tiles[i].toObject()[key].toDouble()));
            want += '\n';
        }
        const Run run = runGbxx({"dump", "--lines", file});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, want);
    }
    const Run bad = runGbxx({"dump", "--lines", path("truncated.gb64")});
    QCOMPARE(bad.exitCode, 1);
    QCOMPARE(bad.out, QByteArray());
}

namespace {

// git in `dir`, with the test's gbxx first on PATH and a configuration of its own.
Run git(const QString& dir, const QStringList& args, const QString& home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("PATH",
               QFileInfo(QStringLiteral(GBXX_CLI_PATH)).absolutePath() + ':' + env.value("PATH"));
    env.insert("HOME", home);
    env.insert("XDG_CONFIG_HOME", home + "/.config");
    env.insert("GIT_CONFIG_NOSYSTEM", "1");
    env.insert("GIT_AUTHOR_NAME", "Ann");
    env.insert("GIT_AUTHOR_EMAIL", "ann@example.org");
    env.insert("GIT_COMMITTER_NAME", "Ann");
    env.insert("GIT_COMMITTER_EMAIL", "ann@example.org");
    env.insert("GIT_PAGER", "cat");
    return runProgram(QStringLiteral("sh"),
                      QStringList{"-c", "cd \"$0\" && exec \"$@\"", dir, "git"} + args, {}, env);
}

} // namespace

void TestCliBoardHistory::gitSetupWritesAttributesOnceAndTheDrivers() {
    QTemporaryDir repo, home;
    const auto inRepo = [&](const QStringList& args) {
        return git(repo.path(), args, home.path());
    };
    QCOMPARE(inRepo({"init", "-q"}).exitCode, 0);
    QProcessEnvironment setupEnv = QProcessEnvironment::systemEnvironment();
    setupEnv.insert("HOME", home.path());
    setupEnv.insert("XDG_CONFIG_HOME", home.path() + "/.config");
    setupEnv.insert("GIT_CONFIG_NOSYSTEM", "1");
    const auto setup = [&] {
        return runProgram(
            QStringLiteral("sh"),
            {"-c", "cd \"$0\" && exec \"$@\"", repo.path(), GBXX_CLI_PATH, "git-setup"}, {},
            setupEnv);
    };
    const Run first = setup();
    QCOMPARE(first.exitCode, 0);
    QVERIFY(first.out.contains("added *.gb08 diff=gbxx merge=gbxx"));
    // Run again: nothing is written twice.
    const Run second = setup();
    QCOMPARE(second.exitCode, 0);
    QVERIFY(second.out.contains("already has *.gb64 diff=gbxx merge=gbxx"));
    QVERIFY(second.out.contains("merge.gbxx.driver 'gbxx merge %O %A %B -o %A'"));
    const QByteArray attributes = fileBytes(repo.filePath(".gitattributes"));
    QCOMPARE(attributes, QByteArray("*.gb08 diff=gbxx merge=gbxx\n*.gb16 diff=gbxx merge=gbxx\n"
                                    "*.gb32 diff=gbxx merge=gbxx\n*.gb64 diff=gbxx merge=gbxx\n"));
    QCOMPARE(inRepo({"config", "merge.gbxx.driver"}).out,
             QByteArray("gbxx merge %O %A %B -o %A\n"));
    QCOMPARE(inRepo({"config", "diff.gbxx.textconv"}).out, QByteArray("gbxx dump --lines\n"));
    QVERIFY(inRepo({"config", "mergetool.gbxx.cmd"}).out.startsWith("gbxx-editor --merge "));
    QCOMPARE(inRepo({"check-attr", "merge", "--", "x.gb16"}).out,
             QByteArray("x.gb16: merge: gbxx\n"));
    // Outside a repository: a message, nothing done; --global uses git's global files.
    QTemporaryDir outside;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", home.path());
    env.insert("XDG_CONFIG_HOME", home.path() + "/.config");
    env.insert("GIT_CEILING_DIRECTORIES", QFileInfo(outside.path()).absolutePath());
    const Run refused = runProgram(
        "sh", {"-c", "cd \"$0\" && exec \"$@\"", outside.path(), GBXX_CLI_PATH, "git-setup"}, {},
        env);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(refused.err.startsWith("error: not in a git repository"));
    const Run global = runProgram(
        "sh",
        {"-c", "cd \"$0\" && exec \"$@\"", outside.path(), GBXX_CLI_PATH, "git-setup", "--global"},
        {}, env);
    QCOMPARE(global.exitCode, 0);
    QVERIFY(fileBytes(home.filePath(".config/git/attributes")).startsWith("*.gb08 diff=gbxx"));
    QVERIFY(fileBytes(home.filePath(".gitconfig")).contains("driver = gbxx merge %O %A %B -o %A"));
}

void TestCliBoardHistory::gitMergesTwoBranchesThroughTheDriver() {
    QTemporaryDir repo, home;
    const auto inRepo = [&](const QStringList& args) {
        return git(repo.path(), args, home.path());
    };
    QCOMPARE(inRepo({"init", "-q", "-b", "main"}).exitCode, 0);
    QCOMPARE(git(repo.path(), {"config", "user.name", "Ann"}, home.path()).exitCode, 0);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", home.path());
    QCOMPARE(runProgram("sh",
                        {"-c", "cd \"$0\" && exec \"$@\"", repo.path(), GBXX_CLI_PATH, "git-setup"},
                        {}, env)
                 .exitCode,
             0);
    Board base(Variant::GB32, 9, 8);
    const FieldSpec& height = *base.field(keys::height);
    const FieldSpec& boundary = *base.field(keys::boundary);
    save(repo.filePath("isles.gb32"), base);
    QCOMPARE(inRepo({"add", "."}).exitCode, 0);
    QCOMPARE(inRepo({"commit", "-q", "-m", "base"}).exitCode, 0);
    // Two branches paint different corners.
    QCOMPARE(inRepo({"checkout", "-q", "-b", "west"}).exitCode, 0);
    Board west = base;
    west.setFieldInRect(height, 6, 0, 0, 3, 3);
    save(repo.filePath("isles.gb32"), west);
    // git diff shows the changed tiles through the textconv.
    const Run shown = inRepo({"diff"});
    QVERIFY2(shown.out.contains("+0 0 height=6 "), shown.out.constData());
    QVERIFY(shown.out.contains("-0 0 height=0 "));
    QCOMPARE(inRepo({"commit", "-q", "-am", "west"}).exitCode, 0);
    QCOMPARE(inRepo({"checkout", "-q", "main"}).exitCode, 0);
    Board east = base;
    east.setFieldInRect(boundary, 3, 6, 5, 3, 3);
    save(repo.filePath("isles.gb32"), east);
    QCOMPARE(inRepo({"commit", "-q", "-am", "east"}).exitCode, 0);
    const Run clean = inRepo({"merge", "-q", "--no-edit", "west"});
    QCOMPARE(clean.exitCode, 0);
    Board both = east;
    both.setFieldInRect(height, 6, 0, 0, 3, 3);
    QVERIFY(*loadBoard(repo.filePath("isles.gb32")).board == both);
    // The same tile painted differently: git reports the conflict, the board holds OURS there.
    QCOMPARE(inRepo({"checkout", "-q", "-b", "north"}).exitCode, 0);
    Board north = both;
    north.setField(height, 1, std::vector<TileIndex>{base.indexOf(4, 0)});
    save(repo.filePath("isles.gb32"), north);
    QCOMPARE(inRepo({"commit", "-q", "-am", "north"}).exitCode, 0);
    QCOMPARE(inRepo({"checkout", "-q", "main"}).exitCode, 0);
    Board south = both;
    south.setField(height, 2, std::vector<TileIndex>{base.indexOf(4, 0)});
    south.setField(boundary, 1, std::vector<TileIndex>{base.indexOf(8, 7)});
    save(repo.filePath("isles.gb32"), south);
    QCOMPARE(inRepo({"commit", "-q", "-am", "south"}).exitCode, 0);
    const Run conflicted = inRepo({"merge", "--no-edit", "north"});
    QCOMPARE(conflicted.exitCode, 1);
    QVERIFY2(conflicted.out.contains("CONFLICT (content): Merge conflict in isles.gb32"),
             conflicted.out.constData());
    const LoadedBoard result = loadBoard(repo.filePath("isles.gb32"));
    QVERIFY(result.board);
    QCOMPARE(result.board->get(base.indexOf(4, 0), height), std::uint64_t{2}); // OURS
    QCOMPARE(result.board->get(base.indexOf(8, 7), boundary), std::uint64_t{1});
    QVERIFY(inRepo({"status", "--short"}).out.contains("UU isles.gb32"));
}

GBXX_TEST_GUILESS_MAIN(TestCliBoardHistory);

} // namespace tst_cli_board_history

#include "tst_cli_board_history.moc"
