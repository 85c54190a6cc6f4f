#pragma once
// Keyboard mnemonics for labels that come from data (the field tables): "&" goes before a letter no
// other control of the dialog uses yet, preferring the first letter of a word.

#include <QString>

namespace gbxx {

// `taken` holds the (lower-case) letters already used in the dialog; the chosen one is added.
// Returns `text` unchanged when every letter is taken.
inline QString withMnemonic(const QString& text, QString& taken) {
    const auto pick = [&](bool wordStartsOnly) -> qsizetype {
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            const bool wordStart = i == 0 || !text.at(i - 1).isLetterOrNumber();
            if (c.isLetter() && (wordStart || !wordStartsOnly) && !taken.contains(c.toLower()))
                return i;
        }
        return -1;
    };
    qsizetype at = pick(true);
    if (at < 0)
        at = pick(false);
    if (at < 0)
        return text;
    taken += text.at(at).toLower();
    QString marked = text;
    marked.insert(at, QLatin1Char('&'));
    return marked;
}

// A menu entry's text as a list shows it: without its mnemonic "&" (a "&&" stays a "&") or "…".
QString withoutMnemonic(QString text);

} // namespace gbxx
