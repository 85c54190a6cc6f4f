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
        <source>Per player and team: zone sizes and the cheapest way from home to end</source>
        <translation>Por jugador y equipo: tamaños de las zonas y el camino más barato del inicio al final</translation>
    </message>
    <message numerus="yes">
        <source>cost %1 (%n step(s))</source>
        <translation>
            <numerusform>coste %1 (%n paso)</numerusform>
            <numerusform>coste %1 (%n pasos)</numerusform>
        </translation>
    </message>
    <message>
        <source>climb %1</source>
        <translation>subida %1</translation>
    </message>
    <message>
        <source>descend %1</source>
        <translation>bajada %1</translation>
    </message>
    <message>
        <source>diagonal steps</source>
        <translation>pasos en diagonal</translation>
    </message>
    <message>
        <source>turn barriers block</source>
        <translation>las barreras de turnos bloquean</translation>
    </message>
    <message>
        <source>turn barriers cost</source>
        <translation>las barreras de turnos cuestan</translation>
    </message>
    <message>
        <source>currency barriers block</source>
        <translation>las barreras de moneda bloquean</translation>
    </message>
    <message>
        <source>currency barriers cost</source>
        <translation>las barreras de moneda cuestan</translation>
    </message>
    <message>
        <source>piece barriers block</source>
        <translation>las barreras de piezas bloquean</translation>
    </message>
    <message>
        <source>Movement rules: every step costs 1</source>
        <translation>Reglas de movimiento: cada paso cuesta 1</translation>
    </message>
    <message>
        <source>Movement rules: %1</source>
        <translation>Reglas de movimiento: %1</translation>
    </message>
    <message>
        <source>Shows or hides the movement rules the home-to-end costs are measured by</source>
        <translation>Muestra u oculta las reglas de movimiento con las que se miden los costes del inicio al final</translation>
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
    <message>
        <source>its board is being closed</source>
        <translation>se está cerrando su tablero</translation>
    </message>
    <message>
        <source>%1 stopped: its board is being closed; nothing was changed.</source>
        <translation>%1 se detuvo: se está cerrando su tablero; no se cambió nada.</translation>
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
    <name>gbxx::MoveRulesForm</name>
    <message>
        <source>Added to a move&apos;s cost for every level up</source>
        <translation>Se suma al coste de un movimiento por cada nivel de subida</translation>
    </message>
    <message>
        <source>Added to a move&apos;s cost for every level down</source>
        <translation>Se suma al coste de un movimiento por cada nivel de bajada</translation>
    </message>
    <message>
        <source>Ignored</source>
        <translation>Se ignoran</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloquean</translation>
    </message>
    <message>
        <source>Cost 5, 10 or 15</source>
        <translation>Cuestan 5, 10 o 15</translation>
    </message>
    <message>
        <source>Cost 3, 6 or 9</source>
        <translation>Cuestan 3, 6 o 9</translation>
    </message>
    <message>
        <source>&amp;Piece barriers:</source>
        <translation>Barreras de &amp;piezas:</translation>
    </message>
    <message>
        <source>Dia&amp;gonal steps (square boards)</source>
        <translation>Pasos en dia&amp;gonal (tableros cuadrados)</translation>
    </message>
    <message>
        <source>&amp;Climb cost:</source>
        <translation>Coste de &amp;subida:</translation>
    </message>
    <message>
        <source>Desce&amp;nd cost:</source>
        <translation>Coste de baja&amp;da:</translation>
    </message>
    <message>
        <source>T&amp;urn barriers:</source>
        <translation>Barreras de t&amp;urnos:</translation>
    </message>
    <message>
        <source>Currenc&amp;y barriers:</source>
        <translation>Barreras de moned&amp;a:</translation>
    </message>
    <message>
        <source>On square boards a piece also steps to the four corner tiles</source>
        <translation>En tableros cuadrados una pieza también avanza a las cuatro casillas de las esquinas</translation>
    </message>
    <message>
        <source>Whether a turn barrier is ignored, cannot be entered, or adds its turns to the cost</source>
        <translation>Si una barrera de turnos se ignora, no se puede cruzar o suma sus turnos al coste</translation>
    </message>
    <message>
        <source>Whether a currency barrier is ignored, cannot be entered, or adds its price to the cost</source>
        <translation>Si una barrera de moneda se ignora, no se puede cruzar o suma su precio al coste</translation>
    </message>
    <message>
        <source>Whether a piece-sum barrier is ignored or cannot be entered</source>
        <translation>Si una barrera de suma de piezas se ignora o no se puede cruzar</translation>
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
        <source>the registry says: the two revisions differ in size, tile size or layout, so no patch leads from one to the other</source>
        <translation>el registro dice: las dos revisiones difieren en tamaño, tamaño de casilla o disposición, así que ningún parche lleva de una a la otra</translation>
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
