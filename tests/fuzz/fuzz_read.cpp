// libFuzzer target: the reader on arbitrary bytes, in every layout. A file it accepts must write
// back byte for byte (R1) and survive dump and warnings; nothing may crash, hang or leak.

#include "gbxx/codec.h"
#include "gbxx/dump_json.h"
#include "gbxx/warnings.h"

#include <cstdlib>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::span<const std::uint8_t> bytes(data, size);
    for (const gbxx::Layout* layout : gbxx::allLayouts()) {
        const gbxx::ReadResult read = gbxx::readBoard(bytes, *layout);
        if (!read) {
            if (read.error.message.empty())
                std::abort(); // every refusal says why
            continue;
        }
        const std::vector<std::uint8_t> written = gbxx::writeBoard(*read.board);
        if (written.size() != size || std::memcmp(written.data(), data, size) != 0)
            std::abort(); // R1
        (void)gbxx::dumpJson(*read.board);
        (void)gbxx::findWarnings(*read.board, "fuzz.gb64");
    }
    return 0;
}
