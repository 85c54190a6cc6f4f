#include "widgets/rules/rule_dialog.h"

#include "widgets/rules/condition_builder.h"
#include "widgets/common/dialog_buttons.h"
#include "widgets/rules/operation_row.h"
#include "widgets/document/board_document.h"
#include "io/file_names.h"
#include "io/rules_file.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

#include <variant>

namespace gbxx {

RuleDialog::RuleDialog(const BoardDocument& document, std::vector<RuleText> rules,
                       std::size_t index, QWidget* parent)
    : QDialog(parent)
    , document_(document)
    , rules_(std::move(rules))
    , index_(std::min(index, rules_.size()))
    , name_(new QLineEdit(this))
    , where_(new QLineEdit(this))
    , builder_(new ConditionBuilder(document.board(), document.fields(), where_, this))
    , operation_(
          new OperationRow(document.board(), document.fields(), QStringLiteral("then"), this))
    , then_(new QPlainTextEdit(this))
    , live_(new QCheckBox(tr("&Live: apply it after every edit"), this))
    , result_(new QLabel(this)) {
    const bool adding = index_ == rules_.size();
    setWindowTitle(adding ? tr("Add Rule") : tr("Edit Rule"));
    RuleText rule;
    if (adding) {
        rule.name = tr("rule %1").arg(rules_.size() + 1).toStdString();
        rule.live = true;
    } else {
        rule = rules_[index_];
    }
    name_->setObjectName(QStringLiteral("ruleName"));
    name_->setText(QString::fromStdString(rule.name));
    name_->setToolTip(tr("The rule's name, as the Rules panel and the command line say it"));
    where_->setObjectName(QStringLiteral("ruleWhere"));
    where_->setText(QString::fromStdString(rule.where));
    where_->setPlaceholderText(tr("for example: boundary = 0 and neighbours(n.boundary >= 2) > 0"));
    where_->setToolTip(
        tr("The tiles the rule changes, in the language of Select Where; "
           "neighbours(…) counts a tile's neighbours, n.KEY is a neighbour's field"));
    then_->setObjectName(QStringLiteral("ruleThen"));
    QStringList lines;
    for (const std::string& op : rule.then)
        lines << QString::fromStdString(op);
    then_->setPlainText(lines.join(QLatin1Char('\n')));
    then_->setPlaceholderText(tr("one operation a line, for example: set boundary=1"));
    then_->setToolTip(tr("What the rule does to each matching tile, in order: set KEY=V, add "
                         "KEY=N, flags-on KEY=MASK or flags-off KEY=MASK"));
    then_->setTabChangesFocus(true);
    then_->setFixedHeight(4 * then_->fontMetrics().lineSpacing() + 12);
    live_->setObjectName(QStringLiteral("ruleLive"));
    live_->setChecked(rule.live);
    live_->setToolTip(tr("A live rule runs after every edit, in the same undo step; the command "
                         "line runs every rule"));
    result_->setObjectName(QStringLiteral("ruleResult"));
    result_->setWordWrap(true);
    // Three lines: the longest mistake ("rule 2 "…", where: 'heigth' is not a field …") wraps.
    result_->setMinimumHeight(3 * result_->fontMetrics().lineSpacing() + 4);
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout(this);
    auto* nameLabel = new QLabel(tr("Na&me:"), this);
    nameLabel->setBuddy(name_);
    form->addRow(nameLabel, name_);
    auto* buildLabel = new QLabel(tr("&Build:"), this);
    buildLabel->setBuddy(builder_->scopeBox());
    form->addRow(buildLabel, builder_);
    auto* whereLabel = new QLabel(tr("&Where:"), this);
    whereLabel->setBuddy(where_);
    form->addRow(whereLabel, where_);
    auto* operations = new QHBoxLayout;
    operations->addWidget(operation_, 1);
    auto* addOperation = new QPushButton(tr("Add &Operation"), this);
    addOperation->setObjectName(QStringLiteral("ruleAddOperation"));
    addOperation->setToolTip(tr("Add this operation as the last line of Then"));
    operations->addWidget(addOperation);
    auto* operationLabel = new QLabel(tr("O&peration:"), this);
    operationLabel->setBuddy(operation_->fieldBox());
    form->addRow(operationLabel, operations);
    auto* thenLabel = new QLabel(tr("T&hen:"), this);
    thenLabel->setBuddy(then_);
    form->addRow(thenLabel, then_);
    form->addRow(QString(), live_);
    form->addRow(QString(), result_);
    if (document.rules().path().isEmpty()) {
        // The first rule of a board without a rules file: where the file goes, as a schema's.
        destination_ = new QComboBox(this);
        destination_->setObjectName(QStringLiteral("ruleDestination"));
        destination_->setToolTip(tr(
            "Where the rules are written: for this board only or for every board of its folder"));
        const QString boardPath = document.filePath();
        if (!boardPath.isEmpty()) {
            const QFileInfo info(boardPath);
            destination_->addItem(tr("this board only: %1")
                                      .arg(info.completeBaseName() + QStringLiteral(".rules.json")),
                                  info.absolutePath() + QLatin1Char('/') + info.completeBaseName() +
                                      QStringLiteral(".rules.json"));
            destination_->addItem(tr("every board in its folder: gameboardxx-rules.json"),
                                  info.absolutePath() + QStringLiteral("/gameboardxx-rules.json"));
        } else {
            destination_->addItem(tr("nowhere yet: save the board first (kept until it is closed)"),
                                  QString());
            destination_->setEnabled(false);
        }
        auto* destinationLabel = new QLabel(tr("&Save in:"), this);
        destinationLabel->setBuddy(destination_);
        form->addRow(destinationLabel, destination_);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    describeStandardButtons(buttons);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    form->addRow(buttons);
    setMinimumWidth(680);

    connect(addOperation, &QPushButton::clicked, this, [this] {
        const QString now = then_->toPlainText().trimmed();
        then_->setPlainText(now.isEmpty() ? operation_->text()
                                          : now + QLatin1Char('\n') + operation_->text());
    });
    connect(name_, &QLineEdit::textChanged, this, &RuleDialog::check);
    connect(where_, &QLineEdit::textChanged, this, &RuleDialog::check);
    connect(then_, &QPlainTextEdit::textChanged, this, &RuleDialog::check);
    connect(buttons, &QDialogButtonBox::accepted, this, &RuleDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    check();
    (rule.where.empty() ? where_ : name_)->setFocus();
}

RuleText RuleDialog::rule() const {
    RuleText rule;
    rule.name = name_->text().toStdString();
    rule.where = where_->text().toStdString();
    for (const QString& line : then_->toPlainText().split(QLatin1Char('\n'))) {
        const QString op = line.trimmed();
        if (!op.isEmpty())
            rule.then.push_back(op.toStdString());
    }
    rule.live = live_->isChecked();
    return rule;
}

std::vector<RuleText> RuleDialog::rules() const {
    std::vector<RuleText> out = rules_;
    if (index_ == out.size())
        out.push_back(rule());
    else
        out[index_] = rule();
    return out;
}

QString RuleDialog::destination() const {
    return destination_ ? destination_->currentData().toString() : QString();
}

QString RuleDialog::mistake() const {
    // The rule alone, checked as a rules file's rule is: its shape (a name, operations), then its
    // condition and operations against the board's fields.
    const std::vector<RuleText> alone{rule()};
    std::optional<RulesError> error;
    auto shaped = readRules(rulesJson(alone));
    if (auto* failed = std::get_if<RulesError>(&shaped)) {
        error = std::move(*failed);
    } else {
        auto checked = RuleSet::compile(alone, document_.fields(), tileShapeOf(document_.board()));
        if (auto* wrong = std::get_if<RulesError>(&checked))
            error = std::move(*wrong);
    }
    if (!error)
        return {};
    // A place's first part is the rule's number: this rule's in the file, not 1.
    if (!error->place.args.empty())
        error->place.args[0] = std::to_string(index_ + 1);
    const QString path = document_.rules().path();
    return path.isEmpty() ? rulesProblem(QString(), *error).mid(2) // without ": "
                          : rulesProblem(fileNameOf(path), *error);
}

void RuleDialog::check() {
    const QString wrong = mistake();
    ok_->setEnabled(wrong.isEmpty());
    // A rule being started is missing parts rather than wrong: say what comes next.
    if (where_->text().trimmed().isEmpty()) {
        result_->setText(tr("Type where the rule applies, or build it above."));
        return;
    }
    if (then_->toPlainText().trimmed().isEmpty()) {
        result_->setText(tr("Add what the rule does to the tiles: one operation a line."));
        return;
    }
    if (!wrong.isEmpty()) {
        result_->setText(wrong);
        return;
    }
    const std::vector<RuleText> alone{rule()};
    const Board& board = document_.board();
    const RuleSet set =
        std::get<RuleSet>(RuleSet::compile(alone, document_.fields(), tileShapeOf(board)));
    const std::size_t matching = matchCounts(set, board).front();
    const std::size_t changing = applyRules(set, board, set.all()).changes.size();
    result_->setText(tr("Tiles it matches now: %1 · tiles it would change, applied alone: %2")
                         .arg(matching)
                         .arg(changing));
}

void RuleDialog::accept() {
    if (!mistake().isEmpty())
        return;
    QDialog::accept();
}

} // namespace gbxx
