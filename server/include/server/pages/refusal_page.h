#pragma once
// A Refusal (http/refusal.h) as a reader sees it: a page with its heading and sentence, its status
// and its headers.

#include "server/http/refusal.h"

namespace gbxx::registry {

HttpReply refusalPage(const Refusal& refusal);

} // namespace gbxx::registry
