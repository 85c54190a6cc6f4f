#pragma once
// A place for a panel that is built the first time it is shown: a dock that starts hidden or
// tabbed away, or a page not in front, costs nothing before the window's first frame (issue 19).
// The content fills the place edge to edge and takes its focus.

#include <QWidget>

#include <functional>

namespace gbxx {

class BuiltWhenShown : public QWidget {
    Q_OBJECT

public:
    using Build = std::function<QWidget*(QWidget* parent)>;
    BuiltWhenShown(Build build, QWidget* parent = nullptr);

    // The content, built now if it was not yet.
    QWidget* content();

protected:
    void showEvent(QShowEvent* event) override;

private:
    Build build_;
    QWidget* content_ = nullptr;
};

} // namespace gbxx
