#include "gbxx/file_io.h"

#include <fstream>
#include <system_error>

namespace gbxx {

ReadResult loadBoardFile(const std::filesystem::path& path, const Layout& layout) {
    ReadResult result;
    const auto fail = [&](std::string message) {
        result.error = ReadError{"IO", std::move(message)};
        return result;
    };
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status))
        return fail("cannot open " + path.string() + ": no such file");
    if (std::filesystem::is_directory(status))
        return fail(path.string() + " is a folder, not a board file");
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec)
        return fail("cannot read the size of " + path.string() + ": " + ec.message());
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return fail("cannot open " + path.string() + " for reading");
    // Never read more than the largest valid board: a bigger file is refused from its first bytes.
    const std::size_t toRead = size > kMaxFileSize ? kHeaderBytes : static_cast<std::size_t>(size);
    std::vector<std::uint8_t> bytes(toRead);
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(toRead));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got != toRead)
        return fail("cannot read " + path.string() + ": it changed while being read");
    if (size > kMaxFileSize) {
        if (auto error = checkFileStart(bytes, size))
            result.error = std::move(*error);
        return result;
    }
    return readBoard(bytes, layout);
}

} // namespace gbxx
