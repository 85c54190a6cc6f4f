#pragma once
// Accounts and their API tokens. A token is "ID.SECRET": the ID finds the row, the secret is
// checked against a salted SHA-256 that is all the database keeps, so a copy of the database
// gives nobody a working token.

#include "server/store/sql_session.h"

#include <QString>

#include <functional>
#include <optional>

namespace gbxx::registry {

struct Account {
    qint64 id = 0;
    QString name;
};

class AccountStore {
public:
    explicit AccountStore(SqlSession& session)
        : session_(session) {}

    // 1-32 of a-z 0-9 _ -.
    static bool validName(const QString& name);

    // Creates the account and its first token, handing the token to `deliver` before anything is
    // kept: when `deliver` fails (the token reached nobody), nothing is. Nothing (with `why`) when
    // the name is taken or the token could not be delivered.
    std::optional<QString> add(const QString& name,
                               const std::function<bool(const QString&)>& deliver, QString* why);
    // A new token for an existing account (one whose tokens were revoked, or whose holder lost
    // it), handed to `deliver` before it is kept, as add() does; its other tokens stay as they
    // are. Nothing (with `why`) when there is no such account or the token reached nobody.
    std::optional<QString> issue(const QString& name,
                                 const std::function<bool(const QString&)>& deliver, QString* why);
    // Revokes every token of the account; false when there is no such account.
    bool revoke(const QString& name);

    // The account a bearer token belongs to, if it is valid and not revoked.
    std::optional<Account> authenticate(const QString& token);
    std::optional<Account> byName(const QString& name);

private:
    // Makes a token for `accountId` inside the caller's transaction and hands it to `deliver`.
    std::optional<QString>
    newToken(qint64 accountId, const std::function<bool(const QString&)>& deliver, QString* why);

    SqlSession& session_;
};

} // namespace gbxx::registry
