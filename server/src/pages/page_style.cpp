#include "server/pages/page_style.h"

#include <QCryptographicHash>
#include <QFile>

namespace gbxx::registry {
namespace {

QByteArray readStylesheet() {
    QFile file(QStringLiteral(":/registry/assets/style.css"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("gbxx-registry: the pages' stylesheet is not in the program");
    const QByteArray css = file.readAll();
    // It goes into <style> as it is, raw text that only "</" could end early; and the hash
    // allows exactly these bytes, so nothing may be escaped or changed on the way.
    if (css.contains("</"))
        qFatal("gbxx-registry: the pages' stylesheet holds \"</\"");
    return css;
}

} // namespace

const QByteArray& pageStylesheet() {
    static const QByteArray css = readStylesheet();
    return css;
}

const QByteArray& pageStyleHashSource() {
    static const QByteArray source =
        "'sha256-" +
        QCryptographicHash::hash(pageStylesheet(), QCryptographicHash::Sha256).toBase64() + "'";
    return source;
}

} // namespace gbxx::registry
