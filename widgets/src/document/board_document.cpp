#include "widgets/document/board_document.h"

#include "widgets/document/commands/board_commands.h"
#include "widgets/document/commands/edit_command.h"
#include "widgets/document/commands/note_command.h"
#include "gbxx/footer.h"
#include "gbxx/live_rules.h"
#include "io/file_names.h"
#include "io/schema_file.h"
#include "text/core_texts.h"
#include "text/qt_text.h"

#include <utility>

namespace gbxx {

// A transaction's changes with the running rules kept applied (gbxx/live_rules.h): the tools plan
// against `painted`, and the board shows what the rules make of it.
struct BoardDocument::LiveStroke {
    LiveStroke(std::shared_ptr<const RuleSet> ruleSet, const Board& board,
               std::vector<std::size_t> chosen)
        : rules(std::move(ruleSet))
        , painted(board)
        , live(*rules, board, std::move(chosen)) {}

    // Paints `changes` (planned against `painted`); returns how the shown board changes.
    ChangeSet paint(const ChangeSet& changes) {
        ChangeSet shown;
        if (!started) { // the board as the stroke found it may not obey the rules yet
            shown = live.changes();
            started = true;
        }
        painted.apply(changes);
        shown.merge(live.paint(changes));
        return shown;
    }

    std::shared_ptr<const RuleSet> rules; // kept while the stroke lasts, whatever is edited
    Board painted;
    LiveRules live;
    bool started = false;
};

BoardDocument::BoardDocument(Board board, const QString& filePath, const Layout& fileLayout,
                             const BoardCompanions& companions, QObject* parent)
    : QObject(parent)
    , board_(std::move(board))
    , filePath_(filePath)
    , fileLayout_(&fileLayout)
    , schemaFile_(companions.schema)
    , baseline_(board_)
    , selection_(board_.tileCount()) {
    useSchemaFile();
    rules_.take(companions.rules);
}

void BoardDocument::useSchemaFile() {
    const BoardSchema found = schemaFrom(schemaFile_, board_.variant(), board_.layout());
    schemaPath_ = found.schema ? found.path : QString();
    schemaProblems_ = found.problems;
    useSchema(found.schema);
}

void BoardDocument::useSchema(const std::optional<CustomSchema>& schema) {
    if (fieldTable_)
        retiredTables_.push_back(std::move(fieldTable_));
    fieldTable_ = schema
                      ? std::make_unique<TileFieldTable>(board_.layout(), board_.variant(), *schema)
                      : std::make_unique<TileFieldTable>(board_.layout(), board_.variant());
    recompileRules();
}

void BoardDocument::recompileRules() {
    rules_.compile(fieldTable_->fields(), tileShapeOf(board_));
}

void BoardDocument::setSchema(const std::optional<CustomSchema>& schema, const QString& path) {
    schemaPath_ = path;
    schemaProblems_.clear();
    const CustomSchema* now = fieldTable_->schema();
    if ((!schema && !now) || (schema && now && *schema == *now))
        return;
    useSchema(schema);
    announce({DocumentChange::Fields});
}

void BoardDocument::takeCompanions(const BoardCompanions& companions) {
    // Another folder may have other rules; rules not in a file yet stay until they are saved.
    if (rules_.saved()) {
        rules_.take(companions.rules);
        announce({DocumentChange::Rules});
    }
    schemaFile_ = companions.schema;
    const BoardSchema found = schemaFrom(schemaFile_, board_.variant(), board_.layout());
    if (found.path.isEmpty() && schemaPath_.isEmpty() && fieldTable_->schema())
        return; // a schema kept while the board is open, and none on disk to replace it
    setSchema(found.schema, found.schema ? found.path : QString());
    schemaProblems_ = found.problems;
}

BoardDocument::~BoardDocument() {
    // The stack deletes its commands, which must not call back into a half-destroyed document.
    if (open_ && open_->command && !open_->pushed)
        delete open_->command;
    endOpen(false); // a handle that outlives the document finds its edit ended
    undoStack_.clear();
}

const Board& BoardDocument::settledBoard() {
    checkpoint();
    return board_;
}

void BoardDocument::undo() {
    settle();
    undoStack_.undo();
}

void BoardDocument::redo() {
    settle();
    undoStack_.redo();
}

QString BoardDocument::displayName() const {
    if (!filePath_.isEmpty())
        return shownName(fileNameOf(filePath_));
    if (registryOrigin_)
        return registryOrigin_->revisionAsked ? QStringLiteral("%1@%2")
                                                    .arg(registryOrigin_->code)
                                                    .arg(registryOrigin_->revision)
                                              : registryOrigin_->code;
    // An unsaved board is known by its title (a template's, the sample's), else by its number.
    const std::string title = board_.footer().text(footerField("title"));
    if (!title.empty())
        return QString::fromStdString(title);
    return untitledNumber_ > 1 ? tr("Untitled %1").arg(untitledNumber_) : tr("Untitled");
}

void BoardDocument::setFilePath(const QString& path) {
    if (path == filePath_)
        return;
    filePath_ = path;
    announce({DocumentChange::FilePath});
}

void BoardDocument::setLockedBits(std::uint64_t bits) {
    if (bits == lockedBits_)
        return;
    const std::uint64_t moved = bits ^ lockedBits_;
    lockedBits_ = bits;
    bool pauses = false; // whether a rule starts or stops being paused
    if (rules_.ruleSet())
        for (std::size_t k = 0; k < rules_.ruleSet()->size(); ++k)
            pauses = pauses || rules_.writes(k, moved);
    if (pauses)
        announce({DocumentChange::Rules});
}

void BoardDocument::setRules(std::vector<RuleText> rules) {
    rules_.set(std::move(rules));
    announce({DocumentChange::Rules});
}

void BoardDocument::rulesWritten(const QString& path, const QByteArray& bytes) {
    rules_.written(path, bytes);
    announce({DocumentChange::Rules});
}

void BoardDocument::takeRules(const RulesFileRead& file) {
    rules_.take(file);
    announce({DocumentChange::Rules});
}

void BoardDocument::setLiveRulesOn(bool on) {
    if (on == liveRulesOn_)
        return;
    liveRulesOn_ = on;
    announce({DocumentChange::Rules});
}

std::vector<std::size_t> BoardDocument::runningRules() const {
    return liveRulesOn_ ? rules_.running(lockedBits_) : std::vector<std::size_t>{};
}

const Board& BoardDocument::planningBoard() const {
    return open_ && open_->live ? open_->live->painted : board_;
}

ChangeSet BoardDocument::ruledChanges(const Board& board) const {
    const std::vector<std::size_t> chosen = runningRules();
    if (chosen.empty() || board.variant() != board_.variant() ||
        &board.layout() != &board_.layout())
        return {}; // another tile size has other fields: its rules are read when it is there
    const TileShape shape = tileShapeOf(board);
    if (shape == rules_.shape())
        return applyRules(*rules_.ruleSet(), board, chosen).changes;
    // A new tile shape (a script or a step that turns the board hex): the rules as read for it,
    // unless they do not fit it.
    auto checked = RuleSet::compile(rules_.texts(), fields(), shape);
    if (const RuleSet* other = std::get_if<RuleSet>(&checked))
        return applyRules(*other, board, chosen).changes;
    return {};
}

ChangeSet BoardDocument::withRules(const ChangeSet& changes) const {
    if (runningRules().empty())
        return changes;
    Board after = board_;
    after.apply(changes);
    ChangeSet all = changes;
    all.merge(ruledChanges(after));
    return all;
}

std::variant<RulesOutcome, QString>
BoardDocument::applyRulesToBoard(const QString& text, std::span<const std::size_t> chosen) {
    const std::shared_ptr<const RuleSet>& ruleSet = rules_.ruleSet();
    if (!ruleSet)
        return rules_.problem().isEmpty() ? tr("The board has no rules to apply.")
                                          : rules_.problem();
    for (std::size_t k : chosen) {
        if (k >= ruleSet->size())
            return tr("The board has no rule %1.").arg(k + 1);
        for (const FieldOperation& op : ruleSet->rules()[k].then)
            if (op.field->mask() & lockedBits_)
                return tr("“%1” changes %2, which is locked: unlock it in the Layers panel to "
                          "apply "
                          "the rule.")
                    .arg(qs(ruleSet->rules()[k].text.name), nameInSentence(op.field->label));
    }
    settle();
    RulesOutcome outcome = applyRules(*ruleSet, board_, chosen);
    if (!outcome.changes.empty())
        undoStack_.push(new EditCommand(this, text, outcome.changes, false, board_.tileCount()));
    return outcome;
}

void BoardDocument::setRegistryOrigin(const RegistryOrigin& origin) {
    registryOrigin_ = origin;
    announce({DocumentChange::FilePath});
}

void BoardDocument::wasWrittenTo(const QString& path) {
    fileLayout_ = &board_.layout();
    markSaved();
    setFilePath(absoluteName(path));
}

void BoardDocument::markSaved() {
    checkpoint();
    baseline_.reset(board_);
    undoStack_.setClean();
    announce({});
}

void BoardDocument::markUnsaved() {
    baseline_.clear();
    announce({});
}

void BoardDocument::setSelection(Selection selection) {
    if (selection.tileCount() != board_.tileCount())
        selection = Selection(board_.tileCount());
    if (selection == selection_)
        return;
    selection_ = std::move(selection);
    announce({DocumentChange::Selection});
}

void BoardDocument::pushEdit(const QString& text, const ChangeSet& planned) {
    settle();
    const ChangeSet spared = sparingBits(planned, lockedBits_);
    if (spared.empty())
        return;
    const ChangeSet changes = withRules(spared);
    if (!changes.empty())
        undoStack_.push(new EditCommand(this, text, changes, false, board_.tileCount()));
}

void BoardDocument::setHeaderBits(std::uint16_t bits, const QString& text) {
    settle();
    if (bits == board_.headerBits())
        return;
    Board after = board_;
    after.setHeaderBits(bits);
    const ChangeSet ruled = ruledChanges(after); // a seam joined or a shape changed
    if (ruled.empty()) {
        undoStack_.push(new HeaderCommand(this, text, board_.headerBits(), bits, false));
        return;
    }
    undoStack_.beginMacro(text);
    undoStack_.push(new HeaderCommand(this, text, board_.headerBits(), bits, false));
    undoStack_.push(new EditCommand(this, text, ruled, false, board_.tileCount()));
    undoStack_.endMacro();
}

void BoardDocument::setFooter(const Footer& footer, const QString& text) {
    settle();
    if (!(footer == board_.footer()))
        undoStack_.push(new FooterCommand(this, text, board_.footer(), footer));
}

void BoardDocument::replaceBoard(Board board, const QString& text) {
    settle();
    board.apply(ruledChanges(board));
    if (!(board == board_))
        undoStack_.push(new ReplaceBoardCommand(this, text, board_, std::move(board)));
}

void BoardDocument::pushChanges(const QString& text, const ChangeSet& changes,
                                std::uint16_t headerBits, const Footer& footer) {
    pushChanges(text, changes, headerBits, footer, {});
}

void BoardDocument::pushChanges(const QString& text, const ChangeSet& changes,
                                std::uint16_t headerBits, const Footer& footer,
                                std::function<void(bool done)> noted) {
    settle();
    const bool header = headerBits != board_.headerBits();
    const bool footerChanges = !(footer == board_.footer());
    if (changes.empty() && !header && !footerChanges && !noted)
        return;
    ChangeSet tiles = changes;
    if (!runningRules().empty()) {
        Board after = board_;
        after.apply(changes);
        after.setHeaderBits(headerBits);
        tiles.merge(ruledChanges(after));
    }
    undoStack_.beginMacro(text);
    if (!tiles.empty())
        undoStack_.push(new EditCommand(this, text, tiles, false, board_.tileCount()));
    if (header)
        undoStack_.push(new HeaderCommand(this, text, board_.headerBits(), headerBits, false));
    if (footerChanges)
        undoStack_.push(new FooterCommand(this, text, board_.footer(), footer));
    if (noted) // last, so it is told while the board is as the step leaves it, either way
        undoStack_.push(new NoteCommand(text, std::move(noted)));
    undoStack_.endMacro();
}

std::shared_ptr<EditState> BoardDocument::begin(TransactionOwner owner, const QString& text,
                                                 bool header, std::function<void()> finishing,
                                                 bool* owns) {
    if (open_ && open_->owner == owner && open_->header == header) {
        *owns = false; // the owner's edit goes on, with what the joined handle adds
        return open_->state;
    }
    settle(); // the one place where what is open lands before another edit
    *owns = true;
    Transaction edit;
    edit.id = nextTransaction_++;
    edit.owner = owner;
    edit.header = header;
    edit.state = std::make_shared<EditState>(EditState{this, edit.id, true});
    edit.text = text;
    edit.finishing = std::move(finishing);
    open_ = std::move(edit);
    return open_->state;
}

DocumentEdit BoardDocument::openEdit(TransactionOwner owner, const QString& text,
                                     std::function<void()> finishing) {
    bool owns = false;
    auto state = begin(owner, text, false, std::move(finishing), &owns);
    return DocumentEdit(std::move(state), owns);
}

HeaderPreview BoardDocument::openHeaderPreview(TransactionOwner owner, const QString& text) {
    bool owns = false;
    auto state = begin(owner, text, true, {}, &owns);
    return HeaderPreview(std::move(state), owns);
}

void BoardDocument::endOpen(bool announceIt) {
    if (!open_)
        return;
    open_->state->open = false;
    open_.reset();
    // Whoever shows the edit (the view's floating content) learns here that it is over, however
    // it ended: the document never calls into its owner for that.
    if (announceIt)
        announce({DocumentChange::EditEnded});
}

void BoardDocument::pushOpen(DocumentCommand* command) {
    open_->command = command;
    open_->pushed = true;
    undoStack_.push(command); // its redo() makes the first change
}

bool BoardDocument::extend(TransactionId id, const ChangeSet& planned) {
    if (!isOpen(id))
        return false;
    if (open_->header)
        return false; // a header preview takes no tiles
    ChangeSet changes = sparingBits(planned, lockedBits_);
    if (changes.empty())
        return true;
    if (!open_->liveDecided) { // the rules that run with this transaction, from its first change
        open_->liveDecided = true;
        std::vector<std::size_t> chosen = runningRules();
        if (!chosen.empty())
            open_->live = std::make_shared<LiveStroke>(rules_.ruleSet(), board_, std::move(chosen));
    }
    if (open_->live) {
        changes = open_->live->paint(changes);
        if (changes.empty())
            return true; // painted, and the rules keep the board as it was
    }
    if (!open_->command)
        pushOpen(new EditCommand(this, open_->text, changes, true, board_.tileCount()));
    else
        static_cast<EditCommand*>(open_->command)->extend(changes);
    if (open_->command->changesNothing())
        dropOpenCommand(); // painted back as it was: no step, and unmodified again
    return true;
}

bool BoardDocument::previewHeader(TransactionId id, std::uint16_t bits) {
    if (!isOpen(id))
        return false;
    if (!open_->command) {
        if (bits == board_.headerBits())
            return true;
        auto* preview = new HeaderCommand(this, open_->text, board_.headerBits(), bits, true);
        open_->command = preview; // shown now, pushed on commit
        preview->redo();
    } else if (open_->header) {
        static_cast<HeaderCommand*>(open_->command)->setAfter(bits);
    } else {
        return false;
    }
    if (open_->command->changesNothing())
        dropOpenCommand();
    return true;
}

bool BoardDocument::commit(TransactionId id) {
    if (!isOpen(id))
        return false;
    if (auto finishing = std::exchange(open_->finishing, {})) {
        const std::shared_ptr<EditState> state = open_->state;
        state->committing = true;
        finishing(); // its last extend
        state->committing = false;
    }
    if (!isOpen(id))
        return true;
    closeOpenCommand();
    endOpen();
    return true;
}

void BoardDocument::closeOpenCommand() {
    DocumentCommand* command = open_->command;
    if (!command)
        return;
    open_->command = nullptr;
    command->close();
    if (!open_->pushed) { // a header preview: its redo() shows what is shown already
        const ChangeSet ruled = ruledChanges(board_);
        if (ruled.empty()) {
            undoStack_.push(command);
        } else { // what the rules make of the board it shows, in the same step
            undoStack_.beginMacro(open_->text);
            undoStack_.push(command);
            undoStack_.push(new EditCommand(this, open_->text, ruled, false, board_.tileCount()));
            undoStack_.endMacro();
        }
    }
    open_->pushed = false;
}

void BoardDocument::checkpoint() {
    if (open_ && open_->finishing)
        settle(); // floating content is placed, and that ends it
    else if (open_)
        closeOpenCommand(); // the transaction stays open: its next change starts a new step
}

bool BoardDocument::cancel(TransactionId id) {
    if (!isOpen(id))
        return false;
    open_->finishing = {};
    dropOpenCommand();
    endOpen();
    return true;
}

void BoardDocument::settle() {
    if (open_)
        commit(open_->id);
}

void BoardDocument::dropOpenCommand() {
    DocumentCommand* command = open_->command;
    if (!command)
        return;
    open_->command = nullptr;
    command->close();
    if (!open_->pushed) {
        command->undo();
        delete command;
        return;
    }
    open_->pushed = false;
    command->discard();
    undoStack_.undo(); // takes its changes back, then the stack deletes it
}

void BoardDocument::openCommandUndone(DocumentCommand* command) {
    if (open_ && open_->command == command)
        endOpen();
    command->close();
}

void BoardDocument::flipTiles(const TileDelta& delta) {
    if (delta.size() == 0)
        return;
    board_.flip(delta);
    DocumentChange change{DocumentChange::Tiles, delta.tiles(), 0};
    for (std::uint64_t x : delta.xors())
        change.changedBits |= x;
    announce(std::move(change));
}

void BoardDocument::applyTiles(const ChangeSet& changes) {
    if (changes.empty())
        return;
    board_.apply(changes);
    DocumentChange change{DocumentChange::Tiles, {}, 0};
    change.tiles.reserve(changes.size());
    for (const ChangeSet::Change& c : changes) {
        change.tiles.push_back(c.index);
        change.changedBits |= c.before ^ c.after;
    }
    announce(std::move(change));
}

void BoardDocument::applyHeader(std::uint16_t bits) {
    if (bits == board_.headerBits())
        return;
    board_.setHeaderBits(bits);
    if (tileShapeOf(board_) != rules_.shape())
        recompileRules(); // neighbours8 is a mistake on a hex board
    announce({DocumentChange::Header});
}

void BoardDocument::applyFooter(const Footer& footer) {
    board_.footer() = footer;
    announce({DocumentChange::Footer});
}

void BoardDocument::applyBoard(const Board& board) {
    const bool otherTables =
        board.variant() != board_.variant() || &board.layout() != &board_.layout();
    board_ = board;
    baseline_.noteBoard(board_);
    if (otherTables) // the schema's part for the new tile size, if it has one
        useSchemaFile();
    else
        recompileRules(); // the same fields; the shape may be another
    DocumentChange change{DocumentChange::Board};
    if (selection_.tileCount() != board_.tileCount()) {
        selection_ = Selection(board_.tileCount());
        change.aspects |= DocumentChange::Selection;
    }
    announce(std::move(change));
}

void BoardDocument::announce(DocumentChange change) {
    if (change.has(DocumentChange::Tiles))
        baseline_.noteTiles(board_, change.tiles);
    const bool modified = baseline_.differs(board_);
    if (modified != modified_) {
        modified_ = modified;
        change.aspects |= DocumentChange::Modified;
    }
    if (change.aspects == 0)
        return;
    if (change.aspects != DocumentChange::EditEnded) // the board itself is as it was
        ++revision_;
    emit changed(change);
}

} // namespace gbxx
