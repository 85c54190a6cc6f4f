#pragma once
// Why something did not work, in a dialog: a warning sign beside the words, which keep the theme's
// text colour, so that the line stands out in light and dark themes alike.

#include <QWidget>

class QLabel;

namespace gbxx {

class ProblemLine : public QWidget {
    Q_OBJECT

public:
    explicit ProblemLine(QWidget* parent = nullptr);

    // Shows the line with `text`.
    void say(const QString& text);
    QLabel* label() const { return text_; }

private:
    QLabel* text_;
};

} // namespace gbxx
