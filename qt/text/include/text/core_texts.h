#pragma once
// The core's names (field labels, value names, template names) and messages (read errors,
// warnings, refusals) in the user's language. The core gives them in English and as identifiers
// with arguments (gbxx/message.h); the translations hold them under the context "gbxx::core"
// (resources/translations/core_texts.cpp lists them for lupdate).

#include "gbxx/field.h"
#include "gbxx/message.h"
#include "gbxx/warnings.h"

#include <QString>

#include <string_view>

namespace gbxx {

// The translations' context of the core's names and messages.
inline constexpr char kCoreTextsContext[] = "gbxx::core";

// A name from the core's tables; a name the translations do not hold (a custom schema's label
// typed by the user) is shown as it is.
QString translatedName(std::string_view name);

// The name of `field`'s value (or flag bit) `valueOrBit`, "" when it has none. A name several
// fields share ("none") is looked up for this field first, so that it can agree with it.
QString valueName(const FieldSpec& field, std::uint64_t valueOrBit);

// The short form of that name ("P1" for "player 1"), "" when it has none (gbxx::shortName).
QString shortValueName(const FieldSpec& field, std::uint64_t valueOrBit);

// A name inside a sentence ("Fill height"): lower-cased as English, French, Spanish and
// Portuguese write nouns there; German keeps the capital its nouns always have.
QString nameInSentence(std::string_view name);
// The same for a word already in the user's language ("Fill" → "fill", German "Füllung" stays).
QString wordInSentence(const QString& word);

// A message in the user's language, or in the core's English when there is no translation.
QString translated(const Message& message);

// A warning's sentence: the core's translated, a script validator's as the script wrote it.
QString translated(const Warning& warning);

} // namespace gbxx
