// gbxx-registry: the public board registry's server and its account commands (issue 34;
// docs/registry-api.md, docs/registry-deploy.md).
//   gbxx-registry serve [--listen ADDR:PORT] [--data DIR] [--database URL] [--publish-limit N]
//                       [--request-limit N] [--search-threads N]
//                       [--request-timeout SECONDS] [--idle-timeout SECONDS]
//   gbxx-registry user add|token|revoke NAME [--data DIR | --database URL]

#include "server/http/registry_http_server.h"
#include "server/http/termination_signal.h"
#include "server/pages/board_view_assets.h"
#include "server/store/data_folder_lock.h"
#include "server/store/schema.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QHostAddress>

#include <cstdio>
#include <memory>
#include <string_view>

using namespace gbxx::registry;

namespace {

int fail(int code, const QString& message) {
    std::fprintf(stderr, "gbxx-registry: %s\n", qPrintable(message));
    return code;
}

std::optional<std::pair<QHostAddress, quint16>> parseListen(const QString& text) {
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return std::nullopt;
    QString host = text.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint port = text.mid(colon + 1).toUInt(&ok);
    QHostAddress address;
    if (!ok || port > 65535 || !address.setAddress(host))
        return std::nullopt;
    return std::make_pair(address, static_cast<quint16>(port));
}

std::optional<int> parseLimit(const QCommandLineParser& parser, const QString& option,
                              int fallback) {
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 0)
        return std::nullopt;
    return value;
}

std::unique_ptr<SqlSession> openDatabase(const QCommandLineParser& parser, QString* why) {
    const std::optional<DatabaseTarget> target = DatabaseTarget::from(
        parser.value(QStringLiteral("database")), parser.value(QStringLiteral("data")), why);
    if (!target)
        return nullptr;
    try {
        auto session = std::make_unique<SqlSession>(*target, QStringLiteral("registry"));
        migrate(*session);
        return session;
    } catch (const SqlFailure& failure) {
        *why = failure.message;
        return nullptr;
    }
}

int serve(const QCommandLineParser& parser) {
    const auto listen = parseListen(parser.value(QStringLiteral("listen")));
    if (!listen)
        return fail(2, QStringLiteral("--listen takes ADDR:PORT, e.g. 127.0.0.1:8640, not %1")
                           .arg(parser.value(QStringLiteral("listen"))));
    RegistryOptions options;
    const auto publishLimit = parseLimit(parser, QStringLiteral("publish-limit"), 30);
    const auto requestLimit = parseLimit(parser, QStringLiteral("request-limit"), 0);
    if (!publishLimit || !requestLimit)
        return fail(2, QStringLiteral("--publish-limit and --request-limit take a whole number"));
    const auto searchThreads =
        parseLimit(parser, QStringLiteral("search-threads"), options.searchThreads);
    if (!searchThreads || *searchThreads > 64)
        return fail(2, QStringLiteral("--search-threads takes a whole number from 0 to 64"));
    const auto liveRate = parseLimit(parser, QStringLiteral("live-rate"), options.liveOpsPerSecond);
    if (!liveRate || *liveRate < 1 || *liveRate > 1000000)
        return fail(2, QStringLiteral("--live-rate takes a whole number from 1 to 1000000"));
    options.liveOpsPerSecond = *liveRate;
    const auto requestSeconds = parseLimit(parser, QStringLiteral("request-timeout"), 10);
    const auto idleSeconds = parseLimit(parser, QStringLiteral("idle-timeout"), 60);
    if (!requestSeconds || !idleSeconds || *requestSeconds < 1 || *idleSeconds < 1 ||
        *requestSeconds > 3600 || *idleSeconds > 3600)
        return fail(2, QStringLiteral("--request-timeout and --idle-timeout take whole seconds "
                                      "from 1 to 3600"));
    options.requestSeconds = *requestSeconds;
    options.idleSeconds = *idleSeconds;
    options.publishLimit = *publishLimit;
    options.requestLimit = *requestLimit;
    options.searchThreads = *searchThreads;
    options.webModuleFolder = parser.value(QStringLiteral("web-module"));
    if (const QStringList missing = BoardViewAssets::missingFiles(options.webModuleFolder);
        !missing.isEmpty()) {
        // Not a failure: the pages work without it, showing each board's picture.
        if (!options.webModuleFolder.isEmpty())
            std::fprintf(stderr,
                         "gbxx-registry: no %s in %s: board pages show pictures, not the board "
                         "drawn in the browser\n",
                         qPrintable(missing.join(QStringLiteral(", "))),
                         qPrintable(options.webModuleFolder));
        options.webModuleFolder.clear();
    }
    QString why;
    std::unique_ptr<SqlSession> session = openDatabase(parser, &why);
    if (!session)
        return fail(1, why);
    DataFolderLock lock;
    if (!session->postgres() &&
        !lock.take(QFileInfo(session->target().sqliteFile).absolutePath(), &why))
        return fail(1, why);
    Registry registry(std::move(session), options);
    RegistryHttpServer server(registry);
    const quint16 port = server.listenOn(listen->first, listen->second, &why);
    if (port == 0)
        return fail(1, QStringLiteral("cannot listen on %1: %2")
                           .arg(parser.value(QStringLiteral("listen")), why));
    TerminationSignal termination;
    QObject::connect(&termination, &TerminationSignal::received, &server,
                     [&server] { server.drain(10); });
    QObject::connect(&server, &RegistryHttpServer::finished, qApp, [] { qApp->exit(0); });
    const QString host = listen->first.protocol() == QAbstractSocket::IPv6Protocol
                             ? QLatin1Char('[') + listen->first.toString() + QLatin1Char(']')
                             : listen->first.toString();
    std::printf("listening on http://%s:%u\n", qPrintable(host), port);
    std::fflush(stdout);
    return qApp->exec();
}

int user(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 3 ||
        (args[1] != QLatin1String("add") && args[1] != QLatin1String("revoke") &&
         args[1] != QLatin1String("token")))
        return fail(2, QStringLiteral("usage: gbxx-registry user add|token|revoke NAME "
                                      "[--data DIR | --database URL]"));
    const QString& name = args[2];
    if (!AccountStore::validName(name))
        return fail(2, QStringLiteral("an account name is 1-32 of a-z, 0-9, _ and -"));
    if (parser.isSet(QStringLiteral("data")) && parser.isSet(QStringLiteral("database")))
        return fail(2, QStringLiteral("give --data or --database, not both"));
    QString why;
    std::unique_ptr<SqlSession> session = openDatabase(parser, &why);
    if (!session)
        return fail(1, why);
    AccountStore accounts(*session);
    try {
        if (args[1] == QLatin1String("revoke")) {
            if (!accounts.revoke(name))
                return fail(1, QStringLiteral("there is no account named %1").arg(name));
            return 0;
        }
        const auto print = [](const QString& token) {
            std::printf("%s\n", qPrintable(token));
            return std::fflush(stdout) == 0 && !std::ferror(stdout);
        };
        const bool issued = args[1] == QLatin1String("token")
                                ? accounts.issue(name, print, &why).has_value()
                                : accounts.add(name, print, &why).has_value();
        if (!issued)
            return fail(1, why);
        return 0;
    } catch (const SqlFailure& failure) {
        return fail(1, failure.message);
    }
}

} // namespace

int main(int argc, char** argv) {
    // No platform plugin: thumbnails are painted into a QImage by the raster engine, with no text,
    // which needs no QGuiApplication, so a headless host needs neither a display nor a plugin.
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gbxx-registry"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GBXX_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("The GameBoardXX board registry.\n\n"
                       "  serve               answer the HTTP API and the web pages\n"
                       "  user add NAME       create an account and print its API token\n"
                       "  user token NAME     print a new API token for an account (also a "
                       "revoked one)\n"
                       "  user revoke NAME    end every token of an account"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("serve or user"));
    parser.addOptions({
        {QStringLiteral("listen"), QStringLiteral("Address and port (port 0: a free one)."),
         QStringLiteral("ADDR:PORT"), QStringLiteral("127.0.0.1:8640")},
        {QStringLiteral("data"), QStringLiteral("Data folder of the SQLite database."),
         QStringLiteral("DIR")},
        {QStringLiteral("database"),
         QStringLiteral("postgresql://USER@HOST:PORT/NAME instead of SQLite."),
         QStringLiteral("URL")},
        {QStringLiteral("publish-limit"),
         QStringLiteral("Publishes per account per minute (default 30)."), QStringLiteral("N")},
        {QStringLiteral("request-limit"),
         QStringLiteral("Requests per client address per minute (default: no limit)."),
         QStringLiteral("N")},
        {QStringLiteral("search-threads"),
         QStringLiteral("Searches answered at once, each on a thread with its own database "
                        "connection (default 8; 0: on the thread of every other request)."),
         QStringLiteral("N")},
        {QStringLiteral("live-rate"),
         QStringLiteral("Operations a live session's participant may send a second, in bursts of "
                        "twice as many (default 120); beyond that each is refused."),
         QStringLiteral("N")},
        {QStringLiteral("request-timeout"),
         QStringLiteral("Seconds a client has to send a whole request (default 10); then 408."),
         QStringLiteral("SECONDS")},
        {QStringLiteral("idle-timeout"),
         QStringLiteral("Seconds a kept-alive connection may wait for its next request, or a "
                        "client take to read its answer (default 60)."),
         QStringLiteral("SECONDS")},
        {QStringLiteral("web-module"),
         QStringLiteral("Folder of the core's WebAssembly module (gameboardxx.mjs, "
                        "gameboardxx-memory.mjs, gameboardxx-core.mjs, gameboardxx-core.wasm) "
                        "that board pages draw "
                        "boards with; empty: none, the pages show pictures (default: this "
                        "build's, %1).")
             .arg(QStringLiteral(GBXX_WEB_MODULE_DIR)),
         QStringLiteral("DIR"), QStringLiteral(GBXX_WEB_MODULE_DIR)},
    });
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(2, parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    const QStringList args = parser.positionalArguments();
    if (args.value(0) == QLatin1String("serve") && args.size() == 1)
        return serve(parser);
    if (args.value(0) == QLatin1String("user"))
        return user(parser, args);
    return fail(2, QStringLiteral("usage: gbxx-registry serve|user … (gbxx-registry --help)"));
}
