#include "io/core_texts.h"

#include <QCoreApplication>
#include <QLocale>

#include <climits>

namespace gbxx {
namespace {

constexpr char kContext[] = "gbxx::core";

// %1…%9 replaced by `args` in one pass, so that an argument holding "%2" stays as it is.
QString withArguments(const QString& text, const QStringList& args) {
    QString out;
    out.reserve(text.size() + 32);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('%') && i + 1 < text.size()) {
            const int k = text.at(i + 1).digitValue();
            if (k >= 1 && k <= args.size()) {
                out += args.at(k - 1);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

// What QCoreApplication::translate gives for `source` when no translation holds it.
QString untranslated(const char* source, int count) {
    QString text = QString::fromUtf8(source);
    text.replace(QStringLiteral("%Ln"), QLocale().toString(count));
    text.replace(QStringLiteral("%n"), QString::number(count));
    return text;
}

} // namespace

QString translatedName(std::string_view name) {
    const std::string text(name);
    return QCoreApplication::translate(kContext, text.c_str());
}

QString nameInSentence(std::string_view name) {
    const QString text = translatedName(name);
    return QLocale().language() == QLocale::German ? text : text.toLower();
}

QString translated(const Message& message) {
    const MessageText* entry = findMessageText(message.id);
    if (!entry)
        return QString::fromStdString(message.english());
    QStringList args;
    for (std::size_t k = 0; k < message.args.size(); ++k)
        args << ((message.namesArgs >> k) & 1 ? translatedName(message.args[k])
                 : (message.numberArgs >> k) & 1
                     ? QLocale().toString(QString::fromStdString(message.args[k]).toULongLong())
                     : QString::fromStdString(message.args[k]));
    const std::string source(entry->text);
    // Qt counts in int: a larger count (a 4 GB file's bytes) takes the plural form of a large
    // number, then is written in place of it.
    constexpr int kLarge = 1000000;
    const bool large = message.count && *message.count > static_cast<std::uint64_t>(INT_MAX);
    const int count = !message.count ? -1 : large ? kLarge : static_cast<int>(*message.count);
    QString text = QCoreApplication::translate(kContext, source.c_str(), nullptr, count);
    if (large) {
        const auto real = static_cast<qulonglong>(*message.count);
        text.replace(QLocale().toString(kLarge), QLocale().toString(real));
        text.replace(QString::number(kLarge), QString::number(real));
    }
    // Without a translation the English singular ("1 tile") is the core's, not Qt's source text.
    if (message.count && !entry->one.empty() && !large &&
        text == untranslated(source.c_str(), count)) {
        const std::string_view english = *message.count == 1 ? entry->one : entry->text;
        return withArguments(QString::fromStdString(fillIn(english, {}, message.count)), args);
    }
    return withArguments(text, args);
}

QString translated(const Warning& warning) {
    return warning.said.id.empty() ? QString::fromStdString(warning.message)
                                   : translated(warning.said);
}

} // namespace gbxx
