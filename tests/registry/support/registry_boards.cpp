#include "registry/support/registry_boards.h"

#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "support/random_board.h"

#include <QCryptographicHash>

#include <array>

namespace gbxx::test {

QByteArray publishableBoard(std::uint64_t seed, const QString& code, int maxSide) {
    static constexpr std::array<Variant, 4> variants{Variant::GB08, Variant::GB16, Variant::GB32,
                                                     Variant::GB64};
    Board board = randomBoard(variants[seed % variants.size()], seed * 7919 + 17, maxSide);
    // Random footer bytes are rarely valid texts: a new board's footer with a title and a code.
    board.footer() = Footer::forNewBoard();
    board.footer().setText(footerField("title"), "board " + std::to_string(seed));
    board.footer().setText(footerField("author"), "load tester");
    board.footer().setText(footerField("boardCode"), code.toStdString());
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return {reinterpret_cast<const char*>(bytes.data()), static_cast<qsizetype>(bytes.size())};
}

QByteArray withRegistryCode(QByteArray bytes, const QString& code) {
    const qsizetype at =
        bytes.size() - static_cast<qsizetype>(kFooterBytes) + footerField("boardCode").offset;
    bytes.replace(at, code.size(), code.toLatin1());
    return bytes;
}

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString mismatch(const PublishedBoard& published, int status, const QByteArray& body,
                 const QByteArray& etag) {
    const QString what = QStringLiteral("%1 revision %2 (%3)")
                             .arg(published.code)
                             .arg(published.revision)
                             .arg(published.account);
    if (status != 200)
        return QStringLiteral("%1: fetched with status %2").arg(what).arg(status);
    if (sha256Hex(body) != published.sha256)
        return QStringLiteral("%1: the bytes served are not the SHA-256 the 201 gave").arg(what);
    if (body != withRegistryCode(published.sent, published.code))
        return QStringLiteral("%1: the bytes served are not the bytes sent with their code")
            .arg(what);
    if (etag != '"' + published.sha256.toLatin1() + '"')
        return QStringLiteral("%1: ETag %2").arg(what, QString::fromLatin1(etag));
    return {};
}

} // namespace gbxx::test
