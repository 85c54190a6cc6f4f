#pragma once
// What the registry commands share: their common options (--help, --registry), the registry's
// address, a client whose answers the command waits for, and checks of the text they send.

#include "registry_client/registry_client.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QString>

#include <optional>

namespace gbxx::cli {

// A parser for `gbxx COMMAND` with --help and --registry added.
class RegistryParser {
public:
    explicit RegistryParser(const QString& command, const QString& description);
    QCommandLineParser& parser() { return parser_; }
    // Parses `args`; false when the run ends here (help printed, or a usage error), `status` set.
    bool parse(const QStringList& args, int& status);
    // The registry the command talks to (--registry, GBXX_REGISTRY, the editor's setting, the
    // default); nothing after a usage error (status set).
    std::optional<QUrl> address(int& status);
    int usage(const QString& message) const;
    const QString& command() const { return command_; }

private:
    QString command_;
    QCommandLineParser parser_;
    QCommandLineOption help_, registry_;
};

// Calls `start` with a callback and waits (the client's timeouts bound it) for its result.
template <class T, class Start> RegistryResult<T> await(Start start) {
    std::optional<RegistryResult<T>> result;
    QEventLoop loop;
    start([&](RegistryResult<T> answer) {
        result = std::move(answer);
        loop.quit();
    });
    if (!result)
        loop.exec();
    return std::move(*result);
}

// A text argument to send (a note, search words): nothing when it is UTF-8 without control
// characters and at most `limit` characters, else why not.
std::optional<QString> textProblem(const QString& option, const QString& text, int limit);

} // namespace gbxx::cli
