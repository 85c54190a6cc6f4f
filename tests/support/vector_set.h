#pragma once
// A set of shared test vectors (tests/data/vectors and its kind): its manifest, boards, expected
// dumps, conversions and corrupt files, and the layout its boards are written in (MANIFEST.json
// "layout", default 2023-09). The folder of today's set can be replaced with GBXX_VECTORS so the
// same tests run against another vector set of the same layout.

#include "gbxx/layout.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>
#include <span>

namespace gbxx::test {

struct VectorConversion {
    QString to; // "08" …
    QString file;
    QString report;
    bool lossless = false;
};

struct VectorBoard {
    QString root;   // the set's folder
    QString layout; // the set's layout ("2023-09", "2023-09-10", "draft-2023-09-06")
    QString name;
    QString file;
    int variant = 0;
    int width = 0;
    int length = 0;
    int headerByte6 = 0;
    int headerByte7 = -1; // -1: the manifest does not say
    QString dump;
    QList<VectorConversion> conversions;
    QString path(const QString& relative) const { return root + QLatin1Char('/') + relative; }
};

struct CorruptFile {
    QString root;
    QString layout;
    QString file;
    QString rule;
    QString description;
    QString path() const { return root + QLatin1Char('/') + file; }
};

class VectorSet {
public:
    // `name` is a folder under tests/data ("vectors"); GBXX_VECTORS, when set, replaces it.
    explicit VectorSet(const QString& name = QStringLiteral("vectors"));
    bool isValid() const { return !boards_.isEmpty(); }
    QString root() const { return root_; }
    QString layout() const { return layout_; }
    QString path(const QString& relative) const { return root_ + QLatin1Char('/') + relative; }
    const QList<VectorBoard>& boards() const { return boards_; }
    const QList<CorruptFile>& corrupt() const { return corrupt_; }

private:
    QString root_;
    QString layout_;
    QList<VectorBoard> boards_;
    QList<CorruptFile> corrupt_;
};

// Every vector set under tests/data: today's layout ("vectors") first, then the older layouts of
// spec section L ("vectors-2023-09-10", "vectors-draft"). Read once.
const QList<VectorSet>& allVectorSets();

// The core's layout of that name (a set's or a board's `layout`), or nullptr.
inline const Layout* layoutNamed(const QString& name) {
    return findLayout(name.toStdString());
}

// The bytes of a file; a name ending in .gz is decompressed.
QByteArray readFileBytes(const QString& path);
// The JSON object of a file (gzip or plain).
QJsonObject readJsonObject(const QString& path);

inline std::span<const std::uint8_t> asSpan(const QByteArray& bytes) {
    return {reinterpret_cast<const std::uint8_t*>(bytes.constData()),
            static_cast<std::size_t>(bytes.size())};
}
inline QByteArray asBytes(const std::vector<std::uint8_t>& bytes) {
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

} // namespace gbxx::test

#include <QMetaType>
Q_DECLARE_METATYPE(gbxx::test::VectorBoard)
Q_DECLARE_METATYPE(gbxx::test::CorruptFile)
