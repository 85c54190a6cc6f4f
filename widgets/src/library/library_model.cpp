#include "widgets/library/library_model.h"

#include "text/board_outline_text.h"
#include "widgets/library/library_service.h"
#include "widgets/registry/registry_revisions.h"

#include <QDateTime>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>

namespace gbxx {

LibraryModel::LibraryModel(LibraryService& service, QObject* parent)
    : QAbstractListModel(parent)
    , service_(service) {}

void LibraryModel::setQuery(const LibraryQuery& query) {
    query_ = query;
    runQuery();
}

void LibraryModel::setRevisions(RegistryRevisions* revisions) {
    revisions_ = revisions;
    connect(revisions, &RegistryRevisions::learned, this, [this](const QString& code) {
        for (int row = 0; row < rowCount(); ++row)
            if (records_[static_cast<std::size_t>(row)].boardCode.compare(code,
                                                                          Qt::CaseInsensitive) == 0)
                emit dataChanged(index(row), index(row));
    });
}

QString LibraryModel::sha256Of(const BoardRecord& r) const {
    // A search's records leave the hash out; read for the rows with a code, when they are shown.
    if (!r.sha256.isEmpty())
        return r.sha256;
    const auto found = sha256s_.constFind(r.path);
    if (found != sha256s_.cend())
        return *found;
    const auto full = service_.database().record(r.path, false);
    const QString sha = full ? full->sha256 : QString();
    sha256s_.insert(r.path, sha);
    return sha;
}

int LibraryModel::newerRevision(const BoardRecord& r) const {
    if (!revisions_ || r.boardCode.isEmpty())
        return 0;
    const auto newer = revisions_->newer(r.boardCode, sha256Of(r));
    return newer ? newer->latest : 0;
}

void LibraryModel::reload() {
    // What the files hold changed: the marks and thumbnails too, not only which boards match.
    marksRead_ = false;
    thumbnails_.clear();
    sha256s_.clear();
    runQuery();
}

void LibraryModel::runQuery() {
    beginResetModel();
    records_.clear();
    if (service_.database().isOpen()) {
        if (!marksRead_)
            readMarks();
        if (auto found = findBoards(service_.database(), query_))
            records_ = std::move(*found);
        else if (service_.database().damaged())
            service_.damageFound(); // an empty list would say the library holds nothing
    }
    endResetModel();
}

void LibraryModel::readMarks() {
    // Per index, not per search: tens of milliseconds at 20,000 boards, and typing searches often.
    duplicates_.clear();
    conflicts_.clear();
    designs_.clear();
    const auto duplicates = duplicateGroups(service_.database());
    const auto codes = codeGroups(service_.database());
    if (!duplicates || !codes) {
        if (service_.database().damaged())
            service_.damageFound();
        return; // read again once it is
    }
    for (const QStringList& group : *duplicates)
        for (const QString& path : group)
            duplicates_.insert(path);
    for (const CodeGroup& group : *codes)
        for (const QString& path : group.paths)
            (group.clash ? conflicts_ : designs_).insert(path);
    marksRead_ = true;
}

int LibraryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(records_.size());
}

QVariant LibraryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const BoardRecord& r = records_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: // two lines: what the board is, and what it holds
        return data(index, TitleRole).toString() + QLatin1Char('\n') +
               data(index, DetailRole).toString();
    case TitleRole: {
        const QString name = r.fileName();
        return r.title.isEmpty() ? name : tr("%1 — %2").arg(r.title, name);
    }
    case DetailRole: {
        QStringList parts;
        if (!r.author.isEmpty())
            parts << r.author;
        // No variant when the database was edited; `wrap` holds which seams (L1), any is "wraps".
        parts << outlineText(outlineOf(r.variant, r.width, r.length, r.hex != 0, r.wrap != 0));
        if (!r.boardCode.isEmpty())
            parts << tr("code %1").arg(r.boardCode);
        if (const int newer = newerRevision(r))
            parts << tr("revision %1 in the registry").arg(newer);
        if (r.specWarnings > 0)
            parts << tr("%n warning(s)", nullptr, r.specWarnings);
        if (duplicates_.contains(r.path))
            parts << tr("duplicate");
        if (conflicts_.contains(r.path))
            parts << tr("code conflict");
        else if (designs_.contains(r.path))
            parts << tr("also in other sizes or revisions");
        return parts.join(QStringLiteral(" · "));
    }
    case Qt::ToolTipRole: {
        QString tip = r.path + QLatin1Char('\n') +
                      tr("Modified %1")
                          .arg(QLocale().toString(QDateTime::fromMSecsSinceEpoch(r.modified),
                                                  QLocale::ShortFormat));
        if (duplicates_.contains(r.path))
            tip += QLatin1Char('\n') + tr("Another file in the library has the same bytes.");
        if (conflicts_.contains(r.path))
            tip +=
                QLatin1Char('\n') + tr("A different board in the library has the same board code.");
        else if (designs_.contains(r.path))
            tip += QLatin1Char('\n') + tr("The library also holds this board in another tile "
                                          "size, or another revision of it by the same author.");
        if (revisions_ && !r.boardCode.isEmpty())
            if (const auto newer = revisions_->newer(r.boardCode, sha256Of(r)))
                tip += QLatin1Char('\n') + tr("The registry has revision %1 of %2; this file is "
                                              "revision %3.")
                                               .arg(newer->latest)
                                               .arg(r.boardCode)
                                               .arg(newer->yours);
        return tip;
    }
    case Qt::DecorationRole: { // an icon, so that the view draws it at its own icon size
        if (QIcon* kept = thumbnails_.object(r.path))
            return *kept;
        QPixmap pixmap;
        if (const auto full = service_.database().record(r.path, true))
            pixmap.loadFromData(full->thumbnail, "PNG");
        const QIcon icon(pixmap);
        thumbnails_.insert(r.path, new QIcon(icon));
        return icon;
    }
    case PathRole:
        return r.path;
    case DuplicateRole:
        return duplicates_.contains(r.path);
    case ConflictRole:
        return conflicts_.contains(r.path);
    case CodeRole:
        return r.boardCode;
    case NewerRevisionRole:
        return newerRevision(r);
    default:
        return {};
    }
}

} // namespace gbxx
