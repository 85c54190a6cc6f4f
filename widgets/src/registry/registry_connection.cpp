#include "widgets/registry/registry_connection.h"

#include "registry_client/registry_address.h"
#include "registry_client/token_store.h"
#include "widgets/settings/app_settings.h"

namespace gbxx {

RegistryConnection::RegistryConnection(QObject* parent)
    : QObject(parent)
    , client_(QUrl(QString::fromLatin1(kDefaultRegistry))) {
    readAddress();
}

void RegistryConnection::readAddress() {
    QString why;
    const std::optional<QUrl> address = registryAddress(
        {qEnvironmentVariable(kRegistryVariable), AppSettings::registryAddress()}, &why);
    problem_ = address ? QString() : why;
    if (address) {
        address_ = *address;
        client_.setBase(address_);
    }
}

RegistryClient* RegistryConnection::client() {
    return problem_.isEmpty() ? &client_ : nullptr;
}

QString RegistryConnection::shownAddress() const {
    const QString host = address_.host();
    const QString port =
        address_.port() > 0 ? QStringLiteral(":%1").arg(address_.port()) : QString();
    const QString path = address_.path() == QLatin1String("/") ? QString() : address_.path();
    return host + port + path;
}

std::optional<QString> RegistryConnection::token() {
    if (!token_) {
        token_ = TokenStore(address_).read();
        client_.setToken(token_->value_or(QString()));
    }
    return *token_;
}

void RegistryConnection::reload() {
    readAddress();
    token_.reset();
    client_.setToken({});
    emit changed();
}

} // namespace gbxx
