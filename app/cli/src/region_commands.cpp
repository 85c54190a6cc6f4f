#include "cli/region_commands.h"
#include "text/core_texts.h"

#include "cli/cli_commands.h"
#include "cli/folder_output.h"
#include "cli/schema_option.h"
#include "gbxx/expression.h"
#include "gbxx/field_operations.h"
#include "io/board_file.h"
#include "io/file_names.h"

#include <cstdio>

namespace gbxx::cli {
namespace {

QString editHelp() {
    return Cli::tr(
        "Usage: gbxx edit [--layout NAME] [--schema FILE] IN OUT [--where EXPR] OP...\n"
        "       gbxx edit [--layout NAME] [--schema FILE] (--out-dir DIR | --in-place) FILE...\n"
        "                 [--where EXPR] OP...\n\n"
        "Applies the operations, in the order given, to every tile of IN matching EXPR (judged on\n"
        "IN before any change; every tile without --where), writes OUT in IN's layout and tile\n"
        "size with header and footer unchanged, and prints 'N tiles changed'.\n\n"
        "Operations:\n"
        "  --set KEY=V         set a field to V (it must fit the field)\n"
        "  --add KEY=N         add N (signed), clamped into the field's range\n"
        "  --flags-on KEY=M    set the flags of mask M\n"
        "  --flags-off KEY=M   clear the flags of mask M\n"
        "Numbers are decimal or 0x hexadecimal; KEY is a tile field of IN (as in 'gbxx dump'),\n"
        "or custom.KEY of its custom-data schema (--schema FILE, else IN's own; docs/schema.md).\n"
        "EXPR is the tile expression language (docs/expressions.md), as in 'gbxx query'.\n"
        "IN may be - (standard input) and OUT - (standard output; the count then goes to\n"
        "standard error).\n\n"
        "Several boards: --out-dir DIR writes each FILE to DIR/NAME, --in-place over itself;\n"
        "each prints 'FILE -> OUT' and its count, indented. A board that fails is named in an\n"
        "error line and the others are still edited (exit 1).\n");
}

} // namespace

int query(const QString& path, const Layout& layout, const QString& text, bool count,
          const std::optional<QString>& schema) {
    const LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.board) {
        printError(loaded.error);
        return kFailure;
    }
    const Board& board = *loaded.board;
    const auto table = fieldTableFor(board, path, schema.value_or(QString()),
                                     schema ? SchemaUse::Required : SchemaUse::Found);
    if (!table)
        return kFailure;
    const auto parsed =
        TileExpression::parse(text.toStdString(), table->fields(), tileShapeOf(board));
    if (!parsed)
        return usageError(Cli::tr("expression: %1").arg(translated(parsed.error.said)),
                          QStringLiteral("query"));
    const Selection matches = parsed.expression->select(board);
    if (count) {
        writeOut(QByteArray::number(static_cast<qulonglong>(matches.count())) + '\n');
        return kSuccess;
    }
    QByteArray out;
    for (TileIndex t : matches.tiles())
        out += QByteArray::number(board.xOf(t)) + ' ' + QByteArray::number(board.yOf(t)) + '\n';
    writeOut(out);
    return kSuccess;
}

namespace {

struct PendingOp {
    FieldOperation::Kind kind;
    QString text;
};

// What `edit` does to each board, as given on its command line.
struct EditRequest {
    const Layout* layout = &defaultLayout();
    QString schemaPath;
    std::optional<QString> where;
    std::vector<PendingOp> pending;
};

// Edits `in` into `out`. A bad operation or expression is a usage error of one board, and the
// failure of that board among several (a key may exist in one tile size and not another).
int editBoard(const QString& in, const QString& out, const EditRequest& request, bool several,
              qsizetype& changed) {
    const QString command = QStringLiteral("edit");
    const auto refuse = [&](const QString& message) {
        if (!several)
            return usageError(message, command);
        printError(QStringLiteral("%1: %2").arg(shownName(in), message));
        return int(kFailure);
    };
    LoadedBoard loaded = loadBoard(in, *request.layout);
    if (!loaded.board) {
        printError(loaded.error);
        return kFailure;
    }
    Board& board = *loaded.board;
    const auto table = fieldTableFor(board, in, request.schemaPath, SchemaUse::Found);
    if (!table)
        return kFailure;
    std::vector<FieldOperation> operations;
    for (const PendingOp& p : request.pending) {
        auto parsed = parseFieldOperation(p.kind, p.text.toStdString(), table->fields());
        if (const Message* why = std::get_if<Message>(&parsed))
            return refuse(translated(*why));
        operations.push_back(std::get<FieldOperation>(parsed));
    }
    Selection chosen = Selection::all(board.tileCount());
    if (request.where) {
        const auto parsed = TileExpression::parse(request.where->toStdString(), table->fields(),
                                                  tileShapeOf(board));
        if (!parsed)
            return refuse(Cli::tr("--where: %1").arg(translated(parsed.error.said)));
        chosen = parsed.expression->select(board); // judged before any change
    }
    const ChangeSet changes = planOperations(board, chosen.tiles(), operations);
    board.apply(changes);
    if (const auto failure = saveBoard(out, board)) {
        printError(*failure);
        return kFailure;
    }
    changed = static_cast<qsizetype>(changes.size());
    return kSuccess;
}

} // namespace

int edit(const QStringList& args) {
    const QString command = QStringLiteral("edit");
    QStringList positional;
    QString layoutName;
    std::optional<QString> outDir;
    bool inPlace = false;
    EditRequest request;
    const std::pair<const char*, FieldOperation::Kind> kOps[] = {
        {"--set", FieldOperation::Kind::Set},
        {"--add", FieldOperation::Kind::Add},
        {"--flags-on", FieldOperation::Kind::FlagsOn},
        {"--flags-off", FieldOperation::Kind::FlagsOff}};
    for (qsizetype k = 0; k < args.size(); ++k) {
        const QString& a = args[k];
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            printOut(editHelp());
            return kSuccess;
        }
        if (a == QLatin1String("--in-place")) {
            inPlace = true;
            continue;
        }
        if (!a.startsWith(QLatin1String("--"))) { // "-" is standard input or output
            positional << a;
            continue;
        }
        // --name VALUE or --name=VALUE.
        const qsizetype equals = a.indexOf(QLatin1Char('='));
        const QString name = equals < 0 ? a : a.left(equals);
        const auto value = [&]() -> std::optional<QString> {
            if (equals >= 0)
                return a.mid(equals + 1);
            if (k + 1 < args.size())
                return args[++k];
            return std::nullopt;
        };
        std::optional<FieldOperation::Kind> kind;
        for (const auto& [option, opKind] : kOps)
            if (name == QLatin1String(option))
                kind = opKind;
        if (!kind && name != QLatin1String("--layout") && name != QLatin1String("--where") &&
            name != QLatin1String("--schema") && name != QLatin1String("--out-dir"))
            return usageError(Cli::tr("unknown option '%1'").arg(name), command);
        const std::optional<QString> v = value();
        if (!v)
            return usageError(Cli::tr("missing value after '%1'").arg(name), command);
        if (kind)
            request.pending.push_back({*kind, *v});
        else if (name == QLatin1String("--layout"))
            layoutName = *v;
        else if (name == QLatin1String("--schema"))
            request.schemaPath = *v;
        else if (name == QLatin1String("--out-dir"))
            outDir = *v;
        else
            request.where = *v;
    }
    const bool several = outDir || inPlace;
    if (outDir && inPlace)
        return usageError(Cli::tr("give --out-dir or --in-place, not both"), command);
    if (several && positional.isEmpty())
        return usageError(
            Cli::tr("'edit %1' takes one or more files")
                .arg(inPlace ? QStringLiteral("--in-place") : QStringLiteral("--out-dir DIR")),
            command);
    if (!several && positional.size() != 2)
        return usageError(Cli::tr("'edit' takes IN OUT, got %1 argument(s)").arg(positional.size()),
                          command);
    if (request.pending.empty())
        return usageError(
            Cli::tr("'edit' needs at least one of --set, --add, --flags-on, --flags-off"), command);
    if (!layoutName.isEmpty()) {
        request.layout = findLayout(layoutName.toStdString());
        if (!request.layout)
            return usageError(Cli::tr("unknown layout '%1'; expected one of %2")
                                  .arg(layoutName, layoutNames().join(QLatin1Char('|'))),
                              command);
    }
    // Always "tiles", as the loss report says it: the line is read by programs.
    const auto countLine = [](qsizetype changed) {
        return QStringLiteral("%1 tiles changed\n").arg(changed);
    };
    if (several) {
        if (positional.contains(QStringLiteral("-")))
            return usageError(Cli::tr("several boards are files; standard input is one board "
                                      "(gbxx edit - OUT)"),
                              command);
        FolderOutputs planned{positional, kSuccess};
        if (outDir)
            planned = outputsInFolder(positional, *outDir, QString());
        if (planned.status != kSuccess)
            return planned.status;
        return writeEach(
            positional, planned.outputs,
            [&](const QString& in, const QString& out, QString& report) {
                qsizetype changed = 0;
                const int status = editBoard(in, out, request, true, changed);
                report = countLine(changed);
                return status;
            },
            Cli::tr("%1 of %2 boards were not edited"));
    }
    const QString& out = positional[1];
    qsizetype changed = 0;
    if (const int status = editBoard(positional[0], out, request, false, changed);
        status != kSuccess)
        return status;
    if (isStandardStream(out))
        std::fputs(countLine(changed).toUtf8().constData(), stderr);
    else
        printOut(countLine(changed));
    return kSuccess;
}

} // namespace gbxx::cli
