// `gbxx registry login|logout`: a token read from standard input (not echoed on a terminal),
// checked against the registry (GET /api/v1/account) and kept (registry_client/token_store.h);
// or forgotten. The token is never printed.

#include "cli/cli_commands.h"
#include "cli_full/registry_commands.h"
#include "cli_full/registry_session.h"
#include "io/file_names.h"
#include "registry_client/token_store.h"

#include <algorithm>
#include <csignal>
#include <cstdio>

#include <termios.h>
#include <unistd.h>

namespace gbxx::cli {
namespace {

constexpr qsizetype kMaxToken = 1000; // far beyond any token the registry gives

// The terminal's settings while echo is off, put back by a signal too (an interrupted login must
// not leave the terminal silent).
struct termios savedTerminal {};
volatile std::sig_atomic_t echoOff = 0;

void restoreEcho() {
    if (echoOff) {
        ::tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal);
        echoOff = 0;
    }
}

void restoreEchoAndDie(int signal) {
    restoreEcho();
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

// One line typed on the terminal, not shown.
QByteArray readHidden(const QString& prompt) {
    std::fputs(prompt.toUtf8().constData(), stderr);
    std::fflush(stderr);
    const int stopping[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    if (::tcgetattr(STDIN_FILENO, &savedTerminal) == 0) {
        for (const int s : stopping)
            std::signal(s, restoreEchoAndDie);
        struct termios quiet = savedTerminal;
        quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
        quiet.c_lflag |= ECHONL;
        echoOff = 1;
        ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    }
    QByteArray line;
    char c = 0;
    while (line.size() <= kMaxToken && ::read(STDIN_FILENO, &c, 1) == 1 && c != '\n')
        line += c;
    restoreEcho();
    for (const int s : stopping)
        std::signal(s, SIG_DFL);
    return line;
}

// Standard input's first line, of what is at most a little more than a token.
QByteArray readPiped() {
    QByteArray all;
    char buffer[4096];
    for (ssize_t n;
         all.size() <= kMaxToken && (n = ::read(STDIN_FILENO, buffer, sizeof buffer)) > 0;)
        all.append(buffer, n);
    return all.left(all.indexOf('\n'));
}

// The token given, or nothing after saying why.
std::optional<QString> readToken(const QString& registry) {
    const QByteArray token =
        (::isatty(STDIN_FILENO) ? readHidden(Cli::tr("Token for %1: ").arg(registry)) : readPiped())
            .trimmed();
    if (token.isEmpty()) {
        printError(Cli::tr("no token on standard input (gbxx-registry user add NAME prints one)"));
        return std::nullopt;
    }
    // A token goes in an HTTP header: visible ASCII only.
    const bool plain =
        std::all_of(token.begin(), token.end(), [](char c) { return c > 0x20 && c < 0x7f; });
    if (!plain || token.size() > kMaxToken) {
        printError(Cli::tr("that is not a registry token (a token is one line of letters, digits "
                           "and punctuation)"));
        return std::nullopt;
    }
    return QString::fromLatin1(token);
}

int login(const QUrl& url) {
    const QString shown = url.adjusted(QUrl::StripTrailingSlash).toString();
    int status = kSuccess;
    if (standardOutputClosed(status))
        return status;
    const std::optional<QString> token = readToken(shown);
    if (!token)
        return kFailure;
    RegistryClient client(url);
    client.setToken(*token);
    const RegistryResult<QString> account =
        await<QString>([&](auto done) { client.account(std::move(done)); });
    if (const auto* error = std::get_if<RegistryError>(&account)) {
        printError(error->reason);
        return kFailure;
    }
    if (const auto failure = TokenStore(url).write(*token)) {
        printError(Cli::tr("cannot keep the token: %1").arg(*failure));
        return kFailure;
    }
    printOut(Cli::tr("signed in to %1 as %2\n").arg(shown, shownName(std::get<QString>(account))));
    return kSuccess;
}

int logout(const QUrl& url) {
    const QString shown = url.adjusted(QUrl::StripTrailingSlash).toString();
    int status = kSuccess;
    if (standardOutputClosed(status))
        return status;
    if (const auto failure = TokenStore(url).forget()) {
        printError(Cli::tr("cannot forget the token: %1").arg(*failure));
        return kFailure;
    }
    printOut(Cli::tr("signed out of %1\n").arg(shown));
    if (!qEnvironmentVariableIsEmpty("GBXX_TOKEN"))
        std::fputs(("warning: " + Cli::tr("GBXX_TOKEN is set, and commands still use it") +
                    QLatin1Char('\n'))
                       .toUtf8()
                       .constData(),
                   stderr);
    return kSuccess;
}

} // namespace

int registryCommand(const QStringList& args) {
    RegistryParser p(QStringLiteral("registry"),
                     Cli::tr("login: read a registry token from standard input (not shown on a "
                             "terminal), check it with the registry and keep it (the desktop's "
                             "key ring, else a file only you can read). logout: forget it."));
    p.parser().addPositionalArgument(QStringLiteral("login|logout"), QString());
    int status = kSuccess;
    if (!p.parse(args, status))
        return status;
    const QStringList positional = p.parser().positionalArguments();
    if (positional.size() != 1 || (positional.front() != QLatin1String("login") &&
                                   positional.front() != QLatin1String("logout")))
        return p.usage(Cli::tr("'registry' takes login or logout"));
    const std::optional<QUrl> url = p.address(status);
    if (!url)
        return status;
    return positional.front() == QLatin1String("login") ? login(*url) : logout(*url);
}

} // namespace gbxx::cli
