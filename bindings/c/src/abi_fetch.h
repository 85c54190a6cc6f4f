#pragma once
// gbxx_fetch_options as the fetch library's options, for gbxx_fetch and gbxx_live_watch (not in
// the WebAssembly module, which has no fetch library).

#include "gbxx.h"
#include "registry_fetch/board_fetcher.h"

namespace gbxx::abi {

FetchOptions fetchOptionsOf(const gbxx_fetch_options& options);

} // namespace gbxx::abi
