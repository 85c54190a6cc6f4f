// Where the registry's address comes from (issue 43, item 6). The client library reads no
// settings: it takes the first address its caller gives, else the default, whatever the editor
// saved. `gbxx` itself still falls back to the editor's saved address, as `--registry` documents:
// --registry, else GBXX_REGISTRY, else the editor's Preferences ▸ Registry, each one seen by a fake
// registry in this test (cli/fake_registry.h) that counts the requests it was sent.

#include "cli/fake_registry.h"
#include "cli/gbxx_run.h"
#include "cli_full/editor_registry.h"
#include "registry_client/registry_address.h"
#include "support/test_suite.h"

#include <QDir>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cli_registry_address {

using namespace gbxx;
using namespace gbxx::test;

namespace {

const QString kSaved = QStringLiteral("http://saved.invalid:9");

// The editor's settings file under `configHome`, holding `address` as Preferences ▸ Registry saves
// it (QSettings' native format on Linux is this INI file).
bool saveEditorAddress(const QString& configHome, const QString& address) {
    if (!QDir().mkpath(configHome + QStringLiteral("/GameBoardXX")))
        return false;
    QSettings editor(configHome + QStringLiteral("/GameBoardXX/gbxx-editor.conf"),
                     QSettings::IniFormat);
    editor.setValue(QStringLiteral("registry/address"), address);
    editor.sync();
    return editor.status() == QSettings::NoError;
}

} // namespace

class TestCliRegistryAddress : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void theLibraryTakesOnlyWhatItIsGiven();
    void theCommandLineReadsTheEditorsSavedAddress();
    void gbxxPutsItsOptionAndTheEnvironmentBeforeTheSavedAddress();

private:
    QString config() const { return dir_.filePath(QStringLiteral("config")); }
    // `gbxx search zephyr` with `env` on top of a clean environment, while this process's fake
    // registries answer.
    Run search(const QStringList& options, const QProcessEnvironment& extra) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DBUS_SESSION_BUS_ADDRESS", "LANGUAGE", "LANG", "GBXX_REGISTRY"})
            env.remove(QLatin1String(name));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config());
        env.insert(QStringLiteral("GBXX_TOKEN_FILE"), config() + QStringLiteral("/tokens.json"));
        env.insert(QStringLiteral("GBXX_REGISTRY_TIMEOUT_MS"), QStringLiteral("5000"));
        for (const QString& key : extra.keys())
            env.insert(key, extra.value(key));
        return runProgramWhileServing(QStringLiteral(GBXX_CLI_PATH),
                                      QStringList{QStringLiteral("search")} + options +
                                          QStringList{QStringLiteral("zephyr")},
                                      env);
    }

    QTemporaryDir dir_;
};

void TestCliRegistryAddress::initTestCase() {
    QVERIFY(dir_.isValid());
    // This process's QSettings go to the scratch folder, never the user's own settings.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config());
    qunsetenv(kRegistryVariable);
    QVERIFY(saveEditorAddress(config(), kSaved));
}

void TestCliRegistryAddress::theLibraryTakesOnlyWhatItIsGiven() {
    QString why;
    // The editor saved another address: the library neither reads nor prefers it.
    QCOMPARE(registryAddress({QStringLiteral("http://given.invalid:7")}, &why),
             QUrl(QStringLiteral("http://given.invalid:7")));
    QCOMPARE(registryAddress({}, &why), QUrl(QString::fromLatin1(kDefaultRegistry)));
    QCOMPARE(registryAddress({QString(), QString()}, &why),
             QUrl(QString::fromLatin1(kDefaultRegistry)));
    // The first given wins, and a given one that is not an address is refused, not passed over.
    QCOMPARE(registryAddress({QString(), QStringLiteral("https://b.invalid"),
                              QStringLiteral("http://c.invalid")},
                             &why),
             QUrl(QStringLiteral("https://b.invalid")));
    QVERIFY(!registryAddress({QStringLiteral(" "), QStringLiteral("http://c.invalid")}, &why));
    QCOMPARE(why, QStringLiteral("not a registry address (http://HOST[:PORT]):  "));
}

void TestCliRegistryAddress::theCommandLineReadsTheEditorsSavedAddress() {
    QCOMPARE(cli::editorRegistryAddress(), kSaved);
}

void TestCliRegistryAddress::gbxxPutsItsOptionAndTheEnvironmentBeforeTheSavedAddress() {
    const auto answer = [](const HttpRequest&) {
        return httpAnswer(200, R"({"boards":[],"next":null})");
    };
    FakeRegistry saved(answer), environment(answer), option(answer);
    QVERIFY(saveEditorAddress(config(), saved.base()));

    // Nothing given: the editor's saved address.
    search({}, {});
    QCOMPARE(saved.requests().size(), 1);

    // GBXX_REGISTRY before it.
    QProcessEnvironment withVariable;
    withVariable.insert(QLatin1String(kRegistryVariable), environment.base());
    search({}, withVariable);
    QCOMPARE(environment.requests().size(), 1);
    QCOMPARE(saved.requests().size(), 1);

    // --registry before both.
    search({QStringLiteral("--registry"), option.base()}, withVariable);
    QCOMPARE(option.requests().size(), 1);
    QCOMPARE(environment.requests().size(), 1);
    QCOMPARE(saved.requests().size(), 1);

    QVERIFY(saveEditorAddress(config(), kSaved));
}

GBXX_TEST_GUILESS_MAIN(TestCliRegistryAddress);

} // namespace tst_cli_registry_address

#include "tst_cli_registry_address.moc"
