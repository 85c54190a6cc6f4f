<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>gbxx::BoardFile</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a board file</source>
        <translation>%1 est un dossier, pas un fichier de plateau</translation>
    </message>
    <message>
        <source>%1 is a block device, not a board file</source>
        <translation>%1 est un périphérique bloc, pas un fichier de plateau</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>trop volumineux</translation>
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
        <translation>hexagonal</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>wraps</source>
        <translation>avec bouclage</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardPicture</name>
    <message>
        <source>the picture would be %1 × %2 pixels; a PNG may have at most %3 on a side: draw it smaller, with fewer layers, or as SVG</source>
        <translation>l&apos;image ferait %1 × %2 pixels&#xa0;; un PNG peut avoir au plus %3 pixels de côté&#xa0;: dessinez-la plus petite, avec moins de calques, ou en SVG</translation>
    </message>
    <message>
        <source>A GameBoardXX board</source>
        <translation>Un plateau GameBoardXX</translation>
    </message>
    <message>
        <source>the SVG could not be started</source>
        <translation>l&apos;écriture du SVG n&apos;a pas pu commencer</translation>
    </message>
    <message>
        <source>the SVG could not be written</source>
        <translation>le SVG n&apos;a pas pu être écrit</translation>
    </message>
    <message>
        <source>not enough memory for a %1×%2 picture</source>
        <translation>mémoire insuffisante pour une image de %1×%2</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardPrint</name>
    <message>
        <source>Untitled board</source>
        <translation>Plateau sans titre</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Auteur&#xa0;: %1</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non renseigné</translation>
    </message>
    <message>
        <source>Board code: %1 · version %2 · editor %3</source>
        <translation>Code du plateau&#xa0;: %1 · version %2 · identifiant d&apos;éditeur %3</translation>
    </message>
    <message>
        <source>Printed at %1 mm per tile on %2 × %3 pages per layer (%4 pages in all); cut along the marks and lay the pages edge to edge.</source>
        <translation>Imprimé à %1 mm par case sur %2 × %3 pages par calque (%4 pages au total)&#xa0;; découpez le long des repères et posez les pages bord à bord.</translation>
    </message>
    <message>
        <source>%1 · column %2 of %3, row %4 of %5</source>
        <translation>%1 · colonne %2 sur %3, ligne %4 sur %5</translation>
    </message>
    <message>
        <source>As the view shows it</source>
        <translation>Comme la vue le montre</translation>
    </message>
</context>
<context>
    <name>gbxx::LayerDisplay</name>
    <message>
        <source>Fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <source>Shading</source>
        <translation>Ombrage</translation>
    </message>
    <message>
        <source>Outlines</source>
        <translation>Contours</translation>
    </message>
    <message>
        <source>Hatching</source>
        <translation>Hachures</translation>
    </message>
    <message>
        <source>Glyphs</source>
        <translation>Symboles</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Zones</translation>
    </message>
    <message>
        <source>Blacklists</source>
        <translation>Listes d&apos;exclusion</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Barrières</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Liaisons</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Données personnalisées</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
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
        <translation>bit %1</translation>
    </message>
</context>
<context>
    <name>gbxx::Library</name>
    <message>
        <source>the library %1 could not be read (%2); it was set aside as %3 and is built again from the files</source>
        <translation>la bibliothèque %1 n&apos;a pas pu être lue (%2)&#xa0;; elle a été mise de côté sous le nom %3 et est reconstruite à partir des fichiers</translation>
    </message>
    <message>
        <source>it cannot be written (is the disk full, or the folder read-only?)</source>
        <translation>elle ne peut pas être écrite (le disque est-il plein, ou le dossier en lecture seule&#xa0;?)</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not installed</source>
        <translation>le pilote SQLite de Qt (QSQLITE) n&apos;est pas installé</translation>
    </message>
    <message>
        <source>written by a newer version of the editor (schema %1)</source>
        <translation>écrite par une version plus récente de l&apos;éditeur (schéma %1)</translation>
    </message>
    <message>
        <source>%1; it cannot be set aside (%2)</source>
        <translation>%1 ; elle ne peut pas être mise de côté (%2)</translation>
    </message>
    <message>
        <source>it is not a board library: another program&apos;s database</source>
        <translation>ce n’est pas une bibliothèque de plateaux : la base de données d’un autre programme</translation>
    </message>
    <message>
        <source>database disk image is malformed: %1</source>
        <translation>le fichier de la base de données est endommagé : %1</translation>
    </message>
    <message>
        <source>it is read-only and of an older schema (%1)</source>
        <translation>elle est en lecture seule et d’un schéma plus ancien (%1)</translation>
    </message>
</context>
<context>
    <name>gbxx::RulesFile</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>%1: cannot be read as a file of at most 16 MiB</source>
        <translation>%1&#xa0;: illisible en tant que fichier d&apos;au plus 16 Mio</translation>
    </message>
</context>
<context>
    <name>gbxx::SafeWrite</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>write error: %1</source>
        <translation>erreur d&apos;écriture&#xa0;: %1</translation>
    </message>
    <message>
        <source>no file name</source>
        <translation>aucun nom de fichier</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
</context>
<context>
    <name>gbxx::SchemaFile</name>
    <message>
        <source>not JSON: %1 (at byte %2)</source>
        <translation>pas du JSON&#xa0;: %1 (à l&apos;octet %2)</translation>
    </message>
    <message>
        <source>expected an object with &quot;schemaVersion&quot;: %1</source>
        <translation>objet attendu avec &quot;schemaVersion&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;variants&quot; names no tile size (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</source>
        <translation>&quot;variants&quot; ne nomme aucune taille de case (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</translation>
    </message>
    <message>
        <source>not a tile size (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</source>
        <translation>pas une taille de case (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</translation>
    </message>
    <message>
        <source>&quot;bits&quot; is a bit (3) or a first and last bit ([0, 3])</source>
        <translation>&quot;bits&quot; est un bit (3) ou un premier et un dernier bit ([0, 3])</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos; (number, enum or flags)</source>
        <translation>type «&#xa0;%1&#xa0;» inconnu (number, enum ou flags)</translation>
    </message>
    <message>
        <source>each name is a text, or {&quot;name&quot;: …, &quot;colour&quot;: &quot;#rrggbb&quot;}</source>
        <translation>chaque nom est un texte, ou {&quot;name&quot;: …, &quot;colour&quot;: &quot;#rrggbb&quot;}</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1&#xa0;: lecture impossible&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::TileLabels</name>
    <message>
        <source>No Labels</source>
        <translation>Aucune étiquette</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Coordonnées</translation>
    </message>
    <message>
        <source>Values of the Layer</source>
        <translation>Valeurs du calque</translation>
    </message>
    <message>
        <source>Names of the Layer</source>
        <translation>Noms du calque</translation>
    </message>
</context>
<context>
    <name>gbxx::core</name>
    <message>
        <source>Routing</source>
        <translation>Routage</translation>
    </message>
    <message>
        <source>free routing</source>
        <translation>routage libre</translation>
    </message>
    <message>
        <source>pathed routing</source>
        <translation>routage sur parcours</translation>
    </message>
    <message>
        <source>Height mode</source>
        <translation>Mode de hauteur</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveaux</translation>
    </message>
    <message>
        <source>Link groups active</source>
        <translation>Groupes de liaison actifs</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the short form of &quot;not on board&quot;, written on a tile</extracomment>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>Tile shape</source>
        <translation>Forme des cases</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carrée</translation>
    </message>
    <message>
        <source>hexagonal</source>
        <translation>hexagonale</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Bouclage</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>the short form of &quot;no zone&quot;, written on a tile</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>width</source>
        <translation>largeur</translation>
    </message>
    <message>
        <source>length</source>
        <translation>longueur</translation>
    </message>
    <message>
        <source>height</source>
        <translation>hauteur</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Occupation</translation>
    </message>
    <message>
        <source>one token per tile</source>
        <translation>un pion par case</translation>
    </message>
    <message>
        <source>one token per team per tile</source>
        <translation>un pion par équipe et par case</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>aucune limite</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>personnalisée</translation>
    </message>
    <message>
        <source>Reserved (byte 7)</source>
        <translation>Réservé (octet 7)</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Souterrain</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <translation>Terrain bas</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <translation>Terrain moyen</translation>
    </message>
    <message>
        <source>High Ground</source>
        <translation>Terrain haut</translation>
    </message>
    <message>
        <source>Boundary</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>not on board</source>
        <translation>hors plateau</translation>
    </message>
    <message>
        <source>out of bounds</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>trap/hazard</source>
        <translation>piège/danger</translation>
    </message>
    <message>
        <source>in bounds</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>designated zone</source>
        <translation>zone désignée</translation>
    </message>
    <message>
        <source>Special tile</source>
        <translation>Case spéciale</translation>
    </message>
    <message>
        <source>special tile</source>
        <translation>case spéciale</translation>
    </message>
    <message>
        <source>Link group</source>
        <translation>Groupe de liaison</translation>
    </message>
    <message>
        <source>group A</source>
        <translation>groupe A</translation>
    </message>
    <message>
        <source>group B</source>
        <translation>groupe B</translation>
    </message>
    <message>
        <source>group C</source>
        <translation>groupe C</translation>
    </message>
    <message>
        <source>Elevated Ground</source>
        <translation>Terrain surélevé</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <translation>Aérien</translation>
    </message>
    <message>
        <source>Zone owner</source>
        <translation>Propriétaire de zone</translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>joueur 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>player 3</source>
        <translation>joueur 3</translation>
    </message>
    <message>
        <source>player 4</source>
        <translation>joueur 4</translation>
    </message>
    <message>
        <source>Zone kind</source>
        <translation>Type de zone</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>home</source>
        <extracomment>the short form of &quot;home zone&quot;, written on a tile</extracomment>
        <translation>départ</translation>
    </message>
    <message>
        <source>end</source>
        <translation>arrivée</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>protégée</translation>
    </message>
    <message>
        <source>Custom data</source>
        <translation>Données personnalisées</translation>
    </message>
    <message>
        <source>Player blacklist</source>
        <translation>Liste d&apos;exclusion des joueurs</translation>
    </message>
    <message>
        <source>Team blacklist</source>
        <translation>Liste d&apos;exclusion des équipes</translation>
    </message>
    <message>
        <source>team A</source>
        <translation>équipe A</translation>
    </message>
    <message>
        <source>team B</source>
        <translation>équipe B</translation>
    </message>
    <message>
        <source>team C</source>
        <translation>équipe C</translation>
    </message>
    <message>
        <source>team D</source>
        <translation>équipe D</translation>
    </message>
    <message>
        <source>No zone</source>
        <translation>Aucune zone</translation>
    </message>
    <message>
        <source>no zone</source>
        <translation>aucune zone</translation>
    </message>
    <message>
        <source>Zone owners</source>
        <translation>Propriétaires de zone</translation>
    </message>
    <message>
        <source>team 1</source>
        <translation>équipe 1</translation>
    </message>
    <message>
        <source>team 2</source>
        <translation>équipe 2</translation>
    </message>
    <message>
        <source>team 3</source>
        <translation>équipe 3</translation>
    </message>
    <message>
        <source>1v1v1v1 blacklist</source>
        <translation>Liste d&apos;exclusion 1v1v1v1</translation>
    </message>
    <message>
        <source>1v2 team 1</source>
        <translation>1v2 équipe 1</translation>
    </message>
    <message>
        <source>1v2 team 2</source>
        <translation>1v2 équipe 2</translation>
    </message>
    <message>
        <source>1v3 team 1</source>
        <translation>1v3 équipe 1</translation>
    </message>
    <message>
        <source>1v3 team 2</source>
        <translation>1v3 équipe 2</translation>
    </message>
    <message>
        <source>2v2 team 1</source>
        <translation>2v2 équipe 1</translation>
    </message>
    <message>
        <source>2v2 team 2</source>
        <translation>2v2 équipe 2</translation>
    </message>
    <message>
        <source>1v1vX individuals</source>
        <translation>1v1vX individuels</translation>
    </message>
    <message>
        <source>1v1vX team</source>
        <translation>1v1vX équipe</translation>
    </message>
    <message>
        <source>Home zones</source>
        <translation>Zones de départ</translation>
    </message>
    <message>
        <source>End zones</source>
        <translation>Zones d&apos;arrivée</translation>
    </message>
    <message>
        <source>Safe zones</source>
        <translation>Zones protégées</translation>
    </message>
    <message>
        <source>Currency barrier</source>
        <translation>Barrière de monnaie</translation>
    </message>
    <message>
        <source>3 currency</source>
        <translation>3 unités de monnaie</translation>
    </message>
    <message>
        <source>6 currency</source>
        <translation>6 unités de monnaie</translation>
    </message>
    <message>
        <source>9 currency</source>
        <translation>9 unités de monnaie</translation>
    </message>
    <message>
        <source>Turn barrier</source>
        <translation>Barrière de tours</translation>
    </message>
    <message>
        <source>5 turns</source>
        <translation>5 tours</translation>
    </message>
    <message>
        <source>10 turns</source>
        <translation>10 tours</translation>
    </message>
    <message>
        <source>15 turns</source>
        <translation>15 tours</translation>
    </message>
    <message>
        <source>Piece sum barrier</source>
        <translation>Barrière de somme de pions</translation>
    </message>
    <message>
        <source>10 pieces</source>
        <translation>10 pions</translation>
    </message>
    <message>
        <source>15 pieces</source>
        <translation>15 pions</translation>
    </message>
    <message>
        <source>20 pieces</source>
        <translation>20 pions</translation>
    </message>
    <message>
        <source>Tallest height only</source>
        <translation>Hauteur maximale seulement</translation>
    </message>
    <message>
        <source>Linked tiles</source>
        <translation>Cases liées</translation>
    </message>
    <message>
        <source>Wrap width</source>
        <translation>Bouclage en largeur</translation>
    </message>
    <message>
        <source>Wrap length</source>
        <translation>Bouclage en longueur</translation>
    </message>
    <message>
        <source>For 2 players</source>
        <translation>Pour 2 joueurs</translation>
    </message>
    <message>
        <source>For 3 players</source>
        <translation>Pour 3 joueurs</translation>
    </message>
    <message>
        <source>For 4 players</source>
        <translation>Pour 4 joueurs</translation>
    </message>
    <message>
        <source>Bonus features (byte 7)</source>
        <translation>Fonctions bonus (octet 7)</translation>
    </message>
    <message>
        <source>Full 3D tiles</source>
        <translation>Cases 3D complètes</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <translation>Terrain moyen-bas</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <translation>Terrain moyen-haut</translation>
    </message>
    <message>
        <source>Home zone</source>
        <translation>Zone de départ</translation>
    </message>
    <message>
        <source>home zone</source>
        <translation>zone de départ</translation>
    </message>
    <message>
        <source>Height levels</source>
        <translation>Niveaux de hauteur</translation>
    </message>
    <message>
        <source>Team home zones</source>
        <translation>Zones de départ des équipes</translation>
    </message>
    <message>
        <source>Team end zones</source>
        <translation>Zones d&apos;arrivée des équipes</translation>
    </message>
    <message>
        <source>Special zone</source>
        <translation>Zone spéciale</translation>
    </message>
    <message>
        <source>zone A</source>
        <translation>zone A</translation>
    </message>
    <message>
        <source>zone B</source>
        <translation>zone B</translation>
    </message>
    <message>
        <source>zone C</source>
        <translation>zone C</translation>
    </message>
    <message>
        <source>zone D</source>
        <translation>zone D</translation>
    </message>
    <message>
        <source>zone E</source>
        <translation>zone E</translation>
    </message>
    <message>
        <source>site A</source>
        <translation>site A</translation>
    </message>
    <message>
        <source>site B</source>
        <translation>site B</translation>
    </message>
    <message>
        <source>Special spawn</source>
        <translation>Point d&apos;apparition spécial</translation>
    </message>
    <message>
        <source>spawn A</source>
        <translation>point d&apos;apparition A</translation>
    </message>
    <message>
        <source>spawn B</source>
        <translation>point d&apos;apparition B</translation>
    </message>
    <message>
        <source>spawn C</source>
        <translation>point d&apos;apparition C</translation>
    </message>
    <message>
        <source>King of the hill</source>
        <translation>Roi de la colline</translation>
    </message>
    <message>
        <source>king of the hill</source>
        <translation>roi de la colline</translation>
    </message>
    <message>
        <source>Standard team blacklist</source>
        <translation>Liste d&apos;exclusion des équipes standard</translation>
    </message>
    <message>
        <source>Board version</source>
        <translation>Version du plateau</translation>
    </message>
    <message>
        <source>Editor ID</source>
        <translation>Identifiant d&apos;éditeur</translation>
    </message>
    <message>
        <source>Board code</source>
        <translation>Code du plateau</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Reserved (footer byte 68)</source>
        <translation>Réservé (octet 68 du pied de fichier)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <source>8×8 squares; home zones: the first two rows of each player; end zones: the opponent&apos;s back row; custom 1 marks the dark squares.</source>
        <translation>8×8 cases&#xa0;; zones de départ&#xa0;: les deux premières rangées de chaque joueur&#xa0;; zones d&apos;arrivée&#xa0;: la dernière rangée de l&apos;adversaire&#xa0;; les données personnalisées à 1 marquent les cases foncées.</translation>
    </message>
    <message>
        <source>Reversi</source>
        <translation>Reversi</translation>
    </message>
    <message>
        <source>8×8 squares; home zones: each player&apos;s two starting discs.</source>
        <translation>8×8 cases&#xa0;; zones de départ&#xa0;: les deux pions initiaux de chaque joueur.</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>19×19 points; custom 1 marks the nine star points.</source>
        <translation>19×19 intersections&#xa0;; les données personnalisées à 1 marquent les neuf points étoiles.</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>11×11 rhombus on a hex grid, the rest not on the board; end zones: player 1 joins left and right, player 2 top and bottom.</source>
        <translation>Losange de 11×11 sur une grille hexagonale, le reste hors plateau&#xa0;; zones d&apos;arrivée&#xa0;: le joueur 1 relie la gauche et la droite, le joueur 2 le haut et le bas.</translation>
    </message>
    <message>
        <source>Star (Chinese checkers)</source>
        <translation>Étoile (dames chinoises)</translation>
    </message>
    <message>
        <source>121 holes on a hex grid, the rest not on the board; custom numbers the six points; players 1-4 start on four points and head for the opposite one.</source>
        <translation>121 trous sur une grille hexagonale, le reste hors plateau&#xa0;; les données personnalisées numérotent les six pointes&#xa0;; les joueurs 1 à 4 partent de quatre pointes et se dirigent chacun vers la pointe opposée.</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Serpents et échelles</translation>
    </message>
    <message>
        <source>10×10 track; custom numbers the squares 1-100; pathed routing; ladder feet are safe zones, snake heads are hazards.</source>
        <translation>Parcours de 10×10&#xa0;; les données personnalisées numérotent les cases de 1 à 100&#xa0;; routage sur parcours&#xa0;; les pieds des échelles sont des zones protégées, les têtes des serpents des dangers.</translation>
    </message>
    <message>
        <source>Wrapped World</source>
        <translation>Monde bouclé</translation>
    </message>
    <message>
        <source>24×16 squares whose east and west edges meet (width wrap), with rolling hills in value-mode height.</source>
        <translation>24×16 cases dont les bords est et ouest se rejoignent (bouclage en largeur), avec des collines ondulantes dans une hauteur en mode valeur.</translation>
    </message>
    <message>
        <source>not a GameBoardXX file: it starts with %1, not &quot;GB&quot;</source>
        <extracomment>read.notGameBoardXX</extracomment>
        <translation>pas un fichier GameBoardXX&#xa0;: il commence par %1, pas par &quot;GB&quot;</translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and a 128-byte footer)</source>
        <extracomment>read.tooShort</extracomment>
        <translation>
            <numerusform>le fichier fait %Ln octet&#xa0;; un fichier GameBoardXX fait au moins 137 octets (un en-tête de 8 octets, les cases et un pied de fichier de 128 octets)</numerusform>
            <numerusform>le fichier fait %Ln octets&#xa0;; un fichier GameBoardXX fait au moins 137 octets (un en-tête de 8 octets, les cases et un pied de fichier de 128 octets)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and a 128-byte footer)</source>
        <extracomment>read.tooShortAtLeast</extracomment>
        <translation>
            <numerusform>le fichier fait au moins %Ln octet&#xa0;; un fichier GameBoardXX fait au moins 137 octets (un en-tête de 8 octets, les cases et un pied de fichier de 128 octets)</numerusform>
            <numerusform>le fichier fait au moins %Ln octets&#xa0;; un fichier GameBoardXX fait au moins 137 octets (un en-tête de 8 octets, les cases et un pied de fichier de 128 octets)</numerusform>
        </translation>
    </message>
    <message>
        <source>header bytes 2-3 are %1 %2; expected the tile size &quot;08&quot;, &quot;16&quot;, &quot;32&quot; or &quot;64&quot;</source>
        <extracomment>read.badVariant</extracomment>
        <translation>les octets 2-3 de l&apos;en-tête valent %1 %2&#xa0;; taille de case attendue&#xa0;: &quot;08&quot;, &quot;16&quot;, &quot;32&quot; ou &quot;64&quot;</translation>
    </message>
    <message>
        <source>board is %1×%2; width and length must each be 1 to 255</source>
        <extracomment>read.emptySide</extracomment>
        <translation>le plateau fait %1×%2&#xa0;; la largeur et la longueur doivent chacune être comprises entre 1 et 255</translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; a %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSize</extracomment>
        <translation>
            <numerusform>le fichier fait %Ln octet&#xa0;; un plateau GB%3 de %1×%2 nécessite %4 octets</numerusform>
            <numerusform>le fichier fait %Ln octets&#xa0;; un plateau GB%3 de %1×%2 nécessite %4 octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; an %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAn</extracomment>
        <translation>
            <numerusform>le fichier fait %Ln octet&#xa0;; un plateau GB%3 de %1×%2 nécessite %4 octets</numerusform>
            <numerusform>le fichier fait %Ln octets&#xa0;; un plateau GB%3 de %1×%2 nécessite %4 octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; a %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAtLeast</extracomment>
        <translation>
            <numerusform>le fichier fait au moins %Ln octet&#xa0;; un plateau GB%3 de %1×%2 nécessite %4 octets</numerusform>
            <numerusform>le fichier fait au moins %Ln octets&#xa0;; un plateau GB%3 de %1×%2 nécessite %4 octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; an %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAtLeastAn</extracomment>
        <translation>
            <numerusform>le fichier fait au moins %Ln octet&#xa0;; un plateau GB%3 de %1×%2 nécessite %4 octets</numerusform>
            <numerusform>le fichier fait au moins %Ln octets&#xa0;; un plateau GB%3 de %1×%2 nécessite %4 octets</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <extracomment>read.noSuchFile</extracomment>
        <translation>impossible d&apos;ouvrir %1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>%1 is a folder, not a board file</source>
        <extracomment>read.folder</extracomment>
        <translation>%1 est un dossier, pas un fichier de plateau</translation>
    </message>
    <message>
        <source>cannot read the size of %1: %2</source>
        <extracomment>read.noSize</extracomment>
        <translation>impossible de lire la taille de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot open %1 for reading</source>
        <extracomment>read.cannotOpen</extracomment>
        <translation>impossible d&apos;ouvrir %1 en lecture</translation>
    </message>
    <message>
        <source>cannot read %1: it changed while being read</source>
        <extracomment>read.changed</extracomment>
        <translation>impossible de lire %1&#xa0;: il a changé pendant la lecture</translation>
    </message>
    <message>
        <source>the file name ends in &quot;%1&quot; but the header says GB%2 (&quot;%3&quot;)</source>
        <extracomment>warning.extension</extracomment>
        <translation>le nom du fichier se termine par &quot;%1&quot; mais l&apos;en-tête indique GB%2 (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>width wrap on a hex board needs an even width; with width %1 the seam is not joined</source>
        <extracomment>warning.hexWrapOddWidth</extracomment>
        <translation>le bouclage en largeur d&apos;un plateau hexagonal nécessite une largeur paire&#xa0;; avec une largeur de %1, les bords ne se raccordent pas</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) not on the board hold data besides their boundary</source>
        <extracomment>warning.offBoardData</extracomment>
        <translation>
            <numerusform>%n case hors plateau (la première en x %1, y %2) contient des données en plus de sa limite</numerusform>
            <numerusform>%n cases hors plateau (la première en x %1, y %2) contiennent des données en plus de leur limite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) have a link group while link groups are off (header `%3` is 0)</source>
        <extracomment>warning.linkWhileGroupsOff</extracomment>
        <translation>
            <numerusform>%n case (la première en x %1, y %2) a un groupe de liaison alors que les groupes de liaison sont désactivés (`%3` de l&apos;en-tête vaut 0)</numerusform>
            <numerusform>%n cases (la première en x %1, y %2) ont un groupe de liaison alors que les groupes de liaison sont désactivés (`%3` de l&apos;en-tête vaut 0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) have a `noZone` flag that contradicts their `zoneOwners`</source>
        <extracomment>warning.noZoneContradiction</extracomment>
        <translation>
            <numerusform>%n case (la première en x %1, y %2) a un indicateur `noZone` qui contredit ses `zoneOwners`</numerusform>
            <numerusform>%n cases (la première en x %1, y %2) ont un indicateur `noZone` qui contredit leurs `zoneOwners`</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) differ from the anchor of their link group</source>
        <extracomment>warning.linkDisagrees</extracomment>
        <translation>
            <numerusform>%n case (la première en x %1, y %2) diffère de l&apos;ancre de son groupe de liaison</numerusform>
            <numerusform>%n cases (la première en x %1, y %2) diffèrent de l&apos;ancre de leur groupe de liaison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles in bounds cannot be reached from the rest of the board (first at x %1, y %2)</source>
        <extracomment>warning.unreachable</extracomment>
        <translation>
            <numerusform>%n case en jeu ne peut pas être atteinte depuis le reste du plateau (la première en x %1, y %2)</numerusform>
            <numerusform>%n cases en jeu ne peuvent pas être atteintes depuis le reste du plateau (la première en x %1, y %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles have zones or blacklists for player %1, who has no home zone on this board</source>
        <extracomment>warning.playerWithoutHome</extracomment>
        <translation>
            <numerusform>%n case a des zones ou des listes d&apos;exclusion pour le joueur %1, qui n&apos;a aucune zone de départ sur ce plateau</numerusform>
            <numerusform>%n cases ont des zones ou des listes d&apos;exclusion pour le joueur %1, qui n&apos;a aucune zone de départ sur ce plateau</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has a home zone but no end zone</source>
        <extracomment>warning.noEndZone</extracomment>
        <translation>%1 a une zone de départ mais aucune zone d&apos;arrivée</translation>
    </message>
    <message>
        <source>%1 has a home zone but no end zone it can reach</source>
        <extracomment>warning.noReachableEndZone</extracomment>
        <translation>%1 a une zone de départ mais aucune zone d&apos;arrivée accessible</translation>
    </message>
    <message>
        <source>GB16 cannot store player 1 in all zone kinds: that pattern means &quot;no zone&quot; (spec T16). Choose another zone kind or player for those tiles.</source>
        <extracomment>paint.unstorableZone</extracomment>
        <translation>GB16 ne peut pas stocker le joueur 1 dans tous les types de zone&#xa0;: cette combinaison signifie «&#xa0;aucune zone&#xa0;» (spécification T16). Choisissez un autre type de zone ou un autre joueur pour ces cases.</translation>
    </message>
    <message>
        <source>%1 (%2) is a number, not text</source>
        <extracomment>footer.notText</extracomment>
        <translation>%1 (%2) est un nombre, pas un texte</translation>
    </message>
    <message>
        <source>%1 (%2): the text is not valid UTF-8</source>
        <extracomment>footer.notUtf8</extracomment>
        <translation>%1 (%2)&#xa0;: le texte n&apos;est pas de l&apos;UTF-8 valide</translation>
    </message>
    <message>
        <source>%1 (%2): %3 is not a Latin-1 character</source>
        <extracomment>footer.notLatin1</extracomment>
        <translation>%1 (%2)&#xa0;: %3 n&apos;est pas un caractère Latin-1</translation>
    </message>
    <message>
        <source>%1 (%2) holds at most %3 characters, not %4</source>
        <extracomment>footer.tooLong</extracomment>
        <translation>%1 (%2) contient au plus %3 caractères, pas %4</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (a control character) cannot be stored; only printable characters</source>
        <extracomment>footer.controlCharacter</extracomment>
        <translation>%1 (%2)&#xa0;: %3 (un caractère de contrôle) ne peut pas être stocké&#xa0;; seuls les caractères imprimables sont acceptés</translation>
    </message>
    <message>
        <source>the end</source>
        <extracomment>expression.theEnd</extracomment>
        <translation>la fin</translation>
    </message>
    <message>
        <source>expected a condition, such as height &gt;= 40 at character %1</source>
        <extracomment>expression.empty</extracomment>
        <translation>condition attendue, par exemple height &gt;= 40, au caractère %1</translation>
    </message>
    <message>
        <source>unexpected %1; expected &apos;and&apos;, &apos;or&apos; or the end at character %2</source>
        <extracomment>expression.unexpected</extracomment>
        <translation>%1 inattendu ; &apos;and&apos;, &apos;or&apos; ou la fin attendus, au caractère %2</translation>
    </message>
    <message>
        <source>expected a number after %1, not %2 at character %3</source>
        <extracomment>expression.numberExpected</extracomment>
        <translation>nombre attendu après %1, et non %2, au caractère %3</translation>
    </message>
    <message>
        <source>%1 is too large at character %2</source>
        <extracomment>expression.tooLarge</extracomment>
        <translation>%1 est trop grand, au caractère %2</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at character %1, not %2 at character %3</source>
        <extracomment>expression.unclosed</extracomment>
        <translation>&apos;)&apos; attendue pour fermer la &apos;(&apos; du caractère %1, et non %2, au caractère %3</translation>
    </message>
    <message>
        <source>expected a field, &apos;x&apos;, &apos;y&apos;, &apos;not&apos; or &apos;(&apos;, not %1 at character %2</source>
        <extracomment>expression.factorExpected</extracomment>
        <translation>propriété, &apos;x&apos;, &apos;y&apos;, &apos;not&apos; ou &apos;(&apos; attendu, et non %1, au caractère %2</translation>
    </message>
    <message>
        <source>%1 is not a field of this board (its fields: %2) at character %3</source>
        <extracomment>expression.unknownField</extracomment>
        <translation>%1 n&apos;est pas une propriété de ce plateau (ses propriétés : %2), au caractère %3</translation>
    </message>
    <message>
        <source>expected =, !=, &lt;, &lt;=, &gt;, &gt;= after %1, not %2 at character %3</source>
        <extracomment>expression.operatorExpected</extracomment>
        <translation>=, !=, &lt;, &lt;=, &gt;, &gt;= attendu après %1, et non %2, au caractère %3</translation>
    </message>
    <message>
        <source>expected =, !=, &lt;, &lt;=, &gt;, &gt;= or &apos;has&apos; after %1, not %2 at character %3</source>
        <extracomment>expression.operatorOrHasExpected</extracomment>
        <translation>=, !=, &lt;, &lt;=, &gt;, &gt;= ou &apos;has&apos; attendu après %1, et non %2, au caractère %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=VALUE</source>
        <extracomment>operation.notKeyValue</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas de la forme KEY=VALUE</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a field of this board (its fields: %2)</source>
        <extracomment>operation.unknownField</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas une propriété de ce plateau (ses propriétés : %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a signed number for %2</source>
        <extracomment>operation.notSignedNumber</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas un nombre signé pour %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number (decimal or 0x hexadecimal) for %2</source>
        <extracomment>operation.notNumber</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas un nombre (décimal ou hexadécimal 0x) pour %2</translation>
    </message>
    <message>
        <source>%1 does not fit %2 (0 to %3)</source>
        <extracomment>operation.doesNotFit</extracomment>
        <translation>%1 ne tient pas dans %2 (0 à %3)</translation>
    </message>
    <message>
        <source>%1 has no field of its own for a schema to split</source>
        <extracomment>schema.noOwnField</extracomment>
        <translation>%1 n&apos;a pas de propriété libre qu&apos;un schéma pourrait découper</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;: a %2 schema splits &apos;%3&apos;</source>
        <extracomment>schema.wrongField</extracomment>
        <translation>propriété inconnue &apos;%1&apos; : un schéma %2 découpe &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; is not a name of letters, digits and _ (not starting with a digit)</source>
        <extracomment>schema.badKey</extracomment>
        <translation>la clé &apos;%1&apos; n&apos;est pas un nom fait de lettres, de chiffres et de _ (ne commençant pas par un chiffre)</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; is used twice</source>
        <extracomment>schema.keyTwice</extracomment>
        <translation>la clé &apos;%1&apos; est utilisée deux fois</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 is outside &apos;%3&apos; (bit %4)</source>
        <extracomment>schema.bitOutsideBit</extracomment>
        <translation>&apos;%1&apos; : le bit %2 est hors de &apos;%3&apos; (bit %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 is outside &apos;%3&apos; (bits %4-%5)</source>
        <extracomment>schema.bitOutsideBits</extracomment>
        <translation>&apos;%1&apos; : le bit %2 est hors de &apos;%3&apos; (bits %4-%5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 are outside &apos;%4&apos; (bit %5)</source>
        <extracomment>schema.bitsOutsideBit</extracomment>
        <translation>&apos;%1&apos; : les bits %2-%3 sont hors de &apos;%4&apos; (bit %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 are outside &apos;%4&apos; (bits %5-%6)</source>
        <extracomment>schema.bitsOutsideBits</extracomment>
        <translation>&apos;%1&apos; : les bits %2-%3 sont hors de &apos;%4&apos; (bits %5-%6)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 overlaps &apos;%3&apos; (bit %4)</source>
        <extracomment>schema.bitOverlapsBit</extracomment>
        <translation>&apos;%1&apos; : le bit %2 chevauche &apos;%3&apos; (bit %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 overlaps &apos;%3&apos; (bits %4-%5)</source>
        <extracomment>schema.bitOverlapsBits</extracomment>
        <translation>&apos;%1&apos; : le bit %2 chevauche &apos;%3&apos; (bits %4-%5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 overlap &apos;%4&apos; (bit %5)</source>
        <extracomment>schema.bitsOverlapBit</extracomment>
        <translation>&apos;%1&apos; : les bits %2-%3 chevauchent &apos;%4&apos; (bit %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 overlap &apos;%4&apos; (bits %5-%6)</source>
        <extracomment>schema.bitsOverlapBits</extracomment>
        <translation>&apos;%1&apos; : les bits %2-%3 chevauchent &apos;%4&apos; (bits %5-%6)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 flag names do not fit in bit %3 (at most %4)</source>
        <extracomment>schema.flagNamesInBit</extracomment>
        <translation>&apos;%1&apos; : %2 noms d&apos;indicateurs ne tiennent pas dans le bit %3 (au plus %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 flag names do not fit in bits %3-%4 (at most %5)</source>
        <extracomment>schema.flagNamesInBits</extracomment>
        <translation>&apos;%1&apos; : %2 noms d&apos;indicateurs ne tiennent pas dans les bits %3-%4 (au plus %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 value names do not fit in bit %3 (at most %4)</source>
        <extracomment>schema.valueNamesInBit</extracomment>
        <translation>&apos;%1&apos; : %2 noms de valeurs ne tiennent pas dans le bit %3 (au plus %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 value names do not fit in bits %3-%4 (at most %5)</source>
        <extracomment>schema.valueNamesInBits</extracomment>
        <translation>&apos;%1&apos; : %2 noms de valeurs ne tiennent pas dans les bits %3-%4 (au plus %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a number has no names (make it an enum)</source>
        <extracomment>schema.numberWithNames</extracomment>
        <translation>&apos;%1&apos; : un nombre n&apos;a pas de noms (faites-en une énumération)</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <comment>height</comment>
        <translation>Aérien</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <comment>heightLevels</comment>
        <translation>Aérien</translation>
    </message>
    <message>
        <source>Elevated Ground</source>
        <comment>height</comment>
        <translation>Terrain surélevé</translation>
    </message>
    <message>
        <source>Elevated Ground</source>
        <comment>heightLevels</comment>
        <translation>Terrain surélevé</translation>
    </message>
    <message>
        <source>High Ground</source>
        <comment>height</comment>
        <translation>Terrain haut</translation>
    </message>
    <message>
        <source>High Ground</source>
        <comment>heightLevels</comment>
        <translation>Terrain haut</translation>
    </message>
    <message>
        <source>High Ground</source>
        <comment>heightValue</comment>
        <translation>Terrain haut</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Terrain moyen-haut</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <comment>heightValue</comment>
        <translation>Terrain moyen-haut</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>height</comment>
        <translation>Terrain bas</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>heightLevels</comment>
        <translation>Terrain bas</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>heightValue</comment>
        <translation>Terrain bas</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Terrain moyen-bas</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <comment>heightValue</comment>
        <translation>Terrain moyen-bas</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <comment>height</comment>
        <translation>Terrain moyen</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Terrain moyen</translation>
    </message>
    <message>
        <source>Underground</source>
        <comment>height</comment>
        <translation>Souterrain</translation>
    </message>
    <message>
        <source>Underground</source>
        <comment>heightLevels</comment>
        <translation>Souterrain</translation>
    </message>
    <message>
        <source>all</source>
        <comment>endZones</comment>
        <translation>tous</translation>
    </message>
    <message>
        <source>all</source>
        <comment>homeZone</comment>
        <translation>tous</translation>
    </message>
    <message>
        <source>all</source>
        <comment>homeZones</comment>
        <translation>tous</translation>
    </message>
    <message>
        <source>all</source>
        <comment>safeZones</comment>
        <translation>tous</translation>
    </message>
    <message>
        <source>all</source>
        <comment>zoneStyle</comment>
        <translation>tous</translation>
    </message>
    <message>
        <source>none</source>
        <comment>currencyBarrier</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>none</source>
        <comment>homeZone</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>none</source>
        <comment>link</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>none</source>
        <comment>pieceSumBarrier</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>none</source>
        <comment>specialSpawn</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>none</source>
        <comment>specialZone</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>none</source>
        <comment>turnBarrier</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>none</source>
        <comment>wrap</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>off</source>
        <comment>fourPlayer</comment>
        <translation>non</translation>
    </message>
    <message>
        <source>off</source>
        <comment>full3d</comment>
        <translation>désactivées</translation>
    </message>
    <message>
        <source>off</source>
        <comment>grouped</comment>
        <translation>non</translation>
    </message>
    <message>
        <source>off</source>
        <comment>linked</comment>
        <translation>désactivées</translation>
    </message>
    <message>
        <source>off</source>
        <comment>tallestHeightOnly</comment>
        <translation>non</translation>
    </message>
    <message>
        <source>off</source>
        <comment>threePlayer</comment>
        <translation>non</translation>
    </message>
    <message>
        <source>off</source>
        <comment>twoPlayer</comment>
        <translation>non</translation>
    </message>
    <message>
        <source>off</source>
        <comment>wrapLength</comment>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>off</source>
        <comment>wrapWidth</comment>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>on</source>
        <comment>fourPlayer</comment>
        <translation>oui</translation>
    </message>
    <message>
        <source>on</source>
        <comment>full3d</comment>
        <translation>activées</translation>
    </message>
    <message>
        <source>on</source>
        <comment>grouped</comment>
        <translation>oui</translation>
    </message>
    <message>
        <source>on</source>
        <comment>linked</comment>
        <translation>activées</translation>
    </message>
    <message>
        <source>on</source>
        <comment>tallestHeightOnly</comment>
        <translation>oui</translation>
    </message>
    <message>
        <source>on</source>
        <comment>threePlayer</comment>
        <translation>oui</translation>
    </message>
    <message>
        <source>on</source>
        <comment>twoPlayer</comment>
        <translation>oui</translation>
    </message>
    <message>
        <source>on</source>
        <comment>wrapLength</comment>
        <translation>activé</translation>
    </message>
    <message>
        <source>on</source>
        <comment>wrapWidth</comment>
        <translation>activé</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>endZones</comment>
        <translation>joueur 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>ffaBlacklist</comment>
        <translation>joueur 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>homeZones</comment>
        <translation>joueur 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>playerBlacklist</comment>
        <translation>joueur 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>safeZones</comment>
        <translation>joueur 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>zoneOwner</comment>
        <translation>joueur 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>zoneOwners</comment>
        <translation>joueur 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>endZones</comment>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>ffaBlacklist</comment>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>homeZone</comment>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>homeZones</comment>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>playerBlacklist</comment>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>safeZones</comment>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>zoneOwner</comment>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>zoneOwners</comment>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>endZones</comment>
        <translation>joueur 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>ffaBlacklist</comment>
        <translation>joueur 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>homeZone</comment>
        <translation>joueur 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>homeZones</comment>
        <translation>joueur 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>playerBlacklist</comment>
        <translation>joueur 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>safeZones</comment>
        <translation>joueur 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>zoneOwner</comment>
        <translation>joueur 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>zoneOwners</comment>
        <translation>joueur 3</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>endZones</comment>
        <translation>joueur 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>ffaBlacklist</comment>
        <translation>joueur 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>homeZone</comment>
        <translation>joueur 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>homeZones</comment>
        <translation>joueur 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>playerBlacklist</comment>
        <translation>joueur 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>safeZones</comment>
        <translation>joueur 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>zoneOwner</comment>
        <translation>joueur 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>zoneOwners</comment>
        <translation>joueur 4</translation>
    </message>
    <message>
        <source>team 1</source>
        <comment>homeZone</comment>
        <translation>équipe 1</translation>
    </message>
    <message>
        <source>team 1</source>
        <comment>zoneOwners</comment>
        <translation>équipe 1</translation>
    </message>
    <message>
        <source>team 2</source>
        <comment>homeZone</comment>
        <translation>équipe 2</translation>
    </message>
    <message>
        <source>team 2</source>
        <comment>zoneOwners</comment>
        <translation>équipe 2</translation>
    </message>
    <message>
        <source>team 3</source>
        <comment>homeZone</comment>
        <translation>équipe 3</translation>
    </message>
    <message>
        <source>team 3</source>
        <comment>zoneOwners</comment>
        <translation>équipe 3</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>endZones</comment>
        <translation>équipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>homeZones</comment>
        <translation>équipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>safeZones</comment>
        <translation>équipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>standardTeamBlacklist</comment>
        <translation>équipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>teamEndZones</comment>
        <translation>équipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>teamHomeZones</comment>
        <translation>équipe A</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>endZones</comment>
        <translation>équipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>homeZones</comment>
        <translation>équipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>safeZones</comment>
        <translation>équipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>standardTeamBlacklist</comment>
        <translation>équipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>teamEndZones</comment>
        <translation>équipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>teamHomeZones</comment>
        <translation>équipe B</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>endZones</comment>
        <translation>équipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>homeZones</comment>
        <translation>équipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>safeZones</comment>
        <translation>équipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>standardTeamBlacklist</comment>
        <translation>équipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>teamEndZones</comment>
        <translation>équipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>teamHomeZones</comment>
        <translation>équipe C</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>standardTeamBlacklist</comment>
        <translation>équipe D</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>teamEndZones</comment>
        <translation>équipe D</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>teamHomeZones</comment>
        <translation>équipe D</translation>
    </message>
    <message>
        <source>nested too deeply: more than %1 levels of &apos;(&apos; and &apos;not&apos; at character %2</source>
        <extracomment>expression.tooDeep</extracomment>
        <translation>imbrication trop profonde : plus de %1 &apos;(&apos; et &apos;not&apos; imbriqués, au caractère %2</translation>
    </message>
    <message>
        <source>P1</source>
        <extracomment>the short form of &quot;player 1&quot;, written on a tile</extracomment>
        <translation>J1</translation>
    </message>
    <message>
        <source>P2</source>
        <extracomment>the short form of &quot;player 2&quot;, written on a tile</extracomment>
        <translation>J2</translation>
    </message>
    <message>
        <source>P3</source>
        <extracomment>the short form of &quot;player 3&quot;, written on a tile</extracomment>
        <translation>J3</translation>
    </message>
    <message>
        <source>P4</source>
        <extracomment>the short form of &quot;player 4&quot;, written on a tile</extracomment>
        <translation>J4</translation>
    </message>
    <message>
        <source>T1</source>
        <extracomment>the short form of &quot;team 1&quot;, written on a tile</extracomment>
        <translation>É1</translation>
    </message>
    <message>
        <source>T2</source>
        <extracomment>the short form of &quot;team 2&quot;, written on a tile</extracomment>
        <translation>É2</translation>
    </message>
    <message>
        <source>T3</source>
        <extracomment>the short form of &quot;team 3&quot;, written on a tile</extracomment>
        <translation>É3</translation>
    </message>
    <message>
        <source>TA</source>
        <extracomment>the short form of &quot;team A&quot;, written on a tile</extracomment>
        <translation>ÉA</translation>
    </message>
    <message>
        <source>TB</source>
        <extracomment>the short form of &quot;team B&quot;, written on a tile</extracomment>
        <translation>ÉB</translation>
    </message>
    <message>
        <source>TC</source>
        <extracomment>the short form of &quot;team C&quot;, written on a tile</extracomment>
        <translation>ÉC</translation>
    </message>
    <message>
        <source>TD</source>
        <extracomment>the short form of &quot;team D&quot;, written on a tile</extracomment>
        <translation>ÉD</translation>
    </message>
    <message>
        <source>out</source>
        <extracomment>the short form of &quot;out of bounds&quot;, written on a tile</extracomment>
        <translation>hors</translation>
    </message>
    <message>
        <source>trap</source>
        <extracomment>the short form of &quot;trap/hazard&quot;, written on a tile</extracomment>
        <translation>piège</translation>
    </message>
    <message>
        <source>in</source>
        <extracomment>the short form of &quot;in bounds&quot;, written on a tile</extracomment>
        <translation>en</translation>
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
        <translation>1v2 É1</translation>
    </message>
    <message>
        <source>1v2 T2</source>
        <extracomment>the short form of &quot;1v2 team 2&quot;, written on a tile</extracomment>
        <translation>1v2 É2</translation>
    </message>
    <message>
        <source>1v3 T1</source>
        <extracomment>the short form of &quot;1v3 team 1&quot;, written on a tile</extracomment>
        <translation>1v3 É1</translation>
    </message>
    <message>
        <source>1v3 T2</source>
        <extracomment>the short form of &quot;1v3 team 2&quot;, written on a tile</extracomment>
        <translation>1v3 É2</translation>
    </message>
    <message>
        <source>2v2 T1</source>
        <extracomment>the short form of &quot;2v2 team 1&quot;, written on a tile</extracomment>
        <translation>2v2 É1</translation>
    </message>
    <message>
        <source>2v2 T2</source>
        <extracomment>the short form of &quot;2v2 team 2&quot;, written on a tile</extracomment>
        <translation>2v2 É2</translation>
    </message>
    <message>
        <source>X ind</source>
        <extracomment>the short form of &quot;1v1vX individuals&quot;, written on a tile</extracomment>
        <translation>X ind</translation>
    </message>
    <message>
        <source>X team</source>
        <extracomment>the short form of &quot;1v1vX team&quot;, written on a tile</extracomment>
        <translation>X éq</translation>
    </message>
    <message>
        <source>UG</source>
        <extracomment>the short form of &quot;Underground&quot;, written on a tile</extracomment>
        <translation>Sout</translation>
    </message>
    <message>
        <source>Low</source>
        <extracomment>the short form of &quot;Low Ground&quot;, written on a tile</extracomment>
        <translation>Bas</translation>
    </message>
    <message>
        <source>L-Mid</source>
        <extracomment>the short form of &quot;Low-Mid Ground&quot;, written on a tile</extracomment>
        <translation>M-bas</translation>
    </message>
    <message>
        <source>Mid</source>
        <extracomment>the short form of &quot;Mid Ground&quot;, written on a tile</extracomment>
        <translation>Moy</translation>
    </message>
    <message>
        <source>H-Mid</source>
        <extracomment>the short form of &quot;High-Mid Ground&quot;, written on a tile</extracomment>
        <translation>M-haut</translation>
    </message>
    <message>
        <source>High</source>
        <extracomment>the short form of &quot;High Ground&quot;, written on a tile</extracomment>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Elev</source>
        <extracomment>the short form of &quot;Elevated Ground&quot;, written on a tile</extracomment>
        <translation>Surél</translation>
    </message>
    <message>
        <source>Above</source>
        <extracomment>the short form of &quot;Aboveground&quot;, written on a tile</extracomment>
        <translation>Aér</translation>
    </message>
    <message>
        <source>3c</source>
        <extracomment>the short form of &quot;3 currency&quot;, written on a tile</extracomment>
        <translation>3m</translation>
    </message>
    <message>
        <source>6c</source>
        <extracomment>the short form of &quot;6 currency&quot;, written on a tile</extracomment>
        <translation>6m</translation>
    </message>
    <message>
        <source>9c</source>
        <extracomment>the short form of &quot;9 currency&quot;, written on a tile</extracomment>
        <translation>9m</translation>
    </message>
    <message>
        <source>5t</source>
        <extracomment>the short form of &quot;5 turns&quot;, written on a tile</extracomment>
        <translation>5t</translation>
    </message>
    <message>
        <source>10t</source>
        <extracomment>the short form of &quot;10 turns&quot;, written on a tile</extracomment>
        <translation>10t</translation>
    </message>
    <message>
        <source>15t</source>
        <extracomment>the short form of &quot;15 turns&quot;, written on a tile</extracomment>
        <translation>15t</translation>
    </message>
    <message>
        <source>10p</source>
        <extracomment>the short form of &quot;10 pieces&quot;, written on a tile</extracomment>
        <translation>10p</translation>
    </message>
    <message>
        <source>15p</source>
        <extracomment>the short form of &quot;15 pieces&quot;, written on a tile</extracomment>
        <translation>15p</translation>
    </message>
    <message>
        <source>20p</source>
        <extracomment>the short form of &quot;20 pieces&quot;, written on a tile</extracomment>
        <translation>20p</translation>
    </message>
    <message>
        <source>zone</source>
        <extracomment>the short form of &quot;designated zone&quot;, written on a tile</extracomment>
        <translation>zone</translation>
    </message>
    <message>
        <source>spec</source>
        <extracomment>the short form of &quot;special tile&quot;, written on a tile</extracomment>
        <translation>spéc</translation>
    </message>
    <message>
        <source>KotH</source>
        <extracomment>the short form of &quot;king of the hill&quot;, written on a tile</extracomment>
        <translation>Roi</translation>
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
        <translation>SiA</translation>
    </message>
    <message>
        <source>SiB</source>
        <extracomment>the short form of &quot;site B&quot;, written on a tile</extracomment>
        <translation>SiB</translation>
    </message>
    <message>
        <source>SA</source>
        <extracomment>the short form of &quot;spawn A&quot;, written on a tile</extracomment>
        <translation>PAA</translation>
    </message>
    <message>
        <source>SB</source>
        <extracomment>the short form of &quot;spawn B&quot;, written on a tile</extracomment>
        <translation>PAB</translation>
    </message>
    <message>
        <source>SC</source>
        <extracomment>the short form of &quot;spawn C&quot;, written on a tile</extracomment>
        <translation>PAC</translation>
    </message>
    <message>
        <source>expected a number, a field, &apos;x&apos;, &apos;y&apos; or neighbours(…) after %1, not %2 at character %3</source>
        <extracomment>expression.operandExpected</extracomment>
        <translation>nombre, propriété, &apos;x&apos;, &apos;y&apos; ou neighbours(…) attendu après %1, et non %2, au caractère %3</translation>
    </message>
    <message>
        <source>expected &apos;(&apos; after %1, not %2 at character %3</source>
        <extracomment>expression.openExpected</extracomment>
        <translation>&apos;(&apos; attendue après %1, et non %2, au caractère %3</translation>
    </message>
    <message>
        <source>%1 is a neighbour&apos;s field, read only inside neighbours(…) at character %2</source>
        <extracomment>expression.neighbourOutside</extracomment>
        <translation>%1 est une propriété d&apos;un voisin, lue seulement dans neighbours(…), au caractère %2</translation>
    </message>
    <message>
        <source>%1 inside neighbours(…): a neighbour&apos;s own neighbours are not counted at character %2</source>
        <extracomment>expression.neighboursInside</extracomment>
        <translation>%1 dans neighbours(…)&#xa0;: les voisins d&apos;un voisin ne sont pas comptés, au caractère %2</translation>
    </message>
    <message>
        <source>neighbours8 counts corner neighbours, which hex tiles do not have (neighbours counts all six) at character %1</source>
        <extracomment>expression.cornersOnHex</extracomment>
        <translation>neighbours8 compte les voisins par les coins, que les cases hexagonales n&apos;ont pas (neighbours compte les six), au caractère %1</translation>
    </message>
    <message>
        <source>rule %1</source>
        <extracomment>rules.rule</extracomment>
        <translation>règle %1</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;</source>
        <extracomment>rules.namedRule</extracomment>
        <translation>règle %1 «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;, where</source>
        <extracomment>rules.where</extracomment>
        <translation>règle %1 «&#xa0;%2&#xa0;», where</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;, operation %3</source>
        <extracomment>rules.operation</extracomment>
        <translation>règle %1 «&#xa0;%2&#xa0;», opération %3</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <extracomment>rules.notJson</extracomment>
        <translation>JSON non valide à la ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep at line %2, column %3</source>
        <extracomment>rules.tooDeep</extracomment>
        <translation>imbrication de plus de %1 niveaux à la ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>a rules file is one JSON object, {&quot;rules&quot;: [...]}</source>
        <extracomment>rules.notObject</extracomment>
        <translation>un fichier de règles est un seul objet JSON, {&quot;rules&quot;: [...]}</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a rules file has only &quot;rules&quot;</source>
        <extracomment>rules.unknownFileKey</extracomment>
        <translation>clé inconnue &quot;%1&quot;&#xa0;; un fichier de règles n&apos;a que &quot;rules&quot;</translation>
    </message>
    <message>
        <source>no &quot;rules&quot;; a rules file is {&quot;rules&quot;: [...]}</source>
        <extracomment>rules.noRules</extracomment>
        <translation>&quot;rules&quot; manquant&#xa0;; un fichier de règles est {&quot;rules&quot;: [...]}</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be a list of rules</source>
        <extracomment>rules.rulesNotList</extracomment>
        <translation>&quot;rules&quot; doit être une liste de règles</translation>
    </message>
    <message>
        <source>a rule is an object with &quot;name&quot;, &quot;where&quot; and &quot;then&quot;</source>
        <extracomment>rules.ruleNotObject</extracomment>
        <translation>une règle est un objet avec &quot;name&quot;, &quot;where&quot; et &quot;then&quot;</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a rule has &quot;name&quot;, &quot;where&quot;, &quot;then&quot; and &quot;live&quot;</source>
        <extracomment>rules.unknownRuleKey</extracomment>
        <translation>clé inconnue &quot;%1&quot;&#xa0;; une règle a &quot;name&quot;, &quot;where&quot;, &quot;then&quot; et &quot;live&quot;</translation>
    </message>
    <message>
        <source>no &quot;%1&quot;</source>
        <extracomment>rules.missingKey</extracomment>
        <translation>&quot;%1&quot; manquant</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a text</source>
        <extracomment>rules.notText</extracomment>
        <translation>&quot;%1&quot; doit être un texte</translation>
    </message>
    <message>
        <source>&quot;name&quot; is empty</source>
        <extracomment>rules.emptyName</extracomment>
        <translation>&quot;name&quot; est vide</translation>
    </message>
    <message>
        <source>&quot;name&quot; holds a control character</source>
        <extracomment>rules.controlInName</extracomment>
        <translation>&quot;name&quot; contient un caractère de contrôle</translation>
    </message>
    <message>
        <source>&quot;then&quot; must be a list of operations, such as [&quot;set boundary=1&quot;]</source>
        <extracomment>rules.thenNotList</extracomment>
        <translation>&quot;then&quot; doit être une liste d&apos;opérations, par exemple [&quot;set boundary=1&quot;]</translation>
    </message>
    <message>
        <source>&quot;then&quot; has no operation</source>
        <extracomment>rules.thenEmpty</extracomment>
        <translation>&quot;then&quot; ne contient aucune opération</translation>
    </message>
    <message>
        <source>&quot;live&quot; must be true or false</source>
        <extracomment>rules.liveNotBoolean</extracomment>
        <translation>&quot;live&quot; doit valoir true ou false</translation>
    </message>
    <message>
        <source>an operation is a text, such as &quot;set boundary=1&quot;</source>
        <extracomment>rules.operationNotText</extracomment>
        <translation>une opération est un texte, par exemple &quot;set boundary=1&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operation: set, add, flags-on or flags-off, then KEY=VALUE</source>
        <extracomment>rules.unknownOperation</extracomment>
        <translation>&apos;%1&apos; n&apos;est pas une opération&#xa0;: set, add, flags-on ou flags-off, puis KEY=VALUE</translation>
    </message>
    <message>
        <source>%1 is %2 tiles, BASE is %3: the three boards must have one size</source>
        <extracomment>merge.size</extracomment>
        <translation>%1 fait %2 cases, BASE %3&#xa0;: les trois plateaux doivent avoir la même taille</translation>
    </message>
    <message>
        <source>%1 is %2, BASE is %3: the three boards must have one tile size</source>
        <extracomment>merge.tileSize</extracomment>
        <translation>%1 est en %2, BASE en %3&#xa0;: les trois plateaux doivent avoir la même taille de case</translation>
    </message>
    <message>
        <source>%1 is in layout %2, BASE in %3: the three boards must have one layout</source>
        <extracomment>merge.layout</extracomment>
        <translation>%1 est dans la disposition %2, BASE dans %3&#xa0;: les trois plateaux doivent avoir la même disposition</translation>
    </message>
    <message>
        <source>TARGET is %1 tiles, BASE is %2: a patch needs two boards of one size</source>
        <extracomment>patch.size</extracomment>
        <translation>TARGET fait %1 cases, BASE %2&#xa0;: un correctif demande deux plateaux de même taille</translation>
    </message>
    <message>
        <source>TARGET is %1, BASE is %2: a patch needs two boards of one tile size</source>
        <extracomment>patch.tileSize</extracomment>
        <translation>TARGET est en %1, BASE en %2&#xa0;: un correctif demande deux plateaux de même taille de case</translation>
    </message>
    <message>
        <source>TARGET is in layout %1, BASE in %2: a patch needs two boards of one layout</source>
        <extracomment>patch.layout</extracomment>
        <translation>TARGET est dans la disposition %1, BASE dans %2&#xa0;: un correctif demande deux plateaux de même disposition</translation>
    </message>
    <message>
        <source>not a board patch: it starts with %1, not &quot;GBXP&quot;</source>
        <extracomment>patch.notPatch</extracomment>
        <translation>pas un correctif de plateau&#xa0;: il commence par %1, pas par &quot;GBXP&quot;</translation>
    </message>
    <message>
        <source>patch format version %1; this program reads version 1</source>
        <extracomment>patch.version</extracomment>
        <translation>version %1 du format de correctif&#xa0;; ce programme lit la version 1</translation>
    </message>
    <message>
        <source>the patch is cut short: it ends after %1 bytes</source>
        <extracomment>patch.truncated</extracomment>
        <translation>le correctif est tronqué&#xa0;: il se termine après %1 octets</translation>
    </message>
    <message>
        <source>the patch is damaged: a %1x%2 board of %3-byte tiles is no board</source>
        <extracomment>patch.badShape</extracomment>
        <translation>le correctif est endommagé&#xa0;: un plateau %1x%2 de cases de %3 octets n&apos;est pas un plateau</translation>
    </message>
    <message>
        <source>the patch is damaged: unknown flags %1 at byte %2</source>
        <extracomment>patch.badFlags</extracomment>
        <translation>le correctif est endommagé&#xa0;: indicateurs inconnus %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>the patch is damaged: the number at byte %1 is too large</source>
        <extracomment>patch.badNumber</extracomment>
        <translation>le correctif est endommagé&#xa0;: le nombre à l&apos;octet %1 est trop grand</translation>
    </message>
    <message>
        <source>the patch is damaged: its run at byte %1 goes past the board&apos;s %2 tiles</source>
        <extracomment>patch.pastEnd</extracomment>
        <translation>le correctif est endommagé&#xa0;: sa série à l&apos;octet %1 dépasse les %2 cases du plateau</translation>
    </message>
    <message>
        <source>the patch is damaged: its footer change at byte %1 goes past the footer&apos;s %2 bytes</source>
        <extracomment>patch.footerPastEnd</extracomment>
        <translation>le correctif est endommagé&#xa0;: sa modification du pied de fichier à l&apos;octet %1 dépasse ses %2 octets</translation>
    </message>
    <message>
        <source>the patch is damaged: %1 more bytes follow its last run</source>
        <extracomment>patch.trailing</extracomment>
        <translation>le correctif est endommagé&#xa0;: %1 octets de plus suivent sa dernière série</translation>
    </message>
    <message>
        <source>the patch is for a %1x%2 GB%3 board; this board is %4 %5</source>
        <extracomment>patch.otherShape</extracomment>
        <translation>le correctif est pour un plateau GB%3 de %1x%2&#xa0;; ce plateau est %4 %5</translation>
    </message>
    <message>
        <source>the patch is for the board with SHA-256 %1; this board&apos;s is %2</source>
        <extracomment>patch.wrongBase</extracomment>
        <translation>le correctif est pour le plateau de SHA-256 %1&#xa0;; celui de ce plateau est %2</translation>
    </message>
    <message>
        <source>the patched board&apos;s SHA-256 is %1, not %2 as the patch says</source>
        <extracomment>patch.wrongResult</extracomment>
        <translation>le SHA-256 du plateau corrigé est %1, pas %2 comme le dit le correctif</translation>
    </message>
</context>
<context>
    <name>gbxx::live_client::LiveConnection</name>
    <message>
        <source>the server&apos;s board does not read</source>
        <translation>le plateau du serveur est illisible</translation>
    </message>
</context>
</TS>
