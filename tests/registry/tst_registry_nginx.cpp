// The registry behind the nginx its deployment script ships (issue 42, item 22): what nginx
// refuses itself must read as the servers' own answers, in the API's JSON, not nginx's HTML: a
// body over the largest board is 413 too-large, a header line or request line beyond nginx's
// buffers 431 headers-too-large, what a server would take (a 10 KB header line, a 10 KB query)
// reaches it, and with every server gone a request to /api/ is 503 unavailable with Retry-After.
// A real cluster (scripts/registry-cluster.sh: PostgreSQL, a server, nginx) on localhost.

#include "registry/support/raw_http.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <memory>

namespace tst_registry_nginx {

using namespace gbxx::test;

// The cluster script's deployment in a folder of its own, stopped with the object.
struct Cluster {
    QTemporaryDir dir;
    QString base;
    QByteArray token;

    bool script(const QStringList& args, QString* why) {
        QProcess p;
        p.start(QStringLiteral("bash"), QStringList{QStringLiteral(GBXX_REGISTRY_CLUSTER)} + args +
                                            QStringList{QStringLiteral("--dir"), dir.path()});
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            *why = QStringLiteral("registry-cluster.sh %1 did not finish").arg(args.join(' '));
            return false;
        }
        if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            *why = QString::fromUtf8(p.readAllStandardError()).trimmed();
            return false;
        }
        return true;
    }
    bool start(QString* why) {
        // As root, PostgreSQL runs as the user postgres and nginx's workers as www-data: they
        // must enter the folder.
        QFile::setPermissions(dir.path(), QFile::permissions(dir.path()) | QFile::ReadGroup |
                                              QFile::ExeGroup | QFile::ReadOther |
                                              QFile::ExeOther);
        QTcpServer probe; // a free port for nginx
        if (!probe.listen(QHostAddress::LocalHost, 0)) {
            *why = QStringLiteral("no free port");
            return false;
        }
        const quint16 port = probe.serverPort();
        probe.close();
        if (!script({QStringLiteral("start"), QStringLiteral("--servers"), QStringLiteral("1"),
                     QStringLiteral("--port"), QString::number(port), QStringLiteral("--registry"),
                     registryProgram()},
                    why))
            return false;
        base = QStringLiteral("http://127.0.0.1:%1").arg(port);
        QFile tokenFile(dir.filePath(QStringLiteral("admin.token")));
        if (!tokenFile.open(QIODevice::ReadOnly)) {
            *why = QStringLiteral("no admin.token");
            return false;
        }
        token = tokenFile.readAll().trimmed();
        return true;
    }
    // Kills the server (SIGKILL), as a crash would.
    bool killServer() {
        QFile pidFile(dir.filePath(QStringLiteral("server-1.pid")));
        if (!pidFile.open(QIODevice::ReadOnly))
            return false;
        const pid_t pid = pidFile.readAll().trimmed().toInt();
        return pid > 0 && ::kill(pid, SIGKILL) == 0;
    }
    ~Cluster() {
        QString why;
        if (!base.isEmpty())
            script({QStringLiteral("stop")}, &why);
    }
};

QString apiError(const RawAnswer& answer, int status, const QString& id) {
    const QJsonObject o = answer.json();
    if (answer.status != status || o.value(QStringLiteral("error")).toString() != id ||
        o.value(QStringLiteral("message")).toString().isEmpty() ||
        !answer.header("content-type").startsWith("application/json"))
        return QStringLiteral("%1 (%2) instead of %3 %4")
            .arg(answer.describe(), QString::fromLatin1(answer.body.left(120)))
            .arg(status)
            .arg(id);
    return {};
}

QByteArray get(const QByteArray& target, const Headers& headers = {}) {
    return requestBytes("GET", target, {}, headers);
}

class TestRegistryNginx : public QObject {
    Q_OBJECT

private slots:
    void nginxAnswersInTheApisShape();
};

void TestRegistryNginx::nginxAnswersInTheApisShape() {
    Cluster cluster;
    QString why;
    QVERIFY2(cluster.start(&why), qPrintable(why));
    const auto ask = [&cluster](const QByteArray& bytes) {
        RawHttp client(cluster.base);
        client.send(bytes); // nginx refusing early may break the send; the answer is read anyway
        return client.read(20000);
    };
    const Headers auth{{"Authorization", "Bearer " + cluster.token},
                       {"Content-Type", "application/x-gameboardxx"}};
    QStringList wrong;
    const auto expect = [&wrong](const char* what, const QString& problem) {
        if (!problem.isEmpty())
            wrong << QStringLiteral("%1: %2").arg(QLatin1String(what), problem);
    };

    expect("a body over the largest board",
           apiError(ask(requestBytes("POST", "/api/v1/boards", QByteArray(600'000, 'x'), auth)),
                    413, QStringLiteral("too-large")));
    expect("a 20 KB header line",
           apiError(ask(get("/api/v1/health", {{"X-Big", QByteArray(20'000, 'a')}})), 431,
                    QStringLiteral("headers-too-large")));
    expect("seven 10 KB header lines",
           apiError(ask(get("/api/v1/health",
                            {{"X-1", QByteArray(10'000, 'a')}, {"X-2", QByteArray(10'000, 'a')},
                             {"X-3", QByteArray(10'000, 'a')}, {"X-4", QByteArray(10'000, 'a')},
                             {"X-5", QByteArray(10'000, 'a')}, {"X-6", QByteArray(10'000, 'a')},
                             {"X-7", QByteArray(10'000, 'a')}})),
                    431, QStringLiteral("headers-too-large")));
    expect("three 7 KB header lines (the server's own answer)",
           apiError(ask(get("/api/v1/health",
                            {{"X-1", QByteArray(7'000, 'a')}, {"X-2", QByteArray(7'000, 'a')},
                             {"X-3", QByteArray(7'000, 'a')}})),
                    431, QStringLiteral("headers-too-large")));
    expect("a 20 KB query",
           apiError(ask(get("/api/v1/boards?q=" + QByteArray(20'000, 'q'))), 431,
                    QStringLiteral("headers-too-large")));
    expect("a request line that is not HTTP",
           apiError(ask("GARBAGE\r\n\r\n"), 400, QStringLiteral("bad-request")));
    // What a server takes reaches it through nginx.
    const RawAnswer longLine = ask(get("/api/v1/health", {{"X-Big", QByteArray(10'000, 'a')}}));
    if (longLine.status != 200)
        wrong << QStringLiteral("a 10 KB header line: %1").arg(longLine.describe());
    const RawAnswer longQuery = ask(get("/api/v1/boards?q=" + QByteArray(10'000, 'q')));
    if (longQuery.status != 200)
        wrong << QStringLiteral("a 10 KB query: %1").arg(longQuery.describe());

    // Every server gone: the API says so, and when to come back.
    QVERIFY(cluster.killServer());
    QThread::msleep(200); // the kill reaches the server
    for (const QByteArray& request :
         {get("/api/v1/health"), get("/api/v1/boards?q=x"),
          requestBytes("POST", "/api/v1/boards", QByteArray(100, 'x'), auth)}) {
        const RawAnswer answer = ask(request);
        expect("a request with no server", apiError(answer, 503, QStringLiteral("unavailable")));
        if (answer.header("retry-after").isEmpty())
            wrong << QStringLiteral("a 503 without Retry-After");
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

GBXX_TEST_GUILESS_MAIN(TestRegistryNginx);

} // namespace tst_registry_nginx
#include "tst_registry_nginx.moc"
