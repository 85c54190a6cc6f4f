// The editor's merge tool (gbxx-editor --merge BASE OURS THEIRS OUT, issue 36) through the real
// window: the conflicts listed are mergeBoards' and as many as a count of our own; Take Ours,
// Theirs and Base for one conflict, a selection, a field's row and the board's selection, each
// one undo step that one Ctrl+Z takes back; Save writes OUT with the choices and nothing else;
// closing with unresolved conflicts asks; the exit status; the session and the recovery copies
// left alone; unreadable and unmergeable input refused in one line, in process and by the real
// program.

#include "widgets/merge/merge_inputs.h"
#include "widgets/merge/merge_session.h"
#include "widgets/files/session_keeper.h"
#include "gbxx/board_merge.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "support/random_board.h"
#include "support/test_suite.h"
#include "text/qt_text.h"
#include "text/variant_text.h"
#include "widgets/merge/conflict_list_model.h"
#include "widgets/merge/conflict_marks.h"
#include "widgets/merge/conflicts_panel.h"
#include "widgets/merge/merge_tool.h"
#include "widgets/settings/app_settings.h"
#include "widgets/support/gui_test_support.h"

#include <QItemSelectionModel>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

#include <map>
#include <random>
#include <set>
#include <tuple>

#include <unistd.h>

namespace tst_merge_window {

using namespace gbxx;
using namespace gbxx::test;

namespace {

struct Sides {
    Board base, ours, theirs;
};

bool allDiffer(std::uint64_t a, std::uint64_t b, std::uint64_t c) {
    return a != b && a != c && b != c;
}

std::string footerValue(const Footer& footer, const FooterField& f) {
    return f.kind == FooterField::Kind::Number ? std::to_string(footer.number(f))
                                               : footer.latin1(f);
}

// The conflicts counted the plain way: every header field, footer key (texts as texts) and tile
// field to which the three sides give three different values.
std::size_t plainConflictCount(const Sides& s) {
    std::size_t n = 0;
    for (const FieldSpec& f : s.base.layout().header)
        n += allDiffer(s.base.header(f), s.ours.header(f), s.theirs.header(f));
    for (const FooterField& f : footerFields()) {
        const std::string b = footerValue(s.base.footer(), f), o = footerValue(s.ours.footer(), f),
                          t = footerValue(s.theirs.footer(), f);
        n += b != o && b != t && o != t;
    }
    for (TileIndex i = 0; i < s.base.tileCount(); ++i)
        for (const FieldSpec& f : s.base.fields())
            n += allDiffer(s.base.get(i, f), s.ours.get(i, f), s.theirs.get(i, f));
    return n;
}

// The board a merge with `chosen` sides gives, computed the plain way: per field, a side's value
// where only it changed, OURS's where both changed alike, the chosen side's in a conflict.
Board plainMerge(const Sides& s, const std::function<MergeSide(TileIndex, const FieldSpec&)>& tile,
                 const std::function<MergeSide(const FooterField&)>& footer,
                 const std::function<MergeSide(const FieldSpec&)>& header) {
    const auto pick = [](MergeSide side, std::uint64_t b, std::uint64_t o, std::uint64_t t) {
        if (!allDiffer(b, o, t))
            return o == b ? t : o;
        return side == MergeSide::Base ? b : side == MergeSide::Ours ? o : t;
    };
    Board out = s.ours;
    for (TileIndex i = 0; i < out.tileCount(); ++i)
        for (const FieldSpec& f : out.fields())
            out.setTileRaw(i, f.write(out.tile(i), pick(tile(i, f), s.base.get(i, f),
                                                        s.ours.get(i, f), s.theirs.get(i, f))));
    std::uint64_t bits = out.headerBits();
    for (const FieldSpec& f : out.layout().header)
        bits =
            f.write(bits, pick(header(f), s.base.header(f), s.ours.header(f), s.theirs.header(f)));
    out.setHeaderBits(static_cast<std::uint16_t>(bits));
    auto bytes = s.ours.footer().bytes();
    for (const FooterField& f : footerFields()) {
        const std::string b = footerValue(s.base.footer(), f), o = footerValue(s.ours.footer(), f),
                          t = footerValue(s.theirs.footer(), f);
        const Board* from = &s.ours;
        if (b != o && b != t && o != t) {
            const MergeSide side = footer(f);
            from = side == MergeSide::Base   ? &s.base
                   : side == MergeSide::Ours ? &s.ours
                                             : &s.theirs;
        } else if (o == b && t != b) {
            from = &s.theirs;
        }
        std::copy_n(from->footer().bytes().begin() + f.offset, f.length, bytes.begin() + f.offset);
    }
    out.footer() = Footer(bytes);
    return out;
}

// `sides` with about `share` of the tiles given a value in one field by OURS and another by
// THEIRS, both unlike BASE's: conflicts.
void editBothWays(Sides& sides, std::mt19937_64& random, double share) {
    std::bernoulli_distribution pick(share);
    const auto fields = sides.base.fields();
    for (TileIndex t = 0; t < sides.base.tileCount(); ++t) {
        const FieldSpec& f = fields[random() % fields.size()];
        if (!pick(random) || f.maxValue() < 2)
            continue;
        const std::uint64_t b = sides.base.get(t, f);
        const std::uint64_t range = std::min<std::uint64_t>(f.maxValue(), 1000) + 1;
        sides.ours.setTileRaw(t, f.write(sides.ours.tile(t), (b + 1) % range));
        sides.theirs.setTileRaw(t, f.write(sides.theirs.tile(t), (b + 2) % range));
    }
}

// A small square GB32 board with known conflicts: height on (1, 1), (2, 1) and (4, 3); boundary
// by name on (4, 3); zone owners as flags on (0, 4); the header's wrap; the footer's title.
Sides knownSides() {
    Board base = squareBoard(Variant::GB32, 6, 5);
    Footer footer = base.footer();
    footer.setText(footerField("title"), "Arena");
    base.footer() = footer;
    Sides s{base, base, base};
    const auto set = [](Board& b, int x, int y, const char* key, std::uint64_t v) {
        b.setTileRaw(b.indexOf(x, y), b.field(key)->write(b.tile(b.indexOf(x, y)), v));
    };
    for (auto [x, y] : {std::pair(1, 1), std::pair(2, 1), std::pair(4, 3)}) {
        set(s.ours, x, y, "height", 5);
        set(s.theirs, x, y, "height", 9);
    }
    set(s.ours, 4, 3, "boundary", 2);
    set(s.theirs, 4, 3, "boundary", 1);
    set(s.ours, 0, 4, "zoneOwners", 1);
    set(s.theirs, 0, 4, "zoneOwners", 2);
    // Changed on one side only, and alike on both: no conflict.
    set(s.theirs, 5, 0, "height", 7);
    set(s.ours, 3, 2, "height", 4);
    set(s.theirs, 3, 2, "height", 4);
    const FieldSpec& wrap = *base.layout().headerField("wrap");
    s.ours.setHeader(wrap, 1);
    s.theirs.setHeader(wrap, 2);
    Footer ours = s.ours.footer(), theirs = s.theirs.footer();
    ours.setText(footerField("title"), "Arena North");
    theirs.setText(footerField("title"), "Arena South");
    s.ours.footer() = ours;
    s.theirs.footer() = theirs;
    return s;
}

constexpr std::size_t kKnownConflicts = 7; // 3 heights, a boundary, zone owners, wrap, title

} // namespace

class TestMergeWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theListIsMergeBoardsConflictsAndAsManyAsAPlainCount();
    void valuesReadByName();
    void oneConflictTakesASideAsOneUndoStep();
    void aSelectionAndAFieldAreOneStepEach();
    void theBoardSelectionChoosesTheConflictsUnderIt();
    void headerAndFooterConflictsTakeTheirSide();
    void nextAndPreviousGoToUnresolvedConflicts();
    void theFieldInHandIsShownAndTheUsersChoiceComesBack();
    void saveWritesOutWithTheChoicesAndNothingElse();
    void closingWithUnresolvedConflictsAsks();
    void aFailedSaveKeepsTheMergeOpenAndModified();
    void revertingToOutEndsTheMerge();
    void namesThatAreNotUtf8AreReadAndWritten();
    void theSessionAndRecoveryCopiesAreLeftAlone();
    void unreadableAndUnmergeableInputIsRefusedInOneLine();
    void theProgramRefusesUnmergeableBoardsWithStatusTwo();

private:
    QString write(const QString& name, const Board& board) {
        const QString path = dir_->filePath(name);
        if (writeFileSafely(path, boardBytes(board)))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    // BASE, OURS and THEIRS beside OUT, with its extension.
    MergeFiles writeSides(const Sides& s, const QString& out = QStringLiteral("out.gb32")) {
        const QString extension = out.right(5);
        return {write(QStringLiteral("base") + extension, s.base),
                write(QStringLiteral("ours") + extension, s.ours),
                write(QStringLiteral("theirs") + extension, s.theirs), dir_->filePath(out)};
    }
    // The merge's window as gbxx-editor --merge opens it: shown, then the merge, before any event
    // (the session keeper's first save would come with the events).
    void openMerge(const MergeFiles& files) {
        auto read = readMerge(files, defaultLayout());
        const QString* why = std::get_if<QString>(&read);
        QVERIFY2(!why, why ? qPrintable(*why) : "");
        window_ = new MainWindow;
        statusOf(window_)->setInteractive(false);
        window_->resize(1200, 800);
        window_->show();
        session_ = window_->openMerge(std::get<MergeInputs>(read));
        QVERIFY(QTest::qWaitForWindowExposed(window_));
    }
    MergeTool* tool() const { return session_->tool(); }
    ConflictsPanel* panel() const { return tool()->panel(); }
    const MergeConflicts& conflicts() const { return *tool()->conflicts(); }
    BoardDocument* document() const { return session_->document(); }
    // The conflict at tile (x, y) in `key`.
    std::size_t conflictAt(int x, int y, std::string_view key) const {
        const auto& all = conflicts().conflicts();
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i].part == MergeConflict::Part::Tile && all[i].field->key == key &&
                all[i].tile == document()->board().indexOf(x, y))
                return i;
        qFatal("no conflict at %d %d", x, y);
    }
    std::size_t conflictOf(MergeConflict::Part part) const {
        const auto& all = conflicts().conflicts();
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i].part == part)
                return i;
        qFatal("no such conflict");
    }
    void keys(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(window_, key, modifiers);
    }
    void undoKey() { keys(Qt::Key_Z, Qt::ControlModifier); }
    QString rowText(std::size_t conflict, int column) const {
        return panel()->model()->indexOf(conflict, column).data().toString();
    }
    QString countLabel() const {
        return panel()->findChild<QLabel*>(QStringLiteral("conflictCount"))->text();
    }

    std::unique_ptr<QTemporaryDir> dir_;
    MainWindow* window_ = nullptr;
    MergeSession* session_ = nullptr;
};

void TestMergeWindow::initTestCase() {
    // The settings and the recovery copies of these tests' own, never the user's.
    static QTemporaryDir home;
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-merge"));
    QSettings().clear();
}

void TestMergeWindow::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

void TestMergeWindow::cleanup() {
    if (window_)
        discardEditorWindow(window_);
    session_ = nullptr;
    dir_.reset();
}

void TestMergeWindow::theListIsMergeBoardsConflictsAndAsManyAsAPlainCount() {
    struct Case {
        Variant variant;
        bool hex;
        std::uint64_t seed;
    };
    for (const Case& c : {Case{Variant::GB32, false, 1}, Case{Variant::GB64, true, 2},
                          Case{Variant::GB08, false, 3}, Case{Variant::GB16, true, 4}}) {
        std::mt19937_64 random(c.seed);
        Board base = randomBoard(c.variant, c.seed, 30);
        for (std::uint64_t seed = c.seed; base.tileCount() < 100;
             seed += 1000) // room for conflicts
            base = randomBoard(c.variant, seed, 30);
        base.setHeader(*base.layout().headerField("hex"), c.hex ? 1 : 0);
        Sides s{base, randomlyEdited(base, random, 0.3, false),
                randomlyEdited(base, random, 0.3, false)};
        editBothWays(s, random, 0.5);
        s.ours.setHeader(*base.layout().headerField("occupancy"),
                         (base.header("occupancy") + 1) % 4);
        s.theirs.setHeader(*base.layout().headerField("occupancy"),
                           (base.header("occupancy") + 2) % 4);
        Footer ours = s.ours.footer(), theirs = s.theirs.footer();
        ours.setText(footerField("author"), "Ada");
        theirs.setText(footerField("author"), "Grace");
        s.ours.footer() = ours;
        s.theirs.footer() = theirs;
        const std::size_t expected = plainConflictCount(s);
        QVERIFY(expected > 10);

        openMerge(writeSides(s, QStringLiteral("out.gb%1").arg(variantDigits(c.variant))));
        const auto merged = mergeBoards(s.base, s.ours, s.theirs);
        const BoardMerge& m = std::get<BoardMerge>(merged);
        // What the rows show, against what mergeBoards says, as (part, tile, key, base, ours,
        // theirs).
        using Row =
            std::tuple<int, TileIndex, std::string, std::uint64_t, std::uint64_t, std::uint64_t>;
        std::multiset<Row> want, listed;
        for (const HeaderConflict& h : m.header)
            want.insert({0, 0, std::string(h.field->key), h.base, h.ours, h.theirs});
        for (const FooterConflict& f : m.footer)
            want.insert({1, 0, std::string(f.field->key), 0, 0, 0});
        for (const TileConflict& t : m.tiles)
            want.insert({2, t.tile, std::string(t.field->key), t.base, t.ours, t.theirs});
        const ConflictListModel* model = panel()->model();
        std::size_t rows = 0;
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r, ++rows) {
                const std::size_t i = *model->conflictAt(model->index(r, 0, group));
                const MergeConflict& k = conflicts().conflicts()[i];
                const std::string key(k.part == MergeConflict::Part::Footer ? k.footerField->key
                                                                            : k.field->key);
                listed.insert(
                    {static_cast<int>(k.part), k.tile, key, k.values[0], k.values[1], k.values[2]});
                if (k.part == MergeConflict::Part::Tile)
                    QCOMPARE(
                        model->index(r, 0, group).data().toString(),
                        QStringLiteral("%1, %2").arg(s.base.xOf(k.tile)).arg(s.base.yOf(k.tile)));
            }
        }
        QCOMPARE(rows, expected);
        QCOMPARE(m.conflictCount(), expected);
        QVERIFY(listed == want);
        QCOMPARE(countLabel(), QStringLiteral("0 of %1 conflicts resolved").arg(expected));
        // Unsaved, titled for OUT, the board OURS's value in each conflict.
        QVERIFY(document()->isModified());
        QVERIFY(window_->windowTitle().startsWith(
            QStringLiteral("Merge into out.gb%1[*]").arg(variantDigits(c.variant))));
        QCOMPARE(boardBytes(document()->board()), boardBytes(m.merged));
        // Every tile with an unresolved conflict is marked, and no other.
        for (TileIndex t = 0; t < s.base.tileCount(); ++t) {
            const bool conflicting = std::any_of(
                m.tiles.begin(), m.tiles.end(), [t](const TileConflict& k) { return k.tile == t; });
            QCOMPARE(tool()->marks()->markOf(t) == ConflictMarks::Mark::Unresolved, conflicting);
        }
        discardEditorWindow(window_);
    }
}

void TestMergeWindow::valuesReadByName() {
    openMerge(writeSides(knownSides()));
    const std::size_t boundary = conflictAt(4, 3, "boundary");
    QCOMPARE(rowText(boundary, ConflictListModel::BaseColumn), QStringLiteral("3 · in bounds"));
    QCOMPARE(rowText(boundary, ConflictListModel::OursColumn), QStringLiteral("2 · trap/hazard"));
    QCOMPARE(rowText(boundary, ConflictListModel::TheirsColumn),
             QStringLiteral("1 · out of bounds"));
    const std::size_t owners = conflictAt(0, 4, "zoneOwners");
    QCOMPARE(rowText(owners, ConflictListModel::BaseColumn), QStringLiteral("none"));
    QCOMPARE(rowText(owners, ConflictListModel::OursColumn), QStringLiteral("player 1"));
    QCOMPARE(rowText(owners, ConflictListModel::TheirsColumn), QStringLiteral("player 2"));
    const std::size_t wrap = conflictOf(MergeConflict::Part::Header);
    QCOMPARE(rowText(wrap, ConflictListModel::PlaceColumn), QStringLiteral("Wrap"));
    QCOMPARE(rowText(wrap, ConflictListModel::OursColumn), QStringLiteral("1 · width"));
    QCOMPARE(rowText(wrap, ConflictListModel::TheirsColumn), QStringLiteral("2 · length"));
    const std::size_t title = conflictOf(MergeConflict::Part::Footer);
    QCOMPARE(rowText(title, ConflictListModel::OursColumn), QStringLiteral("“Arena North”"));
    QCOMPARE(rowText(title, ConflictListModel::ChoiceColumn), QStringLiteral("unresolved"));
    // A field's row counts its conflicts.
    const QModelIndex heights = panel()->model()->indexOf(conflictAt(1, 1, "height")).parent();
    QCOMPARE(heights.data().toString(), QStringLiteral("Height (3)"));
    QCOMPARE(heights.siblingAtColumn(ConflictListModel::ChoiceColumn).data().toString(),
             QStringLiteral("0 of 3"));
}

void TestMergeWindow::oneConflictTakesASideAsOneUndoStep() {
    const Sides s = knownSides();
    openMerge(writeSides(s));
    QCOMPARE(conflicts().count(), kKnownConflicts);
    const std::size_t k = conflictAt(2, 1, "height");
    const TileIndex tile = s.base.indexOf(2, 1);
    const FieldSpec& height = *s.base.field("height");
    panel()->goTo(k);
    const int steps = document()->undoStack()->count();
    keys(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(document()->board().get(tile, height), std::uint64_t{9});
    QCOMPARE(conflicts().choice(k), std::optional(MergeSide::Theirs));
    QCOMPARE(rowText(k, ConflictListModel::ChoiceColumn), QStringLiteral("Theirs"));
    QCOMPARE(countLabel(), QStringLiteral("1 of 7 conflicts resolved"));
    QCOMPARE(tool()->marks()->markOf(tile), ConflictMarks::Mark::Resolved);
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    // The other fields of the tile stay as they are.
    QCOMPARE(document()->board().tile(tile), height.write(s.ours.tile(tile), 9));

    undoKey();
    QCOMPARE(document()->board().get(tile, height), std::uint64_t{5});
    QVERIFY(!conflicts().choice(k));
    QCOMPARE(rowText(k, ConflictListModel::ChoiceColumn), QStringLiteral("unresolved"));
    QCOMPARE(countLabel(), QStringLiteral("0 of 7 conflicts resolved"));
    QCOMPARE(tool()->marks()->markOf(tile), ConflictMarks::Mark::Unresolved);

    // Base, then Ours: Ours changes nothing on the board (it holds Ours' value) and is still a
    // step of its own, undone alone.
    keys(Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(document()->board().get(tile, height), std::uint64_t{0});
    QCOMPARE(conflicts().choice(k), std::optional(MergeSide::Base));
    keys(Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(document()->board().get(tile, height), std::uint64_t{5});
    QCOMPARE(conflicts().choice(k), std::optional(MergeSide::Ours));
    QCOMPARE(document()->undoStack()->count(), steps + 2);
    // Taking the side it has already is no step.
    keys(Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(document()->undoStack()->count(), steps + 2);
    undoKey();
    QCOMPARE(conflicts().choice(k), std::optional(MergeSide::Base));
    QCOMPARE(document()->board().get(tile, height), std::uint64_t{0});
    undoKey();
    QVERIFY(!conflicts().choice(k));
    QCOMPARE(boardBytes(document()->board()),
             boardBytes(std::get<BoardMerge>(mergeBoards(s.base, s.ours, s.theirs)).merged));
    // Redo brings the choice back with the value.
    keys(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(conflicts().choice(k), std::optional(MergeSide::Base));
    QCOMPARE(document()->board().get(tile, height), std::uint64_t{0});
}

void TestMergeWindow::aSelectionAndAFieldAreOneStepEach() {
    const Sides s = knownSides();
    openMerge(writeSides(s));
    const FieldSpec& height = *s.base.field("height");
    const std::vector<std::size_t> chosen{conflictAt(1, 1, "height"), conflictAt(4, 3, "height"),
                                          conflictAt(4, 3, "boundary")};
    panel()->chooseConflicts(chosen);
    QCOMPARE(panel()->chosenConflicts().size(), std::size_t{3});
    const int steps = document()->undoStack()->count();
    keys(Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    const TileIndex t43 = s.base.indexOf(4, 3);
    QCOMPARE(document()->board().tile(t43), s.base.tile(t43)); // both of its fields
    QCOMPARE(document()->board().get(s.base.indexOf(1, 1), height), std::uint64_t{0});
    QCOMPARE(conflicts().resolvedCount(), std::size_t{3});
    undoKey();
    QCOMPARE(conflicts().resolvedCount(), std::size_t{0});
    QCOMPARE(document()->board().tile(t43), s.ours.tile(t43));

    // A field's row stands for every conflict of that field.
    const QModelIndex heights = panel()->model()->indexOf(conflictAt(1, 1, "height")).parent();
    panel()->list()->selectionModel()->select(heights, QItemSelectionModel::ClearAndSelect |
                                                           QItemSelectionModel::Rows);
    keys(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    for (auto [x, y] : {std::pair(1, 1), std::pair(2, 1), std::pair(4, 3)}) {
        QCOMPARE(document()->board().get(s.base.indexOf(x, y), height), std::uint64_t{9});
        QCOMPARE(conflicts().choice(conflictAt(x, y, "height")), std::optional(MergeSide::Theirs));
    }
    QVERIFY(!conflicts().choice(conflictAt(4, 3, "boundary")));
    QCOMPARE(heights.siblingAtColumn(ConflictListModel::ChoiceColumn).data().toString(),
             QStringLiteral("3 of 3"));
    undoKey();
    QCOMPARE(conflicts().resolvedCount(), std::size_t{0});
    QCOMPARE(heights.siblingAtColumn(ConflictListModel::ChoiceColumn).data().toString(),
             QStringLiteral("0 of 3"));

    // Ctrl+A in the list chooses every conflict, the header's and the footer's too, and leaves
    // the board's tiles unselected.
    panel()->list()->setFocus();
    QTest::keyClick(panel()->list(), Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(panel()->chosenConflicts().size(), kKnownConflicts);
    QCOMPARE(panel()->chosenText(), QStringLiteral("7 chosen"));
    QVERIFY(document()->selection().empty());
}

void TestMergeWindow::theBoardSelectionChoosesTheConflictsUnderIt() {
    const Sides s = knownSides();
    openMerge(writeSides(s));
    const Board& b = document()->board();
    // Tiles (3..5, 2..4): (4, 3) has two conflicts; (3, 2) was changed alike, (5, 0) outside.
    std::vector<TileIndex> tiles;
    for (int y = 2; y <= 4; ++y)
        for (int x = 3; x <= 5; ++x)
            tiles.push_back(b.indexOf(x, y));
    document()->setSelection(Selection::of(b.tileCount(), tiles));
    const std::vector<std::size_t> want{conflictAt(4, 3, "height"), conflictAt(4, 3, "boundary")};
    std::vector<std::size_t> chosen = panel()->chosenConflicts();
    std::sort(chosen.begin(), chosen.end());
    QCOMPARE(chosen, want);
    keys(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(b.tile(b.indexOf(4, 3)), s.theirs.tile(b.indexOf(4, 3)));
    QCOMPARE(conflicts().resolvedCount(), std::size_t{2});
    undoKey();
    QCOMPARE(conflicts().resolvedCount(), std::size_t{0});
    // A selection without conflicts chooses none: nothing to take.
    document()->setSelection(Selection::of(b.tileCount(), {b.indexOf(5, 0)}));
    QVERIFY(panel()->chosenConflicts().empty());
    QVERIFY(!actionOf(window_, QStringLiteral("actionTakeTheirs"))->isEnabled());
}

void TestMergeWindow::headerAndFooterConflictsTakeTheirSide() {
    const Sides s = knownSides();
    openMerge(writeSides(s));
    panel()->chooseConflicts(
        {conflictOf(MergeConflict::Part::Header), conflictOf(MergeConflict::Part::Footer)});
    keys(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(document()->board().header("wrap"), std::uint64_t{2});
    QCOMPARE(document()->board().footer().latin1(footerField("title")), std::string("Arena South"));
    QCOMPARE(conflicts().resolvedCount(), std::size_t{2});
    undoKey(); // one step for both
    QCOMPARE(document()->board().header("wrap"), std::uint64_t{1});
    QCOMPARE(document()->board().footer().latin1(footerField("title")), std::string("Arena North"));
    QCOMPARE(conflicts().resolvedCount(), std::size_t{0});
    panel()->chooseConflicts({conflictOf(MergeConflict::Part::Footer)});
    keys(Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(document()->board().footer().bytes(), s.base.footer().bytes());
}

void TestMergeWindow::nextAndPreviousGoToUnresolvedConflicts() {
    openMerge(writeSides(knownSides()));
    // The Merge menu shows the keys; they are among those Preferences ▸ Shortcuts lists.
    QAction* next = actionOf(window_, QStringLiteral("actionNextConflict"));
    QCOMPARE(next->shortcut(), QKeySequence(Qt::Key_F8));
    QVERIFY(partOf<KeyScheme>(window_)->actions().contains(next));
    QVERIFY(window_->findChild<QMenu*>(QStringLiteral("mergeMenu"))->actions().contains(next));
    const std::vector<std::size_t> order = panel()->model()->listOrder();
    QCOMPARE(panel()->currentConflict(), std::optional(order[0])); // the first in hand at start
    keys(Qt::Key_F8);
    QCOMPARE(panel()->currentConflict(), std::optional(order[1]));
    // A resolved one is passed over.
    panel()->chooseConflicts({order[2]});
    keys(Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    panel()->goTo(order[1]);
    keys(Qt::Key_F8);
    QCOMPARE(panel()->currentConflict(), std::optional(order[3]));
    keys(Qt::Key_F8, Qt::ShiftModifier);
    QCOMPARE(panel()->currentConflict(), std::optional(order[1]));
    // Round the end.
    panel()->goTo(order[0]);
    keys(Qt::Key_F8, Qt::ShiftModifier);
    QCOMPARE(panel()->currentConflict(), std::optional(order.back()));
    // A tile conflict in hand: its field is the layer shown, its tile in sight.
    const MergeConflict& c = conflicts().conflicts()[order.back()];
    QCOMPARE(c.part, MergeConflict::Part::Tile);
    QCOMPARE(paintSettingsOf(window_)->field->key, c.field->key);
    // Every conflict resolved: nowhere to go.
    panel()->list()->selectAll();
    keys(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(conflicts().allResolved());
    QVERIFY(!next->isEnabled());
    QVERIFY(!tool()->goToUnresolved(1));
}

// Issue 42: Height hidden (for every GB32 board), the conflict in hand a height conflict: Height is
// the active layer and is shown — on the board, checked in the Layers panel — while the user's
// choice stays stored as it was; another field's conflict, a header's, and the end of the merge
// show the fields as the user chose again. The user's own check while it is shown for now is
// theirs.
void TestMergeWindow::theFieldInHandIsShownAndTheUsersChoiceComesBack() {
    const FieldDisplay before =
        AppSettings::layerDisplay(Variant::GB32, QStringLiteral("height"), {});
    const auto restore = qScopeGuard([before] {
        AppSettings::setLayerDisplay(Variant::GB32, QStringLiteral("height"), before);
    });
    FieldDisplay hidden = before;
    hidden.visible = false;
    AppSettings::setLayerDisplay(Variant::GB32, QStringLiteral("height"), hidden);
    const auto stored = [] {
        return AppSettings::layerDisplay(Variant::GB32, QStringLiteral("height"), {}).visible;
    };
    const Sides s = knownSides();
    const MergeFiles files = writeSides(s);
    QVERIFY(!writeFileSafely(files.out, boardBytes(s.ours))); // as git leaves it
    openMerge(files);
    const FieldSpec& height = *document()->field("height");
    const auto heightShown = [&] {
        for (const LayerDisplay& d : window_->view()->renderOptions().shown)
            if (d.field->key == "height")
                return true;
        return false;
    };
    const auto heightChecked = [&] {
        QTreeWidget* tree = partOf<LayersPanel>(window_)->tree();
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            for (int k = 0; k < tree->topLevelItem(g)->childCount(); ++k) {
                QTreeWidgetItem* item = tree->topLevelItem(g)->child(k);
                if (item->data(0, Qt::UserRole).toString() == QLatin1String("height"))
                    return item->checkState(LayersPanel::kNameColumn) == Qt::Checked;
            }
        return false;
    };
    QVERIFY(!heightShown()); // the first conflict in hand is the header's
    panel()->goTo(conflictAt(1, 1, "height"));
    QCOMPARE(qs(paintSettingsOf(window_)->field->key), QStringLiteral("height"));
    QVERIFY(heightShown());
    QVERIFY(heightChecked());
    QVERIFY(visibilityOf(window_)->display(Variant::GB32, height).visible);
    QVERIFY(!stored()); // the user's choice is not touched
    panel()->goTo(conflictAt(2, 1, "height"));
    QVERIFY(heightShown());
    // Another field's conflict: Height as the user chose it again.
    panel()->goTo(conflictAt(4, 3, "boundary"));
    QCOMPARE(qs(paintSettingsOf(window_)->field->key), QStringLiteral("boundary"));
    QVERIFY(!heightShown());
    QVERIFY(!heightChecked());
    panel()->goTo(conflictAt(4, 3, "height"));
    QVERIFY(heightShown());
    panel()->goTo(conflictOf(MergeConflict::Part::Header));
    QVERIFY(!heightShown());
    // The user unchecks it while it is shown for now: hidden, and it stays so.
    panel()->goTo(conflictAt(1, 1, "height"));
    QVERIFY(heightShown());
    visibilityOf(window_)->setVisible(Variant::GB32, height, false);
    QVERIFY(!heightShown());
    QVERIFY(!heightChecked());
    panel()->goTo(conflictAt(2, 1, "height")); // shown for this conflict in hand again
    QVERIFY(heightShown());
    // The merge over (File ▸ Revert reads OUT back): as the user chose.
    actionOf(window_, QStringLiteral("actionRevert"))->trigger();
    QVERIFY(!session_->document());
    QVERIFY(!heightShown());
    QVERIFY(!stored());
}

void TestMergeWindow::saveWritesOutWithTheChoicesAndNothingElse() {
    const Sides s = knownSides();
    const MergeFiles files = writeSides(s);
    const QByteArray base = fileBytes(files.base), ours = fileBytes(files.ours),
                     theirs = fileBytes(files.theirs);
    openMerge(files);
    panel()->list()->selectAll();
    keys(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    const std::size_t k = conflictAt(4, 3, "boundary");
    panel()->goTo(k);
    keys(Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(session_->exitStatus(), 1); // not saved yet
    keys(Qt::Key_S, Qt::ControlModifier);
    QVERIFY2(statusOf(window_)->lastError().isEmpty(), qPrintable(statusOf(window_)->lastError()));
    QVERIFY(!document()->isModified());
    const Board expected = plainMerge(
        s,
        [&](TileIndex t, const FieldSpec& f) {
            return t == s.base.indexOf(4, 3) && f.key == "boundary" ? MergeSide::Base
                                                                    : MergeSide::Theirs;
        },
        [](const FooterField&) { return MergeSide::Theirs; },
        [](const FieldSpec&) { return MergeSide::Theirs; });
    QCOMPARE(fileBytes(files.out), boardBytes(expected));
    QCOMPARE(fileBytes(files.base), base);
    QCOMPARE(fileBytes(files.ours), ours);
    QCOMPARE(fileBytes(files.theirs), theirs);
    QCOMPARE(session_->exitStatus(), 0);
    // Closing asks nothing now, and the status stays.
    window_->close();
    QVERIFY(!window_->isVisible());
    QCOMPARE(session_->exitStatus(), 0);
}

void TestMergeWindow::closingWithUnresolvedConflictsAsks() {
    const Sides s = knownSides();
    const MergeFiles files = writeSides(s);
    openMerge(files);
    const std::size_t k = conflictAt(2, 1, "height");
    panel()->goTo(k);
    keys(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);

    // Cancel: the window stays, nothing written.
    QString asked;
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    window_->close();
    QVERIFY(window_->isVisible());
    QCOMPARE(asked, QStringLiteral("out.gb32 has unresolved conflicts: 6 of 7."));
    QVERIFY(!fileExists(files.out));
    // Resolve: the window stays with the next unresolved conflict in hand.
    answerNextMessageBox(QMessageBox::Retry);
    window_->close();
    QVERIFY(window_->isVisible());
    QVERIFY(panel()->currentConflict());
    QVERIFY(!conflicts().choice(*panel()->currentConflict()));
    // Save As It Is: OUT holds the board as it is (Ours kept in each unresolved conflict); git
    // is told the merge is not done.
    answerNextMessageBox(QMessageBox::Save);
    window_->close();
    QVERIFY(!window_->isVisible());
    Board expected = std::get<BoardMerge>(mergeBoards(s.base, s.ours, s.theirs)).merged;
    expected.setTileRaw(s.base.indexOf(2, 1), s.theirs.tile(s.base.indexOf(2, 1)));
    QCOMPARE(fileBytes(files.out), boardBytes(expected));
    QCOMPARE(session_->exitStatus(), 1);
    discardEditorWindow(window_);

    // Don't Save: nothing written, status 1.
    QVERIFY(QFile::remove(files.out));
    openMerge(files);
    answerNextMessageBox(QMessageBox::Discard);
    window_->close();
    QVERIFY(!window_->isVisible());
    QVERIFY(!fileExists(files.out));
    QCOMPARE(session_->exitStatus(), 1);
    discardEditorWindow(window_);

    // Every conflict resolved but not saved: Save, Discard or Cancel, as for any board.
    openMerge(files);
    panel()->list()->selectAll();
    keys(Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    answerNextMessageBox(QMessageBox::Save, &asked);
    window_->close();
    QVERIFY(asked.contains(QStringLiteral("Every conflict is resolved")));
    QVERIFY(!window_->isVisible());
    QCOMPARE(session_->exitStatus(), 0);
    QCOMPARE(fileBytes(files.out),
             boardBytes(std::get<BoardMerge>(mergeBoards(s.base, s.ours, s.theirs)).merged));
    discardEditorWindow(window_);

    // Closing the merge's tab asks the same.
    openMerge(files);
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    QVERIFY(!filesOf(window_)->closeBoard());
    QVERIFY(asked.startsWith(QStringLiteral("out.gb32 has unresolved conflicts")));
    QCOMPARE(tabsOf(window_)->boardCount(), 1);
}

void TestMergeWindow::aFailedSaveKeepsTheMergeOpenAndModified() {
    // OUT in a folder that cannot be written (gone: root writes read-only folders).
    const Sides s = knownSides();
    openMerge(writeSides(s, QStringLiteral("gone/out.gb32")));
    panel()->list()->selectAll();
    keys(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    keys(Qt::Key_S, Qt::ControlModifier);
    QVERIFY(statusOf(window_)->lastError().contains(QStringLiteral("out.gb32")));
    QVERIFY(document()->isModified());
    QCOMPARE(session_->exitStatus(), 1);
    // Closing asks again (Save, Discard, Cancel); a save that fails keeps the window open.
    answerNextMessageBox(QMessageBox::Save);
    window_->close();
    QVERIFY(window_->isVisible());
    answerNextMessageBox(QMessageBox::Discard);
    window_->close();
    QVERIFY(!window_->isVisible());
    QCOMPARE(session_->exitStatus(), 1);
}

void TestMergeWindow::revertingToOutEndsTheMerge() {
    // OUT holds OURS, as git leaves it: File ▸ Revert reads it back, and the merge is over.
    const Sides s = knownSides();
    const MergeFiles files = writeSides(s);
    QVERIFY(!writeFileSafely(files.out, boardBytes(s.ours)));
    openMerge(files);
    actionOf(window_, QStringLiteral("actionRevert"))->trigger();
    QVERIFY(!session_->document());
    QCOMPARE(boardBytes(tabsOf(window_)->document()->board()), boardBytes(s.ours));
    QVERIFY(!actionOf(window_, QStringLiteral("actionTakeTheirs"))->isEnabled());
    QVERIFY(!actionOf(window_, QStringLiteral("actionNextConflict"))->isEnabled());
    QVERIFY(countLabel().contains(QStringLiteral("the merge is over")));
    QVERIFY(!window_->windowTitle().startsWith(QStringLiteral("Merge into")));
    // Nothing to ask about any more; git is told the merge is not done.
    window_->close();
    QVERIFY(!window_->isVisible());
    QCOMPARE(session_->exitStatus(), 1);
    QCOMPARE(fileBytes(files.out), boardBytes(s.ours));
}

void TestMergeWindow::namesThatAreNotUtf8AreReadAndWritten() {
    const Sides s = knownSides();
    const QString name = nameFromBytes(QByteArray("m\xe9lange-\xff"));
    MergeFiles files{write(name + QStringLiteral(".base.gb32"), s.base),
                     write(name + QStringLiteral(".ours.gb32"), s.ours),
                     write(name + QStringLiteral(".theirs.gb32"), s.theirs),
                     dir_->filePath(name + QStringLiteral(".gb32"))};
    openMerge(files);
    QVERIFY(window_->windowTitle().contains(QStringLiteral("m\\xe9lange-\\xff.gb32")));
    panel()->list()->selectAll();
    keys(Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    keys(Qt::Key_S, Qt::ControlModifier);
    QVERIFY2(statusOf(window_)->lastError().isEmpty(), qPrintable(statusOf(window_)->lastError()));
    const auto written = readFileBytes(files.out, 1 << 20);
    QVERIFY(written);
    QCOMPARE(*written,
             boardBytes(std::get<BoardMerge>(mergeBoards(s.base, s.ours, s.theirs)).merged));
    const QByteArray bytes = QFile::encodeName(dir_->path()) + "/m\xe9lange-\xff.gb32";
    QCOMPARE(::access(bytes.constData(), F_OK), 0);
    QCOMPARE(session_->exitStatus(), 0);
    // QTemporaryDir cannot name them to remove them.
    for (const QString* path : {&files.base, &files.ours, &files.theirs, &files.out})
        QCOMPARE(::unlink(bytesOfName(*path).constData()), 0);
}

void TestMergeWindow::theSessionAndRecoveryCopiesAreLeftAlone() {
    const QByteArray before = QByteArrayLiteral(
        R"({"boards":[{"path":"/somewhere/kept.gb32","source":"file"}],"current":0})");
    AppSettings::setSession(before);
    AppSettings::setWindowLayout(QByteArray("geometry"), QByteArray("state"));
    AppSettings::setRecoveryIntervalSeconds(10);
    openMerge(writeSides(knownSides()));
    panel()->list()->selectAll();
    keys(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    window_->session()->save(); // as the keeper does a moment after each change
    recoveryOf(window_)->writeCopies();
    recoveryOf(window_)->store().flush();
    QTest::qWait(600); // longer than the keeper's wait after a change
    QVERIFY(QDir(recoveryOf(window_)->store().folder())
                .entryList({QStringLiteral("*.board")}, QDir::Files)
                .isEmpty());
    answerNextMessageBox(QMessageBox::Discard);
    window_->close();
    QVERIFY(!window_->isVisible());
    QCOMPARE(AppSettings::session(), before);
    QCOMPARE(AppSettings::windowGeometry(), QByteArray("geometry"));
    QCOMPARE(AppSettings::windowState(), QByteArray("state"));
}

void TestMergeWindow::unreadableAndUnmergeableInputIsRefusedInOneLine() {
    const Sides s = knownSides();
    const MergeFiles files = writeSides(s);
    const auto refused = [](const MergeFiles& f) {
        auto read = readMerge(f, defaultLayout());
        return std::holds_alternative<QString>(read) ? std::get<QString>(read) : QString();
    };
    // A missing file, a truncated one, one of another size, of another tile size.
    MergeFiles missing = files;
    missing.theirs = dir_->filePath(QStringLiteral("nowhere.gb32"));
    QCOMPARE(refused(missing), QStringLiteral("%1: no such file").arg(missing.theirs));
    MergeFiles truncated = files;
    truncated.ours = dir_->filePath(QStringLiteral("short.gb32"));
    QVERIFY(!writeFileSafely(truncated.ours, boardBytes(s.ours).left(40)));
    QVERIFY(refused(truncated).startsWith(truncated.ours + QStringLiteral(": ")));
    MergeFiles otherSize = files;
    otherSize.theirs = write(QStringLiteral("big.gb32"), squareBoard(Variant::GB32, 7, 5));
    QCOMPARE(refused(otherSize),
             QStringLiteral("THEIRS is 7x5 tiles, BASE is 6x5: the three boards must have one "
                            "size"));
    MergeFiles otherVariant = files;
    otherVariant.ours = write(QStringLiteral("wide.gb64"), squareBoard(Variant::GB64, 6, 5));
    QCOMPARE(
        refused(otherVariant),
        QStringLiteral("OURS is GB64, BASE is GB32: the three boards must have one tile size"));
    for (const QString& why : {refused(missing), refused(truncated), refused(otherSize)})
        QVERIFY(!why.contains(QLatin1Char('\n')));
    QVERIFY(!fileExists(files.out));
}

void TestMergeWindow::theProgramRefusesUnmergeableBoardsWithStatusTwo() {
    // The real program as git runs it, without a display: the reason on standard error in one
    // line, exit status 2, OUT not written.
    const Sides s = knownSides();
    MergeFiles files = writeSides(s);
    files.theirs = write(QStringLiteral("big.gb32"), squareBoard(Variant::GB32, 7, 5));
    QProcess editor;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C")); // the English messages
    editor.setProcessEnvironment(env);
    editor.start(QStringLiteral(GBXX_EDITOR_PATH),
                 {QStringLiteral("--merge"), files.base, files.ours, files.theirs, files.out});
    QVERIFY(editor.waitForFinished(30000));
    QCOMPARE(editor.exitStatus(), QProcess::NormalExit);
    QCOMPARE(editor.exitCode(), 2);
    QCOMPARE(editor.readAllStandardError(),
             QByteArray("THEIRS is 7x5 tiles, BASE is 6x5: the three boards must have one size\n"));
    QVERIFY(!fileExists(files.out));
    // Three files instead of four: a usage mistake, said the same way.
    editor.start(QStringLiteral(GBXX_EDITOR_PATH),
                 {QStringLiteral("--merge"), files.base, files.ours, files.theirs});
    QVERIFY(editor.waitForFinished(30000));
    QCOMPARE(editor.exitCode(), 2);
    QVERIFY(editor.readAllStandardError().startsWith("--merge takes four files"));
}

GBXX_TEST_MAIN(TestMergeWindow);

} // namespace tst_merge_window

#include "tst_merge_window.moc"
