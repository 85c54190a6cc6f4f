#pragma once
// Board ▸ Metadata: the footer's texts and version (spec F1-F5). Input is checked as it is typed
// with the core's F3 rule; a refused character or over-long text is explained next to its field
// and OK stays disabled. Fields the user does not touch keep their bytes exactly (F4).

#include "gbxx/footer.h"

#include <QDialog>
#include <QList>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gbxx {

class MetadataDialog : public QDialog {
    Q_OBJECT

public:
    explicit MetadataDialog(const Footer& footer, QWidget* parent = nullptr);
    // The footer with the edits: only the fields whose text was changed are rewritten.
    Footer footer() const;
    bool isAcceptable() const;
    QLineEdit* editor(const QString& key) const;
    QLabel* problem(const QString& key) const;
    QSpinBox* versionBox() const { return version_; }

private:
    struct TextRow {
        const FooterField* field;
        QLineEdit* edit;
        QLabel* counter;
        QLabel* problem;
        QString original;
    };
    void revalidate();

    Footer footer_;
    QList<TextRow> rows_;
    QSpinBox* version_;
    QDialogButtonBox* buttons_;
};

} // namespace gbxx
