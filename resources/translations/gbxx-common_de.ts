<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>gbxx::BoardFile</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a board file</source>
        <translation>%1 ist ein Ordner, keine Spielbrettdatei</translation>
    </message>
    <message>
        <source>%1 is a block device, not a board file</source>
        <translation>%1 ist ein Blockgerät, keine Spielbrettdatei</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>zu groß</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardOutlineText</name>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>wraps</source>
        <translation>mit Umlauf</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardPicture</name>
    <message>
        <source>the picture would be %1 × %2 pixels; a PNG may have at most %3 on a side: draw it smaller, with fewer layers, or as SVG</source>
        <translation>das Bild wäre %1 × %2 Pixel groß; ein PNG darf höchstens %3 Pixel pro Seite haben: zeichnen Sie es kleiner, mit weniger Ebenen oder als SVG</translation>
    </message>
    <message>
        <source>A GameBoardXX board</source>
        <translation>Ein GameBoardXX-Spielbrett</translation>
    </message>
    <message>
        <source>the SVG could not be started</source>
        <translation>die SVG-Datei konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>the SVG could not be written</source>
        <translation>die SVG-Datei konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>not enough memory for a %1×%2 picture</source>
        <translation>nicht genug Speicher für ein Bild mit %1×%2 Pixeln</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardPrint</name>
    <message>
        <source>Untitled board</source>
        <translation>Unbenanntes Spielbrett</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Autor: %1</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Board code: %1 · version %2 · editor %3</source>
        <translation>Brettcode: %1 · Version %2 · Editor-ID %3</translation>
    </message>
    <message>
        <source>Printed at %1 mm per tile on %2 × %3 pages per layer (%4 pages in all); cut along the marks and lay the pages edge to edge.</source>
        <translation>Gedruckt mit %1 mm pro Feld auf %2 × %3 Seiten pro Ebene (insgesamt %4 Seiten); entlang der Marken schneiden und die Seiten Kante an Kante legen.</translation>
    </message>
    <message>
        <source>%1 · column %2 of %3, row %4 of %5</source>
        <translation>%1 · Spalte %2 von %3, Zeile %4 von %5</translation>
    </message>
    <message>
        <source>As the view shows it</source>
        <translation>Wie die Ansicht es zeigt</translation>
    </message>
</context>
<context>
    <name>gbxx::LayerDisplay</name>
    <message>
        <source>Fill</source>
        <translation>Füllung</translation>
    </message>
    <message>
        <source>Shading</source>
        <translation>Schattierung</translation>
    </message>
    <message>
        <source>Outlines</source>
        <translation>Umrisse</translation>
    </message>
    <message>
        <source>Hatching</source>
        <translation>Schraffur</translation>
    </message>
    <message>
        <source>Glyphs</source>
        <translation>Symbole</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Zonen</translation>
    </message>
    <message>
        <source>Blacklists</source>
        <translation>Sperrlisten</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Schranken</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene Daten</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
</context>
<context>
    <name>gbxx::LayerStyle</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>Bit %1</translation>
    </message>
</context>
<context>
    <name>gbxx::Library</name>
    <message>
        <source>the library %1 could not be read (%2); it was set aside as %3 and is built again from the files</source>
        <translation>die Bibliothek %1 konnte nicht gelesen werden (%2); sie wurde als %3 beiseitegelegt und wird aus den Dateien neu aufgebaut</translation>
    </message>
    <message>
        <source>it cannot be written (is the disk full, or the folder read-only?)</source>
        <translation>sie kann nicht geschrieben werden (ist der Datenträger voll oder der Ordner schreibgeschützt?)</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not installed</source>
        <translation>Der SQLite-Treiber von Qt (QSQLITE) ist nicht installiert</translation>
    </message>
    <message>
        <source>written by a newer version of the editor (schema %1)</source>
        <translation>von einer neueren Version des Editors geschrieben (Schema %1)</translation>
    </message>
    <message>
        <source>%1; it cannot be set aside (%2)</source>
        <translation>%1; sie kann nicht beiseitegelegt werden (%2)</translation>
    </message>
    <message>
        <source>it is not a board library: another program&apos;s database</source>
        <translation>sie ist keine Spielbrettbibliothek: die Datenbank eines anderen Programms</translation>
    </message>
    <message>
        <source>database disk image is malformed: %1</source>
        <translation>die Datenbankdatei ist beschädigt: %1</translation>
    </message>
    <message>
        <source>it is read-only and of an older schema (%1)</source>
        <translation>sie ist schreibgeschützt und hat ein älteres Schema (%1)</translation>
    </message>
</context>
<context>
    <name>gbxx::RulesFile</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1: cannot be read as a file of at most 16 MiB</source>
        <translation>%1: kann nicht als Datei von höchstens 16 MiB gelesen werden</translation>
    </message>
</context>
<context>
    <name>gbxx::SafeWrite</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>write error: %1</source>
        <translation>Schreibfehler: %1</translation>
    </message>
    <message>
        <source>no file name</source>
        <translation>kein Dateiname</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
</context>
<context>
    <name>gbxx::SchemaFile</name>
    <message>
        <source>not JSON: %1 (at byte %2)</source>
        <translation>kein JSON: %1 (bei Byte %2)</translation>
    </message>
    <message>
        <source>expected an object with &quot;schemaVersion&quot;: %1</source>
        <translation>erwartet wurde ein Objekt mit &quot;schemaVersion&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;variants&quot; names no tile size (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</source>
        <translation>&quot;variants&quot; nennt keine Feldgröße (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</translation>
    </message>
    <message>
        <source>not a tile size (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</source>
        <translation>keine Feldgröße (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</translation>
    </message>
    <message>
        <source>&quot;bits&quot; is a bit (3) or a first and last bit ([0, 3])</source>
        <translation>&quot;bits&quot; ist ein Bit (3) oder ein erstes und letztes Bit ([0, 3])</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos; (number, enum or flags)</source>
        <translation>unbekannte Art &apos;%1&apos; (number, enum oder flags)</translation>
    </message>
    <message>
        <source>each name is a text, or {&quot;name&quot;: …, &quot;colour&quot;: &quot;#rrggbb&quot;}</source>
        <translation>jeder Name ist ein Text oder {&quot;name&quot;: …, &quot;colour&quot;: &quot;#rrggbb&quot;}</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::TileLabels</name>
    <message>
        <source>No Labels</source>
        <translation>Keine Beschriftung</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>Values of the Layer</source>
        <translation>Werte der Ebene</translation>
    </message>
    <message>
        <source>Names of the Layer</source>
        <translation>Namen der Ebene</translation>
    </message>
</context>
<context>
    <name>gbxx::core</name>
    <message>
        <source>Routing</source>
        <translation>Wegführung</translation>
    </message>
    <message>
        <source>free routing</source>
        <translation>freie Wegführung</translation>
    </message>
    <message>
        <source>pathed routing</source>
        <translation>vorgegebene Wegführung</translation>
    </message>
    <message>
        <source>Height mode</source>
        <translation>Höhenmodus</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>Link groups active</source>
        <translation>Verbindungsgruppen aktiv</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the short form of &quot;not on board&quot;, written on a tile</extracomment>
        <translation>aus</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>Tile shape</source>
        <translation>Feldform</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>hexagonal</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Umlauf</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>the short form of &quot;no zone&quot;, written on a tile</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Besetzung</translation>
    </message>
    <message>
        <source>one token per tile</source>
        <translation>eine Figur pro Feld</translation>
    </message>
    <message>
        <source>one token per team per tile</source>
        <translation>eine Figur pro Team und Feld</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>benutzerdefiniert</translation>
    </message>
    <message>
        <source>Reserved (byte 7)</source>
        <translation>Reserviert (Byte 7)</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Untergrund</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <translation>Niedriges Gelände</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <translation>Mittleres Gelände</translation>
    </message>
    <message>
        <source>High Ground</source>
        <translation>Hohes Gelände</translation>
    </message>
    <message>
        <source>Boundary</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>not on board</source>
        <translation>nicht auf dem Spielbrett</translation>
    </message>
    <message>
        <source>out of bounds</source>
        <translation>außerhalb</translation>
    </message>
    <message>
        <source>trap/hazard</source>
        <translation>Falle/Gefahr</translation>
    </message>
    <message>
        <source>in bounds</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>designated zone</source>
        <translation>ausgewiesene Zone</translation>
    </message>
    <message>
        <source>Special tile</source>
        <translation>Sonderfeld</translation>
    </message>
    <message>
        <source>special tile</source>
        <translation>Sonderfeld</translation>
    </message>
    <message>
        <source>Link group</source>
        <translation>Verbindungsgruppe</translation>
    </message>
    <message>
        <source>group A</source>
        <translation>Gruppe A</translation>
    </message>
    <message>
        <source>group B</source>
        <translation>Gruppe B</translation>
    </message>
    <message>
        <source>group C</source>
        <translation>Gruppe C</translation>
    </message>
    <message>
        <source>Elevated Ground</source>
        <translation>Erhöhtes Gelände</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <translation>Über dem Gelände</translation>
    </message>
    <message>
        <source>Zone owner</source>
        <translation>Zonenbesitzer</translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>player 3</source>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>player 4</source>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>Zone kind</source>
        <translation>Zonenart</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>home</source>
        <extracomment>the short form of &quot;home zone&quot;, written on a tile</extracomment>
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
        <source>Custom data</source>
        <translation>Eigene Daten</translation>
    </message>
    <message>
        <source>Player blacklist</source>
        <translation>Spieler-Sperrliste</translation>
    </message>
    <message>
        <source>Team blacklist</source>
        <translation>Team-Sperrliste</translation>
    </message>
    <message>
        <source>team A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <source>team B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <source>team C</source>
        <translation>Team C</translation>
    </message>
    <message>
        <source>team D</source>
        <translation>Team D</translation>
    </message>
    <message>
        <source>No zone</source>
        <translation>Keine Zone</translation>
    </message>
    <message>
        <source>no zone</source>
        <translation>keine Zone</translation>
    </message>
    <message>
        <source>Zone owners</source>
        <translation>Zonenbesitzer</translation>
    </message>
    <message>
        <source>team 1</source>
        <translation>Team 1</translation>
    </message>
    <message>
        <source>team 2</source>
        <translation>Team 2</translation>
    </message>
    <message>
        <source>team 3</source>
        <translation>Team 3</translation>
    </message>
    <message>
        <source>1v1v1v1 blacklist</source>
        <translation>1v1v1v1-Sperrliste</translation>
    </message>
    <message>
        <source>1v2 team 1</source>
        <translation>1v2 Team 1</translation>
    </message>
    <message>
        <source>1v2 team 2</source>
        <translation>1v2 Team 2</translation>
    </message>
    <message>
        <source>1v3 team 1</source>
        <translation>1v3 Team 1</translation>
    </message>
    <message>
        <source>1v3 team 2</source>
        <translation>1v3 Team 2</translation>
    </message>
    <message>
        <source>2v2 team 1</source>
        <translation>2v2 Team 1</translation>
    </message>
    <message>
        <source>2v2 team 2</source>
        <translation>2v2 Team 2</translation>
    </message>
    <message>
        <source>1v1vX individuals</source>
        <translation>1v1vX Einzelspieler</translation>
    </message>
    <message>
        <source>1v1vX team</source>
        <translation>1v1vX Team</translation>
    </message>
    <message>
        <source>Home zones</source>
        <translation>Startzonen</translation>
    </message>
    <message>
        <source>End zones</source>
        <translation>Zielzonen</translation>
    </message>
    <message>
        <source>Safe zones</source>
        <translation>Schutzzonen</translation>
    </message>
    <message>
        <source>Currency barrier</source>
        <translation>Währungsschranke</translation>
    </message>
    <message>
        <source>3 currency</source>
        <translation>3 Währungseinheiten</translation>
    </message>
    <message>
        <source>6 currency</source>
        <translation>6 Währungseinheiten</translation>
    </message>
    <message>
        <source>9 currency</source>
        <translation>9 Währungseinheiten</translation>
    </message>
    <message>
        <source>Turn barrier</source>
        <translation>Zugschranke</translation>
    </message>
    <message>
        <source>5 turns</source>
        <translation>5 Züge</translation>
    </message>
    <message>
        <source>10 turns</source>
        <translation>10 Züge</translation>
    </message>
    <message>
        <source>15 turns</source>
        <translation>15 Züge</translation>
    </message>
    <message>
        <source>Piece sum barrier</source>
        <translation>Figurensummen-Schranke</translation>
    </message>
    <message>
        <source>10 pieces</source>
        <translation>10 Figuren</translation>
    </message>
    <message>
        <source>15 pieces</source>
        <translation>15 Figuren</translation>
    </message>
    <message>
        <source>20 pieces</source>
        <translation>20 Figuren</translation>
    </message>
    <message>
        <source>Tallest height only</source>
        <translation>Nur die höchste Stufe</translation>
    </message>
    <message>
        <source>Linked tiles</source>
        <translation>Verbundene Felder</translation>
    </message>
    <message>
        <source>Wrap width</source>
        <translation>Umlauf in der Breite</translation>
    </message>
    <message>
        <source>Wrap length</source>
        <translation>Umlauf in der Länge</translation>
    </message>
    <message>
        <source>For 2 players</source>
        <translation>Für 2 Spieler</translation>
    </message>
    <message>
        <source>For 3 players</source>
        <translation>Für 3 Spieler</translation>
    </message>
    <message>
        <source>For 4 players</source>
        <translation>Für 4 Spieler</translation>
    </message>
    <message>
        <source>Bonus features (byte 7)</source>
        <translation>Zusatzfunktionen (Byte 7)</translation>
    </message>
    <message>
        <source>Full 3D tiles</source>
        <translation>Volle 3D-Felder</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <translation>Niedriges bis mittleres Gelände</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <translation>Mittleres bis hohes Gelände</translation>
    </message>
    <message>
        <source>Home zone</source>
        <translation>Startzone</translation>
    </message>
    <message>
        <source>home zone</source>
        <translation>Startzone</translation>
    </message>
    <message>
        <source>Height levels</source>
        <translation>Höhenstufen</translation>
    </message>
    <message>
        <source>Team home zones</source>
        <translation>Team-Startzonen</translation>
    </message>
    <message>
        <source>Team end zones</source>
        <translation>Team-Zielzonen</translation>
    </message>
    <message>
        <source>Special zone</source>
        <translation>Sonderzone</translation>
    </message>
    <message>
        <source>zone A</source>
        <translation>Zone A</translation>
    </message>
    <message>
        <source>zone B</source>
        <translation>Zone B</translation>
    </message>
    <message>
        <source>zone C</source>
        <translation>Zone C</translation>
    </message>
    <message>
        <source>zone D</source>
        <translation>Zone D</translation>
    </message>
    <message>
        <source>zone E</source>
        <translation>Zone E</translation>
    </message>
    <message>
        <source>site A</source>
        <translation>Ort A</translation>
    </message>
    <message>
        <source>site B</source>
        <translation>Ort B</translation>
    </message>
    <message>
        <source>Special spawn</source>
        <translation>Sonder-Spawnpunkt</translation>
    </message>
    <message>
        <source>spawn A</source>
        <translation>Spawnpunkt A</translation>
    </message>
    <message>
        <source>spawn B</source>
        <translation>Spawnpunkt B</translation>
    </message>
    <message>
        <source>spawn C</source>
        <translation>Spawnpunkt C</translation>
    </message>
    <message>
        <source>King of the hill</source>
        <translation>King of the Hill</translation>
    </message>
    <message>
        <source>king of the hill</source>
        <translation>King of the Hill</translation>
    </message>
    <message>
        <source>Standard team blacklist</source>
        <translation>Standard-Team-Sperrliste</translation>
    </message>
    <message>
        <source>Board version</source>
        <translation>Spielbrettversion</translation>
    </message>
    <message>
        <source>Editor ID</source>
        <translation>Editor-ID</translation>
    </message>
    <message>
        <source>Board code</source>
        <translation>Brettcode</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Reserved (footer byte 68)</source>
        <translation>Reserviert (Fußteil-Byte 68)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>8×8 squares; home zones: the first two rows of each player; end zones: the opponent&apos;s back row; custom 1 marks the dark squares.</source>
        <translation>8×8 Felder; Startzonen: die ersten zwei Reihen jedes Spielers; Zielzonen: die Grundreihe des Gegners; der Wert 1 in den eigenen Daten markiert die dunklen Felder.</translation>
    </message>
    <message>
        <source>Reversi</source>
        <translation>Reversi</translation>
    </message>
    <message>
        <source>8×8 squares; home zones: each player&apos;s two starting discs.</source>
        <translation>8×8 Felder; Startzonen: die zwei Anfangssteine jedes Spielers.</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>19×19 points; custom 1 marks the nine star points.</source>
        <translation>19×19 Punkte; der Wert 1 in den eigenen Daten markiert die neun Sternpunkte.</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>11×11 rhombus on a hex grid, the rest not on the board; end zones: player 1 joins left and right, player 2 top and bottom.</source>
        <translation>11×11-Raute auf einem Sechseckraster, der Rest nicht auf dem Spielbrett; Zielzonen: Spieler 1 verbindet links und rechts, Spieler 2 oben und unten.</translation>
    </message>
    <message>
        <source>Star (Chinese checkers)</source>
        <translation>Stern (Sternhalma)</translation>
    </message>
    <message>
        <source>121 holes on a hex grid, the rest not on the board; custom numbers the six points; players 1-4 start on four points and head for the opposite one.</source>
        <translation>121 Löcher auf einem Sechseckraster, der Rest nicht auf dem Spielbrett; die eigenen Daten nummerieren die sechs Zacken; Spieler 1–4 beginnen auf vier Zacken und ziehen jeweils zur gegenüberliegenden.</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Schlangen und Leitern</translation>
    </message>
    <message>
        <source>10×10 track; custom numbers the squares 1-100; pathed routing; ladder feet are safe zones, snake heads are hazards.</source>
        <translation>10×10-Strecke; die eigenen Daten nummerieren die Felder 1–100; vorgegebene Wegführung; Leiterfüße sind Schutzzonen, Schlangenköpfe sind Fallen.</translation>
    </message>
    <message>
        <source>Wrapped World</source>
        <translation>Umlaufende Welt</translation>
    </message>
    <message>
        <source>24×16 squares whose east and west edges meet (width wrap), with rolling hills in value-mode height.</source>
        <translation>24×16 Felder, deren Ost- und Westrand aneinanderstoßen (Umlauf in der Breite), mit sanften Hügeln in der Höhe im Modus „Wert“.</translation>
    </message>
    <message>
        <source>not a GameBoardXX file: it starts with %1, not &quot;GB&quot;</source>
        <extracomment>read.notGameBoardXX</extracomment>
        <translation>keine GameBoardXX-Datei: sie beginnt mit %1, nicht mit &quot;GB&quot;</translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and a 128-byte footer)</source>
        <extracomment>read.tooShort</extracomment>
        <translation>
            <numerusform>die Datei ist %Ln Byte groß; eine GameBoardXX-Datei ist mindestens 137 Bytes groß (ein 8-Byte-Kopfteil, die Felder und ein 128-Byte-Fußteil)</numerusform>
            <numerusform>die Datei ist %Ln Bytes groß; eine GameBoardXX-Datei ist mindestens 137 Bytes groß (ein 8-Byte-Kopfteil, die Felder und ein 128-Byte-Fußteil)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and a 128-byte footer)</source>
        <extracomment>read.tooShortAtLeast</extracomment>
        <translation>
            <numerusform>die Datei ist mindestens %Ln Byte groß; eine GameBoardXX-Datei ist mindestens 137 Bytes groß (ein 8-Byte-Kopfteil, die Felder und ein 128-Byte-Fußteil)</numerusform>
            <numerusform>die Datei ist mindestens %Ln Bytes groß; eine GameBoardXX-Datei ist mindestens 137 Bytes groß (ein 8-Byte-Kopfteil, die Felder und ein 128-Byte-Fußteil)</numerusform>
        </translation>
    </message>
    <message>
        <source>header bytes 2-3 are %1 %2; expected the tile size &quot;08&quot;, &quot;16&quot;, &quot;32&quot; or &quot;64&quot;</source>
        <extracomment>read.badVariant</extracomment>
        <translation>die Bytes 2–3 des Kopfteils sind %1 %2; erwartet wird die Feldgröße &quot;08&quot;, &quot;16&quot;, &quot;32&quot; oder &quot;64&quot;</translation>
    </message>
    <message>
        <source>board is %1×%2; width and length must each be 1 to 255</source>
        <extracomment>read.emptySide</extracomment>
        <translation>das Spielbrett ist %1×%2 groß; Breite und Länge müssen jeweils zwischen 1 und 255 liegen</translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; a %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSize</extracomment>
        <translation>
            <numerusform>die Datei ist %Ln Byte groß; ein GB%3-Spielbrett mit %1×%2 Feldern braucht %4 Bytes</numerusform>
            <numerusform>die Datei ist %Ln Bytes groß; ein GB%3-Spielbrett mit %1×%2 Feldern braucht %4 Bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; an %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAn</extracomment>
        <translation>
            <numerusform>die Datei ist %Ln Byte groß; ein GB%3-Spielbrett mit %1×%2 Feldern braucht %4 Bytes</numerusform>
            <numerusform>die Datei ist %Ln Bytes groß; ein GB%3-Spielbrett mit %1×%2 Feldern braucht %4 Bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; a %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAtLeast</extracomment>
        <translation>
            <numerusform>die Datei ist mindestens %Ln Byte groß; ein GB%3-Spielbrett mit %1×%2 Feldern braucht %4 Bytes</numerusform>
            <numerusform>die Datei ist mindestens %Ln Bytes groß; ein GB%3-Spielbrett mit %1×%2 Feldern braucht %4 Bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; an %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAtLeastAn</extracomment>
        <translation>
            <numerusform>die Datei ist mindestens %Ln Byte groß; ein GB%3-Spielbrett mit %1×%2 Feldern braucht %4 Bytes</numerusform>
            <numerusform>die Datei ist mindestens %Ln Bytes groß; ein GB%3-Spielbrett mit %1×%2 Feldern braucht %4 Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <extracomment>read.noSuchFile</extracomment>
        <translation>%1 kann nicht geöffnet werden: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1 is a folder, not a board file</source>
        <extracomment>read.folder</extracomment>
        <translation>%1 ist ein Ordner, keine Spielbrettdatei</translation>
    </message>
    <message>
        <source>cannot read the size of %1: %2</source>
        <extracomment>read.noSize</extracomment>
        <translation>die Größe von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot open %1 for reading</source>
        <extracomment>read.cannotOpen</extracomment>
        <translation>%1 kann nicht zum Lesen geöffnet werden</translation>
    </message>
    <message>
        <source>cannot read %1: it changed while being read</source>
        <extracomment>read.changed</extracomment>
        <translation>%1 kann nicht gelesen werden: die Datei hat sich während des Lesens geändert</translation>
    </message>
    <message>
        <source>the file name ends in &quot;%1&quot; but the header says GB%2 (&quot;%3&quot;)</source>
        <extracomment>warning.extension</extracomment>
        <translation>der Dateiname endet auf &quot;%1&quot;, aber laut Kopfteil ist es GB%2 (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>width wrap on a hex board needs an even width; with width %1 the seam is not joined</source>
        <extracomment>warning.hexWrapOddWidth</extracomment>
        <translation>Umlauf in der Breite braucht auf einem Sechseck-Spielbrett eine gerade Breite; bei Breite %1 wird die Naht nicht geschlossen</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) not on the board hold data besides their boundary</source>
        <extracomment>warning.offBoardData</extracomment>
        <translation>
            <numerusform>%n Feld (bei x %1, y %2), das nicht auf dem Spielbrett liegt, enthält außer seiner Grenze weitere Daten</numerusform>
            <numerusform>%n Felder (das erste bei x %1, y %2), die nicht auf dem Spielbrett liegen, enthalten außer ihrer Grenze weitere Daten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) have a link group while link groups are off (header `%3` is 0)</source>
        <extracomment>warning.linkWhileGroupsOff</extracomment>
        <translation>
            <numerusform>%n Feld (bei x %1, y %2) hat eine Verbindungsgruppe, obwohl Verbindungsgruppen ausgeschaltet sind (`%3` im Kopfteil ist 0)</numerusform>
            <numerusform>%n Felder (das erste bei x %1, y %2) haben eine Verbindungsgruppe, obwohl Verbindungsgruppen ausgeschaltet sind (`%3` im Kopfteil ist 0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) have a `noZone` flag that contradicts their `zoneOwners`</source>
        <extracomment>warning.noZoneContradiction</extracomment>
        <translation>
            <numerusform>%n Feld (bei x %1, y %2) hat ein Flag `noZone`, das seinen `zoneOwners` widerspricht</numerusform>
            <numerusform>%n Felder (das erste bei x %1, y %2) haben ein Flag `noZone`, das ihren `zoneOwners` widerspricht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) differ from the anchor of their link group</source>
        <extracomment>warning.linkDisagrees</extracomment>
        <translation>
            <numerusform>%n Feld (bei x %1, y %2) weicht vom Anker seiner Verbindungsgruppe ab</numerusform>
            <numerusform>%n Felder (das erste bei x %1, y %2) weichen vom Anker ihrer Verbindungsgruppe ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles in bounds cannot be reached from the rest of the board (first at x %1, y %2)</source>
        <extracomment>warning.unreachable</extracomment>
        <translation>
            <numerusform>%n Feld im Spiel ist vom Rest des Spielbretts aus nicht erreichbar (bei x %1, y %2)</numerusform>
            <numerusform>%n Felder im Spiel sind vom Rest des Spielbretts aus nicht erreichbar (das erste bei x %1, y %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles have zones or blacklists for player %1, who has no home zone on this board</source>
        <extracomment>warning.playerWithoutHome</extracomment>
        <translation>
            <numerusform>%n Feld hat Zonen oder Sperrlisten für Spieler %1, der auf diesem Spielbrett keine Startzone hat</numerusform>
            <numerusform>%n Felder haben Zonen oder Sperrlisten für Spieler %1, der auf diesem Spielbrett keine Startzone hat</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has a home zone but no end zone</source>
        <extracomment>warning.noEndZone</extracomment>
        <translation>%1 hat eine Startzone, aber keine Zielzone</translation>
    </message>
    <message>
        <source>%1 has a home zone but no end zone it can reach</source>
        <extracomment>warning.noReachableEndZone</extracomment>
        <translation>%1 hat eine Startzone, aber keine erreichbare Zielzone</translation>
    </message>
    <message>
        <source>GB16 cannot store player 1 in all zone kinds: that pattern means &quot;no zone&quot; (spec T16). Choose another zone kind or player for those tiles.</source>
        <extracomment>paint.unstorableZone</extracomment>
        <translation>GB16 kann Spieler 1 nicht mit der Zonenart „alle“ speichern: dieses Muster bedeutet „keine Zone“ (Spezifikation T16). Wählen Sie für diese Felder eine andere Zonenart oder einen anderen Spieler.</translation>
    </message>
    <message>
        <source>%1 (%2) is a number, not text</source>
        <extracomment>footer.notText</extracomment>
        <translation>%1 (%2) ist eine Zahl, kein Text</translation>
    </message>
    <message>
        <source>%1 (%2): the text is not valid UTF-8</source>
        <extracomment>footer.notUtf8</extracomment>
        <translation>%1 (%2): der Text ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>%1 (%2): %3 is not a Latin-1 character</source>
        <extracomment>footer.notLatin1</extracomment>
        <translation>%1 (%2): %3 ist kein Latin-1-Zeichen</translation>
    </message>
    <message>
        <source>%1 (%2) holds at most %3 characters, not %4</source>
        <extracomment>footer.tooLong</extracomment>
        <translation>%1 (%2) fasst höchstens %3 Zeichen, nicht %4</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (a control character) cannot be stored; only printable characters</source>
        <extracomment>footer.controlCharacter</extracomment>
        <translation>%1 (%2): %3 (ein Steuerzeichen) kann nicht gespeichert werden; nur druckbare Zeichen sind erlaubt</translation>
    </message>
    <message>
        <source>the end</source>
        <extracomment>expression.theEnd</extracomment>
        <translation>das Ende</translation>
    </message>
    <message>
        <source>expected a condition, such as height &gt;= 40 at character %1</source>
        <extracomment>expression.empty</extracomment>
        <translation>eine Bedingung erwartet, etwa height &gt;= 40, bei Zeichen %1</translation>
    </message>
    <message>
        <source>unexpected %1; expected &apos;and&apos;, &apos;or&apos; or the end at character %2</source>
        <extracomment>expression.unexpected</extracomment>
        <translation>unerwartet: %1; erwartet: &apos;and&apos;, &apos;or&apos; oder das Ende, bei Zeichen %2</translation>
    </message>
    <message>
        <source>expected a number after %1, not %2 at character %3</source>
        <extracomment>expression.numberExpected</extracomment>
        <translation>nach %1 eine Zahl erwartet, nicht %2, bei Zeichen %3</translation>
    </message>
    <message>
        <source>%1 is too large at character %2</source>
        <extracomment>expression.tooLarge</extracomment>
        <translation>%1 ist zu groß, bei Zeichen %2</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at character %1, not %2 at character %3</source>
        <extracomment>expression.unclosed</extracomment>
        <translation>&apos;)&apos; erwartet, um die &apos;(&apos; bei Zeichen %1 zu schließen, nicht %2, bei Zeichen %3</translation>
    </message>
    <message>
        <source>expected a field, &apos;x&apos;, &apos;y&apos;, &apos;not&apos; or &apos;(&apos;, not %1 at character %2</source>
        <extracomment>expression.factorExpected</extracomment>
        <translation>eine Eigenschaft, &apos;x&apos;, &apos;y&apos;, &apos;not&apos; oder &apos;(&apos; erwartet, nicht %1, bei Zeichen %2</translation>
    </message>
    <message>
        <source>%1 is not a field of this board (its fields: %2) at character %3</source>
        <extracomment>expression.unknownField</extracomment>
        <translation>%1 ist keine Eigenschaft dieses Spielbretts (seine Eigenschaften: %2), bei Zeichen %3</translation>
    </message>
    <message>
        <source>expected =, !=, &lt;, &lt;=, &gt;, &gt;= after %1, not %2 at character %3</source>
        <extracomment>expression.operatorExpected</extracomment>
        <translation>nach %1 =, !=, &lt;, &lt;=, &gt;, &gt;= erwartet, nicht %2, bei Zeichen %3</translation>
    </message>
    <message>
        <source>expected =, !=, &lt;, &lt;=, &gt;, &gt;= or &apos;has&apos; after %1, not %2 at character %3</source>
        <extracomment>expression.operatorOrHasExpected</extracomment>
        <translation>nach %1 =, !=, &lt;, &lt;=, &gt;, &gt;= oder &apos;has&apos; erwartet, nicht %2, bei Zeichen %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=VALUE</source>
        <extracomment>operation.notKeyValue</extracomment>
        <translation>&apos;%1&apos; hat nicht die Form KEY=VALUE</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a field of this board (its fields: %2)</source>
        <extracomment>operation.unknownField</extracomment>
        <translation>&apos;%1&apos; ist keine Eigenschaft dieses Spielbretts (seine Eigenschaften: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a signed number for %2</source>
        <extracomment>operation.notSignedNumber</extracomment>
        <translation>&apos;%1&apos; ist keine Zahl mit Vorzeichen für %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number (decimal or 0x hexadecimal) for %2</source>
        <extracomment>operation.notNumber</extracomment>
        <translation>&apos;%1&apos; ist keine Zahl (dezimal oder 0x hexadezimal) für %2</translation>
    </message>
    <message>
        <source>%1 does not fit %2 (0 to %3)</source>
        <extracomment>operation.doesNotFit</extracomment>
        <translation>%1 passt nicht in %2 (0 bis %3)</translation>
    </message>
    <message>
        <source>%1 has no field of its own for a schema to split</source>
        <extracomment>schema.noOwnField</extracomment>
        <translation>%1 hat keine eigene Eigenschaft, die ein Schema aufteilen könnte</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;: a %2 schema splits &apos;%3&apos;</source>
        <extracomment>schema.wrongField</extracomment>
        <translation>unbekannte Eigenschaft &apos;%1&apos;: ein %2-Schema teilt &apos;%3&apos; auf</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; is not a name of letters, digits and _ (not starting with a digit)</source>
        <extracomment>schema.badKey</extracomment>
        <translation>der Schlüssel &apos;%1&apos; ist kein Name aus Buchstaben, Ziffern und _ (ohne Ziffer am Anfang)</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; is used twice</source>
        <extracomment>schema.keyTwice</extracomment>
        <translation>der Schlüssel &apos;%1&apos; kommt zweimal vor</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 is outside &apos;%3&apos; (bit %4)</source>
        <extracomment>schema.bitOutsideBit</extracomment>
        <translation>&apos;%1&apos;: Bit %2 liegt außerhalb von &apos;%3&apos; (Bit %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 is outside &apos;%3&apos; (bits %4-%5)</source>
        <extracomment>schema.bitOutsideBits</extracomment>
        <translation>&apos;%1&apos;: Bit %2 liegt außerhalb von &apos;%3&apos; (Bits %4-%5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 are outside &apos;%4&apos; (bit %5)</source>
        <extracomment>schema.bitsOutsideBit</extracomment>
        <translation>&apos;%1&apos;: Bits %2-%3 liegen außerhalb von &apos;%4&apos; (Bit %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 are outside &apos;%4&apos; (bits %5-%6)</source>
        <extracomment>schema.bitsOutsideBits</extracomment>
        <translation>&apos;%1&apos;: Bits %2-%3 liegen außerhalb von &apos;%4&apos; (Bits %5-%6)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 overlaps &apos;%3&apos; (bit %4)</source>
        <extracomment>schema.bitOverlapsBit</extracomment>
        <translation>&apos;%1&apos;: Bit %2 überschneidet sich mit &apos;%3&apos; (Bit %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 overlaps &apos;%3&apos; (bits %4-%5)</source>
        <extracomment>schema.bitOverlapsBits</extracomment>
        <translation>&apos;%1&apos;: Bit %2 überschneidet sich mit &apos;%3&apos; (Bits %4-%5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 overlap &apos;%4&apos; (bit %5)</source>
        <extracomment>schema.bitsOverlapBit</extracomment>
        <translation>&apos;%1&apos;: Bits %2-%3 überschneiden sich mit &apos;%4&apos; (Bit %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 overlap &apos;%4&apos; (bits %5-%6)</source>
        <extracomment>schema.bitsOverlapBits</extracomment>
        <translation>&apos;%1&apos;: Bits %2-%3 überschneiden sich mit &apos;%4&apos; (Bits %5-%6)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 flag names do not fit in bit %3 (at most %4)</source>
        <extracomment>schema.flagNamesInBit</extracomment>
        <translation>&apos;%1&apos;: %2 Flag-Namen passen nicht in Bit %3 (höchstens %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 flag names do not fit in bits %3-%4 (at most %5)</source>
        <extracomment>schema.flagNamesInBits</extracomment>
        <translation>&apos;%1&apos;: %2 Flag-Namen passen nicht in die Bits %3-%4 (höchstens %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 value names do not fit in bit %3 (at most %4)</source>
        <extracomment>schema.valueNamesInBit</extracomment>
        <translation>&apos;%1&apos;: %2 Wertnamen passen nicht in Bit %3 (höchstens %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 value names do not fit in bits %3-%4 (at most %5)</source>
        <extracomment>schema.valueNamesInBits</extracomment>
        <translation>&apos;%1&apos;: %2 Wertnamen passen nicht in die Bits %3-%4 (höchstens %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a number has no names (make it an enum)</source>
        <extracomment>schema.numberWithNames</extracomment>
        <translation>&apos;%1&apos;: eine Zahl hat keine Namen (machen Sie daraus eine Aufzählung)</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <comment>height</comment>
        <translation>Über dem Gelände</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <comment>heightLevels</comment>
        <translation>Über dem Gelände</translation>
    </message>
    <message>
        <source>Elevated Ground</source>
        <comment>height</comment>
        <translation>Erhöhtes Gelände</translation>
    </message>
    <message>
        <source>Elevated Ground</source>
        <comment>heightLevels</comment>
        <translation>Erhöhtes Gelände</translation>
    </message>
    <message>
        <source>High Ground</source>
        <comment>height</comment>
        <translation>Hohes Gelände</translation>
    </message>
    <message>
        <source>High Ground</source>
        <comment>heightLevels</comment>
        <translation>Hohes Gelände</translation>
    </message>
    <message>
        <source>High Ground</source>
        <comment>heightValue</comment>
        <translation>Hohes Gelände</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Mittleres bis hohes Gelände</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <comment>heightValue</comment>
        <translation>Mittleres bis hohes Gelände</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>height</comment>
        <translation>Niedriges Gelände</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>heightLevels</comment>
        <translation>Niedriges Gelände</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>heightValue</comment>
        <translation>Niedriges Gelände</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Niedriges bis mittleres Gelände</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <comment>heightValue</comment>
        <translation>Niedriges bis mittleres Gelände</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <comment>height</comment>
        <translation>Mittleres Gelände</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Mittleres Gelände</translation>
    </message>
    <message>
        <source>Underground</source>
        <comment>height</comment>
        <translation>Untergrund</translation>
    </message>
    <message>
        <source>Underground</source>
        <comment>heightLevels</comment>
        <translation>Untergrund</translation>
    </message>
    <message>
        <source>all</source>
        <comment>endZones</comment>
        <translation>alle</translation>
    </message>
    <message>
        <source>all</source>
        <comment>homeZone</comment>
        <translation>alle</translation>
    </message>
    <message>
        <source>all</source>
        <comment>homeZones</comment>
        <translation>alle</translation>
    </message>
    <message>
        <source>all</source>
        <comment>safeZones</comment>
        <translation>alle</translation>
    </message>
    <message>
        <source>all</source>
        <comment>zoneStyle</comment>
        <translation>alle</translation>
    </message>
    <message>
        <source>none</source>
        <comment>currencyBarrier</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>none</source>
        <comment>homeZone</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>none</source>
        <comment>link</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>none</source>
        <comment>pieceSumBarrier</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>none</source>
        <comment>specialSpawn</comment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>none</source>
        <comment>specialZone</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>none</source>
        <comment>turnBarrier</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>none</source>
        <comment>wrap</comment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>off</source>
        <comment>fourPlayer</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>off</source>
        <comment>full3d</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>off</source>
        <comment>grouped</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>off</source>
        <comment>linked</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>off</source>
        <comment>tallestHeightOnly</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>off</source>
        <comment>threePlayer</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>off</source>
        <comment>twoPlayer</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>off</source>
        <comment>wrapLength</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>off</source>
        <comment>wrapWidth</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>on</source>
        <comment>fourPlayer</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>on</source>
        <comment>full3d</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>on</source>
        <comment>grouped</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>on</source>
        <comment>linked</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>on</source>
        <comment>tallestHeightOnly</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>on</source>
        <comment>threePlayer</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>on</source>
        <comment>twoPlayer</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>on</source>
        <comment>wrapLength</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>on</source>
        <comment>wrapWidth</comment>
        <translation>ein</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>endZones</comment>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>ffaBlacklist</comment>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>homeZones</comment>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>playerBlacklist</comment>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>safeZones</comment>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>zoneOwner</comment>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>zoneOwners</comment>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>endZones</comment>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>ffaBlacklist</comment>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>homeZone</comment>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>homeZones</comment>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>playerBlacklist</comment>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>safeZones</comment>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>zoneOwner</comment>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>zoneOwners</comment>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>endZones</comment>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>ffaBlacklist</comment>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>homeZone</comment>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>homeZones</comment>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>playerBlacklist</comment>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>safeZones</comment>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>zoneOwner</comment>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>zoneOwners</comment>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>endZones</comment>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>ffaBlacklist</comment>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>homeZone</comment>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>homeZones</comment>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>playerBlacklist</comment>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>safeZones</comment>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>zoneOwner</comment>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>zoneOwners</comment>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>team 1</source>
        <comment>homeZone</comment>
        <translation>Team 1</translation>
    </message>
    <message>
        <source>team 1</source>
        <comment>zoneOwners</comment>
        <translation>Team 1</translation>
    </message>
    <message>
        <source>team 2</source>
        <comment>homeZone</comment>
        <translation>Team 2</translation>
    </message>
    <message>
        <source>team 2</source>
        <comment>zoneOwners</comment>
        <translation>Team 2</translation>
    </message>
    <message>
        <source>team 3</source>
        <comment>homeZone</comment>
        <translation>Team 3</translation>
    </message>
    <message>
        <source>team 3</source>
        <comment>zoneOwners</comment>
        <translation>Team 3</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>endZones</comment>
        <translation>Team A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>homeZones</comment>
        <translation>Team A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>safeZones</comment>
        <translation>Team A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>standardTeamBlacklist</comment>
        <translation>Team A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>teamEndZones</comment>
        <translation>Team A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>teamHomeZones</comment>
        <translation>Team A</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>endZones</comment>
        <translation>Team B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>homeZones</comment>
        <translation>Team B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>safeZones</comment>
        <translation>Team B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>standardTeamBlacklist</comment>
        <translation>Team B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>teamEndZones</comment>
        <translation>Team B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>teamHomeZones</comment>
        <translation>Team B</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>endZones</comment>
        <translation>Team C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>homeZones</comment>
        <translation>Team C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>safeZones</comment>
        <translation>Team C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>standardTeamBlacklist</comment>
        <translation>Team C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>teamEndZones</comment>
        <translation>Team C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>teamHomeZones</comment>
        <translation>Team C</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>standardTeamBlacklist</comment>
        <translation>Team D</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>teamEndZones</comment>
        <translation>Team D</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>teamHomeZones</comment>
        <translation>Team D</translation>
    </message>
    <message>
        <source>nested too deeply: more than %1 levels of &apos;(&apos; and &apos;not&apos; at character %2</source>
        <extracomment>expression.tooDeep</extracomment>
        <translation>zu tief verschachtelt: mehr als %1 &apos;(&apos; und &apos;not&apos; ineinander, bei Zeichen %2</translation>
    </message>
    <message>
        <source>P1</source>
        <extracomment>the short form of &quot;player 1&quot;, written on a tile</extracomment>
        <translation>S1</translation>
    </message>
    <message>
        <source>P2</source>
        <extracomment>the short form of &quot;player 2&quot;, written on a tile</extracomment>
        <translation>S2</translation>
    </message>
    <message>
        <source>P3</source>
        <extracomment>the short form of &quot;player 3&quot;, written on a tile</extracomment>
        <translation>S3</translation>
    </message>
    <message>
        <source>P4</source>
        <extracomment>the short form of &quot;player 4&quot;, written on a tile</extracomment>
        <translation>S4</translation>
    </message>
    <message>
        <source>T1</source>
        <extracomment>the short form of &quot;team 1&quot;, written on a tile</extracomment>
        <translation>T1</translation>
    </message>
    <message>
        <source>T2</source>
        <extracomment>the short form of &quot;team 2&quot;, written on a tile</extracomment>
        <translation>T2</translation>
    </message>
    <message>
        <source>T3</source>
        <extracomment>the short form of &quot;team 3&quot;, written on a tile</extracomment>
        <translation>T3</translation>
    </message>
    <message>
        <source>TA</source>
        <extracomment>the short form of &quot;team A&quot;, written on a tile</extracomment>
        <translation>TA</translation>
    </message>
    <message>
        <source>TB</source>
        <extracomment>the short form of &quot;team B&quot;, written on a tile</extracomment>
        <translation>TB</translation>
    </message>
    <message>
        <source>TC</source>
        <extracomment>the short form of &quot;team C&quot;, written on a tile</extracomment>
        <translation>TC</translation>
    </message>
    <message>
        <source>TD</source>
        <extracomment>the short form of &quot;team D&quot;, written on a tile</extracomment>
        <translation>TD</translation>
    </message>
    <message>
        <source>out</source>
        <extracomment>the short form of &quot;out of bounds&quot;, written on a tile</extracomment>
        <translation>aus</translation>
    </message>
    <message>
        <source>trap</source>
        <extracomment>the short form of &quot;trap/hazard&quot;, written on a tile</extracomment>
        <translation>Falle</translation>
    </message>
    <message>
        <source>in</source>
        <extracomment>the short form of &quot;in bounds&quot;, written on a tile</extracomment>
        <translation>im</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>the short form of &quot;group A&quot;, written on a tile</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>the short form of &quot;group B&quot;, written on a tile</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>C</source>
        <extracomment>the short form of &quot;group C&quot;, written on a tile</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>1v2 T1</source>
        <extracomment>the short form of &quot;1v2 team 1&quot;, written on a tile</extracomment>
        <translation>1v2 T1</translation>
    </message>
    <message>
        <source>1v2 T2</source>
        <extracomment>the short form of &quot;1v2 team 2&quot;, written on a tile</extracomment>
        <translation>1v2 T2</translation>
    </message>
    <message>
        <source>1v3 T1</source>
        <extracomment>the short form of &quot;1v3 team 1&quot;, written on a tile</extracomment>
        <translation>1v3 T1</translation>
    </message>
    <message>
        <source>1v3 T2</source>
        <extracomment>the short form of &quot;1v3 team 2&quot;, written on a tile</extracomment>
        <translation>1v3 T2</translation>
    </message>
    <message>
        <source>2v2 T1</source>
        <extracomment>the short form of &quot;2v2 team 1&quot;, written on a tile</extracomment>
        <translation>2v2 T1</translation>
    </message>
    <message>
        <source>2v2 T2</source>
        <extracomment>the short form of &quot;2v2 team 2&quot;, written on a tile</extracomment>
        <translation>2v2 T2</translation>
    </message>
    <message>
        <source>X ind</source>
        <extracomment>the short form of &quot;1v1vX individuals&quot;, written on a tile</extracomment>
        <translation>X einz</translation>
    </message>
    <message>
        <source>X team</source>
        <extracomment>the short form of &quot;1v1vX team&quot;, written on a tile</extracomment>
        <translation>X Team</translation>
    </message>
    <message>
        <source>UG</source>
        <extracomment>the short form of &quot;Underground&quot;, written on a tile</extracomment>
        <translation>UG</translation>
    </message>
    <message>
        <source>Low</source>
        <extracomment>the short form of &quot;Low Ground&quot;, written on a tile</extracomment>
        <translation>Niedr</translation>
    </message>
    <message>
        <source>L-Mid</source>
        <extracomment>the short form of &quot;Low-Mid Ground&quot;, written on a tile</extracomment>
        <translation>N-Mitt</translation>
    </message>
    <message>
        <source>Mid</source>
        <extracomment>the short form of &quot;Mid Ground&quot;, written on a tile</extracomment>
        <translation>Mitt</translation>
    </message>
    <message>
        <source>H-Mid</source>
        <extracomment>the short form of &quot;High-Mid Ground&quot;, written on a tile</extracomment>
        <translation>H-Mitt</translation>
    </message>
    <message>
        <source>High</source>
        <extracomment>the short form of &quot;High Ground&quot;, written on a tile</extracomment>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Elev</source>
        <extracomment>the short form of &quot;Elevated Ground&quot;, written on a tile</extracomment>
        <translation>Erh</translation>
    </message>
    <message>
        <source>Above</source>
        <extracomment>the short form of &quot;Aboveground&quot;, written on a tile</extracomment>
        <translation>Über</translation>
    </message>
    <message>
        <source>3c</source>
        <extracomment>the short form of &quot;3 currency&quot;, written on a tile</extracomment>
        <translation>3W</translation>
    </message>
    <message>
        <source>6c</source>
        <extracomment>the short form of &quot;6 currency&quot;, written on a tile</extracomment>
        <translation>6W</translation>
    </message>
    <message>
        <source>9c</source>
        <extracomment>the short form of &quot;9 currency&quot;, written on a tile</extracomment>
        <translation>9W</translation>
    </message>
    <message>
        <source>5t</source>
        <extracomment>the short form of &quot;5 turns&quot;, written on a tile</extracomment>
        <translation>5Z</translation>
    </message>
    <message>
        <source>10t</source>
        <extracomment>the short form of &quot;10 turns&quot;, written on a tile</extracomment>
        <translation>10Z</translation>
    </message>
    <message>
        <source>15t</source>
        <extracomment>the short form of &quot;15 turns&quot;, written on a tile</extracomment>
        <translation>15Z</translation>
    </message>
    <message>
        <source>10p</source>
        <extracomment>the short form of &quot;10 pieces&quot;, written on a tile</extracomment>
        <translation>10F</translation>
    </message>
    <message>
        <source>15p</source>
        <extracomment>the short form of &quot;15 pieces&quot;, written on a tile</extracomment>
        <translation>15F</translation>
    </message>
    <message>
        <source>20p</source>
        <extracomment>the short form of &quot;20 pieces&quot;, written on a tile</extracomment>
        <translation>20F</translation>
    </message>
    <message>
        <source>zone</source>
        <extracomment>the short form of &quot;designated zone&quot;, written on a tile</extracomment>
        <translation>Zone</translation>
    </message>
    <message>
        <source>spec</source>
        <extracomment>the short form of &quot;special tile&quot;, written on a tile</extracomment>
        <translation>Sond</translation>
    </message>
    <message>
        <source>KotH</source>
        <extracomment>the short form of &quot;king of the hill&quot;, written on a tile</extracomment>
        <translation>KotH</translation>
    </message>
    <message>
        <source>ZA</source>
        <extracomment>the short form of &quot;zone A&quot;, written on a tile</extracomment>
        <translation>ZA</translation>
    </message>
    <message>
        <source>ZB</source>
        <extracomment>the short form of &quot;zone B&quot;, written on a tile</extracomment>
        <translation>ZB</translation>
    </message>
    <message>
        <source>ZC</source>
        <extracomment>the short form of &quot;zone C&quot;, written on a tile</extracomment>
        <translation>ZC</translation>
    </message>
    <message>
        <source>ZD</source>
        <extracomment>the short form of &quot;zone D&quot;, written on a tile</extracomment>
        <translation>ZD</translation>
    </message>
    <message>
        <source>ZE</source>
        <extracomment>the short form of &quot;zone E&quot;, written on a tile</extracomment>
        <translation>ZE</translation>
    </message>
    <message>
        <source>SiA</source>
        <extracomment>the short form of &quot;site A&quot;, written on a tile</extracomment>
        <translation>OA</translation>
    </message>
    <message>
        <source>SiB</source>
        <extracomment>the short form of &quot;site B&quot;, written on a tile</extracomment>
        <translation>OB</translation>
    </message>
    <message>
        <source>SA</source>
        <extracomment>the short form of &quot;spawn A&quot;, written on a tile</extracomment>
        <translation>SPA</translation>
    </message>
    <message>
        <source>SB</source>
        <extracomment>the short form of &quot;spawn B&quot;, written on a tile</extracomment>
        <translation>SPB</translation>
    </message>
    <message>
        <source>SC</source>
        <extracomment>the short form of &quot;spawn C&quot;, written on a tile</extracomment>
        <translation>SPC</translation>
    </message>
    <message>
        <source>expected a number, a field, &apos;x&apos;, &apos;y&apos; or neighbours(…) after %1, not %2 at character %3</source>
        <extracomment>expression.operandExpected</extracomment>
        <translation>nach %1 eine Zahl, eine Eigenschaft, &apos;x&apos;, &apos;y&apos; oder neighbours(…) erwartet, nicht %2, bei Zeichen %3</translation>
    </message>
    <message>
        <source>expected &apos;(&apos; after %1, not %2 at character %3</source>
        <extracomment>expression.openExpected</extracomment>
        <translation>nach %1 &apos;(&apos; erwartet, nicht %2, bei Zeichen %3</translation>
    </message>
    <message>
        <source>%1 is a neighbour&apos;s field, read only inside neighbours(…) at character %2</source>
        <extracomment>expression.neighbourOutside</extracomment>
        <translation>%1 ist eine Eigenschaft eines Nachbarn und wird nur innerhalb von neighbours(…) gelesen, bei Zeichen %2</translation>
    </message>
    <message>
        <source>%1 inside neighbours(…): a neighbour&apos;s own neighbours are not counted at character %2</source>
        <extracomment>expression.neighboursInside</extracomment>
        <translation>%1 innerhalb von neighbours(…): die Nachbarn eines Nachbarn werden nicht gezählt, bei Zeichen %2</translation>
    </message>
    <message>
        <source>neighbours8 counts corner neighbours, which hex tiles do not have (neighbours counts all six) at character %1</source>
        <extracomment>expression.cornersOnHex</extracomment>
        <translation>neighbours8 zählt Eck-Nachbarn, die Sechseckfelder nicht haben (neighbours zählt alle sechs), bei Zeichen %1</translation>
    </message>
    <message>
        <source>rule %1</source>
        <extracomment>rules.rule</extracomment>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;</source>
        <extracomment>rules.namedRule</extracomment>
        <translation>Regel %1 „%2“</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;, where</source>
        <extracomment>rules.where</extracomment>
        <translation>Regel %1 „%2“, where</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;, operation %3</source>
        <extracomment>rules.operation</extracomment>
        <translation>Regel %1 „%2“, Operation %3</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <extracomment>rules.notJson</extracomment>
        <translation>kein gültiges JSON in Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep at line %2, column %3</source>
        <extracomment>rules.tooDeep</extracomment>
        <translation>mehr als %1 Stufen tief verschachtelt in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>a rules file is one JSON object, {&quot;rules&quot;: [...]}</source>
        <extracomment>rules.notObject</extracomment>
        <translation>eine Regeldatei ist ein einzelnes JSON-Objekt, {&quot;rules&quot;: [...]}</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a rules file has only &quot;rules&quot;</source>
        <extracomment>rules.unknownFileKey</extracomment>
        <translation>unbekannter Schlüssel &quot;%1&quot;; eine Regeldatei hat nur &quot;rules&quot;</translation>
    </message>
    <message>
        <source>no &quot;rules&quot;; a rules file is {&quot;rules&quot;: [...]}</source>
        <extracomment>rules.noRules</extracomment>
        <translation>&quot;rules&quot; fehlt; eine Regeldatei ist {&quot;rules&quot;: [...]}</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be a list of rules</source>
        <extracomment>rules.rulesNotList</extracomment>
        <translation>&quot;rules&quot; muss eine Liste von Regeln sein</translation>
    </message>
    <message>
        <source>a rule is an object with &quot;name&quot;, &quot;where&quot; and &quot;then&quot;</source>
        <extracomment>rules.ruleNotObject</extracomment>
        <translation>eine Regel ist ein Objekt mit &quot;name&quot;, &quot;where&quot; und &quot;then&quot;</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a rule has &quot;name&quot;, &quot;where&quot;, &quot;then&quot; and &quot;live&quot;</source>
        <extracomment>rules.unknownRuleKey</extracomment>
        <translation>unbekannter Schlüssel &quot;%1&quot;; eine Regel hat &quot;name&quot;, &quot;where&quot;, &quot;then&quot; und &quot;live&quot;</translation>
    </message>
    <message>
        <source>no &quot;%1&quot;</source>
        <extracomment>rules.missingKey</extracomment>
        <translation>&quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a text</source>
        <extracomment>rules.notText</extracomment>
        <translation>&quot;%1&quot; muss ein Text sein</translation>
    </message>
    <message>
        <source>&quot;name&quot; is empty</source>
        <extracomment>rules.emptyName</extracomment>
        <translation>&quot;name&quot; ist leer</translation>
    </message>
    <message>
        <source>&quot;name&quot; holds a control character</source>
        <extracomment>rules.controlInName</extracomment>
        <translation>&quot;name&quot; enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>&quot;then&quot; must be a list of operations, such as [&quot;set boundary=1&quot;]</source>
        <extracomment>rules.thenNotList</extracomment>
        <translation>&quot;then&quot; muss eine Liste von Operationen sein, etwa [&quot;set boundary=1&quot;]</translation>
    </message>
    <message>
        <source>&quot;then&quot; has no operation</source>
        <extracomment>rules.thenEmpty</extracomment>
        <translation>&quot;then&quot; enthält keine Operation</translation>
    </message>
    <message>
        <source>&quot;live&quot; must be true or false</source>
        <extracomment>rules.liveNotBoolean</extracomment>
        <translation>&quot;live&quot; muss true oder false sein</translation>
    </message>
    <message>
        <source>an operation is a text, such as &quot;set boundary=1&quot;</source>
        <extracomment>rules.operationNotText</extracomment>
        <translation>eine Operation ist ein Text, etwa &quot;set boundary=1&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operation: set, add, flags-on or flags-off, then KEY=VALUE</source>
        <extracomment>rules.unknownOperation</extracomment>
        <translation>&apos;%1&apos; ist keine Operation: set, add, flags-on oder flags-off, dann KEY=VALUE</translation>
    </message>
    <message>
        <source>%1 is %2 tiles, BASE is %3: the three boards must have one size</source>
        <extracomment>merge.size</extracomment>
        <translation>%1 hat %2 Felder, BASE hat %3: die drei Spielbretter müssen gleich groß sein</translation>
    </message>
    <message>
        <source>%1 is %2, BASE is %3: the three boards must have one tile size</source>
        <extracomment>merge.tileSize</extracomment>
        <translation>%1 ist %2, BASE ist %3: die drei Spielbretter müssen dieselbe Feldgröße haben</translation>
    </message>
    <message>
        <source>%1 is in layout %2, BASE in %3: the three boards must have one layout</source>
        <extracomment>merge.layout</extracomment>
        <translation>%1 hat die Belegung %2, BASE %3: die drei Spielbretter müssen dieselbe Belegung haben</translation>
    </message>
    <message>
        <source>TARGET is %1 tiles, BASE is %2: a patch needs two boards of one size</source>
        <extracomment>patch.size</extracomment>
        <translation>TARGET hat %1 Felder, BASE hat %2: ein Patch braucht zwei gleich große Spielbretter</translation>
    </message>
    <message>
        <source>TARGET is %1, BASE is %2: a patch needs two boards of one tile size</source>
        <extracomment>patch.tileSize</extracomment>
        <translation>TARGET ist %1, BASE ist %2: ein Patch braucht zwei Spielbretter gleicher Feldgröße</translation>
    </message>
    <message>
        <source>TARGET is in layout %1, BASE in %2: a patch needs two boards of one layout</source>
        <extracomment>patch.layout</extracomment>
        <translation>TARGET hat die Belegung %1, BASE %2: ein Patch braucht zwei Spielbretter gleicher Belegung</translation>
    </message>
    <message>
        <source>not a board patch: it starts with %1, not &quot;GBXP&quot;</source>
        <extracomment>patch.notPatch</extracomment>
        <translation>kein Patch eines Spielbretts: er beginnt mit %1, nicht mit &quot;GBXP&quot;</translation>
    </message>
    <message>
        <source>patch format version %1; this program reads version 1</source>
        <extracomment>patch.version</extracomment>
        <translation>Patch-Formatversion %1; dieses Programm liest Version 1</translation>
    </message>
    <message>
        <source>the patch is cut short: it ends after %1 bytes</source>
        <extracomment>patch.truncated</extracomment>
        <translation>der Patch ist abgeschnitten: er endet nach %1 Bytes</translation>
    </message>
    <message>
        <source>the patch is damaged: a %1x%2 board of %3-byte tiles is no board</source>
        <extracomment>patch.badShape</extracomment>
        <translation>der Patch ist beschädigt: ein %1x%2-Spielbrett mit Feldern zu %3 Bytes ist kein Spielbrett</translation>
    </message>
    <message>
        <source>the patch is damaged: unknown flags %1 at byte %2</source>
        <extracomment>patch.badFlags</extracomment>
        <translation>der Patch ist beschädigt: unbekannte Flags %1 bei Byte %2</translation>
    </message>
    <message>
        <source>the patch is damaged: the number at byte %1 is too large</source>
        <extracomment>patch.badNumber</extracomment>
        <translation>der Patch ist beschädigt: die Zahl bei Byte %1 ist zu groß</translation>
    </message>
    <message>
        <source>the patch is damaged: its run at byte %1 goes past the board&apos;s %2 tiles</source>
        <extracomment>patch.pastEnd</extracomment>
        <translation>der Patch ist beschädigt: seine Folge bei Byte %1 reicht über die %2 Felder des Spielbretts hinaus</translation>
    </message>
    <message>
        <source>the patch is damaged: its footer change at byte %1 goes past the footer&apos;s %2 bytes</source>
        <extracomment>patch.footerPastEnd</extracomment>
        <translation>der Patch ist beschädigt: seine Änderung des Fußteils bei Byte %1 reicht über die %2 Bytes des Fußteils hinaus</translation>
    </message>
    <message>
        <source>the patch is damaged: %1 more bytes follow its last run</source>
        <extracomment>patch.trailing</extracomment>
        <translation>der Patch ist beschädigt: nach seiner letzten Folge kommen noch %1 Bytes</translation>
    </message>
    <message>
        <source>the patch is for a %1x%2 GB%3 board; this board is %4 %5</source>
        <extracomment>patch.otherShape</extracomment>
        <translation>der Patch ist für ein %1x%2-Spielbrett GB%3; dieses Spielbrett ist %4 %5</translation>
    </message>
    <message>
        <source>the patch is for the board with SHA-256 %1; this board&apos;s is %2</source>
        <extracomment>patch.wrongBase</extracomment>
        <translation>der Patch ist für das Spielbrett mit SHA-256 %1; dieses Spielbrett hat %2</translation>
    </message>
    <message>
        <source>the patched board&apos;s SHA-256 is %1, not %2 as the patch says</source>
        <extracomment>patch.wrongResult</extracomment>
        <translation>die SHA-256 des gepatchten Spielbretts ist %1, nicht %2, wie der Patch sagt</translation>
    </message>
</context>
<context>
    <name>gbxx::live_client::LiveConnection</name>
    <message>
        <source>the server&apos;s board does not read</source>
        <translation>das Spielbrett des Servers ist nicht lesbar</translation>
    </message>
</context>
</TS>
