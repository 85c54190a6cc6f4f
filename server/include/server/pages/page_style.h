#pragma once
// The web pages' one stylesheet, inline in every page (no second request, nothing to cache
// wrongly): readable on a phone, light or dark as the reader's system is. The Content-Security-
// Policy allows this stylesheet by its hash and no other style.

#include <QByteArray>
#include <QString>

namespace gbxx::registry {

const QString& pageStylesheet();
// "'sha256-…'" of the stylesheet, for style-src.
const QByteArray& pageStyleHashSource();

} // namespace gbxx::registry
