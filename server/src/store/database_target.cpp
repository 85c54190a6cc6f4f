#include "server/store/database_target.h"

#include <QDir>
#include <QStandardPaths>
#include <QUrl>

namespace gbxx::registry {

QString DatabaseTarget::engineName() const {
    return engine == Engine::SQLite ? QStringLiteral("sqlite") : QStringLiteral("postgresql");
}

QString DatabaseTarget::display() const {
    if (engine == Engine::SQLite)
        return sqliteFile;
    return QStringLiteral("postgresql://%1@%2:%3/%4").arg(user, host).arg(port).arg(name);
}

QString DatabaseTarget::defaultDataDir() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/gameboardxx/registry");
}

std::optional<DatabaseTarget> DatabaseTarget::from(const QString& url, const QString& dataDir,
                                                   QString* why) {
    DatabaseTarget target;
    if (url.isEmpty()) {
        const QString dir = dataDir.isEmpty() ? defaultDataDir() : dataDir;
        if (!QDir().mkpath(dir)) {
            *why = QStringLiteral("cannot create the data folder %1").arg(dir);
            return std::nullopt;
        }
        target.sqliteFile = QDir(dir).absoluteFilePath(QStringLiteral("registry.sqlite"));
        return target;
    }
    const QUrl parsed(url, QUrl::StrictMode);
    const QString scheme = parsed.scheme();
    if (!parsed.isValid() ||
        (scheme != QLatin1String("postgresql") && scheme != QLatin1String("postgres"))) {
        *why = QStringLiteral("not a database URL (postgresql://USER@HOST:PORT/NAME): %1").arg(url);
        return std::nullopt;
    }
    target.engine = Engine::PostgreSQL;
    target.host = parsed.host();
    target.user = parsed.userName();
    target.password = parsed.password();
    target.port = parsed.port(5432);
    target.name = parsed.path().mid(1);
    if (target.host.isEmpty() || target.user.isEmpty() || target.name.isEmpty() ||
        target.name.contains(QLatin1Char('/'))) {
        *why = QStringLiteral("a PostgreSQL URL names a user, a host and a database: "
                              "postgresql://USER@HOST:PORT/NAME");
        return std::nullopt;
    }
    return target;
}

} // namespace gbxx::registry
