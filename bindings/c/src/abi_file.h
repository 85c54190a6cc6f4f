#pragma once
// The one safe write of the C ABI (gbxx_board_save): the standard library cannot sync a file, so
// this is the ABI's only code that speaks to the operating system.

#include <cstdint>
#include <string>
#include <vector>

namespace gbxx::abi {

// Writes `bytes` to a new file beside `path`, syncs it, renames it over `path` and syncs the
// folder; fails with GBXX_ERROR_IO naming the step, leaving `path` as it was.
void saveSafely(const std::string& path, const std::vector<std::uint8_t>& bytes);

} // namespace gbxx::abi
