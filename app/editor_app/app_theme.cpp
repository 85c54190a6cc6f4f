#include "editor_app/app_theme.h"

#include <QApplication>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace gbxx {
namespace {

const QString kKey = QStringLiteral("appearance/theme");

QPalette darkPalette() {
    // Contrast chosen so that text, disabled text, links and selections stay readable (WCAG AA
    // for normal text against its background).
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x8a, 0x8d, 0x91);
    const QColor highlight(0x35, 0x74, 0xf0);
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

} // namespace

Theme savedTheme() {
    const QString value = QSettings().value(kKey).toString();
    if (value == QLatin1String("dark"))
        return Theme::Dark;
    if (value == QLatin1String("light"))
        return Theme::Light;
    return Theme::System;
}

void saveTheme(Theme theme) {
    const char* names[] = {"system", "light", "dark"};
    QSettings().setValue(kKey, QLatin1String(names[static_cast<int>(theme)]));
}

void applyTheme(Theme theme) {
    static const QString desktopStyle = QApplication::style()->name();
    static bool changed = false; // the desktop's style and palette are still in place
    if (theme == Theme::System) {
        if (!changed)
            return; // leave the desktop's own colours (a KDE scheme, a dark mode) alone
        QApplication::setStyle(QStyleFactory::create(desktopStyle));
        QApplication::setPalette(QPalette()); // back to the platform's palette
        changed = false;
        return;
    }
    changed = true;
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette()
                                                  : QApplication::style()->standardPalette());
}

} // namespace gbxx
