#include "widgets/rules/condition_builder.h"

#include "gbxx/expression.h"
#include "text/core_texts.h"
#include "text/qt_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace gbxx {
namespace {
// The texts of the parts Select Where had before they were shared are still Select Where's.
constexpr const char* kSelectWhereContext = "gbxx::SelectWhereDialog";
} // namespace

ConditionBuilder::ConditionBuilder(const Board& board, std::span<const FieldSpec> fields,
                                   QLineEdit* target, QWidget* parent)
    : QWidget(parent)
    , board_(board)
    , fields_(fields)
    , target_(target)
    , scope_(new QComboBox(this))
    , field_(new QComboBox(this))
    , comparison_(new QComboBox(this))
    , value_(new QComboBox(this))
    , count_(new QSpinBox(this))
    , corners_(new QCheckBox(tr("Corners &too"), this))
    , against_(new QComboBox(this)) {
    scope_->addItem(tr("the tile's"), static_cast<int>(Scope::Tile));
    scope_->addItem(tr("at least one neighbour's"), static_cast<int>(Scope::AnyNeighbour));
    scope_->addItem(tr("no neighbour's"), static_cast<int>(Scope::NoNeighbour));
    scope_->addItem(tr("every neighbour's"), static_cast<int>(Scope::EveryNeighbour));
    scope_->addItem(tr("at least this many neighbours':"),
                    static_cast<int>(Scope::AtLeastNeighbours));
    scope_->setObjectName(QStringLiteral("whereScope"));
    scope_->setAccessibleName(tr("Whose field"));
    scope_->setToolTip(tr("Test the tile's own field, or count its neighbours whose field passes "
                          "(six on hex boards, four on square ones, across wrapped edges)"));
    field_->setObjectName(QStringLiteral("whereField"));
    for (const char* op : {"=", "!=", "<", "<=", ">", ">=", "has"})
        comparison_->addItem(QString::fromLatin1(op), QString::fromLatin1(op));
    comparison_->setObjectName(QStringLiteral("whereComparison"));
    value_->setEditable(true);
    // Wide enough for "2 — trap/hazard": a name cut short cannot be chosen with confidence.
    value_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    value_->setMinimumContentsLength(16);
    value_->setObjectName(QStringLiteral("whereValue"));
    // The builder's parts share one label: each says what it is.
    field_->setAccessibleName(QCoreApplication::translate(kSelectWhereContext, "Field"));
    field_->setToolTip(QCoreApplication::translate(kSelectWhereContext,
                                                   "The field, column or row the condition tests"));
    comparison_->setAccessibleName(QCoreApplication::translate(kSelectWhereContext, "Comparison"));
    comparison_->setToolTip(QCoreApplication::translate(
        kSelectWhereContext, "How the field compares with the value; 'has' tests one flag"));
    value_->setAccessibleName(QCoreApplication::translate(kSelectWhereContext, "Value"));
    value_->setToolTip(QCoreApplication::translate(
        kSelectWhereContext, "The value to compare with: choose one by its name or type a number"));
    count_->setObjectName(QStringLiteral("whereCount"));
    count_->setRange(1, 8);
    count_->setValue(2);
    count_->setAccessibleName(tr("How many neighbours"));
    count_->setToolTip(tr("The fewest neighbours whose field must pass"));
    // Whose field and what it is compared with are read whole ("at least one neighbour's", "the
    // tile's own height +"): the row widens for them rather than cut them.
    scope_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    against_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    against_->setObjectName(QStringLiteral("whereAgainst"));
    against_->setAccessibleName(tr("Compared with"));
    against_->setToolTip(tr("Compare the neighbour's field with a value, or with the tile's own "
                            "field plus or minus a number"));
    corners_->setObjectName(QStringLiteral("whereCorners"));
    corners_->setToolTip(tr("Count a square tile's four corner neighbours as well (neighbours8)"));

    auto* add = new QPushButton(QCoreApplication::translate(kSelectWhereContext, "&Add"), this);
    auto* andButton =
        new QPushButton(QCoreApplication::translate(kSelectWhereContext, "A&nd"), this);
    auto* orButton = new QPushButton(QCoreApplication::translate(kSelectWhereContext, "O&r"), this);
    add->setObjectName(QStringLiteral("whereAdd"));
    andButton->setObjectName(QStringLiteral("whereAnd"));
    orButton->setObjectName(QStringLiteral("whereOr"));
    add->setToolTip(
        QCoreApplication::translate(kSelectWhereContext, "Replace the condition with this one"));
    andButton->setToolTip(
        QCoreApplication::translate(kSelectWhereContext, "Add this condition with 'and'"));
    orButton->setToolTip(
        QCoreApplication::translate(kSelectWhereContext, "Add this condition with 'or'"));

    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto* parts = new QHBoxLayout;
    parts->addWidget(scope_, 2);
    parts->addWidget(count_);
    parts->addWidget(field_, 2);
    parts->addWidget(comparison_);
    column->addLayout(parts);
    // What the field is compared with, and the value, have the second row: in one row with the
    // others there was no room to read them whole. The buttons have the third.
    auto* compared = new QHBoxLayout;
    compared->addWidget(against_);
    compared->addWidget(value_, 1);
    column->addLayout(compared);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(corners_);
    buttons->addStretch(1);
    buttons->addWidget(add);
    buttons->addWidget(andButton);
    buttons->addWidget(orButton);
    column->addLayout(buttons);

    connect(scope_, &QComboBox::currentIndexChanged, this, &ConditionBuilder::scopeChanged);
    connect(field_, &QComboBox::currentIndexChanged, this, &ConditionBuilder::fillValues);
    connect(comparison_, &QComboBox::currentIndexChanged, this, &ConditionBuilder::fillValues);
    connect(against_, &QComboBox::currentIndexChanged, this, &ConditionBuilder::againstChanged);
    connect(add, &QPushButton::clicked, this, [this] { addCondition(QString()); });
    connect(andButton, &QPushButton::clicked, this,
            [this] { addCondition(QStringLiteral("and")); });
    connect(orButton, &QPushButton::clicked, this, [this] { addCondition(QStringLiteral("or")); });
    fillFields();
    scopeChanged();
}

void ConditionBuilder::scopeChanged() {
    const auto scope = static_cast<Scope>(scope_->currentData().toInt());
    count_->setVisible(scope == Scope::AtLeastNeighbours);
    // Only square tiles have corner neighbours (neighbours8 is a mistake on a hex board).
    corners_->setVisible(scope != Scope::Tile && tileShapeOf(board_) == TileShape::Square);
    fillFields();
}

void ConditionBuilder::fillFields() {
    // A neighbour's column and row are not read (n.x is no term): those are the tile's own.
    const QString key = field_->currentData().toString();
    const bool tile = static_cast<Scope>(scope_->currentData().toInt()) == Scope::Tile;
    {
        const QSignalBlocker blocker(field_);
        field_->clear();
        for (const FieldSpec& f : fields_)
            field_->addItem(QStringLiteral("%1 (%2)").arg(translatedName(f.label), qs(f.key)),
                            qs(f.key));
        if (tile) {
            field_->addItem(QCoreApplication::translate(kSelectWhereContext, "column (x)"),
                            QStringLiteral("x"));
            field_->addItem(QCoreApplication::translate(kSelectWhereContext, "row (y)"),
                            QStringLiteral("y"));
        }
        const int again = field_->findData(key);
        field_->setCurrentIndex(again >= 0 ? again : 0);
    }
    fillValues();
}

void ConditionBuilder::againstChanged() {
    // Against the tile's own field the value is a number to add or take away, not a named value.
    const bool own = !against_->isHidden() &&
                     static_cast<Against>(against_->currentData().toInt()) != Against::Value;
    if (own) {
        value_->clear();
        value_->setMinimumContentsLength(6);
        value_->setEditText(QStringLiteral("0"));
    } else if (value_->count() == 0) {
        fillValues();
    }
}

void ConditionBuilder::fillValues() {
    // Values by their names from the field tables: named values for comparisons, flag names (by
    // bit) for 'has'.
    const QString typed = value_->currentText();
    value_->clear();
    const FieldSpec* field = findField(fields_, field_->currentData().toString().toStdString());
    const bool has = comparison_->currentData().toString() == QLatin1String("has");
    // A neighbour's field can be compared with the tile's own (`n.height >= height + 20`); 'has'
    // tests a flag of the neighbour's field alone.
    {
        const QSignalBlocker blocker(against_);
        const int was = std::max(0, against_->currentIndex());
        const QString key = field_->currentData().toString();
        against_->clear();
        against_->addItem(tr("the value"), static_cast<int>(Against::Value));
        against_->addItem(tr("the tile's own %1 +").arg(key), static_cast<int>(Against::OwnPlus));
        against_->addItem(tr("the tile's own %1 −").arg(key), static_cast<int>(Against::OwnMinus));
        against_->setCurrentIndex(was);
        against_->setVisible(static_cast<Scope>(scope_->currentData().toInt()) != Scope::Tile &&
                             !has && field);
    }
    // Names need room ("2 — trap/hazard"); a number to add to the tile's own field needs little,
    // and leaves the row room to show what it is compared with.
    const bool own = !against_->isHidden() &&
                     static_cast<Against>(against_->currentData().toInt()) != Against::Value;
    value_->setMinimumContentsLength(own ? 6 : 16);
    if (own) {
        // The number typed stays when another field or scope is chosen.
        bool number = false;
        typed.toULongLong(&number);
        value_->setEditText(number ? typed : QStringLiteral("0"));
        return;
    }
    if (!field)
        return;
    const bool flags = field->readsAsFlags(heightModeOf(board_));
    if (has) {
        for (int bit = 0; bit < field->bitCount; ++bit) {
            const std::string_view name =
                flags ? field->nameOf(static_cast<std::uint64_t>(bit)) : std::string_view{};
            value_->addItem(name.empty() ? QString::number(bit)
                                         : QStringLiteral("%1 — %2").arg(bit).arg(
                                               valueName(*field, static_cast<std::uint64_t>(bit))),
                            bit);
        }
        return;
    }
    if (field->namesValues())
        for (std::uint64_t v = 0; v <= field->maxValue() && v < field->names.size(); ++v)
            value_->addItem(QStringLiteral("%1 — %2").arg(v).arg(valueName(*field, v)),
                            QVariant::fromValue<qulonglong>(v));
}

QString ConditionBuilder::condition() const {
    // The number at the start of the value ("3 — in bounds" or a typed 3).
    const QString number = value_->currentText().section(QLatin1Char(' '), 0, 0).trimmed();
    const auto scope = static_cast<Scope>(scope_->currentData().toInt());
    const QString key = field_->currentData().toString();
    const QString op = comparison_->currentData().toString();
    if (scope == Scope::Tile)
        return QStringLiteral("%1 %2 %3").arg(key, op, number);
    QString against = number;
    if (!against_->isHidden()) {
        const auto with = static_cast<Against>(against_->currentData().toInt());
        // "+ 0" says nothing: the tile's own field alone.
        const bool none = number.isEmpty() || number == QLatin1String("0");
        if (with == Against::OwnPlus)
            against = none ? key : QStringLiteral("%1 + %2").arg(key, number);
        else if (with == Against::OwnMinus)
            against = none ? key : QStringLiteral("%1 - %2").arg(key, number);
    }
    const QString test = QStringLiteral("n.%1 %2 %3").arg(key, op, against);
    const QString term = !corners_->isHidden() && corners_->isChecked()
                             ? QStringLiteral("neighbours8")
                             : QStringLiteral("neighbours");
    switch (scope) {
    case Scope::NoNeighbour:
        return QStringLiteral("%1(%2) = 0").arg(term, test);
    case Scope::EveryNeighbour:
        return QStringLiteral("%1(not %2) = 0").arg(term, test);
    case Scope::AtLeastNeighbours:
        return QStringLiteral("%1(%2) >= %3").arg(term, test).arg(count_->value());
    default:
        return QStringLiteral("%1(%2) > 0").arg(term, test);
    }
}

void ConditionBuilder::addCondition(const QString& joiner) {
    const QString condition = this->condition();
    const QString now = target_->text().trimmed();
    if (joiner.isEmpty() || now.isEmpty())
        target_->setText(condition);
    else if (joiner == QLatin1String("and") && now.contains(QLatin1String(" or ")))
        target_->setText(QStringLiteral("(%1) and %2").arg(now, condition)); // keep its sense
    else
        target_->setText(QStringLiteral("%1 %2 %3").arg(now, joiner, condition));
}

} // namespace gbxx
