#pragma once
// Several boards in one run, each written into a folder (`--out-dir DIR`): convert, dump, render,
// edit and run share how the files are named, refused, counted and reported.

#include "gbxx/layout.h"
#include "gbxx/variant.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace gbxx::cli {

// Where each input goes: DIR/<its name without the extension><extension>, or DIR/<its name> when
// `extension` is empty. Two inputs that would write one file (names compared without case, as
// some file systems do) are refused before anything is written (kUsage); the folder is created
// (kFailure when it cannot be).
struct FolderOutputs {
    QStringList outputs;
    int status = 0;
};
FolderOutputs outputsInFolder(const QStringList& inputs, const QString& outDir,
                              const QString& extension);

// Writes every input to its output with `write`, which prints its own `error:` lines and fills
// `report` (lines printed indented under "IN -> OUT"); a failing board does not stop the others.
// A counter shows progress on a terminal. After a failure, `failureSummary` ("%1 of %2 boards were
// not …") ends the run with kFailure.
using WriteOne = std::function<int(const QString& in, const QString& out, QString& report)>;
int writeEach(const QStringList& inputs, const QStringList& outputs, const WriteOne& write,
              const QString& failureSummary);

// `gbxx convert --out-dir DIR IN... --to NN`: DIR/<name>.gbNN, each with its own loss report.
int convertAll(const QStringList& inputs, const QString& outDir, Variant target, bool strict,
               const Layout& layout);

} // namespace gbxx::cli
