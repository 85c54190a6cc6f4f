// The registry's HTTP API (issue 34, items 2-4) to the letter, on SQLite and on PostgreSQL: every
// test runs once per engine (the global data), each against a real gbxx-registry on a fresh
// database — a scratch folder, or a new database in the suite's own PostgreSQL cluster. Boards are
// made with the core, and every answer is checked byte for byte: statuses, headers, JSON keys and
// their types, and the stored boards' bytes.

#include "registry/support/api_boards.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include "gbxx/codec.h"
#include "gbxx/registry_code.h"
#include "render/board_thumbnail.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTcpSocket>

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace tst_registry_api {

using namespace gbxx;
using namespace gbxx::test;
using Headers = QList<QPair<QByteArray, QByteArray>>;

const QRegularExpression kAssignedCode(QStringLiteral("^[0-9BCDFGHJ-NP-TV-Y]{5}$"));
const QRegularExpression
    kRfc3339Utc(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z$"));

// One gbxx-registry on a database of its own, with its accounts' tokens.
struct Server {
    std::unique_ptr<QTemporaryDir> data; // SQLite
    std::unique_ptr<RegistryProcess> process;
    QString base;
    QHash<QString, QByteArray> tokens;
};

QJsonObject jsonOf(const HttpAnswer& answer) {
    return QJsonDocument::fromJson(answer.body).object();
}

QString describe(const HttpAnswer& answer) {
    return QStringLiteral("status %1 %2 %3")
        .arg(answer.status)
        .arg(answer.error, QString::fromUtf8(answer.body.left(400)));
}

// Why `answer` is not the API's error `status` {"error": id, "message": TEXT}; empty when it is.
QString errorMismatch(const HttpAnswer& answer, int status, const QString& id) {
    const QJsonObject object = jsonOf(answer);
    if (answer.status == status &&
        answer.header("content-type") == "application/json; charset=utf-8" &&
        object.value(QStringLiteral("error")).toString() == id &&
        !object.value(QStringLiteral("message")).toString().isEmpty())
        return {};
    return QStringLiteral("expected %1 \"%2\", got %3 (%4)")
        .arg(status)
        .arg(id, describe(answer), QString::fromLatin1(answer.header("content-type")));
}

#define EXPECT_ERROR(answer, status, id)                                                           \
    do {                                                                                           \
        const QString mismatch_ = errorMismatch(answer, status, QStringLiteral(id));               \
        QVERIFY2(mismatch_.isEmpty(), qPrintable(mismatch_));                                      \
    } while (false)

// QVERIFY2 evaluates its description even when the statement holds: the answer is taken once.
#define EXPECT_STATUS(answer, expected)                                                            \
    do {                                                                                           \
        const HttpAnswer answer_ = (answer);                                                       \
        QVERIFY2(answer_.status == (expected), qPrintable(describe(answer_)));                     \
    } while (false)

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// "?k=v&…" with every value percent-encoded.
QString queryOf(const QList<QPair<QString, QString>>& items) {
    QStringList parts;
    for (const auto& [key, value] : items)
        parts << key + QLatin1Char('=') + QString::fromLatin1(QUrl::toPercentEncoding(value));
    return parts.isEmpty() ? QString() : QLatin1Char('?') + parts.join(QLatin1Char('&'));
}

QStringList codesOf(const HttpAnswer& answer) {
    QStringList codes;
    for (const QJsonValue& board : jsonOf(answer).value(QStringLiteral("boards")).toArray())
        codes << board.toObject().value(QStringLiteral("code")).toString();
    return codes;
}

class TestRegistryApi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data();
    void initTestCase();
    void cleanupTestCase();

    void health();
    void publishAnswersWithTheStoredBytes();
    void assignedCodesSkipClaimedOnes();
    void thirtyPublishesAMinuteByDefault();
    void ownCodeMakesRevisions();
    void freeCodesAreClaimedByTheFirst();
    void badCodesAreRefused();
    void invalidBoardsAreRefused();
    void tooLargeIsRefused();
    void tooLargeIsAnsweredWhileSending();
    void duplicatesAreRefused();
    void idempotencyKeyGivesTheFirstAnswer();
    void publishLimit();
    void publishingNeedsAValidToken();
    void expectContinueIsAnswered();
    void accountNamesTheToken();
    void otherPublishRefusals();
    void fetchByCode();
    void metaHasEveryKey();
    void downloadsCountFetches();
    void thumbnail();
    void searchMatchesWordsAndFilters();
    void relevanceOrder();
    void limitAndCursor();
    void badSearchParameters();
    void patchListing();
    void unknownAddressesAndMethods();
    void requestLimit();

private:
    QString start(Server& server, const QStringList& users,
                  const QStringList& options = {QStringLiteral("--publish-limit"),
                                                QStringLiteral("1000")});
    QByteArray bytesOf(ApiBoard spec = {});
    HttpAnswer publish(const Server& server, const QString& user, const QByteArray& bytes,
                       const QString& query = {}, const Headers& more = {});
    HttpAnswer get(const Server& server, const QString& path, const Headers& headers = {});
    HttpAnswer patch(const Server& server, const QString& user, const QString& code,
                     const QByteArray& body);

    QTemporaryDir postgresDir_;
    std::unique_ptr<ScratchPostgres> postgres_;
    QString adminConnection_ = QStringLiteral("tst_registry_api_admin");
    QUrl postgresUrl_;
    int databases_ = 0;
    std::uint64_t seed_ = 1000;
};

void TestRegistryApi::initTestCase_data() {
    QTest::addColumn<QString>("engine");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

void TestRegistryApi::initTestCase() {
    // Never skipped: a machine that cannot run PostgreSQL fails here, saying why.
    QVERIFY(postgresDir_.isValid());
    postgres_ = std::make_unique<ScratchPostgres>(postgresDir_.path());
    QString why;
    QVERIFY2(postgres_->start(&why), qPrintable("no PostgreSQL cluster: " + why));
    postgresUrl_ = QUrl(postgres_->url());
    QVERIFY2(postgresUrl_.isValid() && postgresUrl_.port() > 0, qPrintable(postgres_->url()));
    // The cluster trusts local connections: its superuser makes a database for each test.
    QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), adminConnection_);
    admin.setHostName(postgresUrl_.host());
    admin.setPort(postgresUrl_.port());
    admin.setUserName(QStringLiteral("postgres"));
    admin.setDatabaseName(QStringLiteral("postgres"));
    QVERIFY2(admin.open(), qPrintable(admin.lastError().text()));
}

void TestRegistryApi::cleanupTestCase() {
    QSqlDatabase::database(adminConnection_, false).close();
    QSqlDatabase::removeDatabase(adminConnection_);
    postgres_.reset();
}

QString TestRegistryApi::start(Server& server, const QStringList& users,
                               const QStringList& options) {
    QFETCH_GLOBAL(QString, engine);
    QStringList where;
    if (engine == QLatin1String("sqlite")) {
        server.data = std::make_unique<QTemporaryDir>();
        if (!server.data->isValid())
            return QStringLiteral("no scratch folder");
        where = {QStringLiteral("--data"), server.data->path()};
    } else {
        const QString name = QStringLiteral("api_%1").arg(++databases_);
        QSqlQuery create(QSqlDatabase::database(adminConnection_));
        if (!create.exec(QStringLiteral("CREATE DATABASE %1 OWNER gbxx").arg(name)))
            return QStringLiteral("CREATE DATABASE: ") + create.lastError().text();
        QUrl url = postgresUrl_;
        url.setPath(QLatin1Char('/') + name);
        where = {QStringLiteral("--database"), url.toString()};
    }
    server.process = std::make_unique<RegistryProcess>(where, options);
    for (const QString& user : users) {
        const QString token = server.process->addUser(user);
        if (token.isEmpty())
            return QStringLiteral("gbxx-registry user add %1 failed").arg(user);
        server.tokens.insert(user, token.toLatin1());
    }
    QString why;
    if (!server.process->start(&why))
        return why;
    server.base = server.process->base();
    return {};
}

QByteArray TestRegistryApi::bytesOf(ApiBoard spec) {
    if (spec.seed == 0)
        spec.seed = ++seed_;
    return apiBoardBytes(spec);
}

HttpAnswer TestRegistryApi::publish(const Server& server, const QString& user,
                                    const QByteArray& bytes, const QString& query,
                                    const Headers& more) {
    Headers headers{{"Content-Type", "application/x-gameboardxx"}};
    if (!user.isEmpty())
        headers.append({"Authorization", "Bearer " + server.tokens.value(user)});
    return http("POST", server.base + QStringLiteral("/api/v1/boards") + query, bytes,
                headers + more);
}

HttpAnswer TestRegistryApi::get(const Server& server, const QString& path, const Headers& headers) {
    return http("GET", server.base + path, {}, headers);
}

HttpAnswer TestRegistryApi::patch(const Server& server, const QString& user, const QString& code,
                                  const QByteArray& body) {
    Headers headers{{"Content-Type", "application/json"}};
    if (!user.isEmpty())
        headers.append({"Authorization", "Bearer " + server.tokens.value(user)});
    return http("PATCH", server.base + QStringLiteral("/api/v1/boards/") + code, body, headers);
}

#define START(server, ...)                                                                         \
    do {                                                                                           \
        const QString failed_ = start(server, __VA_ARGS__);                                        \
        QVERIFY2(failed_.isEmpty(), qPrintable(failed_));                                          \
    } while (false)

void TestRegistryApi::health() {
    QFETCH_GLOBAL(QString, engine);
    Server server;
    START(server, {});
    const HttpAnswer answer = get(server, QStringLiteral("/api/v1/health"));
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.header("content-type"), QByteArray("application/json; charset=utf-8"));
    QCOMPARE(jsonOf(answer), (QJsonObject{{QStringLiteral("status"), QStringLiteral("ok")},
                                          {QStringLiteral("database"), engine}}));
}

void TestRegistryApi::publishAnswersWithTheStoredBytes() {
    Server server;
    START(server, {QStringLiteral("ada")});
    const QByteArray sent = bytesOf({Variant::GB16, 5, 4});
    const HttpAnswer answer = publish(server, QStringLiteral("ada"), sent);
    EXPECT_STATUS(answer, 201);
    QCOMPARE(answer.header("content-type"), QByteArray("application/json; charset=utf-8"));
    const QJsonObject created = jsonOf(answer);
    QCOMPARE(created.keys(), (QStringList{"code", "revision", "sha256", "size", "url"}));
    const QString code = created.value(QStringLiteral("code")).toString();
    QVERIFY2(kAssignedCode.match(code).hasMatch(), qPrintable(code));
    QCOMPARE(created.value(QStringLiteral("revision")).toInteger(), 1);
    QCOMPARE(created.value(QStringLiteral("size")).toInteger(), qint64(sent.size()));
    QCOMPARE(created.value(QStringLiteral("url")).toString(), server.base + "/b/" + code);
    QCOMPARE(answer.header("location"), "/api/v1/boards/" + code.toLatin1() + "/revisions/1");

    // The stored bytes: what was sent, with the code in footer bytes 3-7; their SHA-256 is the
    // answer's, so a client can make its file identical to the registry's.
    const HttpAnswer stored = get(server, QString::fromLatin1(answer.header("location")));
    QCOMPARE(stored.status, 200);
    QCOMPARE(stored.body, withFooterCode(sent, code.toLatin1()));
    QCOMPARE(footerCodeOf(stored.body), code.toLatin1());
    QCOMPARE(created.value(QStringLiteral("sha256")).toString(), sha256Hex(stored.body));
    QCOMPARE(get(server, "/api/v1/boards/" + code).body, stored.body);

    // The next board gets a code of its own.
    const HttpAnswer second =
        publish(server, QStringLiteral("ada"), bytesOf({Variant::GB16, 5, 4}));
    EXPECT_STATUS(second, 201);
    const QString secondCode = jsonOf(second).value(QStringLiteral("code")).toString();
    QVERIFY2(kAssignedCode.match(secondCode).hasMatch(), qPrintable(secondCode));
    QVERIFY(secondCode != code);
}

void TestRegistryApi::assignedCodesSkipClaimedOnes() {
    // A fresh registry hands out its sequence from 0: claim the first two codes it would give,
    // and it must skip them.
    Server server;
    START(server, {QStringLiteral("ada")});
    for (std::uint64_t n : {0, 1}) {
        const QString claim = QString::fromStdString(*codeForSequence(n));
        const HttpAnswer claimed = publish(server, QStringLiteral("ada"), bytesOf({.code = claim}));
        EXPECT_STATUS(claimed, 201);
        QCOMPARE(jsonOf(claimed).value(QStringLiteral("code")).toString(), claim);
    }
    QStringList assigned;
    for (std::uint64_t n : {2, 3, 4}) {
        const HttpAnswer answer = publish(server, QStringLiteral("ada"), bytesOf());
        EXPECT_STATUS(answer, 201);
        const QString code = jsonOf(answer).value(QStringLiteral("code")).toString();
        QCOMPARE(code, QString::fromStdString(*codeForSequence(n)));
        assigned << code;
    }
    // Consecutive numbers, unrelated-looking codes: no two share the first four characters.
    QCOMPARE(QSet<QString>({assigned[0].left(4), assigned[1].left(4), assigned[2].left(4)}).size(),
             3);
}

void TestRegistryApi::thirtyPublishesAMinuteByDefault() {
    Server server;
    START(server, {QStringLiteral("ada")}, {});
    QSet<QString> codes;
    for (int i = 0; i < 30; ++i) {
        const HttpAnswer answer = publish(server, QStringLiteral("ada"), bytesOf());
        EXPECT_STATUS(answer, 201);
        const QString code = jsonOf(answer).value(QStringLiteral("code")).toString();
        QVERIFY2(kAssignedCode.match(code).hasMatch(), qPrintable(code));
        codes.insert(code);
    }
    QCOMPARE(codes.size(), 30);
    const HttpAnswer limited = publish(server, QStringLiteral("ada"), bytesOf());
    EXPECT_ERROR(limited, 429, "rate-limited");
}

void TestRegistryApi::ownCodeMakesRevisions() {
    Server server;
    START(server, {QStringLiteral("ada")});
    QList<QByteArray> sent{bytesOf({Variant::GB32, 3, 3})};
    const HttpAnswer first = publish(server, QStringLiteral("ada"), sent[0]);
    EXPECT_STATUS(first, 201);
    const QString code = jsonOf(first).value(QStringLiteral("code")).toString();
    // Revision 2 names the code as the registry wrote it, revision 3 in lower case.
    for (const QString& typed : {code, code.toLower()}) {
        sent << bytesOf({Variant::GB32, 3, 3, 0, {}, {}, typed});
        const HttpAnswer next = publish(server, QStringLiteral("ada"), sent.back());
        EXPECT_STATUS(next, 201);
        const QJsonObject created = jsonOf(next);
        QCOMPARE(created.value(QStringLiteral("code")).toString(), code);
        QCOMPARE(created.value(QStringLiteral("revision")).toInteger(), qint64(sent.size()));
        QCOMPARE(
            next.header("location"),
            QStringLiteral("/api/v1/boards/%1/revisions/%2").arg(code).arg(sent.size()).toLatin1());
    }
    for (qsizetype n = 1; n <= sent.size(); ++n) {
        const HttpAnswer revision =
            get(server, QStringLiteral("/api/v1/boards/%1/revisions/%2").arg(code).arg(n));
        QCOMPARE(revision.status, 200);
        QCOMPARE(revision.body, withFooterCode(sent[n - 1], code.toLatin1()));
    }
    QCOMPARE(get(server, "/api/v1/boards/" + code).body,
             withFooterCode(sent.back(), code.toLatin1()));
    const QJsonArray revisions =
        jsonOf(get(server, "/api/v1/boards/" + code + "/meta")).value("revisions").toArray();
    QCOMPARE(revisions.size(), 3);
    for (int n = 1; n <= 3; ++n)
        QCOMPARE(revisions[n - 1].toObject().value(QStringLiteral("revision")).toInteger(),
                 qint64(n));
}

void TestRegistryApi::freeCodesAreClaimedByTheFirst() {
    Server server;
    START(server, {QStringLiteral("ada"), QStringLiteral("bob")});
    // A code with vowels (never handed out), one with a Z, and a free code of the alphabet typed
    // in lower case: each claimed by its first publisher, stored in upper case.
    for (const char* typed : {"ABCDE", "abcdz", "bcd12"}) {
        const QByteArray sent = bytesOf({.code = QString::fromLatin1(typed)});
        const HttpAnswer claimed = publish(server, QStringLiteral("ada"), sent);
        EXPECT_STATUS(claimed, 201);
        const QByteArray code = QByteArray(typed).toUpper();
        QCOMPARE(jsonOf(claimed).value(QStringLiteral("code")).toString(),
                 QString::fromLatin1(code));
        QCOMPARE(jsonOf(claimed).value(QStringLiteral("revision")).toInteger(), 1);
        const HttpAnswer stored = get(server, QStringLiteral("/api/v1/boards/") + typed);
        QCOMPARE(stored.status, 200);
        QCOMPARE(stored.body, withFooterCode(sent, code));
    }
    const HttpAnswer again =
        publish(server, QStringLiteral("ada"), bytesOf({.code = QStringLiteral("abcde")}));
    EXPECT_STATUS(again, 201);
    QCOMPARE(jsonOf(again).value(QStringLiteral("revision")).toInteger(), 2);
    // Another account's code, in any case, is refused.
    for (const char* taken : {"ABCDE", "abcde", "BCD12", "ABCDZ"})
        EXPECT_ERROR(
            publish(server, QStringLiteral("bob"), bytesOf({.code = QString::fromLatin1(taken)})),
            409, "code-taken");
    const QJsonObject meta = jsonOf(get(server, QStringLiteral("/api/v1/boards/ABCDE/meta")));
    QCOMPARE(meta.value(QStringLiteral("owner")).toString(), QStringLiteral("ada"));
    QCOMPARE(meta.value(QStringLiteral("revision")).toInteger(), 2);
}

void TestRegistryApi::badCodesAreRefused() {
    Server server;
    START(server, {QStringLiteral("ada")});
    for (const char* typed : {"AB-1", "AB-12",
                              "\xc3\x84"
                              "BCDE",
                              "ABCD", "AB CD", "B", "bc_12"}) {
        const HttpAnswer refused =
            publish(server, QStringLiteral("ada"), bytesOf({.code = QString::fromUtf8(typed)}));
        EXPECT_ERROR(refused, 422, "bad-code");
    }
    // Nothing was stored: the first board published gets the sequence's first code.
    const HttpAnswer first = publish(server, QStringLiteral("ada"), bytesOf());
    EXPECT_STATUS(first, 201);
    QCOMPARE(jsonOf(first).value(QStringLiteral("code")).toString(),
             QString::fromStdString(*codeForSequence(0)));
}

void TestRegistryApi::invalidBoardsAreRefused() {
    Server server;
    START(server, {QStringLiteral("ada")});
    const QByteArray valid = bytesOf({Variant::GB16, 6, 2});
    QByteArray wrongMagic = valid;
    wrongMagic.replace(0, 4, "GB99");
    const QList<QByteArray> bodies{
        valid.left(valid.size() - 1), valid + '\0', valid.left(10), QByteArray(), wrongMagic,
        QByteArray(300, 'x')};
    for (const QByteArray& body : bodies) {
        const HttpAnswer refused = publish(server, QStringLiteral("ada"), body);
        EXPECT_ERROR(refused, 422, "invalid-board");
        // The reader's own message, word for word.
        const ReadResult read = readBoard({reinterpret_cast<const std::uint8_t*>(body.constData()),
                                           static_cast<std::size_t>(body.size())});
        QVERIFY(!read);
        QCOMPARE(jsonOf(refused).value(QStringLiteral("message")).toString(),
                 QString::fromStdString(read.error.message));
    }
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards"))), QStringList());
}

void TestRegistryApi::tooLargeIsRefused() {
    Server server;
    START(server, {QStringLiteral("ada")});
    // The largest board there is fits exactly …
    const QByteArray largest = bytesOf({Variant::GB64, 255, 255});
    QCOMPARE(largest.size(), qsizetype(520336));
    const HttpAnswer accepted = publish(server, QStringLiteral("ada"), largest);
    EXPECT_STATUS(accepted, 201);
    QCOMPARE(jsonOf(accepted).value(QStringLiteral("size")).toInteger(), 520336);
    // … one byte more is refused before it is read, and so is much more.
    EXPECT_ERROR(publish(server, QStringLiteral("ada"), largest + 'x'), 413, "too-large");
    EXPECT_ERROR(publish(server, QStringLiteral("ada"), QByteArray(3 * 520336, 'x')), 413,
                 "too-large");
    // Nothing of them was stored, and the server goes on.
    const QJsonObject meta = jsonOf(
        get(server, "/api/v1/boards/" + jsonOf(accepted).value("code").toString() + "/meta"));
    QCOMPARE(meta.value(QStringLiteral("revisions")).toArray().size(), 1);
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards"))).size(), 1);
}

// The 413 reaches a client that sent its header with the start of the body and sends the rest
// after it: the connection is closed only when the announced body has all been read (counted
// once), never with bytes unread, which would reset it and lose the answer.
void TestRegistryApi::tooLargeIsAnsweredWhileSending() {
    Server server;
    START(server, {QStringLiteral("ada")});
    const QUrl url(server.base);
    const qsizetype length = 3 * 520336;
    // Plain blocking sockets: nothing reads the answer before the whole body is sent, as a
    // simple client does (Qt's socket would take the answer in early, hiding a reset).
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    QVERIFY(fd >= 0);
    timeval wait{10, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, sizeof wait);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<quint16>(url.port()));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    QVERIFY(::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    const auto sendAll = [fd](const QByteArray& bytes) {
        for (qsizetype sent = 0; sent < bytes.size();) {
            const ssize_t n = ::send(fd, bytes.constData() + sent,
                                     static_cast<size_t>(bytes.size() - sent), MSG_NOSIGNAL);
            if (n <= 0)
                return false;
            sent += n;
        }
        return true;
    };
    QVERIFY(sendAll("POST /api/v1/boards HTTP/1.1\r\nHost: x\r\nContent-Length: " +
                    QByteArray::number(length) + "\r\n\r\n" + QByteArray(length / 2, 'x')));
    QTest::qSleep(300);
    QVERIFY(sendAll(QByteArray(length - length / 2, 'x')));
    QByteArray answer;
    char buffer[4096];
    ssize_t n = 0;
    while ((n = ::recv(fd, buffer, sizeof buffer, 0)) > 0)
        answer.append(buffer, n);
    const int lastError = n < 0 ? errno : 0;
    ::close(fd);
    QVERIFY2(answer.startsWith("HTTP/1.1 413 "),
             qPrintable(QStringLiteral("answer %1, error %2")
                            .arg(QString::fromLatin1(answer.left(100)))
                            .arg(QString::fromLocal8Bit(std::strerror(lastError)))));
    QCOMPARE(lastError, 0); // an orderly close, not a reset
}

void TestRegistryApi::duplicatesAreRefused() {
    Server server;
    START(server, {QStringLiteral("ada"), QStringLiteral("bob")});
    const ApiBoard spec{Variant::GB08, 6, 6, ++seed_, QStringLiteral("Twin")};
    const QByteArray x = bytesOf(spec);
    const HttpAnswer first = publish(server, QStringLiteral("ada"), x);
    EXPECT_STATUS(first, 201);
    const QString code = jsonOf(first).value(QStringLiteral("code")).toString();
    const auto expectDuplicate = [&](const HttpAnswer& answer, int revision) {
        const QString mismatch = errorMismatch(answer, 409, QStringLiteral("duplicate"));
        if (!mismatch.isEmpty())
            return mismatch;
        const QJsonObject o = jsonOf(answer);
        if (o.keys() != QStringList{"code", "error", "message", "revision"} ||
            o.value(QStringLiteral("code")).toString() != code ||
            o.value(QStringLiteral("revision")).toInteger() != revision)
            return QStringLiteral("not duplicate of %1/%2: %3")
                .arg(code)
                .arg(revision)
                .arg(describe(answer));
        return QString();
    };
    ApiBoard withCode = spec;
    withCode.code = code;
    ApiBoard claiming = spec;
    claiming.code = QStringLiteral("ABCDE");
    // The same bytes, whoever sends them and whatever code bytes 3-7 hold.
    for (const auto& [user, bytes] :
         QList<QPair<QString, QByteArray>>{{"ada", x},
                                           {"bob", x},
                                           {"ada", apiBoardBytes(withCode)},
                                           {"bob", apiBoardBytes(withCode)},
                                           {"ada", apiBoardBytes(claiming)},
                                           {"bob", apiBoardBytes(claiming)}}) {
        const QString mismatch = expectDuplicate(publish(server, user, bytes), 1);
        QVERIFY2(mismatch.isEmpty(), qPrintable(user + ": " + mismatch));
    }
    // Revision 2 differs; going back to revision 1's bytes is a duplicate of revision 1.
    ApiBoard changed = withCode;
    changed.title = QStringLiteral("Twin, again");
    EXPECT_STATUS(publish(server, QStringLiteral("ada"), apiBoardBytes(changed)), 201);
    const QString mismatch =
        expectDuplicate(publish(server, QStringLiteral("ada"), apiBoardBytes(withCode)), 1);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    // Nothing else was stored: ABCDE was not claimed, ada's board has two revisions.
    EXPECT_ERROR(get(server, QStringLiteral("/api/v1/boards/ABCDE")), 404, "not-found");
    QCOMPARE(jsonOf(get(server, "/api/v1/boards/" + code + "/meta"))
                 .value(QStringLiteral("revisions"))
                 .toArray()
                 .size(),
             2);
}

void TestRegistryApi::idempotencyKeyGivesTheFirstAnswer() {
    Server server;
    START(server, {QStringLiteral("ada"), QStringLiteral("bob")});
    const QByteArray x = bytesOf();
    const Headers key{{"Idempotency-Key", "8e0f-retry-1"}};
    const HttpAnswer first = publish(server, QStringLiteral("ada"), x, {}, key);
    EXPECT_STATUS(first, 201);
    const QString code = jsonOf(first).value(QStringLiteral("code")).toString();
    // The retry, even with other bytes (a client that lost the answer and changed the file),
    // gets the first answer again and stores nothing.
    for (const QByteArray& body : {x, bytesOf()}) {
        const HttpAnswer retry = publish(server, QStringLiteral("ada"), body, {}, key);
        EXPECT_STATUS(retry, 201);
        QCOMPARE(retry.body, first.body);
        QCOMPARE(retry.header("location"), first.header("location"));
    }
    const QJsonObject meta = jsonOf(get(server, "/api/v1/boards/" + code + "/meta"));
    QCOMPARE(meta.value(QStringLiteral("revisions")).toArray().size(), 1);
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards"))), QStringList{code});
    QCOMPARE(get(server, "/api/v1/boards/" + code).body, withFooterCode(x, code.toLatin1()));
    // A key is the account's own: bob's same key publishes bob's board.
    const HttpAnswer bobs = publish(server, QStringLiteral("bob"), bytesOf(), {}, key);
    EXPECT_STATUS(bobs, 201);
    QVERIFY(jsonOf(bobs).value(QStringLiteral("code")).toString() != code);
}

void TestRegistryApi::publishLimit() {
    Server server;
    START(server, {QStringLiteral("ada"), QStringLiteral("bob")},
          {QStringLiteral("--publish-limit"), QStringLiteral("3")});
    const QByteArray first = bytesOf();
    const Headers key{{"Idempotency-Key", "first"}};
    const HttpAnswer firstAnswer = publish(server, QStringLiteral("ada"), first, {}, key);
    EXPECT_STATUS(firstAnswer, 201);
    for (int i = 0; i < 2; ++i)
        EXPECT_STATUS(publish(server, QStringLiteral("ada"), bytesOf()), 201);
    const HttpAnswer limited = publish(server, QStringLiteral("ada"), bytesOf());
    EXPECT_ERROR(limited, 429, "rate-limited");
    bool numeric = false;
    const int retryAfter = limited.header("retry-after").toInt(&numeric);
    QVERIFY2(numeric && retryAfter >= 1 && retryAfter <= 60, limited.header("retry-after"));
    // A retry of an earlier publish is not a new one; another account has its own limit.
    const HttpAnswer retry = publish(server, QStringLiteral("ada"), first, {}, key);
    EXPECT_STATUS(retry, 201);
    QCOMPARE(retry.body, firstAnswer.body);
    EXPECT_STATUS(publish(server, QStringLiteral("bob"), bytesOf()), 201);
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards"))).size(), 4);
}

void TestRegistryApi::publishingNeedsAValidToken() {
    Server server;
    START(server, {QStringLiteral("ada"), QStringLiteral("eve")});
    const QByteArray token = server.tokens.value(QStringLiteral("ada"));
    const QByteArray x = bytesOf();
    const QList<Headers> refused{
        {},
        {{"Authorization", "Bearer"}},
        {{"Authorization", "Bearer nonsense"}},
        {{"Authorization", "Bearer 1."}},
        {{"Authorization", "Bearer " + token + "x"}},
        {{"Authorization", "Bearer " + token.left(token.indexOf('.')) + ".wrong"}},
        {{"Authorization", "Basic " + token.toBase64()}},
        {{"Authorization", token}},
    };
    for (const Headers& headers : refused) {
        const HttpAnswer answer = publish(server, {}, x, {}, headers);
        EXPECT_ERROR(answer, 401, "unauthorized");
        QCOMPARE(answer.header("www-authenticate"), QByteArray("Bearer"));
    }
    // A revoked token stops working at once, on the running server.
    EXPECT_STATUS(publish(server, QStringLiteral("eve"), bytesOf()), 201);
    QCOMPARE(server.process
                 ->run({QStringLiteral("user"), QStringLiteral("revoke"), QStringLiteral("eve")})
                 .exitCode,
             0);
    EXPECT_ERROR(publish(server, QStringLiteral("eve"), bytesOf()), 401, "unauthorized");
    EXPECT_STATUS(publish(server, QStringLiteral("ada"), x), 201);
}

// A client that sends `Expect: 100-continue` waits for the interim answer before its body.
void TestRegistryApi::expectContinueIsAnswered() {
    Server server;
    START(server, {QStringLiteral("ada")});
    const QUrl url(server.base);
    const QByteArray body = bytesOf();
    QTcpSocket socket;
    socket.connectToHost(url.host(), static_cast<quint16>(url.port()));
    QVERIFY(socket.waitForConnected(5000));
    socket.write("POST /api/v1/boards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " +
                 server.tokens.value(QStringLiteral("ada")) +
                 "\r\nContent-Type: application/x-gameboardxx\r\nExpect: 100-continue\r\n"
                 "Content-Length: " +
                 QByteArray::number(body.size()) + "\r\n\r\n");
    QByteArray interim;
    while (!interim.contains("\r\n\r\n") && socket.waitForReadyRead(5000))
        interim += socket.readAll();
    QCOMPARE(interim, QByteArray("HTTP/1.1 100 Continue\r\n\r\n"));
    socket.write(body);
    QByteArray answer;
    while (!answer.contains("\r\n\r\n") && socket.waitForReadyRead(5000))
        answer += socket.readAll();
    QVERIFY2(answer.startsWith("HTTP/1.1 201 Created\r\n"), answer.constData());
    // A body the registry would refuse is refused before it is sent.
    QTcpSocket second;
    second.connectToHost(url.host(), static_cast<quint16>(url.port()));
    QVERIFY(second.waitForConnected(5000));
    second.write("POST /api/v1/boards HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n"
                 "Content-Length: 9999999\r\n\r\n");
    QByteArray refused;
    while (!refused.contains("\r\n\r\n") && second.waitForReadyRead(5000))
        refused += second.readAll();
    QVERIFY2(refused.startsWith("HTTP/1.1 413 "), refused.constData());
}

void TestRegistryApi::accountNamesTheToken() {
    Server server;
    START(server, {QStringLiteral("ada"), QStringLiteral("eve")});
    const auto accountOf = [&](const QByteArray& authorization) {
        return http("GET", server.base + QStringLiteral("/api/v1/account"), {},
                    {{"Authorization", authorization}});
    };
    const HttpAnswer ada = accountOf("Bearer " + server.tokens.value(QStringLiteral("ada")));
    QCOMPARE(ada.status, 200);
    QCOMPARE(jsonOf(ada), (QJsonObject{{QStringLiteral("name"), QStringLiteral("ada")}}));
    // The scheme's name ignores case (RFC 9110, 11.1).
    QCOMPARE(accountOf("BEARER " + server.tokens.value(QStringLiteral("ada"))).status, 200);
    QCOMPARE(accountOf("bEaReR  " + server.tokens.value(QStringLiteral("ada"))).status, 200);
    EXPECT_ERROR(accountOf("Basic " + server.tokens.value(QStringLiteral("ada"))), 401,
                 "unauthorized");
    EXPECT_ERROR(accountOf("Bearer " + server.tokens.value(QStringLiteral("ada")) + "x"), 401,
                 "unauthorized");
    EXPECT_ERROR(get(server, QStringLiteral("/api/v1/account")), 401, "unauthorized");
    QCOMPARE(server.process
                 ->run({QStringLiteral("user"), QStringLiteral("revoke"), QStringLiteral("eve")})
                 .exitCode,
             0);
    EXPECT_ERROR(accountOf("Bearer " + server.tokens.value(QStringLiteral("eve"))), 401,
                 "unauthorized");
}

void TestRegistryApi::otherPublishRefusals() {
    Server server;
    START(server, {QStringLiteral("ada")});
    const QByteArray x = bytesOf();
    const QString ada = QStringLiteral("ada");
    EXPECT_ERROR(publish(server, ada, x, {}, {{"Content-Type", "text/plain"}}), 415,
                 "unsupported-media-type");
    EXPECT_ERROR(publish(server, ada, x, queryOf({{"note", QString(1001, QLatin1Char('n'))}})), 400,
                 "bad-request");
    EXPECT_ERROR(publish(server, ada, x, queryOf({{"note", QStringLiteral("a\u0001b")}})), 400,
                 "bad-request");
    EXPECT_ERROR(publish(server, ada, x, QStringLiteral("?note=%FF%FE")), 400, "bad-request");
    EXPECT_ERROR(publish(server, ada, x, queryOf({{"unlisted", "maybe"}})), 400, "bad-request");
    EXPECT_ERROR(publish(server, ada, x, {}, {{"Idempotency-Key", QByteArray(201, 'k')}}), 400,
                 "bad-request");
    // None of them stored anything; the same board is still new.
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards"))), QStringList());
    const HttpAnswer octets =
        publish(server, ada, x, queryOf({{"note", QString(1000, QLatin1Char('n'))}}),
                {{"Content-Type", "application/octet-stream"}});
    EXPECT_STATUS(octets, 201);
    // A form's '+' is a space; an escaped one is a plus.
    const HttpAnswer plus = publish(server, ada, bytesOf(), QStringLiteral("?note=one+two%2B3"));
    EXPECT_STATUS(plus, 201);
    QCOMPARE(
        jsonOf(get(server, "/api/v1/boards/" + jsonOf(plus).value("code").toString() + "/meta"))
            .value("revisions")
            .toArray()[0]
            .toObject()
            .value("note"),
        QJsonValue("one two+3"));
}

void TestRegistryApi::fetchByCode() {
    Server server;
    START(server, {QStringLiteral("ada")});
    QHash<QString, QByteArray> stored;
    QString code;
    for (const Variant variant : kAllVariants) {
        const QByteArray sent = bytesOf({variant, 3, 2});
        const HttpAnswer created = publish(server, QStringLiteral("ada"), sent);
        EXPECT_STATUS(created, 201);
        code = jsonOf(created).value(QStringLiteral("code")).toString();
        stored.insert(code, withFooterCode(sent, code.toLatin1()));
        // Any case finds it; the file name is CODE.gbNN.
        const HttpAnswer fetched = get(server, "/api/v1/boards/" + code.toLower());
        QCOMPARE(fetched.status, 200);
        QCOMPARE(fetched.body, stored.value(code));
        QCOMPARE(fetched.header("content-type"), QByteArray("application/x-gameboardxx"));
        QCOMPARE(fetched.header("etag"), '"' + sha256Hex(fetched.body).toLatin1() + '"');
        QCOMPARE(fetched.header("content-location"),
                 "/api/v1/boards/" + code.toLatin1() + "/revisions/1");
        QCOMPARE(fetched.header("content-disposition"),
                 "attachment; filename=\"" + code.toLatin1() + ".gb" +
                     QByteArray::number(bitsOf(variant)).rightJustified(2, '0') + '"');
    }
    const QByteArray tag = '"' + sha256Hex(stored.value(code)).toLatin1() + '"';
    for (const QByteArray& matching : QList<QByteArray>{tag, "\"00\", " + tag, "*"}) {
        const HttpAnswer same =
            get(server, "/api/v1/boards/" + code, {{"If-None-Match", matching}});
        QCOMPARE(same.status, 304);
        QVERIFY(same.body.isEmpty());
        QCOMPARE(same.header("etag"), tag);
    }
    const HttpAnswer changed = get(server, "/api/v1/boards/" + code, {{"If-None-Match", "\"00\""}});
    QCOMPARE(changed.status, 200);
    QCOMPARE(changed.body, stored.value(code));

    // Revisions by number, each with its own tag; unknown ones are 404.
    const QByteArray second = bytesOf({Variant::GB64, 3, 2, 0, {}, {}, code});
    EXPECT_STATUS(publish(server, QStringLiteral("ada"), second), 201);
    const HttpAnswer one = get(server, "/api/v1/boards/" + code + "/revisions/1");
    QCOMPARE(one.status, 200);
    QCOMPARE(one.body, stored.value(code));
    QCOMPARE(one.header("etag"), tag);
    QCOMPARE(get(server, "/api/v1/boards/" + code.toLower() + "/revisions/2").body,
             withFooterCode(second, code.toLatin1()));
    const HttpAnswer latest = get(server, "/api/v1/boards/" + code);
    QCOMPARE(latest.body, withFooterCode(second, code.toLatin1()));
    QCOMPARE(latest.header("content-location"),
             "/api/v1/boards/" + code.toLatin1() + "/revisions/2");
    QCOMPARE(get(server, "/api/v1/boards/" + code, {{"If-None-Match", tag}}).status, 200);
    for (const char* revision : {"3", "0", "-1", "abc", "+1", "99999999999"})
        EXPECT_ERROR(get(server, "/api/v1/boards/" + code + "/revisions/" + revision), 404,
                     "not-found");
    // A code nobody holds, and paths that are no code at all.
    QString unused = QStringLiteral("BCD12");
    while (stored.contains(unused))
        unused[4] = QChar(unused[4].unicode() + 1);
    for (const QString& path :
         {unused, unused.toLower(), QStringLiteral("ABCDE"), QStringLiteral("AB"),
          QStringLiteral("ABCDEF"), QStringLiteral("%C3%84BCDE"), QStringLiteral("AB%20CD")}) {
        EXPECT_ERROR(get(server, "/api/v1/boards/" + path), 404, "not-found");
        EXPECT_ERROR(get(server, "/api/v1/boards/" + path + "/revisions/1"), 404, "not-found");
    }
}

void TestRegistryApi::metaHasEveryKey() {
    Server server;
    START(server, {QStringLiteral("ada")});
    // Footer texts are Latin-1 in the file and UTF-8 in the JSON.
    const QString title = QStringLiteral("Ch\u00e2teau de l'\u00c9t\u00e9 \u00df");
    const QString author = QStringLiteral("Zo\u00eb \u00c5ngstr\u00f6m");
    const QString note = QStringLiteral("first try & more: caf\u00e9 100%");
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-2);
    const HttpAnswer created =
        publish(server, QStringLiteral("ada"),
                bytesOf({Variant::GB16, 7, 5, 0, title, author, {}, 3, true, 1}),
                queryOf({{"note", note}}));
    EXPECT_STATUS(created, 201);
    const QString code = jsonOf(created).value(QStringLiteral("code")).toString();
    const HttpAnswer answer = get(server, "/api/v1/boards/" + code.toLower() + "/meta");
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.header("content-type"), QByteArray("application/json; charset=utf-8"));
    const QJsonObject meta = jsonOf(answer);
    QCOMPARE(meta.keys(), (QStringList{"author", "code", "downloads", "editorId", "hex", "length",
                                       "listed", "owner", "revision", "revisions", "title",
                                       "variant", "version", "width", "wrap"}));
    QCOMPARE(meta.value("code"), QJsonValue(code));
    QCOMPARE(meta.value("owner"), QJsonValue("ada"));
    QCOMPARE(meta.value("title"), QJsonValue(title));
    QCOMPARE(meta.value("author"), QJsonValue(author));
    QCOMPARE(meta.value("editorId"), QJsonValue("GX"));
    QCOMPARE(meta.value("variant"), QJsonValue(16));
    QCOMPARE(meta.value("width"), QJsonValue(7));
    QCOMPARE(meta.value("length"), QJsonValue(5));
    QCOMPARE(meta.value("hex"), QJsonValue(true));
    QCOMPARE(meta.value("wrap"), QJsonValue(true));
    QCOMPARE(meta.value("version"), QJsonValue(3));
    QCOMPARE(meta.value("revision"), QJsonValue(1));
    QCOMPARE(meta.value("listed"), QJsonValue(true));
    QCOMPARE(meta.value("downloads"), QJsonValue(0));
    const QJsonArray revisions = meta.value("revisions").toArray();
    QCOMPARE(revisions.size(), 1);
    const QJsonObject first = revisions[0].toObject();
    QCOMPARE(first.keys(),
             (QStringList{"note", "published", "revision", "sha256", "size", "version"}));
    QCOMPARE(first.value("revision"), QJsonValue(1));
    QCOMPARE(first.value("sha256"), jsonOf(created).value("sha256"));
    QCOMPARE(first.value("size"), jsonOf(created).value("size"));
    QCOMPARE(first.value("version"), QJsonValue(3));
    QCOMPARE(first.value("note"), QJsonValue(note));
    const QString published = first.value("published").toString();
    QVERIFY2(kRfc3339Utc.match(published).hasMatch(), qPrintable(published));
    const QDateTime when = QDateTime::fromString(published, Qt::ISODate);
    QVERIFY2(when >= before && when <= QDateTime::currentDateTimeUtc().addSecs(2),
             qPrintable(published));

    // A second revision of another variant, shape and version, without a note, unlisted: the
    // board's facts are the latest revision's.
    const HttpAnswer second =
        publish(server, QStringLiteral("ada"),
                bytesOf({Variant::GB64, 9, 2, 0, QStringLiteral("Plain"), {}, code, 4, false, 2}),
                queryOf({{"unlisted", "1"}}));
    EXPECT_STATUS(second, 201);
    const QJsonObject latest = jsonOf(get(server, "/api/v1/boards/" + code + "/meta"));
    QCOMPARE(latest.value("variant"), QJsonValue(64));
    QCOMPARE(latest.value("width"), QJsonValue(9));
    QCOMPARE(latest.value("length"), QJsonValue(2));
    QCOMPARE(latest.value("hex"), QJsonValue(false));
    QCOMPARE(latest.value("wrap"), QJsonValue(true)); // wrapping the length
    QCOMPARE(latest.value("title"), QJsonValue("Plain"));
    QCOMPARE(latest.value("author"), QJsonValue(""));
    QCOMPARE(latest.value("version"), QJsonValue(4));
    QCOMPARE(latest.value("revision"), QJsonValue(2));
    QCOMPARE(latest.value("listed"), QJsonValue(false));
    const QJsonArray both = latest.value("revisions").toArray();
    QCOMPARE(both.size(), 2);
    QCOMPARE(both[0].toObject(), first);
    QCOMPARE(both[1].toObject().value("note"), QJsonValue(""));
    QCOMPARE(both[1].toObject().value("version"), QJsonValue(4));
    QVERIFY(both[1].toObject().value("published").toString() >= published);

    for (const Variant variant : {Variant::GB08, Variant::GB32}) {
        const HttpAnswer other = publish(server, QStringLiteral("ada"), bytesOf({variant}));
        EXPECT_STATUS(other, 201);
        QCOMPARE(jsonOf(get(server,
                            "/api/v1/boards/" + jsonOf(other).value("code").toString() + "/meta"))
                     .value("variant"),
                 QJsonValue(static_cast<int>(bitsOf(variant))));
    }
    EXPECT_ERROR(get(server, QStringLiteral("/api/v1/boards/ABCDE/meta")), 404, "not-found");
}

void TestRegistryApi::downloadsCountFetches() {
    Server server;
    START(server, {QStringLiteral("ada")});
    const HttpAnswer created = publish(server, QStringLiteral("ada"), bytesOf());
    EXPECT_STATUS(created, 201);
    const QString code = jsonOf(created).value(QStringLiteral("code")).toString();
    const auto downloads = [&] {
        return jsonOf(get(server, "/api/v1/boards/" + code + "/meta")).value("downloads");
    };
    // Two fetches of the latest and one of a revision count; an unchanged tag (304) does not.
    QCOMPARE(get(server, "/api/v1/boards/" + code.toLower()).status, 200);
    QCOMPARE(get(server, "/api/v1/boards/" + code).status, 200);
    QCOMPARE(get(server, "/api/v1/boards/" + code + "/revisions/1").status, 200);
    QCOMPARE(
        get(server, "/api/v1/boards/" + code,
            {{"If-None-Match", '"' + jsonOf(created).value("sha256").toString().toLatin1() + '"'}})
            .status,
        304);
    // Counts are written once a second.
    QVERIFY2(QTest::qWaitFor([&] { return downloads() == QJsonValue(3); }, 5000),
             qPrintable(QString::number(downloads().toInteger())));
    QTest::qWait(1200);
    QCOMPARE(downloads(), QJsonValue(3));
}

void TestRegistryApi::thumbnail() {
    // Drawn on a headless host: the server loads no platform plugin (a QGuiApplication would
    // not start with this one).
    const bool platformSet = qEnvironmentVariableIsSet("QT_QPA_PLATFORM");
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    qputenv("QT_QPA_PLATFORM", "no-such-platform");
    Server server;
    const QString failed = start(server, {QStringLiteral("ada")});
    if (platformSet)
        qputenv("QT_QPA_PLATFORM", platform);
    else
        qunsetenv("QT_QPA_PLATFORM");
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    for (const auto& [width, length] : QList<QPair<int, int>>{{255, 3}, {2, 200}, {1, 1}}) {
        const QByteArray bytes = bytesOf({Variant::GB32, width, length});
        const HttpAnswer created = publish(server, QStringLiteral("ada"), bytes);
        EXPECT_STATUS(created, 201);
        const QString code = jsonOf(created).value(QStringLiteral("code")).toString();
        const ReadResult read = readBoard(std::span(
            reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())));
        QVERIFY(read);
        // The picture the editor draws (here, under a QGuiApplication), pixel for pixel.
        const QImage expected =
            QImage::fromData(boardThumbnailPng(*read.board, 256), "PNG")
                .convertToFormat(QImage::Format_ARGB32);
        for (int twice = 0; twice < 2; ++twice) { // drawn, then kept
            const HttpAnswer png = get(server, "/api/v1/boards/" + code + "/thumbnail.png");
            QCOMPARE(png.status, 200);
            QCOMPARE(png.header("content-type"), QByteArray("image/png"));
            QVERIFY(png.body.startsWith("\x89PNG\r\n\x1a\n"));
            const QImage image = QImage::fromData(png.body, "PNG");
            QVERIFY(!image.isNull());
            QVERIFY2(std::max(image.width(), image.height()) <= 256 && image.width() > 0 &&
                         image.height() > 0,
                     qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));
            // Something is drawn: not every pixel is the transparent background.
            bool drawn = false;
            for (int y = 0; y < image.height() && !drawn; ++y)
                for (int x = 0; x < image.width() && !drawn; ++x)
                    drawn = qAlpha(image.pixel(x, y)) != 0;
            QVERIFY(drawn);
            QVERIFY(image.convertToFormat(QImage::Format_ARGB32) == expected);
        }
    }
    EXPECT_ERROR(get(server, QStringLiteral("/api/v1/boards/ABCDE/thumbnail.png")), 404,
                 "not-found");
}

void TestRegistryApi::searchMatchesWordsAndFilters() {
    Server server;
    START(server, {QStringLiteral("ada"), QStringLiteral("bob")});
    QStringList codes; // b1 … b4
    const QList<ApiBoard> boards{
        // wrap 3 wraps the height: a board that wraps, for search as for `gbxx find --wrap`
        {Variant::GB08,
         4,
         3,
         0,
         QStringLiteral("\u00c9clair Plage"),
         QStringLiteral("Zo\u00eb"),
         {},
         0,
         false,
         3},
        {Variant::GB16,
         10,
         8,
         0,
         QStringLiteral("plage du NORD"),
         QStringLiteral("\u00c5ngstr\u00f6m"),
         {},
         2,
         true},
        {Variant::GB32,
         20,
         20,
         0,
         QStringLiteral("Mountain pass"),
         QStringLiteral("zo\u00cb ANDERS"),
         {},
         0,
         false,
         1},
        {Variant::GB64, 2, 2, 0, QStringLiteral("\u00c9CLAIR"), QStringLiteral("Bob")},
    };
    for (const ApiBoard& board : boards) {
        const bool last = codes.size() == 3;
        const HttpAnswer created =
            publish(server, last ? QStringLiteral("bob") : QStringLiteral("ada"), bytesOf(board),
                    last ? queryOf({{"unlisted", "1"}}) : QString());
        EXPECT_STATUS(created, 201);
        codes << jsonOf(created).value(QStringLiteral("code")).toString();
    }
    const QString b1 = codes[0], b2 = codes[1], b3 = codes[2], b4 = codes[3];
    const auto found = [&](const QList<QPair<QString, QString>>& query) {
        const HttpAnswer answer = get(server, "/api/v1/boards" + queryOf(query));
        if (answer.status != 200)
            return QStringList{describe(answer)};
        return codesOf(answer);
    };
    // Words ignoring case, Latin-1 letters too, in the title, the author or the code; unlisted
    // boards never; LIKE's own characters are plain characters.
    QCOMPARE(found({}), (QStringList{b3, b2, b1}));
    QCOMPARE(found({{"q", QStringLiteral("\u00e9clair")}}), QStringList{b1});
    QCOMPARE(found({{"q", QStringLiteral("\u00c9CLAIR")}}), QStringList{b1});
    QCOMPARE(found({{"q", QStringLiteral("eclair")}}), QStringList());
    QCOMPARE(found({{"q", "PLAGE"}}), (QStringList{b2, b1}));
    QCOMPARE(found({{"q", "plage nord"}}), QStringList{b2});
    QCOMPARE(found({{"q", "  nord   plage "}}), QStringList{b2});
    QCOMPARE(found({{"q", "plage zzz"}}), QStringList());
    QCOMPARE(found({{"q", QStringLiteral("ZO\u00cb")}}), (QStringList{b3, b1}));
    QCOMPARE(found({{"q", QStringLiteral("\u00e5ngstr")}}), QStringList{b2});
    QCOMPARE(found({{"q", b2.toLower()}}), QStringList{b2});
    QCOMPARE(found({{"q", b3.left(3)}}).contains(b3), true);
    QCOMPARE(found({{"q", "%"}}), QStringList());
    QCOMPARE(found({{"q", "_"}}), QStringList());
    QCOMPARE(found({{"q", "bob"}}), QStringList());
    // author= looks in the author alone.
    QCOMPARE(found({{"author", QStringLiteral("ZO\u00cb")}}), (QStringList{b3, b1}));
    QCOMPARE(found({{"author", "anders"}}), QStringList{b3});
    QCOMPARE(found({{"author", "plage"}}), QStringList());
    QCOMPARE(found({{"author", QStringLiteral("zo\u00eb")}, {"q", "mountain"}}), QStringList{b3});
    // The header's shape and size.
    QCOMPARE(found({{"variant", "16"}}), QStringList{b2});
    QCOMPARE(found({{"variant", "64"}}), QStringList());
    QCOMPARE(found({{"hex", "1"}}), QStringList{b2});
    QCOMPARE(found({{"hex", "0"}}), (QStringList{b3, b1}));
    QCOMPARE(found({{"wrap", "1"}}), (QStringList{b3, b1}));
    QCOMPARE(found({{"wrap", "0"}}), QStringList{b2});
    QCOMPARE(found({{"min-width", "10"}}), (QStringList{b3, b2}));
    QCOMPARE(found({{"max-width", "4"}}), QStringList{b1});
    QCOMPARE(found({{"min-length", "8"}, {"max-length", "8"}}), QStringList{b2});
    QCOMPARE(found({{"min-width", "5"}, {"max-width", "19"}}), QStringList{b2});
    QCOMPARE(found({{"min-length", "21"}}), QStringList());
    QCOMPARE(found({{"variant", ""}, {"hex", ""}, {"q", ""}}), (QStringList{b3, b2, b1}));

    // Each result has the documented keys, with the board's values.
    const QJsonArray results =
        jsonOf(get(server, "/api/v1/boards" + queryOf({{"q", "nord"}}))).value("boards").toArray();
    QCOMPARE(results.size(), 1);
    const QJsonObject r = results[0].toObject();
    QCOMPARE(r.keys(), (QStringList{"author", "code", "hex", "length", "published", "revision",
                                    "title", "variant", "version", "width", "wrap"}));
    QCOMPARE(r.value("code"), QJsonValue(b2));
    QCOMPARE(r.value("title"), QJsonValue("plage du NORD"));
    QCOMPARE(r.value("author"), QJsonValue(QStringLiteral("\u00c5ngstr\u00f6m")));
    QCOMPARE(r.value("variant"), QJsonValue(16));
    QCOMPARE(r.value("width"), QJsonValue(10));
    QCOMPARE(r.value("length"), QJsonValue(8));
    QCOMPARE(r.value("hex"), QJsonValue(true));
    QCOMPARE(r.value("wrap"), QJsonValue(false));
    QCOMPARE(r.value("version"), QJsonValue(2));
    QCOMPARE(r.value("revision"), QJsonValue(1));
    QCOMPARE(r.value("published"), jsonOf(get(server, "/api/v1/boards/" + b2 + "/meta"))
                                       .value("revisions")
                                       .toArray()[0]
                                       .toObject()
                                       .value("published"));
    QCOMPARE(jsonOf(get(server, "/api/v1/boards")).value("next"), QJsonValue(QJsonValue::Null));

    // The unlisted board is out of search but fetched by its code; listed again by its owner,
    // its title equal to the words puts it first.
    QCOMPARE(get(server, "/api/v1/boards/" + b4).status, 200);
    EXPECT_STATUS(patch(server, QStringLiteral("bob"), b4, "{\"listed\": true}"), 200);
    QCOMPARE(found({{"q", QStringLiteral("\u00e9clair")}}), (QStringList{b4, b1}));
    QCOMPARE(found({{"q", "bob"}}), QStringList{b4});
}

void TestRegistryApi::relevanceOrder() {
    Server server;
    START(server, {QStringLiteral("ada")});
    // Published oldest to newest.
    const QList<ApiBoard> boards{
        {.title = QStringLiteral("Batman and Robin")}, // s
        {.title = QStringLiteral("Robin")},            // q: the title is the words
        {.title = QStringLiteral("Nest"), .code = QStringLiteral("ROBIN")},        // p: the code
        {.title = QStringLiteral("Robin Hood")},                                   // r
        {.title = QStringLiteral("Forest"), .author = QStringLiteral("Robinson")}, // t
        {.title = QStringLiteral("The robin hood story")},                         // v
    };
    QStringList codes;
    for (const ApiBoard& board : boards) {
        const HttpAnswer created = publish(server, QStringLiteral("ada"), bytesOf(board));
        EXPECT_STATUS(created, 201);
        codes << jsonOf(created).value(QStringLiteral("code")).toString();
    }
    const QString s = codes[0], q = codes[1], p = codes[2], r = codes[3], t = codes[4],
                  v = codes[5];
    const auto found = [&](const QList<QPair<QString, QString>>& query) {
        const HttpAnswer answer = get(server, "/api/v1/boards" + queryOf(query));
        return answer.status == 200 ? codesOf(answer) : QStringList{describe(answer)};
    };
    const QStringList relevance{p, q, v, t, r, s};
    QCOMPARE(found({{"q", "robin"}}), relevance);
    QCOMPARE(found({{"q", "ROBIN"}, {"sort", "relevance"}}), relevance);
    QCOMPARE(found({{"q", "Robin HOOD"}}), (QStringList{r, v}));
    // Words as an HTML form or Python's urlencode send them: '+' for a space.
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards?q=Robin+HOOD"))),
             (QStringList{r, v}));
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards?q=robin%2Bhood"))), QStringList());
    QCOMPARE(found({{"q", "robin"}, {"sort", "new"}}), (QStringList{v, t, r, p, q, s}));
    // A cursor walks the ranks one board at a time in the same order.
    for (const char* sort : {"relevance", "new"}) {
        QStringList walked;
        QString cursor;
        for (int page = 0; page < 10; ++page) {
            QList<QPair<QString, QString>> query{{"q", "robin"}, {"limit", "1"}, {"sort", sort}};
            if (!cursor.isEmpty())
                query.append({"cursor", cursor});
            const QJsonObject answer = jsonOf(get(server, "/api/v1/boards" + queryOf(query)));
            for (const QJsonValue& board : answer.value("boards").toArray())
                walked << board.toObject().value("code").toString();
            if (answer.value("next").isNull())
                break;
            cursor = answer.value("next").toString();
            QVERIFY(!cursor.isEmpty());
        }
        QCOMPARE(walked, found({{"q", "robin"}, {"sort", sort}}));
    }
    // sort=downloads: the most fetched first, ties newest first.
    for (const QString& fetched : {q, q, s})
        QCOMPARE(get(server, "/api/v1/boards/" + fetched).status, 200);
    QVERIFY2(QTest::qWaitFor(
                 [&] {
                     return found({{"q", "robin"}, {"sort", "downloads"}}) ==
                            QStringList{q, s, v, t, r, p};
                 },
                 5000),
             qPrintable(found({{"q", "robin"}, {"sort", "downloads"}}).join(' ')));
}

void TestRegistryApi::limitAndCursor() {
    Server server;
    START(server, {QStringLiteral("ada")});
    QStringList codes;
    for (int i = 0; i < 105; ++i) {
        const HttpAnswer created = publish(server, QStringLiteral("ada"),
                                           bytesOf({.title = QStringLiteral("Field %1").arg(i)}));
        EXPECT_STATUS(created, 201);
        codes << jsonOf(created).value(QStringLiteral("code")).toString();
    }
    const auto page = [&](const QList<QPair<QString, QString>>& query) {
        return jsonOf(get(server, "/api/v1/boards" + queryOf(query)));
    };
    QCOMPARE(page({}).value("boards").toArray().size(), 20);
    QVERIFY(page({}).value("next").isString());
    for (const char* limit : {"100", "101", "1000000"}) {
        const QJsonObject most = page({{"limit", limit}});
        QCOMPARE(most.value("boards").toArray().size(), 100);
        QVERIFY(most.value("next").isString());
    }
    QCOMPARE(page({{"limit", "1"}}).value("boards").toArray().size(), 1);

    // Walking in pages of 7 while boards are published and revised meets every board that was
    // there exactly once.
    for (const char* sort : {"relevance", "new"}) {
        QStringList walked;
        QString cursor;
        int pages = 0;
        do {
            QList<QPair<QString, QString>> query{{"q", "field"}, {"limit", "7"}, {"sort", sort}};
            if (!cursor.isEmpty())
                query.append({"cursor", cursor});
            const QJsonObject answer = page(query);
            for (const QJsonValue& board : answer.value("boards").toArray())
                walked << board.toObject().value("code").toString();
            cursor = answer.value("next").toString();
            // A new board, and a new revision of a board seen and of one not seen yet.
            const int k = pages++;
            EXPECT_STATUS(publish(server, QStringLiteral("ada"),
                                  bytesOf({.title = QStringLiteral("Field new %1").arg(k)})),
                          201);
            for (const QString& revised : {codes[k], codes[104 - k]})
                EXPECT_STATUS(
                    publish(server, QStringLiteral("ada"),
                            bytesOf({.title = QStringLiteral("Field again"), .code = revised})),
                    201);
        } while (!cursor.isEmpty() && pages < 40);
        QCOMPARE(QSet<QString>(walked.begin(), walked.end()).size(), walked.size());
        for (const QString& code : codes)
            QVERIFY2(walked.contains(code), qPrintable(sort + QStringLiteral(": ") + code));
    }
}

void TestRegistryApi::badSearchParameters() {
    Server server;
    START(server, {QStringLiteral("ada")});
    for (int i = 0; i < 3; ++i)
        EXPECT_STATUS(publish(server, QStringLiteral("ada"), bytesOf()), 201);
    const QString relevanceCursor =
        jsonOf(get(server, QStringLiteral("/api/v1/boards?limit=1"))).value("next").toString();
    QVERIFY(!relevanceCursor.isEmpty());
    const QList<QList<QPair<QString, QString>>> refused{
        {{"variant", "12"}},
        {{"variant", "x"}},
        {{"variant", "-8"}},
        {{"hex", "2"}},
        {{"hex", "yes"}},
        {{"wrap", "maybe"}},
        {{"min-width", "-1"}},
        {{"max-width", "1.5"}},
        {{"min-length", "ten"}},
        {{"max-length", "9x"}},
        {{"limit", "0"}},
        {{"limit", "-5"}},
        {{"limit", "x"}},
        {{"sort", "best"}},
        {{"sort", "NEW"}},
        {{"cursor", "zzz"}},
        {{"cursor", "r1"}},
        {{"cursor", "r1.x"}},
        {{"cursor", relevanceCursor}, {"sort", "new"}},
        {{"q", QStringLiteral("a\u0007b")}},
        {{"author", QString(QChar(0))}},
        {{"q", QStringLiteral("w ").repeated(33)}},
    };
    for (const auto& query : refused)
        EXPECT_ERROR(get(server, "/api/v1/boards" + queryOf(query)), 400, "bad-request");
    QCOMPARE(codesOf(get(server, "/api/v1/boards" + queryOf({{"cursor", relevanceCursor}}))).size(),
             2);
}

void TestRegistryApi::patchListing() {
    Server server;
    START(server, {QStringLiteral("ada"), QStringLiteral("bob")});
    const HttpAnswer created = publish(server, QStringLiteral("ada"), bytesOf());
    EXPECT_STATUS(created, 201);
    const QString code = jsonOf(created).value(QStringLiteral("code")).toString();
    const QJsonObject meta = jsonOf(get(server, "/api/v1/boards/" + code + "/meta"));

    const HttpAnswer unlisted =
        patch(server, QStringLiteral("ada"), code.toLower(), "{\"listed\": false}");
    QCOMPARE(unlisted.status, 200);
    QJsonObject expected = meta;
    expected.insert(QStringLiteral("listed"), false);
    QCOMPARE(jsonOf(unlisted), expected);
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards"))), QStringList());
    QCOMPARE(get(server, "/api/v1/boards/" + code).status, 200);
    QCOMPARE(jsonOf(get(server, "/api/v1/boards/" + code + "/meta")), expected);

    EXPECT_ERROR(patch(server, QStringLiteral("bob"), code, "{\"listed\": true}"), 403,
                 "forbidden");
    EXPECT_ERROR(patch(server, {}, code, "{\"listed\": true}"), 401, "unauthorized");
    for (const QByteArray& body :
         {QByteArray(), QByteArray("listed=true"), QByteArray("[true]"),
          QByteArray("{\"listed\": \"true\"}"), QByteArray("{\"listed\": 1}"), QByteArray("{}"),
          QByteArray("{\"listed\": true")})
        EXPECT_ERROR(patch(server, QStringLiteral("ada"), code, body), 400, "bad-request");
    EXPECT_ERROR(
        patch(server, QStringLiteral("ada"), QStringLiteral("BCD99"), "{\"listed\": true}"), 404,
        "not-found");
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards"))), QStringList());

    const HttpAnswer listed = patch(server, QStringLiteral("ada"), code, "{\"listed\": true}");
    QCOMPARE(listed.status, 200);
    QCOMPARE(jsonOf(listed), meta);
    QCOMPARE(codesOf(get(server, QStringLiteral("/api/v1/boards"))), QStringList{code});
}

void TestRegistryApi::unknownAddressesAndMethods() {
    Server server;
    START(server, {QStringLiteral("ada")});
    const HttpAnswer created = publish(server, QStringLiteral("ada"), bytesOf());
    EXPECT_STATUS(created, 201);
    const QString code = jsonOf(created).value(QStringLiteral("code")).toString();
    for (const QString& path :
         {QStringLiteral("/api/v1"), QStringLiteral("/api/v1/nothing"),
          QStringLiteral("/api/v2/boards"), "/api/v1/boards/" + code + "/other",
          "/api/v1/boards/" + code + "/revisions", "/api/v1/boards/" + code + "/revisions/1/x"})
        EXPECT_ERROR(get(server, path), 404, "not-found");
    const QList<QPair<QByteArray, QString>> wrong{
        {"DELETE", "/api/v1/boards/" + code},
        {"PUT", "/api/v1/boards"},
        {"POST", "/api/v1/boards/" + code + "/meta"},
        {"DELETE", "/api/v1/boards/" + code + "/revisions/1"},
        {"POST", QStringLiteral("/api/v1/health")},
    };
    for (const auto& [method, path] : wrong) {
        const HttpAnswer answer =
            http(method, server.base + path, "{}", {{"Content-Type", "application/json"}});
        EXPECT_ERROR(answer, 405, "method-not-allowed");
        QVERIFY(!answer.header("allow").isEmpty());
    }
    // HEAD answers a fetch's headers without its bytes.
    const HttpAnswer head = http("HEAD", server.base + "/api/v1/boards/" + code);
    QCOMPARE(head.status, 200);
    QVERIFY(head.body.isEmpty());
    QCOMPARE(head.header("etag"),
             '"' + jsonOf(created).value("sha256").toString().toLatin1() + '"');
}

void TestRegistryApi::requestLimit() {
    Server server;
    START(server, {}, {QStringLiteral("--request-limit"), QStringLiteral("5")});
    for (int i = 0; i < 5; ++i)
        QCOMPARE(get(server, QStringLiteral("/api/v1/health")).status, 200);
    for (const QString& path :
         {QStringLiteral("/api/v1/health"), QStringLiteral("/api/v1/boards")}) {
        const HttpAnswer limited = get(server, path);
        EXPECT_ERROR(limited, 429, "rate-limited");
        bool numeric = false;
        const int retryAfter = limited.header("retry-after").toInt(&numeric);
        QVERIFY2(numeric && retryAfter >= 1 && retryAfter <= 60, limited.header("retry-after"));
    }
}

GBXX_TEST_GUILESS_MAIN(TestRegistryApi);

} // namespace tst_registry_api
#include "tst_registry_api.moc"
