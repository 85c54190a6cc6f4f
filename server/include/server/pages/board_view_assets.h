#pragma once
// The files a board page draws its board with (issue 45, item 7), served from the registry's own
// origin under /assets/VERSION/: the page's script (server/assets/board-view.mjs, in the program)
// and the core's WebAssembly module (gameboardxx.mjs, gameboardxx-memory.mjs, gameboardxx-core.mjs,
// gameboardxx-core.wasm, read once at start from the folder `gbxx-registry serve --web-module`
// names). VERSION is a hash of all five, so an address never changes its bytes and browsers may keep them for a year. When
// the module is not there the pages carry no script and show their server-drawn picture.

#include "server/http/http_reply.h"
#include "server/http/http_request.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gbxx::registry {

class BoardViewAssets {
public:
    // `moduleFolder` empty: no module, pages keep their pictures.
    explicit BoardViewAssets(const QString& moduleFolder);

    // The module's files missing from `folder` (all three when it is empty).
    static QStringList missingFiles(const QString& folder);

    bool available() const { return !files_.isEmpty(); }
    // "/assets/VERSION/board-view.mjs", empty when the module is not available.
    QString scriptHref() const;
    // The answer to GET /assets/…: the file, or nothing (the caller's 404).
    std::optional<HttpReply> answer(const HttpRequest& request) const;

private:
    struct File {
        QString name;
        QByteArray type; // Content-Type
        QByteArray bytes;
    };
    QList<File> files_;
    QString version_;
};

} // namespace gbxx::registry
