#pragma once
// Board ▸ Properties: every header modifier (H4) with the meaning of its values, the reserved byte
// shown read-only (H5). Changes are previewed on the board at once (headerPreview) and become one
// undo step when accepted.

#include "gbxx/layout.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;

namespace gbxx {

class PropertiesDialog : public QDialog {
    Q_OBJECT

public:
    PropertiesDialog(const Layout& layout, std::uint16_t headerBits, QWidget* parent = nullptr);
    std::uint16_t headerBits() const;
    QComboBox* box(const QString& key) const;
    QLabel* heightModeNote() const { return heightNote_; }

signals:
    void headerPreview(std::uint16_t bits);

private:
    void changed();
    // The note under the height mode: how heights read, and what switching changes.
    void describeHeights();

    std::uint16_t original_;
    QList<QPair<const FieldSpec*, QComboBox*>> boxes_;
    QLabel* heightNote_;
};

} // namespace gbxx
