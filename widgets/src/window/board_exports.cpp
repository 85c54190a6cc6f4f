#include "widgets/window/board_exports.h"

#include "widgets/export/export_dialog.h"
#include "widgets/export/board_export_dialog.h"
#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/palette/palette_entry.h"
#include "widgets/settings/app_settings.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/board_view.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"
#include "io/board_file.h"
#include "io/safe_write.h"
#include "text/variant_text.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QStandardPaths>

namespace gbxx {

BoardExports::BoardExports(const CurrentDocument& current, BoardView& view,
                           const PaintSettings& settings, WindowStatus& status, QWidget* window)
    : QObject(window)
    , current_(current)
    , view_(view)
    , settings_(settings)
    , status_(status)
    , window_(window) {}

BoardDocument* BoardExports::document() const {
    return current_.get();
}

void BoardExports::addActions(ActionRegistry& registry, QMenu* file) {
    registry_ = &registry;
    exportMenu_ = file->addMenu(WindowTexts::tr("&Export As"));
    for (Variant v : kAllVariants) {
        const QString name = variantLabel(v);
        QAction* e = exportMenu_->addAction(
            WindowTexts::tr("%1 (%n-byte tiles)…", nullptr, static_cast<int>(tileBytes(v)))
                .arg(name),
            this, [this, v] { exportAs(v); });
        e->setObjectName(QStringLiteral("actionExport") + name);
        setPaletteText(e, WindowTexts::tr("Export As %1 (%n-byte tiles)…", nullptr,
                                          static_cast<int>(tileBytes(v)))
                              .arg(name));
        registry.add(QStringLiteral("file.export-as.") + ActionRegistry::idPart(name), e);
    }
    file->addAction(
        registry.create(QStringLiteral("file.export-image"), QStringLiteral("actionExportImage"),
                        WindowTexts::tr("Export &Image…"), this, &BoardExports::exportImage,
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)));
    file->addAction(
        registry.create(QStringLiteral("file.export-pdf"), QStringLiteral("actionExportPdf"),
                        WindowTexts::tr("Export Printable &PDF…"), this, &BoardExports::exportPdf,
                        // Ctrl+Shift+P is the command palette's, as in Tiled and VS Code.
                        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P)));
}

void BoardExports::follow(BoardDocument* document) {
    const bool open = document != nullptr;
    exportMenu_->setEnabled(open);
    registry_->action(QStringLiteral("file.export-image"))->setEnabled(open);
    registry_->action(QStringLiteral("file.export-pdf"))->setEnabled(open);
}

void BoardExports::exportAs(Variant target) {
    ExportDialog dialog(document()->settledBoard(), target, ExportDialog::Purpose::ExportFile,
                        window_);
    connect(&dialog, &ExportDialog::highlightRequested, this,
            [this](const std::vector<TileIndex>& tiles) { view_.highlight()->set(tiles); });
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString extension = variantExtension(target);
    const QString suggested = document()->filePath().isEmpty()
                                  ? QString()
                                  : QFileInfo(document()->filePath()).path() + QLatin1Char('/') +
                                        QFileInfo(document()->filePath()).completeBaseName() +
                                        extension;
    QString path = QFileDialog::getSaveFileName(
        window_, WindowTexts::tr("Export As GB%1").arg(variantDigits(target)), suggested,
        WindowTexts::tr("GB%1 boards (*%2)").arg(variantDigits(target), extension));
    if (path.isEmpty())
        return;
    if (!path.endsWith(extension, Qt::CaseInsensitive))
        path += extension;
    exportTo(path, dialog.conversion().board);
}

bool BoardExports::exportTo(const QString& path, const Board& converted) {
    if (const auto failure = saveBoard(path, converted)) {
        status_.showError(WindowTexts::tr("Cannot Export Board"), *failure);
        return false;
    }
    // The open board stays in its own tile size and file.
    status_.show(WindowTexts::tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void BoardExports::exportImage() {
    if (!document())
        return;
    BoardExportDialog dialog(BoardExportDialog::Kind::Image, document()->settledBoard(),
                             settings_.field, window_, document()->fields(), view_.renderOptions());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const bool untitled = document()->filePath().isEmpty();
    const QString base =
        untitled ? document()->displayName() : QFileInfo(document()->filePath()).completeBaseName();
    const QString folder = AppSettings::exportFolder(
        untitled ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)
                 : QFileInfo(document()->filePath()).path());
    const QString png = WindowTexts::tr("PNG images (*.png)");
    const QString svg = WindowTexts::tr("SVG drawings (*.svg)");
    QString filter = png;
    QString path = QFileDialog::getSaveFileName(window_, WindowTexts::tr("Export Image"),
                                                folder + QLatin1Char('/') + base + ".png",
                                                png + QStringLiteral(";;") + svg, &filter);
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        path += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    AppSettings::setExportFolder(QFileInfo(path).path());
    exportImageTo(path, dialog.pictureOptions());
}

bool BoardExports::exportImageTo(const QString& path, const PictureOptions& options) {
    const BoardPicture picture(document()->settledBoard(), options);
    const PictureFormat format = pictureFormatFor(path);
    if (const auto failure = writeFileSafely(
            path, [&](QIODevice& device) { return picture.write(device, format); })) {
        status_.showError(WindowTexts::tr("Cannot Export Image"), *failure);
        return false;
    }
    status_.show(WindowTexts::tr("Exported %1 (%2 × %3 pixels)")
                     .arg(QDir::toNativeSeparators(path))
                     .arg(picture.size().width())
                     .arg(picture.size().height()),
                 4000);
    return true;
}

void BoardExports::exportPdf() {
    if (!document())
        return;
    BoardExportDialog dialog(BoardExportDialog::Kind::Print, document()->settledBoard(),
                             settings_.field, window_, document()->fields(), view_.renderOptions());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString base = document()->filePath().isEmpty()
                             ? document()->displayName()
                             : QFileInfo(document()->filePath()).completeBaseName();
    const QString folder = AppSettings::exportFolder(
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    QString path = QFileDialog::getSaveFileName(window_, WindowTexts::tr("Export Printable PDF"),
                                                folder + QLatin1Char('/') + base + ".pdf",
                                                WindowTexts::tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    AppSettings::setExportFolder(QFileInfo(path).path());
    exportPdfTo(path, dialog.printOptions());
}

bool BoardExports::exportPdfTo(const QString& path, const PrintOptions& options) {
    const BoardPrint print(document()->settledBoard(), options);
    if (const auto failure =
            writeFileSafely(path, [&](QIODevice& device) { return print.write(device); })) {
        status_.showError(WindowTexts::tr("Cannot Export PDF"), *failure);
        return false;
    }
    status_.show(WindowTexts::tr("Exported %1 (%n page(s))", nullptr, print.pageCount())
                     .arg(QDir::toNativeSeparators(path)),
                 4000);
    return true;
}

} // namespace gbxx
