#include "widgets/common/mnemonic.h"

namespace gbxx {

QString withoutMnemonic(QString text) {
    // Every '&' not followed by another goes ("&&" reads "&"), as the expression "&(?!&)" removes,
    // without making a regular expression each time: the window names each of its hundreds of
    // actions this way before its first frame (issue 42).
    QString out;
    out.reserve(text.size());
    const QChar ellipsis(0x2026);
    for (qsizetype k = 0; k < text.size(); ++k) {
        const QChar c = text.at(k);
        if (c == QLatin1Char('&') && (k + 1 == text.size() || text.at(k + 1) != QLatin1Char('&')))
            continue;
        if (c == ellipsis)
            continue;
        out += c;
    }
    return out.trimmed();
}

} // namespace gbxx
