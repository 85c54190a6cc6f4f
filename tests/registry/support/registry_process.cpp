#include "registry/support/registry_process.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#include <csignal>

namespace gbxx::test {

QString registryProgram() {
    return QStringLiteral(GBXX_REGISTRY_PATH);
}

RegistryProcess::RegistryProcess(QStringList where, QStringList more)
    : where_(std::move(where)), more_(std::move(more)) {}

RegistryProcess::~RegistryProcess() {
    if (process_ && process_->state() != QProcess::NotRunning)
        kill();
}

bool RegistryProcess::start(QString* why) {
    process_ = std::make_unique<QProcess>();
    const QStringList arguments = QStringList{QStringLiteral("serve"), QStringLiteral("--listen"),
                                              listen_} +
                                  where_ + more_;
    if (wrapper_.isEmpty()) {
        process_->setProgram(registryProgram());
        process_->setArguments(arguments);
    } else {
        process_->setProgram(wrapper_.first());
        process_->setArguments(wrapper_.mid(1) + QStringList{registryProgram()} + arguments);
    }
    process_->start();
    QDeadlineTimer deadline(20000);
    QByteArray line;
    while (!line.contains('\n') && !deadline.hasExpired()) {
        if (!process_->waitForReadyRead(200) && process_->state() == QProcess::NotRunning)
            break;
        line += process_->readAllStandardOutput();
    }
    if (!line.startsWith("listening on http://") || !line.endsWith('\n')) {
        *why = QStringLiteral("the server did not say it listens: %1 %2")
                   .arg(QString::fromUtf8(line), QString::fromUtf8(errors()));
        return false;
    }
    base_ = QString::fromLatin1(line.mid(13).trimmed());
    return true;
}

bool RegistryProcess::restart(QString* why) {
    listen_ = QUrl(base_).authority();
    return start(why);
}

int RegistryProcess::terminate(int ms) {
    // Not running, its id is 0: kill(0) would end the test's whole process group.
    if (process_->state() == QProcess::NotRunning)
        return process_->exitStatus() == QProcess::NormalExit ? process_->exitCode() : -1;
    ::kill(static_cast<pid_t>(process_->processId()), SIGTERM);
    if (!process_->waitForFinished(ms))
        return -1;
    return process_->exitStatus() == QProcess::NormalExit ? process_->exitCode() : -1;
}

void RegistryProcess::kill() {
    process_->kill();
    process_->waitForFinished(10000);
}

QByteArray RegistryProcess::errors() {
    return process_ ? process_->readAllStandardError() : QByteArray();
}

RegistryProcess::Run RegistryProcess::run(const QStringList& args) const {
    QProcess p;
    p.start(registryProgram(), args + where_);
    Run result;
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return result;
    }
    result.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    result.out = p.readAllStandardOutput();
    result.err = p.readAllStandardError();
    return result;
}

QString RegistryProcess::addUser(const QString& name) const {
    const Run r = run({QStringLiteral("user"), QStringLiteral("add"), name});
    return r.exitCode == 0 ? QString::fromLatin1(r.out.trimmed()) : QString();
}

HttpAnswer http(const QByteArray& method, const QString& url, const QByteArray& body,
                const QList<QPair<QByteArray, QByteArray>>& headers, int timeoutMs) {
    static QNetworkAccessManager* manager = [] {
        auto* m = new QNetworkAccessManager(QCoreApplication::instance());
        m->setAutoDeleteReplies(false);
        return m;
    }();
    QNetworkRequest request{QUrl(url)};
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    for (const auto& [name, value] : headers)
        request.setRawHeader(name, value);
    // A custom "HEAD" would wait for the body its Content-Length announces.
    QNetworkReply* reply = method == "HEAD" ? manager->head(request)
                                            : manager->sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec();
    HttpAnswer answer;
    if (!reply->isFinished()) {
        reply->abort();
        answer.error = QStringLiteral("no answer within %1 ms").arg(timeoutMs);
    } else {
        answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (answer.status == 0)
            answer.error = reply->errorString();
        for (const auto& [name, value] : reply->rawHeaderPairs())
            answer.headers.insert(name.toLower(), value);
        answer.body = reply->readAll();
    }
    reply->deleteLater();
    return answer;
}

ScratchPostgres::~ScratchPostgres() {
    if (created_) {
        QString out, why;
        script(QStringLiteral("destroy"), &out, &why);
    }
}

bool ScratchPostgres::script(const QString& command, QString* out, QString* why) {
    QProcess p;
    p.start(QStringLiteral("bash"), {QStringLiteral(GBXX_SCRATCH_POSTGRES), command, dir_});
    if (!p.waitForFinished(90000)) {
        p.kill();
        p.waitForFinished();
        *why = QStringLiteral("scratch-postgres.sh %1 did not finish").arg(command);
        return false;
    }
    *out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *why = QString::fromUtf8(p.readAllStandardError()).trimmed();
        return false;
    }
    return true;
}

bool ScratchPostgres::start(QString* why) {
    QString out;
    if (!script(QStringLiteral("start"), &out, why))
        return false;
    created_ = true;
    url_ = out.section(QLatin1Char('\n'), -1);
    return true;
}

bool ScratchPostgres::stop(QString* why) {
    QString out;
    return script(QStringLiteral("stop"), &out, why);
}

} // namespace gbxx::test
