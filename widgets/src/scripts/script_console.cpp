#include "widgets/scripts/script_console.h"

#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace gbxx {

ScriptConsole::ScriptConsole(QWidget* parent)
    : QWidget(parent)
    , top_(new QHBoxLayout)
    , arguments_(new QLineEdit(this))
    , log_(new QTextBrowser(this))
    , source_(new QPlainTextEdit(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* label = new QLabel(tr("&Arguments:"), this);
    label->setBuddy(arguments_);
    arguments_->setObjectName(QStringLiteral("scriptArguments"));
    arguments_->setPlaceholderText(tr("given to the next run as args, e.g. 20 turnBarrier"));
    arguments_->setToolTip(tr("Words the script reads as args (quote a word with spaces)"));
    auto* clear = new QPushButton(tr("C&lear"), this);
    clear->setObjectName(QStringLiteral("clearScriptConsole"));
    clear->setAccessibleDescription(tr("Empty the console's output"));
    connect(clear, &QPushButton::clicked, this, &ScriptConsole::clear);
    top_->addWidget(label);
    top_->addWidget(arguments_, 1);
    top_->addWidget(clear);
    layout->addLayout(top_);

    auto* split = new QSplitter(Qt::Vertical, this);
    log_->setObjectName(QStringLiteral("scriptLog"));
    log_->setAccessibleName(tr("Script output"));
    log_->setAccessibleDescription(tr("What scripts printed, and their errors"));
    log_->setOpenLinks(false);
    log_->setPlaceholderText(tr("Run a script from the Scripts menu: what it prints and warns "
                                "shows here."));
    connect(log_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const int k = url.path().toInt();
        if (url.scheme() == QLatin1String("location") && k >= 0 && k < locations_.size())
            showLocation(locations_[k].first, locations_[k].second);
    });
    source_->setObjectName(QStringLiteral("scriptSource"));
    source_->setReadOnly(true);
    source_->setLineWrapMode(QPlainTextEdit::NoWrap);
    source_->setFont(QFont(QStringLiteral("monospace")));
    source_->hide(); // until a location is asked for
    split->addWidget(log_);
    split->addWidget(source_);
    layout->addWidget(split, 1);
}

QStringList ScriptConsole::arguments() const {
    return QProcess::splitCommand(arguments_->text());
}

void ScriptConsole::append(const QString& html) {
    log_->append(html);
}

QString ScriptConsole::locationLink(const QString& path, int line) {
    locations_.append({path, line});
    const QString shown = (path.startsWith(QLatin1Char(':')) ? QFileInfo(path).fileName() : path) +
                          (line > 0 ? QStringLiteral(":%1").arg(line) : QString());
    return QStringLiteral("<a href=\"location:%1\">%2</a>")
        .arg(locations_.size() - 1)
        .arg(shown.toHtmlEscaped());
}

void ScriptConsole::started(const ScriptEntry& script) {
    const QStringList args = arguments();
    append(QStringLiteral("<b>%1</b> %2")
               .arg(tr("Running %1").arg(script.name).toHtmlEscaped(),
                    args.isEmpty()
                        ? QString()
                        : tr("with %1").arg(args.join(QLatin1Char(' '))).toHtmlEscaped()));
}

void ScriptConsole::printed(const QString& line) {
    append(QStringLiteral("<span style=\"white-space: pre-wrap\">%1</span>")
               .arg(line.toHtmlEscaped()));
}

void ScriptConsole::warned(const ScriptEntry& script, const scripting::ScriptWarning& w) {
    append(tr("%1: warning: (%2, %3) %4")
               .arg(locationLink(script.path, w.line))
               .arg(w.x)
               .arg(w.y)
               .arg(w.message.toHtmlEscaped()));
}

void ScriptConsole::finished(const ScriptEntry& script, const scripting::ScriptOutcome& outcome) {
    if (!outcome.finished()) {
        append(tr("%1: <b>error:</b> %2 — nothing was changed")
                   .arg(locationLink(script.path, outcome.line), outcome.message.toHtmlEscaped()));
        return;
    }
    QString change;
    if (!outcome.changed())
        change = tr("the board was not changed");
    else
        change = tr("%n tile(s) changed%1 — one undo step, \"Script: %2\"", nullptr,
                    static_cast<int>(outcome.changedTiles))
                     .arg(outcome.headerChanged || outcome.footerChanged
                              ? tr(", with the header or footer")
                              : QString(),
                          script.name);
    append(QStringLiteral("<i>%1</i>").arg(tr("Finished: %1.").arg(change).toHtmlEscaped()));
}

void ScriptConsole::dropped(const ScriptEntry& script, const scripting::ScriptOutcome& outcome) {
    append(QStringLiteral("<b>%1</b>")
               .arg(tr("%1 finished, but the board was edited while it ran: its change (%n "
                       "tile(s)) was dropped, not applied over the newer board. Run it again to "
                       "apply it to the board as it is now.",
                       nullptr, static_cast<int>(outcome.changedTiles))
                        .arg(script.name)
                        .toHtmlEscaped()));
}

void ScriptConsole::stopped(const QString& name, const QString& why) {
    append(QStringLiteral("<i>%1</i>")
               .arg(tr("%1 was stopped: %2; nothing was changed.").arg(name, why).toHtmlEscaped()));
}

void ScriptConsole::setStopAction(QAction* stop) {
    auto* button = new QToolButton(this);
    button->setObjectName(QStringLiteral("stopScript"));
    button->setDefaultAction(stop);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    top_->insertWidget(top_->count() - 1, button); // before Clear
}

void ScriptConsole::clear() {
    log_->clear();
    locations_.clear();
}

void ScriptConsole::showLocation(const QString& path, int line) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    source_->setPlainText(QString::fromUtf8(file.readAll()));
    source_->show();
    const QTextBlock block = source_->document()->findBlockByNumber(std::max(0, line - 1));
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    source_->setTextCursor(cursor);
    source_->centerCursor();
}

} // namespace gbxx
