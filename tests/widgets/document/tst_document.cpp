// The document as the one change channel: what it announces for each kind of change, transactions
// (extend, commit, cancel, settled by others, undone from the stack directly), the modified state
// as "differs from the file", and views that follow it on their own.

#include "widgets/inspector/tile_inspector.h"
#include "widgets/document/board_document.h"
#include "widgets/document/document_files.h"
#include "widgets/document/commands/edit_command.h"
#include "widgets/view/board_view.h"
#include "gbxx/codec.h"
#include "gbxx/reshape.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace tst_document {

using namespace gbxx;

namespace {

Board plainBoard() {
    Board board(Variant::GB64, 6, 5);
    const FieldSpec& boundary = *board.field(keys::boundary);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, boundary.write(0, 3));
    return board;
}

std::vector<DocumentChange> changesOf(const QSignalSpy& spy) {
    std::vector<DocumentChange> out;
    for (const QList<QVariant>& args : spy)
        out.push_back(args.at(0).value<DocumentChange>());
    return out;
}

} // namespace

class TestDocument : public QObject {
    Q_OBJECT

private slots:
    void theDocumentReadsNoFileItselfNotEvenInAnUndo();
    void initTestCase();
    void tileEditsAnnounceTheTilesAndTheFieldsTheyTouched();
    void headerFooterBoardAndPathAreAnnounced();
    void modifiedMeansTheBoardDiffersFromItsFile();
    void aStrokeIsOneStepBuiltLive();
    void paintingBackMakesNoStep();
    void cancelTakesTheChangesBackWithoutAStep();
    void savingRecordsTheStrokeSoFarAndItGoesOn();
    void anyOtherEditSettlesTheOpenTransaction();
    void undoingFromTheStackEndsTheTransactionFirst();
    void headerPreviewIsOneStepOrNone();
    void cancelledPreviewKeepsTheRedoHistory();
    void viewAloneFollowsAHeaderUndo();
    void inspectorAloneFollowsAHeaderUndo();
};

// Issue 43, item 1: the schema and rules files are read by the file layer and handed over; the
// document keeps the schema file as read, so that a Convert and its undo take the other tile
// size's part from memory (before, the undo read the folder again and lost the fields of a schema
// that had gone meanwhile).
void TestDocument::theDocumentReadsNoFileItselfNotEvenInAnUndo() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString schema = folder.filePath(QStringLiteral("gameboardxx-schema.json"));
    const QString rules = folder.filePath(QStringLiteral("gameboardxx-rules.json"));
    const QString boardPath = folder.filePath(QStringLiteral("isle.gb64"));
    {
        QFile file(schema);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"schemaVersion": 1, "variants": {
            "64": {"field": "custom", "subFields": [
                {"key": "terrain", "label": "Terrain", "bits": [0, 3], "kind": "number"}]},
            "32": {"field": "custom", "subFields": [
                {"key": "ground", "label": "Ground", "bits": [0, 1], "kind": "number"}]}}})");
    }
    {
        QFile file(rules);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"rules": []})");
    }
    const BoardCompanions companions = readBoardCompanions(boardPath);
    QCOMPARE(companions.schema.path, schema);
    QCOMPARE(companions.rules.path, rules);

    BoardDocument unread(plainBoard(), boardPath);
    QVERIFY(!unread.field("custom.terrain")); // handed nothing, it read nothing
    QVERIFY(unread.rules().path().isEmpty());

    BoardDocument document(plainBoard(), boardPath, defaultLayout(), companions);
    QVERIFY(document.field("custom.terrain"));
    QCOMPARE(document.schemaPath(), schema);
    QCOMPARE(document.rules().path(), rules);

    QVERIFY(QFile::remove(schema));
    QVERIFY(QFile::remove(rules));
    document.replaceBoard(Board(Variant::GB32, 6, 5), QStringLiteral("Convert"));
    QVERIFY(document.field("custom.ground"));
    QVERIFY(!document.field("custom.terrain"));
    document.undo();
    QVERIFY(document.field("custom.terrain"));
    QVERIFY(!document.field("custom.ground"));
    document.redo();
    QVERIFY(document.field("custom.ground"));

    // Moving the board to another place keeps its files until the file layer reads the new ones.
    document.setFilePath(QDir(folder.path()).filePath(QStringLiteral("elsewhere/isle.gb32")));
    QCOMPARE(document.rules().path(), rules);
    QVERIFY(document.field("custom.ground"));
    document.takeCompanions(readBoardCompanions(document.filePath()));
    QVERIFY(document.rules().path().isEmpty());
    QVERIFY(!document.field("custom.ground"));
}

void TestDocument::initTestCase() {
    qRegisterMetaType<DocumentChange>();
}

void TestDocument::tileEditsAnnounceTheTilesAndTheFieldsTheyTouched() {
    BoardDocument document(plainBoard());
    QSignalSpy spy(&document, &BoardDocument::changed);
    const FieldSpec& height = *document.board().field(keys::height);
    const FieldSpec& custom = *document.board().field(keys::custom);
    const std::vector<TileIndex> tiles{3, 7, 8};
    document.pushEdit(QStringLiteral("Paint"), document.board().planField(height, 5, tiles));
    QCOMPARE(spy.count(), 1);
    DocumentChange change = changesOf(spy).back();
    QVERIFY(change.has(DocumentChange::Tiles));
    QVERIFY(change.has(DocumentChange::Modified));
    QCOMPARE(change.tiles, tiles);
    QVERIFY(change.touches(height));
    QVERIFY(!change.touches(custom));
    QVERIFY(!change.reshapes());
    document.undo();
    change = changesOf(spy).back();
    QCOMPARE(change.tiles, tiles);
    QVERIFY(change.touches(height));
    QVERIFY(change.has(DocumentChange::Modified)); // unmodified again
    QVERIFY(!document.isModified());
}

void TestDocument::headerFooterBoardAndPathAreAnnounced() {
    BoardDocument document(plainBoard());
    QSignalSpy spy(&document, &BoardDocument::changed);
    const Board& b = document.board();
    document.setHeaderBits(
        static_cast<std::uint16_t>(b.layout().headerField(keys::hex)->write(b.headerBits(), 1)),
        QStringLiteral("Hex"));
    QVERIFY(changesOf(spy).back().has(DocumentChange::Header));
    QVERIFY(changesOf(spy).back().reshapes());
    Footer footer = b.footer();
    footer.setText(footerField("title"), "Ring");
    document.setFooter(footer, QStringLiteral("Title"));
    QVERIFY(changesOf(spy).back().has(DocumentChange::Footer));
    document.replaceBoard(Board(Variant::GB08, 3, 3), QStringLiteral("Convert"));
    QVERIFY(changesOf(spy).back().has(DocumentChange::Board));
    QVERIFY(changesOf(spy).back().touches(*document.board().field(keys::boundary)));
    document.setFilePath(QStringLiteral("/tmp/x.gb08"));
    QVERIFY(changesOf(spy).back().has(DocumentChange::FilePath));
    QCOMPARE(spy.count(), 4);
}

void TestDocument::modifiedMeansTheBoardDiffersFromItsFile() {
    BoardDocument document(plainBoard());
    const FieldSpec& custom = *document.board().field(keys::custom);
    const std::vector<TileIndex> one{4};
    document.pushEdit(QStringLiteral("A"), document.board().planField(custom, 9, one));
    QVERIFY(document.isModified());
    // Painted back by another step: the board is as the file holds it again.
    document.pushEdit(QStringLiteral("B"), document.board().planField(custom, 0, one));
    QCOMPARE(document.undoStack()->count(), 2);
    QVERIFY(!document.isModified());
    document.undo();
    QVERIFY(document.isModified());
    // A resize and its undo: the same board again.
    document.redo();
    document.replaceBoard(resizedBoard(document.board(), 8, 8, 0, 0), QStringLiteral("Resize"));
    QVERIFY(document.isModified());
    document.undo();
    QVERIFY(!document.isModified());
    document.markUnsaved(); // a restored recovery copy: nothing on disk holds it
    QVERIFY(document.isModified());
    document.markSaved();
    QVERIFY(!document.isModified());
}

void TestDocument::aStrokeIsOneStepBuiltLive() {
    BoardDocument document(plainBoard());
    const FieldSpec& custom = *document.board().field(keys::custom);
    const auto original = writeBoard(document.board());
    auto id = document.openEdit(this, QStringLiteral("Paint custom data"));
    for (TileIndex t = 0; t < 10; ++t) {
        const std::vector<TileIndex> dab{t, static_cast<TileIndex>(t + 1)};
        QVERIFY(id.extend(document.board().planField(custom, t + 1, dab)));
        QCOMPARE(document.board().get(t, custom), std::uint64_t{t + 1}); // shown at once
    }
    QVERIFY(document.isModified());
    QVERIFY(id.commit());
    QVERIFY(!id.isOpen());
    QCOMPARE(document.undoStack()->count(), 1);
    const auto* command = static_cast<const EditCommand*>(document.undoStack()->command(0));
    QCOMPARE(command->delta().size(), std::size_t{11}); // each tile once
    const auto painted = writeBoard(document.board());
    document.undo();
    QCOMPARE(writeBoard(document.board()), original);
    document.redo();
    QCOMPARE(writeBoard(document.board()), painted);
}

void TestDocument::paintingBackMakesNoStep() {
    BoardDocument document(plainBoard());
    const FieldSpec& custom = *document.board().field(keys::custom);
    const std::vector<TileIndex> one{2};
    auto id = document.openEdit(this, QStringLiteral("Paint"));
    QVERIFY(id.extend(document.board().planField(custom, 4, one)));
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(document.isModified());
    QVERIFY(id.extend(document.board().planField(custom, 0, one)));
    QCOMPARE(document.undoStack()->count(), 0); // as it was: nothing to undo
    QVERIFY(!document.isModified());
    QVERIFY(id.extend(document.board().planField(custom, 6, one)));
    QVERIFY(id.commit());
    QCOMPARE(document.undoStack()->count(), 1);
}

void TestDocument::cancelTakesTheChangesBackWithoutAStep() {
    BoardDocument document(plainBoard());
    const FieldSpec& custom = *document.board().field(keys::custom);
    const auto original = writeBoard(document.board());
    const std::vector<TileIndex> tiles{1, 2, 3};
    document.pushEdit(QStringLiteral("Before"), document.board().planField(custom, 1, tiles));
    const auto before = writeBoard(document.board());
    auto id = document.openEdit(this, QStringLiteral("Paint"));
    QVERIFY(id.extend(document.board().planField(custom, 7, tiles)));
    QVERIFY(id.rollback());
    QCOMPARE(writeBoard(document.board()), before);
    QCOMPARE(document.undoStack()->count(), 1);
    document.undo();
    QCOMPARE(writeBoard(document.board()), original);
}

void TestDocument::savingRecordsTheStrokeSoFarAndItGoesOn() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.gb64"));
    BoardDocument document(plainBoard());
    const FieldSpec& custom = *document.board().field(keys::custom);
    const auto original = writeBoard(document.board());
    const std::vector<TileIndex> one{5};
    const std::vector<TileIndex> two{6};
    auto id = document.openEdit(this, QStringLiteral("Paint"));
    QVERIFY(id.extend(document.board().planField(custom, 3, one)));
    QVERIFY(!saveDocument(document, path));
    // The file holds the stroke so far, which is an undo step of its own; the stroke goes on.
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(!document.isModified());
    QVERIFY(id.isOpen());
    QVERIFY(id.extend(document.board().planField(custom, 4, two)));
    QVERIFY(document.isModified());
    QVERIFY(id.commit());
    QCOMPARE(document.undoStack()->count(), 2);
    const auto saved = writeBoard(document.settledBoard());
    document.undo(); // the part after the save: the board is as the file holds it
    QVERIFY(!document.isModified());
    QCOMPARE(document.board().get(6, custom), std::uint64_t{0});
    document.undo();
    QVERIFY(document.isModified());
    QCOMPARE(writeBoard(document.board()), original);
    document.redo();
    document.redo();
    QCOMPARE(writeBoard(document.board()), saved);
}

void TestDocument::anyOtherEditSettlesTheOpenTransaction() {
    BoardDocument document(plainBoard());
    const FieldSpec& custom = *document.board().field(keys::custom);
    const std::vector<TileIndex> one{5};
    auto id = document.openEdit(this, QStringLiteral("Paint"));
    QVERIFY(id.extend(document.board().planField(custom, 8, one)));
    const std::vector<TileIndex> other{6};
    document.pushEdit(QStringLiteral("Inspector"), document.board().planField(custom, 1, other));
    QVERIFY(!id.isOpen());
    QVERIFY(!id.extend(document.board().planField(custom, 4, one)));
    QCOMPARE(document.undoStack()->count(), 2); // the stroke, then the inspector's edit
    QCOMPARE(document.undoStack()->text(0), QStringLiteral("Paint"));
    document.undo();
    QVERIFY(!id.isOpen()); // and an undo ends a stroke too
    id = document.openEdit(this, QStringLiteral("Paint"));
    QVERIFY(id.extend(document.board().planField(custom, 2, one)));
    document.undo();
    QVERIFY(!id.isOpen());
}

void TestDocument::undoingFromTheStackEndsTheTransactionFirst() {
    BoardDocument document(plainBoard());
    const FieldSpec& custom = *document.board().field(keys::custom);
    const auto original = writeBoard(document.board());
    const std::vector<TileIndex> one{5};
    auto id = document.openEdit(this, QStringLiteral("Paint"));
    QVERIFY(id.extend(document.board().planField(custom, 3, one)));
    document.undoStack()->undo(); // the History dock, or a test, driving the stack
    QVERIFY(!id.isOpen());
    QCOMPARE(writeBoard(document.board()), original);
    QVERIFY(!id.extend(document.board().planField(custom, 4, one)));
    QCOMPARE(writeBoard(document.board()), original);
    document.undoStack()->redo();
    QCOMPARE(document.board().get(5, custom), std::uint64_t{3});
}

void TestDocument::headerPreviewIsOneStepOrNone() {
    BoardDocument document(plainBoard());
    const Board& b = document.board();
    const std::uint16_t original = b.headerBits();
    const FieldSpec& hex = *b.layout().headerField(keys::hex);
    const FieldSpec& grouped = *b.layout().headerField(keys::grouped);
    auto id = document.openHeaderPreview(this, QStringLiteral("Properties"));
    QVERIFY(id.show(static_cast<std::uint16_t>(hex.write(original, 1))));
    QVERIFY(id.show(static_cast<std::uint16_t>(grouped.write(hex.write(original, 1), 1))));
    QVERIFY(id.rollback());
    QCOMPARE(b.headerBits(), original);
    QCOMPARE(document.undoStack()->count(), 0);
    id = document.openHeaderPreview(this, QStringLiteral("Properties"));
    QVERIFY(id.show(static_cast<std::uint16_t>(hex.write(original, 1))));
    QVERIFY(id.show(static_cast<std::uint16_t>(grouped.write(hex.write(original, 1), 1))));
    QVERIFY(id.commit());
    QCOMPARE(document.undoStack()->count(), 1);
    document.undo();
    QCOMPARE(b.headerBits(), original);
}

void TestDocument::cancelledPreviewKeepsTheRedoHistory() {
    BoardDocument document(plainBoard());
    const FieldSpec& custom = *document.board().field(keys::custom);
    const std::vector<TileIndex> one{1};
    document.pushEdit(QStringLiteral("Paint"), document.board().planField(custom, 3, one));
    document.undo();
    QVERIFY(document.undoStack()->canRedo());
    const Board& b = document.board();
    auto id = document.openHeaderPreview(this, QStringLiteral("Properties"));
    QVERIFY(id.show(static_cast<std::uint16_t>(b.layout().headerField(keys::hex)->write(b.headerBits(), 1))));
    QVERIFY(gridShapeOf(b).hex); // shown at once
    QVERIFY(document.isModified());
    QVERIFY(id.rollback());
    QVERIFY(!gridShapeOf(b).hex);
    QVERIFY(!document.isModified());
    QVERIFY(document.undoStack()->canRedo());
    QCOMPARE(document.undoStack()->count(), 1);
}

void TestDocument::viewAloneFollowsAHeaderUndo() {
    BoardDocument document(plainBoard());
    BoardView view;
    view.resize(600, 400);
    view.setDocument(&document);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const Board& b = document.board();
    document.setHeaderBits(
        static_cast<std::uint16_t>(b.layout().headerField(keys::hex)->write(b.headerBits(), 1)),
        QStringLiteral("Hex"));
    QVERIFY(view.geometry().hex());
    document.undoStack()->undo();
    QVERIFY(!view.geometry().hex());
    document.replaceBoard(Board(Variant::GB16, 40, 3), QStringLiteral("Resize"));
    QCOMPARE(view.geometry().width(), 40);
}

void TestDocument::inspectorAloneFollowsAHeaderUndo() {
    Board board = plainBoard();
    board.setTileRaw(0, board.field(keys::height)->write(board.tile(0), 0b11));
    BoardDocument document(board);
    TileInspector inspector;
    inspector.setDocument(&document);
    inspector.showTile(0);
    QCOMPARE(inspector.meaning(0), QString());
    const Board& b = document.board();
    document.setHeaderBits(static_cast<std::uint16_t>(
                               b.layout().headerField(keys::heightMode)->write(b.headerBits(), 1)),
                           QStringLiteral("Levels"));
    QCOMPARE(inspector.meaning(0), QStringLiteral("Underground, Low Ground"));
    document.undoStack()->undo();
    QCOMPARE(inspector.meaning(0), QString());
}

GBXX_TEST_MAIN(TestDocument);

} // namespace tst_document
#include "tst_document.moc"
