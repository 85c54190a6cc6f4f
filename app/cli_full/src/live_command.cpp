// `gbxx live watch CODE [--count N]` and `gbxx live play CODE SCRIPT` (issue 46;
// docs/live-protocol.md, docs/cli.md): a live session's participant on the command line, for
// tests, bots and a look at what a session does. watch prints every applied operation as lines
// `SEQ X Y KEY=V …` (a changed tile and its changed fields), `SEQ footer KEY=TEXT` and
// `SEQ board WxL GBnn` (a restructure); play sends a script's operations and waits until each
// is applied or refused.

#include "cli/cli_commands.h"
#include "cli_full/registry_commands.h"
#include "cli_full/registry_session.h"
#include "gbxx/registry_code.h"
#include "live_client/live_connection.h"
#include "registry_client/token_store.h"
#include "text/variant_text.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QSocketNotifier>
#include <QTimer>

#include <csignal>

#include <sys/socket.h>
#include <unistd.h>

namespace gbxx::cli {
namespace {

using live_client::LiveConnection;

QUrl sessionUrl(QUrl registry, const QString& code) {
    registry.setScheme(registry.scheme() == QLatin1String("https") ? QStringLiteral("wss")
                                                                   : QStringLiteral("ws"));
    QString path = registry.path();
    if (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    registry.setPath(path + QStringLiteral("/api/v1/boards/%1/live").arg(code));
    return registry;
}

std::optional<QString> codeOf(const QString& text) {
    const std::optional<std::string> code = canonicalCode(text.toLatin1().toStdString());
    if (!code)
        return std::nullopt;
    return QString::fromStdString(*code);
}

// The lines of one applied operation, on the board as it was before it (`before`) and after.
QString linesOf(const live::Applied& a, const Board& after, const Board* before) {
    QString out;
    const QString seq = QString::number(a.seq);
    if (a.board) {
        return QStringLiteral("%1 board %2x%3 %4\n")
            .arg(seq)
            .arg(after.width())
            .arg(after.length())
            .arg(variantLabel(after.variant()));
    }
    const auto fields = after.fields();
    for (const live::TileFlip& t : a.tiles) {
        QString line =
            QStringLiteral("%1 %2 %3").arg(seq).arg(after.xOf(t.index)).arg(after.yOf(t.index));
        for (const FieldSpec& f : fields) {
            if (f.read(t.flip) != 0)
                line += QStringLiteral(" %1=%2")
                            .arg(QLatin1String(f.key.data(), qsizetype(f.key.size())))
                            .arg(after.get(t.index, f));
        }
        out += line + QLatin1Char('\n');
    }
    for (const live::FooterWrite& f : a.footer)
        out += QStringLiteral("%1 footer %2=%3\n")
                   .arg(seq, QString::fromStdString(f.key), QString::fromStdString(f.text));
    (void)before;
    return out;
}

// Ends the wait on SIGINT and SIGTERM, so that watch exits 0 when stopped.
class StopSignal {
public:
    explicit StopSignal(QEventLoop& loop) {
        ::socketpair(AF_UNIX, SOCK_STREAM, 0, fds_);
        writeEnd() = fds_[0];
        notifier_ = std::make_unique<QSocketNotifier>(fds_[1], QSocketNotifier::Read);
        QObject::connect(notifier_.get(), &QSocketNotifier::activated, &loop, &QEventLoop::quit);
        std::signal(SIGINT, [](int) { (void)!::write(writeEnd(), "x", 1); });
        std::signal(SIGTERM, [](int) { (void)!::write(writeEnd(), "x", 1); });
    }
    ~StopSignal() {
        std::signal(SIGINT, SIG_DFL);
        std::signal(SIGTERM, SIG_DFL);
        ::close(fds_[0]);
        ::close(fds_[1]);
    }

private:
    static int& writeEnd() {
        static int fd = -1;
        return fd;
    }
    int fds_[2] = {-1, -1};
    std::unique_ptr<QSocketNotifier> notifier_;
};

int watch(const QStringList& args) {
    RegistryParser p(QStringLiteral("live watch"),
                     Cli::tr("Watch a board's live session: each applied operation as lines "
                             "'SEQ X Y KEY=V …', 'SEQ footer KEY=TEXT' or 'SEQ board WxL GBnn'."));
    const QCommandLineOption count(QStringLiteral("count"),
                                   Cli::tr("Stop after N operations (default: until stopped)."),
                                   QStringLiteral("N"));
    p.parser().addOption(count);
    p.parser().addPositionalArgument(QStringLiteral("CODE"), Cli::tr("The board's code."));
    int status = kSuccess;
    if (!p.parse(args, status))
        return status;
    const QStringList positional = p.parser().positionalArguments();
    if (positional.size() != 1)
        return p.usage(Cli::tr("give one board code"));
    const std::optional<QString> code = codeOf(positional.front());
    if (!code)
        return p.usage(Cli::tr("'%1' is not a board code").arg(positional.front().left(40)));
    qint64 most = -1;
    if (p.parser().isSet(count)) {
        bool ok = false;
        most = p.parser().value(count).toLongLong(&ok);
        if (!ok || most < 1)
            return p.usage(Cli::tr("--count takes a number from 1"));
    }
    const std::optional<QUrl> url = p.address(status);
    if (!url)
        return status;
    if (standardOutputClosed(status))
        return status;
    LiveConnection connection(sessionUrl(*url, *code), TokenStore(*url).read().value_or(QString()),
                              true);
    QEventLoop loop;
    StopSignal stop(loop);
    qint64 seen = 0;
    int result = kSuccess;
    QObject::connect(&connection, &LiveConnection::applied, &loop, [&](const live::Applied& a) {
        printOut(linesOf(a, connection.replica().board(), nullptr));
        if (!flushOut()) {
            result = kFailure;
            loop.quit();
        }
        if (most > 0 && ++seen >= most)
            loop.quit();
    });
    QObject::connect(&connection, &LiveConnection::stateChanged, &loop,
                     [&](LiveConnection::State s) {
                         if (s == LiveConnection::State::Closed) {
                             result = kFailure;
                             loop.quit();
                         }
                     });
    QObject::connect(&connection, &LiveConnection::serverError, &loop,
                     [](const QString&, const QString& message) { printError(message); });
    connection.open();
    loop.exec();
    return finishOutput(result);
}

struct ScriptLine {
    int number = 0;
    enum class Kind { Edit, Undo, Wait } kind = Kind::Edit;
    std::vector<live::FieldRun> runs;
    std::vector<live::FooterWrite> footer;
    int waitMs = 0;
};

// One line of a play script; nothing (with `why`) when it is not one.
std::optional<ScriptLine> parseLine(const QString& text, int number, const Board& board,
                                    QString* why) {
    ScriptLine line;
    line.number = number;
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString verb = words.value(0);
    const auto fieldWrites = [&](const QStringList& pairs, int x0, int y0, int w, int h) -> bool {
        if (pairs.isEmpty()) {
            *why = Cli::tr("name a field and its value (KEY=V)");
            return false;
        }
        if (x0 < 0 || y0 < 0 || w < 1 || h < 1 || x0 + w > board.width() ||
            y0 + h > board.length()) {
            *why = Cli::tr("the tiles are not all on the %1x%2 board")
                       .arg(board.width())
                       .arg(board.length());
            return false;
        }
        for (const QString& pair : pairs) {
            const qsizetype eq = pair.indexOf(QLatin1Char('='));
            const QByteArray key = pair.left(eq).toUtf8();
            const FieldSpec* field =
                eq > 0 ? board.field(std::string_view(key.constData(), size_t(key.size())))
                       : nullptr;
            bool ok = false;
            const qulonglong value = pair.mid(eq + 1).toULongLong(&ok);
            if (!field || !ok || value > field->maxValue()) {
                *why = field ? Cli::tr("%1 takes a number from 0 to %2")
                                   .arg(QString::fromUtf8(key))
                                   .arg(field->maxValue())
                             : Cli::tr("'%1' is not KEY=V with a field of this board")
                                   .arg(pair.left(40));
                return false;
            }
            const auto index = static_cast<std::uint8_t>(field - board.fields().data());
            for (int y = y0; y < y0 + h; ++y)
                line.runs.push_back(
                    {index, board.indexOf(x0, y), std::vector<std::uint64_t>(size_t(w), value)});
        }
        return true;
    };
    const auto integer = [&](int k) {
        bool ok = false;
        const int v = words.value(k).toInt(&ok);
        return ok ? v : -1;
    };
    if (verb == QLatin1String("paint") && words.size() >= 4) {
        if (!fieldWrites(words.mid(3), integer(1), integer(2), 1, 1))
            return std::nullopt;
    } else if (verb == QLatin1String("fill") && words.size() >= 6) {
        if (!fieldWrites(words.mid(5), integer(1), integer(2), integer(3), integer(4)))
            return std::nullopt;
    } else if ((verb == QLatin1String("title") || verb == QLatin1String("author")) &&
               words.size() >= 2) {
        line.footer.push_back(
            {verb.toStdString(), text.simplified().mid(verb.size() + 1).toStdString()});
    } else if (verb == QLatin1String("undo") && words.size() == 1) {
        line.kind = ScriptLine::Kind::Undo;
    } else if (verb == QLatin1String("wait") && words.size() == 2 && integer(1) >= 0) {
        line.kind = ScriptLine::Kind::Wait;
        line.waitMs = integer(1);
    } else {
        *why = Cli::tr("expected 'paint X Y KEY=V…', 'fill X Y W H KEY=V…', 'title TEXT', "
                       "'author TEXT', 'undo' or 'wait MS'");
        return std::nullopt;
    }
    return line;
}

int play(const QStringList& args) {
    RegistryParser p(QStringLiteral("live play"),
                     Cli::tr("Send a script's operations to a board's live session and wait until "
                             "each is applied."));
    p.parser().addPositionalArgument(QStringLiteral("CODE"), Cli::tr("The board's code."));
    p.parser().addPositionalArgument(
        QStringLiteral("SCRIPT"),
        Cli::tr("Lines 'paint X Y KEY=V…', 'fill X Y W H KEY=V…', 'title TEXT', 'author TEXT', "
                "'undo' (the script's last operation not undone) and 'wait MS'; # starts a "
                "comment."));
    int status = kSuccess;
    if (!p.parse(args, status))
        return status;
    const QStringList positional = p.parser().positionalArguments();
    if (positional.size() != 2)
        return p.usage(Cli::tr("give a board code and a script"));
    const std::optional<QString> code = codeOf(positional[0]);
    if (!code)
        return p.usage(Cli::tr("'%1' is not a board code").arg(positional[0].left(40)));
    QFile file(positional[1]);
    if (!file.open(QIODevice::ReadOnly)) {
        printError(Cli::tr("cannot read %1: %2").arg(positional[1], file.errorString()));
        return kFailure;
    }
    const QByteArray scriptBytes = file.read(4 * 1024 * 1024);
    const std::optional<QUrl> url = p.address(status);
    if (!url)
        return status;
    const std::optional<QString> token = TokenStore(*url).read();
    if (!token) {
        printError(Cli::tr("not signed in to %1: run 'gbxx registry login' (or set GBXX_TOKEN)")
                       .arg(url->adjusted(QUrl::StripTrailingSlash).toString()));
        return kFailure;
    }
    LiveConnection connection(sessionUrl(*url, *code), *token, false);
    QEventLoop loop;
    int result = kSuccess;
    bool ready = false;
    QObject::connect(&connection, &LiveConnection::stateChanged, &loop,
                     [&](LiveConnection::State s) {
                         if (s == LiveConnection::State::Connected && !ready) {
                             ready = true;
                             loop.quit();
                         } else if (s == LiveConnection::State::Closed) {
                             result = kFailure;
                             loop.quit();
                         }
                     });
    QObject::connect(&connection, &LiveConnection::serverError, &loop,
                     [](const QString&, const QString& message) { printError(message); });
    connection.open();
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    loop.exec();
    if (!ready) {
        if (result == kSuccess)
            printError(Cli::tr("the session did not answer within 30 s"));
        return kFailure;
    }
    // Parsed against the session's board, so that a field or a tile it lacks is named with its
    // line before anything is sent.
    std::vector<ScriptLine> lines;
    const QStringList texts = QString::fromUtf8(scriptBytes).split(QLatin1Char('\n'));
    for (int k = 0; k < texts.size(); ++k) {
        const QString text = texts[k].section(QLatin1Char('#'), 0, 0).trimmed();
        if (text.isEmpty())
            continue;
        QString why;
        std::optional<ScriptLine> line = parseLine(text, k + 1, connection.replica().board(), &why);
        if (!line) {
            printError(Cli::tr("%1 line %2: %3").arg(positional[1]).arg(k + 1).arg(why));
            return kFailure;
        }
        lines.push_back(std::move(*line));
    }
    QHash<std::uint64_t, int> lineOf; // operation n → its script line
    std::vector<std::uint64_t> done;  // the script's operations, for undo
    int refusals = 0;
    QObject::connect(&connection, &LiveConnection::refused, &loop,
                     [&](std::uint64_t n, const QString&, const QString& message) {
                         ++refusals;
                         printError(Cli::tr("%1 line %2: refused: %3")
                                        .arg(positional[1])
                                        .arg(lineOf.value(n))
                                        .arg(message));
                     });
    for (const ScriptLine& line : lines) {
        if (line.kind == ScriptLine::Kind::Wait) {
            QTimer::singleShot(line.waitMs, &loop, &QEventLoop::quit);
            loop.exec();
            continue;
        }
        const std::uint64_t n = connection.replica().nextN();
        lineOf.insert(n, line.number);
        if (line.kind == ScriptLine::Kind::Undo) {
            if (done.empty()) {
                printError(Cli::tr("%1 line %2: nothing of this script to undo")
                               .arg(positional[1])
                               .arg(line.number));
                result = kFailure;
                continue;
            }
            connection.undo(done.back());
            done.pop_back();
        } else {
            connection.edit(line.runs, line.footer);
            done.push_back(n);
        }
    }
    // Until everything sent was applied or refused (reconnecting as needed), at most a minute.
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (connection.replica().pending().empty() ||
            connection.state() == LiveConnection::State::Closed)
            loop.quit();
    });
    poll.start(10);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    if (!connection.replica().pending().empty()) {
        printError(Cli::tr("%n operation(s) not applied within a minute", nullptr,
                           int(connection.replica().pending().size())));
        return kFailure;
    }
    printOut(Cli::tr("applied %1 of %2 operations; the session is at %3\n")
                 .arg(lineOf.size() - refusals)
                 .arg(lineOf.size())
                 .arg(connection.replica().seq()));
    return finishOutput(refusals > 0 ? kFailure : result);
}

} // namespace

int liveCommand(const QStringList& args) {
    const QString verb = args.value(0);
    if (verb == QLatin1String("watch"))
        return watch(args.mid(1));
    if (verb == QLatin1String("play"))
        return play(args.mid(1));
    if (verb == QLatin1String("-h") || verb == QLatin1String("--help")) {
        printOut(Cli::tr("Usage: gbxx live watch CODE [--count N] [--registry URL]\n"
                         "       gbxx live play CODE SCRIPT [--registry URL]\n\n"
                         "A board's live session: watch prints each applied operation, play sends "
                         "a script's operations.\n"));
        return kSuccess;
    }
    return usageError(verb.isEmpty() ? Cli::tr("say 'watch' or 'play'")
                                     : Cli::tr("unknown live command '%1'").arg(verb.left(40)),
                      QStringLiteral("live"));
}

} // namespace gbxx::cli
