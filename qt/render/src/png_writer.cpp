#include "render/png_writer.h"

#include <QCoreApplication>

#include <zlib.h>

#include <array>
#include <vector>

namespace gbxx {
namespace {

void put32(std::vector<unsigned char>& out, quint32 v) {
    out.push_back(static_cast<unsigned char>(v >> 24));
    out.push_back(static_cast<unsigned char>(v >> 16));
    out.push_back(static_cast<unsigned char>(v >> 8));
    out.push_back(static_cast<unsigned char>(v));
}

bool writeChunk(QIODevice& device, const char type[4], const unsigned char* data,
                std::size_t size) {
    std::vector<unsigned char> head;
    put32(head, static_cast<quint32>(size));
    head.insert(head.end(), type, type + 4);
    uLong crc = crc32(0, reinterpret_cast<const Bytef*>(type), 4);
    if (size > 0) // crc32 with no buffer would restart the checksum
        crc = crc32(crc, data, static_cast<uInt>(size));
    std::vector<unsigned char> tail;
    put32(tail, static_cast<quint32>(crc));
    return device.write(reinterpret_cast<const char*>(head.data()), 8) == 8 &&
           (size == 0 || device.write(reinterpret_cast<const char*>(data),
                                      static_cast<qint64>(size)) == static_cast<qint64>(size)) &&
           device.write(reinterpret_cast<const char*>(tail.data()), 4) == 4;
}

} // namespace

std::optional<QString> writePng(QIODevice& device, const QImage& source) {
    const QImage image = source.format() == QImage::Format_ARGB32_Premultiplied ||
                                 source.format() == QImage::Format_ARGB32 ||
                                 source.format() == QImage::Format_RGB32
                             ? source
                             : source.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const bool premultiplied = image.format() == QImage::Format_ARGB32_Premultiplied;
    const int width = image.width();
    const int height = image.height();
    static const unsigned char kSignature[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (device.write(reinterpret_cast<const char*>(kSignature), 8) != 8)
        return device.errorString();
    std::vector<unsigned char> header;
    put32(header, static_cast<quint32>(width));
    put32(header, static_cast<quint32>(height));
    header.insert(header.end(),
                  {8, 6, 0, 0, 0}); // 8-bit RGBA, deflate, no filter method, no interlace
    if (!writeChunk(device, "IHDR", header.data(), header.size()))
        return device.errorString();

    z_stream z{};
    if (deflateInit2(&z, 1, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return QStringLiteral("cannot start the compressor");
    std::vector<unsigned char> row(1 + static_cast<std::size_t>(width) * 4);
    std::vector<unsigned char> out(1 << 20);
    bool ok = true;
    const auto drain = [&](int flush) {
        do {
            z.next_out = out.data();
            z.avail_out = static_cast<uInt>(out.size());
            deflate(&z, flush);
            const std::size_t produced = out.size() - z.avail_out;
            if (produced && !writeChunk(device, "IDAT", out.data(), produced))
                ok = false;
        } while (ok && z.avail_out == 0);
    };
    for (int y = 0; y < height && ok; ++y) {
        const QRgb* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        row[0] = 0; // filter: none
        unsigned char* p = row.data() + 1;
        for (int x = 0; x < width; ++x) {
            QRgb c = line[x];
            if (premultiplied && qAlpha(c) != 255)
                c = qUnpremultiply(c);
            *p++ = static_cast<unsigned char>(qRed(c));
            *p++ = static_cast<unsigned char>(qGreen(c));
            *p++ = static_cast<unsigned char>(qBlue(c));
            *p++ = static_cast<unsigned char>(image.format() == QImage::Format_RGB32 ? 255
                                                                                     : qAlpha(c));
        }
        z.next_in = row.data();
        z.avail_in = static_cast<uInt>(row.size());
        drain(Z_NO_FLUSH);
    }
    if (ok)
        drain(Z_FINISH);
    deflateEnd(&z);
    if (!ok || !writeChunk(device, "IEND", nullptr, 0))
        return device.errorString();
    return std::nullopt;
}

} // namespace gbxx
