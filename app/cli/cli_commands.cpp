#include "cli/cli_commands.h"

#include "cli/board_summary.h"
#include "gbxx/balance.h"
#include "gbxx/conversion.h"
#include "gbxx/dump_json.h"
#include "gbxx/warnings.h"
#include "io/board_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>

#include <cstdio>

namespace gbxx::cli {
namespace {

void printWarnings(const Board& board, const QString& path, std::FILE* stream) {
    for (const Warning& w : allWarnings(board, QFileInfo(path).fileName().toStdString())) {
        const QByteArray line = "warning: " + QByteArray::fromStdString(w.message) + " [" +
                                QByteArray::fromStdString(w.rule) + "]\n";
        std::fputs(line.constData(), stream);
    }
}

// The board at `path`, or nothing after printing why not.
std::optional<Board> load(const QString& path, const Layout& layout) {
    LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.board)
        printError(loaded.error);
    return std::move(loaded.board);
}

} // namespace

void printOut(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
}

void printError(const QString& message) {
    const QByteArray bytes = (QStringLiteral("error: ") + message + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
}

int info(const QString& path, const Layout& layout) {
    const std::optional<Board> board = load(path, layout);
    if (!board)
        return kFailure;
    printOut(boardSummary(*board, path, QFileInfo(path).size()));
    printWarnings(*board, path, stdout);
    return kSuccess;
}

int dump(const QString& path, const Layout& layout) {
    const std::optional<Board> board = load(path, layout);
    if (!board)
        return kFailure;
    const std::string json = dumpJson(*board);
    std::fwrite(json.data(), 1, json.size(), stdout);
    return kSuccess;
}

int validate(const QString& path, const Layout& layout) {
    const std::optional<Board> board = load(path, layout);
    if (!board)
        return kFailure;
    printWarnings(*board, path, stdout);
    return kSuccess;
}

ConvertResult convertFile(const QString& in, const QString& out, Variant target, bool strict,
                          const Layout& layout) {
    ConvertResult result;
    LoadedBoard loaded = loadBoard(in, layout);
    if (!loaded.board) {
        result.error = loaded.error;
        return result;
    }
    const Conversion conversion = convertBoard(*loaded.board, target);
    if (strict && !conversion.report.lossless()) {
        QStringList lossy;
        for (const LossEntry& e : conversion.report.entries)
            lossy << QString::fromStdString(e.line());
        result.error = Cli::tr("converting %1 to GB%2 loses data (%3); nothing was written")
                           .arg(in, QString::fromLatin1(digitsOf(target).data(), 2),
                                lossy.join(QStringLiteral(", ")));
        return result;
    }
    if (const auto failure = saveBoard(out, conversion.board)) {
        result.error = *failure;
        return result;
    }
    result.written = true;
    result.report = QString::fromStdString(conversion.report.text());
    // S2: the extension is only a hint, but a mismatching one will confuse people later.
    for (const Warning& w : findWarnings(conversion.board, QFileInfo(out).fileName().toStdString()))
        if (w.rule == "S2")
            result.warnings << QString::fromStdString(w.message);
    return result;
}

int convert(const QString& in, const QString& out, Variant target, bool strict,
            const Layout& layout) {
    const ConvertResult result = convertFile(in, out, target, strict, layout);
    if (!result.written) {
        printError(result.error);
        return kFailure;
    }
    printOut(result.report);
    for (const QString& w : result.warnings)
        std::fputs(("warning: " + w + QLatin1Char('\n')).toUtf8().constData(), stderr);
    return kSuccess;
}

} // namespace gbxx::cli
