#include "widgets/compare/compare_dialog.h"

#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "text/core_texts.h"
#include "widgets/common/dialog_buttons.h"
#include "widgets/document/board_document.h"
#include "widgets/registry/problem_line.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/registry/registry_problem.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace gbxx {
namespace {

// The board's code in the registry: what its footer holds, else the code it was fetched by.
QString registryCodeOf(const BoardDocument& document) {
    const QString code =
        QString::fromLatin1(document.board().footer().latin1(footerField("boardCode")).c_str());
    if (parseCodeReference(code))
        return code;
    return document.registryOrigin() ? document.registryOrigin()->code : QString();
}

} // namespace

CompareDialog::CompareDialog(const BoardDocument& document, RegistryConnection& connection,
                             Start start, QWidget* parent)
    : QDialog(parent)
    , document_(document)
    , connection_(connection)
    , start_(std::move(start))
    , saved_(new QRadioButton(this))
    , file_(new QRadioButton(tr("Another board &file"), this))
    , registry_(new QRadioButton(tr("A &registry revision"), this))
    , path_(new QLineEdit(this))
    , browse_(new QPushButton(tr("&Browse…"), this))
    , code_(new QLineEdit(this))
    , fetching_(new QLabel(this))
    , progress_(new QProgressBar(this))
    , problem_(new ProblemLine(this)) {
    setWindowTitle(tr("Compare With"));
    setObjectName(QStringLiteral("compareDialog"));
    auto* intro = new QLabel(tr("Compare %1 with:").arg(document.displayName()), this);
    intro->setWordWrap(true);
    saved_->setObjectName(QStringLiteral("compareSaved"));
    file_->setObjectName(QStringLiteral("compareFile"));
    registry_->setObjectName(QStringLiteral("compareRegistry"));
    path_->setObjectName(QStringLiteral("compareFilePath"));
    code_->setObjectName(QStringLiteral("compareCode"));
    problem_->label()->setObjectName(QStringLiteral("compareProblem"));
    // Each choice is reached with Tab, as every input of the editor's dialogs is.
    // Exclusive by hand: Qt's exclusive radio buttons leave Tab to the checked one alone.
    for (QRadioButton* choice : {saved_, file_, registry_}) {
        choice->setAutoExclusive(false);
        choice->setFocusPolicy(Qt::StrongFocus);
        connect(choice, &QRadioButton::toggled, this, [this, choice](bool on) {
            if (!on) {
                // One choice is always made: it cannot be unchecked, only another chosen.
                if (!saved_->isChecked() && !file_->isChecked() && !registry_->isChecked())
                    choice->setChecked(true);
                return;
            }
            for (QRadioButton* other : {saved_, file_, registry_})
                if (other != choice)
                    other->setChecked(false);
        });
    }
    saved_->setToolTip(tr("Compare with what the board's file holds now"));
    file_->setToolTip(tr("Compare with another board file, of any tile size"));
    registry_->setToolTip(tr("Compare with a revision from the board registry"));
    browse_->setToolTip(tr("Choose the board file"));

    const bool hasFile = !document.filePath().isEmpty();
    saved_->setText(hasFile ? tr("The &saved version: what changed since %1 was saved")
                                  .arg(QFileInfo(document.filePath()).fileName())
                            : tr("The &saved version (this board is not saved in a file yet)"));
    saved_->setEnabled(hasFile);
    path_->setPlaceholderText(tr("A .gb08, .gb16, .gb32 or .gb64 file"));
    path_->setAccessibleName(tr("Board file"));
    connect(browse_, &QPushButton::clicked, this, &CompareDialog::browse);
    const QString code = registryCodeOf(document);
    code_->setText(code);
    code_->setPlaceholderText(QStringLiteral("B7K2Q@3"));
    code_->setAccessibleName(tr("Registry code"));
    code_->setToolTip(tr("The board's code as the registry gave it; @N compares with revision N"));
    progress_->setRange(0, 0);
    progress_->setTextVisible(false);
    progress_->setAccessibleName(tr("Fetching"));
    fetching_->hide();
    progress_->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    compare_ = buttons->addButton(tr("&Compare"), QDialogButtonBox::AcceptRole);
    compare_->setObjectName(QStringLiteral("compareStart"));
    compare_->setDefault(true);
    compare_->setToolTip(tr("Show what differs, on the board and in the Changes panel"));
    connect(compare_, &QPushButton::clicked, this, &CompareDialog::compareChosen);
    connect(buttons, &QDialogButtonBox::rejected, this, &CompareDialog::reject);
    describeStandardButtons(buttons);

    auto* pathLabel = new QLabel(tr("Fi&le:"), this);
    pathLabel->setBuddy(path_);
    auto* codeLabel = new QLabel(tr("Co&de:"), this);
    codeLabel->setBuddy(code_);
    auto* codeHint = new QLabel(tr("CODE@REVISION, or the code alone for the latest"), this);
    codeHint->setEnabled(false); // a hint, dimmed
    auto* grid = new QGridLayout;
    grid->addWidget(saved_, 0, 0, 1, 3);
    grid->addWidget(file_, 1, 0, 1, 3);
    grid->addWidget(pathLabel, 2, 0);
    grid->addWidget(path_, 2, 1);
    grid->addWidget(browse_, 2, 2);
    grid->addWidget(registry_, 3, 0, 1, 3);
    grid->addWidget(codeLabel, 4, 0);
    grid->addWidget(code_, 4, 1, 1, 2);
    grid->addWidget(codeHint, 5, 1, 1, 2);
    grid->setColumnStretch(1, 1);
    // The fields sit under their choice.
    grid->setColumnMinimumWidth(0, 2 * fontMetrics().averageCharWidth());
    auto* column = new QVBoxLayout(this);
    column->addWidget(intro);
    column->addLayout(grid);
    column->addWidget(fetching_);
    column->addWidget(progress_);
    column->addWidget(problem_);
    column->addStretch(1);
    column->addWidget(buttons);

    for (QRadioButton* choice : {saved_, file_, registry_})
        connect(choice, &QRadioButton::toggled, this, &CompareDialog::updateButton);
    connect(path_, &QLineEdit::textChanged, this, [this] {
        file_->setChecked(true);
        updateButton();
    });
    connect(code_, &QLineEdit::textChanged, this, [this] {
        registry_->setChecked(true);
        updateButton();
    });
    // What the user most likely wants first: since the last save, else a file.
    (hasFile ? saved_ : file_)->setChecked(true);
    updateButton();
    setMinimumWidth(480);
}

CompareDialog::~CompareDialog() {
    if (call_)
        call_->cancel();
}

QLabel* CompareDialog::problem() const {
    return problem_->label();
}

void CompareDialog::updateButton() {
    const bool fetching = call_ != nullptr;
    bool ready = false;
    if (saved_->isChecked())
        ready = saved_->isEnabled();
    else if (file_->isChecked())
        ready = !path_->text().trimmed().isEmpty();
    else
        ready = parseCodeReference(code_->text().trimmed()).has_value();
    compare_->setEnabled(ready && !fetching);
    for (QWidget* w :
         std::initializer_list<QWidget*>{saved_, file_, registry_, path_, browse_, code_})
        w->setEnabled(!fetching && (w != saved_ || !document_.filePath().isEmpty()));
}

void CompareDialog::browse() {
    const QString folder =
        document_.filePath().isEmpty() ? QString() : QFileInfo(document_.filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Compare With Board"), folder,
        tr("GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64);;All files (*)"));
    if (!path.isEmpty())
        path_->setText(QDir::toNativeSeparators(path));
}

void CompareDialog::compareChosen() {
    problem_->hide();
    if (saved_->isChecked()) {
        LoadedBoard loaded = loadBoard(document_.filePath(), document_.fileLayout());
        if (!loaded.board)
            return problem_->say(loaded.error);
        return finish({std::move(*loaded.board), BoardComparison::Source::SavedVersion,
                       QFileInfo(document_.filePath()).fileName(), document_.filePath()});
    }
    if (file_->isChecked()) {
        const QString path = QDir::fromNativeSeparators(path_->text().trimmed());
        LoadedBoard loaded = loadBoard(path);
        if (!loaded.board)
            return problem_->say(loaded.error);
        return finish({std::move(*loaded.board), BoardComparison::Source::File,
                       QFileInfo(path).fileName(), absoluteName(path)});
    }
    if (const std::optional<CodeReference> reference = parseCodeReference(code_->text().trimmed()))
        fetch(QString::fromStdString(reference->code), reference->revision);
}

void CompareDialog::fetch(const QString& code, int revision) {
    RegistryClient* client = connection_.client();
    if (!client)
        return problem_->say(connection_.problem());
    fetching_->setText(revision > 0
                           ? tr("Fetching revision %1 of %2 from %3…")
                                 .arg(revision)
                                 .arg(code, connection_.shownAddress())
                           : tr("Fetching %1 from %2…").arg(code, connection_.shownAddress()));
    fetching_->show();
    progress_->show();
    const RegistryAsk ask{RegistryAsk::What::Fetch, code, revision};
    call_ = client->fetch(code, revision, [this, ask](RegistryResult<FetchedBoard> result) {
        call_ = nullptr;
        fetching_->hide();
        progress_->hide();
        updateButton();
        if (const auto* error = std::get_if<RegistryError>(&result))
            return problem_->say(tr("Not fetched: %1").arg(registryProblem(*error, ask)));
        const FetchedBoard& fetched = std::get<FetchedBoard>(result);
        ReadResult read =
            readBoard({reinterpret_cast<const std::uint8_t*>(fetched.bytes.constData()),
                       static_cast<std::size_t>(fetched.bytes.size())});
        if (!read)
            return problem_->say(tr("%1 is not a board this editor reads: %2")
                                     .arg(fetched.code, translated(read.error.said)));
        finish({std::move(*read.board), BoardComparison::Source::Registry,
                QStringLiteral("%1@%2").arg(fetched.code).arg(fetched.revision), QString()});
    });
    updateButton();
}

void CompareDialog::finish(BoardComparison::Other other) {
    const QString whyNot = start_(std::move(other));
    if (!whyNot.isEmpty())
        return problem_->say(whyNot);
    accept();
}

void CompareDialog::reject() {
    if (call_) {
        call_->cancel();
        call_ = nullptr;
        fetching_->hide();
        progress_->hide();
        updateButton();
        problem_->say(tr("Fetching cancelled"));
        return;
    }
    QDialog::reject();
}

} // namespace gbxx
