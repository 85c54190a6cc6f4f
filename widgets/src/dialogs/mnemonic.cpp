#include "widgets/dialogs/mnemonic.h"

#include <QRegularExpression>

namespace gbxx {

QString withoutMnemonic(QString text) {
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text.remove(QStringLiteral("…"));
    return text.trimmed();
}

} // namespace gbxx
