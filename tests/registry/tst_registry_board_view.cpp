// A board page's view (issue 45, item 7) in headless Chromium against a real gbxx-registry: with
// the core's WebAssembly module the page replaces its picture with the board drawn in a canvas,
// with a checkbox for every field; the canvas alone (#view) has `gbxx render`'s colours at every
// tile's centre, hex and square; without scripts the picture stays. The script and the module
// come from the server itself (long-cached, hashed addresses) under a policy that allows only
// them, and a page's view is no download.

#include "registry/support/gzip_bytes.h"
#include "registry/support/raw_http.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include "gbxx/codec.h"
#include "gbxx/field_keys.h"
#include "gbxx/geometry.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace tst_registry_board_view {

using namespace gbxx;
using namespace gbxx::test;

// A board whose boundary layer has all four values in patches (what the comparison samples), with
// heights and home zones so that the default view tints and shades.
QByteArray boardBytes(Variant variant, int width, int length, bool hex, int wrap) {
    Board board(variant, width, length);
    board.setHeader(*board.layout().headerField(keys::hex), hex ? 1 : 0);
    board.setHeader(*board.layout().headerField(keys::wrap), wrap);
    const FieldSpec& boundary = *board.field(keys::boundary);
    for (int y = 0; y < length; ++y)
        for (int x = 0; x < width; ++x)
            board.setField(boundary, (x / 3 + y / 2) % 4, std::vector<TileIndex>{board.indexOf(x, y)});
    if (const FieldSpec* height = board.field(keys::height))
        board.setFieldInRect(*height, 2, 1, 1, 4, 3);
    if (const FieldSpec* home = board.field(keys::homeZones))
        board.setFieldInRect(*home, 1, 0, 0, 2, 2);
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()), static_cast<qsizetype>(bytes.size()));
}

class TestRegistryBoardView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void theCanvasReplacesThePicture_data();
    void theCanvasReplacesThePicture();
    void theCanvasHasGbxxRendersColours_data();
    void theCanvasHasGbxxRendersColours();
    void withoutScriptsThePictureStays();
    void policyAndAssetsAreTheServers();
    void withoutTheModuleThePageHasNoScript();
    void cleanupTestCase();

private:
    QProcess::ProcessState chromium(const QStringList& args, QByteArray* out, QStringList* console);
    QString publish(const QByteArray& bytes);

    QString chromium_;
    QTemporaryDir data_, profile_, scratch_;
    std::unique_ptr<RegistryProcess> server_;
    QByteArray token_;
    QString hex_, square_; // codes
    QByteArray hexBytes_, squareBytes_;
};

void TestRegistryBoardView::initTestCase() {
    chromium_ = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (chromium_.isEmpty())
        QFAIL("chromium is not installed (scripts/install-deps.sh installs Debian's chromium)");
    const QStringList found =
        QDir(QStringLiteral(GBXX_WEB_MODULE_DIR))
            .entryList({QStringLiteral("gameboardxx*.mjs"), QStringLiteral("gameboardxx-core.wasm")});
    QVERIFY2(found.size() == 4, "the WebAssembly module is not built (ninja gbxx_wasm)");
    server_ = std::make_unique<RegistryProcess>(
        QStringList{QStringLiteral("--data"), data_.path()},
        QStringList{QStringLiteral("--web-module"), QStringLiteral(GBXX_WEB_MODULE_DIR)});
    token_ = server_->addUser(QStringLiteral("ada")).toLatin1();
    QVERIFY(!token_.isEmpty());
    QString why;
    QVERIFY2(server_->start(&why), qPrintable(why));
    // Odd widths: hex columns end low on one side, and a square board has a middle column.
    hexBytes_ = boardBytes(Variant::GB32, 15, 9, true, 0);
    squareBytes_ = boardBytes(Variant::GB16, 13, 7, false, 3);
    hex_ = publish(hexBytes_);
    square_ = publish(squareBytes_);
    QVERIFY(!hex_.isEmpty() && !square_.isEmpty());
}

void TestRegistryBoardView::cleanupTestCase() {
    if (server_ && server_->process().state() == QProcess::Running)
        QCOMPARE(server_->terminate(), 0);
}

QString TestRegistryBoardView::publish(const QByteArray& bytes) {
    const HttpAnswer answer = http("POST", server_->base() + QStringLiteral("/api/v1/boards"), bytes,
                                   {{"Authorization", "Bearer " + token_},
                                    {"Content-Type", "application/x-gameboardxx"}});
    if (answer.status != 201)
        qWarning("publish: %d %s", answer.status, answer.body.constData());
    return QJsonDocument::fromJson(answer.body).object().value(QStringLiteral("code")).toString();
}

// Runs headless Chromium with `args` after the common ones; its stdout, and its console lines.
// Virtual time lets the page finish what it started (the module, the board's bytes) before the
// DOM or the screenshot is taken, however slow the machine.
QProcess::ProcessState TestRegistryBoardView::chromium(const QStringList& args, QByteArray* out,
                                                       QStringList* console) {
    QProcess browser;
    browser.setWorkingDirectory(scratch_.path());
    browser.start(chromium_, QStringList{QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"),
                                         QStringLiteral("--disable-gpu"), QStringLiteral("--no-first-run"),
                                         QStringLiteral("--user-data-dir=") + profile_.path(),
                                         QStringLiteral("--enable-logging=stderr"), QStringLiteral("--v=0"),
                                         QStringLiteral("--force-color-profile=srgb"),
                                         QStringLiteral("--force-device-scale-factor=1"),
                                         QStringLiteral("--hide-scrollbars"),
                                         QStringLiteral("--virtual-time-budget=20000")} +
                                 args);
    if (!browser.waitForFinished(90000)) {
        browser.kill();
        browser.waitForFinished();
        return QProcess::Running;
    }
    *out = browser.readAllStandardOutput();
    for (const QString& line : QString::fromUtf8(browser.readAllStandardError()).split('\n'))
        if (line.contains(QLatin1String(":CONSOLE")))
            *console << line;
    return QProcess::NotRunning;
}

void TestRegistryBoardView::theCanvasReplacesThePicture_data() {
    QTest::addColumn<bool>("hex");
    QTest::newRow("hex") << true;
    QTest::newRow("square") << false;
}

void TestRegistryBoardView::theCanvasReplacesThePicture() {
    QFETCH(bool, hex);
    QByteArray out;
    QStringList console;
    QCOMPARE(chromium({QStringLiteral("--dump-dom"), server_->base() + QStringLiteral("/b/") + (hex ? hex_ : square_)},
                      &out, &console),
             QProcess::NotRunning);
    const QString dom = QString::fromUtf8(out);
    QVERIFY2(console.isEmpty(), qPrintable(console.join(QLatin1Char('\n'))));
    QVERIFY2(dom.contains(QLatin1String("<canvas tabindex=\"0\" role=\"img\"")), qPrintable(dom));
    QVERIFY(dom.contains(QLatin1String("data-drawn=\"yes\"")));
    QVERIFY(dom.contains(QLatin1String("aria-label=\"Board ")));
    QVERIFY(!dom.contains(QLatin1String("<img class=\"thumb\""))); // replaced
    // A checkbox and its label for every field of the board, named as the core names them.
    const ReadResult read = readBoard(std::span(
        reinterpret_cast<const std::uint8_t*>((hex ? hexBytes_ : squareBytes_).constData()),
        static_cast<std::size_t>((hex ? hexBytes_ : squareBytes_).size())));
    QVERIFY(read);
    int fields = 0;
    for (const FieldSpec& field : read.board->fields()) {
        const QString key = QString::fromStdString(std::string(field.key));
        QVERIFY2(dom.contains(QStringLiteral("<label for=\"layer-%1\"><input type=\"checkbox\" "
                                             "name=\"layer\" value=\"%1\" id=\"layer-%1\"> %1</label>")
                                  .arg(key)),
                 qPrintable(key));
        ++fields;
    }
    QCOMPARE(static_cast<int>(dom.count(QLatin1String("type=\"checkbox\" name=\"layer\""))), fields);
    QVERIFY(dom.contains(QLatin1String("<dl class=\"tile-info\" aria-live=\"polite\">")));
}

void TestRegistryBoardView::theCanvasHasGbxxRendersColours_data() {
    QTest::addColumn<bool>("hex");
    QTest::newRow("hex") << true;
    QTest::newRow("square") << false;
}

// The canvas alone with the boundary layer shown, against `gbxx render` of the boundary layer,
// compared at every tile's centre (where neither grid lines, seams nor anti-aliasing reach). Both
// draw the boundary's colours opaque, so they agree but for rounding in the browser's compositing:
// a tolerance of 6 of 255 in each channel, far below the 40 and more between any two of the
// boundary's colours.
void TestRegistryBoardView::theCanvasHasGbxxRendersColours() {
    QFETCH(bool, hex);
    const QString code = hex ? hex_ : square_;
    const QString shot = scratch_.filePath(QStringLiteral("canvas.png"));
    const QString picture = scratch_.filePath(QStringLiteral("render.png"));
    const QString board = scratch_.filePath(hex ? QStringLiteral("b.gb32") : QStringLiteral("b.gb16"));
    QFile file(board);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(hex ? hexBytes_ : squareBytes_);
    file.close();
    QFile::remove(shot);
    QByteArray out;
    QStringList console;
    constexpr int kW = 640, kH = 420;
    QCOMPARE(chromium({QStringLiteral("--screenshot=") + shot, QStringLiteral("--window-size=%1,%2").arg(kW).arg(kH),
                       server_->base() + QStringLiteral("/b/") + code + QStringLiteral("#view&layers=boundary")},
                      &out, &console),
             QProcess::NotRunning);
    QProcess render;
    render.start(QStringLiteral(GBXX_CLI_PATH), {QStringLiteral("render"), board, picture,
                                                  QStringLiteral("--layer"), QStringLiteral("boundary"),
                                                  QStringLiteral("--tile-size"), QStringLiteral("20")});
    QVERIFY(render.waitForFinished(60000));
    QVERIFY2(render.exitCode() == 0, render.readAllStandardError().constData());
    const QImage canvas(shot), reference(picture);
    QVERIFY2(!canvas.isNull(), "no screenshot");
    QVERIFY(!reference.isNull());
    QCOMPARE(canvas.size(), QSize(kW, kH));

    const ReadResult read = readBoard(std::span(
        reinterpret_cast<const std::uint8_t*>((hex ? hexBytes_ : squareBytes_).constData()),
        static_cast<std::size_t>((hex ? hexBytes_ : squareBytes_).size())));
    QVERIFY(read);
    const Geometry geometry(*read.board);
    const Point extent = geometry.extent();
    // The view's fit (board-view.mjs fit()): the whole board, centred, as large as it goes.
    const double scale = std::min(kW / extent.x, kH / extent.y);
    const double ox = (kW - extent.x * scale) / 2, oy = (kH - extent.y * scale) / 2;
    const auto near = [](QRgb a, QRgb b) {
        return std::abs(qRed(a) - qRed(b)) <= 6 && std::abs(qGreen(a) - qGreen(b)) <= 6 &&
               std::abs(qBlue(a) - qBlue(b)) <= 6;
    };
    int differing = 0;
    QString first;
    for (int y = 0; y < read.board->length(); ++y)
        for (int x = 0; x < read.board->width(); ++x) {
            const Point c = geometry.centre(x, y);
            const QRgb seen = canvas.pixel(static_cast<int>(ox + c.x * scale), static_cast<int>(oy + c.y * scale));
            const QRgb wanted = reference.pixel(static_cast<int>(c.x * 20), static_cast<int>(c.y * 20));
            if (!near(seen, wanted) && differing++ == 0)
                first = QStringLiteral("tile %1,%2: canvas #%3, gbxx render #%4")
                            .arg(x).arg(y).arg(seen & 0xffffff, 6, 16, QLatin1Char('0'))
                            .arg(wanted & 0xffffff, 6, 16, QLatin1Char('0'));
        }
    QVERIFY2(differing == 0, qPrintable(QStringLiteral("%1 tiles differ; %2").arg(differing).arg(first)));
}

// Without scripts Chromium's --dump-dom (and --screenshot) give nothing: they need scripts
// themselves. support/page_probe.mjs turns the page's scripts off through the DevTools protocol
// (what --blink-settings=scriptEnabled=false does) and reads the DOM there.
void TestRegistryBoardView::withoutScriptsThePictureStays() {
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    QVERIFY2(!node.isEmpty(), "node is not installed");
    QTemporaryDir profile;
    QProcess probe;
    probe.start(node, {QStringLiteral(GBXX_PAGE_PROBE), chromium_,
                       profile.path(), server_->base() + QStringLiteral("/b/") + hex_,
                       QStringLiteral("--no-scripts")});
    QVERIFY(probe.waitForFinished(90000));
    QVERIFY2(probe.exitCode() == 0, probe.readAllStandardError().constData());
    const QString dom = QJsonDocument::fromJson(probe.readAllStandardOutput())
                            .object().value(QStringLiteral("html")).toString();
    QVERIFY2(dom.contains(QLatin1String("<img class=\"thumb\" src=\"/api/v1/boards/") + hex_ +
                          QLatin1String("/thumbnail.png\"")),
             qPrintable(dom));
    QVERIFY(dom.contains(QLatin1String("<script type=\"module\""))); // there, and not run
    QVERIFY(!dom.contains(QLatin1String("<canvas")));
    QVERIFY(!dom.contains(QLatin1String("name=\"layer\"")));
}

void TestRegistryBoardView::policyAndAssetsAreTheServers() {
    const HttpAnswer page = http("GET", server_->base() + QStringLiteral("/b/") + square_);
    QCOMPARE(page.status, 200);
    // The pages' policy as before, with scripts from this server (and WebAssembly compiled) and
    // its fetches from this server: nothing inline, nothing from elsewhere.
    const QByteArray style = page.body.mid(page.body.indexOf("<style>") + 7,
                                           page.body.indexOf("</style>") - page.body.indexOf("<style>") - 7);
    QCOMPARE(page.header("content-security-policy"),
             "default-src 'none'; img-src 'self'; style-src 'sha256-" +
                 QCryptographicHash::hash(style, QCryptographicHash::Sha256).toBase64() +
                 "'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'; script-src 'self' "
                 "'wasm-unsafe-eval'; connect-src 'self'");
    const QRegularExpressionMatch script =
        QRegularExpression(QStringLiteral("<script type=\"module\" src=\"(/assets/([0-9a-f]{16})/)board-view.mjs\"></script>"))
            .match(QString::fromUtf8(page.body));
    QVERIFY2(script.hasMatch(), page.body.constData());
    QCOMPARE(QString::fromUtf8(page.body).count(QLatin1String("<script")), 1);
    const QString folder = script.captured(1);
    for (const char* name : {"board-view.mjs", "gameboardxx.mjs", "gameboardxx-memory.mjs", "gameboardxx-core.mjs", "gameboardxx-core.wasm"}) {
        const HttpAnswer asset = http("GET", server_->base() + folder + QLatin1String(name));
        QVERIFY2(asset.status == 200, name);
        const bool wasm = QByteArray(name).endsWith(".wasm");
        QCOMPARE(asset.header("content-type"),
                 wasm ? QByteArray("application/wasm") : QByteArray("text/javascript; charset=utf-8"));
        QCOMPARE(asset.header("cache-control"), QByteArray("public, max-age=31536000, immutable"));
        if (wasm)
            QVERIFY(asset.body.startsWith(QByteArray("\0asm", 4)));
        else if (QByteArray(name) != "board-view.mjs")
            QCOMPARE(asset.body, [&] {
                QFile f(QDir(QStringLiteral(GBXX_WEB_MODULE_DIR)).filePath(QLatin1String(name)));
                return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
            }());
    }
    // Another version's address (a page from before an upgrade), or another file: none.
    QCOMPARE(http("GET", server_->base() + QStringLiteral("/assets/0000000000000000/board-view.mjs")).status, 404);
    QCOMPARE(http("GET", server_->base() + folder + QStringLiteral("style.css")).status, 404);
    QCOMPARE(http("GET", server_->base() + folder).status, 404);

    // The bytes the view draws: the revision's, kept by browsers, and not counted as a download.
    const auto downloads = [&] {
        return QJsonDocument::fromJson(
                   http("GET", server_->base() + QStringLiteral("/api/v1/boards/%1/meta").arg(square_)).body)
            .object().value(QStringLiteral("downloads")).toInt(-1);
    };
    const int before = downloads();
    const HttpAnswer bytes = http("GET", server_->base() + QStringLiteral("/b/%1/board/1").arg(square_.toLower()));
    QCOMPARE(bytes.status, 200);
    QCOMPARE(bytes.body, http("GET", server_->base() + QStringLiteral("/api/v1/boards/%1/revisions/1").arg(square_)).body);
    QVERIFY(bytes.body.startsWith("GB16"));
    QCOMPARE(bytes.header("cache-control"), QByteArray("public, max-age=31536000, immutable"));
    // The page's bytes go compressed to a browser that takes gzip, as the API's fetch does.
    RawHttp raw(server_->base());
    const QByteArray target = QStringLiteral("/b/%1/board/1").arg(square_).toLatin1();
    const RawAnswer zipped = raw.request("GET", target, {}, {{"Accept-Encoding", "gzip, br"}});
    QCOMPARE(zipped.status, 200);
    QCOMPARE(zipped.header("content-encoding"), QByteArray("gzip"));
    QCOMPARE(zipped.header("vary"), QByteArray("Accept-Encoding"));
    QCOMPARE(gunzip(zipped.body).value_or(QByteArray()), bytes.body);
    const RawAnswer plain = raw.request("GET", target);
    QCOMPARE(plain.body, bytes.body);
    QVERIFY(plain.header("content-encoding").isEmpty());
    QCOMPARE(plain.header("vary"), QByteArray("Accept-Encoding"));
    QTest::qWait(1500); // the counts are written every second
    QCOMPARE(downloads(), before + 1); // the API's fetch above, not the page's
    for (const char* path : {"/b/%1/board/2", "/b/%1/board/01", "/b/%1/board/x", "/b/%1/board/1/x"})
        QVERIFY2(http("GET", server_->base() + QString::fromLatin1(path).arg(square_)).status == 404, path);
    QCOMPARE(http("GET", server_->base() + QStringLiteral("/b/ZZZZZ/board/1")).status, 404);
}

void TestRegistryBoardView::withoutTheModuleThePageHasNoScript() {
    QTemporaryDir data;
    RegistryProcess bare({QStringLiteral("--data"), data.path()}, {QStringLiteral("--web-module=")});
    const QByteArray token = bare.addUser(QStringLiteral("bob")).toLatin1();
    QString why;
    QVERIFY2(bare.start(&why), qPrintable(why));
    const HttpAnswer published = http("POST", bare.base() + QStringLiteral("/api/v1/boards"), squareBytes_,
                                      {{"Authorization", "Bearer " + token},
                                       {"Content-Type", "application/x-gameboardxx"}});
    QCOMPARE(published.status, 201);
    const QString code = QJsonDocument::fromJson(published.body).object().value(QStringLiteral("code")).toString();
    const HttpAnswer page = http("GET", bare.base() + QStringLiteral("/b/") + code);
    QCOMPARE(page.status, 200);
    QVERIFY(!page.body.contains("<script"));
    QVERIFY(page.body.contains("<img class=\"thumb\""));
    QCOMPARE(http("GET", bare.base() + QStringLiteral("/assets/0000000000000000/gameboardxx.mjs")).status, 404);
    QCOMPARE(bare.terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryBoardView);

} // namespace tst_registry_board_view
#include "tst_registry_board_view.moc"
