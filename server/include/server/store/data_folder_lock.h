#pragma once
// One server per SQLite data folder: the fetch cache of a server is right only while no other
// server writes its database (several servers share PostgreSQL instead). Held until exit.

#include <QString>

namespace gbxx::registry {

class DataFolderLock {
public:
    DataFolderLock() = default;
    ~DataFolderLock();
    DataFolderLock(const DataFolderLock&) = delete;
    DataFolderLock& operator=(const DataFolderLock&) = delete;

    // Takes the lock on FOLDER/registry.lock; false, with `why`, when another process holds it.
    bool take(const QString& folder, QString* why);

private:
    int fd_ = -1;
};

} // namespace gbxx::registry
