#include "widgets/board/schema_dialog.h"
#include "widgets/common/dialog_buttons.h"
#include "text/core_texts.h"
#include "text/variant_text.h"

#include "widgets/document/board_document.h"
#include "gbxx/tile_field_table.h"
#include "io/safe_write.h"
#include "io/schema_file.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gbxx {
namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// "plains, forest #2e7d32, water": names with optional colours.
QString namesText(const CustomSubField& sub) {
    QStringList parts;
    for (const SubFieldName& n : sub.names)
        parts << (n.colour ? QStringLiteral("%1 #%2")
                                 .arg(qs(n.name))
                                 .arg(*n.colour, 6, 16, QLatin1Char('0'))
                           : qs(n.name));
    return parts.join(QStringLiteral(", "));
}

std::vector<SubFieldName> namesOf(const QString& text) {
    std::vector<SubFieldName> names;
    static const QRegularExpression colour(QStringLiteral("\\s+#([0-9a-fA-F]{6})$"));
    for (QString part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        part = part.trimmed();
        SubFieldName name;
        const QRegularExpressionMatch m = colour.match(part);
        if (m.hasMatch()) {
            name.colour = m.captured(1).toUInt(nullptr, 16);
            part = part.left(m.capturedStart()).trimmed();
        }
        name.name = part.toStdString();
        names.push_back(std::move(name));
    }
    return names;
}

} // namespace

SchemaDialog::SchemaDialog(BoardDocument& document, QWidget* parent)
    : QDialog(parent)
    , document_(document)
    , table_(new QTableWidget(0, 5, this))
    , destination_(new QComboBox(this))
    , problems_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    describeStandardButtons(buttons_);
    setWindowTitle(tr("Custom Data Schema"));
    setObjectName(QStringLiteral("schemaDialog"));
    const Board& board = document.board();
    if (const CustomSchema* now = document.fieldTable().schema())
        original_ = *now;
    originalPath_ = document.schemaPath();
    const FieldSpec* designer = designerField(board.layout(), board.variant());
    designerKey_ =
        designer ? QString::fromLatin1(designer->key.data(), static_cast<int>(designer->key.size()))
                 : QString();
    designerBits_ = designer ? designer->bitCount : 0;

    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("Name the bits of this GB%1 board's field <b>%2</b> (%3 bits): each sub-field is a "
           "layer of its own, read as %2.KEY by dumps, expressions and scripts. Bits are one "
           "bit (3) or a range (0-3); names are separated by commas, each with an optional "
           "colour (forest #2e7d32). The board file does not change.")
            .arg(variantDigits(board.variant()), designerKey_)
            .arg(designerBits_),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    table_->setObjectName(QStringLiteral("schemaTable"));
    table_->setAccessibleName(tr("Sub-fields"));
    table_->setAccessibleDescription(
        tr("One row per sub-field: its key, label, bits, kind and value or flag names"));
    table_->setHorizontalHeaderLabels(
        {tr("Key"), tr("Label"), tr("Bits"), tr("Kind"), tr("Value or flag names")});
    table_->horizontalHeader()->setSectionResizeMode(NamesColumn, QHeaderView::Stretch);
    table_->verticalHeader()->hide();
    table_->setMinimumSize(640, 200);
    layout->addWidget(table_, 1);
    auto* rowButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add Sub-field"), this);
    add->setObjectName(QStringLiteral("addSubField"));
    auto* remove = new QPushButton(tr("&Remove Sub-field"), this);
    remove->setObjectName(QStringLiteral("removeSubField"));
    add->setToolTip(tr("Add a sub-field on the first bit no other one uses"));
    remove->setToolTip(tr("Remove the chosen sub-field"));
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch(1);
    layout->addLayout(rowButtons);
    connect(add, &QPushButton::clicked, this, &SchemaDialog::addRow);
    connect(remove, &QPushButton::clicked, this, [this] {
        if (table_->currentRow() >= 0) {
            table_->removeRow(table_->currentRow());
            edited();
        }
    });

    problems_->setObjectName(QStringLiteral("schemaProblems"));
    problems_->setWordWrap(true);
    layout->addWidget(problems_);

    auto* where = new QHBoxLayout;
    auto* whereLabel = new QLabel(tr("&Save in:"), this);
    whereLabel->setBuddy(destination_);
    destination_->setObjectName(QStringLiteral("schemaDestination"));
    destination_->setToolTip(
        tr("Where OK writes the schema: for this board only or for every board of its folder"));
    const QString boardPath = document.filePath();
    if (!boardPath.isEmpty()) {
        const QFileInfo info(boardPath);
        const QString own = info.absolutePath() + QLatin1Char('/') + info.completeBaseName() +
                            QStringLiteral(".schema.json");
        const QString folder = info.absolutePath() + QStringLiteral("/gameboardxx-schema.json");
        if (!originalPath_.isEmpty() && originalPath_ != own && originalPath_ != folder)
            destination_->addItem(tr("the schema in use: %1").arg(originalPath_), originalPath_);
        destination_->addItem(
            tr("this board only: %1").arg(info.completeBaseName() + QStringLiteral(".schema.json")),
            own);
        destination_->addItem(tr("every board in its folder: gameboardxx-schema.json"), folder);
        const int current = destination_->findData(originalPath_);
        destination_->setCurrentIndex(current >= 0 ? current : 0);
    } else {
        destination_->addItem(tr("nowhere yet: save the board first (used until it is closed)"),
                              QString());
        destination_->setEnabled(false);
    }
    where->addWidget(whereLabel);
    where->addWidget(destination_, 1);
    layout->addLayout(where);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &SchemaDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &SchemaDialog::reject);

    if (original_)
        for (const CustomSubField& sub : original_->subFields)
            addSubField(sub);
    connect(table_, &QTableWidget::itemChanged, this, &SchemaDialog::edited);
    edited();
    if (designerKey_.isEmpty()) {
        problems_->setText(tr("This board's layout has no field of the designer's to split."));
        add->setEnabled(false);
    }
}

void SchemaDialog::addSubField(const CustomSubField& sub) {
    const QSignalBlocker blocker(table_);
    const int row = table_->rowCount();
    table_->insertRow(row);
    table_->setItem(row, KeyColumn, new QTableWidgetItem(qs(sub.key)));
    table_->setItem(row, LabelColumn, new QTableWidgetItem(qs(sub.label)));
    table_->setItem(
        row, BitsColumn,
        new QTableWidgetItem(
            sub.bitCount == 1
                ? QString::number(sub.firstBit)
                : QStringLiteral("%1-%2").arg(sub.firstBit).arg(sub.firstBit + sub.bitCount - 1)));
    auto* kind = new QComboBox(table_);
    for (SubFieldKind k : {SubFieldKind::Number, SubFieldKind::Enum, SubFieldKind::Flags})
        kind->addItem(QString::fromLatin1(subFieldKindName(k).data()), static_cast<int>(k));
    kind->setCurrentIndex(kind->findData(static_cast<int>(sub.kind)));
    kind->setAccessibleName(tr("Kind"));
    kind->setToolTip(tr("How the bits read: as a number, as one named value, or as flags"));
    connect(kind, &QComboBox::currentIndexChanged, this, &SchemaDialog::edited);
    table_->setCellWidget(row, KindColumn, kind);
    table_->setItem(row, NamesColumn, new QTableWidgetItem(namesText(sub)));
    edited();
}

void SchemaDialog::addRow() {
    // The first bits no sub-field uses yet, and a key not taken.
    const CustomSchema now = schema();
    std::uint64_t used = 0;
    for (const CustomSubField& s : now.subFields)
        if (s.firstBit >= 0 && s.bitCount > 0 && s.firstBit + s.bitCount <= 64)
            used |= ((s.bitCount >= 64 ? ~0ull : (1ull << s.bitCount) - 1) << s.firstBit);
    CustomSubField sub;
    sub.firstBit = 0;
    while (sub.firstBit < designerBits_ - 1 && ((used >> sub.firstBit) & 1))
        ++sub.firstBit;
    sub.bitCount = 1;
    for (int n = 1;; ++n) {
        sub.key = "field" + std::to_string(n);
        bool taken = false;
        for (const CustomSubField& s : now.subFields)
            taken = taken || s.key == sub.key;
        if (!taken)
            break;
    }
    addSubField(sub);
    table_->setCurrentCell(table_->rowCount() - 1, KeyColumn);
    table_->editItem(table_->item(table_->rowCount() - 1, KeyColumn));
}

CustomSchema SchemaDialog::schema() const {
    CustomSchema schema;
    schema.field = designerKey_.toStdString();
    for (int row = 0; row < table_->rowCount(); ++row) {
        const auto text = [&](int column) {
            const QTableWidgetItem* item = table_->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        CustomSubField sub;
        sub.key = text(KeyColumn).toStdString();
        sub.label = text(LabelColumn).toStdString();
        const QStringList bits = text(BitsColumn).split(QLatin1Char('-'));
        bool firstOk = false;
        bool lastOk = true;
        sub.firstBit = bits.value(0).trimmed().toInt(&firstOk);
        const int last = bits.size() > 1 ? bits[1].trimmed().toInt(&lastOk) : sub.firstBit;
        sub.bitCount = firstOk && lastOk && bits.size() <= 2 ? last - sub.firstBit + 1 : 0;
        if (!firstOk)
            sub.firstBit = -1;
        if (const auto* kind = qobject_cast<const QComboBox*>(table_->cellWidget(row, KindColumn)))
            sub.kind = static_cast<SubFieldKind>(kind->currentData().toInt());
        if (sub.kind != SubFieldKind::Number)
            sub.names = namesOf(text(NamesColumn));
        schema.subFields.push_back(std::move(sub));
    }
    return schema;
}

QStringList SchemaDialog::schemaProblems() const {
    QStringList problems;
    const Board& board = document_.board();
    const CustomSchema s = schema();
    for (const CustomSubField& sub : s.subFields)
        if (sub.bitCount < 1)
            problems << tr("'%1': bits are one bit (3) or a range (0-3)").arg(qs(sub.key));
    if (problems.isEmpty())
        for (const Message& p : gbxx::schemaProblems(s, board.layout(), board.variant()))
            problems << translated(p);
    return problems;
}

void SchemaDialog::edited() {
    const QStringList problems = schemaProblems();
    problems_->setText(
        problems.isEmpty()
            ? tr("The layers show the schema as it is now.")
            : tr("Not shown until it is right: %1").arg(problems.join(QStringLiteral("; "))));
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(problems.isEmpty());
    if (problems.isEmpty() && !designerKey_.isEmpty())
        document_.setSchema(table_->rowCount() > 0 ? std::optional(schema()) : std::nullopt,
                            originalPath_);
}

QString SchemaDialog::destinationPath() const {
    return destination_->currentData().toString();
}

void SchemaDialog::accept() {
    if (!schemaProblems().isEmpty())
        return;
    const QString path = destinationPath();
    const std::optional<CustomSchema> chosen =
        table_->rowCount() > 0 ? std::optional(schema()) : std::nullopt;
    if (!path.isEmpty()) {
        // The file's parts for other tile sizes stay as they are.
        SchemaSet set{path, {}};
        if (QFileInfo::exists(path)) {
            const LoadedSchema existing = loadSchemaFile(path, document_.board().layout());
            if (existing.schema)
                set = *existing.schema;
        }
        set.variants.erase(document_.board().variant());
        if (chosen)
            set.variants.emplace(document_.board().variant(), *chosen);
        if (set.variants.empty()) { // no names left for any tile size: no schema file
            if (QFileInfo::exists(path) && !QFile::remove(path)) {
                QMessageBox::warning(this, windowTitle(),
                                     tr("The schema %1 could not be removed.").arg(path));
                return;
            }
        } else if (const auto failure = writeFileSafely(path, schemaJson(set))) {
            QMessageBox::warning(this, windowTitle(),
                                 tr("The schema could not be saved: %1").arg(*failure));
            return;
        }
    }
    document_.setSchema(chosen, chosen ? (path.isEmpty() ? originalPath_ : path) : QString());
    if (!path.isEmpty()) // its parts for other tile sizes, for a Convert
        document_.rememberSchemaFile(readSchemaFileFor(document_.filePath()));
    QDialog::accept();
}

void SchemaDialog::reject() {
    document_.setSchema(original_, originalPath_);
    QDialog::reject();
}

} // namespace gbxx
