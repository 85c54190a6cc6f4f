#pragma once
// Board ▸ Custom Data Schema: names for the bits of the board's own field (docs/schema.md), edited
// as a table of sub-fields. Every edit that makes a valid schema is shown at once (the layers,
// palette and legend follow); Cancel puts the schema back, OK writes the schema file beside the
// board (NAME.schema.json) or for its folder (gameboardxx-schema.json).

#include "gbxx/custom_schema.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace gbxx {

class BoardDocument;

class SchemaDialog : public QDialog {
    Q_OBJECT

public:
    enum Column { KeyColumn, LabelColumn, BitsColumn, KindColumn, NamesColumn };

    SchemaDialog(BoardDocument& document, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }
    QComboBox* destination() const { return destination_; }
    QLabel* problems() const { return problems_; }
    // The schema the table describes, and what is wrong with it (empty when it can be used).
    CustomSchema schema() const;
    QStringList schemaProblems() const;
    // Adds a row for a sub-field.
    void addSubField(const CustomSubField& subField);
    // The file OK writes to.
    QString destinationPath() const;

    void accept() override;
    void reject() override;

private:
    void edited();
    void addRow();

    BoardDocument& document_;
    std::optional<CustomSchema> original_;
    QString originalPath_;
    QString designerKey_;
    int designerBits_ = 0;
    QTableWidget* table_;
    QComboBox* destination_;
    QLabel* problems_;
    QDialogButtonBox* buttons_;
};

} // namespace gbxx
