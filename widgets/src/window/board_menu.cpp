#include "widgets/window/board_menu.h"

#include "widgets/export/export_dialog.h"
#include "widgets/board/metadata_dialog.h"
#include "widgets/board/properties_dialog.h"
#include "widgets/board/resize_dialog.h"
#include "widgets/board/schema_dialog.h"
#include "widgets/board/shift_dialog.h"
#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/library/library_service.h"
#include "widgets/palette/palette_entry.h"
#include "widgets/view/board_view.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"
#include "gbxx/link_groups.h"
#include "gbxx/reshape.h"
#include "text/variant_text.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace gbxx {

BoardMenu::BoardMenu(const CurrentDocument& current, BoardView& view, WindowStatus& status,
                     QWidget* window)
    : QObject(window)
    , current_(current)
    , view_(view)
    , status_(status)
    , window_(window) {}

BoardDocument& BoardMenu::document() const {
    return *current_.get();
}

void BoardMenu::addMenu(ActionRegistry& registry, QMenu* board) {
    menu_ = board;
    const auto add = [&](const char* id, const char* name, const QString& text, auto slot) {
        registry.add(QLatin1String(id), board->addAction(text, this, slot))
            ->setObjectName(QLatin1String(name));
    };
    add("board.metadata", "actionMetadata", WindowTexts::tr("&Metadata…"),
        &BoardMenu::editMetadata);
    add("board.properties", "actionProperties", WindowTexts::tr("&Properties…"),
        &BoardMenu::editProperties);
    add("board.schema", "actionSchema", WindowTexts::tr("Custom Data &Schema…"),
        &BoardMenu::editSchema);
    board->addSeparator();
    add("board.resize", "actionResize", WindowTexts::tr("&Resize…"), &BoardMenu::resizeBoard);
    add("board.shift", "actionShift", WindowTexts::tr("&Shift Contents…"), &BoardMenu::shiftBoard);
    add("board.uniform-groups", "actionUniformGroups", WindowTexts::tr("Make Link Groups &Uniform"),
        &BoardMenu::makeGroupsUniform);
    board->addSeparator();
    QMenu* convert = board->addMenu(WindowTexts::tr("&Convert This Board To"));
    for (Variant v : kAllVariants) {
        const QString name = variantLabel(v);
        QAction* c = convert->addAction(
            WindowTexts::tr("%1 (%n-byte tiles)…", nullptr, static_cast<int>(tileBytes(v)))
                .arg(name),
            this, [this, v] { convertTo(v); });
        c->setObjectName(QStringLiteral("actionConvert") + name);
        setPaletteText(c, WindowTexts::tr("Convert This Board To %1 (%n-byte tiles)…", nullptr,
                                          static_cast<int>(tileBytes(v)))
                              .arg(name));
        registry.add(QStringLiteral("board.convert.") + ActionRegistry::idPart(name), c);
    }
    connect(convert, &QMenu::aboutToShow, this, [this, convert, &registry] {
        if (!current_.get())
            return;
        // A board in an older layout may be brought to today's layout in its own tile size too.
        const Board& current = document().board();
        const QString own = variantLabel(current.variant());
        for (QAction* a : convert->actions())
            registry.setAvailable(registry.idOf(a),
                                  !current.layout().isDefault() || !a->objectName().endsWith(own),
                                  WindowTexts::tr("the board is %1 already").arg(own));
    });
    setFilledWhenShown(convert); // the command palette asks it too
}

void BoardMenu::follow(BoardDocument* document) {
    menu_->setEnabled(document != nullptr);
}

void BoardMenu::makeGroupsUniform() {
    Board copy = document().settledBoard();
    const ChangeSet changes = gbxx::makeGroupsUniform(copy, findLinkGroups(copy, view_.geometry()));
    if (changes.empty()) {
        status_.show(WindowTexts::tr("Every link group already matches its anchor."), 4000);
        return;
    }
    document().pushEdit(WindowTexts::tr("Make link groups uniform"), changes);
}

void BoardMenu::editMetadata() {
    MetadataDialog dialog(document().settledBoard().footer(), window_);
    // The library keeps clean absolute paths; this board's own file is not "another board".
    const QString file = document().filePath();
    const QString path =
        file.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(file).absoluteFilePath());
    dialog.setCodeHolder(
        [this, path](const QString& code) { return library_()->holderOfCode(code, path); });
    if (dialog.exec() == QDialog::Accepted)
        document().setFooter(dialog.footer(), WindowTexts::tr("Edit metadata"));
}

void BoardMenu::editProperties() {
    // The board shows each choice at once; all of them are one undo step, or none on Cancel.
    BoardDocument* document = &this->document();
    // A stroke or floating content lands before the dialog (opening the preview settles it).
    HeaderPreview preview =
        document->openHeaderPreview(this, WindowTexts::tr("Change board properties"));
    PropertiesDialog dialog(document->board().layout(), document->board().headerBits(), window_);
    connect(&dialog, &PropertiesDialog::headerPreview, this,
            [&preview](std::uint16_t bits) { preview.show(bits); });
    if (dialog.exec() == QDialog::Accepted)
        preview.commit(); // on Cancel the handle rolls the preview back as it goes
}

void BoardMenu::resizeBoard() {
    const Board& board = document().settledBoard();
    ResizeDialog dialog(board.width(), board.length(), window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    document().replaceBoard(
        resizedBoard(board, dialog.newWidth(), dialog.newLength(), dialog.offsetX(),
                     dialog.offsetY()),
        WindowTexts::tr("Resize board to %1 × %2").arg(dialog.newWidth()).arg(dialog.newLength()));
}

void BoardMenu::shiftBoard() {
    const Board& board = document().settledBoard();
    ShiftDialog dialog(board.width(), board.length(),
                       view_.geometry().widthSeamJoined() || view_.geometry().lengthSeamJoined(),
                       window_);
    if (dialog.exec() != QDialog::Accepted || (dialog.dx() == 0 && dialog.dy() == 0))
        return;
    Board shifted = board;
    const ChangeSet changes = shiftTiles(shifted, dialog.dx(), dialog.dy(), dialog.wrap());
    document().pushEdit(
        WindowTexts::tr("Shift board by (%1, %2)").arg(dialog.dx()).arg(dialog.dy()), changes);
}

void BoardMenu::convertTo(Variant target) {
    const Board& board = document().settledBoard();
    if (target == board.variant() && board.layout().isDefault())
        return;
    ExportDialog dialog(board, target, ExportDialog::Purpose::ConvertInPlace, window_);
    connect(&dialog, &ExportDialog::highlightRequested, this,
            [this](const std::vector<TileIndex>& tiles) { view_.highlight()->set(tiles); });
    if (dialog.exec() == QDialog::Accepted)
        document().replaceBoard(
            dialog.conversion().board,
            WindowTexts::tr("Convert board to GB%1").arg(variantDigits(target)));
}

void BoardMenu::editSchema() {
    if (!current_.get())
        return;
    document().settle();
    SchemaDialog dialog(document(), window_);
    dialog.exec();
}

} // namespace gbxx
