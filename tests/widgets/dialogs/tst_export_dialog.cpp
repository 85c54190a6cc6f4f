// File ▸ Export Image… and File ▸ Export Printable PDF… are one dialog (issue 32): each kind offers
// its own options and not the other's, both list the same fields and modes, and the choices make
// the files the two dialogs it replaced made (the same options, so the same bytes).

#include "widgets/export/board_export_dialog.h"
#include "widgets/settings/app_settings.h"
#include "widgets/support/gui_test_support.h"
#include "render/board_picture.h"
#include "render/board_print.h"
#include "support/test_suite.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>

namespace tst_export_dialog {

using namespace gbxx;
using namespace gbxx::test;

namespace {

using Kind = BoardExportDialog::Kind;

QByteArray pictureBytes(const Board& board, const PictureOptions& options, PictureFormat format) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (BoardPicture(board, options).write(buffer, format))
        return {};
    return buffer.data();
}

// The PDF without what changes from one writing to the next (its date and document id).
QByteArray pdfBytes(const Board& board, const PrintOptions& options) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (BoardPrint(board, options).write(buffer))
        return {};
    QList<QByteArray> kept;
    for (const QByteArray& line : buffer.data().split('\n'))
        if (!line.contains("/CreationDate") && !line.contains("/ID") &&
            !line.contains("xmp:CreateDate") && !line.contains("xmpMM:DocumentID") &&
            !line.contains("xmpMM:InstanceID") && !line.contains("startxref"))
            kept << line;
    return kept.join('\n');
}

QStringList rows(const QListWidget* list) {
    QStringList texts;
    for (int row = 0; row < list->count(); ++row)
        texts << list->item(row)->text();
    return texts;
}

QStringList items(const QComboBox* box) {
    QStringList texts;
    for (int i = 0; i < box->count(); ++i)
        texts << box->itemText(i);
    return texts;
}

QPushButton* exportButton(const QDialog& dialog) {
    auto* box = dialog.findChild<QDialogButtonBox*>();
    for (QAbstractButton* b : box->buttons())
        if (box->buttonRole(b) == QDialogButtonBox::AcceptRole)
            return qobject_cast<QPushButton*>(b);
    return nullptr;
}

} // namespace

class TestExportDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void imageOffersPictureOptionsAndNoPages();
    void printOffersPageOptionsAndNoPicture();
    void bothListTheSameFieldsAndModes();
    void imageChoicesWriteTheSamePngAndSvg();
    void printChoicesWriteTheSamePdfAndKeepThePage();

private:
    Board board_ = hexBoard(6, 5);
};

void TestExportDialog::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_export_dialog"));
    QSettings().clear();
}

void TestExportDialog::imageOffersPictureOptionsAndNoPages() {
    BoardExportDialog dialog(Kind::Image, board_, board_.field("homeZones"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Export Image"));
    QVERIFY(dialog.legendBox());
    QVERIFY(dialog.pixelsPerTileBox());
    QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("imagePreview")));
    QCOMPARE(dialog.summaryLabel()->objectName(), QStringLiteral("imageSize"));
    QVERIFY(!dialog.millimetresPerTileBox());
    QVERIFY(!dialog.paperBox());
    QVERIFY(!dialog.orientationBox());
    QVERIFY(!dialog.findChild<QDoubleSpinBox*>());
    QVERIFY(!dialog.findChild<QComboBox*>(QStringLiteral("printPaper")));
    bool mentionsFormats = false;
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        mentionsFormats |= label->text() == QStringLiteral("The file name's extension chooses "
                                                           "PNG or SVG.");
    QVERIFY(mentionsFormats);
    QCOMPARE(exportButton(dialog)->toolTip(),
             QStringLiteral("Choose a PNG or SVG file and write the image to it"));
}

void TestExportDialog::printOffersPageOptionsAndNoPicture() {
    BoardExportDialog dialog(Kind::Print, board_, board_.field("homeZones"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Export Printable PDF"));
    QVERIFY(dialog.millimetresPerTileBox());
    QCOMPARE(dialog.paperBox()->count(), 5);
    QCOMPARE(items(dialog.orientationBox()),
             (QStringList{QStringLiteral("Portrait"), QStringLiteral("Landscape")}));
    QCOMPARE(dialog.summaryLabel()->objectName(), QStringLiteral("printPages"));
    QVERIFY(dialog.summaryLabel()->text().contains(QStringLiteral("pages per layer")));
    QVERIFY(!dialog.legendBox());
    QVERIFY(!dialog.pixelsPerTileBox());
    QVERIFY(!dialog.findChild<QSpinBox*>(QString(), Qt::FindDirectChildrenOnly));
    QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("imagePreview")));
    QCOMPARE(exportButton(dialog)->toolTip(),
             QStringLiteral("Choose a file and write the PDF to it"));
}

void TestExportDialog::bothListTheSameFieldsAndModes() {
    RenderOptions view;
    BoardExportDialog image(Kind::Image, board_, board_.field("homeZones"), nullptr, {}, view);
    BoardExportDialog print(Kind::Print, board_, board_.field("homeZones"), nullptr, {}, view);
    QCOMPARE(rows(image.layerList()), rows(print.layerList()));
    QCOMPARE(image.layerList()->count(), static_cast<int>(board_.fields().size()));
    QCOMPARE(items(image.modeBox()), items(print.modeBox()));
    QCOMPARE(items(image.modeBox()), (QStringList{QStringLiteral("As the view shows it"),
                                                  QStringLiteral("One panel per field")}));
    QCOMPARE(items(image.labelsBox()), items(print.labelsBox()));
    QCOMPARE(image.pictureOptions().layers, print.printOptions().layers);
    QVERIFY(image.pictureOptions().asShown && print.printOptions().asShown);
    // Each kind's start, as before: an image without labels, a print with coordinates.
    QCOMPARE(image.pictureOptions().labels, LabelKind::None);
    QCOMPARE(print.printOptions().labels, LabelKind::Coordinates);
}

void TestExportDialog::imageChoicesWriteTheSamePngAndSvg() {
    BoardExportDialog dialog(Kind::Image, board_, board_.field("homeZones"));
    PictureOptions before; // what Export Image's dialog chose to begin with
    before.layers = {board_.field("homeZones")};
    before.tileSize = 32;
    QCOMPARE(pictureBytes(board_, dialog.pictureOptions(), PictureFormat::Png),
             pictureBytes(board_, before, PictureFormat::Png));
    dialog.pixelsPerTileBox()->setValue(20);
    dialog.legendBox()->setChecked(true);
    dialog.gridBox()->setChecked(false);
    dialog.labelsBox()->setCurrentIndex(dialog.labelsBox()->findData(int(LabelKind::Values)));
    dialog.layerList()->item(0)->setCheckState(Qt::Checked); // the boundary, listed first
    before.layers.insert(before.layers.begin(), &board_.fields().front());
    before.tileSize = 20;
    before.legend = true;
    before.grid = false;
    before.labels = LabelKind::Values;
    const QByteArray png = pictureBytes(board_, dialog.pictureOptions(), PictureFormat::Png);
    QVERIFY(png.startsWith("\x89PNG"));
    QCOMPARE(png, pictureBytes(board_, before, PictureFormat::Png));
    QCOMPARE(pictureBytes(board_, dialog.pictureOptions(), PictureFormat::Svg),
             pictureBytes(board_, before, PictureFormat::Svg));
    const QSize size = BoardPicture(board_, before).size();
    QCOMPARE(dialog.summaryLabel()->text(),
             QStringLiteral("%1 × %2 pixels").arg(size.width()).arg(size.height()));
}

void TestExportDialog::printChoicesWriteTheSamePdfAndKeepThePage() {
    BoardExportDialog dialog(Kind::Print, board_, board_.field("homeZones"));
    dialog.millimetresPerTileBox()->setValue(30);
    dialog.paperBox()->setCurrentIndex(dialog.paperBox()->findData(int(QPageSize::A3)));
    dialog.orientationBox()->setCurrentIndex(1);
    dialog.gridBox()->setChecked(false);
    PrintOptions before;
    before.layers = {board_.field("homeZones")};
    before.grid = false;
    before.tileMillimetres = 30;
    before.pageSize = QPageSize(QPageSize::A3);
    before.orientation = QPageLayout::Landscape;
    const QByteArray pdf = pdfBytes(board_, dialog.printOptions());
    QVERIFY(pdf.startsWith("%PDF"));
    QCOMPARE(pdf, pdfBytes(board_, before));
    const BoardPrint print(board_, before);
    QVERIFY(dialog.summaryLabel()->text().startsWith(
        QStringLiteral("%1 × %2 pages").arg(print.pagesAcross()).arg(print.pagesDown())));
    // Exporting keeps the tile size and paper for the next print; an image keeps nothing of it.
    exportButton(dialog)->click();
    QCOMPARE(AppSettings::printTileMillimetres(), 30.0);
    QCOMPARE(AppSettings::printPaper(), QPageSize::A3);
    BoardExportDialog image(Kind::Image, board_, nullptr);
    exportButton(image)->click();
    QCOMPARE(AppSettings::printTileMillimetres(), 30.0);
    QSettings().clear();
}

GBXX_TEST_MAIN(TestExportDialog);

} // namespace tst_export_dialog
#include "tst_export_dialog.moc"
