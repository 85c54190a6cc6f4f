#pragma once
// What the helper gbxx-script-host and the program that starts it say to each other
// (script_process.h): the request written to the helper's standard input, and the records it
// writes back, each a tag, a payload length (big-endian) and the payload. Private to the
// scripting libraries: both sides are built from the same source, so the format has no version
// beyond its magic number.

#include "scripting/script_runner.h"

#include <QByteArray>
#include <QDataStream>
#include <QIODevice>

#include <optional>

namespace gbxx::scripting::protocol {

constexpr quint32 kMagic = 0x67627331; // "gbs1"
constexpr int kStuckExit = 4;          // the engine did not stop when interrupted
constexpr int kBadRequestExit = 5;
// How long past the script's time the helper may take to start, answer and end before it is
// killed (its own watchdog gives the engine 3 s to stop).
constexpr int kGraceMs = 6000;

enum Tag : char {
    Printed = 'P',
    PrintedError = 'E',
    Warned = 'W',
    LineKnown = 'L',
    Result = 'R',
    OutOfMemory = 'M', // payload: qint32 line
    Crashed = 'C',     // payload: qint32 line, qint32 signal
};

QByteArray boardBytes(const Board& board);
std::optional<Board> boardFrom(const QByteArray& data, const Layout& layout);

// The request as the helper reads it: the script, its arguments and time, the board and the
// schema its fields are read with.
QByteArray requestBytes(const ScriptRequest& request, const Board& board,
                        const TileFieldTable& table);
// The schema part of the request (requestBytes writes it last).
std::optional<CustomSchema> readSchema(QDataStream& in);

QByteArray frame(char tag, const QByteArray& payload);

template <typename... T> QByteArray payload(const T&... values) {
    QByteArray data;
    QDataStream out(&data, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    (out << ... << values);
    return data;
}

QString timeoutMessage(double seconds);
ScriptOutcome failure(int line, const QString& message);

} // namespace gbxx::scripting::protocol
