#include "render/board_picture.h"
#include "gbxx/layout_mapping.h"

#include "gbxx/geometry.h"
#include "render/board_renderer.h"
#include "render/layer_style.h"
#include "render/link_group_outlines.h"
#include "render/png_writer.h"
#include "text/qt_text.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace gbxx {
namespace {

constexpr double kMargin = 12;     // around and between panels
constexpr double kSwatch = 12;     // legend colour squares
constexpr double kLegendGap = 6;   // between a swatch and its label, and between rows
constexpr double kFontPixels = 13; // titles and legends, at any tile size

QFont pictureFont(bool bold = false) {
    QFont font;
    font.setPixelSize(static_cast<int>(kFontPixels));
    font.setBold(bold);
    return font;
}

// `text` as the content of an SVG element: QSvgGenerator writes the title as it is given, and a
// footer is any Latin-1, so markup characters are escaped, and the C0 controls that XML 1.0 allows
// nowhere, not even as references, become U+FFFD.
QString xmlText(QString text) {
    for (QChar& c : text)
        if (c.unicode() < 0x20 && c != QLatin1Char('\t') && c != QLatin1Char('\n') &&
            c != QLatin1Char('\r'))
            c = QChar::ReplacementCharacter;
    return text.toHtmlEscaped();
}

// Legend entries flow left to right in columns as wide as the widest label.
struct LegendGrid {
    int columns = 1;
    int rows = 0;
    double cellWidth = 0;
};

LegendGrid legendGrid(const QList<LegendEntry>& entries, double width) {
    const QFontMetricsF metrics(pictureFont());
    double widest = 0;
    for (const LegendEntry& e : entries)
        widest = std::max(widest, metrics.horizontalAdvance(e.label));
    LegendGrid grid;
    grid.cellWidth = kSwatch + kLegendGap + widest + 2 * kLegendGap;
    grid.columns = std::max(1, static_cast<int>(width / grid.cellWidth));
    grid.rows = (static_cast<int>(entries.size()) + grid.columns - 1) / grid.columns;
    return grid;
}

double rowHeight() {
    return std::max(kSwatch, QFontMetricsF(pictureFont()).height()) + kLegendGap;
}

} // namespace

PictureFormat pictureFormatFor(const QString& path) {
    return path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive) ? PictureFormat::Svg
                                                                      : PictureFormat::Png;
}

BoardPicture::BoardPicture(const Board& board, PictureOptions options)
    : board_(board)
    , options_(std::move(options)) {
    if (options_.asShown) { // one picture, untitled: the view has neither titles nor legends
        const FieldSpec* active = options_.asShown->field;
        options_.layers = {active ? active : board_.field(keys::boundary)};
        options_.legend = false;
    }
    if (options_.layers.empty())
        options_.layers.push_back(board_.field(keys::boundary));
    layOut();
}

QSize BoardPicture::size() const {
    return size_;
}

void BoardPicture::layOut() {
    const Point extent = Geometry(board_).extent();
    const double boardWidth = extent.x * options_.tileSize;
    const double boardHeight = extent.y * options_.tileSize;
    const bool titled = !options_.asShown && (options_.layers.size() > 1 || options_.legend);
    const double titleHeight = titled ? QFontMetricsF(pictureFont(true)).height() + kLegendGap : 0;
    // A legend is at least wide enough for a couple of entries beside each other.
    const double panelWidth = options_.legend ? std::max(boardWidth, 220.0) : boardWidth;
    double legendHeight = 0;
    for (const FieldSpec* field : options_.layers) {
        if (!options_.legend)
            break;
        const auto entries = LayerStyle(*field, heightModeOf(board_)).legend();
        legendHeight =
            std::max(legendHeight, kLegendGap + legendGrid(entries, panelWidth).rows * rowHeight());
    }
    const int count = static_cast<int>(options_.layers.size());
    const int columns = count <= 3 ? count : static_cast<int>(std::ceil(std::sqrt(count)));
    const int rows = (count + columns - 1) / columns;
    // Whole pixels per panel, so that every panel starts on a pixel boundary.
    const double cellWidth = std::ceil(panelWidth);
    const double cellHeight = std::ceil(titleHeight + boardHeight + legendHeight);
    // Without titles or legends, a single layer is the board alone, edge to edge.
    const double margin = (titled || count > 1) ? kMargin : 0;
    for (int k = 0; k < count; ++k) {
        const double left = margin + (k % columns) * (cellWidth + margin);
        const double top = margin + (k / columns) * (cellHeight + margin);
        Panel panel{options_.layers[static_cast<std::size_t>(k)], {}, {}, {}};
        if (titled)
            panel.title = QRectF(left, top, cellWidth, titleHeight);
        panel.board = QRectF(left, top + titleHeight, boardWidth, boardHeight);
        if (options_.legend)
            panel.legend = QRectF(left, top + titleHeight + boardHeight, cellWidth, legendHeight);
        panels_.push_back(panel);
    }
    size_ = QSize(static_cast<int>(std::ceil(margin + columns * (cellWidth + margin))),
                  static_cast<int>(std::ceil(margin + rows * (cellHeight + margin))));
}

void BoardPicture::paint(QPainter& painter, bool vector) const {
    const Geometry geometry(board_);
    const BoardRenderer renderer(board_, geometry);
    const bool titled = !panels_.front().title.isEmpty();
    if (titled) // legends and titles need a background to be read against
        painter.fillRect(QRectF(QPointF(0, 0), QSizeF(size_)), Qt::white);
    for (const Panel& panel : panels_) {
        if (!panel.title.isEmpty()) {
            painter.setFont(pictureFont(true));
            painter.setPen(Qt::black);
            painter.drawText(panel.title, Qt::AlignLeft | Qt::AlignVCenter,
                             layerTitle(*panel.field));
        }
        painter.save();
        painter.translate(panel.board.topLeft());
        painter.scale(options_.tileSize, options_.tileSize);
        const RenderOptions render = renderOptions(panel, vector);
        renderer.draw(painter, renderer.boardBounds(), options_.tileSize, render);
        if (render.linkGroupOutlines)
            drawLinkGroupOutlines(painter, board_, geometry, findLinkGroups(board_, geometry),
                                  renderer.tileRange(renderer.boardBounds()), options_.tileSize);
        painter.restore();
        if (!panel.legend.isEmpty())
            paintLegend(painter, panel);
    }
}

RenderOptions BoardPicture::renderOptions(const Panel& panel, bool vector) const {
    RenderOptions render;
    if (options_.asShown)
        render = *options_.asShown;
    else
        render.field = panel.field;
    render.grid = options_.grid;
    render.vectorShapes = vector;
    render.labels.kind = options_.labels;
    return render;
}

void BoardPicture::paintLegend(QPainter& painter, const Panel& panel) const {
    const auto entries = LayerStyle(*panel.field, heightModeOf(board_)).legend();
    const LegendGrid grid = legendGrid(entries, panel.legend.width());
    painter.setFont(pictureFont());
    const double line = rowHeight();
    for (int k = 0; k < entries.size(); ++k) {
        const double x = panel.legend.left() + (k % grid.columns) * grid.cellWidth;
        const double y = panel.legend.top() + kLegendGap + (k / grid.columns) * line;
        const QRectF swatch(x, y + (line - kLegendGap - kSwatch) / 2, kSwatch, kSwatch);
        painter.setPen(QColor(0, 0, 0, 120));
        painter.setBrush(entries[k].color.isValid() ? entries[k].color : QColor(Qt::white));
        painter.drawRect(swatch);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(x + kSwatch + kLegendGap, y, grid.cellWidth, line - kLegendGap),
                         Qt::AlignLeft | Qt::AlignVCenter, entries[k].label);
    }
}

bool BoardPicture::fitsPng() const {
    return std::max(size_.width(), size_.height()) <= kMaxPngSide;
}

std::optional<QString> BoardPicture::write(QIODevice& device, PictureFormat format) const {
    if (format == PictureFormat::Png && !fitsPng())
        return tr("the picture would be %1 × %2 pixels; a PNG may have at most %3 on a side: "
                  "draw it smaller, with fewer layers, or as SVG")
            .arg(size_.width())
            .arg(size_.height())
            .arg(kMaxPngSide);
    if (format == PictureFormat::Svg) {
        QSvgGenerator svg;
        svg.setOutputDevice(&device);
        svg.setSize(size_);
        svg.setViewBox(QRect(QPoint(0, 0), size_));
        svg.setResolution(96);
        svg.setTitle(xmlText(qs(board_.footer().text(footerField("title")))));
        svg.setDescription(tr("A GameBoardXX board"));
        QPainter painter;
        if (!painter.begin(&svg))
            return device.errorString().isEmpty() ? tr("the SVG could not be started")
                                                  : device.errorString();
        paint(painter, true);
        if (!painter.end())
            return device.errorString().isEmpty() ? tr("the SVG could not be written")
                                                  : device.errorString();
        return std::nullopt;
    }
    QImage image(size_.expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return tr("not enough memory for a %1×%2 picture").arg(size_.width()).arg(size_.height());
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        paint(painter);
    }
    return writePng(device, image);
}

} // namespace gbxx
