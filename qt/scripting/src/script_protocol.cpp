#include "script_protocol.h"

#include "gbxx/codec.h"

namespace gbxx::scripting::protocol {
namespace {

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

std::string bytes(const QString& s) {
    return s.toStdString();
}

void writeSchema(QDataStream& out, const CustomSchema* schema) {
    out << (schema != nullptr);
    if (!schema)
        return;
    out << text(schema->field) << quint32(schema->subFields.size());
    for (const CustomSubField& f : schema->subFields) {
        out << text(f.key) << text(f.label) << qint32(f.firstBit) << qint32(f.bitCount)
            << qint32(f.kind) << quint32(f.names.size());
        for (const SubFieldName& n : f.names)
            out << text(n.name) << n.colour.has_value() << quint32(n.colour.value_or(0));
    }
}

} // namespace

QByteArray boardBytes(const Board& board) {
    const std::vector<std::uint8_t> b = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(b.data()), static_cast<qsizetype>(b.size()));
}

std::optional<Board> boardFrom(const QByteArray& data, const Layout& layout) {
    ReadResult read = readBoard(std::span(reinterpret_cast<const std::uint8_t*>(data.constData()),
                                          static_cast<std::size_t>(data.size())),
                                layout);
    return std::move(read.board);
}

std::optional<CustomSchema> readSchema(QDataStream& in) {
    bool has = false;
    in >> has;
    if (!has)
        return std::nullopt;
    CustomSchema schema;
    QString field;
    quint32 count = 0;
    in >> field >> count;
    schema.field = bytes(field);
    for (quint32 k = 0; k < count && in.status() == QDataStream::Ok; ++k) {
        CustomSubField f;
        QString key, label;
        qint32 first = 0, bits = 0, kind = 0;
        quint32 names = 0;
        in >> key >> label >> first >> bits >> kind >> names;
        f.key = bytes(key);
        f.label = bytes(label);
        f.firstBit = first;
        f.bitCount = bits;
        f.kind = static_cast<SubFieldKind>(kind);
        for (quint32 n = 0; n < names && in.status() == QDataStream::Ok; ++n) {
            QString name;
            bool hasColour = false;
            quint32 colour = 0;
            in >> name >> hasColour >> colour;
            f.names.push_back(
                {bytes(name), hasColour ? std::optional<std::uint32_t>(colour) : std::nullopt});
        }
        schema.subFields.push_back(std::move(f));
    }
    return schema;
}

QByteArray requestBytes(const ScriptRequest& request, const Board& board,
                        const TileFieldTable& table) {
    QByteArray data;
    QDataStream out(&data, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << kMagic << request.source << request.name << request.args << request.timeoutSeconds
        << boardBytes(board) << text(std::string(board.layout().name));
    writeSchema(out, table.schema());
    return data;
}

QByteArray frame(char tag, const QByteArray& payload) {
    QByteArray record;
    QDataStream out(&record, QIODevice::WriteOnly);
    out << quint8(tag) << quint32(payload.size());
    record += payload;
    return record;
}

QString timeoutMessage(double seconds) {
    return QStringLiteral("still running after %1 s; stopped").arg(seconds);
}

ScriptOutcome failure(int line, const QString& message) {
    ScriptOutcome outcome;
    outcome.status = ScriptOutcome::Status::Failed;
    outcome.line = line;
    outcome.message = message;
    return outcome;
}

} // namespace gbxx::scripting::protocol
