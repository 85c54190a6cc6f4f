#pragma once
// What every web page has around its content: the document head (UTF-8, a phone's viewport, the
// stylesheet), the site's header and footer, and the headers that keep a browser from running or
// loading anything the page does not mean (no script at all, images from this server only).

#include "server/http/http_reply.h"

#include <QString>

namespace gbxx::registry {

// A page titled `title` (plain text) around `mainHtml` (HTML already escaped).
HttpReply pageReply(int status, const QString& title, const QString& mainHtml);

// A page that only says something: not found, the database away … (plain texts).
HttpReply messagePage(int status, const QString& heading, const QString& message);

} // namespace gbxx::registry
