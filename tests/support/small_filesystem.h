#pragma once
// A 64 KB tmpfs for "disk full" tests; mounting needs root (CI and the README commands run as
// root), so callers skip when it is not there. Unmounted when it goes out of scope.

#include <QProcess>
#include <QTemporaryDir>

namespace gbxx::test {

class SmallFilesystem {
public:
    SmallFilesystem()
        : mounted_(QProcess::execute(QStringLiteral("mount"),
                                     {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                      QStringLiteral("-o"), QStringLiteral("size=64k"),
                                      QStringLiteral("tmpfs"), dir_.path()}) == 0) {}
    ~SmallFilesystem() {
        if (mounted_)
            QProcess::execute(QStringLiteral("umount"), {dir_.path()});
    }
    bool isMounted() const { return mounted_; }
    QString path() const { return dir_.path(); }
    QString filePath(const QString& name) const { return dir_.filePath(name); }

private:
    QTemporaryDir dir_;
    bool mounted_;
};

} // namespace gbxx::test
