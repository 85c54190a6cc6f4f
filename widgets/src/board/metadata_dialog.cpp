#include "widgets/board/metadata_dialog.h"
#include "widgets/common/dialog_buttons.h"

#include "widgets/common/mnemonic.h"
#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gbxx {

MetadataDialog::MetadataDialog(const Footer& footer, QWidget* parent)
    : QDialog(parent)
    , footer_(footer)
    , version_(new QSpinBox(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    describeStandardButtons(buttons_);
    setWindowTitle(tr("Board Metadata"));
    auto* form = new QFormLayout(this);
    QString taken = QStringLiteral("vgoc"); // Version, Generate, OK, Cancel
    for (const FooterField& f : footerFields()) {
        if (f.key == "version") {
            version_->setRange(0, 255);
            version_->setSpecialValueText(tr("0 (development build)"));
            version_->setValue(footer.number(f));
            version_->setToolTip(tr("The board's version, 0 to 255; 0 is a development build"));
            form->addRow(tr("&Version:"), version_);
            continue;
        }
        if (f.kind != FooterField::Kind::Text)
            continue; // the reserved byte is kept as it is
        auto* edit = new QLineEdit(QString::fromStdString(footer.text(f)), this);
        edit->setObjectName(qs(f.key));
        if (f.key == "editorId")
            edit->setToolTip(
                tr("The editor that made the board, up to %1 characters").arg(f.length));
        else if (f.key == "boardCode")
            edit->setToolTip(tr("A code of up to %1 characters that tells this board from others")
                                 .arg(f.length));
        else if (f.key == "title")
            edit->setToolTip(tr("The board's name, up to %1 characters").arg(f.length));
        else if (f.key == "author")
            edit->setToolTip(tr("Who made the board, up to %1 characters").arg(f.length));
        else
            edit->setToolTip(tr("Up to %1 characters").arg(f.length));
        auto* counter = new QLabel(this);
        auto* problem = new QLabel(this);
        problem->setObjectName(qs(f.key) + QStringLiteral("Problem"));
        problem->setWordWrap(true);
        problem->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        problem->setStyleSheet(QStringLiteral("color: #c0392b"));
        // The room for a message is kept while there is none, so fields never move as one comes
        // and goes; two lines hold any of them at the dialog's width.
        QSizePolicy keep = problem->sizePolicy();
        keep.setRetainSizeWhenHidden(true);
        problem->setSizePolicy(keep);
        problem->setMinimumHeight(2 * problem->fontMetrics().lineSpacing());
        problem->hide();
        auto* line = new QHBoxLayout;
        line->addWidget(edit, 1);
        line->addWidget(counter);
        if (f.key == "boardCode") {
            // F5: five random characters from A-Z and 0-9, if the designer wants one.
            auto* generate = new QPushButton(tr("&Generate"), this);
            generate->setToolTip(tr("Fill in a code of five random letters and digits"));
            connect(generate, &QPushButton::clicked, this, [this, edit] {
                static const char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
                // 36^5 codes: a free one comes within a few tries even in a large library.
                QString code;
                for (int attempt = 0; attempt < 1000; ++attempt) {
                    code.clear();
                    for (int k = 0; k < 5; ++k)
                        code += QLatin1Char(kAlphabet[QRandomGenerator::global()->bounded(36)]);
                    if (!codeHolder_ || codeHolder_(code).isEmpty())
                        break;
                }
                edit->setText(code);
            });
            line->addWidget(generate);
        }
        auto* cell = new QVBoxLayout;
        cell->addLayout(line);
        cell->addWidget(problem);
        auto* label =
            new QLabel(withMnemonic(translatedName(f.label), taken) + QLatin1Char(':'), this);
        label->setBuddy(edit);
        form->addRow(label, cell);
        rows_.append({&f, edit, counter, problem, edit->text()});
        connect(edit, &QLineEdit::textChanged, this, &MetadataDialog::revalidate);
    }
    form->addRow(buttons_);
    setMinimumWidth(560);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    revalidate();
}

QLineEdit* MetadataDialog::editor(const QString& key) const {
    for (const TextRow& r : rows_)
        if (qs(r.field->key) == key)
            return r.edit;
    return nullptr;
}

QLabel* MetadataDialog::problem(const QString& key) const {
    for (const TextRow& r : rows_)
        if (qs(r.field->key) == key)
            return r.problem;
    return nullptr;
}

void MetadataDialog::revalidate() {
    bool acceptable = true;
    for (TextRow& r : rows_) {
        const QString text = r.edit->text();
        // Count characters as the format stores them: one per code point.
        const auto length = text.toUcs4().size();
        r.counter->setText(QStringLiteral("%1/%2").arg(length).arg(r.field->length));
        std::optional<Message> refusal;
        if (text != r.original) // untouched text is kept byte for byte, whatever it holds
            refusal = validateFooterText(*r.field, text.toStdString());
        QString warning;
        if (!refusal && codeHolder_ && r.field->key == "boardCode" && !text.isEmpty())
            if (const QString holder = codeHolder_(text); !holder.isEmpty())
                warning = tr("Another board in your library has this code: %1").arg(holder);
        r.problem->setVisible(refusal.has_value() || !warning.isEmpty());
        r.problem->setText(refusal ? translated(*refusal) : warning);
        acceptable = acceptable && !refusal;
    }
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(acceptable);
}

void MetadataDialog::setCodeHolder(std::function<QString(const QString&)> holder) {
    codeHolder_ = std::move(holder);
    revalidate();
}

bool MetadataDialog::isAcceptable() const {
    return buttons_->button(QDialogButtonBox::Ok)->isEnabled();
}

Footer MetadataDialog::footer() const {
    Footer out = footer_;
    out.setNumber(footerField("version"), static_cast<std::uint8_t>(version_->value()));
    for (const TextRow& r : rows_)
        if (r.edit->text() != r.original)
            out.setText(*r.field, r.edit->text().toStdString());
    return out;
}

} // namespace gbxx
