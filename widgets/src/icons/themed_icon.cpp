#include "widgets/icons/themed_icon.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

namespace gbxx {
namespace {

bool desktopIconsAllowed = false;
// Counts changes of the permission, so each icon asks the desktop theme again after one.
int desktopIconsGeneration = 0;

// Whether the user has an icon theme at all: "hicolor" is the fallback every system has, which
// holds applications' icons, not actions'; looking names up in it only costs time (its index is
// read on the first lookup, milliseconds before the first frame).
bool hasDesktopIconTheme() {
    const QString theme = QIcon::themeName();
    return !theme.isEmpty() && theme != QLatin1String("hicolor");
}

// Draws the bundled SVG in the palette's colour for the mode and state when asked, so that icons
// cost nothing until shown and follow a change of theme without being made again.
class TintedIconEngine : public QIconEngine {
public:
    TintedIconEngine(QString name, QString freedesktopName)
        : name_(std::move(name))
        , freedesktopName_(std::move(freedesktopName)) {}

    QIconEngine* clone() const override { return new TintedIconEngine(*this); }
    QString key() const override { return QStringLiteral("gbxx-tinted"); }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode,
               QIcon::State state) override {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        painter->drawPixmap(rect, scaledPixmap(rect.size(), mode, state, ratio));
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override {
        if (usesDesktopIcon())
            return QIcon::fromTheme(freedesktopName_).pixmap(size, scale, mode, state);
        const QColor colour = colourFor(mode, state);
        const QSize pixels = size * scale;
        const QString key =
            QStringLiteral("%1/%2x%3").arg(colour.name()).arg(pixels.width()).arg(pixels.height());
        if (const auto found = cache_.constFind(key); found != cache_.constEnd())
            return *found;
        QByteArray svg = source();
        svg.replace("currentColor", colour.name(QColor::HexRgb).toLatin1());
        QSvgRenderer renderer(svg);
        QPixmap pixmap(pixels);
        pixmap.fill(Qt::transparent);
        {
            QPainter painter(&pixmap);
            renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(pixels)));
        }
        pixmap.setDevicePixelRatio(scale);
        cache_.insert(key, pixmap);
        return pixmap;
    }

    QSize actualSize(const QSize& size, QIcon::Mode, QIcon::State) override {
        const int side = std::min(size.width(), size.height());
        return {side, side};
    }

private:
    bool usesDesktopIcon() {
        if (desktopGeneration_ != desktopIconsGeneration) {
            desktopGeneration_ = desktopIconsGeneration;
            desktopHas_ = desktopIconsAllowed && !freedesktopName_.isEmpty() &&
                          hasDesktopIconTheme() && QIcon::hasThemeIcon(freedesktopName_);
        }
        return desktopHas_;
    }

    static QColor colourFor(QIcon::Mode mode, QIcon::State state) {
        const QPalette palette = QApplication::palette();
        if (mode == QIcon::Disabled)
            return palette.color(QPalette::Disabled, QPalette::WindowText);
        if (state == QIcon::On || mode == QIcon::Selected)
            return palette.color(QPalette::Active, QPalette::HighlightedText);
        return palette.color(QPalette::Active, QPalette::WindowText);
    }

    QByteArray source() {
        if (svg_.isEmpty()) {
            QFile file(QStringLiteral(":/icons/actions/%1.svg").arg(name_));
            if (file.open(QIODevice::ReadOnly))
                svg_ = file.readAll();
        }
        return svg_;
    }

    QString name_;
    QString freedesktopName_;
    QByteArray svg_;
    QHash<QString, QPixmap> cache_;
    int desktopGeneration_ = -1;
    bool desktopHas_ = false;
};

} // namespace

void setDesktopIconsAllowed(bool allowed) {
    desktopIconsAllowed = allowed;
    ++desktopIconsGeneration;
}

QIcon themedIcon(const QString& name, const QString& freedesktopName) {
    if (!QFile::exists(QStringLiteral(":/icons/actions/%1.svg").arg(name)))
        return QIcon::fromTheme(freedesktopName);
    return QIcon(new TintedIconEngine(name, freedesktopName));
}

} // namespace gbxx
