#pragma once
// Everything the editor remembers between runs (QSettings), each setting once: its key, its type
// and its default (as Tiled's Preferences). Nothing else reads or writes QSettings, so a key is
// spelt once and a user's saved settings keep reading after any change elsewhere
// (tests/architecture/settings_in_one_place.sh checks it).
//
// A value that is missing, or stored so that it no longer reads as its type, gives the default.
// Where a setting belongs to a struct with its own defaults and limits (GridStyle,
// NewBoardDefaults, ToolOptions, FieldDisplay) the getter returns nothing or takes the struct's
// defaults, and the struct keeps its rules. Reading never writes: a start that changes nothing
// leaves no settings file.

#include "gbxx/movement.h"
#include "gbxx/variant.h"

#include <QByteArray>
#include <QColor>
#include <QKeySequence>
#include <QList>
#include <QPageSize>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <cstdint>
#include <optional>

namespace gbxx {

struct FieldDisplay;
struct ToolOptions;

// The editor's colours: the desktop's own, or Fusion with a light or a dark palette.
enum class Theme { System, Light, Dark };

class AppSettings {
public:
    // The main window's size, place and docks as Qt saves them; empty when never saved.
    static QByteArray windowGeometry();
    static QByteArray windowState();
    static void setWindowLayout(const QByteArray& geometry, const QByteArray& state);

    static Theme theme();
    static void setTheme(Theme theme);
    // The language the editor was told to use (View ▸ Language), one it speaks, or "" for the
    // system's.
    static QString language();
    static void setLanguage(const QString& language);

    // How often recovery copies are written; 0 for never.
    static int recoveryIntervalSeconds();
    static void setRecoveryIntervalSeconds(int seconds);

    // The boards open when the editor last closed or last changed them (Session's JSON form,
    // widgets/files/board_session.h), and whether a start without a file reopens them.
    static QByteArray session();
    static void setSession(const QByteArray& json);
    static bool reopenSession();
    static void setReopenSession(bool reopen);

    // Newest first; and for the files opened in an older layout, path → the layout's name.
    static QStringList recentFiles();
    static QVariantMap recentFileLayouts();
    static void setRecentFiles(const QStringList& files, const QVariantMap& layouts);
    static void forgetRecentFiles();

    // The folder of the last exported picture or PDF; `otherwise` before the first export.
    static QString exportFolder(const QString& otherwise);
    static void setExportFolder(const QString& folder);

    static bool showRulers();
    static void setShowRulers(bool shown);
    // A LabelKind (render/tile_labels.h).
    static int tileLabels();
    static void setTileLabels(int kind);
    // The grid's look (GridStyle); nothing while it is the default one.
    static std::optional<QColor> gridColour();
    static std::optional<int> gridWidth();
    static void setGridStyle(const QColor& colour, int width);
    static void forgetGridStyle();

    // Which fields copy, cut, delete and move carry: a PaintSettings::Carry, and the chosen keys.
    static int fieldsCarried();
    static QStringList chosenFields();
    static void setFieldsCarried(int carry, const QStringList& chosen);

    // The movement rules the Balance dock measures home-to-end routes by (players move as
    // themselves); the format's defaults until changed.
    static MoveRules balanceRules();
    static void setBalanceRules(const MoveRules& rules);

    // Whether live rules run after each edit (the Rules dock's switch).
    static bool liveRules();
    static void setLiveRules(bool on);

    // The scripts run as validators, by path.
    static QStringList validators();
    static void setValidators(const QStringList& paths);

    // The command palette's entries run lately, by key, the latest first.
    static QStringList paletteRecent();
    static void setPaletteRecent(const QStringList& keys);

    // The board registry's address (Preferences ▸ Registry); empty: none chosen. `gbxx` reads the
    // same key from the editor's settings (app/cli_full/src/editor_registry.cpp), so keep the two.
    static QString registryAddress();
    static void setRegistryAddress(const QString& url);

    // The keys the user gave the action named `action`; nothing while it has its own.
    static std::optional<QList<QKeySequence>> shortcuts(const QString& action);
    static void setShortcuts(const QString& action, const QList<QKeySequence>& keys);
    static void forgetShortcuts(const QString& action);

    // The tile presets of one tile size, as their JSON file (TilePresets).
    static QByteArray presets(Variant variant);
    static void setPresets(Variant variant, const QByteArray& json);

    static double printTileMillimetres();
    static QPageSize::PageSizeId printPaper();
    static void setPrintPage(double tileMillimetres, QPageSize::PageSizeId paper);

    // The last new board (NewBoardDefaults): each part, when it is stored and reads as its type.
    static std::optional<Variant> newBoardVariant();
    static std::optional<int> newBoardWidth();
    static std::optional<int> newBoardLength();
    static std::optional<std::uint64_t> newBoardShape();
    static std::optional<std::uint64_t> newBoardWrap();
    static void setNewBoard(Variant variant, int width, int length, std::uint64_t shape,
                            std::uint64_t wrap);

    // One tool's options, by the tool's id, over `defaults`; only the `offered` ones
    // (ToolOption bits) are written.
    static ToolOptions toolOptions(const QString& tool, const ToolOptions& defaults);
    static void setToolOptions(const QString& tool, const ToolOptions& options, unsigned offered);

    // How a field's layer is shown on boards of one tile size, over `defaults`.
    static FieldDisplay layerDisplay(Variant variant, const QString& field,
                                     const FieldDisplay& defaults);
    static void setLayerDisplay(Variant variant, const QString& field, const FieldDisplay& display);
};

} // namespace gbxx
