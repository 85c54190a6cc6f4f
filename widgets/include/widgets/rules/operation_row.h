#pragma once
// One operation on a field as three boxes: the field, what to do with it (set to, add, turn flags
// on or off) and the value, offered by its name from the field tables or typed. Read by the core's
// own rules (field_operations.h), as `gbxx edit` reads them; Edit ▸ Replace's rows and a rule's
// "then" are built of it.

#include "gbxx/field_operations.h"

#include <QWidget>

#include <span>
#include <variant>

class QComboBox;

namespace gbxx {

class OperationRow : public QWidget {
    Q_OBJECT

public:
    // `fields` are the board's as the editor reads them (a schema's sub-fields included); the
    // boxes are named `name`Field, `name`Kind and `name`Value.
    OperationRow(const Board& board, std::span<const FieldSpec> fields, const QString& name,
                 QWidget* parent = nullptr);

    QComboBox* fieldBox() const { return field_; }
    QComboBox* kindBox() const { return kind_; }
    QComboBox* valueBox() const { return value_; }

    // The operation the boxes say, or why they say none (one line).
    std::variant<FieldOperation, Message> operation() const;
    // As `gbxx edit` and rules files write it: "set height=3", "flags-on homeZones=0x2".
    QString text() const;

signals:
    void edited();

private:
    void fillValues();
    // "KEY=V": the number at the start of the value ("3 — in bounds", "0x4 — player 3" or typed).
    QString operand() const;

    const Board& board_;
    std::span<const FieldSpec> fields_;
    QComboBox* field_;
    QComboBox* kind_;
    QComboBox* value_;
};

} // namespace gbxx
