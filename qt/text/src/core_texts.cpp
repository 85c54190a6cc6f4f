#include "text/core_texts.h"

#include <QCoreApplication>
#include <QLocale>

#include <climits>

namespace gbxx {
namespace {

// %1…%9 replaced by `args` in one pass, as the core fills in its English.
QString withArguments(const QString& text, const QStringList& args) {
    std::vector<std::string> raw;
    raw.reserve(static_cast<std::size_t>(args.size()));
    for (const QString& arg : args)
        raw.push_back(arg.toStdString());
    return QString::fromStdString(fillIn(text.toStdString(), raw, std::nullopt));
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
    return QCoreApplication::translate(kCoreTextsContext, text.c_str());
}

QString valueName(const FieldSpec& field, std::uint64_t valueOrBit) {
    const std::string name(field.nameOf(valueOrBit));
    if (name.empty())
        return {};
    const std::string key(field.key);
    const QString own = QCoreApplication::translate(kCoreTextsContext, name.c_str(), key.c_str());
    return own != QString::fromStdString(name) ? own : translatedName(name);
}

QString shortValueName(const FieldSpec& field, std::uint64_t valueOrBit) {
    const std::string_view brief = field.shortNameOf(valueOrBit);
    return brief.empty() ? QString() : translatedName(brief);
}

QString nameInSentence(std::string_view name) {
    return wordInSentence(translatedName(name));
}

QString wordInSentence(const QString& word) {
    return QLocale().language() == QLocale::German ? word : word.toLower();
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
    QString text = QCoreApplication::translate(kCoreTextsContext, source.c_str(), nullptr, count);
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
