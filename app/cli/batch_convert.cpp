#include "cli/batch_convert.h"

#include "cli/cli_commands.h"
#include "cli/terminal_progress.h"
#include "io/file_names.h"

#include <QCoreApplication>
#include <QHash>

#include <cstdio>

namespace gbxx::cli {

int convertAll(const QStringList& inputs, const QString& outDir, Variant target, bool strict,
               const Layout& layout) {
    const QString extension =
        QStringLiteral(".gb") + QString::fromLatin1(digitsOf(target).data(), 2);
    // Two inputs of the same name would overwrite each other's output: refuse before writing any.
    QHash<QString, QString> firstFor;
    QStringList outputs;
    for (const QString& in : inputs) {
        const QString name = fileNameOf(in);
        const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
        const QString out = outDir + (outDir.endsWith(QLatin1Char('/')) ? "" : "/") +
                            (dot > 0 ? name.left(dot) : name) + extension;
        // Case-insensitive: on some file systems A.gb08 and a.gb08 are one file.
        const QString key = out.toLower();
        if (firstFor.contains(key)) {
            printError(Cli::tr("%1 and %2 would both be written to %3; convert them separately")
                           .arg(shownName(firstFor.value(key)), shownName(in), shownName(out)));
            return kUsage;
        }
        firstFor.insert(key, in);
        outputs << out;
    }
    if (const auto failure = makeFolders(outDir)) {
        printError(Cli::tr("cannot create the folder %1").arg(*failure));
        return kFailure;
    }
    TerminalProgress progress(static_cast<int>(inputs.size()));
    int failed = 0;
    for (qsizetype k = 0; k < inputs.size(); ++k) {
        progress.show(static_cast<int>(k) + 1, shownName(fileNameOf(inputs[k])));
        const ConvertResult result = convertFile(inputs[k], outputs[k], target, strict, layout);
        progress.clear();
        if (!result.written) {
            printError(Cli::tr("%1: %2").arg(shownName(inputs[k]), result.error));
            ++failed;
            continue;
        }
        // Each report under a line naming the file, indented, so one run's output reads as a list.
        QString text =
            QStringLiteral("%1 -> %2\n").arg(shownName(inputs[k]), shownName(outputs[k]));
        for (const QString& line : result.report.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            text += QStringLiteral("  ") + line + QLatin1Char('\n');
        printOut(text);
        std::fflush(stdout);
    }
    if (failed > 0) {
        printError(Cli::tr("%1 of %2 boards were not converted").arg(failed).arg(inputs.size()));
        return kFailure;
    }
    return kSuccess;
}

} // namespace gbxx::cli
