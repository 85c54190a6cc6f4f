#include "server/pages/page_layout.h"

#include "server/pages/page_style.h"
#include "server/pages/templates.h"

namespace gbxx::registry {

HttpReply pageReply(int status, const QString& title, const QString& mainHtml) {
    const QString page = renderTemplate("layout", {{"title", text(title)},
                                                   {"stylesheet", pageStylesheet().toStdString()},
                                                   {"main", text(mainHtml)}});
    HttpReply reply = HttpReply::html(status, page);
    // Scripts only from this server (a board page's view, pages/board_view_assets.h), never
    // inline. Chromium compiles WebAssembly only with 'wasm-unsafe-eval' in script-src (it allows
    // WebAssembly.instantiate and nothing of eval); connect-src 'self' lets the view fetch the
    // module's .wasm and the board's bytes from here, as default-src 'none' would refuse both.
    reply
        .header("Content-Security-Policy",
                "default-src 'none'; img-src 'self'; style-src " + pageStyleHashSource() +
                    "; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
                    "; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'")
        .header("X-Content-Type-Options", "nosniff")
        .header("Referrer-Policy", "same-origin")
        .header("Cache-Control", "no-cache");
    return reply;
}

HttpReply messagePage(int status, const QString& heading, const QString& message) {
    return pageReply(
        status, heading,
        renderTemplate("message", {{"heading", text(heading)}, {"message", text(message)}}));
}

} // namespace gbxx::registry
