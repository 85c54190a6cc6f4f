#include "widgets/rules/rules_panel.h"

#include "widgets/common/flow_layout.h"

#include "widgets/common/mnemonic.h"
#include "widgets/document/board_document.h"
#include "widgets/document/document_files.h"
#include "widgets/registry/problem_line.h"
#include "widgets/rules/rule_dialog.h"
#include "widgets/settings/app_settings.h"
#include "widgets/window/action_registry.h"
#include "io/file_names.h"
#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QDropEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gbxx {
namespace {

enum RuleColumn { NameColumn, MatchingColumn, WhereColumn, ThenColumn };

// The list, whose rows are moved by dragging: a drop says which rule goes where, and the panel
// writes the new order (the rows are filled again from the rules).
class RulesList : public QTreeWidget {
    Q_OBJECT

public:
    using QTreeWidget::QTreeWidget;

    // No taller than its minimum (a few rules): the panel's height for its width is then what it
    // needs, and in a short dock the buttons show while the list scrolls; it grows into any room.
    QSize sizeHint() const override {
        return {QTreeWidget::sizeHint().width(), minimumHeight()};
    }

signals:
    void moved(int from, int to);

protected:
    void dropEvent(QDropEvent* event) override {
        const int from = currentIndex().row();
        if (event->source() != this || from < 0) {
            event->ignore();
            return;
        }
        const QPoint at = event->position().toPoint();
        const QModelIndex over = indexAt(at);
        int to = topLevelItemCount() - 1;
        if (over.isValid()) {
            to = at.y() < visualRect(over).center().y() ? over.row() : over.row() + 1;
            if (to > from)
                --to;
        }
        // Nothing is moved by the drag itself: the rules are, and the rows follow them.
        event->setDropAction(Qt::IgnoreAction);
        event->accept();
        if (to != from)
            emit moved(from, to);
    }
};

QString ruleThenText(const RuleText& rule) {
    QStringList ops;
    for (const std::string& op : rule.then)
        ops << QString::fromStdString(op);
    return ops.join(QStringLiteral("; "));
}

} // namespace

RulesPanel::RulesPanel(ActionRegistry& registry, QWidget* parent)
    : QWidget(parent)
    , registry_(registry)
    , file_(new QLabel(this))
    , problem_(new ProblemLine(this))
    , summary_(new QLabel(this))
    , list_(new RulesList(this))
    , pending_(this, [this] { refreshCounts(); }) {
    file_->setObjectName(QStringLiteral("rulesFile"));
    file_->setWordWrap(true);
    file_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    problem_->setObjectName(QStringLiteral("rulesProblem"));
    summary_->setObjectName(QStringLiteral("rulesSummary"));
    summary_->setWordWrap(true);

    list_->setObjectName(QStringLiteral("rulesList"));
    list_->setAccessibleName(tr("Rules"));
    list_->setAccessibleDescription(
        tr("The board's rules in the order they run: the check box makes a rule live, the count "
           "is the tiles its condition matches now; drag a rule to move it"));
    list_->setColumnCount(4);
    list_->setHeaderLabels({tr("Rule"), tr("Matching"), tr("Where"), tr("Then")});
    list_->setRootIsDecorated(false);
    list_->setUniformRowHeights(true);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setDragDropMode(QAbstractItemView::InternalMove);
    list_->setDefaultDropAction(Qt::MoveAction);
    list_->header()->setStretchLastSection(true);
    list_->header()->setSectionResizeMode(MatchingColumn, QHeaderView::ResizeToContents);
    // Room for a name of a few words and the start of its condition; the rest is in the tip.
    const int letter = list_->fontMetrics().averageCharWidth();
    list_->header()->resizeSection(NameColumn, 22 * letter);
    list_->header()->resizeSection(WhereColumn, 20 * letter);

    const auto action = [&](const QString& id, const QString& name, const QString& text,
                            const QString& tip) {
        auto* a = new QAction(text, this);
        a->setObjectName(name);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        registry.add(id, a);
        return a;
    };
    add_ = action(QStringLiteral("rules.add"), QStringLiteral("actionAddRule"), tr("Add Rule…"),
                  tr("Add a rule at the end of the board's rules"));
    edit_ = action(QStringLiteral("rules.edit"), QStringLiteral("actionEditRule"), tr("Edit Rule…"),
                   tr("Edit the chosen rule (or double-click it)"));
    remove_ = action(QStringLiteral("rules.remove"), QStringLiteral("actionRemoveRule"),
                     tr("Remove Rule"), tr("Remove the chosen rule from the rules file"));
    up_ = action(QStringLiteral("rules.move-up"), QStringLiteral("actionMoveRuleUp"),
                 tr("Move Rule Up"), tr("Run the chosen rule one place earlier"));
    down_ = action(QStringLiteral("rules.move-down"), QStringLiteral("actionMoveRuleDown"),
                   tr("Move Rule Down"), tr("Run the chosen rule one place later"));
    up_->setIcon(style()->standardIcon(QStyle::SP_ArrowUp));
    down_->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    applyAll_ = action(QStringLiteral("rules.apply-all"), QStringLiteral("actionApplyRules"),
                       tr("Apply All Rules"),
                       tr("Run every rule on the board in order, as gbxx rules apply does, as one "
                          "undo step"));
    applyChosen_ =
        action(QStringLiteral("rules.apply-chosen"), QStringLiteral("actionApplyRule"),
               tr("Apply Chosen Rule"), tr("Run the chosen rule on the board as one undo step"));
    select_ = action(QStringLiteral("rules.select-matching"),
                     QStringLiteral("actionSelectMatching"), tr("Select Matching"),
                     tr("Select the tiles the chosen rule's condition "
                        "matches"));
    live_ =
        action(QStringLiteral("rules.live"), QStringLiteral("actionLiveRules"), tr("Live Rules"),
               tr("Apply the live rules after every edit, in the same undo step (for every "
                  "board)"));
    live_->setCheckable(true);
    live_->setChecked(AppSettings::liveRules());
    save_ = action(QStringLiteral("rules.save"), QStringLiteral("actionSaveRules"),
                   tr("Save Rules…"), tr("Write the rules to a rules file beside the board"));
    reload_ = action(QStringLiteral("rules.reload"), QStringLiteral("actionReloadRules"),
                     tr("Reload Rules"),
                     tr("Read the rules file again (after editing it "
                        "elsewhere)"));

    // The buttons flow into as many rows as the dock's width needs, in any language: in a grid
    // they reached past a narrow dock's edge (issue 42).
    auto* buttons = new FlowLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(4);
    const auto button = [&](QAction* a) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setToolButtonStyle(a->icon().isNull() ? Qt::ToolButtonTextOnly : Qt::ToolButtonIconOnly);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        b->setAccessibleName(withoutMnemonic(a->text()));
        b->setAccessibleDescription(a->toolTip());
        return b;
    };
    // The buttons say it short, so that the dock stays narrow beside the board (the actions' full
    // names are in the tool tips, the palette and the shortcuts).
    add_->setIconText(tr("Add…"));
    edit_->setIconText(tr("Edit…"));
    remove_->setIconText(tr("Remove"));
    applyAll_->setIconText(tr("Apply All"));
    applyChosen_->setIconText(tr("Apply Chosen"));
    select_->setIconText(tr("Select Matching"));
    save_->setIconText(tr("Save…"));
    reload_->setIconText(tr("Reload"));
    for (QAction* a : {add_, edit_, remove_, up_, down_, applyAll_, applyChosen_, select_})
        buttons->addWidget(button(a));
    // The switch is a check box: a pressed-in tool button is easily taken for a plain one.
    auto* live = new QCheckBox(live_->text(), this);
    live->setObjectName(QStringLiteral("liveRulesBox"));
    live->setChecked(live_->isChecked());
    live->setToolTip(live_->toolTip());
    connect(live, &QCheckBox::toggled, live_, &QAction::setChecked);
    connect(live_, &QAction::toggled, live, &QCheckBox::setChecked);

    auto* fileButtons = new QHBoxLayout;
    fileButtons->setContentsMargins(0, 0, 0, 0);
    for (QAction* a : {save_, reload_})
        fileButtons->addWidget(button(a));
    fileButtons->addStretch(1);

    // The list gives way first when the dock is short: three rules show, the rest scroll.
    list_->setMinimumHeight(3 * list_->fontMetrics().lineSpacing() +
                            list_->header()->sizeHint().height());
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(file_);
    column->addLayout(fileButtons);
    column->addWidget(problem_);
    column->addWidget(list_, 1);
    column->addWidget(summary_);
    column->addLayout(buttons);
    column->addWidget(live);

    connect(add_, &QAction::triggered, this, &RulesPanel::addRule);
    connect(edit_, &QAction::triggered, this, [this] { editRule(currentRule()); });
    connect(remove_, &QAction::triggered, this, [this] { removeRule(currentRule()); });
    connect(up_, &QAction::triggered, this, [this] { moveRule(currentRule(), currentRule() - 1); });
    connect(down_, &QAction::triggered, this,
            [this] { moveRule(currentRule(), currentRule() + 1); });
    connect(applyAll_, &QAction::triggered, this, [this] { applyToBoard(false); });
    connect(applyChosen_, &QAction::triggered, this, [this] { applyToBoard(true); });
    connect(select_, &QAction::triggered, this, &RulesPanel::selectMatching);
    connect(save_, &QAction::triggered, this, &RulesPanel::saveRules);
    connect(reload_, &QAction::triggered, this, &RulesPanel::reloadRules);
    connect(live_, &QAction::toggled, this, [this](bool on) {
        AppSettings::setLiveRules(on);
        if (document())
            document()->setLiveRulesOn(on);
    });
    connect(list_, &QTreeWidget::itemChanged, this, &RulesPanel::itemChanged);
    connect(list_, &QTreeWidget::currentItemChanged, this, &RulesPanel::updateActions);
    connect(list_, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem* item) { editRule(list_->indexOfTopLevelItem(item)); });
    connect(static_cast<RulesList*>(list_), &RulesList::moved, this, &RulesPanel::moveRule);
    rebuild();
}

QLabel* RulesPanel::problemLabel() const {
    return problem_->label();
}

int RulesPanel::currentRule() const {
    return list_->currentItem() ? list_->indexOfTopLevelItem(list_->currentItem()) : -1;
}

void RulesPanel::setCurrentRule(int rule) {
    list_->setCurrentItem(list_->topLevelItem(rule));
}

void RulesPanel::documentSwitched() {
    if (BoardDocument* d = document()) {
        d->setLiveRulesOn(live_->isChecked());
        // Edited elsewhere while another board was in front: read again.
        if (d->rules().saved() && rulesChangedOnDisk(*d))
            gbxx::reloadRules(*d);
    }
    counts_.clear();
    rebuild();
    pending_.now();
}

void RulesPanel::documentChanged(const DocumentChange& change) {
    if (change.has(DocumentChange::Rules) || change.has(DocumentChange::FilePath) ||
        change.reshapes()) {
        counts_.clear();
        rebuild();
        pending_.now();
    } else if (change.has(DocumentChange::Tiles)) {
        pending_.later();
    }
}

QString RulesPanel::pausedReason(std::size_t rule) const {
    const BoardDocument* d = document();
    const auto& set = d ? d->rules().ruleSet() : nullptr;
    if (!set || rule >= set->size() || !set->rules()[rule].text.live)
        return {};
    if (!d->liveRulesOn())
        return tr("Live rules are switched off.");
    for (const FieldOperation& op : set->rules()[rule].then)
        if (op.field->mask() & d->lockedBits())
            return tr("Paused: it changes %1, which is locked.")
                .arg(nameInSentence(op.field->label));
    return {};
}

void RulesPanel::rebuild() {
    const int chosen = currentRule();
    filling_ = true;
    const BoardDocument* d = document();
    const DocumentRules* rules = d ? &d->rules() : nullptr;
    // The rows are filled in place: a check box's change rewrites the rules while Qt is still in
    // that row's change, so the row must outlive it.
    const int count = rules ? static_cast<int>(rules->texts().size()) : 0;
    while (list_->topLevelItemCount() > count)
        delete list_->takeTopLevelItem(list_->topLevelItemCount() - 1);
    while (list_->topLevelItemCount() < count)
        new QTreeWidgetItem(list_);
    if (rules) {
        const std::vector<RuleText>& texts = rules->texts();
        for (std::size_t k = 0; k < texts.size(); ++k) {
            const RuleText& rule = texts[k];
            QTreeWidgetItem* item = list_->topLevelItem(static_cast<int>(k));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable |
                           Qt::ItemIsDragEnabled);
            item->setText(NameColumn, QString::fromStdString(rule.name));
            item->setCheckState(NameColumn, rule.live ? Qt::Checked : Qt::Unchecked);
            item->setText(WhereColumn, QString::fromStdString(rule.where));
            item->setText(ThenColumn, ruleThenText(rule));
            item->setTextAlignment(MatchingColumn, Qt::AlignRight | Qt::AlignVCenter);
            item->setText(MatchingColumn,
                          k < counts_.size() ? QString::number(counts_[k]) : QStringLiteral("–"));
            const QString paused = pausedReason(k);
            QString tip = tr("%1\nWhere: %2\nThen: %3\n%4")
                              .arg(QString::fromStdString(rule.name),
                                   QString::fromStdString(rule.where), ruleThenText(rule),
                                   rule.live ? tr("Live: applied after every edit.")
                                             : tr("Not live: applied by Apply to Board and on "
                                                  "the command line."));
            if (!paused.isEmpty())
                tip += QLatin1Char('\n') + paused;
            QFont font = item->font(NameColumn);
            font.setItalic(!paused.isEmpty());
            item->setFont(NameColumn, font);
            for (int c = 0; c < list_->columnCount(); ++c)
                item->setToolTip(c, tip);
            item->setToolTip(MatchingColumn, tr("Tiles the condition matches on the board now"));
        }
        if (count > 0 && !list_->currentItem())
            setCurrentRule(std::clamp(chosen, 0, count - 1));
        // Names in full when they are of a few words; longer ones are in the tip.
        list_->resizeColumnToContents(NameColumn);
        const int letter = list_->fontMetrics().averageCharWidth();
        list_->setColumnWidth(NameColumn, std::min(list_->columnWidth(NameColumn), 32 * letter));
    }
    filling_ = false;

    // Where the rules come from, and what is wrong with them.
    QString where;
    QString whereTip;
    if (!rules) {
        where = tr("No board is open.");
    } else if (!rules->path().isEmpty()) {
        const QString name = fileNameOf(rules->path());
        const bool own =
            name == QFileInfo(d->filePath()).completeBaseName() + QStringLiteral(".rules.json");
        where = own ? tr("Rules file: %1 (this board)").arg(name)
                    : tr("Rules file: %1 (the boards of its folder)").arg(name);
        if (!rules->saved())
            where += QLatin1Char(' ') + tr("— not saved");
        whereTip = shownName(rules->path());
    } else if (rules->texts().empty()) {
        where = tr("No rules file. Add a rule to start one.");
    } else {
        where = d->filePath().isEmpty()
                    ? tr("Not saved in a file: save the board, then Save Rules.")
                    : tr("Not saved in a file yet: Save Rules writes them.");
    }
    file_->setText(where);
    file_->setToolTip(whereTip);
    const QString problem = rules ? rules->problem() : QString();
    if (problem.isEmpty())
        problem_->hide();
    else
        problem_->say(tr("%1 — no rule runs until it is fixed.").arg(problem));
    QString summary;
    if (rules && rules->ruleSet()) {
        const std::size_t running = d->runningRules().size();
        const std::size_t live = rules->ruleSet()->live().size();
        summary = !d->liveRulesOn() && live > 0 ? tr("Live rules are switched off.")
                  : running == live             ? tr("Live rules running: %1").arg(running)
                                                : tr("Live rules running: %1 of %2 (the others "
                                                                 "change a locked layer)")
                                          .arg(running)
                                          .arg(live);
    }
    summary_->setText(summary);
    summary_->setVisible(!summary.isEmpty());
    updateActions();
}

void RulesPanel::updateActions() {
    const BoardDocument* d = document();
    const bool readable = d && d->rules().readable();
    const bool good = d && d->rules().ruleSet();
    const int chosen = currentRule();
    const int count = list_->topLevelItemCount();
    // Each with why not, for the command palette; without a board it says so itself.
    QString unreadable, unchecked;
    if (d) {
        unreadable = tr("the rules file cannot be read: mend it, then Reload Rules");
        unchecked = !readable                 ? unreadable
                    : !d->rules().problem().isEmpty() ? tr("the rules have a mistake (see the Rules panel)")
                                                      : tr("needs a rules file");
    }
    const QString noRule = d ? tr("needs a rule chosen in the Rules panel") : QString();
    const QString untitled = d ? tr("needs the board saved to a file") : QString();
    const auto set = [this](QAction* a, bool on, const QString& whyNot) {
        registry_.setAvailable(registry_.idOf(a), on, whyNot);
    };
    set(add_, readable, unreadable);
    set(edit_, readable && chosen >= 0, readable ? noRule : unreadable);
    set(remove_, readable && chosen >= 0, readable ? noRule : unreadable);
    set(up_, readable && chosen > 0,
        !readable ? unreadable : chosen < 0 ? noRule : tr("the chosen rule is the first"));
    set(down_, readable && chosen >= 0 && chosen + 1 < count,
        !readable ? unreadable : chosen < 0 ? noRule : tr("the chosen rule is the last"));
    set(applyAll_, good, unchecked);
    set(applyChosen_, good && chosen >= 0, good ? noRule : unchecked);
    set(select_, good && chosen >= 0, good ? noRule : unchecked);
    set(save_, readable && !d->rules().saved() && !d->filePath().isEmpty(),
        !readable                ? unreadable
        : !d || d->filePath().isEmpty() ? untitled
                                        : tr("the rules are saved"));
    set(reload_, d && !d->filePath().isEmpty(), untitled);
    list_->setEnabled(d != nullptr);
}

void RulesPanel::refreshCounts() {
    counts_.clear();
    if (const BoardDocument* d = document(); d && d->rules().ruleSet())
        counts_ = matchCounts(*d->rules().ruleSet(), d->board());
    const QSignalBlocker blocker(list_);
    for (int k = 0; k < list_->topLevelItemCount(); ++k)
        list_->topLevelItem(k)->setText(MatchingColumn,
                                        static_cast<std::size_t>(k) < counts_.size()
                                            ? QString::number(counts_[static_cast<std::size_t>(k)])
                                            : QStringLiteral("–"));
}

void RulesPanel::itemChanged(QTreeWidgetItem* item, int column) {
    if (filling_ || column != NameColumn || !document())
        return;
    const int k = list_->indexOfTopLevelItem(item);
    std::vector<RuleText> rules = document()->rules().texts();
    if (k < 0 || static_cast<std::size_t>(k) >= rules.size())
        return;
    const bool live = item->checkState(NameColumn) == Qt::Checked;
    if (rules[static_cast<std::size_t>(k)].live == live)
        return;
    rules[static_cast<std::size_t>(k)].live = live;
    commit(std::move(rules));
}

void RulesPanel::commit(std::vector<RuleText> rules, const QString& destination) {
    BoardDocument* d = document();
    if (!d || !d->rules().readable())
        return;
    const QString path = d->rules().path().isEmpty() ? destination : d->rules().path();
    d->setRules(std::move(rules));
    if (!path.isEmpty())
        write(path);
}

bool RulesPanel::write(const QString& path) {
    BoardDocument* d = document();
    if (path == d->rules().path() && rulesChangedOnDisk(*d)) {
        // Never write over what someone else wrote there unasked.
        QMessageBox box(
            QMessageBox::Warning, tr("Rules"),
            tr("%1 was changed outside the editor since it was read.").arg(shownName(path)),
            QMessageBox::Cancel, this);
        box.setInformativeText(tr("Overwrite it with these rules, or reload it and drop your "
                                  "change? Cancel keeps your change unsaved."));
        QPushButton* overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
        QPushButton* reload = box.addButton(tr("&Reload"), QMessageBox::AcceptRole);
        box.setDefaultButton(reload);
        box.exec();
        if (box.clickedButton() == reload) {
            gbxx::reloadRules(*d);
            return false;
        }
        if (box.clickedButton() != overwrite)
            return false;
    }
    if (const auto failure = gbxx::saveRules(*d, path)) {
        emit problem(tr("The rules could not be saved: %1").arg(*failure));
        return false;
    }
    return true;
}

void RulesPanel::addRule() {
    BoardDocument* d = document();
    if (!d || !d->rules().readable())
        return;
    const std::vector<RuleText> rules = d->rules().texts();
    RuleDialog dialog(*d, rules, rules.size(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    commit(dialog.rules(), dialog.destination());
    setCurrentRule(list_->topLevelItemCount() - 1);
}

void RulesPanel::editRule(int rule) {
    BoardDocument* d = document();
    if (!d || !d->rules().readable() || rule < 0 ||
        static_cast<std::size_t>(rule) >= d->rules().texts().size())
        return;
    RuleDialog dialog(*d, d->rules().texts(), static_cast<std::size_t>(rule), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    commit(dialog.rules(), dialog.destination());
    setCurrentRule(rule);
}

void RulesPanel::removeRule(int rule) {
    BoardDocument* d = document();
    if (!d || !d->rules().readable() || rule < 0 ||
        static_cast<std::size_t>(rule) >= d->rules().texts().size())
        return;
    std::vector<RuleText> rules = d->rules().texts();
    const QString name = QString::fromStdString(rules[static_cast<std::size_t>(rule)].name);
    const QString from = d->rules().path().isEmpty() ? tr("the board's rules")
                                                     : shownName(fileNameOf(d->rules().path()));
    if (QMessageBox::question(this, tr("Remove Rule"),
                              tr("Remove the rule “%1” from %2?").arg(name, from),
                              QMessageBox::Yes | QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    rules.erase(rules.begin() + rule);
    commit(std::move(rules));
}

void RulesPanel::moveRule(int from, int to) {
    BoardDocument* d = document();
    if (!d || !d->rules().readable())
        return;
    std::vector<RuleText> rules = d->rules().texts();
    const int count = static_cast<int>(rules.size());
    if (from < 0 || from >= count || to < 0 || to >= count || from == to)
        return;
    RuleText moving = std::move(rules[static_cast<std::size_t>(from)]);
    rules.erase(rules.begin() + from);
    rules.insert(rules.begin() + to, std::move(moving));
    commit(std::move(rules));
    setCurrentRule(to);
}

void RulesPanel::applyToBoard(bool chosenOnly) {
    BoardDocument* d = document();
    if (!d || !d->rules().ruleSet())
        return;
    std::vector<std::size_t> chosen = d->rules().ruleSet()->all();
    QString text = tr("Apply rules");
    if (chosenOnly) {
        if (currentRule() < 0)
            return;
        chosen = {static_cast<std::size_t>(currentRule())};
        text = tr("Apply rule “%1”")
                   .arg(QString::fromStdString(d->rules().texts()[chosen.front()].name));
    }
    const auto outcome = d->applyRulesToBoard(text, chosen);
    if (const QString* why = std::get_if<QString>(&outcome)) {
        emit problem(*why);
        return;
    }
    const RulesOutcome& run = std::get<RulesOutcome>(outcome);
    emit message(tr("%1: tiles changed: %2").arg(text).arg(run.changes.size()));
}

void RulesPanel::selectMatching() {
    BoardDocument* d = document();
    const int rule = currentRule();
    if (!d || !d->rules().ruleSet() || rule < 0)
        return;
    const RuleSet::Rule& chosen = d->rules().ruleSet()->rules()[static_cast<std::size_t>(rule)];
    Selection matching = chosen.where.select(d->board());
    const std::size_t count = matching.count();
    d->setSelection(std::move(matching));
    emit message(tr("Tiles matching “%1”: %2 selected")
                     .arg(QString::fromStdString(chosen.text.name))
                     .arg(count));
}

void RulesPanel::saveRules() {
    BoardDocument* d = document();
    if (!d || !d->rules().readable() || d->filePath().isEmpty())
        return;
    QString path = d->rules().path();
    if (path.isEmpty()) {
        const QFileInfo info(d->filePath());
        QMessageBox box(QMessageBox::Question, tr("Save Rules"),
                        tr("Where are the rules to be kept?"), QMessageBox::Cancel, this);
        QPushButton* own = box.addButton(
            tr("This Board Only: %1").arg(info.completeBaseName() + QStringLiteral(".rules.json")),
            QMessageBox::AcceptRole);
        QPushButton* folder = box.addButton(tr("Every Board in Its Folder: gameboardxx-rules.json"),
                                            QMessageBox::AcceptRole);
        box.setDefaultButton(own);
        box.exec();
        if (box.clickedButton() == own)
            path = info.absolutePath() + QLatin1Char('/') + info.completeBaseName() +
                   QStringLiteral(".rules.json");
        else if (box.clickedButton() == folder)
            path = info.absolutePath() + QStringLiteral("/gameboardxx-rules.json");
        else
            return;
    }
    if (write(path))
        emit message(tr("Rules saved in %1").arg(shownName(fileNameOf(path))));
}

void RulesPanel::reloadRules() {
    BoardDocument* d = document();
    if (!d)
        return;
    if (!d->rules().saved() && !d->rules().texts().empty() &&
        QMessageBox::question(this, tr("Reload Rules"),
                              tr("Drop the rules that are not saved and read the file again?"),
                              QMessageBox::Yes | QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    gbxx::reloadRules(*d);
}

} // namespace gbxx

#include "rules_panel.moc"
