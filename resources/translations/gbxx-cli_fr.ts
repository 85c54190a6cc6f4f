<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>gbxx::cli</name>
    <message>
        <source>No zones on this board.
</source>
        <translation>Aucune zone sur ce plateau.
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
        <translation>propriétaire</translation>
    </message>
    <message>
        <source>home</source>
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
        <source>home→end</source>
        <translation>départ→arrivée</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n pas</numerusform>
            <numerusform>%n pas</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>* differs between players
</source>
        <translation>* diffère entre les joueurs
</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 octets)</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (%n tile(s)), %3</source>
        <translation>
            <numerusform>%1 × %2 (%n case), grille %3</numerusform>
            <numerusform>%1 × %2 (%n cases), grille %3</numerusform>
        </translation>
    </message>
    <message>
        <source>hexagonal</source>
        <translation>hexagonale</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carrée</translation>
    </message>
    <message>
        <source>Tiles using each field</source>
        <translation>Cases par propriété</translation>
    </message>
    <message>
        <source>nothing (an empty board)</source>
        <translation>rien (un plateau vide)</translation>
    </message>
    <message>
        <source>Run &apos;gbxx %1 --help&apos; for usage.</source>
        <translation>Exécutez «&#xa0;gbxx %1 --help&#xa0;» pour voir l&apos;utilisation.</translation>
    </message>
    <message>
        <source>converting %1 to GB%2 loses data (%3); nothing was written</source>
        <translation>convertir %1 en GB%2 perd des données (%3)&#xa0;; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>Print a short human summary of each board.</source>
        <translation>Affiche un court résumé lisible de chaque plateau.</translation>
    </message>
    <message>
        <source>Print the board as one JSON object; with --out-dir, write several boards&apos; JSON into a folder.</source>
        <translation>Affiche le plateau sous forme d&apos;un seul objet JSON&#xa0;; avec --out-dir, écrit le JSON de plusieurs plateaux dans un dossier.</translation>
    </message>
    <message>
        <source>Write IN in another tile size as OUT and print what is lost; with --out-dir, convert several boards into a folder.</source>
        <translation>Écrit IN dans une autre taille de case sous le nom OUT et affiche ce qui est perdu&#xa0;; avec --out-dir, convertit plusieurs plateaux dans un dossier.</translation>
    </message>
    <message>
        <source>Check that each file is a valid board; print its warnings (several files: each line starts with the file&apos;s name).</source>
        <translation>Vérifie que chaque fichier est un plateau valide&#xa0;; affiche ses avertissements (plusieurs fichiers&#xa0;: chaque ligne commence par le nom du fichier).</translation>
    </message>
    <message>
        <source>Report zone sizes and home-to-end paths per player and team, and design warnings.</source>
        <translation>Indique la taille des zones et les chemins de départ à arrivée par joueur et par équipe, ainsi que les avertissements de conception.</translation>
    </message>
    <message>
        <source>Draw the board as the editor shows it, into a PNG or SVG (by OUT&apos;s extension); with --out-dir, draw several boards into a folder.</source>
        <translation>Dessine le plateau tel que l&apos;éditeur l&apos;affiche, en PNG ou en SVG (selon l&apos;extension de OUT)&#xa0;; avec --out-dir, dessine plusieurs plateaux dans un dossier.</translation>
    </message>
    <message>
        <source>Print &apos;x y&apos; for every tile matching a tile expression (--count: how many).</source>
        <translation>Affiche «&#xa0;x y&#xa0;» pour chaque case correspondant à une expression de case (--count&#xa0;: leur nombre).</translation>
    </message>
    <message>
        <source>Index every board under the folders into the board library (--db PATH).</source>
        <translation>Indexe tous les plateaux des dossiers dans la bibliothèque de plateaux (--db PATH).</translation>
    </message>
    <message>
        <source>Search the board library by words and filters; --duplicates, --code-conflicts.</source>
        <translation>Cherche dans la bibliothèque de plateaux par mots et par filtres&#xa0;; --duplicates, --code-conflicts.</translation>
    </message>
    <message>
        <source>Change fields of the tiles matching --where EXPR (--set, --add, --flags-on, --flags-off, in order) and write OUT.</source>
        <translation>Modifie des propriétés des cases correspondant à --where EXPR (--set, --add, --flags-on, --flags-off, dans l&apos;ordre) et écrit OUT.</translation>
    </message>
    <message>
        <source>Run a JavaScript program on a board (--out OUT keeps its changes, --check fails on warnings).</source>
        <translation>Exécute un programme JavaScript sur un plateau (--out OUT conserve ses modifications, --check échoue en cas d&apos;avertissements).</translation>
    </message>
    <message>
        <source>Usage: gbxx COMMAND [options] ARGUMENTS

GameBoardXX boards on the command line.

Commands:
</source>
        <translation>Utilisation&#xa0;: gbxx COMMAND [options] ARGUMENTS

Les plateaux GameBoardXX en ligne de commande.

Commandes&#xa0;:
</translation>
    </message>
    <message>
        <source>
Run &apos;gbxx COMMAND --help&apos; for a command&apos;s options.
Exit status: 0 success, 1 invalid board or failed operation, 2 usage error.
</source>
        <translation>
Exécutez «&#xa0;gbxx COMMAND --help&#xa0;» pour voir les options d&apos;une commande.
Code de sortie&#xa0;: 0 succès, 1 plateau invalide ou opération échouée, 2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not part of this program; run it with gbxx or gbxx-full</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie de ce programme&#xa0;; exécutez-le avec gbxx ou gbxx-full</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Affiche cette aide.</translation>
    </message>
    <message>
        <source>Read the file in this layout (spec section L): %1. Default %2. &apos;convert&apos; always writes today&apos;s layout.</source>
        <translation>Lit le fichier dans cette disposition (section L de la spécification)&#xa0;: %1. Par défaut&#xa0;: %2. «&#xa0;convert&#xa0;» écrit toujours dans la disposition actuelle.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>The target tile size: 08, 16, 32 or 64.</source>
        <translation>La taille de case cible&#xa0;: 08, 16, 32 ou 64.</translation>
    </message>
    <message>
        <source>NN</source>
        <translation>NN</translation>
    </message>
    <message>
        <source>Convert every IN given (gbxx convert --to NN --out-dir DIR IN...) into DIR, as DIR/NAME.gbNN, each with its report; progress is shown on a terminal.</source>
        <translation>Convertit chaque IN donné (gbxx convert --to NN --out-dir DIR IN...) dans DIR, sous DIR/NAME.gbNN, chacun avec son rapport&#xa0;; la progression s&apos;affiche sur un terminal.</translation>
    </message>
    <message>
        <source>Write every FILE given (gbxx dump --out-dir DIR FILE...) into DIR, as DIR/NAME.json, instead of printing it.</source>
        <translation>Écrit chaque FILE donné (gbxx dump --out-dir DIR FILE...) dans DIR, sous DIR/NAME.json, au lieu de l&apos;afficher.</translation>
    </message>
    <message>
        <source>Draw every FILE given (gbxx render --out-dir DIR FILE...) into DIR, as DIR/NAME.png (or .svg with --format svg).</source>
        <translation>Dessine chaque FILE donné (gbxx render --out-dir DIR FILE...) dans DIR, sous DIR/NAME.png (ou .svg avec --format svg).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>With --out-dir: the pictures&apos; format, png (default) or svg.</source>
        <translation>Avec --out-dir&#xa0;: le format des images, png (par défaut) ou svg.</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>Refuse a lossy conversion: write nothing and exit 1.</source>
        <translation>Refuse une conversion avec perte&#xa0;: n&apos;écrit rien et sort avec le code 1.</translation>
    </message>
    <message>
        <source>A layer (field key) to draw; repeat it or separate keys with commas for one panel each. Default boundary.</source>
        <translation>Un calque (clé de propriété) à dessiner&#xa0;; répétez l&apos;option ou séparez les clés par des virgules pour un panneau chacun. Par défaut&#xa0;: boundary.</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>KEY</translation>
    </message>
    <message>
        <source>Title each panel and add its legend.</source>
        <translation>Donne un titre à chaque panneau et ajoute sa légende.</translation>
    </message>
    <message>
        <source>Pixels per tile (1-256). Default 16.</source>
        <translation>Pixels par case (1-256). Par défaut&#xa0;: 16.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Pixels on the longer side of the board.</source>
        <translation>Pixels sur le plus grand côté du plateau.</translation>
    </message>
    <message>
        <source>PIXELS</source>
        <translation>PIXELS</translation>
    </message>
    <message>
        <source>Draw grid lines.</source>
        <translation>Dessine les lignes de la grille.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Affiche du JSON au lieu de texte.</translation>
    </message>
    <message>
        <source>Print only the number of matching tiles.</source>
        <translation>Affiche seulement le nombre de cases correspondantes.</translation>
    </message>
    <message>
        <source>Read custom data with a schema (docs/schema.md): --schema alone uses the board&apos;s own (BOARDNAME.schema.json, or gameboardxx-schema.json in its folder or above), --schema FILE.json or --schema=FILE that file. &apos;dump&apos; then adds each sub-field as custom.KEY; query, edit, render and run use a board&apos;s own schema anyway.</source>
        <translation>Lit les données personnalisées avec un schéma (docs/schema.md)&#xa0;: --schema seul utilise celui du plateau (BOARDNAME.schema.json, ou gameboardxx-schema.json dans son dossier ou au-dessus), --schema FILE.json ou --schema=FILE utilise ce fichier. «&#xa0;dump&#xa0;» ajoute alors chaque sous-propriété sous la forme custom.KEY&#xa0;; query, edit, render et run utilisent de toute façon le schéma propre au plateau.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;%1 --out-dir DIR&apos; takes one or more files</source>
        <translation>«&#xa0;%1 --out-dir DIR&#xa0;» prend un ou plusieurs fichiers</translation>
    </message>
    <message>
        <source>--format goes with --out-dir (OUT&apos;s extension chooses the format of one picture)</source>
        <translation>--format va avec --out-dir (pour une seule image, l&apos;extension de OUT choisit le format)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes %2, got %3 argument(s)</source>
        <translation>«&#xa0;%1&#xa0;» prend %2, %3 argument(s) reçu(s)</translation>
    </message>
    <message>
        <source>unknown layout &apos;%1&apos;; expected one of %2</source>
        <translation>disposition «&#xa0;%1&#xa0;» inconnue&#xa0;; valeurs possibles&#xa0;: %2</translation>
    </message>
    <message>
        <source>give --tile-size or --size, not both</source>
        <translation>donnez --tile-size ou --size, pas les deux</translation>
    </message>
    <message>
        <source>--tile-size takes 1 to 256 pixels</source>
        <translation>--tile-size accepte de 1 à 256 pixels</translation>
    </message>
    <message>
        <source>--size takes 1 to 16384 pixels</source>
        <translation>--size accepte de 1 à 16384 pixels</translation>
    </message>
    <message>
        <source>--format takes png or svg, not &apos;%1&apos;</source>
        <translation>--format accepte png ou svg, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not drawn</source>
        <translation>%1 des %2 plateaux n&apos;ont pas été dessinés</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not written</source>
        <translation>%1 des %2 plateaux n&apos;ont pas été écrits</translation>
    </message>
    <message>
        <source>&apos;convert&apos; needs --to 08|16|32|64</source>
        <translation>«&#xa0;convert&#xa0;» nécessite --to 08|16|32|64</translation>
    </message>
    <message>
        <source>--to takes 08, 16, 32 or 64, not &apos;%1&apos;</source>
        <translation>--to accepte 08, 16, 32 ou 64, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>aucune commande donnée</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>commande «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <source>%1 and %2 would both be written to %3; give them separately</source>
        <translation>%1 et %2 seraient tous deux écrits dans %3&#xa0;; donnez-les séparément</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not converted</source>
        <translation>%1 des %2 plateaux n&apos;ont pas été convertis</translation>
    </message>
    <message>
        <source>&apos;%1&apos; runs in gbxx-full, which is not installed beside gbxx</source>
        <translation>«&#xa0;%1&#xa0;» s&apos;exécute dans gbxx-full, qui n&apos;est pas installé à côté de gbxx</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>impossible de démarrer %1&#xa0;: %2</translation>
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
        <translation>Utilisation&#xa0;: gbxx edit [--layout NAME] [--schema FILE] IN OUT [--where EXPR] OP...
              gbxx edit [--layout NAME] [--schema FILE] (--out-dir DIR | --in-place) FILE...
                        [--where EXPR] OP...

Applique les opérations, dans l&apos;ordre donné, à chaque case de IN correspondant à EXPR
(évaluée sur IN avant toute modification&#xa0;; toutes les cases sans --where), écrit OUT
dans la disposition et la taille de case de IN, avec l&apos;en-tête et le pied de fichier
inchangés, et affiche «&#xa0;N tiles changed&#xa0;».

Opérations&#xa0;:
  --set KEY=V         donne la valeur V à une propriété (V doit tenir dans la propriété)
  --add KEY=N         ajoute N (signé), borné à l&apos;intervalle de la propriété
  --flags-on KEY=M    active les indicateurs du masque M
  --flags-off KEY=M   désactive les indicateurs du masque M
Les nombres sont décimaux ou hexadécimaux (0x)&#xa0;; KEY est une propriété de case de IN
(comme dans «&#xa0;gbxx dump&#xa0;»), ou custom.KEY de son schéma de données personnalisées
(--schema FILE, sinon celui de IN&#xa0;; docs/schema.md).
EXPR suit le langage d&apos;expressions de case (docs/expressions.md), comme «&#xa0;gbxx query&#xa0;».
IN peut être - (entrée standard) et OUT - (sortie standard&#xa0;; le décompte va alors sur
la sortie d&apos;erreur standard).

Plusieurs plateaux&#xa0;: --out-dir DIR écrit chaque FILE dans DIR/NAME, --in-place
par-dessus lui-même&#xa0;; chacun affiche «&#xa0;FILE -&gt; OUT&#xa0;» et son décompte, en retrait. Un
plateau qui échoue est nommé dans une ligne d&apos;erreur et les autres sont tout de même
modifiés (code de sortie 1).
</translation>
    </message>
    <message>
        <source>expression: %1</source>
        <translation>expression&#xa0;: %1</translation>
    </message>
    <message>
        <source>--where: %1</source>
        <translation>--where&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>option «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <source>missing value after &apos;%1&apos;</source>
        <translation>valeur manquante après «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>give --out-dir or --in-place, not both</source>
        <translation>donnez --out-dir ou --in-place, pas les deux</translation>
    </message>
    <message>
        <source>&apos;edit %1&apos; takes one or more files</source>
        <translation>«&#xa0;edit %1&#xa0;» prend un ou plusieurs fichiers</translation>
    </message>
    <message>
        <source>&apos;edit&apos; takes IN OUT, got %1 argument(s)</source>
        <translation>«&#xa0;edit&#xa0;» prend IN OUT, %1 argument(s) reçu(s)</translation>
    </message>
    <message>
        <source>&apos;edit&apos; needs at least one of --set, --add, --flags-on, --flags-off</source>
        <translation>«&#xa0;edit&#xa0;» nécessite au moins une option parmi --set, --add, --flags-on, --flags-off</translation>
    </message>
    <message>
        <source>several boards are files; standard input is one board (gbxx edit - OUT)</source>
        <translation>plusieurs plateaux doivent être des fichiers&#xa0;; l&apos;entrée standard ne contient qu&apos;un seul plateau (gbxx edit - OUT)</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not edited</source>
        <translation>%1 des %2 plateaux n&apos;ont pas été modifiés</translation>
    </message>
    <message>
        <source>no schema found for %1 (BOARDNAME.schema.json beside it, or gameboardxx-schema.json in its folder or above); give --schema FILE</source>
        <translation>aucun schéma trouvé pour %1 (BOARDNAME.schema.json à côté, ou gameboardxx-schema.json dans son dossier ou au-dessus)&#xa0;; donnez --schema FILE</translation>
    </message>
    <message>
        <source>the schema %1 says nothing of GB%2 boards</source>
        <translation>le schéma %1 ne dit rien des plateaux GB%2</translation>
    </message>
    <message>
        <source>The library database (default %1).</source>
        <translation>La base de données de la bibliothèque (par défaut&#xa0;: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>cannot open the library %1: %2</source>
        <translation>impossible d&apos;ouvrir la bibliothèque %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Index every board file under each DIR (recursively) into the library.</source>
        <translation>Indexe chaque fichier de plateau sous chaque DIR (récursivement) dans la bibliothèque.</translation>
    </message>
    <message>
        <source>Read the boards of these folders in this layout: %1. Default %2.</source>
        <translation>Lit les plateaux de ces dossiers dans cette disposition&#xa0;: %1. Par défaut&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Folders to index.</source>
        <translation>Dossiers à indexer.</translation>
    </message>
    <message>
        <source>&apos;index&apos; takes one or more folders</source>
        <translation>«&#xa0;index&#xa0;» prend un ou plusieurs dossiers</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1&#xa0;: dossier introuvable</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>cannot index %1: %2</source>
        <translation>impossible d&apos;indexer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Print the paths of the library&apos;s boards matching every WORD (in the title, author, editor ID, board code or file name, any case) and every filter.</source>
        <translation>Affiche les chemins des plateaux de la bibliothèque qui correspondent à chaque WORD (dans le titre, l&apos;auteur, l&apos;identifiant d&apos;éditeur, le code du plateau ou le nom de fichier, sans tenir compte de la casse) et à chaque filtre.</translation>
    </message>
    <message>
        <source>Only this tile size: 08, 16, 32 or 64.</source>
        <translation>Seulement cette taille de case&#xa0;: 08, 16, 32 ou 64.</translation>
    </message>
    <message>
        <source>Only hexagonal boards.</source>
        <translation>Seulement les plateaux hexagonaux.</translation>
    </message>
    <message>
        <source>Only square boards.</source>
        <translation>Seulement les plateaux carrés.</translation>
    </message>
    <message>
        <source>Only boards that wrap (header wrap not 0).</source>
        <translation>Seulement les plateaux avec bouclage (wrap de l&apos;en-tête différent de 0).</translation>
    </message>
    <message>
        <source>At least N tiles wide.</source>
        <translation>Au moins N cases de large.</translation>
    </message>
    <message>
        <source>At most N tiles wide.</source>
        <translation>Au plus N cases de large.</translation>
    </message>
    <message>
        <source>At least N tiles long.</source>
        <translation>Au moins N cases de long.</translation>
    </message>
    <message>
        <source>At most N tiles long.</source>
        <translation>Au plus N cases de long.</translation>
    </message>
    <message>
        <source>The title contains TEXT (any case).</source>
        <translation>Le titre contient TEXT (sans tenir compte de la casse).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>The author contains TEXT (any case).</source>
        <translation>L&apos;auteur contient TEXT (sans tenir compte de la casse).</translation>
    </message>
    <message>
        <source>The board code is exactly CODE.</source>
        <translation>Le code du plateau est exactement CODE.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>Print one JSON array of the boards instead of their paths.</source>
        <translation>Affiche un seul tableau JSON des plateaux au lieu de leurs chemins.</translation>
    </message>
    <message>
        <source>Print each group of byte-identical boards on a line (tab between paths).</source>
        <translation>Affiche chaque groupe de plateaux identiques octet pour octet sur une ligne (tabulation entre les chemins).</translation>
    </message>
    <message>
        <source>Print each group of different boards sharing a board code on a line.</source>
        <translation>Affiche sur une ligne chaque groupe de plateaux différents qui partagent un code de plateau.</translation>
    </message>
    <message>
        <source>Words to look for.</source>
        <translation>Mots à chercher.</translation>
    </message>
    <message>
        <source>--variant takes 08, 16, 32 or 64, not &apos;%1&apos;</source>
        <translation>--variant accepte 08, 16, 32 ou 64, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>give --hex or --square, not both</source>
        <translation>donnez --hex ou --square, pas les deux</translation>
    </message>
    <message>
        <source>--%1 takes a whole number of tiles, not &apos;%2&apos;</source>
        <translation>--%1 attend un nombre entier de cases, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>give --duplicates or --code-conflicts, not both</source>
        <translation>donnez --duplicates ou --code-conflicts, pas les deux</translation>
    </message>
    <message>
        <source>--duplicates and --code-conflicts take no words or filters</source>
        <translation>--duplicates et --code-conflicts ne prennent ni mots ni filtres</translation>
    </message>
    <message>
        <source>a GB%1 board has no layer &apos;%2&apos;; its layers are %3</source>
        <translation>un plateau GB%1 n&apos;a pas de calque «&#xa0;%2&#xa0;»&#xa0;; ses calques sont %3</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) (--check)</source>
        <translation>
            <numerusform>%n avertissement (--check)</numerusform>
            <numerusform>%n avertissements (--check)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;--check&apos; takes no value</source>
        <translation>«&#xa0;--check&#xa0;» ne prend pas de valeur</translation>
    </message>
    <message>
        <source>--out needs a file name</source>
        <translation>--out nécessite un nom de fichier</translation>
    </message>
    <message>
        <source>--out-dir needs a folder name</source>
        <translation>--out-dir nécessite un nom de dossier</translation>
    </message>
    <message>
        <source>--timeout takes a number of seconds above 0 (up to 86400), not &apos;%1&apos;</source>
        <translation>--timeout attend un nombre de secondes supérieur à 0 (jusqu&apos;à 86400), pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;run&apos; takes SCRIPT FILE, got %1 argument(s)</source>
        <translation>«&#xa0;run&#xa0;» prend SCRIPT FILE, %1 argument(s) reçu(s)</translation>
    </message>
    <message>
        <source>--out names one board&apos;s file; give --out-dir DIR for several</source>
        <translation>--out désigne le fichier d&apos;un seul plateau&#xa0;; donnez --out-dir DIR pour plusieurs</translation>
    </message>
    <message>
        <source>give --out or --out-dir, not both</source>
        <translation>donnez --out ou --out-dir, pas les deux</translation>
    </message>
    <message>
        <source>--out - would mix the board with the script&apos;s output; name a file</source>
        <translation>--out - mélangerait le plateau et la sortie du script&#xa0;; nommez un fichier</translation>
    </message>
    <message>
        <source>cannot read the script %1: %2</source>
        <translation>impossible de lire le script %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the script failed on %1 of %2 boards</source>
        <translation>le script a échoué sur %1 des %2 plateaux</translation>
    </message>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles), layout %2</source>
        <translation>
            <numerusform>GB%1 (cases de %n octet), disposition %2</numerusform>
            <numerusform>GB%1 (cases de %n octets), disposition %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the library %1 is empty now: &apos;gbxx index DIR...&apos; builds it again</source>
        <translation>la bibliothèque %1 est vide maintenant : « gbxx index DIR... » la reconstruit</translation>
    </message>
    <message>
        <source>cannot read the library %1: %2</source>
        <translation>impossible de lire la bibliothèque %1 : %2</translation>
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
        <translation>Utilisation&#xa0;: gbxx run [--layout NAME] [--schema S] SCRIPT FILE [--out OUT] [--check]
                       [--timeout SECONDS] [-- ARG...]
              gbxx run [options] SCRIPT FILE... [--out-dir DIR] [-- ARG...]

Exécute le programme JavaScript SCRIPT sur le plateau FILE (docs/scripting.md). Le
script voit «&#xa0;board&#xa0;», «&#xa0;args&#xa0;» (les ARG après --), «&#xa0;print(...)&#xa0;» et
«&#xa0;warn(x, y, message)&#xa0;».

Options&#xa0;:
  --out OUT          écrit dans OUT le plateau tel que le script l&apos;a laissé (même
                     disposition et même taille de case)&#xa0;; sans cette option, les
                     modifications sont abandonnées et la sortie d&apos;erreur standard
                     indique combien de cases ont changé
  --out-dir DIR      plusieurs FILE&#xa0;: écrit chaque plateau tel que le script l&apos;a
                     laissé dans DIR/NAME (sans cette option, rien n&apos;est écrit)
  --check            sort avec le code 1 si le script a appelé warn
  --timeout SECONDS  arrête un script encore en cours après SECONDS (10 par défaut)
  --memory-limit MIB arrête un script dont le processus occupe plus de MIB mébioctets
                     (1024 par défaut)
  --schema S         lit les données personnalisées avec le fichier de schéma S
                     (docs/schema.md)&#xa0;; par défaut, le schéma propre à FILE est
                     utilisé, s&apos;il en a un
  --layout NAME      lit FILE dans cette disposition&#xa0;: %1

Plusieurs FILE&#xa0;: le script s&apos;exécute sur chacun à tour de rôle, sa sortie sous une
ligne «&#xa0;==&gt; FILE &lt;==&#xa0;»&#xa0;; «&#xa0;FILE: N tiles changed&#xa0;» sur la sortie d&apos;erreur standard&#xa0;;
un plateau qui échoue est nommé et le script s&apos;exécute tout de même sur les autres.
Chaque warn affiche «&#xa0;warning: (x, y) message&#xa0;». Code de sortie&#xa0;: 0 succès&#xa0;; 1 pour
un script en échec («&#xa0;error: SCRIPT:LINE: message&#xa0;»), un script arrêté par --timeout ou faute de mémoire,
des avertissements avec --check, ou un plateau illisible ou impossible à écrire&#xa0;;
2 erreur d&apos;utilisation.
</translation>
    </message>
    <message>
        <source>--memory-limit takes a number of mebibytes from %1 to %2, not &apos;%3&apos;</source>
        <translation>--memory-limit attend un nombre de mébioctets de %1 à %2, pas « %3 »</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>plus grand que %1 octets</translation>
    </message>
    <message>
        <source>Sign in to the board registry with a token read from standard input (login), or sign out (logout).</source>
        <translation>Se connecter au registre de plateaux avec un jeton lu sur l&apos;entrée standard (login), ou se déconnecter (logout).</translation>
    </message>
    <message>
        <source>Publish a board to the registry and print &apos;CODE rREV&apos;; an assigned code is written into FILE.</source>
        <translation>Publier un plateau dans le registre et afficher « CODE rREV » ; un code attribué est écrit dans FILE.</translation>
    </message>
    <message>
        <source>Fetch boards from the registry by code (CODE or CODE@REV) into files.</source>
        <translation>Récupérer des plateaux du registre par leur code (CODE ou CODE@REV) dans des fichiers.</translation>
    </message>
    <message>
        <source>Search the registry&apos;s boards by words and filters; --json.</source>
        <translation>Chercher les plateaux du registre par mots et filtres ; --json.</translation>
    </message>
    <message>
        <source>%1 exists; --force replaces it</source>
        <translation>%1 existe ; --force le remplace</translation>
    </message>
    <message>
        <source>Fetch boards from the registry by code (the latest revision, or CODE@REV) and write each to DIR/CODE.gbNN; print &apos;CODE rREV -&gt; PATH&apos; for each. Nothing is written unless every board arrived whole.</source>
        <translation>Récupérer des plateaux du registre par leur code (la dernière révision, ou CODE@REV) et écrire chacun dans DIR/CODE.gbNN ; afficher « CODE rREV -&gt; PATH » pour chacun. Rien n&apos;est écrit si un plateau n&apos;est pas arrivé entier.</translation>
    </message>
    <message>
        <source>Write the one board to OUT (&apos;-&apos;: standard output, the line then goes to standard error).</source>
        <translation>Écrire l&apos;unique plateau dans OUT (« - » : la sortie standard ; la ligne va alors sur la sortie d&apos;erreur).</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>Write the boards into DIR (created if needed); default: the current folder.</source>
        <translation>Écrire les plateaux dans DIR (créé au besoin) ; par défaut : le dossier courant.</translation>
    </message>
    <message>
        <source>Replace files that exist already.</source>
        <translation>Remplacer les fichiers qui existent déjà.</translation>
    </message>
    <message>
        <source>Board codes, each with a revision or not.</source>
        <translation>Codes de plateau, chacun avec ou sans révision.</translation>
    </message>
    <message>
        <source>&apos;fetch&apos; takes one or more codes</source>
        <translation>« fetch » attend un ou plusieurs codes</translation>
    </message>
    <message>
        <source>give -o or --out-dir, not both</source>
        <translation>indiquez -o ou --out-dir, pas les deux</translation>
    </message>
    <message>
        <source>-o takes one board; --out-dir DIR takes several</source>
        <translation>-o prend un plateau ; --out-dir DIR en prend plusieurs</translation>
    </message>
    <message>
        <source>-o needs a file name</source>
        <translation>-o demande un nom de fichier</translation>
    </message>
    <message>
        <source>--out-dir needs a folder</source>
        <translation>--out-dir demande un dossier</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board code (five letters and digits, e.g. B7K2Q), with @REV or not</source>
        <translation>« %1 » n&apos;est pas un code de plateau (cinq lettres et chiffres, p. ex. B7K2Q), avec ou sans @REV</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 est donné deux fois</translation>
    </message>
    <message>
        <source>%1 from the registry is not a board: %2</source>
        <translation>%1 venu du registre n&apos;est pas un plateau : %2</translation>
    </message>
    <message>
        <source>the registry&apos;s SHA-256 of %1 r%2 is not that of its bytes</source>
        <translation>le SHA-256 du registre pour %1 r%2 n&apos;est pas celui de ses octets</translation>
    </message>
    <message>
        <source>Publish the board to the registry and print its code and revision (CODE rREV). When the registry assigns the code, FILE is rewritten with it. Needs &apos;gbxx registry login&apos; (or GBXX_TOKEN).</source>
        <translation>Publier le plateau dans le registre et afficher son code et sa révision (CODE rREV). Quand le registre attribue le code, FILE est réécrit avec lui. Demande « gbxx registry login » (ou GBXX_TOKEN).</translation>
    </message>
    <message>
        <source>A note on this revision (at most %1 characters).</source>
        <translation>Une note sur cette révision (%1 caractères au plus).</translation>
    </message>
    <message>
        <source>Keep the board out of searches; it is still fetched by its code.</source>
        <translation>Tenir le plateau hors des recherches ; il reste récupérable par son code.</translation>
    </message>
    <message>
        <source>The board to publish.</source>
        <translation>Le plateau à publier.</translation>
    </message>
    <message>
        <source>&apos;publish&apos; takes FILE, got %1 argument(s)</source>
        <translation>« publish » attend FILE, reçu %1 argument(s)</translation>
    </message>
    <message>
        <source>not signed in to %1: run &apos;gbxx registry login&apos; (or set GBXX_TOKEN)</source>
        <translation>non connecté à %1 : lancez « gbxx registry login » (ou définissez GBXX_TOKEN)</translation>
    </message>
    <message>
        <source>published as %1, but %2 was left without its code: %3</source>
        <translation>publié comme %1, mais %2 est resté sans son code : %3</translation>
    </message>
    <message>
        <source>published as %1, but %2 changed meanwhile and was left as it is</source>
        <translation>publié comme %1, mais %2 a changé entre-temps et a été laissé tel quel</translation>
    </message>
    <message>
        <source>published as %1, but %2</source>
        <translation>publié comme %1, mais %2</translation>
    </message>
    <message>
        <source>Token for %1: </source>
        <translation>Jeton pour %1 : </translation>
    </message>
    <message>
        <source>no token on standard input (gbxx-registry user add NAME prints one)</source>
        <translation>aucun jeton sur l&apos;entrée standard (gbxx-registry user add NAME en affiche un)</translation>
    </message>
    <message>
        <source>that is not a registry token (a token is one line of letters, digits and punctuation)</source>
        <translation>ce n&apos;est pas un jeton de registre (un jeton est une ligne de lettres, chiffres et ponctuation)</translation>
    </message>
    <message>
        <source>cannot keep the token: %1</source>
        <translation>impossible de garder le jeton : %1</translation>
    </message>
    <message>
        <source>signed in to %1 as %2
</source>
        <translation>connecté à %1 en tant que %2
</translation>
    </message>
    <message>
        <source>cannot forget the token: %1</source>
        <translation>impossible d&apos;oublier le jeton : %1</translation>
    </message>
    <message>
        <source>signed out of %1
</source>
        <translation>déconnecté de %1
</translation>
    </message>
    <message>
        <source>GBXX_TOKEN is set, and commands still use it</source>
        <translation>GBXX_TOKEN est défini, et les commandes l&apos;utilisent toujours</translation>
    </message>
    <message>
        <source>login: read a registry token from standard input (not shown on a terminal), check it with the registry and keep it (the desktop&apos;s key ring, else a file only you can read). logout: forget it.</source>
        <translation>login : lire un jeton de registre sur l&apos;entrée standard (non affiché dans un terminal), le vérifier auprès du registre et le garder (dans le trousseau du bureau, sinon dans un fichier lisible par vous seul). logout : l&apos;oublier.</translation>
    </message>
    <message>
        <source>&apos;registry&apos; takes login or logout</source>
        <translation>« registry » attend login ou logout</translation>
    </message>
    <message>
        <source>The registry&apos;s address (default: GBXX_REGISTRY, else the editor&apos;s setting, else %1).</source>
        <translation>L&apos;adresse du registre (par défaut : GBXX_REGISTRY, sinon le réglage de l&apos;éditeur, sinon %1).</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>%1 holds a control character</source>
        <translation>%1 contient un caractère de contrôle</translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 dépasse %2 caractères</translation>
    </message>
    <message>
        <source>Search the registry&apos;s listed boards by words (in titles, authors and codes) and filters; print one line per board, or --json.</source>
        <translation>Chercher les plateaux répertoriés du registre par mots (dans les titres, auteurs et codes) et filtres ; afficher une ligne par plateau, ou --json.</translation>
    </message>
    <message>
        <source>Only boards whose author contains A (any case).</source>
        <translation>Seulement les plateaux dont l&apos;auteur contient A (sans tenir compte de la casse).</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>The order: relevance (the default), new or downloads.</source>
        <translation>L&apos;ordre : relevance (par défaut), new ou downloads.</translation>
    </message>
    <message>
        <source>ORDER</source>
        <translation>ORDER</translation>
    </message>
    <message>
        <source>At most N boards (1-%1, default 20).</source>
        <translation>Au plus N plateaux (1-%1, 20 par défaut).</translation>
    </message>
    <message>
        <source>Print the registry&apos;s board objects as one JSON array.</source>
        <translation>Afficher les objets plateau du registre en un seul tableau JSON.</translation>
    </message>
    <message>
        <source>WORDS</source>
        <translation>WORDS</translation>
    </message>
    <message>
        <source>--sort takes relevance, new or downloads, not &apos;%1&apos;</source>
        <translation>--sort attend relevance, new ou downloads, pas « %1 »</translation>
    </message>
    <message>
        <source>--limit takes 1 to %1, not &apos;%2&apos;</source>
        <translation>--limit attend 1 à %1, pas « %2 »</translation>
    </message>
    <message>
        <source>Read the files in this layout (spec section L): %1. Default %2.</source>
        <translation>Lit les fichiers dans cette disposition (section L de la spécification)&#xa0;: %1. Par défaut&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Also print one line &apos;X Y KEY: A -&gt; B&apos; per differing field of each tile.</source>
        <translation>Affiche aussi une ligne «&#xa0;X Y KEY: A -&gt; B&#xa0;» par propriété différente de chaque case.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of lines.</source>
        <translation>Affiche un seul objet JSON au lieu de lignes.</translation>
    </message>
    <message>
        <source>Print what differs between two boards: size, header and footer keys, and per field how many tiles. Exit 0 when they hold the same values, 1 when they differ, 2 on trouble.</source>
        <translation>Affiche ce qui diffère entre deux plateaux&#xa0;: taille, clés de l&apos;en-tête et du pied de fichier et, par propriété, le nombre de cases. Code de sortie 0 s&apos;ils contiennent les mêmes valeurs, 1 s&apos;ils diffèrent, 2 en cas de problème.</translation>
    </message>
    <message>
        <source>Write the merged board here (default: over OURS, as git&apos;s merge driver wants).</source>
        <translation>Écrit ici le plateau fusionné (par défaut&#xa0;: par-dessus OURS, comme le veut le pilote de fusion de git).</translation>
    </message>
    <message>
        <source>Merge two boards&apos; edits of one BASE field by field and print each conflict (OURS is kept in it). Exit 0 merged, 1 merged with conflicts, 2 when the boards cannot be merged (nothing written).</source>
        <translation>Fusionne propriété par propriété les modifications que deux plateaux ont apportées à une même BASE et affiche chaque conflit (OURS y est conservé). Code de sortie 0 fusionné, 1 fusionné avec des conflits, 2 si les plateaux ne peuvent pas être fusionnés (rien n&apos;est écrit).</translation>
    </message>
    <message>
        <source>cannot merge: %1</source>
        <translation>impossible de fusionner&#xa0;: %1</translation>
    </message>
    <message>
        <source>Print what differs between two boards (--tiles: each tile&apos;s fields; --json); exit 0 same, 1 different, 2 trouble.</source>
        <translation>Affiche ce qui diffère entre deux plateaux (--tiles&#xa0;: les propriétés de chaque case&#xa0;; --json)&#xa0;; code de sortie 0 identiques, 1 différents, 2 problème.</translation>
    </message>
    <message>
        <source>Merge two boards&apos; edits of BASE field by field into OUT (-o; default OURS) and print the conflicts.</source>
        <translation>Fusionne propriété par propriété dans OUT (-o&#xa0;; par défaut OURS) les modifications que deux plateaux ont apportées à BASE et affiche les conflits.</translation>
    </message>
    <message>
        <source>Let git diff and merge boards in this repository (--global: in every repository).</source>
        <translation>Permet à git de comparer et de fusionner les plateaux de ce dépôt (--global&#xa0;: dans tous les dépôts).</translation>
    </message>
    <message>
        <source>Apply a board&apos;s rules and write OUT (apply), or exit 1 when any rule would change a board (check).</source>
        <translation>Applique les règles d&apos;un plateau et écrit OUT (apply), ou sort avec le code 1 si une règle modifierait un plateau (check).</translation>
    </message>
    <message>
        <source>Print the board as text lines for git diff: &apos;header KEY V&apos;, &apos;footer KEY V&apos;, then &apos;X Y KEY=V …&apos; per tile.</source>
        <translation>Affiche le plateau en lignes de texte pour git diff&#xa0;: «&#xa0;header KEY V&#xa0;», «&#xa0;footer KEY V&#xa0;», puis «&#xa0;X Y KEY=V …&#xa0;» par case.</translation>
    </message>
    <message>
        <source>--lines prints one board; it does not go with --out-dir</source>
        <translation>--lines affiche un seul plateau&#xa0;; il ne se combine pas avec --out-dir</translation>
    </message>
    <message>
        <source>git-setup needs git, which could not be started</source>
        <translation>git-setup a besoin de git, qui n&apos;a pas pu être démarré</translation>
    </message>
    <message>
        <source>not in a git repository: run &apos;gbxx git-setup&apos; inside one, or &apos;gbxx git-setup --global&apos;</source>
        <translation>pas dans un dépôt git&#xa0;: exécutez «&#xa0;gbxx git-setup&#xa0;» dans un dépôt, ou «&#xa0;gbxx git-setup --global&#xa0;»</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: already has %2</source>
        <translation>%1&#xa0;: contient déjà %2</translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation>%1&#xa0;: %2 ajouté</translation>
    </message>
    <message>
        <source>Let git diff and merge boards: the attributes for *.gb08 … *.gb64 and the configuration of the gbxx diff, merge and mergetool drivers (docs/user-guide.md, &quot;Boards in git&quot;).</source>
        <translation>Permet à git de comparer et de fusionner les plateaux&#xa0;: les attributs de *.gb08 … *.gb64 et la configuration des pilotes gbxx diff, merge et mergetool (docs/user-guide.md, «&#xa0;Boards in git&#xa0;»).</translation>
    </message>
    <message>
        <source>For every repository of this user: git&apos;s global configuration and attributes file, instead of the current repository&apos;s.</source>
        <translation>Pour tous les dépôts de cet utilisateur&#xa0;: la configuration globale et le fichier d&apos;attributs global de git, au lieu de ceux du dépôt courant.</translation>
    </message>
    <message>
        <source>&apos;git-setup&apos; takes no arguments, got %1</source>
        <translation>«&#xa0;git-setup&#xa0;» ne prend pas d&apos;argument, %1 reçu(s)</translation>
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
        <translation>Utilisation&#xa0;: gbxx rules apply [--rules FILE] [--layout NAME] [--schema FILE] IN OUT
              gbxx rules check [--rules FILE] [--layout NAME] [--schema FILE] FILE...

Exécute les règles d&apos;un plateau (docs/expressions.md, Rules)&#xa0;: chaque règle de son
fichier de règles, dans l&apos;ordre du fichier, chacune évaluant chaque case telle que
les règles précédentes ont laissé le plateau.

  apply   écrit OUT et affiche «&#xa0;NAME: N tiles changed&#xa0;» pour chaque règle, dans
          l&apos;ordre
  check   affiche «&#xa0;FILE: NAME: N tiles&#xa0;» pour chaque règle qui modifierait un
          plateau, et sort alors avec le code 1&#xa0;; sinon sort avec le code 0 sans
          rien afficher

Options&#xa0;:
  --rules FILE    le fichier de règles&#xa0;; par défaut celui de chaque plateau&#xa0;:
                  BOARDNAME.rules.json à côté de lui, sinon gameboardxx-rules.json
                  dans son dossier ou au-dessus
  --layout NAME   lit les plateaux dans cette disposition&#xa0;: %1
  --schema FILE   lit les données personnalisées avec ce schéma, pour que les
                  règles puissent nommer custom.KEY (par défaut celui du plateau,
                  comme pour «&#xa0;gbxx edit&#xa0;»)
  -h, --help      affiche cette aide

Un fichier de règles illisible ou contenant une erreur (son JSON, une expression,
une opération, une valeur qui ne convient pas) termine la commande avec le code de
sortie 2 et une ligne «&#xa0;error:&#xa0;» qui nomme la règle et l&apos;endroit, avant qu&apos;aucune
règle ne s&apos;exécute&#xa0;; rien n&apos;est écrit. IN peut être - (entrée standard&#xa0;; donnez
--rules) et OUT - (sortie standard&#xa0;; les lignes vont alors sur la sortie d&apos;erreur
standard).
</translation>
    </message>
    <message>
        <source>standard input has no rules file beside it; give --rules FILE</source>
        <translation>l&apos;entrée standard n&apos;a pas de fichier de règles à côté d&apos;elle&#xa0;; donnez --rules FILE</translation>
    </message>
    <message>
        <source>no rules file for %1 (BOARDNAME.rules.json beside it, or gameboardxx-rules.json in its folder or above); give --rules FILE</source>
        <translation>aucun fichier de règles pour %1 (BOARDNAME.rules.json à côté, ou gameboardxx-rules.json dans son dossier ou au-dessus)&#xa0;; donnez --rules FILE</translation>
    </message>
    <message>
        <source>%1 changed while its rules were checked</source>
        <translation>%1 a changé pendant la vérification de ses règles</translation>
    </message>
    <message>
        <source>&apos;rules&apos; takes apply or check</source>
        <translation>«&#xa0;rules&#xa0;» attend apply ou check</translation>
    </message>
    <message>
        <source>&apos;rules&apos; takes apply or check, not &apos;%1&apos;</source>
        <translation>«&#xa0;rules&#xa0;» attend apply ou check, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;rules check&apos; takes one or more files</source>
        <translation>«&#xa0;rules check&#xa0;» prend un ou plusieurs fichiers</translation>
    </message>
    <message>
        <source>&apos;rules apply&apos; takes IN OUT, got %1 argument(s)</source>
        <translation>«&#xa0;rules apply&#xa0;» prend IN OUT, %1 argument(s) reçu(s)</translation>
    </message>
    <message>
        <source>%1 is not a regular file; nothing was set up</source>
        <translation>%1 n&apos;est pas un fichier ordinaire&#xa0;; rien n&apos;a été configuré</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>impossible de lire %1</translation>
    </message>
    <message>
        <source>git config %1 failed: %2; the attributes were left as they are</source>
        <translation>échec de git config %1&#xa0;: %2&#xa0;; les attributs n&apos;ont pas été modifiés</translation>
    </message>
    <message>
        <source>git could not be started</source>
        <translation>git n&apos;a pas pu être lancé</translation>
    </message>
    <message>
        <source>the registry&apos;s answer names %1, not the board&apos;s own code %2</source>
        <translation>la réponse du registre nomme %1, et non le code propre du plateau, %2</translation>
    </message>
    <message>
        <source>No answer yet; sending the board again: try %1 of %2</source>
        <translation>Pas encore de réponse&#xa0;; nouvel envoi du plateau&#xa0;: essai %1 sur %2</translation>
    </message>
    <message>
        <source>Make a patch of the tiles that differ between two boards (make), apply it (apply) or print what it holds (show).</source>
        <translation>Crée un correctif des cases qui diffèrent entre deux plateaux (make), l&apos;applique (apply) ou affiche ce qu&apos;il contient (show).</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>cannot read %1 as a patch (unreadable, or larger than any patch)</source>
        <translation>impossible de lire %1 comme correctif (illisible, ou plus grand que tout correctif)</translation>
    </message>
    <message>
        <source>Write the patch that turns BASE into TARGET (boards of one size, tile size and layout) to OUT.</source>
        <translation>Écrit dans OUT le correctif qui transforme BASE en TARGET (plateaux de même taille, même taille de case et même disposition).</translation>
    </message>
    <message>
        <source>cannot make a patch: %1</source>
        <translation>impossible de créer le correctif&#xa0;: %1</translation>
    </message>
    <message>
        <source>Apply PATCH to BASE and write the result to OUT (which may be BASE). A patch made for another board, or whose result is not the board it names, writes nothing and exits 1.</source>
        <translation>Applique PATCH à BASE et écrit le résultat dans OUT (qui peut être BASE). Un correctif fait pour un autre plateau, ou dont le résultat n&apos;est pas le plateau qu&apos;il nomme, n&apos;écrit rien et sort avec 1.</translation>
    </message>
    <message>
        <source>cannot apply %1: %2</source>
        <translation>impossible d&apos;appliquer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Print a patch&apos;s base and result SHA-256, the tiles and runs it sets and the header and footer keys it changes, one per line.</source>
        <translation>Affiche le SHA-256 de la base et du résultat d&apos;un correctif, les cases et séries qu&apos;il écrit et les clés d&apos;en-tête et de pied de fichier qu&apos;il change, une par ligne.</translation>
    </message>
    <message>
        <source>Usage: gbxx patch make BASE TARGET OUT
       gbxx patch apply BASE PATCH OUT
       gbxx patch show PATCH

Board patches: the tiles, header and footer bytes that differ between two boards, named by both boards&apos; SHA-256.
Run &apos;gbxx patch make --help&apos; (apply, show) for each one&apos;s options.
</source>
        <translation>Utilisation&#xa0;: gbxx patch make BASE TARGET OUT
               gbxx patch apply BASE PATCH OUT
               gbxx patch show PATCH

Correctifs de plateaux&#xa0;: les cases et les octets d&apos;en-tête et de pied de fichier qui diffèrent entre deux plateaux, nommés par le SHA-256 des deux plateaux.
Lancez «&#xa0;gbxx patch make --help&#xa0;» (apply, show) pour les options de chacun.
</translation>
    </message>
    <message>
        <source>&apos;patch&apos; takes make, apply or show</source>
        <translation>«&#xa0;patch&#xa0;» prend make, apply ou show</translation>
    </message>
    <message>
        <source>unknown patch command &apos;%1&apos;; expected make, apply or show</source>
        <translation>commande patch inconnue «&#xa0;%1&#xa0;»&#xa0;; attendu make, apply ou show</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>coût %1</translation>
    </message>
    <message>
        <source>Print a cheapest path between two tiles or zones under a game&apos;s movement rules (climb, barriers, blacklists).</source>
        <translation>Afficher un chemin le moins coûteux entre deux cases ou zones selon les règles de déplacement d&apos;un jeu (montée, barrières, listes d&apos;exclusion).</translation>
    </message>
    <message>
        <source>Print every tile a piece reaches within a budget of movement points.</source>
        <translation>Afficher chaque case qu&apos;une pièce atteint avec un budget de points de mouvement.</translation>
    </message>
    <message>
        <source>Print the tiles of the line of sight between two tiles.</source>
        <translation>Afficher les cases de la ligne de vue entre deux cases.</translation>
    </message>
    <message>
        <source>Move as player P (1-4): tiles on P&apos;s blacklist cannot be entered.</source>
        <translation>Se déplacer comme le joueur P (1-4) : les cases de la liste d&apos;exclusion de P sont interdites.</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Move as team K (1-8): tiles with flag K of the team blacklist cannot be entered.</source>
        <translation>Se déplacer comme l&apos;équipe K (1-8) : les cases portant le drapeau K de la liste d&apos;exclusion des équipes sont interdites.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>With a player: the free-for-all blacklist counts too.</source>
        <translation>Avec un joueur : la liste d&apos;exclusion du chacun pour soi compte aussi.</translation>
    </message>
    <message>
        <source>On square boards, step to the 8 tiles around (hex boards always have 6).</source>
        <translation>Sur les plateaux carrés, aller sur les 8 cases autour (les plateaux hexagonaux en ont toujours 6).</translation>
    </message>
    <message>
        <source>Add N (0-100) to a move&apos;s cost for every level up. Default 0.</source>
        <translation>Ajouter N (0-100) au coût d&apos;un déplacement pour chaque niveau monté. Par défaut 0.</translation>
    </message>
    <message>
        <source>Add N (0-100) to a move&apos;s cost for every level down. Default 0.</source>
        <translation>Ajouter N (0-100) au coût d&apos;un déplacement pour chaque niveau descendu. Par défaut 0.</translation>
    </message>
    <message>
        <source>Turn barriers: ignore (default), block, or cost (add 5, 10 or 15).</source>
        <translation>Barrières de tours : ignore (par défaut), block ou cost (ajouter 5, 10 ou 15).</translation>
    </message>
    <message>
        <source>Currency barriers: ignore (default), block, or cost (add 3, 6 or 9).</source>
        <translation>Barrières de monnaie : ignore (par défaut), block ou cost (ajouter 3, 6 ou 9).</translation>
    </message>
    <message>
        <source>Piece barriers: ignore (default) or block.</source>
        <translation>Barrières de pièces : ignore (par défaut) ou block.</translation>
    </message>
    <message>
        <source>--player takes 1 to 4, not &apos;%1&apos;</source>
        <translation>--player attend 1 à 4, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--team takes 1 to 8, not &apos;%1&apos;</source>
        <translation>--team attend 1 à 8, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 takes 0 to %2, not &apos;%3&apos;</source>
        <translation>--%1 attend 0 à %2, pas &apos;%3&apos;</translation>
    </message>
    <message>
        <source>--%1 takes %2, not &apos;%3&apos;</source>
        <translation>--%1 attend %2, pas &apos;%3&apos;</translation>
    </message>
    <message>
        <source>Read the file in this layout (spec section L): %1. Default %2.</source>
        <translation>Lire le fichier avec cette disposition (spécification, section L) : %1. Par défaut %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile; write X,Y</source>
        <translation>&apos;%1&apos; n&apos;est pas une case ; écrivez X,Y</translation>
    </message>
    <message>
        <source>%1,%2 is off the board (%3x%4 tiles)</source>
        <translation>%1,%2 est hors du plateau (%3x%4 cases)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a tile (X,Y) nor a zone (home:P, end:P, safe:P, home:team:K)</source>
        <translation>&apos;%1&apos; n&apos;est ni une case (X,Y) ni une zone (home:P, end:P, safe:P, home:team:K)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a player is 1 to 4</source>
        <translation>&apos;%1&apos; : un joueur va de 1 à 4</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a team is 1 to 3 (A to C)</source>
        <translation>&apos;%1&apos; : une équipe va de 1 à 3 (A à C)</translation>
    </message>
    <message>
        <source>Print a cheapest path from FROM to TO under the movement rules: &apos;cost C&apos;, &apos;steps S&apos;, then one &apos;X,Y&apos; a line. FROM and TO are X,Y or zones: home:P, end:P, safe:P, home:team:K. Exit 1 when there is none.</source>
        <translation>Afficher un chemin le moins coûteux de FROM à TO selon les règles de déplacement : &apos;cost C&apos;, &apos;steps S&apos;, puis un &apos;X,Y&apos; par ligne. FROM et TO sont X,Y ou des zones : home:P, end:P, safe:P, home:team:K. Sortie 1 s&apos;il n&apos;y en a pas.</translation>
    </message>
    <message>
        <source>The movement points to spend (0 or more); required.</source>
        <translation>Les points de mouvement à dépenser (0 ou plus) ; obligatoire.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Print every tile a piece on FROM reaches within --budget B under the movement rules, as &apos;X,Y C&apos; in body order (FROM at 0).</source>
        <translation>Afficher chaque case qu&apos;une pièce sur FROM atteint avec --budget B selon les règles de déplacement, en &apos;X,Y C&apos; dans l&apos;ordre du corps (FROM à 0).</translation>
    </message>
    <message>
        <source>&apos;reach&apos; needs --budget B</source>
        <translation>&apos;reach&apos; a besoin de --budget B</translation>
    </message>
    <message>
        <source>--budget takes a number of 0 or more, not &apos;%1&apos;</source>
        <translation>--budget attend un nombre de 0 ou plus, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Print the tiles of the line from A to B (X,Y each), one &apos;X,Y&apos; a line, A first: the tiles a line of sight passes (docs/movement.md).</source>
        <translation>Afficher les cases de la ligne de A à B (X,Y chacune), un &apos;X,Y&apos; par ligne, A d&apos;abord : les cases que traverse une ligne de vue (docs/movement.md).</translation>
    </message>
    <message>
        <source>Watch a board&apos;s live session (watch), or send it a script&apos;s operations (play).</source>
        <translation>Observer la session en direct d&apos;un plateau (watch) ou lui envoyer les opérations d&apos;un script (play).</translation>
    </message>
    <message>
        <source>Watch a board&apos;s live session: each applied operation as lines &apos;SEQ X Y KEY=V …&apos;, &apos;SEQ footer KEY=TEXT&apos; or &apos;SEQ board WxL GBnn&apos;.</source>
        <translation>Observer la session en direct d&apos;un plateau&#xa0;: chaque opération appliquée sous forme de lignes &apos;SEQ X Y KEY=V …&apos;, &apos;SEQ footer KEY=TEXT&apos; ou &apos;SEQ board WxL GBnn&apos;.</translation>
    </message>
    <message>
        <source>Stop after N operations (default: until stopped).</source>
        <translation>S&apos;arrêter après N opérations (par défaut&#xa0;: jusqu&apos;à interruption).</translation>
    </message>
    <message>
        <source>The board&apos;s code.</source>
        <translation>Le code du plateau.</translation>
    </message>
    <message>
        <source>give one board code</source>
        <translation>donnez un seul code de plateau</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board code</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un code de plateau</translation>
    </message>
    <message>
        <source>--count takes a number from 1</source>
        <translation>--count attend un nombre à partir de 1</translation>
    </message>
    <message>
        <source>name a field and its value (KEY=V)</source>
        <translation>nommez une propriété et sa valeur (KEY=V)</translation>
    </message>
    <message>
        <source>the tiles are not all on the %1x%2 board</source>
        <translation>les cases ne sont pas toutes sur le plateau de %1x%2</translation>
    </message>
    <message>
        <source>%1 takes a number from 0 to %2</source>
        <translation>%1 attend un nombre de 0 à %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=V with a field of this board</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas KEY=V avec une propriété de ce plateau</translation>
    </message>
    <message>
        <source>expected &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; or &apos;wait MS&apos;</source>
        <translation>attendu &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; ou &apos;wait MS&apos;</translation>
    </message>
    <message>
        <source>Send a script&apos;s operations to a board&apos;s live session and wait until each is applied.</source>
        <translation>Envoyer les opérations d&apos;un script à la session en direct d&apos;un plateau et attendre que chacune soit appliquée.</translation>
    </message>
    <message>
        <source>Lines &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; (the script&apos;s last operation not undone) and &apos;wait MS&apos;; # starts a comment.</source>
        <translation>Lignes &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; (la dernière opération du script pas encore annulée) et &apos;wait MS&apos;&#xa0;; # commence un commentaire.</translation>
    </message>
    <message>
        <source>give a board code and a script</source>
        <translation>donnez un code de plateau et un script</translation>
    </message>
    <message>
        <source>the session did not answer within 30 s</source>
        <translation>la session n&apos;a pas répondu dans les 30&#xa0;s</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1, ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 line %2: refused: %3</source>
        <translation>%1, ligne %2&#xa0;: refusée&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 line %2: nothing of this script to undo</source>
        <translation>%1, ligne %2&#xa0;: rien de ce script à annuler</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) not applied within a minute</source>
        <translation>
            <numerusform>%n opération non appliquée en une minute</numerusform>
            <numerusform>%n opérations non appliquées en une minute</numerusform>
        </translation>
    </message>
    <message>
        <source>applied %1 of %2 operations; the session is at %3
</source>
        <translation>%1 des %2 opérations appliquées&#xa0;; la session en est à %3
</translation>
    </message>
    <message>
        <source>Usage: gbxx live watch CODE [--count N] [--registry URL]
       gbxx live play CODE SCRIPT [--registry URL]

A board&apos;s live session: watch prints each applied operation, play sends a script&apos;s operations.
</source>
        <translation>Utilisation&#xa0;: gbxx live watch CODE [--count N] [--registry URL]
              gbxx live play CODE SCRIPT [--registry URL]

La session en direct d&apos;un plateau&#xa0;: watch affiche chaque opération appliquée, play envoie les opérations d&apos;un script.
</translation>
    </message>
    <message>
        <source>say &apos;watch&apos; or &apos;play&apos;</source>
        <translation>indiquez &apos;watch&apos; ou &apos;play&apos;</translation>
    </message>
    <message>
        <source>unknown live command &apos;%1&apos;</source>
        <translation>commande live inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
</TS>
