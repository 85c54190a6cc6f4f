#pragma once
// Where a registry token is kept between runs: the desktop's key ring (QtKeychain) when a session
// has one, else a file only its owner can read (0600) in the user's config folder; GBXX_TOKEN
// overrides both. Tokens are kept per registry address. A token never appears in a message.

#include <QString>
#include <QUrl>

#include <optional>

namespace gbxx {

class TokenStore {
public:
    explicit TokenStore(const QUrl& registry);

    // GBXX_TOKEN, else the key ring's, else the file's; nothing when none is stored.
    std::optional<QString> read();
    // Keeps `token`; returns why it could not. `where` says where it went ("the key ring", the
    // file).
    std::optional<QString> write(const QString& token, QString* where = nullptr);
    // Forgets the token in both places; returns why it could not.
    std::optional<QString> forget();

    // The file (GBXX_TOKEN_FILE overrides, for tests).
    static QString filePath();

private:
    bool keyRingAvailable() const;
    QString key_;
};

} // namespace gbxx
