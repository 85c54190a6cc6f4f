#include "server/web_pages.h"

namespace gbxx::registry {

HttpReply WebPages::handle(const HttpRequest&) {
    return HttpReply::html(404, QStringLiteral("<!doctype html><title>Not found</title>"));
}

} // namespace gbxx::registry
