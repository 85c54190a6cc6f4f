#include "widgets/start/start_page.h"
#include "text/core_texts.h"

#include "gbxx/board_templates.h"
#include "render/board_thumbnail.h"
#include "text/qt_text.h"

#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

namespace gbxx {
namespace {

QListWidget* thumbnailList(QWidget* parent, const QString& name) {
    auto* list = new QListWidget(parent);
    list->setObjectName(name);
    list->setViewMode(QListView::IconMode);
    list->setIconSize(QSize(StartPage::kThumbnailSide, StartPage::kThumbnailSide));
    const QSize cell(StartPage::kThumbnailSide + 72,
                     StartPage::kThumbnailSide + 2 * list->fontMetrics().height() + 16);
    list->setGridSize(cell);
    // One row that scrolls sideways: the page stays the same height however many boards there are.
    list->setFlow(QListView::LeftToRight);
    list->setWrapping(false);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setFixedHeight(cell.height() + 2 * list->frameWidth() +
                         list->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4);
    list->setTextElideMode(Qt::ElideMiddle);
    list->setMovement(QListView::Static);
    list->setWordWrap(true);
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    return list;
}

QLabel* heading(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(true);
    label->setFont(font);
    return label;
}

// A greyed frame for a recent board that is gone or unreadable.
QImage missingThumbnail(const QWidget* widget) {
    QImage image(StartPage::kThumbnailSide, StartPage::kThumbnailSide,
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    const QIcon icon = widget->style()->standardIcon(QStyle::SP_MessageBoxWarning);
    icon.paint(&painter, image.rect().adjusted(24, 24, -24, -24));
    return image;
}

} // namespace

StartPage::StartPage(QWidget* parent)
    : QWidget(parent)
    , recent_(thumbnailList(this, QStringLiteral("recentBoards")))
    , noRecent_(new QLabel(this))
    , templates_(thumbnailList(this, QStringLiteral("templateBoards"))) {
    setObjectName(QStringLiteral("startPage"));
    auto* newButton = new QPushButton(tr("&New Board…"), this);
    newButton->setObjectName(QStringLiteral("startNew"));
    auto* openButton = new QPushButton(tr("&Open…"), this);
    openButton->setObjectName(QStringLiteral("startOpen"));
    auto* codeButton = new QPushButton(tr("Open by &Code…"), this);
    codeButton->setObjectName(QStringLiteral("startOpenCode"));
    codeButton->setToolTip(tr("Open a board from the registry by its code"));
    connect(codeButton, &QPushButton::clicked, this, &StartPage::openCodeRequested);
    auto* sampleButton = new QPushButton(tr("Open the &Sample Board"), this);
    sampleButton->setObjectName(QStringLiteral("startSample"));
    connect(newButton, &QPushButton::clicked, this, &StartPage::newRequested);
    connect(openButton, &QPushButton::clicked, this, &StartPage::openRequested);
    connect(sampleButton, &QPushButton::clicked, this, &StartPage::sampleRequested);

    noRecent_->setText(tr("Boards you open or save appear here."));
    noRecent_->setEnabled(false);
    connect(recent_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit recentRequested(item->data(Qt::UserRole).toString());
    });

    for (const BoardTemplate& t : boardTemplates()) {
        auto* item = new QListWidgetItem(translatedName(t.name), templates_);
        item->setData(Qt::UserRole, qs(t.key));
        item->setToolTip(translatedName(t.description));
    }
    connect(templates_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit templateRequested(item->data(Qt::UserRole).toString());
    });

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(newButton);
    buttons->addWidget(openButton);
    buttons->addWidget(codeButton);
    buttons->addWidget(sampleButton);
    buttons->addStretch();
    // The page scrolls rather than ask the window for its height: it shares its place with the
    // board view, whose size must not depend on how tall the start page would like to be.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("startScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* content = new QWidget(scroll);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    column_ = layout;
    layout->setContentsMargins(24, 20, 24, 20);
    layout->addWidget(heading(tr("Start"), this));
    layout->addLayout(buttons);
    layout->addSpacing(12);
    auto* recentHeading = heading(tr("&Recent Boards"), this);
    recentHeading->setBuddy(recent_);
    layout->addWidget(recentHeading);
    layout->addWidget(noRecent_);
    layout->addWidget(recent_);
    layout->addSpacing(12);
    auto* templateHeading = heading(tr("New from &Template"), this);
    templateHeading->setBuddy(templates_);
    layout->addWidget(templateHeading);
    layout->addWidget(templates_);
    layout->addStretch(1);
    scroll->setWidget(content); // with its children, which were made on the page
    setRecentBoards({});
}

void StartPage::setLibrarySection(QWidget* section) {
    // Shown (and so built, BuiltWhenShown) with the rest of the page's content: fillIn().
    librarySection_ = section;
    section->hide();
    QVBoxLayout* column = column_;
    auto* libraryHeading = heading(tr("L&ibrary"), this);
    libraryHeading->setBuddy(section);
    // In place of the closing stretch: the library takes the height that is left.
    delete column->takeAt(column->count() - 1);
    column->addSpacing(12);
    column->addWidget(libraryHeading);
    column->addWidget(section, 1);
}

void StartPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // The window is shown on this page and `gbxx-editor FILE` opens the board before the first
    // frame (issue 42): the page's content is then made an event later, only if the page is still
    // shown, so that a page never on screen costs nothing. Later it is made when shown.
    if (firstShow_) {
        firstShow_ = false;
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (isVisible())
                    fillIn();
            },
            Qt::QueuedConnection);
        return;
    }
    fillIn();
}

void StartPage::fillIn() {
    // Drawn when first shown, so that an editor started on a file does not pay for them.
    if (!templatesDrawn_) {
        templatesDrawn_ = true;
        const auto all = boardTemplates();
        for (int k = 0; k < templates_->count(); ++k)
            templates_->item(k)->setIcon(QIcon(QPixmap::fromImage(
                boardThumbnail(all[static_cast<std::size_t>(k)].build(), kThumbnailSide))));
    }
    if (librarySection_ && librarySection_->isHidden())
        librarySection_->show();
    if (recentStale_)
        refreshRecentBoards();
}

void StartPage::setRecentSource(std::function<QList<RecentBoard>()> source) {
    recentSource_ = std::move(source);
    recentStale_ = true;
}

void StartPage::refreshRecentBoards() {
    if (!isVisible() || !recentSource_) {
        recentStale_ = true;
        return;
    }
    recentStale_ = false;
    setRecentBoards(recentSource_());
}

void StartPage::setRecentBoards(const QList<RecentBoard>& boards) {
    recent_->clear();
    for (const RecentBoard& board : boards) {
        auto* item = new QListWidgetItem(QFileInfo(board.path).fileName(), recent_);
        item->setData(Qt::UserRole, board.path);
        item->setToolTip(QDir::toNativeSeparators(board.path) + QLatin1Char('\n') + board.detail);
        const QImage image = board.thumbnail.isNull() ? missingThumbnail(this) : board.thumbnail;
        item->setIcon(QIcon(QPixmap::fromImage(image)));
        if (!board.available)
            item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
    }
    noRecent_->setVisible(boards.isEmpty());
    recent_->setVisible(!boards.isEmpty());
}

} // namespace gbxx
