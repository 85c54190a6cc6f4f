#include "cli/folder_output.h"

#include "cli/cli_commands.h"
#include "cli/terminal_progress.h"
#include "io/file_names.h"
#include "text/variant_text.h"

#include <QHash>

#include <cstdio>

namespace gbxx::cli {

FolderOutputs outputsInFolder(const QStringList& inputs, const QString& outDir,
                              const QString& extension) {
    FolderOutputs result;
    QHash<QString, QString> firstFor;
    const QString folder = outDir.endsWith(QLatin1Char('/')) ? outDir : outDir + QLatin1Char('/');
    for (const QString& in : inputs) {
        const QString name = fileNameOf(in);
        const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
        const QString out =
            folder + (extension.isEmpty() ? name : (dot > 0 ? name.left(dot) : name) + extension);
        const QString key = out.toLower();
        if (firstFor.contains(key)) {
            printError(Cli::tr("%1 and %2 would both be written to %3; give them separately")
                           .arg(shownName(firstFor.value(key)), shownName(in), shownName(out)));
            result.status = kUsage;
            return result;
        }
        firstFor.insert(key, in);
        result.outputs << out;
    }
    if (const auto failure = makeFolders(outDir)) {
        printError(Cli::tr("cannot create the folder %1").arg(*failure));
        result.status = kFailure;
    }
    return result;
}

int writeEach(const QStringList& inputs, const QStringList& outputs, const WriteOne& write,
              const QString& failureSummary) {
    TerminalProgress progress(static_cast<int>(inputs.size()));
    int failed = 0;
    for (qsizetype k = 0; k < inputs.size(); ++k) {
        progress.show(static_cast<int>(k) + 1, shownName(fileNameOf(inputs[k])));
        QString report;
        const int status = write(inputs[k], outputs[k], report);
        progress.clear();
        if (status != kSuccess) {
            ++failed;
            continue;
        }
        // Each report under a line naming the file, indented, so one run's output reads as a list.
        QString text =
            QStringLiteral("%1 -> %2\n").arg(shownName(inputs[k]), shownName(outputs[k]));
        for (const QString& line : report.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            text += QStringLiteral("  ") + line + QLatin1Char('\n');
        printOut(text);
        std::fflush(stdout);
    }
    if (failed > 0) {
        printError(failureSummary.arg(failed).arg(inputs.size()));
        return kFailure;
    }
    return kSuccess;
}

int convertAll(const QStringList& inputs, const QString& outDir, Variant target, bool strict,
               const Layout& layout) {
    const FolderOutputs planned = outputsInFolder(inputs, outDir, variantExtension(target));
    if (planned.status != kSuccess)
        return planned.status;
    return writeEach(
        inputs, planned.outputs,
        [&](const QString& in, const QString& out, QString& report) {
            const ConvertResult result = convertFile(in, out, target, strict, layout);
            if (!result.written) {
                printError(Cli::tr("%1: %2").arg(shownName(in), result.error));
                return int(kFailure);
            }
            report = result.report;
            return int(kSuccess);
        },
        Cli::tr("%1 of %2 boards were not converted"));
}

} // namespace gbxx::cli
