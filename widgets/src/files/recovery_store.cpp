#include "widgets/files/recovery_store.h"

#include "io/board_file.h"
#include "io/safe_write.h"
#include "text/qt_text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QThreadPool>
#include <QUuid>

#include <algorithm>

namespace gbxx {
namespace {

QThreadPool& writer() {
    // One thread: copies are written in order, never two at once.
    static QThreadPool pool;
    pool.setMaxThreadCount(1);
    return pool;
}

} // namespace

RecoveryStore::RecoveryStore(QString folder)
    : folder_(folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                     QStringLiteral("/recovery")
                               : std::move(folder))
    , id_(QUuid::createUuid().toString(QUuid::WithoutBraces)) {}

RecoveryStore::~RecoveryStore() {
    flush();
}

// A copy is "<session>_<slot>.board" with its ".json"; the session's lock file is "<session>.lock".
QString RecoveryStore::copyId(int slot) const {
    return id_ + QLatin1Char('_') + QString::number(slot);
}

QString RecoveryStore::base(int slot) const {
    return folder_ + QLatin1Char('/') + copyId(slot);
}

void RecoveryStore::save(int slot, const Board& board, const QString& originalPath,
                         const QString& name) {
    if (!QDir().mkpath(folder_))
        return;
    if (!lock_) {
        lock_ =
            std::make_unique<QLockFile>(folder_ + QLatin1Char('/') + id_ + QStringLiteral(".lock"));
        lock_->setStaleLockTime(0); // held for the whole session: only a dead owner makes it stale
        if (!lock_->tryLock(0)) {
            lock_.reset();
            return;
        }
    }
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    const QByteArray data(reinterpret_cast<const char*>(bytes.data()),
                          static_cast<qsizetype>(bytes.size()));
    const QByteArray meta =
        QJsonDocument(QJsonObject{{QStringLiteral("originalPath"), originalPath},
                                  {QStringLiteral("name"), name},
                                  {QStringLiteral("layout"), qs(board.layout().name)},
                                  {QStringLiteral("savedAt"),
                                   QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}})
            .toJson();
    const QString base = this->base(slot);
    // Bytes first, then the description: a description always points at complete bytes.
    writer().start([base, data, meta] {
        if (!writeFileSafely(base + QStringLiteral(".board"), data))
            writeFileSafely(base + QStringLiteral(".json"), meta);
    });
}

void RecoveryStore::discard(int slot) {
    flush();
    const QString base = this->base(slot);
    QFile::remove(base + QStringLiteral(".json"));
    QFile::remove(base + QStringLiteral(".board"));
}

void RecoveryStore::discardAll() {
    flush();
    const QDir dir(folder_);
    for (const QString& name : dir.entryList({id_ + QStringLiteral("_*")}, QDir::Files))
        QFile::remove(dir.filePath(name));
}

void RecoveryStore::flush() {
    writer().waitForDone();
}

QList<RecoveredBoard> RecoveryStore::orphans() const {
    QList<RecoveredBoard> found;
    const QDir dir(folder_);
    for (const QString& meta : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString id = QFileInfo(meta).completeBaseName();
        const QString session = id.section(QLatin1Char('_'), 0, 0); // older copies: no slot
        if (session == id_)
            continue;
        QLockFile owner(dir.filePath(session + QStringLiteral(".lock")));
        owner.setStaleLockTime(0);
        if (!owner.tryLock(0))
            continue; // its editor is still running
        owner.unlock();
        QFile file(dir.filePath(meta));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(file.read(64 * 1024)).object();
        const QString boardFile = dir.filePath(id + QStringLiteral(".board"));
        if (!QFileInfo::exists(boardFile))
            continue;
        found.append({id, boardFile, o.value(QStringLiteral("originalPath")).toString(),
                      o.value(QStringLiteral("name")).toString(),
                      QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(),
                                            Qt::ISODateWithMs),
                      o.value(QStringLiteral("layout")).toString()});
    }
    std::sort(found.begin(), found.end(), [](const RecoveredBoard& a, const RecoveredBoard& b) {
        return a.savedAt > b.savedAt;
    });
    return found;
}

void RecoveryStore::remove(const RecoveredBoard& board) {
    const QString folder = QFileInfo(board.boardFile).path() + QLatin1Char('/');
    QFile::remove(folder + board.id + QStringLiteral(".json"));
    QFile::remove(folder + board.id + QStringLiteral(".board"));
    // The dead session's lock goes with its last copy.
    const QString session = board.id.section(QLatin1Char('_'), 0, 0);
    if (QDir(folder)
            .entryList({session + QStringLiteral("_*.json"), session + QStringLiteral(".json")},
                       QDir::Files)
            .isEmpty())
        QFile::remove(folder + session + QStringLiteral(".lock"));
}

} // namespace gbxx
