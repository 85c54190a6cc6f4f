// The web pages' templates in process (server/pages/templates.h), on a registry whose board holds
// the worst texts a database can give back — markup, both quotes, '&', and the control characters
// a page must not hold (C0, DEL, C1), written straight into its row as an older server or a hand
// at the database could have left them. Each page (the board's, the account's, the search's
// results, the search form given such values back) must show them escaped by the pages' one rule:
// & < > " ' as references, the control characters as U+FFFD, tab and newline kept. No template
// may leave a tag unrendered, only the layout may write a value unescaped, and the stylesheet
// served inline is the file in the sources, allowed by its own hash.

#include "support/test_suite.h"

#include "server/pages/web_pages.h"
#include "server/store/database_target.h"
#include "server/store/registry.h"
#include "server/store/schema.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <optional>

namespace tst_registry_templates {

using namespace gbxx::registry;

const QString kConnection = QStringLiteral("tst_registry_templates");
// U+0085 and U+009F are C1 controls; \x01, \x1b C0; \x7f DEL. Tab and newline may stay.
const QString kTitle =
    QStringLiteral("<script>alert('t')</script> & \"T\"\t\x01\x7f\u0085\u009f end");
const QString kAuthor = QStringLiteral("<b onmouseover=\"x\">Zoë</b> & 'A' \x1b[2J");
const QString kNote = QStringLiteral("<i>note</i> & \"n\"\n\x07");
// The same, escaped as the pages must write them (by hand here, not by the rule under test).
const QString kTitleHtml =
    QStringLiteral("&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; &amp; &quot;T&quot;\t"
                   "\uFFFD\uFFFD\uFFFD\uFFFD end");
const QString kAuthorHtml =
    QStringLiteral("&lt;b onmouseover=&quot;x&quot;&gt;Zoë&lt;/b&gt; &amp; &#39;A&#39; \uFFFD[2J");
const QString kNoteHtml = QStringLiteral("&lt;i&gt;note&lt;/i&gt; &amp; &quot;n&quot;\n\uFFFD");

struct Page {
    int status = 0;
    QString html;
    QByteArray policy; // Content-Security-Policy
};

// Whether `html` holds a character a page must not: C0 but tab and newline, DEL, C1.
bool holdsControls(const QString& html) {
    for (const QChar c : html) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\t' && u != u'\n') || (u >= 0x7f && u <= 0x9f))
            return true;
    }
    return false;
}

class TestRegistryTemplates : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void boardPageEscapesTheBoardsTexts();
    void accountPageEscapesTheBoardsTexts();
    void searchResultsEscapeTheBoardsTexts();
    void searchFormEscapesTheValuesGivenBack();
    void messagesEscapeWhatTheyQuote();
    void onlyTheLayoutWritesUnescaped();
    void inlineStylesheetIsTheFileAndItsHash();
    void cleanupTestCase();

private:
    // GET `path` (its segments) with `query` (as a browser encodes a form), in process.
    Page get(const QStringList& segments, const QString& query = {});
    // The checks every page passes: no tag left unrendered, no markup of the board's as markup,
    // no control character.
    static void wellFormed(const Page& page);

    QTemporaryDir scratch_;
    std::unique_ptr<Registry> registry_;
    std::unique_ptr<WebPages> pages_;
    QString code_;
};

void TestRegistryTemplates::initTestCase() {
    QString why;
    const std::optional<DatabaseTarget> target =
        DatabaseTarget::from({}, scratch_.filePath(QStringLiteral("data")), &why);
    QVERIFY2(target, qPrintable(why));
    auto session = std::make_unique<SqlSession>(*target, kConnection);
    migrate(*session);
    registry_ = std::make_unique<Registry>(std::move(session), RegistryOptions{});
    pages_ = std::make_unique<WebPages>(*registry_);
    QVERIFY2(registry_->accounts().add(
                 QStringLiteral("ada"), [](const QString&) { return true; }, &why),
             qPrintable(why));
    const std::optional<Account> ada = registry_->accounts().byName(QStringLiteral("ada"));
    QVERIFY(ada);

    QFile sample(QStringLiteral(GBXX_SAMPLE_BOARD));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    PublishRequest publish;
    publish.account = *ada;
    publish.bytes = sample.readAll();
    const PublishOutcome outcome = registry_->boards().publish(publish);
    QVERIFY(std::holds_alternative<Published>(outcome));
    code_ = std::get<Published>(outcome).code;

    // Past the publish's own checks: the pages must not trust the database either.
    QSqlQuery update(QSqlDatabase::database(kConnection, false));
    QVERIFY(update.prepare(QStringLiteral("UPDATE boards SET title = ?, author = ?")));
    update.addBindValue(kTitle);
    update.addBindValue(kAuthor);
    QVERIFY(update.exec());
    QVERIFY(update.prepare(QStringLiteral("UPDATE revisions SET note = ?")));
    update.addBindValue(kNote);
    QVERIFY(update.exec());
}

void TestRegistryTemplates::cleanupTestCase() {
    pages_.reset();
    registry_.reset();
    QSqlDatabase::removeDatabase(kConnection);
}

Page TestRegistryTemplates::get(const QStringList& segments, const QString& query) {
    HttpRequest request;
    request.method = "GET";
    request.segments = segments;
    request.query.setQuery(query);
    const HttpReply reply = pages_->handle(request);
    Page page{reply.status, QString::fromUtf8(reply.body), {}};
    for (const auto& [name, value] : reply.headers) {
        if (name == "Content-Security-Policy")
            page.policy = value;
    }
    return page;
}

void TestRegistryTemplates::wellFormed(const Page& page) {
    QVERIFY(page.html.startsWith(QLatin1String("<!doctype html>\n")));
    // The stylesheet's nested rules end in "}}"; the rest of the page has no braces of its own.
    QString html = page.html;
    html.remove(QRegularExpression(QStringLiteral("<style>.*</style>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    QVERIFY2(!html.contains(QLatin1String("{{")) && !html.contains(QLatin1String("}}")),
             qPrintable(html));
    QVERIFY(!html.contains(QLatin1String("<script"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QLatin1String("<b "), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QLatin1String("<i>")));
    QVERIFY(!holdsControls(html));
}

void TestRegistryTemplates::boardPageEscapesTheBoardsTexts() {
    const Page page = get({QStringLiteral("b"), code_});
    QCOMPARE(page.status, 200);
    wellFormed(page);
    QVERIFY(page.html.contains(QLatin1String("<title>") + kTitleHtml + QLatin1String(" (") + code_ +
                               QStringLiteral(") — GameBoardXX registry</title>")));
    QVERIFY(page.html.contains(QLatin1String("<h1>") + kTitleHtml + QLatin1String("</h1>")));
    QVERIFY(
        page.html.contains(QLatin1String("alt=\"Picture of ") + kTitleHtml + QLatin1String("\">")));
    QVERIFY(page.html.contains(QLatin1String("<dt>Author</dt><dd>") + kAuthorHtml +
                               QLatin1String("</dd>")));
    QVERIFY(page.html.contains(QLatin1String("<td data-label=\"Note\" class=\"note\">") +
                               kNoteHtml + QLatin1String("</td>")));
}

void TestRegistryTemplates::accountPageEscapesTheBoardsTexts() {
    const Page page = get({QStringLiteral("u"), QStringLiteral("ada")});
    QCOMPARE(page.status, 200);
    wellFormed(page);
    QVERIFY(page.html.contains(QLatin1String("<h1>Boards published by ada</h1>")));
    QVERIFY(page.html.contains(QLatin1String("<a class=\"title\" href=\"/b/") + code_ +
                               QLatin1String("\">") + kTitleHtml + QLatin1String("</a>")));
    QVERIFY(
        page.html.contains(QLatin1String("alt=\"Picture of ") + kTitleHtml + QLatin1String("\">")));
    QVERIFY(page.html.contains(QLatin1String("<p>by ") + kAuthorHtml + QLatin1String("</p>")));
}

void TestRegistryTemplates::searchResultsEscapeTheBoardsTexts() {
    const Page page = get({});
    QCOMPARE(page.status, 200);
    wellFormed(page);
    QVERIFY(page.html.contains(QLatin1String("<a class=\"title\" href=\"/b/") + code_ +
                               QLatin1String("\">") + kTitleHtml + QLatin1String("</a>")));
    QVERIFY(page.html.contains(QLatin1String("<p>by ") + kAuthorHtml + QLatin1String("</p>")));
}

void TestRegistryTemplates::searchFormEscapesTheValuesGivenBack() {
    // Printable markup and quotes: searched for, and given back in the box and the title.
    const Page found = get({}, QStringLiteral("q=%3Cscript%3E+%22%26%27&author=%22%3E%3Cb+x%3D%27"
                                              "&sort=new"));
    QCOMPARE(found.status, 200);
    wellFormed(found);
    QVERIFY(found.html.contains(QLatin1String("name=\"q\" maxlength=\"200\" placeholder=\"Title, "
                                              "author or code\" aria-label=\"Words in the title, "
                                              "author or code\" value=\"&lt;script&gt; "
                                              "&quot;&amp;&#39;\">")));
    QVERIFY(found.html.contains(
        QStringLiteral("<title>Boards matching “&lt;script&gt; &quot;&amp;&#39;” — ")));
    QVERIFY(found.html.contains(
        QLatin1String("name=\"author\" maxlength=\"100\" value=\"&quot;&gt;&lt;b x=&#39;\">")));
    QVERIFY(found.html.contains(QLatin1String("<details open>")));
    QVERIFY(found.html.contains(QLatin1String("<option value=\"new\" selected>Newest</option>")));
    // A bound that is not a number: a 400 page that names it (escaped) beside the form.
    const Page bound = get({}, QStringLiteral("min-width=%22%3E%3Ci%3E"));
    QCOMPARE(bound.status, 400);
    wellFormed(bound);
    QVERIFY(bound.html.contains(QLatin1String("maxlength=\"3\" value=\"&quot;&gt;&lt;i&gt;\">")));
    QVERIFY(bound.html.contains(QStringLiteral("<p class=\"problem\">“Width from” must be a whole "
                                               "number, not “&quot;&gt;&lt;i&gt;”.</p>")));

    // Control characters typed: refused, and given back as U+FFFD.
    const Page controls = get({}, QStringLiteral("q=a%01%7F%C2%9Fb&author=%1B%5B2J"));
    QCOMPARE(controls.status, 400);
    wellFormed(controls);
    QVERIFY(controls.html.contains(QStringLiteral("value=\"a\uFFFD\uFFFD\uFFFDb\">")));
    QVERIFY(controls.html.contains(QStringLiteral("value=\"\uFFFD[2J\">")));
    QVERIFY(controls.html.contains(QLatin1String(
        "<p class=\"problem\">The words and the author must be printable text.</p>")));
}

void TestRegistryTemplates::messagesEscapeWhatTheyQuote() {
    const Page board = get({QStringLiteral("b"), QStringLiteral("<i>\"'&\x01")});
    QCOMPARE(board.status, 404);
    wellFormed(board);
    QVERIFY(board.html.contains(QStringLiteral(
        "<p>No board has the code “&lt;i&gt;&quot;&#39;&amp;\uFFFD”. A board&#39;s code is 5")));
    const Page account = get({QStringLiteral("u"), QStringLiteral("<b x=\"y\">")});
    QCOMPARE(account.status, 404);
    wellFormed(account);
    QVERIFY(account.html.contains(
        QStringLiteral("<p>No account is named “&lt;b x=&quot;y&quot;&gt;”.</p>")));
}

void TestRegistryTemplates::onlyTheLayoutWritesUnescaped() {
    // {{{name}}} and {{&name}} write a value as it is: the stylesheet and the page's content
    // (rendered by its own template) in the layout, and nowhere else.
    std::map<QString, QStringList> unescaped;
    QDirIterator it(QStringLiteral(":/registry/templates"), {QStringLiteral("*.mustache")});
    int templates = 0;
    while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        ++templates;
        const QString name = QFileInfo(file).completeBaseName();
        const QString body = QString::fromUtf8(file.readAll());
        auto tags =
            QRegularExpression(QStringLiteral("\\{\\{(\\{|&)\\s*([^}\\s]+)")).globalMatch(body);
        while (tags.hasNext())
            unescaped[name] << tags.next().captured(2);
    }
    QCOMPARE(templates, 8);
    QCOMPARE(unescaped.size(), std::size_t(1));
    QCOMPARE(unescaped[QStringLiteral("layout")],
             (QStringList{QStringLiteral("stylesheet"), QStringLiteral("main")}));
}

void TestRegistryTemplates::inlineStylesheetIsTheFileAndItsHash() {
    QFile source(QStringLiteral(GBXX_PAGE_STYLESHEET));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray css = source.readAll();
    for (const Page& page :
         {get({}), get({QStringLiteral("b"), code_}), get({QStringLiteral("nowhere")})}) {
        const QByteArray body = page.html.toUtf8();
        const qsizetype open = body.indexOf("<style>") + 7;
        const qsizetype close = body.indexOf("</style>");
        QVERIFY(open > 7 && close > open);
        QCOMPARE(body.count("<style"), 1); // the only style, and no style="" attribute
        QVERIFY(!body.contains(" style="));
        QCOMPARE(body.mid(open, close - open), css);
        const QByteArray hash =
            QCryptographicHash::hash(css, QCryptographicHash::Sha256).toBase64();
        QVERIFY2(page.policy.contains("; style-src 'sha256-" + hash + "'; "),
                 page.policy.constData());
    }
}

GBXX_TEST_GUILESS_MAIN(TestRegistryTemplates);

} // namespace tst_registry_templates
#include "tst_registry_templates.moc"
