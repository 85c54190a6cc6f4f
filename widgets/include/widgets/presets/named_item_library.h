#pragma once
// What tile presets and stamps share: a list of named, coloured items of one variant, kept between
// runs and exchanged as a JSON file
//   {"format": "<format>", "version": 1, "variant": 64, "<list key>": [items]}.
// A kind of item says how one item reads and writes and where its list is kept; the file's frame,
// the variant check and the all-or-nothing read are written here once.

#include "gbxx/variant.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gbxx {

// The frame of one kind's file, with its refusals in the kind's own words (and translation
// context).
struct ItemFileFormat {
    QString format;  // "gbxx-tile-presets"
    QString listKey; // "presets"
    QJsonDocument::JsonFormat layout = QJsonDocument::Indented;
    QString notJson;      // %1: the parser's reason, %2: the byte
    QString otherFormat;  // %1: the expected format
    QString otherVariant; // %1: the file's variant number, %2: this list's
};

QByteArray writeItemFile(const ItemFileFormat& format, Variant variant, const QJsonArray& items);
// The items of `json` if it is a file of `format` for `variant`; otherwise why not.
std::optional<QString> readItemFile(const ItemFileFormat& format, Variant variant,
                                    const QByteArray& json, QJsonArray* items);

// What the saved items panel needs of a list, whatever its items.
class SavedItemList {
public:
    virtual ~SavedItemList() = default;
    virtual Variant variant() const = 0;
    virtual int count() const = 0;
    virtual void removeAt(int row) = 0;
    // Empties the list and makes it `variant`'s (load() then reads what was kept for it).
    virtual void reset(Variant variant) = 0;
    virtual QByteArray toJson() const = 0;
    // Adds the items of `json` after the present ones; on failure returns why and changes nothing.
    virtual std::optional<QString> appendJson(const QByteArray& json) = 0;
    virtual void load() = 0; // what was kept is missing or damaged: the list starts empty
    virtual std::optional<QString> save() const = 0;
};

template <typename Item> class NamedItemLibrary : public SavedItemList {
public:
    explicit NamedItemLibrary(Variant variant)
        : variant_(variant) {}

    Variant variant() const override { return variant_; }
    QList<Item>& list() { return items_; }
    const QList<Item>& list() const { return items_; }
    int count() const override { return static_cast<int>(items_.size()); }
    void removeAt(int row) override { items_.removeAt(row); }
    void reset(Variant variant) override {
        variant_ = variant;
        items_.clear();
    }

    QByteArray toJson() const override {
        QJsonArray items;
        for (const Item& item : items_)
            items.append(writeItem(item));
        return writeItemFile(fileFormat(), variant_, items);
    }

    // Reads the items of `json` for this variant; on failure returns why and changes nothing.
    std::optional<QString> fromJson(const QByteArray& json) {
        QJsonArray items;
        if (auto failure = readItemFile(fileFormat(), variant_, json, &items))
            return failure;
        QList<Item> read;
        for (const QJsonValue& value : items) {
            Item item;
            if (auto failure = readItem(value.toObject(), static_cast<int>(read.size()) + 1, &item))
                return failure;
            read.append(item);
        }
        items_ = read;
        return std::nullopt;
    }

    std::optional<QString> appendJson(const QByteArray& json) override {
        const QList<Item> kept = items_;
        if (auto failure = fromJson(json))
            return failure;
        items_ = kept + items_;
        return std::nullopt;
    }

protected:
    virtual ItemFileFormat fileFormat() const = 0;
    virtual QJsonObject writeItem(const Item& item) const = 0;
    // `number` counts from 1, for the refusal.
    virtual std::optional<QString> readItem(const QJsonObject& o, int number, Item* item) const = 0;

private:
    Variant variant_;
    QList<Item> items_;
};

} // namespace gbxx
