#pragma once
// What the window shows when no board is open: the recent boards with thumbnails, the ways to begin
// (new, open, the sample board) and the classic boards of "New from template".

#include <QImage>
#include <QList>
#include <QWidget>

#include <functional>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QVBoxLayout;

namespace gbxx {

struct RecentBoard {
    QString path;
    QString detail; // "GB64 · 24×16 · hex", or why it cannot be opened
    QImage thumbnail;
    bool available = true;
};

class StartPage : public QWidget {
    Q_OBJECT

public:
    static constexpr int kThumbnailSide = 96;

    explicit StartPage(QWidget* parent = nullptr);

    void setRecentBoards(const QList<RecentBoard>& boards);
    // Where the recent boards come from. They are read when the page is shown, or at once by
    // refreshRecentBoards() while it is shown: reading them costs file reads.
    void setRecentSource(std::function<QList<RecentBoard>()> source);
    void refreshRecentBoards();
    // Puts the board library's search (a LibraryPanel) on the page, under its own heading; it is
    // shown with the page's content.
    void setLibrarySection(QWidget* section);
    QListWidget* recentList() const { return recent_; }
    QListWidget* templateList() const { return templates_; }

protected:
    void showEvent(QShowEvent* event) override;

signals:
    void newRequested();
    void openRequested();
    void openCodeRequested();
    void sampleRequested();
    void recentRequested(const QString& path);
    void templateRequested(const QString& key);

private:
    // The templates' pictures, the recent boards and the library's search, when the page shows.
    void fillIn();

    QListWidget* recent_;
    QLabel* noRecent_;
    QListWidget* templates_;
    bool templatesDrawn_ = false;
    bool firstShow_ = true;
    QWidget* librarySection_ = nullptr;
    std::function<QList<RecentBoard>()> recentSource_;
    bool recentStale_ = true;
    QVBoxLayout* column_ = nullptr; // the page's sections, inside its scroll area
};

} // namespace gbxx
