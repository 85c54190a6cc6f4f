#include "widgets/library/library_panel.h"

#include "text/variant_text.h"
#include "widgets/library/library_service.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/registry/registry_results.h"
#include "widgets/registry/registry_revisions.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace gbxx {
namespace {

// A width or length bound: 0 means none ("any").
QSpinBox* sideBox(QWidget* parent, const QString& none) {
    auto* box = new QSpinBox(parent);
    box->setRange(0, 255);
    box->setSpecialValueText(none);
    return box;
}

} // namespace

LibraryPanel::LibraryPanel(LibraryService& service, bool compact, QWidget* parent)
    : QWidget(parent)
    , service_(service)
    , model_(new LibraryModel(service, this))
    , search_(new QLineEdit(this))
    , filtersButton_(new QToolButton(this))
    , filters_(new QWidget(this))
    , variant_(new QComboBox(filters_))
    , shape_(new QComboBox(filters_))
    , wrap_(new QCheckBox(tr("Wraps"), filters_))
    , warnings_(new QCheckBox(tr("With warnings"), filters_))
    , players_(new QComboBox(filters_))
    , minWidth_(sideBox(filters_, tr("any")))
    , maxWidth_(sideBox(filters_, tr("any")))
    , minLength_(sideBox(filters_, tr("any")))
    , maxLength_(sideBox(filters_, tr("any")))
    , order_(new QComboBox(this))
    , list_(new QListView(this))
    , status_(new QLabel(this))
    , progress_(new QProgressBar(this))
    , cancel_(new QPushButton(tr("Cancel"), this))
    , settle_(new QTimer(this)) {
    search_->setPlaceholderText(tr("Search titles, authors, codes, file names"));
    search_->setClearButtonEnabled(true);
    search_->setObjectName(QStringLiteral("librarySearch"));
    search_->setAccessibleName(tr("Search the library"));
    filtersButton_->setText(tr("Filters"));
    filtersButton_->setToolTip(
        tr("Show or hide the filters by tile size, shape, sides, players and warnings"));
    filtersButton_->setCheckable(true);
    filtersButton_->setChecked(!compact);
    filters_->setVisible(!compact);
    connect(filtersButton_, &QToolButton::toggled, filters_, &QWidget::setVisible);

    variant_->addItem(tr("Any tile size"), 0);
    for (const Variant v : kAllVariants)
        variant_->addItem(variantLabel(v), static_cast<int>(bitsOf(v)));
    shape_->addItems({tr("Any shape"), tr("Square"), tr("Hex")});
    players_->addItem(tr("Any players"), -1);
    for (int n = 0; n <= 4; ++n)
        players_->addItem(tr("%n player(s) with a home", nullptr, n), n);
    fillOrders();
    order_->setObjectName(QStringLiteral("libraryOrder"));
    order_->setAccessibleDescription(tr("The order of the boards in the list"));

    auto* grid = new QGridLayout(filters_);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(variant_, 0, 0);
    grid->addWidget(shape_, 0, 1);
    grid->addWidget(players_, 1, 0);
    auto* checks = new QHBoxLayout;
    checks->addWidget(wrap_);
    checks->addWidget(warnings_);
    grid->addLayout(checks, 1, 1);
    const auto range = [&](int row, const QString& label, QSpinBox* from, QSpinBox* to) {
        auto* line = new QHBoxLayout;
        auto* name = new QLabel(label, filters_);
        name->setBuddy(from);
        line->addWidget(name);
        line->addWidget(from, 1);
        line->addWidget(new QLabel(tr("to"), filters_));
        line->addWidget(to, 1);
        grid->addLayout(line, row, 0, 1, 2);
    };
    range(2, tr("Wi&dth"), minWidth_, maxWidth_);
    range(3, tr("Len&gth"), minLength_, maxLength_);

    lists_ = new QStackedWidget(this);
    lists_->addWidget(list_);
    list_->setModel(model_);
    list_->setIconSize(QSize(48, 48));
    list_->setUniformItemSizes(true);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setContextMenuPolicy(Qt::CustomContextMenu);
    list_->setObjectName(QStringLiteral("libraryList"));
    list_->setAccessibleDescription(tr("Your boards; Enter or a double click opens one"));
    list_->setAccessibleName(tr("Boards in the library"));
    connect(list_, &QListView::activated, this, [this](const QModelIndex& index) {
        emit openRequested(index.data(LibraryModel::PathRole).toString());
    });
    connect(list_, &QListView::customContextMenuRequested, this, &LibraryPanel::showContextMenu);

    progress_->setTextVisible(false);
    progress_->setMaximumHeight(status_->sizeHint().height());
    progress_->hide();
    cancel_->hide();
    status_->setObjectName(QStringLiteral("libraryStatus"));
    addFolder_ = new QPushButton(tr("Add Folder…"), this);
    addFolder_->setToolTip(tr("Add a folder whose boards the library lists and keeps up to date"));
    cancel_->setToolTip(tr("Stop reading the folders"));
    connect(addFolder_, &QPushButton::clicked, this, &LibraryPanel::addFolderRequested);
    connect(cancel_, &QPushButton::clicked, &service_, &LibraryService::cancel);

    top_ = new QGridLayout;
    arrangeTop();
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(status_, 1);
    bottom->addWidget(progress_, 1);
    bottom->addWidget(cancel_);
    bottom->addWidget(addFolder_);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->addLayout(top_);
    column->addWidget(filters_);
    column->addWidget(lists_, 1);
    column->addLayout(bottom);

    // Results follow typing at once, but not a query per key: a few milliseconds' pause.
    settle_->setSingleShot(true);
    settle_->setInterval(120);
    connect(settle_, &QTimer::timeout, this, &LibraryPanel::applyQuery);
    const auto soon = [this] { settle_->start(); };
    connect(search_, &QLineEdit::textChanged, this, soon);
    for (QComboBox* box : {variant_, shape_, players_, order_})
        connect(box, &QComboBox::currentIndexChanged, this, soon);
    for (QCheckBox* box : {wrap_, warnings_})
        connect(box, &QCheckBox::toggled, this, soon);
    for (QSpinBox* box : {minWidth_, maxWidth_, minLength_, maxLength_})
        connect(box, &QSpinBox::valueChanged, this, soon);

    connect(&service_, &LibraryService::changed, this, [this] {
        model_->reload();
        updateStatus();
    });
    connect(&service_, &LibraryService::indexStarted, this, [this] {
        if (scope() == Scope::Registry)
            return; // the folders' progress comes back with their scope
        progress_->setRange(0, 0);
        progress_->show();
        cancel_->show();
        updateStatus();
    });
    connect(&service_, &LibraryService::indexProgress, this, [this](qint64 done, qint64 total) {
        if (scope() == Scope::Registry)
            return;
        progress_->setRange(0, static_cast<int>(std::max<qint64>(total, 1)));
        progress_->setValue(static_cast<int>(done));
        status_->setText(tr("Indexing: %1 of %2 files").arg(done).arg(total));
    });
    connect(&service_, &LibraryService::indexFinished, this, [this] {
        progress_->hide();
        cancel_->hide();
        updateStatus();
    });
    applyQuery();
}

void LibraryPanel::fillOrders() {
    const QSignalBlocker quiet(order_); // the query that follows is the caller's
    order_->clear();
    if (scope() == Scope::Registry) {
        order_->addItem(tr("Best match"), QString());
        order_->addItem(tr("Newest first"), QStringLiteral("new"));
        order_->addItem(tr("Most downloaded"), QStringLiteral("downloads"));
        return;
    }
    order_->addItem(tr("By name"), static_cast<int>(LibraryQuery::Order::Name));
    order_->addItem(tr("Newest first"), static_cast<int>(LibraryQuery::Order::Modified));
    order_->addItem(tr("Largest first"), static_cast<int>(LibraryQuery::Order::Size));
    order_->addItem(tr("By title"), static_cast<int>(LibraryQuery::Order::Title));
}

void LibraryPanel::enableRegistry(RegistryConnection& connection, RegistryRevisions& revisions) {
    model_->setRevisions(&revisions);
    registry_ = new RegistryResults(connection, lists_);
    lists_->addWidget(registry_);
    connect(registry_, &RegistryResults::openRequested, this, &LibraryPanel::openCodeRequested);
    connect(registry_, &RegistryResults::summaryChanged, this, &LibraryPanel::updateStatus);
    scope_ = new QComboBox(this);
    scope_->setObjectName(QStringLiteral("libraryScope"));
    scope_->addItem(tr("This computer"), static_cast<int>(Scope::Computer));
    scope_->addItem(tr("Registry"), static_cast<int>(Scope::Registry));
    scope_->setAccessibleName(tr("Where to search"));
    scope_->setToolTip(tr("Search the boards in your library folders, or those in the board "
                          "registry at %1")
                           .arg(connection.shownAddress()));
    connect(&connection, &RegistryConnection::changed, this, [this, &connection] {
        scope_->setToolTip(tr("Search the boards in your library folders, or those in the board "
                              "registry at %1")
                               .arg(connection.shownAddress()));
        if (scope() == Scope::Registry)
            applyQuery();
    });
    arrangeTop();
    connect(scope_, &QComboBox::currentIndexChanged, this, &LibraryPanel::showScope);
}

void LibraryPanel::arrangeTop() {
    // One row where there is room (the start page); in a narrow dock the scope and the order take
    // a line of their own above the search, which would have had no room left beside them. One row
    // keeps the start page, whose height the board view shares, as short as it was.
    const bool narrow = scope_ && width() < kOneRowWidth;
    if (narrow == topNarrow_ && top_->count() > 0)
        return;
    topNarrow_ = narrow;
    // In a narrow dock the two boxes may shrink (longer words in other languages); with room, they
    // show their whole texts.
    for (QComboBox* box : {scope_, order_})
        if (box)
            box->setSizeAdjustPolicy(narrow ? QComboBox::AdjustToMinimumContentsLengthWithIcon
                                            : QComboBox::AdjustToContentsOnFirstShow);
    if (scope_)
        scope_->setMinimumContentsLength(narrow ? 6 : 0);
    order_->setMinimumContentsLength(narrow ? 6 : 0);
    for (QWidget* w : {static_cast<QWidget*>(scope_), static_cast<QWidget*>(search_),
                       static_cast<QWidget*>(filtersButton_), static_cast<QWidget*>(order_)})
        if (w)
            top_->removeWidget(w);
    for (int column = 0; column < 4; ++column)
        top_->setColumnStretch(column, 0);
    if (narrow) {
        top_->addWidget(scope_, 0, 0);
        top_->addWidget(order_, 0, 1, 1, 2, Qt::AlignRight);
        top_->addWidget(search_, 1, 0, 1, 2);
        top_->addWidget(filtersButton_, 1, 2);
        top_->setColumnStretch(1, 1);
        return;
    }
    int column = 0;
    if (scope_)
        top_->addWidget(scope_, 0, column++);
    top_->setColumnStretch(column, 1);
    top_->addWidget(search_, 0, column++);
    top_->addWidget(filtersButton_, 0, column++);
    top_->addWidget(order_, 0, column++);
}

void LibraryPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrangeTop();
}

LibraryPanel::Scope LibraryPanel::scope() const {
    return scope_ ? static_cast<Scope>(scope_->currentData().toInt()) : Scope::Computer;
}

void LibraryPanel::setScope(Scope scope) {
    if (scope_)
        scope_->setCurrentIndex(scope_->findData(static_cast<int>(scope)));
}

void LibraryPanel::showScope() {
    const bool registry = scope() == Scope::Registry;
    fillOrders();
    lists_->setCurrentWidget(registry ? static_cast<QWidget*>(registry_) : list_);
    // What the registry cannot search by.
    players_->setVisible(!registry);
    warnings_->setVisible(!registry);
    addFolder_->setVisible(!registry);
    const bool indexing = !registry && service_.busy();
    progress_->setVisible(indexing);
    cancel_->setVisible(indexing);
    search_->setPlaceholderText(registry ? tr("Search the registry's titles, authors and codes")
                                         : tr("Search titles, authors, codes, file names"));
    // Each key typed would be a request: the registry is asked once typing pauses.
    settle_->setInterval(registry ? 400 : 120);
    applyQuery();
}

RegistrySearch LibraryPanel::registryQueryFromControls() const {
    const LibraryQuery local = queryFromControls();
    RegistrySearch q;
    q.words = local.words;
    q.shape = local.shape; // the registry reads the filter as the library does
    q.sort = order_->currentData().toString();
    return q;
}

LibraryQuery LibraryPanel::queryFromControls() const {
    LibraryQuery q;
    q.words = search_->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (const int v = variant_->currentData().toInt())
        q.shape.variant = v;
    if (shape_->currentIndex() > 0)
        q.shape.hex = shape_->currentIndex() == 2;
    // One box: ticked, boards that wrap; clear, any (the panel offers no "does not wrap").
    if (wrap_->isChecked())
        q.shape.wrap = true;
    q.withWarnings = warnings_->isChecked();
    if (const int n = players_->currentData().toInt(); n >= 0)
        q.players = n;
    const auto bound = [](const QSpinBox* box) {
        return box->value() > 0 ? std::optional<int>(box->value()) : std::nullopt;
    };
    q.shape.minWidth = bound(minWidth_);
    q.shape.maxWidth = bound(maxWidth_);
    q.shape.minLength = bound(minLength_);
    q.shape.maxLength = bound(maxLength_);
    if (scope() == Scope::Computer)
        q.order = static_cast<LibraryQuery::Order>(order_->currentData().toInt());
    return q;
}

void LibraryPanel::applyQuery() {
    settle_->stop();
    if (scope() == Scope::Registry)
        registry_->search(registryQueryFromControls());
    else
        model_->setQuery(queryFromControls());
    updateStatus();
}

void LibraryPanel::updateStatus() {
    if (scope() == Scope::Registry) {
        status_->setText(registry_->summary());
        return;
    }
    if (service_.busy())
        return; // the progress says more
    if (!service_.database().isOpen()) {
        status_->setText(service_.notice());
        return;
    }
    if (service_.folders().empty()) {
        status_->setText(tr("No folders yet: add one to index its boards."));
        return;
    }
    const qint64 total = service_.database().counts().first;
    status_->setText(
        tr("%1 of %n board(s)", nullptr, static_cast<int>(total)).arg(model_->rowCount()));
}

void LibraryPanel::showContextMenu(const QPoint& at) {
    const QModelIndex index = list_->indexAt(at);
    if (!index.isValid())
        return;
    const QString path = index.data(LibraryModel::PathRole).toString();
    QMenu menu(this);
    menu.addAction(tr("&Open"), this, [this, path] { emit openRequested(path); });
    if (const int newer = index.data(LibraryModel::NewerRevisionRole).toInt(); newer > 0) {
        const QString code = index.data(LibraryModel::CodeRole).toString();
        menu.addAction(tr("Open &Revision %1 from the Registry").arg(newer), this,
                       [this, code, newer] { emit openCodeRequested(code, newer); });
    }
    menu.addAction(tr("Show in &Folder"), this, [path] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(path).absolutePath()));
    });
    menu.addAction(tr("&Copy Path"), this, [path] { QApplication::clipboard()->setText(path); });
    menu.exec(list_->viewport()->mapToGlobal(at));
}

} // namespace gbxx
