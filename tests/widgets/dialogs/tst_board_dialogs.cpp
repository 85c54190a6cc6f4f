// The Board menu's dialogs and the undo steps they make: metadata (F3 as typed), properties,
// resize with every anchor, shift, export and convert with the loss table (naming layers as the
// editor does); messages in Properties and Metadata shown whole, without moving the fields.

#include "widgets/export/export_dialog.h"
#include "widgets/board/metadata_dialog.h"
#include "widgets/board/properties_dialog.h"
#include "widgets/board/resize_dialog.h"
#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"
#include "widgets/window/main_window.h"
#include "gbxx/reshape.h"
#include "widgets/support/gui_test_support.h"
#include "support/random_board.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace tst_board_dialogs {

using namespace gbxx;
using namespace gbxx::test;

class TestBoardDialogs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void metadataAcceptsLatin1Names_data();
    void metadataAcceptsLatin1Names();
    void metadataRefusesWhatTheFormatCannotStore_data();
    void metadataRefusesWhatTheFormatCannotStore();
    void metadataKeepsUntouchedFieldsAndIsOneUndoStep();
    void propertiesPreviewAndOneUndoStep();
    void resizeWithEveryAnchorRestoresExactlyOnUndo();
    void shiftIsOneStepAndRestoresExactly();
    void exportWritesTheSameBytesAsTheCommandLine();
    void lossTableMatchesTheCoresReport();
    void lossTableNamesLayers();
    void convertInPlaceIsOneUndoStep();
    void dialogMessagesAreNotClippedAndFieldsDoNotJump();

private:
    QTemporaryDir dir_;
};

void TestBoardDialogs::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

void TestBoardDialogs::metadataAcceptsLatin1Names_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("text");
    QTest::newRow("Élodie") << "author" << QStringLiteral("Élodie");
    QTest::newRow("Zoë") << "author" << QStringLiteral("Zoë");
    QTest::newRow("title with ß and ÿ") << "title" << QStringLiteral("Straße ÿ");
    QTest::newRow("code") << "boardCode"
                          << "AB123";
}

void TestBoardDialogs::metadataAcceptsLatin1Names() {
    QFETCH(QString, key);
    QFETCH(QString, text);
    MetadataDialog dialog(Footer::forNewBoard());
    dialog.editor(key)->setText(text);
    QVERIFY(dialog.isAcceptable());
    QVERIFY(!dialog.problem(key)->isVisibleTo(&dialog));
    const Footer footer = dialog.footer();
    QCOMPARE(QString::fromStdString(footer.text(footerField(key.toStdString()))), text);
}

void TestBoardDialogs::metadataRefusesWhatTheFormatCannotStore_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("Łukasz") << "author" << QStringLiteral("Łukasz") << "U+0141";
    QTest::newRow("emoji") << "title" << QStringLiteral("Go \U0001F3B2") << "U+1F3B2";
    QTest::newRow("tab") << "title"
                         << "a\tb"
                         << "U+0009";
    QTest::newRow("61 characters") << "title" << QString(61, QLatin1Char('x')) << "60";
    QTest::newRow("6-character code") << "boardCode"
                                      << "ABCDEF"
                                      << "5";
}

void TestBoardDialogs::metadataRefusesWhatTheFormatCannotStore() {
    QFETCH(QString, key);
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    MetadataDialog dialog(Footer::forNewBoard());
    dialog.editor(key)->setText(text);
    QVERIFY(!dialog.isAcceptable());
    QLabel* problem = dialog.problem(key);
    QVERIFY(problem->isVisibleTo(&dialog));
    QVERIFY2(problem->text().contains(mentions), qPrintable(problem->text()));
    QVERIFY(problem->text().contains(key));     // names the field
    QCOMPARE(dialog.editor(key)->text(), text); // nothing silently dropped
    dialog.editor(key)->setText(QStringLiteral("ok"));
    QVERIFY(dialog.isAcceptable());
}

void TestBoardDialogs::metadataKeepsUntouchedFieldsAndIsOneUndoStep() {
    std::array<std::uint8_t, kFooterBytes> raw{};
    const char title[] = "Map\0hidden";
    std::copy(title, title + sizeof title - 1, raw.begin() + 8);
    raw[69] = 0x1B; // a control byte in the author, which F3 would refuse if typed
    raw[68] = 0x44; // reserved
    Board board(Variant::GB08, 3, 3);
    board.footer() = Footer(raw);
    BoardDocument document(board);
    MetadataDialog dialog(document.board().footer());
    QVERIFY(dialog.isAcceptable()); // untouched text is not judged
    dialog.editor(QStringLiteral("boardCode"))->setText(QStringLiteral("Q1"));
    dialog.versionBox()->setValue(3);
    document.setFooter(dialog.footer(), QStringLiteral("Edit metadata"));
    const auto& bytes = document.board().footer().bytes();
    QCOMPARE(bytes[0], std::uint8_t{3});
    QCOMPARE(bytes[3], std::uint8_t{'Q'});
    QCOMPARE(bytes[12], std::uint8_t{'h'}); // after the title's first 0x00: kept (F4)
    QCOMPARE(bytes[69], std::uint8_t{0x1B});
    QCOMPARE(bytes[68], std::uint8_t{0x44});
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QCOMPARE(document.board().footer().bytes(), raw);
}

void TestBoardDialogs::propertiesPreviewAndOneUndoStep() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    tabsOf(window)->setBoard(squareBoard(Variant::GB32, 6, 5), QString());
    BoardDocument* document = tabsOf(window)->document();
    const std::uint16_t original = document->board().headerBits();
    // As Board ▸ Properties does it: the preview is a transaction of the document.
    for (const bool accept : {false, true}) {
        auto preview =
            document->openHeaderPreview(this, QStringLiteral("Change board properties"));
        PropertiesDialog dialog(document->board().layout(), original);
        QObject::connect(&dialog, &PropertiesDialog::headerPreview, document,
                         [&](std::uint16_t bits) { preview.show(bits); });
        dialog.box(QStringLiteral("hex"))->setCurrentIndex(1);
        QVERIFY(window.view()->geometry().hex()); // redrawn at once
        dialog.box(QStringLiteral("heightMode"))->setCurrentIndex(1);
        QVERIFY(dialog.heightModeNote()->isVisibleTo(&dialog));
        QVERIFY(dialog.heightModeNote()->text().contains(QStringLiteral("levels")));
        const std::uint16_t chosen = dialog.headerBits();
        QCOMPARE(chosen & 0x0F, 0b1010);
        QCOMPARE(document->board().headerBits(), chosen);
        if (!accept) { // Cancel: as before, and no undo step
            QVERIFY(preview.rollback());
            QCOMPARE(document->board().headerBits(), original);
            QVERIFY(!window.view()->geometry().hex());
            QCOMPARE(document->undoStack()->count(), 0);
            QVERIFY(!document->isModified());
            continue;
        }
        QVERIFY(preview.commit());
    }
    QCOMPARE(tabsOf(window)->document()->undoStack()->count(), 1);
    QVERIFY(window.view()->geometry().hex());
    tabsOf(window)->document()->undoStack()->undo();
    QCOMPARE(tabsOf(window)->document()->board().headerBits(), original);
    QVERIFY(!window.view()->geometry().hex());
    tabsOf(window)->document()->markSaved();
}

void TestBoardDialogs::resizeWithEveryAnchorRestoresExactlyOnUndo() {
    const Board board = randomBoard(Variant::GB64, 77, 20);
    BoardDocument document(board);
    const auto original = writeBoard(board);
    for (int anchor = 0; anchor < 9; ++anchor) {
        for (auto [w, l] :
             {std::pair{board.width() + 5, board.length() + 3},
              std::pair{std::max(1, board.width() - 3), std::max(1, board.length() - 2)}}) {
            ResizeDialog dialog(board.width(), board.length());
            dialog.setNewSize(w, l);
            dialog.setAnchor(anchor);
            QCOMPARE(dialog.offsetX(), anchorOffset(board.width(), w, anchor % 3));
            QCOMPARE(dialog.offsetY(), anchorOffset(board.length(), l, anchor / 3));
            const Board resized = resizedBoard(board, w, l, dialog.offsetX(), dialog.offsetY());
            document.replaceBoard(resized, QStringLiteral("Resize"));
            QCOMPARE(document.board().width(), w);
            QVERIFY(document.board() == resized);
            document.undoStack()->undo();
            QCOMPARE(writeBoard(document.board()), original);
        }
    }
}

void TestBoardDialogs::shiftIsOneStepAndRestoresExactly() {
    const Board board = randomBoard(Variant::GB16, 5, 25);
    BoardDocument document(board);
    Board shifted = board;
    ChangeSet changes = shiftTiles(shifted, 2, -1, true);
    document.pushEdit(QStringLiteral("Shift"), std::move(changes));
    QVERIFY(document.board() == shifted);
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QCOMPARE(writeBoard(document.board()), writeBoard(board));
    document.undoStack()->redo();
    QVERIFY(document.board() == shifted);
}

void TestBoardDialogs::exportWritesTheSameBytesAsTheCommandLine() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    const VectorSet vectors;
    int exported = 0;
    for (const VectorBoard& b : vectors.boards()) {
        if (b.width * b.length > 1200)
            continue; // the big boards add time, not cases
        QVERIFY(filesOf(window)->openFile(vectors.path(b.file)));
        const auto before = bytesOf(window);
        for (const VectorConversion& c : b.conversions) {
            const Variant target = *variantFromDigits(c.to.toStdString());
            ExportDialog dialog(tabsOf(window)->document()->board(), target,
                                ExportDialog::Purpose::ExportFile);
            const QString path = dir_.filePath(b.name + QStringLiteral(".export") + c.to);
            QVERIFY(partOf<BoardExports>(window)->exportTo(path, dialog.conversion().board));
            QCOMPARE(readFileBytes(path), readFileBytes(vectors.path(c.file))); // = gbxx convert
            ++exported;
        }
        QCOMPARE(bytesOf(window), before); // the open board stays as it is
        QVERIFY(!tabsOf(window)->document()->isModified());
    }
    QVERIFY(exported > 60);
    // A target that cannot be written is refused with a message; nothing is created.
    QVERIFY(!partOf<BoardExports>(window)->exportTo(
        dir_.filePath(QStringLiteral("missing/folder/x.gb08")),
        tabsOf(window)->document()->board()));
    QVERIFY(statusOf(window)->lastError().contains(QStringLiteral("cannot write")));
}

void TestBoardDialogs::lossTableMatchesTheCoresReport() {
    const VectorSet vectors;
    int lossyTables = 0;
    for (const VectorBoard& b : vectors.boards()) {
        const ReadResult read = readBoard(asSpan(readFileBytes(vectors.path(b.file))));
        QVERIFY(read);
        for (const VectorConversion& c : b.conversions) {
            ExportDialog dialog(*read.board, *variantFromDigits(c.to.toStdString()),
                                ExportDialog::Purpose::ExportFile);
            // The table, row by row, is the report the command line prints.
            QString text;
            QTableWidget* table = dialog.table();
            for (int row = 0; row < table->rowCount(); ++row)
                text += QStringLiteral("%1: %2 tiles\n")
                            .arg(table->item(row, 0)->data(Qt::UserRole).toString(),
                                 table->item(row, 1)->text());
            if (table->rowCount() == 0) {
                text = QStringLiteral("lossless\n");
                QVERIFY(dialog.summary()->text().contains(QStringLiteral("Lossless")));
            } else {
                ++lossyTables;
            }
            QCOMPARE(text, QString::fromUtf8(readFileBytes(vectors.path(c.report))));
        }
    }
    QVERIFY(lossyTables > 20);
}

void TestBoardDialogs::convertInPlaceIsOneUndoStep() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    const VectorSet vectors;
    const VectorBoard& b = vectors.boards().at(4);
    QVERIFY(filesOf(window)->openFile(vectors.path(b.file)));
    const auto original = bytesOf(window);
    const VectorConversion& c = b.conversions.last();
    const Variant target = *variantFromDigits(c.to.toStdString());
    ExportDialog dialog(tabsOf(window)->document()->board(), target,
                        ExportDialog::Purpose::ConvertInPlace);
    std::vector<TileIndex> highlighted;
    QObject::connect(&dialog, &ExportDialog::highlightRequested,
                     [&](const std::vector<TileIndex>& tiles) { highlighted = tiles; });
    dialog.highlightSelected();
    if (!c.lossless)
        QVERIFY(!highlighted.empty());
    tabsOf(window)->document()->replaceBoard(dialog.conversion().board, QStringLiteral("Convert"));
    QCOMPARE(tabsOf(window)->document()->board().variant(), target);
    QCOMPARE(asBytes(bytesOf(window)), readFileBytes(vectors.path(c.file)));
    QCOMPARE(tabsOf(window)->document()->undoStack()->count(), 1);
    tabsOf(window)->document()->undoStack()->undo();
    QCOMPARE(bytesOf(window), original);
    tabsOf(window)->document()->markSaved();
}

// Found by a new user (issue 13): the height-mode note in Properties and the messages under
// Metadata fields were cut to half their height, and the fields jumped as messages appeared.
void TestBoardDialogs::dialogMessagesAreNotClippedAndFieldsDoNotJump() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    const auto wholeHeight = [](QLabel* label) {
        return label->height() >= label->heightForWidth(label->width()) &&
               label->height() >= label->minimumSizeHint().height();
    };
    Board board = squareBoard(Variant::GB64, 4, 4);
    PropertiesDialog properties(board.layout(), board.headerBits(), window);
    properties.show();
    QVERIFY(QTest::qWaitForWindowExposed(&properties));
    properties.box(QStringLiteral("heightMode"))->setCurrentIndex(1);
    QCoreApplication::processEvents();
    QVERIFY(properties.heightModeNote()->isVisible());
    QVERIFY(wholeHeight(properties.heightModeNote()));

    MetadataDialog metadata(board.footer(), window);
    metadata.show();
    QVERIFY(QTest::qWaitForWindowExposed(&metadata));
    QLineEdit* title = metadata.editor(QStringLiteral("title"));
    QLineEdit* author = metadata.editor(QStringLiteral("author"));
    const int authorY = author->mapTo(&metadata, QPoint()).y();
    title->setText(QStringLiteral("Łódź"));
    QCoreApplication::processEvents();
    QLabel* problem = metadata.problem(QStringLiteral("title"));
    QVERIFY(problem->isVisible());
    QVERIFY2(wholeHeight(problem), qPrintable(QStringLiteral("%1 < %2")
                                                  .arg(problem->height())
                                                  .arg(problem->heightForWidth(problem->width()))));
    QCOMPARE(author->mapTo(&metadata, QPoint()).y(), authorY);
}

// Found by a new user (issue 13).
void TestBoardDialogs::lossTableNamesLayers() {
    Board board = squareBoard(Variant::GB64, 3, 3);
    board.setTileRaw(4, board.field("currencyBarrier")->write(board.tile(4), 2));
    ExportDialog dialog(board, Variant::GB08, ExportDialog::Purpose::ExportFile);
    auto* table = dialog.findChild<QTableWidget*>();
    QVERIFY(table);
    QStringList names;
    for (int row = 0; row < table->rowCount(); ++row)
        names << table->item(row, 0)->text();
    QVERIFY2(names.contains(QStringLiteral("Currency barrier")), qPrintable(names.join(", ")));
    QVERIFY(!names.contains(QStringLiteral("currencyBarrier")));
}

GBXX_TEST_MAIN(TestBoardDialogs);

} // namespace tst_board_dialogs
#include "tst_board_dialogs.moc"
