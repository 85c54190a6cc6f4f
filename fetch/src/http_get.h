#pragma once
// One HTTP request with libcurl, answered as the core reads answers (RegistryAnswer): the only
// code of the fetch library that speaks to the network.

#include "gbxx/registry_protocol.h"

#include <string>
#include <vector>

namespace gbxx::fetching {

struct HttpRequest {
    std::string url;
    bool head = false;       // HEAD: headers only
    std::string ifNoneMatch; // a quoted ETag, or empty
    int timeoutMs = 20000;
    std::size_t maxBody = 0; // an answer larger than this fails as unavailable (0: any)
};

// Never throws; no answer is status 0 with `failure` saying why ("connection refused",
// "timed out after 20 s").
RegistryAnswer send(const HttpRequest& request);

} // namespace gbxx::fetching
