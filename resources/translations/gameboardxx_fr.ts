<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>QObject</name>
    <message>
        <source>GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;All files (*)</source>
        <translation>Plateaux GameBoardXX (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>missing: the file is no longer there</source>
        <translation>introuvable&#xa0;: le fichier n&apos;existe plus</translation>
    </message>
    <message>
        <source> · layout %1</source>
        <translation> · disposition %1</translation>
    </message>
</context>
<context>
    <name>gbxx::BalancePanel</name>
    <message>
        <source>Owner</source>
        <translation>Propriétaire</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Zone de départ</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Zone d&apos;arrivée</translation>
    </message>
    <message>
        <source>Safe</source>
        <translation>Zone protégée</translation>
    </message>
    <message>
        <source>Home → end</source>
        <translation>Départ → arrivée</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n pas</numerusform>
            <numerusform>%n pas</numerusform>
        </translation>
    </message>
    <message>
        <source>no path</source>
        <translation>aucun chemin</translation>
    </message>
    <message>
        <source>Differs between the players the board is built for</source>
        <translation>Diffère entre les joueurs pour lesquels le plateau est conçu</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Équilibre</translation>
    </message>
    <message>
        <source>Per player and team: zone sizes and the cheapest way from home to end</source>
        <translation>Par joueur et par équipe : tailles des zones et le chemin le moins coûteux du départ à l&apos;arrivée</translation>
    </message>
    <message numerus="yes">
        <source>cost %1 (%n step(s))</source>
        <translation>
            <numerusform>coût %1 (%n pas)</numerusform>
            <numerusform>coût %1 (%n pas)</numerusform>
        </translation>
    </message>
    <message>
        <source>climb %1</source>
        <translation>montée %1</translation>
    </message>
    <message>
        <source>descend %1</source>
        <translation>descente %1</translation>
    </message>
    <message>
        <source>diagonal steps</source>
        <translation>pas en diagonale</translation>
    </message>
    <message>
        <source>turn barriers block</source>
        <translation>les barrières de tours bloquent</translation>
    </message>
    <message>
        <source>turn barriers cost</source>
        <translation>les barrières de tours coûtent</translation>
    </message>
    <message>
        <source>currency barriers block</source>
        <translation>les barrières de monnaie bloquent</translation>
    </message>
    <message>
        <source>currency barriers cost</source>
        <translation>les barrières de monnaie coûtent</translation>
    </message>
    <message>
        <source>piece barriers block</source>
        <translation>les barrières de pièces bloquent</translation>
    </message>
    <message>
        <source>Movement rules: every step costs 1</source>
        <translation>Règles de déplacement : chaque pas coûte 1</translation>
    </message>
    <message>
        <source>Movement rules: %1</source>
        <translation>Règles de déplacement : %1</translation>
    </message>
    <message>
        <source>Shows or hides the movement rules the home-to-end costs are measured by</source>
        <translation>Affiche ou masque les règles de déplacement qui mesurent les coûts du départ à l&apos;arrivée</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardComparison</name>
    <message>
        <source>this board is read in layout %1: it can be compared only with boards of that layout and tile size (Board ▸ Convert This Board To brings it to today&apos;s layout)</source>
        <translation>ce plateau est lu dans la disposition %1&#xa0;: il ne peut être comparé qu&apos;avec des plateaux de cette disposition et de cette taille de case (Plateau ▸ Convertir ce plateau en le passe dans la disposition actuelle)</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardDocument</name>
    <message>
        <source>Untitled %1</source>
        <translation>Sans titre %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>The board has no rules to apply.</source>
        <translation>Le plateau n&apos;a aucune règle à appliquer.</translation>
    </message>
    <message>
        <source>The board has no rule %1.</source>
        <translation>Le plateau n&apos;a pas de règle %1.</translation>
    </message>
    <message>
        <source>“%1” changes %2, which is locked: unlock it in the Layers panel to apply the rule.</source>
        <translation>«&#xa0;%1&#xa0;» modifie %2, qui est verrouillé&#xa0;: déverrouillez-le dans le panneau Calques pour appliquer la règle.</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardView</name>
    <message numerus="yes">
        <source>Left out %n tile(s) that fell off the board</source>
        <translation>
            <numerusform>%n case omise&#xa0;: elle tombait hors du plateau</numerusform>
            <numerusform>%n cases omises&#xa0;: elles tombaient hors du plateau</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicate selection</source>
        <translation>Dupliquer la sélection</translation>
    </message>
    <message>
        <source>Move selection</source>
        <translation>Déplacer la sélection</translation>
    </message>
    <message>
        <source>This stamp is for boards of another tile size or layout.</source>
        <translation>Ce tampon est destiné à des plateaux d&apos;une autre taille de case ou d&apos;une autre disposition.</translation>
    </message>
    <message>
        <source>Stamp “%1”</source>
        <translation>Tampon «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Tile %1, %2: %3</source>
        <translation>Case %1, %2 : %3</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Arrow keys move the tile cursor, Enter applies the tool, Shift+arrows select</source>
        <translation>Les flèches déplacent le curseur de case, Enter applique l&apos;outil, Shift+flèches sélectionnent</translation>
    </message>
    <message>
        <source>Tile %1, %2</source>
        <translation>Case %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will land outside where the selection was</source>
        <translation>
            <numerusform>%n case atterrira hors de l’emplacement de la sélection</numerusform>
            <numerusform>%n cases atterriront hors de l’emplacement de la sélection</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) would fall off the board</source>
        <translation>
            <numerusform>%n case tomberait hors du plateau</numerusform>
            <numerusform>%n cases tomberaient hors du plateau</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::ChangesPanel</name>
    <message>
        <source>Take</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Take the other board&apos;s value</source>
        <translation>Reprendre la valeur de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>What differs from the other board, by field; Esc leaves compare mode</source>
        <translation>Ce qui diffère de l&apos;autre plateau, par propriété&#xa0;; Esc quitte le mode comparaison</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Not comparing. Compare With… shows what differs from another board file, the saved version or a registry revision.</source>
        <translation>Aucune comparaison en cours. «&#xa0;Comparer avec…&#xa0;» montre ce qui diffère d&apos;un autre fichier de plateau, de la version enregistrée ou d&apos;une révision du registre.</translation>
    </message>
    <message>
        <source>Compared with %1.</source>
        <translation>Comparé avec %1.</translation>
    </message>
    <message>
        <source>The boards hold the same values.</source>
        <translation>Les plateaux contiennent les mêmes valeurs.</translation>
    </message>
    <message>
        <source>%1 (layout %2)</source>
        <translation>%1 (disposition %2)</translation>
    </message>
    <message>
        <source>The other board is %1: compared as this %2 board holds it.</source>
        <translation>L&apos;autre plateau est en %1&#xa0;: comparé tel que ce plateau %2 le contiendrait.</translation>
    </message>
    <message>
        <source>The other board is %1: compared as this %2 board holds it, which loses %3.</source>
        <translation>L&apos;autre plateau est en %1&#xa0;: comparé tel que ce plateau %2 le contiendrait, ce qui fait perdre %3.</translation>
    </message>
    <message>
        <source>Board ▸ Resize changes the board&apos;s size</source>
        <translation>Plateau ▸ Redimensionner modifie la taille du plateau</translation>
    </message>
    <message>
        <source>Take every header key the other board has</source>
        <translation>Reprendre toutes les clés d&apos;en-tête de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Take the other board&apos;s value of this key</source>
        <translation>Reprendre la valeur de cette clé dans l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Take every footer key the other board has</source>
        <translation>Reprendre toutes les clés du pied de fichier de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Take the other board&apos;s %1 on every tile that differs</source>
        <translation>Reprendre la propriété «&#xa0;%1&#xa0;» de l&apos;autre plateau sur chaque case qui diffère</translation>
    </message>
    <message>
        <source>Take the other board&apos;s %1 on this tile</source>
        <translation>Reprendre la propriété «&#xa0;%1&#xa0;» de l&apos;autre plateau sur cette case</translation>
    </message>
    <message>
        <source>Choose a row to take the other board&apos;s value</source>
        <translation>Choisir une ligne pour reprendre la valeur de l&apos;autre plateau</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) differ.</source>
        <translation>
            <numerusform>%n case diffère.</numerusform>
            <numerusform>%n cases diffèrent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::CommandPalette</name>
    <message>
        <source>Search actions</source>
        <translation>Rechercher des actions</translation>
    </message>
    <message>
        <source>Type to find an action, a layer or a preference</source>
        <translation>Tapez pour trouver une action, un calque ou une préférence</translation>
    </message>
    <message>
        <source>Matching actions</source>
        <translation>Actions correspondantes</translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation>indisponible : %1</translation>
    </message>
    <message>
        <source>“%1” cannot run now: %2</source>
        <translation>« %1 » ne peut pas s’exécuter maintenant : %2</translation>
    </message>
    <message>
        <source>needs an open board</source>
        <translation>nécessite un plateau ouvert</translation>
    </message>
    <message>
        <source>not available now</source>
        <translation>indisponible pour l’instant</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Afficher %1</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>Masquer %1</translation>
    </message>
    <message>
        <source>Solo %1</source>
        <translation>Afficher seulement %1 (solo)</translation>
    </message>
    <message>
        <source>Preferences: %1</source>
        <translation>Préférences : %1</translation>
    </message>
    <message>
        <source>New from Template: %1</source>
        <translation>Nouveau depuis un modèle : %1</translation>
    </message>
    <message>
        <source>shown already</source>
        <translation>déjà affiché</translation>
    </message>
    <message>
        <source>hidden already</source>
        <translation>déjà masqué</translation>
    </message>
    <message>
        <source>Make %1 the Active Layer</source>
        <translation>Faire de %1 le calque actif</translation>
    </message>
    <message>
        <source>the active layer already</source>
        <translation>déjà le calque actif</translation>
    </message>
</context>
<context>
    <name>gbxx::CompareDialog</name>
    <message>
        <source>Another board &amp;file</source>
        <translation>Un autre &amp;fichier de plateau</translation>
    </message>
    <message>
        <source>A &amp;registry revision</source>
        <translation>Une &amp;révision du registre</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>Compare %1 with:</source>
        <translation>Comparer %1 avec&#xa0;:</translation>
    </message>
    <message>
        <source>Compare with what the board&apos;s file holds now</source>
        <translation>Comparer avec ce que contient maintenant le fichier du plateau</translation>
    </message>
    <message>
        <source>Compare with another board file, of any tile size</source>
        <translation>Comparer avec un autre fichier de plateau, de n&apos;importe quelle taille de case</translation>
    </message>
    <message>
        <source>Compare with a revision from the board registry</source>
        <translation>Comparer avec une révision du registre de plateaux</translation>
    </message>
    <message>
        <source>Choose the board file</source>
        <translation>Choisir le fichier du plateau</translation>
    </message>
    <message>
        <source>The &amp;saved version: what changed since %1 was saved</source>
        <translation>La version &amp;enregistrée&#xa0;: ce qui a changé depuis l&apos;enregistrement de %1</translation>
    </message>
    <message>
        <source>The &amp;saved version (this board is not saved in a file yet)</source>
        <translation>La version &amp;enregistrée (ce plateau n&apos;est pas encore enregistré dans un fichier)</translation>
    </message>
    <message>
        <source>A .gb08, .gb16, .gb32 or .gb64 file</source>
        <translation>Un fichier .gb08, .gb16, .gb32 ou .gb64</translation>
    </message>
    <message>
        <source>Board file</source>
        <translation>Fichier du plateau</translation>
    </message>
    <message>
        <source>Registry code</source>
        <translation>Code du registre</translation>
    </message>
    <message>
        <source>The board&apos;s code as the registry gave it; @N compares with revision N</source>
        <translation>Le code du plateau tel que le registre l&apos;a donné&#xa0;; @N compare avec la révision N</translation>
    </message>
    <message>
        <source>Fetching</source>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <source>Show what differs, on the board and in the Changes panel</source>
        <translation>Montrer ce qui diffère, sur le plateau et dans le panneau Modifications</translation>
    </message>
    <message>
        <source>Fi&amp;le:</source>
        <translation>Fic&amp;hier&#xa0;:</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>Co&amp;de&#xa0;:</translation>
    </message>
    <message>
        <source>CODE@REVISION, or the code alone for the latest</source>
        <translation>CODE@RÉVISION, ou le code seul pour la plus récente</translation>
    </message>
    <message>
        <source>Compare With Board</source>
        <translation>Comparer avec un plateau</translation>
    </message>
    <message>
        <source>GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64);;All files (*)</source>
        <translation>Plateaux GameBoardXX (*.gb08 *.gb16 *.gb32 *.gb64);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Fetching revision %1 of %2 from %3…</source>
        <translation>Récupération de la révision %1 de %2 depuis %3…</translation>
    </message>
    <message>
        <source>Fetching %1 from %2…</source>
        <translation>Récupération de %1 depuis %2…</translation>
    </message>
    <message>
        <source>Not fetched: %1</source>
        <translation>Non récupéré&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is not a board this editor reads: %2</source>
        <translation>%1 n&apos;est pas un plateau que cet éditeur lit&#xa0;: %2</translation>
    </message>
    <message>
        <source>Fetching cancelled</source>
        <translation>Récupération annulée</translation>
    </message>
</context>
<context>
    <name>gbxx::ConditionBuilder</name>
    <message>
        <source>Corners &amp;too</source>
        <translation>&amp;Inclure les coins</translation>
    </message>
    <message>
        <source>the tile&apos;s</source>
        <translation>pour la case</translation>
    </message>
    <message>
        <source>at least one neighbour&apos;s</source>
        <translation>pour au moins un voisin</translation>
    </message>
    <message>
        <source>no neighbour&apos;s</source>
        <translation>pour aucun voisin</translation>
    </message>
    <message>
        <source>every neighbour&apos;s</source>
        <translation>pour chaque voisin</translation>
    </message>
    <message>
        <source>at least this many neighbours&apos;:</source>
        <translation>pour au moins ce nombre de voisins&#xa0;:</translation>
    </message>
    <message>
        <source>Whose field</source>
        <translation>Propriété de qui</translation>
    </message>
    <message>
        <source>Test the tile&apos;s own field, or count its neighbours whose field passes (six on hex boards, four on square ones, across wrapped edges)</source>
        <translation>Tester la propriété de la case elle-même, ou compter ses voisins dont la propriété passe le test (six sur les plateaux hexagonaux, quatre sur les carrés, y compris à travers les bords en bouclage)</translation>
    </message>
    <message>
        <source>How many neighbours</source>
        <translation>Combien de voisins</translation>
    </message>
    <message>
        <source>The fewest neighbours whose field must pass</source>
        <translation>Le nombre minimal de voisins dont la propriété doit passer le test</translation>
    </message>
    <message>
        <source>Count a square tile&apos;s four corner neighbours as well (neighbours8)</source>
        <translation>Compter aussi les quatre voisins par les coins d&apos;une case carrée (neighbours8)</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Comparé à</translation>
    </message>
    <message>
        <source>Compare the neighbour&apos;s field with a value, or with the tile&apos;s own field plus or minus a number</source>
        <translation>Comparer la propriété du voisin à une valeur, ou à celle de la case elle-même plus ou moins un nombre</translation>
    </message>
    <message>
        <source>the value</source>
        <translation>la valeur</translation>
    </message>
    <message>
        <source>the tile&apos;s own %1 +</source>
        <translation>%1 de la case elle-même +</translation>
    </message>
    <message>
        <source>the tile&apos;s own %1 −</source>
        <translation>%1 de la case elle-même −</translation>
    </message>
</context>
<context>
    <name>gbxx::DialogButtons</name>
    <message>
        <source>Apply the choices and close</source>
        <translation>Appliquer les choix et fermer</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Fermer sans rien modifier</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Fermer cette fenêtre</translation>
    </message>
    <message>
        <source>Apply the choices</source>
        <translation>Appliquer les choix</translation>
    </message>
    <message>
        <source>Save the changes</source>
        <translation>Enregistrer les modifications</translation>
    </message>
    <message>
        <source>Close and lose the changes</source>
        <translation>Fermer et perdre les modifications</translation>
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
        <translation>%1 désormais identique</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <comment>a tile, this board&apos;s value, the other&apos;s</comment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>The boards are compared where both have tiles; the tiles only this board has are hatched</source>
        <translation>Les plateaux sont comparés là où tous deux ont des cases&#xa0;; les cases que seul ce plateau possède sont hachurées</translation>
    </message>
    <message>
        <source>(%1, %2): %3 has no such tile</source>
        <translation>(%1, %2)&#xa0;: %3 n&apos;a pas cette case</translation>
    </message>
    <message>
        <source>Tile (%1, %2), this board → %3:
%4</source>
        <translation>Case (%1, %2), ce plateau → %3&#xa0;:
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
        <translation>aucun</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>the saved version of %1</source>
        <translation>la version enregistrée de %1</translation>
    </message>
    <message>
        <source>%1 from the registry</source>
        <translation>%1 du registre</translation>
    </message>
    <message numerus="yes">
        <source>Header: %n key(s)</source>
        <translation>
            <numerusform>En-tête&#xa0;: %n clé</numerusform>
            <numerusform>En-tête&#xa0;: %n clés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Footer: %n key(s)</source>
        <translation>
            <numerusform>Pied de fichier&#xa0;: %n clé</numerusform>
            <numerusform>Pied de fichier&#xa0;: %n clés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n case</numerusform>
            <numerusform>%1&#xa0;: %n cases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::DocumentScriptRun</name>
    <message>
        <source>Script: %1</source>
        <translation>Script&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>gbxx::ExportDialog</name>
    <message>
        <source>%1 (header)</source>
        <translation>%1 (en-tête)</translation>
    </message>
    <message>
        <source>&amp;Highlight These Tiles</source>
        <translation>&amp;Mettre ces cases en surbrillance</translation>
    </message>
    <message>
        <source>%1 (layout %2)</source>
        <translation>%1 (disposition %2)</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Exporter en %1</translation>
    </message>
    <message>
        <source>Convert to %1</source>
        <translation>Convertir en %1</translation>
    </message>
    <message>
        <source>Paste %1 Tiles into %2</source>
        <translation>Coller des cases %1 dans %2</translation>
    </message>
    <message>
        <source>copied tiles</source>
        <translation>des cases copiées</translation>
    </message>
    <message>
        <source>board</source>
        <translation>du plateau</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lossless.&lt;/b&gt; Every tile of these %1 %2 keeps its meaning in %3.</source>
        <translation>&lt;b&gt;Sans perte.&lt;/b&gt; Tout le contenu %2 %1 garde son sens en %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Some data cannot be stored in %1.&lt;/b&gt; Read back, these fields differ from the %2 %3 on the tiles counted below.</source>
        <translation>&lt;b&gt;Certaines données ne peuvent pas être stockées en %1.&lt;/b&gt; Une fois relues, ces propriétés diffèrent de celles %3 %2 sur les cases comptées ci-dessous.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Propriété</translation>
    </message>
    <message>
        <source>Tiles affected</source>
        <translation>Cases touchées</translation>
    </message>
    <message>
        <source>header flag lost</source>
        <translation>indicateur d&apos;en-tête perdu</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>&amp;Convert</source>
        <translation>&amp;Convertir</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Coller</translation>
    </message>
    <message>
        <source>Data lost</source>
        <translation>Données perdues</translation>
    </message>
    <message>
        <source>Each field that reads back differently in %1, with the tiles affected</source>
        <translation>Chaque propriété qui se relit différemment en %1, avec les cases touchées</translation>
    </message>
    <message>
        <source>Mark on the board the tiles of the chosen rows, or of every row when none is chosen</source>
        <translation>Marquer sur le plateau les cases des lignes choisies, ou de toutes les lignes si aucune n&apos;est choisie</translation>
    </message>
    <message>
        <source>Choose a file and write a %1 copy of the board to it</source>
        <translation>Choisir un fichier et y écrire une copie %1 du plateau</translation>
    </message>
    <message>
        <source>Make this board a %1 board</source>
        <translation>Faire de ce plateau un plateau %1</translation>
    </message>
    <message>
        <source>Paste the copied tiles, converted to %1</source>
        <translation>Coller les cases copiées, converties en %1</translation>
    </message>
</context>
<context>
    <name>gbxx::FieldChoiceDialog</name>
    <message>
        <source>Fields Carried</source>
        <translation>Propriétés concernées</translation>
    </message>
    <message>
        <source>Copy, cut, delete and move carry these fields of the selected tiles; a paste leaves the others as they are.</source>
        <translation>Copier, couper, supprimer et déplacer portent sur ces propriétés des cases sélectionnées&#xa0;; un collage laisse les autres telles quelles.</translation>
    </message>
    <message>
        <source>Fields carried</source>
        <translation>Propriétés concernées</translation>
    </message>
    <message>
        <source>Check each field that copy, cut, delete and move carry</source>
        <translation>Cochez chaque propriété sur laquelle portent copier, couper, supprimer et déplacer</translation>
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
        <translation>mixte</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1: whether %2 is set on the chosen tiles</source>
        <translation>%1&#xa0;: si l&apos;indicateur «&#xa0;%2&#xa0;» est activé sur les cases choisies</translation>
    </message>
    <message>
        <source>The %1 of the chosen tiles</source>
        <translation>La propriété «&#xa0;%1&#xa0;» des cases choisies</translation>
    </message>
</context>
<context>
    <name>gbxx::GoToTileDialog</name>
    <message>
        <source>Go to Tile</source>
        <translation>Aller à la case</translation>
    </message>
    <message>
        <source>Column and row</source>
        <translation>Colonne et ligne</translation>
    </message>
    <message>
        <source>Axial (q, r)</source>
        <translation>Axiales (q, r)</translation>
    </message>
    <message>
        <source>Cube (q, r, s)</source>
        <translation>Cubiques (q, r, s)</translation>
    </message>
    <message>
        <source>&amp;Coordinates:</source>
        <translation>&amp;Coordonnées :</translation>
    </message>
    <message>
        <source>C&amp;olumn:</source>
        <translation>C&amp;olonne :</translation>
    </message>
    <message>
        <source>&amp;q:</source>
        <translation>&amp;q :</translation>
    </message>
    <message>
        <source>&amp;Row:</source>
        <translation>&amp;Ligne :</translation>
    </message>
    <message>
        <source>&amp;r:</source>
        <translation>&amp;r :</translation>
    </message>
    <message>
        <source>&amp;s:</source>
        <translation>&amp;s :</translation>
    </message>
    <message>
        <source>q + r + s must be 0: s is %1 for these q and r.</source>
        <translation>q + r + s doit valoir 0 : s vaut %1 pour ces q et r.</translation>
    </message>
    <message>
        <source>Column %1, row %2 is off the board: columns 0–%3, rows 0–%4.</source>
        <translation>Colonne %1, ligne %2 est hors du plateau : colonnes 0–%3, lignes 0–%4.</translation>
    </message>
    <message>
        <source>Column %1, row %2.</source>
        <translation>Colonne %1, ligne %2.</translation>
    </message>
    <message>
        <source>Column %1, row %2 across the wrap seam.</source>
        <translation>Colonne %1, ligne %2, par le bouclage.</translation>
    </message>
</context>
<context>
    <name>gbxx::ImageExportDialog</name>
    <message>
        <source>Draw the &amp;grid</source>
        <translation>Dessiner la &amp;grille</translation>
    </message>
    <message>
        <source>Add titles and a &amp;legend</source>
        <translation>Ajouter des titres et une &amp;légende</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <source>Written on each tile at %1 pixels per tile or more</source>
        <translation>Écrites sur chaque case à partir de %1 pixels par case</translation>
    </message>
    <message>
        <source> px per tile</source>
        <translation> px par case</translation>
    </message>
    <message>
        <source>&amp;Layers (one panel each):</source>
        <translation>&amp;Calques (un panneau chacun)&#xa0;:</translation>
    </message>
    <message>
        <source>La&amp;bels:</source>
        <translation>É&amp;tiquettes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>Éc&amp;helle&#xa0;:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille&#xa0;:</translation>
    </message>
    <message>
        <source>The file name&apos;s extension chooses PNG or SVG.</source>
        <translation>L&apos;extension du nom de fichier choisit entre PNG et SVG.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Choisissez au moins un calque.</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixels</translation>
    </message>
    <message>
        <source> — too large for PNG (at most %1 on a side); SVG only</source>
        <translation> — trop grand pour le PNG (au plus %1 de côté)&#xa0;; SVG uniquement</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Check each layer to draw; each gets a panel of its own</source>
        <translation>Cochez chaque calque à dessiner&#xa0;; chacun a son propre panneau</translation>
    </message>
    <message>
        <source>Draw the lines between the tiles</source>
        <translation>Dessiner les lignes entre les cases</translation>
    </message>
    <message>
        <source>Name each panel&apos;s layer and list its values with their colours</source>
        <translation>Nommer le calque de chaque panneau et lister ses valeurs avec leurs couleurs</translation>
    </message>
    <message>
        <source>How large each tile is drawn: a square&apos;s side, a hexagon&apos;s height</source>
        <translation>La taille à laquelle chaque case est dessinée&#xa0;: le côté d&apos;un carré, la hauteur d&apos;un hexagone</translation>
    </message>
    <message>
        <source>Choose a PNG or SVG file and write the image to it</source>
        <translation>Choisir un fichier PNG ou SVG et y écrire l&apos;image</translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Dessiner :</translation>
    </message>
</context>
<context>
    <name>gbxx::Ink</name>
    <message>
        <source>Erase %1</source>
        <translation>Effacer %1</translation>
    </message>
    <message>
        <source> as player %1</source>
        <translation> pour le joueur %1</translation>
    </message>
    <message numerus="yes">
        <source>Path%1: %n step(s) · grid distance %2</source>
        <translation>
            <numerusform>Chemin%1&#xa0;: %n pas · distance sur la grille %2</numerusform>
            <numerusform>Chemin%1&#xa0;: %n pas · distance sur la grille %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No path%1 from (%2, %3) to (%4, %5) · grid distance %6</source>
        <translation>Aucun chemin%1 de (%2, %3) à (%4, %5) · distance sur la grille %6</translation>
    </message>
    <message>
        <source>preset “%1”</source>
        <translation>préréglage «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>gbxx::LayerChecklist</name>
    <message>
        <source>As the view shows it</source>
        <translation>Comme la vue le montre</translation>
    </message>
    <message>
        <source>One panel per field</source>
        <translation>Un panneau par propriété</translation>
    </message>
    <message>
        <source>The board with every field the view shows, as it shows them; or each chosen field on its own in its colours</source>
        <translation>Le plateau avec chaque propriété que la vue montre, comme elle les montre ; ou chaque propriété choisie seule dans ses couleurs</translation>
    </message>
</context>
<context>
    <name>gbxx::LayersPanel</name>
    <message>
        <source>Layer</source>
        <translation>Calque</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Verrou</translation>
    </message>
    <message>
        <source>Check a layer to show it, select it to paint it; Alt-click shows it alone (again: all back)</source>
        <translation>Cochez un calque pour l&apos;afficher, sélectionnez-le pour le peindre&#xa0;; Alt+clic l&apos;affiche seul (une seconde fois&#xa0;: tous reviennent)</translation>
    </message>
    <message>
        <source>How the selected layer is drawn when several are shown</source>
        <translation>Comment le calque sélectionné est dessiné quand plusieurs sont affichés</translation>
    </message>
    <message>
        <source>Shown as:</source>
        <translation>Affiché en&#xa0;:</translation>
    </message>
    <message>
        <source>The selected layer&apos;s opacity</source>
        <translation>L&apos;opacité du calque sélectionné</translation>
    </message>
    <message>
        <source>Opacity:</source>
        <translation>Opacité&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Values&lt;/b&gt;</source>
        <translation>&lt;b&gt;Valeurs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 — tile byte %2, bits %3-%4</source>
        <translation>%1 — octet %2 de la case, bits %3-%4</translation>
    </message>
    <message>
        <source>Locked: no edit changes this field</source>
        <translation>Verrouillé&#xa0;: aucune modification ne change cette propriété</translation>
    </message>
    <message>
        <source>%1, %2, shown as %3</source>
        <translation>%1, %2, affiché en %3</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>affiché</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>masqué</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>verrouillé</translation>
    </message>
    <message>
        <source>unlocked</source>
        <translation>déverrouillé</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Check a layer to show it, select it to paint it</source>
        <translation>Cochez un calque pour l&apos;afficher, sélectionnez-le pour le peindre</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
</context>
<context>
    <name>gbxx::LegendPanel</name>
    <message>
        <source>No layer is shown: check one in the Layers panel</source>
        <translation>Aucun calque n&apos;est affiché&#xa0;: cochez-en un dans le panneau Calques</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>What each colour, shade and mark of the shown layers means</source>
        <translation>Ce que signifie chaque couleur, nuance et marque des calques affichés</translation>
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
        <translation>code %1</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>doublon</translation>
    </message>
    <message>
        <source>code conflict</source>
        <translation>conflit de code</translation>
    </message>
    <message>
        <source>Modified %1</source>
        <translation>Modifié le %1</translation>
    </message>
    <message>
        <source>Another file in the library has the same bytes.</source>
        <translation>Un autre fichier de la bibliothèque contient exactement les mêmes octets.</translation>
    </message>
    <message>
        <source>A different board in the library has the same board code.</source>
        <translation>Un autre plateau de la bibliothèque a le même code de plateau.</translation>
    </message>
    <message>
        <source>also in other sizes or revisions</source>
        <translation>aussi en d’autres tailles ou révisions</translation>
    </message>
    <message>
        <source>The library also holds this board in another tile size, or another revision of it by the same author.</source>
        <translation>La bibliothèque contient aussi ce plateau dans une autre taille de case, ou une autre révision du même auteur.</translation>
    </message>
    <message>
        <source>revision %1 in the registry</source>
        <translation>révision %1 dans le registre</translation>
    </message>
    <message>
        <source>The registry has revision %1 of %2; this file is revision %3.</source>
        <translation>Le registre a la révision %1 de %2 ; ce fichier est la révision %3.</translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryPanel</name>
    <message>
        <source>Wraps</source>
        <translation>Avec bouclage</translation>
    </message>
    <message>
        <source>With warnings</source>
        <translation>Avec avertissements</translation>
    </message>
    <message>
        <source>any</source>
        <translation>indifférent</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Search titles, authors, codes, file names</source>
        <translation>Chercher dans les titres, auteurs, codes, noms de fichiers</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Filtres</translation>
    </message>
    <message>
        <source>Any tile size</source>
        <translation>Toute taille de case</translation>
    </message>
    <message>
        <source>Any shape</source>
        <translation>Toute forme</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagonal</translation>
    </message>
    <message>
        <source>Any players</source>
        <translation>Tout nombre de joueurs</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) with a home</source>
        <translation>
            <numerusform>%n joueur avec une zone de départ</numerusform>
            <numerusform>%n joueurs avec une zone de départ</numerusform>
        </translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Par nom de fichier</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Les plus récents d&apos;abord</translation>
    </message>
    <message>
        <source>Largest first</source>
        <translation>Les plus grands d&apos;abord</translation>
    </message>
    <message>
        <source>By title</source>
        <translation>Par titre</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Wi&amp;dth</source>
        <translation>&amp;Largeur</translation>
    </message>
    <message>
        <source>Len&amp;gth</source>
        <translation>L&amp;ongueur</translation>
    </message>
    <message>
        <source>Boards in the library</source>
        <translation>Plateaux de la bibliothèque</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Indexing: %1 of %2 files</source>
        <translation>Indexation&#xa0;: %1 fichiers sur %2</translation>
    </message>
    <message>
        <source>No folders yet: add one to index its boards.</source>
        <translation>Aucun dossier pour l&apos;instant&#xa0;: ajoutez-en un pour indexer ses plateaux.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n board(s)</source>
        <translation>
            <numerusform>%1 sur %n plateau</numerusform>
            <numerusform>%1 sur %n plateaux</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>Afficher dans le &amp;dossier</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Copier le chemin</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Chercher dans la bibliothèque</translation>
    </message>
    <message>
        <source>The order of the boards in the list</source>
        <translation>L&apos;ordre des plateaux dans la liste</translation>
    </message>
    <message>
        <source>Your boards; Enter or a double click opens one</source>
        <translation>Vos plateaux&#xa0;; Enter ou un double-clic en ouvre un</translation>
    </message>
    <message>
        <source>Add a folder whose boards the library lists and keeps up to date</source>
        <translation>Ajouter un dossier dont la bibliothèque liste les plateaux et les tient à jour</translation>
    </message>
    <message>
        <source>Stop reading the folders</source>
        <translation>Arrêter la lecture des dossiers</translation>
    </message>
    <message>
        <source>Show or hide the filters by tile size, shape, sides, players and warnings</source>
        <translation>Afficher ou masquer les filtres par taille des cases, forme, dimensions, joueurs et avertissements</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Meilleure correspondance</translation>
    </message>
    <message>
        <source>Most downloaded</source>
        <translation>Les plus téléchargés</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Registre</translation>
    </message>
    <message>
        <source>Where to search</source>
        <translation>Où chercher</translation>
    </message>
    <message>
        <source>Search the boards in your library folders, or those in the board registry at %1</source>
        <translation>Chercher les plateaux de vos dossiers de bibliothèque, ou ceux du registre de plateaux à %1</translation>
    </message>
    <message>
        <source>Search the registry&apos;s titles, authors and codes</source>
        <translation>Chercher dans les titres, auteurs et codes du registre</translation>
    </message>
    <message>
        <source>Open &amp;Revision %1 from the Registry</source>
        <translation>Ouvrir la &amp;révision %1 du registre</translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryService</name>
    <message>
        <source>The board library cannot be opened: %1</source>
        <translation>La bibliothèque de plateaux ne peut pas être ouverte&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>gbxx::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open with Older &amp;Layout</source>
        <translation>Ouvrir dans une ancienne &amp;disposition</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;venir à la version enregistrée</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Export As</source>
        <translation>E&amp;xporter en</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>Exporter une &amp;image…</translation>
    </message>
    <message>
        <source>Export Printable &amp;PDF…</source>
        <translation>Exporter un &amp;PDF imprimable…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation>Pinceau plus petit</translation>
    </message>
    <message>
        <source>Larger Brush</source>
        <translation>Pinceau plus grand</translation>
    </message>
    <message>
        <source>Previous Value</source>
        <translation>Valeur précédente</translation>
    </message>
    <message>
        <source>Next Value</source>
        <translation>Valeur suivante</translation>
    </message>
    <message>
        <source>Previous Layer</source>
        <translation>Calque précédent</translation>
    </message>
    <message>
        <source>Next Layer</source>
        <translation>Calque suivant</translation>
    </message>
    <message>
        <source>Symmetry: paint, fill and erase also the mirrored tiles</source>
        <translation>Symétrie&#xa0;: peindre, remplir et effacer touchent aussi les cases reflétées</translation>
    </message>
    <message>
        <source>No symmetry</source>
        <translation>Aucune symétrie</translation>
    </message>
    <message>
        <source>Mirror left/right</source>
        <translation>Refléter gauche/droite</translation>
    </message>
    <message>
        <source>Mirror top/bottom</source>
        <translation>Refléter haut/bas</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>Rotation de 180°</translation>
    </message>
    <message>
        <source>4-way</source>
        <translation>4 quadrants</translation>
    </message>
    <message>
        <source>Swap Owners</source>
        <translation>Échanger les propriétaires</translation>
    </message>
    <message>
        <source>At a mirror image, player 1&apos;s zones and blacklists become player 2&apos;s (3 and 4 likewise, teams A and B)</source>
        <translation>Dans une image reflétée, les zones et listes d&apos;exclusion du joueur 1 deviennent celles du joueur 2 (de même pour 3 et 4, et pour les équipes A et B)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <source>Tile Inspector</source>
        <translation>Inspecteur de case</translation>
    </message>
    <message>
        <source>Pin Inspected Tile</source>
        <translation>Épingler la case inspectée</translation>
    </message>
    <message>
        <source>The inspector keeps showing the tile under the pointer (P); the picker pins the tile it clicks</source>
        <translation>L&apos;inspecteur garde affichée la case actuellement sous le pointeur (P)&#xa0;; la pipette épingle la case sur laquelle elle clique</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Préréglages</translation>
    </message>
    <message>
        <source>Stamps</source>
        <translation>Tampons</translation>
    </message>
    <message>
        <source>Tile Presets</source>
        <translation>Préréglages de case</translation>
    </message>
    <message>
        <source>Presets and Stamps</source>
        <translation>Préréglages et tampons</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Vue d&apos;ensemble</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Équilibre</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;à l&apos;ouverture&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1&#xa0;%</translation>
    </message>
    <message>
        <source>x %1, y %2 · index %3</source>
        <translation>x %1, y %2 · indice %3</translation>
    </message>
    <message>
        <source> · axial q %1, r %2 · cube %1, %2, %3</source>
        <translation> · axiales q %1, r %2 · cubiques %1, %2, %3</translation>
    </message>
    <message>
        <source>%1[*] — GameBoardXX Editor</source>
        <translation>%1[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>%1 (layout %2)[*] — GameBoardXX Editor</source>
        <translation>%1 (disposition %2)[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Plateau</translation>
    </message>
    <message>
        <source>&amp;Metadata…</source>
        <translation>&amp;Métadonnées…</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Propriétés…</translation>
    </message>
    <message>
        <source>Custom Data &amp;Schema…</source>
        <translation>&amp;Schéma des données personnalisées…</translation>
    </message>
    <message>
        <source>&amp;Resize…</source>
        <translation>&amp;Redimensionner…</translation>
    </message>
    <message>
        <source>&amp;Shift Contents…</source>
        <translation>&amp;Décaler le contenu…</translation>
    </message>
    <message>
        <source>Make Link Groups &amp;Uniform</source>
        <translation>&amp;Uniformiser les groupes de liaison</translation>
    </message>
    <message>
        <source>&amp;Convert This Board To</source>
        <translation>&amp;Convertir ce plateau en</translation>
    </message>
    <message>
        <source>Every link group already matches its anchor.</source>
        <translation>Chaque groupe de liaison correspond déjà à son ancre.</translation>
    </message>
    <message>
        <source>Make link groups uniform</source>
        <translation>Uniformiser les groupes de liaison</translation>
    </message>
    <message>
        <source>Edit metadata</source>
        <translation>Modifier les métadonnées</translation>
    </message>
    <message>
        <source>Change board properties</source>
        <translation>Modifier les propriétés du plateau</translation>
    </message>
    <message>
        <source>Resize board to %1 × %2</source>
        <translation>Redimensionner le plateau en %1 × %2</translation>
    </message>
    <message>
        <source>Shift board by (%1, %2)</source>
        <translation>Décaler le plateau de (%1, %2)</translation>
    </message>
    <message>
        <source>Export As GB%1</source>
        <translation>Exporter en GB%1</translation>
    </message>
    <message>
        <source>GB%1 boards (*%2)</source>
        <translation>Plateaux GB%1 (*%2)</translation>
    </message>
    <message>
        <source>Cannot Export Board</source>
        <translation>Impossible d&apos;exporter le plateau</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Convert board to GB%1</source>
        <translation>Convertir le plateau en GB%1</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>Paste in Pl&amp;ace</source>
        <translation>Coller sur &amp;place</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Fields Carried</source>
        <translation>Proprié&amp;tés concernées</translation>
    </message>
    <message>
        <source>&amp;All Fields</source>
        <translation>&amp;Toutes les propriétés</translation>
    </message>
    <message>
        <source>The Active &amp;Layer Only</source>
        <translation>&amp;Seulement le calque actif</translation>
    </message>
    <message>
        <source>&amp;Chosen Fields…</source>
        <translation>Propriétés &amp;choisies…</translation>
    </message>
    <message>
        <source>R&amp;eplace in Selection…</source>
        <translation>Re&amp;mplacer dans la sélection…</translation>
    </message>
    <message>
        <source>T&amp;ransform</source>
        <translation>Tra&amp;nsformer</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>Retourner &amp;horizontalement</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>Retourner &amp;verticalement</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>&amp;Pivoter dans le sens horaire</translation>
    </message>
    <message>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>Pivoter dans le sens &amp;antihoraire</translation>
    </message>
    <message>
        <source>Se&amp;lect</source>
        <translation>&amp;Sélection</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Tout</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>&amp;Désélectionner</translation>
    </message>
    <message>
        <source>&amp;Invert</source>
        <translation>&amp;Inverser</translation>
    </message>
    <message>
        <source>Select &amp;Where…</source>
        <translation>Sélectionner &amp;selon une condition…</translation>
    </message>
    <message>
        <source>Drag or use the arrow keys to move; H, V flip, R and Shift+R rotate; Enter places it, Esc cancels.</source>
        <translation>Faites glisser ou utilisez les flèches pour déplacer&#xa0;; H, V retournent, R et Shift+R font pivoter&#xa0;; Enter place, Esc annule.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) selected</source>
        <translation>
            <numerusform>%n case sélectionnée</numerusform>
            <numerusform>%n cases sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <source>Select tiles to copy first.</source>
        <translation>Sélectionnez d&apos;abord les cases à copier.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tile(s).</source>
        <translation>
            <numerusform>%n case copiée.</numerusform>
            <numerusform>%n cases copiées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <source>Select tiles to delete first.</source>
        <translation>Sélectionnez d&apos;abord les cases à supprimer.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Cannot paste: %1.</source>
        <translation>Impossible de coller&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>This board is in the older layout %1: convert it to today&apos;s layout (Board ▸ Convert This Board To) to paste tiles from another board.</source>
        <translation>Ce plateau est dans l&apos;ancienne disposition %1&#xa0;: convertissez-le dans la disposition actuelle (Plateau ▸ Convertir ce plateau en) pour y coller des cases d&apos;un autre plateau.</translation>
    </message>
    <message>
        <source>Pasted with losses: %1</source>
        <translation>Collé avec pertes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Replace in selection</source>
        <translation>Remplacer dans la sélection</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) changed</source>
        <translation>
            <numerusform>%n case modifiée</numerusform>
            <numerusform>%n cases modifiées</numerusform>
        </translation>
    </message>
    <message>
        <source>Select tiles to flip or rotate first.</source>
        <translation>Sélectionnez d&apos;abord les cases à retourner ou à faire pivoter.</translation>
    </message>
    <message>
        <source>Flip selection</source>
        <translation>Retourner la sélection</translation>
    </message>
    <message>
        <source>Rotate selection</source>
        <translation>Faire pivoter la sélection</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Ouvrir un plateau</translation>
    </message>
    <message>
        <source>Cannot Open Board</source>
        <translation>Impossible d&apos;ouvrir le plateau</translation>
    </message>
    <message>
        <source>%1 (read in layout %2)</source>
        <translation>%1 (lu dans la disposition %2)</translation>
    </message>
    <message>
        <source>Open Board in Layout %1</source>
        <translation>Ouvrir un plateau dans la disposition %1</translation>
    </message>
    <message>
        <source>Cannot Save Board</source>
        <translation>Impossible d&apos;enregistrer le plateau</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save Board As</source>
        <translation>Enregistrer le plateau sous</translation>
    </message>
    <message>
        <source>%1 is open in another tab: close that tab first, or choose another name.</source>
        <translation>%1 est ouvert dans un autre onglet&#xa0;: fermez d&apos;abord cet onglet, ou choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revenir à la version enregistrée</translation>
    </message>
    <message>
        <source>Discard every change since %1 was saved?</source>
        <translation>Abandonner toutes les modifications faites depuis le dernier enregistrement de %1&#xa0;?</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 contient des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <source>Cannot Export Image</source>
        <translation>Impossible d&apos;exporter l&apos;image</translation>
    </message>
    <message>
        <source>Exported %1 (%2 × %3 pixels)</source>
        <translation>%1 exporté (%2 × %3 pixels)</translation>
    </message>
    <message>
        <source>Export Printable PDF</source>
        <translation>Exporter un PDF imprimable</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export PDF</source>
        <translation>Impossible d&apos;exporter le PDF</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n page(s))</source>
        <translation>
            <numerusform>%1 exporté (%n page)</numerusform>
            <numerusform>%1 exporté (%n pages)</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Raccourcis clavier…</translation>
    </message>
    <message>
        <source>&amp;About GameBoardXX Editor</source>
        <translation>À &amp;propos de GameBoardXX Editor</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>About GameBoardXX Editor</source>
        <translation>À propos de GameBoardXX Editor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GameBoardXX Editor %1&lt;/h3&gt;&lt;p&gt;Paint GameBoardXX boards on square and hex grids, layer by layer, and export them to any of the four tile sizes.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GameBoardXX Editor %1&lt;/h3&gt;&lt;p&gt;Peignez des plateaux GameBoardXX sur des grilles carrées et hexagonales, calque par calque, et exportez-les dans n&apos;importe laquelle des quatre tailles de case.&lt;/p&gt;&lt;p&gt;Compilé avec Qt %2, exécuté avec Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;hème</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Add Folder…</source>
        <translation>&amp;Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Add Folder in an &amp;Older Layout…</source>
        <translation>Ajouter un dossier dans une ancienne &amp;disposition…</translation>
    </message>
    <message>
        <source>&amp;Remove Folder…</source>
        <translation>&amp;Retirer un dossier…</translation>
    </message>
    <message>
        <source>Re&amp;scan Folders</source>
        <translation>Ré&amp;indexer les dossiers</translation>
    </message>
    <message>
        <source>Show &amp;Library</source>
        <translation>Afficher la &amp;bibliothèque</translation>
    </message>
    <message>
        <source>The library could not be indexed: %1</source>
        <translation>La bibliothèque n&apos;a pas pu être indexée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Indexing cancelled; what was read is kept.</source>
        <translation>Indexation annulée&#xa0;; ce qui a été lu est conservé.</translation>
    </message>
    <message>
        <source>Add a Folder of Boards</source>
        <translation>Ajouter un dossier de plateaux</translation>
    </message>
    <message>
        <source>Older Layout</source>
        <translation>Ancienne disposition</translation>
    </message>
    <message>
        <source>Read the boards of %1 in the layout:</source>
        <translation>Lire les plateaux de %1 dans la disposition&#xa0;:</translation>
    </message>
    <message>
        <source>The folder could not be added: %1</source>
        <translation>Le dossier n&apos;a pas pu être ajouté&#xa0;: %1</translation>
    </message>
    <message>
        <source>The library has no folders yet.</source>
        <translation>La bibliothèque n&apos;a encore aucun dossier.</translation>
    </message>
    <message>
        <source>Remove a Folder</source>
        <translation>Retirer un dossier</translation>
    </message>
    <message>
        <source>Take this folder out of the library (its files stay):</source>
        <translation>Retirer ce dossier de la bibliothèque (ses fichiers restent en place)&#xa0;:</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Recovery &amp;Copies</source>
        <translation>Copies de ré&amp;cupération</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <source>Every %1 s</source>
        <translation>Toutes les %1 s</translation>
    </message>
    <message>
        <source>Cannot Restore Board</source>
        <translation>Impossible de restaurer le plateau</translation>
    </message>
    <message>
        <source>the copy is in a layout this editor does not know: %1</source>
        <translation>la copie est dans une disposition que cet éditeur ne connaît pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Boards</source>
        <translation>Récupérer les plateaux non enregistrés</translation>
    </message>
    <message>
        <source>The editor did not close normally. These boards had unsaved changes:</source>
        <translation>L&apos;éditeur ne s&apos;est pas fermé normalement. Ces plateaux avaient des modifications non enregistrées&#xa0;:</translation>
    </message>
    <message>
        <source>%1 — %2%3</source>
        <translation>%1 — %2%3</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <source>Script Console</source>
        <translation>Console de scripts</translation>
    </message>
    <message>
        <source>Sc&amp;ripts</source>
        <translation>Sc&amp;ripts</translation>
    </message>
    <message>
        <source>Your Scripts</source>
        <translation>Vos scripts</translation>
    </message>
    <message>
        <source>&amp;Validators</source>
        <translation>Scripts de &amp;vérification</translation>
    </message>
    <message>
        <source>Run this script after edits and list its warnings in the Validation dock</source>
        <translation>Exécuter ce script après chaque modification et lister ses avertissements dans le panneau Vérification</translation>
    </message>
    <message>
        <source>Run Script &amp;File…</source>
        <translation>Exécuter un &amp;fichier de script…</translation>
    </message>
    <message>
        <source>Run Script</source>
        <translation>Exécuter un script</translation>
    </message>
    <message>
        <source>Scripts (*.js)</source>
        <translation>Scripts (*.js)</translation>
    </message>
    <message>
        <source>&amp;Open Scripts Folder</source>
        <translation>&amp;Ouvrir le dossier des scripts</translation>
    </message>
    <message>
        <source>&amp;Reload Scripts</source>
        <translation>&amp;Recharger les scripts</translation>
    </message>
    <message>
        <source>Show Script &amp;Console</source>
        <translation>Afficher la &amp;console de scripts</translation>
    </message>
    <message>
        <source>Scripts</source>
        <translation>Scripts</translation>
    </message>
    <message>
        <source>The script %1 could not be read.</source>
        <translation>Le script %1 n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <source>%1 finished.</source>
        <translation>%1 terminé.</translation>
    </message>
    <message>
        <source>%1 failed; nothing was changed.</source>
        <translation>%1 a échoué&#xa0;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>New boards, templates and recent files</source>
        <translation>Nouveaux plateaux, modèles et fichiers récents</translation>
    </message>
    <message>
        <source>GameBoardXX Editor</source>
        <translation>GameBoardXX Editor</translation>
    </message>
    <message>
        <source>Untitled board, not saved yet</source>
        <translation>Plateau sans titre, pas encore enregistré</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom &amp;arrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>Ajuster à la &amp;fenêtre</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100%)</source>
        <translation>&amp;Taille réelle (100&#xa0;%)</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <source>Show &amp;Rulers</source>
        <translation>Afficher les &amp;règles</translation>
    </message>
    <message>
        <source>Tile &amp;Labels</source>
        <translation>Étiquettes des &amp;cases</translation>
    </message>
    <message>
        <source>Clear &amp;Highlight</source>
        <translation>Effacer la &amp;surbrillance</translation>
    </message>
    <message>
        <source>Next Board</source>
        <translation>Plateau suivant</translation>
    </message>
    <message>
        <source>Previous Board</source>
        <translation>Plateau précédent</translation>
    </message>
    <message>
        <source>%1 was removed from disk; Save writes it again.</source>
        <translation>%1 a été supprimé du disque&#xa0;; Enregistrer l&apos;écrira à nouveau.</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. Reload it and lose your unsaved changes, or keep editing your version?</source>
        <translation>%1 a été modifié sur le disque par un autre programme. Le recharger et perdre vos modifications non enregistrées, ou continuer à modifier votre version&#xa0;?</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. Reload it?</source>
        <translation>%1 a été modifié sur le disque par un autre programme. Le recharger&#xa0;?</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <source>Keeping your version; saving will ask before replacing the changed file.</source>
        <translation>Votre version est conservée&#xa0;; l&apos;enregistrement demandera confirmation avant de remplacer le fichier modifié.</translation>
    </message>
    <message>
        <source>%1 was changed on disk since you opened or saved it. Replace it with your version?</source>
        <translation>%1 a été modifié sur le disque depuis que vous l&apos;avez ouvert ou enregistré. Le remplacer par votre version&#xa0;?</translation>
    </message>
    <message>
        <source>Lang&amp;uage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>The editor speaks %1 from its next start</source>
        <translation>Langue de l&apos;éditeur à partir de son prochain démarrage&#xa0;: %1</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>la langue du système</translation>
    </message>
    <message>
        <source>Every change of the board; choosing a row undoes or redoes up to it</source>
        <translation>Chaque modification du plateau&#xa0;; choisir une ligne annule ou rétablit jusqu&apos;à celle-ci</translation>
    </message>
    <message>
        <source>The open boards; View ▸ Next Board goes to the next</source>
        <translation>Les plateaux ouverts ; Affichage ▸ Plateau suivant passe au suivant</translation>
    </message>
    <message>
        <source>%1: lost</source>
        <translation>%1 : perdu</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1 : %n case</numerusform>
            <numerusform>%1 : %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>%1 (cases de %n octet)…</numerusform>
            <numerusform>%1 (cases de %n octets)…</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Search Actions…</source>
        <translation>Rechercher des a&amp;ctions…</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>rien à annuler</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>rien à rétablir</translation>
    </message>
    <message>
        <source>needs a selection</source>
        <translation>nécessite une sélection</translation>
    </message>
    <message>
        <source>needs tiles on the clipboard</source>
        <translation>nécessite des cases dans le presse-papiers</translation>
    </message>
    <message>
        <source>&amp;Go to Tile…</source>
        <translation>&amp;Aller à la case…</translation>
    </message>
    <message>
        <source>Not reopened from the last session (gone or unreadable): %1</source>
        <translation>Non rouverts depuis la dernière session (disparus ou illisibles) : %1</translation>
    </message>
    <message>
        <source>Open &amp;by Code…</source>
        <translation>Ouvrir par co&amp;de…</translation>
    </message>
    <message>
        <source>Open a board from the registry by its code</source>
        <translation>Ouvrir un plateau du registre par son code</translation>
    </message>
    <message>
        <source>P&amp;ublish…</source>
        <translation>P&amp;ublier…</translation>
    </message>
    <message>
        <source>Publish the board to the registry, where anyone can open it by its code</source>
        <translation>Publier le plateau dans le registre, où chacun peut l&apos;ouvrir par son code</translation>
    </message>
    <message>
        <source>needs an open board</source>
        <translation>demande un plateau ouvert</translation>
    </message>
    <message>
        <source>%1 is not saved in a file yet. Save it before publishing?</source>
        <translation>%1 n&apos;est encore enregistré dans aucun fichier. L&apos;enregistrer avant de publier ?</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before publishing? The registry gets what the file holds.</source>
        <translation>%1 a des modifications non enregistrées. Les enregistrer avant de publier ? Le registre reçoit ce que contient le fichier.</translation>
    </message>
    <message>
        <source>Publish Board</source>
        <translation>Publier le plateau</translation>
    </message>
    <message>
        <source>Cannot Publish Board</source>
        <translation>Impossible de publier le plateau</translation>
    </message>
    <message>
        <source>%1 no longer holds the open board: save it again.</source>
        <translation>%1 ne contient plus le plateau ouvert : enregistrez-le de nouveau.</translation>
    </message>
    <message>
        <source>The board was closed: its file does not hold the code %1 yet.</source>
        <translation>Le plateau a été fermé : son fichier ne contient pas encore le code %1.</translation>
    </message>
    <message>
        <source>Board Code %1 from the Registry</source>
        <translation>Code du plateau %1 venu du registre</translation>
    </message>
    <message>
        <source>The code could not be saved into %1: %2</source>
        <translation>Le code n&apos;a pas pu être enregistré dans %1 : %2</translation>
    </message>
    <message>
        <source>The file&apos;s SHA-256 (%1…) differs from the registry&apos;s (%2…).</source>
        <translation>Le SHA-256 du fichier (%1…) diffère de celui du registre (%2…).</translation>
    </message>
    <message>
        <source>Published %1 as %2, revision %3</source>
        <translation>%1 publié comme %2, révision %3</translation>
    </message>
    <message>
        <source>%1 is not a board this editor reads: %2</source>
        <translation>%1 n&apos;est pas un plateau que cet éditeur lit : %2</translation>
    </message>
    <message>
        <source>Opened %1, revision %2, from the registry</source>
        <translation>%1, révision %2, ouvert depuis le registre</translation>
    </message>
    <message>
        <source>Revision %1 of %2 from the registry, not saved in a file yet</source>
        <translation>Révision %1 de %2 venue du registre, pas encore enregistrée dans un fichier</translation>
    </message>
    <message>
        <source>The registry has a newer revision of %1: revision %2 (this board is revision %3).</source>
        <translation>Le registre a une révision plus récente de %1 : la révision %2 (ce plateau est la révision %3).</translation>
    </message>
    <message>
        <source>Open Revision %1</source>
        <translation>Ouvrir la révision %1</translation>
    </message>
    <message>
        <source>&amp;Browse the Registry</source>
        <translation>&amp;Parcourir le registre</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Fermer ce message</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>F&amp;usion</translation>
    </message>
    <message>
        <source>Merge into %1[*] — GameBoardXX Editor</source>
        <translation>Fusion dans %1[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>Co&amp;mparer avec…</translation>
    </message>
    <message>
        <source>Show what differs from another board file, the saved version or a registry revision, and take its values</source>
        <translation>Montrer ce qui diffère d&apos;un autre fichier de plateau, de la version enregistrée ou d&apos;une révision du registre, et en reprendre les valeurs</translation>
    </message>
    <message>
        <source>Co&amp;mparison</source>
        <translation>Com&amp;paraison</translation>
    </message>
    <message>
        <source>&amp;Next Change</source>
        <translation>Modification &amp;suivante</translation>
    </message>
    <message>
        <source>Go to the next tile that differs from the other board</source>
        <translation>Aller à la case suivante qui diffère de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>&amp;Previous Change</source>
        <translation>Modification &amp;précédente</translation>
    </message>
    <message>
        <source>Go to the previous tile that differs from the other board</source>
        <translation>Aller à la case précédente qui diffère de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>&amp;Take Other Board&apos;s Values</source>
        <translation>&amp;Reprendre les valeurs de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Give the selected tiles (else the tile last pointed at or stepped to) the other board&apos;s values, as one undo step</source>
        <translation>Donner aux cases sélectionnées (sinon à la dernière case pointée ou atteinte) les valeurs de l&apos;autre plateau, en une seule étape d&apos;annulation</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s &amp;Field</source>
        <translation>Reprendre une pr&amp;opriété de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>&amp;Leave Compare Mode</source>
        <translation>&amp;Quitter le mode comparaison</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>%1 has no such tile.</source>
        <translation>%1 n&apos;a pas cette case.</translation>
    </message>
    <message>
        <source>The same in %1.</source>
        <translation>Identique dans %1.</translation>
    </message>
    <message>
        <source>This board → %1:
%2</source>
        <translation>Ce plateau → %1&#xa0;:
%2</translation>
    </message>
    <message>
        <source>needs compare mode (File ▸ Compare With…)</source>
        <translation>nécessite le mode comparaison (Fichier ▸ Comparer avec…)</translation>
    </message>
    <message>
        <source>no tile differs</source>
        <translation>aucune case ne diffère</translation>
    </message>
    <message>
        <source>the board was closed</source>
        <translation>le plateau a été fermé</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Comparaison impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 holds the same values as this board</source>
        <translation>%1 contient les mêmes valeurs que ce plateau</translation>
    </message>
    <message>
        <source>No tile differs from %1</source>
        <translation>Aucune case ne diffère de %1</translation>
    </message>
    <message>
        <source>(%1, %2): %3</source>
        <translation>(%1, %2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>Nothing to take: these tiles hold the other board&apos;s values</source>
        <translation>Rien à reprendre&#xa0;: ces cases contiennent déjà les valeurs de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>The fields that differ here are locked: unlock them in the Layers panel to take the other board&apos;s values</source>
        <translation>Les propriétés qui diffèrent ici sont verrouillées&#xa0;: déverrouillez-les dans le panneau Calques pour reprendre les valeurs de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Took the values as this %1 board holds them (the other board is %2; converting it loses %3)</source>
        <translation>Valeurs reprises telles que ce plateau %1 les contient (l&apos;autre plateau est en %2&#xa0;; le convertir fait perdre %3)</translation>
    </message>
    <message>
        <source>Select tiles, or point at one, to take the other board&apos;s values</source>
        <translation>Sélectionnez des cases, ou pointez-en une, pour reprendre les valeurs de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Values on Tile (%1, %2)</source>
        <translation>Reprendre les valeurs de l&apos;autre plateau sur la case (%1, %2)</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s %1 on Tile (%2, %3)</source>
        <translation>Reprendre «&#xa0;%1&#xa0;» de l&apos;autre plateau sur la case (%2, %3)</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Header</source>
        <translation>Reprendre l&apos;en-tête de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s %1</source>
        <translation>Reprendre «&#xa0;%1&#xa0;» de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Footer</source>
        <translation>Reprendre le pied de fichier de l&apos;autre plateau</translation>
    </message>
    <message>
        <source>Left compare mode</source>
        <translation>Mode comparaison quitté</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Open a Board in the Older Layout %1…</source>
        <translation>Ouvrir un plateau dans l’ancienne disposition %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 differs in %n of these tiles.</source>
        <translation>
            <numerusform>%1 diffère sur %n de ces cases.</numerusform>
            <numerusform>%1 diffère sur %n de ces cases.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n case)</numerusform>
            <numerusform>%1 (%n cases)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing with %1: %n tile(s) differ</source>
        <translation>
            <numerusform>Comparaison avec %1&#xa0;: %n case diffère</numerusform>
            <numerusform>Comparaison avec %1&#xa0;: %n cases diffèrent</numerusform>
        </translation>
    </message>
    <message>
        <source>Took the other board&apos;s values: the boards hold the same values now</source>
        <translation>Valeurs de l&apos;autre plateau reprises&#xa0;: les plateaux ont maintenant les mêmes valeurs</translation>
    </message>
    <message numerus="yes">
        <source>Took the other board&apos;s values: %n tile(s) still differ</source>
        <translation>
            <numerusform>Valeurs de l&apos;autre plateau reprises&#xa0;: %n case diffère encore</numerusform>
            <numerusform>Valeurs de l&apos;autre plateau reprises&#xa0;: %n cases diffèrent encore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board&apos;s Values on %n Tile(s)</source>
        <translation>
            <numerusform>Reprendre les valeurs de l&apos;autre plateau sur %n case</numerusform>
            <numerusform>Reprendre les valeurs de l&apos;autre plateau sur %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board&apos;s %1 on %n Tile(s)</source>
        <translation>
            <numerusform>Reprendre «&#xa0;%1&#xa0;» de l&apos;autre plateau sur %n case</numerusform>
            <numerusform>Reprendre «&#xa0;%1&#xa0;» de l&apos;autre plateau sur %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export As %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Exporter en %1 (cases de %n octet)…</numerusform>
            <numerusform>Exporter en %1 (cases de %n octets)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Convert This Board To %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Convertir ce plateau en %1 (cases de %n octet)…</numerusform>
            <numerusform>Convertir ce plateau en %1 (cases de %n octets)…</numerusform>
        </translation>
    </message>
    <message>
        <source>the board is %1 already</source>
        <translation>le plateau est déjà en %1</translation>
    </message>
    <message>
        <source>nothing is highlighted</source>
        <translation>rien n’est en surbrillance</translation>
    </message>
    <message>
        <source>Not reopened from the last session, as opened by code and never saved: %1 (File ▸ Open by Code fetches it again)</source>
        <translation>Non rouverts depuis la dernière session, car ouverts par code et jamais enregistrés&#xa0;: %1 (Fichier ▸ Ouvrir par code les récupère à nouveau)</translation>
    </message>
    <message>
        <source>&amp;Stop Script</source>
        <translation>&amp;Arrêter le script</translation>
    </message>
    <message>
        <source>Stop the script running; it changes nothing</source>
        <translation>Arrêter le script en cours&#xa0;; il ne modifie rien</translation>
    </message>
    <message>
        <source>%1 finished, but the board was edited while it ran: its change was dropped.</source>
        <translation>%1 est terminé, mais le plateau a été modifié pendant son exécution&#xa0;: sa modification a été abandonnée.</translation>
    </message>
    <message>
        <source>its board was closed</source>
        <translation>son plateau a été fermé</translation>
    </message>
    <message>
        <source>%1 stopped: its board was closed.</source>
        <translation>%1 arrêté&#xa0;: son plateau a été fermé.</translation>
    </message>
    <message>
        <source>Running %1… (Scripts ▸ Stop Script stops it)</source>
        <translation>Exécution de %1…&#xa0;(Scripts ▸ Arrêter le script l’arrête)</translation>
    </message>
    <message>
        <source>you stopped it</source>
        <translation>vous l’avez arrêté</translation>
    </message>
    <message>
        <source>%1 stopped; nothing was changed.</source>
        <translation>%1 arrêté&#xa0;; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>a script is running</source>
        <translation>un script est en cours</translation>
    </message>
    <message>
        <source>no script is running</source>
        <translation>aucun script n’est en cours</translation>
    </message>
    <message>
        <source>its board is being closed</source>
        <translation>son plateau est en cours de fermeture</translation>
    </message>
    <message>
        <source>%1 stopped: its board is being closed; nothing was changed.</source>
        <translation>%1 arrêté&#xa0;: son plateau est en cours de fermeture&#xa0;; rien n’a été modifié.</translation>
    </message>
</context>
<context>
    <name>gbxx::MergeTool</name>
    <message>
        <source>Conflicts</source>
        <translation>Conflits</translation>
    </message>
    <message>
        <source>Unsaved Merge</source>
        <translation>Fusion non enregistrée</translation>
    </message>
    <message>
        <source>Every conflict is resolved, but the merge is not saved in %1 yet. Save it?</source>
        <translation>Tous les conflits sont résolus, mais la fusion n&apos;est pas encore enregistrée dans %1. L&apos;enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>Unresolved Conflicts</source>
        <translation>Conflits non résolus</translation>
    </message>
    <message>
        <source>%1 has unresolved conflicts: %2 of %3.</source>
        <translation>%1 a des conflits non résolus&#xa0;: %2 sur %3.</translation>
    </message>
    <message>
        <source>Resolve them now, or save %1 as it is: each unresolved conflict keeps Ours&apos; value, and git does not take the merge as done.</source>
        <translation>Résolvez-les maintenant, ou enregistrez %1 tel quel&#xa0;: chaque conflit non résolu garde la valeur de notre version, et git ne considère pas la fusion comme terminée.</translation>
    </message>
    <message>
        <source>%1 holds the merge as it is: each unresolved conflict keeps Ours&apos; value, and git does not take the merge as done.</source>
        <translation>%1 contient la fusion telle quelle&#xa0;: chaque conflit non résolu garde la valeur de notre version, et git ne considère pas la fusion comme terminée.</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <source>&amp;Save As It Is</source>
        <translation>&amp;Enregistrer tel quel</translation>
    </message>
    <message>
        <source>&amp;Close As It Is</source>
        <translation>&amp;Fermer tel quel</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation>Fusion impossible</translation>
    </message>
    <message>
        <source>--merge takes four files, BASE OURS THEIRS OUT; %1 given</source>
        <translation>--merge attend quatre fichiers, BASE OURS THEIRS OUT&#xa0;; %1 donné(s)</translation>
    </message>
    <message>
        <source>no display to show the merge on (DISPLAY is not set); `gbxx merge` merges without one</source>
        <translation>aucun écran pour afficher la fusion (DISPLAY n&apos;est pas défini)&#xa0;; `gbxx merge` fusionne sans écran</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>En-tête</translation>
    </message>
    <message>
        <source>Footer</source>
        <translation>Pied de fichier</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Conflit</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Choisi</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 conflicts resolved. Choosing a side here takes it for every one of them.</source>
        <translation>%1&#xa0;: %2 conflits résolus sur %3. Choisir un côté ici l&apos;applique à chacun d&apos;eux.</translation>
    </message>
    <message>
        <source>unresolved</source>
        <translation>non résolu</translation>
    </message>
    <message>
        <source>Tile %1, field %2</source>
        <translation>Case %1, propriété %2</translation>
    </message>
    <message>
        <source>Header, field %1</source>
        <translation>En-tête, propriété %1</translation>
    </message>
    <message>
        <source>Footer, field %1</source>
        <translation>Pied de fichier, propriété %1</translation>
    </message>
    <message>
        <source>base %1, ours %2, theirs %3</source>
        <translation>base %1, notre version %2, leur version %3</translation>
    </message>
    <message>
        <source>resolved: %1</source>
        <translation>résolu&#xa0;: %1</translation>
    </message>
    <message>
        <source>unresolved: the merged board holds Ours until a side is chosen</source>
        <translation>non résolu&#xa0;: le plateau fusionné contient notre version jusqu&apos;au choix d&apos;un côté</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>bit %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Notre version</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Leur version</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>Each conflict with Base&apos;s, Ours&apos; and Theirs&apos; value and the side chosen; a field&apos;s row stands for all of its conflicts</source>
        <translation>Chaque conflit avec la valeur de la base, de notre version et de leur version, et le côté choisi&#xa0;; la ligne d&apos;une propriété représente tous ses conflits</translation>
    </message>
    <message>
        <source>Base: %1 · Ours: %2 · Theirs: %3</source>
        <translation>Base&#xa0;: %1 · Notre version&#xa0;: %2 · Leur version&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 chosen</source>
        <translation>%1 choisi(s)</translation>
    </message>
    <message>
        <source>%1 of %2 conflicts resolved</source>
        <translation>%1 conflits résolus sur %2</translation>
    </message>
    <message>
        <source>The merged board was closed or replaced: the merge is over.</source>
        <translation>Le plateau fusionné a été fermé ou remplacé&#xa0;: la fusion est terminée.</translation>
    </message>
    <message>
        <source>Take Base (1 conflict)</source>
        <translation>Prendre la base (1 conflit)</translation>
    </message>
    <message>
        <source>Take Base (%1 conflicts)</source>
        <translation>Prendre la base (%1 conflits)</translation>
    </message>
    <message>
        <source>Take Ours (1 conflict)</source>
        <translation>Prendre notre version (1 conflit)</translation>
    </message>
    <message>
        <source>Take Ours (%1 conflicts)</source>
        <translation>Prendre notre version (%1 conflits)</translation>
    </message>
    <message>
        <source>Take Theirs (1 conflict)</source>
        <translation>Prendre leur version (1 conflit)</translation>
    </message>
    <message>
        <source>Take Theirs (%1 conflicts)</source>
        <translation>Prendre leur version (%1 conflits)</translation>
    </message>
    <message>
        <source>Take &amp;Ours</source>
        <translation>Prendre &amp;notre version</translation>
    </message>
    <message>
        <source>The chosen conflicts take Ours&apos; value (the merged board holds it already; this marks them resolved)</source>
        <translation>Les conflits choisis prennent la valeur de notre version (le plateau fusionné la contient déjà&#xa0;; cela les marque comme résolus)</translation>
    </message>
    <message>
        <source>Take &amp;Theirs</source>
        <translation>Prendre &amp;leur version</translation>
    </message>
    <message>
        <source>The chosen conflicts take Theirs&apos; value</source>
        <translation>Les conflits choisis prennent la valeur de leur version</translation>
    </message>
    <message>
        <source>Take &amp;Base</source>
        <translation>Prendre la &amp;base</translation>
    </message>
    <message>
        <source>The chosen conflicts go back to Base&apos;s value, as before either side changed it</source>
        <translation>Les conflits choisis reviennent à la valeur de la base, telle qu&apos;avant que l&apos;un ou l&apos;autre côté la modifie</translation>
    </message>
    <message>
        <source>&amp;Next Unresolved Conflict</source>
        <translation>Conflit non résolu &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Previous Unresolved Conflict</source>
        <translation>Conflit non résolu &amp;précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
</context>
<context>
    <name>gbxx::MetadataDialog</name>
    <message>
        <source>Board Metadata</source>
        <translation>Métadonnées du plateau</translation>
    </message>
    <message>
        <source>0 (development build)</source>
        <translation>0 (version de développement)</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Version&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <source>Another board in your library has this code: %1</source>
        <translation>Un autre plateau de votre bibliothèque a ce code&#xa0;: %1</translation>
    </message>
    <message>
        <source>The board&apos;s version, 0 to 255; 0 is a development build</source>
        <translation>La version du plateau, de 0 à 255&#xa0;; 0 est une version de développement</translation>
    </message>
    <message>
        <source>The board&apos;s name, up to %1 characters</source>
        <translation>Le nom du plateau, jusqu&apos;à %1 caractères</translation>
    </message>
    <message>
        <source>Who made the board, up to %1 characters</source>
        <translation>Qui a créé le plateau, jusqu&apos;à %1 caractères</translation>
    </message>
    <message>
        <source>Up to %1 characters</source>
        <translation>Jusqu&apos;à %1 caractères</translation>
    </message>
    <message>
        <source>Fill in a code of five random letters and digits</source>
        <translation>Remplir avec un code de cinq lettres et chiffres aléatoires</translation>
    </message>
    <message>
        <source>The editor that made the board, up to %1 characters</source>
        <translation>L&apos;éditeur qui a créé le plateau, jusqu&apos;à %1 caractères</translation>
    </message>
    <message>
        <source>A code of up to %1 characters that tells this board from others</source>
        <translation>Un code d&apos;au plus %1 caractères qui distingue ce plateau des autres</translation>
    </message>
</context>
<context>
    <name>gbxx::MoveRulesForm</name>
    <message>
        <source>Added to a move&apos;s cost for every level up</source>
        <translation>Ajouté au coût d&apos;un déplacement pour chaque niveau monté</translation>
    </message>
    <message>
        <source>Added to a move&apos;s cost for every level down</source>
        <translation>Ajouté au coût d&apos;un déplacement pour chaque niveau descendu</translation>
    </message>
    <message>
        <source>Ignored</source>
        <translation>Ignorées</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloquent</translation>
    </message>
    <message>
        <source>Cost 5, 10 or 15</source>
        <translation>Coûtent 5, 10 ou 15</translation>
    </message>
    <message>
        <source>Cost 3, 6 or 9</source>
        <translation>Coûtent 3, 6 ou 9</translation>
    </message>
    <message>
        <source>&amp;Piece barriers:</source>
        <translation>Barrières de &amp;pièces :</translation>
    </message>
    <message>
        <source>Dia&amp;gonal steps (square boards)</source>
        <translation>Pas en dia&amp;gonale (plateaux carrés)</translation>
    </message>
    <message>
        <source>&amp;Climb cost:</source>
        <translation>Coût de &amp;montée :</translation>
    </message>
    <message>
        <source>Desce&amp;nd cost:</source>
        <translation>Coût de desce&amp;nte :</translation>
    </message>
    <message>
        <source>T&amp;urn barriers:</source>
        <translation>Barrières de to&amp;urs :</translation>
    </message>
    <message>
        <source>Currenc&amp;y barriers:</source>
        <translation>Barrières de monnaie (&amp;y) :</translation>
    </message>
    <message>
        <source>On square boards a piece also steps to the four corner tiles</source>
        <translation>Sur les plateaux carrés, une pièce va aussi sur les quatre cases en coin</translation>
    </message>
    <message>
        <source>Whether a turn barrier is ignored, cannot be entered, or adds its turns to the cost</source>
        <translation>Si une barrière de tours est ignorée, interdite ou ajoute ses tours au coût</translation>
    </message>
    <message>
        <source>Whether a currency barrier is ignored, cannot be entered, or adds its price to the cost</source>
        <translation>Si une barrière de monnaie est ignorée, interdite ou ajoute son prix au coût</translation>
    </message>
    <message>
        <source>Whether a piece-sum barrier is ignored or cannot be entered</source>
        <translation>Si une barrière de somme de pièces est ignorée ou interdite</translation>
    </message>
</context>
<context>
    <name>gbxx::NewBoardDialog</name>
    <message>
        <source>New Board</source>
        <translation>Nouveau plateau</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Taille des cases&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Width (columns):</source>
        <translation>&amp;Largeur (colonnes)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Length (rows):</source>
        <translation>L&amp;ongueur (lignes)&#xa0;:</translation>
    </message>
    <message>
        <source>Every tile &amp;starts:</source>
        <translation>État initial des &amp;cases&#xa0;:</translation>
    </message>
    <message>
        <source>How many bytes each tile has, and so which fields it holds</source>
        <translation>Le nombre d&apos;octets de chaque case, et donc les propriétés qu&apos;elle contient</translation>
    </message>
    <message>
        <source>How many columns the board has, 1 to 255</source>
        <translation>Le nombre de colonnes du plateau, de 1 à 255</translation>
    </message>
    <message>
        <source>How many rows the board has, 1 to 255</source>
        <translation>Le nombre de lignes du plateau, de 1 à 255</translation>
    </message>
    <message>
        <source>The boundary every tile of the new board starts with</source>
        <translation>La limite initiale de chaque case du nouveau plateau</translation>
    </message>
    <message>
        <source>%1: a setting of the whole board, kept in its header</source>
        <translation>%1&#xa0;: un réglage de tout le plateau, conservé dans son en-tête</translation>
    </message>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles)</source>
        <translation>
            <numerusform>GB%1 (cases de %n octet)</numerusform>
            <numerusform>GB%1 (cases de %n octets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::OpenCodeDialog</name>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Open by Code</source>
        <translation>Ouvrir par code</translation>
    </message>
    <message>
        <source>The board&apos;s &amp;code, or CODE@REVISION for an earlier revision, from the registry at %1:</source>
        <translation>Le &amp;code du plateau, ou CODE@RÉVISION pour une révision antérieure, du registre à %1 :</translation>
    </message>
    <message>
        <source>Five letters and digits, as the board&apos;s publisher gave them; @N opens revision N</source>
        <translation>Cinq lettres et chiffres, tels que l&apos;éditeur du plateau les a donnés ; @N ouvre la révision N</translation>
    </message>
    <message>
        <source>Fetching</source>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>Fetch the board and open it in a new tab</source>
        <translation>Récupérer le plateau et l&apos;ouvrir dans un nouvel onglet</translation>
    </message>
    <message>
        <source>Fetching revision %1 of %2 from %3…</source>
        <translation>Récupération de la révision %1 de %2 depuis %3…</translation>
    </message>
    <message>
        <source>Fetching %1 from %2…</source>
        <translation>Récupération de %1 depuis %2…</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Non ouvert : %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>gbxx::OverviewPanel</name>
    <message>
        <source>Click or drag to move the view; the wheel zooms</source>
        <translation>Cliquez ou faites glisser pour déplacer la vue&#xa0;; la molette zoome</translation>
    </message>
</context>
<context>
    <name>gbxx::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message numerus="yes">
        <source>Every %n second(s)</source>
        <translation>
            <numerusform>Toutes les %n seconde</numerusform>
            <numerusform>Toutes les %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>New board width</source>
        <translation>Largeur des nouveaux plateaux</translation>
    </message>
    <message>
        <source>New board length</source>
        <translation>Longueur des nouveaux plateaux</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Recovery copies:</source>
        <translation>Copies de &amp;récupération&#xa0;:</translation>
    </message>
    <message>
        <source>New boards&apos; tile si&amp;ze:</source>
        <translation>Taille des cases des nou&amp;veaux plateaux&#xa0;:</translation>
    </message>
    <message>
        <source>New boards&apos; si&amp;des (columns × rows):</source>
        <translation>&amp;Dimensions des nouveaux plateaux (colonnes × lignes)&#xa0;:</translation>
    </message>
    <message>
        <source>How often a copy of each board with unsaved changes is kept, to offer after a crash.</source>
        <translation>Fréquence à laquelle une copie de chaque plateau non enregistré est conservée, pour être proposée après un plantage.</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>Ra&amp;ccourcis</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The language of the editor&apos;s menus and messages, from its next start</source>
        <translation>La langue des menus et des messages de l&apos;éditeur, à partir de son prochain démarrage</translation>
    </message>
    <message>
        <source>Grid colour</source>
        <translation>Couleur de la grille</translation>
    </message>
    <message>
        <source>The colour of the grid lines, with its transparency</source>
        <translation>La couleur des lignes de grille, avec sa transparence</translation>
    </message>
    <message>
        <source>Grid Colour</source>
        <translation>Couleur de la grille</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Grid line width</source>
        <translation>Épaisseur des lignes de grille</translation>
    </message>
    <message>
        <source>De&amp;fault</source>
        <translation>Par dé&amp;faut</translation>
    </message>
    <message>
        <source>The grid&apos;s own colour and width</source>
        <translation>La couleur et l&apos;épaisseur d&apos;origine de la grille</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Grid lines:</source>
        <translation>Lignes de &amp;grille&#xa0;:</translation>
    </message>
    <message>
        <source>G&amp;eneral</source>
        <translation>Gé&amp;néral</translation>
    </message>
    <message>
        <source>The editor&apos;s colours: the desktop&apos;s, light or dark</source>
        <translation>Les couleurs de l&apos;éditeur&#xa0;: celles du bureau, claires ou sombres</translation>
    </message>
    <message>
        <source>How wide the grid lines are drawn, in screen pixels</source>
        <translation>L&apos;épaisseur des lignes de grille à l&apos;affichage, en pixels d&apos;écran</translation>
    </message>
    <message>
        <source>The tile size File ▸ New starts with</source>
        <translation>La taille des cases proposée au départ par Fichier ▸ Nouveau</translation>
    </message>
    <message>
        <source>The columns File ▸ New starts with</source>
        <translation>Le nombre de colonnes proposé au départ par Fichier ▸ Nouveau</translation>
    </message>
    <message>
        <source>The rows File ▸ New starts with</source>
        <translation>Le nombre de lignes proposé au départ par Fichier ▸ Nouveau</translation>
    </message>
    <message>
        <source>The tile shape File ▸ New starts with</source>
        <translation>La forme des cases avec laquelle Fichier ▸ Nouveau commence</translation>
    </message>
    <message>
        <source>The wrap File ▸ New starts with</source>
        <translation>Le bouclage avec lequel Fichier ▸ Nouveau commence</translation>
    </message>
    <message>
        <source>New boards&apos; tile s&amp;hape:</source>
        <translation>&amp;Forme des cases des nouveaux plateaux :</translation>
    </message>
    <message>
        <source>New boards&apos; &amp;wrap:</source>
        <translation>&amp;Bouclage des nouveaux plateaux :</translation>
    </message>
    <message>
        <source>Reopen the last &amp;session</source>
        <translation>Rouvrir la dernière &amp;session</translation>
    </message>
    <message>
        <source>At a start without a file, open the boards that were open at the last quit, each shown as it was left</source>
        <translation>Au démarrage sans fichier, ouvrir les plateaux ouverts à la dernière fermeture, chacun tel qu’il a été laissé</translation>
    </message>
    <message>
        <source>Reg&amp;istry</source>
        <translation>Re&amp;gistre</translation>
    </message>
</context>
<context>
    <name>gbxx::PresetsPanel</name>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Save from Tile…</source>
        <translation>Enregistrer à partir de la case…</translation>
    </message>
    <message>
        <source>Add the tile shown in the Tile Inspector as a preset</source>
        <translation>Ajouter comme préréglage la case affichée dans l&apos;inspecteur de case</translation>
    </message>
    <message>
        <source>Paint Layers</source>
        <translation>Peindre les calques</translation>
    </message>
    <message>
        <source>Stop stamping presets: paint the active layer&apos;s value again</source>
        <translation>Arrêter d&apos;appliquer des préréglages&#xa0;: peindre à nouveau la valeur du calque actif</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Import Presets</source>
        <translation>Importer des préréglages</translation>
    </message>
    <message>
        <source>Presets (*.json)</source>
        <translation>Préréglages (*.json)</translation>
    </message>
    <message>
        <source>Export Presets</source>
        <translation>Exporter des préréglages</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>bit %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Point at a tile first: its value is what the preset keeps.</source>
        <translation>Pointez d&apos;abord une case&#xa0;: sa valeur est ce que le préréglage conserve.</translation>
    </message>
    <message>
        <source>New Preset</source>
        <translation>Nouveau préréglage</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Preset %1</source>
        <translation>Préréglage %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Préréglages</translation>
    </message>
    <message>
        <source>Saved combinations of field values; choosing one paints with it</source>
        <translation>Combinaisons enregistrées de valeurs de propriétés&#xa0;; choisir une combinaison peint avec elle</translation>
    </message>
    <message>
        <source>Add the presets of a presets file</source>
        <translation>Ajouter les préréglages d&apos;un fichier de préréglages</translation>
    </message>
    <message>
        <source>Write these presets to a file to share</source>
        <translation>Écrire ces préréglages dans un fichier à partager</translation>
    </message>
    <message>
        <source>Delete the chosen preset</source>
        <translation>Supprimer le préréglage choisi</translation>
    </message>
</context>
<context>
    <name>gbxx::PrintExportDialog</name>
    <message>
        <source>Draw the &amp;grid</source>
        <translation>Dessiner la &amp;grille</translation>
    </message>
    <message>
        <source>Export Printable PDF</source>
        <translation>Exporter un PDF imprimable</translation>
    </message>
    <message>
        <source> mm per tile</source>
        <translation> mm par case</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <source>&amp;Layers (a set of pages each):</source>
        <translation>&amp;Calques (un jeu de pages chacun)&#xa0;:</translation>
    </message>
    <message>
        <source>La&amp;bels:</source>
        <translation>É&amp;tiquettes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>Taille des ca&amp;ses&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientation&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Choisissez au moins un calque.</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 pages per layer, %n page(s) in all with the title page.</source>
        <translation>
            <numerusform>%1 × %2 pages par calque, %n page au total avec la page de titre.</numerusform>
            <numerusform>%1 × %2 pages par calque, %n pages au total avec la page de titre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Check each layer to print; each gets a set of pages of its own</source>
        <translation>Cochez chaque calque à imprimer&#xa0;; chacun a son propre jeu de pages</translation>
    </message>
    <message>
        <source>Print the lines between the tiles</source>
        <translation>Imprimer les lignes entre les cases</translation>
    </message>
    <message>
        <source>What is written on each tile</source>
        <translation>Ce qui est écrit sur chaque case</translation>
    </message>
    <message>
        <source>How large each tile is printed, in millimetres</source>
        <translation>La taille à laquelle chaque case est imprimée, en millimètres</translation>
    </message>
    <message>
        <source>The paper the pages are printed on</source>
        <translation>Le papier sur lequel les pages sont imprimées</translation>
    </message>
    <message>
        <source>Whether the pages are upright or on their side</source>
        <translation>Si les pages sont à la verticale ou à l&apos;horizontale</translation>
    </message>
    <message>
        <source>Choose a file and write the PDF to it</source>
        <translation>Choisir un fichier et y écrire le PDF</translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Dessiner :</translation>
    </message>
</context>
<context>
    <name>gbxx::PropertiesDialog</name>
    <message>
        <source>Board Properties</source>
        <translation>Propriétés du plateau</translation>
    </message>
    <message>
        <source>%1 (kept as it is)</source>
        <translation>%1 (conservé tel quel)</translation>
    </message>
    <message>
        <source>Routing and occupancy are rules for the game that reads the board; nothing in the tiles depends on them.</source>
        <translation>Le routage et l&apos;occupation sont des règles pour le jeu qui lit le plateau&#xa0;; rien dans les cases n&apos;en dépend.</translation>
    </message>
    <message>
        <source>Heights are read as independent levels: each bit of a tile&apos;s height is a level present or absent.</source>
        <translation>Les hauteurs sont lues comme des niveaux indépendants&#xa0;: chaque bit de la hauteur d&apos;une case est un niveau présent ou absent.</translation>
    </message>
    <message>
        <source>Heights are read as one number per tile.</source>
        <translation>Les hauteurs sont lues comme un seul nombre par case.</translation>
    </message>
    <message>
        <source>Every tile keeps its height bits; they are now read as independent levels (each bit a level present or absent) instead of one number.</source>
        <translation>Chaque case garde ses bits de hauteur&#xa0;; ils sont désormais lus comme des niveaux indépendants (chaque bit est un niveau présent ou absent) au lieu d&apos;un seul nombre.</translation>
    </message>
    <message>
        <source>Every tile keeps its height bits; they are now read as one number instead of independent levels.</source>
        <translation>Chaque case garde ses bits de hauteur&#xa0;; ils sont désormais lus comme un seul nombre au lieu de niveaux indépendants.</translation>
    </message>
    <message>
        <source>Whether tokens move freely or along paths: a rule for the game</source>
        <translation>Si les pions se déplacent librement ou le long de parcours&#xa0;: une règle pour le jeu</translation>
    </message>
    <message>
        <source>Whether a tile&apos;s height bits are one number or levels present or absent</source>
        <translation>Si les bits de hauteur d&apos;une case forment un seul nombre ou des niveaux présents ou absents</translation>
    </message>
    <message>
        <source>Whether link groups are active</source>
        <translation>Si les groupes de liaison sont actifs</translation>
    </message>
    <message>
        <source>Whether the tiles are squares or flat-topped hexagons</source>
        <translation>Si les cases sont des carrés ou des hexagones à bord supérieur plat</translation>
    </message>
    <message>
        <source>Which way the board wraps round: none, width, length or height</source>
        <translation>Le sens dans lequel le plateau boucle&#xa0;: aucun, largeur, longueur ou hauteur</translation>
    </message>
    <message>
        <source>How many tokens a tile may hold: a rule for the game</source>
        <translation>Le nombre de pions qu&apos;une case peut contenir&#xa0;: une règle pour le jeu</translation>
    </message>
    <message>
        <source>%1: a setting of the whole board, kept in its header</source>
        <translation>%1&#xa0;: un réglage de tout le plateau, conservé dans son en-tête</translation>
    </message>
</context>
<context>
    <name>gbxx::PublishDialog</name>
    <message>
        <source>&amp;Sign In…</source>
        <translation>Se &amp;connecter…</translation>
    </message>
    <message>
        <source>&amp;Unlisted: only people who know the code find it</source>
        <translation>&amp;Non répertorié : seuls ceux qui connaissent le code le trouvent</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>&amp;Copier le code</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Publier</translation>
    </message>
    <message>
        <source>Publish Board</source>
        <translation>Publier le plateau</translation>
    </message>
    <message>
        <source>Publish this board to the registry at %1: anyone can then open it by its code.</source>
        <translation>Publier ce plateau dans le registre à %1 : chacun pourra ensuite l&apos;ouvrir par son code.</translation>
    </message>
    <message>
        <source>none yet: a new code will be assigned</source>
        <translation>aucun pour l&apos;instant : un nouveau code sera attribué</translation>
    </message>
    <message>
        <source>%1: a new revision if it is yours, claimed if nobody holds it</source>
        <translation>%1 : une nouvelle révision s&apos;il est à vous, réservé si personne ne le détient</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a registry code: give the board five letters and digits, or no code, in Board ▸ Metadata</source>
        <translation>« %1 » n&apos;est pas un code de registre : donnez au plateau cinq lettres et chiffres, ou aucun code, dans Plateau ▸ Métadonnées</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Auteur :</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Version :</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code :</translation>
    </message>
    <message>
        <source>Give the editor your registry token (Preferences ▸ Registry)</source>
        <translation>Donnez à l&apos;éditeur votre jeton de registre (Préférences ▸ Registre)</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Compte :</translation>
    </message>
    <message>
        <source>What is new in this revision (optional)</source>
        <translation>Ce qui est nouveau dans cette révision (facultatif)</translation>
    </message>
    <message>
        <source>A note shown with this revision in the registry</source>
        <translation>Une note affichée avec cette révision dans le registre</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Note :</translation>
    </message>
    <message>
        <source>Leave the board out of the registry&apos;s searches and lists; its code still opens it</source>
        <translation>Tenir le plateau hors des recherches et listes du registre ; son code l&apos;ouvre toujours</translation>
    </message>
    <message>
        <source>Publishing</source>
        <translation>Publication</translation>
    </message>
    <message>
        <source>Sending the board to %1…</source>
        <translation>Envoi du plateau à %1…</translation>
    </message>
    <message>
        <source>Copy the board&apos;s code to the clipboard</source>
        <translation>Copier le code du plateau dans le presse-papiers</translation>
    </message>
    <message>
        <source>Send the board to the registry</source>
        <translation>Envoyer le plateau au registre</translation>
    </message>
    <message>
        <source>Not signed in: publishing needs your registry token.</source>
        <translation>Non connecté : publier demande votre jeton de registre.</translation>
    </message>
    <message>
        <source>Checking your token…</source>
        <translation>Vérification de votre jeton…</translation>
    </message>
    <message>
        <source>Publishing as %1</source>
        <translation>Publication en tant que %1</translation>
    </message>
    <message>
        <source>Your token could not be checked: %1</source>
        <translation>Votre jeton n&apos;a pas pu être vérifié : %1</translation>
    </message>
    <message>
        <source>Not published: %1</source>
        <translation>Non publié : %1</translation>
    </message>
    <message>
        <source>&amp;Publish Again</source>
        <translation>&amp;Publier de nouveau</translation>
    </message>
    <message>
        <source>Published to the registry at %1. Anyone can open the board by its code:</source>
        <translation>Publié dans le registre à %1. Chacun peut ouvrir le plateau par son code :</translation>
    </message>
    <message>
        <source>Revision %1 is published: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</source>
        <translation>La révision %1 est publiée : &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Open the board&apos;s page in the web browser</source>
        <translation>Ouvrir la page du plateau dans le navigateur</translation>
    </message>
    <message>
        <source>The board, its file and the registry hold the same bytes (SHA-256 %1…).</source>
        <translation>Le plateau, son fichier et le registre contiennent les mêmes octets (SHA-256 %1…).</translation>
    </message>
    <message>
        <source>cancelled. If the registry stored it already, publishing again shows its code without making another revision.</source>
        <translation>annulé. Si le registre l&apos;a déjà enregistré, publier de nouveau affiche son code sans créer d&apos;autre révision.</translation>
    </message>
    <message>
        <source>No answer yet from %1; sending the board again: try %2 of %3…</source>
        <translation>Pas encore de réponse de %1&#xa0;; nouvel envoi du plateau&#xa0;: essai %2 sur %3…</translation>
    </message>
</context>
<context>
    <name>gbxx::RegionClipboard</name>
    <message>
        <source>the clipboard holds no GameBoardXX tiles</source>
        <translation>le presse-papiers ne contient aucune case GameBoardXX</translation>
    </message>
    <message>
        <source>the copied tiles are of a tile size or layout this editor does not know</source>
        <translation>les cases copiées sont d&apos;une taille de case ou d&apos;une disposition que cet éditeur ne connaît pas</translation>
    </message>
    <message>
        <source>the copied tiles are damaged (cell %1)</source>
        <translation>les cases copiées sont endommagées (cellule %1)</translation>
    </message>
    <message>
        <source>the copied tiles are empty</source>
        <translation>les cases copiées sont vides</translation>
    </message>
    <message>
        <source>the clipboard is empty</source>
        <translation>le presse-papiers est vide</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryModel</name>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>revision %1</source>
        <translation>révision %1</translation>
    </message>
    <message>
        <source>%1, revision %2, published %3</source>
        <translation>%1, révision %2, publiée le %3</translation>
    </message>
    <message>
        <source>%1, revision %2</source>
        <translation>%1, révision %2</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryProblem</name>
    <message>
        <source>the registry says the request is not one it takes</source>
        <translation>le registre n’accepte pas cette requête telle quelle</translation>
    </message>
    <message>
        <source>the registry says the request is not one it takes: “%1”</source>
        <translation>le registre n’accepte pas cette requête telle quelle : « %1 »</translation>
    </message>
    <message>
        <source>the registry says: publishing needs a valid token (sign in again in Preferences ▸ Registry)</source>
        <translation>le registre dit : publier nécessite un jeton valide (reconnectez-vous dans Préférences ▸ Registre)</translation>
    </message>
    <message>
        <source>the registry says: the token is not valid (or was revoked)</source>
        <translation>le registre dit : le jeton n’est pas valide (ou a été révoqué)</translation>
    </message>
    <message>
        <source>the registry says: the board belongs to another account</source>
        <translation>le registre dit : le plateau appartient à un autre compte</translation>
    </message>
    <message>
        <source>the registry says: %1 has no revision %2</source>
        <translation>le registre dit : %1 n’a pas de révision %2</translation>
    </message>
    <message>
        <source>the registry says: no board has the code %1</source>
        <translation>le registre dit : aucun plateau n’a le code %1</translation>
    </message>
    <message>
        <source>the registry says: it has no such board or address (is the registry&apos;s address right?)</source>
        <translation>le registre dit : il n’a ni ce plateau ni cette adresse (l’adresse du registre est-elle juste ?)</translation>
    </message>
    <message>
        <source>the registry says: it does not take this request (is it a GameBoardXX registry?)</source>
        <translation>le registre dit : il n’accepte pas cette requête (est-ce un registre GameBoardXX ?)</translation>
    </message>
    <message>
        <source>the registry says: the request took too long to arrive</source>
        <translation>le registre dit : la requête a mis trop de temps à arriver</translation>
    </message>
    <message>
        <source>the registry says: the board&apos;s code belongs to another account (clear it in Board ▸ Metadata to get a new one)</source>
        <translation>le registre dit : le code du plateau appartient à un autre compte (videz-le dans Plateau ▸ Métadonnées pour en recevoir un nouveau)</translation>
    </message>
    <message>
        <source>the registry says: this board is published already</source>
        <translation>le registre dit : ce plateau est déjà publié</translation>
    </message>
    <message>
        <source>the registry says: this board is published already, as %1 revision %2</source>
        <translation>le registre dit : ce plateau est déjà publié, comme %1 révision %2</translation>
    </message>
    <message>
        <source>the registry says: a board is at most %1 bytes</source>
        <translation>le registre dit : un plateau fait au plus %1 octets</translation>
    </message>
    <message>
        <source>the registry says: what was sent is not marked as a board</source>
        <translation>le registre dit : ce qui a été envoyé n’est pas indiqué comme un plateau</translation>
    </message>
    <message>
        <source>the registry says: the file is not a valid board</source>
        <translation>le registre dit : le fichier n’est pas un plateau valide</translation>
    </message>
    <message>
        <source>the registry says: the file is not a valid board: “%1”</source>
        <translation>le registre dit : le fichier n’est pas un plateau valide : « %1 »</translation>
    </message>
    <message>
        <source>the registry says: the footer&apos;s code is neither empty nor a registry code</source>
        <translation>le registre dit : le code du pied de fichier n’est ni vide ni un code de registre</translation>
    </message>
    <message>
        <source>the registry says: too many requests for now; try again later</source>
        <translation>le registre dit : trop de requêtes pour l’instant ; réessayez plus tard</translation>
    </message>
    <message>
        <source>the registry says: the request&apos;s headers are too large</source>
        <translation>le registre dit : les en-têtes de la requête sont trop grands</translation>
    </message>
    <message>
        <source>the registry says: its database cannot be reached just now; try again in a moment</source>
        <translation>le registre dit : sa base de données est injoignable pour le moment ; réessayez dans un instant</translation>
    </message>
    <message>
        <source>the registry says: it has no room left; nothing was stored</source>
        <translation>le registre dit : il n’a plus de place ; rien n’a été enregistré</translation>
    </message>
    <message>
        <source>the registry says: the two revisions differ in size, tile size or layout, so no patch leads from one to the other</source>
        <translation>le registre dit : les deux révisions diffèrent par la taille, la taille de case ou la disposition, donc aucun correctif ne mène de l’une à l’autre</translation>
    </message>
    <message>
        <source>the registry says: “%1”</source>
        <translation>le registre dit : « %1 »</translation>
    </message>
    <message>
        <source>the registry answered HTTP status %1</source>
        <translation>le registre a répondu par le statut HTTP %1</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryResults</name>
    <message>
        <source>Retr&amp;y</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Boards in the registry</source>
        <translation>Plateaux du registre</translation>
    </message>
    <message>
        <source>Boards the registry found; Enter or a double click opens one, more follow as you scroll</source>
        <translation>Plateaux trouvés par le registre ; Entrée ou un double clic en ouvre un, d&apos;autres suivent au défilement</translation>
    </message>
    <message>
        <source>Ask the registry again</source>
        <translation>Interroger de nouveau le registre</translation>
    </message>
    <message>
        <source>Stop waiting for the registry</source>
        <translation>Cesser d&apos;attendre le registre</translation>
    </message>
    <message>
        <source>Searching the registry at %1…</source>
        <translation>Recherche dans le registre à %1…</translation>
    </message>
    <message>
        <source>The registry at %1 could not be searched: %2</source>
        <translation>Le registre à %1 n&apos;a pas pu être interrogé : %2</translation>
    </message>
    <message>
        <source>More boards could not be listed: %1</source>
        <translation>D&apos;autres plateaux n&apos;ont pas pu être listés : %1</translation>
    </message>
    <message>
        <source>No board in the registry matches.</source>
        <translation>Aucun plateau du registre ne correspond.</translation>
    </message>
    <message>
        <source>Boards from the registry: %1, more as you scroll</source>
        <translation>Plateaux du registre : %1, d&apos;autres au défilement</translation>
    </message>
    <message>
        <source>Boards from the registry: %1</source>
        <translation>Plateaux du registre : %1</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>&amp;Copier le code</translation>
    </message>
    <message>
        <source>Open &amp;Web Page</source>
        <translation>Ouvrir la page &amp;web</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistrySettingsPage</name>
    <message>
        <source>Sign I&amp;n</source>
        <translation>Se co&amp;nnecter</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>Where boards are published and found; the command line uses the same address. Empty: a registry on this computer.</source>
        <translation>Où les plateaux sont publiés et trouvés ; la ligne de commande utilise la même adresse. Vide : un registre sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The token your registry&apos;s administrator gave you</source>
        <translation>Le jeton que l&apos;administrateur de votre registre vous a donné</translation>
    </message>
    <message>
        <source>Your registry token; it is kept in the desktop&apos;s key ring, or in a file only you can read</source>
        <translation>Votre jeton de registre ; il est gardé dans le trousseau du bureau, ou dans un fichier lisible par vous seul</translation>
    </message>
    <message>
        <source>Check the token with the registry and keep it</source>
        <translation>Vérifier le jeton auprès du registre et le garder</translation>
    </message>
    <message>
        <source>Forget the token kept for this registry</source>
        <translation>Oublier le jeton gardé pour ce registre</translation>
    </message>
    <message>
        <source>Ask the registry whether it answers, and whose the token is</source>
        <translation>Demander au registre s&apos;il répond, et à qui est le jeton</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>GBXX_REGISTRY is set: the editor uses %1 whatever is chosen here.</source>
        <translation>GBXX_REGISTRY est défini : l&apos;éditeur utilise %1 quoi qu&apos;on choisisse ici.</translation>
    </message>
    <message>
        <source>To&amp;ken:</source>
        <translation>&amp;Jeton :</translation>
    </message>
    <message>
        <source>Not signed in to %1.</source>
        <translation>Non connecté à %1.</translation>
    </message>
    <message>
        <source>Checking the token kept for %1…</source>
        <translation>Vérification du jeton gardé pour %1…</translation>
    </message>
    <message>
        <source>Signed in to %1 as %2.</source>
        <translation>Connecté à %1 en tant que %2.</translation>
    </message>
    <message>
        <source>A token is kept for %1, but: %2</source>
        <translation>Un jeton est gardé pour %1, mais : %2</translation>
    </message>
    <message>
        <source>Paste your token first.</source>
        <translation>Collez d&apos;abord votre jeton.</translation>
    </message>
    <message>
        <source>Checking the token with %1…</source>
        <translation>Vérification du jeton auprès de %1…</translation>
    </message>
    <message>
        <source>Not signed in: %1</source>
        <translation>Non connecté : %1</translation>
    </message>
    <message>
        <source>The token is good, but it could not be kept: %1</source>
        <translation>Le jeton est valide, mais n&apos;a pas pu être gardé : %1</translation>
    </message>
    <message>
        <source>Signed in to %1 as %2; the token is kept in %3.</source>
        <translation>Connecté à %1 en tant que %2 ; le jeton est gardé dans %3.</translation>
    </message>
    <message>
        <source>The token could not be forgotten: %1</source>
        <translation>Le jeton n&apos;a pas pu être oublié : %1</translation>
    </message>
    <message>
        <source>Signed out of %1.</source>
        <translation>Déconnecté de %1.</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>Interrogation de %1…</translation>
    </message>
    <message>
        <source>%1 answers; signed in as %2.</source>
        <translation>%1 répond ; connecté en tant que %2.</translation>
    </message>
    <message>
        <source>%1 answers, but the token kept for it is not valid (or was revoked).</source>
        <translation>%1 répond, mais le jeton gardé pour lui n&apos;est pas valide (ou a été révoqué).</translation>
    </message>
    <message>
        <source>%1 answers; not signed in.</source>
        <translation>%1 répond ; non connecté.</translation>
    </message>
    <message>
        <source>%1 cannot be reached: %2</source>
        <translation>%1 est injoignable : %2</translation>
    </message>
</context>
<context>
    <name>gbxx::ReplaceDialog</name>
    <message>
        <source>Replace in Selection</source>
        <translation>Remplacer dans la sélection</translation>
    </message>
    <message>
        <source>Nothing is selected: the operations apply to every tile of the board.</source>
        <translation>Rien n&apos;est sélectionné&#xa0;: les opérations s&apos;appliquent à toutes les cases du plateau.</translation>
    </message>
    <message numerus="yes">
        <source>The operations apply, in order, to the %n selected tile(s).</source>
        <translation>
            <numerusform>Les opérations s&apos;appliquent, dans l&apos;ordre, à %n case sélectionnée.</numerusform>
            <numerusform>Les opérations s&apos;appliquent, dans l&apos;ordre, aux %n cases sélectionnées.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add Operation</source>
        <translation>&amp;Ajouter une opération</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <source>Remove this operation</source>
        <translation>Retirer cette opération</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will change</source>
        <translation>
            <numerusform>%n case va changer</numerusform>
            <numerusform>%n cases vont changer</numerusform>
        </translation>
    </message>
    <message>
        <source>Add another operation; they apply in order</source>
        <translation>Ajouter une autre opération&#xa0;; elles s&apos;appliquent dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Change the tiles as the operations say, in one undo step</source>
        <translation>Modifier les cases comme l&apos;indiquent les opérations, en une seule étape d&apos;annulation</translation>
    </message>
    <message>
        <source>Remove operation</source>
        <translation>Retirer l&apos;opération</translation>
    </message>
</context>
<context>
    <name>gbxx::ResizeDialog</name>
    <message>
        <source>Resize Board</source>
        <translation>Redimensionner le plateau</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Largeur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>Lon&amp;gueur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Anchor:</source>
        <translation>&amp;Ancrage&#xa0;:</translation>
    </message>
    <message>
        <source>Offset &amp;x:</source>
        <translation>Décalage &amp;x&#xa0;:</translation>
    </message>
    <message>
        <source>Offset &amp;y:</source>
        <translation>Décalage &amp;y&#xa0;:</translation>
    </message>
    <message>
        <source>How many columns the board has after resizing, 1 to %1</source>
        <translation>Le nombre de colonnes du plateau après redimensionnement, de 1 à %1</translation>
    </message>
    <message>
        <source>How many rows the board has after resizing, 1 to %1</source>
        <translation>Le nombre de lignes du plateau après redimensionnement, de 1 à %1</translation>
    </message>
    <message>
        <source>The column of the new board where the old board&apos;s left edge lands; the anchor sets it</source>
        <translation>La colonne du nouveau plateau où arrive le bord gauche de l&apos;ancien plateau&#xa0;; l&apos;ancrage la fixe</translation>
    </message>
    <message>
        <source>The row of the new board where the old board&apos;s top edge lands; the anchor sets it</source>
        <translation>La ligne du nouveau plateau où arrive le bord supérieur de l&apos;ancien plateau&#xa0;; l&apos;ancrage la fixe</translation>
    </message>
    <message>
        <source>Anchor top left</source>
        <translation>Ancrage en haut à gauche</translation>
    </message>
    <message>
        <source>Keep the old board in the top left corner</source>
        <translation>Garder l&apos;ancien plateau dans le coin supérieur gauche</translation>
    </message>
    <message>
        <source>Anchor top</source>
        <translation>Ancrage en haut</translation>
    </message>
    <message>
        <source>Keep the old board at the top, centred</source>
        <translation>Garder l&apos;ancien plateau en haut, centré</translation>
    </message>
    <message>
        <source>Anchor top right</source>
        <translation>Ancrage en haut à droite</translation>
    </message>
    <message>
        <source>Keep the old board in the top right corner</source>
        <translation>Garder l&apos;ancien plateau dans le coin supérieur droit</translation>
    </message>
    <message>
        <source>Anchor left</source>
        <translation>Ancrage à gauche</translation>
    </message>
    <message>
        <source>Keep the old board at the left, centred</source>
        <translation>Garder l&apos;ancien plateau à gauche, centré</translation>
    </message>
    <message>
        <source>Anchor centre</source>
        <translation>Ancrage au centre</translation>
    </message>
    <message>
        <source>Keep the old board in the middle</source>
        <translation>Garder l&apos;ancien plateau au milieu</translation>
    </message>
    <message>
        <source>Anchor right</source>
        <translation>Ancrage à droite</translation>
    </message>
    <message>
        <source>Keep the old board at the right, centred</source>
        <translation>Garder l&apos;ancien plateau à droite, centré</translation>
    </message>
    <message>
        <source>Anchor bottom left</source>
        <translation>Ancrage en bas à gauche</translation>
    </message>
    <message>
        <source>Keep the old board in the bottom left corner</source>
        <translation>Garder l&apos;ancien plateau dans le coin inférieur gauche</translation>
    </message>
    <message>
        <source>Anchor bottom</source>
        <translation>Ancrage en bas</translation>
    </message>
    <message>
        <source>Keep the old board at the bottom, centred</source>
        <translation>Garder l&apos;ancien plateau en bas, centré</translation>
    </message>
    <message>
        <source>Anchor bottom right</source>
        <translation>Ancrage en bas à droite</translation>
    </message>
    <message>
        <source>Keep the old board in the bottom right corner</source>
        <translation>Garder l&apos;ancien plateau dans le coin inférieur droit</translation>
    </message>
</context>
<context>
    <name>gbxx::RuleDialog</name>
    <message>
        <source>&amp;Live: apply it after every edit</source>
        <translation>En &amp;continu&#xa0;: l&apos;appliquer après chaque modification</translation>
    </message>
    <message>
        <source>Add Rule</source>
        <translation>Ajouter une règle</translation>
    </message>
    <message>
        <source>Edit Rule</source>
        <translation>Modifier la règle</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>règle %1</translation>
    </message>
    <message>
        <source>The rule&apos;s name, as the Rules panel and the command line say it</source>
        <translation>Le nom de la règle, tel que le panneau Règles et la ligne de commande l&apos;affichent</translation>
    </message>
    <message>
        <source>for example: boundary = 0 and neighbours(n.boundary &gt;= 2) &gt; 0</source>
        <translation>par exemple&#xa0;: boundary = 0 and neighbours(n.boundary &gt;= 2) &gt; 0</translation>
    </message>
    <message>
        <source>The tiles the rule changes, in the language of Select Where; neighbours(…) counts a tile&apos;s neighbours, n.KEY is a neighbour&apos;s field</source>
        <translation>Les cases que la règle modifie, dans le langage de «&#xa0;Sélectionner selon une condition&#xa0;»&#xa0;; neighbours(…) compte les voisins d&apos;une case, n.KEY est une propriété d&apos;un voisin</translation>
    </message>
    <message>
        <source>one operation a line, for example: set boundary=1</source>
        <translation>une opération par ligne, par exemple&#xa0;: set boundary=1</translation>
    </message>
    <message>
        <source>What the rule does to each matching tile, in order: set KEY=V, add KEY=N, flags-on KEY=MASK or flags-off KEY=MASK</source>
        <translation>Ce que la règle fait à chaque case correspondante, dans l&apos;ordre&#xa0;: set KEY=V, add KEY=N, flags-on KEY=MASK ou flags-off KEY=MASK</translation>
    </message>
    <message>
        <source>A live rule runs after every edit, in the same undo step; the command line runs every rule</source>
        <translation>Une règle en continu s&apos;exécute après chaque modification, dans la même étape d&apos;annulation&#xa0;; la ligne de commande exécute toutes les règles</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>No&amp;m&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Build:</source>
        <translation>Co&amp;nstruire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>O&amp;ù&#xa0;:</translation>
    </message>
    <message>
        <source>Add &amp;Operation</source>
        <translation>Ajouter l&apos;opé&amp;ration</translation>
    </message>
    <message>
        <source>Add this operation as the last line of Then</source>
        <translation>Ajouter cette opération comme dernière ligne de «&#xa0;Alors&#xa0;»</translation>
    </message>
    <message>
        <source>O&amp;peration:</source>
        <translation>O&amp;pération&#xa0;:</translation>
    </message>
    <message>
        <source>T&amp;hen:</source>
        <translation>&amp;Alors&#xa0;:</translation>
    </message>
    <message>
        <source>Where the rules are written: for this board only or for every board of its folder</source>
        <translation>Où les règles sont enregistrées&#xa0;: pour ce plateau seulement ou pour tous les plateaux de son dossier</translation>
    </message>
    <message>
        <source>this board only: %1</source>
        <translation>ce plateau seulement&#xa0;: %1</translation>
    </message>
    <message>
        <source>every board in its folder: gameboardxx-rules.json</source>
        <translation>tous les plateaux de son dossier&#xa0;: gameboardxx-rules.json</translation>
    </message>
    <message>
        <source>nowhere yet: save the board first (kept until it is closed)</source>
        <translation>nulle part pour l&apos;instant&#xa0;: enregistrez d&apos;abord le plateau (conservées jusqu&apos;à sa fermeture)</translation>
    </message>
    <message>
        <source>&amp;Save in:</source>
        <translation>Enregi&amp;strer dans&#xa0;:</translation>
    </message>
    <message>
        <source>Type where the rule applies, or build it above.</source>
        <translation>Saisissez où la règle s&apos;applique, ou construisez-le ci-dessus.</translation>
    </message>
    <message>
        <source>Add what the rule does to the tiles: one operation a line.</source>
        <translation>Ajoutez ce que la règle fait aux cases&#xa0;: une opération par ligne.</translation>
    </message>
    <message>
        <source>Tiles it matches now: %1 · tiles it would change, applied alone: %2</source>
        <translation>Cases correspondantes actuellement&#xa0;: %1 · cases qu&apos;elle modifierait, appliquée seule&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::RulesPanel</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The board&apos;s rules in the order they run: the check box makes a rule live, the count is the tiles its condition matches now; drag a rule to move it</source>
        <translation>Les règles du plateau dans l&apos;ordre où elles s&apos;exécutent&#xa0;: la case à cocher met une règle en continu, le nombre est celui des cases que sa condition trouve actuellement&#xa0;; faites glisser une règle pour la déplacer</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Correspondances</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Alors</translation>
    </message>
    <message>
        <source>Add Rule…</source>
        <translation>Ajouter une règle…</translation>
    </message>
    <message>
        <source>Add a rule at the end of the board&apos;s rules</source>
        <translation>Ajouter une règle à la fin des règles du plateau</translation>
    </message>
    <message>
        <source>Edit Rule…</source>
        <translation>Modifier la règle…</translation>
    </message>
    <message>
        <source>Edit the chosen rule (or double-click it)</source>
        <translation>Modifier la règle choisie (ou double-cliquez dessus)</translation>
    </message>
    <message>
        <source>Remove Rule</source>
        <translation>Supprimer la règle</translation>
    </message>
    <message>
        <source>Remove the chosen rule from the rules file</source>
        <translation>Supprimer la règle choisie du fichier de règles</translation>
    </message>
    <message>
        <source>Move Rule Up</source>
        <translation>Monter la règle</translation>
    </message>
    <message>
        <source>Run the chosen rule one place earlier</source>
        <translation>Exécuter la règle choisie une place plus tôt</translation>
    </message>
    <message>
        <source>Move Rule Down</source>
        <translation>Descendre la règle</translation>
    </message>
    <message>
        <source>Run the chosen rule one place later</source>
        <translation>Exécuter la règle choisie une place plus tard</translation>
    </message>
    <message>
        <source>Apply All Rules</source>
        <translation>Appliquer toutes les règles</translation>
    </message>
    <message>
        <source>Run every rule on the board in order, as gbxx rules apply does, as one undo step</source>
        <translation>Exécuter toutes les règles sur le plateau dans l&apos;ordre, comme le fait gbxx rules apply, en une seule étape d&apos;annulation</translation>
    </message>
    <message>
        <source>Apply Chosen Rule</source>
        <translation>Appliquer la règle choisie</translation>
    </message>
    <message>
        <source>Run the chosen rule on the board as one undo step</source>
        <translation>Exécuter la règle choisie sur le plateau en une seule étape d&apos;annulation</translation>
    </message>
    <message>
        <source>Select Matching</source>
        <translation>Sélectionner les correspondances</translation>
    </message>
    <message>
        <source>Select the tiles the chosen rule&apos;s condition matches</source>
        <translation>Sélectionner les cases que trouve la condition de la règle choisie</translation>
    </message>
    <message>
        <source>Live Rules</source>
        <translation>Règles en continu</translation>
    </message>
    <message>
        <source>Apply the live rules after every edit, in the same undo step (for every board)</source>
        <translation>Appliquer les règles en continu après chaque modification, dans la même étape d&apos;annulation (pour tous les plateaux)</translation>
    </message>
    <message>
        <source>Save Rules…</source>
        <translation>Enregistrer les règles…</translation>
    </message>
    <message>
        <source>Write the rules to a rules file beside the board</source>
        <translation>Écrire les règles dans un fichier de règles à côté du plateau</translation>
    </message>
    <message>
        <source>Reload Rules</source>
        <translation>Recharger les règles</translation>
    </message>
    <message>
        <source>Read the rules file again (after editing it elsewhere)</source>
        <translation>Relire le fichier de règles (après l&apos;avoir modifié ailleurs)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Apply All</source>
        <translation>Tout appliquer</translation>
    </message>
    <message>
        <source>Apply Chosen</source>
        <translation>Appliquer la choisie</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Live rules are switched off.</source>
        <translation>Les règles en continu sont désactivées.</translation>
    </message>
    <message>
        <source>Paused: it changes %1, which is locked.</source>
        <translation>En pause&#xa0;: elle modifie %1, qui est verrouillé.</translation>
    </message>
    <message>
        <source>%1
Where: %2
Then: %3
%4</source>
        <translation>%1
Où&#xa0;: %2
Alors&#xa0;: %3
%4</translation>
    </message>
    <message>
        <source>Live: applied after every edit.</source>
        <translation>En continu&#xa0;: appliquée après chaque modification.</translation>
    </message>
    <message>
        <source>Not live: applied by Apply to Board and on the command line.</source>
        <translation>Pas en continu&#xa0;: appliquée par «&#xa0;Appliquer au plateau&#xa0;» et en ligne de commande.</translation>
    </message>
    <message>
        <source>Tiles the condition matches on the board now</source>
        <translation>Cases que la condition trouve actuellement sur le plateau</translation>
    </message>
    <message>
        <source>No board is open.</source>
        <translation>Aucun plateau n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>Rules file: %1 (this board)</source>
        <translation>Fichier de règles&#xa0;: %1 (ce plateau)</translation>
    </message>
    <message>
        <source>Rules file: %1 (the boards of its folder)</source>
        <translation>Fichier de règles&#xa0;: %1 (les plateaux de son dossier)</translation>
    </message>
    <message>
        <source>— not saved</source>
        <translation>— non enregistré</translation>
    </message>
    <message>
        <source>No rules file. Add a rule to start one.</source>
        <translation>Aucun fichier de règles. Ajoutez une règle pour en créer un.</translation>
    </message>
    <message>
        <source>Not saved in a file: save the board, then Save Rules.</source>
        <translation>Non enregistrées dans un fichier&#xa0;: enregistrez le plateau, puis «&#xa0;Enregistrer les règles&#xa0;».</translation>
    </message>
    <message>
        <source>Not saved in a file yet: Save Rules writes them.</source>
        <translation>Pas encore enregistrées dans un fichier&#xa0;: «&#xa0;Enregistrer les règles&#xa0;» les écrit.</translation>
    </message>
    <message>
        <source>%1 — no rule runs until it is fixed.</source>
        <translation>%1 — aucune règle ne s&apos;exécute tant que ce n&apos;est pas corrigé.</translation>
    </message>
    <message>
        <source>Live rules running: %1</source>
        <translation>Règles en continu actives&#xa0;: %1</translation>
    </message>
    <message>
        <source>Live rules running: %1 of %2 (the others change a locked layer)</source>
        <translation>Règles en continu actives&#xa0;: %1 sur %2 (les autres modifient un calque verrouillé)</translation>
    </message>
    <message>
        <source>%1 was changed outside the editor since it was read.</source>
        <translation>%1 a été modifié en dehors de l&apos;éditeur depuis sa lecture.</translation>
    </message>
    <message>
        <source>Overwrite it with these rules, or reload it and drop your change? Cancel keeps your change unsaved.</source>
        <translation>L&apos;écraser avec ces règles, ou le recharger et abandonner votre modification&#xa0;? Annuler garde votre modification non enregistrée.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>É&amp;craser</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation>Les règles n&apos;ont pas pu être enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>the board&apos;s rules</source>
        <translation>les règles du plateau</translation>
    </message>
    <message>
        <source>Remove the rule “%1” from %2?</source>
        <translation>Supprimer la règle «&#xa0;%1&#xa0;» de %2&#xa0;?</translation>
    </message>
    <message>
        <source>Apply rules</source>
        <translation>Appliquer les règles</translation>
    </message>
    <message>
        <source>Apply rule “%1”</source>
        <translation>Appliquer la règle «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1: tiles changed: %2</source>
        <translation>%1&#xa0;: cases modifiées&#xa0;: %2</translation>
    </message>
    <message>
        <source>Tiles matching “%1”: %2 selected</source>
        <translation>Cases correspondant à «&#xa0;%1&#xa0;»&#xa0;: %2 sélectionnées</translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation>Enregistrer les règles</translation>
    </message>
    <message>
        <source>Where are the rules to be kept?</source>
        <translation>Où conserver les règles&#xa0;?</translation>
    </message>
    <message>
        <source>This Board Only: %1</source>
        <translation>Ce plateau seulement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Every Board in Its Folder: gameboardxx-rules.json</source>
        <translation>Tous les plateaux de son dossier&#xa0;: gameboardxx-rules.json</translation>
    </message>
    <message>
        <source>Rules saved in %1</source>
        <translation>Règles enregistrées dans %1</translation>
    </message>
    <message>
        <source>Drop the rules that are not saved and read the file again?</source>
        <translation>Abandonner les règles non enregistrées et relire le fichier&#xa0;?</translation>
    </message>
    <message>
        <source>the rules file cannot be read: mend it, then Reload Rules</source>
        <translation>le fichier de règles est illisible : corrigez-le, puis Recharger les règles</translation>
    </message>
    <message>
        <source>the rules have a mistake (see the Rules panel)</source>
        <translation>les règles contiennent une erreur (voir le panneau Règles)</translation>
    </message>
    <message>
        <source>needs a rules file</source>
        <translation>nécessite un fichier de règles</translation>
    </message>
    <message>
        <source>needs a rule chosen in the Rules panel</source>
        <translation>nécessite une règle choisie dans le panneau Règles</translation>
    </message>
    <message>
        <source>needs the board saved to a file</source>
        <translation>nécessite le plateau enregistré dans un fichier</translation>
    </message>
    <message>
        <source>the chosen rule is the first</source>
        <translation>la règle choisie est la première</translation>
    </message>
    <message>
        <source>the chosen rule is the last</source>
        <translation>la règle choisie est la dernière</translation>
    </message>
    <message>
        <source>the rules are saved</source>
        <translation>les règles sont enregistrées</translation>
    </message>
</context>
<context>
    <name>gbxx::SchemaDialog</name>
    <message>
        <source>Custom Data Schema</source>
        <translation>Schéma des données personnalisées</translation>
    </message>
    <message>
        <source>Name the bits of this GB%1 board&apos;s field &lt;b&gt;%2&lt;/b&gt; (%3 bits): each sub-field is a layer of its own, read as %2.KEY by dumps, expressions and scripts. Bits are one bit (3) or a range (0-3); names are separated by commas, each with an optional colour (forest #2e7d32). The board file does not change.</source>
        <translation>Nommez les bits de la propriété &lt;b&gt;%2&lt;/b&gt; de ce plateau GB%1 (%3 bits)&#xa0;: chaque sous-propriété devient un calque à part entière, lu comme %2.KEY par les exports JSON (dump), les expressions et les scripts. Les bits sont un seul bit (3) ou une plage (0-3)&#xa0;; les noms sont séparés par des virgules, chacun avec une couleur facultative (forêt #2e7d32). Le fichier du plateau ne change pas.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Value or flag names</source>
        <translation>Noms des valeurs ou des indicateurs</translation>
    </message>
    <message>
        <source>&amp;Add Sub-field</source>
        <translation>&amp;Ajouter une sous-propriété</translation>
    </message>
    <message>
        <source>&amp;Remove Sub-field</source>
        <translation>&amp;Retirer la sous-propriété</translation>
    </message>
    <message>
        <source>&amp;Save in:</source>
        <translation>&amp;Enregistrer dans&#xa0;:</translation>
    </message>
    <message>
        <source>the schema in use: %1</source>
        <translation>le schéma utilisé&#xa0;: %1</translation>
    </message>
    <message>
        <source>this board only: %1</source>
        <translation>ce plateau seulement&#xa0;: %1</translation>
    </message>
    <message>
        <source>every board in its folder: gameboardxx-schema.json</source>
        <translation>tous les plateaux de son dossier&#xa0;: gameboardxx-schema.json</translation>
    </message>
    <message>
        <source>nowhere yet: save the board first (used until it is closed)</source>
        <translation>nulle part pour l&apos;instant&#xa0;: enregistrez d&apos;abord le plateau (utilisé jusqu&apos;à sa fermeture)</translation>
    </message>
    <message>
        <source>This board&apos;s layout has no field of the designer&apos;s to split.</source>
        <translation>La disposition de ce plateau n&apos;a aucune propriété réservée au concepteur à subdiviser.</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits are one bit (3) or a range (0-3)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: les bits sont un seul bit (3) ou une plage (0-3)</translation>
    </message>
    <message>
        <source>The layers show the schema as it is now.</source>
        <translation>Les calques montrent le schéma tel qu&apos;il est maintenant.</translation>
    </message>
    <message>
        <source>Not shown until it is right: %1</source>
        <translation>Non affiché tant qu&apos;il n&apos;est pas correct&#xa0;: %1</translation>
    </message>
    <message>
        <source>The schema %1 could not be removed.</source>
        <translation>Le schéma %1 n&apos;a pas pu être supprimé.</translation>
    </message>
    <message>
        <source>The schema could not be saved: %1</source>
        <translation>Le schéma n&apos;a pas pu être enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sub-fields</source>
        <translation>Sous-propriétés</translation>
    </message>
    <message>
        <source>One row per sub-field: its key, label, bits, kind and value or flag names</source>
        <translation>Une ligne par sous-propriété&#xa0;: sa clé, son libellé, ses bits, son type et les noms des valeurs ou des indicateurs</translation>
    </message>
    <message>
        <source>Add a sub-field on the first bit no other one uses</source>
        <translation>Ajouter une sous-propriété sur le premier bit qu&apos;aucune autre n&apos;utilise</translation>
    </message>
    <message>
        <source>Remove the chosen sub-field</source>
        <translation>Retirer la sous-propriété choisie</translation>
    </message>
    <message>
        <source>Where OK writes the schema: for this board only or for every board of its folder</source>
        <translation>Où OK enregistre le schéma&#xa0;: pour ce plateau seulement ou pour tous les plateaux de son dossier</translation>
    </message>
    <message>
        <source>How the bits read: as a number, as one named value, or as flags</source>
        <translation>Comment les bits se lisent&#xa0;: comme un nombre, comme une valeur nommée, ou comme des indicateurs</translation>
    </message>
</context>
<context>
    <name>gbxx::ScriptCatalog</name>
    <message>
        <source>Export a Field as CSV</source>
        <translation>Exporter un champ en CSV</translation>
    </message>
    <message>
        <source>Barriers on Steep Steps</source>
        <translation>Barrières sur les marches raides</translation>
    </message>
    <message>
        <source>Random Island (hex)</source>
        <translation>Île aléatoire (hexagonal)</translation>
    </message>
    <message>
        <source>Out-of-Bounds Ring</source>
        <translation>Anneau hors limites</translation>
    </message>
    <message>
        <source>Symmetry Check</source>
        <translation>Vérification de symétrie</translation>
    </message>
</context>
<context>
    <name>gbxx::ScriptConsole</name>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Arguments&#xa0;:</translation>
    </message>
    <message>
        <source>given to the next run as args, e.g. 20 turnBarrier</source>
        <translation>transmis à la prochaine exécution comme args, p. ex. 20 turnBarrier</translation>
    </message>
    <message>
        <source>Words the script reads as args (quote a word with spaces)</source>
        <translation>Mots que le script lit comme args (mettez entre guillemets un mot qui contient des espaces)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>E&amp;ffacer</translation>
    </message>
    <message>
        <source>Run a script from the Scripts menu: what it prints and warns shows here.</source>
        <translation>Exécutez un script depuis le menu Scripts&#xa0;: ce qu&apos;il affiche et ses avertissements apparaissent ici.</translation>
    </message>
    <message>
        <source>Running %1</source>
        <translation>Exécution de %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <source>%1: warning: (%2, %3) %4</source>
        <translation>%1&#xa0;: avertissement&#xa0;: (%2, %3) %4</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;error:&lt;/b&gt; %2 — nothing was changed</source>
        <translation>%1&#xa0;: &lt;b&gt;erreur&#xa0;:&lt;/b&gt; %2 — rien n&apos;a été modifié</translation>
    </message>
    <message>
        <source>the board was not changed</source>
        <translation>le plateau n&apos;a pas été modifié</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) changed%1 — one undo step, &quot;Script: %2&quot;</source>
        <translation>
            <numerusform>%n case modifiée%1 — une seule étape d&apos;annulation, «&#xa0;Script&#xa0;: %2&#xa0;»</numerusform>
            <numerusform>%n cases modifiées%1 — une seule étape d&apos;annulation, «&#xa0;Script&#xa0;: %2&#xa0;»</numerusform>
        </translation>
    </message>
    <message>
        <source>, with the header or footer</source>
        <translation>, avec l&apos;en-tête ou le pied de fichier</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Terminé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Script output</source>
        <translation>Sortie des scripts</translation>
    </message>
    <message>
        <source>What scripts printed, and their errors</source>
        <translation>Ce que les scripts ont affiché, et leurs erreurs</translation>
    </message>
    <message>
        <source>Empty the console&apos;s output</source>
        <translation>Vider la sortie de la console</translation>
    </message>
    <message numerus="yes">
        <source>%1 finished, but the board was edited while it ran: its change (%n tile(s)) was dropped, not applied over the newer board. Run it again to apply it to the board as it is now.</source>
        <translation>
            <numerusform>%1 est terminé, mais le plateau a été modifié pendant son exécution&#xa0;: sa modification (%n case) a été abandonnée, pas appliquée sur le plateau plus récent. Relancez-le pour l’appliquer au plateau tel qu’il est maintenant.</numerusform>
            <numerusform>%1 est terminé, mais le plateau a été modifié pendant son exécution&#xa0;: sa modification (%n cases) a été abandonnée, pas appliquée sur le plateau plus récent. Relancez-le pour l’appliquer au plateau tel qu’il est maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was stopped: %2; nothing was changed.</source>
        <translation>%1 a été arrêté&#xa0;: %2&#xa0;; rien n’a été modifié.</translation>
    </message>
</context>
<context>
    <name>gbxx::SelectWhereDialog</name>
    <message>
        <source>Select Where</source>
        <translation>Sélectionner selon une condition</translation>
    </message>
    <message>
        <source>for example: height &gt;= 40 and homeZones has 1</source>
        <translation>par exemple&#xa0;: height &gt;= 40 and homeZones has 1</translation>
    </message>
    <message>
        <source>Replace the selection</source>
        <translation>Remplacer la sélection</translation>
    </message>
    <message>
        <source>Add to the selection</source>
        <translation>Ajouter à la sélection</translation>
    </message>
    <message>
        <source>Take from the selection</source>
        <translation>Retirer de la sélection</translation>
    </message>
    <message>
        <source>Keep only what is also selected</source>
        <translation>Garder seulement ce qui est aussi sélectionné</translation>
    </message>
    <message>
        <source>&amp;Build:</source>
        <translation>Co&amp;nstruire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>&amp;Condition&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Matches:</source>
        <translation>Cases &amp;trouvées&#xa0;:</translation>
    </message>
    <message>
        <source>Type a condition, or build one above.</source>
        <translation>Saisissez une condition, ou construisez-en une ci-dessus.</translation>
    </message>
    <message numerus="yes">
        <source>%n matching tile(s)</source>
        <translation>
            <numerusform>%n case correspondante</numerusform>
            <numerusform>%n cases correspondantes</numerusform>
        </translation>
    </message>
    <message>
        <source>What the matching tiles do to the selection there is now</source>
        <translation>Ce que les cases correspondantes font à la sélection actuelle</translation>
    </message>
</context>
<context>
    <name>gbxx::ShiftDialog</name>
    <message>
        <source>&amp;Wrap around (tiles pushed off one edge come back at the other)</source>
        <translation>&amp;Boucler (les cases poussées hors d&apos;un bord reviennent par le bord opposé)</translation>
    </message>
    <message>
        <source>Shift Board Contents</source>
        <translation>Décaler le contenu du plateau</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> colonnes</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> lignes</translation>
    </message>
    <message>
        <source>&amp;Right by:</source>
        <translation>Vers la &amp;droite de&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Down by:</source>
        <translation>Vers le b&amp;as de&#xa0;:</translation>
    </message>
    <message>
        <source>How many columns everything moves right; below 0 moves it left</source>
        <translation>Le nombre de colonnes dont tout se décale vers la droite&#xa0;; en dessous de 0, vers la gauche</translation>
    </message>
    <message>
        <source>How many rows everything moves down; below 0 moves it up</source>
        <translation>Le nombre de lignes dont tout se décale vers le bas&#xa0;; en dessous de 0, vers le haut</translation>
    </message>
    <message>
        <source>Otherwise tiles pushed off an edge are dropped and the tiles left behind become empty</source>
        <translation>Sinon, les cases poussées hors d&apos;un bord sont perdues et les cases laissées derrière deviennent vides</translation>
    </message>
</context>
<context>
    <name>gbxx::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Board view</source>
        <translation>Vue du plateau</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Déplacer la vue</translation>
    </message>
    <message>
        <source>Middle drag, or Space + drag</source>
        <translation>Glisser avec le bouton du milieu, ou Space + glisser</translation>
    </message>
    <message>
        <source>Zoom at the pointer</source>
        <translation>Zoomer sous le pointeur</translation>
    </message>
    <message>
        <source>Ctrl + wheel</source>
        <translation>Ctrl + molette</translation>
    </message>
    <message>
        <source>Scroll</source>
        <translation>Faire défiler</translation>
    </message>
    <message>
        <source>Wheel, Shift + wheel</source>
        <translation>Molette, Shift + molette</translation>
    </message>
    <message>
        <source>Clear the highlight</source>
        <translation>Effacer la surbrillance</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation>Filtrer par action ou par touche</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtrer&#xa0;:</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every action with its keys, by menu, then the board view&apos;s mouse gestures</source>
        <translation>Chaque action avec ses touches, par menu, puis les gestes de souris de la vue du plateau</translation>
    </message>
</context>
<context>
    <name>gbxx::ShortcutsPage</name>
    <message>
        <source>C&amp;lear</source>
        <translation>E&amp;ffacer</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>Tout ré&amp;initialiser</translation>
    </message>
    <message>
        <source>Find an action or a key</source>
        <translation>Chercher une action ou une touche</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Actions and their keys</source>
        <translation>Actions et leurs touches</translation>
    </message>
    <message>
        <source>Key of the chosen action</source>
        <translation>Touche de l&apos;action choisie</translation>
    </message>
    <message>
        <source>Press the keys to give the chosen action.</source>
        <translation>Appuyez sur les touches à attribuer à l&apos;action choisie.</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Touche&#xa0;:</translation>
    </message>
    <message>
        <source>%1 was the key of “%2”; it has none now unless you give it another.</source>
        <translation>%1 était la touche de «&#xa0;%2&#xa0;»&#xa0;; cette action n&apos;en a plus aucune, sauf si vous lui en attribuez une autre.</translation>
    </message>
</context>
<context>
    <name>gbxx::StampLibrary</name>
    <message>
        <source>not a stamps file: %1 at byte %2</source>
        <translation>pas un fichier de tampons&#xa0;: %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>not a stamps file: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>pas un fichier de tampons&#xa0;: &quot;format&quot; ne vaut pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>these stamps are for GB%1 boards, not GB%2</source>
        <translation>ces tampons sont destinés aux plateaux GB%1, pas GB%2</translation>
    </message>
    <message>
        <source>stamp %1 needs a name and a colour such as &quot;#8a7560&quot;</source>
        <translation>le tampon %1 a besoin d&apos;un nom et d&apos;une couleur comme &quot;#8a7560&quot;</translation>
    </message>
    <message>
        <source>stamp &quot;%1&quot;: %2</source>
        <translation>tampon «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>stamp &quot;%1&quot; holds GB%2 tiles, not GB%3</source>
        <translation>le tampon «&#xa0;%1&#xa0;» contient des cases GB%2, pas GB%3</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
</context>
<context>
    <name>gbxx::StampsPanel</name>
    <message>
        <source>Save Selection as Stamp…</source>
        <translation>Enregistrer la sélection comme tampon…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Keep the selected tiles, with their shape and the fields carried, as a stamp for the brush</source>
        <translation>Conserver les cases sélectionnées, avec leur forme et les propriétés concernées, comme tampon pour le pinceau</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Import Stamps</source>
        <translation>Importer des tampons</translation>
    </message>
    <message>
        <source>Stamps (*.json)</source>
        <translation>Tampons (*.json)</translation>
    </message>
    <message>
        <source>Export Stamps</source>
        <translation>Exporter des tampons</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n case)</numerusform>
            <numerusform>%1 (%n cases)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every field</source>
        <translation>Toutes les propriétés</translation>
    </message>
    <message>
        <source>Select the tiles of the stamp first.</source>
        <translation>Sélectionnez d&apos;abord les cases du tampon.</translation>
    </message>
    <message>
        <source>New Stamp</source>
        <translation>Nouveau tampon</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Stamp %1</source>
        <translation>Tampon %1</translation>
    </message>
    <message>
        <source>The stamps could not be kept: %1</source>
        <translation>Les tampons n&apos;ont pas pu être conservés&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::StartPage</name>
    <message>
        <source>&amp;New Board…</source>
        <translation>&amp;Nouveau plateau…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Board</source>
        <translation>Ouvrir le plateau d&apos;&amp;exemple</translation>
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation>Les plateaux que vous ouvrez ou enregistrez apparaissent ici.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>&amp;Recent Boards</source>
        <translation>Plateaux &amp;récents</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>Nouveau à partir d&apos;un &amp;modèle</translation>
    </message>
    <message>
        <source>L&amp;ibrary</source>
        <translation>&amp;Bibliothèque</translation>
    </message>
    <message>
        <source>Open by &amp;Code…</source>
        <translation>Ouvrir par &amp;code…</translation>
    </message>
    <message>
        <source>Open a board from the registry by its code</source>
        <translation>Ouvrir un plateau du registre par son code</translation>
    </message>
</context>
<context>
    <name>gbxx::TileInspector</name>
    <message>
        <source>Pin</source>
        <translation>Épingler</translation>
    </message>
    <message>
        <source>Keep showing this tile while the pointer moves (picker click: pin the tile clicked)</source>
        <translation>Continuer d&apos;afficher cette case quand le pointeur bouge (clic avec la pipette&#xa0;: épingler la case cliquée)</translation>
    </message>
    <message>
        <source>%1 is locked: unlock it in the Layers panel to change it</source>
        <translation>%1 est verrouillé&#xa0;: déverrouillez-le dans le panneau Calques pour le modifier</translation>
    </message>
    <message>
        <source>Set %1 of tile (%2, %3)</source>
        <translation>Modifier %1 de la case (%2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 of %n tiles</source>
        <translation>
            <numerusform>Modifier %1 de %n case</numerusform>
            <numerusform>Modifier %1 de %n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>bit %1</translation>
    </message>
    <message>
        <source>tile (%1, %2)</source>
        <translation>la case (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 on %2</source>
        <translation>Activer %1 sur %2</translation>
    </message>
    <message>
        <source>Clear %1 on %2</source>
        <translation>Désactiver %1 sur %2</translation>
    </message>
    <message>
        <source>Pointer (%1, %2): %3</source>
        <translation>Pointeur (%1, %2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>all fields 0</source>
        <translation>toutes les propriétés à 0</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Épinglée</translation>
    </message>
    <message>
        <source>Point at a tile to inspect it, click it with the picker to pin it.</source>
        <translation>Pointez une case pour l&apos;inspecter, cliquez dessus avec la pipette pour l&apos;épingler.</translation>
    </message>
    <message>
        <source>No board open.</source>
        <translation>Aucun plateau ouvert.</translation>
    </message>
    <message>
        <source>Pinned tile (%1, %2), index %3: 0x%4</source>
        <translation>Case épinglée (%1, %2), indice %3&#xa0;: 0x%4</translation>
    </message>
    <message>
        <source>Tile (%1, %2), index %3: 0x%4</source>
        <translation>Case (%1, %2), indice %3&#xa0;: 0x%4</translation>
    </message>
    <message numerus="yes">
        <source>%n selected tiles: fields they share, &quot;mixed&quot; where they differ</source>
        <translation>
            <numerusform>%n case sélectionnée&#xa0;: propriétés communes, «&#xa0;mixte&#xa0;» là où elles diffèrent</numerusform>
            <numerusform>%n cases sélectionnées&#xa0;: propriétés communes, «&#xa0;mixte&#xa0;» là où elles diffèrent</numerusform>
        </translation>
    </message>
    <message>
        <source>Locked in the Layers panel</source>
        <translation>Verrouillé dans le panneau Calques</translation>
    </message>
</context>
<context>
    <name>gbxx::TilePresets</name>
    <message>
        <source>not a presets file: %1 at byte %2</source>
        <translation>pas un fichier de préréglages&#xa0;: %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>not a presets file: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>pas un fichier de préréglages&#xa0;: &quot;format&quot; ne vaut pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>these presets are for GB%1 boards, not GB%2</source>
        <translation>ces préréglages sont destinés aux plateaux GB%1, pas GB%2</translation>
    </message>
    <message>
        <source>preset %1 needs a name, a colour such as &quot;#8a7560&quot; and a value such as &quot;0x3&quot;</source>
        <translation>le préréglage %1 a besoin d&apos;un nom, d&apos;une couleur comme &quot;#8a7560&quot; et d&apos;une valeur comme &quot;0x3&quot;</translation>
    </message>
    <message>
        <source>preset &quot;%1&quot; has a value wider than a GB%2 tile</source>
        <translation>le préréglage «&#xa0;%1&#xa0;» a une valeur plus large qu&apos;une case GB%2</translation>
    </message>
</context>
<context>
    <name>gbxx::Tool</name>
    <message>
        <source>%1 is locked: unlock it in the Layers panel to paint it</source>
        <translation>%1 est verrouillé&#xa0;: déverrouillez-le dans le panneau Calques pour le peindre</translation>
    </message>
    <message>
        <source>%1 is hidden: show it in the Layers panel to paint it</source>
        <translation>%1 est masqué&#xa0;: affichez-le dans le panneau Calques pour le peindre</translation>
    </message>
    <message>
        <source>Painting stays inside the selection (Select ▸ Deselect, Ctrl+Shift+A, to paint anywhere)</source>
        <translation>La peinture reste à l&apos;intérieur de la sélection (Sélection ▸ Désélectionner, Ctrl+Shift+A, pour peindre partout)</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) painted alone: no symmetric tile sits there on this board (hex columns are half a tile apart)</source>
        <translation>
            <numerusform>%n case peinte seule&#xa0;: aucune case symétrique ne se trouve à cet endroit sur ce plateau (les colonnes hexagonales sont décalées d&apos;une demi-case)</numerusform>
            <numerusform>%n cases peintes seules&#xa0;: aucune case symétrique ne se trouve à ces endroits sur ce plateau (les colonnes hexagonales sont décalées d&apos;une demi-case)</numerusform>
        </translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinceau</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesurer</translation>
    </message>
    <message>
        <source>Rectangle Select</source>
        <translation>Sélection rectangulaire</translation>
    </message>
    <message>
        <source>Lasso Select</source>
        <translation>Sélection au lasso</translation>
    </message>
    <message>
        <source>Magic Wand</source>
        <translation>Baguette magique</translation>
    </message>
    <message>
        <source>Select by Value</source>
        <translation>Sélection par valeur</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>Peindre %1</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Tracer une ligne de %1</translation>
    </message>
    <message>
        <source>Rectangle %1</source>
        <translation>Tracer un rectangle de %1</translation>
    </message>
    <message>
        <source>Fill %1</source>
        <translation>Remplir %1</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>Effacer %1</translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation>Prélever %1</translation>
    </message>
    <message>
        <source>Measure %1</source>
        <translation>Mesurer %1</translation>
    </message>
    <message>
        <source>Select %1</source>
        <translation>Sélectionner %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
</context>
<context>
    <name>gbxx::ToolOptionsWidget</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Filled rectangle</source>
        <translation>Rectangle plein</translation>
    </message>
    <message>
        <source>Through corners (8 neighbours)</source>
        <translation>Par les coins (8 voisins)</translation>
    </message>
    <message>
        <source>Compare whole tiles, not only the layer</source>
        <translation>Comparer les cases entières, pas seulement le calque</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>N&apos;importe qui</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Joueur 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Joueur 4</translation>
    </message>
    <message>
        <source>Measure paths as this player: their blacklisted tiles block the way</source>
        <translation>Mesurer les chemins en tant que ce joueur&#xa0;: les cases de sa liste d&apos;exclusion bloquent le passage</translation>
    </message>
    <message>
        <source>Brush &amp;size:</source>
        <translation>&amp;Taille du pinceau&#xa0;:</translation>
    </message>
    <message>
        <source>Brush sha&amp;pe:</source>
        <translation>&amp;Forme du pinceau&#xa0;:</translation>
    </message>
    <message>
        <source>Measure &amp;as:</source>
        <translation>&amp;Mesurer en tant que&#xa0;:</translation>
    </message>
    <message>
        <source>This tool has no options.</source>
        <translation>Cet outil n&apos;a pas d&apos;options.</translation>
    </message>
    <message>
        <source>Hex boards always use their six neighbours</source>
        <translation>Les plateaux hexagonaux utilisent toujours leurs six voisins</translation>
    </message>
    <message>
        <source>How many tiles across the brush paints</source>
        <translation>Le nombre de cases que le pinceau peint en largeur</translation>
    </message>
    <message>
        <source>The shape of the brush&apos;s footprint</source>
        <translation>La forme de l&apos;empreinte du pinceau</translation>
    </message>
    <message>
        <source>On-board tiles</source>
        <translation>Cases sur le plateau</translation>
    </message>
    <message>
        <source>Empty tiles</source>
        <translation>Cases vides</translation>
    </message>
    <message>
        <source>What a moved selection leaves where it was: tiles still on the board, in bounds, with the carried fields cleared; or empty tiles, not on the board where the boundary moved with it</source>
        <translation>Ce qu’une sélection déplacée laisse à sa place&#xa0;: des cases toujours sur le plateau, en jeu, aux propriétés concernées vidées ; ou des cases vides, hors plateau là où la limite a été déplacée avec elle</translation>
    </message>
    <message>
        <source>Leaves behin&amp;d:</source>
        <translation>&amp;Laisse derrière&#xa0;:</translation>
    </message>
</context>
<context>
    <name>gbxx::ValidationPanel</name>
    <message>
        <source>From the validator %1%2</source>
        <translation>Du script de vérification %1%2</translation>
    </message>
    <message>
        <source>Spec %1%2</source>
        <translation>Spécification %1%2</translation>
    </message>
    <message>
        <source> — click to show the tiles</source>
        <translation> — cliquez pour afficher les cases</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Aucun avertissement.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>What the board holds that a designer should hear about; choosing one shows its tiles</source>
        <translation>Ce qu&apos;un concepteur devrait savoir sur le plateau&#xa0;; choisir un avertissement affiche ses cases</translation>
    </message>
    <message>
        <source>Running the validators…</source>
        <translation>Exécution des validateurs…</translation>
    </message>
</context>
<context>
    <name>gbxx::ValidatorRun</name>
    <message>
        <source>%1 at (%2, %3): %4</source>
        <translation>%1 en (%2, %3)&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1 did not finish: %2</source>
        <translation>%1 ne s&apos;est pas terminé&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::ValuePalette</name>
    <message>
        <source>No layer selected</source>
        <translation>Aucun calque sélectionné</translation>
    </message>
    <message>
        <source>Add the checked flags</source>
        <translation>Ajouter les indicateurs cochés</translation>
    </message>
    <message>
        <source>Remove the checked flags</source>
        <translation>Retirer les indicateurs cochés</translation>
    </message>
    <message>
        <source>Painting sets the checked flags on the tiles</source>
        <translation>Peindre active les indicateurs cochés sur les cases</translation>
    </message>
    <message>
        <source>Painting clears the checked flags on the tiles</source>
        <translation>Peindre désactive les indicateurs cochés sur les cases</translation>
    </message>
    <message>
        <source>Paint with the flag %1</source>
        <translation>Peindre avec l&apos;indicateur %1</translation>
    </message>
    <message>
        <source>Paint with the value %1</source>
        <translation>Peindre avec la valeur %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Quit as soon as the board has been drawn once (measures start-up time; see docs/performance.md).</source>
        <translation>Quitte dès que le plateau a été dessiné une fois (mesure le temps de démarrage&#xa0;; voir docs/performance.md).</translation>
    </message>
    <message>
        <source>Read FILE in this layout (spec section L): %1. Default %2.</source>
        <translation>Lit FILE dans cette disposition (section L de la spécification)&#xa0;: %1. Par défaut&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Paint GameBoardXX boards on square and hex grids.</source>
        <translation>Peignez des plateaux GameBoardXX sur des grilles carrées et hexagonales.</translation>
    </message>
    <message>
        <source>unknown layout &apos;%1&apos;; expected one of %2</source>
        <translation>disposition «&#xa0;%1&#xa0;» inconnue&#xa0;; valeurs possibles&#xa0;: %2</translation>
    </message>
    <message>
        <source>A board to open (.gb08, .gb16, .gb32, .gb64), alone. Without one, the boards open at the last quit come back (Edit ▸ Preferences), or the start page shows recent boards and templates.</source>
        <translation>Un plateau à ouvrir (.gb08, .gb16, .gb32, .gb64), seul. Sans lui, les plateaux ouverts à la dernière fermeture reviennent (Édition ▸ Préférences), ou la page d’accueil montre les plateaux récents et les modèles.</translation>
    </message>
    <message>
        <source>Resolve the three-way merge of the files BASE, OURS and THEIRS (git mergetool) and save it in OUT. Exit status 0 when OUT was saved with every conflict resolved, 1 otherwise, 2 when the boards cannot be read or merged.</source>
        <translation>Résout la fusion à trois voies des fichiers BASE, OURS et THEIRS (git mergetool) et l&apos;enregistre dans OUT. Code de sortie 0 si OUT a été enregistré avec tous les conflits résolus, 1 sinon, 2 si les plateaux ne peuvent pas être lus ou fusionnés.</translation>
    </message>
    <message>
        <source>With --merge: BASE OURS THEIRS OUT.</source>
        <translation>Avec --merge&#xa0;: BASE OURS THEIRS OUT.</translation>
    </message>
</context>
</TS>
