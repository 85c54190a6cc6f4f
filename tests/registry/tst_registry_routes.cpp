// How the server finds the answer to a request, in process (no sockets): the route table with its
// typed path parameters (404 before any handler for a segment that names nothing, 405 with Allow
// in the order the table has the methods, HEAD as GET), the one reader of a search that the API
// and the web form share (each wording what is wrong its own way), and the one map of database
// failures to a program's JSON and a reader's page.

#include "support/test_suite.h"

#include "server/api/api_routes.h"
#include "server/api/search_fields.h"
#include "server/http/refusal.h"
#include "server/http/route_table.h"
#include "server/pages/refusal_page.h"
#include "server/pages/search_form.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace tst_registry_routes {

using namespace gbxx::registry;

namespace {

QByteArray headerOf(const HttpReply& reply, const QByteArray& name) {
    for (const auto& [key, value] : reply.headers) {
        if (key == name)
            return value;
    }
    return {};
}

HttpRequest request(const QByteArray& method, const QString& path, const QString& query = {}) {
    HttpRequest r;
    r.method = method;
    r.segments = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    r.query = QUrlQuery(query);
    return r;
}

QJsonObject jsonOf(const HttpReply& reply) {
    return QJsonDocument::fromJson(reply.body).object();
}

// A table like the API's: {code} is five capitals, {n} a number; handlers say what they saw.
class Table {
public:
    Table()
        : table_({[] {
                      return HttpReply::error(404, QStringLiteral("not-found"),
                                              QStringLiteral("no route"));
                  },
                  [](const QByteArray& allowed) {
                      return HttpReply::error(405, QStringLiteral("method-not-allowed"), QString())
                          .header("Allow", allowed);
                  }}) {
        table_
            .parameter(
                QStringLiteral("code"),
                [this](const QString& segment, PathParams& into) -> std::optional<HttpReply> {
                    ++reads;
                    if (segment.size() != 5 || segment.toUpper() != segment)
                        return HttpReply::error(404, QStringLiteral("not-found"),
                                                segment + QStringLiteral(" is no code"));
                    into.code = segment;
                    return std::nullopt;
                })
            .parameter(QStringLiteral("n"),
                       [](const QString& segment, PathParams& into) -> std::optional<HttpReply> {
                           bool ok = false;
                           into.revision = segment.toInt(&ok);
                           if (!ok)
                               return HttpReply::error(404, QStringLiteral("not-found"),
                                                       into.code + QStringLiteral(" has no ") +
                                                           segment);
                           return std::nullopt;
                       });
        const auto saying = [this](const char* what) {
            return [this, what](const HttpRequest& r, const PathParams& p) {
                ++handled;
                return HttpReply::json(200,
                                       {{QStringLiteral("handler"), QLatin1String(what)},
                                        {QStringLiteral("method"), QString::fromLatin1(r.method)},
                                        {QStringLiteral("code"), p.code},
                                        {QStringLiteral("n"), p.revision}});
            };
        };
        table_.on("GET", QStringLiteral("/things"), saying("list"))
            .on("POST", QStringLiteral("/things"), saying("add"))
            .on("GET", QStringLiteral("/things/{code}"), saying("one"))
            .on("PATCH", QStringLiteral("/things/{code}"), saying("change"))
            .on("GET", QStringLiteral("/things/{code}/{n}"), saying("numbered"));
    }
    HttpReply answer(const QByteArray& method, const QString& path) {
        return table_.answer(request(method, path));
    }
    const RouteTable& table() const { return table_; }

    int reads = 0;
    int handled = 0;

private:
    RouteTable table_;
};

} // namespace

class TestRegistryRoutes : public QObject {
    Q_OBJECT

private slots:
    void aPatternsParametersAreReadByTheirType();
    void aSegmentThatNamesNothingIsRefusedBeforeTheMethod();
    void aMethodNotTakenIsAnsweredWithAllow();
    void pathsNoPatternHasAreNotFound();
    void theApiAndTheFormReadASearchAlike_data();
    void theApiAndTheFormReadASearchAlike();
    void theFormWordsAProblemForAReader();
    void oneMapSaysADatabaseFailureToBothAudiences();
    void aLimitedReaderGetsAPageAndAProgramJson();
};

void TestRegistryRoutes::aPatternsParametersAreReadByTheirType() {
    Table t;
    const QJsonObject numbered = jsonOf(t.answer("GET", QStringLiteral("/things/ABCDE/7")));
    QCOMPARE(numbered.value(QStringLiteral("handler")).toString(), QStringLiteral("numbered"));
    QCOMPARE(numbered.value(QStringLiteral("code")).toString(), QStringLiteral("ABCDE"));
    QCOMPARE(numbered.value(QStringLiteral("n")).toInt(), 7);
    // HEAD is answered by GET's handler; the table's other methods by theirs.
    const QJsonObject head = jsonOf(t.answer("HEAD", QStringLiteral("/things/ABCDE")));
    QCOMPARE(head.value(QStringLiteral("handler")).toString(), QStringLiteral("one"));
    QCOMPARE(head.value(QStringLiteral("method")).toString(), QStringLiteral("HEAD"));
    QCOMPARE(jsonOf(t.answer("PATCH", QStringLiteral("/things/ABCDE")))
                 .value(QStringLiteral("handler"))
                 .toString(),
             QStringLiteral("change"));
    QCOMPARE(jsonOf(t.answer("POST", QStringLiteral("/things")))
                 .value(QStringLiteral("handler"))
                 .toString(),
             QStringLiteral("add"));
    QVERIFY(
        t.table().routesTo(request("GET", QStringLiteral("/things")), QStringLiteral("/things")));
    QVERIFY(
        t.table().routesTo(request("HEAD", QStringLiteral("/things")), QStringLiteral("/things")));
    QVERIFY(
        !t.table().routesTo(request("PUT", QStringLiteral("/things")), QStringLiteral("/things")));
    QVERIFY(!t.table().routesTo(request("GET", QStringLiteral("/things/ABCDE")),
                                QStringLiteral("/things")));
}

void TestRegistryRoutes::aSegmentThatNamesNothingIsRefusedBeforeTheMethod() {
    Table t;
    for (const QByteArray& method : {QByteArray("GET"), QByteArray("DELETE")}) {
        const HttpReply refused = t.answer(method, QStringLiteral("/things/abc"));
        QCOMPARE(refused.status, 404);
        QCOMPARE(jsonOf(refused).value(QStringLiteral("message")).toString(),
                 QStringLiteral("abc is no code"));
    }
    // A later parameter's reader sees the earlier ones read.
    const HttpReply noNumber = t.answer("GET", QStringLiteral("/things/ABCDE/x"));
    QCOMPARE(noNumber.status, 404);
    QCOMPARE(jsonOf(noNumber).value(QStringLiteral("message")).toString(),
             QStringLiteral("ABCDE has no x"));
    QCOMPARE(t.handled, 0);
}

void TestRegistryRoutes::aMethodNotTakenIsAnsweredWithAllow() {
    Table t;
    const HttpReply things = t.answer("DELETE", QStringLiteral("/things"));
    QCOMPARE(things.status, 405);
    QCOMPARE(headerOf(things, "Allow"), QByteArray("GET, HEAD, POST"));
    const HttpReply one = t.answer("PUT", QStringLiteral("/things/ABCDE"));
    QCOMPARE(one.status, 405);
    QCOMPARE(headerOf(one, "Allow"), QByteArray("GET, HEAD, PATCH"));
    QCOMPARE(headerOf(t.answer("POST", QStringLiteral("/things/ABCDE/2")), "Allow"),
             QByteArray("GET, HEAD"));
    QCOMPARE(t.handled, 0);
}

void TestRegistryRoutes::pathsNoPatternHasAreNotFound() {
    Table t;
    for (const QString& path :
         {QStringLiteral("/"), QStringLiteral("/thing"), QStringLiteral("/things/ABCDE/2/x"),
          QStringLiteral("/other/ABCDE")}) {
        const HttpReply missing = t.answer("GET", path);
        QCOMPARE(missing.status, 404);
        QCOMPARE(jsonOf(missing).value(QStringLiteral("message")).toString(),
                 QStringLiteral("no route"));
    }
    QCOMPARE(t.reads, 0); // no parameter is read for a path no pattern has
}

void TestRegistryRoutes::theApiAndTheFormReadASearchAlike_data() {
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("api");  // the API's 400 message, or empty: taken
    QTest::addColumn<QString>("form"); // the form's
    QTest::newRow("taken") << "q=isle%20ring&variant=16&hex=true&wrap=0&min-width=3&sort=new"
                           << QString() << QString();
    QTest::newRow("a sign") << "min-width=%2B5"
                            << R"(min-width must be a whole number, not "+5")"
                            << "“Width from” must be a whole number, not “+5”.";
    QTest::newRow("a flag") << "wrap=yes"
                            << R"(wrap must be 0 or 1, not "yes")"
                            << "“Wrap” must be 1 or 0, not “yes”.";
    QTest::newRow("a variant") << "variant=12"
                               << "variant must be 8, 16, 32 or 64"
                               << "“Variant” is 8, 16, 32 or 64, not “12”.";
    QTest::newRow("an order") << "sort=old"
                              << R"(sort is relevance, new or downloads, not "old")"
                              << "“Order” is relevance, new or downloads, not “old”.";
    QTest::newRow("a line feed") << "q=a%0Ab"
                                 << "the words must be printable text in UTF-8"
                                 << "The words and the author must be printable text.";
    QTest::newRow("the first wrong field") << "sort=old&max-length=x&hex=2"
                                           << R"(max-length must be a whole number, not "x")"
                                           << "“Length to” must be a whole number, not “x”.";
}

void TestRegistryRoutes::theApiAndTheFormReadASearchAlike() {
    QFETCH(QString, query);
    QFETCH(QString, api);
    QFETCH(QString, form);
    const HttpRequest r = request("GET", QStringLiteral("/"), query);
    const std::variant<SearchQuery, HttpReply> byApi = ApiRoutes::searchQuery(r);
    QString why;
    const std::optional<SearchQuery> byForm = SearchForm::from(r).query(&why);
    if (api.isEmpty()) {
        QVERIFY(std::holds_alternative<SearchQuery>(byApi));
        QVERIFY2(byForm, qPrintable(why));
        const SearchQuery& q = std::get<SearchQuery>(byApi);
        QCOMPARE(q.words, (QStringList{QStringLiteral("isle"), QStringLiteral("ring")}));
        QCOMPARE(q.shape.variant, std::optional<int>(16));
        QCOMPARE(q.shape.hex, std::optional<bool>(true));
        QCOMPARE(q.shape.wrap, std::optional<bool>(false));
        QCOMPARE(q.shape.minWidth, std::optional<int>(3));
        QVERIFY(q.sort == SearchQuery::Sort::New);
        QCOMPARE(byForm->words, q.words);
        QCOMPARE(byForm->shape.variant, q.shape.variant);
        QCOMPARE(byForm->shape.hex, q.shape.hex);
        QCOMPARE(byForm->shape.wrap, q.shape.wrap);
        QCOMPARE(byForm->shape.minWidth, q.shape.minWidth);
        QVERIFY(byForm->sort == q.sort);
        return;
    }
    QVERIFY(std::holds_alternative<HttpReply>(byApi));
    const HttpReply& refused = std::get<HttpReply>(byApi);
    QCOMPARE(refused.status, 400);
    QCOMPARE(jsonOf(refused).value(QStringLiteral("message")).toString(), api);
    QVERIFY(!byForm);
    QCOMPARE(why, form);
}

void TestRegistryRoutes::theFormWordsAProblemForAReader() {
    // The API reads a value as sent; the form as the reader typed it, spaces around it dropped.
    const HttpRequest spaced =
        request("GET", QStringLiteral("/"), QStringLiteral("min-width=%205"));
    QVERIFY(std::holds_alternative<HttpReply>(ApiRoutes::searchQuery(spaced)));
    QString why;
    const std::optional<SearchQuery> q = SearchForm::from(spaced).query(&why);
    QVERIFY2(q, qPrintable(why));
    QCOMPARE(q->shape.minWidth, std::optional<int>(5));
    // The form's page size is its own, whatever limit the address holds.
    const HttpRequest limited = request("GET", QStringLiteral("/"), QStringLiteral("limit=0"));
    QVERIFY(std::holds_alternative<HttpReply>(ApiRoutes::searchQuery(limited)));
    const std::optional<SearchQuery> page = SearchForm::from(limited).query(&why);
    QVERIFY(page);
    QCOMPARE(page->limit, 20);
}

void TestRegistryRoutes::oneMapSaysADatabaseFailureToBothAudiences() {
    const SqlFailure away(SqlFailure::Kind::Unavailable, QStringLiteral("gone"));
    const HttpReply program = refusalFor(away, false).json();
    QCOMPARE(program.status, 503);
    QCOMPARE(headerOf(program, "Retry-After"), QByteArray("5"));
    QCOMPARE(jsonOf(program).value(QStringLiteral("error")).toString(),
             QStringLiteral("unavailable"));
    QVERIFY(jsonOf(program)
                .value(QStringLiteral("message"))
                .toString()
                .contains(QStringLiteral("nothing was changed")));
    QVERIFY(!jsonOf(program).contains(QStringLiteral("outcome")));
    // A change that may have been stored is not said to be lost.
    const QJsonObject doubt = jsonOf(refusalFor(away, true).json());
    QCOMPARE(doubt.value(QStringLiteral("outcome")).toString(), QStringLiteral("unknown"));
    QVERIFY(!doubt.value(QStringLiteral("message")).toString().contains(QStringLiteral("nothing")));

    const HttpReply page = refusalPage(refusalFor(away, false));
    QCOMPARE(page.status, 503);
    QCOMPARE(headerOf(page, "Retry-After"), QByteArray("5"));
    QCOMPARE(headerOf(page, "Content-Type"), QByteArray("text/html; charset=utf-8"));
    QVERIFY(page.body.contains("<h1>The registry is unavailable</h1>"));

    const SqlFailure full(SqlFailure::Kind::Full, QStringLiteral("disk"));
    QCOMPARE(refusalFor(full, false).json().status, 507);
    QCOMPARE(jsonOf(refusalFor(full, true).json()).value(QStringLiteral("error")).toString(),
             QStringLiteral("insufficient-storage"));
    QVERIFY(refusalPage(refusalFor(full, false)).body.contains("The registry is out of space"));
    QTest::ignoreMessage(QtWarningMsg, "gbxx-registry: a fault");
    const HttpReply fault =
        refusalFor(SqlFailure(SqlFailure::Kind::Other, QStringLiteral("a fault")), false).json();
    QCOMPARE(fault.status, 500);
    QVERIFY(!fault.body.contains("a fault")); // the log has it, not the client
}

void TestRegistryRoutes::aLimitedReaderGetsAPageAndAProgramJson() {
    const Refusal limited = tooManyRequests(12, 300, QStringLiteral("192.0.2.7"));
    const HttpReply program = limited.json();
    QCOMPARE(program.status, 429);
    QCOMPARE(headerOf(program, "Retry-After"), QByteArray("12"));
    QCOMPARE(jsonOf(program).value(QStringLiteral("message")).toString(),
             QStringLiteral("more than 300 requests a minute from 192.0.2.7"));
    const HttpReply page = refusalPage(limited);
    QCOMPARE(page.status, 429);
    QCOMPARE(headerOf(page, "Retry-After"), QByteArray("12"));
    QVERIFY(page.body.contains("try again in 12 seconds."));
}

GBXX_TEST_GUILESS_MAIN(TestRegistryRoutes);

} // namespace tst_registry_routes
#include "tst_registry_routes.moc"
