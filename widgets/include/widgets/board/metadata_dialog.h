#pragma once
// Board ▸ Metadata: the footer's texts and version (spec F1-F5). Input is checked as it is typed
// with the core's F3 rule; a refused character or over-long text is explained next to its field
// and OK stays disabled. Fields the user does not touch keep their bytes exactly (F4).

#include "gbxx/footer.h"

#include <QDialog>
#include <QList>

#include <functional>

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
    // Who else holds a board code (the board library): the path of another board with `code`, or
    // nothing. Generate then never picks a code that is taken, and a typed one that is taken is
    // pointed out (a warning: OK stays enabled).
    void setCodeHolder(std::function<QString(const QString& code)> holder);

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
    std::function<QString(const QString&)> codeHolder_;
    QSpinBox* version_;
    QDialogButtonBox* buttons_;
};

} // namespace gbxx
