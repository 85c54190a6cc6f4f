#include "widgets/registry/registry_model.h"

#include "text/board_outline_text.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/registry/registry_problem.h"

#include <QDateTime>
#include <QLocale>
#include <QPixmap>

namespace gbxx {
namespace {

constexpr int kPageSize = 30;

} // namespace

RegistryModel::RegistryModel(RegistryConnection& connection, QObject* parent)
    : QAbstractListModel(parent)
    , connection_(connection) {}

RegistryModel::~RegistryModel() {
    if (call_)
        call_->cancel();
}

void RegistryModel::setSearch(const RegistrySearch& search) {
    if (call_)
        call_->cancel();
    search_ = search;
    search_.limit = kPageSize;
    beginResetModel();
    boards_.clear();
    next_.clear();
    ++generation_;
    endResetModel();
    request({});
}

void RegistryModel::retry() {
    if (state_ != State::Failed)
        return;
    request(boards_.isEmpty() ? QString() : next_);
}

void RegistryModel::cancel() {
    if (!call_)
        return;
    call_->cancel();
    call_ = nullptr;
    state_ = State::Failed;
    failure_ = tr("cancelled");
    emit stateChanged();
}

void RegistryModel::request(const QString& cursor) {
    RegistryClient* client = connection_.client();
    if (!client) {
        state_ = State::Failed;
        failure_ = connection_.problem();
        emit stateChanged();
        return;
    }
    RegistrySearch page = search_;
    page.cursor = cursor;
    state_ = State::Searching;
    failure_.clear();
    emit stateChanged();
    call_ = client->search(page, [this](RegistryResult<RegistryPage> result) {
        call_ = nullptr;
        if (const auto* error = std::get_if<RegistryError>(&result)) {
            state_ = State::Failed;
            failure_ = registryProblem(*error, {RegistryAsk::What::Search});
            emit stateChanged();
            return;
        }
        const RegistryPage& found = std::get<RegistryPage>(result);
        if (!found.boards.isEmpty()) {
            const int first = static_cast<int>(boards_.size());
            beginInsertRows({}, first, first + static_cast<int>(found.boards.size()) - 1);
            boards_.append(found.boards);
            endInsertRows();
        }
        next_ = found.next;
        state_ = State::Idle;
        emit stateChanged();
    });
}

bool RegistryModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && state_ == State::Idle && !next_.isEmpty();
}

void RegistryModel::fetchMore(const QModelIndex& parent) {
    if (canFetchMore(parent))
        request(next_);
}

int RegistryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(boards_.size());
}

void RegistryModel::askThumbnail(const QString& code) const {
    RegistryClient* client = connection_.client();
    if (!client || thumbnailsAsked_.contains(code))
        return;
    thumbnailsAsked_.insert(code);
    // The model may be gone when the answer comes (a panel closed).
    const QPointer<RegistryModel> self = const_cast<RegistryModel*>(this);
    const quint64 generation = generation_;
    client->thumbnail(code, [self, code, generation](RegistryResult<QByteArray> result) {
        if (!self)
            return;
        QPixmap pixmap;
        if (const auto* png = std::get_if<QByteArray>(&result))
            pixmap.loadFromData(*png, "PNG");
        self->thumbnails_.insert(code, QIcon(pixmap)); // an empty icon: not asked again
        if (generation != self->generation_)
            return;
        for (int row = 0; row < self->rowCount(); ++row)
            if (self->boards_.at(row).code == code) {
                const QModelIndex at = self->index(row);
                emit self->dataChanged(at, at, {Qt::DecorationRole});
            }
    });
}

QVariant RegistryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const RegistryBoard& b = boards_.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return data(index, TitleRole).toString() + QLatin1Char('\n') +
               data(index, DetailRole).toString();
    case TitleRole:
        return b.title.isEmpty() ? b.code : tr("%1 — %2").arg(b.title, b.code);
    case DetailRole: {
        QStringList parts;
        if (!b.author.isEmpty())
            parts << b.author;
        parts << outlineText(outlineOf(b.variant, b.width, b.length, b.hex, b.wrap));
        parts << tr("revision %1").arg(b.revision);
        return parts.join(QStringLiteral(" · "));
    }
    case Qt::ToolTipRole: {
        const QDateTime published = QDateTime::fromString(b.published, Qt::ISODate);
        return published.isValid()
                   ? tr("%1, revision %2, published %3")
                         .arg(b.code)
                         .arg(b.revision)
                         .arg(QLocale().toString(published.toLocalTime(), QLocale::ShortFormat))
                   : tr("%1, revision %2").arg(b.code).arg(b.revision);
    }
    case Qt::DecorationRole: {
        const auto found = thumbnails_.constFind(b.code);
        if (found != thumbnails_.cend())
            return *found;
        askThumbnail(b.code);
        return QIcon();
    }
    case CodeRole:
        return b.code;
    case RevisionRole:
        return b.revision;
    default:
        return {};
    }
}

} // namespace gbxx
