<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>gbxx::BoardFile</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1: no existe el archivo</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrada estándar</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a board file</source>
        <translation>%1 es una carpeta, no un archivo de tablero</translation>
    </message>
    <message>
        <source>%1 is a block device, not a board file</source>
        <translation>%1 es un dispositivo de bloques, no un archivo de tablero</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>demasiado grande</translation>
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
        <translation>cuadrado</translation>
    </message>
    <message>
        <source>wraps</source>
        <translation>con continuidad</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardPicture</name>
    <message>
        <source>the picture would be %1 × %2 pixels; a PNG may have at most %3 on a side: draw it smaller, with fewer layers, or as SVG</source>
        <translation>la imagen tendría %1 × %2 píxeles; un PNG admite como máximo %3 por lado: dibújela más pequeña, con menos capas o como SVG</translation>
    </message>
    <message>
        <source>A GameBoardXX board</source>
        <translation>Un tablero GameBoardXX</translation>
    </message>
    <message>
        <source>the SVG could not be started</source>
        <translation>no se pudo empezar el SVG</translation>
    </message>
    <message>
        <source>the SVG could not be written</source>
        <translation>no se pudo escribir el SVG</translation>
    </message>
    <message>
        <source>not enough memory for a %1×%2 picture</source>
        <translation>no hay memoria suficiente para una imagen de %1×%2</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardPrint</name>
    <message>
        <source>Untitled board</source>
        <translation>Tablero sin título</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Autor: %1</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>no indicado</translation>
    </message>
    <message>
        <source>Board code: %1 · version %2 · editor %3</source>
        <translation>Código del tablero: %1 · versión %2 · editor %3</translation>
    </message>
    <message>
        <source>Printed at %1 mm per tile on %2 × %3 pages per layer (%4 pages in all); cut along the marks and lay the pages edge to edge.</source>
        <translation>Impreso a %1 mm por casilla en %2 × %3 páginas por capa (%4 páginas en total); recorte por las marcas y coloque las páginas borde con borde.</translation>
    </message>
    <message>
        <source>%1 · column %2 of %3, row %4 of %5</source>
        <translation>%1 · columna %2 de %3, fila %4 de %5</translation>
    </message>
    <message>
        <source>As the view shows it</source>
        <translation>Como lo muestra la vista</translation>
    </message>
</context>
<context>
    <name>gbxx::LayerDisplay</name>
    <message>
        <source>Fill</source>
        <translation>Relleno</translation>
    </message>
    <message>
        <source>Shading</source>
        <translation>Sombreado</translation>
    </message>
    <message>
        <source>Outlines</source>
        <translation>Contornos</translation>
    </message>
    <message>
        <source>Hatching</source>
        <translation>Tramado</translation>
    </message>
    <message>
        <source>Glyphs</source>
        <translation>Símbolos</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Zonas</translation>
    </message>
    <message>
        <source>Blacklists</source>
        <translation>Listas de exclusión</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Barreras</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Enlaces</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Propios</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
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
        <translation>la biblioteca %1 no se pudo leer (%2); se apartó como %3 y se vuelve a construir a partir de los archivos</translation>
    </message>
    <message>
        <source>it cannot be written (is the disk full, or the folder read-only?)</source>
        <translation>no se puede escribir (¿está lleno el disco o la carpeta es de solo lectura?)</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not installed</source>
        <translation>el controlador SQLite de Qt (QSQLITE) no está instalado</translation>
    </message>
    <message>
        <source>written by a newer version of the editor (schema %1)</source>
        <translation>escrita por una versión más reciente del editor (esquema %1)</translation>
    </message>
    <message>
        <source>%1; it cannot be set aside (%2)</source>
        <translation>%1; no se puede apartar (%2)</translation>
    </message>
    <message>
        <source>it is not a board library: another program&apos;s database</source>
        <translation>no es una biblioteca de tableros: es la base de datos de otro programa</translation>
    </message>
    <message>
        <source>database disk image is malformed: %1</source>
        <translation>el archivo de la base de datos está dañado: %1</translation>
    </message>
    <message>
        <source>it is read-only and of an older schema (%1)</source>
        <translation>es de solo lectura y de un esquema anterior (%1)</translation>
    </message>
</context>
<context>
    <name>gbxx::RulesFile</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1: no existe el archivo</translation>
    </message>
    <message>
        <source>%1: cannot be read as a file of at most 16 MiB</source>
        <translation>%1: no se puede leer como un archivo de 16 MiB como máximo</translation>
    </message>
</context>
<context>
    <name>gbxx::SafeWrite</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>write error: %1</source>
        <translation>error de escritura: %1</translation>
    </message>
    <message>
        <source>no file name</source>
        <translation>sin nombre de archivo</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es una carpeta</translation>
    </message>
</context>
<context>
    <name>gbxx::SchemaFile</name>
    <message>
        <source>not JSON: %1 (at byte %2)</source>
        <translation>no es JSON: %1 (en el byte %2)</translation>
    </message>
    <message>
        <source>expected an object with &quot;schemaVersion&quot;: %1</source>
        <translation>se esperaba un objeto con &quot;schemaVersion&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;variants&quot; names no tile size (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</source>
        <translation>&quot;variants&quot; no nombra ningún tamaño de casilla (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</translation>
    </message>
    <message>
        <source>not a tile size (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</source>
        <translation>no es un tamaño de casilla (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</translation>
    </message>
    <message>
        <source>&quot;bits&quot; is a bit (3) or a first and last bit ([0, 3])</source>
        <translation>&quot;bits&quot; es un bit (3) o un primer y un último bit ([0, 3])</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos; (number, enum or flags)</source>
        <translation>tipo desconocido &apos;%1&apos; (number, enum o flags)</translation>
    </message>
    <message>
        <source>each name is a text, or {&quot;name&quot;: …, &quot;colour&quot;: &quot;#rrggbb&quot;}</source>
        <translation>cada nombre es un texto, o {&quot;name&quot;: …, &quot;colour&quot;: &quot;#rrggbb&quot;}</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: no se puede leer: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::TileLabels</name>
    <message>
        <source>No Labels</source>
        <translation>Sin etiquetas</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Coordenadas</translation>
    </message>
    <message>
        <source>Values of the Layer</source>
        <translation>Valores de la capa</translation>
    </message>
    <message>
        <source>Names of the Layer</source>
        <translation>Nombres de la capa</translation>
    </message>
</context>
<context>
    <name>gbxx::core</name>
    <message>
        <source>Routing</source>
        <translation>Enrutamiento</translation>
    </message>
    <message>
        <source>free routing</source>
        <translation>enrutamiento libre</translation>
    </message>
    <message>
        <source>pathed routing</source>
        <translation>enrutamiento por recorrido</translation>
    </message>
    <message>
        <source>Height mode</source>
        <translation>Modo de altura</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveles</translation>
    </message>
    <message>
        <source>Link groups active</source>
        <translation>Grupos de enlace activos</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the short form of &quot;not on board&quot;, written on a tile</extracomment>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>Tile shape</source>
        <translation>Forma de casilla</translation>
    </message>
    <message>
        <source>square</source>
        <translation>cuadrada</translation>
    </message>
    <message>
        <source>hexagonal</source>
        <translation>hexagonal</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Continuidad</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>the short form of &quot;no zone&quot;, written on a tile</extracomment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>width</source>
        <translation>ancho</translation>
    </message>
    <message>
        <source>length</source>
        <translation>largo</translation>
    </message>
    <message>
        <source>height</source>
        <translation>altura</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Ocupación</translation>
    </message>
    <message>
        <source>one token per tile</source>
        <translation>una ficha por casilla</translation>
    </message>
    <message>
        <source>one token per team per tile</source>
        <translation>una ficha por equipo y casilla</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>personalizada</translation>
    </message>
    <message>
        <source>Reserved (byte 7)</source>
        <translation>Reservado (byte 7)</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Subterráneo</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <translation>Terreno bajo</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <translation>Terreno medio</translation>
    </message>
    <message>
        <source>High Ground</source>
        <translation>Terreno alto</translation>
    </message>
    <message>
        <source>Boundary</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>not on board</source>
        <translation>fuera del tablero</translation>
    </message>
    <message>
        <source>out of bounds</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>trap/hazard</source>
        <translation>trampa/peligro</translation>
    </message>
    <message>
        <source>in bounds</source>
        <translation>dentro</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>designated zone</source>
        <translation>zona designada</translation>
    </message>
    <message>
        <source>Special tile</source>
        <translation>Casilla especial</translation>
    </message>
    <message>
        <source>special tile</source>
        <translation>casilla especial</translation>
    </message>
    <message>
        <source>Link group</source>
        <translation>Grupo de enlace</translation>
    </message>
    <message>
        <source>group A</source>
        <translation>grupo A</translation>
    </message>
    <message>
        <source>group B</source>
        <translation>grupo B</translation>
    </message>
    <message>
        <source>group C</source>
        <translation>grupo C</translation>
    </message>
    <message>
        <source>Elevated Ground</source>
        <translation>Terreno elevado</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <translation>Aéreo</translation>
    </message>
    <message>
        <source>Zone owner</source>
        <translation>Dueño de la zona</translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>jugador 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>jugador 2</translation>
    </message>
    <message>
        <source>player 3</source>
        <translation>jugador 3</translation>
    </message>
    <message>
        <source>player 4</source>
        <translation>jugador 4</translation>
    </message>
    <message>
        <source>Zone kind</source>
        <translation>Tipo de zona</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>home</source>
        <extracomment>the short form of &quot;home zone&quot;, written on a tile</extracomment>
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
        <source>Custom data</source>
        <translation>Datos propios</translation>
    </message>
    <message>
        <source>Player blacklist</source>
        <translation>Lista de exclusión de jugadores</translation>
    </message>
    <message>
        <source>Team blacklist</source>
        <translation>Lista de exclusión de equipos</translation>
    </message>
    <message>
        <source>team A</source>
        <translation>equipo A</translation>
    </message>
    <message>
        <source>team B</source>
        <translation>equipo B</translation>
    </message>
    <message>
        <source>team C</source>
        <translation>equipo C</translation>
    </message>
    <message>
        <source>team D</source>
        <translation>equipo D</translation>
    </message>
    <message>
        <source>No zone</source>
        <translation>Sin zona</translation>
    </message>
    <message>
        <source>no zone</source>
        <translation>sin zona</translation>
    </message>
    <message>
        <source>Zone owners</source>
        <translation>Dueños de la zona</translation>
    </message>
    <message>
        <source>team 1</source>
        <translation>equipo 1</translation>
    </message>
    <message>
        <source>team 2</source>
        <translation>equipo 2</translation>
    </message>
    <message>
        <source>team 3</source>
        <translation>equipo 3</translation>
    </message>
    <message>
        <source>1v1v1v1 blacklist</source>
        <translation>Lista de exclusión 1v1v1v1</translation>
    </message>
    <message>
        <source>1v2 team 1</source>
        <translation>1v2 equipo 1</translation>
    </message>
    <message>
        <source>1v2 team 2</source>
        <translation>1v2 equipo 2</translation>
    </message>
    <message>
        <source>1v3 team 1</source>
        <translation>1v3 equipo 1</translation>
    </message>
    <message>
        <source>1v3 team 2</source>
        <translation>1v3 equipo 2</translation>
    </message>
    <message>
        <source>2v2 team 1</source>
        <translation>2v2 equipo 1</translation>
    </message>
    <message>
        <source>2v2 team 2</source>
        <translation>2v2 equipo 2</translation>
    </message>
    <message>
        <source>1v1vX individuals</source>
        <translation>1v1vX individuales</translation>
    </message>
    <message>
        <source>1v1vX team</source>
        <translation>1v1vX equipo</translation>
    </message>
    <message>
        <source>Home zones</source>
        <translation>Zonas de inicio</translation>
    </message>
    <message>
        <source>End zones</source>
        <translation>Zonas de meta</translation>
    </message>
    <message>
        <source>Safe zones</source>
        <translation>Zonas seguras</translation>
    </message>
    <message>
        <source>Currency barrier</source>
        <translation>Barrera de moneda</translation>
    </message>
    <message>
        <source>3 currency</source>
        <translation>3 monedas</translation>
    </message>
    <message>
        <source>6 currency</source>
        <translation>6 monedas</translation>
    </message>
    <message>
        <source>9 currency</source>
        <translation>9 monedas</translation>
    </message>
    <message>
        <source>Turn barrier</source>
        <translation>Barrera de turnos</translation>
    </message>
    <message>
        <source>5 turns</source>
        <translation>5 turnos</translation>
    </message>
    <message>
        <source>10 turns</source>
        <translation>10 turnos</translation>
    </message>
    <message>
        <source>15 turns</source>
        <translation>15 turnos</translation>
    </message>
    <message>
        <source>Piece sum barrier</source>
        <translation>Barrera de suma de fichas</translation>
    </message>
    <message>
        <source>10 pieces</source>
        <translation>10 fichas</translation>
    </message>
    <message>
        <source>15 pieces</source>
        <translation>15 fichas</translation>
    </message>
    <message>
        <source>20 pieces</source>
        <translation>20 fichas</translation>
    </message>
    <message>
        <source>Tallest height only</source>
        <translation>Solo la altura máxima</translation>
    </message>
    <message>
        <source>Linked tiles</source>
        <translation>Casillas enlazadas</translation>
    </message>
    <message>
        <source>Wrap width</source>
        <translation>Continuidad a lo ancho</translation>
    </message>
    <message>
        <source>Wrap length</source>
        <translation>Continuidad a lo largo</translation>
    </message>
    <message>
        <source>For 2 players</source>
        <translation>Para 2 jugadores</translation>
    </message>
    <message>
        <source>For 3 players</source>
        <translation>Para 3 jugadores</translation>
    </message>
    <message>
        <source>For 4 players</source>
        <translation>Para 4 jugadores</translation>
    </message>
    <message>
        <source>Bonus features (byte 7)</source>
        <translation>Funciones extra (byte 7)</translation>
    </message>
    <message>
        <source>Full 3D tiles</source>
        <translation>Casillas 3D completas</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <translation>Terreno medio-bajo</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <translation>Terreno medio-alto</translation>
    </message>
    <message>
        <source>Home zone</source>
        <translation>Zona de inicio</translation>
    </message>
    <message>
        <source>home zone</source>
        <translation>zona de inicio</translation>
    </message>
    <message>
        <source>Height levels</source>
        <translation>Niveles de altura</translation>
    </message>
    <message>
        <source>Team home zones</source>
        <translation>Zonas de inicio de equipo</translation>
    </message>
    <message>
        <source>Team end zones</source>
        <translation>Zonas de meta de equipo</translation>
    </message>
    <message>
        <source>Special zone</source>
        <translation>Zona especial</translation>
    </message>
    <message>
        <source>zone A</source>
        <translation>zona A</translation>
    </message>
    <message>
        <source>zone B</source>
        <translation>zona B</translation>
    </message>
    <message>
        <source>zone C</source>
        <translation>zona C</translation>
    </message>
    <message>
        <source>zone D</source>
        <translation>zona D</translation>
    </message>
    <message>
        <source>zone E</source>
        <translation>zona E</translation>
    </message>
    <message>
        <source>site A</source>
        <translation>sitio A</translation>
    </message>
    <message>
        <source>site B</source>
        <translation>sitio B</translation>
    </message>
    <message>
        <source>Special spawn</source>
        <translation>Aparición especial</translation>
    </message>
    <message>
        <source>spawn A</source>
        <translation>aparición A</translation>
    </message>
    <message>
        <source>spawn B</source>
        <translation>aparición B</translation>
    </message>
    <message>
        <source>spawn C</source>
        <translation>aparición C</translation>
    </message>
    <message>
        <source>King of the hill</source>
        <translation>Rey de la colina</translation>
    </message>
    <message>
        <source>king of the hill</source>
        <translation>rey de la colina</translation>
    </message>
    <message>
        <source>Standard team blacklist</source>
        <translation>Lista de exclusión de equipos estándar</translation>
    </message>
    <message>
        <source>Board version</source>
        <translation>Versión del tablero</translation>
    </message>
    <message>
        <source>Editor ID</source>
        <translation>ID de editor</translation>
    </message>
    <message>
        <source>Board code</source>
        <translation>Código del tablero</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Reserved (footer byte 68)</source>
        <translation>Reservado (byte 68 del pie)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Ajedrez</translation>
    </message>
    <message>
        <source>8×8 squares; home zones: the first two rows of each player; end zones: the opponent&apos;s back row; custom 1 marks the dark squares.</source>
        <translation>8×8 casillas; zonas de inicio: las dos primeras filas de cada jugador; zonas de meta: la última fila del rival; el valor 1 en datos propios marca las casillas oscuras.</translation>
    </message>
    <message>
        <source>Reversi</source>
        <translation>Reversi</translation>
    </message>
    <message>
        <source>8×8 squares; home zones: each player&apos;s two starting discs.</source>
        <translation>8×8 casillas; zonas de inicio: las dos fichas iniciales de cada jugador.</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>19×19 points; custom 1 marks the nine star points.</source>
        <translation>19×19 puntos; el valor 1 en datos propios marca los nueve puntos estrella.</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>11×11 rhombus on a hex grid, the rest not on the board; end zones: player 1 joins left and right, player 2 top and bottom.</source>
        <translation>Rombo de 11×11 en una rejilla hexagonal, el resto fuera del tablero; zonas de meta: el jugador 1 une izquierda y derecha; el jugador 2, arriba y abajo.</translation>
    </message>
    <message>
        <source>Star (Chinese checkers)</source>
        <translation>Estrella (damas chinas)</translation>
    </message>
    <message>
        <source>121 holes on a hex grid, the rest not on the board; custom numbers the six points; players 1-4 start on four points and head for the opposite one.</source>
        <translation>121 agujeros en una rejilla hexagonal, el resto fuera del tablero; los datos propios numeran las seis puntas; los jugadores 1-4 salen de cuatro puntas y se dirigen a la opuesta.</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Serpientes y escaleras</translation>
    </message>
    <message>
        <source>10×10 track; custom numbers the squares 1-100; pathed routing; ladder feet are safe zones, snake heads are hazards.</source>
        <translation>Recorrido de 10×10; los datos propios numeran las casillas 1-100; enrutamiento por recorrido; los pies de las escaleras son zonas seguras y las cabezas de las serpientes, trampas/peligros.</translation>
    </message>
    <message>
        <source>Wrapped World</source>
        <translation>Mundo continuo</translation>
    </message>
    <message>
        <source>24×16 squares whose east and west edges meet (width wrap), with rolling hills in value-mode height.</source>
        <translation>24×16 casillas cuyos bordes este y oeste se unen (continuidad a lo ancho), con colinas suaves en altura en modo valor.</translation>
    </message>
    <message>
        <source>not a GameBoardXX file: it starts with %1, not &quot;GB&quot;</source>
        <extracomment>read.notGameBoardXX</extracomment>
        <translation>no es un archivo GameBoardXX: empieza por %1, no por &quot;GB&quot;</translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and a 128-byte footer)</source>
        <extracomment>read.tooShort</extracomment>
        <translation>
            <numerusform>el archivo tiene %Ln byte; un archivo GameBoardXX tiene al menos 137 bytes (una cabecera de 8 bytes, las casillas y un pie de 128 bytes)</numerusform>
            <numerusform>el archivo tiene %Ln bytes; un archivo GameBoardXX tiene al menos 137 bytes (una cabecera de 8 bytes, las casillas y un pie de 128 bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and a 128-byte footer)</source>
        <extracomment>read.tooShortAtLeast</extracomment>
        <translation>
            <numerusform>el archivo tiene al menos %Ln byte; un archivo GameBoardXX tiene al menos 137 bytes (una cabecera de 8 bytes, las casillas y un pie de 128 bytes)</numerusform>
            <numerusform>el archivo tiene al menos %Ln bytes; un archivo GameBoardXX tiene al menos 137 bytes (una cabecera de 8 bytes, las casillas y un pie de 128 bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>header bytes 2-3 are %1 %2; expected the tile size &quot;08&quot;, &quot;16&quot;, &quot;32&quot; or &quot;64&quot;</source>
        <extracomment>read.badVariant</extracomment>
        <translation>los bytes 2-3 de la cabecera son %1 %2; se esperaba el tamaño de casilla &quot;08&quot;, &quot;16&quot;, &quot;32&quot; o &quot;64&quot;</translation>
    </message>
    <message>
        <source>board is %1×%2; width and length must each be 1 to 255</source>
        <extracomment>read.emptySide</extracomment>
        <translation>el tablero es de %1×%2; el ancho y el largo deben estar cada uno entre 1 y 255</translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; a %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSize</extracomment>
        <translation>
            <numerusform>el archivo tiene %Ln byte; un tablero GB%3 de %1×%2 necesita %4</numerusform>
            <numerusform>el archivo tiene %Ln bytes; un tablero GB%3 de %1×%2 necesita %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; an %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAn</extracomment>
        <translation>
            <numerusform>el archivo tiene %Ln byte; un tablero GB%3 de %1×%2 necesita %4</numerusform>
            <numerusform>el archivo tiene %Ln bytes; un tablero GB%3 de %1×%2 necesita %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; a %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAtLeast</extracomment>
        <translation>
            <numerusform>el archivo tiene al menos %Ln byte; un tablero GB%3 de %1×%2 necesita %4</numerusform>
            <numerusform>el archivo tiene al menos %Ln bytes; un tablero GB%3 de %1×%2 necesita %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; an %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAtLeastAn</extracomment>
        <translation>
            <numerusform>el archivo tiene al menos %Ln byte; un tablero GB%3 de %1×%2 necesita %4</numerusform>
            <numerusform>el archivo tiene al menos %Ln bytes; un tablero GB%3 de %1×%2 necesita %4</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <extracomment>read.noSuchFile</extracomment>
        <translation>no se puede abrir %1: no existe el archivo</translation>
    </message>
    <message>
        <source>%1 is a folder, not a board file</source>
        <extracomment>read.folder</extracomment>
        <translation>%1 es una carpeta, no un archivo de tablero</translation>
    </message>
    <message>
        <source>cannot read the size of %1: %2</source>
        <extracomment>read.noSize</extracomment>
        <translation>no se puede leer el tamaño de %1: %2</translation>
    </message>
    <message>
        <source>cannot open %1 for reading</source>
        <extracomment>read.cannotOpen</extracomment>
        <translation>no se puede abrir %1 para lectura</translation>
    </message>
    <message>
        <source>cannot read %1: it changed while being read</source>
        <extracomment>read.changed</extracomment>
        <translation>no se puede leer %1: cambió mientras se leía</translation>
    </message>
    <message>
        <source>the file name ends in &quot;%1&quot; but the header says GB%2 (&quot;%3&quot;)</source>
        <extracomment>warning.extension</extracomment>
        <translation>el nombre del archivo termina en &quot;%1&quot;, pero la cabecera indica GB%2 (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>width wrap on a hex board needs an even width; with width %1 the seam is not joined</source>
        <extracomment>warning.hexWrapOddWidth</extracomment>
        <translation>la continuidad a lo ancho en un tablero hexagonal necesita un ancho par; con un ancho de %1, los bordes no quedan unidos</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) not on the board hold data besides their boundary</source>
        <extracomment>warning.offBoardData</extracomment>
        <translation>
            <numerusform>%n casilla (en x %1, y %2) fuera del tablero contiene datos además de su límite</numerusform>
            <numerusform>%n casillas (la primera en x %1, y %2) fuera del tablero contienen datos además de su límite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) have a link group while link groups are off (header `%3` is 0)</source>
        <extracomment>warning.linkWhileGroupsOff</extracomment>
        <translation>
            <numerusform>%n casilla (en x %1, y %2) tiene un grupo de enlace aunque los grupos de enlace están desactivados (`%3` de la cabecera es 0)</numerusform>
            <numerusform>%n casillas (la primera en x %1, y %2) tienen un grupo de enlace aunque los grupos de enlace están desactivados (`%3` de la cabecera es 0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) have a `noZone` flag that contradicts their `zoneOwners`</source>
        <extracomment>warning.noZoneContradiction</extracomment>
        <translation>
            <numerusform>%n casilla (en x %1, y %2) tiene un indicador `noZone` que contradice su `zoneOwners`</numerusform>
            <numerusform>%n casillas (la primera en x %1, y %2) tienen un indicador `noZone` que contradice su `zoneOwners`</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) differ from the anchor of their link group</source>
        <extracomment>warning.linkDisagrees</extracomment>
        <translation>
            <numerusform>%n casilla (en x %1, y %2) difiere del ancla de su grupo de enlace</numerusform>
            <numerusform>%n casillas (la primera en x %1, y %2) difieren del ancla de su grupo de enlace</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles in bounds cannot be reached from the rest of the board (first at x %1, y %2)</source>
        <extracomment>warning.unreachable</extracomment>
        <translation>
            <numerusform>%n casilla dentro de los límites no se puede alcanzar desde el resto del tablero (en x %1, y %2)</numerusform>
            <numerusform>%n casillas dentro de los límites no se pueden alcanzar desde el resto del tablero (la primera en x %1, y %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles have zones or blacklists for player %1, who has no home zone on this board</source>
        <extracomment>warning.playerWithoutHome</extracomment>
        <translation>
            <numerusform>%n casilla tiene zonas o listas de exclusión para el jugador %1, que no tiene zona de inicio en este tablero</numerusform>
            <numerusform>%n casillas tienen zonas o listas de exclusión para el jugador %1, que no tiene zona de inicio en este tablero</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has a home zone but no end zone</source>
        <extracomment>warning.noEndZone</extracomment>
        <translation>%1 tiene zona de inicio, pero ninguna zona de meta</translation>
    </message>
    <message>
        <source>%1 has a home zone but no end zone it can reach</source>
        <extracomment>warning.noReachableEndZone</extracomment>
        <translation>%1 tiene zona de inicio, pero ninguna zona de meta que pueda alcanzar</translation>
    </message>
    <message>
        <source>GB16 cannot store player 1 in all zone kinds: that pattern means &quot;no zone&quot; (spec T16). Choose another zone kind or player for those tiles.</source>
        <extracomment>paint.unstorableZone</extracomment>
        <translation>GB16 no puede guardar el jugador 1 con el tipo de zona &quot;todos&quot;: esa combinación significa &quot;sin zona&quot; (especificación T16). Elija otro tipo de zona u otro jugador para esas casillas.</translation>
    </message>
    <message>
        <source>%1 (%2) is a number, not text</source>
        <extracomment>footer.notText</extracomment>
        <translation>%1 (%2) es un número, no un texto</translation>
    </message>
    <message>
        <source>%1 (%2): the text is not valid UTF-8</source>
        <extracomment>footer.notUtf8</extracomment>
        <translation>%1 (%2): el texto no es UTF-8 válido</translation>
    </message>
    <message>
        <source>%1 (%2): %3 is not a Latin-1 character</source>
        <extracomment>footer.notLatin1</extracomment>
        <translation>%1 (%2): %3 no es un carácter Latin-1</translation>
    </message>
    <message>
        <source>%1 (%2) holds at most %3 characters, not %4</source>
        <extracomment>footer.tooLong</extracomment>
        <translation>%1 (%2) admite como máximo %3 caracteres, no %4</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (a control character) cannot be stored; only printable characters</source>
        <extracomment>footer.controlCharacter</extracomment>
        <translation>%1 (%2): %3 (un carácter de control) no se puede guardar; solo se admiten caracteres imprimibles</translation>
    </message>
    <message>
        <source>the end</source>
        <extracomment>expression.theEnd</extracomment>
        <translation>el final</translation>
    </message>
    <message>
        <source>expected a condition, such as height &gt;= 40 at character %1</source>
        <extracomment>expression.empty</extracomment>
        <translation>se esperaba una condición, como height &gt;= 40, en el carácter %1</translation>
    </message>
    <message>
        <source>unexpected %1; expected &apos;and&apos;, &apos;or&apos; or the end at character %2</source>
        <extracomment>expression.unexpected</extracomment>
        <translation>%1 inesperado; se esperaba &apos;and&apos;, &apos;or&apos; o el final, en el carácter %2</translation>
    </message>
    <message>
        <source>expected a number after %1, not %2 at character %3</source>
        <extracomment>expression.numberExpected</extracomment>
        <translation>se esperaba un número después de %1, no %2, en el carácter %3</translation>
    </message>
    <message>
        <source>%1 is too large at character %2</source>
        <extracomment>expression.tooLarge</extracomment>
        <translation>%1 es demasiado grande, en el carácter %2</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at character %1, not %2 at character %3</source>
        <extracomment>expression.unclosed</extracomment>
        <translation>se esperaba &apos;)&apos; para cerrar el &apos;(&apos; del carácter %1, no %2, en el carácter %3</translation>
    </message>
    <message>
        <source>expected a field, &apos;x&apos;, &apos;y&apos;, &apos;not&apos; or &apos;(&apos;, not %1 at character %2</source>
        <extracomment>expression.factorExpected</extracomment>
        <translation>se esperaba una propiedad, &apos;x&apos;, &apos;y&apos;, &apos;not&apos; o &apos;(&apos;, no %1, en el carácter %2</translation>
    </message>
    <message>
        <source>%1 is not a field of this board (its fields: %2) at character %3</source>
        <extracomment>expression.unknownField</extracomment>
        <translation>%1 no es una propiedad de este tablero (sus propiedades: %2), en el carácter %3</translation>
    </message>
    <message>
        <source>expected =, !=, &lt;, &lt;=, &gt;, &gt;= after %1, not %2 at character %3</source>
        <extracomment>expression.operatorExpected</extracomment>
        <translation>se esperaba =, !=, &lt;, &lt;=, &gt;, &gt;= después de %1, no %2, en el carácter %3</translation>
    </message>
    <message>
        <source>expected =, !=, &lt;, &lt;=, &gt;, &gt;= or &apos;has&apos; after %1, not %2 at character %3</source>
        <extracomment>expression.operatorOrHasExpected</extracomment>
        <translation>se esperaba =, !=, &lt;, &lt;=, &gt;, &gt;= o &apos;has&apos; después de %1, no %2, en el carácter %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=VALUE</source>
        <extracomment>operation.notKeyValue</extracomment>
        <translation>&apos;%1&apos; no tiene la forma KEY=VALUE</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a field of this board (its fields: %2)</source>
        <extracomment>operation.unknownField</extracomment>
        <translation>&apos;%1&apos; no es una propiedad de este tablero (sus propiedades: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a signed number for %2</source>
        <extracomment>operation.notSignedNumber</extracomment>
        <translation>&apos;%1&apos; no es un número con signo para %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number (decimal or 0x hexadecimal) for %2</source>
        <extracomment>operation.notNumber</extracomment>
        <translation>&apos;%1&apos; no es un número (decimal o hexadecimal 0x) para %2</translation>
    </message>
    <message>
        <source>%1 does not fit %2 (0 to %3)</source>
        <extracomment>operation.doesNotFit</extracomment>
        <translation>%1 no cabe en %2 (0 a %3)</translation>
    </message>
    <message>
        <source>%1 has no field of its own for a schema to split</source>
        <extracomment>schema.noOwnField</extracomment>
        <translation>%1 no tiene una propiedad propia que un esquema pueda dividir</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;: a %2 schema splits &apos;%3&apos;</source>
        <extracomment>schema.wrongField</extracomment>
        <translation>propiedad desconocida &apos;%1&apos;: un esquema %2 divide &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; is not a name of letters, digits and _ (not starting with a digit)</source>
        <extracomment>schema.badKey</extracomment>
        <translation>la clave &apos;%1&apos; no es un nombre de letras, dígitos y _ (que no empiece por un dígito)</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; is used twice</source>
        <extracomment>schema.keyTwice</extracomment>
        <translation>la clave &apos;%1&apos; se usa dos veces</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 is outside &apos;%3&apos; (bit %4)</source>
        <extracomment>schema.bitOutsideBit</extracomment>
        <translation>&apos;%1&apos;: el bit %2 está fuera de &apos;%3&apos; (bit %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 is outside &apos;%3&apos; (bits %4-%5)</source>
        <extracomment>schema.bitOutsideBits</extracomment>
        <translation>&apos;%1&apos;: el bit %2 está fuera de &apos;%3&apos; (bits %4-%5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 are outside &apos;%4&apos; (bit %5)</source>
        <extracomment>schema.bitsOutsideBit</extracomment>
        <translation>&apos;%1&apos;: los bits %2-%3 están fuera de &apos;%4&apos; (bit %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 are outside &apos;%4&apos; (bits %5-%6)</source>
        <extracomment>schema.bitsOutsideBits</extracomment>
        <translation>&apos;%1&apos;: los bits %2-%3 están fuera de &apos;%4&apos; (bits %5-%6)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 overlaps &apos;%3&apos; (bit %4)</source>
        <extracomment>schema.bitOverlapsBit</extracomment>
        <translation>&apos;%1&apos;: el bit %2 se solapa con &apos;%3&apos; (bit %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 overlaps &apos;%3&apos; (bits %4-%5)</source>
        <extracomment>schema.bitOverlapsBits</extracomment>
        <translation>&apos;%1&apos;: el bit %2 se solapa con &apos;%3&apos; (bits %4-%5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 overlap &apos;%4&apos; (bit %5)</source>
        <extracomment>schema.bitsOverlapBit</extracomment>
        <translation>&apos;%1&apos;: los bits %2-%3 se solapan con &apos;%4&apos; (bit %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 overlap &apos;%4&apos; (bits %5-%6)</source>
        <extracomment>schema.bitsOverlapBits</extracomment>
        <translation>&apos;%1&apos;: los bits %2-%3 se solapan con &apos;%4&apos; (bits %5-%6)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 flag names do not fit in bit %3 (at most %4)</source>
        <extracomment>schema.flagNamesInBit</extracomment>
        <translation>&apos;%1&apos;: %2 nombres de indicadores no caben en el bit %3 (como máximo %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 flag names do not fit in bits %3-%4 (at most %5)</source>
        <extracomment>schema.flagNamesInBits</extracomment>
        <translation>&apos;%1&apos;: %2 nombres de indicadores no caben en los bits %3-%4 (como máximo %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 value names do not fit in bit %3 (at most %4)</source>
        <extracomment>schema.valueNamesInBit</extracomment>
        <translation>&apos;%1&apos;: %2 nombres de valores no caben en el bit %3 (como máximo %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 value names do not fit in bits %3-%4 (at most %5)</source>
        <extracomment>schema.valueNamesInBits</extracomment>
        <translation>&apos;%1&apos;: %2 nombres de valores no caben en los bits %3-%4 (como máximo %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a number has no names (make it an enum)</source>
        <extracomment>schema.numberWithNames</extracomment>
        <translation>&apos;%1&apos;: un número no tiene nombres (conviértalo en una enumeración)</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <comment>height</comment>
        <translation>Aéreo</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <comment>heightLevels</comment>
        <translation>Aéreo</translation>
    </message>
    <message>
        <source>Elevated Ground</source>
        <comment>height</comment>
        <translation>Terreno elevado</translation>
    </message>
    <message>
        <source>Elevated Ground</source>
        <comment>heightLevels</comment>
        <translation>Terreno elevado</translation>
    </message>
    <message>
        <source>High Ground</source>
        <comment>height</comment>
        <translation>Terreno alto</translation>
    </message>
    <message>
        <source>High Ground</source>
        <comment>heightLevels</comment>
        <translation>Terreno alto</translation>
    </message>
    <message>
        <source>High Ground</source>
        <comment>heightValue</comment>
        <translation>Terreno alto</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Terreno medio-alto</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <comment>heightValue</comment>
        <translation>Terreno medio-alto</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>height</comment>
        <translation>Terreno bajo</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>heightLevels</comment>
        <translation>Terreno bajo</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>heightValue</comment>
        <translation>Terreno bajo</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Terreno medio-bajo</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <comment>heightValue</comment>
        <translation>Terreno medio-bajo</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <comment>height</comment>
        <translation>Terreno medio</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Terreno medio</translation>
    </message>
    <message>
        <source>Underground</source>
        <comment>height</comment>
        <translation>Subterráneo</translation>
    </message>
    <message>
        <source>Underground</source>
        <comment>heightLevels</comment>
        <translation>Subterráneo</translation>
    </message>
    <message>
        <source>all</source>
        <comment>endZones</comment>
        <translation>todos</translation>
    </message>
    <message>
        <source>all</source>
        <comment>homeZone</comment>
        <translation>todos</translation>
    </message>
    <message>
        <source>all</source>
        <comment>homeZones</comment>
        <translation>todos</translation>
    </message>
    <message>
        <source>all</source>
        <comment>safeZones</comment>
        <translation>todos</translation>
    </message>
    <message>
        <source>all</source>
        <comment>zoneStyle</comment>
        <translation>todas</translation>
    </message>
    <message>
        <source>none</source>
        <comment>currencyBarrier</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>none</source>
        <comment>homeZone</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>none</source>
        <comment>link</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>none</source>
        <comment>pieceSumBarrier</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>none</source>
        <comment>specialSpawn</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>none</source>
        <comment>specialZone</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>none</source>
        <comment>turnBarrier</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>none</source>
        <comment>wrap</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>off</source>
        <comment>fourPlayer</comment>
        <translation>no</translation>
    </message>
    <message>
        <source>off</source>
        <comment>full3d</comment>
        <translation>desactivadas</translation>
    </message>
    <message>
        <source>off</source>
        <comment>grouped</comment>
        <translation>no</translation>
    </message>
    <message>
        <source>off</source>
        <comment>linked</comment>
        <translation>desactivadas</translation>
    </message>
    <message>
        <source>off</source>
        <comment>tallestHeightOnly</comment>
        <translation>no</translation>
    </message>
    <message>
        <source>off</source>
        <comment>threePlayer</comment>
        <translation>no</translation>
    </message>
    <message>
        <source>off</source>
        <comment>twoPlayer</comment>
        <translation>no</translation>
    </message>
    <message>
        <source>off</source>
        <comment>wrapLength</comment>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>off</source>
        <comment>wrapWidth</comment>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>on</source>
        <comment>fourPlayer</comment>
        <translation>sí</translation>
    </message>
    <message>
        <source>on</source>
        <comment>full3d</comment>
        <translation>activadas</translation>
    </message>
    <message>
        <source>on</source>
        <comment>grouped</comment>
        <translation>sí</translation>
    </message>
    <message>
        <source>on</source>
        <comment>linked</comment>
        <translation>activadas</translation>
    </message>
    <message>
        <source>on</source>
        <comment>tallestHeightOnly</comment>
        <translation>sí</translation>
    </message>
    <message>
        <source>on</source>
        <comment>threePlayer</comment>
        <translation>sí</translation>
    </message>
    <message>
        <source>on</source>
        <comment>twoPlayer</comment>
        <translation>sí</translation>
    </message>
    <message>
        <source>on</source>
        <comment>wrapLength</comment>
        <translation>activada</translation>
    </message>
    <message>
        <source>on</source>
        <comment>wrapWidth</comment>
        <translation>activada</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>endZones</comment>
        <translation>jugador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>ffaBlacklist</comment>
        <translation>jugador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>homeZones</comment>
        <translation>jugador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>playerBlacklist</comment>
        <translation>jugador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>safeZones</comment>
        <translation>jugador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>zoneOwner</comment>
        <translation>jugador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>zoneOwners</comment>
        <translation>jugador 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>endZones</comment>
        <translation>jugador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>ffaBlacklist</comment>
        <translation>jugador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>homeZone</comment>
        <translation>jugador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>homeZones</comment>
        <translation>jugador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>playerBlacklist</comment>
        <translation>jugador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>safeZones</comment>
        <translation>jugador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>zoneOwner</comment>
        <translation>jugador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>zoneOwners</comment>
        <translation>jugador 2</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>endZones</comment>
        <translation>jugador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>ffaBlacklist</comment>
        <translation>jugador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>homeZone</comment>
        <translation>jugador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>homeZones</comment>
        <translation>jugador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>playerBlacklist</comment>
        <translation>jugador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>safeZones</comment>
        <translation>jugador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>zoneOwner</comment>
        <translation>jugador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>zoneOwners</comment>
        <translation>jugador 3</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>endZones</comment>
        <translation>jugador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>ffaBlacklist</comment>
        <translation>jugador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>homeZone</comment>
        <translation>jugador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>homeZones</comment>
        <translation>jugador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>playerBlacklist</comment>
        <translation>jugador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>safeZones</comment>
        <translation>jugador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>zoneOwner</comment>
        <translation>jugador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>zoneOwners</comment>
        <translation>jugador 4</translation>
    </message>
    <message>
        <source>team 1</source>
        <comment>homeZone</comment>
        <translation>equipo 1</translation>
    </message>
    <message>
        <source>team 1</source>
        <comment>zoneOwners</comment>
        <translation>equipo 1</translation>
    </message>
    <message>
        <source>team 2</source>
        <comment>homeZone</comment>
        <translation>equipo 2</translation>
    </message>
    <message>
        <source>team 2</source>
        <comment>zoneOwners</comment>
        <translation>equipo 2</translation>
    </message>
    <message>
        <source>team 3</source>
        <comment>homeZone</comment>
        <translation>equipo 3</translation>
    </message>
    <message>
        <source>team 3</source>
        <comment>zoneOwners</comment>
        <translation>equipo 3</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>endZones</comment>
        <translation>equipo A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>homeZones</comment>
        <translation>equipo A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>safeZones</comment>
        <translation>equipo A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>standardTeamBlacklist</comment>
        <translation>equipo A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>teamEndZones</comment>
        <translation>equipo A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>teamHomeZones</comment>
        <translation>equipo A</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>endZones</comment>
        <translation>equipo B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>homeZones</comment>
        <translation>equipo B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>safeZones</comment>
        <translation>equipo B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>standardTeamBlacklist</comment>
        <translation>equipo B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>teamEndZones</comment>
        <translation>equipo B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>teamHomeZones</comment>
        <translation>equipo B</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>endZones</comment>
        <translation>equipo C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>homeZones</comment>
        <translation>equipo C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>safeZones</comment>
        <translation>equipo C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>standardTeamBlacklist</comment>
        <translation>equipo C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>teamEndZones</comment>
        <translation>equipo C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>teamHomeZones</comment>
        <translation>equipo C</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>standardTeamBlacklist</comment>
        <translation>equipo D</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>teamEndZones</comment>
        <translation>equipo D</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>teamHomeZones</comment>
        <translation>equipo D</translation>
    </message>
    <message>
        <source>nested too deeply: more than %1 levels of &apos;(&apos; and &apos;not&apos; at character %2</source>
        <extracomment>expression.tooDeep</extracomment>
        <translation>anidamiento demasiado profundo: más de %1 &apos;(&apos; y &apos;not&apos; anidados, en el carácter %2</translation>
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
        <translation>E1</translation>
    </message>
    <message>
        <source>T2</source>
        <extracomment>the short form of &quot;team 2&quot;, written on a tile</extracomment>
        <translation>E2</translation>
    </message>
    <message>
        <source>T3</source>
        <extracomment>the short form of &quot;team 3&quot;, written on a tile</extracomment>
        <translation>E3</translation>
    </message>
    <message>
        <source>TA</source>
        <extracomment>the short form of &quot;team A&quot;, written on a tile</extracomment>
        <translation>EA</translation>
    </message>
    <message>
        <source>TB</source>
        <extracomment>the short form of &quot;team B&quot;, written on a tile</extracomment>
        <translation>EB</translation>
    </message>
    <message>
        <source>TC</source>
        <extracomment>the short form of &quot;team C&quot;, written on a tile</extracomment>
        <translation>EC</translation>
    </message>
    <message>
        <source>TD</source>
        <extracomment>the short form of &quot;team D&quot;, written on a tile</extracomment>
        <translation>ED</translation>
    </message>
    <message>
        <source>out</source>
        <extracomment>the short form of &quot;out of bounds&quot;, written on a tile</extracomment>
        <translation>fuera</translation>
    </message>
    <message>
        <source>trap</source>
        <extracomment>the short form of &quot;trap/hazard&quot;, written on a tile</extracomment>
        <translation>trampa</translation>
    </message>
    <message>
        <source>in</source>
        <extracomment>the short form of &quot;in bounds&quot;, written on a tile</extracomment>
        <translation>dentro</translation>
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
        <translation>1v2 E1</translation>
    </message>
    <message>
        <source>1v2 T2</source>
        <extracomment>the short form of &quot;1v2 team 2&quot;, written on a tile</extracomment>
        <translation>1v2 E2</translation>
    </message>
    <message>
        <source>1v3 T1</source>
        <extracomment>the short form of &quot;1v3 team 1&quot;, written on a tile</extracomment>
        <translation>1v3 E1</translation>
    </message>
    <message>
        <source>1v3 T2</source>
        <extracomment>the short form of &quot;1v3 team 2&quot;, written on a tile</extracomment>
        <translation>1v3 E2</translation>
    </message>
    <message>
        <source>2v2 T1</source>
        <extracomment>the short form of &quot;2v2 team 1&quot;, written on a tile</extracomment>
        <translation>2v2 E1</translation>
    </message>
    <message>
        <source>2v2 T2</source>
        <extracomment>the short form of &quot;2v2 team 2&quot;, written on a tile</extracomment>
        <translation>2v2 E2</translation>
    </message>
    <message>
        <source>X ind</source>
        <extracomment>the short form of &quot;1v1vX individuals&quot;, written on a tile</extracomment>
        <translation>X ind</translation>
    </message>
    <message>
        <source>X team</source>
        <extracomment>the short form of &quot;1v1vX team&quot;, written on a tile</extracomment>
        <translation>X eq</translation>
    </message>
    <message>
        <source>UG</source>
        <extracomment>the short form of &quot;Underground&quot;, written on a tile</extracomment>
        <translation>Sub</translation>
    </message>
    <message>
        <source>Low</source>
        <extracomment>the short form of &quot;Low Ground&quot;, written on a tile</extracomment>
        <translation>Bajo</translation>
    </message>
    <message>
        <source>L-Mid</source>
        <extracomment>the short form of &quot;Low-Mid Ground&quot;, written on a tile</extracomment>
        <translation>M-bajo</translation>
    </message>
    <message>
        <source>Mid</source>
        <extracomment>the short form of &quot;Mid Ground&quot;, written on a tile</extracomment>
        <translation>Medio</translation>
    </message>
    <message>
        <source>H-Mid</source>
        <extracomment>the short form of &quot;High-Mid Ground&quot;, written on a tile</extracomment>
        <translation>M-alto</translation>
    </message>
    <message>
        <source>High</source>
        <extracomment>the short form of &quot;High Ground&quot;, written on a tile</extracomment>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Elev</source>
        <extracomment>the short form of &quot;Elevated Ground&quot;, written on a tile</extracomment>
        <translation>Elev</translation>
    </message>
    <message>
        <source>Above</source>
        <extracomment>the short form of &quot;Aboveground&quot;, written on a tile</extracomment>
        <translation>Aéreo</translation>
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
        <translation>10f</translation>
    </message>
    <message>
        <source>15p</source>
        <extracomment>the short form of &quot;15 pieces&quot;, written on a tile</extracomment>
        <translation>15f</translation>
    </message>
    <message>
        <source>20p</source>
        <extracomment>the short form of &quot;20 pieces&quot;, written on a tile</extracomment>
        <translation>20f</translation>
    </message>
    <message>
        <source>zone</source>
        <extracomment>the short form of &quot;designated zone&quot;, written on a tile</extracomment>
        <translation>zona</translation>
    </message>
    <message>
        <source>spec</source>
        <extracomment>the short form of &quot;special tile&quot;, written on a tile</extracomment>
        <translation>esp</translation>
    </message>
    <message>
        <source>KotH</source>
        <extracomment>the short form of &quot;king of the hill&quot;, written on a tile</extracomment>
        <translation>Rey</translation>
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
        <translation>ApA</translation>
    </message>
    <message>
        <source>SB</source>
        <extracomment>the short form of &quot;spawn B&quot;, written on a tile</extracomment>
        <translation>ApB</translation>
    </message>
    <message>
        <source>SC</source>
        <extracomment>the short form of &quot;spawn C&quot;, written on a tile</extracomment>
        <translation>ApC</translation>
    </message>
    <message>
        <source>expected a number, a field, &apos;x&apos;, &apos;y&apos; or neighbours(…) after %1, not %2 at character %3</source>
        <extracomment>expression.operandExpected</extracomment>
        <translation>se esperaba un número, una propiedad, &apos;x&apos;, &apos;y&apos; o neighbours(…) después de %1, no %2, en el carácter %3</translation>
    </message>
    <message>
        <source>expected &apos;(&apos; after %1, not %2 at character %3</source>
        <extracomment>expression.openExpected</extracomment>
        <translation>se esperaba &apos;(&apos; después de %1, no %2, en el carácter %3</translation>
    </message>
    <message>
        <source>%1 is a neighbour&apos;s field, read only inside neighbours(…) at character %2</source>
        <extracomment>expression.neighbourOutside</extracomment>
        <translation>%1 es una propiedad de una vecina, que solo se lee dentro de neighbours(…), en el carácter %2</translation>
    </message>
    <message>
        <source>%1 inside neighbours(…): a neighbour&apos;s own neighbours are not counted at character %2</source>
        <extracomment>expression.neighboursInside</extracomment>
        <translation>%1 dentro de neighbours(…): las vecinas de una vecina no se cuentan, en el carácter %2</translation>
    </message>
    <message>
        <source>neighbours8 counts corner neighbours, which hex tiles do not have (neighbours counts all six) at character %1</source>
        <extracomment>expression.cornersOnHex</extracomment>
        <translation>neighbours8 cuenta las vecinas por las esquinas, que las casillas hexagonales no tienen (neighbours cuenta las seis), en el carácter %1</translation>
    </message>
    <message>
        <source>rule %1</source>
        <extracomment>rules.rule</extracomment>
        <translation>regla %1</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;</source>
        <extracomment>rules.namedRule</extracomment>
        <translation>regla %1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;, where</source>
        <extracomment>rules.where</extracomment>
        <translation>regla %1 &quot;%2&quot;, where</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;, operation %3</source>
        <extracomment>rules.operation</extracomment>
        <translation>regla %1 &quot;%2&quot;, operación %3</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <extracomment>rules.notJson</extracomment>
        <translation>JSON no válido en la línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep at line %2, column %3</source>
        <extracomment>rules.tooDeep</extracomment>
        <translation>anidamiento de más de %1 niveles en la línea %2, columna %3</translation>
    </message>
    <message>
        <source>a rules file is one JSON object, {&quot;rules&quot;: [...]}</source>
        <extracomment>rules.notObject</extracomment>
        <translation>un archivo de reglas es un único objeto JSON, {&quot;rules&quot;: [...]}</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a rules file has only &quot;rules&quot;</source>
        <extracomment>rules.unknownFileKey</extracomment>
        <translation>clave desconocida &quot;%1&quot;; un archivo de reglas solo tiene &quot;rules&quot;</translation>
    </message>
    <message>
        <source>no &quot;rules&quot;; a rules file is {&quot;rules&quot;: [...]}</source>
        <extracomment>rules.noRules</extracomment>
        <translation>falta &quot;rules&quot;; un archivo de reglas es {&quot;rules&quot;: [...]}</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be a list of rules</source>
        <extracomment>rules.rulesNotList</extracomment>
        <translation>&quot;rules&quot; debe ser una lista de reglas</translation>
    </message>
    <message>
        <source>a rule is an object with &quot;name&quot;, &quot;where&quot; and &quot;then&quot;</source>
        <extracomment>rules.ruleNotObject</extracomment>
        <translation>una regla es un objeto con &quot;name&quot;, &quot;where&quot; y &quot;then&quot;</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a rule has &quot;name&quot;, &quot;where&quot;, &quot;then&quot; and &quot;live&quot;</source>
        <extracomment>rules.unknownRuleKey</extracomment>
        <translation>clave desconocida &quot;%1&quot;; una regla tiene &quot;name&quot;, &quot;where&quot;, &quot;then&quot; y &quot;live&quot;</translation>
    </message>
    <message>
        <source>no &quot;%1&quot;</source>
        <extracomment>rules.missingKey</extracomment>
        <translation>falta &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a text</source>
        <extracomment>rules.notText</extracomment>
        <translation>&quot;%1&quot; debe ser un texto</translation>
    </message>
    <message>
        <source>&quot;name&quot; is empty</source>
        <extracomment>rules.emptyName</extracomment>
        <translation>&quot;name&quot; está vacío</translation>
    </message>
    <message>
        <source>&quot;name&quot; holds a control character</source>
        <extracomment>rules.controlInName</extracomment>
        <translation>&quot;name&quot; contiene un carácter de control</translation>
    </message>
    <message>
        <source>&quot;then&quot; must be a list of operations, such as [&quot;set boundary=1&quot;]</source>
        <extracomment>rules.thenNotList</extracomment>
        <translation>&quot;then&quot; debe ser una lista de operaciones, como [&quot;set boundary=1&quot;]</translation>
    </message>
    <message>
        <source>&quot;then&quot; has no operation</source>
        <extracomment>rules.thenEmpty</extracomment>
        <translation>&quot;then&quot; no tiene ninguna operación</translation>
    </message>
    <message>
        <source>&quot;live&quot; must be true or false</source>
        <extracomment>rules.liveNotBoolean</extracomment>
        <translation>&quot;live&quot; debe ser true o false</translation>
    </message>
    <message>
        <source>an operation is a text, such as &quot;set boundary=1&quot;</source>
        <extracomment>rules.operationNotText</extracomment>
        <translation>una operación es un texto, como &quot;set boundary=1&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operation: set, add, flags-on or flags-off, then KEY=VALUE</source>
        <extracomment>rules.unknownOperation</extracomment>
        <translation>&apos;%1&apos; no es una operación: set, add, flags-on o flags-off, seguido de KEY=VALUE</translation>
    </message>
    <message>
        <source>%1 is %2 tiles, BASE is %3: the three boards must have one size</source>
        <extracomment>merge.size</extracomment>
        <translation>%1 tiene %2 casillas, BASE tiene %3: los tres tableros deben tener el mismo tamaño</translation>
    </message>
    <message>
        <source>%1 is %2, BASE is %3: the three boards must have one tile size</source>
        <extracomment>merge.tileSize</extracomment>
        <translation>%1 es %2, BASE es %3: los tres tableros deben tener el mismo tamaño de casilla</translation>
    </message>
    <message>
        <source>%1 is in layout %2, BASE in %3: the three boards must have one layout</source>
        <extracomment>merge.layout</extracomment>
        <translation>%1 está en la disposición %2, BASE en %3: los tres tableros deben tener la misma disposición</translation>
    </message>
    <message>
        <source>TARGET is %1 tiles, BASE is %2: a patch needs two boards of one size</source>
        <extracomment>patch.size</extracomment>
        <translation>TARGET tiene %1 casillas, BASE tiene %2: un parche necesita dos tableros del mismo tamaño</translation>
    </message>
    <message>
        <source>TARGET is %1, BASE is %2: a patch needs two boards of one tile size</source>
        <extracomment>patch.tileSize</extracomment>
        <translation>TARGET es %1, BASE es %2: un parche necesita dos tableros del mismo tamaño de casilla</translation>
    </message>
    <message>
        <source>TARGET is in layout %1, BASE in %2: a patch needs two boards of one layout</source>
        <extracomment>patch.layout</extracomment>
        <translation>TARGET está en la disposición %1, BASE en %2: un parche necesita dos tableros de la misma disposición</translation>
    </message>
    <message>
        <source>not a board patch: it starts with %1, not &quot;GBXP&quot;</source>
        <extracomment>patch.notPatch</extracomment>
        <translation>no es un parche de tablero: empieza por %1, no por &quot;GBXP&quot;</translation>
    </message>
    <message>
        <source>patch format version %1; this program reads version 1</source>
        <extracomment>patch.version</extracomment>
        <translation>versión %1 del formato de parche; este programa lee la versión 1</translation>
    </message>
    <message>
        <source>the patch is cut short: it ends after %1 bytes</source>
        <extracomment>patch.truncated</extracomment>
        <translation>el parche está cortado: termina tras %1 bytes</translation>
    </message>
    <message>
        <source>the patch is damaged: a %1x%2 board of %3-byte tiles is no board</source>
        <extracomment>patch.badShape</extracomment>
        <translation>el parche está dañado: un tablero de %1x%2 con casillas de %3 bytes no es un tablero</translation>
    </message>
    <message>
        <source>the patch is damaged: unknown flags %1 at byte %2</source>
        <extracomment>patch.badFlags</extracomment>
        <translation>el parche está dañado: indicadores desconocidos %1 en el byte %2</translation>
    </message>
    <message>
        <source>the patch is damaged: the number at byte %1 is too large</source>
        <extracomment>patch.badNumber</extracomment>
        <translation>el parche está dañado: el número en el byte %1 es demasiado grande</translation>
    </message>
    <message>
        <source>the patch is damaged: its run at byte %1 goes past the board&apos;s %2 tiles</source>
        <extracomment>patch.pastEnd</extracomment>
        <translation>el parche está dañado: su tramo en el byte %1 va más allá de las %2 casillas del tablero</translation>
    </message>
    <message>
        <source>the patch is damaged: its footer change at byte %1 goes past the footer&apos;s %2 bytes</source>
        <extracomment>patch.footerPastEnd</extracomment>
        <translation>el parche está dañado: su cambio del pie en el byte %1 va más allá de los %2 bytes del pie</translation>
    </message>
    <message>
        <source>the patch is damaged: %1 more bytes follow its last run</source>
        <extracomment>patch.trailing</extracomment>
        <translation>el parche está dañado: tras su último tramo siguen %1 bytes más</translation>
    </message>
    <message>
        <source>the patch is for a %1x%2 GB%3 board; this board is %4 %5</source>
        <extracomment>patch.otherShape</extracomment>
        <translation>el parche es para un tablero GB%3 de %1x%2; este tablero es %4 %5</translation>
    </message>
    <message>
        <source>the patch is for the board with SHA-256 %1; this board&apos;s is %2</source>
        <extracomment>patch.wrongBase</extracomment>
        <translation>el parche es para el tablero con SHA-256 %1; el de este tablero es %2</translation>
    </message>
    <message>
        <source>the patched board&apos;s SHA-256 is %1, not %2 as the patch says</source>
        <extracomment>patch.wrongResult</extracomment>
        <translation>el SHA-256 del tablero parcheado es %1, no %2 como dice el parche</translation>
    </message>
</context>
<context>
    <name>gbxx::live_client::LiveConnection</name>
    <message>
        <source>the server&apos;s board does not read</source>
        <translation>el tablero del servidor no se puede leer</translation>
    </message>
</context>
</TS>
