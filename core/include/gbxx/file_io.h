#pragma once
// Loading a board from a path with the standard library, for games that embed the core. Refuses
// directories, unreadable and oversized files with a ReadError instead of reading them.

#include "gbxx/codec.h"

#include <filesystem>

namespace gbxx {

ReadResult loadBoardFile(const std::filesystem::path& path, const Layout& layout = defaultLayout());

} // namespace gbxx
