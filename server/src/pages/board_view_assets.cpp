#include "server/pages/board_view_assets.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace gbxx::registry {
namespace {

// text/javascript is what the HTML standard names for scripts; application/wasm is what
// WebAssembly.instantiateStreaming() insists on (emscripten's loader falls back to a slower path
// otherwise).
struct Kind {
    const char* name;
    const char* type;
};
constexpr Kind kModuleFiles[] = {{"gameboardxx.mjs", "text/javascript; charset=utf-8"},
                                 {"gameboardxx-memory.mjs", "text/javascript; charset=utf-8"},
                                 {"gameboardxx-core.mjs", "text/javascript; charset=utf-8"},
                                 {"gameboardxx-core.wasm", "application/wasm"}};
constexpr int kVersionDigits = 16;

std::optional<QByteArray> readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

} // namespace

QStringList BoardViewAssets::missingFiles(const QString& folder) {
    QStringList missing;
    for (const Kind& kind : kModuleFiles) {
        if (folder.isEmpty() || !QFileInfo(QDir(folder).filePath(QLatin1String(kind.name))).isFile())
            missing << QLatin1String(kind.name);
    }
    return missing;
}

BoardViewAssets::BoardViewAssets(const QString& moduleFolder) {
    if (moduleFolder.isEmpty())
        return;
    const std::optional<QByteArray> script =
        readAll(QStringLiteral(":/registry/assets/board-view.mjs"));
    if (!script)
        qFatal("gbxx-registry: the board page's script is not in the program");
    QList<File> files{{QStringLiteral("board-view.mjs"), "text/javascript; charset=utf-8", *script}};
    QCryptographicHash version(QCryptographicHash::Sha256);
    version.addData(*script);
    for (const Kind& kind : kModuleFiles) {
        const std::optional<QByteArray> bytes =
            readAll(QDir(moduleFolder).filePath(QLatin1String(kind.name)));
        if (!bytes)
            return; // all or nothing: a page with half a module would only fail in the browser
        files.append({QLatin1String(kind.name), kind.type, *bytes});
        version.addData(QByteArrayView(kind.name, static_cast<qsizetype>(qstrlen(kind.name)) + 1));
        version.addData(*bytes);
    }
    files_ = std::move(files);
    version_ = QString::fromLatin1(version.result().toHex().left(kVersionDigits));
}

QString BoardViewAssets::scriptHref() const {
    return available() ? QStringLiteral("/assets/%1/board-view.mjs").arg(version_) : QString();
}

std::optional<HttpReply> BoardViewAssets::answer(const HttpRequest& request) const {
    // /assets/VERSION/NAME: another version is a page from before the server was upgraded; its
    // reader reloads the page (which is never cached) and gets this one.
    if (!available() || request.segments.size() != 3 || request.segments[1] != version_)
        return std::nullopt;
    for (const File& file : files_) {
        if (file.name != request.segments[2])
            continue;
        HttpReply reply;
        reply.body = file.bytes;
        return reply.header("Content-Type", file.type)
            .header("Cache-Control", "public, max-age=31536000, immutable")
            .header("X-Content-Type-Options", "nosniff");
    }
    return std::nullopt;
}

} // namespace gbxx::registry
