#include "widgets/window/app_theme.h"

#include "widgets/icons/themed_icon.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace gbxx {
namespace {

QPalette darkPalette() {
    // Contrast chosen so that text, disabled text, links and selections stay readable (WCAG AA
    // for normal text against its background).
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x8a, 0x8d, 0x91);
    const QColor highlight(0x25, 0x63, 0xd4); // white on it: 5.5:1
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(140));
    p.setColor(QPalette::Midlight, window.lighter(120));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(160));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb4, 0x8e, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, window.lighter(130));
    return p;
}

// Fusion's light palette with a selection white text reads on (Fusion's #308cc6 gives 3.7:1).
QPalette lightPalette(const QStyle& fusion) {
    QPalette p = fusion.standardPalette();
    for (auto group : {QPalette::Active, QPalette::Inactive})
        p.setColor(group, QPalette::Highlight, QColor(0x2a, 0x6f, 0xb0)); // 5.3:1
    return p;
}

// Fusion, with radio buttons and check boxes outlined in a light grey on dark palettes: Fusion
// outlines them a shade darker than the window, which vanishes on a dark window.
class ThemedFusion : public QProxyStyle {
public:
    ThemedFusion()
        : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        const bool radio = element == PE_IndicatorRadioButton;
        if ((!radio && element != PE_IndicatorCheckBox) ||
            option->palette.color(QPalette::Window).lightness() >= 128)
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(option->state & State_Enabled ? QColor(0xa0, 0xa4, 0xaa)
                                                      : QColor(0x5a, 0x5d, 0x61));
        const QRectF box = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
        if (radio) {
            // Fusion's circle: centred one pixel right of and below the box's centre.
            const double r = (option->rect.width() + (option->rect.width() + 1) % 2) / 2.0 - 1;
            painter->drawEllipse(QPointF(option->rect.center()) + QPointF(1, 1), r, r);
        } else {
            painter->drawRoundedRect(box, 1.5, 1.5);
        }
        painter->restore();
    }
};

} // namespace

void applyTheme(Theme theme) {
    static const QString desktopStyle = QApplication::style()->name();
    static bool changed = false; // the desktop's style and palette are still in place
    // The desktop's icons are drawn for the desktop's colours; ours are tinted to any.
    setDesktopIconsAllowed(theme == Theme::System);
    if (theme == Theme::System) {
        if (!changed)
            return; // leave the desktop's own colours (a KDE scheme, a dark mode) alone
        QApplication::setStyle(QStyleFactory::create(desktopStyle));
        QApplication::setPalette(QPalette()); // back to the platform's palette
        changed = false;
        return;
    }
    changed = true;
    QApplication::setStyle(new ThemedFusion);
    QApplication::setPalette(theme == Theme::Dark ? darkPalette()
                                                  : lightPalette(*QApplication::style()));
}

} // namespace gbxx
