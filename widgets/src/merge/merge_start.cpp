#include "widgets/merge/merge_start.h"

#include "widgets/window/app_theme.h"
#include "widgets/window/main_window.h"
#include "widgets/merge/merge_inputs.h"
#include "widgets/merge/merge_session.h"
#include "widgets/merge/merge_texts.h"
#include "widgets/settings/app_settings.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>

#include <cstdio>
#include <cstring>

namespace gbxx {
namespace {

constexpr int kCannotMerge = 2; // as diff(1) and `gbxx merge`: trouble, nothing written

int refuse(const QString& why) {
    std::fprintf(stderr, "%s\n", qPrintable(why));
    // A box too where someone sees the window (git mergetool runs the editor from a terminal the
    // user may not be looking at); not on the offscreen and minimal platforms, where none shows.
    const auto* gui = qobject_cast<QApplication*>(QCoreApplication::instance());
    if (gui && QGuiApplication::platformName() != QLatin1String("offscreen") &&
        QGuiApplication::platformName() != QLatin1String("minimal"))
        QMessageBox::critical(nullptr, MergeTexts::tr("Cannot Merge"), why);
    return kCannotMerge;
}

} // namespace

bool asksForMerge(int argc, char* argv[]) {
    for (int k = 1; k < argc; ++k)
        if (std::strcmp(argv[k], "--merge") == 0)
            return true;
    return false;
}

bool displayNamed() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    return !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
#else
    return true;
#endif
}

int runMerge(const QStringList& files, const Layout& layout) {
    if (files.size() != 4)
        return refuse(MergeTexts::tr("--merge takes four files, BASE OURS THEIRS OUT; %1 given")
                          .arg(files.size()));
    auto read = readMerge({files[0], files[1], files[2], files[3]}, layout);
    if (const QString* why = std::get_if<QString>(&read))
        return refuse(*why);
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return refuse(MergeTexts::tr("no display to show the merge on (DISPLAY is not set); "
                                     "`gbxx merge` merges without one"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gbxx-editor.svg")));
    applyTheme(AppSettings::theme());
    MainWindow window;
    window.show(); // first: the board is fitted to the window's size
    const MergeSession* session = window.openMerge(std::get<MergeInputs>(read));
    QApplication::exec();
    return session->exitStatus();
}

} // namespace gbxx
