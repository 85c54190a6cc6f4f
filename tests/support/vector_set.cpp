#include "support/vector_set.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <zlib.h>

namespace gbxx::test {

VectorSet::VectorSet(const QString& name) {
    const QByteArray overridden = qgetenv("GBXX_VECTORS");
    root_ = overridden.isEmpty() || name != QLatin1String("vectors")
                ? QStringLiteral(GBXX_TEST_DATA_DIR "/") + name
                : QString::fromLocal8Bit(overridden);
    const QJsonObject manifest = readJsonObject(path(QStringLiteral("MANIFEST.json")));
    layout_ = manifest.value(QStringLiteral("layout")).toString(QStringLiteral("2023-09"));
    for (const QJsonValue& value : manifest.value(QStringLiteral("boards")).toArray()) {
        const QJsonObject b = value.toObject();
        VectorBoard board;
        board.root = root_;
        board.layout = layout_;
        board.name = b.value(QStringLiteral("name")).toString();
        board.file = b.value(QStringLiteral("file")).toString();
        board.variant = b.value(QStringLiteral("variant")).toInt();
        board.width = b.value(QStringLiteral("width")).toInt();
        board.length = b.value(QStringLiteral("length")).toInt();
        board.headerByte6 = b.value(QStringLiteral("headerByte6")).toInt();
        board.headerByte7 = b.value(QStringLiteral("headerByte7")).toInt(-1);
        board.dump = b.value(QStringLiteral("dump")).toString();
        for (const QJsonValue& c : b.value(QStringLiteral("conversions")).toArray()) {
            const QJsonObject o = c.toObject();
            board.conversions.append({o.value(QStringLiteral("to")).toString(),
                                      o.value(QStringLiteral("file")).toString(),
                                      o.value(QStringLiteral("report")).toString(),
                                      o.value(QStringLiteral("lossless")).toBool()});
        }
        boards_.append(board);
    }
    for (const QJsonValue& value : manifest.value(QStringLiteral("corrupt")).toArray()) {
        const QJsonObject c = value.toObject();
        corrupt_.append({root_, layout_, c.value(QStringLiteral("file")).toString(),
                         c.value(QStringLiteral("rule")).toString(),
                         c.value(QStringLiteral("description")).toString()});
    }
}

const QList<VectorSet>& allVectorSets() {
    static const QList<VectorSet> sets{VectorSet(QStringLiteral("vectors")),
                                       VectorSet(QStringLiteral("vectors-2023-09-10")),
                                       VectorSet(QStringLiteral("vectors-draft"))};
    return sets;
}

QByteArray readFileBytes(const QString& path) {
    if (!path.endsWith(QLatin1String(".gz"))) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return file.readAll();
    }
    gzFile gz = gzopen(QFile::encodeName(path).constData(), "rb");
    if (!gz)
        return {};
    QByteArray out;
    char buffer[1 << 16];
    int n = 0;
    while ((n = gzread(gz, buffer, sizeof buffer)) > 0)
        out.append(buffer, n);
    gzclose(gz);
    return out;
}

QJsonObject readJsonObject(const QString& path) {
    return QJsonDocument::fromJson(readFileBytes(path)).object();
}

} // namespace gbxx::test
