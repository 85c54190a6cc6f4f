#pragma once
// A layout that puts its items side by side and starts a new row when the next does not fit, so a
// row of buttons in a narrow dock (and in a language with longer words) wraps instead of reaching
// past the dock's edge. Its height follows its width (heightForWidth), as a word-wrapped label's.

#include <QLayout>
#include <QList>

namespace gbxx {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Lays the items out in `rect` (only measures with `apply` false); returns the height used.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> items_;
};

} // namespace gbxx
