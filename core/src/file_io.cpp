#include "gbxx/file_io.h"

#include <fstream>
#include <system_error>

namespace gbxx {

ReadResult loadBoardFile(const std::filesystem::path& path, const Layout& layout) {
    ReadResult result;
    const auto fail = [&](std::string_view id, std::vector<std::string> args) {
        result.error = ReadError::from("IO", {id, std::move(args)});
        return result;
    };
    const std::string shown = path.string();
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status))
        return fail("read.noSuchFile", {shown});
    if (std::filesystem::is_directory(status))
        return fail("read.folder", {shown});
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec)
        return fail("read.noSize", {shown, ec.message()});
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return fail("read.cannotOpen", {shown});
    // Never read more than the largest valid board: a bigger file is refused from its first bytes.
    const std::size_t toRead = size > kMaxFileSize ? kHeaderBytes : static_cast<std::size_t>(size);
    std::vector<std::uint8_t> bytes(toRead);
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(toRead));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got != toRead)
        return fail("read.changed", {shown});
    if (size > kMaxFileSize) {
        if (auto error = checkFileStart(bytes, size))
            result.error = std::move(*error);
        return result;
    }
    return readBoard(bytes, layout);
}

} // namespace gbxx
