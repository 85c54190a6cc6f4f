#include "registry/support/engine_registry.h"

#include "registry/support/api_boards.h"

#include "gbxx/codec.h"
#include "gbxx/footer.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUrl>

namespace gbxx::test {

void engineRows() {
    QTest::addColumn<QString>("engine");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

EngineRegistry::EngineRegistry(QString name)
    : name_(std::move(name)) {}

EngineRegistry::~EngineRegistry() {
    client_.reset();
    server_.reset();
    if (QSqlDatabase::contains(name_)) {
        QSqlDatabase::database(name_, false).close();
        QSqlDatabase::removeDatabase(name_);
    }
    postgres_.reset();
}

QString EngineRegistry::startCluster() {
    if (!scratch_.isValid())
        return QStringLiteral("no scratch folder");
    postgres_ = std::make_unique<ScratchPostgres>(scratch_.path());
    QString why;
    if (!postgres_->start(&why))
        return QStringLiteral("no PostgreSQL cluster: ") + why;
    // The cluster trusts local connections: its superuser makes a database for each test.
    const QUrl url(postgres_->url());
    QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name_);
    admin.setHostName(url.host());
    admin.setPort(url.port());
    admin.setUserName(QStringLiteral("postgres"));
    admin.setDatabaseName(QStringLiteral("postgres"));
    if (!admin.open())
        return admin.lastError().text();
    return {};
}

QString EngineRegistry::start(const QString& engine) {
    client_.reset();
    server_.reset();
    QStringList where;
    if (engine == QLatin1String("sqlite")) {
        data_ = std::make_unique<QTemporaryDir>();
        if (!data_->isValid())
            return QStringLiteral("no scratch folder");
        where = {QStringLiteral("--data"), data_->path()};
    } else {
        if (!postgres_)
            return QStringLiteral("startCluster() was not called");
        const QString database = QStringLiteral("%1_%2").arg(name_).arg(++databases_);
        const QString sql = QStringLiteral("CREATE DATABASE %1 OWNER gbxx").arg(database);
        QSqlQuery create(QSqlDatabase::database(name_));
        if (!create.exec(sql)) {
            // A test that restarted the cluster ended the admin connection: once more, anew.
            QSqlDatabase admin = QSqlDatabase::database(name_, false);
            admin.close();
            if (!admin.open())
                return QStringLiteral("CREATE DATABASE: ") + admin.lastError().text();
            QSqlQuery again(admin);
            if (!again.exec(sql))
                return QStringLiteral("CREATE DATABASE: ") + again.lastError().text();
        }
        QUrl url(postgres_->url());
        url.setPath(QLatin1Char('/') + database);
        where = {QStringLiteral("--database"), url.toString()};
    }
    server_ = std::make_unique<RegistryProcess>(
        where, QStringList{QStringLiteral("--publish-limit"), QStringLiteral("1000")});
    token_ = server_->addUser(QStringLiteral("ada")).toLatin1();
    if (token_.isEmpty())
        return QStringLiteral("gbxx-registry user add ada failed");
    QString why;
    if (!server_->start(&why))
        return why;
    client_ = std::make_unique<RawHttp>(server_->base());
    return {};
}

QString EngineRegistry::publish(const QByteArray& bytes) {
    const RawAnswer answer = client_->request(
        "POST", "/api/v1/boards", bytes,
        {{"Authorization", "Bearer " + token_}, {"Content-Type", "application/x-gameboardxx"}});
    if (answer.status != 201) {
        qWarning("publish: %s", qPrintable(answer.describe()));
        return {};
    }
    return answer.json().value(QStringLiteral("code")).toString();
}

QString EngineRegistry::publishMazeRevisions(QList<QByteArray>* stored) {
    Board board = mazeBoard(1);
    const QString code = publish(boardFileBytes(board));
    if (code.isEmpty())
        return {};
    // The footer names the code from now on, so each file is a new revision of the board.
    if (board.footer().setText(footerField("boardCode"), code.toStdString()))
        return {};
    stored->append(boardFileBytes(board));
    for (int revision = 2; revision <= 3; ++revision) {
        // Some passages changed, and the title: tiles and footer bytes both.
        for (int i = 0; i < 300 * revision; i += 7)
            board.setTileRaw(static_cast<TileIndex>(i * 3), static_cast<std::uint64_t>(revision));
        if (board.footer().setText(footerField("title"),
                                   "maze, take " + std::to_string(revision)) ||
            publish(boardFileBytes(board)) != code)
            return {};
        stored->append(boardFileBytes(board));
    }
    return code;
}

} // namespace gbxx::test
