<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>gbxx::cli</name>
    <message>
        <source>No zones on this board.
</source>
        <translation>Nenhuma zona neste tabuleiro.
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
        <translation>dono</translation>
    </message>
    <message>
        <source>home</source>
        <translation>início</translation>
    </message>
    <message>
        <source>end</source>
        <translation>fim</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>segura</translation>
    </message>
    <message>
        <source>home→end</source>
        <translation>início→fim</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n passo</numerusform>
            <numerusform>%n passos</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>* differs between players
</source>
        <translation>* difere entre os jogadores
</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
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
        <translation>Tamanho</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (%n tile(s)), %3</source>
        <translation>
            <numerusform>%1 × %2 (%n casa), %3</numerusform>
            <numerusform>%1 × %2 (%n casas), %3</numerusform>
        </translation>
    </message>
    <message>
        <source>hexagonal</source>
        <translation>hexagonal</translation>
    </message>
    <message>
        <source>square</source>
        <translation>quadrado</translation>
    </message>
    <message>
        <source>Tiles using each field</source>
        <translation>Casas por propriedade</translation>
    </message>
    <message>
        <source>nothing (an empty board)</source>
        <translation>nada (um tabuleiro vazio)</translation>
    </message>
    <message>
        <source>Run &apos;gbxx %1 --help&apos; for usage.</source>
        <translation>Execute &apos;gbxx %1 --help&apos; para ver o uso.</translation>
    </message>
    <message>
        <source>converting %1 to GB%2 loses data (%3); nothing was written</source>
        <translation>converter %1 para GB%2 perde dados (%3); nada foi gravado</translation>
    </message>
    <message>
        <source>Print a short human summary of each board.</source>
        <translation>Imprime um breve resumo legível de cada tabuleiro.</translation>
    </message>
    <message>
        <source>Print the board as one JSON object; with --out-dir, write several boards&apos; JSON into a folder.</source>
        <translation>Imprime o tabuleiro como um objeto JSON; com --out-dir, grava o JSON de vários tabuleiros em uma pasta.</translation>
    </message>
    <message>
        <source>Write IN in another tile size as OUT and print what is lost; with --out-dir, convert several boards into a folder.</source>
        <translation>Grava IN em outro tamanho de casa como OUT e imprime o que se perde; com --out-dir, converte vários tabuleiros para uma pasta.</translation>
    </message>
    <message>
        <source>Check that each file is a valid board; print its warnings (several files: each line starts with the file&apos;s name).</source>
        <translation>Verifica se cada arquivo é um tabuleiro válido; imprime seus avisos (com vários arquivos, cada linha começa com o nome do arquivo).</translation>
    </message>
    <message>
        <source>Report zone sizes and home-to-end paths per player and team, and design warnings.</source>
        <translation>Informa os tamanhos das zonas e os caminhos do início ao fim por jogador e equipe, além de avisos de design.</translation>
    </message>
    <message>
        <source>Draw the board as the editor shows it, into a PNG or SVG (by OUT&apos;s extension); with --out-dir, draw several boards into a folder.</source>
        <translation>Desenha o tabuleiro como o editor o mostra, em PNG ou SVG (pela extensão de OUT); com --out-dir, desenha vários tabuleiros em uma pasta.</translation>
    </message>
    <message>
        <source>Print &apos;x y&apos; for every tile matching a tile expression (--count: how many).</source>
        <translation>Imprime &apos;x y&apos; para cada casa que satisfaz uma expressão de casa (--count: quantas).</translation>
    </message>
    <message>
        <source>Index every board under the folders into the board library (--db PATH).</source>
        <translation>Indexa na biblioteca de tabuleiros (--db PATH) todos os tabuleiros sob as pastas.</translation>
    </message>
    <message>
        <source>Search the board library by words and filters; --duplicates, --code-conflicts.</source>
        <translation>Pesquisa a biblioteca de tabuleiros por palavras e filtros; --duplicates, --code-conflicts.</translation>
    </message>
    <message>
        <source>Change fields of the tiles matching --where EXPR (--set, --add, --flags-on, --flags-off, in order) and write OUT.</source>
        <translation>Altera propriedades das casas que satisfazem --where EXPR (--set, --add, --flags-on, --flags-off, nesta ordem) e grava OUT.</translation>
    </message>
    <message>
        <source>Run a JavaScript program on a board (--out OUT keeps its changes, --check fails on warnings).</source>
        <translation>Executa um programa JavaScript em um tabuleiro (--out OUT guarda suas alterações, --check falha com avisos).</translation>
    </message>
    <message>
        <source>Usage: gbxx COMMAND [options] ARGUMENTS

GameBoardXX boards on the command line.

Commands:
</source>
        <translation>Uso: gbxx COMMAND [opções] ARGUMENTS

Tabuleiros GameBoardXX na linha de comando.

Comandos:
</translation>
    </message>
    <message>
        <source>
Run &apos;gbxx COMMAND --help&apos; for a command&apos;s options.
Exit status: 0 success, 1 invalid board or failed operation, 2 usage error.
</source>
        <translation>
Execute &apos;gbxx COMMAND --help&apos; para ver as opções de um comando.
Status de saída: 0 sucesso, 1 tabuleiro inválido ou operação com falha, 2 erro de uso.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not part of this program; run it with gbxx or gbxx-full</source>
        <translation>&apos;%1&apos; não faz parte deste programa; execute-o com gbxx ou gbxx-full</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Mostra esta ajuda.</translation>
    </message>
    <message>
        <source>Read the file in this layout (spec section L): %1. Default %2. &apos;convert&apos; always writes today&apos;s layout.</source>
        <translation>Lê o arquivo nesta disposição (seção L da especificação): %1. Padrão: %2. &apos;convert&apos; sempre grava a disposição atual.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>The target tile size: 08, 16, 32 or 64.</source>
        <translation>O tamanho de casa de destino: 08, 16, 32 ou 64.</translation>
    </message>
    <message>
        <source>NN</source>
        <translation>NN</translation>
    </message>
    <message>
        <source>Convert every IN given (gbxx convert --to NN --out-dir DIR IN...) into DIR, as DIR/NAME.gbNN, each with its report; progress is shown on a terminal.</source>
        <translation>Converte cada IN informado (gbxx convert --to NN --out-dir DIR IN...) para DIR, como DIR/NAME.gbNN, cada um com seu relatório; o progresso é mostrado em um terminal.</translation>
    </message>
    <message>
        <source>Write every FILE given (gbxx dump --out-dir DIR FILE...) into DIR, as DIR/NAME.json, instead of printing it.</source>
        <translation>Grava cada FILE informado (gbxx dump --out-dir DIR FILE...) em DIR, como DIR/NAME.json, em vez de imprimi-lo.</translation>
    </message>
    <message>
        <source>Draw every FILE given (gbxx render --out-dir DIR FILE...) into DIR, as DIR/NAME.png (or .svg with --format svg).</source>
        <translation>Desenha cada FILE informado (gbxx render --out-dir DIR FILE...) em DIR, como DIR/NAME.png (ou .svg com --format svg).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>With --out-dir: the pictures&apos; format, png (default) or svg.</source>
        <translation>Com --out-dir: o formato das imagens, png (padrão) ou svg.</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>Refuse a lossy conversion: write nothing and exit 1.</source>
        <translation>Recusa uma conversão com perdas: não grava nada e sai com status 1.</translation>
    </message>
    <message>
        <source>A layer (field key) to draw; repeat it or separate keys with commas for one panel each. Default boundary.</source>
        <translation>Uma camada (chave de propriedade) a desenhar; repita a opção ou separe as chaves com vírgulas para um painel cada. Padrão: boundary.</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>KEY</translation>
    </message>
    <message>
        <source>Title each panel and add its legend.</source>
        <translation>Dá título a cada painel e adiciona sua legenda.</translation>
    </message>
    <message>
        <source>Pixels per tile (1-256). Default 16.</source>
        <translation>Pixels por casa (1-256). Padrão: 16.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Pixels on the longer side of the board.</source>
        <translation>Pixels no lado maior do tabuleiro.</translation>
    </message>
    <message>
        <source>PIXELS</source>
        <translation>PIXELS</translation>
    </message>
    <message>
        <source>Draw grid lines.</source>
        <translation>Desenha as linhas da grade.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Imprime JSON em vez de texto.</translation>
    </message>
    <message>
        <source>Print only the number of matching tiles.</source>
        <translation>Imprime só o número de casas correspondentes.</translation>
    </message>
    <message>
        <source>Read custom data with a schema (docs/schema.md): --schema alone uses the board&apos;s own (BOARDNAME.schema.json, or gameboardxx-schema.json in its folder or above), --schema FILE.json or --schema=FILE that file. &apos;dump&apos; then adds each sub-field as custom.KEY; query, edit, render and run use a board&apos;s own schema anyway.</source>
        <translation>Lê os dados próprios com um esquema (docs/schema.md): --schema sozinho usa o do próprio tabuleiro (BOARDNAME.schema.json, ou gameboardxx-schema.json na sua pasta ou acima), --schema FILE.json ou --schema=FILE usa esse arquivo. Assim, &apos;dump&apos; adiciona cada subpropriedade como custom.KEY; query, edit, render e run usam de qualquer forma o esquema próprio do tabuleiro.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;%1 --out-dir DIR&apos; takes one or more files</source>
        <translation>&apos;%1 --out-dir DIR&apos; recebe um ou mais arquivos</translation>
    </message>
    <message>
        <source>--format goes with --out-dir (OUT&apos;s extension chooses the format of one picture)</source>
        <translation>--format só vale com --out-dir (a extensão de OUT escolhe o formato de uma única imagem)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes %2, got %3 argument(s)</source>
        <translation>&apos;%1&apos; recebe %2, mas recebeu %3 argumento(s)</translation>
    </message>
    <message>
        <source>unknown layout &apos;%1&apos;; expected one of %2</source>
        <translation>disposição desconhecida &apos;%1&apos;; esperada uma de %2</translation>
    </message>
    <message>
        <source>give --tile-size or --size, not both</source>
        <translation>informe --tile-size ou --size, não ambos</translation>
    </message>
    <message>
        <source>--tile-size takes 1 to 256 pixels</source>
        <translation>--tile-size aceita de 1 a 256 pixels</translation>
    </message>
    <message>
        <source>--size takes 1 to 16384 pixels</source>
        <translation>--size aceita de 1 a 16384 pixels</translation>
    </message>
    <message>
        <source>--format takes png or svg, not &apos;%1&apos;</source>
        <translation>--format aceita png ou svg, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not drawn</source>
        <translation>%1 de %2 tabuleiros não foram desenhados</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not written</source>
        <translation>%1 de %2 tabuleiros não foram gravados</translation>
    </message>
    <message>
        <source>&apos;convert&apos; needs --to 08|16|32|64</source>
        <translation>&apos;convert&apos; precisa de --to 08|16|32|64</translation>
    </message>
    <message>
        <source>--to takes 08, 16, 32 or 64, not &apos;%1&apos;</source>
        <translation>--to aceita 08, 16, 32 ou 64, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>nenhum comando informado</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>comando desconhecido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 and %2 would both be written to %3; give them separately</source>
        <translation>%1 e %2 seriam ambos gravados em %3; informe-os separadamente</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>não é possível criar a pasta %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not converted</source>
        <translation>%1 de %2 tabuleiros não foram convertidos</translation>
    </message>
    <message>
        <source>&apos;%1&apos; runs in gbxx-full, which is not installed beside gbxx</source>
        <translation>&apos;%1&apos; é executado pelo gbxx-full, que não está instalado junto ao gbxx</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>não é possível iniciar %1: %2</translation>
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

Aplica as operações, na ordem dada, a cada casa de IN que satisfaz EXPR (avaliada em
IN antes de qualquer alteração; todas as casas sem --where), grava OUT com a disposição
e o tamanho de casa de IN, com cabeçalho e rodapé inalterados, e imprime &apos;N tiles changed&apos;.

Operações:
  --set KEY=V         define uma propriedade como V (o valor precisa caber nela)
  --add KEY=N         soma N (com sinal), limitado ao intervalo da propriedade
  --flags-on KEY=M    ativa os sinalizadores da máscara M
  --flags-off KEY=M   desativa os sinalizadores da máscara M
Os números são decimais ou hexadecimais com 0x; KEY é uma propriedade de casa de IN
(como em &apos;gbxx dump&apos;) ou custom.KEY do seu esquema de dados próprios (--schema FILE,
senão o próprio de IN; docs/schema.md).
EXPR é a linguagem de expressões de casa (docs/expressions.md), como em &apos;gbxx query&apos;.
IN pode ser - (entrada padrão) e OUT - (saída padrão; a contagem vai então para a
saída de erro padrão).

Vários tabuleiros: --out-dir DIR grava cada FILE em DIR/NAME, --in-place sobre ele
mesmo; cada um imprime &apos;FILE -&gt; OUT&apos; e sua contagem, com recuo. Um tabuleiro que falha
é indicado em uma linha de erro e os demais continuam sendo editados (status de saída 1).
</translation>
    </message>
    <message>
        <source>expression: %1</source>
        <translation>expressão: %1</translation>
    </message>
    <message>
        <source>--where: %1</source>
        <translation>--where: %1</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>opção desconhecida &apos;%1&apos;</translation>
    </message>
    <message>
        <source>missing value after &apos;%1&apos;</source>
        <translation>falta o valor depois de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give --out-dir or --in-place, not both</source>
        <translation>informe --out-dir ou --in-place, não ambos</translation>
    </message>
    <message>
        <source>&apos;edit %1&apos; takes one or more files</source>
        <translation>&apos;edit %1&apos; recebe um ou mais arquivos</translation>
    </message>
    <message>
        <source>&apos;edit&apos; takes IN OUT, got %1 argument(s)</source>
        <translation>&apos;edit&apos; recebe IN OUT, mas recebeu %1 argumento(s)</translation>
    </message>
    <message>
        <source>&apos;edit&apos; needs at least one of --set, --add, --flags-on, --flags-off</source>
        <translation>&apos;edit&apos; precisa de pelo menos uma das opções --set, --add, --flags-on, --flags-off</translation>
    </message>
    <message>
        <source>several boards are files; standard input is one board (gbxx edit - OUT)</source>
        <translation>vários tabuleiros devem ser arquivos; a entrada padrão é um único tabuleiro (gbxx edit - OUT)</translation>
    </message>
    <message>
        <source>%1 of %2 boards were not edited</source>
        <translation>%1 de %2 tabuleiros não foram editados</translation>
    </message>
    <message>
        <source>no schema found for %1 (BOARDNAME.schema.json beside it, or gameboardxx-schema.json in its folder or above); give --schema FILE</source>
        <translation>nenhum esquema encontrado para %1 (BOARDNAME.schema.json ao lado dele, ou gameboardxx-schema.json na sua pasta ou acima); informe --schema FILE</translation>
    </message>
    <message>
        <source>the schema %1 says nothing of GB%2 boards</source>
        <translation>o esquema %1 não diz nada sobre tabuleiros GB%2</translation>
    </message>
    <message>
        <source>The library database (default %1).</source>
        <translation>O banco de dados da biblioteca (padrão: %1).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>cannot open the library %1: %2</source>
        <translation>não é possível abrir a biblioteca %1: %2</translation>
    </message>
    <message>
        <source>Index every board file under each DIR (recursively) into the library.</source>
        <translation>Indexa na biblioteca cada arquivo de tabuleiro sob cada DIR (recursivamente).</translation>
    </message>
    <message>
        <source>Read the boards of these folders in this layout: %1. Default %2.</source>
        <translation>Lê os tabuleiros destas pastas nesta disposição: %1. Padrão: %2.</translation>
    </message>
    <message>
        <source>Folders to index.</source>
        <translation>Pastas a indexar.</translation>
    </message>
    <message>
        <source>&apos;index&apos; takes one or more folders</source>
        <translation>&apos;index&apos; recebe uma ou mais pastas</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: pasta inexistente</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 não é uma pasta</translation>
    </message>
    <message>
        <source>cannot index %1: %2</source>
        <translation>não é possível indexar %1: %2</translation>
    </message>
    <message>
        <source>Print the paths of the library&apos;s boards matching every WORD (in the title, author, editor ID, board code or file name, any case) and every filter.</source>
        <translation>Imprime os caminhos dos tabuleiros da biblioteca que contêm cada WORD (no título, autor, ID do editor, código do tabuleiro ou nome do arquivo, sem diferenciar maiúsculas) e atendem a cada filtro.</translation>
    </message>
    <message>
        <source>Only this tile size: 08, 16, 32 or 64.</source>
        <translation>Só este tamanho de casa: 08, 16, 32 ou 64.</translation>
    </message>
    <message>
        <source>Only hexagonal boards.</source>
        <translation>Só tabuleiros hexagonais.</translation>
    </message>
    <message>
        <source>Only square boards.</source>
        <translation>Só tabuleiros quadrados.</translation>
    </message>
    <message>
        <source>Only boards that wrap (header wrap not 0).</source>
        <translation>Só tabuleiros com continuidade (wrap do cabeçalho diferente de 0).</translation>
    </message>
    <message>
        <source>At least N tiles wide.</source>
        <translation>Pelo menos N casas de largura.</translation>
    </message>
    <message>
        <source>At most N tiles wide.</source>
        <translation>No máximo N casas de largura.</translation>
    </message>
    <message>
        <source>At least N tiles long.</source>
        <translation>Pelo menos N casas de comprimento.</translation>
    </message>
    <message>
        <source>At most N tiles long.</source>
        <translation>No máximo N casas de comprimento.</translation>
    </message>
    <message>
        <source>The title contains TEXT (any case).</source>
        <translation>O título contém TEXT (sem diferenciar maiúsculas).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>The author contains TEXT (any case).</source>
        <translation>O autor contém TEXT (sem diferenciar maiúsculas).</translation>
    </message>
    <message>
        <source>The board code is exactly CODE.</source>
        <translation>O código do tabuleiro é exatamente CODE.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>Print one JSON array of the boards instead of their paths.</source>
        <translation>Imprime um único array JSON dos tabuleiros em vez de seus caminhos.</translation>
    </message>
    <message>
        <source>Print each group of byte-identical boards on a line (tab between paths).</source>
        <translation>Imprime cada grupo de tabuleiros idênticos byte a byte em uma linha (tabulação entre os caminhos).</translation>
    </message>
    <message>
        <source>Print each group of different boards sharing a board code on a line.</source>
        <translation>Imprime em uma linha cada grupo de tabuleiros diferentes que compartilham um código de tabuleiro.</translation>
    </message>
    <message>
        <source>Words to look for.</source>
        <translation>Palavras a procurar.</translation>
    </message>
    <message>
        <source>--variant takes 08, 16, 32 or 64, not &apos;%1&apos;</source>
        <translation>--variant aceita 08, 16, 32 ou 64, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give --hex or --square, not both</source>
        <translation>informe --hex ou --square, não ambos</translation>
    </message>
    <message>
        <source>--%1 takes a whole number of tiles, not &apos;%2&apos;</source>
        <translation>--%1 aceita um número inteiro de casas, não &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give --duplicates or --code-conflicts, not both</source>
        <translation>informe --duplicates ou --code-conflicts, não ambos</translation>
    </message>
    <message>
        <source>--duplicates and --code-conflicts take no words or filters</source>
        <translation>--duplicates e --code-conflicts não aceitam palavras nem filtros</translation>
    </message>
    <message>
        <source>a GB%1 board has no layer &apos;%2&apos;; its layers are %3</source>
        <translation>um tabuleiro GB%1 não tem a camada &apos;%2&apos;; suas camadas são %3</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) (--check)</source>
        <translation>
            <numerusform>%n aviso (--check)</numerusform>
            <numerusform>%n avisos (--check)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;--check&apos; takes no value</source>
        <translation>&apos;--check&apos; não aceita valor</translation>
    </message>
    <message>
        <source>--out needs a file name</source>
        <translation>--out precisa de um nome de arquivo</translation>
    </message>
    <message>
        <source>--out-dir needs a folder name</source>
        <translation>--out-dir precisa de um nome de pasta</translation>
    </message>
    <message>
        <source>--timeout takes a number of seconds above 0 (up to 86400), not &apos;%1&apos;</source>
        <translation>--timeout aceita um número de segundos acima de 0 (até 86400), não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;run&apos; takes SCRIPT FILE, got %1 argument(s)</source>
        <translation>&apos;run&apos; recebe SCRIPT FILE, mas recebeu %1 argumento(s)</translation>
    </message>
    <message>
        <source>--out names one board&apos;s file; give --out-dir DIR for several</source>
        <translation>--out indica o arquivo de um único tabuleiro; use --out-dir DIR para vários</translation>
    </message>
    <message>
        <source>give --out or --out-dir, not both</source>
        <translation>informe --out ou --out-dir, não ambos</translation>
    </message>
    <message>
        <source>--out - would mix the board with the script&apos;s output; name a file</source>
        <translation>--out - misturaria o tabuleiro com a saída do script; indique um arquivo</translation>
    </message>
    <message>
        <source>cannot read the script %1: %2</source>
        <translation>não é possível ler o script %1: %2</translation>
    </message>
    <message>
        <source>the script failed on %1 of %2 boards</source>
        <translation>o script falhou em %1 de %2 tabuleiros</translation>
    </message>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles), layout %2</source>
        <translation>
            <numerusform>GB%1 (casas de %n byte), disposição %2</numerusform>
            <numerusform>GB%1 (casas de %n bytes), disposição %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the library %1 is empty now: &apos;gbxx index DIR...&apos; builds it again</source>
        <translation>a biblioteca %1 está vazia agora: &apos;gbxx index DIR...&apos; a reconstrói</translation>
    </message>
    <message>
        <source>cannot read the library %1: %2</source>
        <translation>não é possível ler a biblioteca %1: %2</translation>
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
     gbxx run [opções] SCRIPT FILE... [--out-dir DIR] [-- ARG...]

Executa o programa JavaScript SCRIPT no tabuleiro FILE (docs/scripting.md). O script
vê &apos;board&apos;, &apos;args&apos; (os ARGs depois de --), &apos;print(...)&apos; e &apos;warn(x, y, message)&apos;.

Opções:
  --out OUT          grava em OUT o tabuleiro como o script o deixou (mesma disposição
                     e tamanho de casa); sem ela, as alterações são descartadas e a
                     saída de erro padrão informa quantas casas mudaram
  --out-dir DIR      vários FILEs: grava cada tabuleiro como o script o deixou em
                     DIR/NAME (sem ela, nada é gravado)
  --check            sai com status 1 quando o script chamou warn
  --timeout SECONDS  interrompe um script ainda em execução após SECONDS (padrão 10)
  --memory-limit MIB interrompe um script cujo processo ocupe mais de MIB mebibytes
                     (padrão 1024)
  --schema S         lê os dados próprios com o arquivo de esquema S (docs/schema.md);
                     por padrão, usa o esquema próprio de FILE, se houver
  --layout NAME      lê FILE nesta disposição: %1

Vários FILEs: o script é executado em cada um por vez, com a saída sob uma linha
&apos;==&gt; FILE &lt;==&apos;; &apos;FILE: N tiles changed&apos; na saída de erro padrão; um tabuleiro que
falha é indicado e os demais continuam.
Cada warn imprime &apos;warning: (x, y) message&apos;. Status de saída: 0 sucesso; 1 para um
script com falha (&apos;error: SCRIPT:LINE: message&apos;), um script interrompido por --timeout ou falta de memória,
avisos com --check, ou um tabuleiro que não pode ser lido ou gravado; 2 erro de uso.
</translation>
    </message>
    <message>
        <source>--memory-limit takes a number of mebibytes from %1 to %2, not &apos;%3&apos;</source>
        <translation>--memory-limit espera um número de mebibytes de %1 a %2, não &apos;%3&apos;</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>maior que %1 bytes</translation>
    </message>
    <message>
        <source>Sign in to the board registry with a token read from standard input (login), or sign out (logout).</source>
        <translation>Entrar no registro de tabuleiros com um token lido da entrada padrão (login), ou sair (logout).</translation>
    </message>
    <message>
        <source>Publish a board to the registry and print &apos;CODE rREV&apos;; an assigned code is written into FILE.</source>
        <translation>Publicar um tabuleiro no registro e imprimir &apos;CODE rREV&apos;; um código atribuído é gravado em FILE.</translation>
    </message>
    <message>
        <source>Fetch boards from the registry by code (CODE or CODE@REV) into files.</source>
        <translation>Baixar tabuleiros do registro pelo código (CODE ou CODE@REV) para arquivos.</translation>
    </message>
    <message>
        <source>Search the registry&apos;s boards by words and filters; --json.</source>
        <translation>Pesquisar os tabuleiros do registro por palavras e filtros; --json.</translation>
    </message>
    <message>
        <source>%1 exists; --force replaces it</source>
        <translation>%1 existe; --force o substitui</translation>
    </message>
    <message>
        <source>Fetch boards from the registry by code (the latest revision, or CODE@REV) and write each to DIR/CODE.gbNN; print &apos;CODE rREV -&gt; PATH&apos; for each. Nothing is written unless every board arrived whole.</source>
        <translation>Baixar tabuleiros do registro pelo código (a revisão mais recente, ou CODE@REV) e gravar cada um em DIR/CODE.gbNN; imprimir &apos;CODE rREV -&gt; PATH&apos; para cada um. Nada é gravado se algum tabuleiro não chegar inteiro.</translation>
    </message>
    <message>
        <source>Write the one board to OUT (&apos;-&apos;: standard output, the line then goes to standard error).</source>
        <translation>Gravar o único tabuleiro em OUT (&apos;-&apos;: a saída padrão; a linha vai então para a saída de erro).</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>Write the boards into DIR (created if needed); default: the current folder.</source>
        <translation>Gravar os tabuleiros em DIR (criada se preciso); padrão: a pasta atual.</translation>
    </message>
    <message>
        <source>Replace files that exist already.</source>
        <translation>Substituir arquivos que já existem.</translation>
    </message>
    <message>
        <source>Board codes, each with a revision or not.</source>
        <translation>Códigos de tabuleiro, cada um com ou sem revisão.</translation>
    </message>
    <message>
        <source>&apos;fetch&apos; takes one or more codes</source>
        <translation>&apos;fetch&apos; precisa de um ou mais códigos</translation>
    </message>
    <message>
        <source>give -o or --out-dir, not both</source>
        <translation>indique -o ou --out-dir, não ambos</translation>
    </message>
    <message>
        <source>-o takes one board; --out-dir DIR takes several</source>
        <translation>-o aceita um tabuleiro; --out-dir DIR aceita vários</translation>
    </message>
    <message>
        <source>-o needs a file name</source>
        <translation>-o precisa de um nome de arquivo</translation>
    </message>
    <message>
        <source>--out-dir needs a folder</source>
        <translation>--out-dir precisa de uma pasta</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board code (five letters and digits, e.g. B7K2Q), with @REV or not</source>
        <translation>&apos;%1&apos; não é um código de tabuleiro (cinco letras e dígitos, p. ex. B7K2Q), com ou sem @REV</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 foi dado duas vezes</translation>
    </message>
    <message>
        <source>%1 from the registry is not a board: %2</source>
        <translation>%1 do registro não é um tabuleiro: %2</translation>
    </message>
    <message>
        <source>the registry&apos;s SHA-256 of %1 r%2 is not that of its bytes</source>
        <translation>o SHA-256 do registro para %1 r%2 não é o de seus bytes</translation>
    </message>
    <message>
        <source>Publish the board to the registry and print its code and revision (CODE rREV). When the registry assigns the code, FILE is rewritten with it. Needs &apos;gbxx registry login&apos; (or GBXX_TOKEN).</source>
        <translation>Publicar o tabuleiro no registro e imprimir seu código e revisão (CODE rREV). Quando o registro atribui o código, FILE é regravado com ele. Requer &apos;gbxx registry login&apos; (ou GBXX_TOKEN).</translation>
    </message>
    <message>
        <source>A note on this revision (at most %1 characters).</source>
        <translation>Uma nota sobre esta revisão (no máximo %1 caracteres).</translation>
    </message>
    <message>
        <source>Keep the board out of searches; it is still fetched by its code.</source>
        <translation>Manter o tabuleiro fora das pesquisas; ele continua disponível pelo código.</translation>
    </message>
    <message>
        <source>The board to publish.</source>
        <translation>O tabuleiro a publicar.</translation>
    </message>
    <message>
        <source>&apos;publish&apos; takes FILE, got %1 argument(s)</source>
        <translation>&apos;publish&apos; espera FILE, recebeu %1 argumento(s)</translation>
    </message>
    <message>
        <source>not signed in to %1: run &apos;gbxx registry login&apos; (or set GBXX_TOKEN)</source>
        <translation>não conectado a %1: execute &apos;gbxx registry login&apos; (ou defina GBXX_TOKEN)</translation>
    </message>
    <message>
        <source>published as %1, but %2 was left without its code: %3</source>
        <translation>publicado como %1, mas %2 ficou sem o seu código: %3</translation>
    </message>
    <message>
        <source>published as %1, but %2 changed meanwhile and was left as it is</source>
        <translation>publicado como %1, mas %2 mudou nesse meio-tempo e foi deixado como está</translation>
    </message>
    <message>
        <source>published as %1, but %2</source>
        <translation>publicado como %1, mas %2</translation>
    </message>
    <message>
        <source>Token for %1: </source>
        <translation>Token para %1: </translation>
    </message>
    <message>
        <source>no token on standard input (gbxx-registry user add NAME prints one)</source>
        <translation>nenhum token na entrada padrão (gbxx-registry user add NAME imprime um)</translation>
    </message>
    <message>
        <source>that is not a registry token (a token is one line of letters, digits and punctuation)</source>
        <translation>isso não é um token do registro (um token é uma linha de letras, dígitos e pontuação)</translation>
    </message>
    <message>
        <source>cannot keep the token: %1</source>
        <translation>não é possível guardar o token: %1</translation>
    </message>
    <message>
        <source>signed in to %1 as %2
</source>
        <translation>conectado a %1 como %2
</translation>
    </message>
    <message>
        <source>cannot forget the token: %1</source>
        <translation>não é possível esquecer o token: %1</translation>
    </message>
    <message>
        <source>signed out of %1
</source>
        <translation>desconectado de %1
</translation>
    </message>
    <message>
        <source>GBXX_TOKEN is set, and commands still use it</source>
        <translation>GBXX_TOKEN está definido, e os comandos continuam a usá-lo</translation>
    </message>
    <message>
        <source>login: read a registry token from standard input (not shown on a terminal), check it with the registry and keep it (the desktop&apos;s key ring, else a file only you can read). logout: forget it.</source>
        <translation>login: ler um token do registro da entrada padrão (não exibido no terminal), verificá-lo com o registro e guardá-lo (no chaveiro da área de trabalho, senão num arquivo que só você pode ler). logout: esquecê-lo.</translation>
    </message>
    <message>
        <source>&apos;registry&apos; takes login or logout</source>
        <translation>&apos;registry&apos; aceita login ou logout</translation>
    </message>
    <message>
        <source>The registry&apos;s address (default: GBXX_REGISTRY, else the editor&apos;s setting, else %1).</source>
        <translation>O endereço do registro (padrão: GBXX_REGISTRY, senão a configuração do editor, senão %1).</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 não é texto UTF-8</translation>
    </message>
    <message>
        <source>%1 holds a control character</source>
        <translation>%1 contém um caractere de controle</translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 tem mais de %2 caracteres</translation>
    </message>
    <message>
        <source>Search the registry&apos;s listed boards by words (in titles, authors and codes) and filters; print one line per board, or --json.</source>
        <translation>Pesquisar os tabuleiros listados do registro por palavras (em títulos, autores e códigos) e filtros; imprimir uma linha por tabuleiro, ou --json.</translation>
    </message>
    <message>
        <source>Only boards whose author contains A (any case).</source>
        <translation>Somente tabuleiros cujo autor contém A (sem distinguir maiúsculas).</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>The order: relevance (the default), new or downloads.</source>
        <translation>A ordem: relevance (padrão), new ou downloads.</translation>
    </message>
    <message>
        <source>ORDER</source>
        <translation>ORDER</translation>
    </message>
    <message>
        <source>At most N boards (1-%1, default 20).</source>
        <translation>No máximo N tabuleiros (1-%1, padrão 20).</translation>
    </message>
    <message>
        <source>Print the registry&apos;s board objects as one JSON array.</source>
        <translation>Imprimir os objetos de tabuleiro do registro como um único array JSON.</translation>
    </message>
    <message>
        <source>WORDS</source>
        <translation>WORDS</translation>
    </message>
    <message>
        <source>--sort takes relevance, new or downloads, not &apos;%1&apos;</source>
        <translation>--sort aceita relevance, new ou downloads, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--limit takes 1 to %1, not &apos;%2&apos;</source>
        <translation>--limit aceita de 1 a %1, não &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Read the files in this layout (spec section L): %1. Default %2.</source>
        <translation>Lê os arquivos nesta disposição (seção L da especificação): %1. Padrão: %2.</translation>
    </message>
    <message>
        <source>Also print one line &apos;X Y KEY: A -&gt; B&apos; per differing field of each tile.</source>
        <translation>Imprime também uma linha &apos;X Y KEY: A -&gt; B&apos; para cada propriedade diferente de cada casa.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of lines.</source>
        <translation>Imprime um único objeto JSON em vez de linhas.</translation>
    </message>
    <message>
        <source>Print what differs between two boards: size, header and footer keys, and per field how many tiles. Exit 0 when they hold the same values, 1 when they differ, 2 on trouble.</source>
        <translation>Imprime o que difere entre dois tabuleiros: tamanho, chaves do cabeçalho e do rodapé e, por propriedade, quantas casas. Status de saída 0 quando têm os mesmos valores, 1 quando diferem, 2 em caso de problema.</translation>
    </message>
    <message>
        <source>Write the merged board here (default: over OURS, as git&apos;s merge driver wants).</source>
        <translation>Grava aqui o tabuleiro mesclado (padrão: sobre OURS, como o driver de mesclagem do git espera).</translation>
    </message>
    <message>
        <source>Merge two boards&apos; edits of one BASE field by field and print each conflict (OURS is kept in it). Exit 0 merged, 1 merged with conflicts, 2 when the boards cannot be merged (nothing written).</source>
        <translation>Mescla propriedade por propriedade as edições que dois tabuleiros fizeram de uma mesma BASE e imprime cada conflito (nele fica OURS). Status de saída 0 mesclado, 1 mesclado com conflitos, 2 quando os tabuleiros não podem ser mesclados (nada é gravado).</translation>
    </message>
    <message>
        <source>cannot merge: %1</source>
        <translation>não é possível mesclar: %1</translation>
    </message>
    <message>
        <source>Print what differs between two boards (--tiles: each tile&apos;s fields; --json); exit 0 same, 1 different, 2 trouble.</source>
        <translation>Imprime o que difere entre dois tabuleiros (--tiles: as propriedades de cada casa; --json); status de saída 0 iguais, 1 diferentes, 2 problema.</translation>
    </message>
    <message>
        <source>Merge two boards&apos; edits of BASE field by field into OUT (-o; default OURS) and print the conflicts.</source>
        <translation>Mescla propriedade por propriedade em OUT (-o; padrão: OURS) as edições que dois tabuleiros fizeram de BASE e imprime os conflitos.</translation>
    </message>
    <message>
        <source>Let git diff and merge boards in this repository (--global: in every repository).</source>
        <translation>Permite ao git comparar e mesclar tabuleiros neste repositório (--global: em todos os repositórios).</translation>
    </message>
    <message>
        <source>Apply a board&apos;s rules and write OUT (apply), or exit 1 when any rule would change a board (check).</source>
        <translation>Aplica as regras de um tabuleiro e grava OUT (apply), ou sai com status 1 quando alguma regra alteraria um tabuleiro (check).</translation>
    </message>
    <message>
        <source>Print the board as text lines for git diff: &apos;header KEY V&apos;, &apos;footer KEY V&apos;, then &apos;X Y KEY=V …&apos; per tile.</source>
        <translation>Imprime o tabuleiro como linhas de texto para git diff: &apos;header KEY V&apos;, &apos;footer KEY V&apos; e depois &apos;X Y KEY=V …&apos; por casa.</translation>
    </message>
    <message>
        <source>--lines prints one board; it does not go with --out-dir</source>
        <translation>--lines imprime um único tabuleiro; não se combina com --out-dir</translation>
    </message>
    <message>
        <source>git-setup needs git, which could not be started</source>
        <translation>git-setup precisa do git, que não pôde ser iniciado</translation>
    </message>
    <message>
        <source>not in a git repository: run &apos;gbxx git-setup&apos; inside one, or &apos;gbxx git-setup --global&apos;</source>
        <translation>fora de um repositório git: execute &apos;gbxx git-setup&apos; dentro de um, ou &apos;gbxx git-setup --global&apos;</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1: already has %2</source>
        <translation>%1: já contém %2</translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation>%1: %2 adicionado</translation>
    </message>
    <message>
        <source>Let git diff and merge boards: the attributes for *.gb08 … *.gb64 and the configuration of the gbxx diff, merge and mergetool drivers (docs/user-guide.md, &quot;Boards in git&quot;).</source>
        <translation>Permite ao git comparar e mesclar tabuleiros: os atributos de *.gb08 … *.gb64 e a configuração dos drivers gbxx diff, merge e mergetool (docs/user-guide.md, &quot;Boards in git&quot;).</translation>
    </message>
    <message>
        <source>For every repository of this user: git&apos;s global configuration and attributes file, instead of the current repository&apos;s.</source>
        <translation>Para todos os repositórios deste usuário: a configuração global e o arquivo de atributos global do git, em vez dos do repositório atual.</translation>
    </message>
    <message>
        <source>&apos;git-setup&apos; takes no arguments, got %1</source>
        <translation>&apos;git-setup&apos; não aceita argumentos, mas recebeu %1</translation>
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

Executa as regras de um tabuleiro (docs/expressions.md, Rules): cada regra do seu
arquivo de regras, na ordem do arquivo, cada uma avaliando cada casa como as
regras anteriores deixaram o tabuleiro.

  apply   grava OUT e imprime &apos;NAME: N tiles changed&apos; para cada regra, em ordem
  check   imprime &apos;FILE: NAME: N tiles&apos; para cada regra que alteraria um
          tabuleiro, e então sai com status 1; senão, sai com status 0 sem
          imprimir nada

Opções:
  --rules FILE    o arquivo de regras; por padrão, o próprio de cada tabuleiro:
                  BOARDNAME.rules.json ao lado dele, senão gameboardxx-rules.json
                  na sua pasta ou acima
  --layout NAME   lê os tabuleiros nesta disposição: %1
  --schema FILE   lê os dados próprios com este esquema, para que as regras
                  possam nomear custom.KEY (por padrão, o do próprio tabuleiro,
                  como em &apos;gbxx edit&apos;)
  -h, --help      mostra esta ajuda

Um arquivo de regras que não pode ser lido ou que tem um erro (seu JSON, uma
expressão, uma operação, um valor que não cabe) encerra o comando com status de
saída 2 e uma linha &apos;error:&apos; que indica a regra e o local, antes que qualquer
regra seja executada; nada é gravado. IN pode ser - (entrada padrão; informe
--rules) e OUT - (saída padrão; as linhas vão então para a saída de erro padrão).
</translation>
    </message>
    <message>
        <source>standard input has no rules file beside it; give --rules FILE</source>
        <translation>a entrada padrão não tem arquivo de regras ao lado; informe --rules FILE</translation>
    </message>
    <message>
        <source>no rules file for %1 (BOARDNAME.rules.json beside it, or gameboardxx-rules.json in its folder or above); give --rules FILE</source>
        <translation>nenhum arquivo de regras para %1 (BOARDNAME.rules.json ao lado dele, ou gameboardxx-rules.json na sua pasta ou acima); informe --rules FILE</translation>
    </message>
    <message>
        <source>%1 changed while its rules were checked</source>
        <translation>%1 mudou enquanto suas regras eram verificadas</translation>
    </message>
    <message>
        <source>&apos;rules&apos; takes apply or check</source>
        <translation>&apos;rules&apos; aceita apply ou check</translation>
    </message>
    <message>
        <source>&apos;rules&apos; takes apply or check, not &apos;%1&apos;</source>
        <translation>&apos;rules&apos; aceita apply ou check, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;rules check&apos; takes one or more files</source>
        <translation>&apos;rules check&apos; recebe um ou mais arquivos</translation>
    </message>
    <message>
        <source>&apos;rules apply&apos; takes IN OUT, got %1 argument(s)</source>
        <translation>&apos;rules apply&apos; recebe IN OUT, mas recebeu %1 argumento(s)</translation>
    </message>
    <message>
        <source>%1 is not a regular file; nothing was set up</source>
        <translation>%1 não é um arquivo comum; nada foi configurado</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>não é possível ler %1</translation>
    </message>
    <message>
        <source>git config %1 failed: %2; the attributes were left as they are</source>
        <translation>git config %1 falhou: %2; os atributos ficaram como estavam</translation>
    </message>
    <message>
        <source>git could not be started</source>
        <translation>não foi possível iniciar o git</translation>
    </message>
    <message>
        <source>the registry&apos;s answer names %1, not the board&apos;s own code %2</source>
        <translation>a resposta do registro cita %1, não o código do próprio tabuleiro, %2</translation>
    </message>
    <message>
        <source>No answer yet; sending the board again: try %1 of %2</source>
        <translation>Ainda sem resposta; enviando o tabuleiro de novo: tentativa %1 de %2</translation>
    </message>
    <message>
        <source>Make a patch of the tiles that differ between two boards (make), apply it (apply) or print what it holds (show).</source>
        <translation>Cria um patch das casas que diferem entre dois tabuleiros (make), aplica-o (apply) ou imprime o que ele contém (show).</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>não é possível abrir %1: arquivo inexistente</translation>
    </message>
    <message>
        <source>cannot read %1 as a patch (unreadable, or larger than any patch)</source>
        <translation>não é possível ler %1 como patch (ilegível ou maior que qualquer patch)</translation>
    </message>
    <message>
        <source>Write the patch that turns BASE into TARGET (boards of one size, tile size and layout) to OUT.</source>
        <translation>Grava em OUT o patch que transforma BASE em TARGET (tabuleiros do mesmo tamanho, tamanho de casa e disposição).</translation>
    </message>
    <message>
        <source>cannot make a patch: %1</source>
        <translation>não é possível criar o patch: %1</translation>
    </message>
    <message>
        <source>Apply PATCH to BASE and write the result to OUT (which may be BASE). A patch made for another board, or whose result is not the board it names, writes nothing and exits 1.</source>
        <translation>Aplica PATCH a BASE e grava o resultado em OUT (que pode ser BASE). Um patch feito para outro tabuleiro, ou cujo resultado não é o tabuleiro que ele nomeia, não grava nada e sai com 1.</translation>
    </message>
    <message>
        <source>cannot apply %1: %2</source>
        <translation>não é possível aplicar %1: %2</translation>
    </message>
    <message>
        <source>Print a patch&apos;s base and result SHA-256, the tiles and runs it sets and the header and footer keys it changes, one per line.</source>
        <translation>Imprime o SHA-256 da base e do resultado de um patch, as casas e sequências que ele grava e as chaves de cabeçalho e rodapé que ele altera, uma por linha.</translation>
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

Patches de tabuleiros: as casas e os bytes de cabeçalho e rodapé que diferem entre dois tabuleiros, nomeados pelo SHA-256 de ambos os tabuleiros.
Execute &apos;gbxx patch make --help&apos; (apply, show) para ver as opções de cada um.
</translation>
    </message>
    <message>
        <source>&apos;patch&apos; takes make, apply or show</source>
        <translation>&apos;patch&apos; aceita make, apply ou show</translation>
    </message>
    <message>
        <source>unknown patch command &apos;%1&apos;; expected make, apply or show</source>
        <translation>comando de patch desconhecido &apos;%1&apos;; esperado make, apply ou show</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>custo %1</translation>
    </message>
    <message>
        <source>Print a cheapest path between two tiles or zones under a game&apos;s movement rules (climb, barriers, blacklists).</source>
        <translation>Mostrar um caminho mais barato entre duas casas ou zonas pelas regras de movimento de um jogo (subida, barreiras, listas de bloqueio).</translation>
    </message>
    <message>
        <source>Print every tile a piece reaches within a budget of movement points.</source>
        <translation>Mostrar cada casa que uma peça alcança com um orçamento de pontos de movimento.</translation>
    </message>
    <message>
        <source>Print the tiles of the line of sight between two tiles.</source>
        <translation>Mostrar as casas da linha de visão entre duas casas.</translation>
    </message>
    <message>
        <source>Move as player P (1-4): tiles on P&apos;s blacklist cannot be entered.</source>
        <translation>Mover-se como o jogador P (1-4): as casas da lista de bloqueio de P não podem ser ocupadas.</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Move as team K (1-8): tiles with flag K of the team blacklist cannot be entered.</source>
        <translation>Mover-se como a equipe K (1-8): as casas com a marca K da lista de bloqueio de equipes não podem ser ocupadas.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>With a player: the free-for-all blacklist counts too.</source>
        <translation>Com um jogador: a lista de bloqueio de todos contra todos também conta.</translation>
    </message>
    <message>
        <source>On square boards, step to the 8 tiles around (hex boards always have 6).</source>
        <translation>Em tabuleiros quadrados, ir para as 8 casas em volta (os hexagonais sempre têm 6).</translation>
    </message>
    <message>
        <source>Add N (0-100) to a move&apos;s cost for every level up. Default 0.</source>
        <translation>Somar N (0-100) ao custo de um movimento para cada nível de subida. Padrão 0.</translation>
    </message>
    <message>
        <source>Add N (0-100) to a move&apos;s cost for every level down. Default 0.</source>
        <translation>Somar N (0-100) ao custo de um movimento para cada nível de descida. Padrão 0.</translation>
    </message>
    <message>
        <source>Turn barriers: ignore (default), block, or cost (add 5, 10 or 15).</source>
        <translation>Barreiras de turnos: ignore (padrão), block ou cost (somar 5, 10 ou 15).</translation>
    </message>
    <message>
        <source>Currency barriers: ignore (default), block, or cost (add 3, 6 or 9).</source>
        <translation>Barreiras de moeda: ignore (padrão), block ou cost (somar 3, 6 ou 9).</translation>
    </message>
    <message>
        <source>Piece barriers: ignore (default) or block.</source>
        <translation>Barreiras de peças: ignore (padrão) ou block.</translation>
    </message>
    <message>
        <source>--player takes 1 to 4, not &apos;%1&apos;</source>
        <translation>--player aceita de 1 a 4, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--team takes 1 to 8, not &apos;%1&apos;</source>
        <translation>--team aceita de 1 a 8, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 takes 0 to %2, not &apos;%3&apos;</source>
        <translation>--%1 aceita de 0 a %2, não &apos;%3&apos;</translation>
    </message>
    <message>
        <source>--%1 takes %2, not &apos;%3&apos;</source>
        <translation>--%1 aceita %2, não &apos;%3&apos;</translation>
    </message>
    <message>
        <source>Read the file in this layout (spec section L): %1. Default %2.</source>
        <translation>Ler o arquivo com este layout (especificação, seção L): %1. Padrão %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile; write X,Y</source>
        <translation>&apos;%1&apos; não é uma casa; escreva X,Y</translation>
    </message>
    <message>
        <source>%1,%2 is off the board (%3x%4 tiles)</source>
        <translation>%1,%2 está fora do tabuleiro (%3x%4 casas)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a tile (X,Y) nor a zone (home:P, end:P, safe:P, home:team:K)</source>
        <translation>&apos;%1&apos; não é uma casa (X,Y) nem uma zona (home:P, end:P, safe:P, home:team:K)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a player is 1 to 4</source>
        <translation>&apos;%1&apos;: um jogador é de 1 a 4</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a team is 1 to 3 (A to C)</source>
        <translation>&apos;%1&apos;: uma equipe é de 1 a 3 (A a C)</translation>
    </message>
    <message>
        <source>Print a cheapest path from FROM to TO under the movement rules: &apos;cost C&apos;, &apos;steps S&apos;, then one &apos;X,Y&apos; a line. FROM and TO are X,Y or zones: home:P, end:P, safe:P, home:team:K. Exit 1 when there is none.</source>
        <translation>Mostrar um caminho mais barato de FROM a TO pelas regras de movimento: &apos;cost C&apos;, &apos;steps S&apos;, depois um &apos;X,Y&apos; por linha. FROM e TO são X,Y ou zonas: home:P, end:P, safe:P, home:team:K. Sai com 1 quando não há nenhum.</translation>
    </message>
    <message>
        <source>The movement points to spend (0 or more); required.</source>
        <translation>Os pontos de movimento a gastar (0 ou mais); obrigatório.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Print every tile a piece on FROM reaches within --budget B under the movement rules, as &apos;X,Y C&apos; in body order (FROM at 0).</source>
        <translation>Mostrar cada casa que uma peça em FROM alcança com --budget B pelas regras de movimento, como &apos;X,Y C&apos; na ordem do corpo (FROM com 0).</translation>
    </message>
    <message>
        <source>&apos;reach&apos; needs --budget B</source>
        <translation>&apos;reach&apos; precisa de --budget B</translation>
    </message>
    <message>
        <source>--budget takes a number of 0 or more, not &apos;%1&apos;</source>
        <translation>--budget aceita um número de 0 ou mais, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Print the tiles of the line from A to B (X,Y each), one &apos;X,Y&apos; a line, A first: the tiles a line of sight passes (docs/movement.md).</source>
        <translation>Mostrar as casas da linha de A a B (X,Y cada), um &apos;X,Y&apos; por linha, A primeiro: as casas por onde passa uma linha de visão (docs/movement.md).</translation>
    </message>
    <message>
        <source>Watch a board&apos;s live session (watch), or send it a script&apos;s operations (play).</source>
        <translation>Acompanhar a sessão ao vivo de um tabuleiro (watch) ou enviar a ela as operações de um script (play).</translation>
    </message>
    <message>
        <source>Watch a board&apos;s live session: each applied operation as lines &apos;SEQ X Y KEY=V …&apos;, &apos;SEQ footer KEY=TEXT&apos; or &apos;SEQ board WxL GBnn&apos;.</source>
        <translation>Acompanhar a sessão ao vivo de um tabuleiro: cada operação aplicada como linhas &apos;SEQ X Y KEY=V …&apos;, &apos;SEQ footer KEY=TEXT&apos; ou &apos;SEQ board WxL GBnn&apos;.</translation>
    </message>
    <message>
        <source>Stop after N operations (default: until stopped).</source>
        <translation>Parar após N operações (padrão: até ser interrompido).</translation>
    </message>
    <message>
        <source>The board&apos;s code.</source>
        <translation>O código do tabuleiro.</translation>
    </message>
    <message>
        <source>give one board code</source>
        <translation>informe um único código de tabuleiro</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board code</source>
        <translation>&apos;%1&apos; não é um código de tabuleiro</translation>
    </message>
    <message>
        <source>--count takes a number from 1</source>
        <translation>--count aceita um número a partir de 1</translation>
    </message>
    <message>
        <source>name a field and its value (KEY=V)</source>
        <translation>indique uma propriedade e seu valor (KEY=V)</translation>
    </message>
    <message>
        <source>the tiles are not all on the %1x%2 board</source>
        <translation>nem todas as casas estão no tabuleiro de %1x%2</translation>
    </message>
    <message>
        <source>%1 takes a number from 0 to %2</source>
        <translation>%1 aceita um número de 0 a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=V with a field of this board</source>
        <translation>&apos;%1&apos; não é KEY=V com uma propriedade deste tabuleiro</translation>
    </message>
    <message>
        <source>expected &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; or &apos;wait MS&apos;</source>
        <translation>esperado &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; ou &apos;wait MS&apos;</translation>
    </message>
    <message>
        <source>Send a script&apos;s operations to a board&apos;s live session and wait until each is applied.</source>
        <translation>Enviar as operações de um script à sessão ao vivo de um tabuleiro e esperar até que cada uma seja aplicada.</translation>
    </message>
    <message>
        <source>Lines &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; (the script&apos;s last operation not undone) and &apos;wait MS&apos;; # starts a comment.</source>
        <translation>Linhas &apos;paint X Y KEY=V…&apos;, &apos;fill X Y W H KEY=V…&apos;, &apos;title TEXT&apos;, &apos;author TEXT&apos;, &apos;undo&apos; (a última operação do script ainda não desfeita) e &apos;wait MS&apos;; # inicia um comentário.</translation>
    </message>
    <message>
        <source>give a board code and a script</source>
        <translation>informe um código de tabuleiro e um script</translation>
    </message>
    <message>
        <source>the session did not answer within 30 s</source>
        <translation>a sessão não respondeu em 30 s</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1, linha %2: %3</translation>
    </message>
    <message>
        <source>%1 line %2: refused: %3</source>
        <translation>%1, linha %2: recusada: %3</translation>
    </message>
    <message>
        <source>%1 line %2: nothing of this script to undo</source>
        <translation>%1, linha %2: nada deste script para desfazer</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) not applied within a minute</source>
        <translation>
            <numerusform>%n operação não aplicada em um minuto</numerusform>
            <numerusform>%n operações não aplicadas em um minuto</numerusform>
        </translation>
    </message>
    <message>
        <source>applied %1 of %2 operations; the session is at %3
</source>
        <translation>%1 de %2 operações aplicadas; a sessão está em %3
</translation>
    </message>
    <message>
        <source>Usage: gbxx live watch CODE [--count N] [--registry URL]
       gbxx live play CODE SCRIPT [--registry URL]

A board&apos;s live session: watch prints each applied operation, play sends a script&apos;s operations.
</source>
        <translation>Uso: gbxx live watch CODE [--count N] [--registry URL]
     gbxx live play CODE SCRIPT [--registry URL]

A sessão ao vivo de um tabuleiro: watch imprime cada operação aplicada, play envia as operações de um script.
</translation>
    </message>
    <message>
        <source>say &apos;watch&apos; or &apos;play&apos;</source>
        <translation>informe &apos;watch&apos; ou &apos;play&apos;</translation>
    </message>
    <message>
        <source>unknown live command &apos;%1&apos;</source>
        <translation>comando de live desconhecido &apos;%1&apos;</translation>
    </message>
</context>
</TS>
