#include "widgets/settings/app_settings.h"

#include "widgets/tools/tool_options.h"
#include "widgets/view/layer_visibility.h"
#include "text/translations.h"
#include "text/qt_text.h"

#include <QSettings>

#include <iterator>

namespace gbxx {
namespace {

// A setting with one key and one default.
template <typename T> struct Entry {
    const char* key;
    T fallback;
};

const Entry<QByteArray> kWindowGeometry{"window/geometry", {}};
const Entry<QByteArray> kWindowState{"window/state", {}};
const Entry<QString> kTheme{"appearance/theme", QStringLiteral("system")};
const Entry<QString> kLanguage{"appearance/language", {}};
const Entry<int> kRecoveryInterval{"recovery/intervalSeconds", 30};
const Entry<QByteArray> kSession{"session/boards", {}};
const Entry<bool> kReopenSession{"session/reopen", true};
const Entry<QStringList> kRecentFiles{"recentFiles", {}};
const Entry<QVariantMap> kRecentFileLayouts{"recentFileLayouts", {}};
const Entry<QString> kExportFolder{"files/imageFolder", {}}; // its fallback is the caller's
const Entry<bool> kRulers{"view/rulers", false};
const Entry<int> kTileLabels{"view/tileLabels", 0}; // LabelKind::None
const char kGridColour[] = "view/gridColour";
const char kGridWidth[] = "view/gridWidth";
const Entry<int> kFieldsCarried{"edit/fieldsCarried", 0}; // Carry::All
const Entry<QStringList> kChosenFields{"edit/chosenFields", {}};
const Entry<QStringList> kValidators{"scripts/validators", {}};
const Entry<bool> kLiveRules{"rules/live", true};
const Entry<QVariantMap> kBalanceRules{"balance/movementRules", {}};
const Entry<QStringList> kPaletteRecent{"palette/recent", {}};
const Entry<double> kPrintTile{"print/tileMillimetres", 25.0};
const Entry<int> kPrintPaper{"print/paper", QPageSize::A4};
// `gbxx` reads this key too, from the editor's settings file
// (app/cli_full/src/editor_registry.cpp).
const Entry<QString> kRegistryAddress{"registry/address", {}};
const char kNewBoardVariant[] = "newBoard/variant";
const char kNewBoardWidth[] = "newBoard/width";
const char kNewBoardLength[] = "newBoard/length";
const char kNewBoardShape[] = "newBoard/hex";
const char kNewBoardWrap[] = "newBoard/wrap";

// The theme names as stored, in Theme's order.
const char* const kThemeNames[] = {"system", "light", "dark"};

QString keyOf(const char* key) {
    return QString::fromLatin1(key);
}

QVariant stored(const char* key) {
    return QSettings().value(keyOf(key));
}

void store(const char* key, const QVariant& value) {
    QSettings().setValue(keyOf(key), value);
}

void forget(const char* key) {
    QSettings().remove(keyOf(key));
}

std::optional<int> storedInt(const QString& key) {
    bool ok = false;
    const int n = QSettings().value(key).toInt(&ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

int read(const Entry<int>& e) {
    return storedInt(keyOf(e.key)).value_or(e.fallback);
}

double read(const Entry<double>& e) {
    bool ok = false;
    const double n = stored(e.key).toDouble(&ok);
    return ok ? n : e.fallback;
}

bool read(const Entry<bool>& e) {
    return QSettings().value(keyOf(e.key), e.fallback).toBool();
}

QString read(const Entry<QString>& e) {
    return QSettings().value(keyOf(e.key), e.fallback).toString();
}

// A list of one is stored as a plain string: toStringList() reads it back as a list.
QStringList read(const Entry<QStringList>& e) {
    return QSettings().value(keyOf(e.key), e.fallback).toStringList();
}

QByteArray read(const Entry<QByteArray>& e) {
    return QSettings().value(keyOf(e.key), e.fallback).toByteArray();
}

QVariantMap read(const Entry<QVariantMap>& e) {
    return QSettings().value(keyOf(e.key), e.fallback).toMap();
}

std::optional<std::uint64_t> storedUnsigned(const char* key) {
    bool ok = false;
    const qulonglong n = stored(key).toString().toULongLong(&ok);
    return ok ? std::optional<std::uint64_t>(n) : std::nullopt;
}

// Per tile size: "gb64", "gb08" …
QString variantPart(Variant variant) {
    return QStringLiteral("gb") + qs(digitsOf(variant));
}

QString shortcutKey(const QString& action) {
    return QStringLiteral("shortcuts/") + action;
}

QString toolKey(const QString& tool, const char* option) {
    return QStringLiteral("tools/%1/%2").arg(tool, QLatin1String(option));
}

QString layerKey(Variant variant, const QString& field, const char* part) {
    return QStringLiteral("layers/%1/%2/%3").arg(variantPart(variant), field, QLatin1String(part));
}

} // namespace

QByteArray AppSettings::windowGeometry() {
    return read(kWindowGeometry);
}

QByteArray AppSettings::windowState() {
    return read(kWindowState);
}

void AppSettings::setWindowLayout(const QByteArray& geometry, const QByteArray& state) {
    store(kWindowGeometry.key, geometry);
    store(kWindowState.key, state);
}

Theme AppSettings::theme() {
    const QString name = read(kTheme);
    for (int i = 0; i < static_cast<int>(std::size(kThemeNames)); ++i)
        if (name == QLatin1String(kThemeNames[i]))
            return static_cast<Theme>(i);
    return Theme::System;
}

void AppSettings::setTheme(Theme theme) {
    store(kTheme.key, QLatin1String(kThemeNames[static_cast<int>(theme)]));
}

QString AppSettings::language() {
    const QString language = read(kLanguage);
    return availableLanguages().contains(language) ? language : QString();
}

void AppSettings::setLanguage(const QString& language) {
    if (language.isEmpty())
        forget(kLanguage.key);
    else
        store(kLanguage.key, language);
}

int AppSettings::recoveryIntervalSeconds() {
    return read(kRecoveryInterval);
}

void AppSettings::setRecoveryIntervalSeconds(int seconds) {
    store(kRecoveryInterval.key, seconds);
}

QByteArray AppSettings::session() {
    return read(kSession);
}

void AppSettings::setSession(const QByteArray& json) {
    store(kSession.key, json);
}

bool AppSettings::reopenSession() {
    return read(kReopenSession);
}

void AppSettings::setReopenSession(bool reopen) {
    store(kReopenSession.key, reopen);
}

QStringList AppSettings::recentFiles() {
    return read(kRecentFiles);
}

QVariantMap AppSettings::recentFileLayouts() {
    return read(kRecentFileLayouts);
}

void AppSettings::setRecentFiles(const QStringList& files, const QVariantMap& layouts) {
    store(kRecentFiles.key, files);
    store(kRecentFileLayouts.key, layouts);
}

void AppSettings::forgetRecentFiles() {
    forget(kRecentFileLayouts.key);
    forget(kRecentFiles.key);
}

QString AppSettings::exportFolder(const QString& otherwise) {
    const QString folder = read(kExportFolder);
    return folder.isEmpty() ? otherwise : folder;
}

void AppSettings::setExportFolder(const QString& folder) {
    store(kExportFolder.key, folder);
}

MoveRules AppSettings::balanceRules() {
    const QVariantMap stored = read(kBalanceRules);
    MoveRules rules;
    const auto number = [&](const char* key, int low, int high, int fallback) {
        bool ok = false;
        const int n = stored.value(QLatin1String(key)).toInt(&ok);
        return ok && n >= low && n <= high ? n : fallback;
    };
    // A value stored otherwise (a later version's, a hand edit) reads as the default.
    rules.climb = number("climb", 0, kMaxLevelCost, 0);
    rules.descend = number("descend", 0, kMaxLevelCost, 0);
    rules.diagonal = stored.value(QStringLiteral("diagonal")).toBool();
    rules.turnBarriers = static_cast<BarrierRule>(number("turnBarriers", 0, 2, 0));
    rules.currencyBarriers = static_cast<BarrierRule>(number("currencyBarriers", 0, 2, 0));
    rules.pieceBarriers = static_cast<BarrierRule>(number("pieceBarriers", 0, 1, 0));
    return rules;
}

void AppSettings::setBalanceRules(const MoveRules& rules) {
    store(kBalanceRules.key,
          QVariantMap{{QStringLiteral("climb"), rules.climb},
                      {QStringLiteral("descend"), rules.descend},
                      {QStringLiteral("diagonal"), rules.diagonal},
                      {QStringLiteral("turnBarriers"), static_cast<int>(rules.turnBarriers)},
                      {QStringLiteral("currencyBarriers"), static_cast<int>(rules.currencyBarriers)},
                      {QStringLiteral("pieceBarriers"), static_cast<int>(rules.pieceBarriers)}});
}

bool AppSettings::liveRules() {
    return read(kLiveRules);
}

void AppSettings::setLiveRules(bool on) {
    store(kLiveRules.key, on);
}

bool AppSettings::showRulers() {
    return read(kRulers);
}

void AppSettings::setShowRulers(bool shown) {
    store(kRulers.key, shown);
}

int AppSettings::tileLabels() {
    return read(kTileLabels);
}

void AppSettings::setTileLabels(int kind) {
    store(kTileLabels.key, kind);
}

std::optional<QColor> AppSettings::gridColour() {
    const QColor colour(stored(kGridColour).toString());
    return colour.isValid() ? std::optional<QColor>(colour) : std::nullopt;
}

std::optional<int> AppSettings::gridWidth() {
    return storedInt(keyOf(kGridWidth));
}

void AppSettings::setGridStyle(const QColor& colour, int width) {
    store(kGridColour, colour.name(QColor::HexArgb));
    store(kGridWidth, width);
}

void AppSettings::forgetGridStyle() {
    forget(kGridColour);
    forget(kGridWidth);
}

int AppSettings::fieldsCarried() {
    return read(kFieldsCarried);
}

QStringList AppSettings::chosenFields() {
    return read(kChosenFields);
}

void AppSettings::setFieldsCarried(int carry, const QStringList& chosen) {
    store(kFieldsCarried.key, carry);
    store(kChosenFields.key, chosen);
}

QStringList AppSettings::validators() {
    return read(kValidators);
}

void AppSettings::setValidators(const QStringList& paths) {
    store(kValidators.key, paths);
}

QStringList AppSettings::paletteRecent() {
    return read(kPaletteRecent);
}

void AppSettings::setPaletteRecent(const QStringList& keys) {
    store(kPaletteRecent.key, keys);
}

QString AppSettings::registryAddress() {
    return read(kRegistryAddress);
}

void AppSettings::setRegistryAddress(const QString& url) {
    if (url.isEmpty())
        forget(kRegistryAddress.key);
    else
        store(kRegistryAddress.key, url);
}

std::optional<QList<QKeySequence>> AppSettings::shortcuts(const QString& action) {
    const QSettings settings;
    const QString key = shortcutKey(action);
    if (!settings.contains(key))
        return std::nullopt;
    const QString saved = settings.value(key).toString();
    return saved.isEmpty() ? QList<QKeySequence>()
                           : QKeySequence::listFromString(saved, QKeySequence::PortableText);
}

void AppSettings::setShortcuts(const QString& action, const QList<QKeySequence>& keys) {
    QSettings().setValue(shortcutKey(action),
                         QKeySequence::listToString(keys, QKeySequence::PortableText));
}

void AppSettings::forgetShortcuts(const QString& action) {
    QSettings().remove(shortcutKey(action));
}

QByteArray AppSettings::presets(Variant variant) {
    return QSettings().value(QStringLiteral("presets/") + variantPart(variant)).toByteArray();
}

void AppSettings::setPresets(Variant variant, const QByteArray& json) {
    QSettings().setValue(QStringLiteral("presets/") + variantPart(variant), json);
}

double AppSettings::printTileMillimetres() {
    return read(kPrintTile);
}

QPageSize::PageSizeId AppSettings::printPaper() {
    return static_cast<QPageSize::PageSizeId>(read(kPrintPaper));
}

void AppSettings::setPrintPage(double tileMillimetres, QPageSize::PageSizeId paper) {
    store(kPrintTile.key, tileMillimetres);
    store(kPrintPaper.key, static_cast<int>(paper));
}

std::optional<Variant> AppSettings::newBoardVariant() {
    return variantFromDigits(stored(kNewBoardVariant).toString().toStdString());
}

std::optional<int> AppSettings::newBoardWidth() {
    return storedInt(keyOf(kNewBoardWidth));
}

std::optional<int> AppSettings::newBoardLength() {
    return storedInt(keyOf(kNewBoardLength));
}

std::optional<std::uint64_t> AppSettings::newBoardShape() {
    return storedUnsigned(kNewBoardShape);
}

std::optional<std::uint64_t> AppSettings::newBoardWrap() {
    return storedUnsigned(kNewBoardWrap);
}

void AppSettings::setNewBoard(Variant variant, int width, int length, std::uint64_t shape,
                              std::uint64_t wrap) {
    store(kNewBoardVariant, qs(digitsOf(variant)));
    store(kNewBoardWidth, width);
    store(kNewBoardLength, length);
    store(kNewBoardShape, static_cast<int>(shape));
    store(kNewBoardWrap, static_cast<int>(wrap));
}

ToolOptions AppSettings::toolOptions(const QString& tool, const ToolOptions& defaults) {
    const QSettings settings;
    const auto number = [&](const char* option, int fallback) {
        bool ok = false;
        const int n = settings.value(toolKey(tool, option)).toInt(&ok);
        return ok ? n : fallback;
    };
    const auto flag = [&](const char* option, bool fallback) {
        return settings.value(toolKey(tool, option), fallback).toBool();
    };
    ToolOptions o;
    o.brushSize = number("brushSize", defaults.brushSize);
    o.roundBrush = flag("roundBrush", defaults.roundBrush);
    o.filled = flag("filled", defaults.filled);
    o.throughCorners = flag("throughCorners", defaults.throughCorners);
    o.measurePlayer = number("measurePlayer", defaults.measurePlayer);
    o.wholeTile = flag("wholeTile", defaults.wholeTile);
    o.leaveEmptyTiles = flag("leaveEmptyTiles", defaults.leaveEmptyTiles);
    return o;
}

void AppSettings::setToolOptions(const QString& tool, const ToolOptions& o, unsigned offered) {
    QSettings settings;
    const auto write = [&](unsigned option, const char* name, const QVariant& value) {
        if (offered & option)
            settings.setValue(toolKey(tool, name), value);
    };
    write(ToolOption::BrushSize, "brushSize", o.brushSize);
    write(ToolOption::BrushShape, "roundBrush", o.roundBrush);
    write(ToolOption::Filled, "filled", o.filled);
    write(ToolOption::ThroughCorners, "throughCorners", o.throughCorners);
    write(ToolOption::MeasurePlayer, "measurePlayer", o.measurePlayer);
    write(ToolOption::WholeTile, "wholeTile", o.wholeTile);
    write(ToolOption::LeaveBehind, "leaveEmptyTiles", o.leaveEmptyTiles);
}

FieldDisplay AppSettings::layerDisplay(Variant variant, const QString& field,
                                       const FieldDisplay& defaults) {
    const QSettings settings;
    const auto value = [&](const char* part) {
        return settings.value(layerKey(variant, field, part));
    };
    FieldDisplay d;
    d.visible = settings.value(layerKey(variant, field, "visible"), defaults.visible).toBool();
    d.locked = settings.value(layerKey(variant, field, "locked"), defaults.locked).toBool();
    bool ok = false;
    const double opacity = value("opacity").toDouble(&ok);
    d.opacity = ok ? opacity : defaults.opacity;
    const QByteArray channel = value("channel").toByteArray();
    d.channel = channelFromId(std::string_view(channel.constData(), channel.size()))
                    .value_or(defaults.channel);
    return d;
}

void AppSettings::setLayerDisplay(Variant variant, const QString& field, const FieldDisplay& d) {
    QSettings settings;
    settings.setValue(layerKey(variant, field, "visible"), d.visible);
    settings.setValue(layerKey(variant, field, "locked"), d.locked);
    settings.setValue(layerKey(variant, field, "opacity"), d.opacity);
    const std::string_view id = channelId(d.channel);
    settings.setValue(layerKey(variant, field, "channel"),
                      QString::fromLatin1(id.data(), id.size()));
}

} // namespace gbxx
