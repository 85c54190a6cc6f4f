#include "cli/rules_command.h"

#include "cli/cli_commands.h"
#include "cli/schema_option.h"
#include "gbxx/rules.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "io/rules_file.h"

#include <cstdio>
#include <map>

namespace gbxx::cli {
namespace {

const QString kCommand = QStringLiteral("rules");

QString rulesHelp() {
    return Cli::
        tr("Usage: gbxx rules apply [--rules FILE] [--layout NAME] [--schema FILE] IN OUT\n"
           "       gbxx rules check [--rules FILE] [--layout NAME] [--schema FILE] FILE...\n\n"
           "Runs a board's rules (docs/expressions.md, Rules): every rule of its rules file,\n"
           "in file order, each judging every tile as the rules before it left the board.\n\n"
           "  apply   writes OUT and prints 'NAME: N tiles changed' for each rule, in order\n"
           "  check   prints 'FILE: NAME: N tiles' for each rule that would change a board,\n"
           "          and exits 1 if any would; else exits 0 and prints nothing\n\n"
           "Options:\n"
           "  --rules FILE    the rules file; by default each board's own: BOARDNAME.rules.json\n"
           "                  beside it, else gameboardxx-rules.json in its folder or above\n"
           "  --layout NAME   read the boards in this layout: %1\n"
           "  --schema FILE   read custom data with this schema, so rules can name custom.KEY\n"
           "                  (by default the board's own, as for 'gbxx edit')\n"
           "  -h, --help      show this help\n\n"
           "A rules file that cannot be read or has a mistake (its JSON, an expression, an\n"
           "operation, a value that does not fit) ends the command with exit 2 and one\n"
           "'error:' line naming the rule and the place, before any rule runs; nothing is\n"
           "written. IN may be - (standard input; give --rules) and OUT - (standard output;\n"
           "the lines then go to standard error).\n")
            .arg(layoutNames().join(QLatin1Char('|')));
}

struct RulesRequest {
    bool check = false;
    QStringList files;
    QString rulesPath; // given, or empty: each board's own
    QString schemaPath;
    const Layout* layout = &defaultLayout();
};

// What a board's rules are checked and run with: its fields, and its rules compiled for them.
struct BoardRules {
    std::optional<Board> board;
    Variant variant = Variant::GB64;
    TileShape shape = TileShape::Any;
    std::optional<TileFieldTable> fields; // the rules point into it
    std::optional<RuleSet> rules;
};

class RulesRun {
public:
    explicit RulesRun(const RulesRequest& request)
        : request_(request) {}

    // The board at `path` and its rules; a board that cannot be read is kFailure, rules that
    // cannot be used kUsage, each with its `error:` line.
    int prepare(const QString& path, BoardRules& out) {
        LoadedBoard loaded = loadBoard(path, *request_.layout);
        if (!loaded.board) {
            printError(loaded.error);
            return kFailure;
        }
        out.board = std::move(loaded.board);
        out.variant = out.board->variant();
        out.shape = tileShapeOf(*out.board);
        out.fields = fieldTableFor(*out.board, path, request_.schemaPath, SchemaUse::Found);
        if (!out.fields)
            return kFailure;
        QString rulesPath = request_.rulesPath;
        if (rulesPath.isEmpty() && !isStandardStream(path))
            rulesPath = findRulesFor(path);
        if (rulesPath.isEmpty()) {
            printError(isStandardStream(path)
                           ? Cli::tr("standard input has no rules file beside it; give --rules "
                                     "FILE")
                           : Cli::tr("no rules file for %1 (BOARDNAME.rules.json beside it, or "
                                     "gameboardxx-rules.json in its folder or above); give "
                                     "--rules FILE")
                                 .arg(shownName(path)));
            return kUsage;
        }
        auto read = texts_.find(rulesPath);
        if (read == texts_.end())
            read = texts_.emplace(rulesPath, loadRulesFile(rulesPath)).first;
        if (!read->second.rules) {
            printError(read->second.problem);
            return kUsage;
        }
        auto compiled =
            RuleSet::compile(*read->second.rules, out.fields->fields(), tileShapeOf(*out.board));
        if (const RulesError* error = std::get_if<RulesError>(&compiled)) {
            printError(rulesProblem(rulesPath, *error));
            return kUsage;
        }
        out.rules = std::move(std::get<RuleSet>(compiled));
        return kSuccess;
    }

private:
    const RulesRequest& request_;
    std::map<QString, LoadedRules> texts_; // each rules file read once
};

int apply(const RulesRequest& request) {
    const QString& in = request.files[0];
    const QString& out = request.files[1];
    // The lines say what OUT holds: where they cannot be said, OUT is not written.
    if (int status = kSuccess; standardOutputClosed(status))
        return status;
    RulesRun run(request);
    BoardRules prepared;
    if (const int status = run.prepare(in, prepared); status != kSuccess)
        return status;
    Board& board = *prepared.board;
    const RulesOutcome outcome = applyRules(*prepared.rules, board, prepared.rules->all());
    board.apply(outcome.changes);
    if (const auto failure = saveBoard(out, board)) {
        printError(*failure);
        return kFailure;
    }
    // Always "tiles", as `gbxx edit` says it: the lines are read by programs.
    QByteArray lines;
    for (const RuleCount& count : outcome.counts)
        lines += QByteArray::fromStdString(prepared.rules->rules()[count.rule].text.name) + ": " +
                 QByteArray::number(qulonglong(count.changed)) + " tiles changed\n";
    if (isStandardStream(out))
        std::fwrite(lines.constData(), 1, std::size_t(lines.size()), stderr);
    else
        writeOut(lines);
    return kSuccess;
}

int check(const RulesRequest& request) {
    // Every board's rules are read and checked before any runs: a mistake in any is the outcome.
    RulesRun run(request);
    std::vector<BoardRules> prepared(std::size_t(request.files.size()));
    std::vector<int> statuses;
    for (qsizetype k = 0; k < request.files.size(); ++k) {
        const int status = run.prepare(request.files[k], prepared[std::size_t(k)]);
        if (status == kUsage)
            return kUsage;
        statuses.push_back(status);
        // Boards are read again to be run, so that a folder of them is not all in memory at once;
        // standard input cannot be.
        if (!isStandardStream(request.files[k]))
            prepared[std::size_t(k)].board.reset();
    }
    int status = kSuccess;
    for (qsizetype k = 0; k < request.files.size(); ++k) {
        const QString& file = request.files[k];
        BoardRules& rules = prepared[std::size_t(k)];
        if (statuses[std::size_t(k)] != kSuccess) { // said already
            status = kFailure;
            continue;
        }
        if (!rules.board) {
            LoadedBoard loaded = loadBoard(file, *request.layout);
            if (!loaded.board) {
                printError(loaded.error);
                status = kFailure;
                continue;
            }
            // The rules were checked for the board's tile size and shape as first read.
            if (loaded.board->variant() != rules.variant ||
                tileShapeOf(*loaded.board) != rules.shape) {
                printError(Cli::tr("%1 changed while its rules were checked").arg(shownName(file)));
                status = kFailure;
                continue;
            }
            rules.board = std::move(loaded.board);
        }
        const RulesOutcome outcome = applyRules(*rules.rules, *rules.board, rules.rules->all());
        for (const RuleCount& count : outcome.counts) {
            if (count.changed == 0)
                continue;
            writeOut(bytesOfName(file) + ": " +
                     QByteArray::fromStdString(rules.rules->rules()[count.rule].text.name) + ": " +
                     QByteArray::number(qulonglong(count.changed)) + " tiles\n");
            status = kFailure;
        }
        rules.board.reset();
    }
    return status;
}

} // namespace

int rules(const QStringList& args) {
    RulesRequest request;
    std::optional<QString> action;
    for (qsizetype k = 0; k < args.size(); ++k) {
        const QString& a = args[k];
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            printOut(rulesHelp());
            return kSuccess;
        }
        if (!a.startsWith(QLatin1String("--"))) { // "-" is standard input or output
            if (!action)
                action = a;
            else
                request.files << a;
            continue;
        }
        // --name VALUE or --name=VALUE.
        const qsizetype equals = a.indexOf(QLatin1Char('='));
        const QString name = equals < 0 ? a : a.left(equals);
        if (name != QLatin1String("--rules") && name != QLatin1String("--layout") &&
            name != QLatin1String("--schema"))
            return usageError(Cli::tr("unknown option '%1'").arg(shownName(name)), kCommand);
        if (equals < 0 && k + 1 >= args.size())
            return usageError(Cli::tr("missing value after '%1'").arg(name), kCommand);
        const QString value = equals >= 0 ? a.mid(equals + 1) : args[++k];
        if (name == QLatin1String("--rules"))
            request.rulesPath = value;
        else if (name == QLatin1String("--schema"))
            request.schemaPath = value;
        else if (!(request.layout = findLayout(value.toStdString())))
            return usageError(Cli::tr("unknown layout '%1'; expected one of %2")
                                  .arg(shownName(value), layoutNames().join(QLatin1Char('|'))),
                              kCommand);
    }
    if (!action)
        return usageError(Cli::tr("'rules' takes apply or check"), kCommand);
    if (*action != QLatin1String("apply") && *action != QLatin1String("check"))
        return usageError(Cli::tr("'rules' takes apply or check, not '%1'").arg(shownName(*action)),
                          kCommand);
    request.check = *action == QLatin1String("check");
    if (request.check && request.files.isEmpty())
        return usageError(Cli::tr("'rules check' takes one or more files"), kCommand);
    if (!request.check && request.files.size() != 2)
        return usageError(
            Cli::tr("'rules apply' takes IN OUT, got %1 argument(s)").arg(request.files.size()),
            kCommand);
    return request.check ? check(request) : apply(request);
}

} // namespace gbxx::cli
