<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>QObject</name>
    <message>
        <source>GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;All files (*)</source>
        <translation>GameBoardXX-Spielbretter (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>missing: the file is no longer there</source>
        <translation>fehlt: die Datei ist nicht mehr vorhanden</translation>
    </message>
    <message>
        <source> · layout %1</source>
        <translation> · Belegung %1</translation>
    </message>
</context>
<context>
    <name>gbxx::BalancePanel</name>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Safe</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <source>Home → end</source>
        <translation>Start → Ziel</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>no path</source>
        <translation>kein Weg</translation>
    </message>
    <message>
        <source>Differs between the players the board is built for</source>
        <translation>Unterscheidet sich zwischen den Spielern, für die das Spielbrett gedacht ist</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Ausgewogenheit</translation>
    </message>
    <message>
        <source>Per player and team: zone sizes and the cheapest way from home to end</source>
        <translation>Je Spieler und Team: Zonengrößen und der günstigste Weg vom Start zum Ziel</translation>
    </message>
    <message numerus="yes">
        <source>cost %1 (%n step(s))</source>
        <translation>
            <numerusform>Kosten %1 (%n Schritt)</numerusform>
            <numerusform>Kosten %1 (%n Schritte)</numerusform>
        </translation>
    </message>
    <message>
        <source>climb %1</source>
        <translation>Steigen %1</translation>
    </message>
    <message>
        <source>descend %1</source>
        <translation>Absteigen %1</translation>
    </message>
    <message>
        <source>diagonal steps</source>
        <translation>diagonale Schritte</translation>
    </message>
    <message>
        <source>turn barriers block</source>
        <translation>Zugbarrieren sperren</translation>
    </message>
    <message>
        <source>turn barriers cost</source>
        <translation>Zugbarrieren kosten</translation>
    </message>
    <message>
        <source>currency barriers block</source>
        <translation>Währungsbarrieren sperren</translation>
    </message>
    <message>
        <source>currency barriers cost</source>
        <translation>Währungsbarrieren kosten</translation>
    </message>
    <message>
        <source>piece barriers block</source>
        <translation>Figurenbarrieren sperren</translation>
    </message>
    <message>
        <source>Movement rules: every step costs 1</source>
        <translation>Bewegungsregeln: jeder Schritt kostet 1</translation>
    </message>
    <message>
        <source>Movement rules: %1</source>
        <translation>Bewegungsregeln: %1</translation>
    </message>
    <message>
        <source>Shows or hides the movement rules the home-to-end costs are measured by</source>
        <translation>Zeigt oder verbirgt die Bewegungsregeln, nach denen die Kosten vom Start zum Ziel gemessen werden</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardComparison</name>
    <message>
        <source>this board is read in layout %1: it can be compared only with boards of that layout and tile size (Board ▸ Convert This Board To brings it to today&apos;s layout)</source>
        <translation>dieses Spielbrett wurde mit der Belegung %1 gelesen: es lässt sich nur mit Spielbrettern dieser Belegung und Feldgröße vergleichen (Spielbrett ▸ Spielbrett umwandeln in bringt es auf die heutige Belegung)</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardDocument</name>
    <message>
        <source>Untitled %1</source>
        <translation>Unbenannt %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>The board has no rules to apply.</source>
        <translation>Das Spielbrett hat keine Regeln, die angewendet werden könnten.</translation>
    </message>
    <message>
        <source>The board has no rule %1.</source>
        <translation>Das Spielbrett hat keine Regel %1.</translation>
    </message>
    <message>
        <source>“%1” changes %2, which is locked: unlock it in the Layers panel to apply the rule.</source>
        <translation>„%1“ ändert %2, das gesperrt ist: heben Sie die Sperre im Bereich „Ebenen“ auf, um die Regel anzuwenden.</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardView</name>
    <message numerus="yes">
        <source>Left out %n tile(s) that fell off the board</source>
        <translation>
            <numerusform>%n Feld ausgelassen, das außerhalb des Spielbretts lag</numerusform>
            <numerusform>%n Felder ausgelassen, die außerhalb des Spielbretts lagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicate selection</source>
        <translation>Auswahl duplizieren</translation>
    </message>
    <message>
        <source>Move selection</source>
        <translation>Auswahl verschieben</translation>
    </message>
    <message>
        <source>This stamp is for boards of another tile size or layout.</source>
        <translation>Dieser Stempel ist für Spielbretter mit einer anderen Feldgröße oder Belegung.</translation>
    </message>
    <message>
        <source>Stamp “%1”</source>
        <translation>Stempel „%1“</translation>
    </message>
    <message>
        <source>Tile %1, %2: %3</source>
        <translation>Feld %1, %2: %3</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Arrow keys move the tile cursor, Enter applies the tool, Shift+arrows select</source>
        <translation>Pfeiltasten bewegen den Feldcursor, Enter wendet das Werkzeug an, Shift+Pfeiltasten wählen aus</translation>
    </message>
    <message>
        <source>Tile %1, %2</source>
        <translation>Feld %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will land outside where the selection was</source>
        <translation>
            <numerusform>%n Feld landet außerhalb der Stelle, an der die Auswahl war</numerusform>
            <numerusform>%n Felder landen außerhalb der Stelle, an der die Auswahl war</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) would fall off the board</source>
        <translation>
            <numerusform>%n Feld würde vom Spielbrett fallen</numerusform>
            <numerusform>%n Felder würden vom Spielbrett fallen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::ChangesPanel</name>
    <message>
        <source>Take</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Take the other board&apos;s value</source>
        <translation>Den Wert des anderen Spielbretts übernehmen</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>What differs from the other board, by field; Esc leaves compare mode</source>
        <translation>Was sich vom anderen Spielbrett unterscheidet, nach Eigenschaft; Esc beendet den Vergleichsmodus</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Not comparing. Compare With… shows what differs from another board file, the saved version or a registry revision.</source>
        <translation>Kein Vergleich aktiv. „Vergleichen mit…“ zeigt, was sich von einer anderen Spielbrettdatei, der gespeicherten Version oder einer Revision aus dem Verzeichnis unterscheidet.</translation>
    </message>
    <message>
        <source>Compared with %1.</source>
        <translation>Verglichen mit %1.</translation>
    </message>
    <message>
        <source>The boards hold the same values.</source>
        <translation>Die Spielbretter enthalten dieselben Werte.</translation>
    </message>
    <message>
        <source>%1 (layout %2)</source>
        <translation>%1 (Belegung %2)</translation>
    </message>
    <message>
        <source>The other board is %1: compared as this %2 board holds it.</source>
        <translation>Das andere Spielbrett ist %1: verglichen so, wie dieses %2-Spielbrett es speichern kann.</translation>
    </message>
    <message>
        <source>The other board is %1: compared as this %2 board holds it, which loses %3.</source>
        <translation>Das andere Spielbrett ist %1: verglichen so, wie dieses %2-Spielbrett es speichern kann, wobei %3 verloren geht.</translation>
    </message>
    <message>
        <source>Board ▸ Resize changes the board&apos;s size</source>
        <translation>Spielbrett ▸ Größe ändern ändert die Größe des Spielbretts</translation>
    </message>
    <message>
        <source>Take every header key the other board has</source>
        <translation>Alle Kopfteil-Schlüssel des anderen Spielbretts übernehmen</translation>
    </message>
    <message>
        <source>Take the other board&apos;s value of this key</source>
        <translation>Den Wert dieses Schlüssels vom anderen Spielbrett übernehmen</translation>
    </message>
    <message>
        <source>Take every footer key the other board has</source>
        <translation>Alle Fußteil-Schlüssel des anderen Spielbretts übernehmen</translation>
    </message>
    <message>
        <source>Take the other board&apos;s %1 on every tile that differs</source>
        <translation>%1 des anderen Spielbretts auf jedem abweichenden Feld übernehmen</translation>
    </message>
    <message>
        <source>Take the other board&apos;s %1 on this tile</source>
        <translation>%1 des anderen Spielbretts auf diesem Feld übernehmen</translation>
    </message>
    <message>
        <source>Choose a row to take the other board&apos;s value</source>
        <translation>Eine Zeile wählen, um den Wert des anderen Spielbretts zu übernehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) differ.</source>
        <translation>
            <numerusform>%n Feld unterscheidet sich.</numerusform>
            <numerusform>%n Felder unterscheiden sich.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::CommandPalette</name>
    <message>
        <source>Search actions</source>
        <translation>Aktionen suchen</translation>
    </message>
    <message>
        <source>Type to find an action, a layer or a preference</source>
        <translation>Tippen, um eine Aktion, eine Ebene oder eine Einstellung zu finden</translation>
    </message>
    <message>
        <source>Matching actions</source>
        <translation>Passende Aktionen</translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>“%1” cannot run now: %2</source>
        <translation>„%1“ geht gerade nicht: %2</translation>
    </message>
    <message>
        <source>needs an open board</source>
        <translation>braucht ein offenes Spielbrett</translation>
    </message>
    <message>
        <source>not available now</source>
        <translation>gerade nicht verfügbar</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 zeigen</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>%1 ausblenden</translation>
    </message>
    <message>
        <source>Solo %1</source>
        <translation>Nur %1 zeigen (Solo)</translation>
    </message>
    <message>
        <source>Preferences: %1</source>
        <translation>Einstellungen: %1</translation>
    </message>
    <message>
        <source>New from Template: %1</source>
        <translation>Neu aus Vorlage: %1</translation>
    </message>
    <message>
        <source>shown already</source>
        <translation>schon gezeigt</translation>
    </message>
    <message>
        <source>hidden already</source>
        <translation>schon ausgeblendet</translation>
    </message>
    <message>
        <source>Make %1 the Active Layer</source>
        <translation>%1 zur aktiven Ebene machen</translation>
    </message>
    <message>
        <source>the active layer already</source>
        <translation>schon die aktive Ebene</translation>
    </message>
</context>
<context>
    <name>gbxx::CompareDialog</name>
    <message>
        <source>Another board &amp;file</source>
        <translation>Andere Spielbrett&amp;datei</translation>
    </message>
    <message>
        <source>A &amp;registry revision</source>
        <translation>&amp;Revision aus dem Verzeichnis</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>D&amp;urchsuchen…</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Compare %1 with:</source>
        <translation>%1 vergleichen mit:</translation>
    </message>
    <message>
        <source>Compare with what the board&apos;s file holds now</source>
        <translation>Mit dem vergleichen, was die Datei des Spielbretts jetzt enthält</translation>
    </message>
    <message>
        <source>Compare with another board file, of any tile size</source>
        <translation>Mit einer anderen Spielbrettdatei beliebiger Feldgröße vergleichen</translation>
    </message>
    <message>
        <source>Compare with a revision from the board registry</source>
        <translation>Mit einer Revision aus dem Brettverzeichnis vergleichen</translation>
    </message>
    <message>
        <source>Choose the board file</source>
        <translation>Die Spielbrettdatei wählen</translation>
    </message>
    <message>
        <source>The &amp;saved version: what changed since %1 was saved</source>
        <translation>Die &amp;gespeicherte Version: was sich seit dem Speichern von %1 geändert hat</translation>
    </message>
    <message>
        <source>The &amp;saved version (this board is not saved in a file yet)</source>
        <translation>Die &amp;gespeicherte Version (dieses Spielbrett ist noch in keiner Datei gespeichert)</translation>
    </message>
    <message>
        <source>A .gb08, .gb16, .gb32 or .gb64 file</source>
        <translation>Eine .gb08-, .gb16-, .gb32- oder .gb64-Datei</translation>
    </message>
    <message>
        <source>Board file</source>
        <translation>Spielbrettdatei</translation>
    </message>
    <message>
        <source>Registry code</source>
        <translation>Verzeichniscode</translation>
    </message>
    <message>
        <source>The board&apos;s code as the registry gave it; @N compares with revision N</source>
        <translation>Der Code des Spielbretts, wie ihn das Verzeichnis vergeben hat; @N vergleicht mit Revision N</translation>
    </message>
    <message>
        <source>Fetching</source>
        <translation>Abrufen</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Show what differs, on the board and in the Changes panel</source>
        <translation>Zeigen, was sich unterscheidet, auf dem Spielbrett und im Bereich „Änderungen“</translation>
    </message>
    <message>
        <source>Fi&amp;le:</source>
        <translation>Dat&amp;ei:</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>C&amp;ode:</translation>
    </message>
    <message>
        <source>CODE@REVISION, or the code alone for the latest</source>
        <translation>CODE@REVISION oder nur der Code für die neueste</translation>
    </message>
    <message>
        <source>Compare With Board</source>
        <translation>Mit Spielbrett vergleichen</translation>
    </message>
    <message>
        <source>GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64);;All files (*)</source>
        <translation>GameBoardXX-Spielbretter (*.gb08 *.gb16 *.gb32 *.gb64);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Fetching revision %1 of %2 from %3…</source>
        <translation>Revision %1 von %2 wird von %3 abgerufen…</translation>
    </message>
    <message>
        <source>Fetching %1 from %2…</source>
        <translation>%1 wird von %2 abgerufen…</translation>
    </message>
    <message>
        <source>Not fetched: %1</source>
        <translation>Nicht abgerufen: %1</translation>
    </message>
    <message>
        <source>%1 is not a board this editor reads: %2</source>
        <translation>%1 ist kein Spielbrett, das dieser Editor liest: %2</translation>
    </message>
    <message>
        <source>Fetching cancelled</source>
        <translation>Abrufen abgebrochen</translation>
    </message>
</context>
<context>
    <name>gbxx::ConditionBuilder</name>
    <message>
        <source>Corners &amp;too</source>
        <translation>Mit E&amp;cken</translation>
    </message>
    <message>
        <source>the tile&apos;s</source>
        <translation>beim Feld selbst</translation>
    </message>
    <message>
        <source>at least one neighbour&apos;s</source>
        <translation>bei mindestens einem Nachbarn</translation>
    </message>
    <message>
        <source>no neighbour&apos;s</source>
        <translation>bei keinem Nachbarn</translation>
    </message>
    <message>
        <source>every neighbour&apos;s</source>
        <translation>bei jedem Nachbarn</translation>
    </message>
    <message>
        <source>at least this many neighbours&apos;:</source>
        <translation>bei mindestens so vielen Nachbarn:</translation>
    </message>
    <message>
        <source>Whose field</source>
        <translation>Wessen Eigenschaft</translation>
    </message>
    <message>
        <source>Test the tile&apos;s own field, or count its neighbours whose field passes (six on hex boards, four on square ones, across wrapped edges)</source>
        <translation>Die eigene Eigenschaft des Felds prüfen oder seine Nachbarn zählen, deren Eigenschaft die Prüfung besteht (sechs auf Sechseck-Spielbrettern, vier auf Quadrat-Spielbrettern, auch über umlaufende Ränder)</translation>
    </message>
    <message>
        <source>How many neighbours</source>
        <translation>Wie viele Nachbarn</translation>
    </message>
    <message>
        <source>The fewest neighbours whose field must pass</source>
        <translation>Die Mindestzahl der Nachbarn, deren Eigenschaft die Prüfung bestehen muss</translation>
    </message>
    <message>
        <source>Count a square tile&apos;s four corner neighbours as well (neighbours8)</source>
        <translation>Auch die vier Eck-Nachbarn eines Quadratfelds zählen (neighbours8)</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Verglichen mit</translation>
    </message>
    <message>
        <source>Compare the neighbour&apos;s field with a value, or with the tile&apos;s own field plus or minus a number</source>
        <translation>Die Eigenschaft des Nachbarn mit einem Wert vergleichen oder mit der des Feldes selbst, plus oder minus einer Zahl</translation>
    </message>
    <message>
        <source>the value</source>
        <translation>dem Wert</translation>
    </message>
    <message>
        <source>the tile&apos;s own %1 +</source>
        <translation>%1 des Feldes selbst +</translation>
    </message>
    <message>
        <source>the tile&apos;s own %1 −</source>
        <translation>%1 des Feldes selbst −</translation>
    </message>
</context>
<context>
    <name>gbxx::DialogButtons</name>
    <message>
        <source>Apply the choices and close</source>
        <translation>Die Auswahl übernehmen und schließen</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Schließen, ohne etwas zu ändern</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Dieses Fenster schließen</translation>
    </message>
    <message>
        <source>Apply the choices</source>
        <translation>Die Auswahl übernehmen</translation>
    </message>
    <message>
        <source>Save the changes</source>
        <translation>Die Änderungen speichern</translation>
    </message>
    <message>
        <source>Close and lose the changes</source>
        <translation>Schließen und die Änderungen verwerfen</translation>
    </message>
</context>
<context>
    <name>gbxx::DifferenceTexts</name>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>%1 the same now</source>
        <comment>a tile</comment>
        <translation>%1 jetzt gleich</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <comment>a tile, this board&apos;s value, the other&apos;s</comment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>The boards are compared where both have tiles; the tiles only this board has are hatched</source>
        <translation>Die Spielbretter werden dort verglichen, wo beide Felder haben; die Felder, die nur dieses Spielbrett hat, sind schraffiert</translation>
    </message>
    <message>
        <source>(%1, %2): %3 has no such tile</source>
        <translation>(%1, %2): %3 hat dieses Feld nicht</translation>
    </message>
    <message>
        <source>Tile (%1, %2), this board → %3:
%4</source>
        <translation>Feld (%1, %2), dieses Spielbrett → %3:
%4</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <comment>a name, this board&apos;s value, the other&apos;s</comment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no flag set</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>the saved version of %1</source>
        <translation>die gespeicherte Version von %1</translation>
    </message>
    <message>
        <source>%1 from the registry</source>
        <translation>%1 aus dem Verzeichnis</translation>
    </message>
    <message numerus="yes">
        <source>Header: %n key(s)</source>
        <translation>
            <numerusform>Kopfteil: %n Schlüssel</numerusform>
            <numerusform>Kopfteil: %n Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Footer: %n key(s)</source>
        <translation>
            <numerusform>Fußteil: %n Schlüssel</numerusform>
            <numerusform>Fußteil: %n Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n Feld</numerusform>
            <numerusform>%1: %n Felder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::DocumentScriptRun</name>
    <message>
        <source>Script: %1</source>
        <translation>Skript: %1</translation>
    </message>
</context>
<context>
    <name>gbxx::ExportDialog</name>
    <message>
        <source>%1 (header)</source>
        <translation>%1 (Kopfteil)</translation>
    </message>
    <message>
        <source>&amp;Highlight These Tiles</source>
        <translation>Diese Felder &amp;hervorheben</translation>
    </message>
    <message>
        <source>%1 (layout %2)</source>
        <translation>%1 (Belegung %2)</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Als %1 exportieren</translation>
    </message>
    <message>
        <source>Convert to %1</source>
        <translation>In %1 umwandeln</translation>
    </message>
    <message>
        <source>Paste %1 Tiles into %2</source>
        <translation>Felder aus %1 in %2 einfügen</translation>
    </message>
    <message>
        <source>copied tiles</source>
        <translation>kopierte Felder</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lossless.&lt;/b&gt; Every tile of these %1 %2 keeps its meaning in %3.</source>
        <translation>&lt;b&gt;Verlustfrei.&lt;/b&gt; Jedes Feld behält in %3 seine Bedeutung (Quelle: %2, %1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Some data cannot be stored in %1.&lt;/b&gt; Read back, these fields differ from the %2 %3 on the tiles counted below.</source>
        <translation>&lt;b&gt;Einige Daten lassen sich in %1 nicht speichern.&lt;/b&gt; Zurückgelesen weichen diese Eigenschaften auf den unten gezählten Feldern von der Quelle ab (%3, %2).</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Tiles affected</source>
        <translation>Betroffene Felder</translation>
    </message>
    <message>
        <source>header flag lost</source>
        <translation>Kopfteil-Flag geht verloren</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>&amp;Convert</source>
        <translation>&amp;Umwandeln</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Data lost</source>
        <translation>Verlorene Daten</translation>
    </message>
    <message>
        <source>Each field that reads back differently in %1, with the tiles affected</source>
        <translation>Jede Eigenschaft, die in %1 zurückgelesen anders ausfällt, mit den betroffenen Feldern</translation>
    </message>
    <message>
        <source>Mark on the board the tiles of the chosen rows, or of every row when none is chosen</source>
        <translation>Die Felder der ausgewählten Zeilen auf dem Spielbrett hervorheben, ohne Auswahl die Felder aller Zeilen</translation>
    </message>
    <message>
        <source>Choose a file and write a %1 copy of the board to it</source>
        <translation>Eine Datei wählen und eine %1-Kopie des Spielbretts hineinschreiben</translation>
    </message>
    <message>
        <source>Make this board a %1 board</source>
        <translation>Dieses Spielbrett in ein %1-Spielbrett umwandeln</translation>
    </message>
    <message>
        <source>Paste the copied tiles, converted to %1</source>
        <translation>Die kopierten Felder in %1 umgewandelt einfügen</translation>
    </message>
</context>
<context>
    <name>gbxx::FieldChoiceDialog</name>
    <message>
        <source>Fields Carried</source>
        <translation>Übernommene Eigenschaften</translation>
    </message>
    <message>
        <source>Copy, cut, delete and move carry these fields of the selected tiles; a paste leaves the others as they are.</source>
        <translation>Kopieren, Ausschneiden, Löschen und Verschieben übernehmen diese Eigenschaften der ausgewählten Felder; beim Einfügen bleiben die übrigen unverändert.</translation>
    </message>
    <message>
        <source>Fields carried</source>
        <translation>Übernommene Eigenschaften</translation>
    </message>
    <message>
        <source>Check each field that copy, cut, delete and move carry</source>
        <translation>Jede Eigenschaft anhaken, die Kopieren, Ausschneiden, Löschen und Verschieben übernehmen sollen</translation>
    </message>
</context>
<context>
    <name>gbxx::FieldEditor</name>
    <message>
        <source>Bit %1</source>
        <translation>Bit %1</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: whether %2 is set on the chosen tiles</source>
        <translation>%1: ob %2 bei den ausgewählten Feldern gesetzt ist</translation>
    </message>
    <message>
        <source>The %1 of the chosen tiles</source>
        <translation>%1 der ausgewählten Felder</translation>
    </message>
</context>
<context>
    <name>gbxx::GoToTileDialog</name>
    <message>
        <source>Go to Tile</source>
        <translation>Gehe zu Feld</translation>
    </message>
    <message>
        <source>Column and row</source>
        <translation>Spalte und Zeile</translation>
    </message>
    <message>
        <source>Axial (q, r)</source>
        <translation>Axial (q, r)</translation>
    </message>
    <message>
        <source>Cube (q, r, s)</source>
        <translation>Würfel (q, r, s)</translation>
    </message>
    <message>
        <source>&amp;Coordinates:</source>
        <translation>&amp;Koordinaten:</translation>
    </message>
    <message>
        <source>C&amp;olumn:</source>
        <translation>S&amp;palte:</translation>
    </message>
    <message>
        <source>&amp;q:</source>
        <translation>&amp;q:</translation>
    </message>
    <message>
        <source>&amp;Row:</source>
        <translation>&amp;Zeile:</translation>
    </message>
    <message>
        <source>&amp;r:</source>
        <translation>&amp;r:</translation>
    </message>
    <message>
        <source>&amp;s:</source>
        <translation>&amp;s:</translation>
    </message>
    <message>
        <source>q + r + s must be 0: s is %1 for these q and r.</source>
        <translation>q + r + s muss 0 sein: s ist %1 für diese q und r.</translation>
    </message>
    <message>
        <source>Column %1, row %2 is off the board: columns 0–%3, rows 0–%4.</source>
        <translation>Spalte %1, Zeile %2 liegt außerhalb des Spielbretts: Spalten 0–%3, Zeilen 0–%4.</translation>
    </message>
    <message>
        <source>Column %1, row %2.</source>
        <translation>Spalte %1, Zeile %2.</translation>
    </message>
    <message>
        <source>Column %1, row %2 across the wrap seam.</source>
        <translation>Spalte %1, Zeile %2, über den Umlauf hinweg.</translation>
    </message>
</context>
<context>
    <name>gbxx::ImageExportDialog</name>
    <message>
        <source>Draw the &amp;grid</source>
        <translation>&amp;Raster zeichnen</translation>
    </message>
    <message>
        <source>Add titles and a &amp;legend</source>
        <translation>Titel und &amp;Legende hinzufügen</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Written on each tile at %1 pixels per tile or more</source>
        <translation>Wird ab %1 Pixeln pro Feld auf jedes Feld geschrieben</translation>
    </message>
    <message>
        <source> px per tile</source>
        <translation> px pro Feld</translation>
    </message>
    <message>
        <source>&amp;Layers (one panel each):</source>
        <translation>Ebe&amp;nen (je ein Teilbild):</translation>
    </message>
    <message>
        <source>La&amp;bels:</source>
        <translation>&amp;Beschriftungen:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>&amp;Maßstab:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>The file name&apos;s extension chooses PNG or SVG.</source>
        <translation>Die Dateiendung bestimmt, ob PNG oder SVG geschrieben wird.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Wählen Sie mindestens eine Ebene.</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <source> — too large for PNG (at most %1 on a side); SVG only</source>
        <translation> – zu groß für PNG (höchstens %1 pro Seite); nur SVG</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Check each layer to draw; each gets a panel of its own</source>
        <translation>Jede zu zeichnende Ebene anhaken; jede erhält ein eigenes Teilbild</translation>
    </message>
    <message>
        <source>Draw the lines between the tiles</source>
        <translation>Die Linien zwischen den Feldern zeichnen</translation>
    </message>
    <message>
        <source>Name each panel&apos;s layer and list its values with their colours</source>
        <translation>Die Ebene jedes Teilbilds nennen und ihre Werte mit ihren Farben auflisten</translation>
    </message>
    <message>
        <source>How large each tile is drawn: a square&apos;s side, a hexagon&apos;s height</source>
        <translation>Wie groß jedes Feld gezeichnet wird: die Seitenlänge eines Quadrats, die Höhe eines Sechsecks</translation>
    </message>
    <message>
        <source>Choose a PNG or SVG file and write the image to it</source>
        <translation>Eine PNG- oder SVG-Datei wählen und das Bild hineinschreiben</translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Zeichnen:</translation>
    </message>
</context>
<context>
    <name>gbxx::Ink</name>
    <message>
        <source>Erase %1</source>
        <translation>%1 radieren</translation>
    </message>
    <message>
        <source> as player %1</source>
        <translation> als Spieler %1</translation>
    </message>
    <message numerus="yes">
        <source>Path%1: %n step(s) · grid distance %2</source>
        <translation>
            <numerusform>Weg%1: %n Schritt · Rasterabstand %2</numerusform>
            <numerusform>Weg%1: %n Schritte · Rasterabstand %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No path%1 from (%2, %3) to (%4, %5) · grid distance %6</source>
        <translation>Kein Weg%1 von (%2, %3) nach (%4, %5) · Rasterabstand %6</translation>
    </message>
    <message>
        <source>preset “%1”</source>
        <translation>Vorgabe „%1“</translation>
    </message>
</context>
<context>
    <name>gbxx::LayerChecklist</name>
    <message>
        <source>As the view shows it</source>
        <translation>Wie die Ansicht es zeigt</translation>
    </message>
    <message>
        <source>One panel per field</source>
        <translation>Ein Bild je Eigenschaft</translation>
    </message>
    <message>
        <source>The board with every field the view shows, as it shows them; or each chosen field on its own in its colours</source>
        <translation>Das Spielbrett mit jeder Eigenschaft, die die Ansicht zeigt, so wie sie sie zeigt; oder jede gewählte Eigenschaft für sich in ihren Farben</translation>
    </message>
</context>
<context>
    <name>gbxx::LayersPanel</name>
    <message>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>Check a layer to show it, select it to paint it; Alt-click shows it alone (again: all back)</source>
        <translation>Haken: Ebene anzeigen; Auswahl: Ebene bemalen; Alt-Klick: nur diese Ebene anzeigen (erneut: wieder alle)</translation>
    </message>
    <message>
        <source>How the selected layer is drawn when several are shown</source>
        <translation>Wie die ausgewählte Ebene gezeichnet wird, wenn mehrere angezeigt werden</translation>
    </message>
    <message>
        <source>Shown as:</source>
        <translation>Dargestellt als:</translation>
    </message>
    <message>
        <source>The selected layer&apos;s opacity</source>
        <translation>Deckkraft der ausgewählten Ebene</translation>
    </message>
    <message>
        <source>Opacity:</source>
        <translation>Deckkraft:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Values&lt;/b&gt;</source>
        <translation>&lt;b&gt;Werte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 — tile byte %2, bits %3-%4</source>
        <translation>%1 – Feld-Byte %2, Bits %3–%4</translation>
    </message>
    <message>
        <source>Locked: no edit changes this field</source>
        <translation>Gesperrt: keine Bearbeitung ändert diese Eigenschaft</translation>
    </message>
    <message>
        <source>%1, %2, shown as %3</source>
        <translation>%1, %2, dargestellt als %3</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>angezeigt</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ausgeblendet</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>unlocked</source>
        <translation>nicht gesperrt</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Check a layer to show it, select it to paint it</source>
        <translation>Eine Ebene anhaken, um sie anzuzeigen, und auswählen, um sie zu bemalen</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
</context>
<context>
    <name>gbxx::LegendPanel</name>
    <message>
        <source>No layer is shown: check one in the Layers panel</source>
        <translation>Keine Ebene wird angezeigt: haken Sie eine im Bereich „Ebenen“ an</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>What each colour, shade and mark of the shown layers means</source>
        <translation>Was jede Farbe, Schattierung und Markierung der angezeigten Ebenen bedeutet</translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryModel</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>Code %1</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>Duplikat</translation>
    </message>
    <message>
        <source>code conflict</source>
        <translation>Codekonflikt</translation>
    </message>
    <message>
        <source>Modified %1</source>
        <translation>Geändert: %1</translation>
    </message>
    <message>
        <source>Another file in the library has the same bytes.</source>
        <translation>Eine andere Datei in der Bibliothek hat genau dieselben Bytes.</translation>
    </message>
    <message>
        <source>A different board in the library has the same board code.</source>
        <translation>Ein anderes Spielbrett in der Bibliothek hat denselben Brettcode.</translation>
    </message>
    <message>
        <source>also in other sizes or revisions</source>
        <translation>auch in anderen Größen oder Überarbeitungen</translation>
    </message>
    <message>
        <source>The library also holds this board in another tile size, or another revision of it by the same author.</source>
        <translation>Die Bibliothek enthält dieses Spielbrett auch in einer anderen Feldgröße oder eine andere Überarbeitung desselben Autors.</translation>
    </message>
    <message>
        <source>revision %1 in the registry</source>
        <translation>Revision %1 im Verzeichnis</translation>
    </message>
    <message>
        <source>The registry has revision %1 of %2; this file is revision %3.</source>
        <translation>Das Verzeichnis hat Revision %1 von %2; diese Datei ist Revision %3.</translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryPanel</name>
    <message>
        <source>Wraps</source>
        <translation>Mit Umlauf</translation>
    </message>
    <message>
        <source>With warnings</source>
        <translation>Mit Warnungen</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Search titles, authors, codes, file names</source>
        <translation>Titel, Autoren, Codes, Dateinamen durchsuchen</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Any tile size</source>
        <translation>Jede Feldgröße</translation>
    </message>
    <message>
        <source>Any shape</source>
        <translation>Jede Form</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>Any players</source>
        <translation>Beliebige Spielerzahl</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) with a home</source>
        <translation>
            <numerusform>%n Spieler mit Startzone</numerusform>
            <numerusform>%n Spieler mit Startzone</numerusform>
        </translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Nach Name</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Neueste zuerst</translation>
    </message>
    <message>
        <source>Largest first</source>
        <translation>Größte zuerst</translation>
    </message>
    <message>
        <source>By title</source>
        <translation>Nach Titel</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Wi&amp;dth</source>
        <translation>&amp;Breite</translation>
    </message>
    <message>
        <source>Len&amp;gth</source>
        <translation>&amp;Länge</translation>
    </message>
    <message>
        <source>Boards in the library</source>
        <translation>Spielbretter in der Bibliothek</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Indexing: %1 of %2 files</source>
        <translation>Indizierung: %1 von %2 Dateien</translation>
    </message>
    <message>
        <source>No folders yet: add one to index its boards.</source>
        <translation>Noch keine Ordner: fügen Sie einen hinzu, um seine Spielbretter zu indizieren.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n board(s)</source>
        <translation>
            <numerusform>%1 von %n Spielbrett</numerusform>
            <numerusform>%1 von %n Spielbrettern</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>Im &amp;Ordner anzeigen</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>Pfad &amp;kopieren</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Bibliothek durchsuchen</translation>
    </message>
    <message>
        <source>The order of the boards in the list</source>
        <translation>Die Reihenfolge der Spielbretter in der Liste</translation>
    </message>
    <message>
        <source>Your boards; Enter or a double click opens one</source>
        <translation>Ihre Spielbretter; Enter oder ein Doppelklick öffnet eines</translation>
    </message>
    <message>
        <source>Add a folder whose boards the library lists and keeps up to date</source>
        <translation>Einen Ordner hinzufügen, dessen Spielbretter die Bibliothek auflistet und aktuell hält</translation>
    </message>
    <message>
        <source>Stop reading the folders</source>
        <translation>Das Einlesen der Ordner abbrechen</translation>
    </message>
    <message>
        <source>Show or hide the filters by tile size, shape, sides, players and warnings</source>
        <translation>Die Filter nach Feldgröße, Form, Seitenlängen, Spielern und Warnungen zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Beste Treffer</translation>
    </message>
    <message>
        <source>Most downloaded</source>
        <translation>Meistgeladen</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>Where to search</source>
        <translation>Wo gesucht wird</translation>
    </message>
    <message>
        <source>Search the boards in your library folders, or those in the board registry at %1</source>
        <translation>Die Spielbretter in Ihren Bibliotheksordnern durchsuchen oder die im Brettverzeichnis unter %1</translation>
    </message>
    <message>
        <source>Search the registry&apos;s titles, authors and codes</source>
        <translation>Titel, Autoren und Codes des Verzeichnisses durchsuchen</translation>
    </message>
    <message>
        <source>Open &amp;Revision %1 from the Registry</source>
        <translation>&amp;Revision %1 aus dem Verzeichnis öffnen</translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryService</name>
    <message>
        <source>The board library cannot be opened: %1</source>
        <translation>Die Spielbrett-Bibliothek kann nicht geöffnet werden: %1</translation>
    </message>
</context>
<context>
    <name>gbxx::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open with Older &amp;Layout</source>
        <translation>Mit älterer Be&amp;legung öffnen</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Zu&amp;rücksetzen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Export As</source>
        <translation>&amp;Exportieren als</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>Als B&amp;ild exportieren…</translation>
    </message>
    <message>
        <source>Export Printable &amp;PDF…</source>
        <translation>Als druckbares &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation>Kleinerer Pinsel</translation>
    </message>
    <message>
        <source>Larger Brush</source>
        <translation>Größerer Pinsel</translation>
    </message>
    <message>
        <source>Previous Value</source>
        <translation>Vorheriger Wert</translation>
    </message>
    <message>
        <source>Next Value</source>
        <translation>Nächster Wert</translation>
    </message>
    <message>
        <source>Previous Layer</source>
        <translation>Vorherige Ebene</translation>
    </message>
    <message>
        <source>Next Layer</source>
        <translation>Nächste Ebene</translation>
    </message>
    <message>
        <source>Symmetry: paint, fill and erase also the mirrored tiles</source>
        <translation>Symmetrie: Malen, Füllen und Radieren wirken auch auf die gespiegelten Felder</translation>
    </message>
    <message>
        <source>No symmetry</source>
        <translation>Keine Symmetrie</translation>
    </message>
    <message>
        <source>Mirror left/right</source>
        <translation>Links/rechts spiegeln</translation>
    </message>
    <message>
        <source>Mirror top/bottom</source>
        <translation>Oben/unten spiegeln</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>Um 180° drehen</translation>
    </message>
    <message>
        <source>4-way</source>
        <translation>Vierfach</translation>
    </message>
    <message>
        <source>Swap Owners</source>
        <translation>Besitzer tauschen</translation>
    </message>
    <message>
        <source>At a mirror image, player 1&apos;s zones and blacklists become player 2&apos;s (3 and 4 likewise, teams A and B)</source>
        <translation>Im Spiegelbild werden die Zonen und Sperrlisten von Spieler 1 zu denen von Spieler 2 (ebenso 3 und 4, Teams A und B)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Werkzeugoptionen</translation>
    </message>
    <message>
        <source>Tile Inspector</source>
        <translation>Feldinspektor</translation>
    </message>
    <message>
        <source>Pin Inspected Tile</source>
        <translation>Inspiziertes Feld anheften</translation>
    </message>
    <message>
        <source>The inspector keeps showing the tile under the pointer (P); the picker pins the tile it clicks</source>
        <translation>Der Inspektor zeigt weiterhin das Feld, das gerade unter dem Mauszeiger liegt (P); die Pipette heftet das angeklickte Feld an</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>Stamps</source>
        <translation>Stempel</translation>
    </message>
    <message>
        <source>Tile Presets</source>
        <translation>Feldvorgaben</translation>
    </message>
    <message>
        <source>Presets and Stamps</source>
        <translation>Vorgaben und Stempel</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Ausgewogenheit</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>x %1, y %2 · index %3</source>
        <translation>x %1, y %2 · Index %3</translation>
    </message>
    <message>
        <source> · axial q %1, r %2 · cube %1, %2, %3</source>
        <translation> · axial q %1, r %2 · kubisch %1, %2, %3</translation>
    </message>
    <message>
        <source>%1[*] — GameBoardXX Editor</source>
        <translation>%1[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>%1 (layout %2)[*] — GameBoardXX Editor</source>
        <translation>%1 (Belegung %2)[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Spielbrett</translation>
    </message>
    <message>
        <source>&amp;Metadata…</source>
        <translation>&amp;Metadaten…</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Eigenschaften…</translation>
    </message>
    <message>
        <source>Custom Data &amp;Schema…</source>
        <translation>&amp;Schema für eigene Daten…</translation>
    </message>
    <message>
        <source>&amp;Resize…</source>
        <translation>&amp;Größe ändern…</translation>
    </message>
    <message>
        <source>&amp;Shift Contents…</source>
        <translation>Inhalt &amp;verschieben…</translation>
    </message>
    <message>
        <source>Make Link Groups &amp;Uniform</source>
        <translation>Verbindungsgruppen &amp;angleichen</translation>
    </message>
    <message>
        <source>&amp;Convert This Board To</source>
        <translation>Spielbrett &amp;umwandeln in</translation>
    </message>
    <message>
        <source>Every link group already matches its anchor.</source>
        <translation>Jede Verbindungsgruppe stimmt bereits mit ihrem Anker überein.</translation>
    </message>
    <message>
        <source>Make link groups uniform</source>
        <translation>Verbindungsgruppen angleichen</translation>
    </message>
    <message>
        <source>Edit metadata</source>
        <translation>Metadaten bearbeiten</translation>
    </message>
    <message>
        <source>Change board properties</source>
        <translation>Spielbretteigenschaften ändern</translation>
    </message>
    <message>
        <source>Resize board to %1 × %2</source>
        <translation>Spielbrettgröße auf %1 × %2 ändern</translation>
    </message>
    <message>
        <source>Shift board by (%1, %2)</source>
        <translation>Spielbrett um (%1, %2) verschieben</translation>
    </message>
    <message>
        <source>Export As GB%1</source>
        <translation>Als GB%1 exportieren</translation>
    </message>
    <message>
        <source>GB%1 boards (*%2)</source>
        <translation>GB%1-Spielbretter (*%2)</translation>
    </message>
    <message>
        <source>Cannot Export Board</source>
        <translation>Spielbrett kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Convert board to GB%1</source>
        <translation>Spielbrett in GB%1 umwandeln</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Aus&amp;schneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Paste in Pl&amp;ace</source>
        <translation>An gleicher &amp;Position einfügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Fields Carried</source>
        <translation>Ü&amp;bernommene Eigenschaften</translation>
    </message>
    <message>
        <source>&amp;All Fields</source>
        <translation>&amp;Alle Eigenschaften</translation>
    </message>
    <message>
        <source>The Active &amp;Layer Only</source>
        <translation>Nur die aktive &amp;Ebene</translation>
    </message>
    <message>
        <source>&amp;Chosen Fields…</source>
        <translation>&amp;Gewählte Eigenschaften…</translation>
    </message>
    <message>
        <source>R&amp;eplace in Selection…</source>
        <translation>In Auswahl erset&amp;zen…</translation>
    </message>
    <message>
        <source>T&amp;ransform</source>
        <translation>&amp;Transformieren</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>&amp;Horizontal spiegeln</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>&amp;Vertikal spiegeln</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>Im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>&amp;Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Se&amp;lect</source>
        <translation>A&amp;uswahl</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Alles</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>Auswahl auf&amp;heben</translation>
    </message>
    <message>
        <source>&amp;Invert</source>
        <translation>&amp;Umkehren</translation>
    </message>
    <message>
        <source>Select &amp;Where…</source>
        <translation>Nach &amp;Bedingung auswählen…</translation>
    </message>
    <message>
        <source>Drag or use the arrow keys to move; H, V flip, R and Shift+R rotate; Enter places it, Esc cancels.</source>
        <translation>Ziehen oder mit den Pfeiltasten verschieben; H, V spiegeln, R und Shift+R drehen; Enter setzt ab, Esc bricht ab.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) selected</source>
        <translation>
            <numerusform>%n Feld ausgewählt</numerusform>
            <numerusform>%n Felder ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Select tiles to copy first.</source>
        <translation>Wählen Sie zuerst die zu kopierenden Felder aus.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tile(s).</source>
        <translation>
            <numerusform>%n Feld kopiert.</numerusform>
            <numerusform>%n Felder kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <source>Select tiles to delete first.</source>
        <translation>Wählen Sie zuerst die zu löschenden Felder aus.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Cannot paste: %1.</source>
        <translation>Einfügen nicht möglich: %1.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>This board is in the older layout %1: convert it to today&apos;s layout (Board ▸ Convert This Board To) to paste tiles from another board.</source>
        <translation>Dieses Spielbrett hat die ältere Belegung %1: wandeln Sie es in die heutige Belegung um (Spielbrett ▸ Spielbrett umwandeln in), um Felder aus einem anderen Spielbrett einzufügen.</translation>
    </message>
    <message>
        <source>Pasted with losses: %1</source>
        <translation>Mit Verlusten eingefügt: %1</translation>
    </message>
    <message>
        <source>Replace in selection</source>
        <translation>In Auswahl ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) changed</source>
        <translation>
            <numerusform>%n Feld geändert</numerusform>
            <numerusform>%n Felder geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Select tiles to flip or rotate first.</source>
        <translation>Wählen Sie zuerst die zu spiegelnden oder zu drehenden Felder aus.</translation>
    </message>
    <message>
        <source>Flip selection</source>
        <translation>Auswahl spiegeln</translation>
    </message>
    <message>
        <source>Rotate selection</source>
        <translation>Auswahl drehen</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Spielbrett öffnen</translation>
    </message>
    <message>
        <source>Cannot Open Board</source>
        <translation>Spielbrett kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 (read in layout %2)</source>
        <translation>%1 (gelesen mit Belegung %2)</translation>
    </message>
    <message>
        <source>Open Board in Layout %1</source>
        <translation>Spielbrett mit Belegung %1 öffnen</translation>
    </message>
    <message>
        <source>Cannot Save Board</source>
        <translation>Spielbrett kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Board As</source>
        <translation>Spielbrett speichern unter</translation>
    </message>
    <message>
        <source>%1 is open in another tab: close that tab first, or choose another name.</source>
        <translation>%1 ist in einem anderen Tab geöffnet: schließen Sie zuerst diesen Tab oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Discard every change since %1 was saved?</source>
        <translation>Alle Änderungen an %1 seit dem letzten Speichern verwerfen?</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Cannot Export Image</source>
        <translation>Bild kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported %1 (%2 × %3 pixels)</source>
        <translation>%1 exportiert (%2 × %3 Pixel)</translation>
    </message>
    <message>
        <source>Export Printable PDF</source>
        <translation>Druckbares PDF exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export PDF</source>
        <translation>PDF kann nicht exportiert werden</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n page(s))</source>
        <translation>
            <numerusform>%1 exportiert (%n Seite)</numerusform>
            <numerusform>%1 exportiert (%n Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <source>&amp;About GameBoardXX Editor</source>
        <translation>Ü&amp;ber GameBoardXX Editor</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About GameBoardXX Editor</source>
        <translation>Über GameBoardXX Editor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GameBoardXX Editor %1&lt;/h3&gt;&lt;p&gt;Paint GameBoardXX boards on square and hex grids, layer by layer, and export them to any of the four tile sizes.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GameBoardXX Editor %1&lt;/h3&gt;&lt;p&gt;Malen Sie GameBoardXX-Spielbretter auf Quadrat- und Sechseckrastern, Ebene für Ebene, und exportieren Sie sie in jede der vier Feldgrößen.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2, läuft mit Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>B&amp;ibliothek</translation>
    </message>
    <message>
        <source>&amp;Add Folder…</source>
        <translation>&amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Add Folder in an &amp;Older Layout…</source>
        <translation>Ordner mit ä&amp;lterer Belegung hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove Folder…</source>
        <translation>Ordner &amp;entfernen…</translation>
    </message>
    <message>
        <source>Re&amp;scan Folders</source>
        <translation>Ordner &amp;neu einlesen</translation>
    </message>
    <message>
        <source>Show &amp;Library</source>
        <translation>&amp;Bibliothek anzeigen</translation>
    </message>
    <message>
        <source>The library could not be indexed: %1</source>
        <translation>Die Bibliothek konnte nicht indiziert werden: %1</translation>
    </message>
    <message>
        <source>Indexing cancelled; what was read is kept.</source>
        <translation>Indizierung abgebrochen; das bereits Gelesene bleibt erhalten.</translation>
    </message>
    <message>
        <source>Add a Folder of Boards</source>
        <translation>Ordner mit Spielbrettern hinzufügen</translation>
    </message>
    <message>
        <source>Older Layout</source>
        <translation>Ältere Belegung</translation>
    </message>
    <message>
        <source>Read the boards of %1 in the layout:</source>
        <translation>Die Spielbretter in %1 mit dieser Belegung lesen:</translation>
    </message>
    <message>
        <source>The folder could not be added: %1</source>
        <translation>Der Ordner konnte nicht hinzugefügt werden: %1</translation>
    </message>
    <message>
        <source>The library has no folders yet.</source>
        <translation>Die Bibliothek hat noch keine Ordner.</translation>
    </message>
    <message>
        <source>Remove a Folder</source>
        <translation>Ordner entfernen</translation>
    </message>
    <message>
        <source>Take this folder out of the library (its files stay):</source>
        <translation>Diesen Ordner aus der Bibliothek nehmen (seine Dateien bleiben erhalten):</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Einstellu&amp;ngen…</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Recovery &amp;Copies</source>
        <translation>Wiederherstellungs&amp;kopien</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Every %1 s</source>
        <translation>Alle %1 s</translation>
    </message>
    <message>
        <source>Cannot Restore Board</source>
        <translation>Spielbrett kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>the copy is in a layout this editor does not know: %1</source>
        <translation>die Kopie hat eine Belegung, die dieser Editor nicht kennt: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Boards</source>
        <translation>Ungespeicherte Spielbretter wiederherstellen</translation>
    </message>
    <message>
        <source>The editor did not close normally. These boards had unsaved changes:</source>
        <translation>Der Editor wurde nicht ordnungsgemäß beendet. Diese Spielbretter hatten ungespeicherte Änderungen:</translation>
    </message>
    <message>
        <source>%1 — %2%3</source>
        <translation>%1 — %2%3</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Script Console</source>
        <translation>Skriptkonsole</translation>
    </message>
    <message>
        <source>Sc&amp;ripts</source>
        <translation>S&amp;kripte</translation>
    </message>
    <message>
        <source>Your Scripts</source>
        <translation>Ihre Skripte</translation>
    </message>
    <message>
        <source>&amp;Validators</source>
        <translation>&amp;Prüfskripte</translation>
    </message>
    <message>
        <source>Run this script after edits and list its warnings in the Validation dock</source>
        <translation>Dieses Skript nach Bearbeitungen ausführen und seine Warnungen in der Leiste „Prüfung“ auflisten</translation>
    </message>
    <message>
        <source>Run Script &amp;File…</source>
        <translation>Skript&amp;datei ausführen…</translation>
    </message>
    <message>
        <source>Run Script</source>
        <translation>Skript ausführen</translation>
    </message>
    <message>
        <source>Scripts (*.js)</source>
        <translation>Skripte (*.js)</translation>
    </message>
    <message>
        <source>&amp;Open Scripts Folder</source>
        <translation>Skriptordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Reload Scripts</source>
        <translation>Skripte neu &amp;laden</translation>
    </message>
    <message>
        <source>Show Script &amp;Console</source>
        <translation>Skript&amp;konsole anzeigen</translation>
    </message>
    <message>
        <source>Scripts</source>
        <translation>Skripte</translation>
    </message>
    <message>
        <source>The script %1 could not be read.</source>
        <translation>Das Skript %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 finished.</source>
        <translation>%1 beendet.</translation>
    </message>
    <message>
        <source>%1 failed; nothing was changed.</source>
        <translation>%1 fehlgeschlagen; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>New boards, templates and recent files</source>
        <translation>Neue Spielbretter, Vorlagen und zuletzt geöffnete Dateien</translation>
    </message>
    <message>
        <source>GameBoardXX Editor</source>
        <translation>GameBoardXX Editor</translation>
    </message>
    <message>
        <source>Untitled board, not saved yet</source>
        <translation>Unbenanntes Spielbrett, noch nicht gespeichert</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100%)</source>
        <translation>&amp;Originalgröße (100 %)</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>&amp;Raster anzeigen</translation>
    </message>
    <message>
        <source>Show &amp;Rulers</source>
        <translation>&amp;Lineale anzeigen</translation>
    </message>
    <message>
        <source>Tile &amp;Labels</source>
        <translation>Feld&amp;beschriftungen</translation>
    </message>
    <message>
        <source>Clear &amp;Highlight</source>
        <translation>&amp;Hervorhebung aufheben</translation>
    </message>
    <message>
        <source>Next Board</source>
        <translation>Nächstes Spielbrett</translation>
    </message>
    <message>
        <source>Previous Board</source>
        <translation>Vorheriges Spielbrett</translation>
    </message>
    <message>
        <source>%1 was removed from disk; Save writes it again.</source>
        <translation>%1 wurde auf dem Datenträger gelöscht; beim Speichern wird die Datei neu geschrieben.</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. Reload it and lose your unsaved changes, or keep editing your version?</source>
        <translation>%1 wurde von einem anderen Programm auf dem Datenträger geändert. Neu laden und Ihre ungespeicherten Änderungen verlieren? Andernfalls arbeiten Sie mit Ihrer Version weiter.</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. Reload it?</source>
        <translation>%1 wurde von einem anderen Programm auf dem Datenträger geändert. Neu laden?</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>Keeping your version; saving will ask before replacing the changed file.</source>
        <translation>Ihre Version wird behalten; beim Speichern werden Sie gefragt, bevor die geänderte Datei ersetzt wird.</translation>
    </message>
    <message>
        <source>%1 was changed on disk since you opened or saved it. Replace it with your version?</source>
        <translation>%1 wurde auf dem Datenträger geändert, seit Sie es geöffnet oder gespeichert haben. Durch Ihre Version ersetzen?</translation>
    </message>
    <message>
        <source>Lang&amp;uage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>The editor speaks %1 from its next start</source>
        <translation>Der Editor spricht ab seinem nächsten Start %1</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>die Sprache des Systems</translation>
    </message>
    <message>
        <source>Every change of the board; choosing a row undoes or redoes up to it</source>
        <translation>Jede Änderung am Spielbrett; das Wählen einer Zeile macht alles bis dorthin rückgängig oder wiederholt es</translation>
    </message>
    <message>
        <source>The open boards; View ▸ Next Board goes to the next</source>
        <translation>Die geöffneten Spielbretter; Ansicht ▸ Nächstes Spielbrett wechselt zum nächsten</translation>
    </message>
    <message>
        <source>%1: lost</source>
        <translation>%1: verloren</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n Feld</numerusform>
            <numerusform>%1: %n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>%1 (%n-Byte-Felder)…</numerusform>
            <numerusform>%1 (%n-Byte-Felder)…</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Search Actions…</source>
        <translation>Aktionen &amp;suchen…</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nichts wiederherzustellen</translation>
    </message>
    <message>
        <source>needs a selection</source>
        <translation>braucht eine Auswahl</translation>
    </message>
    <message>
        <source>needs tiles on the clipboard</source>
        <translation>braucht Felder in der Zwischenablage</translation>
    </message>
    <message>
        <source>&amp;Go to Tile…</source>
        <translation>&amp;Gehe zu Feld…</translation>
    </message>
    <message>
        <source>Not reopened from the last session (gone or unreadable): %1</source>
        <translation>Aus der letzten Sitzung nicht wieder geöffnet (fehlt oder unlesbar): %1</translation>
    </message>
    <message>
        <source>Open &amp;by Code…</source>
        <translation>Per &amp;Code öffnen…</translation>
    </message>
    <message>
        <source>Open a board from the registry by its code</source>
        <translation>Ein Spielbrett per Code aus dem Verzeichnis öffnen</translation>
    </message>
    <message>
        <source>P&amp;ublish…</source>
        <translation>&amp;Veröffentlichen…</translation>
    </message>
    <message>
        <source>Publish the board to the registry, where anyone can open it by its code</source>
        <translation>Das Spielbrett im Verzeichnis veröffentlichen, wo jeder es per Code öffnen kann</translation>
    </message>
    <message>
        <source>needs an open board</source>
        <translation>braucht ein geöffnetes Spielbrett</translation>
    </message>
    <message>
        <source>%1 is not saved in a file yet. Save it before publishing?</source>
        <translation>%1 ist noch in keiner Datei gespeichert. Vor dem Veröffentlichen speichern?</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before publishing? The registry gets what the file holds.</source>
        <translation>%1 hat ungespeicherte Änderungen. Vor dem Veröffentlichen speichern? Das Verzeichnis erhält, was die Datei enthält.</translation>
    </message>
    <message>
        <source>Publish Board</source>
        <translation>Spielbrett veröffentlichen</translation>
    </message>
    <message>
        <source>Cannot Publish Board</source>
        <translation>Spielbrett kann nicht veröffentlicht werden</translation>
    </message>
    <message>
        <source>%1 no longer holds the open board: save it again.</source>
        <translation>%1 enthält das geöffnete Spielbrett nicht mehr: bitte erneut speichern.</translation>
    </message>
    <message>
        <source>The board was closed: its file does not hold the code %1 yet.</source>
        <translation>Das Spielbrett wurde geschlossen: seine Datei enthält den Code %1 noch nicht.</translation>
    </message>
    <message>
        <source>Board Code %1 from the Registry</source>
        <translation>Brettcode %1 aus dem Verzeichnis</translation>
    </message>
    <message>
        <source>The code could not be saved into %1: %2</source>
        <translation>Der Code konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>The file&apos;s SHA-256 (%1…) differs from the registry&apos;s (%2…).</source>
        <translation>Der SHA-256 der Datei (%1…) weicht von dem des Verzeichnisses ab (%2…).</translation>
    </message>
    <message>
        <source>Published %1 as %2, revision %3</source>
        <translation>%1 als %2 veröffentlicht, Revision %3</translation>
    </message>
    <message>
        <source>%1 is not a board this editor reads: %2</source>
        <translation>%1 ist kein Spielbrett, das dieser Editor liest: %2</translation>
    </message>
    <message>
        <source>Opened %1, revision %2, from the registry</source>
        <translation>%1, Revision %2, aus dem Verzeichnis geöffnet</translation>
    </message>
    <message>
        <source>Revision %1 of %2 from the registry, not saved in a file yet</source>
        <translation>Revision %1 von %2 aus dem Verzeichnis, noch in keiner Datei gespeichert</translation>
    </message>
    <message>
        <source>The registry has a newer revision of %1: revision %2 (this board is revision %3).</source>
        <translation>Das Verzeichnis hat eine neuere Revision von %1: Revision %2 (dieses Spielbrett ist Revision %3).</translation>
    </message>
    <message>
        <source>Open Revision %1</source>
        <translation>Revision %1 öffnen</translation>
    </message>
    <message>
        <source>&amp;Browse the Registry</source>
        <translation>Verzeichnis &amp;durchsuchen</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Die Meldung schließen</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Zusammenführen</translation>
    </message>
    <message>
        <source>Merge into %1[*] — GameBoardXX Editor</source>
        <translation>Zusammenführen in %1[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>Vergleichen &amp;mit…</translation>
    </message>
    <message>
        <source>Show what differs from another board file, the saved version or a registry revision, and take its values</source>
        <translation>Zeigen, was sich von einer anderen Spielbrettdatei, der gespeicherten Version oder einer Revision aus dem Verzeichnis unterscheidet, und deren Werte übernehmen</translation>
    </message>
    <message>
        <source>Co&amp;mparison</source>
        <translation>Ver&amp;gleich</translation>
    </message>
    <message>
        <source>&amp;Next Change</source>
        <translation>&amp;Nächste Änderung</translation>
    </message>
    <message>
        <source>Go to the next tile that differs from the other board</source>
        <translation>Zum nächsten Feld gehen, das sich vom anderen Spielbrett unterscheidet</translation>
    </message>
    <message>
        <source>&amp;Previous Change</source>
        <translation>&amp;Vorherige Änderung</translation>
    </message>
    <message>
        <source>Go to the previous tile that differs from the other board</source>
        <translation>Zum vorherigen Feld gehen, das sich vom anderen Spielbrett unterscheidet</translation>
    </message>
    <message>
        <source>&amp;Take Other Board&apos;s Values</source>
        <translation>Werte des anderen Spielbretts &amp;übernehmen</translation>
    </message>
    <message>
        <source>Give the selected tiles (else the tile last pointed at or stepped to) the other board&apos;s values, as one undo step</source>
        <translation>Den ausgewählten Feldern (sonst dem zuletzt mit dem Zeiger berührten oder angesprungenen Feld) die Werte des anderen Spielbretts geben, in einem Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s &amp;Field</source>
        <translation>&amp;Eigenschaft des anderen Spielbretts übernehmen</translation>
    </message>
    <message>
        <source>&amp;Leave Compare Mode</source>
        <translation>Vergleichsmodus &amp;beenden</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>%1 has no such tile.</source>
        <translation>%1 hat dieses Feld nicht.</translation>
    </message>
    <message>
        <source>The same in %1.</source>
        <translation>Gleich in %1.</translation>
    </message>
    <message>
        <source>This board → %1:
%2</source>
        <translation>Dieses Spielbrett → %1:
%2</translation>
    </message>
    <message>
        <source>needs compare mode (File ▸ Compare With…)</source>
        <translation>braucht den Vergleichsmodus (Datei ▸ Vergleichen mit…)</translation>
    </message>
    <message>
        <source>no tile differs</source>
        <translation>kein Feld unterscheidet sich</translation>
    </message>
    <message>
        <source>the board was closed</source>
        <translation>das Spielbrett wurde geschlossen</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Vergleich nicht möglich: %1</translation>
    </message>
    <message>
        <source>%1 holds the same values as this board</source>
        <translation>%1 enthält dieselben Werte wie dieses Spielbrett</translation>
    </message>
    <message>
        <source>No tile differs from %1</source>
        <translation>Kein Feld unterscheidet sich von %1</translation>
    </message>
    <message>
        <source>(%1, %2): %3</source>
        <translation>(%1, %2): %3</translation>
    </message>
    <message>
        <source>Nothing to take: these tiles hold the other board&apos;s values</source>
        <translation>Nichts zu übernehmen: diese Felder enthalten bereits die Werte des anderen Spielbretts</translation>
    </message>
    <message>
        <source>The fields that differ here are locked: unlock them in the Layers panel to take the other board&apos;s values</source>
        <translation>Die hier abweichenden Eigenschaften sind gesperrt: heben Sie die Sperre im Bereich „Ebenen“ auf, um die Werte des anderen Spielbretts zu übernehmen</translation>
    </message>
    <message>
        <source>Took the values as this %1 board holds them (the other board is %2; converting it loses %3)</source>
        <translation>Werte so übernommen, wie dieses %1-Spielbrett sie speichern kann (das andere Spielbrett ist %2; beim Umwandeln geht %3 verloren)</translation>
    </message>
    <message>
        <source>Select tiles, or point at one, to take the other board&apos;s values</source>
        <translation>Wählen Sie Felder aus oder zeigen Sie auf eines, um die Werte des anderen Spielbretts zu übernehmen</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Values on Tile (%1, %2)</source>
        <translation>Werte des anderen Spielbretts auf Feld (%1, %2) übernehmen</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s %1 on Tile (%2, %3)</source>
        <translation>%1 des anderen Spielbretts auf Feld (%2, %3) übernehmen</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Header</source>
        <translation>Kopfteil des anderen Spielbretts übernehmen</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s %1</source>
        <translation>%1 des anderen Spielbretts übernehmen</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Footer</source>
        <translation>Fußteil des anderen Spielbretts übernehmen</translation>
    </message>
    <message>
        <source>Left compare mode</source>
        <translation>Vergleichsmodus beendet</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Open a Board in the Older Layout %1…</source>
        <translation>Ein Spielbrett in der älteren Belegung %1 öffnen…</translation>
    </message>
    <message numerus="yes">
        <source>%1 differs in %n of these tiles.</source>
        <translation>
            <numerusform>%1 unterscheidet sich in %n dieser Felder.</numerusform>
            <numerusform>%1 unterscheidet sich in %n dieser Felder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n Feld)</numerusform>
            <numerusform>%1 (%n Felder)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing with %1: %n tile(s) differ</source>
        <translation>
            <numerusform>Vergleich mit %1: %n Feld unterscheidet sich</numerusform>
            <numerusform>Vergleich mit %1: %n Felder unterscheiden sich</numerusform>
        </translation>
    </message>
    <message>
        <source>Took the other board&apos;s values: the boards hold the same values now</source>
        <translation>Werte des anderen Spielbretts übernommen: die Spielbretter halten jetzt dieselben Werte</translation>
    </message>
    <message numerus="yes">
        <source>Took the other board&apos;s values: %n tile(s) still differ</source>
        <translation>
            <numerusform>Werte des anderen Spielbretts übernommen: %n Feld unterscheidet sich noch</numerusform>
            <numerusform>Werte des anderen Spielbretts übernommen: %n Felder unterscheiden sich noch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board&apos;s Values on %n Tile(s)</source>
        <translation>
            <numerusform>Werte des anderen Spielbretts auf %n Feld übernehmen</numerusform>
            <numerusform>Werte des anderen Spielbretts auf %n Feldern übernehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board&apos;s %1 on %n Tile(s)</source>
        <translation>
            <numerusform>%1 des anderen Spielbretts auf %n Feld übernehmen</numerusform>
            <numerusform>%1 des anderen Spielbretts auf %n Feldern übernehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export As %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Als %1 exportieren (%n-Byte-Felder)…</numerusform>
            <numerusform>Als %1 exportieren (%n-Byte-Felder)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Convert This Board To %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Dieses Spielbrett in %1 umwandeln (%n-Byte-Felder)…</numerusform>
            <numerusform>Dieses Spielbrett in %1 umwandeln (%n-Byte-Felder)…</numerusform>
        </translation>
    </message>
    <message>
        <source>the board is %1 already</source>
        <translation>das Spielbrett ist schon %1</translation>
    </message>
    <message>
        <source>nothing is highlighted</source>
        <translation>nichts ist hervorgehoben</translation>
    </message>
    <message>
        <source>Not reopened from the last session, as opened by code and never saved: %1 (File ▸ Open by Code fetches it again)</source>
        <translation>Aus der letzten Sitzung nicht wieder geöffnet, da per Code geöffnet und nie gespeichert: %1 (Datei ▸ Per Code öffnen holt es erneut)</translation>
    </message>
    <message>
        <source>&amp;Stop Script</source>
        <translation>Skript &amp;anhalten</translation>
    </message>
    <message>
        <source>Stop the script running; it changes nothing</source>
        <translation>Das laufende Skript anhalten; es ändert nichts</translation>
    </message>
    <message>
        <source>%1 finished, but the board was edited while it ran: its change was dropped.</source>
        <translation>%1 ist fertig, aber das Spielbrett wurde währenddessen bearbeitet: seine Änderung wurde verworfen.</translation>
    </message>
    <message>
        <source>its board was closed</source>
        <translation>sein Spielbrett wurde geschlossen</translation>
    </message>
    <message>
        <source>%1 stopped: its board was closed.</source>
        <translation>%1 angehalten: sein Spielbrett wurde geschlossen.</translation>
    </message>
    <message>
        <source>Running %1… (Scripts ▸ Stop Script stops it)</source>
        <translation>%1 läuft … (Skripte ▸ Skript anhalten hält es an)</translation>
    </message>
    <message>
        <source>you stopped it</source>
        <translation>Sie haben es angehalten</translation>
    </message>
    <message>
        <source>%1 stopped; nothing was changed.</source>
        <translation>%1 angehalten; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>a script is running</source>
        <translation>ein Skript läuft</translation>
    </message>
    <message>
        <source>no script is running</source>
        <translation>kein Skript läuft</translation>
    </message>
    <message>
        <source>its board is being closed</source>
        <translation>sein Spielbrett wird geschlossen</translation>
    </message>
    <message>
        <source>%1 stopped: its board is being closed; nothing was changed.</source>
        <translation>%1 angehalten: sein Spielbrett wird geschlossen; nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>gbxx::MergeTool</name>
    <message>
        <source>Conflicts</source>
        <translation>Konflikte</translation>
    </message>
    <message>
        <source>Unsaved Merge</source>
        <translation>Ungespeicherte Zusammenführung</translation>
    </message>
    <message>
        <source>Every conflict is resolved, but the merge is not saved in %1 yet. Save it?</source>
        <translation>Alle Konflikte sind gelöst, aber die Zusammenführung ist noch nicht in %1 gespeichert. Speichern?</translation>
    </message>
    <message>
        <source>Unresolved Conflicts</source>
        <translation>Ungelöste Konflikte</translation>
    </message>
    <message>
        <source>%1 has unresolved conflicts: %2 of %3.</source>
        <translation>%1 hat ungelöste Konflikte: %2 von %3.</translation>
    </message>
    <message>
        <source>Resolve them now, or save %1 as it is: each unresolved conflict keeps Ours&apos; value, and git does not take the merge as done.</source>
        <translation>Lösen Sie sie jetzt oder speichern Sie %1 im jetzigen Zustand: jeder ungelöste Konflikt behält den Wert von „Unsere“, und git betrachtet die Zusammenführung nicht als abgeschlossen.</translation>
    </message>
    <message>
        <source>%1 holds the merge as it is: each unresolved conflict keeps Ours&apos; value, and git does not take the merge as done.</source>
        <translation>%1 enthält die Zusammenführung im jetzigen Zustand: jeder ungelöste Konflikt behält den Wert von „Unsere“, und git betrachtet die Zusammenführung nicht als abgeschlossen.</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>&amp;Save As It Is</source>
        <translation>Trotzdem &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Close As It Is</source>
        <translation>Trotzdem s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Nicht speichern</translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation>Zusammenführen nicht möglich</translation>
    </message>
    <message>
        <source>--merge takes four files, BASE OURS THEIRS OUT; %1 given</source>
        <translation>--merge erwartet vier Dateien, BASE OURS THEIRS OUT; %1 angegeben</translation>
    </message>
    <message>
        <source>no display to show the merge on (DISPLAY is not set); `gbxx merge` merges without one</source>
        <translation>keine Anzeige, auf der die Zusammenführung gezeigt werden kann (DISPLAY ist nicht gesetzt); `gbxx merge` führt ohne Anzeige zusammen</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Kopfteil</translation>
    </message>
    <message>
        <source>Footer</source>
        <translation>Fußteil</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 conflicts resolved. Choosing a side here takes it for every one of them.</source>
        <translation>%1: %2 von %3 Konflikten gelöst. Eine hier gewählte Seite gilt für alle diese Konflikte.</translation>
    </message>
    <message>
        <source>unresolved</source>
        <translation>ungelöst</translation>
    </message>
    <message>
        <source>Tile %1, field %2</source>
        <translation>Feld %1, Eigenschaft %2</translation>
    </message>
    <message>
        <source>Header, field %1</source>
        <translation>Kopfteil, Eigenschaft %1</translation>
    </message>
    <message>
        <source>Footer, field %1</source>
        <translation>Fußteil, Eigenschaft %1</translation>
    </message>
    <message>
        <source>base %1, ours %2, theirs %3</source>
        <translation>Basis %1, Unsere %2, Deren %3</translation>
    </message>
    <message>
        <source>resolved: %1</source>
        <translation>gelöst: %1</translation>
    </message>
    <message>
        <source>unresolved: the merged board holds Ours until a side is chosen</source>
        <translation>ungelöst: das zusammengeführte Spielbrett enthält „Unsere“, bis eine Seite gewählt wird</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>Bit %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Unsere</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Deren</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Each conflict with Base&apos;s, Ours&apos; and Theirs&apos; value and the side chosen; a field&apos;s row stands for all of its conflicts</source>
        <translation>Jeder Konflikt mit den Werten von „Basis“, „Unsere“ und „Deren“ und der gewählten Seite; die Zeile einer Eigenschaft steht für alle ihre Konflikte</translation>
    </message>
    <message>
        <source>Base: %1 · Ours: %2 · Theirs: %3</source>
        <translation>Basis: %1 · Unsere: %2 · Deren: %3</translation>
    </message>
    <message>
        <source>%1 chosen</source>
        <translation>%1 ausgewählt</translation>
    </message>
    <message>
        <source>%1 of %2 conflicts resolved</source>
        <translation>%1 von %2 Konflikten gelöst</translation>
    </message>
    <message>
        <source>The merged board was closed or replaced: the merge is over.</source>
        <translation>Das zusammengeführte Spielbrett wurde geschlossen oder ersetzt: die Zusammenführung ist beendet.</translation>
    </message>
    <message>
        <source>Take Base (1 conflict)</source>
        <translation>Basis übernehmen (1 Konflikt)</translation>
    </message>
    <message>
        <source>Take Base (%1 conflicts)</source>
        <translation>Basis übernehmen (%1 Konflikte)</translation>
    </message>
    <message>
        <source>Take Ours (1 conflict)</source>
        <translation>Unsere übernehmen (1 Konflikt)</translation>
    </message>
    <message>
        <source>Take Ours (%1 conflicts)</source>
        <translation>Unsere übernehmen (%1 Konflikte)</translation>
    </message>
    <message>
        <source>Take Theirs (1 conflict)</source>
        <translation>Deren übernehmen (1 Konflikt)</translation>
    </message>
    <message>
        <source>Take Theirs (%1 conflicts)</source>
        <translation>Deren übernehmen (%1 Konflikte)</translation>
    </message>
    <message>
        <source>Take &amp;Ours</source>
        <translation>&amp;Unsere übernehmen</translation>
    </message>
    <message>
        <source>The chosen conflicts take Ours&apos; value (the merged board holds it already; this marks them resolved)</source>
        <translation>Die ausgewählten Konflikte erhalten den Wert von „Unsere“ (das zusammengeführte Spielbrett enthält ihn bereits; so werden sie als gelöst markiert)</translation>
    </message>
    <message>
        <source>Take &amp;Theirs</source>
        <translation>&amp;Deren übernehmen</translation>
    </message>
    <message>
        <source>The chosen conflicts take Theirs&apos; value</source>
        <translation>Die ausgewählten Konflikte erhalten den Wert von „Deren“</translation>
    </message>
    <message>
        <source>Take &amp;Base</source>
        <translation>&amp;Basis übernehmen</translation>
    </message>
    <message>
        <source>The chosen conflicts go back to Base&apos;s value, as before either side changed it</source>
        <translation>Die ausgewählten Konflikte erhalten wieder den Wert von „Basis“, wie vor der Änderung durch eine der beiden Seiten</translation>
    </message>
    <message>
        <source>&amp;Next Unresolved Conflict</source>
        <translation>&amp;Nächster ungelöster Konflikt</translation>
    </message>
    <message>
        <source>&amp;Previous Unresolved Conflict</source>
        <translation>&amp;Vorheriger ungelöster Konflikt</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
</context>
<context>
    <name>gbxx::MetadataDialog</name>
    <message>
        <source>Board Metadata</source>
        <translation>Spielbrett-Metadaten</translation>
    </message>
    <message>
        <source>0 (development build)</source>
        <translation>0 (Entwicklungsversion)</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Version:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generieren</translation>
    </message>
    <message>
        <source>Another board in your library has this code: %1</source>
        <translation>Ein anderes Spielbrett in Ihrer Bibliothek hat diesen Code: %1</translation>
    </message>
    <message>
        <source>The board&apos;s version, 0 to 255; 0 is a development build</source>
        <translation>Die Version des Spielbretts, 0 bis 255; 0 ist eine Entwicklungsversion</translation>
    </message>
    <message>
        <source>The board&apos;s name, up to %1 characters</source>
        <translation>Der Name des Spielbretts, bis zu %1 Zeichen</translation>
    </message>
    <message>
        <source>Who made the board, up to %1 characters</source>
        <translation>Wer das Spielbrett erstellt hat, bis zu %1 Zeichen</translation>
    </message>
    <message>
        <source>Up to %1 characters</source>
        <translation>Bis zu %1 Zeichen</translation>
    </message>
    <message>
        <source>Fill in a code of five random letters and digits</source>
        <translation>Einen Code aus fünf zufälligen Buchstaben und Ziffern eintragen</translation>
    </message>
    <message>
        <source>The editor that made the board, up to %1 characters</source>
        <translation>Der Editor, der das Spielbrett erstellt hat, bis zu %1 Zeichen</translation>
    </message>
    <message>
        <source>A code of up to %1 characters that tells this board from others</source>
        <translation>Ein Code aus bis zu %1 Zeichen, der dieses Spielbrett von anderen unterscheidet</translation>
    </message>
</context>
<context>
    <name>gbxx::MoveRulesForm</name>
    <message>
        <source>Added to a move&apos;s cost for every level up</source>
        <translation>Wird je Stufe aufwärts zu den Kosten eines Zuges addiert</translation>
    </message>
    <message>
        <source>Added to a move&apos;s cost for every level down</source>
        <translation>Wird je Stufe abwärts zu den Kosten eines Zuges addiert</translation>
    </message>
    <message>
        <source>Ignored</source>
        <translation>Ignoriert</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>Cost 5, 10 or 15</source>
        <translation>Kosten 5, 10 oder 15</translation>
    </message>
    <message>
        <source>Cost 3, 6 or 9</source>
        <translation>Kosten 3, 6 oder 9</translation>
    </message>
    <message>
        <source>&amp;Piece barriers:</source>
        <translation>&amp;Figurenbarrieren:</translation>
    </message>
    <message>
        <source>Dia&amp;gonal steps (square boards)</source>
        <translation>Dia&amp;gonale Schritte (quadratische Spielbretter)</translation>
    </message>
    <message>
        <source>&amp;Climb cost:</source>
        <translation>Kosten fürs &amp;Steigen:</translation>
    </message>
    <message>
        <source>Desce&amp;nd cost:</source>
        <translation>Kosten fürs Abstei&amp;gen:</translation>
    </message>
    <message>
        <source>T&amp;urn barriers:</source>
        <translation>Z&amp;ugbarrieren:</translation>
    </message>
    <message>
        <source>Currenc&amp;y barriers:</source>
        <translation>&amp;Währungsbarrieren:</translation>
    </message>
    <message>
        <source>On square boards a piece also steps to the four corner tiles</source>
        <translation>Auf quadratischen Spielbrettern zieht eine Figur auch auf die vier Eckfelder</translation>
    </message>
    <message>
        <source>Whether a turn barrier is ignored, cannot be entered, or adds its turns to the cost</source>
        <translation>Ob eine Zugbarriere ignoriert wird, nicht betreten werden kann oder ihre Züge zu den Kosten addiert</translation>
    </message>
    <message>
        <source>Whether a currency barrier is ignored, cannot be entered, or adds its price to the cost</source>
        <translation>Ob eine Währungsbarriere ignoriert wird, nicht betreten werden kann oder ihren Preis zu den Kosten addiert</translation>
    </message>
    <message>
        <source>Whether a piece-sum barrier is ignored or cannot be entered</source>
        <translation>Ob eine Figurensummen-Schranke ignoriert wird oder nicht betreten werden kann</translation>
    </message>
</context>
<context>
    <name>gbxx::NewBoardDialog</name>
    <message>
        <source>New Board</source>
        <translation>Neues Spielbrett</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Feldgröße:</translation>
    </message>
    <message>
        <source>&amp;Width (columns):</source>
        <translation>&amp;Breite (Spalten):</translation>
    </message>
    <message>
        <source>&amp;Length (rows):</source>
        <translation>&amp;Länge (Zeilen):</translation>
    </message>
    <message>
        <source>Every tile &amp;starts:</source>
        <translation>&amp;Anfangs ist jedes Feld:</translation>
    </message>
    <message>
        <source>How many bytes each tile has, and so which fields it holds</source>
        <translation>Wie viele Bytes jedes Feld hat und damit, welche Eigenschaften es enthält</translation>
    </message>
    <message>
        <source>How many columns the board has, 1 to 255</source>
        <translation>Wie viele Spalten das Spielbrett hat, 1 bis 255</translation>
    </message>
    <message>
        <source>How many rows the board has, 1 to 255</source>
        <translation>Wie viele Zeilen das Spielbrett hat, 1 bis 255</translation>
    </message>
    <message>
        <source>The boundary every tile of the new board starts with</source>
        <translation>Die Grenze, die jedes Feld des neuen Spielbretts anfangs hat</translation>
    </message>
    <message>
        <source>%1: a setting of the whole board, kept in its header</source>
        <translation>%1: eine Einstellung des ganzen Spielbretts, im Kopfteil gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles)</source>
        <translation>
            <numerusform>GB%1 (%n-Byte-Felder)</numerusform>
            <numerusform>GB%1 (%n-Byte-Felder)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::OpenCodeDialog</name>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open by Code</source>
        <translation>Per Code öffnen</translation>
    </message>
    <message>
        <source>The board&apos;s &amp;code, or CODE@REVISION for an earlier revision, from the registry at %1:</source>
        <translation>Der &amp;Code des Spielbretts, oder CODE@REVISION für eine frühere Revision, aus dem Verzeichnis unter %1:</translation>
    </message>
    <message>
        <source>Five letters and digits, as the board&apos;s publisher gave them; @N opens revision N</source>
        <translation>Fünf Buchstaben und Ziffern, wie sie der Herausgeber des Spielbretts nannte; @N öffnet Revision N</translation>
    </message>
    <message>
        <source>Fetching</source>
        <translation>Abrufen</translation>
    </message>
    <message>
        <source>Fetch the board and open it in a new tab</source>
        <translation>Das Spielbrett abrufen und in einem neuen Tab öffnen</translation>
    </message>
    <message>
        <source>Fetching revision %1 of %2 from %3…</source>
        <translation>Revision %1 von %2 wird von %3 abgerufen…</translation>
    </message>
    <message>
        <source>Fetching %1 from %2…</source>
        <translation>%1 wird von %2 abgerufen…</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>gbxx::OverviewPanel</name>
    <message>
        <source>Click or drag to move the view; the wheel zooms</source>
        <translation>Klicken oder ziehen, um die Ansicht zu verschieben; das Mausrad zoomt</translation>
    </message>
</context>
<context>
    <name>gbxx::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message numerus="yes">
        <source>Every %n second(s)</source>
        <translation>
            <numerusform>Jede %n Sekunde</numerusform>
            <numerusform>Alle %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>New board width</source>
        <translation>Breite neuer Spielbretter</translation>
    </message>
    <message>
        <source>New board length</source>
        <translation>Länge neuer Spielbretter</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>&amp;Recovery copies:</source>
        <translation>&amp;Wiederherstellungskopien:</translation>
    </message>
    <message>
        <source>New boards&apos; tile si&amp;ze:</source>
        <translation>&amp;Feldgröße neuer Spielbretter:</translation>
    </message>
    <message>
        <source>New boards&apos; si&amp;des (columns × rows):</source>
        <translation>&amp;Maße neuer Spielbretter (Spalten × Zeilen):</translation>
    </message>
    <message>
        <source>How often a copy of each board with unsaved changes is kept, to offer after a crash.</source>
        <translation>Wie oft von jedem Spielbrett mit ungespeicherten Änderungen eine Kopie angelegt wird, die nach einem Absturz angeboten wird.</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language of the editor&apos;s menus and messages, from its next start</source>
        <translation>Die Sprache der Menüs und Meldungen des Editors, ab seinem nächsten Start</translation>
    </message>
    <message>
        <source>Grid colour</source>
        <translation>Rasterfarbe</translation>
    </message>
    <message>
        <source>The colour of the grid lines, with its transparency</source>
        <translation>Die Farbe der Rasterlinien, samt Transparenz</translation>
    </message>
    <message>
        <source>Grid Colour</source>
        <translation>Rasterfarbe</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Grid line width</source>
        <translation>Breite der Rasterlinien</translation>
    </message>
    <message>
        <source>De&amp;fault</source>
        <translation>Sta&amp;ndard</translation>
    </message>
    <message>
        <source>The grid&apos;s own colour and width</source>
        <translation>Die voreingestellte Farbe und Breite des Rasters</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>&amp;Grid lines:</source>
        <translation>&amp;Rasterlinien:</translation>
    </message>
    <message>
        <source>G&amp;eneral</source>
        <translation>All&amp;gemein</translation>
    </message>
    <message>
        <source>The editor&apos;s colours: the desktop&apos;s, light or dark</source>
        <translation>Die Farben des Editors: die des Systems, hell oder dunkel</translation>
    </message>
    <message>
        <source>How wide the grid lines are drawn, in screen pixels</source>
        <translation>Wie breit die Rasterlinien gezeichnet werden, in Bildschirmpixeln</translation>
    </message>
    <message>
        <source>The tile size File ▸ New starts with</source>
        <translation>Die Feldgröße, mit der Datei ▸ Neu beginnt</translation>
    </message>
    <message>
        <source>The columns File ▸ New starts with</source>
        <translation>Die Spaltenzahl, mit der Datei ▸ Neu beginnt</translation>
    </message>
    <message>
        <source>The rows File ▸ New starts with</source>
        <translation>Die Zeilenzahl, mit der Datei ▸ Neu beginnt</translation>
    </message>
    <message>
        <source>The tile shape File ▸ New starts with</source>
        <translation>Die Feldform, mit der Datei ▸ Neu beginnt</translation>
    </message>
    <message>
        <source>The wrap File ▸ New starts with</source>
        <translation>Der Umlauf, mit dem Datei ▸ Neu beginnt</translation>
    </message>
    <message>
        <source>New boards&apos; tile s&amp;hape:</source>
        <translation>Feld&amp;form neuer Spielbretter:</translation>
    </message>
    <message>
        <source>New boards&apos; &amp;wrap:</source>
        <translation>&amp;Umlauf neuer Spielbretter:</translation>
    </message>
    <message>
        <source>Reopen the last &amp;session</source>
        <translation>Letzte &amp;Sitzung wieder öffnen</translation>
    </message>
    <message>
        <source>At a start without a file, open the boards that were open at the last quit, each shown as it was left</source>
        <translation>Beim Start ohne Datei die Spielbretter öffnen, die beim letzten Beenden offen waren, jedes so, wie es verlassen wurde</translation>
    </message>
    <message>
        <source>Reg&amp;istry</source>
        <translation>&amp;Verzeichnis</translation>
    </message>
</context>
<context>
    <name>gbxx::PresetsPanel</name>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Save from Tile…</source>
        <translation>Aus Feld speichern…</translation>
    </message>
    <message>
        <source>Add the tile shown in the Tile Inspector as a preset</source>
        <translation>Das im Feldinspektor angezeigte Feld als Vorgabe hinzufügen</translation>
    </message>
    <message>
        <source>Paint Layers</source>
        <translation>Ebenen malen</translation>
    </message>
    <message>
        <source>Stop stamping presets: paint the active layer&apos;s value again</source>
        <translation>Keine Vorgaben mehr stempeln: wieder den Wert der aktiven Ebene malen</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Import Presets</source>
        <translation>Vorgaben importieren</translation>
    </message>
    <message>
        <source>Presets (*.json)</source>
        <translation>Vorgaben (*.json)</translation>
    </message>
    <message>
        <source>Export Presets</source>
        <translation>Vorgaben exportieren</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>Bit %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Point at a tile first: its value is what the preset keeps.</source>
        <translation>Zeigen Sie zuerst auf ein Feld: die Vorgabe übernimmt seinen Wert.</translation>
    </message>
    <message>
        <source>New Preset</source>
        <translation>Neue Vorgabe</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Preset %1</source>
        <translation>Vorgabe %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>Saved combinations of field values; choosing one paints with it</source>
        <translation>Gespeicherte Kombinationen von Eigenschaftswerten; mit der gewählten wird gemalt</translation>
    </message>
    <message>
        <source>Add the presets of a presets file</source>
        <translation>Die Vorgaben einer Vorgabendatei hinzufügen</translation>
    </message>
    <message>
        <source>Write these presets to a file to share</source>
        <translation>Diese Vorgaben zum Weitergeben in eine Datei schreiben</translation>
    </message>
    <message>
        <source>Delete the chosen preset</source>
        <translation>Die ausgewählte Vorgabe löschen</translation>
    </message>
</context>
<context>
    <name>gbxx::PrintExportDialog</name>
    <message>
        <source>Draw the &amp;grid</source>
        <translation>&amp;Raster zeichnen</translation>
    </message>
    <message>
        <source>Export Printable PDF</source>
        <translation>Druckbares PDF exportieren</translation>
    </message>
    <message>
        <source> mm per tile</source>
        <translation> mm pro Feld</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <source>&amp;Layers (a set of pages each):</source>
        <translation>Ebe&amp;nen (je ein Satz Seiten):</translation>
    </message>
    <message>
        <source>La&amp;bels:</source>
        <translation>&amp;Beschriftungen:</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Feldgröße:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ausrichtung:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Wählen Sie mindestens eine Ebene.</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 pages per layer, %n page(s) in all with the title page.</source>
        <translation>
            <numerusform>%1 × %2 Seiten pro Ebene, insgesamt %n Seite einschließlich Titelseite.</numerusform>
            <numerusform>%1 × %2 Seiten pro Ebene, insgesamt %n Seiten einschließlich Titelseite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Check each layer to print; each gets a set of pages of its own</source>
        <translation>Jede zu druckende Ebene anhaken; jede erhält einen eigenen Satz Seiten</translation>
    </message>
    <message>
        <source>Print the lines between the tiles</source>
        <translation>Die Linien zwischen den Feldern drucken</translation>
    </message>
    <message>
        <source>What is written on each tile</source>
        <translation>Was auf jedes Feld geschrieben wird</translation>
    </message>
    <message>
        <source>How large each tile is printed, in millimetres</source>
        <translation>Wie groß jedes Feld gedruckt wird, in Millimetern</translation>
    </message>
    <message>
        <source>The paper the pages are printed on</source>
        <translation>Das Papier, auf das die Seiten gedruckt werden</translation>
    </message>
    <message>
        <source>Whether the pages are upright or on their side</source>
        <translation>Ob die Seiten im Hoch- oder im Querformat gedruckt werden</translation>
    </message>
    <message>
        <source>Choose a file and write the PDF to it</source>
        <translation>Eine Datei wählen und das PDF hineinschreiben</translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Zeichnen:</translation>
    </message>
</context>
<context>
    <name>gbxx::PropertiesDialog</name>
    <message>
        <source>Board Properties</source>
        <translation>Spielbretteigenschaften</translation>
    </message>
    <message>
        <source>%1 (kept as it is)</source>
        <translation>%1 (bleibt unverändert)</translation>
    </message>
    <message>
        <source>Routing and occupancy are rules for the game that reads the board; nothing in the tiles depends on them.</source>
        <translation>Wegführung und Besetzung sind Regeln für das Spiel, das das Spielbrett einliest; nichts in den Feldern hängt davon ab.</translation>
    </message>
    <message>
        <source>Heights are read as independent levels: each bit of a tile&apos;s height is a level present or absent.</source>
        <translation>Höhen werden als unabhängige Stufen gelesen: jedes Bit der Höhe eines Feldes ist eine Stufe, die vorhanden ist oder fehlt.</translation>
    </message>
    <message>
        <source>Heights are read as one number per tile.</source>
        <translation>Höhen werden als eine Zahl pro Feld gelesen.</translation>
    </message>
    <message>
        <source>Every tile keeps its height bits; they are now read as independent levels (each bit a level present or absent) instead of one number.</source>
        <translation>Jedes Feld behält seine Höhenbits; sie werden jetzt als unabhängige Stufen gelesen (jedes Bit eine vorhandene oder fehlende Stufe) statt als eine Zahl.</translation>
    </message>
    <message>
        <source>Every tile keeps its height bits; they are now read as one number instead of independent levels.</source>
        <translation>Jedes Feld behält seine Höhenbits; sie werden jetzt als eine Zahl gelesen statt als unabhängige Stufen.</translation>
    </message>
    <message>
        <source>Whether tokens move freely or along paths: a rule for the game</source>
        <translation>Ob sich Figuren frei oder entlang von Wegen bewegen: eine Regel für das Spiel</translation>
    </message>
    <message>
        <source>Whether a tile&apos;s height bits are one number or levels present or absent</source>
        <translation>Ob die Höhenbits eines Feldes eine Zahl sind oder Stufen, die vorhanden sind oder fehlen</translation>
    </message>
    <message>
        <source>Whether link groups are active</source>
        <translation>Ob Verbindungsgruppen aktiv sind</translation>
    </message>
    <message>
        <source>Whether the tiles are squares or flat-topped hexagons</source>
        <translation>Ob die Felder Quadrate oder Sechsecke mit flacher Oberseite sind</translation>
    </message>
    <message>
        <source>Which way the board wraps round: none, width, length or height</source>
        <translation>In welcher Richtung das Spielbrett umläuft: keine, Breite, Länge oder Höhe</translation>
    </message>
    <message>
        <source>How many tokens a tile may hold: a rule for the game</source>
        <translation>Wie viele Figuren auf einem Feld stehen dürfen: eine Regel für das Spiel</translation>
    </message>
    <message>
        <source>%1: a setting of the whole board, kept in its header</source>
        <translation>%1: eine Einstellung des ganzen Spielbretts, im Kopfteil gespeichert</translation>
    </message>
</context>
<context>
    <name>gbxx::PublishDialog</name>
    <message>
        <source>&amp;Sign In…</source>
        <translation>&amp;Anmelden…</translation>
    </message>
    <message>
        <source>&amp;Unlisted: only people who know the code find it</source>
        <translation>&amp;Nicht gelistet: nur wer den Code kennt, findet es</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>Code &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Veröffentlichen</translation>
    </message>
    <message>
        <source>Publish Board</source>
        <translation>Spielbrett veröffentlichen</translation>
    </message>
    <message>
        <source>Publish this board to the registry at %1: anyone can then open it by its code.</source>
        <translation>Dieses Spielbrett im Verzeichnis unter %1 veröffentlichen: danach kann jeder es per Code öffnen.</translation>
    </message>
    <message>
        <source>none yet: a new code will be assigned</source>
        <translation>noch keiner: ein neuer Code wird zugeteilt</translation>
    </message>
    <message>
        <source>%1: a new revision if it is yours, claimed if nobody holds it</source>
        <translation>%1: eine neue Revision, wenn er Ihnen gehört, beansprucht, wenn er frei ist</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a registry code: give the board five letters and digits, or no code, in Board ▸ Metadata</source>
        <translation>„%1“ ist kein Verzeichniscode: geben Sie dem Spielbrett unter Spielbrett ▸ Metadaten fünf Buchstaben und Ziffern oder keinen Code</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Version:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>Give the editor your registry token (Preferences ▸ Registry)</source>
        <translation>Geben Sie dem Editor Ihr Verzeichnis-Token (Einstellungen ▸ Verzeichnis)</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Konto:</translation>
    </message>
    <message>
        <source>What is new in this revision (optional)</source>
        <translation>Was in dieser Revision neu ist (optional)</translation>
    </message>
    <message>
        <source>A note shown with this revision in the registry</source>
        <translation>Eine Notiz, die mit dieser Revision im Verzeichnis gezeigt wird</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <source>Leave the board out of the registry&apos;s searches and lists; its code still opens it</source>
        <translation>Das Spielbrett aus Suchen und Listen des Verzeichnisses heraushalten; sein Code öffnet es weiterhin</translation>
    </message>
    <message>
        <source>Publishing</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <source>Sending the board to %1…</source>
        <translation>Das Spielbrett wird an %1 gesendet…</translation>
    </message>
    <message>
        <source>Copy the board&apos;s code to the clipboard</source>
        <translation>Den Code des Spielbretts in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Send the board to the registry</source>
        <translation>Das Spielbrett an das Verzeichnis senden</translation>
    </message>
    <message>
        <source>Not signed in: publishing needs your registry token.</source>
        <translation>Nicht angemeldet: zum Veröffentlichen braucht es Ihr Verzeichnis-Token.</translation>
    </message>
    <message>
        <source>Checking your token…</source>
        <translation>Ihr Token wird geprüft…</translation>
    </message>
    <message>
        <source>Publishing as %1</source>
        <translation>Veröffentlichen als %1</translation>
    </message>
    <message>
        <source>Your token could not be checked: %1</source>
        <translation>Ihr Token konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>Not published: %1</source>
        <translation>Nicht veröffentlicht: %1</translation>
    </message>
    <message>
        <source>&amp;Publish Again</source>
        <translation>&amp;Erneut veröffentlichen</translation>
    </message>
    <message>
        <source>Published to the registry at %1. Anyone can open the board by its code:</source>
        <translation>Im Verzeichnis unter %1 veröffentlicht. Jeder kann das Spielbrett per Code öffnen:</translation>
    </message>
    <message>
        <source>Revision %1 is published: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</source>
        <translation>Revision %1 ist veröffentlicht: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Open the board&apos;s page in the web browser</source>
        <translation>Die Seite des Spielbretts im Webbrowser öffnen</translation>
    </message>
    <message>
        <source>The board, its file and the registry hold the same bytes (SHA-256 %1…).</source>
        <translation>Spielbrett, Datei und Verzeichnis enthalten dieselben Bytes (SHA-256 %1…).</translation>
    </message>
    <message>
        <source>cancelled. If the registry stored it already, publishing again shows its code without making another revision.</source>
        <translation>abgebrochen. Hat das Verzeichnis es schon gespeichert, zeigt erneutes Veröffentlichen seinen Code, ohne eine weitere Revision anzulegen.</translation>
    </message>
    <message>
        <source>No answer yet from %1; sending the board again: try %2 of %3…</source>
        <translation>Noch keine Antwort von %1; das Spielbrett wird erneut gesendet: Versuch %2 von %3…</translation>
    </message>
</context>
<context>
    <name>gbxx::RegionClipboard</name>
    <message>
        <source>the clipboard holds no GameBoardXX tiles</source>
        <translation>die Zwischenablage enthält keine GameBoardXX-Felder</translation>
    </message>
    <message>
        <source>the copied tiles are of a tile size or layout this editor does not know</source>
        <translation>die kopierten Felder haben eine Feldgröße oder Belegung, die dieser Editor nicht kennt</translation>
    </message>
    <message>
        <source>the copied tiles are damaged (cell %1)</source>
        <translation>die kopierten Felder sind beschädigt (Zelle %1)</translation>
    </message>
    <message>
        <source>the copied tiles are empty</source>
        <translation>die kopierten Felder sind leer</translation>
    </message>
    <message>
        <source>the clipboard is empty</source>
        <translation>die Zwischenablage ist leer</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryModel</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>revision %1</source>
        <translation>Revision %1</translation>
    </message>
    <message>
        <source>%1, revision %2, published %3</source>
        <translation>%1, Revision %2, veröffentlicht %3</translation>
    </message>
    <message>
        <source>%1, revision %2</source>
        <translation>%1, Revision %2</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryProblem</name>
    <message>
        <source>the registry says the request is not one it takes</source>
        <translation>das Verzeichnis nimmt die Anfrage so nicht an</translation>
    </message>
    <message>
        <source>the registry says the request is not one it takes: “%1”</source>
        <translation>das Verzeichnis nimmt die Anfrage so nicht an: „%1“</translation>
    </message>
    <message>
        <source>the registry says: publishing needs a valid token (sign in again in Preferences ▸ Registry)</source>
        <translation>das Verzeichnis sagt: zum Veröffentlichen braucht es ein gültiges Token (in Einstellungen ▸ Verzeichnis erneut anmelden)</translation>
    </message>
    <message>
        <source>the registry says: the token is not valid (or was revoked)</source>
        <translation>das Verzeichnis sagt: das Token ist ungültig (oder wurde widerrufen)</translation>
    </message>
    <message>
        <source>the registry says: the board belongs to another account</source>
        <translation>das Verzeichnis sagt: das Spielbrett gehört einem anderen Konto</translation>
    </message>
    <message>
        <source>the registry says: %1 has no revision %2</source>
        <translation>das Verzeichnis sagt: %1 hat keine Revision %2</translation>
    </message>
    <message>
        <source>the registry says: no board has the code %1</source>
        <translation>das Verzeichnis sagt: kein Spielbrett hat den Code %1</translation>
    </message>
    <message>
        <source>the registry says: it has no such board or address (is the registry&apos;s address right?)</source>
        <translation>das Verzeichnis sagt: ein solches Spielbrett oder eine solche Adresse gibt es dort nicht (stimmt die Adresse des Verzeichnisses?)</translation>
    </message>
    <message>
        <source>the registry says: it does not take this request (is it a GameBoardXX registry?)</source>
        <translation>das Verzeichnis sagt: diese Anfrage nimmt es nicht an (ist es ein GameBoardXX-Verzeichnis?)</translation>
    </message>
    <message>
        <source>the registry says: the request took too long to arrive</source>
        <translation>das Verzeichnis sagt: die Anfrage kam zu langsam an</translation>
    </message>
    <message>
        <source>the registry says: the board&apos;s code belongs to another account (clear it in Board ▸ Metadata to get a new one)</source>
        <translation>das Verzeichnis sagt: der Code des Spielbretts gehört einem anderen Konto (leeren Sie ihn unter Spielbrett ▸ Metadaten, um einen neuen zu erhalten)</translation>
    </message>
    <message>
        <source>the registry says: this board is published already</source>
        <translation>das Verzeichnis sagt: dieses Spielbrett ist schon veröffentlicht</translation>
    </message>
    <message>
        <source>the registry says: this board is published already, as %1 revision %2</source>
        <translation>das Verzeichnis sagt: dieses Spielbrett ist schon veröffentlicht, als %1 Revision %2</translation>
    </message>
    <message>
        <source>the registry says: a board is at most %1 bytes</source>
        <translation>das Verzeichnis sagt: ein Spielbrett hat höchstens %1 Bytes</translation>
    </message>
    <message>
        <source>the registry says: what was sent is not marked as a board</source>
        <translation>das Verzeichnis sagt: das Gesendete ist nicht als Spielbrett gekennzeichnet</translation>
    </message>
    <message>
        <source>the registry says: the file is not a valid board</source>
        <translation>das Verzeichnis sagt: die Datei ist kein gültiges Spielbrett</translation>
    </message>
    <message>
        <source>the registry says: the file is not a valid board: “%1”</source>
        <translation>das Verzeichnis sagt: die Datei ist kein gültiges Spielbrett: „%1“</translation>
    </message>
    <message>
        <source>the registry says: the footer&apos;s code is neither empty nor a registry code</source>
        <translation>das Verzeichnis sagt: der Code im Fußteil ist weder leer noch ein Verzeichniscode</translation>
    </message>
    <message>
        <source>the registry says: too many requests for now; try again later</source>
        <translation>das Verzeichnis sagt: zu viele Anfragen im Moment; bitte später erneut versuchen</translation>
    </message>
    <message>
        <source>the registry says: the request&apos;s headers are too large</source>
        <translation>das Verzeichnis sagt: die Kopfzeilen der Anfrage sind zu groß</translation>
    </message>
    <message>
        <source>the registry says: its database cannot be reached just now; try again in a moment</source>
        <translation>das Verzeichnis sagt: seine Datenbank ist gerade nicht erreichbar; bitte gleich erneut versuchen</translation>
    </message>
    <message>
        <source>the registry says: it has no room left; nothing was stored</source>
        <translation>das Verzeichnis sagt: es hat keinen Platz mehr; nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>the registry says: the two revisions differ in size, tile size or layout, so no patch leads from one to the other</source>
        <translation>das Verzeichnis sagt: die beiden Revisionen unterscheiden sich in Größe, Feldgröße oder Belegung, daher führt kein Patch von der einen zur anderen</translation>
    </message>
    <message>
        <source>the registry says: “%1”</source>
        <translation>das Verzeichnis sagt: „%1“</translation>
    </message>
    <message>
        <source>the registry answered HTTP status %1</source>
        <translation>das Verzeichnis antwortete mit HTTP-Status %1</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryResults</name>
    <message>
        <source>Retr&amp;y</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Boards in the registry</source>
        <translation>Spielbretter im Verzeichnis</translation>
    </message>
    <message>
        <source>Boards the registry found; Enter or a double click opens one, more follow as you scroll</source>
        <translation>Vom Verzeichnis gefundene Spielbretter; Enter oder ein Doppelklick öffnet eines, beim Blättern folgen weitere</translation>
    </message>
    <message>
        <source>Ask the registry again</source>
        <translation>Das Verzeichnis erneut fragen</translation>
    </message>
    <message>
        <source>Stop waiting for the registry</source>
        <translation>Nicht länger auf das Verzeichnis warten</translation>
    </message>
    <message>
        <source>Searching the registry at %1…</source>
        <translation>Das Verzeichnis unter %1 wird durchsucht…</translation>
    </message>
    <message>
        <source>The registry at %1 could not be searched: %2</source>
        <translation>Das Verzeichnis unter %1 konnte nicht durchsucht werden: %2</translation>
    </message>
    <message>
        <source>More boards could not be listed: %1</source>
        <translation>Weitere Spielbretter konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>No board in the registry matches.</source>
        <translation>Kein Spielbrett im Verzeichnis passt.</translation>
    </message>
    <message>
        <source>Boards from the registry: %1, more as you scroll</source>
        <translation>Spielbretter aus dem Verzeichnis: %1, weitere beim Blättern</translation>
    </message>
    <message>
        <source>Boards from the registry: %1</source>
        <translation>Spielbretter aus dem Verzeichnis: %1</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>Code &amp;kopieren</translation>
    </message>
    <message>
        <source>Open &amp;Web Page</source>
        <translation>&amp;Webseite öffnen</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistrySettingsPage</name>
    <message>
        <source>Sign I&amp;n</source>
        <translation>A&amp;nmelden</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>A&amp;bmelden</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Verbindung prüfen</translation>
    </message>
    <message>
        <source>Where boards are published and found; the command line uses the same address. Empty: a registry on this computer.</source>
        <translation>Wo Spielbretter veröffentlicht und gefunden werden; die Kommandozeile verwendet dieselbe Adresse. Leer: ein Verzeichnis auf diesem Computer.</translation>
    </message>
    <message>
        <source>The token your registry&apos;s administrator gave you</source>
        <translation>Das Token, das Ihnen der Verwalter des Verzeichnisses gab</translation>
    </message>
    <message>
        <source>Your registry token; it is kept in the desktop&apos;s key ring, or in a file only you can read</source>
        <translation>Ihr Verzeichnis-Token; es wird im Schlüsselbund des Desktops aufbewahrt oder in einer nur für Sie lesbaren Datei</translation>
    </message>
    <message>
        <source>Check the token with the registry and keep it</source>
        <translation>Das Token beim Verzeichnis prüfen und aufbewahren</translation>
    </message>
    <message>
        <source>Forget the token kept for this registry</source>
        <translation>Das für dieses Verzeichnis aufbewahrte Token vergessen</translation>
    </message>
    <message>
        <source>Ask the registry whether it answers, and whose the token is</source>
        <translation>Das Verzeichnis fragen, ob es antwortet und wem das Token gehört</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>GBXX_REGISTRY is set: the editor uses %1 whatever is chosen here.</source>
        <translation>GBXX_REGISTRY ist gesetzt: der Editor verwendet %1, was immer hier gewählt ist.</translation>
    </message>
    <message>
        <source>To&amp;ken:</source>
        <translation>To&amp;ken:</translation>
    </message>
    <message>
        <source>Not signed in to %1.</source>
        <translation>Nicht bei %1 angemeldet.</translation>
    </message>
    <message>
        <source>Checking the token kept for %1…</source>
        <translation>Das für %1 aufbewahrte Token wird geprüft…</translation>
    </message>
    <message>
        <source>Signed in to %1 as %2.</source>
        <translation>Bei %1 als %2 angemeldet.</translation>
    </message>
    <message>
        <source>A token is kept for %1, but: %2</source>
        <translation>Für %1 ist ein Token aufbewahrt, aber: %2</translation>
    </message>
    <message>
        <source>Paste your token first.</source>
        <translation>Fügen Sie zuerst Ihr Token ein.</translation>
    </message>
    <message>
        <source>Checking the token with %1…</source>
        <translation>Das Token wird bei %1 geprüft…</translation>
    </message>
    <message>
        <source>Not signed in: %1</source>
        <translation>Nicht angemeldet: %1</translation>
    </message>
    <message>
        <source>The token is good, but it could not be kept: %1</source>
        <translation>Das Token ist gültig, konnte aber nicht aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>Signed in to %1 as %2; the token is kept in %3.</source>
        <translation>Bei %1 als %2 angemeldet; das Token liegt in %3.</translation>
    </message>
    <message>
        <source>The token could not be forgotten: %1</source>
        <translation>Das Token konnte nicht vergessen werden: %1</translation>
    </message>
    <message>
        <source>Signed out of %1.</source>
        <translation>Bei %1 abgemeldet.</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>%1 wird gefragt…</translation>
    </message>
    <message>
        <source>%1 answers; signed in as %2.</source>
        <translation>%1 antwortet; angemeldet als %2.</translation>
    </message>
    <message>
        <source>%1 answers, but the token kept for it is not valid (or was revoked).</source>
        <translation>%1 antwortet, aber das dafür aufbewahrte Token ist ungültig (oder wurde widerrufen).</translation>
    </message>
    <message>
        <source>%1 answers; not signed in.</source>
        <translation>%1 antwortet; nicht angemeldet.</translation>
    </message>
    <message>
        <source>%1 cannot be reached: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::ReplaceDialog</name>
    <message>
        <source>Replace in Selection</source>
        <translation>In Auswahl ersetzen</translation>
    </message>
    <message>
        <source>Nothing is selected: the operations apply to every tile of the board.</source>
        <translation>Nichts ist ausgewählt: die Operationen gelten für jedes Feld des Spielbretts.</translation>
    </message>
    <message numerus="yes">
        <source>The operations apply, in order, to the %n selected tile(s).</source>
        <translation>
            <numerusform>Die Operationen gelten der Reihe nach für das %n ausgewählte Feld.</numerusform>
            <numerusform>Die Operationen gelten der Reihe nach für die %n ausgewählten Felder.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add Operation</source>
        <translation>Operation &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Remove this operation</source>
        <translation>Diese Operation entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will change</source>
        <translation>
            <numerusform>%n Feld wird geändert</numerusform>
            <numerusform>%n Felder werden geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Add another operation; they apply in order</source>
        <translation>Eine weitere Operation hinzufügen; die Operationen gelten der Reihe nach</translation>
    </message>
    <message>
        <source>Change the tiles as the operations say, in one undo step</source>
        <translation>Die Felder gemäß den Operationen ändern, in einem Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Remove operation</source>
        <translation>Operation entfernen</translation>
    </message>
</context>
<context>
    <name>gbxx::ResizeDialog</name>
    <message>
        <source>Resize Board</source>
        <translation>Spielbrettgröße ändern</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Länge:</translation>
    </message>
    <message>
        <source>&amp;Anchor:</source>
        <translation>&amp;Anker:</translation>
    </message>
    <message>
        <source>Offset &amp;x:</source>
        <translation>Versatz &amp;x:</translation>
    </message>
    <message>
        <source>Offset &amp;y:</source>
        <translation>Versatz &amp;y:</translation>
    </message>
    <message>
        <source>How many columns the board has after resizing, 1 to %1</source>
        <translation>Wie viele Spalten das Spielbrett nach der Größenänderung hat, 1 bis %1</translation>
    </message>
    <message>
        <source>How many rows the board has after resizing, 1 to %1</source>
        <translation>Wie viele Zeilen das Spielbrett nach der Größenänderung hat, 1 bis %1</translation>
    </message>
    <message>
        <source>The column of the new board where the old board&apos;s left edge lands; the anchor sets it</source>
        <translation>Die Spalte des neuen Spielbretts, an der der linke Rand des alten liegt; der Anker legt sie fest</translation>
    </message>
    <message>
        <source>The row of the new board where the old board&apos;s top edge lands; the anchor sets it</source>
        <translation>Die Zeile des neuen Spielbretts, an der der obere Rand des alten liegt; der Anker legt sie fest</translation>
    </message>
    <message>
        <source>Anchor top left</source>
        <translation>Anker oben links</translation>
    </message>
    <message>
        <source>Keep the old board in the top left corner</source>
        <translation>Das alte Spielbrett in der Ecke oben links belassen</translation>
    </message>
    <message>
        <source>Anchor top</source>
        <translation>Anker oben</translation>
    </message>
    <message>
        <source>Keep the old board at the top, centred</source>
        <translation>Das alte Spielbrett oben in der Mitte belassen</translation>
    </message>
    <message>
        <source>Anchor top right</source>
        <translation>Anker oben rechts</translation>
    </message>
    <message>
        <source>Keep the old board in the top right corner</source>
        <translation>Das alte Spielbrett in der Ecke oben rechts belassen</translation>
    </message>
    <message>
        <source>Anchor left</source>
        <translation>Anker links</translation>
    </message>
    <message>
        <source>Keep the old board at the left, centred</source>
        <translation>Das alte Spielbrett links in der Mitte belassen</translation>
    </message>
    <message>
        <source>Anchor centre</source>
        <translation>Anker Mitte</translation>
    </message>
    <message>
        <source>Keep the old board in the middle</source>
        <translation>Das alte Spielbrett in der Mitte belassen</translation>
    </message>
    <message>
        <source>Anchor right</source>
        <translation>Anker rechts</translation>
    </message>
    <message>
        <source>Keep the old board at the right, centred</source>
        <translation>Das alte Spielbrett rechts in der Mitte belassen</translation>
    </message>
    <message>
        <source>Anchor bottom left</source>
        <translation>Anker unten links</translation>
    </message>
    <message>
        <source>Keep the old board in the bottom left corner</source>
        <translation>Das alte Spielbrett in der Ecke unten links belassen</translation>
    </message>
    <message>
        <source>Anchor bottom</source>
        <translation>Anker unten</translation>
    </message>
    <message>
        <source>Keep the old board at the bottom, centred</source>
        <translation>Das alte Spielbrett unten in der Mitte belassen</translation>
    </message>
    <message>
        <source>Anchor bottom right</source>
        <translation>Anker unten rechts</translation>
    </message>
    <message>
        <source>Keep the old board in the bottom right corner</source>
        <translation>Das alte Spielbrett in der Ecke unten rechts belassen</translation>
    </message>
</context>
<context>
    <name>gbxx::RuleDialog</name>
    <message>
        <source>&amp;Live: apply it after every edit</source>
        <translation>&amp;Live: nach jeder Bearbeitung anwenden</translation>
    </message>
    <message>
        <source>Add Rule</source>
        <translation>Regel hinzufügen</translation>
    </message>
    <message>
        <source>Edit Rule</source>
        <translation>Regel bearbeiten</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>The rule&apos;s name, as the Rules panel and the command line say it</source>
        <translation>Der Name der Regel, wie ihn der Bereich „Regeln“ und die Kommandozeile nennen</translation>
    </message>
    <message>
        <source>for example: boundary = 0 and neighbours(n.boundary &gt;= 2) &gt; 0</source>
        <translation>zum Beispiel: boundary = 0 and neighbours(n.boundary &gt;= 2) &gt; 0</translation>
    </message>
    <message>
        <source>The tiles the rule changes, in the language of Select Where; neighbours(…) counts a tile&apos;s neighbours, n.KEY is a neighbour&apos;s field</source>
        <translation>Die Felder, die die Regel ändert, in der Sprache von „Nach Bedingung auswählen“; neighbours(…) zählt die Nachbarn eines Felds, n.KEY ist eine Eigenschaft eines Nachbarn</translation>
    </message>
    <message>
        <source>one operation a line, for example: set boundary=1</source>
        <translation>eine Operation pro Zeile, zum Beispiel: set boundary=1</translation>
    </message>
    <message>
        <source>What the rule does to each matching tile, in order: set KEY=V, add KEY=N, flags-on KEY=MASK or flags-off KEY=MASK</source>
        <translation>Was die Regel mit jedem passenden Feld macht, der Reihe nach: set KEY=V, add KEY=N, flags-on KEY=MASK oder flags-off KEY=MASK</translation>
    </message>
    <message>
        <source>A live rule runs after every edit, in the same undo step; the command line runs every rule</source>
        <translation>Eine Live-Regel läuft nach jeder Bearbeitung, im selben Rückgängig-Schritt; die Kommandozeile führt jede Regel aus</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Build:</source>
        <translation>&amp;Aufbauen:</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Wo:</translation>
    </message>
    <message>
        <source>Add &amp;Operation</source>
        <translation>Operation &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add this operation as the last line of Then</source>
        <translation>Diese Operation als letzte Zeile von „Dann“ anfügen</translation>
    </message>
    <message>
        <source>O&amp;peration:</source>
        <translation>O&amp;peration:</translation>
    </message>
    <message>
        <source>T&amp;hen:</source>
        <translation>&amp;Dann:</translation>
    </message>
    <message>
        <source>Where the rules are written: for this board only or for every board of its folder</source>
        <translation>Wohin die Regeln geschrieben werden: nur für dieses Spielbrett oder für jedes Spielbrett seines Ordners</translation>
    </message>
    <message>
        <source>this board only: %1</source>
        <translation>nur dieses Spielbrett: %1</translation>
    </message>
    <message>
        <source>every board in its folder: gameboardxx-rules.json</source>
        <translation>jedes Spielbrett in seinem Ordner: gameboardxx-rules.json</translation>
    </message>
    <message>
        <source>nowhere yet: save the board first (kept until it is closed)</source>
        <translation>noch nirgends: speichern Sie zuerst das Spielbrett (bleibt erhalten, bis es geschlossen wird)</translation>
    </message>
    <message>
        <source>&amp;Save in:</source>
        <translation>&amp;Speichern in:</translation>
    </message>
    <message>
        <source>Type where the rule applies, or build it above.</source>
        <translation>Geben Sie ein, wo die Regel gilt, oder bauen Sie es oben auf.</translation>
    </message>
    <message>
        <source>Add what the rule does to the tiles: one operation a line.</source>
        <translation>Fügen Sie hinzu, was die Regel mit den Feldern macht: eine Operation pro Zeile.</translation>
    </message>
    <message>
        <source>Tiles it matches now: %1 · tiles it would change, applied alone: %2</source>
        <translation>Felder, auf die sie jetzt zutrifft: %1 · Felder, die sie allein angewendet ändern würde: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::RulesPanel</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The board&apos;s rules in the order they run: the check box makes a rule live, the count is the tiles its condition matches now; drag a rule to move it</source>
        <translation>Die Regeln des Spielbretts in der Reihenfolge, in der sie laufen: das Kontrollkästchen macht eine Regel zur Live-Regel, die Zahl gibt die Felder an, auf die ihre Bedingung jetzt zutrifft; ziehen Sie eine Regel, um sie zu verschieben</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Dann</translation>
    </message>
    <message>
        <source>Add Rule…</source>
        <translation>Regel hinzufügen…</translation>
    </message>
    <message>
        <source>Add a rule at the end of the board&apos;s rules</source>
        <translation>Eine Regel am Ende der Regeln des Spielbretts hinzufügen</translation>
    </message>
    <message>
        <source>Edit Rule…</source>
        <translation>Regel bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the chosen rule (or double-click it)</source>
        <translation>Die gewählte Regel bearbeiten (oder doppelklicken Sie darauf)</translation>
    </message>
    <message>
        <source>Remove Rule</source>
        <translation>Regel entfernen</translation>
    </message>
    <message>
        <source>Remove the chosen rule from the rules file</source>
        <translation>Die gewählte Regel aus der Regeldatei entfernen</translation>
    </message>
    <message>
        <source>Move Rule Up</source>
        <translation>Regel nach oben</translation>
    </message>
    <message>
        <source>Run the chosen rule one place earlier</source>
        <translation>Die gewählte Regel eine Stelle früher ausführen</translation>
    </message>
    <message>
        <source>Move Rule Down</source>
        <translation>Regel nach unten</translation>
    </message>
    <message>
        <source>Run the chosen rule one place later</source>
        <translation>Die gewählte Regel eine Stelle später ausführen</translation>
    </message>
    <message>
        <source>Apply All Rules</source>
        <translation>Alle Regeln anwenden</translation>
    </message>
    <message>
        <source>Run every rule on the board in order, as gbxx rules apply does, as one undo step</source>
        <translation>Jede Regel der Reihe nach auf das Spielbrett anwenden, wie es gbxx rules apply tut, als ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Apply Chosen Rule</source>
        <translation>Gewählte Regel anwenden</translation>
    </message>
    <message>
        <source>Run the chosen rule on the board as one undo step</source>
        <translation>Die gewählte Regel auf das Spielbrett anwenden, als ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Select Matching</source>
        <translation>Treffer auswählen</translation>
    </message>
    <message>
        <source>Select the tiles the chosen rule&apos;s condition matches</source>
        <translation>Die Felder auswählen, auf die die Bedingung der gewählten Regel zutrifft</translation>
    </message>
    <message>
        <source>Live Rules</source>
        <translation>Live-Regeln</translation>
    </message>
    <message>
        <source>Apply the live rules after every edit, in the same undo step (for every board)</source>
        <translation>Die Live-Regeln nach jeder Bearbeitung anwenden, im selben Rückgängig-Schritt (für jedes Spielbrett)</translation>
    </message>
    <message>
        <source>Save Rules…</source>
        <translation>Regeln speichern…</translation>
    </message>
    <message>
        <source>Write the rules to a rules file beside the board</source>
        <translation>Die Regeln in eine Regeldatei neben dem Spielbrett schreiben</translation>
    </message>
    <message>
        <source>Reload Rules</source>
        <translation>Regeln neu laden</translation>
    </message>
    <message>
        <source>Read the rules file again (after editing it elsewhere)</source>
        <translation>Die Regeldatei erneut lesen (nachdem sie anderswo bearbeitet wurde)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Apply All</source>
        <translation>Alle anwenden</translation>
    </message>
    <message>
        <source>Apply Chosen</source>
        <translation>Gewählte anwenden</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Live rules are switched off.</source>
        <translation>Live-Regeln sind ausgeschaltet.</translation>
    </message>
    <message>
        <source>Paused: it changes %1, which is locked.</source>
        <translation>Angehalten: sie ändert %1, das gesperrt ist.</translation>
    </message>
    <message>
        <source>%1
Where: %2
Then: %3
%4</source>
        <translation>%1
Wo: %2
Dann: %3
%4</translation>
    </message>
    <message>
        <source>Live: applied after every edit.</source>
        <translation>Live: wird nach jeder Bearbeitung angewendet.</translation>
    </message>
    <message>
        <source>Not live: applied by Apply to Board and on the command line.</source>
        <translation>Nicht live: wird mit „Auf Spielbrett anwenden“ und auf der Kommandozeile angewendet.</translation>
    </message>
    <message>
        <source>Tiles the condition matches on the board now</source>
        <translation>Felder, auf die die Bedingung jetzt auf dem Spielbrett zutrifft</translation>
    </message>
    <message>
        <source>No board is open.</source>
        <translation>Kein Spielbrett ist geöffnet.</translation>
    </message>
    <message>
        <source>Rules file: %1 (this board)</source>
        <translation>Regeldatei: %1 (dieses Spielbrett)</translation>
    </message>
    <message>
        <source>Rules file: %1 (the boards of its folder)</source>
        <translation>Regeldatei: %1 (die Spielbretter ihres Ordners)</translation>
    </message>
    <message>
        <source>— not saved</source>
        <translation>— nicht gespeichert</translation>
    </message>
    <message>
        <source>No rules file. Add a rule to start one.</source>
        <translation>Keine Regeldatei. Fügen Sie eine Regel hinzu, um eine anzulegen.</translation>
    </message>
    <message>
        <source>Not saved in a file: save the board, then Save Rules.</source>
        <translation>Nicht in einer Datei gespeichert: speichern Sie das Spielbrett, dann „Regeln speichern“.</translation>
    </message>
    <message>
        <source>Not saved in a file yet: Save Rules writes them.</source>
        <translation>Noch nicht in einer Datei gespeichert: „Regeln speichern“ schreibt sie.</translation>
    </message>
    <message>
        <source>%1 — no rule runs until it is fixed.</source>
        <translation>%1 – keine Regel läuft, bis das behoben ist.</translation>
    </message>
    <message>
        <source>Live rules running: %1</source>
        <translation>Laufende Live-Regeln: %1</translation>
    </message>
    <message>
        <source>Live rules running: %1 of %2 (the others change a locked layer)</source>
        <translation>Laufende Live-Regeln: %1 von %2 (die anderen ändern eine gesperrte Ebene)</translation>
    </message>
    <message>
        <source>%1 was changed outside the editor since it was read.</source>
        <translation>%1 wurde außerhalb des Editors geändert, seit es gelesen wurde.</translation>
    </message>
    <message>
        <source>Overwrite it with these rules, or reload it and drop your change? Cancel keeps your change unsaved.</source>
        <translation>Mit diesen Regeln überschreiben oder neu laden und Ihre Änderung verwerfen? „Abbrechen“ lässt Ihre Änderung ungespeichert.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>Ü&amp;berschreiben</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation>Die Regeln konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>the board&apos;s rules</source>
        <translation>den Regeln des Spielbretts</translation>
    </message>
    <message>
        <source>Remove the rule “%1” from %2?</source>
        <translation>Die Regel „%1“ aus %2 entfernen?</translation>
    </message>
    <message>
        <source>Apply rules</source>
        <translation>Regeln anwenden</translation>
    </message>
    <message>
        <source>Apply rule “%1”</source>
        <translation>Regel „%1“ anwenden</translation>
    </message>
    <message>
        <source>%1: tiles changed: %2</source>
        <translation>%1: geänderte Felder: %2</translation>
    </message>
    <message>
        <source>Tiles matching “%1”: %2 selected</source>
        <translation>Felder, auf die „%1“ zutrifft: %2 ausgewählt</translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation>Regeln speichern</translation>
    </message>
    <message>
        <source>Where are the rules to be kept?</source>
        <translation>Wo sollen die Regeln aufbewahrt werden?</translation>
    </message>
    <message>
        <source>This Board Only: %1</source>
        <translation>Nur dieses Spielbrett: %1</translation>
    </message>
    <message>
        <source>Every Board in Its Folder: gameboardxx-rules.json</source>
        <translation>Jedes Spielbrett in seinem Ordner: gameboardxx-rules.json</translation>
    </message>
    <message>
        <source>Rules saved in %1</source>
        <translation>Regeln in %1 gespeichert</translation>
    </message>
    <message>
        <source>Drop the rules that are not saved and read the file again?</source>
        <translation>Die nicht gespeicherten Regeln verwerfen und die Datei erneut lesen?</translation>
    </message>
    <message>
        <source>the rules file cannot be read: mend it, then Reload Rules</source>
        <translation>die Regeldatei ist nicht lesbar: reparieren Sie sie, dann Regeln neu laden</translation>
    </message>
    <message>
        <source>the rules have a mistake (see the Rules panel)</source>
        <translation>die Regeln enthalten einen Fehler (siehe Regeln-Bereich)</translation>
    </message>
    <message>
        <source>needs a rules file</source>
        <translation>braucht eine Regeldatei</translation>
    </message>
    <message>
        <source>needs a rule chosen in the Rules panel</source>
        <translation>braucht eine im Regeln-Bereich gewählte Regel</translation>
    </message>
    <message>
        <source>needs the board saved to a file</source>
        <translation>braucht das Spielbrett in einer Datei gespeichert</translation>
    </message>
    <message>
        <source>the chosen rule is the first</source>
        <translation>die gewählte Regel ist die erste</translation>
    </message>
    <message>
        <source>the chosen rule is the last</source>
        <translation>die gewählte Regel ist die letzte</translation>
    </message>
    <message>
        <source>the rules are saved</source>
        <translation>die Regeln sind gespeichert</translation>
    </message>
</context>
<context>
    <name>gbxx::SchemaDialog</name>
    <message>
        <source>Custom Data Schema</source>
        <translation>Schema für eigene Daten</translation>
    </message>
    <message>
        <source>Name the bits of this GB%1 board&apos;s field &lt;b&gt;%2&lt;/b&gt; (%3 bits): each sub-field is a layer of its own, read as %2.KEY by dumps, expressions and scripts. Bits are one bit (3) or a range (0-3); names are separated by commas, each with an optional colour (forest #2e7d32). The board file does not change.</source>
        <translation>Benennen Sie die Bits der Eigenschaft &lt;b&gt;%2&lt;/b&gt; dieses GB%1-Spielbretts (%3 Bits): Jede Untereigenschaft ist eine eigene Ebene und wird in Dumps, Ausdrücken und Skripten als %2.KEY gelesen. Bits sind ein einzelnes Bit (3) oder ein Bereich (0-3); Namen werden durch Kommas getrennt, jeweils mit optionaler Farbe (Wald #2e7d32). Die Spielbrettdatei ändert sich nicht.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Value or flag names</source>
        <translation>Wert- oder Flag-Namen</translation>
    </message>
    <message>
        <source>&amp;Add Sub-field</source>
        <translation>Untereigenschaft &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Sub-field</source>
        <translation>Untereigenschaft &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Save in:</source>
        <translation>&amp;Speichern in:</translation>
    </message>
    <message>
        <source>the schema in use: %1</source>
        <translation>das verwendete Schema: %1</translation>
    </message>
    <message>
        <source>this board only: %1</source>
        <translation>nur dieses Spielbrett: %1</translation>
    </message>
    <message>
        <source>every board in its folder: gameboardxx-schema.json</source>
        <translation>jedes Spielbrett in seinem Ordner: gameboardxx-schema.json</translation>
    </message>
    <message>
        <source>nowhere yet: save the board first (used until it is closed)</source>
        <translation>noch nirgends: speichern Sie zuerst das Spielbrett (gilt, bis es geschlossen wird)</translation>
    </message>
    <message>
        <source>This board&apos;s layout has no field of the designer&apos;s to split.</source>
        <translation>Die Belegung dieses Spielbretts hat keine Eigenschaft für eigene Daten, die sich aufteilen ließe.</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits are one bit (3) or a range (0-3)</source>
        <translation>„%1“: Bits sind ein einzelnes Bit (3) oder ein Bereich (0-3)</translation>
    </message>
    <message>
        <source>The layers show the schema as it is now.</source>
        <translation>Die Ebenen zeigen das Schema in seinem jetzigen Stand.</translation>
    </message>
    <message>
        <source>Not shown until it is right: %1</source>
        <translation>Wird erst angezeigt, wenn es stimmt: %1</translation>
    </message>
    <message>
        <source>The schema %1 could not be removed.</source>
        <translation>Das Schema %1 konnte nicht entfernt werden.</translation>
    </message>
    <message>
        <source>The schema could not be saved: %1</source>
        <translation>Das Schema konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Sub-fields</source>
        <translation>Untereigenschaften</translation>
    </message>
    <message>
        <source>One row per sub-field: its key, label, bits, kind and value or flag names</source>
        <translation>Eine Zeile pro Untereigenschaft: Schlüssel, Bezeichnung, Bits, Art und Wert- oder Flag-Namen</translation>
    </message>
    <message>
        <source>Add a sub-field on the first bit no other one uses</source>
        <translation>Eine Untereigenschaft auf dem ersten Bit hinzufügen, das keine andere belegt</translation>
    </message>
    <message>
        <source>Remove the chosen sub-field</source>
        <translation>Die ausgewählte Untereigenschaft entfernen</translation>
    </message>
    <message>
        <source>Where OK writes the schema: for this board only or for every board of its folder</source>
        <translation>Wohin OK das Schema schreibt: nur für dieses Spielbrett oder für jedes Spielbrett seines Ordners</translation>
    </message>
    <message>
        <source>How the bits read: as a number, as one named value, or as flags</source>
        <translation>Wie die Bits gelesen werden: als Zahl, als ein benannter Wert oder als Flags</translation>
    </message>
</context>
<context>
    <name>gbxx::ScriptCatalog</name>
    <message>
        <source>Export a Field as CSV</source>
        <translation>Ein Feld als CSV exportieren</translation>
    </message>
    <message>
        <source>Barriers on Steep Steps</source>
        <translation>Schranken an steilen Stufen</translation>
    </message>
    <message>
        <source>Random Island (hex)</source>
        <translation>Zufällige Insel (Sechseck)</translation>
    </message>
    <message>
        <source>Out-of-Bounds Ring</source>
        <translation>Ring außerhalb</translation>
    </message>
    <message>
        <source>Symmetry Check</source>
        <translation>Symmetrieprüfung</translation>
    </message>
</context>
<context>
    <name>gbxx::ScriptConsole</name>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumente:</translation>
    </message>
    <message>
        <source>given to the next run as args, e.g. 20 turnBarrier</source>
        <translation>beim nächsten Lauf als args übergeben, z. B. 20 turnBarrier</translation>
    </message>
    <message>
        <source>Words the script reads as args (quote a word with spaces)</source>
        <translation>Wörter, die das Skript als args liest (ein Wort mit Leerzeichen in Anführungszeichen setzen)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Run a script from the Scripts menu: what it prints and warns shows here.</source>
        <translation>Führen Sie ein Skript aus dem Menü „Skripte“ aus: seine Ausgaben und Warnungen erscheinen hier.</translation>
    </message>
    <message>
        <source>Running %1</source>
        <translation>Ausführung von %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>%1: warning: (%2, %3) %4</source>
        <translation>%1: Warnung: (%2, %3) %4</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;error:&lt;/b&gt; %2 — nothing was changed</source>
        <translation>%1: &lt;b&gt;Fehler:&lt;/b&gt; %2 – nichts wurde geändert</translation>
    </message>
    <message>
        <source>the board was not changed</source>
        <translation>das Spielbrett wurde nicht geändert</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) changed%1 — one undo step, &quot;Script: %2&quot;</source>
        <translation>
            <numerusform>%n Feld geändert%1 – ein Rückgängig-Schritt, „Skript: %2“</numerusform>
            <numerusform>%n Felder geändert%1 – ein Rückgängig-Schritt, „Skript: %2“</numerusform>
        </translation>
    </message>
    <message>
        <source>, with the header or footer</source>
        <translation>, einschließlich Kopf- oder Fußteil</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Fertig: %1.</translation>
    </message>
    <message>
        <source>Script output</source>
        <translation>Skriptausgabe</translation>
    </message>
    <message>
        <source>What scripts printed, and their errors</source>
        <translation>Was Skripte ausgegeben haben, und ihre Fehler</translation>
    </message>
    <message>
        <source>Empty the console&apos;s output</source>
        <translation>Die Ausgabe der Konsole leeren</translation>
    </message>
    <message numerus="yes">
        <source>%1 finished, but the board was edited while it ran: its change (%n tile(s)) was dropped, not applied over the newer board. Run it again to apply it to the board as it is now.</source>
        <translation>
            <numerusform>%1 ist fertig, aber das Spielbrett wurde währenddessen bearbeitet: seine Änderung (%n Feld) wurde verworfen, nicht über das neuere Spielbrett gelegt. Führen Sie es erneut aus, um es auf das Spielbrett in seinem jetzigen Zustand anzuwenden.</numerusform>
            <numerusform>%1 ist fertig, aber das Spielbrett wurde währenddessen bearbeitet: seine Änderung (%n Felder) wurde verworfen, nicht über das neuere Spielbrett gelegt. Führen Sie es erneut aus, um es auf das Spielbrett in seinem jetzigen Zustand anzuwenden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was stopped: %2; nothing was changed.</source>
        <translation>%1 wurde angehalten: %2; nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>gbxx::SelectWhereDialog</name>
    <message>
        <source>Select Where</source>
        <translation>Nach Bedingung auswählen</translation>
    </message>
    <message>
        <source>for example: height &gt;= 40 and homeZones has 1</source>
        <translation>zum Beispiel: height &gt;= 40 and homeZones has 1</translation>
    </message>
    <message>
        <source>Replace the selection</source>
        <translation>Auswahl ersetzen</translation>
    </message>
    <message>
        <source>Add to the selection</source>
        <translation>Zur Auswahl hinzufügen</translation>
    </message>
    <message>
        <source>Take from the selection</source>
        <translation>Von der Auswahl abziehen</translation>
    </message>
    <message>
        <source>Keep only what is also selected</source>
        <translation>Nur behalten, was auch ausgewählt ist</translation>
    </message>
    <message>
        <source>&amp;Build:</source>
        <translation>&amp;Aufbauen:</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>&amp;Bedingung:</translation>
    </message>
    <message>
        <source>&amp;Matches:</source>
        <translation>&amp;Treffer:</translation>
    </message>
    <message>
        <source>Type a condition, or build one above.</source>
        <translation>Geben Sie eine Bedingung ein oder bauen Sie oben eine auf.</translation>
    </message>
    <message numerus="yes">
        <source>%n matching tile(s)</source>
        <translation>
            <numerusform>%n passendes Feld</numerusform>
            <numerusform>%n passende Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>What the matching tiles do to the selection there is now</source>
        <translation>Wie die passenden Felder die bisherige Auswahl verändern</translation>
    </message>
</context>
<context>
    <name>gbxx::ShiftDialog</name>
    <message>
        <source>&amp;Wrap around (tiles pushed off one edge come back at the other)</source>
        <translation>&amp;Umlaufend (über einen Rand hinausgeschobene Felder kommen am anderen wieder herein)</translation>
    </message>
    <message>
        <source>Shift Board Contents</source>
        <translation>Spielbrettinhalt verschieben</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> Spalten</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> Zeilen</translation>
    </message>
    <message>
        <source>&amp;Right by:</source>
        <translation>Nach &amp;rechts um:</translation>
    </message>
    <message>
        <source>&amp;Down by:</source>
        <translation>&amp;Nach unten um:</translation>
    </message>
    <message>
        <source>How many columns everything moves right; below 0 moves it left</source>
        <translation>Um wie viele Spalten alles nach rechts rückt; unter 0 nach links</translation>
    </message>
    <message>
        <source>How many rows everything moves down; below 0 moves it up</source>
        <translation>Um wie viele Zeilen alles nach unten rückt; unter 0 nach oben</translation>
    </message>
    <message>
        <source>Otherwise tiles pushed off an edge are dropped and the tiles left behind become empty</source>
        <translation>Andernfalls entfallen über einen Rand hinausgeschobene Felder, und die frei werdenden Felder werden leer</translation>
    </message>
</context>
<context>
    <name>gbxx::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Board view</source>
        <translation>Spielbrettansicht</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Ansicht verschieben</translation>
    </message>
    <message>
        <source>Middle drag, or Space + drag</source>
        <translation>Mit der mittleren Maustaste ziehen oder Space + Ziehen</translation>
    </message>
    <message>
        <source>Zoom at the pointer</source>
        <translation>Am Mauszeiger zoomen</translation>
    </message>
    <message>
        <source>Ctrl + wheel</source>
        <translation>Ctrl + Mausrad</translation>
    </message>
    <message>
        <source>Scroll</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>Wheel, Shift + wheel</source>
        <translation>Mausrad, Shift + Mausrad</translation>
    </message>
    <message>
        <source>Clear the highlight</source>
        <translation>Hervorhebung aufheben</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation>Nach Aktion oder Taste filtern</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Every action with its keys, by menu, then the board view&apos;s mouse gestures</source>
        <translation>Jede Aktion mit ihren Tasten, nach Menüs geordnet, danach die Mausgesten der Spielbrettansicht</translation>
    </message>
</context>
<context>
    <name>gbxx::ShortcutsPage</name>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>All&amp;e zurücksetzen</translation>
    </message>
    <message>
        <source>Find an action or a key</source>
        <translation>Aktion oder Taste suchen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Actions and their keys</source>
        <translation>Aktionen und ihre Tasten</translation>
    </message>
    <message>
        <source>Key of the chosen action</source>
        <translation>Taste der gewählten Aktion</translation>
    </message>
    <message>
        <source>Press the keys to give the chosen action.</source>
        <translation>Drücken Sie die Tasten, die die gewählte Aktion erhalten soll.</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>Ta&amp;ste:</translation>
    </message>
    <message>
        <source>%1 was the key of “%2”; it has none now unless you give it another.</source>
        <translation>%1 war die Taste von „%2“; diese Aktion hat jetzt keine mehr, bis Sie ihr eine andere geben.</translation>
    </message>
</context>
<context>
    <name>gbxx::StampLibrary</name>
    <message>
        <source>not a stamps file: %1 at byte %2</source>
        <translation>keine Stempeldatei: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>not a stamps file: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>keine Stempeldatei: &quot;format&quot; ist nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>these stamps are for GB%1 boards, not GB%2</source>
        <translation>diese Stempel sind für GB%1-Spielbretter, nicht für GB%2</translation>
    </message>
    <message>
        <source>stamp %1 needs a name and a colour such as &quot;#8a7560&quot;</source>
        <translation>Stempel %1 braucht einen Namen und eine Farbe wie &quot;#8a7560&quot;</translation>
    </message>
    <message>
        <source>stamp &quot;%1&quot;: %2</source>
        <translation>Stempel „%1“: %2</translation>
    </message>
    <message>
        <source>stamp &quot;%1&quot; holds GB%2 tiles, not GB%3</source>
        <translation>Stempel „%1“ enthält GB%2-Felder, nicht GB%3</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>gbxx::StampsPanel</name>
    <message>
        <source>Save Selection as Stamp…</source>
        <translation>Auswahl als Stempel speichern…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Keep the selected tiles, with their shape and the fields carried, as a stamp for the brush</source>
        <translation>Die ausgewählten Felder mit ihrer Form und den übernommenen Eigenschaften als Stempel für den Pinsel speichern</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Import Stamps</source>
        <translation>Stempel importieren</translation>
    </message>
    <message>
        <source>Stamps (*.json)</source>
        <translation>Stempel (*.json)</translation>
    </message>
    <message>
        <source>Export Stamps</source>
        <translation>Stempel exportieren</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n Feld)</numerusform>
            <numerusform>%1 (%n Felder)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every field</source>
        <translation>Alle Eigenschaften</translation>
    </message>
    <message>
        <source>Select the tiles of the stamp first.</source>
        <translation>Wählen Sie zuerst die Felder des Stempels aus.</translation>
    </message>
    <message>
        <source>New Stamp</source>
        <translation>Neuer Stempel</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Stamp %1</source>
        <translation>Stempel %1</translation>
    </message>
    <message>
        <source>The stamps could not be kept: %1</source>
        <translation>Die Stempel konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::StartPage</name>
    <message>
        <source>&amp;New Board…</source>
        <translation>&amp;Neues Spielbrett…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Board</source>
        <translation>&amp;Beispiel-Spielbrett öffnen</translation>
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation>Spielbretter, die Sie öffnen oder speichern, erscheinen hier.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>&amp;Recent Boards</source>
        <translation>&amp;Zuletzt geöffnete Spielbretter</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>Neu aus &amp;Vorlage</translation>
    </message>
    <message>
        <source>L&amp;ibrary</source>
        <translation>B&amp;ibliothek</translation>
    </message>
    <message>
        <source>Open by &amp;Code…</source>
        <translation>Per &amp;Code öffnen…</translation>
    </message>
    <message>
        <source>Open a board from the registry by its code</source>
        <translation>Ein Spielbrett per Code aus dem Verzeichnis öffnen</translation>
    </message>
</context>
<context>
    <name>gbxx::TileInspector</name>
    <message>
        <source>Pin</source>
        <translation>Anheften</translation>
    </message>
    <message>
        <source>Keep showing this tile while the pointer moves (picker click: pin the tile clicked)</source>
        <translation>Dieses Feld weiter anzeigen, während sich der Mauszeiger bewegt (Klick mit der Pipette: angeklicktes Feld anheften)</translation>
    </message>
    <message>
        <source>%1 is locked: unlock it in the Layers panel to change it</source>
        <translation>%1 ist gesperrt: heben Sie die Sperre im Bereich „Ebenen“ auf, um die Ebene zu ändern</translation>
    </message>
    <message>
        <source>Set %1 of tile (%2, %3)</source>
        <translation>%1 von Feld (%2, %3) setzen</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 of %n tiles</source>
        <translation>
            <numerusform>%1 von %n Feld setzen</numerusform>
            <numerusform>%1 von %n Feldern setzen</numerusform>
        </translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>Bit %1</translation>
    </message>
    <message>
        <source>tile (%1, %2)</source>
        <translation>Feld (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Feldern</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 on %2</source>
        <translation>%1 bei %2 setzen</translation>
    </message>
    <message>
        <source>Clear %1 on %2</source>
        <translation>%1 bei %2 löschen</translation>
    </message>
    <message>
        <source>Pointer (%1, %2): %3</source>
        <translation>Mauszeiger (%1, %2): %3</translation>
    </message>
    <message>
        <source>all fields 0</source>
        <translation>alle Eigenschaften 0</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <source>Point at a tile to inspect it, click it with the picker to pin it.</source>
        <translation>Zeigen Sie auf ein Feld, um es zu untersuchen; klicken Sie es mit der Pipette an, um es anzuheften.</translation>
    </message>
    <message>
        <source>No board open.</source>
        <translation>Kein Spielbrett geöffnet.</translation>
    </message>
    <message>
        <source>Pinned tile (%1, %2), index %3: 0x%4</source>
        <translation>Angeheftetes Feld (%1, %2), Index %3: 0x%4</translation>
    </message>
    <message>
        <source>Tile (%1, %2), index %3: 0x%4</source>
        <translation>Feld (%1, %2), Index %3: 0x%4</translation>
    </message>
    <message numerus="yes">
        <source>%n selected tiles: fields they share, &quot;mixed&quot; where they differ</source>
        <translation>
            <numerusform>%n ausgewähltes Feld: gemeinsame Eigenschaften, „gemischt“, wo sie sich unterscheiden</numerusform>
            <numerusform>%n ausgewählte Felder: gemeinsame Eigenschaften, „gemischt“, wo sie sich unterscheiden</numerusform>
        </translation>
    </message>
    <message>
        <source>Locked in the Layers panel</source>
        <translation>Im Bereich „Ebenen“ gesperrt</translation>
    </message>
</context>
<context>
    <name>gbxx::TilePresets</name>
    <message>
        <source>not a presets file: %1 at byte %2</source>
        <translation>keine Vorgabendatei: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>not a presets file: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>keine Vorgabendatei: &quot;format&quot; ist nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>these presets are for GB%1 boards, not GB%2</source>
        <translation>diese Vorgaben sind für GB%1-Spielbretter, nicht für GB%2</translation>
    </message>
    <message>
        <source>preset %1 needs a name, a colour such as &quot;#8a7560&quot; and a value such as &quot;0x3&quot;</source>
        <translation>Vorgabe %1 braucht einen Namen, eine Farbe wie &quot;#8a7560&quot; und einen Wert wie &quot;0x3&quot;</translation>
    </message>
    <message>
        <source>preset &quot;%1&quot; has a value wider than a GB%2 tile</source>
        <translation>Vorgabe „%1“ hat einen Wert, der breiter ist als ein GB%2-Feld</translation>
    </message>
</context>
<context>
    <name>gbxx::Tool</name>
    <message>
        <source>%1 is locked: unlock it in the Layers panel to paint it</source>
        <translation>%1 ist gesperrt: heben Sie die Sperre im Bereich „Ebenen“ auf, um darauf zu malen</translation>
    </message>
    <message>
        <source>%1 is hidden: show it in the Layers panel to paint it</source>
        <translation>%1 ist ausgeblendet: blenden Sie die Ebene im Bereich „Ebenen“ ein, um darauf zu malen</translation>
    </message>
    <message>
        <source>Painting stays inside the selection (Select ▸ Deselect, Ctrl+Shift+A, to paint anywhere)</source>
        <translation>Gemalt wird nur innerhalb der Auswahl (Auswahl ▸ Auswahl aufheben, Ctrl+Shift+A, um überall zu malen)</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) painted alone: no symmetric tile sits there on this board (hex columns are half a tile apart)</source>
        <translation>
            <numerusform>%n Feld allein gemalt: Auf diesem Spielbrett liegt dort kein symmetrisches Feld (Sechseckspalten sind um ein halbes Feld versetzt)</numerusform>
            <numerusform>%n Felder allein gemalt: Auf diesem Spielbrett liegt dort kein symmetrisches Feld (Sechseckspalten sind um ein halbes Feld versetzt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Rectangle Select</source>
        <translation>Rechteckauswahl</translation>
    </message>
    <message>
        <source>Lasso Select</source>
        <translation>Lassoauswahl</translation>
    </message>
    <message>
        <source>Magic Wand</source>
        <translation>Zauberstab</translation>
    </message>
    <message>
        <source>Select by Value</source>
        <translation>Nach Wert auswählen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>%1 als Linie malen</translation>
    </message>
    <message>
        <source>Rectangle %1</source>
        <translation>%1 als Rechteck malen</translation>
    </message>
    <message>
        <source>Fill %1</source>
        <translation>%1 füllen</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>%1 radieren</translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation>%1 aufnehmen</translation>
    </message>
    <message>
        <source>Measure %1</source>
        <translation>%1 messen</translation>
    </message>
    <message>
        <source>Select %1</source>
        <translation>%1 auswählen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
</context>
<context>
    <name>gbxx::ToolOptionsWidget</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Filled rectangle</source>
        <translation>Gefülltes Rechteck</translation>
    </message>
    <message>
        <source>Through corners (8 neighbours)</source>
        <translation>Über Ecken (8 Nachbarn)</translation>
    </message>
    <message>
        <source>Compare whole tiles, not only the layer</source>
        <translation>Ganze Felder vergleichen, nicht nur die Ebene</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadratisch</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rund</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Beliebiger Spieler</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>Measure paths as this player: their blacklisted tiles block the way</source>
        <translation>Wege als dieser Spieler messen: Felder auf seiner Sperrliste versperren den Weg</translation>
    </message>
    <message>
        <source>Brush &amp;size:</source>
        <translation>Pinsel&amp;größe:</translation>
    </message>
    <message>
        <source>Brush sha&amp;pe:</source>
        <translation>Pinsel&amp;form:</translation>
    </message>
    <message>
        <source>Measure &amp;as:</source>
        <translation>Messen &amp;als:</translation>
    </message>
    <message>
        <source>This tool has no options.</source>
        <translation>Dieses Werkzeug hat keine Optionen.</translation>
    </message>
    <message>
        <source>Hex boards always use their six neighbours</source>
        <translation>Sechseck-Spielbretter nutzen immer ihre sechs Nachbarn</translation>
    </message>
    <message>
        <source>How many tiles across the brush paints</source>
        <translation>Wie viele Felder breit der Pinsel malt</translation>
    </message>
    <message>
        <source>The shape of the brush&apos;s footprint</source>
        <translation>Die Form des Pinselabdrucks</translation>
    </message>
    <message>
        <source>On-board tiles</source>
        <translation>Felder auf dem Spielbrett</translation>
    </message>
    <message>
        <source>Empty tiles</source>
        <translation>Leere Felder</translation>
    </message>
    <message>
        <source>What a moved selection leaves where it was: tiles still on the board, in bounds, with the carried fields cleared; or empty tiles, not on the board where the boundary moved with it</source>
        <translation>Was eine verschobene Auswahl an ihrer alten Stelle zurücklässt: Felder, die auf dem Spielbrett bleiben (im Spiel), mit geleerten übernommenen Eigenschaften; oder leere Felder, nicht auf dem Spielbrett, wo die Grenze mitverschoben wurde</translation>
    </message>
    <message>
        <source>Leaves behin&amp;d:</source>
        <translation>&amp;Zurück bleibt:</translation>
    </message>
</context>
<context>
    <name>gbxx::ValidationPanel</name>
    <message>
        <source>From the validator %1%2</source>
        <translation>Vom Prüfskript %1%2</translation>
    </message>
    <message>
        <source>Spec %1%2</source>
        <translation>Spezifikation %1%2</translation>
    </message>
    <message>
        <source> — click to show the tiles</source>
        <translation> – klicken, um die Felder anzuzeigen</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>What the board holds that a designer should hear about; choosing one shows its tiles</source>
        <translation>Was ein Designer über das Spielbrett wissen sollte; das Wählen eines Eintrags zeigt seine Felder</translation>
    </message>
    <message>
        <source>Running the validators…</source>
        <translation>Die Validatoren laufen …</translation>
    </message>
</context>
<context>
    <name>gbxx::ValidatorRun</name>
    <message>
        <source>%1 at (%2, %3): %4</source>
        <translation>%1 bei (%2, %3): %4</translation>
    </message>
    <message>
        <source>%1 did not finish: %2</source>
        <translation>%1 lief nicht zu Ende: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::ValuePalette</name>
    <message>
        <source>No layer selected</source>
        <translation>Keine Ebene ausgewählt</translation>
    </message>
    <message>
        <source>Add the checked flags</source>
        <translation>Angehakte Flags hinzufügen</translation>
    </message>
    <message>
        <source>Remove the checked flags</source>
        <translation>Angehakte Flags entfernen</translation>
    </message>
    <message>
        <source>Painting sets the checked flags on the tiles</source>
        <translation>Malen setzt die angehakten Flags auf den Feldern</translation>
    </message>
    <message>
        <source>Painting clears the checked flags on the tiles</source>
        <translation>Malen entfernt die angehakten Flags von den Feldern</translation>
    </message>
    <message>
        <source>Paint with the flag %1</source>
        <translation>Mit dem Flag %1 malen</translation>
    </message>
    <message>
        <source>Paint with the value %1</source>
        <translation>Mit dem Wert %1 malen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Quit as soon as the board has been drawn once (measures start-up time; see docs/performance.md).</source>
        <translation>Beenden, sobald das Spielbrett einmal gezeichnet wurde (misst die Startzeit; siehe docs/performance.md).</translation>
    </message>
    <message>
        <source>Read FILE in this layout (spec section L): %1. Default %2.</source>
        <translation>FILE mit dieser Belegung lesen (Spezifikation, Abschnitt L): %1. Standard: %2.</translation>
    </message>
    <message>
        <source>Paint GameBoardXX boards on square and hex grids.</source>
        <translation>GameBoardXX-Spielbretter auf Quadrat- und Sechseckrastern malen.</translation>
    </message>
    <message>
        <source>unknown layout &apos;%1&apos;; expected one of %2</source>
        <translation>unbekannte Belegung &apos;%1&apos;; erwartet wird eine von %2</translation>
    </message>
    <message>
        <source>A board to open (.gb08, .gb16, .gb32, .gb64), alone. Without one, the boards open at the last quit come back (Edit ▸ Preferences), or the start page shows recent boards and templates.</source>
        <translation>Ein zu öffnendes Spielbrett (.gb08, .gb16, .gb32, .gb64), allein. Ohne eines kommen die beim letzten Beenden offenen Spielbretter zurück (Bearbeiten ▸ Einstellungen), oder die Startseite zeigt zuletzt verwendete Spielbretter und Vorlagen.</translation>
    </message>
    <message>
        <source>Resolve the three-way merge of the files BASE, OURS and THEIRS (git mergetool) and save it in OUT. Exit status 0 when OUT was saved with every conflict resolved, 1 otherwise, 2 when the boards cannot be read or merged.</source>
        <translation>Die Drei-Wege-Zusammenführung der Dateien BASE, OURS und THEIRS lösen (git mergetool) und in OUT speichern. Exit-Status 0, wenn OUT mit allen Konflikten gelöst gespeichert wurde, sonst 1; 2, wenn sich die Spielbretter nicht lesen oder zusammenführen lassen.</translation>
    </message>
    <message>
        <source>With --merge: BASE OURS THEIRS OUT.</source>
        <translation>Mit --merge: BASE OURS THEIRS OUT.</translation>
    </message>
</context>
</TS>
