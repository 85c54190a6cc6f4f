#include "text/translations.h"

#include "text/core_texts.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>
#include <QMutex>
#include <QPointer>
#include <QTranslator>

#include <cstring>

namespace gbxx {
namespace {

// Every text said in the user's language, with the English it was said from: the command palette
// finds "Rückgängig" by "undo" too. Texts are translated on any thread (the library's indexer).
struct SourceTexts {
    QMutex mutex;
    QHash<QString, QString> byTranslation;
};

SourceTexts& sourceTexts() {
    static SourceTexts texts;
    return texts;
}

// Asked first (installed last), it asks the language's translators itself and remembers what
// each translation was made from; the English plural forms need no remembering.
class RecordingTranslator : public QTranslator {
public:
    RecordingTranslator(QList<QPointer<QTranslator>> delegates, QObject* parent)
        : QTranslator(parent)
        , delegates_(std::move(delegates)) {}

    bool isEmpty() const override { return false; }

    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override {
        for (const QPointer<QTranslator>& delegate : delegates_) {
            if (!delegate)
                continue;
            QString said = delegate->translate(context, source, disambiguation, n);
            if (said.isEmpty())
                continue;
            // The core's names are said for every labelled tile of every paint, and the palette
            // takes their English from the field tables: only the parts' own texts are kept.
            if (!context || std::strcmp(context, kCoreTextsContext) != 0) {
                SourceTexts& texts = sourceTexts();
                const QMutexLocker lock(&texts.mutex);
                if (!texts.byTranslation.contains(said))
                    texts.byTranslation.insert(said, QString::fromUtf8(source));
            }
            return said;
        }
        return {};
    }

private:
    QList<QPointer<QTranslator>> delegates_;
};

} // namespace

QStringList availableLanguages() {
    QStringList out = {QStringLiteral("en")};
    for (const QString& file :
         QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("gameboardxx_*.qm")})) {
        const QString language = file.mid(12, file.size() - 12 - 3);
        if (language != QLatin1String("en"))
            out << language;
    }
    return out;
}

QString languageName(const QString& language) {
    // Qt names a language by its first country ("American English", "español de España"); the
    // editor's English and Spanish are everyone's.
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    if (language == QLatin1String("es"))
        return QStringLiteral("Español");
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (language.contains(QLatin1Char('_')))
        name += QStringLiteral(" (%1)").arg(locale.nativeTerritoryName());
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

void installTranslations(QCoreApplication& app, const QString& language) {
    if (!language.isEmpty())
        QLocale::setDefault(QLocale(language));
    const QLocale locale;
    // The last installed translator is asked first: the user's language, then English.
    {
        SourceTexts& texts = sourceTexts();
        const QMutexLocker lock(&texts.mutex);
        texts.byTranslation.clear(); // another language's
    }
    auto* english = new QTranslator(&app);
    if (english->load(QStringLiteral(":/i18n/gameboardxx_en.qm")))
        QCoreApplication::installTranslator(english);
    if (locale.language() == QLocale::English)
        return;
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto* ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("gameboardxx"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(ours);
    // A child of the application like the others: whoever replaces the translators finds it.
    QCoreApplication::installTranslator(new RecordingTranslator({ours, qt}, &app));
}

QString sourceTextOf(const QString& translated) {
    SourceTexts& texts = sourceTexts();
    const QMutexLocker lock(&texts.mutex);
    return texts.byTranslation.value(translated);
}

} // namespace gbxx
