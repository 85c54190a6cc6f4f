#pragma once
// The web pages' one stylesheet (server/assets/style.css, built into the program), inline in
// every page (no second request, nothing to cache wrongly): readable on a phone, light or dark as
// the reader's system is. The Content-Security-Policy allows this stylesheet by its hash and no
// other style.

#include <QByteArray>

namespace gbxx::registry {

// The file's bytes, exactly as they go between <style> and </style>.
const QByteArray& pageStylesheet();
// "'sha256-…'" of those bytes, for style-src.
const QByteArray& pageStyleHashSource();

} // namespace gbxx::registry
