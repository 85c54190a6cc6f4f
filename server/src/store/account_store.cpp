#include "server/store/account_store.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace gbxx::registry {
namespace {

QByteArray randomBytes(int count) {
    QByteArray bytes(count, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), count / 4);
    return bytes;
}

QByteArray hashOf(const QByteArray& salt, const QByteArray& secret) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(salt);
    hash.addData(secret);
    return hash.result();
}

// Compares without stopping at the first difference, so the time taken tells nothing.
bool sameBytes(const QByteArray& a, const QByteArray& b) {
    if (a.size() != b.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a[i] ^ b[i]);
    return difference == 0;
}

} // namespace

bool AccountStore::validName(const QString& name) {
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9_-]{1,32}$"));
    return pattern.match(name).hasMatch();
}

std::optional<QString> AccountStore::add(const QString& name,
                                         const std::function<bool(const QString&)>& deliver,
                                         QString* why) {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    Transaction transaction(session_);
    if (session_.run(QStringLiteral("SELECT id FROM accounts WHERE name = ?"), {name}).next()) {
        *why = QStringLiteral("an account named %1 exists already").arg(name);
        return std::nullopt;
    }
    try {
        session_.run(QStringLiteral("INSERT INTO accounts (name, created) VALUES (?, ?)"),
                     {name, now});
    } catch (const SqlFailure& failure) {
        if (failure.kind != SqlFailure::Kind::Taken)
            throw;
        *why = QStringLiteral("an account named %1 exists already").arg(name);
        return std::nullopt;
    }
    QSqlQuery account =
        session_.run(QStringLiteral("SELECT id FROM accounts WHERE name = ?"), {name});
    account.next();
    const std::optional<QString> token = newToken(account.value(0).toLongLong(), deliver, why);
    if (!token)
        return std::nullopt; // rolled back: no account holds a token nobody has
    transaction.commit();
    return token;
}

std::optional<QString> AccountStore::issue(const QString& name,
                                           const std::function<bool(const QString&)>& deliver,
                                           QString* why) {
    Transaction transaction(session_);
    const std::optional<Account> account = byName(name);
    if (!account) {
        *why = QStringLiteral("there is no account named %1").arg(name);
        return std::nullopt;
    }
    const std::optional<QString> token = newToken(account->id, deliver, why);
    if (!token)
        return std::nullopt; // rolled back
    transaction.commit();
    return token;
}

std::optional<QString> AccountStore::newToken(qint64 accountId,
                                              const std::function<bool(const QString&)>& deliver,
                                              QString* why) {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QByteArray secret =
        randomBytes(32).toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    const QByteArray salt = randomBytes(16);
    session_.run(QStringLiteral("INSERT INTO tokens (account_id, salt, hash, created)"
                                " VALUES (?, ?, ?, ?)"),
                 {accountId, salt, hashOf(salt, secret), now});
    QSqlQuery token = session_.run(
        QStringLiteral("SELECT MAX(id) FROM tokens WHERE account_id = ?"), {accountId});
    token.next();
    const qint64 tokenId = token.value(0).toLongLong();
    const QString full = QString::number(tokenId) + QLatin1Char('.') + QString::fromLatin1(secret);
    if (!deliver(full)) {
        *why = QStringLiteral("cannot write the token to standard output");
        return std::nullopt;
    }
    return full;
}

bool AccountStore::revoke(const QString& name) {
    Transaction transaction(session_); // on SQLite: waits for a running server's write lock
    const std::optional<Account> account = byName(name);
    if (!account)
        return false;
    session_.run(QStringLiteral("UPDATE tokens SET revoked = 1 WHERE account_id = ?"),
                 {account->id});
    transaction.commit();
    return true;
}

std::optional<Account> AccountStore::authenticate(const QString& token) {
    const qsizetype dot = token.indexOf(QLatin1Char('.'));
    bool numeric = false;
    const qint64 tokenId = token.left(dot).toLongLong(&numeric);
    if (dot <= 0 || !numeric || token.size() > 200)
        return std::nullopt;
    const QByteArray secret = token.mid(dot + 1).toLatin1();
    QSqlQuery query = session_.run(
        QStringLiteral("SELECT t.salt, t.hash, a.id, a.name FROM tokens t"
                       " JOIN accounts a ON a.id = t.account_id WHERE t.id = ? AND t.revoked = 0"),
        {tokenId});
    if (!query.next() ||
        !sameBytes(hashOf(query.value(0).toByteArray(), secret), query.value(1).toByteArray()))
        return std::nullopt;
    return Account{query.value(2).toLongLong(), query.value(3).toString()};
}

std::optional<Account> AccountStore::byName(const QString& name) {
    QSqlQuery query =
        session_.run(QStringLiteral("SELECT id, name FROM accounts WHERE name = ?"), {name});
    if (!query.next())
        return std::nullopt;
    return Account{query.value(0).toLongLong(), query.value(1).toString()};
}

} // namespace gbxx::registry
