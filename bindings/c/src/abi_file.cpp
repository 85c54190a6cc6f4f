#include "abi_file.h"

#include "abi_status.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <filesystem>
#include <unistd.h>

namespace gbxx::abi {

namespace {

[[noreturn]] void failIo(const std::string& what, const std::string& path, int error) {
    fail(GBXX_ERROR_IO, "abi.write", "cannot " + what + " " + path + ": " + std::strerror(error));
}

} // namespace

void saveSafely(const std::string& path, const std::vector<std::uint8_t>& bytes) {
    const std::filesystem::path target(path);
    if (std::error_code ec; std::filesystem::is_directory(target, ec))
        fail(GBXX_ERROR_IO, "abi.writeFolder", path + " is a folder, not a board file");
    std::string temporary = path + ".XXXXXX";
    const int fd = mkstemp(temporary.data());
    if (fd < 0)
        failIo("create a file beside", path, errno);
    const auto abandon = [&](const std::string& what, int error) {
        ::close(fd);
        ::unlink(temporary.c_str());
        failIo(what, path, error);
    };
    std::size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            abandon("write", n < 0 ? errno : ENOSPC);
        written += static_cast<std::size_t>(n);
    }
    // mkstemp makes the file 0600; a board is as readable as any file the user makes.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    if (::fchmod(fd, 0666 & ~mask) != 0)
        abandon("set the permissions of", errno);
    if (::fsync(fd) != 0)
        abandon("sync", errno);
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temporary.c_str());
        failIo("close", path, error);
    }
    if (::rename(temporary.c_str(), path.c_str()) != 0) {
        const int error = errno;
        ::unlink(temporary.c_str());
        failIo("rename over", path, error);
    }
    // The rename lasts only once the folder is synced too.
    const std::string folder = target.has_parent_path() ? target.parent_path().string() : ".";
    const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        const bool synced = ::fsync(dir) == 0;
        const int error = errno;
        ::close(dir);
        if (!synced && error != EINVAL) // some file systems cannot sync a folder
            failIo("sync the folder of", path, error);
    }
}

} // namespace gbxx::abi
