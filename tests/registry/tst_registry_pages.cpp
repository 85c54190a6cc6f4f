// The registry's web pages in a real browser: a real gbxx-registry with boards published through
// the API (titles, authors and notes full of markup, quotes and Latin-1 letters), each page loaded
// in headless Chromium and its DOM read back: the texts, the links, the escaping (markup in a
// title is text, never an element), no script, no Content-Security-Policy violation in the
// browser's console, and every picture a PNG. Database trouble, limits and wrong methods are pages
// too.

#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include "server/store/database_target.h"
#include "server/store/registry.h"
#include "server/store/schema.h"
#include "server/http/registry_http_server.h"

#include "gbxx/codec.h"
#include "gbxx/field_keys.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <optional>
#include <set>

namespace tst_registry_pages {

using namespace gbxx;
using namespace gbxx::test;
using Headers = QList<QPair<QByteArray, QByteArray>>;

const QString kTrickyTitle = QStringLiteral("<script>alert(1)</script> & \"Café\" 'Ü'");
const QString kTrickyAuthor = QStringLiteral("Zoë \"Ø\" <b>&amp;</b>");
const QString kTrickyNote = QStringLiteral("<i>first</i> & \"ß\"");
// The same texts as Chromium serialises them in text nodes.
const QString kTitleInDom =
    QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; &amp; \"Café\" 'Ü'");
const QString kAuthorInDom = QStringLiteral("Zoë \"Ø\" &lt;b&gt;&amp;amp;&lt;/b&gt;");
const QString kNoteInDom = QStringLiteral("&lt;i&gt;first&lt;/i&gt; &amp; \"ß\"");

constexpr int kFillers = 21; // with the two other listed boards: more than a page of 20

struct Dom {
    QString html;
    QStringList console; // what the page wrote to the browser's console (CSP violations …)
    QString why;         // why there is no DOM
};

QString unescapedHref(QString href) {
    return href.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

QStringList matches(const QString& pattern, const QString& text) {
    QStringList found;
    auto it = QRegularExpression(pattern).globalMatch(text);
    while (it.hasNext())
        found << it.next().captured(1);
    return found;
}

QByteArray boardBytes(Variant variant, int width, int length, bool hex, int wrap,
                      const QString& title, const QString& author, int seed) {
    Board board(variant, width, length);
    board.setHeader(*board.layout().headerField(keys::hex), hex ? 1 : 0);
    board.setHeader(*board.layout().headerField(keys::wrap), wrap);
    // A few raised rectangles, different for each seed: a picture, and bytes of its own.
    if (const FieldSpec* height = board.field(keys::height)) {
        for (int k = 0; k < 4; ++k)
            board.setFieldInRect(*height, 1 + (seed + k) % 3, (seed * 3 + k * 5) % width,
                                 (seed + k * 2) % length, 3, 2);
    }
    board.footer().setText(footerField("title"), title.toStdString());
    board.footer().setText(footerField("author"), author.toStdString());
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

// HEAD through a socket of its own: Qt's network access would wait for a body after it.
QByteArray rawHead(const QString& base, const QString& path) {
    const QUrl url(base);
    QTcpSocket socket;
    socket.connectToHost(url.host(), static_cast<quint16>(url.port()));
    if (!socket.waitForConnected(5000))
        return {};
    socket.write("HEAD " + path.toUtf8() + " HTTP/1.1\r\nHost: " + url.host().toLatin1() +
                 "\r\nConnection: close\r\n\r\n");
    QByteArray answer;
    QDeadlineTimer deadline(10000);
    while (socket.state() == QAbstractSocket::ConnectedState && !deadline.hasExpired()) {
        socket.waitForReadyRead(100);
        answer += socket.readAll();
    }
    return answer + socket.readAll();
}

class TestRegistryPages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void homeListsBoardsWithPicturesAndPages();
    void searchEscapesWhatItEchoesAndFilters();
    void anEmptyResultSaysSo();
    void badFormValuesAreExplained();
    void boardPageShowsEveryRevision();
    void unlistedBoardPageSaysSo();
    void accountPageListsItsListedBoards();
    void unknownAddressesAreNotFoundPages();
    void headersHeadAndMethods();
    void databaseAwayIsAPage();
    void requestLimitIsAPage();
    void cleanupTestCase();

private:
    Dom load(const QString& path);
    // Loads `path`, fails the test on a console message or a script element; the DOM.
    QString page(const QString& path);
    void picturesArePngs(const QString& dom);
    QJsonObject publish(const QByteArray& token, const QByteArray& bytes, const QString& query);

    QString chromium_;
    QTemporaryDir data_, profile_;
    std::unique_ptr<RegistryProcess> server_;
    QString tricky_, plain_, hidden_; // codes
    QStringList trickySha_;           // by revision
    QStringList fillers_;
};

void TestRegistryPages::initTestCase() {
    chromium_ = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (chromium_.isEmpty())
        QFAIL("chromium is not installed (scripts/install-deps.sh installs Debian's chromium)");
    server_ = std::make_unique<RegistryProcess>(
        QStringList{QStringLiteral("--data"), data_.path()},
        // No WebAssembly module: the pages as every reader without scripts gets them (the board
        // view, drawn by the module, is tst_registry_board_view's).
        QStringList{QStringLiteral("--publish-limit"), QStringLiteral("1000"),
                    QStringLiteral("--web-module=")});
    const QByteArray ada = server_->addUser(QStringLiteral("ada")).toLatin1();
    const QByteArray bob = server_->addUser(QStringLiteral("bob-2")).toLatin1();
    QVERIFY(!ada.isEmpty() && !bob.isEmpty());
    QString why;
    QVERIFY2(server_->start(&why), qPrintable(why));

    // The sample board with markup in its texts, and a second revision of it.
    QFile sample(QStringLiteral(GBXX_SAMPLE_BOARD));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    const QByteArray sampleBytes = sample.readAll();
    ReadResult read = readBoard(std::span(reinterpret_cast<const std::uint8_t*>(sampleBytes.data()),
                                          static_cast<std::size_t>(sampleBytes.size())));
    QVERIFY(read);
    Board& board = *read.board;
    QVERIFY(!board.footer().setText(footerField("boardCode"), ""));
    QVERIFY(!board.footer().setText(footerField("title"), kTrickyTitle.toStdString()));
    QVERIFY(!board.footer().setText(footerField("author"), kTrickyAuthor.toStdString()));
    const auto bytesOf = [](const Board& b) {
        const std::vector<std::uint8_t> bytes = writeBoard(b);
        return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                          static_cast<qsizetype>(bytes.size()));
    };
    const QJsonObject first = publish(
        ada, bytesOf(board),
        QStringLiteral("note=") + QString::fromLatin1(QUrl::toPercentEncoding(kTrickyNote)));
    tricky_ = first.value(QStringLiteral("code")).toString();
    trickySha_ << first.value(QStringLiteral("sha256")).toString();
    QVERIFY(!board.footer().setText(footerField("boardCode"), tricky_.toStdString()));
    board.setField(*board.field(keys::height), 33, std::vector<TileIndex>{board.indexOf(5, 5)});
    const QJsonObject second =
        publish(ada, bytesOf(board), QStringLiteral("note=Higher%20hills,%20a%20longer%20bridge"));
    QCOMPARE(second.value(QStringLiteral("revision")).toInt(), 2);
    trickySha_ << second.value(QStringLiteral("sha256")).toString();

    hidden_ = publish(ada,
                      boardBytes(Variant::GB32, 10, 10, false, 0, QStringLiteral("Hidden Garden"),
                                 QStringLiteral("Ada"), 1),
                      QStringLiteral("unlisted=1"))
                  .value(QStringLiteral("code"))
                  .toString();
    for (int i = 1; i <= kFillers; ++i)
        fillers_ << publish(bob,
                            boardBytes(Variant::GB08, 6 + i % 3, 5, i % 2 == 0, 0,
                                       QStringLiteral("Filler %1").arg(i),
                                       QStringLiteral("Bob Ñúñez"), i),
                            {})
                        .value(QStringLiteral("code"))
                        .toString();
    plain_ = publish(bob,
                     boardBytes(Variant::GB16, 20, 14, false, 1, QStringLiteral("Plain Field"),
                                QStringLiteral("Bob Ñúñez"), 7),
                     {})
                 .value(QStringLiteral("code"))
                 .toString();
    QVERIFY(!tricky_.isEmpty() && !hidden_.isEmpty() && !plain_.isEmpty());
}

void TestRegistryPages::cleanupTestCase() {
    if (server_ && server_->process().state() == QProcess::Running)
        QCOMPARE(server_->terminate(), 0);
}

QJsonObject TestRegistryPages::publish(const QByteArray& token, const QByteArray& bytes,
                                       const QString& query) {
    const HttpAnswer answer =
        http("POST",
             server_->base() + QStringLiteral("/api/v1/boards") +
                 (query.isEmpty() ? QString() : QLatin1Char('?') + query),
             bytes,
             {{"Authorization", "Bearer " + token}, {"Content-Type", "application/x-gameboardxx"}});
    if (answer.status != 201)
        qWarning("publish: %d %s", answer.status, answer.body.constData());
    return QJsonDocument::fromJson(answer.body).object();
}

Dom TestRegistryPages::load(const QString& path) {
    QProcess browser;
    browser.start(chromium_, {QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"),
                              QStringLiteral("--disable-gpu"), QStringLiteral("--no-first-run"),
                              QStringLiteral("--user-data-dir=") + profile_.path(),
                              QStringLiteral("--enable-logging=stderr"), QStringLiteral("--v=0"),
                              QStringLiteral("--dump-dom"), server_->base() + path});
    Dom dom;
    if (!browser.waitForFinished(60000)) {
        browser.kill();
        browser.waitForFinished();
        dom.why = QStringLiteral("chromium did not finish loading ") + path;
        return dom;
    }
    dom.html = QString::fromUtf8(browser.readAllStandardOutput());
    for (const QString& line : QString::fromUtf8(browser.readAllStandardError()).split('\n')) {
        if (line.contains(QLatin1String(":CONSOLE")))
            dom.console << line;
    }
    if (dom.html.isEmpty())
        dom.why = QStringLiteral("chromium gave no DOM for ") + path;
    return dom;
}

QString TestRegistryPages::page(const QString& path) {
    const Dom dom = load(path);
    if (!dom.why.isEmpty()) {
        QTest::qFail(qPrintable(dom.why), __FILE__, __LINE__);
        return {};
    }
    if (!dom.console.isEmpty()) {
        QTest::qFail(qPrintable(QStringLiteral("the browser's console for %1: %2")
                                    .arg(path, dom.console.join(QLatin1Char('\n')))),
                     __FILE__, __LINE__);
        return {};
    }
    if (dom.html.contains(QLatin1String("<script"), Qt::CaseInsensitive)) {
        QTest::qFail(qPrintable(QStringLiteral("a script element in ") + path), __FILE__, __LINE__);
        return {};
    }
    return dom.html;
}

void TestRegistryPages::picturesArePngs(const QString& dom) {
    const QStringList sources = matches(QStringLiteral("<img [^>]*src=\"([^\"]+)\""), dom);
    QVERIFY(!sources.isEmpty());
    for (const QString& source : sources) {
        QVERIFY2(source.startsWith(QLatin1String("/api/v1/boards/")) &&
                     source.endsWith(QLatin1String("/thumbnail.png")),
                 qPrintable(source));
        const HttpAnswer png = http("GET", server_->base() + source);
        QCOMPARE(png.status, 200);
        QCOMPARE(png.header("content-type"), QByteArray("image/png"));
        QVERIFY(png.body.startsWith("\x89PNG\r\n\x1a\n"));
    }
    // Each picture has its size and a text for readers who cannot see it.
    for (const QString& img : matches(QStringLiteral("(<img [^>]*>)"), dom)) {
        QVERIFY2(QRegularExpression(QStringLiteral("width=\"\\d+\" height=\"\\d+\" alt=\"Picture "
                                                   "of [^\"]+\""))
                     .match(img)
                     .hasMatch(),
                 qPrintable(img));
    }
}

void TestRegistryPages::homeListsBoardsWithPicturesAndPages() {
    const QString first = page(QStringLiteral("/"));
    QVERIFY(first.contains(QLatin1String("<html lang=\"en\">")));
    QVERIFY(first.contains(QLatin1String("<meta charset=\"utf-8\">")));
    QVERIFY(first.contains(QLatin1String("name=\"viewport\"")));
    QVERIFY(first.contains(QLatin1String("<form class=\"search\" method=\"get\" action=\"/\"")));
    for (const char* field : {"q", "author", "variant", "hex", "wrap", "min-width", "max-width",
                              "min-length", "max-length", "sort"})
        QVERIFY2(first.contains(QStringLiteral("name=\"%1\"").arg(QLatin1String(field))), field);
    const QStringList firstCodes =
        matches(QStringLiteral("<li><a href=\"/b/([0-9A-Z]{5})\">"), first);
    QCOMPARE(firstCodes.size(), 20);
    // Newest first without words: the plain board, then the fillers backwards.
    QCOMPARE(firstCodes.front(), plain_);
    QVERIFY(first.contains(QLatin1String("<a class=\"title\" href=\"/b/") + plain_ +
                           QLatin1String("\">Plain Field</a>")));
    QVERIFY(first.contains(QStringLiteral("by Bob Ñúñez")));
    QVERIFY(first.contains(QStringLiteral("20 × 14 · GB16 · square · wraps")));
    QVERIFY(!first.contains(QLatin1String("Hidden Garden")));
    picturesArePngs(first);

    const QStringList next =
        matches(QStringLiteral("<a rel=\"next\" href=\"([^\"]+)\">Next</a>"), first);
    QCOMPARE(next.size(), 1);
    const QString second = page(unescapedHref(next.front()));
    QVERIFY(second.contains(QLatin1String("First page")));
    QVERIFY(!second.contains(QLatin1String("rel=\"next\"")));
    const QStringList secondCodes =
        matches(QStringLiteral("<li><a href=\"/b/([0-9A-Z]{5})\">"), second);
    // Every listed board once over the two pages; the unlisted one on neither.
    std::set<QString> all(firstCodes.begin(), firstCodes.end());
    all.insert(secondCodes.begin(), secondCodes.end());
    QCOMPARE(static_cast<int>(all.size()), kFillers + 2);
    QCOMPARE(firstCodes.size() + secondCodes.size(), kFillers + 2);
    QVERIFY(all.count(tricky_) && !all.count(hidden_));
    QVERIFY(second.contains(kTitleInDom));
}

void TestRegistryPages::searchEscapesWhatItEchoesAndFilters() {
    // Markup typed into the search box comes back as the box's text, and finds the board whose
    // title holds it.
    const QString dom =
        page(QStringLiteral("/?q=%3Cscript%3E+%26&author=&variant=&sort=relevance"));
    QVERIFY(dom.contains(QLatin1String("value=\"&lt;script&gt; &amp;\"")));
    QCOMPARE(matches(QStringLiteral("<li><a href=\"/b/([0-9A-Z]{5})\">"), dom),
             QStringList{tricky_});
    QVERIFY(dom.contains(QLatin1String("<a class=\"title\" href=\"/b/") + tricky_ +
                         QLatin1String("\">") + kTitleInDom + QLatin1String("</a>")));
    QVERIFY(dom.contains(QLatin1String("by ") + kAuthorInDom));
    QVERIFY(dom.contains(QStringLiteral("<title>Boards matching “&lt;script&gt; &amp;” — ")));
    picturesArePngs(dom);

    // The rest through the server's HTML alone (the browser's reading is the same as above).
    const auto codes = [&](const QString& query) {
        const HttpAnswer answer = http("GET", server_->base() + QStringLiteral("/?") + query);
        if (answer.status != 200)
            return QStringList{QStringLiteral("status %1").arg(answer.status)};
        return matches(QStringLiteral("<li><a href=\"/b/([0-9A-Z]{5})\">"),
                       QString::fromUtf8(answer.body));
    };
    // Latin-1 letters ignoring case; '+' is a space as a browser sends a form, %2B a plus.
    QCOMPARE(codes(QStringLiteral("q=CAF%C3%89")), QStringList{tricky_});
    QCOMPARE(codes(QStringLiteral("q=plain+FIELD")), QStringList{plain_});
    QCOMPARE(codes(QStringLiteral("q=plain%2Bfield")), QStringList());
    QCOMPARE(codes(QStringLiteral("author=zo%C3%AB")), QStringList{tricky_});
    QCOMPARE(codes(QStringLiteral("variant=16&hex=0&wrap=1")), QStringList{plain_});
    QCOMPARE(codes(QStringLiteral("min-width=15&max-width=&sort=new")), QStringList{plain_});
    QCOMPARE(codes(QStringLiteral("hex=1&variant=64")), QStringList{tricky_});
    QCOMPARE(codes(QStringLiteral("max-width=6&sort=downloads")).size(), kFillers / 3);
    // The filters a search used are shown open, with their values.
    const QString filtered = QString::fromUtf8(
        http("GET", server_->base() + QStringLiteral("/?variant=16&min-width=15")).body);
    QVERIFY(filtered.contains(QLatin1String("<details open>")));
    QVERIFY(filtered.contains(QLatin1String("<option value=\"16\" selected>GB16</option>")));
    QVERIFY(filtered.contains(QLatin1String("name=\"min-width\" inputmode=\"numeric\" "
                                            "pattern=\"[0-9]*\" maxlength=\"3\" value=\"15\"")));
}

void TestRegistryPages::anEmptyResultSaysSo() {
    const QString dom = page(QStringLiteral("/?q=nothing-here&variant=32&hex=0&min-length=3"));
    QVERIFY(dom.contains(
        QStringLiteral("No boards match “nothing-here”, GB32, square, length at least 3.")));
    QVERIFY(!dom.contains(QLatin1String("<ul class=\"results\"")));
}

void TestRegistryPages::badFormValuesAreExplained() {
    const HttpAnswer bad = http("GET", server_->base() + QStringLiteral("/?min-width=abc"));
    QCOMPARE(bad.status, 400);
    QCOMPARE(bad.header("content-type"), QByteArray("text/html; charset=utf-8"));
    const QString dom = page(QStringLiteral("/?min-width=abc&q=x%22y"));
    QVERIFY(dom.contains(QStringLiteral("“Width from” must be a whole number, not “abc”.")));
    QVERIFY(dom.contains(QLatin1String("value=\"x&quot;y\""))); // the form, to put it right
    const HttpAnswer cursor = http("GET", server_->base() + QStringLiteral("/?cursor=bogus"));
    QCOMPARE(cursor.status, 400);
    QVERIFY(cursor.body.contains("the cursor does not belong to this search"));
    QCOMPARE(http("GET", server_->base() + QStringLiteral("/?variant=12")).status, 400);
    QCOMPARE(http("GET", server_->base() + QStringLiteral("/?sort=best")).status, 400);
    // As the API: broken UTF-8, control characters and too many words are refused, not a 500.
    for (const char* query : {"q=%FF%FE", "q=a%00b", "author=%07",
                              "q=1+2+3+4+5+6+7+8+9+10+11+12+"
                              "13+14+15+16+17+18+19+20+21+22+23+24+25+26+27+28+29+30+31+32+33"}) {
        const HttpAnswer refused = http("GET", server_->base() + QStringLiteral("/?") + query);
        QVERIFY2(refused.status == 400, query);
        QVERIFY(refused.body.contains("class=\"problem\""));
    }
}

void TestRegistryPages::boardPageShowsEveryRevision() {
    const QString dom = page(QStringLiteral("/b/") + tricky_.toLower());
    QVERIFY(dom.contains(QLatin1String("<h1>") + kTitleInDom + QLatin1String("</h1>")));
    QVERIFY(dom.contains(QLatin1String("<title>") + kTitleInDom + QLatin1String(" (") + tricky_ +
                         QStringLiteral(") — GameBoardXX registry</title>")));
    QVERIFY(dom.contains(QLatin1String("<dt>Code</dt><dd><code>") + tricky_ +
                         QLatin1String("</code></dd>")));
    QVERIFY(
        dom.contains(QLatin1String("<dt>Author</dt><dd>") + kAuthorInDom + QLatin1String("</dd>")));
    QVERIFY(dom.contains(QLatin1String("<dt>Published by</dt><dd><a href=\"/u/ada\">ada</a>")));
    QVERIFY(dom.contains(QStringLiteral("<dt>Size</dt><dd>12 × 9 tiles</dd>")));
    QVERIFY(dom.contains(QLatin1String("<dt>Variant</dt><dd>GB64</dd>")));
    QVERIFY(dom.contains(QLatin1String("<dt>Shape</dt><dd>hex</dd>")));
    QVERIFY(dom.contains(QLatin1String("<dt>Wraps</dt><dd>no</dd>")));
    QVERIFY(dom.contains(QLatin1String("<dt>Version</dt><dd>1</dd>")));
    QVERIFY(dom.contains(QLatin1String("<dt>Downloads</dt><dd>")));
    QVERIFY(dom.contains(QLatin1String("<code>gbxx fetch ") + tricky_ + QLatin1String("</code>")));
    QVERIFY(dom.contains(QLatin1String("<a href=\"/api/v1/boards/") + tricky_ +
                         QLatin1String("\">Download ") + tricky_ + QLatin1String(".gb64</a>")));
    QVERIFY(
        dom.contains(QLatin1String("<img class=\"thumb\" src=\"/api/v1/boards/") + tricky_ +
                     QLatin1String("/thumbnail.png\" width=\"256\" height=\"256\" alt=\"Picture "
                                   "of ")));
    QVERIFY(!dom.contains(QLatin1String("unlisted")));
    picturesArePngs(dom);

    // Every revision, newest first, with its date as the API gives it, note, size and hash.
    const QJsonObject meta =
        QJsonDocument::fromJson(http("GET", server_->base() + QStringLiteral("/api/v1/boards/") +
                                                tricky_ + QStringLiteral("/meta"))
                                    .body)
            .object();
    const QStringList rows =
        matches(QStringLiteral("(<tr><td data-label=\"Revision\">.*?</tr>)"), dom);
    QCOMPARE(rows.size(), 2);
    for (int revision = 1; revision <= 2; ++revision) {
        const QString row = rows[2 - revision];
        QVERIFY2(
            row.startsWith(QStringLiteral("<tr><td data-label=\"Revision\">%1</td>").arg(revision)),
            qPrintable(row));
        const QString published = meta.value(QStringLiteral("revisions"))
                                      .toArray()[revision - 1]
                                      .toObject()
                                      .value(QStringLiteral("published"))
                                      .toString();
        const QRegularExpressionMatch time =
            QRegularExpression(QStringLiteral("<time datetime=\"([^\"]+)\">(\\d{4}-\\d\\d-\\d\\d "
                                              "\\d\\d:\\d\\d) UTC</time>"))
                .match(row);
        QVERIFY2(time.hasMatch(), qPrintable(row));
        QCOMPARE(time.captured(1), published);
        QCOMPARE(time.captured(2), published.left(16).replace(QLatin1Char('T'), QLatin1Char(' ')));
        const QString sha = trickySha_[revision - 1];
        QVERIFY(
            row.contains(QStringLiteral("<code title=\"%1\">%2…</code>").arg(sha, sha.left(12))));
        QVERIFY(row.contains(QLatin1String("1,000 bytes")));
        const QString download =
            QStringLiteral("/api/v1/boards/%1/revisions/%2").arg(tricky_).arg(revision);
        QVERIFY(row.contains(
            QStringLiteral("<a href=\"%1\">Revision %2</a>").arg(download).arg(revision)));
        const HttpAnswer bytes = http("GET", server_->base() + download);
        QCOMPARE(bytes.status, 200);
        QCOMPARE(QString::fromLatin1(
                     QCryptographicHash::hash(bytes.body, QCryptographicHash::Sha256).toHex()),
                 sha);
    }
    QVERIFY(rows[1].contains(kNoteInDom));
    QVERIFY(rows[0].contains(QLatin1String("Higher hills, a longer bridge")));
}

void TestRegistryPages::unlistedBoardPageSaysSo() {
    const QString dom = page(QStringLiteral("/b/") + hidden_);
    QVERIFY(dom.contains(QLatin1String("<h1>Hidden Garden</h1>")));
    QVERIFY(dom.contains(QLatin1String("This board is unlisted: searches do not show it, but "
                                       "anyone who has its code can fetch it.")));
    QVERIFY(dom.contains(QLatin1String("<dt>Shape</dt><dd>square</dd>")));
    QVERIFY(dom.contains(QLatin1String("Download ") + hidden_ + QLatin1String(".gb32")));
}

void TestRegistryPages::accountPageListsItsListedBoards() {
    const QString bob = page(QStringLiteral("/u/bob-2"));
    QVERIFY(bob.contains(QLatin1String("<h1>Boards published by bob-2</h1>")));
    const QStringList first = matches(QStringLiteral("<li><a href=\"/b/([0-9A-Z]{5})\">"), bob);
    QCOMPARE(first.size(), 20);
    QCOMPARE(first.front(), plain_);
    picturesArePngs(bob);
    const QStringList next =
        matches(QStringLiteral("<a rel=\"next\" href=\"([^\"]+)\">Next</a>"), bob);
    QCOMPARE(next.size(), 1);
    QVERIFY(next.front().startsWith(QLatin1String("/u/bob-2?cursor=")));
    const HttpAnswer second = http("GET", server_->base() + unescapedHref(next.front()));
    QCOMPARE(second.status, 200);
    const QStringList rest = matches(QStringLiteral("<li><a href=\"/b/([0-9A-Z]{5})\">"),
                                     QString::fromUtf8(second.body));
    QCOMPARE(first.size() + rest.size(), kFillers + 1);
    QCOMPARE(rest.back(), fillers_.front());

    // ada's page: her listed board, not the unlisted one.
    const HttpAnswer ada = http("GET", server_->base() + QStringLiteral("/u/ada"));
    QCOMPARE(ada.status, 200);
    QCOMPARE(
        matches(QStringLiteral("<li><a href=\"/b/([0-9A-Z]{5})\">"), QString::fromUtf8(ada.body)),
        QStringList{tricky_});
}

void TestRegistryPages::unknownAddressesAreNotFoundPages() {
    const QString dom = page(QStringLiteral("/b/ZZZZZ"));
    QVERIFY(dom.contains(QLatin1String("<h1>No such board</h1>")));
    QVERIFY(dom.contains(QStringLiteral("No board has the code “ZZZZZ”.")));
    for (const char* path :
         {"/b/ZZZZZ", "/b/toolong", "/b/%3Cscript%3E", "/u/nobody", "/u/Bad!", "/nowhere",
          "/b/"
          "ZZZZZ/more",
          "/u/ada/more"}) {
        const HttpAnswer answer = http("GET", server_->base() + QLatin1String(path));
        QVERIFY2(answer.status == 404, path);
        QCOMPARE(answer.header("content-type"), QByteArray("text/html; charset=utf-8"));
        QVERIFY2(!answer.body.contains("<script"), path);
    }
    QVERIFY(http("GET", server_->base() + QStringLiteral("/b/%3Cscript%3E"))
                .body.contains("No board has the code “&lt;script&gt;”."));
    QVERIFY(http("GET", server_->base() + QStringLiteral("/u/nobody"))
                .body.contains("No account is named “nobody”."));
}

void TestRegistryPages::headersHeadAndMethods() {
    for (const QString& path : {QStringLiteral("/"), QStringLiteral("/b/") + tricky_,
                                QStringLiteral("/u/ada"), QStringLiteral("/b/ZZZZZ")}) {
        const HttpAnswer get = http("GET", server_->base() + path);
        QCOMPARE(get.header("content-type"), QByteArray("text/html; charset=utf-8"));
        QCOMPARE(get.header("x-content-type-options"), QByteArray("nosniff"));
        const QByteArray policy = get.header("content-security-policy");
        QVERIFY2(policy.startsWith("default-src 'none'; img-src 'self'; style-src 'sha256-"),
                 policy.constData());
        QVERIFY2(policy.endsWith("; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'"),
                 policy.constData());
        // The policy allows exactly the page's stylesheet.
        const QByteArray style =
            get.body.mid(get.body.indexOf("<style>") + 7,
                         get.body.indexOf("</style>") - get.body.indexOf("<style>") - 7);
        QVERIFY(policy.contains(
            "'sha256-" + QCryptographicHash::hash(style, QCryptographicHash::Sha256).toBase64() +
            "'"));
        QVERIFY(!get.body.contains(" style=\""));
        // HEAD: the same headers, no body.
        const QByteArray head = rawHead(server_->base(), path);
        QVERIFY2(head.startsWith("HTTP/1.1 " + QByteArray::number(get.status) + ' '),
                 head.constData());
        QVERIFY2(head.endsWith("\r\n\r\n"), head.constData());
        QVERIFY(
            head.contains("\r\nContent-Length: " + QByteArray::number(get.body.size()) + "\r\n"));
    }
    for (const char* method : {"POST", "PUT", "DELETE", "PATCH"}) {
        const HttpAnswer refused = http(method, server_->base() + QStringLiteral("/b/") + tricky_,
                                        "x", {{"Content-Type", "text/plain"}});
        QVERIFY2(refused.status == 405, method);
        QCOMPARE(refused.header("allow"), QByteArray("GET, HEAD"));
        QCOMPARE(refused.header("content-type"), QByteArray("text/html; charset=utf-8"));
    }
}

void TestRegistryPages::databaseAwayIsAPage() {
    // In process: a database that cannot be opened again, as when its disk went away.
    QTemporaryDir scratch;
    const QString folder = scratch.filePath(QStringLiteral("data"));
    QVERIFY(QDir().mkpath(folder));
    QString why;
    const std::optional<registry::DatabaseTarget> target =
        registry::DatabaseTarget::from({}, folder, &why);
    QVERIFY2(target, qPrintable(why));
    const QString connection = QStringLiteral("tst_registry_pages");
    auto session = std::make_unique<registry::SqlSession>(*target, connection);
    registry::migrate(*session);
    registry::Registry registry(std::move(session), {});
    registry::RegistryHttpServer server(registry);
    registry::HttpRequest request;
    request.method = "GET";
    QCOMPARE(server.answer(request).status, 200);

    QSqlDatabase::database(connection, false).close();
    QVERIFY(QDir(folder).removeRecursively());
    for (const QStringList& segments :
         {QStringList(), QStringList{QStringLiteral("b"), QStringLiteral("BCD12")},
          QStringList{QStringLiteral("u"), QStringLiteral("ada")}}) {
        request.segments = segments;
        const registry::HttpReply reply = server.answer(request);
        QCOMPARE(reply.status, 503);
        const auto header = [&](const QByteArray& name) {
            for (const auto& [key, value] : reply.headers) {
                if (key == name)
                    return value;
            }
            return QByteArray();
        };
        QCOMPARE(header("Content-Type"), QByteArray("text/html; charset=utf-8"));
        QCOMPARE(header("Retry-After"), QByteArray("5"));
        QVERIFY(reply.body.startsWith("<!doctype html>"));
        QVERIFY(reply.body.contains("<h1>The registry is unavailable</h1>"));
        QVERIFY(reply.body.contains("The registry&#39;s database cannot be reached; try again in "
                                    "a few seconds."));
    }
    // The same failure, by the same map, is JSON for a program: a search and a publish, which
    // failed before it changed anything.
    for (const QByteArray& method : {QByteArray("GET"), QByteArray("POST")}) {
        request.method = method;
        request.segments = {QStringLiteral("api"), QStringLiteral("v1"), QStringLiteral("boards")};
        request.headers.insert("authorization", "Bearer 1.x");
        const registry::HttpReply reply = server.answer(request);
        QCOMPARE(reply.status, 503);
        const QJsonObject json = QJsonDocument::fromJson(reply.body).object();
        QCOMPARE(json.value(QStringLiteral("error")).toString(), QStringLiteral("unavailable"));
        QVERIFY2(json.value(QStringLiteral("message")).toString().contains(
                     QStringLiteral("nothing was changed")),
                 reply.body.constData());
        QVERIFY(!json.contains(QStringLiteral("outcome")));
    }
}

void TestRegistryPages::requestLimitIsAPage() {
    QTemporaryDir scratch;
    RegistryProcess limited({QStringLiteral("--data"), scratch.path()},
                            {QStringLiteral("--request-limit"), QStringLiteral("2")});
    QString why;
    QVERIFY2(limited.start(&why), qPrintable(why));
    QCOMPARE(http("GET", limited.base() + QStringLiteral("/")).status, 200);
    QCOMPARE(http("GET", limited.base() + QStringLiteral("/")).status, 200);
    const HttpAnswer page = http("GET", limited.base() + QStringLiteral("/"));
    QCOMPARE(page.status, 429);
    QCOMPARE(page.header("content-type"), QByteArray("text/html; charset=utf-8"));
    QVERIFY(page.header("retry-after").toInt() > 0);
    QVERIFY(page.body.contains("<h1>Too many requests</h1>"));
    // A program asking the API still hears the API's error.
    const HttpAnswer api = http("GET", limited.base() + QStringLiteral("/api/v1/health"));
    QCOMPARE(api.status, 429);
    QCOMPARE(api.header("content-type"), QByteArray("application/json; charset=utf-8"));
    QCOMPARE(limited.terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryPages);

} // namespace tst_registry_pages
#include "tst_registry_pages.moc"
