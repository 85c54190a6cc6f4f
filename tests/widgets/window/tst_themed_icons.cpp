// The editor's icons (widgets/icons/themed_icon.h): its own drawings, tinted with the palette,
// unless the editor follows the desktop and the desktop's icon theme has the icon. "hicolor", the
// fallback theme of every system, counts as no theme: looking action icons up in it found none
// and cost milliseconds before the first frame (issue 19).

#include "widgets/icons/themed_icon.h"
#include "support/test_suite.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QPalette>
#include <QTemporaryDir>
#include <QTest>

namespace tst_themed_icons {

using namespace gbxx;

class TestThemedIcons : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void aDesktopThemeWithTheIconSuppliesIt();
    void theFallbackThemeIsNotADesktopTheme();
    void theEditorsOwnColoursKeepItsDrawings();

private:
    // An icon theme `name` whose only icon, "document-new", is a solid red square.
    void makeTheme(const QString& name);
    static QColor centreOf(const QIcon& icon) {
        const QImage image = icon.pixmap(16, 16).toImage();
        return image.pixelColor(image.width() / 2, image.height() / 2);
    }
    QTemporaryDir dir_;
    QStringList searchPaths_;
    QString themeName_;
};

void TestThemedIcons::initTestCase() {
    QVERIFY(dir_.isValid());
    searchPaths_ = QIcon::themeSearchPaths();
    themeName_ = QIcon::themeName();
    QIcon::setThemeSearchPaths({dir_.path()});
}

void TestThemedIcons::cleanup() {
    setDesktopIconsAllowed(false);
    QIcon::setThemeName(themeName_);
}

void TestThemedIcons::makeTheme(const QString& name) {
    const QString folder = dir_.filePath(name + QStringLiteral("/16x16/actions"));
    QVERIFY(QDir().mkpath(folder));
    QFile index(dir_.filePath(name + QStringLiteral("/index.theme")));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write("[Icon Theme]\nName=" + name.toUtf8() +
                "\nDirectories=16x16/actions\n\n[16x16/actions]\nSize=16\nType=Fixed\n");
    index.close();
    QImage red(16, 16, QImage::Format_ARGB32);
    red.fill(Qt::red);
    QVERIFY(red.save(folder + QStringLiteral("/document-new.png")));
}

void TestThemedIcons::aDesktopThemeWithTheIconSuppliesIt() {
    makeTheme(QStringLiteral("desk"));
    QIcon::setThemeName(QStringLiteral("desk"));
    setDesktopIconsAllowed(true);
    QCOMPARE(centreOf(themedIcon(QStringLiteral("document-new"), QStringLiteral("document-new"))),
             QColor(Qt::red));
    // An icon the theme lacks is the editor's drawing.
    const QIcon pin = themedIcon(QStringLiteral("pin"), QStringLiteral("pin"));
    QVERIFY(!pin.pixmap(16, 16).isNull());
    QVERIFY(centreOf(pin) != QColor(Qt::red));
}

void TestThemedIcons::theFallbackThemeIsNotADesktopTheme() {
    makeTheme(QStringLiteral("hicolor"));
    QIcon::setThemeName(QStringLiteral("hicolor"));
    setDesktopIconsAllowed(true);
    QVERIFY(QIcon::hasThemeIcon(QStringLiteral("document-new"))); // it is there, and not used
    const QIcon icon = themedIcon(QStringLiteral("document-new"), QStringLiteral("document-new"));
    QVERIFY(!icon.pixmap(16, 16).isNull());
    QVERIFY(centreOf(icon) != QColor(Qt::red));
}

void TestThemedIcons::theEditorsOwnColoursKeepItsDrawings() {
    makeTheme(QStringLiteral("desk"));
    QIcon::setThemeName(QStringLiteral("desk"));
    const QIcon icon = themedIcon(QStringLiteral("document-new"), QStringLiteral("document-new"));
    QVERIFY(centreOf(icon) != QColor(Qt::red));
    // The same icon follows a change of the permission (a change of theme in the View menu).
    setDesktopIconsAllowed(true);
    QCOMPARE(centreOf(icon), QColor(Qt::red));
    setDesktopIconsAllowed(false);
    QVERIFY(centreOf(icon) != QColor(Qt::red));
}

GBXX_TEST_GUI_MAIN(TestThemedIcons);

} // namespace tst_themed_icons
#include "tst_themed_icons.moc"
