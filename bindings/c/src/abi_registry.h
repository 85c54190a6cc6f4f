#pragma once
// What the registry calls of the C ABI share: a fetch error as the ABI's failure, and a reference
// read or refused.

#include "abi_status.h"

#include "gbxx/registry_protocol.h"

namespace gbxx::abi {

Failure failureOf(const FetchError& error);
CodeReference referenceOf(const char* text);

} // namespace gbxx::abi
