<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>gbxx::cli</name>
    <message>
        <source>No zones on this board.
</source>
        <translation>Keine Zonen auf diesem Spielbrett.
</translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 %5
</source>
        <translation>%1 %2 %3 %4 %5
</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <source>home→end</source>
        <translation>Start→Ziel</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>kein Weg</translation>
    </message>
    <message>
        <source>* differs between players
</source>
        <translation>* unterscheidet sich zwischen den Spielern
</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (%n tile(s)), %3</source>
        <translation>
            <numerusform>%1 × %2 (%n Feld), %3</numerusform>
            <numerusform>%1 × %2 (%n Felder), %3</numerusform>
        </translation>
    </message>
    <message>
        <source>hexagonal</source>
        <translation>Sechseckraster</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadratraster</translation>
    </message>
    <message>
        <source>Tiles using each field</source>
        <translation>Felder je Eigenschaft</translation>
    </message>
    <message>
        <source>nothing (an empty board)</source>
        <translation>nichts (ein leeres Spielbrett)</translation>
    </message>
    <message>
        <source>Run &apos;gbxx %1 --help&apos; for usage.</source>
        <translation>Verwendung: siehe &apos;gbxx %1 --help&apos;.</translation>
    </message>
    <message>
        <source>converting %1 to GB%2 loses data (%3); nothing was written</source>
        <translation>die Umwandlung von %1 in GB%2 verliert Daten (%3); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>Print a short human summary of each board.</source>
        <translation>Eine kurze, lesbare Zusammenfassung jedes Spielbretts ausgeben.</translation>
    </message>
    <message>
        <source>Print the board as one JSON object; with --out-dir, write several boards&apos; JSON into a folder.</source>
        <translation>Das Spielbrett als ein JSON-Objekt ausgeben; mit --out-dir das JSON mehrerer Spielbretter in einen Ordner schreiben.</translation>
    </message>
    <message>
        <source>Write IN in another tile size as OUT and print what is lost; with --out-dir, convert several boards into a folder.</source>
        <translation>IN in einer anderen Feldgröße als OUT schreiben und ausgeben, was verloren geht; mit --out-dir mehrere Spielbretter in einen Ordner umwandeln.</translation>
    </message>
    <message>
        <source>Check that each file is a valid board; print its warnings (several files: each line starts with the file&apos;s name).</source>
        <translation>Prüfen, ob jede Datei ein gültiges Spielbrett ist, und ihre Warnungen ausgeben (bei mehreren Dateien beginnt jede Zeile mit dem Dateinamen).</translation>
    </message>
    <message>
        <source>Report zone sizes and home-to-end paths per player and team, and design warnings.</source>
        <translation>Zonengrößen und Wege vom Start zum Ziel je Spieler und Team sowie Gestaltungswarnungen melden.</translation>
    </message>
    <message>
        <source>Draw the board as the editor shows it, into a PNG or SVG (by OUT&apos;s extension); with --out-dir, draw several boards into a folder.</source>
        <translation>Das Spielbrett so, wie der Editor es zeigt, als PNG oder SVG zeichnen (je nach Endung von OUT); mit --out-dir mehrere Spielbretter in einen Ordner zeichnen.</translation>
    </message>
    <message>
        <source>Print &apos;x y&apos; for every tile matching a tile expression (--count: how many).</source>
        <translation>&apos;x y&apos; für jedes Feld ausgeben, das auf einen Feldausdruck passt (--count: nur die Anzahl).</translation>
    </message>
    <message>
        <source>Index every board under the folders into the board library (--db PATH).</source>
        <translation>Jedes Spielbrett unter den Ordnern in die Spielbrett-Bibliothek aufnehmen (--db PATH).</translation>
    </message>
    <message>
        <source>Search the board library by words and filters; --duplicates, --code-conflicts.</source>
        <translation>Die Spielbrett-Bibliothek nach Wörtern und Filtern durchsuchen; --duplicates, --code-conflicts.</translation>
    </message>
    <message>
        <source>Change fields of the tiles matching --where EXPR (--set, --add, --flags-on, --flags-off, in order) and write OUT.</source>
        <translation>Eigenschaften der Felder ändern, die auf --where EXPR passen (--set, --add, --flags-on, --flags-off, der Reihe nach), und OUT schreiben.</translation>
    </message>
    <message>
        <source>Run a JavaScript program on a board (--out OUT keeps its changes, --check fails on warnings).</source>
        <translation>Ein JavaScript-Programm auf einem Spielbrett ausführen (--out OUT behält seine Änderungen, --check schlägt bei Warnungen fehl).</translation>
    </message>
    <message>
        <source>Usage: gbxx COMMAND [options] ARGUMENTS

GameBoardXX boards on the command line.

Commands:
</source>
        <translation>Verwendung: gbxx COMMAND [options] ARGUMENTS

GameBoardXX-Spielbretter auf der Kommandozeile.

Befehle:
</translation>
    </message>
    <message>
        <source>
Run &apos;gbxx COMMAND --help&apos; for a command&apos;s options.
Exit status: 0 success, 1 invalid board or failed operation, 2 usage error.
</source>
        <translation>
Die Optionen eines Befehls zeigt &apos;gbxx COMMAND --help&apos;.
Exit-Status: 0 Erfolg, 1 ungültiges Spielbrett oder fehlgeschlagene Operation, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not part of this program; run it with gbxx or gbxx-full</source>
        <translation>&apos;%1&apos; ist nicht Teil dieses Programms; führen Sie es mit gbxx oder gbxx-full aus</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Read the file in this layout (spec section L): %1. Default %2. &apos;convert&apos; always writes today&apos;s layout.</source>
        <translation>Die Datei mit dieser Belegung lesen (Spezifikation, Abschnitt L): %1. Standard: %2. &apos;convert&apos; schreibt immer die heutige Belegung.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>The target tile size: 08, 16, 32 or 64.</source>
        <translation>Die Ziel-Feldgröße: 08, 16, 32 oder 64.</translation>
    </message>
    <message>
        <source>NN</source>
        <translation>NN</translation>
    </message>
    <message>
        <source>Convert every IN given (gbxx convert --to NN --out-dir DIR IN...) into DIR, as DIR/NAME.gbNN, each with its report; progress is shown on a terminal.</source>
        <translation>Jedes angegebene IN (gbxx convert --to NN --out-dir DIR IN...) als DIR/NAME.gbNN nach DIR umwandeln, jeweils mit Bericht; auf einem Terminal wird der Fortschritt angezeigt.</translation>
    </message>
    <message>
        <source>Write every FILE given (gbxx dump --out-dir DIR FILE...) into DIR, as DIR/NAME.json, instead of printing it.</source>
        <translation>Jedes angegebene FILE (gbxx dump --out-dir DIR FILE...) als DIR/NAME.json nach DIR schreiben, statt es auszugeben.</translation>
    </message>
    <message>
        <source>Draw every FILE given (gbxx render --out-dir DIR FILE...) into DIR, as DIR/NAME.png (or .svg with --format svg).</source>
        <translation>Jedes angegebene FILE (gbxx render --out-dir DIR FILE...) als DIR/NAME.png (oder .svg mit --format svg) nach DIR zeichnen.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>With --out-dir: the pictures&apos; format, png (default) or svg.</source>
        <translation>Mit --out-dir: das Format der Bilder, png (Standard) oder svg.</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>Refuse a lossy conversion: write nothing and exit 1.</source>
        <translation>Eine verlustbehaftete Umwandlung ablehnen: nichts schreiben und mit Status 1 beenden.</translation>
    </message>
    <message>
        <source>A layer (field key) to draw; repeat it or separate keys with commas for one panel each. Default boundary.</source>
        <translation>Eine zu zeichnende Ebene (Schlüssel einer Eigenschaft); wiederholen oder Schlüssel durch Kommas trennen, für je ein Teilbild. Standard: boundary.</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>KEY</translation>
    </message>
    <message>
        <source>Title each panel and add its legend.</source>
        <translation>Jedes Teilbild betiteln und seine Legende hinzufügen.</translation>
    </message>
    <message>
        <source>Pixels per tile (1-256). Default 16.</source>
        <translation>Pixel pro Feld (1-256). Standard: 16.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Pixels on the longer side of the board.</source>
        <translation>Pixel auf der längeren Seite des Spielbretts.</translation>
    </message>
    <message>
        <source>PIXELS</source>
        <translation>PIXELS</translation>
    </message>
    <message>
        <source>Draw grid lines.</source>
        <translation>Rasterlinien zeichnen.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>Print only the number of matching tiles.</source>
        <translation>Nur die Anzahl der passenden Felder ausgeben.</translation>
    </message>
    <message>
        <source>Read custom data with a schema (docs/schema.md): --schema alone uses the board&apos;s own (BOARDNAME.schema.json, or gameboardxx-schema.json in its folder or above), --schema FILE.json or --schema=FILE that file. &apos;dump&apos; then adds each sub-field as custom.KEY; query, edit, render and run use a board&apos;s own schema anyway.</source>
        <translation>Eigene Daten mit einem Schema lesen (docs/schema.md): --schema allein verwendet das eigene Schema des Spielbretts (BOARDNAME.schema.json oder gameboardxx-schema.json in seinem Ordner oder darüber), --schema FILE.json bzw. --schema=FILE diese Datei. &apos;dump&apos; fügt dann jede Untereigenschaft als custom.KEY hinzu; query, edit, render und run verwenden ohnehin das eigene Schema eines Spielbretts.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;%1 --out-dir DIR&apos; takes one or more files</source>
        <translation>&apos;%1 --out-dir DIR&apos; erwartet eine oder mehrere Dateien</translation>
    </message>
    <message>
        <source>--format goes with --out-dir (OUT&apos;s extension chooses the format of one picture)</source>
        <translation>--format gehört zu --out-dir (bei einem einzelnen Bild bestimmt die Endung von OUT das Format)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes %2, got %3 argument(s)</source>
        <translation>&apos;%1&apos; erwartet %2, erhielt %3 Argument(e)</translation>
    </message>
    <message>
        <source>unknown layout &apos;%1&apos;; expected one of %2</source>
        <translation>unbekannte Belegung &apos;%1&apos;; erwartet wird eine von %2</translation>
    </message>
    <message>
        <source>give --tile-size or --size, not both</source>
        <translation>geben Sie --tile-size oder --size an, nicht beides</translation>
    </message>
    <message>
        <source>--tile-size takes 1 to 256 pixels</source>
        <translation>--tile-size erwartet 1 bis 256 Pixel</translation>
    </message>
    <message>
        <source>--size takes 1 to 16384 pixels</source>
        <translation>--size erwartet 1 bis 16384 Pixel</translation>
    </message>
    <message>
        <source>--format takes png or svg, not &apos;%1&apos;</source>
        <translation>--format erwartet png oder svg, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not drawn</source>
        <translation>%1 von %2 Spielbrettern wurden nicht gezeichnet</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not written</source>
        <translation>%1 von %2 Spielbrettern wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>&apos;convert&apos; needs --to 08|16|32|64</source>
        <translation>&apos;convert&apos; braucht --to 08|16|32|64</translation>
    </message>
    <message>
        <source>--to takes 08, 16, 32 or 64, not &apos;%1&apos;</source>
        <translation>--to erwartet 08, 16, 32 oder 64, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>kein Befehl angegeben</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 and %2 would both be written to %3; give them separately</source>
        <translation>%1 und %2 würden beide nach %3 geschrieben; geben Sie sie getrennt an</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not converted</source>
        <translation>%1 von %2 Spielbrettern wurden nicht umgewandelt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; runs in gbxx-full, which is not installed beside gbxx</source>
        <translation>&apos;%1&apos; läuft in gbxx-full, das nicht neben gbxx installiert ist</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>Usage: gbxx edit [--layout NAME] [--schema FILE] IN OUT [--where EXPR] OP...
       gbxx edit [--layout NAME] [--schema FILE] (--out-dir DIR | --in-place) FILE...
                 [--where EXPR] OP...

Applies the operations, in the order given, to every tile of IN matching EXPR (judged on
IN before any change; every tile without --where), writes OUT in IN&apos;s layout and tile
size with header and footer unchanged, and prints &apos;N tiles changed&apos;.

Operations:
  --set KEY=V         set a field to V (it must fit the field)
  --add KEY=N         add N (signed), clamped into the field&apos;s range
  --flags-on KEY=M    set the flags of mask M
  --flags-off KEY=M   clear the flags of mask M
Numbers are decimal or 0x hexadecimal; KEY is a tile field of IN (as in &apos;gbxx dump&apos;),
or custom.KEY of its custom-data schema (--schema FILE, else IN&apos;s own; docs/schema.md).
EXPR is the tile expression language (docs/expressions.md), as in &apos;gbxx query&apos;.
IN may be - (standard input) and OUT - (standard output; the count then goes to
standard error).

Several boards: --out-dir DIR writes each FILE to DIR/NAME, --in-place over itself;
each prints &apos;FILE -&gt; OUT&apos; and its count, indented. A board that fails is named in an
error line and the others are still edited (exit 1).
</source>
        <translation>Verwendung: gbxx edit [--layout NAME] [--schema FILE] IN OUT [--where EXPR] OP...
            gbxx edit [--layout NAME] [--schema FILE] (--out-dir DIR | --in-place) FILE...
                      [--where EXPR] OP...

Wendet die Operationen in der angegebenen Reihenfolge auf jedes Feld von IN an, das auf
EXPR passt (beurteilt an IN vor jeder Änderung; ohne --where jedes Feld), schreibt OUT in
der Belegung und Feldgröße von IN mit unverändertem Kopf- und Fußteil und gibt
&apos;N tiles changed&apos; aus.

Operationen:
  --set KEY=V         eine Eigenschaft auf V setzen (V muss in die Eigenschaft passen)
  --add KEY=N         N (mit Vorzeichen) addieren, begrenzt auf den Wertebereich der
                      Eigenschaft
  --flags-on KEY=M    die Flags der Maske M setzen
  --flags-off KEY=M   die Flags der Maske M löschen
Zahlen sind dezimal oder hexadezimal mit 0x; KEY ist eine Feldeigenschaft von IN (wie in
&apos;gbxx dump&apos;) oder custom.KEY aus dessen Schema für eigene Daten (--schema FILE, sonst das
eigene von IN; docs/schema.md).
EXPR ist die Sprache der Feldausdrücke (docs/expressions.md), wie in &apos;gbxx query&apos;.
IN darf - sein (Standardeingabe) und OUT - (Standardausgabe; die Anzahl geht dann auf die
Standardfehlerausgabe).

Mehrere Spielbretter: --out-dir DIR schreibt jedes FILE nach DIR/NAME, --in-place über
sich selbst; jedes gibt &apos;FILE -&gt; OUT&apos; und eingerückt seine Anzahl aus. Ein
fehlschlagendes Spielbrett wird in einer Fehlerzeile genannt, die anderen werden
trotzdem bearbeitet (Exit-Status 1).
</translation>
    </message>
    <message>
        <source>expression: %1</source>
        <translation>Ausdruck: %1</translation>
    </message>
    <message>
        <source>--where: %1</source>
        <translation>--where: %1</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>unbekannte Option &apos;%1&apos;</translation>
    </message>
    <message>
        <source>missing value after &apos;%1&apos;</source>
        <translation>fehlender Wert nach &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give --out-dir or --in-place, not both</source>
        <translation>geben Sie --out-dir oder --in-place an, nicht beides</translation>
    </message>
    <message>
        <source>&apos;edit %1&apos; takes one or more files</source>
        <translation>&apos;edit %1&apos; erwartet eine oder mehrere Dateien</translation>
    </message>
    <message>
        <source>&apos;edit&apos; takes IN OUT, got %1 argument(s)</source>
        <translation>&apos;edit&apos; erwartet IN OUT, erhielt %1 Argument(e)</translation>
    </message>
    <message>
        <source>&apos;edit&apos; needs at least one of --set, --add, --flags-on, --flags-off</source>
        <translation>&apos;edit&apos; braucht mindestens eine der Optionen --set, --add, --flags-on, --flags-off</translation>
    </message>
    <message>
        <source>several boards are files; standard input is one board (gbxx edit - OUT)</source>
        <translation>mehrere Spielbretter müssen Dateien sein; die Standardeingabe ist ein einzelnes Spielbrett (gbxx edit - OUT)</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not edited</source>
        <translation>%1 von %2 Spielbrettern wurden nicht bearbeitet</translation>
    </message>
    <message>
        <source>no schema found for %1 (BOARDNAME.schema.json beside it, or gameboardxx-schema.json in its folder or above); give --schema FILE</source>
        <translation>kein Schema für %1 gefunden (BOARDNAME.schema.json daneben oder gameboardxx-schema.json in seinem Ordner oder darüber); geben Sie --schema FILE an</translation>
    </message>
    <message>
        <source>the schema %1 says nothing of GB%2 boards</source>
        <translation>das Schema %1 sagt nichts über GB%2-Spielbretter</translation>
    </message>
    <message>
        <source>The library database (default %1).</source>
        <translation>Die Bibliotheksdatenbank (Standard: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>cannot open the library %1: %2</source>
        <translation>die Bibliothek %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Index every board file under each DIR (recursively) into the library.</source>
        <translation>Jede Spielbrettdatei unter jedem DIR (rekursiv) in die Bibliothek aufnehmen.</translation>
    </message>
    <message>
        <source>Read the boards of these folders in this layout: %1. Default %2.</source>
        <translation>Die Spielbretter dieser Ordner mit dieser Belegung lesen: %1. Standard: %2.</translation>
    </message>
    <message>
        <source>Folders to index.</source>
        <translation>Zu indizierende Ordner.</translation>
    </message>
    <message>
        <source>&apos;index&apos; takes one or more folders</source>
        <translation>&apos;index&apos; erwartet einen oder mehrere Ordner</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: Ordner nicht gefunden</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>cannot index %1: %2</source>
        <translation>%1 kann nicht indiziert werden: %2</translation>
    </message>
    <message>
        <source>Print the paths of the library&apos;s boards matching every WORD (in the title, author, editor ID, board code or file name, any case) and every filter.</source>
        <translation>Die Pfade der Spielbretter der Bibliothek ausgeben, die auf jedes WORD (in Titel, Autor, Editor-ID, Brettcode oder Dateiname, ohne Beachtung der Groß-/Kleinschreibung) und jeden Filter passen.</translation>
    </message>
    <message>
        <source>Only this tile size: 08, 16, 32 or 64.</source>
        <translation>Nur diese Feldgröße: 08, 16, 32 oder 64.</translation>
    </message>
    <message>
        <source>Only hexagonal boards.</source>
        <translation>Nur Sechseck-Spielbretter.</translation>
    </message>
    <message>
        <source>Only square boards.</source>
        <translation>Nur Quadrat-Spielbretter.</translation>
    </message>
    <message>
        <source>Only boards that wrap (header wrap not 0).</source>
        <translation>Nur Spielbretter mit Umlauf (wrap im Kopfteil nicht 0).</translation>
    </message>
    <message>
        <source>At least N tiles wide.</source>
        <translation>Mindestens N Felder breit.</translation>
    </message>
    <message>
        <source>At most N tiles wide.</source>
        <translation>Höchstens N Felder breit.</translation>
    </message>
    <message>
        <source>At least N tiles long.</source>
        <translation>Mindestens N Felder lang.</translation>
    </message>
    <message>
        <source>At most N tiles long.</source>
        <translation>Höchstens N Felder lang.</translation>
    </message>
    <message>
        <source>The title contains TEXT (any case).</source>
        <translation>Der Titel enthält TEXT (ohne Beachtung der Groß-/Kleinschreibung).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>The author contains TEXT (any case).</source>
        <translation>Der Autor enthält TEXT (ohne Beachtung der Groß-/Kleinschreibung).</translation>
    </message>
    <message>
        <source>The board code is exactly CODE.</source>
        <translation>Der Brettcode ist genau CODE.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>Print one JSON array of the boards instead of their paths.</source>
        <translation>Ein JSON-Array der Spielbretter statt ihrer Pfade ausgeben.</translation>
    </message>
    <message>
        <source>Print each group of byte-identical boards on a line (tab between paths).</source>
        <translation>Jede Gruppe byte-identischer Spielbretter auf einer Zeile ausgeben (Tabulator zwischen den Pfaden).</translation>
    </message>
    <message>
        <source>Print each group of different boards sharing a board code on a line.</source>
        <translation>Jede Gruppe verschiedener Spielbretter mit gemeinsamem Brettcode auf einer Zeile ausgeben.</translation>
    </message>
    <message>
        <source>Words to look for.</source>
        <translation>Zu suchende Wörter.</translation>
    </message>
    <message>
        <source>--variant takes 08, 16, 32 or 64, not &apos;%1&apos;</source>
        <translation>--variant erwartet 08, 16, 32 oder 64, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give --hex or --square, not both</source>
        <translation>geben Sie --hex oder --square an, nicht beides</translation>
    </message>
    <message>
        <source>--%1 takes a whole number of tiles, not &apos;%2&apos;</source>
        <translation>--%1 erwartet eine ganze Zahl von Feldern, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give --duplicates or --code-conflicts, not both</source>
        <translation>geben Sie --duplicates oder --code-conflicts an, nicht beides</translation>
    </message>
    <message>
        <source>--duplicates and --code-conflicts take no words or filters</source>
        <translation>--duplicates und --code-conflicts nehmen keine Wörter oder Filter</translation>
    </message>
    <message>
        <source>a GB%1 board has no layer &apos;%2&apos;; its layers are %3</source>
        <translation>ein GB%1-Spielbrett hat keine Ebene &apos;%2&apos;; seine Ebenen sind %3</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) (--check)</source>
        <translation>
            <numerusform>%n Warnung (--check)</numerusform>
            <numerusform>%n Warnungen (--check)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;--check&apos; takes no value</source>
        <translation>&apos;--check&apos; nimmt keinen Wert</translation>
    </message>
    <message>
        <source>--out needs a file name</source>
        <translation>--out braucht einen Dateinamen</translation>
    </message>
    <message>
        <source>--out-dir needs a folder name</source>
        <translation>--out-dir braucht einen Ordnernamen</translation>
    </message>
    <message>
        <source>--timeout takes a number of seconds above 0 (up to 86400), not &apos;%1&apos;</source>
        <translation>--timeout erwartet eine Anzahl Sekunden über 0 (bis 86400), nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;run&apos; takes SCRIPT FILE, got %1 argument(s)</source>
        <translation>&apos;run&apos; erwartet SCRIPT FILE, erhielt %1 Argument(e)</translation>
    </message>
    <message>
        <source>--out names one board&apos;s file; give --out-dir DIR for several</source>
        <translation>--out nennt die Datei eines einzelnen Spielbretts; geben Sie für mehrere --out-dir DIR an</translation>
    </message>
    <message>
        <source>give --out or --out-dir, not both</source>
        <translation>geben Sie --out oder --out-dir an, nicht beides</translation>
    </message>
    <message>
        <source>--out - would mix the board with the script&apos;s output; name a file</source>
        <translation>--out - würde das Spielbrett mit der Ausgabe des Skripts vermischen; nennen Sie eine Datei</translation>
    </message>
    <message>
        <source>cannot read the script %1: %2</source>
        <translation>das Skript %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the script failed on %1 of %2 boards</source>
        <translation>das Skript ist bei %1 von %2 Spielbrettern fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles), layout %2</source>
        <translation>
            <numerusform>GB%1 (%n-Byte-Felder), Belegung %2</numerusform>
            <numerusform>GB%1 (%n-Byte-Felder), Belegung %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the library %1 is empty now: &apos;gbxx index DIR...&apos; builds it again</source>
        <translation>die Bibliothek %1 ist jetzt leer: &apos;gbxx index DIR...&apos; baut sie neu auf</translation>
    </message>
    <message>
        <source>cannot read the library %1: %2</source>
        <translation>die Bibliothek %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Usage: gbxx run [--layout NAME] [--schema S] SCRIPT FILE [--out OUT] [--check]
                [--timeout SECONDS] [-- ARG...]
       gbxx run [options] SCRIPT FILE... [--out-dir DIR] [-- ARG...]

Runs the JavaScript program SCRIPT on the board FILE (docs/scripting.md). The script
sees &apos;board&apos;, &apos;args&apos; (the ARGs after --), &apos;print(...)&apos; and &apos;warn(x, y, message)&apos;.

Options:
  --out OUT          write the board as the script left it to OUT (same layout and tile
                     size); without it, changes are discarded and standard error says
                     how many tiles changed
  --out-dir DIR      several FILEs: write each board as the script left it to
                     DIR/NAME (without it, nothing is written)
  --check            exit 1 when the script called warn
  --timeout SECONDS  stop a script still running after SECONDS (default 10)
  --memory-limit MIB stop a script whose process takes more than MIB mebibytes
                     (default 1024)
  --schema S         read custom data with the schema file S (docs/schema.md); by
                     default FILE&apos;s own schema is used, if it has one
  --layout NAME      read FILE in this layout: %1

Several FILEs: the script runs on each in turn, its output under a &apos;==&gt; FILE &lt;==&apos;
line; &apos;FILE: N tiles changed&apos; on standard error; a board that fails is named and the
others still run.
Each warn prints &apos;warning: (x, y) message&apos;. Exit status: 0 success; 1 for a failed
script (&apos;error: SCRIPT:LINE: message&apos;), a script stopped by --timeout or out of memory,
warnings with --check, or a board that cannot be read or written; 2 usage error.
</source>
        <translation>Verwendung: gbxx run [--layout NAME] [--schema S] SCRIPT FILE [--out OUT] [--check]
                     [--timeout SECONDS] [-- ARG...]
            gbxx run [options] SCRIPT FILE... [--out-dir DIR] [-- ARG...]

Führt das JavaScript-Programm SCRIPT auf dem Spielbrett FILE aus (docs/scripting.md).
Das Skript sieht &apos;board&apos;, &apos;args&apos; (die ARGs nach --), &apos;print(...)&apos; und
&apos;warn(x, y, message)&apos;.

Optionen:
  --out OUT          das Spielbrett so, wie das Skript es hinterlassen hat, nach OUT
                     schreiben (gleiche Belegung und Feldgröße); ohne diese Option
                     werden die Änderungen verworfen, und die Standardfehlerausgabe
                     nennt die Zahl der geänderten Felder
  --out-dir DIR      mehrere FILEs: jedes Spielbrett so, wie das Skript es hinterlassen
                     hat, nach DIR/NAME schreiben (ohne diese Option wird nichts
                     geschrieben)
  --check            mit Status 1 beenden, wenn das Skript warn aufgerufen hat
  --timeout SECONDS  ein Skript anhalten, das nach SECONDS noch läuft (Standard: 10)
  --memory-limit MIB ein Skript anhalten, dessen Prozess mehr als MIB Mebibyte
                     belegt (Standard: 1024)
  --schema S         eigene Daten mit der Schemadatei S lesen (docs/schema.md);
                     standardmäßig wird das eigene Schema von FILE verwendet, falls
                     vorhanden
  --layout NAME      FILE mit dieser Belegung lesen: %1

Mehrere FILEs: Das Skript läuft nacheinander auf jedem, seine Ausgabe unter einer Zeile
&apos;==&gt; FILE &lt;==&apos;; &apos;FILE: N tiles changed&apos; auf der Standardfehlerausgabe; ein
fehlschlagendes Spielbrett wird genannt, die anderen laufen trotzdem.
Jedes warn gibt &apos;warning: (x, y) message&apos; aus. Exit-Status: 0 Erfolg; 1 bei einem
fehlgeschlagenen Skript (&apos;error: SCRIPT:LINE: message&apos;), einem durch --timeout oder
Speichermangel angehaltenen Skript, Warnungen mit --check oder einem Spielbrett, das nicht gelesen oder
geschrieben werden kann; 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>--memory-limit takes a number of mebibytes from %1 to %2, not &apos;%3&apos;</source>
        <translation>--memory-limit erwartet eine Zahl von Mebibyte von %1 bis %2, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>größer als %1 Byte</translation>
    </message>
    <message>
        <source>Sign in to the board registry with a token read from standard input (login), or sign out (logout).</source>
        <translation>Mit einem von der Standardeingabe gelesenen Token beim Brettverzeichnis anmelden (login) oder abmelden (logout).</translation>
    </message>
    <message>
        <source>Publish a board to the registry and print &apos;CODE rREV&apos;; an assigned code is written into FILE.</source>
        <translation>Ein Spielbrett im Verzeichnis veröffentlichen und &apos;CODE rREV&apos; ausgeben; ein zugeteilter Code wird in FILE geschrieben.</translation>
    </message>
    <message>
        <source>Fetch boards from the registry by code (CODE or CODE@REV) into files.</source>
        <translation>Spielbretter per Code (CODE oder CODE@REV) aus dem Verzeichnis in Dateien abrufen.</translation>
    </message>
    <message>
        <source>Search the registry&apos;s boards by words and filters; --json.</source>
        <translation>Die Spielbretter des Verzeichnisses nach Wörtern und Filtern durchsuchen; --json.</translation>
    </message>
    <message>
        <source>%1 exists; --force replaces it</source>
        <translation>%1 existiert; --force ersetzt die Datei</translation>
    </message>
    <message>
        <source>Fetch boards from the registry by code (the latest revision, or CODE@REV) and write each to DIR/CODE.gbNN; print &apos;CODE rREV -&gt; PATH&apos; for each. Nothing is written unless every board arrived whole.</source>
        <translation>Spielbretter per Code (die neueste Revision oder CODE@REV) aus dem Verzeichnis abrufen und jedes nach DIR/CODE.gbNN schreiben; für jedes &apos;CODE rREV -&gt; PATH&apos; ausgeben. Geschrieben wird nur, wenn jedes Spielbrett vollständig ankam.</translation>
    </message>
    <message>
        <source>Write the one board to OUT (&apos;-&apos;: standard output, the line then goes to standard error).</source>
        <translation>Das eine Spielbrett nach OUT schreiben (&apos;-&apos;: Standardausgabe; die Zeile geht dann an die Standardfehlerausgabe).</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>Write the boards into DIR (created if needed); default: the current folder.</source>
        <translation>Die Spielbretter in DIR schreiben (bei Bedarf angelegt); Standard: der aktuelle Ordner.</translation>
    </message>
    <message>
        <source>Replace files that exist already.</source>
        <translation>Bereits vorhandene Dateien ersetzen.</translation>
    </message>
    <message>
        <source>Board codes, each with a revision or not.</source>
        <translation>Brettcodes, jeweils mit oder ohne Revision.</translation>
    </message>
    <message>
        <source>&apos;fetch&apos; takes one or more codes</source>
        <translation>&apos;fetch&apos; erwartet einen oder mehrere Codes</translation>
    </message>
    <message>
        <source>give -o or --out-dir, not both</source>
        <translation>-o oder --out-dir angeben, nicht beides</translation>
    </message>
    <message>
        <source>-o takes one board; --out-dir DIR takes several</source>
        <translation>-o nimmt ein Spielbrett; --out-dir DIR nimmt mehrere</translation>
    </message>
    <message>
        <source>-o needs a file name</source>
        <translation>-o braucht einen Dateinamen</translation>
    </message>
    <message>
        <source>--out-dir needs a folder</source>
        <translation>--out-dir braucht einen Ordner</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board code (five letters and digits, e.g. B7K2Q), with @REV or not</source>
        <translation>&apos;%1&apos; ist kein Brettcode (fünf Buchstaben und Ziffern, z. B. B7K2Q), mit oder ohne @REV</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>%1 from the registry is not a board: %2</source>
        <translation>%1 aus dem Verzeichnis ist kein Spielbrett: %2</translation>
    </message>
    <message>
        <source>the registry&apos;s SHA-256 of %1 r%2 is not that of its bytes</source>
        <translation>der SHA-256 des Verzeichnisses für %1 r%2 passt nicht zu seinen Bytes</translation>
    </message>
    <message>
        <source>Publish the board to the registry and print its code and revision (CODE rREV). When the registry assigns the code, FILE is rewritten with it. Needs &apos;gbxx registry login&apos; (or GBXX_TOKEN).</source>
        <translation>Das Spielbrett im Verzeichnis veröffentlichen und seinen Code und seine Revision ausgeben (CODE rREV). Teilt das Verzeichnis den Code zu, wird FILE damit neu geschrieben. Braucht &apos;gbxx registry login&apos; (oder GBXX_TOKEN).</translation>
    </message>
    <message>
        <source>A note on this revision (at most %1 characters).</source>
        <translation>Eine Notiz zu dieser Revision (höchstens %1 Zeichen).</translation>
    </message>
    <message>
        <source>Keep the board out of searches; it is still fetched by its code.</source>
        <translation>Das Spielbrett aus Suchen heraushalten; per Code bleibt es abrufbar.</translation>
    </message>
    <message>
        <source>The board to publish.</source>
        <translation>Das zu veröffentlichende Spielbrett.</translation>
    </message>
    <message>
        <source>&apos;publish&apos; takes FILE, got %1 argument(s)</source>
        <translation>&apos;publish&apos; erwartet FILE, erhielt %1 Argument(e)</translation>
    </message>
    <message>
        <source>not signed in to %1: run &apos;gbxx registry login&apos; (or set GBXX_TOKEN)</source>
        <translation>nicht bei %1 angemeldet: &apos;gbxx registry login&apos; ausführen (oder GBXX_TOKEN setzen)</translation>
    </message>
    <message>
        <source>published as %1, but %2 was left without its code: %3</source>
        <translation>als %1 veröffentlicht, aber %2 blieb ohne seinen Code: %3</translation>
    </message>
    <message>
        <source>published as %1, but %2 changed meanwhile and was left as it is</source>
        <translation>als %1 veröffentlicht, aber %2 wurde inzwischen geändert und blieb, wie es ist</translation>
    </message>
    <message>
        <source>published as %1, but %2</source>
        <translation>als %1 veröffentlicht, aber %2</translation>
    </message>
    <message>
        <source>Token for %1: </source>
        <translation>Token für %1: </translation>
    </message>
    <message>
        <source>no token on standard input (gbxx-registry user add NAME prints one)</source>
        <translation>kein Token auf der Standardeingabe (gbxx-registry user add NAME gibt eines aus)</translation>
    </message>
    <message>
        <source>that is not a registry token (a token is one line of letters, digits and punctuation)</source>
        <translation>das ist kein Verzeichnis-Token (ein Token ist eine Zeile aus Buchstaben, Ziffern und Satzzeichen)</translation>
    </message>
    <message>
        <source>cannot keep the token: %1</source>
        <translation>das Token kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>signed in to %1 as %2
</source>
        <translation>bei %1 als %2 angemeldet
</translation>
    </message>
    <message>
        <source>cannot forget the token: %1</source>
        <translation>das Token kann nicht vergessen werden: %1</translation>
    </message>
    <message>
        <source>signed out of %1
</source>
        <translation>bei %1 abgemeldet
</translation>
    </message>
    <message>
        <source>GBXX_TOKEN is set, and commands still use it</source>
        <translation>GBXX_TOKEN ist gesetzt, und Befehle verwenden es weiterhin</translation>
    </message>
    <message>
        <source>login: read a registry token from standard input (not shown on a terminal), check it with the registry and keep it (the desktop&apos;s key ring, else a file only you can read). logout: forget it.</source>
        <translation>login: ein Verzeichnis-Token von der Standardeingabe lesen (im Terminal nicht angezeigt), beim Verzeichnis prüfen und aufbewahren (im Schlüsselbund des Desktops, sonst in einer nur für Sie lesbaren Datei). logout: es vergessen.</translation>
    </message>
    <message>
        <source>&apos;registry&apos; takes login or logout</source>
        <translation>&apos;registry&apos; erwartet login oder logout</translation>
    </message>
    <message>
        <source>The registry&apos;s address (default: GBXX_REGISTRY, else the editor&apos;s setting, else %1).</source>
        <translation>Die Adresse des Verzeichnisses (Standard: GBXX_REGISTRY, sonst die Einstellung des Editors, sonst %1).</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>%1 holds a control character</source>
        <translation>%1 enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>Search the registry&apos;s listed boards by words (in titles, authors and codes) and filters; print one line per board, or --json.</source>
        <translation>Die gelisteten Spielbretter des Verzeichnisses nach Wörtern (in Titeln, Autoren und Codes) und Filtern durchsuchen; eine Zeile je Spielbrett ausgeben, oder --json.</translation>
    </message>
    <message>
        <source>Only boards whose author contains A (any case).</source>
        <translation>Nur Spielbretter, deren Autor A enthält (Groß-/Kleinschreibung egal).</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>The order: relevance (the default), new or downloads.</source>
        <translation>Die Reihenfolge: relevance (Standard), new oder downloads.</translation>
    </message>
    <message>
        <source>ORDER</source>
        <translation>ORDER</translation>
    </message>
    <message>
        <source>At most N boards (1-%1, default 20).</source>
        <translation>Höchstens N Spielbretter (1-%1, Standard 20).</translation>
    </message>
    <message>
        <source>Print the registry&apos;s board objects as one JSON array.</source>
        <translation>Die Brettobjekte des Verzeichnisses als ein JSON-Array ausgeben.</translation>
    </message>
    <message>
        <source>WORDS</source>
        <translation>WORDS</translation>
    </message>
    <message>
        <source>--sort takes relevance, new or downloads, not &apos;%1&apos;</source>
        <translation>--sort erwartet relevance, new oder downloads, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--limit takes 1 to %1, not &apos;%2&apos;</source>
        <translation>--limit erwartet 1 bis %1, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Read the files in this layout (spec section L): %1. Default %2.</source>
        <translation>Die Dateien mit dieser Belegung lesen (Spezifikation, Abschnitt L): %1. Standard: %2.</translation>
    </message>
    <message>
        <source>Also print one line &apos;X Y KEY: A -&gt; B&apos; per differing field of each tile.</source>
        <translation>Zusätzlich je abweichender Eigenschaft jedes Felds eine Zeile &apos;X Y KEY: A -&gt; B&apos; ausgeben.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of lines.</source>
        <translation>Ein JSON-Objekt statt Zeilen ausgeben.</translation>
    </message>
    <message>
        <source>Print what differs between two boards: size, header and footer keys, and per field how many tiles. Exit 0 when they hold the same values, 1 when they differ, 2 on trouble.</source>
        <translation>Ausgeben, was sich zwischen zwei Spielbrettern unterscheidet: Größe, Schlüssel von Kopf- und Fußteil und je Eigenschaft die Anzahl der Felder. Exit-Status 0 bei gleichen Werten, 1 bei Unterschieden, 2 bei Problemen.</translation>
    </message>
    <message>
        <source>Write the merged board here (default: over OURS, as git&apos;s merge driver wants).</source>
        <translation>Das zusammengeführte Spielbrett hierhin schreiben (Standard: über OURS, wie es der Merge-Treiber von git erwartet).</translation>
    </message>
    <message>
        <source>Merge two boards&apos; edits of one BASE field by field and print each conflict (OURS is kept in it). Exit 0 merged, 1 merged with conflicts, 2 when the boards cannot be merged (nothing written).</source>
        <translation>Die Bearbeitungen zweier Spielbretter an einer gemeinsamen BASE Eigenschaft für Eigenschaft zusammenführen und jeden Konflikt ausgeben (dort bleibt OURS erhalten). Exit-Status 0 zusammengeführt, 1 mit Konflikten zusammengeführt, 2, wenn sich die Spielbretter nicht zusammenführen lassen (nichts geschrieben).</translation>
    </message>
    <message>
        <source>cannot merge: %1</source>
        <translation>Zusammenführen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Print what differs between two boards (--tiles: each tile&apos;s fields; --json); exit 0 same, 1 different, 2 trouble.</source>
        <translation>Ausgeben, was sich zwischen zwei Spielbrettern unterscheidet (--tiles: die Eigenschaften jedes Felds; --json); Exit-Status 0 gleich, 1 verschieden, 2 Problem.</translation>
    </message>
    <message>
        <source>Merge two boards&apos; edits of BASE field by field into OUT (-o; default OURS) and print the conflicts.</source>
        <translation>Die Bearbeitungen zweier Spielbretter an BASE Eigenschaft für Eigenschaft in OUT zusammenführen (-o; Standard: OURS) und die Konflikte ausgeben.</translation>
    </message>
    <message>
        <source>Let git diff and merge boards in this repository (--global: in every repository).</source>
        <translation>git Spielbretter in diesem Repository vergleichen und zusammenführen lassen (--global: in jedem Repository).</translation>
    </message>
    <message>
        <source>Apply a board&apos;s rules and write OUT (apply), or exit 1 when any rule would change a board (check).</source>
        <translation>Die Regeln eines Spielbretts anwenden und OUT schreiben (apply) oder mit Status 1 beenden, wenn eine Regel ein Spielbrett ändern würde (check).</translation>
    </message>
    <message>
        <source>Print the board as text lines for git diff: &apos;header KEY V&apos;, &apos;footer KEY V&apos;, then &apos;X Y KEY=V …&apos; per tile.</source>
        <translation>Das Spielbrett als Textzeilen für git diff ausgeben: &apos;header KEY V&apos;, &apos;footer KEY V&apos;, dann je Feld &apos;X Y KEY=V …&apos;.</translation>
    </message>
    <message>
        <source>--lines prints one board; it does not go with --out-dir</source>
        <translation>--lines gibt ein einzelnes Spielbrett aus; es lässt sich nicht mit --out-dir kombinieren</translation>
    </message>
    <message>
        <source>git-setup needs git, which could not be started</source>
        <translation>git-setup braucht git, das nicht gestartet werden konnte</translation>
    </message>
    <message>
        <source>not in a git repository: run &apos;gbxx git-setup&apos; inside one, or &apos;gbxx git-setup --global&apos;</source>
        <translation>nicht in einem git-Repository: führen Sie &apos;gbxx git-setup&apos; in einem aus oder &apos;gbxx git-setup --global&apos;</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: already has %2</source>
        <translation>%1: enthält bereits %2</translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation>%1: %2 hinzugefügt</translation>
    </message>
    <message>
        <source>Let git diff and merge boards: the attributes for *.gb08 … *.gb64 and the configuration of the gbxx diff, merge and mergetool drivers (docs/user-guide.md, &quot;Boards in git&quot;).</source>
        <translation>git Spielbretter vergleichen und zusammenführen lassen: die Attribute für *.gb08 … *.gb64 und die Konfiguration der gbxx-Treiber für diff, merge und mergetool (docs/user-guide.md, &quot;Boards in git&quot;).</translation>
    </message>
    <message>
        <source>For every repository of this user: git&apos;s global configuration and attributes file, instead of the current repository&apos;s.</source>
        <translation>Für jedes Repository dieses Benutzers: die globale Konfiguration und Attributdatei von git statt der des aktuellen Repositorys.</translation>
    </message>
    <message>
        <source>&apos;git-setup&apos; takes no arguments, got %1</source>
        <translation>&apos;git-setup&apos; erwartet keine Argumente, erhielt %1</translation>
    </message>
    <message>
        <source>Usage: gbxx rules apply [--rules FILE] [--layout NAME] [--schema FILE] IN OUT
       gbxx rules check [--rules FILE] [--layout NAME] [--schema FILE] FILE...

Runs a board&apos;s rules (docs/expressions.md, Rules): every rule of its rules file,
in file order, each judging every tile as the rules before it left the board.

  apply   writes OUT and prints &apos;NAME: N tiles changed&apos; for each rule, in order
  check   prints &apos;FILE: NAME: N tiles&apos; for each rule that would change a board,
          and exits 1 if any would; else exits 0 and prints nothing

Options:
  --rules FILE    the rules file; by default each board&apos;s own: BOARDNAME.rules.json
                  beside it, else gameboardxx-rules.json in its folder or above
  --layout NAME   read the boards in this layout: %1
  --schema FILE   read custom data with this schema, so rules can name custom.KEY
                  (by default the board&apos;s own, as for &apos;gbxx edit&apos;)
  -h, --help      show this help

A rules file that cannot be read or has a mistake (its JSON, an expression, an
operation, a value that does not fit) ends the command with exit 2 and one
&apos;error:&apos; line naming the rule and the place, before any rule runs; nothing is
written. IN may be - (standard input; give --rules) and OUT - (standard output;
the lines then go to standard error).
</source>
        <translation>Verwendung: gbxx rules apply [--rules FILE] [--layout NAME] [--schema FILE] IN OUT
            gbxx rules check [--rules FILE] [--layout NAME] [--schema FILE] FILE...

Wendet die Regeln eines Spielbretts an (docs/expressions.md, Rules): jede Regel
seiner Regeldatei in der Reihenfolge der Datei, wobei jede Regel jedes Feld so
beurteilt, wie die Regeln vor ihr das Spielbrett hinterlassen haben.

  apply   schreibt OUT und gibt für jede Regel der Reihe nach
          &apos;NAME: N tiles changed&apos; aus
  check   gibt &apos;FILE: NAME: N tiles&apos; für jede Regel aus, die ein Spielbrett
          ändern würde, und endet dann mit Status 1; sonst endet es mit Status 0
          und gibt nichts aus

Optionen:
  --rules FILE    die Regeldatei; standardmäßig die eigene jedes Spielbretts:
                  BOARDNAME.rules.json daneben, sonst gameboardxx-rules.json in
                  seinem Ordner oder darüber
  --layout NAME   die Spielbretter mit dieser Belegung lesen: %1
  --schema FILE   eigene Daten mit diesem Schema lesen, damit Regeln custom.KEY
                  nennen können (standardmäßig das eigene des Spielbretts, wie
                  bei &apos;gbxx edit&apos;)
  -h, --help      diese Hilfe anzeigen

Eine Regeldatei, die nicht gelesen werden kann oder einen Fehler enthält (im
JSON, in einem Ausdruck, einer Operation, ein Wert, der nicht passt), beendet den
Befehl mit Exit-Status 2 und einer &apos;error:&apos;-Zeile, die Regel und Stelle nennt,
bevor irgendeine Regel läuft; nichts wird geschrieben. IN darf - sein
(Standardeingabe; geben Sie --rules an) und OUT - (Standardausgabe; die Zeilen
gehen dann an die Standardfehlerausgabe).
</translation>
    </message>
    <message>
        <source>standard input has no rules file beside it; give --rules FILE</source>
        <translation>neben der Standardeingabe liegt keine Regeldatei; geben Sie --rules FILE an</translation>
    </message>
    <message>
        <source>no rules file for %1 (BOARDNAME.rules.json beside it, or gameboardxx-rules.json in its folder or above); give --rules FILE</source>
        <translation>keine Regeldatei für %1 (BOARDNAME.rules.json daneben oder gameboardxx-rules.json in seinem Ordner oder darüber); geben Sie --rules FILE an</translation>
    </message>
    <message>
        <source>%1 changed while its rules were checked</source>
        <translation>%1 hat sich geändert, während seine Regeln geprüft wurden</translation>
    </message>
    <message>
        <source>&apos;rules&apos; takes apply or check</source>
        <translation>&apos;rules&apos; erwartet apply oder check</translation>
    </message>
    <message>
        <source>&apos;rules&apos; takes apply or check, not &apos;%1&apos;</source>
        <translation>&apos;rules&apos; erwartet apply oder check, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;rules check&apos; takes one or more files</source>
        <translation>&apos;rules check&apos; erwartet eine oder mehrere Dateien</translation>
    </message>
    <message>
        <source>&apos;rules apply&apos; takes IN OUT, got %1 argument(s)</source>
        <translation>&apos;rules apply&apos; erwartet IN OUT, erhielt %1 Argument(e)</translation>
    </message>
    <message>
        <source>%1 is not a regular file; nothing was set up</source>
        <translation>%1 ist keine gewöhnliche Datei; nichts wurde eingerichtet</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>git config %1 failed: %2; the attributes were left as they are</source>
        <translation>git config %1 ist fehlgeschlagen: %2; die Attribute blieben, wie sie waren</translation>
    </message>
    <message>
        <source>git could not be started</source>
        <translation>git konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>the registry&apos;s answer names %1, not the board&apos;s own code %2</source>
        <translation>die Antwort des Verzeichnisses nennt %1, nicht den eigenen Code des Spielbretts, %2</translation>
    </message>
    <message>
        <source>No answer yet; sending the board again: try %1 of %2</source>
        <translation>Noch keine Antwort; das Spielbrett wird erneut gesendet: Versuch %1 von %2</translation>
    </message>
    <message>
        <source>Make a patch of the tiles that differ between two boards (make), apply it (apply) or print what it holds (show).</source>
        <translation>Einen Patch der Felder erstellen, die sich zwischen zwei Spielbrettern unterscheiden (make), ihn anwenden (apply) oder ausgeben, was er enthält (show).</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>%1 kann nicht geöffnet werden: keine solche Datei</translation>
    </message>
    <message>
        <source>cannot read %1 as a patch (unreadable, or larger than any patch)</source>
        <translation>%1 kann nicht als Patch gelesen werden (unlesbar oder größer als jeder Patch)</translation>
    </message>
    <message>
        <source>Write the patch that turns BASE into TARGET (boards of one size, tile size and layout) to OUT.</source>
        <translation>Den Patch, der BASE zu TARGET macht (Spielbretter gleicher Größe, Feldgröße und Belegung), nach OUT schreiben.</translation>
    </message>
    <message>
        <source>cannot make a patch: %1</source>
        <translation>Patch kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Apply PATCH to BASE and write the result to OUT (which may be BASE). A patch made for another board, or whose result is not the board it names, writes nothing and exits 1.</source>
        <translation>PATCH auf BASE anwenden und das Ergebnis nach OUT schreiben (OUT darf BASE sein). Ein Patch für ein anderes Spielbrett oder dessen Ergebnis nicht das Spielbrett ist, das er nennt, schreibt nichts und endet mit Exit-Status 1.</translation>
    </message>
    <message>
        <source>cannot apply %1: %2</source>
        <translation>%1 kann nicht angewendet werden: %2</translation>
    </message>
    <message>
        <source>Print a patch&apos;s base and result SHA-256, the tiles and runs it sets and the header and footer keys it changes, one per line.</source>
        <translation>Die SHA-256 von Basis und Ergebnis eines Patches, die Felder und Folgen, die er setzt, und die Schlüssel von Kopfteil und Fußteil, die er ändert, ausgeben, eins pro Zeile.</translation>
    </message>
    <message>
        <source>Usage: gbxx patch make BASE TARGET OUT
       gbxx patch apply BASE PATCH OUT
       gbxx patch show PATCH

Board patches: the tiles, header and footer bytes that differ between two boards, named by both boards&apos; SHA-256.
Run &apos;gbxx patch make --help&apos; (apply, show) for each one&apos;s options.
</source>
        <translation>Aufruf: gbxx patch make BASE TARGET OUT
       gbxx patch apply BASE PATCH OUT
       gbxx patch show PATCH

Patches von Spielbrettern: die Felder und die Bytes von Kopfteil und Fußteil, die sich zwischen zwei Spielbrettern unterscheiden, benannt nach der SHA-256 beider Spielbretter.
&apos;gbxx patch make --help&apos; (apply, show) zeigt die Optionen jedes Befehls.
</translation>
    </message>
    <message>
        <source>&apos;patch&apos; takes make, apply or show</source>
        <translation>&apos;patch&apos; erwartet make, apply oder show</translation>
    </message>
    <message>
        <source>unknown patch command &apos;%1&apos;; expected make, apply or show</source>
        <translation>unbekannter patch-Befehl &apos;%1&apos;; erwartet make, apply oder show</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>Print a cheapest path between two tiles or zones under a game&apos;s movement rules (climb, barriers, blacklists).</source>
        <translation>Einen günstigsten Weg zwischen zwei Feldern oder Zonen nach den Bewegungsregeln eines Spiels ausgeben (Steigen, Barrieren, Sperrlisten).</translation>
    </message>
    <message>
        <source>Print every tile a piece reaches within a budget of movement points.</source>
        <translation>Jedes Feld ausgeben, das eine Figur mit einem Budget an Bewegungspunkten erreicht.</translation>
    </message>
    <message>
        <source>Print the tiles of the line of sight between two tiles.</source>
        <translation>Die Felder der Sichtlinie zwischen zwei Feldern ausgeben.</translation>
    </message>
    <message>
        <source>Move as player P (1-4): tiles on P&apos;s blacklist cannot be entered.</source>
        <translation>Als Spieler P (1-4) ziehen: Felder auf der Sperrliste von P können nicht betreten werden.</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Move as team K (1-8): tiles with flag K of the team blacklist cannot be entered.</source>
        <translation>Als Team K (1-8) ziehen: Felder mit Flag K der Team-Sperrliste können nicht betreten werden.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>With a player: the free-for-all blacklist counts too.</source>
        <translation>Mit einem Spieler: auch die Jeder-gegen-jeden-Sperrliste gilt.</translation>
    </message>
    <message>
        <source>On square boards, step to the 8 tiles around (hex boards always have 6).</source>
        <translation>Auf quadratischen Spielbrettern auf die 8 umliegenden Felder ziehen (Sechseck-Spielbretter haben immer 6).</translation>
    </message>
    <message>
        <source>Add N (0-100) to a move&apos;s cost for every level up. Default 0.</source>
        <translation>N (0-100) je Stufe aufwärts zu den Kosten eines Zuges addieren. Standard: 0.</translation>
    </message>
    <message>
        <source>Add N (0-100) to a move&apos;s cost for every level down. Default 0.</source>
        <translation>N (0-100) je Stufe abwärts zu den Kosten eines Zuges addieren. Standard: 0.</translation>
    </message>
    <message>
        <source>Turn barriers: ignore (default), block, or cost (add 5, 10 or 15).</source>
        <translation>Zugbarrieren: ignore (Standard), block oder cost (5, 10 oder 15 addieren).</translation>
    </message>
    <message>
        <source>Currency barriers: ignore (default), block, or cost (add 3, 6 or 9).</source>
        <translation>Währungsbarrieren: ignore (Standard), block oder cost (3, 6 oder 9 addieren).</translation>
    </message>
    <message>
        <source>Piece barriers: ignore (default) or block.</source>
        <translation>Figurenbarrieren: ignore (Standard) oder block.</translation>
    </message>
    <message>
        <source>--player takes 1 to 4, not &apos;%1&apos;</source>
        <translation>--player erwartet 1 bis 4, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--team takes 1 to 8, not &apos;%1&apos;</source>
        <translation>--team erwartet 1 bis 8, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 takes 0 to %2, not &apos;%3&apos;</source>
        <translation>--%1 erwartet 0 bis %2, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <source>--%1 takes %2, not &apos;%3&apos;</source>
        <translation>--%1 erwartet %2, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <source>Read the file in this layout (spec section L): %1. Default %2.</source>
        <translation>Die Datei mit dieser Belegung lesen (Spezifikation, Abschnitt L): %1. Standard: %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile; write X,Y</source>
        <translation>&apos;%1&apos; ist kein Feld; schreiben Sie X,Y</translation>
    </message>
    <message>
        <source>%1,%2 is off the board (%3x%4 tiles)</source>
        <translation>%1,%2 liegt außerhalb des Spielbretts (%3x%4 Felder)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a tile (X,Y) nor a zone (home:P, end:P, safe:P, home:team:K)</source>
        <translation>&apos;%1&apos; ist weder ein Feld (X,Y) noch eine Zone (home:P, end:P, safe:P, home:team:K)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a player is 1 to 4</source>
        <translation>&apos;%1&apos;: ein Spieler ist 1 bis 4</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a team is 1 to 3 (A to C)</source>
        <translation>&apos;%1&apos;: ein Team ist 1 bis 3 (A bis C)</translation>
    </message>
    <message>
        <source>Print a cheapest path from FROM to TO under the movement rules: &apos;cost C&apos;, &apos;steps S&apos;, then one &apos;X,Y&apos; a line. FROM and TO are X,Y or zones: home:P, end:P, safe:P, home:team:K. Exit 1 when there is none.</source>
        <translation>Einen günstigsten Weg von FROM nach TO nach den Bewegungsregeln ausgeben: &apos;cost C&apos;, &apos;steps S&apos;, dann ein &apos;X,Y&apos; je Zeile. FROM und TO sind X,Y oder Zonen: home:P, end:P, safe:P, home:team:K. Exit-Status 1, wenn es keinen gibt.</translation>
    </message>
    <message>
        <source>The movement points to spend (0 or more); required.</source>
        <translation>Die zu verbrauchenden Bewegungspunkte (0 oder mehr); erforderlich.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Print every tile a piece on FROM reaches within --budget B under the movement rules, as &apos;X,Y C&apos; in body order (FROM at 0).</source>
        <translation>Jedes Feld, das eine Figur auf FROM mit --budget B nach den Bewegungsregeln erreicht, als &apos;X,Y C&apos; in der Reihenfolge des Körpers ausgeben (FROM mit 0).</translation>
    </message>
    <message>
        <source>&apos;reach&apos; needs --budget B</source>
        <translation>&apos;reach&apos; braucht --budget B</translation>
    </message>
    <message>
        <source>--budget takes a number of 0 or more, not &apos;%1&apos;</source>
        <translation>--budget erwartet eine Zahl ab 0, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Print the tiles of the line from A to B (X,Y each), one &apos;X,Y&apos; a line, A first: the tiles a line of sight passes (docs/movement.md).</source>
        <translation>Die Felder der Linie von A nach B (je X,Y) ausgeben, ein &apos;X,Y&apos; je Zeile, A zuerst: die Felder, die eine Sichtlinie passiert (docs/movement.md).</translation>
    </message>
    <message>
        <source>Watch a board&apos;s live session (watch), or send it a script&apos;s operations (play).</source>
        <translation>Die Live-Sitzung eines Spielbretts beobachten (watch) oder ihr die Operationen eines Skripts senden (play).</translation>
    </message>
    <message>
        <source>Watch a board&apos;s live session: each applied operation as lines &apos;SEQ X Y KEY=V …&apos;, &apos;SEQ footer KEY=TEXT&apos; or &apos;SEQ board WxL GBnn&apos;.</source>
        <translation>Die Live-Sitzung eines Spielbretts beobachten: jede angewendete Operation als Zeilen &apos;SEQ X Y KEY=V …&apos;, &apos;SEQ footer KEY=TEXT&apos; oder &apos;SEQ board WxL GBnn&apos;.</translation>
    </message>
    <message>
        <source>Stop after N operations (default: until stopped).</source>
        <translation>Nach N Operationen aufhören (Standard: bis zum Abbruch).</translation>
    </message>
    <message>
        <source>The board&apos;s code.</source>
        <translation>Der Code des Spielbretts.</translation>
    </message>
    <message>
        <source>give one board code</source>
        <translation>geben Sie genau einen Brettcode an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board code</source>
        <translation>&apos;%1&apos; ist kein Brettcode</translation>
    </message>
    <message>
        <source>--count takes a number from 1</source>
        <translation>--count erwartet eine Zahl ab 1</translation>
    </message>
    <message>
        <source>name a field and its value (KEY=V)</source>
        <translation>nennen Sie eine Eigenschaft und ihren Wert (KEY=V)</translation>
    </message>
    <message>
        <source>the tiles are not all on the %1x%2 board</source>
        <translation>nicht alle Felder liegen auf dem %1x%2-Spielbrett</translation>
    </message>
    <message>
        <source>%1 takes a number from 0 to %2</source>
        <translation>%1 erwartet eine Zahl von 0 bis %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=V with a field of this board</source>
        <translation>&apos;%1&apos; ist kein KEY=V mit einer Eigenschaft dieses Spielbretts</translation>
    </message>
    <message>
        <source>expected &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; or &apos;wait MS&apos;</source>
        <translation>erwartet &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; oder &apos;wait MS&apos;</translation>
    </message>
    <message>
        <source>Send a script&apos;s operations to a board&apos;s live session and wait until each is applied.</source>
        <translation>Die Operationen eines Skripts an die Live-Sitzung eines Spielbretts senden und warten, bis jede angewendet ist.</translation>
    </message>
    <message>
        <source>Lines &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; (the script&apos;s last operation not undone) and &apos;wait MS&apos;; # starts a comment.</source>
        <translation>Zeilen &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; (die letzte noch nicht rückgängig gemachte Operation des Skripts) und &apos;wait MS&apos;; # beginnt einen Kommentar.</translation>
    </message>
    <message>
        <source>give a board code and a script</source>
        <translation>geben Sie einen Brettcode und ein Skript an</translation>
    </message>
    <message>
        <source>the session did not answer within 30 s</source>
        <translation>die Sitzung hat nicht innerhalb von 30 s geantwortet</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1 line %2: refused: %3</source>
        <translation>%1, Zeile %2: abgelehnt: %3</translation>
    </message>
    <message>
        <source>%1 line %2: nothing of this script to undo</source>
        <translation>%1, Zeile %2: nichts von diesem Skript rückgängig zu machen</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) not applied within a minute</source>
        <translation>
            <numerusform>%n Operation nicht innerhalb einer Minute angewendet</numerusform>
            <numerusform>%n Operationen nicht innerhalb einer Minute angewendet</numerusform>
        </translation>
    </message>
    <message>
        <source>applied %1 of %2 operations; the session is at %3
</source>
        <translation>%1 von %2 Operationen angewendet; die Sitzung steht bei %3
</translation>
    </message>
    <message>
        <source>Usage: gbxx live watch CODE [--count N] [--registry URL]
       gbxx live play CODE SCRIPT [--registry URL]

A board&apos;s live session: watch prints each applied operation, play sends a script&apos;s operations.
</source>
        <translation>Verwendung: gbxx live watch CODE [--count N] [--registry URL]
            gbxx live play CODE SCRIPT [--registry URL]

Die Live-Sitzung eines Spielbretts: watch gibt jede angewendete Operation aus, play sendet die Operationen eines Skripts.
</translation>
    </message>
    <message>
        <source>say &apos;watch&apos; or &apos;play&apos;</source>
        <translation>geben Sie &apos;watch&apos; oder &apos;play&apos; an</translation>
    </message>
    <message>
        <source>unknown live command &apos;%1&apos;</source>
        <translation>unbekannter live-Befehl &apos;%1&apos;</translation>
    </message>
</context>
</TS>
