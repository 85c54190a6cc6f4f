<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>gbxx::BoardFile</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1: arquivo inexistente</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrada padrão</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>não é possível abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a board file</source>
        <translation>%1 é uma pasta, não um arquivo de tabuleiro</translation>
    </message>
    <message>
        <source>%1 is a block device, not a board file</source>
        <translation>%1 é um dispositivo de bloco, não um arquivo de tabuleiro</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>grande demais</translation>
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
        <translation>quadrado</translation>
    </message>
    <message>
        <source>wraps</source>
        <translation>com continuidade</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardPicture</name>
    <message>
        <source>the picture would be %1 × %2 pixels; a PNG may have at most %3 on a side: draw it smaller, with fewer layers, or as SVG</source>
        <translation>a imagem teria %1 × %2 pixels; um PNG pode ter no máximo %3 de lado: desenhe-a menor, com menos camadas ou como SVG</translation>
    </message>
    <message>
        <source>A GameBoardXX board</source>
        <translation>Um tabuleiro GameBoardXX</translation>
    </message>
    <message>
        <source>the SVG could not be started</source>
        <translation>não foi possível iniciar o SVG</translation>
    </message>
    <message>
        <source>the SVG could not be written</source>
        <translation>não foi possível gravar o SVG</translation>
    </message>
    <message>
        <source>not enough memory for a %1×%2 picture</source>
        <translation>memória insuficiente para uma imagem de %1×%2</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardPrint</name>
    <message>
        <source>Untitled board</source>
        <translation>Tabuleiro sem título</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Autor: %1</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>não informado</translation>
    </message>
    <message>
        <source>Board code: %1 · version %2 · editor %3</source>
        <translation>Código do tabuleiro: %1 · versão %2 · editor %3</translation>
    </message>
    <message>
        <source>Printed at %1 mm per tile on %2 × %3 pages per layer (%4 pages in all); cut along the marks and lay the pages edge to edge.</source>
        <translation>Impresso a %1 mm por casa em %2 × %3 páginas por camada (%4 páginas no total); recorte nas marcas e junte as páginas borda com borda.</translation>
    </message>
    <message>
        <source>%1 · column %2 of %3, row %4 of %5</source>
        <translation>%1 · coluna %2 de %3, linha %4 de %5</translation>
    </message>
    <message>
        <source>As the view shows it</source>
        <translation>Como a visualização mostra</translation>
    </message>
</context>
<context>
    <name>gbxx::LayerDisplay</name>
    <message>
        <source>Fill</source>
        <translation>Preenchimento</translation>
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
        <translation>Hachura</translation>
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
        <translation>Listas de bloqueio</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Barreiras</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Ligações</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Dados próprios</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outros</translation>
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
        <translation>não foi possível ler a biblioteca %1 (%2); ela foi posta de lado como %3 e está sendo reconstruída a partir dos arquivos</translation>
    </message>
    <message>
        <source>it cannot be written (is the disk full, or the folder read-only?)</source>
        <translation>não é possível gravá-la (o disco está cheio ou a pasta é somente leitura?)</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not installed</source>
        <translation>o driver SQLite do Qt (QSQLITE) não está instalado</translation>
    </message>
    <message>
        <source>written by a newer version of the editor (schema %1)</source>
        <translation>gravada por uma versão mais nova do editor (esquema %1)</translation>
    </message>
    <message>
        <source>%1; it cannot be set aside (%2)</source>
        <translation>%1; não pode ser posta de lado (%2)</translation>
    </message>
    <message>
        <source>it is not a board library: another program&apos;s database</source>
        <translation>não é uma biblioteca de tabuleiros: é o banco de dados de outro programa</translation>
    </message>
    <message>
        <source>database disk image is malformed: %1</source>
        <translation>o arquivo do banco de dados está danificado: %1</translation>
    </message>
    <message>
        <source>it is read-only and of an older schema (%1)</source>
        <translation>é somente leitura e de um esquema mais antigo (%1)</translation>
    </message>
</context>
<context>
    <name>gbxx::RulesFile</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1: arquivo inexistente</translation>
    </message>
    <message>
        <source>%1: cannot be read as a file of at most 16 MiB</source>
        <translation>%1: não pode ser lido como um arquivo de no máximo 16 MiB</translation>
    </message>
</context>
<context>
    <name>gbxx::SafeWrite</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>write error: %1</source>
        <translation>erro de gravação: %1</translation>
    </message>
    <message>
        <source>no file name</source>
        <translation>nenhum nome de arquivo</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>é uma pasta</translation>
    </message>
</context>
<context>
    <name>gbxx::SchemaFile</name>
    <message>
        <source>not JSON: %1 (at byte %2)</source>
        <translation>não é JSON: %1 (no byte %2)</translation>
    </message>
    <message>
        <source>expected an object with &quot;schemaVersion&quot;: %1</source>
        <translation>esperado um objeto com &quot;schemaVersion&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;variants&quot; names no tile size (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</source>
        <translation>&quot;variants&quot; não indica nenhum tamanho de casa (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</translation>
    </message>
    <message>
        <source>not a tile size (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</source>
        <translation>não é um tamanho de casa (&quot;08&quot;, &quot;16&quot;, &quot;32&quot;, &quot;64&quot;)</translation>
    </message>
    <message>
        <source>&quot;bits&quot; is a bit (3) or a first and last bit ([0, 3])</source>
        <translation>&quot;bits&quot; é um bit (3) ou um primeiro e um último bit ([0, 3])</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos; (number, enum or flags)</source>
        <translation>tipo desconhecido &apos;%1&apos; (number, enum ou flags)</translation>
    </message>
    <message>
        <source>each name is a text, or {&quot;name&quot;: …, &quot;colour&quot;: &quot;#rrggbb&quot;}</source>
        <translation>cada nome é um texto, ou {&quot;name&quot;: …, &quot;colour&quot;: &quot;#rrggbb&quot;}</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: não é possível ler: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::TileLabels</name>
    <message>
        <source>No Labels</source>
        <translation>Sem rótulos</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Coordenadas</translation>
    </message>
    <message>
        <source>Values of the Layer</source>
        <translation>Valores da camada</translation>
    </message>
    <message>
        <source>Names of the Layer</source>
        <translation>Nomes da camada</translation>
    </message>
</context>
<context>
    <name>gbxx::core</name>
    <message>
        <source>Routing</source>
        <translation>Roteamento</translation>
    </message>
    <message>
        <source>free routing</source>
        <translation>roteamento livre</translation>
    </message>
    <message>
        <source>pathed routing</source>
        <translation>roteamento por trilha</translation>
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
        <translation>níveis</translation>
    </message>
    <message>
        <source>Link groups active</source>
        <translation>Grupos de ligação ativos</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the short form of &quot;not on board&quot;, written on a tile</extracomment>
        <translation>desligado</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <source>Tile shape</source>
        <translation>Forma da casa</translation>
    </message>
    <message>
        <source>square</source>
        <translation>quadrada</translation>
    </message>
    <message>
        <source>hexagonal</source>
        <translation>hexagonal</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Continuidade</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>the short form of &quot;no zone&quot;, written on a tile</extracomment>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>width</source>
        <translation>largura</translation>
    </message>
    <message>
        <source>length</source>
        <translation>comprimento</translation>
    </message>
    <message>
        <source>height</source>
        <translation>altura</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Ocupação</translation>
    </message>
    <message>
        <source>one token per tile</source>
        <translation>uma peça por casa</translation>
    </message>
    <message>
        <source>one token per team per tile</source>
        <translation>uma peça por equipe por casa</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
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
        <translation>Subterrâneo</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <translation>Terreno baixo</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <translation>Terreno médio</translation>
    </message>
    <message>
        <source>High Ground</source>
        <translation>Terreno alto</translation>
    </message>
    <message>
        <source>Boundary</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>not on board</source>
        <translation>fora do tabuleiro</translation>
    </message>
    <message>
        <source>out of bounds</source>
        <translation>fora</translation>
    </message>
    <message>
        <source>trap/hazard</source>
        <translation>armadilha/perigo</translation>
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
        <translation>Casa especial</translation>
    </message>
    <message>
        <source>special tile</source>
        <translation>casa especial</translation>
    </message>
    <message>
        <source>Link group</source>
        <translation>Grupo de ligação</translation>
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
        <translation>Acima do solo</translation>
    </message>
    <message>
        <source>Zone owner</source>
        <translation>Dono da zona</translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>jogador 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>jogador 2</translation>
    </message>
    <message>
        <source>player 3</source>
        <translation>jogador 3</translation>
    </message>
    <message>
        <source>player 4</source>
        <translation>jogador 4</translation>
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
        <translation>inicial</translation>
    </message>
    <message>
        <source>end</source>
        <translation>final</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>segura</translation>
    </message>
    <message>
        <source>Custom data</source>
        <translation>Dados próprios</translation>
    </message>
    <message>
        <source>Player blacklist</source>
        <translation>Lista de bloqueio de jogadores</translation>
    </message>
    <message>
        <source>Team blacklist</source>
        <translation>Lista de bloqueio de equipes</translation>
    </message>
    <message>
        <source>team A</source>
        <translation>equipe A</translation>
    </message>
    <message>
        <source>team B</source>
        <translation>equipe B</translation>
    </message>
    <message>
        <source>team C</source>
        <translation>equipe C</translation>
    </message>
    <message>
        <source>team D</source>
        <translation>equipe D</translation>
    </message>
    <message>
        <source>No zone</source>
        <translation>Sem zona</translation>
    </message>
    <message>
        <source>no zone</source>
        <translation>sem zona</translation>
    </message>
    <message>
        <source>Zone owners</source>
        <translation>Donos da zona</translation>
    </message>
    <message>
        <source>team 1</source>
        <translation>equipe 1</translation>
    </message>
    <message>
        <source>team 2</source>
        <translation>equipe 2</translation>
    </message>
    <message>
        <source>team 3</source>
        <translation>equipe 3</translation>
    </message>
    <message>
        <source>1v1v1v1 blacklist</source>
        <translation>Lista de bloqueio 1v1v1v1</translation>
    </message>
    <message>
        <source>1v2 team 1</source>
        <translation>1v2 equipe 1</translation>
    </message>
    <message>
        <source>1v2 team 2</source>
        <translation>1v2 equipe 2</translation>
    </message>
    <message>
        <source>1v3 team 1</source>
        <translation>1v3 equipe 1</translation>
    </message>
    <message>
        <source>1v3 team 2</source>
        <translation>1v3 equipe 2</translation>
    </message>
    <message>
        <source>2v2 team 1</source>
        <translation>2v2 equipe 1</translation>
    </message>
    <message>
        <source>2v2 team 2</source>
        <translation>2v2 equipe 2</translation>
    </message>
    <message>
        <source>1v1vX individuals</source>
        <translation>1v1vX individuais</translation>
    </message>
    <message>
        <source>1v1vX team</source>
        <translation>1v1vX equipe</translation>
    </message>
    <message>
        <source>Home zones</source>
        <translation>Zonas iniciais</translation>
    </message>
    <message>
        <source>End zones</source>
        <translation>Zonas finais</translation>
    </message>
    <message>
        <source>Safe zones</source>
        <translation>Zonas seguras</translation>
    </message>
    <message>
        <source>Currency barrier</source>
        <translation>Barreira de moeda</translation>
    </message>
    <message>
        <source>3 currency</source>
        <translation>3 moedas</translation>
    </message>
    <message>
        <source>6 currency</source>
        <translation>6 moedas</translation>
    </message>
    <message>
        <source>9 currency</source>
        <translation>9 moedas</translation>
    </message>
    <message>
        <source>Turn barrier</source>
        <translation>Barreira de turnos</translation>
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
        <translation>Barreira de soma de peças</translation>
    </message>
    <message>
        <source>10 pieces</source>
        <translation>10 peças</translation>
    </message>
    <message>
        <source>15 pieces</source>
        <translation>15 peças</translation>
    </message>
    <message>
        <source>20 pieces</source>
        <translation>20 peças</translation>
    </message>
    <message>
        <source>Tallest height only</source>
        <translation>Só a maior altura</translation>
    </message>
    <message>
        <source>Linked tiles</source>
        <translation>Casas ligadas</translation>
    </message>
    <message>
        <source>Wrap width</source>
        <translation>Continuidade na largura</translation>
    </message>
    <message>
        <source>Wrap length</source>
        <translation>Continuidade no comprimento</translation>
    </message>
    <message>
        <source>For 2 players</source>
        <translation>Para 2 jogadores</translation>
    </message>
    <message>
        <source>For 3 players</source>
        <translation>Para 3 jogadores</translation>
    </message>
    <message>
        <source>For 4 players</source>
        <translation>Para 4 jogadores</translation>
    </message>
    <message>
        <source>Bonus features (byte 7)</source>
        <translation>Recursos extras (byte 7)</translation>
    </message>
    <message>
        <source>Full 3D tiles</source>
        <translation>Casas 3D completas</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <translation>Terreno médio-baixo</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <translation>Terreno médio-alto</translation>
    </message>
    <message>
        <source>Home zone</source>
        <translation>Zona inicial</translation>
    </message>
    <message>
        <source>home zone</source>
        <translation>zona inicial</translation>
    </message>
    <message>
        <source>Height levels</source>
        <translation>Níveis de altura</translation>
    </message>
    <message>
        <source>Team home zones</source>
        <translation>Zonas iniciais de equipe</translation>
    </message>
    <message>
        <source>Team end zones</source>
        <translation>Zonas finais de equipe</translation>
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
        <translation>local A</translation>
    </message>
    <message>
        <source>site B</source>
        <translation>local B</translation>
    </message>
    <message>
        <source>Special spawn</source>
        <translation>Surgimento especial</translation>
    </message>
    <message>
        <source>spawn A</source>
        <translation>surgimento A</translation>
    </message>
    <message>
        <source>spawn B</source>
        <translation>surgimento B</translation>
    </message>
    <message>
        <source>spawn C</source>
        <translation>surgimento C</translation>
    </message>
    <message>
        <source>King of the hill</source>
        <translation>Rei da colina</translation>
    </message>
    <message>
        <source>king of the hill</source>
        <translation>rei da colina</translation>
    </message>
    <message>
        <source>Standard team blacklist</source>
        <translation>Lista de bloqueio padrão de equipes</translation>
    </message>
    <message>
        <source>Board version</source>
        <translation>Versão do tabuleiro</translation>
    </message>
    <message>
        <source>Editor ID</source>
        <translation>ID do editor</translation>
    </message>
    <message>
        <source>Board code</source>
        <translation>Código do tabuleiro</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Reserved (footer byte 68)</source>
        <translation>Reservado (byte 68 do rodapé)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Xadrez</translation>
    </message>
    <message>
        <source>8×8 squares; home zones: the first two rows of each player; end zones: the opponent&apos;s back row; custom 1 marks the dark squares.</source>
        <translation>8×8 casas; zonas iniciais: as duas primeiras linhas de cada jogador; zonas finais: a última linha do adversário; o valor 1 em dados próprios marca as casas escuras.</translation>
    </message>
    <message>
        <source>Reversi</source>
        <translation>Reversi</translation>
    </message>
    <message>
        <source>8×8 squares; home zones: each player&apos;s two starting discs.</source>
        <translation>8×8 casas; zonas iniciais: as duas peças iniciais de cada jogador.</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>19×19 points; custom 1 marks the nine star points.</source>
        <translation>19×19 pontos; o valor 1 em dados próprios marca os nove pontos de estrela.</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>11×11 rhombus on a hex grid, the rest not on the board; end zones: player 1 joins left and right, player 2 top and bottom.</source>
        <translation>Losango de 11×11 em grade hexagonal, o resto fora do tabuleiro; zonas finais: o jogador 1 liga a esquerda à direita, o jogador 2 o topo à base.</translation>
    </message>
    <message>
        <source>Star (Chinese checkers)</source>
        <translation>Estrela (damas chinesas)</translation>
    </message>
    <message>
        <source>121 holes on a hex grid, the rest not on the board; custom numbers the six points; players 1-4 start on four points and head for the opposite one.</source>
        <translation>121 furos em grade hexagonal, o resto fora do tabuleiro; os dados próprios numeram as seis pontas; os jogadores 1-4 começam em quatro pontas e seguem para a ponta oposta.</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Cobras e escadas</translation>
    </message>
    <message>
        <source>10×10 track; custom numbers the squares 1-100; pathed routing; ladder feet are safe zones, snake heads are hazards.</source>
        <translation>Trilha de 10×10; os dados próprios numeram as casas de 1 a 100; roteamento por trilha; os pés das escadas são zonas seguras, as cabeças das cobras são perigos.</translation>
    </message>
    <message>
        <source>Wrapped World</source>
        <translation>Mundo contínuo</translation>
    </message>
    <message>
        <source>24×16 squares whose east and west edges meet (width wrap), with rolling hills in value-mode height.</source>
        <translation>24×16 casas cujas bordas leste e oeste se encontram (continuidade na largura), com colinas suaves na altura em modo valor.</translation>
    </message>
    <message>
        <source>not a GameBoardXX file: it starts with %1, not &quot;GB&quot;</source>
        <extracomment>read.notGameBoardXX</extracomment>
        <translation>não é um arquivo GameBoardXX: começa com %1, não com &quot;GB&quot;</translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and a 128-byte footer)</source>
        <extracomment>read.tooShort</extracomment>
        <translation>
            <numerusform>o arquivo tem %Ln byte; um arquivo GameBoardXX tem pelo menos 137 bytes (um cabeçalho de 8 bytes, as casas e um rodapé de 128 bytes)</numerusform>
            <numerusform>o arquivo tem %Ln bytes; um arquivo GameBoardXX tem pelo menos 137 bytes (um cabeçalho de 8 bytes, as casas e um rodapé de 128 bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; a GameBoardXX file is at least 137 bytes (an 8-byte header, the tiles and a 128-byte footer)</source>
        <extracomment>read.tooShortAtLeast</extracomment>
        <translation>
            <numerusform>o arquivo tem pelo menos %Ln byte; um arquivo GameBoardXX tem pelo menos 137 bytes (um cabeçalho de 8 bytes, as casas e um rodapé de 128 bytes)</numerusform>
            <numerusform>o arquivo tem pelo menos %Ln bytes; um arquivo GameBoardXX tem pelo menos 137 bytes (um cabeçalho de 8 bytes, as casas e um rodapé de 128 bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>header bytes 2-3 are %1 %2; expected the tile size &quot;08&quot;, &quot;16&quot;, &quot;32&quot; or &quot;64&quot;</source>
        <extracomment>read.badVariant</extracomment>
        <translation>os bytes 2-3 do cabeçalho são %1 %2; esperado o tamanho de casa &quot;08&quot;, &quot;16&quot;, &quot;32&quot; ou &quot;64&quot;</translation>
    </message>
    <message>
        <source>board is %1×%2; width and length must each be 1 to 255</source>
        <extracomment>read.emptySide</extracomment>
        <translation>o tabuleiro tem %1×%2; a largura e o comprimento devem ficar, cada um, entre 1 e 255</translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; a %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSize</extracomment>
        <translation>
            <numerusform>o arquivo tem %Ln byte; um tabuleiro GB%3 de %1×%2 precisa de %4 bytes</numerusform>
            <numerusform>o arquivo tem %Ln bytes; um tabuleiro GB%3 de %1×%2 precisa de %4 bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is %Ln bytes; an %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAn</extracomment>
        <translation>
            <numerusform>o arquivo tem %Ln byte; um tabuleiro GB%3 de %1×%2 precisa de %4 bytes</numerusform>
            <numerusform>o arquivo tem %Ln bytes; um tabuleiro GB%3 de %1×%2 precisa de %4 bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; a %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAtLeast</extracomment>
        <translation>
            <numerusform>o arquivo tem pelo menos %Ln byte; um tabuleiro GB%3 de %1×%2 precisa de %4 bytes</numerusform>
            <numerusform>o arquivo tem pelo menos %Ln bytes; um tabuleiro GB%3 de %1×%2 precisa de %4 bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>file is at least %Ln bytes; an %1×%2 GB%3 board needs %4</source>
        <extracomment>read.wrongSizeAtLeastAn</extracomment>
        <translation>
            <numerusform>o arquivo tem pelo menos %Ln byte; um tabuleiro GB%3 de %1×%2 precisa de %4 bytes</numerusform>
            <numerusform>o arquivo tem pelo menos %Ln bytes; um tabuleiro GB%3 de %1×%2 precisa de %4 bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <extracomment>read.noSuchFile</extracomment>
        <translation>não é possível abrir %1: arquivo inexistente</translation>
    </message>
    <message>
        <source>%1 is a folder, not a board file</source>
        <extracomment>read.folder</extracomment>
        <translation>%1 é uma pasta, não um arquivo de tabuleiro</translation>
    </message>
    <message>
        <source>cannot read the size of %1: %2</source>
        <extracomment>read.noSize</extracomment>
        <translation>não é possível ler o tamanho de %1: %2</translation>
    </message>
    <message>
        <source>cannot open %1 for reading</source>
        <extracomment>read.cannotOpen</extracomment>
        <translation>não é possível abrir %1 para leitura</translation>
    </message>
    <message>
        <source>cannot read %1: it changed while being read</source>
        <extracomment>read.changed</extracomment>
        <translation>não é possível ler %1: ele foi alterado durante a leitura</translation>
    </message>
    <message>
        <source>the file name ends in &quot;%1&quot; but the header says GB%2 (&quot;%3&quot;)</source>
        <extracomment>warning.extension</extracomment>
        <translation>o nome do arquivo termina em &quot;%1&quot;, mas o cabeçalho diz GB%2 (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>width wrap on a hex board needs an even width; with width %1 the seam is not joined</source>
        <extracomment>warning.hexWrapOddWidth</extracomment>
        <translation>a continuidade na largura em um tabuleiro hexagonal exige largura par; com largura %1, as bordas não se unem</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) not on the board hold data besides their boundary</source>
        <extracomment>warning.offBoardData</extracomment>
        <translation>
            <numerusform>%n casa (em x %1, y %2) fora do tabuleiro contém dados além do seu limite</numerusform>
            <numerusform>%n casas (a primeira em x %1, y %2) fora do tabuleiro contêm dados além do seu limite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) have a link group while link groups are off (header `%3` is 0)</source>
        <extracomment>warning.linkWhileGroupsOff</extracomment>
        <translation>
            <numerusform>%n casa (em x %1, y %2) tem grupo de ligação, mas os grupos de ligação estão desligados (`%3` do cabeçalho é 0)</numerusform>
            <numerusform>%n casas (a primeira em x %1, y %2) têm grupo de ligação, mas os grupos de ligação estão desligados (`%3` do cabeçalho é 0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) have a `noZone` flag that contradicts their `zoneOwners`</source>
        <extracomment>warning.noZoneContradiction</extracomment>
        <translation>
            <numerusform>%n casa (em x %1, y %2) tem um sinalizador `noZone` que contradiz seus `zoneOwners`</numerusform>
            <numerusform>%n casas (a primeira em x %1, y %2) têm um sinalizador `noZone` que contradiz seus `zoneOwners`</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles (first at x %1, y %2) differ from the anchor of their link group</source>
        <extracomment>warning.linkDisagrees</extracomment>
        <translation>
            <numerusform>%n casa (em x %1, y %2) difere da âncora do seu grupo de ligação</numerusform>
            <numerusform>%n casas (a primeira em x %1, y %2) diferem da âncora do seu grupo de ligação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles in bounds cannot be reached from the rest of the board (first at x %1, y %2)</source>
        <extracomment>warning.unreachable</extracomment>
        <translation>
            <numerusform>%n casa dentro dos limites não pode ser alcançada a partir do resto do tabuleiro (em x %1, y %2)</numerusform>
            <numerusform>%n casas dentro dos limites não podem ser alcançadas a partir do resto do tabuleiro (a primeira em x %1, y %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles have zones or blacklists for player %1, who has no home zone on this board</source>
        <extracomment>warning.playerWithoutHome</extracomment>
        <translation>
            <numerusform>%n casa tem zonas ou listas de bloqueio para o jogador %1, que não tem zona inicial neste tabuleiro</numerusform>
            <numerusform>%n casas têm zonas ou listas de bloqueio para o jogador %1, que não tem zona inicial neste tabuleiro</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has a home zone but no end zone</source>
        <extracomment>warning.noEndZone</extracomment>
        <translation>%1 tem zona inicial, mas nenhuma zona final</translation>
    </message>
    <message>
        <source>%1 has a home zone but no end zone it can reach</source>
        <extracomment>warning.noReachableEndZone</extracomment>
        <translation>%1 tem zona inicial, mas nenhuma zona final que possa alcançar</translation>
    </message>
    <message>
        <source>GB16 cannot store player 1 in all zone kinds: that pattern means &quot;no zone&quot; (spec T16). Choose another zone kind or player for those tiles.</source>
        <extracomment>paint.unstorableZone</extracomment>
        <translation>GB16 não pode armazenar o jogador 1 com o tipo de zona &quot;todos&quot;: esse padrão significa &quot;sem zona&quot; (especificação T16). Escolha outro tipo de zona ou outro jogador para essas casas.</translation>
    </message>
    <message>
        <source>%1 (%2) is a number, not text</source>
        <extracomment>footer.notText</extracomment>
        <translation>%1 (%2) é um número, não um texto</translation>
    </message>
    <message>
        <source>%1 (%2): the text is not valid UTF-8</source>
        <extracomment>footer.notUtf8</extracomment>
        <translation>%1 (%2): o texto não é UTF-8 válido</translation>
    </message>
    <message>
        <source>%1 (%2): %3 is not a Latin-1 character</source>
        <extracomment>footer.notLatin1</extracomment>
        <translation>%1 (%2): %3 não é um caractere Latin-1</translation>
    </message>
    <message>
        <source>%1 (%2) holds at most %3 characters, not %4</source>
        <extracomment>footer.tooLong</extracomment>
        <translation>%1 (%2) comporta no máximo %3 caracteres, não %4</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (a control character) cannot be stored; only printable characters</source>
        <extracomment>footer.controlCharacter</extracomment>
        <translation>%1 (%2): %3 (um caractere de controle) não pode ser armazenado; só caracteres imprimíveis</translation>
    </message>
    <message>
        <source>the end</source>
        <extracomment>expression.theEnd</extracomment>
        <translation>o fim</translation>
    </message>
    <message>
        <source>expected a condition, such as height &gt;= 40 at character %1</source>
        <extracomment>expression.empty</extracomment>
        <translation>esperava-se uma condição, como height &gt;= 40, no caractere %1</translation>
    </message>
    <message>
        <source>unexpected %1; expected &apos;and&apos;, &apos;or&apos; or the end at character %2</source>
        <extracomment>expression.unexpected</extracomment>
        <translation>%1 inesperado; esperava-se &apos;and&apos;, &apos;or&apos; ou o fim, no caractere %2</translation>
    </message>
    <message>
        <source>expected a number after %1, not %2 at character %3</source>
        <extracomment>expression.numberExpected</extracomment>
        <translation>esperava-se um número depois de %1, não %2, no caractere %3</translation>
    </message>
    <message>
        <source>%1 is too large at character %2</source>
        <extracomment>expression.tooLarge</extracomment>
        <translation>%1 é grande demais, no caractere %2</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at character %1, not %2 at character %3</source>
        <extracomment>expression.unclosed</extracomment>
        <translation>esperava-se &apos;)&apos; para fechar o &apos;(&apos; do caractere %1, não %2, no caractere %3</translation>
    </message>
    <message>
        <source>expected a field, &apos;x&apos;, &apos;y&apos;, &apos;not&apos; or &apos;(&apos;, not %1 at character %2</source>
        <extracomment>expression.factorExpected</extracomment>
        <translation>esperava-se uma propriedade, &apos;x&apos;, &apos;y&apos;, &apos;not&apos; ou &apos;(&apos;, não %1, no caractere %2</translation>
    </message>
    <message>
        <source>%1 is not a field of this board (its fields: %2) at character %3</source>
        <extracomment>expression.unknownField</extracomment>
        <translation>%1 não é uma propriedade deste tabuleiro (suas propriedades: %2), no caractere %3</translation>
    </message>
    <message>
        <source>expected =, !=, &lt;, &lt;=, &gt;, &gt;= after %1, not %2 at character %3</source>
        <extracomment>expression.operatorExpected</extracomment>
        <translation>esperava-se =, !=, &lt;, &lt;=, &gt;, &gt;= depois de %1, não %2, no caractere %3</translation>
    </message>
    <message>
        <source>expected =, !=, &lt;, &lt;=, &gt;, &gt;= or &apos;has&apos; after %1, not %2 at character %3</source>
        <extracomment>expression.operatorOrHasExpected</extracomment>
        <translation>esperava-se =, !=, &lt;, &lt;=, &gt;, &gt;= ou &apos;has&apos; depois de %1, não %2, no caractere %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=VALUE</source>
        <extracomment>operation.notKeyValue</extracomment>
        <translation>&apos;%1&apos; não está na forma KEY=VALUE</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a field of this board (its fields: %2)</source>
        <extracomment>operation.unknownField</extracomment>
        <translation>&apos;%1&apos; não é uma propriedade deste tabuleiro (suas propriedades: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a signed number for %2</source>
        <extracomment>operation.notSignedNumber</extracomment>
        <translation>&apos;%1&apos; não é um número com sinal para %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number (decimal or 0x hexadecimal) for %2</source>
        <extracomment>operation.notNumber</extracomment>
        <translation>&apos;%1&apos; não é um número (decimal ou hexadecimal 0x) para %2</translation>
    </message>
    <message>
        <source>%1 does not fit %2 (0 to %3)</source>
        <extracomment>operation.doesNotFit</extracomment>
        <translation>%1 não cabe em %2 (0 a %3)</translation>
    </message>
    <message>
        <source>%1 has no field of its own for a schema to split</source>
        <extracomment>schema.noOwnField</extracomment>
        <translation>%1 não tem uma propriedade própria que um esquema possa dividir</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;: a %2 schema splits &apos;%3&apos;</source>
        <extracomment>schema.wrongField</extracomment>
        <translation>propriedade desconhecida &apos;%1&apos;: um esquema %2 divide &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; is not a name of letters, digits and _ (not starting with a digit)</source>
        <extracomment>schema.badKey</extracomment>
        <translation>a chave &apos;%1&apos; não é um nome de letras, dígitos e _ (sem começar por dígito)</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; is used twice</source>
        <extracomment>schema.keyTwice</extracomment>
        <translation>a chave &apos;%1&apos; é usada duas vezes</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 is outside &apos;%3&apos; (bit %4)</source>
        <extracomment>schema.bitOutsideBit</extracomment>
        <translation>&apos;%1&apos;: o bit %2 está fora de &apos;%3&apos; (bit %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 is outside &apos;%3&apos; (bits %4-%5)</source>
        <extracomment>schema.bitOutsideBits</extracomment>
        <translation>&apos;%1&apos;: o bit %2 está fora de &apos;%3&apos; (bits %4-%5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 are outside &apos;%4&apos; (bit %5)</source>
        <extracomment>schema.bitsOutsideBit</extracomment>
        <translation>&apos;%1&apos;: os bits %2-%3 estão fora de &apos;%4&apos; (bit %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 are outside &apos;%4&apos; (bits %5-%6)</source>
        <extracomment>schema.bitsOutsideBits</extracomment>
        <translation>&apos;%1&apos;: os bits %2-%3 estão fora de &apos;%4&apos; (bits %5-%6)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 overlaps &apos;%3&apos; (bit %4)</source>
        <extracomment>schema.bitOverlapsBit</extracomment>
        <translation>&apos;%1&apos;: o bit %2 se sobrepõe a &apos;%3&apos; (bit %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bit %2 overlaps &apos;%3&apos; (bits %4-%5)</source>
        <extracomment>schema.bitOverlapsBits</extracomment>
        <translation>&apos;%1&apos;: o bit %2 se sobrepõe a &apos;%3&apos; (bits %4-%5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 overlap &apos;%4&apos; (bit %5)</source>
        <extracomment>schema.bitsOverlapBit</extracomment>
        <translation>&apos;%1&apos;: os bits %2-%3 se sobrepõem a &apos;%4&apos; (bit %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits %2-%3 overlap &apos;%4&apos; (bits %5-%6)</source>
        <extracomment>schema.bitsOverlapBits</extracomment>
        <translation>&apos;%1&apos;: os bits %2-%3 se sobrepõem a &apos;%4&apos; (bits %5-%6)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 flag names do not fit in bit %3 (at most %4)</source>
        <extracomment>schema.flagNamesInBit</extracomment>
        <translation>&apos;%1&apos;: %2 nomes de sinalizadores não cabem no bit %3 (no máximo %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 flag names do not fit in bits %3-%4 (at most %5)</source>
        <extracomment>schema.flagNamesInBits</extracomment>
        <translation>&apos;%1&apos;: %2 nomes de sinalizadores não cabem nos bits %3-%4 (no máximo %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 value names do not fit in bit %3 (at most %4)</source>
        <extracomment>schema.valueNamesInBit</extracomment>
        <translation>&apos;%1&apos;: %2 nomes de valores não cabem no bit %3 (no máximo %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 value names do not fit in bits %3-%4 (at most %5)</source>
        <extracomment>schema.valueNamesInBits</extracomment>
        <translation>&apos;%1&apos;: %2 nomes de valores não cabem nos bits %3-%4 (no máximo %5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a number has no names (make it an enum)</source>
        <extracomment>schema.numberWithNames</extracomment>
        <translation>&apos;%1&apos;: um número não tem nomes (transforme-o em enumeração)</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <comment>height</comment>
        <translation>Acima do solo</translation>
    </message>
    <message>
        <source>Aboveground</source>
        <comment>heightLevels</comment>
        <translation>Acima do solo</translation>
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
        <translation>Terreno médio-alto</translation>
    </message>
    <message>
        <source>High-Mid Ground</source>
        <comment>heightValue</comment>
        <translation>Terreno médio-alto</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>height</comment>
        <translation>Terreno baixo</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>heightLevels</comment>
        <translation>Terreno baixo</translation>
    </message>
    <message>
        <source>Low Ground</source>
        <comment>heightValue</comment>
        <translation>Terreno baixo</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Terreno médio-baixo</translation>
    </message>
    <message>
        <source>Low-Mid Ground</source>
        <comment>heightValue</comment>
        <translation>Terreno médio-baixo</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <comment>height</comment>
        <translation>Terreno médio</translation>
    </message>
    <message>
        <source>Mid Ground</source>
        <comment>heightLevels</comment>
        <translation>Terreno médio</translation>
    </message>
    <message>
        <source>Underground</source>
        <comment>height</comment>
        <translation>Subterrâneo</translation>
    </message>
    <message>
        <source>Underground</source>
        <comment>heightLevels</comment>
        <translation>Subterrâneo</translation>
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
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>none</source>
        <comment>homeZone</comment>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>none</source>
        <comment>link</comment>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>none</source>
        <comment>pieceSumBarrier</comment>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>none</source>
        <comment>specialSpawn</comment>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>none</source>
        <comment>specialZone</comment>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>none</source>
        <comment>turnBarrier</comment>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>none</source>
        <comment>wrap</comment>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>off</source>
        <comment>fourPlayer</comment>
        <translation>não</translation>
    </message>
    <message>
        <source>off</source>
        <comment>full3d</comment>
        <translation>não</translation>
    </message>
    <message>
        <source>off</source>
        <comment>grouped</comment>
        <translation>não</translation>
    </message>
    <message>
        <source>off</source>
        <comment>linked</comment>
        <translation>não</translation>
    </message>
    <message>
        <source>off</source>
        <comment>tallestHeightOnly</comment>
        <translation>não</translation>
    </message>
    <message>
        <source>off</source>
        <comment>threePlayer</comment>
        <translation>não</translation>
    </message>
    <message>
        <source>off</source>
        <comment>twoPlayer</comment>
        <translation>não</translation>
    </message>
    <message>
        <source>off</source>
        <comment>wrapLength</comment>
        <translation>não</translation>
    </message>
    <message>
        <source>off</source>
        <comment>wrapWidth</comment>
        <translation>não</translation>
    </message>
    <message>
        <source>on</source>
        <comment>fourPlayer</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>on</source>
        <comment>full3d</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>on</source>
        <comment>grouped</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>on</source>
        <comment>linked</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>on</source>
        <comment>tallestHeightOnly</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>on</source>
        <comment>threePlayer</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>on</source>
        <comment>twoPlayer</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>on</source>
        <comment>wrapLength</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>on</source>
        <comment>wrapWidth</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>endZones</comment>
        <translation>jogador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>ffaBlacklist</comment>
        <translation>jogador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>homeZones</comment>
        <translation>jogador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>playerBlacklist</comment>
        <translation>jogador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>safeZones</comment>
        <translation>jogador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>zoneOwner</comment>
        <translation>jogador 1</translation>
    </message>
    <message>
        <source>player 1</source>
        <comment>zoneOwners</comment>
        <translation>jogador 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>endZones</comment>
        <translation>jogador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>ffaBlacklist</comment>
        <translation>jogador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>homeZone</comment>
        <translation>jogador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>homeZones</comment>
        <translation>jogador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>playerBlacklist</comment>
        <translation>jogador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>safeZones</comment>
        <translation>jogador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>zoneOwner</comment>
        <translation>jogador 2</translation>
    </message>
    <message>
        <source>player 2</source>
        <comment>zoneOwners</comment>
        <translation>jogador 2</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>endZones</comment>
        <translation>jogador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>ffaBlacklist</comment>
        <translation>jogador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>homeZone</comment>
        <translation>jogador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>homeZones</comment>
        <translation>jogador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>playerBlacklist</comment>
        <translation>jogador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>safeZones</comment>
        <translation>jogador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>zoneOwner</comment>
        <translation>jogador 3</translation>
    </message>
    <message>
        <source>player 3</source>
        <comment>zoneOwners</comment>
        <translation>jogador 3</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>endZones</comment>
        <translation>jogador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>ffaBlacklist</comment>
        <translation>jogador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>homeZone</comment>
        <translation>jogador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>homeZones</comment>
        <translation>jogador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>playerBlacklist</comment>
        <translation>jogador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>safeZones</comment>
        <translation>jogador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>zoneOwner</comment>
        <translation>jogador 4</translation>
    </message>
    <message>
        <source>player 4</source>
        <comment>zoneOwners</comment>
        <translation>jogador 4</translation>
    </message>
    <message>
        <source>team 1</source>
        <comment>homeZone</comment>
        <translation>equipe 1</translation>
    </message>
    <message>
        <source>team 1</source>
        <comment>zoneOwners</comment>
        <translation>equipe 1</translation>
    </message>
    <message>
        <source>team 2</source>
        <comment>homeZone</comment>
        <translation>equipe 2</translation>
    </message>
    <message>
        <source>team 2</source>
        <comment>zoneOwners</comment>
        <translation>equipe 2</translation>
    </message>
    <message>
        <source>team 3</source>
        <comment>homeZone</comment>
        <translation>equipe 3</translation>
    </message>
    <message>
        <source>team 3</source>
        <comment>zoneOwners</comment>
        <translation>equipe 3</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>endZones</comment>
        <translation>equipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>homeZones</comment>
        <translation>equipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>safeZones</comment>
        <translation>equipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>standardTeamBlacklist</comment>
        <translation>equipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>teamEndZones</comment>
        <translation>equipe A</translation>
    </message>
    <message>
        <source>team A</source>
        <comment>teamHomeZones</comment>
        <translation>equipe A</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>endZones</comment>
        <translation>equipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>homeZones</comment>
        <translation>equipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>safeZones</comment>
        <translation>equipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>standardTeamBlacklist</comment>
        <translation>equipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>teamEndZones</comment>
        <translation>equipe B</translation>
    </message>
    <message>
        <source>team B</source>
        <comment>teamHomeZones</comment>
        <translation>equipe B</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>endZones</comment>
        <translation>equipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>homeZones</comment>
        <translation>equipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>safeZones</comment>
        <translation>equipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>standardTeamBlacklist</comment>
        <translation>equipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>teamEndZones</comment>
        <translation>equipe C</translation>
    </message>
    <message>
        <source>team C</source>
        <comment>teamHomeZones</comment>
        <translation>equipe C</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>standardTeamBlacklist</comment>
        <translation>equipe D</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>teamEndZones</comment>
        <translation>equipe D</translation>
    </message>
    <message>
        <source>team D</source>
        <comment>teamHomeZones</comment>
        <translation>equipe D</translation>
    </message>
    <message>
        <source>nested too deeply: more than %1 levels of &apos;(&apos; and &apos;not&apos; at character %2</source>
        <extracomment>expression.tooDeep</extracomment>
        <translation>aninhamento profundo demais: mais de %1 &apos;(&apos; e &apos;not&apos; aninhados, no caractere %2</translation>
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
        <translation>fora</translation>
    </message>
    <message>
        <source>trap</source>
        <extracomment>the short form of &quot;trap/hazard&quot;, written on a tile</extracomment>
        <translation>arm</translation>
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
        <translation>Baixo</translation>
    </message>
    <message>
        <source>L-Mid</source>
        <extracomment>the short form of &quot;Low-Mid Ground&quot;, written on a tile</extracomment>
        <translation>M-baixo</translation>
    </message>
    <message>
        <source>Mid</source>
        <extracomment>the short form of &quot;Mid Ground&quot;, written on a tile</extracomment>
        <translation>Médio</translation>
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
        <translation>Acima</translation>
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
        <translation>Rei</translation>
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
        <translation>LA</translation>
    </message>
    <message>
        <source>SiB</source>
        <extracomment>the short form of &quot;site B&quot;, written on a tile</extracomment>
        <translation>LB</translation>
    </message>
    <message>
        <source>SA</source>
        <extracomment>the short form of &quot;spawn A&quot;, written on a tile</extracomment>
        <translation>SgA</translation>
    </message>
    <message>
        <source>SB</source>
        <extracomment>the short form of &quot;spawn B&quot;, written on a tile</extracomment>
        <translation>SgB</translation>
    </message>
    <message>
        <source>SC</source>
        <extracomment>the short form of &quot;spawn C&quot;, written on a tile</extracomment>
        <translation>SgC</translation>
    </message>
    <message>
        <source>expected a number, a field, &apos;x&apos;, &apos;y&apos; or neighbours(…) after %1, not %2 at character %3</source>
        <extracomment>expression.operandExpected</extracomment>
        <translation>esperava-se um número, uma propriedade, &apos;x&apos;, &apos;y&apos; ou neighbours(…) depois de %1, não %2, no caractere %3</translation>
    </message>
    <message>
        <source>expected &apos;(&apos; after %1, not %2 at character %3</source>
        <extracomment>expression.openExpected</extracomment>
        <translation>esperava-se &apos;(&apos; depois de %1, não %2, no caractere %3</translation>
    </message>
    <message>
        <source>%1 is a neighbour&apos;s field, read only inside neighbours(…) at character %2</source>
        <extracomment>expression.neighbourOutside</extracomment>
        <translation>%1 é uma propriedade de uma vizinha, lida só dentro de neighbours(…), no caractere %2</translation>
    </message>
    <message>
        <source>%1 inside neighbours(…): a neighbour&apos;s own neighbours are not counted at character %2</source>
        <extracomment>expression.neighboursInside</extracomment>
        <translation>%1 dentro de neighbours(…): as vizinhas de uma vizinha não são contadas, no caractere %2</translation>
    </message>
    <message>
        <source>neighbours8 counts corner neighbours, which hex tiles do not have (neighbours counts all six) at character %1</source>
        <extracomment>expression.cornersOnHex</extracomment>
        <translation>neighbours8 conta as vizinhas pelos cantos, que as casas hexagonais não têm (neighbours conta as seis), no caractere %1</translation>
    </message>
    <message>
        <source>rule %1</source>
        <extracomment>rules.rule</extracomment>
        <translation>regra %1</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;</source>
        <extracomment>rules.namedRule</extracomment>
        <translation>regra %1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;, where</source>
        <extracomment>rules.where</extracomment>
        <translation>regra %1 &quot;%2&quot;, where</translation>
    </message>
    <message>
        <source>rule %1 &quot;%2&quot;, operation %3</source>
        <extracomment>rules.operation</extracomment>
        <translation>regra %1 &quot;%2&quot;, operação %3</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <extracomment>rules.notJson</extracomment>
        <translation>JSON inválido na linha %1, coluna %2: %3</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep at line %2, column %3</source>
        <extracomment>rules.tooDeep</extracomment>
        <translation>aninhamento de mais de %1 níveis na linha %2, coluna %3</translation>
    </message>
    <message>
        <source>a rules file is one JSON object, {&quot;rules&quot;: [...]}</source>
        <extracomment>rules.notObject</extracomment>
        <translation>um arquivo de regras é um único objeto JSON, {&quot;rules&quot;: [...]}</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a rules file has only &quot;rules&quot;</source>
        <extracomment>rules.unknownFileKey</extracomment>
        <translation>chave desconhecida &quot;%1&quot;; um arquivo de regras só tem &quot;rules&quot;</translation>
    </message>
    <message>
        <source>no &quot;rules&quot;; a rules file is {&quot;rules&quot;: [...]}</source>
        <extracomment>rules.noRules</extracomment>
        <translation>falta &quot;rules&quot;; um arquivo de regras é {&quot;rules&quot;: [...]}</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be a list of rules</source>
        <extracomment>rules.rulesNotList</extracomment>
        <translation>&quot;rules&quot; deve ser uma lista de regras</translation>
    </message>
    <message>
        <source>a rule is an object with &quot;name&quot;, &quot;where&quot; and &quot;then&quot;</source>
        <extracomment>rules.ruleNotObject</extracomment>
        <translation>uma regra é um objeto com &quot;name&quot;, &quot;where&quot; e &quot;then&quot;</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a rule has &quot;name&quot;, &quot;where&quot;, &quot;then&quot; and &quot;live&quot;</source>
        <extracomment>rules.unknownRuleKey</extracomment>
        <translation>chave desconhecida &quot;%1&quot;; uma regra tem &quot;name&quot;, &quot;where&quot;, &quot;then&quot; e &quot;live&quot;</translation>
    </message>
    <message>
        <source>no &quot;%1&quot;</source>
        <extracomment>rules.missingKey</extracomment>
        <translation>falta &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a text</source>
        <extracomment>rules.notText</extracomment>
        <translation>&quot;%1&quot; deve ser um texto</translation>
    </message>
    <message>
        <source>&quot;name&quot; is empty</source>
        <extracomment>rules.emptyName</extracomment>
        <translation>&quot;name&quot; está vazio</translation>
    </message>
    <message>
        <source>&quot;name&quot; holds a control character</source>
        <extracomment>rules.controlInName</extracomment>
        <translation>&quot;name&quot; contém um caractere de controle</translation>
    </message>
    <message>
        <source>&quot;then&quot; must be a list of operations, such as [&quot;set boundary=1&quot;]</source>
        <extracomment>rules.thenNotList</extracomment>
        <translation>&quot;then&quot; deve ser uma lista de operações, como [&quot;set boundary=1&quot;]</translation>
    </message>
    <message>
        <source>&quot;then&quot; has no operation</source>
        <extracomment>rules.thenEmpty</extracomment>
        <translation>&quot;then&quot; não tem nenhuma operação</translation>
    </message>
    <message>
        <source>&quot;live&quot; must be true or false</source>
        <extracomment>rules.liveNotBoolean</extracomment>
        <translation>&quot;live&quot; deve ser true ou false</translation>
    </message>
    <message>
        <source>an operation is a text, such as &quot;set boundary=1&quot;</source>
        <extracomment>rules.operationNotText</extracomment>
        <translation>uma operação é um texto, como &quot;set boundary=1&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operation: set, add, flags-on or flags-off, then KEY=VALUE</source>
        <extracomment>rules.unknownOperation</extracomment>
        <translation>&apos;%1&apos; não é uma operação: set, add, flags-on ou flags-off, seguido de KEY=VALUE</translation>
    </message>
    <message>
        <source>%1 is %2 tiles, BASE is %3: the three boards must have one size</source>
        <extracomment>merge.size</extracomment>
        <translation>%1 tem %2 casas, BASE tem %3: os três tabuleiros devem ter o mesmo tamanho</translation>
    </message>
    <message>
        <source>%1 is %2, BASE is %3: the three boards must have one tile size</source>
        <extracomment>merge.tileSize</extracomment>
        <translation>%1 é %2, BASE é %3: os três tabuleiros devem ter o mesmo tamanho de casa</translation>
    </message>
    <message>
        <source>%1 is in layout %2, BASE in %3: the three boards must have one layout</source>
        <extracomment>merge.layout</extracomment>
        <translation>%1 está na disposição %2, BASE na %3: os três tabuleiros devem ter a mesma disposição</translation>
    </message>
    <message>
        <source>TARGET is %1 tiles, BASE is %2: a patch needs two boards of one size</source>
        <extracomment>patch.size</extracomment>
        <translation>TARGET tem %1 casas, BASE tem %2: um patch precisa de dois tabuleiros do mesmo tamanho</translation>
    </message>
    <message>
        <source>TARGET is %1, BASE is %2: a patch needs two boards of one tile size</source>
        <extracomment>patch.tileSize</extracomment>
        <translation>TARGET é %1, BASE é %2: um patch precisa de dois tabuleiros do mesmo tamanho de casa</translation>
    </message>
    <message>
        <source>TARGET is in layout %1, BASE in %2: a patch needs two boards of one layout</source>
        <extracomment>patch.layout</extracomment>
        <translation>TARGET está na disposição %1, BASE em %2: um patch precisa de dois tabuleiros da mesma disposição</translation>
    </message>
    <message>
        <source>not a board patch: it starts with %1, not &quot;GBXP&quot;</source>
        <extracomment>patch.notPatch</extracomment>
        <translation>não é um patch de tabuleiro: começa com %1, não com &quot;GBXP&quot;</translation>
    </message>
    <message>
        <source>patch format version %1; this program reads version 1</source>
        <extracomment>patch.version</extracomment>
        <translation>versão %1 do formato de patch; este programa lê a versão 1</translation>
    </message>
    <message>
        <source>the patch is cut short: it ends after %1 bytes</source>
        <extracomment>patch.truncated</extracomment>
        <translation>o patch está cortado: termina após %1 bytes</translation>
    </message>
    <message>
        <source>the patch is damaged: a %1x%2 board of %3-byte tiles is no board</source>
        <extracomment>patch.badShape</extracomment>
        <translation>o patch está danificado: um tabuleiro %1x%2 com casas de %3 bytes não é um tabuleiro</translation>
    </message>
    <message>
        <source>the patch is damaged: unknown flags %1 at byte %2</source>
        <extracomment>patch.badFlags</extracomment>
        <translation>o patch está danificado: sinalizadores desconhecidos %1 no byte %2</translation>
    </message>
    <message>
        <source>the patch is damaged: the number at byte %1 is too large</source>
        <extracomment>patch.badNumber</extracomment>
        <translation>o patch está danificado: o número no byte %1 é grande demais</translation>
    </message>
    <message>
        <source>the patch is damaged: its run at byte %1 goes past the board&apos;s %2 tiles</source>
        <extracomment>patch.pastEnd</extracomment>
        <translation>o patch está danificado: sua sequência no byte %1 passa das %2 casas do tabuleiro</translation>
    </message>
    <message>
        <source>the patch is damaged: its footer change at byte %1 goes past the footer&apos;s %2 bytes</source>
        <extracomment>patch.footerPastEnd</extracomment>
        <translation>o patch está danificado: sua alteração do rodapé no byte %1 passa dos %2 bytes do rodapé</translation>
    </message>
    <message>
        <source>the patch is damaged: %1 more bytes follow its last run</source>
        <extracomment>patch.trailing</extracomment>
        <translation>o patch está danificado: mais %1 bytes seguem sua última sequência</translation>
    </message>
    <message>
        <source>the patch is for a %1x%2 GB%3 board; this board is %4 %5</source>
        <extracomment>patch.otherShape</extracomment>
        <translation>o patch é para um tabuleiro GB%3 de %1x%2; este tabuleiro é %4 %5</translation>
    </message>
    <message>
        <source>the patch is for the board with SHA-256 %1; this board&apos;s is %2</source>
        <extracomment>patch.wrongBase</extracomment>
        <translation>o patch é para o tabuleiro com SHA-256 %1; o deste tabuleiro é %2</translation>
    </message>
    <message>
        <source>the patched board&apos;s SHA-256 is %1, not %2 as the patch says</source>
        <extracomment>patch.wrongResult</extracomment>
        <translation>o SHA-256 do tabuleiro com o patch aplicado é %1, não %2 como diz o patch</translation>
    </message>
</context>
<context>
    <name>gbxx::live_client::LiveConnection</name>
    <message>
        <source>the server&apos;s board does not read</source>
        <translation>o tabuleiro do servidor não pode ser lido</translation>
    </message>
</context>
</TS>
