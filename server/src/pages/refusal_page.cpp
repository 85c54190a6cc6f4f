#include "server/pages/refusal_page.h"

#include "server/pages/page_layout.h"

namespace gbxx::registry {

HttpReply refusalPage(const Refusal& refusal) {
    HttpReply reply = messagePage(refusal.status, refusal.title, refusal.text);
    for (const auto& [name, value] : refusal.headers)
        reply.header(name, value);
    return reply;
}

} // namespace gbxx::registry
