#include "widgets/palette/fuzzy_match.h"

#include <QStringList>

#include <algorithm>

namespace gbxx {
namespace {

// What a kind of find is worth; a whole word beats a word's start beats initials beats a
// fragment beats scattered letters, whatever the words' lengths.
constexpr int kWholeWord = 1000;
constexpr int kWordStart = 700;
constexpr int kInitials = 500;
constexpr int kInside = 300;
constexpr int kScattered = 100;

// The text as compared: lower case, without accents; positions map back to the text as given,
// with mnemonic ampersands left out.
struct Folded {
    QString letters;
    QList<qsizetype> origin;
};

QChar folded(QChar c) {
    const QString decomposed = QString(c).normalized(QString::NormalizationForm_D);
    return decomposed.isEmpty() ? c.toLower() : decomposed.front().toLower();
}

Folded fold(const QString& text) {
    Folded out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('&') && i + 1 < text.size() && text.at(i + 1) != QLatin1Char('&'))
            continue; // a mnemonic marker
        if (c == QChar(0x2026)) // …
            continue;
        out.letters += folded(c);
        out.origin.append(i);
    }
    return out;
}

bool isWordStart(const QString& s, qsizetype i) {
    return i == 0 || !s.at(i - 1).isLetterOrNumber();
}

bool isWordEnd(const QString& s, qsizetype i) {
    return i >= s.size() || !s.at(i).isLetterOrNumber();
}

struct WordFind {
    int score = 0;
    QList<qsizetype> at; // positions in the folded text
};

std::optional<WordFind> findWord(const QString& word, const QString& s) {
    // A whole word, then a word's start.
    std::optional<WordFind> startFind;
    for (qsizetype i = s.indexOf(word); i >= 0; i = s.indexOf(word, i + 1)) {
        if (!isWordStart(s, i))
            continue;
        WordFind find;
        for (qsizetype k = 0; k < word.size(); ++k)
            find.at.append(i + k);
        if (isWordEnd(s, i + word.size())) {
            find.score = kWholeWord;
            return find;
        }
        if (!startFind) {
            find.score = kWordStart;
            startFind = find;
        }
    }
    if (startFind)
        return startFind;
    // The starts of consecutive words: "ei" is "Export Image".
    if (word.size() >= 2) {
        for (qsizetype first = 0; first < s.size(); ++first) {
            if (!isWordStart(s, first) || !s.at(first).isLetterOrNumber() || s.at(first) != word.front())
                continue;
            WordFind find;
            find.at.append(first);
            qsizetype i = first;
            for (qsizetype k = 1; k < word.size(); ++k) {
                qsizetype next = i + 1;
                while (next < s.size() && !(isWordStart(s, next) && s.at(next).isLetterOrNumber()))
                    ++next;
                if (next >= s.size() || s.at(next) != word.at(k)) {
                    find.at.clear();
                    break;
                }
                find.at.append(next);
                i = next;
            }
            if (!find.at.isEmpty()) {
                find.score = kInitials;
                return find;
            }
        }
    }
    // Inside a word.
    if (const qsizetype i = s.indexOf(word); i >= 0) {
        WordFind find{kInside, {}};
        for (qsizetype k = 0; k < word.size(); ++k)
            find.at.append(i + k);
        return find;
    }
    // Its letters in order; letters close together count for more.
    WordFind find{kScattered, {}};
    qsizetype from = 0;
    for (const QChar c : word) {
        const qsizetype i = s.indexOf(c, from);
        if (i < 0)
            return std::nullopt;
        if (!find.at.isEmpty() && i == find.at.back() + 1)
            find.score += 10;
        find.at.append(i);
        from = i + 1;
    }
    return find;
}

} // namespace

std::optional<FuzzyMatch> fuzzyMatch(const QString& query, const QString& text) {
    const Folded folded = fold(text);
    FuzzyMatch match;
    const QStringList words = fold(query).letters.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& word : words) {
        const std::optional<WordFind> find = findWord(word, folded.letters);
        if (!find)
            return std::nullopt;
        match.score += find->score;
        for (const qsizetype at : find->at)
            match.matched.append(folded.origin.at(at));
    }
    // Of equal finds the shorter text names the query more exactly.
    match.score -= static_cast<int>(std::min<qsizetype>(folded.letters.size(), 99));
    std::sort(match.matched.begin(), match.matched.end());
    match.matched.erase(std::unique(match.matched.begin(), match.matched.end()), match.matched.end());
    return match;
}

} // namespace gbxx
