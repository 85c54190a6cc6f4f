#include "scripting/script_run.h"

#include "script_protocol.h"
#include "scripting/script_process.h"

#include <QProcessEnvironment>

#include <algorithm>
#include <climits>
#include <cstring>

#include <sys/resource.h>

namespace gbxx::scripting {
namespace {

#if defined(__SANITIZE_ADDRESS__)
#define GBXX_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GBXX_ADDRESS_SANITIZER 1
#endif
#endif

// The helper's address space capped before it starts, and no core file for a crash: a crash is
// reported, not dumped.
void limitHelper(QProcess& helper, qint64 memoryLimitBytes) {
#ifdef GBXX_ADDRESS_SANITIZER
    // Under AddressSanitizer (the test suite's second build) RLIMIT_AS would stop the helper
    // before it starts, its shadow memory reserving terabytes of addresses: the cap is ASan's
    // own, allocations failing past the resident size.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
                       environment.value(QStringLiteral("ASAN_OPTIONS")) +
                           QStringLiteral(":detect_leaks=0:allocator_may_return_null=1:"
                                          "soft_rss_limit_mb=%1")
                               .arg(std::max<qint64>(1, memoryLimitBytes >> 20)));
    helper.setProcessEnvironment(environment);
    helper.setChildProcessModifier([] {
        const rlimit noCore{0, 0};
        ::setrlimit(RLIMIT_CORE, &noCore);
    });
#else
    const rlim_t limit = static_cast<rlim_t>(memoryLimitBytes);
    helper.setChildProcessModifier([limit] {
        const rlimit memory{limit, limit};
        ::setrlimit(RLIMIT_AS, &memory);
        const rlimit noCore{0, 0};
        ::setrlimit(RLIMIT_CORE, &noCore);
    });
#endif
}

} // namespace

ScriptRun::ScriptRun(QObject* parent)
    : QObject(parent) {
    backstop_.setSingleShot(true);
    connect(&backstop_, &QTimer::timeout, this, [this] {
        killed_ = true;
        helper_->kill(); // finished follows
    });
}

ScriptRun::~ScriptRun() {
    cancel();
}

void ScriptRun::start(const ScriptRequest& request, const Board& board,
                      const TileFieldTable& table) {
    if (started_)
        return;
    started_ = true;
    board_ = board;
    timeoutSeconds_ = request.timeoutSeconds;
    const QString program = scriptHostProgram();
    if (program.isEmpty()) {
        startFailure_ = QStringLiteral("the script helper gbxx-script-host is not installed");
        return end();
    }
    helper_ = new QProcess(this);
    helper_->setProgram(program);
    helper_->setStandardErrorFile(QProcess::nullDevice());
    limitHelper(*helper_, request.memoryLimitBytes);
    const QByteArray input = protocol::requestBytes(request, board, table);
    const qint64 backstopMs =
        static_cast<qint64>(request.timeoutSeconds * 1000) + protocol::kGraceMs;
    connect(helper_, &QProcess::started, this, [this, input, backstopMs] {
        helper_->write(input);
        helper_->closeWriteChannel();
        backstop_.start(static_cast<int>(std::min<qint64>(backstopMs, INT_MAX)));
    });
    connect(helper_, &QProcess::readyReadStandardOutput, this, &ScriptRun::read);
    connect(helper_, &QProcess::finished, this, &ScriptRun::end);
    connect(helper_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return; // a crash or a kill: finished follows
        startFailure_ = QStringLiteral("cannot start the script helper %1: %2")
                            .arg(helper_->program(), helper_->errorString());
        end();
    });
    helper_->start(QIODevice::ReadWrite);
}

void ScriptRun::cancel() {
    if (cancelled_ || done_)
        return; // already told, or never to be
    cancelled_ = true;
    backstop_.stop();
    if (!helper_)
        return;
    helper_->disconnect(this);
    if (helper_->state() != QProcess::NotRunning) {
        helper_->kill();
        // A killed process ends at once; waiting reaps it here rather than leaving QProcess's
        // destructor to warn and wait.
        helper_->waitForFinished(2000);
    }
}

void ScriptRun::read() {
    buffer_ += helper_->readAllStandardOutput();
    while (buffer_.size() >= 5 && !cancelled_) {
        QDataStream head(buffer_);
        quint8 tag = 0;
        quint32 size = 0;
        head >> tag >> size;
        if (buffer_.size() < 5 + qsizetype(size))
            return;
        const QByteArray data = buffer_.mid(5, size);
        buffer_.remove(0, 5 + qsizetype(size));
        handle(static_cast<char>(tag), data); // a receiver may cancel the run
    }
}

void ScriptRun::handle(char tag, const QByteArray& data) {
    QDataStream in(data);
    in.setVersion(QDataStream::Qt_6_4);
    switch (tag) {
    case protocol::Printed:
    case protocol::PrintedError: {
        QString text;
        in >> text;
        if (tag == protocol::Printed)
            emit printed(text);
        else
            emit printedError(text);
        break;
    }
    case protocol::Warned: {
        ScriptWarning w;
        qint32 x = 0, y = 0, at = 0;
        in >> x >> y >> w.message >> at;
        w.x = x;
        w.y = y;
        w.line = at;
        outcome_.warnings.push_back(w);
        emit warned(w);
        break;
    }
    case protocol::LineKnown: {
        qint32 at = 0;
        in >> at;
        line_ = at;
        emit lineKnown(at);
        break;
    }
    case protocol::Result: {
        qint32 status = 0, at = 0;
        in >> status >> at >> outcome_.message >> answer_;
        outcome_.status = static_cast<ScriptOutcome::Status>(status);
        outcome_.line = at;
        answered_ = in.status() == QDataStream::Ok;
        break;
    }
    case protocol::OutOfMemory:
    case protocol::Crashed: {
        qint32 at = 0, number = 0;
        in >> at >> number;
        lastWord_ = tag;
        if (at > 0)
            line_ = at;
        signal_ = number;
        break;
    }
    default:
        break;
    }
}

void ScriptRun::end() {
    if (ended_ || cancelled_)
        return;
    ended_ = true;
    backstop_.stop();
    if (helper_)
        read(); // the records still buffered when it ended
    // Told from the event loop, never from inside QProcess's own signal: a receiver may delete
    // this handle, and its helper with it.
    QMetaObject::invokeMethod(this, &ScriptRun::conclude, Qt::QueuedConnection);
}

void ScriptRun::conclude() {
    if (cancelled_)
        return;
    done_ = true;
    using protocol::failure;
    const std::optional<Board> after = answered_ && outcome_.finished()
                                           ? protocol::boardFrom(answer_, board_->layout())
                                           : std::nullopt;
    if (!startFailure_.isEmpty())
        outcome_ = failure(0, startFailure_);
    else if (answered_ && (!outcome_.finished() || after))
        ; // the helper's own verdict
    else if (lastWord_ == protocol::OutOfMemory)
        outcome_ = failure(line_, outOfMemoryMessage());
    else if (killed_ || (helper_->exitStatus() == QProcess::NormalExit &&
                         helper_->exitCode() == protocol::kStuckExit)) {
        outcome_ = failure(line_, protocol::timeoutMessage(timeoutSeconds_));
        outcome_.status = ScriptOutcome::Status::TimedOut;
    } else if (lastWord_ == protocol::Crashed)
        outcome_ = failure(line_,
                           QStringLiteral("the script engine crashed (%1); the script was stopped")
                               .arg(QString::fromLocal8Bit(::strsignal(signal_))));
    else
        outcome_ = failure(line_, QStringLiteral("the script helper ended unexpectedly; the "
                                                 "script was stopped"));
    if (outcome_.finished()) {
        outcome_.noteChanges(*board_, *after);
        board_ = *after;
    }
    // A copy, and the last thing done: a receiver may delete this handle.
    const ScriptOutcome outcome = outcome_;
    emit finished(outcome);
}

} // namespace gbxx::scripting
