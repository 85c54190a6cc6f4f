// Colour is never the only carrier, and what is written on colour is readable (issue 20): text on
// every colour a layer can show meets WCAG's 4.5:1, and both themes' text, selection and tool tips
// meet it against their backgrounds; in the dark theme the Values palette's choices and a swatch of
// the background's colour still show.

#include "widgets/window/app_theme.h"
#include "gbxx/layout.h"
#include "widgets/support/gui_test_support.h"
#include "render/contrast.h"
#include "render/layer_style.h"
#include "support/test_suite.h"
#include "widgets/layers/layers_panel.h"

#include <QApplication>
#include <QPalette>
#include <QRadioButton>
#include <QSettings>
#include <QTest>

namespace tst_contrast {

using namespace gbxx;
using namespace gbxx::test;

class TestContrast : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void theMeasureIsWcags();
    void labelsAreReadableOnEveryColourOfEveryLayer();
    void bothThemesHaveReadableText_data();
    void bothThemesHaveReadableText();
    void darkThemeShowsTheValueChoices();
};

void TestContrast::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

void TestContrast::theMeasureIsWcags() {
    QCOMPARE(qRound(contrastRatio(Qt::black, Qt::white) * 10), 210);
    QCOMPARE(contrastRatio(Qt::red, Qt::red), 1.0);
    // Pure red takes black text: white on it is only 4.0:1.
    QCOMPARE(textColourOn(Qt::red), QColor(Qt::black));
    QCOMPARE(textColourOn(QColor(0, 0, 160)), QColor(Qt::white));
}

void TestContrast::labelsAreReadableOnEveryColourOfEveryLayer() {
    int colours = 0;
    for (const Layout* layout : allLayouts())
        for (const auto& fields : layout->tiles)
            for (const FieldSpec& field : fields)
                for (const HeightMode mode : {HeightMode::Value, HeightMode::Levels})
                    for (const LegendEntry& e : LayerStyle(field, mode).legend()) {
                        QColor shown = e.color;
                        shown.setAlpha(255);
                        const double ratio = contrastRatio(textColourOn(shown), shown);
                        ++colours;
                        QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1 %2 on %3: %4:1")
                                                              .arg(QLatin1String(field.key.data(),
                                                                                 qsizetype(field.key.size())),
                                                                   e.label, shown.name())
                                                              .arg(ratio, 0, 'f', 2)));
                    }
    QVERIFY(colours > 50);
}

void TestContrast::bothThemesHaveReadableText_data() {
    QTest::addColumn<int>("theme");
    QTest::newRow("light") << static_cast<int>(Theme::Light);
    QTest::newRow("dark") << static_cast<int>(Theme::Dark);
}

void TestContrast::bothThemesHaveReadableText() {
    QFETCH(int, theme);
    applyTheme(static_cast<Theme>(theme));
    const QPalette p = QApplication::palette();
    const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
        {QPalette::WindowText, QPalette::Window}, {QPalette::Text, QPalette::Base},
        {QPalette::Text, QPalette::AlternateBase}, {QPalette::ButtonText, QPalette::Button},
        {QPalette::HighlightedText, QPalette::Highlight}, {QPalette::ToolTipText, QPalette::ToolTipBase},
    };
    for (const auto& [text, background] : pairs) {
        const double ratio = contrastRatio(p.color(QPalette::Active, text),
                                           p.color(QPalette::Active, background));
        QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1 on %2: %3:1")
                                              .arg(p.color(text).name(), p.color(background).name())
                                              .arg(ratio, 0, 'f', 2)));
    }
    // Links and placeholder text are read too, if less: 3:1, WCAG's measure for large text.
    QVERIFY(contrastRatio(p.color(QPalette::Link), p.color(QPalette::Base)) >= 3.0);
    QVERIFY(contrastRatio(p.color(QPalette::PlaceholderText), p.color(QPalette::Base)) >= 3.0);
    applyTheme(Theme::System);
}

// Found in a helper's session: in the dark theme the Values palette's radio buttons were dark
// circles without an outline on a dark background, and the "not on board" swatch was the
// background.
void TestContrast::darkThemeShowsTheValueChoices() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 6, 6), QString());
    actionOf(window, QStringLiteral("actionTheme2"))->trigger(); // Dark
    QCoreApplication::processEvents();
    QRadioButton* choice = nullptr;
    for (auto* radio : partOf<LayersPanel>(window)->findChildren<QRadioButton*>())
        if (!radio->isChecked() && radio->isVisible())
            choice = radio;
    QVERIFY(choice);
    const QImage shot = choice->grab().toImage();
    const int background = choice->palette().color(QPalette::Window).lightness();
    int farthest = 0;
    for (int y = 0; y < shot.height(); ++y)
        for (int x = 0; x < std::min(shot.width(), 18); ++x) // the indicator
            farthest =
                std::max(farthest, std::abs(QColor(shot.pixel(x, y)).lightness() - background));
    actionOf(window, QStringLiteral("actionTheme0"))->trigger(); // System again
    QVERIFY2(farthest >= 25,
             qPrintable(QStringLiteral("the indicator differs by %1").arg(farthest)));
    // A swatch of the background's own colour still shows: it is framed.
    const QImage swatch = swatchIcon(QColor(0x2b, 0x2d, 0x30)).pixmap(14, 14).toImage();
    QCOMPARE(QColor(swatch.pixel(0, 7)), QColor(0x80, 0x80, 0x80));
}

GBXX_TEST_MAIN(TestContrast);

} // namespace tst_contrast

#include "tst_contrast.moc"
