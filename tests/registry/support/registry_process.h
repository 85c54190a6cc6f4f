#pragma once
// A real gbxx-registry for the registry's tests: started on a free localhost port with a data
// folder or a database URL, its accounts made with `gbxx-registry user add`, stopped with SIGTERM
// or killed; and a plain HTTP client that waits for each answer (bounded).

#include <QByteArray>
#include <QHash>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace gbxx::test {

QString registryProgram(); // the built gbxx-registry

class RegistryProcess {
public:
    // `where`: {"--data", DIR} or {"--database", URL}; `more`: further serve options.
    explicit RegistryProcess(QStringList where, QStringList more = {});
    ~RegistryProcess(); // kills it if still running

    // A program the server is started through, e.g. {"prlimit", "--nofile=256:256", "--"}: it
    // must exec the server (same process id).
    void setWrapper(QStringList wrapper) { wrapper_ = std::move(wrapper); }
    // Starts and waits (at most 20 s) for "listening on http://…"; false with `why`.
    bool start(QString* why);
    // After a kill() or terminate(): starts it again on the same port (clients reconnect to the
    // address they had).
    bool restart(QString* why);
    QString base() const { return base_; } // "http://127.0.0.1:PORT"
    // SIGTERM, then waits; the exit code (-1 if it did not end in `ms`).
    int terminate(int ms = 15000);
    void kill(); // SIGKILL, waits
    QProcess& process() { return *process_; }
    QByteArray errors(); // what it wrote to stderr so far

    // `gbxx-registry user add NAME` against the same data: the token, or empty (QVERIFY it).
    QString addUser(const QString& name) const;
    // Runs `gbxx-registry ARGS… <where>`: exit code, stdout, stderr.
    struct Run {
        int exitCode = -1;
        QByteArray out, err;
    };
    Run run(const QStringList& args) const;

private:
    QStringList where_, more_, wrapper_;
    std::unique_ptr<QProcess> process_;
    QString base_;
    QString listen_ = QStringLiteral("127.0.0.1:0");
};

struct HttpAnswer {
    int status = 0; // 0: no answer (connection failed or timed out)
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
    QString error; // why there was no answer
    QByteArray header(const QByteArray& name) const { return headers.value(name); }
};

// One request, waiting at most `timeoutMs`. `headers` as {name, value} pairs.
HttpAnswer http(const QByteArray& method, const QString& url, const QByteArray& body = {},
                const QList<QPair<QByteArray, QByteArray>>& headers = {}, int timeoutMs = 20000);

// A PostgreSQL cluster of its own in a scratch folder (scripts/scratch-postgres.sh), for the
// tests on PostgreSQL; stopped and removed with the object.
class ScratchPostgres {
public:
    explicit ScratchPostgres(QString dir) : dir_(std::move(dir)) {}
    ~ScratchPostgres();
    bool start(QString* why);
    // After a kill() or terminate(): starts it again on the same port (clients reconnect to the
    // address they had).
    bool restart(QString* why); // creates it the first time; url() afterwards
    bool stop(QString* why);  // keeps the data
    QString url() const { return url_; }

private:
    bool script(const QString& command, QString* out, QString* why);
    QString dir_, url_;
    bool created_ = false;
};

} // namespace gbxx::test
