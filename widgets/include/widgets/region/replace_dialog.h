#pragma once
// Edit ▸ Replace in Selection…: one or several operations on fields (set to a value, add a signed
// amount clamped into the field's range, turn flags on or off), applied in order to every selected
// tile — the second half of "find and replace" after Select Where…. The number of tiles that would
// change is shown as the operations are edited; each row is an OperationRow, read by the core's
// own rules (field_operations.h), as `gbxx edit` reads them.

#include "gbxx/field_operations.h"
#include "gbxx/selection.h"

#include <QDialog>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace gbxx {

class OperationRow;

class ReplaceDialog : public QDialog {
    Q_OBJECT

public:
    // Works on the tiles of `selection`; on every tile when it is empty.
    // The board's fields as the editor reads them (a schema's sub-fields included; empty: the
    // layout's alone).
    ReplaceDialog(const Board& board, const Selection& selection, QWidget* parent = nullptr,
                  std::span<const FieldSpec> fields = {});

    // The operation rows: field key, kind and value as typed.
    int rowCount() const { return static_cast<int>(rows_.size()); }
    void addRow();
    void removeRow(int row);
    QComboBox* fieldBox(int row) const;
    QComboBox* kindBox(int row) const;
    QComboBox* valueBox(int row) const;

    // The operations in order; nothing while one of them does not read (why is in `error`).
    std::optional<std::vector<FieldOperation>> operations(QString* error = nullptr) const;
    // What the operations change on the tiles worked on.
    ChangeSet plan() const;
    QLabel* result() const { return result_; }

private:
    struct Row {
        QWidget* widget;
        OperationRow* operation;
    };
    void check();

    const Board& board_;
    std::span<const FieldSpec> fields_;
    std::vector<TileIndex> tiles_;
    std::vector<Row> rows_;
    QVBoxLayout* rowsLayout_;
    QLabel* result_;
    QPushButton* ok_;
};

} // namespace gbxx
