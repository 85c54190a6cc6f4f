#pragma once
// An open board: the core Board, the file it belongs to (path and layout), its undo stack and the
// edit in progress. It is the one channel for changes: only its undo commands change the board, and
// it announces every change, with what changed, through changed(). Views and docks subscribe to it
// themselves.
//
// Edits go through a handle (document_edit.h). A stroke is opened, extended live (the board shows
// it at once) and committed as one undo step storing only what changed, or rolled back. Whatever
// reads the board for the outside world (save, export) first records the stroke so far as its undo
// step, and the stroke goes on as a new one; whatever changes the board another way (undo, redo,
// another edit, replacing the board) first commits the open edit, and tells its handle that it
// ended. Nothing outside can edit around the undo stack.
//
// Rules (docs/expressions.md "Rules") belong to the edits: after every edit of tiles or header (a
// stroke sample by sample, a fill, a paste, Replace, the inspector, a script …) the running rules
// are applied in the same undo step, so that one undo takes back the edit and what the rules did
// with it, and the board is always what `gbxx rules apply` makes of the board as painted. Undo and
// redo replay what a step stored; the rules do not run again.

#include "widgets/document/document_change.h"
#include "widgets/document/document_edit.h"
#include "io/board_companions.h"
#include "widgets/document/document_rules.h"
#include "gbxx/board.h"
#include "gbxx/board_baseline.h"
#include "gbxx/selection.h"
#include "gbxx/tile_field_table.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <variant>
#include <vector>

namespace gbxx {

class DocumentCommand;

class BoardDocument : public QObject {
    Q_OBJECT

public:
    using TransactionId = quint64;

    // A document for `board`, which is what the file at `filePath` holds when the path is given
    // (read in `fileLayout`), with the schema and rules files read for it (io/board_companions.h:
    // the document reads no file); an untitled board is unmodified until it is edited.
    explicit BoardDocument(Board board, const QString& filePath = QString(),
                           const Layout& fileLayout = defaultLayout(),
                           const BoardCompanions& companions = {}, QObject* parent = nullptr);
    ~BoardDocument() override;

    // The board as the user sees it, an open transaction's changes included.
    const Board& board() const { return board_; }
    // The board with the open transaction's changes so far recorded as an undo step (checkpoint):
    // for the outside world.
    const Board& settledBoard();

    // For the undo group and the history view. Undo and redo go through undo() and redo(); the
    // stack is safe to drive directly too (an open transaction ends first).
    QUndoStack* undoStack() { return &undoStack_; }
    void undo();
    void redo();
    // Goes up by one with every change of any kind.
    quint64 revision() const { return revision_; }

    // The file: its path (empty while untitled) and the layout it is written in (it differs from
    // the board's after Convert This Board To).
    QString filePath() const { return filePath_; }
    const Layout& fileLayout() const { return *fileLayout_; }
    // The name shown in the title bar and the tab: the file name; without a file, the registry
    // code it was fetched by, else the board's title, else "Untitled" (numbered from the second
    // untitled board of a window).
    QString displayName() const;
    void setUntitledNumber(int number) { untitledNumber_ = number; }
    // Exactly: the board differs from what its file holds (for an untitled board: from how it was
    // opened). A restored recovery copy differs until it is saved.
    bool isModified() const { return modified_; }

    // The board belongs to the file at `path` from now on (it is written there at the next save).
    // Its schema and rules stay until takeCompanions() hands over those of the new place.
    void setFilePath(const QString& path);
    // The schema and rules files of the board's place, as the file layer read them: the schema's
    // part for the board's tile size is used (one set only while the board is open stays when no
    // file applies); the rules are taken unless rules not in a file yet are kept until saved.
    void takeCompanions(const BoardCompanions& companions);
    // A board fetched from the registry: its code and revision. Until it is saved to a file it is
    // known by its code, CODE@REV when that revision was asked for (displayName); announced as a
    // FilePath change.
    struct RegistryOrigin {
        QString code;
        int revision = 0;
        bool revisionAsked = false; // not simply the latest
    };
    const std::optional<RegistryOrigin>& registryOrigin() const { return registryOrigin_; }
    void setRegistryOrigin(const RegistryOrigin& origin);
    // settledBoard() was written to `path` (document_files.h saveDocument): the file is the
    // document's, in the board's layout, and the board is unmodified.
    void wasWrittenTo(const QString& path);
    // The board now is what the file holds (after it was written elsewhere, in tests, and for
    // boards read again from disk).
    void markSaved();
    // Nothing on disk holds this board yet (a restored recovery copy).
    void markUnsaved();

    // The tile fields the editor shows and edits: the layout's, then the sub-fields of the board's
    // custom-data schema (docs/schema.md), found beside its file when it is opened or saved
    // elsewhere. A FieldSpec of an earlier schema stays valid (unused) while the document lives.
    const TileFieldTable& fieldTable() const { return *fieldTable_; }
    std::span<const FieldSpec> fields() const { return fieldTable_->fields(); }
    const FieldSpec* field(std::string_view key) const { return fieldTable_->find(key); }
    // The schema file in use (empty: none, or one kept only while the board is open), and why one
    // found beside the file could not be used.
    QString schemaPath() const { return schemaPath_; }
    QStringList schemaProblems() const { return schemaProblems_; }
    // Uses `schema` (nothing: none) from now on; announces Fields when the fields change.
    void setSchema(const std::optional<CustomSchema>& schema, const QString& path);
    // The schema file as it is now on disk (after it was written), whose part for another tile
    // size a Convert takes.
    void rememberSchemaFile(SchemaFileRead file) { schemaFile_ = std::move(file); }

    // The selected tiles: what region operations act on, and where painting stays while any are
    // selected. Selecting is not an undo step (as in Tiled and Krita: it changes no content); a
    // board of another size starts with nothing selected.
    const Selection& selection() const { return selection_; }
    void setSelection(Selection selection);

    // Bits no tile edit may change (the locked layers' fields): pushEdit and extend leave them as
    // they are, whoever planned the edit (tools, paste, replace, the inspector). Undo, redo and
    // whole-board changes are not edits of fields and are not held back.
    // Rules that change a locked field are paused (runningRules()).
    void setLockedBits(std::uint64_t bits);
    std::uint64_t lockedBits() const { return lockedBits_; }

    // The board's rules: those of the rules file found for its file as a schema is (read again
    // when the file moves), or rules made in the editor and kept with the board until they are
    // saved. Rules with a mistake never run.
    const DocumentRules& rules() const { return rules_; }
    // Rules edited in the editor, checked at once; in no file until saveRules(). Announces Rules.
    void setRules(std::vector<RuleText> rules);
    // The rules were written to `path` as `bytes` (document_files.h saveRules). Announces Rules.
    void rulesWritten(const QString& path, const QByteArray& bytes);
    // The rules file as read again (document_files.h reloadRules), dropping rules not saved.
    // Announces Rules.
    void takeRules(const RulesFileRead& file);
    // Whether live rules run after edits at all (on until switched off).
    bool liveRulesOn() const { return liveRulesOn_; }
    void setLiveRulesOn(bool on);
    // The rules applied after each edit, in file order: the live ones, while live rules are on,
    // the rules have no mistake and the rule changes no locked field.
    std::vector<std::size_t> runningRules() const;
    // What the open transaction's next changes are planned against: while rules run, the board as
    // painted so far, without what the rules made of it (so that a stroke paints what the user
    // paints, and the rules judge that); else board().
    const Board& planningBoard() const;
    // Runs the rules `chosen` (indices into the rules, in the order to run) on the board as one
    // undo step, exactly as `gbxx rules apply` runs them (the live rules do not run again after
    // it). Refused, with why, while the rules have a mistake or when a chosen rule changes a
    // locked field.
    std::variant<RulesOutcome, QString> applyRulesToBoard(const QString& text,
                                                          std::span<const std::size_t> chosen);

    // One undo step each; an edit that changes nothing makes none.
    // `changes` are planned against board() (Board::planField …); they are made now.
    void pushEdit(const QString& text, const ChangeSet& changes);
    void setHeaderBits(std::uint16_t bits, const QString& text);
    void setFooter(const Footer& footer, const QString& text);
    void replaceBoard(Board board, const QString& text);
    // Tiles, header and footer together as one undo step (a script's run). `changes` are made
    // whole: locked fields are not held back, as for other whole-board changes.
    void pushChanges(const QString& text, const ChangeSet& changes, std::uint16_t headerBits,
                     const Footer& footer);
    // The same, with `noted` told each time the step is done (true, now too) and undone (false):
    // what is kept beside the board (a merge's choices) goes and comes back with the step. The
    // step is made even when the board does not change.
    void pushChanges(const QString& text, const ChangeSet& changes, std::uint16_t headerBits,
                     const Footer& footer, std::function<void(bool done)> noted);

    // Edits. Opening one settles whatever another owner has open (in here alone: nobody settles
    // before opening), or joins the edit `owner` has open (owner: any object's address, only
    // compared). `finishing`, when given, makes the edit's last changes (floating content is
    // placed) whenever it is committed: by its handle, or by the document settling it before a
    // save or another edit; such an edit always ends there.
    using TransactionOwner = const void*;
    DocumentEdit openEdit(TransactionOwner owner, const QString& text,
                          std::function<void()> finishing = {});
    // A header preview: shown at once, on the stack only when committed.
    HeaderPreview openHeaderPreview(TransactionOwner owner, const QString& text);
    // Whose edit is open; nullptr when none is.
    TransactionOwner transactionOwner() const { return open_ ? open_->owner : nullptr; }
    // Commits the open edit, if any; it has ended.
    void settle();
    // Records the open edit's changes so far as an undo step; the edit goes on, its
    // next changes in a step of their own.
    void checkpoint();

signals:
    void changed(const gbxx::DocumentChange& change);

private:
    friend class DocumentCommand;
    friend class EditCommand;
    friend class HeaderCommand;
    friend class FooterCommand;
    friend class ReplaceBoardCommand;

    // For the commands, the only code that changes the board.
    void flipTiles(const TileDelta& delta);
    void applyTiles(const ChangeSet& changes);
    void applyHeader(std::uint16_t bits);
    void applyFooter(const Footer& footer);
    void applyBoard(const Board& board);
    // The open transaction's command is being undone from the stack: the transaction ends.
    void openCommandUndone(DocumentCommand* command);

    void announce(DocumentChange change);
    void dropOpenCommand();
    void closeOpenCommand();
    void pushOpen(DocumentCommand* command);

    // What the handles do (document_edit.h), for the edit `id` while it is open.
    friend class EditHandle;
    friend class DocumentEdit;
    friend class HeaderPreview;
    bool isOpen(TransactionId id) const { return open_ && open_->id == id; }
    std::shared_ptr<EditState> begin(TransactionOwner owner, const QString& text, bool header,
                                     std::function<void()> finishing, bool* owns);
    bool extend(TransactionId id, const ChangeSet& changes);
    bool previewHeader(TransactionId id, std::uint16_t bits);
    bool commit(TransactionId id);
    bool cancel(TransactionId id);
    void endOpen(bool announceIt = true); // the open edit is over: its handles are told

    struct LiveStroke;
    struct Transaction {
        TransactionId id;
        TransactionOwner owner;
        bool header = false; // a header preview: its command a HeaderCommand, never tiles
        std::shared_ptr<EditState> state;
        QString text;
        DocumentCommand* command = nullptr; // made with the first change
        bool pushed = false;                // on the undo stack (a preview's is not, until commit)
        std::function<void()> finishing;
        // The running rules kept up to date with its changes, from its first change on.
        std::shared_ptr<LiveStroke> live;
        bool liveDecided = false;
    };

    // The rules checked for the fields and the board's tile shape now.
    void recompileRules();
    // What the running rules change on `board` (the board as an edit leaves it, maybe with
    // another header); nothing when none run or they do not fit its tile size.
    ChangeSet ruledChanges(const Board& board) const;
    // `changes` to the board and what the running rules then change, as one set.
    ChangeSet withRules(const ChangeSet& changes) const;

    // Builds the table for the board's variant and layout with `schema`.
    void useSchema(const std::optional<CustomSchema>& schema);
    // Uses the schema found for the file (none when there is none), without announcing it.
    void useSchemaFile(); // schemaFile_'s part for the board as it is now

    Board board_;
    QString filePath_;
    std::optional<RegistryOrigin> registryOrigin_;
    const Layout* fileLayout_;
    std::unique_ptr<TileFieldTable> fieldTable_;
    std::vector<std::unique_ptr<TileFieldTable>> retiredTables_; // their specs may still be held
    SchemaFileRead schemaFile_;
    QString schemaPath_;
    QStringList schemaProblems_;
    QUndoStack undoStack_;
    BoardBaseline baseline_;
    Selection selection_;
    bool modified_ = false;
    int untitledNumber_ = 1;
    std::uint64_t lockedBits_ = 0;
    DocumentRules rules_;
    bool liveRulesOn_ = true;
    quint64 revision_ = 0;
    std::optional<Transaction> open_;
    TransactionId nextTransaction_ = 1;
};

} // namespace gbxx
