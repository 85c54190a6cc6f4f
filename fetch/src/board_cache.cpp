#include "board_cache.h"

#include "gbxx/sha256.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <fstream>
#include <iterator>
#include <sstream>
#include <unistd.h>

namespace gbxx::fetching {

namespace {

std::optional<std::string> readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// A whole file or none: written beside, synced, renamed over.
std::optional<std::string> writeFile(const std::filesystem::path& path, std::string_view bytes) {
    // A name of its own, so that two games filling one cache never write into one file.
    std::string temporary = path.string() + ".XXXXXX";
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0)
        return "cannot write beside " + path.string() + ": " + std::strerror(errno);
    ::fchmod(fd, 0644);
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int error = n < 0 ? errno : ENOSPC;
            ::close(fd);
            ::unlink(temporary.c_str());
            return "cannot write " + path.string() + ": " + std::strerror(error);
        }
        done += static_cast<std::size_t>(n);
    }
    const bool synced = ::fsync(fd) == 0;
    const int syncError = errno;
    if (::close(fd) != 0 || !synced) {
        ::unlink(temporary.c_str());
        return "cannot write " + path.string() + ": " + std::strerror(synced ? errno : syncError);
    }
    if (::rename(temporary.c_str(), path.c_str()) != 0) {
        const int error = errno;
        ::unlink(temporary.c_str());
        return "cannot put " + path.string() + " in place: " + std::strerror(error);
    }
    return std::nullopt;
}

} // namespace

std::optional<FetchedRevision> BoardCache::revision(const std::string& code, int revision) const {
    if (!enabled())
        return std::nullopt;
    const std::filesystem::path folder = folder_ / code;
    const auto bytes = readFile(folder / (std::to_string(revision) + ".board"));
    const auto sha = readFile(folder / (std::to_string(revision) + ".sha256"));
    if (!bytes || !sha)
        return std::nullopt;
    FetchedRevision board;
    board.code = code;
    board.revision = revision;
    board.bytes.assign(bytes->begin(), bytes->end());
    board.sha256 = hexOf(gbxx::sha256(board.bytes));
    if (board.sha256 != sha->substr(0, 64))
        return std::nullopt;
    return board;
}

std::optional<FetchedRevision> BoardCache::latest(const std::string& code) const {
    if (!enabled())
        return std::nullopt;
    const auto text = readFile(folder_ / code / "latest");
    if (!text)
        return std::nullopt;
    std::istringstream in(*text);
    int n = 0;
    std::string sha;
    if (!(in >> n >> sha) || n < 1)
        return std::nullopt;
    auto board = revision(code, n);
    if (!board || board->sha256 != sha)
        return std::nullopt;
    return board;
}

std::optional<std::string> BoardCache::store(const FetchedRevision& board, bool isLatest) const {
    if (!enabled())
        return std::nullopt;
    const std::filesystem::path folder = folder_ / board.code;
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec)
        return "cannot make the cache folder " + folder.string() + ": " + ec.message();
    const std::string n = std::to_string(board.revision);
    const std::string_view bytes(reinterpret_cast<const char*>(board.bytes.data()), board.bytes.size());
    // The bytes first, then their hash: a revision is only read when both agree.
    if (auto why = writeFile(folder / (n + ".board"), bytes))
        return why;
    if (auto why = writeFile(folder / (n + ".sha256"), board.sha256 + "\n"))
        return why;
    if (isLatest)
        return writeFile(folder / "latest", n + " " + board.sha256 + "\n");
    return std::nullopt;
}

} // namespace gbxx::fetching
