#pragma once
// The one way the programs write a file: the new content goes to a temporary file beside the
// target and replaces it only when everything was written, so a failure never leaves a partial or
// altered file (CLI-CONTRACT). Board files, pictures, preset and recovery files all come here.

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

class QIODevice;

namespace gbxx {

// How a write to standard output that failed with `error` is said: "write error: …", as
// coreutils say it (for a board written to "-" and for a command's printed output alike).
QString standardOutputFailure(int error);

// Writes `bytes` to `path` ("-": standard output); returns the reason on failure, when nothing was
// changed.
std::optional<QString> writeFileSafely(const QString& path, const QByteArray& bytes);

// Lets `write` fill the new file (returning why it could not), then replaces `path` with it.
std::optional<QString>
writeFileSafely(const QString& path,
                const std::function<std::optional<QString>(QIODevice& device)>& write);

} // namespace gbxx
