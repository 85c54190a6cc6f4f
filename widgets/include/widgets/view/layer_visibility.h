#pragma once
// Which fields are shown, how, and which are locked: the "showing these fields" half of the layer
// list (the other half, "painting this field", is PaintSettings::field). Kept per tile size, as
// designers of GB64 and GB08 boards look at different fields, and persisted in AppSettings.
// Shared by the layer list, the board view, the legend and the tools' lock check.

#include "gbxx/board.h"
#include "render/layer_display.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>
#include <vector>

namespace gbxx {

struct FieldDisplay {
    bool visible = true;
    bool locked = false; // an edit leaves the field as it is
    double opacity = 1.0;
    LayerChannel channel = LayerChannel::Fill;
};

class LayerVisibility : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // How the field is shown now: as the user chose, shown when it is the field shown for now.
    FieldDisplay display(Variant variant, const FieldSpec& field) const;
    void setVisible(Variant variant, const FieldSpec& field, bool visible);
    void setLocked(Variant variant, const FieldSpec& field, bool locked);
    void setOpacity(Variant variant, const FieldSpec& field, double opacity);
    void setChannel(Variant variant, const FieldSpec& field, LayerChannel channel);
    // Of `fields` (a board's: BoardDocument::fields()), shows `field` alone; when it already is
    // alone, shows again what was shown before.
    void solo(Variant variant, std::span<const FieldSpec> fields, const FieldSpec& field);

    // Shows `field` for the moment although the user hid it (the merge tool's conflict in hand,
    // whose values are what differ), without changing or storing the user's choice: one field at
    // a time, until another is shown for now, `field` is null, or the user chooses whether it is
    // shown (a check in the Layers panel, a solo). Then it is shown as the user chose again.
    void showForNow(Variant variant, const FieldSpec* field);
    bool isShownForNow(Variant variant, const FieldSpec& field) const;

    // The visible ones of a board's `fields` in the layer list's order (the top first).
    std::vector<LayerDisplay> shown(Variant variant, std::span<const FieldSpec> fields) const;
    // The bits of the locked ones of a board's `fields`.
    std::uint64_t lockedBits(Variant variant, std::span<const FieldSpec> fields) const;

signals:
    void changed();

private:
    QString key(Variant variant, const FieldSpec& field) const;
    // The user's choice, as stored.
    FieldDisplay chosen(Variant variant, const FieldSpec& field) const;
    // The field shown for now is the user's again; true when there was one.
    bool endShowingForNow();
    void store(Variant variant, const FieldSpec& field, const FieldDisplay& display);
    // Applies `edit` to the field's display and stores it when something changed.
    void change(Variant variant, const FieldSpec& field,
                const std::function<void(FieldDisplay&)>& edit);

    mutable QHash<QString, FieldDisplay> cache_; // read from AppSettings once per field
    QHash<QString, QStringList> beforeSolo_;     // per tile size: the keys shown before a solo
    QString shownForNow_;                        // key() of the field shown for now; empty: none
};

} // namespace gbxx
