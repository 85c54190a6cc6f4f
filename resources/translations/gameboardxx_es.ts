<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>QObject</name>
    <message>
        <source>GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;All files (*)</source>
        <translation>Tableros GameBoardXX (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>missing: the file is no longer there</source>
        <translation>no encontrado: el archivo ya no está ahí</translation>
    </message>
    <message>
        <source> · layout %1</source>
        <translation> · disposición %1</translation>
    </message>
</context>
<context>
    <name>gbxx::BalancePanel</name>
    <message>
        <source>Owner</source>
        <translation>Dueño</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Safe</source>
        <translation>Segura</translation>
    </message>
    <message>
        <source>Home → end</source>
        <translation>Inicio → meta</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>no path</source>
        <translation>sin camino</translation>
    </message>
    <message>
        <source>Differs between the players the board is built for</source>
        <translation>Difiere entre los jugadores para los que está hecho el tablero</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <source>Per player and team: zone sizes and the shortest way from home to end</source>
        <translation>Por jugador y equipo: tamaño de las zonas y el camino más corto del inicio a la meta</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardComparison</name>
    <message>
        <source>this board is read in layout %1: it can be compared only with boards of that layout and tile size (Board ▸ Convert This Board To brings it to today&apos;s layout)</source>
        <translation>este tablero se lee en la disposición %1: solo se puede comparar con tableros de esa disposición y ese tamaño de casilla (Tablero ▸ Convertir este tablero a lo lleva a la disposición actual)</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardDocument</name>
    <message>
        <source>Untitled %1</source>
        <translation>Sin título %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>The board has no rules to apply.</source>
        <translation>El tablero no tiene reglas que aplicar.</translation>
    </message>
    <message>
        <source>The board has no rule %1.</source>
        <translation>El tablero no tiene ninguna regla %1.</translation>
    </message>
    <message>
        <source>“%1” changes %2, which is locked: unlock it in the Layers panel to apply the rule.</source>
        <translation>“%1” cambia %2, que está bloqueada: desbloquéela en el panel Capas para aplicar la regla.</translation>
    </message>
</context>
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
    <name>gbxx::BoardView</name>
    <message numerus="yes">
        <source>Left out %n tile(s) that fell off the board</source>
        <translation>
            <numerusform>Se omitió %n casilla que quedaba fuera del tablero</numerusform>
            <numerusform>Se omitieron %n casillas que quedaban fuera del tablero</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicate selection</source>
        <translation>Duplicar la selección</translation>
    </message>
    <message>
        <source>Move selection</source>
        <translation>Mover la selección</translation>
    </message>
    <message>
        <source>This stamp is for boards of another tile size or layout.</source>
        <translation>Este sello es para tableros con otro tamaño de casilla u otra disposición.</translation>
    </message>
    <message>
        <source>Stamp “%1”</source>
        <translation>Sello “%1”</translation>
    </message>
    <message>
        <source>Tile %1, %2: %3</source>
        <translation>Casilla %1, %2: %3</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Arrow keys move the tile cursor, Enter applies the tool, Shift+arrows select</source>
        <translation>Las flechas mueven el cursor de casilla, Enter aplica la herramienta, Shift+flechas seleccionan</translation>
    </message>
    <message>
        <source>Tile %1, %2</source>
        <translation>Casilla %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will land outside where the selection was</source>
        <translation>
            <numerusform>%n casilla quedará fuera del lugar donde estaba la selección</numerusform>
            <numerusform>%n casillas quedarán fuera del lugar donde estaba la selección</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) would fall off the board</source>
        <translation>
            <numerusform>%n casilla caería fuera del tablero</numerusform>
            <numerusform>%n casillas caerían fuera del tablero</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::ChangesPanel</name>
    <message>
        <source>Take</source>
        <translation>Tomar</translation>
    </message>
    <message>
        <source>Take the other board&apos;s value</source>
        <translation>Tomar el valor del otro tablero</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <source>What differs from the other board, by field; Esc leaves compare mode</source>
        <translation>Lo que difiere del otro tablero, por propiedad; Esc sale del modo de comparación</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Not comparing. Compare With… shows what differs from another board file, the saved version or a registry revision.</source>
        <translation>Sin comparación. &quot;Comparar con…&quot; muestra lo que difiere de otro archivo de tablero, de la versión guardada o de una revisión del registro.</translation>
    </message>
    <message>
        <source>Compared with %1.</source>
        <translation>Comparado con %1.</translation>
    </message>
    <message>
        <source>The boards hold the same values.</source>
        <translation>Los tableros contienen los mismos valores.</translation>
    </message>
    <message>
        <source>%1 (layout %2)</source>
        <translation>%1 (disposición %2)</translation>
    </message>
    <message>
        <source>The other board is %1: compared as this %2 board holds it.</source>
        <translation>El otro tablero es %1: se compara tal como lo contendría este tablero %2.</translation>
    </message>
    <message>
        <source>The other board is %1: compared as this %2 board holds it, which loses %3.</source>
        <translation>El otro tablero es %1: se compara tal como lo contendría este tablero %2, lo que pierde %3.</translation>
    </message>
    <message>
        <source>Board ▸ Resize changes the board&apos;s size</source>
        <translation>Tablero ▸ Redimensionar cambia el tamaño del tablero</translation>
    </message>
    <message>
        <source>Take every header key the other board has</source>
        <translation>Tomar todas las claves de la cabecera del otro tablero</translation>
    </message>
    <message>
        <source>Take the other board&apos;s value of this key</source>
        <translation>Tomar el valor de esta clave del otro tablero</translation>
    </message>
    <message>
        <source>Take every footer key the other board has</source>
        <translation>Tomar todas las claves del pie del otro tablero</translation>
    </message>
    <message>
        <source>Take the other board&apos;s %1 on every tile that differs</source>
        <translation>Tomar el valor de %1 del otro tablero en cada casilla que difiere</translation>
    </message>
    <message>
        <source>Take the other board&apos;s %1 on this tile</source>
        <translation>Tomar el valor de %1 del otro tablero en esta casilla</translation>
    </message>
    <message>
        <source>Choose a row to take the other board&apos;s value</source>
        <translation>Elegir una fila para tomar el valor del otro tablero</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) differ.</source>
        <translation>
            <numerusform>%n casilla difiere.</numerusform>
            <numerusform>%n casillas difieren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::CommandPalette</name>
    <message>
        <source>Search actions</source>
        <translation>Buscar acciones</translation>
    </message>
    <message>
        <source>Type to find an action, a layer or a preference</source>
        <translation>Escriba para encontrar una acción, una capa o una preferencia</translation>
    </message>
    <message>
        <source>Matching actions</source>
        <translation>Acciones coincidentes</translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation>no disponible: %1</translation>
    </message>
    <message>
        <source>“%1” cannot run now: %2</source>
        <translation>«%1» no se puede ejecutar ahora: %2</translation>
    </message>
    <message>
        <source>needs an open board</source>
        <translation>necesita un tablero abierto</translation>
    </message>
    <message>
        <source>not available now</source>
        <translation>no disponible ahora</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Mostrar %1</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>Ocultar %1</translation>
    </message>
    <message>
        <source>Solo %1</source>
        <translation>Mostrar solo %1</translation>
    </message>
    <message>
        <source>Preferences: %1</source>
        <translation>Preferencias: %1</translation>
    </message>
    <message>
        <source>New from Template: %1</source>
        <translation>Nuevo desde plantilla: %1</translation>
    </message>
    <message>
        <source>shown already</source>
        <translation>ya se muestra</translation>
    </message>
    <message>
        <source>hidden already</source>
        <translation>ya está oculto</translation>
    </message>
    <message>
        <source>Make %1 the Active Layer</source>
        <translation>Hacer de %1 la capa activa</translation>
    </message>
    <message>
        <source>the active layer already</source>
        <translation>ya es la capa activa</translation>
    </message>
</context>
<context>
    <name>gbxx::CompareDialog</name>
    <message>
        <source>Another board &amp;file</source>
        <translation>Otro &amp;archivo de tablero</translation>
    </message>
    <message>
        <source>A &amp;registry revision</source>
        <translation>Una &amp;revisión del registro</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Comparar con</translation>
    </message>
    <message>
        <source>Compare %1 with:</source>
        <translation>Comparar %1 con:</translation>
    </message>
    <message>
        <source>Compare with what the board&apos;s file holds now</source>
        <translation>Comparar con lo que contiene ahora el archivo del tablero</translation>
    </message>
    <message>
        <source>Compare with another board file, of any tile size</source>
        <translation>Comparar con otro archivo de tablero, de cualquier tamaño de casilla</translation>
    </message>
    <message>
        <source>Compare with a revision from the board registry</source>
        <translation>Comparar con una revisión del registro de tableros</translation>
    </message>
    <message>
        <source>Choose the board file</source>
        <translation>Elegir el archivo del tablero</translation>
    </message>
    <message>
        <source>The &amp;saved version: what changed since %1 was saved</source>
        <translation>La versión &amp;guardada: lo que cambió desde que se guardó %1</translation>
    </message>
    <message>
        <source>The &amp;saved version (this board is not saved in a file yet)</source>
        <translation>La versión &amp;guardada (este tablero aún no está guardado en un archivo)</translation>
    </message>
    <message>
        <source>A .gb08, .gb16, .gb32 or .gb64 file</source>
        <translation>Un archivo .gb08, .gb16, .gb32 o .gb64</translation>
    </message>
    <message>
        <source>Board file</source>
        <translation>Archivo del tablero</translation>
    </message>
    <message>
        <source>Registry code</source>
        <translation>Código del registro</translation>
    </message>
    <message>
        <source>The board&apos;s code as the registry gave it; @N compares with revision N</source>
        <translation>El código del tablero tal como lo dio el registro; @N compara con la revisión N</translation>
    </message>
    <message>
        <source>Fetching</source>
        <translation>Descargando</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparar</translation>
    </message>
    <message>
        <source>Show what differs, on the board and in the Changes panel</source>
        <translation>Mostrar lo que difiere, en el tablero y en el panel Cambios</translation>
    </message>
    <message>
        <source>Fi&amp;le:</source>
        <translation>Arc&amp;hivo:</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>Có&amp;digo:</translation>
    </message>
    <message>
        <source>CODE@REVISION, or the code alone for the latest</source>
        <translation>CÓDIGO@REVISIÓN, o solo el código para la más reciente</translation>
    </message>
    <message>
        <source>Compare With Board</source>
        <translation>Comparar con un tablero</translation>
    </message>
    <message>
        <source>GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64);;All files (*)</source>
        <translation>Tableros GameBoardXX (*.gb08 *.gb16 *.gb32 *.gb64);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Fetching revision %1 of %2 from %3…</source>
        <translation>Descargando la revisión %1 de %2 desde %3…</translation>
    </message>
    <message>
        <source>Fetching %1 from %2…</source>
        <translation>Descargando %1 desde %2…</translation>
    </message>
    <message>
        <source>Not fetched: %1</source>
        <translation>No descargado: %1</translation>
    </message>
    <message>
        <source>%1 is not a board this editor reads: %2</source>
        <translation>%1 no es un tablero que este editor lea: %2</translation>
    </message>
    <message>
        <source>Fetching cancelled</source>
        <translation>Descarga cancelada</translation>
    </message>
</context>
<context>
    <name>gbxx::ConditionBuilder</name>
    <message>
        <source>Corners &amp;too</source>
        <translation>Esquinas &amp;también</translation>
    </message>
    <message>
        <source>the tile&apos;s</source>
        <translation>en la casilla</translation>
    </message>
    <message>
        <source>at least one neighbour&apos;s</source>
        <translation>en al menos una vecina</translation>
    </message>
    <message>
        <source>no neighbour&apos;s</source>
        <translation>en ninguna vecina</translation>
    </message>
    <message>
        <source>every neighbour&apos;s</source>
        <translation>en todas las vecinas</translation>
    </message>
    <message>
        <source>at least this many neighbours&apos;:</source>
        <translation>en al menos este número de vecinas:</translation>
    </message>
    <message>
        <source>Whose field</source>
        <translation>Propiedad de cuál</translation>
    </message>
    <message>
        <source>Test the tile&apos;s own field, or count its neighbours whose field passes (six on hex boards, four on square ones, across wrapped edges)</source>
        <translation>Comprobar la propiedad de la propia casilla, o contar sus vecinas cuya propiedad cumple la condición (seis en los tableros hexagonales, cuatro en los cuadrados, también a través de los bordes con continuidad)</translation>
    </message>
    <message>
        <source>How many neighbours</source>
        <translation>Cuántas vecinas</translation>
    </message>
    <message>
        <source>The fewest neighbours whose field must pass</source>
        <translation>El número mínimo de vecinas cuya propiedad debe cumplir la condición</translation>
    </message>
    <message>
        <source>Count a square tile&apos;s four corner neighbours as well (neighbours8)</source>
        <translation>Contar también las cuatro vecinas por las esquinas de una casilla cuadrada (neighbours8)</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Comparado con</translation>
    </message>
    <message>
        <source>Compare the neighbour&apos;s field with a value, or with the tile&apos;s own field plus or minus a number</source>
        <translation>Comparar la propiedad de la vecina con un valor, o con la de la propia casilla más o menos un número</translation>
    </message>
    <message>
        <source>the value</source>
        <translation>el valor</translation>
    </message>
    <message>
        <source>the tile&apos;s own %1 +</source>
        <translation>%1 de la propia casilla +</translation>
    </message>
    <message>
        <source>the tile&apos;s own %1 −</source>
        <translation>%1 de la propia casilla −</translation>
    </message>
</context>
<context>
    <name>gbxx::DialogButtons</name>
    <message>
        <source>Apply the choices and close</source>
        <translation>Aplicar lo elegido y cerrar</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Cerrar sin cambiar nada</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Cerrar esta ventana</translation>
    </message>
    <message>
        <source>Apply the choices</source>
        <translation>Aplicar lo elegido</translation>
    </message>
    <message>
        <source>Save the changes</source>
        <translation>Guardar los cambios</translation>
    </message>
    <message>
        <source>Close and lose the changes</source>
        <translation>Cerrar y perder los cambios</translation>
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
        <translation>%1 ahora igual</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <comment>a tile, this board&apos;s value, the other&apos;s</comment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>The boards are compared where both have tiles; the tiles only this board has are hatched</source>
        <translation>Los tableros se comparan donde ambos tienen casillas; las casillas que solo tiene este tablero aparecen rayadas</translation>
    </message>
    <message>
        <source>(%1, %2): %3 has no such tile</source>
        <translation>(%1, %2): %3 no tiene esta casilla</translation>
    </message>
    <message>
        <source>Tile (%1, %2), this board → %3:
%4</source>
        <translation>Casilla (%1, %2), este tablero → %3:
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
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>the saved version of %1</source>
        <translation>la versión guardada de %1</translation>
    </message>
    <message>
        <source>%1 from the registry</source>
        <translation>%1 del registro</translation>
    </message>
    <message numerus="yes">
        <source>Header: %n key(s)</source>
        <translation>
            <numerusform>Cabecera: %n clave</numerusform>
            <numerusform>Cabecera: %n claves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Footer: %n key(s)</source>
        <translation>
            <numerusform>Pie: %n clave</numerusform>
            <numerusform>Pie: %n claves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n casilla</numerusform>
            <numerusform>%1: %n casillas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::DocumentScriptRun</name>
    <message>
        <source>Script: %1</source>
        <translation>Script: %1</translation>
    </message>
</context>
<context>
    <name>gbxx::ExportDialog</name>
    <message>
        <source>%1 (header)</source>
        <translation>%1 (cabecera)</translation>
    </message>
    <message>
        <source>&amp;Highlight These Tiles</source>
        <translation>&amp;Resaltar estas casillas</translation>
    </message>
    <message>
        <source>%1 (layout %2)</source>
        <translation>%1 (disposición %2)</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Exportar como %1</translation>
    </message>
    <message>
        <source>Convert to %1</source>
        <translation>Convertir a %1</translation>
    </message>
    <message>
        <source>Paste %1 Tiles into %2</source>
        <translation>Pegar casillas %1 en %2</translation>
    </message>
    <message>
        <source>copied tiles</source>
        <translation>casillas copiadas</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tablero</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lossless.&lt;/b&gt; Every tile of these %1 %2 keeps its meaning in %3.</source>
        <translation>&lt;b&gt;Sin pérdidas.&lt;/b&gt; Todas las casillas de origen (%2 %1) conservan su significado en %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Some data cannot be stored in %1.&lt;/b&gt; Read back, these fields differ from the %2 %3 on the tiles counted below.</source>
        <translation>&lt;b&gt;Algunos datos no se pueden guardar en %1.&lt;/b&gt; Al volver a leerlas, estas propiedades difieren del original (%3 %2) en las casillas contadas abajo.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Propiedad</translation>
    </message>
    <message>
        <source>Tiles affected</source>
        <translation>Casillas afectadas</translation>
    </message>
    <message>
        <source>header flag lost</source>
        <translation>se pierde el indicador de la cabecera</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>&amp;Convert</source>
        <translation>&amp;Convertir</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Data lost</source>
        <translation>Datos perdidos</translation>
    </message>
    <message>
        <source>Each field that reads back differently in %1, with the tiles affected</source>
        <translation>Cada propiedad que se lee de otra forma en %1, con las casillas afectadas</translation>
    </message>
    <message>
        <source>Mark on the board the tiles of the chosen rows, or of every row when none is chosen</source>
        <translation>Marcar en el tablero las casillas de las filas elegidas, o de todas las filas si no se elige ninguna</translation>
    </message>
    <message>
        <source>Choose a file and write a %1 copy of the board to it</source>
        <translation>Elegir un archivo y escribir en él una copia %1 del tablero</translation>
    </message>
    <message>
        <source>Make this board a %1 board</source>
        <translation>Convertir este tablero en un tablero %1</translation>
    </message>
    <message>
        <source>Paste the copied tiles, converted to %1</source>
        <translation>Pegar las casillas copiadas, convertidas a %1</translation>
    </message>
</context>
<context>
    <name>gbxx::FieldChoiceDialog</name>
    <message>
        <source>Fields Carried</source>
        <translation>Propiedades incluidas</translation>
    </message>
    <message>
        <source>Copy, cut, delete and move carry these fields of the selected tiles; a paste leaves the others as they are.</source>
        <translation>Copiar, cortar, eliminar y mover incluyen estas propiedades de las casillas seleccionadas; al pegar, las demás quedan como están.</translation>
    </message>
    <message>
        <source>Fields carried</source>
        <translation>Propiedades incluidas</translation>
    </message>
    <message>
        <source>Check each field that copy, cut, delete and move carry</source>
        <translation>Marque cada propiedad que incluyen copiar, cortar, eliminar y mover</translation>
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
        <translation>mixto</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>%1: whether %2 is set on the chosen tiles</source>
        <translation>%1: si el indicador %2 está activado en las casillas elegidas</translation>
    </message>
    <message>
        <source>The %1 of the chosen tiles</source>
        <translation>Valor de %1 en las casillas elegidas</translation>
    </message>
</context>
<context>
    <name>gbxx::GoToTileDialog</name>
    <message>
        <source>Go to Tile</source>
        <translation>Ir a la casilla</translation>
    </message>
    <message>
        <source>Column and row</source>
        <translation>Columna y fila</translation>
    </message>
    <message>
        <source>Axial (q, r)</source>
        <translation>Axiales (q, r)</translation>
    </message>
    <message>
        <source>Cube (q, r, s)</source>
        <translation>Cúbicas (q, r, s)</translation>
    </message>
    <message>
        <source>&amp;Coordinates:</source>
        <translation>&amp;Coordenadas:</translation>
    </message>
    <message>
        <source>C&amp;olumn:</source>
        <translation>C&amp;olumna:</translation>
    </message>
    <message>
        <source>&amp;q:</source>
        <translation>&amp;q:</translation>
    </message>
    <message>
        <source>&amp;Row:</source>
        <translation>&amp;Fila:</translation>
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
        <translation>q + r + s debe ser 0: s es %1 para estas q y r.</translation>
    </message>
    <message>
        <source>Column %1, row %2 is off the board: columns 0–%3, rows 0–%4.</source>
        <translation>La columna %1, fila %2 está fuera del tablero: columnas 0–%3, filas 0–%4.</translation>
    </message>
    <message>
        <source>Column %1, row %2.</source>
        <translation>Columna %1, fila %2.</translation>
    </message>
    <message>
        <source>Column %1, row %2 across the wrap seam.</source>
        <translation>Columna %1, fila %2, por la continuidad.</translation>
    </message>
</context>
<context>
    <name>gbxx::ImageExportDialog</name>
    <message>
        <source>Draw the &amp;grid</source>
        <translation>Dibujar la &amp;cuadrícula</translation>
    </message>
    <message>
        <source>Add titles and a &amp;legend</source>
        <translation>Añadir títulos y una &amp;leyenda</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>Written on each tile at %1 pixels per tile or more</source>
        <translation>Se escriben en cada casilla a partir de %1 píxeles por casilla</translation>
    </message>
    <message>
        <source> px per tile</source>
        <translation> px por casilla</translation>
    </message>
    <message>
        <source>&amp;Layers (one panel each):</source>
        <translation>C&amp;apas (un panel cada una):</translation>
    </message>
    <message>
        <source>La&amp;bels:</source>
        <translation>Eti&amp;quetas:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>E&amp;scala:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>The file name&apos;s extension chooses PNG or SVG.</source>
        <translation>La extensión del nombre de archivo elige PNG o SVG.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Elija al menos una capa.</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 píxeles</translation>
    </message>
    <message>
        <source> — too large for PNG (at most %1 on a side); SVG only</source>
        <translation> — demasiado grande para PNG (como máximo %1 por lado); solo SVG</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Check each layer to draw; each gets a panel of its own</source>
        <translation>Marque cada capa que se debe dibujar; cada una tiene su propio panel</translation>
    </message>
    <message>
        <source>Draw the lines between the tiles</source>
        <translation>Dibujar las líneas entre las casillas</translation>
    </message>
    <message>
        <source>Name each panel&apos;s layer and list its values with their colours</source>
        <translation>Nombrar la capa de cada panel y enumerar sus valores con sus colores</translation>
    </message>
    <message>
        <source>How large each tile is drawn: a square&apos;s side, a hexagon&apos;s height</source>
        <translation>Tamaño con el que se dibuja cada casilla: el lado de un cuadrado, la altura de un hexágono</translation>
    </message>
    <message>
        <source>Choose a PNG or SVG file and write the image to it</source>
        <translation>Elegir un archivo PNG o SVG y escribir en él la imagen</translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Dibujar:</translation>
    </message>
</context>
<context>
    <name>gbxx::Ink</name>
    <message>
        <source>Erase %1</source>
        <translation>Borrar %1</translation>
    </message>
    <message>
        <source> as player %1</source>
        <translation> como jugador %1</translation>
    </message>
    <message numerus="yes">
        <source>Path%1: %n step(s) · grid distance %2</source>
        <translation>
            <numerusform>Camino%1: %n paso · distancia en la cuadrícula %2</numerusform>
            <numerusform>Camino%1: %n pasos · distancia en la cuadrícula %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No path%1 from (%2, %3) to (%4, %5) · grid distance %6</source>
        <translation>Sin camino%1 de (%2, %3) a (%4, %5) · distancia en la cuadrícula %6</translation>
    </message>
    <message>
        <source>preset “%1”</source>
        <translation>preajuste “%1”</translation>
    </message>
</context>
<context>
    <name>gbxx::LayerChecklist</name>
    <message>
        <source>As the view shows it</source>
        <translation>Como lo muestra la vista</translation>
    </message>
    <message>
        <source>One panel per field</source>
        <translation>Un panel por propiedad</translation>
    </message>
    <message>
        <source>The board with every field the view shows, as it shows them; or each chosen field on its own in its colours</source>
        <translation>El tablero con cada propiedad que muestra la vista, como las muestra; o cada propiedad elegida por separado en sus colores</translation>
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
    <name>gbxx::LayersPanel</name>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Bloqueo</translation>
    </message>
    <message>
        <source>Check a layer to show it, select it to paint it; Alt-click shows it alone (again: all back)</source>
        <translation>Marque una capa para mostrarla, selecciónela para pintarla; Alt+clic la muestra sola (otra vez: vuelven todas)</translation>
    </message>
    <message>
        <source>How the selected layer is drawn when several are shown</source>
        <translation>Cómo se dibuja la capa seleccionada cuando se muestran varias</translation>
    </message>
    <message>
        <source>Shown as:</source>
        <translation>Mostrar como:</translation>
    </message>
    <message>
        <source>The selected layer&apos;s opacity</source>
        <translation>Opacidad de la capa seleccionada</translation>
    </message>
    <message>
        <source>Opacity:</source>
        <translation>Opacidad:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Values&lt;/b&gt;</source>
        <translation>&lt;b&gt;Valores&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 — tile byte %2, bits %3-%4</source>
        <translation>%1 — byte %2 de la casilla, bits %3-%4</translation>
    </message>
    <message>
        <source>Locked: no edit changes this field</source>
        <translation>Bloqueada: ninguna edición cambia esta propiedad</translation>
    </message>
    <message>
        <source>%1, %2, shown as %3</source>
        <translation>%1, %2, mostrada como %3</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>visible</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>bloqueada</translation>
    </message>
    <message>
        <source>unlocked</source>
        <translation>desbloqueada</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Check a layer to show it, select it to paint it</source>
        <translation>Marque una capa para mostrarla, selecciónela para pintarla</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacidad</translation>
    </message>
</context>
<context>
    <name>gbxx::LegendPanel</name>
    <message>
        <source>No layer is shown: check one in the Layers panel</source>
        <translation>No se muestra ninguna capa: marque una en el panel Capas</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>What each colour, shade and mark of the shown layers means</source>
        <translation>Qué significa cada color, sombreado y marca de las capas mostradas</translation>
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
    <name>gbxx::LibraryModel</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>código %1</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n advertencia</numerusform>
            <numerusform>%n advertencias</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>duplicado</translation>
    </message>
    <message>
        <source>code conflict</source>
        <translation>conflicto de código</translation>
    </message>
    <message>
        <source>Modified %1</source>
        <translation>Modificado: %1</translation>
    </message>
    <message>
        <source>Another file in the library has the same bytes.</source>
        <translation>Otro archivo de la biblioteca tiene los mismos bytes.</translation>
    </message>
    <message>
        <source>A different board in the library has the same board code.</source>
        <translation>Otro tablero de la biblioteca tiene el mismo código del tablero.</translation>
    </message>
    <message>
        <source>also in other sizes or revisions</source>
        <translation>también en otros tamaños o revisiones</translation>
    </message>
    <message>
        <source>The library also holds this board in another tile size, or another revision of it by the same author.</source>
        <translation>La biblioteca también contiene este tablero en otro tamaño de casilla, u otra revisión del mismo autor.</translation>
    </message>
    <message>
        <source>revision %1 in the registry</source>
        <translation>revisión %1 en el registro</translation>
    </message>
    <message>
        <source>The registry has revision %1 of %2; this file is revision %3.</source>
        <translation>El registro tiene la revisión %1 de %2; este archivo es la revisión %3.</translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryPanel</name>
    <message>
        <source>Wraps</source>
        <translation>Con continuidad</translation>
    </message>
    <message>
        <source>With warnings</source>
        <translation>Con advertencias</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Search titles, authors, codes, file names</source>
        <translation>Buscar títulos, autores, códigos, nombres de archivo</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Filtros</translation>
    </message>
    <message>
        <source>Any tile size</source>
        <translation>Cualquier tamaño de casilla</translation>
    </message>
    <message>
        <source>Any shape</source>
        <translation>Cualquier forma</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Cuadrado</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagonal</translation>
    </message>
    <message>
        <source>Any players</source>
        <translation>Cualquier número de jugadores</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) with a home</source>
        <translation>
            <numerusform>%n jugador con zona de inicio</numerusform>
            <numerusform>%n jugadores con zona de inicio</numerusform>
        </translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Por nombre</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Más recientes primero</translation>
    </message>
    <message>
        <source>Largest first</source>
        <translation>Más grandes primero</translation>
    </message>
    <message>
        <source>By title</source>
        <translation>Por título</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Wi&amp;dth</source>
        <translation>&amp;Ancho</translation>
    </message>
    <message>
        <source>Len&amp;gth</source>
        <translation>&amp;Largo</translation>
    </message>
    <message>
        <source>Boards in the library</source>
        <translation>Tableros de la biblioteca</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Indexing: %1 of %2 files</source>
        <translation>Indexando: %1 de %2 archivos</translation>
    </message>
    <message>
        <source>No folders yet: add one to index its boards.</source>
        <translation>Aún no hay carpetas: añada una para indexar sus tableros.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n board(s)</source>
        <translation>
            <numerusform>%1 de %n tablero</numerusform>
            <numerusform>%1 de %n tableros</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>Mostrar en la &amp;carpeta</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Copiar ruta</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Buscar en la biblioteca</translation>
    </message>
    <message>
        <source>The order of the boards in the list</source>
        <translation>El orden de los tableros en la lista</translation>
    </message>
    <message>
        <source>Your boards; Enter or a double click opens one</source>
        <translation>Sus tableros; Enter o un doble clic abre uno</translation>
    </message>
    <message>
        <source>Add a folder whose boards the library lists and keeps up to date</source>
        <translation>Añadir una carpeta cuyos tableros la biblioteca enumera y mantiene al día</translation>
    </message>
    <message>
        <source>Stop reading the folders</source>
        <translation>Dejar de leer las carpetas</translation>
    </message>
    <message>
        <source>Show or hide the filters by tile size, shape, sides, players and warnings</source>
        <translation>Mostrar u ocultar los filtros por tamaño de casilla, forma, lados, jugadores y advertencias</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Mejor coincidencia</translation>
    </message>
    <message>
        <source>Most downloaded</source>
        <translation>Más descargados</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Where to search</source>
        <translation>Dónde buscar</translation>
    </message>
    <message>
        <source>Search the boards in your library folders, or those in the board registry at %1</source>
        <translation>Buscar los tableros de sus carpetas de biblioteca, o los del registro de tableros en %1</translation>
    </message>
    <message>
        <source>Search the registry&apos;s titles, authors and codes</source>
        <translation>Buscar en los títulos, autores y códigos del registro</translation>
    </message>
    <message>
        <source>Open &amp;Revision %1 from the Registry</source>
        <translation>Abrir la &amp;revisión %1 del registro</translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryService</name>
    <message>
        <source>The board library cannot be opened: %1</source>
        <translation>No se puede abrir la biblioteca de tableros: %1</translation>
    </message>
</context>
<context>
    <name>gbxx::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open with Older &amp;Layout</source>
        <translation>Abrir con una &amp;disposición anterior</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar co&amp;mo…</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;vertir</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Export As</source>
        <translation>&amp;Exportar como</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>Exportar &amp;imagen…</translation>
    </message>
    <message>
        <source>Export Printable &amp;PDF…</source>
        <translation>Exportar &amp;PDF imprimible…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation>Pincel más pequeño</translation>
    </message>
    <message>
        <source>Larger Brush</source>
        <translation>Pincel más grande</translation>
    </message>
    <message>
        <source>Previous Value</source>
        <translation>Valor anterior</translation>
    </message>
    <message>
        <source>Next Value</source>
        <translation>Valor siguiente</translation>
    </message>
    <message>
        <source>Previous Layer</source>
        <translation>Capa anterior</translation>
    </message>
    <message>
        <source>Next Layer</source>
        <translation>Capa siguiente</translation>
    </message>
    <message>
        <source>Symmetry: paint, fill and erase also the mirrored tiles</source>
        <translation>Simetría: pintar, rellenar y borrar también afectan a las casillas reflejadas</translation>
    </message>
    <message>
        <source>No symmetry</source>
        <translation>Sin simetría</translation>
    </message>
    <message>
        <source>Mirror left/right</source>
        <translation>Reflejar izquierda/derecha</translation>
    </message>
    <message>
        <source>Mirror top/bottom</source>
        <translation>Reflejar arriba/abajo</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>Girar 180°</translation>
    </message>
    <message>
        <source>4-way</source>
        <translation>Cuádruple</translation>
    </message>
    <message>
        <source>Swap Owners</source>
        <translation>Intercambiar dueños</translation>
    </message>
    <message>
        <source>At a mirror image, player 1&apos;s zones and blacklists become player 2&apos;s (3 and 4 likewise, teams A and B)</source>
        <translation>En la imagen reflejada, las zonas y listas de exclusión del jugador 1 pasan a ser del jugador 2 (igual 3 y 4, y los equipos A y B)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Opciones de herramienta</translation>
    </message>
    <message>
        <source>Tile Inspector</source>
        <translation>Inspector de casillas</translation>
    </message>
    <message>
        <source>Pin Inspected Tile</source>
        <translation>Fijar la casilla inspeccionada</translation>
    </message>
    <message>
        <source>The inspector keeps showing the tile under the pointer (P); the picker pins the tile it clicks</source>
        <translation>El inspector sigue mostrando la casilla bajo el puntero (P); el cuentagotas fija la casilla en la que hace clic</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Preajustes</translation>
    </message>
    <message>
        <source>Stamps</source>
        <translation>Sellos</translation>
    </message>
    <message>
        <source>Tile Presets</source>
        <translation>Preajustes de casilla</translation>
    </message>
    <message>
        <source>Presets and Stamps</source>
        <translation>Preajustes y sellos</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Vista general</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validación</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;al abrir&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>x %1, y %2 · index %3</source>
        <translation>x %1, y %2 · índice %3</translation>
    </message>
    <message>
        <source> · axial q %1, r %2 · cube %1, %2, %3</source>
        <translation> · axial q %1, r %2 · cúbica %1, %2, %3</translation>
    </message>
    <message>
        <source>%1[*] — GameBoardXX Editor</source>
        <translation>%1[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>%1 (layout %2)[*] — GameBoardXX Editor</source>
        <translation>%1 (disposición %2)[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <source>&amp;Metadata…</source>
        <translation>&amp;Metadatos…</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Propiedades…</translation>
    </message>
    <message>
        <source>Custom Data &amp;Schema…</source>
        <translation>&amp;Esquema de datos propios…</translation>
    </message>
    <message>
        <source>&amp;Resize…</source>
        <translation>&amp;Redimensionar…</translation>
    </message>
    <message>
        <source>&amp;Shift Contents…</source>
        <translation>&amp;Desplazar contenido…</translation>
    </message>
    <message>
        <source>Make Link Groups &amp;Uniform</source>
        <translation>&amp;Uniformar grupos de enlace</translation>
    </message>
    <message>
        <source>&amp;Convert This Board To</source>
        <translation>&amp;Convertir este tablero a</translation>
    </message>
    <message>
        <source>Every link group already matches its anchor.</source>
        <translation>Todos los grupos de enlace ya coinciden con su ancla.</translation>
    </message>
    <message>
        <source>Make link groups uniform</source>
        <translation>Uniformar grupos de enlace</translation>
    </message>
    <message>
        <source>Edit metadata</source>
        <translation>Editar metadatos</translation>
    </message>
    <message>
        <source>Change board properties</source>
        <translation>Cambiar las propiedades del tablero</translation>
    </message>
    <message>
        <source>Resize board to %1 × %2</source>
        <translation>Redimensionar el tablero a %1 × %2</translation>
    </message>
    <message>
        <source>Shift board by (%1, %2)</source>
        <translation>Desplazar el tablero en (%1, %2)</translation>
    </message>
    <message>
        <source>Export As GB%1</source>
        <translation>Exportar como GB%1</translation>
    </message>
    <message>
        <source>GB%1 boards (*%2)</source>
        <translation>Tableros GB%1 (*%2)</translation>
    </message>
    <message>
        <source>Cannot Export Board</source>
        <translation>No se puede exportar el tablero</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Se exportó %1</translation>
    </message>
    <message>
        <source>Convert board to GB%1</source>
        <translation>Convertir el tablero a GB%1</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Paste in Pl&amp;ace</source>
        <translation>Pegar en el mismo &amp;lugar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>&amp;Fields Carried</source>
        <translation>Propiedades &amp;incluidas</translation>
    </message>
    <message>
        <source>&amp;All Fields</source>
        <translation>&amp;Todas las propiedades</translation>
    </message>
    <message>
        <source>The Active &amp;Layer Only</source>
        <translation>Solo la &amp;capa activa</translation>
    </message>
    <message>
        <source>&amp;Chosen Fields…</source>
        <translation>Propiedades &amp;elegidas…</translation>
    </message>
    <message>
        <source>R&amp;eplace in Selection…</source>
        <translation>Reemplazar en la &amp;selección…</translation>
    </message>
    <message>
        <source>T&amp;ransform</source>
        <translation>Transf&amp;ormar</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>Voltear &amp;horizontalmente</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>Voltear &amp;verticalmente</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>Girar en sentido h&amp;orario</translation>
    </message>
    <message>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>Girar en sentido &amp;antihorario</translation>
    </message>
    <message>
        <source>Se&amp;lect</source>
        <translation>&amp;Selección</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Todo</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>&amp;Deseleccionar</translation>
    </message>
    <message>
        <source>&amp;Invert</source>
        <translation>&amp;Invertir</translation>
    </message>
    <message>
        <source>Select &amp;Where…</source>
        <translation>Seleccionar según &amp;condición…</translation>
    </message>
    <message>
        <source>Drag or use the arrow keys to move; H, V flip, R and Shift+R rotate; Enter places it, Esc cancels.</source>
        <translation>Arrastre o use las flechas para mover; H, V voltean, R y Shift+R giran; Enter coloca, Esc cancela.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) selected</source>
        <translation>
            <numerusform>%n casilla seleccionada</numerusform>
            <numerusform>%n casillas seleccionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Select tiles to copy first.</source>
        <translation>Seleccione primero las casillas que desea copiar.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tile(s).</source>
        <translation>
            <numerusform>Se copió %n casilla.</numerusform>
            <numerusform>Se copiaron %n casillas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <source>Select tiles to delete first.</source>
        <translation>Seleccione primero las casillas que desea eliminar.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Cannot paste: %1.</source>
        <translation>No se puede pegar: %1.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>This board is in the older layout %1: convert it to today&apos;s layout (Board ▸ Convert This Board To) to paste tiles from another board.</source>
        <translation>Este tablero está en la disposición anterior %1: conviértalo a la disposición actual (Tablero ▸ Convertir este tablero a) para pegar casillas de otro tablero.</translation>
    </message>
    <message>
        <source>Pasted with losses: %1</source>
        <translation>Pegado con pérdidas: %1</translation>
    </message>
    <message>
        <source>Replace in selection</source>
        <translation>Reemplazar en la selección</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) changed</source>
        <translation>
            <numerusform>%n casilla cambiada</numerusform>
            <numerusform>%n casillas cambiadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Select tiles to flip or rotate first.</source>
        <translation>Seleccione primero las casillas que desea voltear o girar.</translation>
    </message>
    <message>
        <source>Flip selection</source>
        <translation>Voltear la selección</translation>
    </message>
    <message>
        <source>Rotate selection</source>
        <translation>Girar la selección</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Abrir tablero</translation>
    </message>
    <message>
        <source>Cannot Open Board</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
    <message>
        <source>%1 (read in layout %2)</source>
        <translation>%1 (leído en la disposición %2)</translation>
    </message>
    <message>
        <source>Open Board in Layout %1</source>
        <translation>Abrir tablero en la disposición %1</translation>
    </message>
    <message>
        <source>Cannot Save Board</source>
        <translation>No se puede guardar el tablero</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <source>Save Board As</source>
        <translation>Guardar tablero como</translation>
    </message>
    <message>
        <source>%1 is open in another tab: close that tab first, or choose another name.</source>
        <translation>%1 está abierto en otra pestaña: cierre primero esa pestaña o elija otro nombre.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <source>Discard every change since %1 was saved?</source>
        <translation>¿Descartar todos los cambios desde que se guardó %1?</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>Cannot Export Image</source>
        <translation>No se puede exportar la imagen</translation>
    </message>
    <message>
        <source>Exported %1 (%2 × %3 pixels)</source>
        <translation>Se exportó %1 (%2 × %3 píxeles)</translation>
    </message>
    <message>
        <source>Export Printable PDF</source>
        <translation>Exportar PDF imprimible</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export PDF</source>
        <translation>No se puede exportar el PDF</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n page(s))</source>
        <translation>
            <numerusform>Se exportó %1 (%n página)</numerusform>
            <numerusform>Se exportó %1 (%n páginas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Borrar la lista</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Atajos de teclado…</translation>
    </message>
    <message>
        <source>&amp;About GameBoardXX Editor</source>
        <translation>A&amp;cerca de GameBoardXX Editor</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>About GameBoardXX Editor</source>
        <translation>Acerca de GameBoardXX Editor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GameBoardXX Editor %1&lt;/h3&gt;&lt;p&gt;Paint GameBoardXX boards on square and hex grids, layer by layer, and export them to any of the four tile sizes.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GameBoardXX Editor %1&lt;/h3&gt;&lt;p&gt;Pinte tableros GameBoardXX en cuadrículas y rejillas hexagonales, capa a capa, y expórtelos a cualquiera de los cuatro tamaños de casilla.&lt;/p&gt;&lt;p&gt;Compilado con Qt %2, ejecutándose en Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Biblioteca</translation>
    </message>
    <message>
        <source>&amp;Add Folder…</source>
        <translation>&amp;Añadir carpeta…</translation>
    </message>
    <message>
        <source>Add Folder in an &amp;Older Layout…</source>
        <translation>Añadir carpeta con disposición a&amp;nterior…</translation>
    </message>
    <message>
        <source>&amp;Remove Folder…</source>
        <translation>&amp;Quitar carpeta…</translation>
    </message>
    <message>
        <source>Re&amp;scan Folders</source>
        <translation>&amp;Volver a examinar las carpetas</translation>
    </message>
    <message>
        <source>Show &amp;Library</source>
        <translation>Mostrar la &amp;biblioteca</translation>
    </message>
    <message>
        <source>The library could not be indexed: %1</source>
        <translation>No se pudo indexar la biblioteca: %1</translation>
    </message>
    <message>
        <source>Indexing cancelled; what was read is kept.</source>
        <translation>Indexación cancelada; se conserva lo ya leído.</translation>
    </message>
    <message>
        <source>Add a Folder of Boards</source>
        <translation>Añadir una carpeta de tableros</translation>
    </message>
    <message>
        <source>Older Layout</source>
        <translation>Disposición anterior</translation>
    </message>
    <message>
        <source>Read the boards of %1 in the layout:</source>
        <translation>Leer los tableros de %1 en la disposición:</translation>
    </message>
    <message>
        <source>The folder could not be added: %1</source>
        <translation>No se pudo añadir la carpeta: %1</translation>
    </message>
    <message>
        <source>The library has no folders yet.</source>
        <translation>La biblioteca aún no tiene carpetas.</translation>
    </message>
    <message>
        <source>Remove a Folder</source>
        <translation>Quitar una carpeta</translation>
    </message>
    <message>
        <source>Take this folder out of the library (its files stay):</source>
        <translation>Quitar esta carpeta de la biblioteca (sus archivos se conservan):</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Recovery &amp;Copies</source>
        <translation>Copias de rec&amp;uperación</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivadas</translation>
    </message>
    <message>
        <source>Every %1 s</source>
        <translation>Cada %1 s</translation>
    </message>
    <message>
        <source>Cannot Restore Board</source>
        <translation>No se puede restaurar el tablero</translation>
    </message>
    <message>
        <source>the copy is in a layout this editor does not know: %1</source>
        <translation>la copia está en una disposición que este editor no conoce: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Boards</source>
        <translation>Recuperar tableros sin guardar</translation>
    </message>
    <message>
        <source>The editor did not close normally. These boards had unsaved changes:</source>
        <translation>El editor no se cerró correctamente. Estos tableros tenían cambios sin guardar:</translation>
    </message>
    <message>
        <source>%1 — %2%3</source>
        <translation>%1 — %2%3</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Más &amp;tarde</translation>
    </message>
    <message>
        <source>Script Console</source>
        <translation>Consola de scripts</translation>
    </message>
    <message>
        <source>Sc&amp;ripts</source>
        <translation>Sc&amp;ripts</translation>
    </message>
    <message>
        <source>Your Scripts</source>
        <translation>Mis scripts</translation>
    </message>
    <message>
        <source>&amp;Validators</source>
        <translation>&amp;Validadores</translation>
    </message>
    <message>
        <source>Run this script after edits and list its warnings in the Validation dock</source>
        <translation>Ejecutar este script tras cada edición y mostrar sus advertencias en el panel Validación</translation>
    </message>
    <message>
        <source>Run Script &amp;File…</source>
        <translation>Ejecutar &amp;archivo de script…</translation>
    </message>
    <message>
        <source>Run Script</source>
        <translation>Ejecutar script</translation>
    </message>
    <message>
        <source>Scripts (*.js)</source>
        <translation>Scripts (*.js)</translation>
    </message>
    <message>
        <source>&amp;Open Scripts Folder</source>
        <translation>Abrir la carpeta de &amp;scripts</translation>
    </message>
    <message>
        <source>&amp;Reload Scripts</source>
        <translation>&amp;Recargar scripts</translation>
    </message>
    <message>
        <source>Show Script &amp;Console</source>
        <translation>Mostrar la &amp;consola de scripts</translation>
    </message>
    <message>
        <source>Scripts</source>
        <translation>Scripts</translation>
    </message>
    <message>
        <source>The script %1 could not be read.</source>
        <translation>No se pudo leer el script %1.</translation>
    </message>
    <message>
        <source>%1 finished.</source>
        <translation>%1 terminó.</translation>
    </message>
    <message>
        <source>%1 failed; nothing was changed.</source>
        <translation>%1 falló; no se cambió nada.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>New boards, templates and recent files</source>
        <translation>Tableros nuevos, plantillas y archivos recientes</translation>
    </message>
    <message>
        <source>GameBoardXX Editor</source>
        <translation>GameBoardXX Editor</translation>
    </message>
    <message>
        <source>Untitled board, not saved yet</source>
        <translation>Tablero sin título, aún sin guardar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100%)</source>
        <translation>Tamaño &amp;real (100%)</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>Mostrar &amp;cuadrícula</translation>
    </message>
    <message>
        <source>Show &amp;Rulers</source>
        <translation>Mostrar re&amp;glas</translation>
    </message>
    <message>
        <source>Tile &amp;Labels</source>
        <translation>&amp;Etiquetas de casilla</translation>
    </message>
    <message>
        <source>Clear &amp;Highlight</source>
        <translation>&amp;Quitar resaltado</translation>
    </message>
    <message>
        <source>Next Board</source>
        <translation>Tablero siguiente</translation>
    </message>
    <message>
        <source>Previous Board</source>
        <translation>Tablero anterior</translation>
    </message>
    <message>
        <source>%1 was removed from disk; Save writes it again.</source>
        <translation>%1 se eliminó del disco; Guardar lo vuelve a escribir.</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. Reload it and lose your unsaved changes, or keep editing your version?</source>
        <translation>Otro programa cambió %1 en el disco. ¿Recargarlo y perder los cambios sin guardar? (No: seguir editando su versión)</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. Reload it?</source>
        <translation>Otro programa cambió %1 en el disco. ¿Recargarlo?</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Archivo cambiado en el disco</translation>
    </message>
    <message>
        <source>Keeping your version; saving will ask before replacing the changed file.</source>
        <translation>Se conserva su versión; al guardar se preguntará antes de reemplazar el archivo cambiado.</translation>
    </message>
    <message>
        <source>%1 was changed on disk since you opened or saved it. Replace it with your version?</source>
        <translation>%1 cambió en el disco desde que lo abrió o guardó. ¿Reemplazarlo con su versión?</translation>
    </message>
    <message>
        <source>Lang&amp;uage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>The editor speaks %1 from its next start</source>
        <translation>El editor usará %1 a partir del próximo inicio</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>el idioma del sistema</translation>
    </message>
    <message>
        <source>Every change of the board; choosing a row undoes or redoes up to it</source>
        <translation>Cada cambio del tablero; al elegir una fila se deshace o se rehace hasta ella</translation>
    </message>
    <message>
        <source>The open boards; View ▸ Next Board goes to the next</source>
        <translation>Los tableros abiertos; Ver ▸ Tablero siguiente pasa al siguiente</translation>
    </message>
    <message>
        <source>%1: lost</source>
        <translation>%1: perdido</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n casilla</numerusform>
            <numerusform>%1: %n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>%1 (casillas de %n byte)…</numerusform>
            <numerusform>%1 (casillas de %n bytes)…</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Search Actions…</source>
        <translation>&amp;Buscar acciones…</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nada que deshacer</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nada que rehacer</translation>
    </message>
    <message>
        <source>needs a selection</source>
        <translation>necesita una selección</translation>
    </message>
    <message>
        <source>needs tiles on the clipboard</source>
        <translation>necesita casillas en el portapapeles</translation>
    </message>
    <message>
        <source>&amp;Go to Tile…</source>
        <translation>&amp;Ir a la casilla…</translation>
    </message>
    <message>
        <source>Not reopened from the last session (gone or unreadable): %1</source>
        <translation>No reabiertos de la última sesión (desaparecidos o ilegibles): %1</translation>
    </message>
    <message>
        <source>Open &amp;by Code…</source>
        <translation>Abrir por códi&amp;go…</translation>
    </message>
    <message>
        <source>Open a board from the registry by its code</source>
        <translation>Abrir un tablero del registro por su código</translation>
    </message>
    <message>
        <source>P&amp;ublish…</source>
        <translation>P&amp;ublicar…</translation>
    </message>
    <message>
        <source>Publish the board to the registry, where anyone can open it by its code</source>
        <translation>Publicar el tablero en el registro, donde cualquiera puede abrirlo por su código</translation>
    </message>
    <message>
        <source>needs an open board</source>
        <translation>necesita un tablero abierto</translation>
    </message>
    <message>
        <source>%1 is not saved in a file yet. Save it before publishing?</source>
        <translation>%1 aún no está guardado en un archivo. ¿Guardarlo antes de publicar?</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before publishing? The registry gets what the file holds.</source>
        <translation>%1 tiene cambios sin guardar. ¿Guardarlos antes de publicar? El registro recibe lo que contiene el archivo.</translation>
    </message>
    <message>
        <source>Publish Board</source>
        <translation>Publicar tablero</translation>
    </message>
    <message>
        <source>Cannot Publish Board</source>
        <translation>No se puede publicar el tablero</translation>
    </message>
    <message>
        <source>%1 no longer holds the open board: save it again.</source>
        <translation>%1 ya no contiene el tablero abierto: guárdelo de nuevo.</translation>
    </message>
    <message>
        <source>The board was closed: its file does not hold the code %1 yet.</source>
        <translation>El tablero se cerró: su archivo aún no contiene el código %1.</translation>
    </message>
    <message>
        <source>Board Code %1 from the Registry</source>
        <translation>Código del tablero %1 del registro</translation>
    </message>
    <message>
        <source>The code could not be saved into %1: %2</source>
        <translation>No se pudo guardar el código en %1: %2</translation>
    </message>
    <message>
        <source>The file&apos;s SHA-256 (%1…) differs from the registry&apos;s (%2…).</source>
        <translation>El SHA-256 del archivo (%1…) difiere del del registro (%2…).</translation>
    </message>
    <message>
        <source>Published %1 as %2, revision %3</source>
        <translation>%1 publicado como %2, revisión %3</translation>
    </message>
    <message>
        <source>%1 is not a board this editor reads: %2</source>
        <translation>%1 no es un tablero que este editor lea: %2</translation>
    </message>
    <message>
        <source>Opened %1, revision %2, from the registry</source>
        <translation>%1, revisión %2, abierto desde el registro</translation>
    </message>
    <message>
        <source>Revision %1 of %2 from the registry, not saved in a file yet</source>
        <translation>Revisión %1 de %2 del registro, aún no guardada en un archivo</translation>
    </message>
    <message>
        <source>The registry has a newer revision of %1: revision %2 (this board is revision %3).</source>
        <translation>El registro tiene una revisión más reciente de %1: la revisión %2 (este tablero es la revisión %3).</translation>
    </message>
    <message>
        <source>Open Revision %1</source>
        <translation>Abrir la revisión %1</translation>
    </message>
    <message>
        <source>&amp;Browse the Registry</source>
        <translation>&amp;Explorar el registro</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Cerrar el mensaje</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Cerrar este mensaje</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Fusión</translation>
    </message>
    <message>
        <source>Merge into %1[*] — GameBoardXX Editor</source>
        <translation>Fusión en %1[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>Com&amp;parar con…</translation>
    </message>
    <message>
        <source>Show what differs from another board file, the saved version or a registry revision, and take its values</source>
        <translation>Mostrar lo que difiere de otro archivo de tablero, de la versión guardada o de una revisión del registro, y tomar sus valores</translation>
    </message>
    <message>
        <source>Co&amp;mparison</source>
        <translation>C&amp;omparación</translation>
    </message>
    <message>
        <source>&amp;Next Change</source>
        <translation>Cambio &amp;siguiente</translation>
    </message>
    <message>
        <source>Go to the next tile that differs from the other board</source>
        <translation>Ir a la siguiente casilla que difiere del otro tablero</translation>
    </message>
    <message>
        <source>&amp;Previous Change</source>
        <translation>Cambio &amp;anterior</translation>
    </message>
    <message>
        <source>Go to the previous tile that differs from the other board</source>
        <translation>Ir a la casilla anterior que difiere del otro tablero</translation>
    </message>
    <message>
        <source>&amp;Take Other Board&apos;s Values</source>
        <translation>&amp;Tomar los valores del otro tablero</translation>
    </message>
    <message>
        <source>Give the selected tiles (else the tile last pointed at or stepped to) the other board&apos;s values, as one undo step</source>
        <translation>Dar a las casillas seleccionadas (o, si no hay, a la última casilla señalada o recorrida) los valores del otro tablero, en un solo paso de deshacer</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s &amp;Field</source>
        <translation>Tomar una &amp;propiedad del otro tablero</translation>
    </message>
    <message>
        <source>&amp;Leave Compare Mode</source>
        <translation>Sa&amp;lir del modo de comparación</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <source>%1 has no such tile.</source>
        <translation>%1 no tiene esta casilla.</translation>
    </message>
    <message>
        <source>The same in %1.</source>
        <translation>Igual en %1.</translation>
    </message>
    <message>
        <source>This board → %1:
%2</source>
        <translation>Este tablero → %1:
%2</translation>
    </message>
    <message>
        <source>needs compare mode (File ▸ Compare With…)</source>
        <translation>necesita el modo de comparación (Archivo ▸ Comparar con…)</translation>
    </message>
    <message>
        <source>no tile differs</source>
        <translation>ninguna casilla difiere</translation>
    </message>
    <message>
        <source>the board was closed</source>
        <translation>el tablero se cerró</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>No se puede comparar: %1</translation>
    </message>
    <message>
        <source>%1 holds the same values as this board</source>
        <translation>%1 contiene los mismos valores que este tablero</translation>
    </message>
    <message>
        <source>No tile differs from %1</source>
        <translation>Ninguna casilla difiere de %1</translation>
    </message>
    <message>
        <source>(%1, %2): %3</source>
        <translation>(%1, %2): %3</translation>
    </message>
    <message>
        <source>Nothing to take: these tiles hold the other board&apos;s values</source>
        <translation>Nada que tomar: estas casillas ya contienen los valores del otro tablero</translation>
    </message>
    <message>
        <source>The fields that differ here are locked: unlock them in the Layers panel to take the other board&apos;s values</source>
        <translation>Las propiedades que difieren aquí están bloqueadas: desbloquéelas en el panel Capas para tomar los valores del otro tablero</translation>
    </message>
    <message>
        <source>Took the values as this %1 board holds them (the other board is %2; converting it loses %3)</source>
        <translation>Se tomaron los valores tal como los contiene este tablero %1 (el otro tablero es %2; convertirlo pierde %3)</translation>
    </message>
    <message>
        <source>Select tiles, or point at one, to take the other board&apos;s values</source>
        <translation>Seleccione casillas, o señale una, para tomar los valores del otro tablero</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Values on Tile (%1, %2)</source>
        <translation>Tomar los valores del otro tablero en la casilla (%1, %2)</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s %1 on Tile (%2, %3)</source>
        <translation>Tomar %1 del otro tablero en la casilla (%2, %3)</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Header</source>
        <translation>Tomar la cabecera del otro tablero</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s %1</source>
        <translation>Tomar %1 del otro tablero</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Footer</source>
        <translation>Tomar el pie del otro tablero</translation>
    </message>
    <message>
        <source>Left compare mode</source>
        <translation>Se salió del modo de comparación</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Open a Board in the Older Layout %1…</source>
        <translation>Abrir un tablero con la disposición anterior %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 differs in %n of these tiles.</source>
        <translation>
            <numerusform>%1 difiere en %n de estas casillas.</numerusform>
            <numerusform>%1 difiere en %n de estas casillas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n casilla)</numerusform>
            <numerusform>%1 (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing with %1: %n tile(s) differ</source>
        <translation>
            <numerusform>Comparando con %1: %n casilla difiere</numerusform>
            <numerusform>Comparando con %1: %n casillas difieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Took the other board&apos;s values: the boards hold the same values now</source>
        <translation>Valores del otro tablero tomados: los tableros tienen ahora los mismos valores</translation>
    </message>
    <message numerus="yes">
        <source>Took the other board&apos;s values: %n tile(s) still differ</source>
        <translation>
            <numerusform>Valores del otro tablero tomados: %n casilla aún difiere</numerusform>
            <numerusform>Valores del otro tablero tomados: %n casillas aún difieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board&apos;s Values on %n Tile(s)</source>
        <translation>
            <numerusform>Tomar los valores del otro tablero en %n casilla</numerusform>
            <numerusform>Tomar los valores del otro tablero en %n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board&apos;s %1 on %n Tile(s)</source>
        <translation>
            <numerusform>Tomar %1 del otro tablero en %n casilla</numerusform>
            <numerusform>Tomar %1 del otro tablero en %n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export As %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Exportar como %1 (casillas de %n byte)…</numerusform>
            <numerusform>Exportar como %1 (casillas de %n bytes)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Convert This Board To %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Convertir este tablero a %1 (casillas de %n byte)…</numerusform>
            <numerusform>Convertir este tablero a %1 (casillas de %n bytes)…</numerusform>
        </translation>
    </message>
    <message>
        <source>the board is %1 already</source>
        <translation>el tablero ya es %1</translation>
    </message>
    <message>
        <source>nothing is highlighted</source>
        <translation>no hay nada resaltado</translation>
    </message>
    <message>
        <source>Not reopened from the last session, as opened by code and never saved: %1 (File ▸ Open by Code fetches it again)</source>
        <translation>No reabiertos de la última sesión, porque se abrieron por código y nunca se guardaron: %1 (Archivo ▸ Abrir por código los vuelve a obtener)</translation>
    </message>
    <message>
        <source>&amp;Stop Script</source>
        <translation>&amp;Detener el script</translation>
    </message>
    <message>
        <source>Stop the script running; it changes nothing</source>
        <translation>Detener el script en ejecución; no cambia nada</translation>
    </message>
    <message>
        <source>%1 finished, but the board was edited while it ran: its change was dropped.</source>
        <translation>%1 terminó, pero el tablero se editó mientras se ejecutaba: su cambio se descartó.</translation>
    </message>
    <message>
        <source>its board was closed</source>
        <translation>se cerró su tablero</translation>
    </message>
    <message>
        <source>%1 stopped: its board was closed.</source>
        <translation>%1 se detuvo: se cerró su tablero.</translation>
    </message>
    <message>
        <source>Running %1… (Scripts ▸ Stop Script stops it)</source>
        <translation>Ejecutando %1… (Scripts ▸ Detener el script lo detiene)</translation>
    </message>
    <message>
        <source>you stopped it</source>
        <translation>lo detuvo usted</translation>
    </message>
    <message>
        <source>%1 stopped; nothing was changed.</source>
        <translation>%1 se detuvo; no se cambió nada.</translation>
    </message>
    <message>
        <source>a script is running</source>
        <translation>hay un script en ejecución</translation>
    </message>
    <message>
        <source>no script is running</source>
        <translation>no hay ningún script en ejecución</translation>
    </message>
</context>
<context>
    <name>gbxx::MergeTool</name>
    <message>
        <source>Conflicts</source>
        <translation>Conflictos</translation>
    </message>
    <message>
        <source>Unsaved Merge</source>
        <translation>Fusión sin guardar</translation>
    </message>
    <message>
        <source>Every conflict is resolved, but the merge is not saved in %1 yet. Save it?</source>
        <translation>Todos los conflictos están resueltos, pero la fusión aún no se ha guardado en %1. ¿Guardarla?</translation>
    </message>
    <message>
        <source>Unresolved Conflicts</source>
        <translation>Conflictos sin resolver</translation>
    </message>
    <message>
        <source>%1 has unresolved conflicts: %2 of %3.</source>
        <translation>%1 tiene conflictos sin resolver: %2 de %3.</translation>
    </message>
    <message>
        <source>Resolve them now, or save %1 as it is: each unresolved conflict keeps Ours&apos; value, and git does not take the merge as done.</source>
        <translation>Resuélvalos ahora o guarde %1 tal cual: cada conflicto sin resolver conserva el valor de nuestra versión, y git no da la fusión por terminada.</translation>
    </message>
    <message>
        <source>%1 holds the merge as it is: each unresolved conflict keeps Ours&apos; value, and git does not take the merge as done.</source>
        <translation>%1 contiene la fusión tal cual: cada conflicto sin resolver conserva el valor de nuestra versión, y git no da la fusión por terminada.</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;Save As It Is</source>
        <translation>&amp;Guardar tal cual</translation>
    </message>
    <message>
        <source>&amp;Close As It Is</source>
        <translation>&amp;Cerrar tal cual</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;No guardar</translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation>No se puede fusionar</translation>
    </message>
    <message>
        <source>--merge takes four files, BASE OURS THEIRS OUT; %1 given</source>
        <translation>--merge necesita cuatro archivos, BASE OURS THEIRS OUT; se indicaron %1</translation>
    </message>
    <message>
        <source>no display to show the merge on (DISPLAY is not set); `gbxx merge` merges without one</source>
        <translation>no hay pantalla en la que mostrar la fusión (DISPLAY no está definida); `gbxx merge` fusiona sin pantalla</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Cabecera</translation>
    </message>
    <message>
        <source>Footer</source>
        <translation>Pie</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Conflicto</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Elegido</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 conflicts resolved. Choosing a side here takes it for every one of them.</source>
        <translation>%1: %2 de %3 conflictos resueltos. Elegir un lado aquí lo aplica a todos ellos.</translation>
    </message>
    <message>
        <source>unresolved</source>
        <translation>sin resolver</translation>
    </message>
    <message>
        <source>Tile %1, field %2</source>
        <translation>Casilla %1, propiedad %2</translation>
    </message>
    <message>
        <source>Header, field %1</source>
        <translation>Cabecera, propiedad %1</translation>
    </message>
    <message>
        <source>Footer, field %1</source>
        <translation>Pie, propiedad %1</translation>
    </message>
    <message>
        <source>base %1, ours %2, theirs %3</source>
        <translation>base %1, nuestra versión %2, versión de ellos %3</translation>
    </message>
    <message>
        <source>resolved: %1</source>
        <translation>resuelto: %1</translation>
    </message>
    <message>
        <source>unresolved: the merged board holds Ours until a side is chosen</source>
        <translation>sin resolver: el tablero fusionado contiene nuestra versión hasta que se elija un lado</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>bit %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Nuestra versión</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Versión de ellos</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>Each conflict with Base&apos;s, Ours&apos; and Theirs&apos; value and the side chosen; a field&apos;s row stands for all of its conflicts</source>
        <translation>Cada conflicto con el valor de la base, de nuestra versión y de la versión de ellos, y el lado elegido; la fila de una propiedad representa todos sus conflictos</translation>
    </message>
    <message>
        <source>Base: %1 · Ours: %2 · Theirs: %3</source>
        <translation>Base: %1 · Nuestra versión: %2 · Versión de ellos: %3</translation>
    </message>
    <message>
        <source>%1 chosen</source>
        <translation>%1 elegido(s)</translation>
    </message>
    <message>
        <source>%1 of %2 conflicts resolved</source>
        <translation>%1 de %2 conflictos resueltos</translation>
    </message>
    <message>
        <source>The merged board was closed or replaced: the merge is over.</source>
        <translation>El tablero fusionado se cerró o se reemplazó: la fusión ha terminado.</translation>
    </message>
    <message>
        <source>Take Base (1 conflict)</source>
        <translation>Tomar la base (1 conflicto)</translation>
    </message>
    <message>
        <source>Take Base (%1 conflicts)</source>
        <translation>Tomar la base (%1 conflictos)</translation>
    </message>
    <message>
        <source>Take Ours (1 conflict)</source>
        <translation>Tomar nuestra versión (1 conflicto)</translation>
    </message>
    <message>
        <source>Take Ours (%1 conflicts)</source>
        <translation>Tomar nuestra versión (%1 conflictos)</translation>
    </message>
    <message>
        <source>Take Theirs (1 conflict)</source>
        <translation>Tomar la versión de ellos (1 conflicto)</translation>
    </message>
    <message>
        <source>Take Theirs (%1 conflicts)</source>
        <translation>Tomar la versión de ellos (%1 conflictos)</translation>
    </message>
    <message>
        <source>Take &amp;Ours</source>
        <translation>Tomar &amp;nuestra versión</translation>
    </message>
    <message>
        <source>The chosen conflicts take Ours&apos; value (the merged board holds it already; this marks them resolved)</source>
        <translation>Los conflictos elegidos toman el valor de nuestra versión (el tablero fusionado ya lo contiene; así se marcan como resueltos)</translation>
    </message>
    <message>
        <source>Take &amp;Theirs</source>
        <translation>Tomar la versión de &amp;ellos</translation>
    </message>
    <message>
        <source>The chosen conflicts take Theirs&apos; value</source>
        <translation>Los conflictos elegidos toman el valor de la versión de ellos</translation>
    </message>
    <message>
        <source>Take &amp;Base</source>
        <translation>Tomar la &amp;base</translation>
    </message>
    <message>
        <source>The chosen conflicts go back to Base&apos;s value, as before either side changed it</source>
        <translation>Los conflictos elegidos vuelven al valor de la base, como antes de que cualquiera de los dos lados lo cambiara</translation>
    </message>
    <message>
        <source>&amp;Next Unresolved Conflict</source>
        <translation>Conflicto sin resolver &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous Unresolved Conflict</source>
        <translation>Conflicto sin resolver &amp;anterior</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
</context>
<context>
    <name>gbxx::MetadataDialog</name>
    <message>
        <source>Board Metadata</source>
        <translation>Metadatos del tablero</translation>
    </message>
    <message>
        <source>0 (development build)</source>
        <translation>0 (versión de desarrollo)</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Versión:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <source>Another board in your library has this code: %1</source>
        <translation>Otro tablero de su biblioteca tiene este código: %1</translation>
    </message>
    <message>
        <source>The board&apos;s version, 0 to 255; 0 is a development build</source>
        <translation>La versión del tablero, de 0 a 255; 0 es una versión de desarrollo</translation>
    </message>
    <message>
        <source>The board&apos;s name, up to %1 characters</source>
        <translation>El nombre del tablero, hasta %1 caracteres</translation>
    </message>
    <message>
        <source>Who made the board, up to %1 characters</source>
        <translation>Quién creó el tablero, hasta %1 caracteres</translation>
    </message>
    <message>
        <source>Up to %1 characters</source>
        <translation>Hasta %1 caracteres</translation>
    </message>
    <message>
        <source>Fill in a code of five random letters and digits</source>
        <translation>Rellenar con un código de cinco letras y cifras al azar</translation>
    </message>
    <message>
        <source>The editor that made the board, up to %1 characters</source>
        <translation>El editor que creó el tablero, hasta %1 caracteres</translation>
    </message>
    <message>
        <source>A code of up to %1 characters that tells this board from others</source>
        <translation>Un código de hasta %1 caracteres que distingue este tablero de los demás</translation>
    </message>
</context>
<context>
    <name>gbxx::NewBoardDialog</name>
    <message>
        <source>New Board</source>
        <translation>Nuevo tablero</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Tamaño de casilla:</translation>
    </message>
    <message>
        <source>&amp;Width (columns):</source>
        <translation>An&amp;cho (columnas):</translation>
    </message>
    <message>
        <source>&amp;Length (rows):</source>
        <translation>&amp;Largo (filas):</translation>
    </message>
    <message>
        <source>Every tile &amp;starts:</source>
        <translation>Cada casilla empieza c&amp;omo:</translation>
    </message>
    <message>
        <source>How many bytes each tile has, and so which fields it holds</source>
        <translation>Cuántos bytes tiene cada casilla y, por tanto, qué propiedades contiene</translation>
    </message>
    <message>
        <source>How many columns the board has, 1 to 255</source>
        <translation>Cuántas columnas tiene el tablero, de 1 a 255</translation>
    </message>
    <message>
        <source>How many rows the board has, 1 to 255</source>
        <translation>Cuántas filas tiene el tablero, de 1 a 255</translation>
    </message>
    <message>
        <source>The boundary every tile of the new board starts with</source>
        <translation>El límite con el que empieza cada casilla del tablero nuevo</translation>
    </message>
    <message>
        <source>%1: a setting of the whole board, kept in its header</source>
        <translation>%1: un ajuste de todo el tablero, guardado en su cabecera</translation>
    </message>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles)</source>
        <translation>
            <numerusform>GB%1 (casillas de %n byte)</numerusform>
            <numerusform>GB%1 (casillas de %n bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::OpenCodeDialog</name>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Open by Code</source>
        <translation>Abrir por código</translation>
    </message>
    <message>
        <source>The board&apos;s &amp;code, or CODE@REVISION for an earlier revision, from the registry at %1:</source>
        <translation>El &amp;código del tablero, o CÓDIGO@REVISIÓN para una revisión anterior, del registro en %1:</translation>
    </message>
    <message>
        <source>Five letters and digits, as the board&apos;s publisher gave them; @N opens revision N</source>
        <translation>Cinco letras y cifras, como las dio quien publicó el tablero; @N abre la revisión N</translation>
    </message>
    <message>
        <source>Fetching</source>
        <translation>Descargando</translation>
    </message>
    <message>
        <source>Fetch the board and open it in a new tab</source>
        <translation>Descargar el tablero y abrirlo en una pestaña nueva</translation>
    </message>
    <message>
        <source>Fetching revision %1 of %2 from %3…</source>
        <translation>Descargando la revisión %1 de %2 desde %3…</translation>
    </message>
    <message>
        <source>Fetching %1 from %2…</source>
        <translation>Descargando %1 desde %2…</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>No se abrió: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
</context>
<context>
    <name>gbxx::OverviewPanel</name>
    <message>
        <source>Click or drag to move the view; the wheel zooms</source>
        <translation>Haga clic o arrastre para mover la vista; la rueda acerca o aleja</translation>
    </message>
</context>
<context>
    <name>gbxx::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivadas</translation>
    </message>
    <message numerus="yes">
        <source>Every %n second(s)</source>
        <translation>
            <numerusform>Cada %n segundo</numerusform>
            <numerusform>Cada %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>New board width</source>
        <translation>Ancho de los tableros nuevos</translation>
    </message>
    <message>
        <source>New board length</source>
        <translation>Largo de los tableros nuevos</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>&amp;Recovery copies:</source>
        <translation>Copias de &amp;recuperación:</translation>
    </message>
    <message>
        <source>New boards&apos; tile si&amp;ze:</source>
        <translation>Tamaño de casilla de los tableros &amp;nuevos:</translation>
    </message>
    <message>
        <source>New boards&apos; si&amp;des (columns × rows):</source>
        <translation>&amp;Lados de los tableros nuevos (columnas × filas):</translation>
    </message>
    <message>
        <source>How often a copy of each board with unsaved changes is kept, to offer after a crash.</source>
        <translation>Cada cuánto se guarda una copia de cada tablero con cambios sin guardar, para ofrecerla tras un fallo.</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Atajos</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The language of the editor&apos;s menus and messages, from its next start</source>
        <translation>El idioma de los menús y mensajes del editor, a partir del próximo inicio</translation>
    </message>
    <message>
        <source>Grid colour</source>
        <translation>Color de la cuadrícula</translation>
    </message>
    <message>
        <source>The colour of the grid lines, with its transparency</source>
        <translation>El color de las líneas de cuadrícula, con su transparencia</translation>
    </message>
    <message>
        <source>Grid Colour</source>
        <translation>Color de la cuadrícula</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Grid line width</source>
        <translation>Grosor de las líneas de cuadrícula</translation>
    </message>
    <message>
        <source>De&amp;fault</source>
        <translation>&amp;Predeterminado</translation>
    </message>
    <message>
        <source>The grid&apos;s own colour and width</source>
        <translation>El color y el grosor propios de la cuadrícula</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Grid lines:</source>
        <translation>Líneas de &amp;cuadrícula:</translation>
    </message>
    <message>
        <source>G&amp;eneral</source>
        <translation>&amp;General</translation>
    </message>
    <message>
        <source>The editor&apos;s colours: the desktop&apos;s, light or dark</source>
        <translation>Los colores del editor: los del escritorio, claros u oscuros</translation>
    </message>
    <message>
        <source>How wide the grid lines are drawn, in screen pixels</source>
        <translation>Grosor con el que se dibujan las líneas de cuadrícula, en píxeles de pantalla</translation>
    </message>
    <message>
        <source>The tile size File ▸ New starts with</source>
        <translation>El tamaño de casilla con el que empieza Archivo ▸ Nuevo</translation>
    </message>
    <message>
        <source>The columns File ▸ New starts with</source>
        <translation>Las columnas con las que empieza Archivo ▸ Nuevo</translation>
    </message>
    <message>
        <source>The rows File ▸ New starts with</source>
        <translation>Las filas con las que empieza Archivo ▸ Nuevo</translation>
    </message>
    <message>
        <source>The tile shape File ▸ New starts with</source>
        <translation>La forma de casilla con la que empieza Archivo ▸ Nuevo</translation>
    </message>
    <message>
        <source>The wrap File ▸ New starts with</source>
        <translation>La continuidad con la que empieza Archivo ▸ Nuevo</translation>
    </message>
    <message>
        <source>New boards&apos; tile s&amp;hape:</source>
        <translation>&amp;Forma de casilla de los tableros nuevos:</translation>
    </message>
    <message>
        <source>New boards&apos; &amp;wrap:</source>
        <translation>&amp;Continuidad de los tableros nuevos:</translation>
    </message>
    <message>
        <source>Reopen the last &amp;session</source>
        <translation>Reabrir la última &amp;sesión</translation>
    </message>
    <message>
        <source>At a start without a file, open the boards that were open at the last quit, each shown as it was left</source>
        <translation>Al iniciar sin archivo, abrir los tableros que estaban abiertos al salir la última vez, cada uno como se dejó</translation>
    </message>
    <message>
        <source>Reg&amp;istry</source>
        <translation>Re&amp;gistro</translation>
    </message>
</context>
<context>
    <name>gbxx::PresetsPanel</name>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Save from Tile…</source>
        <translation>Guardar desde casilla…</translation>
    </message>
    <message>
        <source>Add the tile shown in the Tile Inspector as a preset</source>
        <translation>Añadir como preajuste la casilla que muestra el Inspector de casillas</translation>
    </message>
    <message>
        <source>Paint Layers</source>
        <translation>Pintar capas</translation>
    </message>
    <message>
        <source>Stop stamping presets: paint the active layer&apos;s value again</source>
        <translation>Dejar de estampar preajustes: volver a pintar el valor de la capa activa</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Import Presets</source>
        <translation>Importar preajustes</translation>
    </message>
    <message>
        <source>Presets (*.json)</source>
        <translation>Preajustes (*.json)</translation>
    </message>
    <message>
        <source>Export Presets</source>
        <translation>Exportar preajustes</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>bit %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Point at a tile first: its value is what the preset keeps.</source>
        <translation>Sitúe primero el puntero sobre una casilla: su valor es lo que guarda el preajuste.</translation>
    </message>
    <message>
        <source>New Preset</source>
        <translation>Nuevo preajuste</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Preset %1</source>
        <translation>Preajuste %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Preajustes</translation>
    </message>
    <message>
        <source>Saved combinations of field values; choosing one paints with it</source>
        <translation>Combinaciones guardadas de valores de propiedades; al elegir una se pinta con ella</translation>
    </message>
    <message>
        <source>Add the presets of a presets file</source>
        <translation>Añadir los preajustes de un archivo de preajustes</translation>
    </message>
    <message>
        <source>Write these presets to a file to share</source>
        <translation>Escribir estos preajustes en un archivo para compartirlos</translation>
    </message>
    <message>
        <source>Delete the chosen preset</source>
        <translation>Eliminar el preajuste elegido</translation>
    </message>
</context>
<context>
    <name>gbxx::PrintExportDialog</name>
    <message>
        <source>Draw the &amp;grid</source>
        <translation>Dibujar la &amp;cuadrícula</translation>
    </message>
    <message>
        <source>Export Printable PDF</source>
        <translation>Exportar PDF imprimible</translation>
    </message>
    <message>
        <source> mm per tile</source>
        <translation> mm por casilla</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Vertical</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Horizontal</translation>
    </message>
    <message>
        <source>&amp;Layers (a set of pages each):</source>
        <translation>C&amp;apas (un juego de páginas cada una):</translation>
    </message>
    <message>
        <source>La&amp;bels:</source>
        <translation>Eti&amp;quetas:</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Tamaño de casilla:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientación:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Elija al menos una capa.</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 pages per layer, %n page(s) in all with the title page.</source>
        <translation>
            <numerusform>%1 × %2 páginas por capa, %n página en total con la portada.</numerusform>
            <numerusform>%1 × %2 páginas por capa, %n páginas en total con la portada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Check each layer to print; each gets a set of pages of its own</source>
        <translation>Marque cada capa que se debe imprimir; cada una tiene su propio juego de páginas</translation>
    </message>
    <message>
        <source>Print the lines between the tiles</source>
        <translation>Imprimir las líneas entre las casillas</translation>
    </message>
    <message>
        <source>What is written on each tile</source>
        <translation>Qué se escribe en cada casilla</translation>
    </message>
    <message>
        <source>How large each tile is printed, in millimetres</source>
        <translation>Tamaño con el que se imprime cada casilla, en milímetros</translation>
    </message>
    <message>
        <source>The paper the pages are printed on</source>
        <translation>El papel en el que se imprimen las páginas</translation>
    </message>
    <message>
        <source>Whether the pages are upright or on their side</source>
        <translation>Si las páginas van en vertical o en horizontal</translation>
    </message>
    <message>
        <source>Choose a file and write the PDF to it</source>
        <translation>Elegir un archivo y escribir en él el PDF</translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Dibujar:</translation>
    </message>
</context>
<context>
    <name>gbxx::PropertiesDialog</name>
    <message>
        <source>Board Properties</source>
        <translation>Propiedades del tablero</translation>
    </message>
    <message>
        <source>%1 (kept as it is)</source>
        <translation>%1 (se conserva tal cual)</translation>
    </message>
    <message>
        <source>Routing and occupancy are rules for the game that reads the board; nothing in the tiles depends on them.</source>
        <translation>El enrutamiento y la ocupación son reglas para el juego que lee el tablero; nada en las casillas depende de ellas.</translation>
    </message>
    <message>
        <source>Heights are read as independent levels: each bit of a tile&apos;s height is a level present or absent.</source>
        <translation>Las alturas se leen como niveles independientes: cada bit de la altura de una casilla es un nivel presente o ausente.</translation>
    </message>
    <message>
        <source>Heights are read as one number per tile.</source>
        <translation>Las alturas se leen como un número por casilla.</translation>
    </message>
    <message>
        <source>Every tile keeps its height bits; they are now read as independent levels (each bit a level present or absent) instead of one number.</source>
        <translation>Cada casilla conserva sus bits de altura; ahora se leen como niveles independientes (cada bit, un nivel presente o ausente) en lugar de un número.</translation>
    </message>
    <message>
        <source>Every tile keeps its height bits; they are now read as one number instead of independent levels.</source>
        <translation>Cada casilla conserva sus bits de altura; ahora se leen como un número en lugar de niveles independientes.</translation>
    </message>
    <message>
        <source>Whether tokens move freely or along paths: a rule for the game</source>
        <translation>Si las fichas se mueven libremente o por recorridos: una regla para el juego</translation>
    </message>
    <message>
        <source>Whether a tile&apos;s height bits are one number or levels present or absent</source>
        <translation>Si los bits de altura de una casilla son un número o niveles presentes o ausentes</translation>
    </message>
    <message>
        <source>Whether link groups are active</source>
        <translation>Si los grupos de enlace están activos</translation>
    </message>
    <message>
        <source>Whether the tiles are squares or flat-topped hexagons</source>
        <translation>Si las casillas son cuadrados o hexágonos con un lado plano arriba</translation>
    </message>
    <message>
        <source>Which way the board wraps round: none, width, length or height</source>
        <translation>En qué sentido tiene continuidad el tablero: ninguno, ancho, largo o altura</translation>
    </message>
    <message>
        <source>How many tokens a tile may hold: a rule for the game</source>
        <translation>Cuántas fichas puede contener una casilla: una regla para el juego</translation>
    </message>
    <message>
        <source>%1: a setting of the whole board, kept in its header</source>
        <translation>%1: un ajuste de todo el tablero, guardado en su cabecera</translation>
    </message>
</context>
<context>
    <name>gbxx::PublishDialog</name>
    <message>
        <source>&amp;Sign In…</source>
        <translation>&amp;Iniciar sesión…</translation>
    </message>
    <message>
        <source>&amp;Unlisted: only people who know the code find it</source>
        <translation>&amp;No listado: solo quien conoce el código lo encuentra</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>&amp;Copiar código</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Publicar</translation>
    </message>
    <message>
        <source>Publish Board</source>
        <translation>Publicar tablero</translation>
    </message>
    <message>
        <source>Publish this board to the registry at %1: anyone can then open it by its code.</source>
        <translation>Publicar este tablero en el registro en %1: después cualquiera podrá abrirlo por su código.</translation>
    </message>
    <message>
        <source>none yet: a new code will be assigned</source>
        <translation>ninguno aún: se asignará un código nuevo</translation>
    </message>
    <message>
        <source>%1: a new revision if it is yours, claimed if nobody holds it</source>
        <translation>%1: una revisión nueva si es suyo, reclamado si nadie lo tiene</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a registry code: give the board five letters and digits, or no code, in Board ▸ Metadata</source>
        <translation>&quot;%1&quot; no es un código del registro: dé al tablero cinco letras y cifras, o ningún código, en Tablero ▸ Metadatos</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Versión:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
    <message>
        <source>Give the editor your registry token (Preferences ▸ Registry)</source>
        <translation>Dé al editor su token del registro (Preferencias ▸ Registro)</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Cuenta:</translation>
    </message>
    <message>
        <source>What is new in this revision (optional)</source>
        <translation>Qué hay de nuevo en esta revisión (opcional)</translation>
    </message>
    <message>
        <source>A note shown with this revision in the registry</source>
        <translation>Una nota que se muestra con esta revisión en el registro</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Nota:</translation>
    </message>
    <message>
        <source>Leave the board out of the registry&apos;s searches and lists; its code still opens it</source>
        <translation>Dejar el tablero fuera de las búsquedas y listas del registro; su código sigue abriéndolo</translation>
    </message>
    <message>
        <source>Publishing</source>
        <translation>Publicando</translation>
    </message>
    <message>
        <source>Sending the board to %1…</source>
        <translation>Enviando el tablero a %1…</translation>
    </message>
    <message>
        <source>Copy the board&apos;s code to the clipboard</source>
        <translation>Copiar el código del tablero al portapapeles</translation>
    </message>
    <message>
        <source>Send the board to the registry</source>
        <translation>Enviar el tablero al registro</translation>
    </message>
    <message>
        <source>Not signed in: publishing needs your registry token.</source>
        <translation>No ha iniciado sesión: publicar requiere su token del registro.</translation>
    </message>
    <message>
        <source>Checking your token…</source>
        <translation>Comprobando su token…</translation>
    </message>
    <message>
        <source>Publishing as %1</source>
        <translation>Publicando como %1</translation>
    </message>
    <message>
        <source>Your token could not be checked: %1</source>
        <translation>No se pudo comprobar su token: %1</translation>
    </message>
    <message>
        <source>Not published: %1</source>
        <translation>No publicado: %1</translation>
    </message>
    <message>
        <source>&amp;Publish Again</source>
        <translation>&amp;Publicar de nuevo</translation>
    </message>
    <message>
        <source>Published to the registry at %1. Anyone can open the board by its code:</source>
        <translation>Publicado en el registro en %1. Cualquiera puede abrir el tablero por su código:</translation>
    </message>
    <message>
        <source>Revision %1 is published: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</source>
        <translation>La revisión %1 está publicada: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Open the board&apos;s page in the web browser</source>
        <translation>Abrir la página del tablero en el navegador</translation>
    </message>
    <message>
        <source>The board, its file and the registry hold the same bytes (SHA-256 %1…).</source>
        <translation>El tablero, su archivo y el registro contienen los mismos bytes (SHA-256 %1…).</translation>
    </message>
    <message>
        <source>cancelled. If the registry stored it already, publishing again shows its code without making another revision.</source>
        <translation>cancelado. Si el registro ya lo guardó, publicar de nuevo muestra su código sin crear otra revisión.</translation>
    </message>
    <message>
        <source>No answer yet from %1; sending the board again: try %2 of %3…</source>
        <translation>Aún no hay respuesta de %1; se envía el tablero de nuevo: intento %2 de %3…</translation>
    </message>
</context>
<context>
    <name>gbxx::RegionClipboard</name>
    <message>
        <source>the clipboard holds no GameBoardXX tiles</source>
        <translation>el portapapeles no contiene casillas de GameBoardXX</translation>
    </message>
    <message>
        <source>the copied tiles are of a tile size or layout this editor does not know</source>
        <translation>las casillas copiadas tienen un tamaño de casilla o una disposición que este editor no conoce</translation>
    </message>
    <message>
        <source>the copied tiles are damaged (cell %1)</source>
        <translation>las casillas copiadas están dañadas (celda %1)</translation>
    </message>
    <message>
        <source>the copied tiles are empty</source>
        <translation>las casillas copiadas están vacías</translation>
    </message>
    <message>
        <source>the clipboard is empty</source>
        <translation>el portapapeles está vacío</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryModel</name>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>revision %1</source>
        <translation>revisión %1</translation>
    </message>
    <message>
        <source>%1, revision %2, published %3</source>
        <translation>%1, revisión %2, publicada el %3</translation>
    </message>
    <message>
        <source>%1, revision %2</source>
        <translation>%1, revisión %2</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryProblem</name>
    <message>
        <source>the registry says the request is not one it takes</source>
        <translation>el registro no acepta la solicitud así</translation>
    </message>
    <message>
        <source>the registry says the request is not one it takes: “%1”</source>
        <translation>el registro no acepta la solicitud así: «%1»</translation>
    </message>
    <message>
        <source>the registry says: publishing needs a valid token (sign in again in Preferences ▸ Registry)</source>
        <translation>el registro dice: publicar necesita un token válido (vuelva a iniciar sesión en Preferencias ▸ Registro)</translation>
    </message>
    <message>
        <source>the registry says: the token is not valid (or was revoked)</source>
        <translation>el registro dice: el token no es válido (o fue revocado)</translation>
    </message>
    <message>
        <source>the registry says: the board belongs to another account</source>
        <translation>el registro dice: el tablero pertenece a otra cuenta</translation>
    </message>
    <message>
        <source>the registry says: %1 has no revision %2</source>
        <translation>el registro dice: %1 no tiene la revisión %2</translation>
    </message>
    <message>
        <source>the registry says: no board has the code %1</source>
        <translation>el registro dice: ningún tablero tiene el código %1</translation>
    </message>
    <message>
        <source>the registry says: it has no such board or address (is the registry&apos;s address right?)</source>
        <translation>el registro dice: no tiene ese tablero ni esa dirección (¿es correcta la dirección del registro?)</translation>
    </message>
    <message>
        <source>the registry says: it does not take this request (is it a GameBoardXX registry?)</source>
        <translation>el registro dice: no acepta esta solicitud (¿es un registro de GameBoardXX?)</translation>
    </message>
    <message>
        <source>the registry says: the request took too long to arrive</source>
        <translation>el registro dice: la solicitud tardó demasiado en llegar</translation>
    </message>
    <message>
        <source>the registry says: the board&apos;s code belongs to another account (clear it in Board ▸ Metadata to get a new one)</source>
        <translation>el registro dice: el código del tablero pertenece a otra cuenta (bórrelo en Tablero ▸ Metadatos para recibir uno nuevo)</translation>
    </message>
    <message>
        <source>the registry says: this board is published already</source>
        <translation>el registro dice: este tablero ya está publicado</translation>
    </message>
    <message>
        <source>the registry says: this board is published already, as %1 revision %2</source>
        <translation>el registro dice: este tablero ya está publicado, como %1 revisión %2</translation>
    </message>
    <message>
        <source>the registry says: a board is at most %1 bytes</source>
        <translation>el registro dice: un tablero tiene como máximo %1 bytes</translation>
    </message>
    <message>
        <source>the registry says: what was sent is not marked as a board</source>
        <translation>el registro dice: lo enviado no está marcado como tablero</translation>
    </message>
    <message>
        <source>the registry says: the file is not a valid board</source>
        <translation>el registro dice: el archivo no es un tablero válido</translation>
    </message>
    <message>
        <source>the registry says: the file is not a valid board: “%1”</source>
        <translation>el registro dice: el archivo no es un tablero válido: «%1»</translation>
    </message>
    <message>
        <source>the registry says: the footer&apos;s code is neither empty nor a registry code</source>
        <translation>el registro dice: el código del pie no está vacío ni es un código del registro</translation>
    </message>
    <message>
        <source>the registry says: too many requests for now; try again later</source>
        <translation>el registro dice: demasiadas solicitudes por ahora; inténtelo más tarde</translation>
    </message>
    <message>
        <source>the registry says: the request&apos;s headers are too large</source>
        <translation>el registro dice: las cabeceras de la solicitud son demasiado grandes</translation>
    </message>
    <message>
        <source>the registry says: its database cannot be reached just now; try again in a moment</source>
        <translation>el registro dice: su base de datos no está disponible ahora; inténtelo de nuevo en un momento</translation>
    </message>
    <message>
        <source>the registry says: it has no room left; nothing was stored</source>
        <translation>el registro dice: no le queda espacio; no se guardó nada</translation>
    </message>
    <message>
        <source>the registry says: “%1”</source>
        <translation>el registro dice: «%1»</translation>
    </message>
    <message>
        <source>the registry answered HTTP status %1</source>
        <translation>el registro respondió con el estado HTTP %1</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryResults</name>
    <message>
        <source>Retr&amp;y</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Boards in the registry</source>
        <translation>Tableros del registro</translation>
    </message>
    <message>
        <source>Boards the registry found; Enter or a double click opens one, more follow as you scroll</source>
        <translation>Tableros que encontró el registro; Intro o un doble clic abre uno, siguen más al desplazarse</translation>
    </message>
    <message>
        <source>Ask the registry again</source>
        <translation>Preguntar de nuevo al registro</translation>
    </message>
    <message>
        <source>Stop waiting for the registry</source>
        <translation>Dejar de esperar al registro</translation>
    </message>
    <message>
        <source>Searching the registry at %1…</source>
        <translation>Buscando en el registro en %1…</translation>
    </message>
    <message>
        <source>The registry at %1 could not be searched: %2</source>
        <translation>No se pudo buscar en el registro en %1: %2</translation>
    </message>
    <message>
        <source>More boards could not be listed: %1</source>
        <translation>No se pudieron listar más tableros: %1</translation>
    </message>
    <message>
        <source>No board in the registry matches.</source>
        <translation>Ningún tablero del registro coincide.</translation>
    </message>
    <message>
        <source>Boards from the registry: %1, more as you scroll</source>
        <translation>Tableros del registro: %1, más al desplazarse</translation>
    </message>
    <message>
        <source>Boards from the registry: %1</source>
        <translation>Tableros del registro: %1</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>&amp;Copiar código</translation>
    </message>
    <message>
        <source>Open &amp;Web Page</source>
        <translation>Abrir la página &amp;web</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistrySettingsPage</name>
    <message>
        <source>Sign I&amp;n</source>
        <translation>I&amp;niciar sesión</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>Cerrar &amp;sesión</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Probar la conexión</translation>
    </message>
    <message>
        <source>Where boards are published and found; the command line uses the same address. Empty: a registry on this computer.</source>
        <translation>Dónde se publican y encuentran los tableros; la línea de órdenes usa la misma dirección. Vacío: un registro en este equipo.</translation>
    </message>
    <message>
        <source>The token your registry&apos;s administrator gave you</source>
        <translation>El token que le dio el administrador de su registro</translation>
    </message>
    <message>
        <source>Your registry token; it is kept in the desktop&apos;s key ring, or in a file only you can read</source>
        <translation>Su token del registro; se guarda en el llavero del escritorio o en un archivo que solo usted puede leer</translation>
    </message>
    <message>
        <source>Check the token with the registry and keep it</source>
        <translation>Comprobar el token con el registro y guardarlo</translation>
    </message>
    <message>
        <source>Forget the token kept for this registry</source>
        <translation>Olvidar el token guardado para este registro</translation>
    </message>
    <message>
        <source>Ask the registry whether it answers, and whose the token is</source>
        <translation>Preguntar al registro si responde y de quién es el token</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>GBXX_REGISTRY is set: the editor uses %1 whatever is chosen here.</source>
        <translation>GBXX_REGISTRY está definido: el editor usa %1 se elija lo que se elija aquí.</translation>
    </message>
    <message>
        <source>To&amp;ken:</source>
        <translation>To&amp;ken:</translation>
    </message>
    <message>
        <source>Not signed in to %1.</source>
        <translation>No ha iniciado sesión en %1.</translation>
    </message>
    <message>
        <source>Checking the token kept for %1…</source>
        <translation>Comprobando el token guardado para %1…</translation>
    </message>
    <message>
        <source>Signed in to %1 as %2.</source>
        <translation>Sesión iniciada en %1 como %2.</translation>
    </message>
    <message>
        <source>A token is kept for %1, but: %2</source>
        <translation>Hay un token guardado para %1, pero: %2</translation>
    </message>
    <message>
        <source>Paste your token first.</source>
        <translation>Pegue primero su token.</translation>
    </message>
    <message>
        <source>Checking the token with %1…</source>
        <translation>Comprobando el token con %1…</translation>
    </message>
    <message>
        <source>Not signed in: %1</source>
        <translation>No ha iniciado sesión: %1</translation>
    </message>
    <message>
        <source>The token is good, but it could not be kept: %1</source>
        <translation>El token es válido, pero no se pudo guardar: %1</translation>
    </message>
    <message>
        <source>Signed in to %1 as %2; the token is kept in %3.</source>
        <translation>Sesión iniciada en %1 como %2; el token se guarda en %3.</translation>
    </message>
    <message>
        <source>The token could not be forgotten: %1</source>
        <translation>No se pudo olvidar el token: %1</translation>
    </message>
    <message>
        <source>Signed out of %1.</source>
        <translation>Sesión cerrada en %1.</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>Preguntando a %1…</translation>
    </message>
    <message>
        <source>%1 answers; signed in as %2.</source>
        <translation>%1 responde; sesión iniciada como %2.</translation>
    </message>
    <message>
        <source>%1 answers, but the token kept for it is not valid (or was revoked).</source>
        <translation>%1 responde, pero el token guardado para él no es válido (o fue revocado).</translation>
    </message>
    <message>
        <source>%1 answers; not signed in.</source>
        <translation>%1 responde; sin sesión iniciada.</translation>
    </message>
    <message>
        <source>%1 cannot be reached: %2</source>
        <translation>No se puede contactar con %1: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::ReplaceDialog</name>
    <message>
        <source>Replace in Selection</source>
        <translation>Reemplazar en la selección</translation>
    </message>
    <message>
        <source>Nothing is selected: the operations apply to every tile of the board.</source>
        <translation>No hay nada seleccionado: las operaciones se aplican a todas las casillas del tablero.</translation>
    </message>
    <message numerus="yes">
        <source>The operations apply, in order, to the %n selected tile(s).</source>
        <translation>
            <numerusform>Las operaciones se aplican, en orden, a la %n casilla seleccionada.</numerusform>
            <numerusform>Las operaciones se aplican, en orden, a las %n casillas seleccionadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add Operation</source>
        <translation>&amp;Añadir operación</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Reemplazar</translation>
    </message>
    <message>
        <source>Remove this operation</source>
        <translation>Quitar esta operación</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will change</source>
        <translation>
            <numerusform>Cambiará %n casilla</numerusform>
            <numerusform>Cambiarán %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>Add another operation; they apply in order</source>
        <translation>Añadir otra operación; se aplican en orden</translation>
    </message>
    <message>
        <source>Change the tiles as the operations say, in one undo step</source>
        <translation>Cambiar las casillas según indican las operaciones, en un solo paso de deshacer</translation>
    </message>
    <message>
        <source>Remove operation</source>
        <translation>Quitar operación</translation>
    </message>
</context>
<context>
    <name>gbxx::ResizeDialog</name>
    <message>
        <source>Resize Board</source>
        <translation>Redimensionar tablero</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Ancho:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Largo:</translation>
    </message>
    <message>
        <source>&amp;Anchor:</source>
        <translation>A&amp;nclaje:</translation>
    </message>
    <message>
        <source>Offset &amp;x:</source>
        <translation>Desplazamiento &amp;x:</translation>
    </message>
    <message>
        <source>Offset &amp;y:</source>
        <translation>Desplazamiento &amp;y:</translation>
    </message>
    <message>
        <source>How many columns the board has after resizing, 1 to %1</source>
        <translation>Cuántas columnas tiene el tablero tras redimensionarlo, de 1 a %1</translation>
    </message>
    <message>
        <source>How many rows the board has after resizing, 1 to %1</source>
        <translation>Cuántas filas tiene el tablero tras redimensionarlo, de 1 a %1</translation>
    </message>
    <message>
        <source>The column of the new board where the old board&apos;s left edge lands; the anchor sets it</source>
        <translation>La columna del tablero nuevo en la que queda el borde izquierdo del tablero anterior; la fija el anclaje</translation>
    </message>
    <message>
        <source>The row of the new board where the old board&apos;s top edge lands; the anchor sets it</source>
        <translation>La fila del tablero nuevo en la que queda el borde superior del tablero anterior; la fija el anclaje</translation>
    </message>
    <message>
        <source>Anchor top left</source>
        <translation>Anclaje arriba a la izquierda</translation>
    </message>
    <message>
        <source>Keep the old board in the top left corner</source>
        <translation>Mantener el tablero anterior en la esquina superior izquierda</translation>
    </message>
    <message>
        <source>Anchor top</source>
        <translation>Anclaje arriba</translation>
    </message>
    <message>
        <source>Keep the old board at the top, centred</source>
        <translation>Mantener el tablero anterior arriba, centrado</translation>
    </message>
    <message>
        <source>Anchor top right</source>
        <translation>Anclaje arriba a la derecha</translation>
    </message>
    <message>
        <source>Keep the old board in the top right corner</source>
        <translation>Mantener el tablero anterior en la esquina superior derecha</translation>
    </message>
    <message>
        <source>Anchor left</source>
        <translation>Anclaje a la izquierda</translation>
    </message>
    <message>
        <source>Keep the old board at the left, centred</source>
        <translation>Mantener el tablero anterior a la izquierda, centrado</translation>
    </message>
    <message>
        <source>Anchor centre</source>
        <translation>Anclaje en el centro</translation>
    </message>
    <message>
        <source>Keep the old board in the middle</source>
        <translation>Mantener el tablero anterior en el centro</translation>
    </message>
    <message>
        <source>Anchor right</source>
        <translation>Anclaje a la derecha</translation>
    </message>
    <message>
        <source>Keep the old board at the right, centred</source>
        <translation>Mantener el tablero anterior a la derecha, centrado</translation>
    </message>
    <message>
        <source>Anchor bottom left</source>
        <translation>Anclaje abajo a la izquierda</translation>
    </message>
    <message>
        <source>Keep the old board in the bottom left corner</source>
        <translation>Mantener el tablero anterior en la esquina inferior izquierda</translation>
    </message>
    <message>
        <source>Anchor bottom</source>
        <translation>Anclaje abajo</translation>
    </message>
    <message>
        <source>Keep the old board at the bottom, centred</source>
        <translation>Mantener el tablero anterior abajo, centrado</translation>
    </message>
    <message>
        <source>Anchor bottom right</source>
        <translation>Anclaje abajo a la derecha</translation>
    </message>
    <message>
        <source>Keep the old board in the bottom right corner</source>
        <translation>Mantener el tablero anterior en la esquina inferior derecha</translation>
    </message>
</context>
<context>
    <name>gbxx::RuleDialog</name>
    <message>
        <source>&amp;Live: apply it after every edit</source>
        <translation>En &amp;vivo: aplicarla tras cada edición</translation>
    </message>
    <message>
        <source>Add Rule</source>
        <translation>Añadir regla</translation>
    </message>
    <message>
        <source>Edit Rule</source>
        <translation>Editar regla</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>regla %1</translation>
    </message>
    <message>
        <source>The rule&apos;s name, as the Rules panel and the command line say it</source>
        <translation>El nombre de la regla, tal como lo muestran el panel Reglas y la línea de comandos</translation>
    </message>
    <message>
        <source>for example: boundary = 0 and neighbours(n.boundary &gt;= 2) &gt; 0</source>
        <translation>por ejemplo: boundary = 0 and neighbours(n.boundary &gt;= 2) &gt; 0</translation>
    </message>
    <message>
        <source>The tiles the rule changes, in the language of Select Where; neighbours(…) counts a tile&apos;s neighbours, n.KEY is a neighbour&apos;s field</source>
        <translation>Las casillas que cambia la regla, en el lenguaje de Seleccionar según condición; neighbours(…) cuenta las vecinas de una casilla, n.KEY es una propiedad de una vecina</translation>
    </message>
    <message>
        <source>one operation a line, for example: set boundary=1</source>
        <translation>una operación por línea, por ejemplo: set boundary=1</translation>
    </message>
    <message>
        <source>What the rule does to each matching tile, in order: set KEY=V, add KEY=N, flags-on KEY=MASK or flags-off KEY=MASK</source>
        <translation>Lo que la regla hace con cada casilla coincidente, en orden: set KEY=V, add KEY=N, flags-on KEY=MASK o flags-off KEY=MASK</translation>
    </message>
    <message>
        <source>A live rule runs after every edit, in the same undo step; the command line runs every rule</source>
        <translation>Una regla en vivo se ejecuta tras cada edición, en el mismo paso de deshacer; la línea de comandos ejecuta todas las reglas</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>No&amp;mbre:</translation>
    </message>
    <message>
        <source>&amp;Build:</source>
        <translation>Const&amp;ruir:</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Dónde:</translation>
    </message>
    <message>
        <source>Add &amp;Operation</source>
        <translation>Añadir opera&amp;ción</translation>
    </message>
    <message>
        <source>Add this operation as the last line of Then</source>
        <translation>Añadir esta operación como última línea de Entonces</translation>
    </message>
    <message>
        <source>O&amp;peration:</source>
        <translation>O&amp;peración:</translation>
    </message>
    <message>
        <source>T&amp;hen:</source>
        <translation>&amp;Entonces:</translation>
    </message>
    <message>
        <source>Where the rules are written: for this board only or for every board of its folder</source>
        <translation>Dónde se guardan las reglas: solo para este tablero o para todos los tableros de su carpeta</translation>
    </message>
    <message>
        <source>this board only: %1</source>
        <translation>solo este tablero: %1</translation>
    </message>
    <message>
        <source>every board in its folder: gameboardxx-rules.json</source>
        <translation>todos los tableros de su carpeta: gameboardxx-rules.json</translation>
    </message>
    <message>
        <source>nowhere yet: save the board first (kept until it is closed)</source>
        <translation>aún en ningún sitio: guarde primero el tablero (se conservan hasta que se cierre)</translation>
    </message>
    <message>
        <source>&amp;Save in:</source>
        <translation>&amp;Guardar en:</translation>
    </message>
    <message>
        <source>Type where the rule applies, or build it above.</source>
        <translation>Escriba dónde se aplica la regla o constrúyalo arriba.</translation>
    </message>
    <message>
        <source>Add what the rule does to the tiles: one operation a line.</source>
        <translation>Añada lo que la regla hace con las casillas: una operación por línea.</translation>
    </message>
    <message>
        <source>Tiles it matches now: %1 · tiles it would change, applied alone: %2</source>
        <translation>Casillas que coinciden ahora: %1 · casillas que cambiaría, aplicada sola: %2</translation>
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
    <name>gbxx::RulesPanel</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The board&apos;s rules in the order they run: the check box makes a rule live, the count is the tiles its condition matches now; drag a rule to move it</source>
        <translation>Las reglas del tablero en el orden en que se ejecutan: la casilla de verificación hace que una regla sea en vivo, el número son las casillas que su condición encuentra ahora; arrastre una regla para moverla</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Coincidencias</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Entonces</translation>
    </message>
    <message>
        <source>Add Rule…</source>
        <translation>Añadir regla…</translation>
    </message>
    <message>
        <source>Add a rule at the end of the board&apos;s rules</source>
        <translation>Añadir una regla al final de las reglas del tablero</translation>
    </message>
    <message>
        <source>Edit Rule…</source>
        <translation>Editar regla…</translation>
    </message>
    <message>
        <source>Edit the chosen rule (or double-click it)</source>
        <translation>Editar la regla elegida (o haga doble clic en ella)</translation>
    </message>
    <message>
        <source>Remove Rule</source>
        <translation>Quitar regla</translation>
    </message>
    <message>
        <source>Remove the chosen rule from the rules file</source>
        <translation>Quitar la regla elegida del archivo de reglas</translation>
    </message>
    <message>
        <source>Move Rule Up</source>
        <translation>Subir regla</translation>
    </message>
    <message>
        <source>Run the chosen rule one place earlier</source>
        <translation>Ejecutar la regla elegida un puesto antes</translation>
    </message>
    <message>
        <source>Move Rule Down</source>
        <translation>Bajar regla</translation>
    </message>
    <message>
        <source>Run the chosen rule one place later</source>
        <translation>Ejecutar la regla elegida un puesto después</translation>
    </message>
    <message>
        <source>Apply All Rules</source>
        <translation>Aplicar todas las reglas</translation>
    </message>
    <message>
        <source>Run every rule on the board in order, as gbxx rules apply does, as one undo step</source>
        <translation>Ejecutar todas las reglas en el tablero en orden, como hace gbxx rules apply, en un solo paso de deshacer</translation>
    </message>
    <message>
        <source>Apply Chosen Rule</source>
        <translation>Aplicar la regla elegida</translation>
    </message>
    <message>
        <source>Run the chosen rule on the board as one undo step</source>
        <translation>Ejecutar la regla elegida en el tablero en un solo paso de deshacer</translation>
    </message>
    <message>
        <source>Select Matching</source>
        <translation>Seleccionar coincidencias</translation>
    </message>
    <message>
        <source>Select the tiles the chosen rule&apos;s condition matches</source>
        <translation>Seleccionar las casillas que encuentra la condición de la regla elegida</translation>
    </message>
    <message>
        <source>Live Rules</source>
        <translation>Reglas en vivo</translation>
    </message>
    <message>
        <source>Apply the live rules after every edit, in the same undo step (for every board)</source>
        <translation>Aplicar las reglas en vivo tras cada edición, en el mismo paso de deshacer (para todos los tableros)</translation>
    </message>
    <message>
        <source>Save Rules…</source>
        <translation>Guardar reglas…</translation>
    </message>
    <message>
        <source>Write the rules to a rules file beside the board</source>
        <translation>Escribir las reglas en un archivo de reglas junto al tablero</translation>
    </message>
    <message>
        <source>Reload Rules</source>
        <translation>Recargar reglas</translation>
    </message>
    <message>
        <source>Read the rules file again (after editing it elsewhere)</source>
        <translation>Volver a leer el archivo de reglas (tras editarlo en otro lugar)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Apply All</source>
        <translation>Aplicar todas</translation>
    </message>
    <message>
        <source>Apply Chosen</source>
        <translation>Aplicar la elegida</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recargar</translation>
    </message>
    <message>
        <source>Live rules are switched off.</source>
        <translation>Las reglas en vivo están desactivadas.</translation>
    </message>
    <message>
        <source>Paused: it changes %1, which is locked.</source>
        <translation>En pausa: cambia %1, que está bloqueada.</translation>
    </message>
    <message>
        <source>%1
Where: %2
Then: %3
%4</source>
        <translation>%1
Dónde: %2
Entonces: %3
%4</translation>
    </message>
    <message>
        <source>Live: applied after every edit.</source>
        <translation>En vivo: se aplica tras cada edición.</translation>
    </message>
    <message>
        <source>Not live: applied by Apply to Board and on the command line.</source>
        <translation>No en vivo: se aplica con Aplicar al tablero y en la línea de comandos.</translation>
    </message>
    <message>
        <source>Tiles the condition matches on the board now</source>
        <translation>Casillas que la condición encuentra ahora en el tablero</translation>
    </message>
    <message>
        <source>No board is open.</source>
        <translation>No hay ningún tablero abierto.</translation>
    </message>
    <message>
        <source>Rules file: %1 (this board)</source>
        <translation>Archivo de reglas: %1 (este tablero)</translation>
    </message>
    <message>
        <source>Rules file: %1 (the boards of its folder)</source>
        <translation>Archivo de reglas: %1 (los tableros de su carpeta)</translation>
    </message>
    <message>
        <source>— not saved</source>
        <translation>— sin guardar</translation>
    </message>
    <message>
        <source>No rules file. Add a rule to start one.</source>
        <translation>No hay archivo de reglas. Añada una regla para crear uno.</translation>
    </message>
    <message>
        <source>Not saved in a file: save the board, then Save Rules.</source>
        <translation>No guardadas en un archivo: guarde el tablero y luego Guardar reglas.</translation>
    </message>
    <message>
        <source>Not saved in a file yet: Save Rules writes them.</source>
        <translation>Aún no guardadas en un archivo: Guardar reglas las escribe.</translation>
    </message>
    <message>
        <source>%1 — no rule runs until it is fixed.</source>
        <translation>%1 — no se ejecuta ninguna regla hasta que se corrija.</translation>
    </message>
    <message>
        <source>Live rules running: %1</source>
        <translation>Reglas en vivo activas: %1</translation>
    </message>
    <message>
        <source>Live rules running: %1 of %2 (the others change a locked layer)</source>
        <translation>Reglas en vivo activas: %1 de %2 (las demás cambian una capa bloqueada)</translation>
    </message>
    <message>
        <source>%1 was changed outside the editor since it was read.</source>
        <translation>%1 se cambió fuera del editor desde que se leyó.</translation>
    </message>
    <message>
        <source>Overwrite it with these rules, or reload it and drop your change? Cancel keeps your change unsaved.</source>
        <translation>¿Sobrescribirlo con estas reglas, o recargarlo y descartar su cambio? Cancelar mantiene su cambio sin guardar.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Sobrescribir</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recargar</translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation>No se pudieron guardar las reglas: %1</translation>
    </message>
    <message>
        <source>the board&apos;s rules</source>
        <translation>las reglas del tablero</translation>
    </message>
    <message>
        <source>Remove the rule “%1” from %2?</source>
        <translation>¿Quitar la regla “%1” de %2?</translation>
    </message>
    <message>
        <source>Apply rules</source>
        <translation>Aplicar reglas</translation>
    </message>
    <message>
        <source>Apply rule “%1”</source>
        <translation>Aplicar la regla “%1”</translation>
    </message>
    <message>
        <source>%1: tiles changed: %2</source>
        <translation>%1: casillas cambiadas: %2</translation>
    </message>
    <message>
        <source>Tiles matching “%1”: %2 selected</source>
        <translation>Casillas que coinciden con “%1”: %2 seleccionadas</translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation>Guardar reglas</translation>
    </message>
    <message>
        <source>Where are the rules to be kept?</source>
        <translation>¿Dónde se guardarán las reglas?</translation>
    </message>
    <message>
        <source>This Board Only: %1</source>
        <translation>Solo este tablero: %1</translation>
    </message>
    <message>
        <source>Every Board in Its Folder: gameboardxx-rules.json</source>
        <translation>Todos los tableros de su carpeta: gameboardxx-rules.json</translation>
    </message>
    <message>
        <source>Rules saved in %1</source>
        <translation>Reglas guardadas en %1</translation>
    </message>
    <message>
        <source>Drop the rules that are not saved and read the file again?</source>
        <translation>¿Descartar las reglas sin guardar y volver a leer el archivo?</translation>
    </message>
    <message>
        <source>the rules file cannot be read: mend it, then Reload Rules</source>
        <translation>el archivo de reglas no se puede leer: corríjalo y luego Recargar reglas</translation>
    </message>
    <message>
        <source>the rules have a mistake (see the Rules panel)</source>
        <translation>las reglas tienen un error (vea el panel Reglas)</translation>
    </message>
    <message>
        <source>needs a rules file</source>
        <translation>necesita un archivo de reglas</translation>
    </message>
    <message>
        <source>needs a rule chosen in the Rules panel</source>
        <translation>necesita una regla elegida en el panel Reglas</translation>
    </message>
    <message>
        <source>needs the board saved to a file</source>
        <translation>necesita el tablero guardado en un archivo</translation>
    </message>
    <message>
        <source>the chosen rule is the first</source>
        <translation>la regla elegida es la primera</translation>
    </message>
    <message>
        <source>the chosen rule is the last</source>
        <translation>la regla elegida es la última</translation>
    </message>
    <message>
        <source>the rules are saved</source>
        <translation>las reglas están guardadas</translation>
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
    <name>gbxx::SchemaDialog</name>
    <message>
        <source>Custom Data Schema</source>
        <translation>Esquema de datos propios</translation>
    </message>
    <message>
        <source>Name the bits of this GB%1 board&apos;s field &lt;b&gt;%2&lt;/b&gt; (%3 bits): each sub-field is a layer of its own, read as %2.KEY by dumps, expressions and scripts. Bits are one bit (3) or a range (0-3); names are separated by commas, each with an optional colour (forest #2e7d32). The board file does not change.</source>
        <translation>Dé nombre a los bits de la propiedad &lt;b&gt;%2&lt;/b&gt; de este tablero GB%1 (%3 bits): cada subpropiedad es una capa propia, que los volcados, las expresiones y los scripts leen como %2.KEY. Los bits son un solo bit (3) o un rango (0-3); los nombres se separan con comas, cada uno con un color opcional (bosque #2e7d32). El archivo del tablero no cambia.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Value or flag names</source>
        <translation>Nombres de valores o de indicadores</translation>
    </message>
    <message>
        <source>&amp;Add Sub-field</source>
        <translation>&amp;Añadir subpropiedad</translation>
    </message>
    <message>
        <source>&amp;Remove Sub-field</source>
        <translation>&amp;Quitar subpropiedad</translation>
    </message>
    <message>
        <source>&amp;Save in:</source>
        <translation>&amp;Guardar en:</translation>
    </message>
    <message>
        <source>the schema in use: %1</source>
        <translation>el esquema en uso: %1</translation>
    </message>
    <message>
        <source>this board only: %1</source>
        <translation>solo este tablero: %1</translation>
    </message>
    <message>
        <source>every board in its folder: gameboardxx-schema.json</source>
        <translation>todos los tableros de su carpeta: gameboardxx-schema.json</translation>
    </message>
    <message>
        <source>nowhere yet: save the board first (used until it is closed)</source>
        <translation>en ningún sitio aún: guarde primero el tablero (se usa hasta que se cierre)</translation>
    </message>
    <message>
        <source>This board&apos;s layout has no field of the designer&apos;s to split.</source>
        <translation>La disposición de este tablero no tiene ninguna propiedad reservada al diseñador que dividir.</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits are one bit (3) or a range (0-3)</source>
        <translation>&apos;%1&apos;: los bits son un solo bit (3) o un rango (0-3)</translation>
    </message>
    <message>
        <source>The layers show the schema as it is now.</source>
        <translation>Las capas muestran el esquema tal como está ahora.</translation>
    </message>
    <message>
        <source>Not shown until it is right: %1</source>
        <translation>No se muestra hasta que sea correcto: %1</translation>
    </message>
    <message>
        <source>The schema %1 could not be removed.</source>
        <translation>No se pudo eliminar el esquema %1.</translation>
    </message>
    <message>
        <source>The schema could not be saved: %1</source>
        <translation>No se pudo guardar el esquema: %1</translation>
    </message>
    <message>
        <source>Sub-fields</source>
        <translation>Subpropiedades</translation>
    </message>
    <message>
        <source>One row per sub-field: its key, label, bits, kind and value or flag names</source>
        <translation>Una fila por subpropiedad: su clave, etiqueta, bits, tipo y nombres de valores o de indicadores</translation>
    </message>
    <message>
        <source>Add a sub-field on the first bit no other one uses</source>
        <translation>Añadir una subpropiedad en el primer bit que no use ninguna otra</translation>
    </message>
    <message>
        <source>Remove the chosen sub-field</source>
        <translation>Quitar la subpropiedad elegida</translation>
    </message>
    <message>
        <source>Where OK writes the schema: for this board only or for every board of its folder</source>
        <translation>Dónde guarda Aceptar el esquema: solo para este tablero o para todos los tableros de su carpeta</translation>
    </message>
    <message>
        <source>How the bits read: as a number, as one named value, or as flags</source>
        <translation>Cómo se leen los bits: como un número, como un valor con nombre o como indicadores</translation>
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
    <name>gbxx::ScriptCatalog</name>
    <message>
        <source>Export a Field as CSV</source>
        <translation>Exportar un campo como CSV</translation>
    </message>
    <message>
        <source>Barriers on Steep Steps</source>
        <translation>Barreras en escalones empinados</translation>
    </message>
    <message>
        <source>Random Island (hex)</source>
        <translation>Isla aleatoria (hexagonal)</translation>
    </message>
    <message>
        <source>Out-of-Bounds Ring</source>
        <translation>Anillo fuera de límites</translation>
    </message>
    <message>
        <source>Symmetry Check</source>
        <translation>Comprobación de simetría</translation>
    </message>
</context>
<context>
    <name>gbxx::ScriptConsole</name>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumentos:</translation>
    </message>
    <message>
        <source>given to the next run as args, e.g. 20 turnBarrier</source>
        <translation>se pasan a la próxima ejecución como args, p. ej. 20 turnBarrier</translation>
    </message>
    <message>
        <source>Words the script reads as args (quote a word with spaces)</source>
        <translation>Palabras que el script lee como args (ponga entre comillas una palabra con espacios)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Limpiar</translation>
    </message>
    <message>
        <source>Run a script from the Scripts menu: what it prints and warns shows here.</source>
        <translation>Ejecute un script desde el menú Scripts: lo que imprima y sus advertencias aparecen aquí.</translation>
    </message>
    <message>
        <source>Running %1</source>
        <translation>Ejecutando %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>con %1</translation>
    </message>
    <message>
        <source>%1: warning: (%2, %3) %4</source>
        <translation>%1: advertencia: (%2, %3) %4</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;error:&lt;/b&gt; %2 — nothing was changed</source>
        <translation>%1: &lt;b&gt;error:&lt;/b&gt; %2 — no se cambió nada</translation>
    </message>
    <message>
        <source>the board was not changed</source>
        <translation>el tablero no cambió</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) changed%1 — one undo step, &quot;Script: %2&quot;</source>
        <translation>
            <numerusform>%n casilla cambiada%1 — un paso de deshacer, &quot;Script: %2&quot;</numerusform>
            <numerusform>%n casillas cambiadas%1 — un paso de deshacer, &quot;Script: %2&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>, with the header or footer</source>
        <translation>, con la cabecera o el pie</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Terminado: %1.</translation>
    </message>
    <message>
        <source>Script output</source>
        <translation>Salida de los scripts</translation>
    </message>
    <message>
        <source>What scripts printed, and their errors</source>
        <translation>Lo que imprimieron los scripts y sus errores</translation>
    </message>
    <message>
        <source>Empty the console&apos;s output</source>
        <translation>Vaciar la salida de la consola</translation>
    </message>
    <message numerus="yes">
        <source>%1 finished, but the board was edited while it ran: its change (%n tile(s)) was dropped, not applied over the newer board. Run it again to apply it to the board as it is now.</source>
        <translation>
            <numerusform>%1 terminó, pero el tablero se editó mientras se ejecutaba: su cambio (%n casilla) se descartó, no se aplicó sobre el tablero más reciente. Ejecútelo de nuevo para aplicarlo al tablero tal como está ahora.</numerusform>
            <numerusform>%1 terminó, pero el tablero se editó mientras se ejecutaba: su cambio (%n casillas) se descartó, no se aplicó sobre el tablero más reciente. Ejecútelo de nuevo para aplicarlo al tablero tal como está ahora.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was stopped: %2; nothing was changed.</source>
        <translation>%1 se detuvo: %2; no se cambió nada.</translation>
    </message>
</context>
<context>
    <name>gbxx::SelectWhereDialog</name>
    <message>
        <source>Select Where</source>
        <translation>Seleccionar según condición</translation>
    </message>
    <message>
        <source>for example: height &gt;= 40 and homeZones has 1</source>
        <translation>por ejemplo: height &gt;= 40 and homeZones has 1</translation>
    </message>
    <message>
        <source>Replace the selection</source>
        <translation>Reemplazar la selección</translation>
    </message>
    <message>
        <source>Add to the selection</source>
        <translation>Añadir a la selección</translation>
    </message>
    <message>
        <source>Take from the selection</source>
        <translation>Quitar de la selección</translation>
    </message>
    <message>
        <source>Keep only what is also selected</source>
        <translation>Conservar solo lo que también está seleccionado</translation>
    </message>
    <message>
        <source>&amp;Build:</source>
        <translation>Const&amp;ruir:</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>&amp;Condición:</translation>
    </message>
    <message>
        <source>&amp;Matches:</source>
        <translation>Coinc&amp;idencias:</translation>
    </message>
    <message>
        <source>Type a condition, or build one above.</source>
        <translation>Escriba una condición o construya una arriba.</translation>
    </message>
    <message numerus="yes">
        <source>%n matching tile(s)</source>
        <translation>
            <numerusform>%n casilla coincidente</numerusform>
            <numerusform>%n casillas coincidentes</numerusform>
        </translation>
    </message>
    <message>
        <source>What the matching tiles do to the selection there is now</source>
        <translation>Qué hacen las casillas coincidentes con la selección actual</translation>
    </message>
</context>
<context>
    <name>gbxx::ShiftDialog</name>
    <message>
        <source>&amp;Wrap around (tiles pushed off one edge come back at the other)</source>
        <translation>&amp;Con continuidad (las casillas que salen por un borde entran por el opuesto)</translation>
    </message>
    <message>
        <source>Shift Board Contents</source>
        <translation>Desplazar el contenido del tablero</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> columnas</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> filas</translation>
    </message>
    <message>
        <source>&amp;Right by:</source>
        <translation>A la &amp;derecha:</translation>
    </message>
    <message>
        <source>&amp;Down by:</source>
        <translation>Hacia a&amp;bajo:</translation>
    </message>
    <message>
        <source>How many columns everything moves right; below 0 moves it left</source>
        <translation>Cuántas columnas se mueve todo a la derecha; por debajo de 0, se mueve a la izquierda</translation>
    </message>
    <message>
        <source>How many rows everything moves down; below 0 moves it up</source>
        <translation>Cuántas filas se mueve todo hacia abajo; por debajo de 0, se mueve hacia arriba</translation>
    </message>
    <message>
        <source>Otherwise tiles pushed off an edge are dropped and the tiles left behind become empty</source>
        <translation>Si no, las casillas que salen por un borde se descartan y las que quedan detrás se vacían</translation>
    </message>
</context>
<context>
    <name>gbxx::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
    <message>
        <source>Board view</source>
        <translation>Vista del tablero</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Mover la vista</translation>
    </message>
    <message>
        <source>Middle drag, or Space + drag</source>
        <translation>Arrastrar con el botón central, o Space + arrastrar</translation>
    </message>
    <message>
        <source>Zoom at the pointer</source>
        <translation>Zoom en el puntero</translation>
    </message>
    <message>
        <source>Ctrl + wheel</source>
        <translation>Ctrl + rueda</translation>
    </message>
    <message>
        <source>Scroll</source>
        <translation>Desplazarse</translation>
    </message>
    <message>
        <source>Wheel, Shift + wheel</source>
        <translation>Rueda, Shift + rueda</translation>
    </message>
    <message>
        <source>Clear the highlight</source>
        <translation>Quitar el resaltado</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation>Filtrar por acción o tecla</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtrar:</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Every action with its keys, by menu, then the board view&apos;s mouse gestures</source>
        <translation>Cada acción con sus teclas, por menú, y después los gestos del ratón en la vista del tablero</translation>
    </message>
</context>
<context>
    <name>gbxx::ShortcutsPage</name>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Restablecer</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>Restablecer to&amp;do</translation>
    </message>
    <message>
        <source>Find an action or a key</source>
        <translation>Buscar una acción o una tecla</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
    <message>
        <source>Actions and their keys</source>
        <translation>Acciones y sus teclas</translation>
    </message>
    <message>
        <source>Key of the chosen action</source>
        <translation>Tecla de la acción elegida</translation>
    </message>
    <message>
        <source>Press the keys to give the chosen action.</source>
        <translation>Pulse las teclas que quiere asignar a la acción elegida.</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Tecla:</translation>
    </message>
    <message>
        <source>%1 was the key of “%2”; it has none now unless you give it another.</source>
        <translation>%1 era la tecla de “%2”; ahora no tiene ninguna, salvo que le asigne otra.</translation>
    </message>
</context>
<context>
    <name>gbxx::StampLibrary</name>
    <message>
        <source>not a stamps file: %1 at byte %2</source>
        <translation>no es un archivo de sellos: %1 en el byte %2</translation>
    </message>
    <message>
        <source>not a stamps file: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>no es un archivo de sellos: &quot;format&quot; no es &quot;%1&quot;</translation>
    </message>
    <message>
        <source>these stamps are for GB%1 boards, not GB%2</source>
        <translation>estos sellos son para tableros GB%1, no GB%2</translation>
    </message>
    <message>
        <source>stamp %1 needs a name and a colour such as &quot;#8a7560&quot;</source>
        <translation>el sello %1 necesita un nombre y un color como &quot;#8a7560&quot;</translation>
    </message>
    <message>
        <source>stamp &quot;%1&quot;: %2</source>
        <translation>sello &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>stamp &quot;%1&quot; holds GB%2 tiles, not GB%3</source>
        <translation>el sello &quot;%1&quot; contiene casillas GB%2, no GB%3</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
</context>
<context>
    <name>gbxx::StampsPanel</name>
    <message>
        <source>Save Selection as Stamp…</source>
        <translation>Guardar selección como sello…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Keep the selected tiles, with their shape and the fields carried, as a stamp for the brush</source>
        <translation>Guardar las casillas seleccionadas, con su forma y las propiedades incluidas, como sello para el pincel</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Import Stamps</source>
        <translation>Importar sellos</translation>
    </message>
    <message>
        <source>Stamps (*.json)</source>
        <translation>Sellos (*.json)</translation>
    </message>
    <message>
        <source>Export Stamps</source>
        <translation>Exportar sellos</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n casilla)</numerusform>
            <numerusform>%1 (%n casillas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every field</source>
        <translation>Todas las propiedades</translation>
    </message>
    <message>
        <source>Select the tiles of the stamp first.</source>
        <translation>Seleccione primero las casillas del sello.</translation>
    </message>
    <message>
        <source>New Stamp</source>
        <translation>Nuevo sello</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Stamp %1</source>
        <translation>Sello %1</translation>
    </message>
    <message>
        <source>The stamps could not be kept: %1</source>
        <translation>No se pudieron guardar los sellos: %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
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
        <translation>&amp;Nuevo tablero…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Board</source>
        <translation>Abrir el tablero de &amp;ejemplo</translation>
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation>Aquí aparecen los tableros que abra o guarde.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>&amp;Recent Boards</source>
        <translation>Tableros &amp;recientes</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>Nuevo desde &amp;plantilla</translation>
    </message>
    <message>
        <source>L&amp;ibrary</source>
        <translation>B&amp;iblioteca</translation>
    </message>
    <message>
        <source>Open by &amp;Code…</source>
        <translation>Abrir por &amp;código…</translation>
    </message>
    <message>
        <source>Open a board from the registry by its code</source>
        <translation>Abrir un tablero del registro por su código</translation>
    </message>
</context>
<context>
    <name>gbxx::TileInspector</name>
    <message>
        <source>Pin</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <source>Keep showing this tile while the pointer moves (picker click: pin the tile clicked)</source>
        <translation>Seguir mostrando esta casilla mientras se mueve el puntero (clic con el cuentagotas: fijar la casilla pulsada)</translation>
    </message>
    <message>
        <source>%1 is locked: unlock it in the Layers panel to change it</source>
        <translation>%1 está bloqueada: desbloquéela en el panel Capas para cambiarla</translation>
    </message>
    <message>
        <source>Set %1 of tile (%2, %3)</source>
        <translation>Establecer %1 de la casilla (%2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 of %n tiles</source>
        <translation>
            <numerusform>Establecer %1 de %n casilla</numerusform>
            <numerusform>Establecer %1 de %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>bit %1</translation>
    </message>
    <message>
        <source>tile (%1, %2)</source>
        <translation>casilla (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 on %2</source>
        <translation>Activar %1 en %2</translation>
    </message>
    <message>
        <source>Clear %1 on %2</source>
        <translation>Desactivar %1 en %2</translation>
    </message>
    <message>
        <source>Pointer (%1, %2): %3</source>
        <translation>Puntero (%1, %2): %3</translation>
    </message>
    <message>
        <source>all fields 0</source>
        <translation>todas las propiedades a 0</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fijada</translation>
    </message>
    <message>
        <source>Point at a tile to inspect it, click it with the picker to pin it.</source>
        <translation>Sitúe el puntero sobre una casilla para inspeccionarla; haga clic en ella con el cuentagotas para fijarla.</translation>
    </message>
    <message>
        <source>No board open.</source>
        <translation>No hay ningún tablero abierto.</translation>
    </message>
    <message>
        <source>Pinned tile (%1, %2), index %3: 0x%4</source>
        <translation>Casilla fijada (%1, %2), índice %3: 0x%4</translation>
    </message>
    <message>
        <source>Tile (%1, %2), index %3: 0x%4</source>
        <translation>Casilla (%1, %2), índice %3: 0x%4</translation>
    </message>
    <message numerus="yes">
        <source>%n selected tiles: fields they share, &quot;mixed&quot; where they differ</source>
        <translation>
            <numerusform>%n casilla seleccionada: propiedades que comparten, &quot;mixto&quot; donde difieren</numerusform>
            <numerusform>%n casillas seleccionadas: propiedades que comparten, &quot;mixto&quot; donde difieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Locked in the Layers panel</source>
        <translation>Bloqueada en el panel Capas</translation>
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
    <name>gbxx::TilePresets</name>
    <message>
        <source>not a presets file: %1 at byte %2</source>
        <translation>no es un archivo de preajustes: %1 en el byte %2</translation>
    </message>
    <message>
        <source>not a presets file: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>no es un archivo de preajustes: &quot;format&quot; no es &quot;%1&quot;</translation>
    </message>
    <message>
        <source>these presets are for GB%1 boards, not GB%2</source>
        <translation>estos preajustes son para tableros GB%1, no GB%2</translation>
    </message>
    <message>
        <source>preset %1 needs a name, a colour such as &quot;#8a7560&quot; and a value such as &quot;0x3&quot;</source>
        <translation>el preajuste %1 necesita un nombre, un color como &quot;#8a7560&quot; y un valor como &quot;0x3&quot;</translation>
    </message>
    <message>
        <source>preset &quot;%1&quot; has a value wider than a GB%2 tile</source>
        <translation>el preajuste &quot;%1&quot; tiene un valor más ancho que una casilla GB%2</translation>
    </message>
</context>
<context>
    <name>gbxx::Tool</name>
    <message>
        <source>%1 is locked: unlock it in the Layers panel to paint it</source>
        <translation>%1 está bloqueada: desbloquéela en el panel Capas para pintarla</translation>
    </message>
    <message>
        <source>%1 is hidden: show it in the Layers panel to paint it</source>
        <translation>%1 está oculta: muéstrela en el panel Capas para pintarla</translation>
    </message>
    <message>
        <source>Painting stays inside the selection (Select ▸ Deselect, Ctrl+Shift+A, to paint anywhere)</source>
        <translation>Solo se pinta dentro de la selección (Selección ▸ Deseleccionar, Ctrl+Shift+A, para pintar en cualquier sitio)</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) painted alone: no symmetric tile sits there on this board (hex columns are half a tile apart)</source>
        <translation>
            <numerusform>%n casilla pintada sola: en este tablero no hay ninguna casilla simétrica en ese lugar (las columnas hexagonales están desplazadas media casilla)</numerusform>
            <numerusform>%n casillas pintadas solas: en este tablero no hay ninguna casilla simétrica en ese lugar (las columnas hexagonales están desplazadas media casilla)</numerusform>
        </translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Rellenar</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Goma</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Cuentagotas</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Medir</translation>
    </message>
    <message>
        <source>Rectangle Select</source>
        <translation>Selección rectangular</translation>
    </message>
    <message>
        <source>Lasso Select</source>
        <translation>Selección con lazo</translation>
    </message>
    <message>
        <source>Magic Wand</source>
        <translation>Varita mágica</translation>
    </message>
    <message>
        <source>Select by Value</source>
        <translation>Selección por valor</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>Pintar %1</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Trazar línea de %1</translation>
    </message>
    <message>
        <source>Rectangle %1</source>
        <translation>Trazar rectángulo de %1</translation>
    </message>
    <message>
        <source>Fill %1</source>
        <translation>Rellenar %1</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>Borrar %1</translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation>Tomar %1</translation>
    </message>
    <message>
        <source>Measure %1</source>
        <translation>Medir %1</translation>
    </message>
    <message>
        <source>Select %1</source>
        <translation>Seleccionar %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Mover %1</translation>
    </message>
</context>
<context>
    <name>gbxx::ToolOptionsWidget</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>Filled rectangle</source>
        <translation>Rectángulo relleno</translation>
    </message>
    <message>
        <source>Through corners (8 neighbours)</source>
        <translation>Por las esquinas (8 vecinas)</translation>
    </message>
    <message>
        <source>Compare whole tiles, not only the layer</source>
        <translation>Comparar casillas completas, no solo la capa</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Cuadrado</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Redondo</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Jugador 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Jugador 4</translation>
    </message>
    <message>
        <source>Measure paths as this player: their blacklisted tiles block the way</source>
        <translation>Medir caminos como este jugador: las casillas de su lista de exclusión bloquean el paso</translation>
    </message>
    <message>
        <source>Brush &amp;size:</source>
        <translation>&amp;Tamaño del pincel:</translation>
    </message>
    <message>
        <source>Brush sha&amp;pe:</source>
        <translation>&amp;Forma del pincel:</translation>
    </message>
    <message>
        <source>Measure &amp;as:</source>
        <translation>Medir &amp;como:</translation>
    </message>
    <message>
        <source>This tool has no options.</source>
        <translation>Esta herramienta no tiene opciones.</translation>
    </message>
    <message>
        <source>Hex boards always use their six neighbours</source>
        <translation>Los tableros hexagonales siempre usan sus seis vecinas</translation>
    </message>
    <message>
        <source>How many tiles across the brush paints</source>
        <translation>Cuántas casillas de ancho pinta el pincel</translation>
    </message>
    <message>
        <source>The shape of the brush&apos;s footprint</source>
        <translation>La forma de la huella del pincel</translation>
    </message>
    <message>
        <source>On-board tiles</source>
        <translation>Casillas en el tablero</translation>
    </message>
    <message>
        <source>Empty tiles</source>
        <translation>Casillas vacías</translation>
    </message>
    <message>
        <source>What a moved selection leaves where it was: tiles still on the board, in bounds, with the carried fields cleared; or empty tiles, not on the board where the boundary moved with it</source>
        <translation>Lo que una selección movida deja donde estaba: casillas que siguen en el tablero, dentro, con las propiedades incluidas vaciadas; o casillas vacías, fuera del tablero donde el límite se movió con ella</translation>
    </message>
    <message>
        <source>Leaves behin&amp;d:</source>
        <translation>&amp;Deja atrás:</translation>
    </message>
</context>
<context>
    <name>gbxx::ValidationPanel</name>
    <message>
        <source>From the validator %1%2</source>
        <translation>Del validador %1%2</translation>
    </message>
    <message>
        <source>Spec %1%2</source>
        <translation>Especificación %1%2</translation>
    </message>
    <message>
        <source> — click to show the tiles</source>
        <translation> — haga clic para mostrar las casillas</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Sin advertencias.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <source>What the board holds that a designer should hear about; choosing one shows its tiles</source>
        <translation>Lo que contiene el tablero y que un diseñador debería saber; al elegir una advertencia se muestran sus casillas</translation>
    </message>
    <message>
        <source>Running the validators…</source>
        <translation>Ejecutando los validadores…</translation>
    </message>
</context>
<context>
    <name>gbxx::ValidatorRun</name>
    <message>
        <source>%1 at (%2, %3): %4</source>
        <translation>%1 en (%2, %3): %4</translation>
    </message>
    <message>
        <source>%1 did not finish: %2</source>
        <translation>%1 no terminó: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::ValuePalette</name>
    <message>
        <source>No layer selected</source>
        <translation>Ninguna capa seleccionada</translation>
    </message>
    <message>
        <source>Add the checked flags</source>
        <translation>Añadir los indicadores marcados</translation>
    </message>
    <message>
        <source>Remove the checked flags</source>
        <translation>Quitar los indicadores marcados</translation>
    </message>
    <message>
        <source>Painting sets the checked flags on the tiles</source>
        <translation>Al pintar se activan los indicadores marcados en las casillas</translation>
    </message>
    <message>
        <source>Painting clears the checked flags on the tiles</source>
        <translation>Al pintar se desactivan los indicadores marcados en las casillas</translation>
    </message>
    <message>
        <source>Paint with the flag %1</source>
        <translation>Pintar con el indicador %1</translation>
    </message>
    <message>
        <source>Paint with the value %1</source>
        <translation>Pintar con el valor %1</translation>
    </message>
</context>
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
        <source>Only boards that wrap.</source>
        <translation>Solo tableros con continuidad.</translation>
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
</context>
<context>
    <name>main</name>
    <message>
        <source>Quit as soon as the board has been drawn once (measures start-up time; see docs/performance.md).</source>
        <translation>Sale en cuanto el tablero se ha dibujado una vez (mide el tiempo de arranque; véase docs/performance.md).</translation>
    </message>
    <message>
        <source>Read FILE in this layout (spec section L): %1. Default %2.</source>
        <translation>Lee FILE en esta disposición (sección L de la especificación): %1. Por defecto, %2.</translation>
    </message>
    <message>
        <source>Paint GameBoardXX boards on square and hex grids.</source>
        <translation>Pinta tableros GameBoardXX en cuadrículas y rejillas hexagonales.</translation>
    </message>
    <message>
        <source>unknown layout &apos;%1&apos;; expected one of %2</source>
        <translation>disposición desconocida &apos;%1&apos;; se esperaba una de %2</translation>
    </message>
    <message>
        <source>A board to open (.gb08, .gb16, .gb32, .gb64), alone. Without one, the boards open at the last quit come back (Edit ▸ Preferences), or the start page shows recent boards and templates.</source>
        <translation>Un tablero para abrir (.gb08, .gb16, .gb32, .gb64), solo. Sin él, vuelven los tableros abiertos al salir la última vez (Editar ▸ Preferencias), o la página de inicio muestra los tableros recientes y las plantillas.</translation>
    </message>
    <message>
        <source>Resolve the three-way merge of the files BASE, OURS and THEIRS (git mergetool) and save it in OUT. Exit status 0 when OUT was saved with every conflict resolved, 1 otherwise, 2 when the boards cannot be read or merged.</source>
        <translation>Resuelve la fusión a tres bandas de los archivos BASE, OURS y THEIRS (git mergetool) y la guarda en OUT. Código de salida 0 si OUT se guardó con todos los conflictos resueltos, 1 en caso contrario, 2 si los tableros no se pueden leer o fusionar.</translation>
    </message>
    <message>
        <source>With --merge: BASE OURS THEIRS OUT.</source>
        <translation>Con --merge: BASE OURS THEIRS OUT.</translation>
    </message>
</context>
</TS>
