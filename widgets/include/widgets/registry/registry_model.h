#pragma once
// A registry search's results for a list view, as the library lists its boards: a line of title and
// code, a line of details, the thumbnail asked for when the row is first shown, and the next page
// asked for when the view scrolls to the end (fetchMore, with the search's cursor). A search that
// could not be made says why (failure()) instead of looking like an empty result.

#include "registry_client/registry_types.h"

#include <QAbstractListModel>
#include <QHash>
#include <QIcon>
#include <QPointer>
#include <QSet>

namespace gbxx {

class RegistryCall;
class RegistryConnection;

class RegistryModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { CodeRole = Qt::UserRole + 1, TitleRole, DetailRole, RevisionRole };
    enum class State { Idle, Searching, Failed };

    explicit RegistryModel(RegistryConnection& connection, QObject* parent = nullptr);
    ~RegistryModel() override;

    // Starts `search` from its first page; a search under way is cancelled.
    void setSearch(const RegistrySearch& search);
    // The page that failed, again (the first when nothing is listed).
    void retry();
    // Stops the request under way: the search fails as "cancelled" (retry() takes it up again).
    void cancel();
    State state() const { return state_; }
    QString failure() const { return failure_; }
    bool morePages() const { return !next_.isEmpty(); }
    const RegistryBoard& board(int row) const { return boards_.at(row); }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

signals:
    void stateChanged();

private:
    void request(const QString& cursor);
    void askThumbnail(const QString& code) const;

    RegistryConnection& connection_;
    RegistrySearch search_;
    QList<RegistryBoard> boards_;
    QString next_;
    State state_ = State::Idle;
    QString failure_;
    QPointer<RegistryCall> call_;
    mutable QHash<QString, QIcon> thumbnails_;
    mutable QSet<QString> thumbnailsAsked_;
    quint64 generation_ = 0; // thumbnails of an earlier search's rows are not looked for
};

} // namespace gbxx
