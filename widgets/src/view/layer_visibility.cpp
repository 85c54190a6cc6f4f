#include "widgets/view/layer_visibility.h"

#include "widgets/settings/app_settings.h"
#include "text/qt_text.h"

#include <algorithm>

namespace gbxx {
namespace {

// The group of one tile size's fields in memory: "64", "08" …
QString variantKey(Variant variant) {
    return qs(digitsOf(variant));
}

} // namespace

QString LayerVisibility::key(Variant variant, const FieldSpec& field) const {
    return variantKey(variant) + QLatin1Char('/') + qs(field.key);
}

FieldDisplay LayerVisibility::display(Variant variant, const FieldSpec& field) const {
    FieldDisplay d = chosen(variant, field);
    if (!shownForNow_.isEmpty() && shownForNow_ == key(variant, field))
        d.visible = true;
    return d;
}

FieldDisplay LayerVisibility::chosen(Variant variant, const FieldSpec& field) const {
    const QString k = key(variant, field);
    if (const auto it = cache_.constFind(k); it != cache_.constEnd())
        return *it;
    FieldDisplay defaults;
    defaults.channel = defaultChannel(field);
    FieldDisplay d = AppSettings::layerDisplay(variant, qs(field.key), defaults);
    d.opacity = std::clamp(d.opacity, 0.0, 1.0);
    cache_.insert(k, d);
    return d;
}

void LayerVisibility::store(Variant variant, const FieldSpec& field, const FieldDisplay& d) {
    const QString k = key(variant, field);
    cache_.insert(k, d);
    AppSettings::setLayerDisplay(variant, qs(field.key), d);
    emit changed();
}

void LayerVisibility::change(Variant variant, const FieldSpec& field,
                             const std::function<void(FieldDisplay&)>& edit) {
    const FieldDisplay before = chosen(variant, field);
    FieldDisplay after = before;
    edit(after);
    if (after.visible != before.visible || after.locked != before.locked ||
        after.opacity != before.opacity || after.channel != before.channel)
        store(variant, field, after);
}

void LayerVisibility::setVisible(Variant variant, const FieldSpec& field, bool visible) {
    // A choice of the user's about the field shown for now is theirs from then on.
    const bool wasForNow = isShownForNow(variant, field) && endShowingForNow();
    const bool same = chosen(variant, field).visible == visible;
    if (!same)
        beforeSolo_.remove(variantKey(variant)); // a choice of the user's ends the solo
    change(variant, field, [visible](FieldDisplay& d) { d.visible = visible; });
    if (wasForNow && same) // nothing to store, but it is shown otherwise now
        emit changed();
}

void LayerVisibility::showForNow(Variant variant, const FieldSpec* field) {
    const QString k = field && !chosen(variant, *field).visible ? key(variant, *field) : QString();
    if (k == shownForNow_)
        return;
    shownForNow_ = k;
    emit changed();
}

bool LayerVisibility::isShownForNow(Variant variant, const FieldSpec& field) const {
    return !shownForNow_.isEmpty() && shownForNow_ == key(variant, field);
}

bool LayerVisibility::endShowingForNow() {
    if (shownForNow_.isEmpty())
        return false;
    shownForNow_.clear();
    return true;
}

void LayerVisibility::setLocked(Variant variant, const FieldSpec& field, bool locked) {
    change(variant, field, [locked](FieldDisplay& d) { d.locked = locked; });
}

void LayerVisibility::setOpacity(Variant variant, const FieldSpec& field, double opacity) {
    change(variant, field,
           [opacity](FieldDisplay& d) { d.opacity = std::clamp(opacity, 0.0, 1.0); });
}

void LayerVisibility::setChannel(Variant variant, const FieldSpec& field, LayerChannel channel) {
    change(variant, field, [channel](FieldDisplay& d) { d.channel = channel; });
}

void LayerVisibility::solo(Variant variant, std::span<const FieldSpec> fields,
                           const FieldSpec& field) {
    const QString group = variantKey(variant);
    endShowingForNow(); // showing one alone is the user's choice
    const auto shownNow = shown(variant, fields);
    const bool alone = shownNow.size() == 1 && shownNow.front().field == &field;
    QStringList restore;
    if (alone)
        restore = beforeSolo_.value(group);
    else
        for (const LayerDisplay& d : shownNow)
            restore << qs(d.field->key);
    const QStringList previous = restore;
    QSignalBlocker blocker(this); // one changed() for the whole switch
    for (const FieldSpec& f : fields) {
        const bool visible =
            alone ? (previous.isEmpty() || previous.contains(qs(f.key))) : &f == &field;
        change(variant, f, [visible](FieldDisplay& d) { d.visible = visible; });
    }
    if (alone)
        beforeSolo_.remove(group);
    else
        beforeSolo_.insert(group, previous);
    blocker.unblock();
    emit changed();
}

std::vector<LayerDisplay> LayerVisibility::shown(Variant variant,
                                                 std::span<const FieldSpec> fields) const {
    std::vector<LayerDisplay> out;
    for (const FieldSpec* f : fieldsInListOrder(fields)) {
        const FieldDisplay d = display(variant, *f);
        if (d.visible)
            out.push_back({f, d.channel, d.opacity});
    }
    return out;
}

std::uint64_t LayerVisibility::lockedBits(Variant variant,
                                          std::span<const FieldSpec> fields) const {
    std::uint64_t bits = 0;
    for (const FieldSpec& f : fields)
        if (display(variant, f).locked)
            bits |= f.mask();
    return bits;
}

} // namespace gbxx
