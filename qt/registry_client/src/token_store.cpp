#include "registry_client/token_store.h"

#include "io/safe_write.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTimer>

#include <qt6keychain/keychain.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gbxx {
namespace {

const QString kService = QStringLiteral("GameBoardXX registry");

QJsonObject readTokenFile() {
    QFile file(TokenStore::filePath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

std::optional<QString> writeTokenFile(const QJsonObject& tokens) {
    const QString path = TokenStore::filePath();
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return QStringLiteral("cannot create %1").arg(QFileInfo(path).absolutePath());
    // Created 0600 before anything is in it; the safe write keeps the mode of what it replaces.
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0)
        return QStringLiteral("cannot create %1").arg(path);
    ::fchmod(fd, 0600);
    ::close(fd);
    return writeFileSafely(path, QJsonDocument(tokens).toJson());
}

// Runs a QtKeychain job to its end (at most 5 s: a key ring that does not answer is none).
bool runJob(QKeychain::Job& job) {
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    return job.error() == QKeychain::NoError;
}

} // namespace

TokenStore::TokenStore(const QUrl& registry)
    : key_(registry.adjusted(QUrl::StripTrailingSlash).toString()) {}

QString TokenStore::filePath() {
    const QString overridden = qEnvironmentVariable("GBXX_TOKEN_FILE");
    if (!overridden.isEmpty())
        return overridden;
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/gameboardxx/registry-tokens.json");
}

bool TokenStore::keyRingAvailable() const {
    // A key ring lives in a desktop session's D-Bus; without one QtKeychain can only fail.
    return !qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS") &&
           qEnvironmentVariableIsEmpty("GBXX_TOKEN_FILE");
}

std::optional<QString> TokenStore::read() {
    const QString overridden = qEnvironmentVariable("GBXX_TOKEN");
    if (!overridden.isEmpty())
        return overridden;
    if (keyRingAvailable()) {
        QKeychain::ReadPasswordJob job(kService);
        job.setKey(key_);
        if (runJob(job) && !job.textData().isEmpty())
            return job.textData();
    }
    const QString token = readTokenFile().value(key_).toString();
    if (token.isEmpty())
        return std::nullopt;
    return token;
}

std::optional<QString> TokenStore::write(const QString& token, QString* where) {
    if (keyRingAvailable()) {
        QKeychain::WritePasswordJob job(kService);
        job.setKey(key_);
        job.setTextData(token);
        if (runJob(job)) {
            // The key ring has it: no copy on disk.
            QJsonObject tokens = readTokenFile();
            if (tokens.contains(key_)) {
                tokens.remove(key_);
                writeTokenFile(tokens);
            }
            if (where)
                *where = QStringLiteral("the key ring");
            return std::nullopt;
        }
    }
    QJsonObject tokens = readTokenFile();
    tokens.insert(key_, token);
    if (where)
        *where = filePath();
    return writeTokenFile(tokens);
}

std::optional<QString> TokenStore::forget() {
    if (keyRingAvailable()) {
        QKeychain::DeletePasswordJob job(kService);
        job.setKey(key_);
        runJob(job);
    }
    QJsonObject tokens = readTokenFile();
    if (!tokens.contains(key_))
        return std::nullopt;
    tokens.remove(key_);
    return writeTokenFile(tokens);
}

} // namespace gbxx
