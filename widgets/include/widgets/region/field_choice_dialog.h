#pragma once
// Edit ▸ Fields Carried ▸ Choose…: which fields copy, cut, delete and move carry (a "paste only
// zones" workflow), ticked in a list of the board's fields.

#include "gbxx/board.h"

#include <QDialog>
#include <QStringList>

class QListWidget;

namespace gbxx {

class FieldChoiceDialog : public QDialog {
    Q_OBJECT

public:
    // `chosen`: the keys ticked at first.
    FieldChoiceDialog(const Board& board, const QStringList& chosen, QWidget* parent = nullptr);

    QListWidget* list() const { return list_; }
    // The keys ticked, in the field tables' order.
    QStringList chosen() const;

private:
    QListWidget* list_;
};

} // namespace gbxx
