#include "editor_app/recovery_store.h"

#include "io/board_file.h"
#include "io/safe_write.h"
#include "render/qt_text.h"

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

void RecoveryStore::save(const Board& board, const QString& originalPath, const QString& name) {
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
    const QString base = folder_ + QLatin1Char('/') + id_;
    // Bytes first, then the description: a description always points at complete bytes.
    writer().start([base, data, meta] {
        if (!writeFileSafely(base + QStringLiteral(".board"), data))
            writeFileSafely(base + QStringLiteral(".json"), meta);
    });
}

void RecoveryStore::discard() {
    flush();
    const QString base = folder_ + QLatin1Char('/') + id_;
    QFile::remove(base + QStringLiteral(".json"));
    QFile::remove(base + QStringLiteral(".board"));
}

void RecoveryStore::flush() {
    writer().waitForDone();
}

QList<RecoveredBoard> RecoveryStore::orphans() const {
    QList<RecoveredBoard> found;
    const QDir dir(folder_);
    for (const QString& meta : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString id = QFileInfo(meta).completeBaseName();
        if (id == id_)
            continue;
        QLockFile owner(dir.filePath(id + QStringLiteral(".lock")));
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
    const QString base = QFileInfo(board.boardFile).path() + QLatin1Char('/') + board.id;
    QFile::remove(base + QStringLiteral(".json"));
    QFile::remove(base + QStringLiteral(".board"));
    QFile::remove(base + QStringLiteral(".lock"));
}

} // namespace gbxx
