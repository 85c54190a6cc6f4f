<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>gbxx::cli</name>
    <message>
        <source>No zones on this board.
</source>
        <translation>No hay zonas en este tablero.
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
        <translation>dueño</translation>
    </message>
    <message>
        <source>home</source>
        <translation>inicio</translation>
    </message>
    <message>
        <source>end</source>
        <translation>meta</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>segura</translation>
    </message>
    <message>
        <source>home→end</source>
        <translation>inicio→meta</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>* differs between players
</source>
        <translation>* difiere entre jugadores
</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (%n tile(s)), %3</source>
        <translation>
            <numerusform>%1 × %2 (%n casilla), %3</numerusform>
            <numerusform>%1 × %2 (%n casillas), %3</numerusform>
        </translation>
    </message>
    <message>
        <source>hexagonal</source>
        <translation>hexagonal</translation>
    </message>
    <message>
        <source>square</source>
        <translation>cuadrado</translation>
    </message>
    <message>
        <source>Tiles using each field</source>
        <translation>Casillas por propiedad</translation>
    </message>
    <message>
        <source>nothing (an empty board)</source>
        <translation>nada (un tablero vacío)</translation>
    </message>
    <message>
        <source>Run &apos;gbxx %1 --help&apos; for usage.</source>
        <translation>Ejecute &apos;gbxx %1 --help&apos; para ver el uso.</translation>
    </message>
    <message>
        <source>converting %1 to GB%2 loses data (%3); nothing was written</source>
        <translation>convertir %1 a GB%2 pierde datos (%3); no se escribió nada</translation>
    </message>
    <message>
        <source>Print a short human summary of each board.</source>
        <translation>Imprime un breve resumen legible de cada tablero.</translation>
    </message>
    <message>
        <source>Print the board as one JSON object; with --out-dir, write several boards&apos; JSON into a folder.</source>
        <translation>Imprime el tablero como un objeto JSON; con --out-dir, escribe el JSON de varios tableros en una carpeta.</translation>
    </message>
    <message>
        <source>Write IN in another tile size as OUT and print what is lost; with --out-dir, convert several boards into a folder.</source>
        <translation>Escribe IN en otro tamaño de casilla como OUT e imprime lo que se pierde; con --out-dir, convierte varios tableros en una carpeta.</translation>
    </message>
    <message>
        <source>Check that each file is a valid board; print its warnings (several files: each line starts with the file&apos;s name).</source>
        <translation>Comprueba que cada archivo es un tablero válido; imprime sus advertencias (con varios archivos, cada línea empieza con el nombre del archivo).</translation>
    </message>
    <message>
        <source>Report zone sizes and home-to-end paths per player and team, and design warnings.</source>
        <translation>Informa de los tamaños de zona y los caminos de inicio a meta por jugador y equipo, y de las advertencias de diseño.</translation>
    </message>
    <message>
        <source>Draw the board as the editor shows it, into a PNG or SVG (by OUT&apos;s extension); with --out-dir, draw several boards into a folder.</source>
        <translation>Dibuja el tablero tal como lo muestra el editor, en un PNG o SVG (según la extensión de OUT); con --out-dir, dibuja varios tableros en una carpeta.</translation>
    </message>
    <message>
        <source>Print &apos;x y&apos; for every tile matching a tile expression (--count: how many).</source>
        <translation>Imprime &apos;x y&apos; para cada casilla que cumple una expresión de casillas (--count: cuántas).</translation>
    </message>
    <message>
        <source>Index every board under the folders into the board library (--db PATH).</source>
        <translation>Indexa todos los tableros de las carpetas en la biblioteca de tableros (--db PATH).</translation>
    </message>
    <message>
        <source>Search the board library by words and filters; --duplicates, --code-conflicts.</source>
        <translation>Busca en la biblioteca de tableros por palabras y filtros; --duplicates, --code-conflicts.</translation>
    </message>
    <message>
        <source>Change fields of the tiles matching --where EXPR (--set, --add, --flags-on, --flags-off, in order) and write OUT.</source>
        <translation>Cambia propiedades de las casillas que cumplen --where EXPR (--set, --add, --flags-on, --flags-off, en orden) y escribe OUT.</translation>
    </message>
    <message>
        <source>Run a JavaScript program on a board (--out OUT keeps its changes, --check fails on warnings).</source>
        <translation>Ejecuta un programa JavaScript sobre un tablero (--out OUT conserva sus cambios, --check falla si hay advertencias).</translation>
    </message>
    <message>
        <source>Usage: gbxx COMMAND [options] ARGUMENTS

GameBoardXX boards on the command line.

Commands:
</source>
        <translation>Uso: gbxx COMMAND [opciones] ARGUMENTS

Tableros GameBoardXX en la línea de comandos.

Comandos:
</translation>
    </message>
    <message>
        <source>
Run &apos;gbxx COMMAND --help&apos; for a command&apos;s options.
Exit status: 0 success, 1 invalid board or failed operation, 2 usage error.
</source>
        <translation>
Ejecute &apos;gbxx COMMAND --help&apos; para ver las opciones de un comando.
Código de salida: 0 éxito, 1 tablero no válido u operación fallida, 2 error de uso.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not part of this program; run it with gbxx or gbxx-full</source>
        <translation>&apos;%1&apos; no forma parte de este programa; ejecútelo con gbxx o gbxx-full</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Muestra esta ayuda.</translation>
    </message>
    <message>
        <source>Read the file in this layout (spec section L): %1. Default %2. &apos;convert&apos; always writes today&apos;s layout.</source>
        <translation>Lee el archivo en esta disposición (sección L de la especificación): %1. Por defecto, %2. &apos;convert&apos; siempre escribe la disposición actual.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>The target tile size: 08, 16, 32 or 64.</source>
        <translation>El tamaño de casilla de destino: 08, 16, 32 o 64.</translation>
    </message>
    <message>
        <source>NN</source>
        <translation>NN</translation>
    </message>
    <message>
        <source>Convert every IN given (gbxx convert --to NN --out-dir DIR IN...) into DIR, as DIR/NAME.gbNN, each with its report; progress is shown on a terminal.</source>
        <translation>Convierte cada IN indicado (gbxx convert --to NN --out-dir DIR IN...) en DIR, como DIR/NAME.gbNN, cada uno con su informe; en un terminal se muestra el progreso.</translation>
    </message>
    <message>
        <source>Write every FILE given (gbxx dump --out-dir DIR FILE...) into DIR, as DIR/NAME.json, instead of printing it.</source>
        <translation>Escribe cada FILE indicado (gbxx dump --out-dir DIR FILE...) en DIR, como DIR/NAME.json, en lugar de imprimirlo.</translation>
    </message>
    <message>
        <source>Draw every FILE given (gbxx render --out-dir DIR FILE...) into DIR, as DIR/NAME.png (or .svg with --format svg).</source>
        <translation>Dibuja cada FILE indicado (gbxx render --out-dir DIR FILE...) en DIR, como DIR/NAME.png (o .svg con --format svg).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>With --out-dir: the pictures&apos; format, png (default) or svg.</source>
        <translation>Con --out-dir: el formato de las imágenes, png (por defecto) o svg.</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>Refuse a lossy conversion: write nothing and exit 1.</source>
        <translation>Rechaza una conversión con pérdidas: no escribe nada y sale con 1.</translation>
    </message>
    <message>
        <source>A layer (field key) to draw; repeat it or separate keys with commas for one panel each. Default boundary.</source>
        <translation>Una capa (clave de propiedad) que dibujar; repita la opción o separe las claves con comas para obtener un panel por capa. Por defecto, boundary.</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>KEY</translation>
    </message>
    <message>
        <source>Title each panel and add its legend.</source>
        <translation>Pone un título a cada panel y añade su leyenda.</translation>
    </message>
    <message>
        <source>Pixels per tile (1-256). Default 16.</source>
        <translation>Píxeles por casilla (1-256). Por defecto, 16.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Pixels on the longer side of the board.</source>
        <translation>Píxeles en el lado más largo del tablero.</translation>
    </message>
    <message>
        <source>PIXELS</source>
        <translation>PIXELS</translation>
    </message>
    <message>
        <source>Draw grid lines.</source>
        <translation>Dibuja las líneas de la cuadrícula.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Imprime JSON en lugar de texto.</translation>
    </message>
    <message>
        <source>Print only the number of matching tiles.</source>
        <translation>Imprime solo el número de casillas coincidentes.</translation>
    </message>
    <message>
        <source>Read custom data with a schema (docs/schema.md): --schema alone uses the board&apos;s own (BOARDNAME.schema.json, or gameboardxx-schema.json in its folder or above), --schema FILE.json or --schema=FILE that file. &apos;dump&apos; then adds each sub-field as custom.KEY; query, edit, render and run use a board&apos;s own schema anyway.</source>
        <translation>Lee los datos propios con un esquema (docs/schema.md): --schema sin más usa el del propio tablero (BOARDNAME.schema.json, o gameboardxx-schema.json en su carpeta o en una superior); --schema FILE.json o --schema=FILE usa ese archivo. &apos;dump&apos; añade entonces cada subpropiedad como custom.KEY; query, edit, render y run usan de todos modos el esquema propio del tablero.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;%1 --out-dir DIR&apos; takes one or more files</source>
        <translation>&apos;%1 --out-dir DIR&apos; necesita uno o más archivos</translation>
    </message>
    <message>
        <source>--format goes with --out-dir (OUT&apos;s extension chooses the format of one picture)</source>
        <translation>--format va con --out-dir (la extensión de OUT elige el formato de una sola imagen)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes %2, got %3 argument(s)</source>
        <translation>&apos;%1&apos; necesita %2; se recibieron %3 argumento(s)</translation>
    </message>
    <message>
        <source>unknown layout &apos;%1&apos;; expected one of %2</source>
        <translation>disposición desconocida &apos;%1&apos;; se esperaba una de %2</translation>
    </message>
    <message>
        <source>give --tile-size or --size, not both</source>
        <translation>indique --tile-size o --size, no ambas</translation>
    </message>
    <message>
        <source>--tile-size takes 1 to 256 pixels</source>
        <translation>--tile-size admite de 1 a 256 píxeles</translation>
    </message>
    <message>
        <source>--size takes 1 to 16384 pixels</source>
        <translation>--size admite de 1 a 16384 píxeles</translation>
    </message>
    <message>
        <source>--format takes png or svg, not &apos;%1&apos;</source>
        <translation>--format admite png o svg, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not drawn</source>
        <translation>%1 de %2 tableros no se dibujaron</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not written</source>
        <translation>%1 de %2 tableros no se escribieron</translation>
    </message>
    <message>
        <source>&apos;convert&apos; needs --to 08|16|32|64</source>
        <translation>&apos;convert&apos; necesita --to 08|16|32|64</translation>
    </message>
    <message>
        <source>--to takes 08, 16, 32 or 64, not &apos;%1&apos;</source>
        <translation>--to admite 08, 16, 32 o 64, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>no se indicó ningún comando</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>comando desconocido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 and %2 would both be written to %3; give them separately</source>
        <translation>%1 y %2 se escribirían ambos en %3; indíquelos por separado</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not converted</source>
        <translation>%1 de %2 tableros no se convirtieron</translation>
    </message>
    <message>
        <source>&apos;%1&apos; runs in gbxx-full, which is not installed beside gbxx</source>
        <translation>&apos;%1&apos; se ejecuta en gbxx-full, que no está instalado junto a gbxx</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>no se puede iniciar %1: %2</translation>
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
        <translation>Uso: gbxx edit [--layout NAME] [--schema FILE] IN OUT [--where EXPR] OP...
     gbxx edit [--layout NAME] [--schema FILE] (--out-dir DIR | --in-place) FILE...
               [--where EXPR] OP...

Aplica las operaciones, en el orden dado, a cada casilla de IN que cumpla EXPR (evaluada
sobre IN antes de cualquier cambio; sin --where, a todas las casillas), escribe OUT con la
disposición y el tamaño de casilla de IN, con la cabecera y el pie sin cambios, e imprime
&apos;N tiles changed&apos;.

Operaciones:
  --set KEY=V         pone la propiedad a V (debe caber en la propiedad)
  --add KEY=N         suma N (con signo), limitado al rango de la propiedad
  --flags-on KEY=M    activa los indicadores de la máscara M
  --flags-off KEY=M   desactiva los indicadores de la máscara M
Los números son decimales o hexadecimales con 0x; KEY es una propiedad de casilla de IN
(como en &apos;gbxx dump&apos;), o custom.KEY de su esquema de datos propios (--schema FILE; si no,
el propio de IN; docs/schema.md).
EXPR es el lenguaje de expresiones de casillas (docs/expressions.md), como en &apos;gbxx query&apos;.
IN puede ser - (entrada estándar) y OUT - (salida estándar; el recuento va entonces a la
salida de error estándar).

Varios tableros: --out-dir DIR escribe cada FILE en DIR/NAME, --in-place sobre sí mismo;
cada uno imprime &apos;FILE -&gt; OUT&apos; y su recuento, con sangría. Un tablero que falla se nombra
en una línea de error y los demás se siguen editando (código de salida 1).
</translation>
    </message>
    <message>
        <source>expression: %1</source>
        <translation>expresión: %1</translation>
    </message>
    <message>
        <source>--where: %1</source>
        <translation>--where: %1</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>opción desconocida &apos;%1&apos;</translation>
    </message>
    <message>
        <source>missing value after &apos;%1&apos;</source>
        <translation>falta el valor después de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give --out-dir or --in-place, not both</source>
        <translation>indique --out-dir o --in-place, no ambas</translation>
    </message>
    <message>
        <source>&apos;edit %1&apos; takes one or more files</source>
        <translation>&apos;edit %1&apos; necesita uno o más archivos</translation>
    </message>
    <message>
        <source>&apos;edit&apos; takes IN OUT, got %1 argument(s)</source>
        <translation>&apos;edit&apos; necesita IN OUT; se recibieron %1 argumento(s)</translation>
    </message>
    <message>
        <source>&apos;edit&apos; needs at least one of --set, --add, --flags-on, --flags-off</source>
        <translation>&apos;edit&apos; necesita al menos una de --set, --add, --flags-on, --flags-off</translation>
    </message>
    <message>
        <source>several boards are files; standard input is one board (gbxx edit - OUT)</source>
        <translation>con varios tableros, deben ser archivos; la entrada estándar es un solo tablero (gbxx edit - OUT)</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not edited</source>
        <translation>%1 de %2 tableros no se editaron</translation>
    </message>
    <message>
        <source>no schema found for %1 (BOARDNAME.schema.json beside it, or gameboardxx-schema.json in its folder or above); give --schema FILE</source>
        <translation>no se encontró ningún esquema para %1 (BOARDNAME.schema.json a su lado, o gameboardxx-schema.json en su carpeta o en una superior); indique --schema FILE</translation>
    </message>
    <message>
        <source>the schema %1 says nothing of GB%2 boards</source>
        <translation>el esquema %1 no dice nada de los tableros GB%2</translation>
    </message>
    <message>
        <source>The library database (default %1).</source>
        <translation>La base de datos de la biblioteca (por defecto, %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>cannot open the library %1: %2</source>
        <translation>no se puede abrir la biblioteca %1: %2</translation>
    </message>
    <message>
        <source>Index every board file under each DIR (recursively) into the library.</source>
        <translation>Indexa en la biblioteca todos los archivos de tablero de cada DIR (de forma recursiva).</translation>
    </message>
    <message>
        <source>Read the boards of these folders in this layout: %1. Default %2.</source>
        <translation>Lee los tableros de estas carpetas en esta disposición: %1. Por defecto, %2.</translation>
    </message>
    <message>
        <source>Folders to index.</source>
        <translation>Carpetas que indexar.</translation>
    </message>
    <message>
        <source>&apos;index&apos; takes one or more folders</source>
        <translation>&apos;index&apos; necesita una o más carpetas</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: no existe la carpeta</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 no es una carpeta</translation>
    </message>
    <message>
        <source>cannot index %1: %2</source>
        <translation>no se puede indexar %1: %2</translation>
    </message>
    <message>
        <source>Print the paths of the library&apos;s boards matching every WORD (in the title, author, editor ID, board code or file name, any case) and every filter.</source>
        <translation>Imprime las rutas de los tableros de la biblioteca que coinciden con cada WORD (en el título, el autor, el ID de editor, el código del tablero o el nombre de archivo, sin distinguir mayúsculas) y con cada filtro.</translation>
    </message>
    <message>
        <source>Only this tile size: 08, 16, 32 or 64.</source>
        <translation>Solo este tamaño de casilla: 08, 16, 32 o 64.</translation>
    </message>
    <message>
        <source>Only hexagonal boards.</source>
        <translation>Solo tableros hexagonales.</translation>
    </message>
    <message>
        <source>Only square boards.</source>
        <translation>Solo tableros cuadrados.</translation>
    </message>
    <message>
        <source>Only boards that wrap (header wrap not 0).</source>
        <translation>Solo tableros con continuidad (wrap de la cabecera distinto de 0).</translation>
    </message>
    <message>
        <source>At least N tiles wide.</source>
        <translation>Al menos N casillas de ancho.</translation>
    </message>
    <message>
        <source>At most N tiles wide.</source>
        <translation>Como máximo N casillas de ancho.</translation>
    </message>
    <message>
        <source>At least N tiles long.</source>
        <translation>Al menos N casillas de largo.</translation>
    </message>
    <message>
        <source>At most N tiles long.</source>
        <translation>Como máximo N casillas de largo.</translation>
    </message>
    <message>
        <source>The title contains TEXT (any case).</source>
        <translation>El título contiene TEXT (sin distinguir mayúsculas).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>The author contains TEXT (any case).</source>
        <translation>El autor contiene TEXT (sin distinguir mayúsculas).</translation>
    </message>
    <message>
        <source>The board code is exactly CODE.</source>
        <translation>El código del tablero es exactamente CODE.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>Print one JSON array of the boards instead of their paths.</source>
        <translation>Imprime un único array JSON con los tableros en lugar de sus rutas.</translation>
    </message>
    <message>
        <source>Print each group of byte-identical boards on a line (tab between paths).</source>
        <translation>Imprime en una línea cada grupo de tableros idénticos byte a byte (rutas separadas por tabuladores).</translation>
    </message>
    <message>
        <source>Print each group of different boards sharing a board code on a line.</source>
        <translation>Imprime en una línea cada grupo de tableros distintos que comparten un código del tablero.</translation>
    </message>
    <message>
        <source>Words to look for.</source>
        <translation>Palabras que buscar.</translation>
    </message>
    <message>
        <source>--variant takes 08, 16, 32 or 64, not &apos;%1&apos;</source>
        <translation>--variant admite 08, 16, 32 o 64, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give --hex or --square, not both</source>
        <translation>indique --hex o --square, no ambas</translation>
    </message>
    <message>
        <source>--%1 takes a whole number of tiles, not &apos;%2&apos;</source>
        <translation>--%1 admite un número entero de casillas, no &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give --duplicates or --code-conflicts, not both</source>
        <translation>indique --duplicates o --code-conflicts, no ambas</translation>
    </message>
    <message>
        <source>--duplicates and --code-conflicts take no words or filters</source>
        <translation>--duplicates y --code-conflicts no admiten palabras ni filtros</translation>
    </message>
    <message>
        <source>a GB%1 board has no layer &apos;%2&apos;; its layers are %3</source>
        <translation>un tablero GB%1 no tiene la capa &apos;%2&apos;; sus capas son %3</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) (--check)</source>
        <translation>
            <numerusform>%n advertencia (--check)</numerusform>
            <numerusform>%n advertencias (--check)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;--check&apos; takes no value</source>
        <translation>&apos;--check&apos; no admite ningún valor</translation>
    </message>
    <message>
        <source>--out needs a file name</source>
        <translation>--out necesita un nombre de archivo</translation>
    </message>
    <message>
        <source>--out-dir needs a folder name</source>
        <translation>--out-dir necesita un nombre de carpeta</translation>
    </message>
    <message>
        <source>--timeout takes a number of seconds above 0 (up to 86400), not &apos;%1&apos;</source>
        <translation>--timeout admite un número de segundos mayor que 0 (hasta 86400), no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;run&apos; takes SCRIPT FILE, got %1 argument(s)</source>
        <translation>&apos;run&apos; necesita SCRIPT FILE; se recibieron %1 argumento(s)</translation>
    </message>
    <message>
        <source>--out names one board&apos;s file; give --out-dir DIR for several</source>
        <translation>--out nombra el archivo de un solo tablero; indique --out-dir DIR para varios</translation>
    </message>
    <message>
        <source>give --out or --out-dir, not both</source>
        <translation>indique --out o --out-dir, no ambas</translation>
    </message>
    <message>
        <source>--out - would mix the board with the script&apos;s output; name a file</source>
        <translation>--out - mezclaría el tablero con la salida del script; indique un nombre de archivo</translation>
    </message>
    <message>
        <source>cannot read the script %1: %2</source>
        <translation>no se puede leer el script %1: %2</translation>
    </message>
    <message>
        <source>the script failed on %1 of %2 boards</source>
        <translation>el script falló en %1 de %2 tableros</translation>
    </message>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles), layout %2</source>
        <translation>
            <numerusform>GB%1 (casillas de %n byte), disposición %2</numerusform>
            <numerusform>GB%1 (casillas de %n bytes), disposición %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the library %1 is empty now: &apos;gbxx index DIR...&apos; builds it again</source>
        <translation>la biblioteca %1 está vacía ahora: &apos;gbxx index DIR...&apos; la vuelve a crear</translation>
    </message>
    <message>
        <source>cannot read the library %1: %2</source>
        <translation>no se puede leer la biblioteca %1: %2</translation>
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
        <translation>Uso: gbxx run [--layout NAME] [--schema S] SCRIPT FILE [--out OUT] [--check]
              [--timeout SECONDS] [-- ARG...]
     gbxx run [opciones] SCRIPT FILE... [--out-dir DIR] [-- ARG...]

Ejecuta el programa JavaScript SCRIPT sobre el tablero FILE (docs/scripting.md). El
script ve &apos;board&apos;, &apos;args&apos; (los ARG que siguen a --), &apos;print(...)&apos; y &apos;warn(x, y, message)&apos;.

Opciones:
  --out OUT          escribe en OUT el tablero tal como lo dejó el script (misma
                     disposición y tamaño de casilla); sin ella, los cambios se
                     descartan y la salida de error estándar indica cuántas casillas
                     cambiaron
  --out-dir DIR      varios FILE: escribe cada tablero tal como lo dejó el script en
                     DIR/NAME (sin ella, no se escribe nada)
  --check            sale con 1 si el script llamó a warn
  --timeout SECONDS  detiene un script que siga en ejecución después de SECONDS
                     (por defecto, 10)
  --memory-limit MIB detiene un script cuyo proceso ocupe más de MIB mebibytes
                     (predeterminado 1024)
  --schema S         lee los datos propios con el archivo de esquema S
                     (docs/schema.md); por defecto se usa el esquema propio de FILE,
                     si lo tiene
  --layout NAME      lee FILE en esta disposición: %1

Varios FILE: el script se ejecuta sobre cada uno por turno, con su salida bajo una línea
&apos;==&gt; FILE &lt;==&apos;; &apos;FILE: N tiles changed&apos; en la salida de error estándar; un tablero que
falla se nombra y los demás se siguen ejecutando.
Cada warn imprime &apos;warning: (x, y) message&apos;. Código de salida: 0 éxito; 1 si el script
falla (&apos;error: SCRIPT:LINE: message&apos;), si --timeout o la falta de memoria lo detiene, si hay advertencias con
--check o si un tablero no se puede leer o escribir; 2 error de uso.
</translation>
    </message>
    <message>
        <source>--memory-limit takes a number of mebibytes from %1 to %2, not &apos;%3&apos;</source>
        <translation>--memory-limit espera un número de mebibytes de %1 a %2, no &apos;%3&apos;</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>mayor que %1 bytes</translation>
    </message>
    <message>
        <source>Sign in to the board registry with a token read from standard input (login), or sign out (logout).</source>
        <translation>Iniciar sesión en el registro de tableros con un token leído de la entrada estándar (login), o cerrarla (logout).</translation>
    </message>
    <message>
        <source>Publish a board to the registry and print &apos;CODE rREV&apos;; an assigned code is written into FILE.</source>
        <translation>Publicar un tablero en el registro e imprimir &apos;CODE rREV&apos;; un código asignado se escribe en FILE.</translation>
    </message>
    <message>
        <source>Fetch boards from the registry by code (CODE or CODE@REV) into files.</source>
        <translation>Descargar tableros del registro por código (CODE o CODE@REV) a archivos.</translation>
    </message>
    <message>
        <source>Search the registry&apos;s boards by words and filters; --json.</source>
        <translation>Buscar los tableros del registro por palabras y filtros; --json.</translation>
    </message>
    <message>
        <source>%1 exists; --force replaces it</source>
        <translation>%1 existe; --force lo reemplaza</translation>
    </message>
    <message>
        <source>Fetch boards from the registry by code (the latest revision, or CODE@REV) and write each to DIR/CODE.gbNN; print &apos;CODE rREV -&gt; PATH&apos; for each. Nothing is written unless every board arrived whole.</source>
        <translation>Descargar tableros del registro por código (la última revisión, o CODE@REV) y escribir cada uno en DIR/CODE.gbNN; imprimir &apos;CODE rREV -&gt; PATH&apos; por cada uno. No se escribe nada salvo que todos los tableros lleguen completos.</translation>
    </message>
    <message>
        <source>Write the one board to OUT (&apos;-&apos;: standard output, the line then goes to standard error).</source>
        <translation>Escribir el único tablero en OUT (&apos;-&apos;: la salida estándar; la línea va entonces a la salida de error).</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>Write the boards into DIR (created if needed); default: the current folder.</source>
        <translation>Escribir los tableros en DIR (se crea si hace falta); por omisión: la carpeta actual.</translation>
    </message>
    <message>
        <source>Replace files that exist already.</source>
        <translation>Reemplazar los archivos que ya existen.</translation>
    </message>
    <message>
        <source>Board codes, each with a revision or not.</source>
        <translation>Códigos de tablero, cada uno con revisión o sin ella.</translation>
    </message>
    <message>
        <source>&apos;fetch&apos; takes one or more codes</source>
        <translation>&apos;fetch&apos; necesita uno o más códigos</translation>
    </message>
    <message>
        <source>give -o or --out-dir, not both</source>
        <translation>indique -o o --out-dir, no ambos</translation>
    </message>
    <message>
        <source>-o takes one board; --out-dir DIR takes several</source>
        <translation>-o admite un tablero; --out-dir DIR admite varios</translation>
    </message>
    <message>
        <source>-o needs a file name</source>
        <translation>-o necesita un nombre de archivo</translation>
    </message>
    <message>
        <source>--out-dir needs a folder</source>
        <translation>--out-dir necesita una carpeta</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board code (five letters and digits, e.g. B7K2Q), with @REV or not</source>
        <translation>&apos;%1&apos; no es un código de tablero (cinco letras y cifras, p. ej. B7K2Q), con @REV o sin él</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 aparece dos veces</translation>
    </message>
    <message>
        <source>%1 from the registry is not a board: %2</source>
        <translation>%1 del registro no es un tablero: %2</translation>
    </message>
    <message>
        <source>the registry&apos;s SHA-256 of %1 r%2 is not that of its bytes</source>
        <translation>el SHA-256 del registro para %1 r%2 no es el de sus bytes</translation>
    </message>
    <message>
        <source>Publish the board to the registry and print its code and revision (CODE rREV). When the registry assigns the code, FILE is rewritten with it. Needs &apos;gbxx registry login&apos; (or GBXX_TOKEN).</source>
        <translation>Publicar el tablero en el registro e imprimir su código y revisión (CODE rREV). Cuando el registro asigna el código, FILE se reescribe con él. Requiere &apos;gbxx registry login&apos; (o GBXX_TOKEN).</translation>
    </message>
    <message>
        <source>A note on this revision (at most %1 characters).</source>
        <translation>Una nota sobre esta revisión (como máximo %1 caracteres).</translation>
    </message>
    <message>
        <source>Keep the board out of searches; it is still fetched by its code.</source>
        <translation>Mantener el tablero fuera de las búsquedas; sigue pudiéndose descargar por su código.</translation>
    </message>
    <message>
        <source>The board to publish.</source>
        <translation>El tablero que publicar.</translation>
    </message>
    <message>
        <source>&apos;publish&apos; takes FILE, got %1 argument(s)</source>
        <translation>&apos;publish&apos; espera FILE, recibió %1 argumento(s)</translation>
    </message>
    <message>
        <source>not signed in to %1: run &apos;gbxx registry login&apos; (or set GBXX_TOKEN)</source>
        <translation>no ha iniciado sesión en %1: ejecute &apos;gbxx registry login&apos; (o defina GBXX_TOKEN)</translation>
    </message>
    <message>
        <source>published as %1, but %2 was left without its code: %3</source>
        <translation>publicado como %1, pero %2 quedó sin su código: %3</translation>
    </message>
    <message>
        <source>published as %1, but %2 changed meanwhile and was left as it is</source>
        <translation>publicado como %1, pero %2 cambió entretanto y se dejó como está</translation>
    </message>
    <message>
        <source>published as %1, but %2</source>
        <translation>publicado como %1, pero %2</translation>
    </message>
    <message>
        <source>Token for %1: </source>
        <translation>Token para %1: </translation>
    </message>
    <message>
        <source>no token on standard input (gbxx-registry user add NAME prints one)</source>
        <translation>no hay token en la entrada estándar (gbxx-registry user add NAME imprime uno)</translation>
    </message>
    <message>
        <source>that is not a registry token (a token is one line of letters, digits and punctuation)</source>
        <translation>eso no es un token del registro (un token es una línea de letras, cifras y signos)</translation>
    </message>
    <message>
        <source>cannot keep the token: %1</source>
        <translation>no se puede guardar el token: %1</translation>
    </message>
    <message>
        <source>signed in to %1 as %2
</source>
        <translation>sesión iniciada en %1 como %2
</translation>
    </message>
    <message>
        <source>cannot forget the token: %1</source>
        <translation>no se puede olvidar el token: %1</translation>
    </message>
    <message>
        <source>signed out of %1
</source>
        <translation>sesión cerrada en %1
</translation>
    </message>
    <message>
        <source>GBXX_TOKEN is set, and commands still use it</source>
        <translation>GBXX_TOKEN está definido y los comandos lo siguen usando</translation>
    </message>
    <message>
        <source>login: read a registry token from standard input (not shown on a terminal), check it with the registry and keep it (the desktop&apos;s key ring, else a file only you can read). logout: forget it.</source>
        <translation>login: leer un token del registro de la entrada estándar (no se muestra en un terminal), comprobarlo con el registro y guardarlo (en el llavero del escritorio o, si no, en un archivo que solo usted puede leer). logout: olvidarlo.</translation>
    </message>
    <message>
        <source>&apos;registry&apos; takes login or logout</source>
        <translation>&apos;registry&apos; admite login o logout</translation>
    </message>
    <message>
        <source>The registry&apos;s address (default: GBXX_REGISTRY, else the editor&apos;s setting, else %1).</source>
        <translation>La dirección del registro (por omisión: GBXX_REGISTRY, si no el ajuste del editor, si no %1).</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 no es texto UTF-8</translation>
    </message>
    <message>
        <source>%1 holds a control character</source>
        <translation>%1 contiene un carácter de control</translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 tiene más de %2 caracteres</translation>
    </message>
    <message>
        <source>Search the registry&apos;s listed boards by words (in titles, authors and codes) and filters; print one line per board, or --json.</source>
        <translation>Buscar los tableros listados del registro por palabras (en títulos, autores y códigos) y filtros; imprimir una línea por tablero, o --json.</translation>
    </message>
    <message>
        <source>Only boards whose author contains A (any case).</source>
        <translation>Solo tableros cuyo autor contiene A (sin distinguir mayúsculas).</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>The order: relevance (the default), new or downloads.</source>
        <translation>El orden: relevance (por omisión), new o downloads.</translation>
    </message>
    <message>
        <source>ORDER</source>
        <translation>ORDER</translation>
    </message>
    <message>
        <source>At most N boards (1-%1, default 20).</source>
        <translation>Como máximo N tableros (1-%1, por omisión 20).</translation>
    </message>
    <message>
        <source>Print the registry&apos;s board objects as one JSON array.</source>
        <translation>Imprimir los objetos de tablero del registro como un único array JSON.</translation>
    </message>
    <message>
        <source>WORDS</source>
        <translation>WORDS</translation>
    </message>
    <message>
        <source>--sort takes relevance, new or downloads, not &apos;%1&apos;</source>
        <translation>--sort admite relevance, new o downloads, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--limit takes 1 to %1, not &apos;%2&apos;</source>
        <translation>--limit admite de 1 a %1, no &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Read the files in this layout (spec section L): %1. Default %2.</source>
        <translation>Lee los archivos en esta disposición (sección L de la especificación): %1. Por defecto, %2.</translation>
    </message>
    <message>
        <source>Also print one line &apos;X Y KEY: A -&gt; B&apos; per differing field of each tile.</source>
        <translation>Imprime también una línea &apos;X Y KEY: A -&gt; B&apos; por cada propiedad distinta de cada casilla.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of lines.</source>
        <translation>Imprime un único objeto JSON en lugar de líneas.</translation>
    </message>
    <message>
        <source>Print what differs between two boards: size, header and footer keys, and per field how many tiles. Exit 0 when they hold the same values, 1 when they differ, 2 on trouble.</source>
        <translation>Imprime lo que difiere entre dos tableros: tamaño, claves de la cabecera y del pie y, por propiedad, cuántas casillas. Código de salida 0 si contienen los mismos valores, 1 si difieren, 2 si hay problemas.</translation>
    </message>
    <message>
        <source>Write the merged board here (default: over OURS, as git&apos;s merge driver wants).</source>
        <translation>Escribe aquí el tablero fusionado (por defecto, sobre OURS, como espera el controlador de fusión de git).</translation>
    </message>
    <message>
        <source>Merge two boards&apos; edits of one BASE field by field and print each conflict (OURS is kept in it). Exit 0 merged, 1 merged with conflicts, 2 when the boards cannot be merged (nothing written).</source>
        <translation>Fusiona propiedad por propiedad las ediciones que dos tableros hicieron de una misma BASE e imprime cada conflicto (en él se conserva OURS). Código de salida 0 fusionado, 1 fusionado con conflictos, 2 si los tableros no se pueden fusionar (no se escribe nada).</translation>
    </message>
    <message>
        <source>cannot merge: %1</source>
        <translation>no se puede fusionar: %1</translation>
    </message>
    <message>
        <source>Print what differs between two boards (--tiles: each tile&apos;s fields; --json); exit 0 same, 1 different, 2 trouble.</source>
        <translation>Imprime lo que difiere entre dos tableros (--tiles: las propiedades de cada casilla; --json); código de salida 0 iguales, 1 distintos, 2 problema.</translation>
    </message>
    <message>
        <source>Merge two boards&apos; edits of BASE field by field into OUT (-o; default OURS) and print the conflicts.</source>
        <translation>Fusiona propiedad por propiedad en OUT (-o; por defecto, OURS) las ediciones que dos tableros hicieron de BASE e imprime los conflictos.</translation>
    </message>
    <message>
        <source>Let git diff and merge boards in this repository (--global: in every repository).</source>
        <translation>Permite a git comparar y fusionar tableros en este repositorio (--global: en todos los repositorios).</translation>
    </message>
    <message>
        <source>Apply a board&apos;s rules and write OUT (apply), or exit 1 when any rule would change a board (check).</source>
        <translation>Aplica las reglas de un tablero y escribe OUT (apply), o sale con 1 si alguna regla cambiaría un tablero (check).</translation>
    </message>
    <message>
        <source>Print the board as text lines for git diff: &apos;header KEY V&apos;, &apos;footer KEY V&apos;, then &apos;X Y KEY=V …&apos; per tile.</source>
        <translation>Imprime el tablero como líneas de texto para git diff: &apos;header KEY V&apos;, &apos;footer KEY V&apos; y luego &apos;X Y KEY=V …&apos; por casilla.</translation>
    </message>
    <message>
        <source>--lines prints one board; it does not go with --out-dir</source>
        <translation>--lines imprime un solo tablero; no se combina con --out-dir</translation>
    </message>
    <message>
        <source>git-setup needs git, which could not be started</source>
        <translation>git-setup necesita git, que no se pudo iniciar</translation>
    </message>
    <message>
        <source>not in a git repository: run &apos;gbxx git-setup&apos; inside one, or &apos;gbxx git-setup --global&apos;</source>
        <translation>no se está en un repositorio git: ejecute &apos;gbxx git-setup&apos; dentro de uno, o &apos;gbxx git-setup --global&apos;</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1: already has %2</source>
        <translation>%1: ya contiene %2</translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation>%1: se añadió %2</translation>
    </message>
    <message>
        <source>Let git diff and merge boards: the attributes for *.gb08 … *.gb64 and the configuration of the gbxx diff, merge and mergetool drivers (docs/user-guide.md, &quot;Boards in git&quot;).</source>
        <translation>Permite a git comparar y fusionar tableros: los atributos de *.gb08 … *.gb64 y la configuración de los controladores gbxx diff, merge y mergetool (docs/user-guide.md, &quot;Boards in git&quot;).</translation>
    </message>
    <message>
        <source>For every repository of this user: git&apos;s global configuration and attributes file, instead of the current repository&apos;s.</source>
        <translation>Para todos los repositorios de este usuario: la configuración global y el archivo de atributos global de git, en lugar de los del repositorio actual.</translation>
    </message>
    <message>
        <source>&apos;git-setup&apos; takes no arguments, got %1</source>
        <translation>&apos;git-setup&apos; no admite argumentos; se recibieron %1</translation>
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
        <translation>Uso: gbxx rules apply [--rules FILE] [--layout NAME] [--schema FILE] IN OUT
     gbxx rules check [--rules FILE] [--layout NAME] [--schema FILE] FILE...

Ejecuta las reglas de un tablero (docs/expressions.md, Rules): cada regla de su
archivo de reglas, en el orden del archivo, y cada una evalúa cada casilla tal
como las reglas anteriores dejaron el tablero.

  apply   escribe OUT e imprime &apos;NAME: N tiles changed&apos; para cada regla, en orden
  check   imprime &apos;FILE: NAME: N tiles&apos; para cada regla que cambiaría un
          tablero, y sale con 1 si alguna lo haría; si no, sale con 0 sin
          imprimir nada

Opciones:
  --rules FILE    el archivo de reglas; por defecto, el propio de cada tablero:
                  BOARDNAME.rules.json a su lado o, si no, gameboardxx-rules.json
                  en su carpeta o en una superior
  --layout NAME   lee los tableros en esta disposición: %1
  --schema FILE   lee los datos propios con este esquema, para que las reglas
                  puedan nombrar custom.KEY (por defecto, el propio del tablero,
                  como en &apos;gbxx edit&apos;)
  -h, --help      muestra esta ayuda

Un archivo de reglas que no se puede leer o que tiene un error (su JSON, una
expresión, una operación, un valor que no cabe) termina el comando con código de
salida 2 y una línea &apos;error:&apos; que nombra la regla y el lugar, antes de que se
ejecute ninguna regla; no se escribe nada. IN puede ser - (entrada estándar;
indique --rules) y OUT - (salida estándar; las líneas van entonces a la salida de
error estándar).
</translation>
    </message>
    <message>
        <source>standard input has no rules file beside it; give --rules FILE</source>
        <translation>la entrada estándar no tiene ningún archivo de reglas a su lado; indique --rules FILE</translation>
    </message>
    <message>
        <source>no rules file for %1 (BOARDNAME.rules.json beside it, or gameboardxx-rules.json in its folder or above); give --rules FILE</source>
        <translation>no hay ningún archivo de reglas para %1 (BOARDNAME.rules.json a su lado, o gameboardxx-rules.json en su carpeta o en una superior); indique --rules FILE</translation>
    </message>
    <message>
        <source>%1 changed while its rules were checked</source>
        <translation>%1 cambió mientras se comprobaban sus reglas</translation>
    </message>
    <message>
        <source>&apos;rules&apos; takes apply or check</source>
        <translation>&apos;rules&apos; admite apply o check</translation>
    </message>
    <message>
        <source>&apos;rules&apos; takes apply or check, not &apos;%1&apos;</source>
        <translation>&apos;rules&apos; admite apply o check, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;rules check&apos; takes one or more files</source>
        <translation>&apos;rules check&apos; necesita uno o más archivos</translation>
    </message>
    <message>
        <source>&apos;rules apply&apos; takes IN OUT, got %1 argument(s)</source>
        <translation>&apos;rules apply&apos; necesita IN OUT; se recibieron %1 argumento(s)</translation>
    </message>
    <message>
        <source>%1 is not a regular file; nothing was set up</source>
        <translation>%1 no es un archivo normal; no se configuró nada</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>no se puede leer %1</translation>
    </message>
    <message>
        <source>git config %1 failed: %2; the attributes were left as they are</source>
        <translation>git config %1 falló: %2; los atributos quedaron como estaban</translation>
    </message>
    <message>
        <source>git could not be started</source>
        <translation>no se pudo iniciar git</translation>
    </message>
    <message>
        <source>the registry&apos;s answer names %1, not the board&apos;s own code %2</source>
        <translation>la respuesta del registro nombra %1, no el código propio del tablero, %2</translation>
    </message>
    <message>
        <source>No answer yet; sending the board again: try %1 of %2</source>
        <translation>Aún no hay respuesta; se envía el tablero de nuevo: intento %1 de %2</translation>
    </message>
    <message>
        <source>Make a patch of the tiles that differ between two boards (make), apply it (apply) or print what it holds (show).</source>
        <translation>Crea un parche de las casillas que difieren entre dos tableros (make), lo aplica (apply) o imprime lo que contiene (show).</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>no se puede abrir %1: no existe el archivo</translation>
    </message>
    <message>
        <source>cannot read %1 as a patch (unreadable, or larger than any patch)</source>
        <translation>no se puede leer %1 como parche (ilegible o más grande que cualquier parche)</translation>
    </message>
    <message>
        <source>Write the patch that turns BASE into TARGET (boards of one size, tile size and layout) to OUT.</source>
        <translation>Escribe en OUT el parche que convierte BASE en TARGET (tableros del mismo tamaño, tamaño de casilla y disposición).</translation>
    </message>
    <message>
        <source>cannot make a patch: %1</source>
        <translation>no se puede crear el parche: %1</translation>
    </message>
    <message>
        <source>Apply PATCH to BASE and write the result to OUT (which may be BASE). A patch made for another board, or whose result is not the board it names, writes nothing and exits 1.</source>
        <translation>Aplica PATCH a BASE y escribe el resultado en OUT (que puede ser BASE). Un parche hecho para otro tablero, o cuyo resultado no es el tablero que nombra, no escribe nada y sale con 1.</translation>
    </message>
    <message>
        <source>cannot apply %1: %2</source>
        <translation>no se puede aplicar %1: %2</translation>
    </message>
    <message>
        <source>Print a patch&apos;s base and result SHA-256, the tiles and runs it sets and the header and footer keys it changes, one per line.</source>
        <translation>Imprime el SHA-256 de la base y del resultado de un parche, las casillas y tramos que escribe y las claves de cabecera y pie que cambia, uno por línea.</translation>
    </message>
    <message>
        <source>Usage: gbxx patch make BASE TARGET OUT
       gbxx patch apply BASE PATCH OUT
       gbxx patch show PATCH

Board patches: the tiles, header and footer bytes that differ between two boards, named by both boards&apos; SHA-256.
Run &apos;gbxx patch make --help&apos; (apply, show) for each one&apos;s options.
</source>
        <translation>Uso: gbxx patch make BASE TARGET OUT
     gbxx patch apply BASE PATCH OUT
     gbxx patch show PATCH

Parches de tableros: las casillas y los bytes de cabecera y pie que difieren entre dos tableros, nombrados por el SHA-256 de ambos tableros.
Ejecute &apos;gbxx patch make --help&apos; (apply, show) para ver las opciones de cada uno.
</translation>
    </message>
    <message>
        <source>&apos;patch&apos; takes make, apply or show</source>
        <translation>&apos;patch&apos; admite make, apply o show</translation>
    </message>
    <message>
        <source>unknown patch command &apos;%1&apos;; expected make, apply or show</source>
        <translation>subcomando de patch desconocido &apos;%1&apos;; se esperaba make, apply o show</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>coste %1</translation>
    </message>
    <message>
        <source>Print a cheapest path between two tiles or zones under a game&apos;s movement rules (climb, barriers, blacklists).</source>
        <translation>Mostrar un camino más barato entre dos casillas o zonas según las reglas de movimiento de un juego (subida, barreras, listas de bloqueo).</translation>
    </message>
    <message>
        <source>Print every tile a piece reaches within a budget of movement points.</source>
        <translation>Mostrar cada casilla que una pieza alcanza con un presupuesto de puntos de movimiento.</translation>
    </message>
    <message>
        <source>Print the tiles of the line of sight between two tiles.</source>
        <translation>Mostrar las casillas de la línea de visión entre dos casillas.</translation>
    </message>
    <message>
        <source>Move as player P (1-4): tiles on P&apos;s blacklist cannot be entered.</source>
        <translation>Moverse como el jugador P (1-4): no se puede entrar en las casillas de la lista de bloqueo de P.</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Move as team K (1-8): tiles with flag K of the team blacklist cannot be entered.</source>
        <translation>Moverse como el equipo K (1-8): no se puede entrar en las casillas con la marca K de la lista de bloqueo de equipos.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>With a player: the free-for-all blacklist counts too.</source>
        <translation>Con un jugador: también cuenta la lista de bloqueo de todos contra todos.</translation>
    </message>
    <message>
        <source>On square boards, step to the 8 tiles around (hex boards always have 6).</source>
        <translation>En tableros cuadrados, avanzar a las 8 casillas de alrededor (los hexagonales siempre tienen 6).</translation>
    </message>
    <message>
        <source>Add N (0-100) to a move&apos;s cost for every level up. Default 0.</source>
        <translation>Sumar N (0-100) al coste de un movimiento por cada nivel de subida. Por omisión 0.</translation>
    </message>
    <message>
        <source>Add N (0-100) to a move&apos;s cost for every level down. Default 0.</source>
        <translation>Sumar N (0-100) al coste de un movimiento por cada nivel de bajada. Por omisión 0.</translation>
    </message>
    <message>
        <source>Turn barriers: ignore (default), block, or cost (add 5, 10 or 15).</source>
        <translation>Barreras de turnos: ignore (por omisión), block o cost (sumar 5, 10 o 15).</translation>
    </message>
    <message>
        <source>Currency barriers: ignore (default), block, or cost (add 3, 6 or 9).</source>
        <translation>Barreras de moneda: ignore (por omisión), block o cost (sumar 3, 6 o 9).</translation>
    </message>
    <message>
        <source>Piece barriers: ignore (default) or block.</source>
        <translation>Barreras de piezas: ignore (por omisión) o block.</translation>
    </message>
    <message>
        <source>--player takes 1 to 4, not &apos;%1&apos;</source>
        <translation>--player admite de 1 a 4, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--team takes 1 to 8, not &apos;%1&apos;</source>
        <translation>--team admite de 1 a 8, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 takes 0 to %2, not &apos;%3&apos;</source>
        <translation>--%1 admite de 0 a %2, no &apos;%3&apos;</translation>
    </message>
    <message>
        <source>--%1 takes %2, not &apos;%3&apos;</source>
        <translation>--%1 admite %2, no &apos;%3&apos;</translation>
    </message>
    <message>
        <source>Read the file in this layout (spec section L): %1. Default %2.</source>
        <translation>Leer el archivo con esta disposición (especificación, sección L): %1. Por omisión %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile; write X,Y</source>
        <translation>&apos;%1&apos; no es una casilla; escriba X,Y</translation>
    </message>
    <message>
        <source>%1,%2 is off the board (%3x%4 tiles)</source>
        <translation>%1,%2 está fuera del tablero (%3x%4 casillas)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a tile (X,Y) nor a zone (home:P, end:P, safe:P, home:team:K)</source>
        <translation>&apos;%1&apos; no es ni una casilla (X,Y) ni una zona (home:P, end:P, safe:P, home:team:K)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a player is 1 to 4</source>
        <translation>&apos;%1&apos;: un jugador es de 1 a 4</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a team is 1 to 3 (A to C)</source>
        <translation>&apos;%1&apos;: un equipo es de 1 a 3 (A a C)</translation>
    </message>
    <message>
        <source>Print a cheapest path from FROM to TO under the movement rules: &apos;cost C&apos;, &apos;steps S&apos;, then one &apos;X,Y&apos; a line. FROM and TO are X,Y or zones: home:P, end:P, safe:P, home:team:K. Exit 1 when there is none.</source>
        <translation>Mostrar un camino más barato de FROM a TO según las reglas de movimiento: &apos;cost C&apos;, &apos;steps S&apos; y luego un &apos;X,Y&apos; por línea. FROM y TO son X,Y o zonas: home:P, end:P, safe:P, home:team:K. Sale con 1 si no hay ninguno.</translation>
    </message>
    <message>
        <source>The movement points to spend (0 or more); required.</source>
        <translation>Los puntos de movimiento que gastar (0 o más); obligatorio.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Print every tile a piece on FROM reaches within --budget B under the movement rules, as &apos;X,Y C&apos; in body order (FROM at 0).</source>
        <translation>Mostrar cada casilla que una pieza en FROM alcanza con --budget B según las reglas de movimiento, como &apos;X,Y C&apos; en el orden del cuerpo (FROM con 0).</translation>
    </message>
    <message>
        <source>&apos;reach&apos; needs --budget B</source>
        <translation>&apos;reach&apos; necesita --budget B</translation>
    </message>
    <message>
        <source>--budget takes a number of 0 or more, not &apos;%1&apos;</source>
        <translation>--budget admite un número de 0 o más, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Print the tiles of the line from A to B (X,Y each), one &apos;X,Y&apos; a line, A first: the tiles a line of sight passes (docs/movement.md).</source>
        <translation>Mostrar las casillas de la línea de A a B (X,Y cada una), un &apos;X,Y&apos; por línea, A primero: las casillas por las que pasa una línea de visión (docs/movement.md).</translation>
    </message>
    <message>
        <source>Watch a board&apos;s live session (watch), or send it a script&apos;s operations (play).</source>
        <translation>Observar la sesión en vivo de un tablero (watch) o enviarle las operaciones de un script (play).</translation>
    </message>
    <message>
        <source>Watch a board&apos;s live session: each applied operation as lines &apos;SEQ X Y KEY=V …&apos;, &apos;SEQ footer KEY=TEXT&apos; or &apos;SEQ board WxL GBnn&apos;.</source>
        <translation>Observar la sesión en vivo de un tablero: cada operación aplicada como líneas &apos;SEQ X Y KEY=V …&apos;, &apos;SEQ footer KEY=TEXT&apos; o &apos;SEQ board WxL GBnn&apos;.</translation>
    </message>
    <message>
        <source>Stop after N operations (default: until stopped).</source>
        <translation>Detenerse tras N operaciones (por omisión: hasta que se interrumpa).</translation>
    </message>
    <message>
        <source>The board&apos;s code.</source>
        <translation>El código del tablero.</translation>
    </message>
    <message>
        <source>give one board code</source>
        <translation>indique un único código de tablero</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board code</source>
        <translation>&apos;%1&apos; no es un código de tablero</translation>
    </message>
    <message>
        <source>--count takes a number from 1</source>
        <translation>--count admite un número a partir de 1</translation>
    </message>
    <message>
        <source>name a field and its value (KEY=V)</source>
        <translation>indique una propiedad y su valor (KEY=V)</translation>
    </message>
    <message>
        <source>the tiles are not all on the %1x%2 board</source>
        <translation>no todas las casillas están en el tablero de %1x%2</translation>
    </message>
    <message>
        <source>%1 takes a number from 0 to %2</source>
        <translation>%1 admite un número de 0 a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=V with a field of this board</source>
        <translation>&apos;%1&apos; no es KEY=V con una propiedad de este tablero</translation>
    </message>
    <message>
        <source>expected &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; or &apos;wait MS&apos;</source>
        <translation>se esperaba &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; o &apos;wait MS&apos;</translation>
    </message>
    <message>
        <source>Send a script&apos;s operations to a board&apos;s live session and wait until each is applied.</source>
        <translation>Enviar las operaciones de un script a la sesión en vivo de un tablero y esperar a que se aplique cada una.</translation>
    </message>
    <message>
        <source>Lines &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; (the script&apos;s last operation not undone) and &apos;wait MS&apos;; # starts a comment.</source>
        <translation>Líneas &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; (la última operación del script aún no deshecha) y &apos;wait MS&apos;; # inicia un comentario.</translation>
    </message>
    <message>
        <source>give a board code and a script</source>
        <translation>indique un código de tablero y un script</translation>
    </message>
    <message>
        <source>the session did not answer within 30 s</source>
        <translation>la sesión no respondió en 30 s</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1, línea %2: %3</translation>
    </message>
    <message>
        <source>%1 line %2: refused: %3</source>
        <translation>%1, línea %2: rechazada: %3</translation>
    </message>
    <message>
        <source>%1 line %2: nothing of this script to undo</source>
        <translation>%1, línea %2: nada de este script que deshacer</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) not applied within a minute</source>
        <translation>
            <numerusform>%n operación no aplicada en un minuto</numerusform>
            <numerusform>%n operaciones no aplicadas en un minuto</numerusform>
        </translation>
    </message>
    <message>
        <source>applied %1 of %2 operations; the session is at %3
</source>
        <translation>se aplicaron %1 de %2 operaciones; la sesión está en %3
</translation>
    </message>
    <message>
        <source>Usage: gbxx live watch CODE [--count N] [--registry URL]
       gbxx live play CODE SCRIPT [--registry URL]

A board&apos;s live session: watch prints each applied operation, play sends a script&apos;s operations.
</source>
        <translation>Uso: gbxx live watch CODE [--count N] [--registry URL]
     gbxx live play CODE SCRIPT [--registry URL]

La sesión en vivo de un tablero: watch imprime cada operación aplicada, play envía las operaciones de un script.
</translation>
    </message>
    <message>
        <source>say &apos;watch&apos; or &apos;play&apos;</source>
        <translation>indique &apos;watch&apos; o &apos;play&apos;</translation>
    </message>
    <message>
        <source>unknown live command &apos;%1&apos;</source>
        <translation>subcomando de live desconocido &apos;%1&apos;</translation>
    </message>
</context>
</TS>
