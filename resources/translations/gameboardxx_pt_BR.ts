<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>QObject</name>
    <message>
        <source>GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;All files (*)</source>
        <translation>Tabuleiros GameBoardXX (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>missing: the file is no longer there</source>
        <translation>ausente: o arquivo não está mais lá</translation>
    </message>
    <message>
        <source> · layout %1</source>
        <translation> · disposição %1</translation>
    </message>
</context>
<context>
    <name>gbxx::BalancePanel</name>
    <message>
        <source>Owner</source>
        <translation>Dono</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>Safe</source>
        <translation>Segura</translation>
    </message>
    <message>
        <source>Home → end</source>
        <translation>Início → fim</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n passo</numerusform>
            <numerusform>%n passos</numerusform>
        </translation>
    </message>
    <message>
        <source>no path</source>
        <translation>sem caminho</translation>
    </message>
    <message>
        <source>Differs between the players the board is built for</source>
        <translation>Difere entre os jogadores para os quais o tabuleiro foi feito</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Equilíbrio</translation>
    </message>
    <message>
        <source>Per player and team: zone sizes and the cheapest way from home to end</source>
        <translation>Por jogador e equipe: tamanhos das zonas e o caminho mais barato do início ao fim</translation>
    </message>
    <message numerus="yes">
        <source>cost %1 (%n step(s))</source>
        <translation>
            <numerusform>custo %1 (%n passo)</numerusform>
            <numerusform>custo %1 (%n passos)</numerusform>
        </translation>
    </message>
    <message>
        <source>climb %1</source>
        <translation>subida %1</translation>
    </message>
    <message>
        <source>descend %1</source>
        <translation>descida %1</translation>
    </message>
    <message>
        <source>diagonal steps</source>
        <translation>passos na diagonal</translation>
    </message>
    <message>
        <source>turn barriers block</source>
        <translation>as barreiras de turnos bloqueiam</translation>
    </message>
    <message>
        <source>turn barriers cost</source>
        <translation>as barreiras de turnos custam</translation>
    </message>
    <message>
        <source>currency barriers block</source>
        <translation>as barreiras de moeda bloqueiam</translation>
    </message>
    <message>
        <source>currency barriers cost</source>
        <translation>as barreiras de moeda custam</translation>
    </message>
    <message>
        <source>piece barriers block</source>
        <translation>as barreiras de peças bloqueiam</translation>
    </message>
    <message>
        <source>Movement rules: every step costs 1</source>
        <translation>Regras de movimento: cada passo custa 1</translation>
    </message>
    <message>
        <source>Movement rules: %1</source>
        <translation>Regras de movimento: %1</translation>
    </message>
    <message>
        <source>Shows or hides the movement rules the home-to-end costs are measured by</source>
        <translation>Mostra ou oculta as regras de movimento pelas quais os custos do início ao fim são medidos</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardComparison</name>
    <message>
        <source>this board is read in layout %1: it can be compared only with boards of that layout and tile size (Board ▸ Convert This Board To brings it to today&apos;s layout)</source>
        <translation>este tabuleiro foi lido na disposição %1: só pode ser comparado com tabuleiros dessa disposição e desse tamanho de casa (Tabuleiro ▸ Converter este tabuleiro para o leva à disposição atual)</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardDocument</name>
    <message>
        <source>Untitled %1</source>
        <translation>Sem título %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>The board has no rules to apply.</source>
        <translation>O tabuleiro não tem regras para aplicar.</translation>
    </message>
    <message>
        <source>The board has no rule %1.</source>
        <translation>O tabuleiro não tem a regra %1.</translation>
    </message>
    <message>
        <source>“%1” changes %2, which is locked: unlock it in the Layers panel to apply the rule.</source>
        <translation>“%1” altera %2, que está bloqueada: desbloqueie-a no painel Camadas para aplicar a regra.</translation>
    </message>
</context>
<context>
    <name>gbxx::BoardView</name>
    <message numerus="yes">
        <source>Left out %n tile(s) that fell off the board</source>
        <translation>
            <numerusform>%n casa que caía fora do tabuleiro foi omitida</numerusform>
            <numerusform>%n casas que caíam fora do tabuleiro foram omitidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicate selection</source>
        <translation>Duplicar seleção</translation>
    </message>
    <message>
        <source>Move selection</source>
        <translation>Mover seleção</translation>
    </message>
    <message>
        <source>This stamp is for boards of another tile size or layout.</source>
        <translation>Este carimbo é para tabuleiros de outro tamanho de casa ou outra disposição.</translation>
    </message>
    <message>
        <source>Stamp “%1”</source>
        <translation>Carimbo “%1”</translation>
    </message>
    <message>
        <source>Tile %1, %2: %3</source>
        <translation>Casa %1, %2: %3</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>Arrow keys move the tile cursor, Enter applies the tool, Shift+arrows select</source>
        <translation>As setas movem o cursor de casa, Enter aplica a ferramenta, Shift+setas selecionam</translation>
    </message>
    <message>
        <source>Tile %1, %2</source>
        <translation>Casa %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will land outside where the selection was</source>
        <translation>
            <numerusform>%n casa ficará fora do lugar onde estava a seleção</numerusform>
            <numerusform>%n casas ficarão fora do lugar onde estava a seleção</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) would fall off the board</source>
        <translation>
            <numerusform>%n casa cairia fora do tabuleiro</numerusform>
            <numerusform>%n casas cairiam fora do tabuleiro</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::ChangesPanel</name>
    <message>
        <source>Take</source>
        <translation>Usar</translation>
    </message>
    <message>
        <source>Take the other board&apos;s value</source>
        <translation>Usar o valor do outro tabuleiro</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Alterações</translation>
    </message>
    <message>
        <source>What differs from the other board, by field; Esc leaves compare mode</source>
        <translation>O que difere do outro tabuleiro, por propriedade; Esc sai do modo de comparação</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Not comparing. Compare With… shows what differs from another board file, the saved version or a registry revision.</source>
        <translation>Sem comparação. &quot;Comparar com…&quot; mostra o que difere de outro arquivo de tabuleiro, da versão salva ou de uma revisão do registro.</translation>
    </message>
    <message>
        <source>Compared with %1.</source>
        <translation>Comparado com %1.</translation>
    </message>
    <message>
        <source>The boards hold the same values.</source>
        <translation>Os tabuleiros contêm os mesmos valores.</translation>
    </message>
    <message>
        <source>%1 (layout %2)</source>
        <translation>%1 (disposição %2)</translation>
    </message>
    <message>
        <source>The other board is %1: compared as this %2 board holds it.</source>
        <translation>O outro tabuleiro é %1: comparado como este tabuleiro %2 o conteria.</translation>
    </message>
    <message>
        <source>The other board is %1: compared as this %2 board holds it, which loses %3.</source>
        <translation>O outro tabuleiro é %1: comparado como este tabuleiro %2 o conteria, o que perde %3.</translation>
    </message>
    <message>
        <source>Board ▸ Resize changes the board&apos;s size</source>
        <translation>Tabuleiro ▸ Redimensionar altera o tamanho do tabuleiro</translation>
    </message>
    <message>
        <source>Take every header key the other board has</source>
        <translation>Usar todas as chaves do cabeçalho do outro tabuleiro</translation>
    </message>
    <message>
        <source>Take the other board&apos;s value of this key</source>
        <translation>Usar o valor desta chave do outro tabuleiro</translation>
    </message>
    <message>
        <source>Take every footer key the other board has</source>
        <translation>Usar todas as chaves do rodapé do outro tabuleiro</translation>
    </message>
    <message>
        <source>Take the other board&apos;s %1 on every tile that differs</source>
        <translation>Usar o valor de %1 do outro tabuleiro em cada casa que difere</translation>
    </message>
    <message>
        <source>Take the other board&apos;s %1 on this tile</source>
        <translation>Usar o valor de %1 do outro tabuleiro nesta casa</translation>
    </message>
    <message>
        <source>Choose a row to take the other board&apos;s value</source>
        <translation>Escolher uma linha para usar o valor do outro tabuleiro</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) differ.</source>
        <translation>
            <numerusform>%n casa difere.</numerusform>
            <numerusform>%n casas diferem.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gbxx::CommandPalette</name>
    <message>
        <source>Search actions</source>
        <translation>Procurar ações</translation>
    </message>
    <message>
        <source>Type to find an action, a layer or a preference</source>
        <translation>Digite para encontrar uma ação, uma camada ou uma preferência</translation>
    </message>
    <message>
        <source>Matching actions</source>
        <translation>Ações correspondentes</translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation>indisponível: %1</translation>
    </message>
    <message>
        <source>“%1” cannot run now: %2</source>
        <translation>“%1” não pode ser executada agora: %2</translation>
    </message>
    <message>
        <source>needs an open board</source>
        <translation>precisa de um tabuleiro aberto</translation>
    </message>
    <message>
        <source>not available now</source>
        <translation>indisponível agora</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Camadas</translation>
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
        <translation>Mostrar só %1 (solo)</translation>
    </message>
    <message>
        <source>Preferences: %1</source>
        <translation>Preferências: %1</translation>
    </message>
    <message>
        <source>New from Template: %1</source>
        <translation>Novo a partir de modelo: %1</translation>
    </message>
    <message>
        <source>shown already</source>
        <translation>já é mostrado</translation>
    </message>
    <message>
        <source>hidden already</source>
        <translation>já está oculto</translation>
    </message>
    <message>
        <source>Make %1 the Active Layer</source>
        <translation>Tornar %1 a camada ativa</translation>
    </message>
    <message>
        <source>the active layer already</source>
        <translation>já é a camada ativa</translation>
    </message>
</context>
<context>
    <name>gbxx::CompareDialog</name>
    <message>
        <source>Another board &amp;file</source>
        <translation>Outro &amp;arquivo de tabuleiro</translation>
    </message>
    <message>
        <source>A &amp;registry revision</source>
        <translation>Uma &amp;revisão do registro</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Comparar com</translation>
    </message>
    <message>
        <source>Compare %1 with:</source>
        <translation>Comparar %1 com:</translation>
    </message>
    <message>
        <source>Compare with what the board&apos;s file holds now</source>
        <translation>Comparar com o que o arquivo do tabuleiro contém agora</translation>
    </message>
    <message>
        <source>Compare with another board file, of any tile size</source>
        <translation>Comparar com outro arquivo de tabuleiro, de qualquer tamanho de casa</translation>
    </message>
    <message>
        <source>Compare with a revision from the board registry</source>
        <translation>Comparar com uma revisão do registro de tabuleiros</translation>
    </message>
    <message>
        <source>Choose the board file</source>
        <translation>Escolher o arquivo do tabuleiro</translation>
    </message>
    <message>
        <source>The &amp;saved version: what changed since %1 was saved</source>
        <translation>A versão &amp;salva: o que mudou desde que %1 foi salvo</translation>
    </message>
    <message>
        <source>The &amp;saved version (this board is not saved in a file yet)</source>
        <translation>A versão &amp;salva (este tabuleiro ainda não foi salvo em um arquivo)</translation>
    </message>
    <message>
        <source>A .gb08, .gb16, .gb32 or .gb64 file</source>
        <translation>Um arquivo .gb08, .gb16, .gb32 ou .gb64</translation>
    </message>
    <message>
        <source>Board file</source>
        <translation>Arquivo do tabuleiro</translation>
    </message>
    <message>
        <source>Registry code</source>
        <translation>Código do registro</translation>
    </message>
    <message>
        <source>The board&apos;s code as the registry gave it; @N compares with revision N</source>
        <translation>O código do tabuleiro como o registro o deu; @N compara com a revisão N</translation>
    </message>
    <message>
        <source>Fetching</source>
        <translation>Baixando</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparar</translation>
    </message>
    <message>
        <source>Show what differs, on the board and in the Changes panel</source>
        <translation>Mostrar o que difere, no tabuleiro e no painel Alterações</translation>
    </message>
    <message>
        <source>Fi&amp;le:</source>
        <translation>Arqui&amp;vo:</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>Có&amp;digo:</translation>
    </message>
    <message>
        <source>CODE@REVISION, or the code alone for the latest</source>
        <translation>CÓDIGO@REVISÃO, ou só o código para a mais recente</translation>
    </message>
    <message>
        <source>Compare With Board</source>
        <translation>Comparar com tabuleiro</translation>
    </message>
    <message>
        <source>GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64);;All files (*)</source>
        <translation>Tabuleiros GameBoardXX (*.gb08 *.gb16 *.gb32 *.gb64);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Fetching revision %1 of %2 from %3…</source>
        <translation>Baixando a revisão %1 de %2 de %3…</translation>
    </message>
    <message>
        <source>Fetching %1 from %2…</source>
        <translation>Baixando %1 de %2…</translation>
    </message>
    <message>
        <source>Not fetched: %1</source>
        <translation>Não baixado: %1</translation>
    </message>
    <message>
        <source>%1 is not a board this editor reads: %2</source>
        <translation>%1 não é um tabuleiro que este editor lê: %2</translation>
    </message>
    <message>
        <source>Fetching cancelled</source>
        <translation>Download cancelado</translation>
    </message>
</context>
<context>
    <name>gbxx::ConditionBuilder</name>
    <message>
        <source>Corners &amp;too</source>
        <translation>Can&amp;tos também</translation>
    </message>
    <message>
        <source>the tile&apos;s</source>
        <translation>na casa</translation>
    </message>
    <message>
        <source>at least one neighbour&apos;s</source>
        <translation>em pelo menos uma vizinha</translation>
    </message>
    <message>
        <source>no neighbour&apos;s</source>
        <translation>em nenhuma vizinha</translation>
    </message>
    <message>
        <source>every neighbour&apos;s</source>
        <translation>em todas as vizinhas</translation>
    </message>
    <message>
        <source>at least this many neighbours&apos;:</source>
        <translation>em pelo menos este número de vizinhas:</translation>
    </message>
    <message>
        <source>Whose field</source>
        <translation>Propriedade de quem</translation>
    </message>
    <message>
        <source>Test the tile&apos;s own field, or count its neighbours whose field passes (six on hex boards, four on square ones, across wrapped edges)</source>
        <translation>Testar a propriedade da própria casa, ou contar as vizinhas cuja propriedade passa no teste (seis em tabuleiros hexagonais, quatro em quadrados, inclusive através das bordas com continuidade)</translation>
    </message>
    <message>
        <source>How many neighbours</source>
        <translation>Quantas vizinhas</translation>
    </message>
    <message>
        <source>The fewest neighbours whose field must pass</source>
        <translation>O número mínimo de vizinhas cuja propriedade deve passar no teste</translation>
    </message>
    <message>
        <source>Count a square tile&apos;s four corner neighbours as well (neighbours8)</source>
        <translation>Contar também as quatro vizinhas pelos cantos de uma casa quadrada (neighbours8)</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Comparado com</translation>
    </message>
    <message>
        <source>Compare the neighbour&apos;s field with a value, or with the tile&apos;s own field plus or minus a number</source>
        <translation>Comparar a propriedade da vizinha com um valor, ou com a da própria casa mais ou menos um número</translation>
    </message>
    <message>
        <source>the value</source>
        <translation>o valor</translation>
    </message>
    <message>
        <source>the tile&apos;s own %1 +</source>
        <translation>%1 da própria casa +</translation>
    </message>
    <message>
        <source>the tile&apos;s own %1 −</source>
        <translation>%1 da própria casa −</translation>
    </message>
</context>
<context>
    <name>gbxx::DialogButtons</name>
    <message>
        <source>Apply the choices and close</source>
        <translation>Aplicar as escolhas e fechar</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Fechar sem alterar nada</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Fechar esta janela</translation>
    </message>
    <message>
        <source>Apply the choices</source>
        <translation>Aplicar as escolhas</translation>
    </message>
    <message>
        <source>Save the changes</source>
        <translation>Salvar as alterações</translation>
    </message>
    <message>
        <source>Close and lose the changes</source>
        <translation>Fechar e perder as alterações</translation>
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
        <translation>%1 agora igual</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <comment>a tile, this board&apos;s value, the other&apos;s</comment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>The boards are compared where both have tiles; the tiles only this board has are hatched</source>
        <translation>Os tabuleiros são comparados onde ambos têm casas; as casas que só este tabuleiro tem aparecem hachuradas</translation>
    </message>
    <message>
        <source>(%1, %2): %3 has no such tile</source>
        <translation>(%1, %2): %3 não tem esta casa</translation>
    </message>
    <message>
        <source>Tile (%1, %2), this board → %3:
%4</source>
        <translation>Casa (%1, %2), este tabuleiro → %3:
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
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>the saved version of %1</source>
        <translation>a versão salva de %1</translation>
    </message>
    <message>
        <source>%1 from the registry</source>
        <translation>%1 do registro</translation>
    </message>
    <message numerus="yes">
        <source>Header: %n key(s)</source>
        <translation>
            <numerusform>Cabeçalho: %n chave</numerusform>
            <numerusform>Cabeçalho: %n chaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Footer: %n key(s)</source>
        <translation>
            <numerusform>Rodapé: %n chave</numerusform>
            <numerusform>Rodapé: %n chaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n casa</numerusform>
            <numerusform>%1: %n casas</numerusform>
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
        <translation>%1 (cabeçalho)</translation>
    </message>
    <message>
        <source>&amp;Highlight These Tiles</source>
        <translation>&amp;Destacar estas casas</translation>
    </message>
    <message>
        <source>%1 (layout %2)</source>
        <translation>%1 (disposição %2)</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Exportar como %1</translation>
    </message>
    <message>
        <source>Convert to %1</source>
        <translation>Converter para %1</translation>
    </message>
    <message>
        <source>Paste %1 Tiles into %2</source>
        <translation>Colar casas %1 em %2</translation>
    </message>
    <message>
        <source>copied tiles</source>
        <translation>copiadas</translation>
    </message>
    <message>
        <source>board</source>
        <translation>deste tabuleiro</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lossless.&lt;/b&gt; Every tile of these %1 %2 keeps its meaning in %3.</source>
        <translation>&lt;b&gt;Sem perdas.&lt;/b&gt; Todas as casas %2 %1 mantêm seu significado em %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Some data cannot be stored in %1.&lt;/b&gt; Read back, these fields differ from the %2 %3 on the tiles counted below.</source>
        <translation>&lt;b&gt;Alguns dados não podem ser armazenados em %1.&lt;/b&gt; Relidas, estas propriedades diferem do original nas casas %3 %2 contadas abaixo.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Propriedade</translation>
    </message>
    <message>
        <source>Tiles affected</source>
        <translation>Casas afetadas</translation>
    </message>
    <message>
        <source>header flag lost</source>
        <translation>sinalizador do cabeçalho perdido</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>&amp;Convert</source>
        <translation>Con&amp;verter</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;lar</translation>
    </message>
    <message>
        <source>Data lost</source>
        <translation>Dados perdidos</translation>
    </message>
    <message>
        <source>Each field that reads back differently in %1, with the tiles affected</source>
        <translation>Cada propriedade que é relida de forma diferente em %1, com as casas afetadas</translation>
    </message>
    <message>
        <source>Mark on the board the tiles of the chosen rows, or of every row when none is chosen</source>
        <translation>Destacar no tabuleiro as casas das linhas escolhidas, ou de todas as linhas quando nenhuma for escolhida</translation>
    </message>
    <message>
        <source>Choose a file and write a %1 copy of the board to it</source>
        <translation>Escolher um arquivo e gravar nele uma cópia %1 do tabuleiro</translation>
    </message>
    <message>
        <source>Make this board a %1 board</source>
        <translation>Transformar este tabuleiro em um tabuleiro %1</translation>
    </message>
    <message>
        <source>Paste the copied tiles, converted to %1</source>
        <translation>Colar as casas copiadas, convertidas para %1</translation>
    </message>
</context>
<context>
    <name>gbxx::FieldChoiceDialog</name>
    <message>
        <source>Fields Carried</source>
        <translation>Propriedades incluídas</translation>
    </message>
    <message>
        <source>Copy, cut, delete and move carry these fields of the selected tiles; a paste leaves the others as they are.</source>
        <translation>Copiar, recortar, excluir e mover levam estas propriedades das casas selecionadas; colar deixa as demais como estão.</translation>
    </message>
    <message>
        <source>Fields carried</source>
        <translation>Propriedades incluídas</translation>
    </message>
    <message>
        <source>Check each field that copy, cut, delete and move carry</source>
        <translation>Marque cada propriedade que copiar, recortar, excluir e mover devem levar</translation>
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
        <translation>misto</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>%1: whether %2 is set on the chosen tiles</source>
        <translation>%1: se o sinalizador %2 está ativo nas casas escolhidas</translation>
    </message>
    <message>
        <source>The %1 of the chosen tiles</source>
        <translation>Valor de %1 das casas escolhidas</translation>
    </message>
</context>
<context>
    <name>gbxx::GoToTileDialog</name>
    <message>
        <source>Go to Tile</source>
        <translation>Ir para a casa</translation>
    </message>
    <message>
        <source>Column and row</source>
        <translation>Coluna e linha</translation>
    </message>
    <message>
        <source>Axial (q, r)</source>
        <translation>Axiais (q, r)</translation>
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
        <translation>C&amp;oluna:</translation>
    </message>
    <message>
        <source>&amp;q:</source>
        <translation>&amp;q:</translation>
    </message>
    <message>
        <source>&amp;Row:</source>
        <translation>&amp;Linha:</translation>
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
        <translation>q + r + s deve ser 0: s é %1 para estes q e r.</translation>
    </message>
    <message>
        <source>Column %1, row %2 is off the board: columns 0–%3, rows 0–%4.</source>
        <translation>Coluna %1, linha %2 está fora do tabuleiro: colunas 0–%3, linhas 0–%4.</translation>
    </message>
    <message>
        <source>Column %1, row %2.</source>
        <translation>Coluna %1, linha %2.</translation>
    </message>
    <message>
        <source>Column %1, row %2 across the wrap seam.</source>
        <translation>Coluna %1, linha %2, pela continuidade.</translation>
    </message>
</context>
<context>
    <name>gbxx::ImageExportDialog</name>
    <message>
        <source>Draw the &amp;grid</source>
        <translation>Desenhar a &amp;grade</translation>
    </message>
    <message>
        <source>Add titles and a &amp;legend</source>
        <translation>Adicionar títulos e &amp;legenda</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exportar imagem</translation>
    </message>
    <message>
        <source>Written on each tile at %1 pixels per tile or more</source>
        <translation>Escritos em cada casa a partir de %1 pixels por casa</translation>
    </message>
    <message>
        <source> px per tile</source>
        <translation> px por casa</translation>
    </message>
    <message>
        <source>&amp;Layers (one panel each):</source>
        <translation>&amp;Camadas (um painel cada):</translation>
    </message>
    <message>
        <source>La&amp;bels:</source>
        <translation>&amp;Rótulos:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>&amp;Escala:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamanho:</translation>
    </message>
    <message>
        <source>The file name&apos;s extension chooses PNG or SVG.</source>
        <translation>A extensão do nome do arquivo escolhe entre PNG e SVG.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Escolha pelo menos uma camada.</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixels</translation>
    </message>
    <message>
        <source> — too large for PNG (at most %1 on a side); SVG only</source>
        <translation> — grande demais para PNG (no máximo %1 de lado); só SVG</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <source>Check each layer to draw; each gets a panel of its own</source>
        <translation>Marque cada camada a desenhar; cada uma ganha um painel próprio</translation>
    </message>
    <message>
        <source>Draw the lines between the tiles</source>
        <translation>Desenhar as linhas entre as casas</translation>
    </message>
    <message>
        <source>Name each panel&apos;s layer and list its values with their colours</source>
        <translation>Dar nome à camada de cada painel e listar os valores dela com suas cores</translation>
    </message>
    <message>
        <source>How large each tile is drawn: a square&apos;s side, a hexagon&apos;s height</source>
        <translation>O tamanho com que cada casa é desenhada: o lado de um quadrado, a altura de um hexágono</translation>
    </message>
    <message>
        <source>Choose a PNG or SVG file and write the image to it</source>
        <translation>Escolher um arquivo PNG ou SVG e gravar nele a imagem</translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Desenhar:</translation>
    </message>
</context>
<context>
    <name>gbxx::Ink</name>
    <message>
        <source>Erase %1</source>
        <translation>Apagar %1</translation>
    </message>
    <message>
        <source> as player %1</source>
        <translation> como jogador %1</translation>
    </message>
    <message numerus="yes">
        <source>Path%1: %n step(s) · grid distance %2</source>
        <translation>
            <numerusform>Caminho%1: %n passo · distância na grade %2</numerusform>
            <numerusform>Caminho%1: %n passos · distância na grade %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No path%1 from (%2, %3) to (%4, %5) · grid distance %6</source>
        <translation>Nenhum caminho%1 de (%2, %3) até (%4, %5) · distância na grade %6</translation>
    </message>
    <message>
        <source>preset “%1”</source>
        <translation>predefinição “%1”</translation>
    </message>
</context>
<context>
    <name>gbxx::LayerChecklist</name>
    <message>
        <source>As the view shows it</source>
        <translation>Como a visualização mostra</translation>
    </message>
    <message>
        <source>One panel per field</source>
        <translation>Um painel por propriedade</translation>
    </message>
    <message>
        <source>The board with every field the view shows, as it shows them; or each chosen field on its own in its colours</source>
        <translation>O tabuleiro com cada propriedade que a visualização mostra, como ela as mostra; ou cada propriedade escolhida sozinha em suas cores</translation>
    </message>
</context>
<context>
    <name>gbxx::LayersPanel</name>
    <message>
        <source>Layer</source>
        <translation>Camada</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Bloqueio</translation>
    </message>
    <message>
        <source>Check a layer to show it, select it to paint it; Alt-click shows it alone (again: all back)</source>
        <translation>Marque uma camada para mostrá-la, selecione-a para pintá-la; Alt+clique mostra só ela (de novo: todas voltam)</translation>
    </message>
    <message>
        <source>How the selected layer is drawn when several are shown</source>
        <translation>Como a camada selecionada é desenhada quando várias são mostradas</translation>
    </message>
    <message>
        <source>Shown as:</source>
        <translation>Mostrada como:</translation>
    </message>
    <message>
        <source>The selected layer&apos;s opacity</source>
        <translation>Opacidade da camada selecionada</translation>
    </message>
    <message>
        <source>Opacity:</source>
        <translation>Opacidade:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Values&lt;/b&gt;</source>
        <translation>&lt;b&gt;Valores&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 — tile byte %2, bits %3-%4</source>
        <translation>%1 — byte %2 da casa, bits %3-%4</translation>
    </message>
    <message>
        <source>Locked: no edit changes this field</source>
        <translation>Bloqueada: nenhuma edição altera esta propriedade</translation>
    </message>
    <message>
        <source>%1, %2, shown as %3</source>
        <translation>%1, %2, mostrada como %3</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>visível</translation>
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
        <translation>Camadas</translation>
    </message>
    <message>
        <source>Check a layer to show it, select it to paint it</source>
        <translation>Marque uma camada para mostrá-la, selecione-a para pintá-la</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacidade</translation>
    </message>
</context>
<context>
    <name>gbxx::LegendPanel</name>
    <message>
        <source>No layer is shown: check one in the Layers panel</source>
        <translation>Nenhuma camada está visível: marque uma no painel Camadas</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>What each colour, shade and mark of the shown layers means</source>
        <translation>O que significa cada cor, tom e marca das camadas visíveis</translation>
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
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>duplicado</translation>
    </message>
    <message>
        <source>code conflict</source>
        <translation>conflito de código</translation>
    </message>
    <message>
        <source>Modified %1</source>
        <translation>Modificado em %1</translation>
    </message>
    <message>
        <source>Another file in the library has the same bytes.</source>
        <translation>Outro arquivo da biblioteca tem os mesmos bytes.</translation>
    </message>
    <message>
        <source>A different board in the library has the same board code.</source>
        <translation>Um tabuleiro diferente da biblioteca tem o mesmo código de tabuleiro.</translation>
    </message>
    <message>
        <source>also in other sizes or revisions</source>
        <translation>também em outros tamanhos ou revisões</translation>
    </message>
    <message>
        <source>The library also holds this board in another tile size, or another revision of it by the same author.</source>
        <translation>A biblioteca também contém este tabuleiro em outro tamanho de casa, ou outra revisão do mesmo autor.</translation>
    </message>
    <message>
        <source>revision %1 in the registry</source>
        <translation>revisão %1 no registro</translation>
    </message>
    <message>
        <source>The registry has revision %1 of %2; this file is revision %3.</source>
        <translation>O registro tem a revisão %1 de %2; este arquivo é a revisão %3.</translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryPanel</name>
    <message>
        <source>Wraps</source>
        <translation>Com continuidade</translation>
    </message>
    <message>
        <source>With warnings</source>
        <translation>Com avisos</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Search titles, authors, codes, file names</source>
        <translation>Pesquisar títulos, autores, códigos, nomes de arquivo</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Filtros</translation>
    </message>
    <message>
        <source>Any tile size</source>
        <translation>Qualquer tamanho de casa</translation>
    </message>
    <message>
        <source>Any shape</source>
        <translation>Qualquer forma</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrado</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagonal</translation>
    </message>
    <message>
        <source>Any players</source>
        <translation>Qualquer número de jogadores</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) with a home</source>
        <translation>
            <numerusform>%n jogador com zona inicial</numerusform>
            <numerusform>%n jogadores com zona inicial</numerusform>
        </translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Por nome</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Mais recentes primeiro</translation>
    </message>
    <message>
        <source>Largest first</source>
        <translation>Maiores primeiro</translation>
    </message>
    <message>
        <source>By title</source>
        <translation>Por título</translation>
    </message>
    <message>
        <source>to</source>
        <translation>até</translation>
    </message>
    <message>
        <source>Wi&amp;dth</source>
        <translation>&amp;Largura</translation>
    </message>
    <message>
        <source>Len&amp;gth</source>
        <translation>&amp;Comprimento</translation>
    </message>
    <message>
        <source>Boards in the library</source>
        <translation>Tabuleiros da biblioteca</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Adicionar pasta…</translation>
    </message>
    <message>
        <source>Indexing: %1 of %2 files</source>
        <translation>Indexando: %1 de %2 arquivos</translation>
    </message>
    <message>
        <source>No folders yet: add one to index its boards.</source>
        <translation>Nenhuma pasta ainda: adicione uma para indexar seus tabuleiros.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n board(s)</source>
        <translation>
            <numerusform>%1 de %n tabuleiro</numerusform>
            <numerusform>%1 de %n tabuleiros</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>Mostrar na &amp;pasta</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Copiar caminho</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Pesquisar na biblioteca</translation>
    </message>
    <message>
        <source>The order of the boards in the list</source>
        <translation>A ordem dos tabuleiros na lista</translation>
    </message>
    <message>
        <source>Your boards; Enter or a double click opens one</source>
        <translation>Seus tabuleiros; Enter ou um clique duplo abre um deles</translation>
    </message>
    <message>
        <source>Add a folder whose boards the library lists and keeps up to date</source>
        <translation>Adicionar uma pasta cujos tabuleiros a biblioteca lista e mantém atualizados</translation>
    </message>
    <message>
        <source>Stop reading the folders</source>
        <translation>Parar de ler as pastas</translation>
    </message>
    <message>
        <source>Show or hide the filters by tile size, shape, sides, players and warnings</source>
        <translation>Mostrar ou ocultar os filtros por tamanho da casa, forma, lados, jogadores e avisos</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Melhor correspondência</translation>
    </message>
    <message>
        <source>Most downloaded</source>
        <translation>Mais baixados</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este computador</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Where to search</source>
        <translation>Onde pesquisar</translation>
    </message>
    <message>
        <source>Search the boards in your library folders, or those in the board registry at %1</source>
        <translation>Pesquisar os tabuleiros das suas pastas da biblioteca, ou os do registro de tabuleiros em %1</translation>
    </message>
    <message>
        <source>Search the registry&apos;s titles, authors and codes</source>
        <translation>Pesquisar títulos, autores e códigos do registro</translation>
    </message>
    <message>
        <source>Open &amp;Revision %1 from the Registry</source>
        <translation>Abrir a &amp;revisão %1 do registro</translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryService</name>
    <message>
        <source>The board library cannot be opened: %1</source>
        <translation>A biblioteca de tabuleiros não pode ser aberta: %1</translation>
    </message>
</context>
<context>
    <name>gbxx::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Novo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open with Older &amp;Layout</source>
        <translation>Abrir com &amp;disposição antiga</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir recen&amp;tes</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;verter</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>&amp;Export As</source>
        <translation>&amp;Exportar como</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>Exportar &amp;imagem…</translation>
    </message>
    <message>
        <source>Export Printable &amp;PDF…</source>
        <translation>Exportar &amp;PDF para impressão…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Desfazer %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refazer %1</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation>Pincel menor</translation>
    </message>
    <message>
        <source>Larger Brush</source>
        <translation>Pincel maior</translation>
    </message>
    <message>
        <source>Previous Value</source>
        <translation>Valor anterior</translation>
    </message>
    <message>
        <source>Next Value</source>
        <translation>Próximo valor</translation>
    </message>
    <message>
        <source>Previous Layer</source>
        <translation>Camada anterior</translation>
    </message>
    <message>
        <source>Next Layer</source>
        <translation>Próxima camada</translation>
    </message>
    <message>
        <source>Symmetry: paint, fill and erase also the mirrored tiles</source>
        <translation>Simetria: pintar, preencher e apagar também nas casas espelhadas</translation>
    </message>
    <message>
        <source>No symmetry</source>
        <translation>Sem simetria</translation>
    </message>
    <message>
        <source>Mirror left/right</source>
        <translation>Espelhar esquerda/direita</translation>
    </message>
    <message>
        <source>Mirror top/bottom</source>
        <translation>Espelhar cima/baixo</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>Girar 180°</translation>
    </message>
    <message>
        <source>4-way</source>
        <translation>4 direções</translation>
    </message>
    <message>
        <source>Swap Owners</source>
        <translation>Trocar donos</translation>
    </message>
    <message>
        <source>At a mirror image, player 1&apos;s zones and blacklists become player 2&apos;s (3 and 4 likewise, teams A and B)</source>
        <translation>Na imagem espelhada, as zonas e listas de bloqueio do jogador 1 passam a ser do jogador 2 (o mesmo para 3 e 4 e para as equipes A e B)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Opções da ferramenta</translation>
    </message>
    <message>
        <source>Tile Inspector</source>
        <translation>Inspetor de casas</translation>
    </message>
    <message>
        <source>Pin Inspected Tile</source>
        <translation>Fixar casa inspecionada</translation>
    </message>
    <message>
        <source>The inspector keeps showing the tile under the pointer (P); the picker pins the tile it clicks</source>
        <translation>O inspetor continua mostrando a casa sob o ponteiro (P); o conta-gotas fixa a casa clicada</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Predefinições</translation>
    </message>
    <message>
        <source>Stamps</source>
        <translation>Carimbos</translation>
    </message>
    <message>
        <source>Tile Presets</source>
        <translation>Predefinições de casa</translation>
    </message>
    <message>
        <source>Presets and Stamps</source>
        <translation>Predefinições e carimbos</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Visão geral</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validação</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Equilíbrio</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;aberto&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1%</translation>
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
        <translation>%1 (disposição %2)[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Metadata…</source>
        <translation>&amp;Metadados…</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Propriedades…</translation>
    </message>
    <message>
        <source>Custom Data &amp;Schema…</source>
        <translation>&amp;Esquema de dados próprios…</translation>
    </message>
    <message>
        <source>&amp;Resize…</source>
        <translation>&amp;Redimensionar…</translation>
    </message>
    <message>
        <source>&amp;Shift Contents…</source>
        <translation>&amp;Deslocar conteúdo…</translation>
    </message>
    <message>
        <source>Make Link Groups &amp;Uniform</source>
        <translation>&amp;Uniformizar grupos de ligação</translation>
    </message>
    <message>
        <source>&amp;Convert This Board To</source>
        <translation>&amp;Converter este tabuleiro para</translation>
    </message>
    <message>
        <source>Every link group already matches its anchor.</source>
        <translation>Todos os grupos de ligação já correspondem à sua âncora.</translation>
    </message>
    <message>
        <source>Make link groups uniform</source>
        <translation>Uniformizar grupos de ligação</translation>
    </message>
    <message>
        <source>Edit metadata</source>
        <translation>Editar metadados</translation>
    </message>
    <message>
        <source>Change board properties</source>
        <translation>Alterar propriedades do tabuleiro</translation>
    </message>
    <message>
        <source>Resize board to %1 × %2</source>
        <translation>Redimensionar tabuleiro para %1 × %2</translation>
    </message>
    <message>
        <source>Shift board by (%1, %2)</source>
        <translation>Deslocar tabuleiro em (%1, %2)</translation>
    </message>
    <message>
        <source>Export As GB%1</source>
        <translation>Exportar como GB%1</translation>
    </message>
    <message>
        <source>GB%1 boards (*%2)</source>
        <translation>Tabuleiros GB%1 (*%2)</translation>
    </message>
    <message>
        <source>Cannot Export Board</source>
        <translation>Não é possível exportar o tabuleiro</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message>
        <source>Convert board to GB%1</source>
        <translation>Converter tabuleiro para GB%1</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Recor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;lar</translation>
    </message>
    <message>
        <source>Paste in Pl&amp;ace</source>
        <translation>Colar no &amp;mesmo lugar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>E&amp;xcluir</translation>
    </message>
    <message>
        <source>&amp;Fields Carried</source>
        <translation>Propriedades &amp;incluídas</translation>
    </message>
    <message>
        <source>&amp;All Fields</source>
        <translation>&amp;Todas as propriedades</translation>
    </message>
    <message>
        <source>The Active &amp;Layer Only</source>
        <translation>Só a &amp;camada ativa</translation>
    </message>
    <message>
        <source>&amp;Chosen Fields…</source>
        <translation>Propriedades &amp;escolhidas…</translation>
    </message>
    <message>
        <source>R&amp;eplace in Selection…</source>
        <translation>Substituir na s&amp;eleção…</translation>
    </message>
    <message>
        <source>T&amp;ransform</source>
        <translation>Tr&amp;ansformar</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>Espelhar &amp;horizontalmente</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>Espelhar &amp;verticalmente</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>Girar em sentido horá&amp;rio</translation>
    </message>
    <message>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>Girar em sentido &amp;anti-horário</translation>
    </message>
    <message>
        <source>Se&amp;lect</source>
        <translation>&amp;Seleção</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Tudo</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>&amp;Remover seleção</translation>
    </message>
    <message>
        <source>&amp;Invert</source>
        <translation>&amp;Inverter</translation>
    </message>
    <message>
        <source>Select &amp;Where…</source>
        <translation>Selecionar &amp;onde…</translation>
    </message>
    <message>
        <source>Drag or use the arrow keys to move; H, V flip, R and Shift+R rotate; Enter places it, Esc cancels.</source>
        <translation>Arraste ou use as setas para mover; H, V espelham, R e Shift+R giram; Enter posiciona, Esc cancela.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) selected</source>
        <translation>
            <numerusform>%n casa selecionada</numerusform>
            <numerusform>%n casas selecionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Select tiles to copy first.</source>
        <translation>Selecione primeiro as casas a copiar.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tile(s).</source>
        <translation>
            <numerusform>%n casa copiada.</numerusform>
            <numerusform>%n casas copiadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Recortar</translation>
    </message>
    <message>
        <source>Select tiles to delete first.</source>
        <translation>Selecione primeiro as casas a excluir.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Cannot paste: %1.</source>
        <translation>Não é possível colar: %1.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Colar</translation>
    </message>
    <message>
        <source>This board is in the older layout %1: convert it to today&apos;s layout (Board ▸ Convert This Board To) to paste tiles from another board.</source>
        <translation>Este tabuleiro está na disposição antiga %1: converta-o para a disposição atual (Tabuleiro ▸ Converter este tabuleiro para) para colar casas de outro tabuleiro.</translation>
    </message>
    <message>
        <source>Pasted with losses: %1</source>
        <translation>Colado com perdas: %1</translation>
    </message>
    <message>
        <source>Replace in selection</source>
        <translation>Substituir na seleção</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) changed</source>
        <translation>
            <numerusform>%n casa alterada</numerusform>
            <numerusform>%n casas alteradas</numerusform>
        </translation>
    </message>
    <message>
        <source>Select tiles to flip or rotate first.</source>
        <translation>Selecione primeiro as casas a espelhar ou girar.</translation>
    </message>
    <message>
        <source>Flip selection</source>
        <translation>Espelhar seleção</translation>
    </message>
    <message>
        <source>Rotate selection</source>
        <translation>Girar seleção</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Abrir tabuleiro</translation>
    </message>
    <message>
        <source>Cannot Open Board</source>
        <translation>Não é possível abrir o tabuleiro</translation>
    </message>
    <message>
        <source>%1 (read in layout %2)</source>
        <translation>%1 (lido na disposição %2)</translation>
    </message>
    <message>
        <source>Open Board in Layout %1</source>
        <translation>Abrir tabuleiro na disposição %1</translation>
    </message>
    <message>
        <source>Cannot Save Board</source>
        <translation>Não é possível salvar o tabuleiro</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvo: %1</translation>
    </message>
    <message>
        <source>Save Board As</source>
        <translation>Salvar tabuleiro como</translation>
    </message>
    <message>
        <source>%1 is open in another tab: close that tab first, or choose another name.</source>
        <translation>%1 está aberto em outra aba: feche essa aba primeiro ou escolha outro nome.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Reverter</translation>
    </message>
    <message>
        <source>Discard every change since %1 was saved?</source>
        <translation>Descartar todas as alterações desde que %1 foi salvo?</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 tem alterações não salvas. Salvá-las?</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Desenhos SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exportar imagem</translation>
    </message>
    <message>
        <source>Cannot Export Image</source>
        <translation>Não é possível exportar a imagem</translation>
    </message>
    <message>
        <source>Exported %1 (%2 × %3 pixels)</source>
        <translation>Exportado: %1 (%2 × %3 pixels)</translation>
    </message>
    <message>
        <source>Export Printable PDF</source>
        <translation>Exportar PDF para impressão</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export PDF</source>
        <translation>Não é possível exportar o PDF</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n page(s))</source>
        <translation>
            <numerusform>Exportado: %1 (%n página)</numerusform>
            <numerusform>Exportado: %1 (%n páginas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Limpar lista</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Atalhos de teclado…</translation>
    </message>
    <message>
        <source>&amp;About GameBoardXX Editor</source>
        <translation>&amp;Sobre o GameBoardXX Editor</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <source>About GameBoardXX Editor</source>
        <translation>Sobre o GameBoardXX Editor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GameBoardXX Editor %1&lt;/h3&gt;&lt;p&gt;Paint GameBoardXX boards on square and hex grids, layer by layer, and export them to any of the four tile sizes.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GameBoardXX Editor %1&lt;/h3&gt;&lt;p&gt;Pinte tabuleiros GameBoardXX em grades quadradas e hexagonais, camada por camada, e exporte-os para qualquer um dos quatro tamanhos de casa.&lt;/p&gt;&lt;p&gt;Compilado com Qt %2, executando no Qt %3.&lt;/p&gt;</translation>
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
        <translation>&amp;Escuro</translation>
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
        <translation>&amp;Adicionar pasta…</translation>
    </message>
    <message>
        <source>Add Folder in an &amp;Older Layout…</source>
        <translation>Adicionar pasta com disposição an&amp;tiga…</translation>
    </message>
    <message>
        <source>&amp;Remove Folder…</source>
        <translation>&amp;Remover pasta…</translation>
    </message>
    <message>
        <source>Re&amp;scan Folders</source>
        <translation>&amp;Verificar pastas novamente</translation>
    </message>
    <message>
        <source>Show &amp;Library</source>
        <translation>Mostrar &amp;biblioteca</translation>
    </message>
    <message>
        <source>The library could not be indexed: %1</source>
        <translation>Não foi possível indexar a biblioteca: %1</translation>
    </message>
    <message>
        <source>Indexing cancelled; what was read is kept.</source>
        <translation>Indexação cancelada; o que já foi lido é mantido.</translation>
    </message>
    <message>
        <source>Add a Folder of Boards</source>
        <translation>Adicionar uma pasta de tabuleiros</translation>
    </message>
    <message>
        <source>Older Layout</source>
        <translation>Disposição antiga</translation>
    </message>
    <message>
        <source>Read the boards of %1 in the layout:</source>
        <translation>Ler os tabuleiros de %1 na disposição:</translation>
    </message>
    <message>
        <source>The folder could not be added: %1</source>
        <translation>Não foi possível adicionar a pasta: %1</translation>
    </message>
    <message>
        <source>The library has no folders yet.</source>
        <translation>A biblioteca ainda não tem pastas.</translation>
    </message>
    <message>
        <source>Remove a Folder</source>
        <translation>Remover uma pasta</translation>
    </message>
    <message>
        <source>Take this folder out of the library (its files stay):</source>
        <translation>Tirar esta pasta da biblioteca (os arquivos permanecem):</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferências…</translation>
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
        <translation>Escuro</translation>
    </message>
    <message>
        <source>Recovery &amp;Copies</source>
        <translation>Cópias de rec&amp;uperação</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <source>Every %1 s</source>
        <translation>A cada %1 s</translation>
    </message>
    <message>
        <source>Cannot Restore Board</source>
        <translation>Não é possível restaurar o tabuleiro</translation>
    </message>
    <message>
        <source>the copy is in a layout this editor does not know: %1</source>
        <translation>a cópia está em uma disposição que este editor não conhece: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Boards</source>
        <translation>Recuperar tabuleiros não salvos</translation>
    </message>
    <message>
        <source>The editor did not close normally. These boards had unsaved changes:</source>
        <translation>O editor não foi fechado normalmente. Estes tabuleiros tinham alterações não salvas:</translation>
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
        <translation>Mais &amp;tarde</translation>
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
        <translation>Seus scripts</translation>
    </message>
    <message>
        <source>&amp;Validators</source>
        <translation>&amp;Validadores</translation>
    </message>
    <message>
        <source>Run this script after edits and list its warnings in the Validation dock</source>
        <translation>Executar este script após as edições e listar seus avisos no painel Validação</translation>
    </message>
    <message>
        <source>Run Script &amp;File…</source>
        <translation>Executar &amp;arquivo de script…</translation>
    </message>
    <message>
        <source>Run Script</source>
        <translation>Executar script</translation>
    </message>
    <message>
        <source>Scripts (*.js)</source>
        <translation>Scripts (*.js)</translation>
    </message>
    <message>
        <source>&amp;Open Scripts Folder</source>
        <translation>Abrir &amp;pasta de scripts</translation>
    </message>
    <message>
        <source>&amp;Reload Scripts</source>
        <translation>&amp;Recarregar scripts</translation>
    </message>
    <message>
        <source>Show Script &amp;Console</source>
        <translation>Mostrar &amp;console de scripts</translation>
    </message>
    <message>
        <source>Scripts</source>
        <translation>Scripts</translation>
    </message>
    <message>
        <source>The script %1 could not be read.</source>
        <translation>Não foi possível ler o script %1.</translation>
    </message>
    <message>
        <source>%1 finished.</source>
        <translation>%1 terminou.</translation>
    </message>
    <message>
        <source>%1 failed; nothing was changed.</source>
        <translation>%1 falhou; nada foi alterado.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>New boards, templates and recent files</source>
        <translation>Novos tabuleiros, modelos e arquivos recentes</translation>
    </message>
    <message>
        <source>GameBoardXX Editor</source>
        <translation>GameBoardXX Editor</translation>
    </message>
    <message>
        <source>Untitled board, not saved yet</source>
        <translation>Tabuleiro sem título, ainda não salvo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar à &amp;janela</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100%)</source>
        <translation>Tamanho &amp;original (100%)</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>Mostrar &amp;grade</translation>
    </message>
    <message>
        <source>Show &amp;Rulers</source>
        <translation>Mostrar rég&amp;uas</translation>
    </message>
    <message>
        <source>Tile &amp;Labels</source>
        <translation>Rótu&amp;los das casas</translation>
    </message>
    <message>
        <source>Clear &amp;Highlight</source>
        <translation>Limpar &amp;destaque</translation>
    </message>
    <message>
        <source>Next Board</source>
        <translation>Próximo tabuleiro</translation>
    </message>
    <message>
        <source>Previous Board</source>
        <translation>Tabuleiro anterior</translation>
    </message>
    <message>
        <source>%1 was removed from disk; Save writes it again.</source>
        <translation>%1 foi removido do disco; Salvar vai gravá-lo novamente.</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. Reload it and lose your unsaved changes, or keep editing your version?</source>
        <translation>%1 foi alterado no disco por outro programa. Recarregá-lo e perder as alterações não salvas ou continuar editando a sua versão?</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. Reload it?</source>
        <translation>%1 foi alterado no disco por outro programa. Recarregá-lo?</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Arquivo alterado no disco</translation>
    </message>
    <message>
        <source>Keeping your version; saving will ask before replacing the changed file.</source>
        <translation>A sua versão foi mantida; ao salvar, será pedida confirmação antes de substituir o arquivo alterado.</translation>
    </message>
    <message>
        <source>%1 was changed on disk since you opened or saved it. Replace it with your version?</source>
        <translation>%1 foi alterado no disco desde que foi aberto ou salvo. Substituí-lo pela sua versão?</translation>
    </message>
    <message>
        <source>Lang&amp;uage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Idioma do &amp;sistema</translation>
    </message>
    <message>
        <source>The editor speaks %1 from its next start</source>
        <translation>O editor usará %1 a partir da próxima inicialização</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>o idioma do sistema</translation>
    </message>
    <message>
        <source>Every change of the board; choosing a row undoes or redoes up to it</source>
        <translation>Cada alteração do tabuleiro; escolher uma linha desfaz ou refaz até ela</translation>
    </message>
    <message>
        <source>The open boards; View ▸ Next Board goes to the next</source>
        <translation>Os tabuleiros abertos; Exibir ▸ Próximo tabuleiro vai para o seguinte</translation>
    </message>
    <message>
        <source>%1: lost</source>
        <translation>%1: perdido</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n casa</numerusform>
            <numerusform>%1: %n casas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>%1 (casas de %n byte)…</numerusform>
            <numerusform>%1 (casas de %n bytes)…</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Search Actions…</source>
        <translation>&amp;Procurar ações…</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nada para desfazer</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nada para refazer</translation>
    </message>
    <message>
        <source>needs a selection</source>
        <translation>precisa de uma seleção</translation>
    </message>
    <message>
        <source>needs tiles on the clipboard</source>
        <translation>precisa de casas na área de transferência</translation>
    </message>
    <message>
        <source>&amp;Go to Tile…</source>
        <translation>&amp;Ir para a casa…</translation>
    </message>
    <message>
        <source>Not reopened from the last session (gone or unreadable): %1</source>
        <translation>Não reabertos da última sessão (sumiram ou estão ilegíveis): %1</translation>
    </message>
    <message>
        <source>Open &amp;by Code…</source>
        <translation>Abrir por códi&amp;go…</translation>
    </message>
    <message>
        <source>Open a board from the registry by its code</source>
        <translation>Abrir um tabuleiro do registro pelo código</translation>
    </message>
    <message>
        <source>P&amp;ublish…</source>
        <translation>P&amp;ublicar…</translation>
    </message>
    <message>
        <source>Publish the board to the registry, where anyone can open it by its code</source>
        <translation>Publicar o tabuleiro no registro, onde qualquer pessoa pode abri-lo pelo código</translation>
    </message>
    <message>
        <source>needs an open board</source>
        <translation>precisa de um tabuleiro aberto</translation>
    </message>
    <message>
        <source>%1 is not saved in a file yet. Save it before publishing?</source>
        <translation>%1 ainda não foi salvo em um arquivo. Salvar antes de publicar?</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before publishing? The registry gets what the file holds.</source>
        <translation>%1 tem alterações não salvas. Salvá-las antes de publicar? O registro recebe o que o arquivo contém.</translation>
    </message>
    <message>
        <source>Publish Board</source>
        <translation>Publicar tabuleiro</translation>
    </message>
    <message>
        <source>Cannot Publish Board</source>
        <translation>Não é possível publicar o tabuleiro</translation>
    </message>
    <message>
        <source>%1 no longer holds the open board: save it again.</source>
        <translation>%1 não contém mais o tabuleiro aberto: salve-o de novo.</translation>
    </message>
    <message>
        <source>The board was closed: its file does not hold the code %1 yet.</source>
        <translation>O tabuleiro foi fechado: seu arquivo ainda não contém o código %1.</translation>
    </message>
    <message>
        <source>Board Code %1 from the Registry</source>
        <translation>Código do tabuleiro %1 do registro</translation>
    </message>
    <message>
        <source>The code could not be saved into %1: %2</source>
        <translation>Não foi possível salvar o código em %1: %2</translation>
    </message>
    <message>
        <source>The file&apos;s SHA-256 (%1…) differs from the registry&apos;s (%2…).</source>
        <translation>O SHA-256 do arquivo (%1…) difere do do registro (%2…).</translation>
    </message>
    <message>
        <source>Published %1 as %2, revision %3</source>
        <translation>%1 publicado como %2, revisão %3</translation>
    </message>
    <message>
        <source>%1 is not a board this editor reads: %2</source>
        <translation>%1 não é um tabuleiro que este editor lê: %2</translation>
    </message>
    <message>
        <source>Opened %1, revision %2, from the registry</source>
        <translation>%1, revisão %2, aberto do registro</translation>
    </message>
    <message>
        <source>Revision %1 of %2 from the registry, not saved in a file yet</source>
        <translation>Revisão %1 de %2 do registro, ainda não salva em um arquivo</translation>
    </message>
    <message>
        <source>The registry has a newer revision of %1: revision %2 (this board is revision %3).</source>
        <translation>O registro tem uma revisão mais recente de %1: a revisão %2 (este tabuleiro é a revisão %3).</translation>
    </message>
    <message>
        <source>Open Revision %1</source>
        <translation>Abrir a revisão %1</translation>
    </message>
    <message>
        <source>&amp;Browse the Registry</source>
        <translation>&amp;Explorar o registro</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fechar a mensagem</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Fechar esta mensagem</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Mesclagem</translation>
    </message>
    <message>
        <source>Merge into %1[*] — GameBoardXX Editor</source>
        <translation>Mesclagem em %1[*] — GameBoardXX Editor</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>Com&amp;parar com…</translation>
    </message>
    <message>
        <source>Show what differs from another board file, the saved version or a registry revision, and take its values</source>
        <translation>Mostrar o que difere de outro arquivo de tabuleiro, da versão salva ou de uma revisão do registro, e usar seus valores</translation>
    </message>
    <message>
        <source>Co&amp;mparison</source>
        <translation>C&amp;omparação</translation>
    </message>
    <message>
        <source>&amp;Next Change</source>
        <translation>&amp;Próxima alteração</translation>
    </message>
    <message>
        <source>Go to the next tile that differs from the other board</source>
        <translation>Ir para a próxima casa que difere do outro tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Previous Change</source>
        <translation>Alteração &amp;anterior</translation>
    </message>
    <message>
        <source>Go to the previous tile that differs from the other board</source>
        <translation>Ir para a casa anterior que difere do outro tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Take Other Board&apos;s Values</source>
        <translation>&amp;Usar os valores do outro tabuleiro</translation>
    </message>
    <message>
        <source>Give the selected tiles (else the tile last pointed at or stepped to) the other board&apos;s values, as one undo step</source>
        <translation>Dar às casas selecionadas (senão à última casa apontada ou visitada) os valores do outro tabuleiro, em um único passo de desfazer</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s &amp;Field</source>
        <translation>Usar uma pr&amp;opriedade do outro tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Leave Compare Mode</source>
        <translation>&amp;Sair do modo de comparação</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Alterações</translation>
    </message>
    <message>
        <source>%1 has no such tile.</source>
        <translation>%1 não tem esta casa.</translation>
    </message>
    <message>
        <source>The same in %1.</source>
        <translation>Igual em %1.</translation>
    </message>
    <message>
        <source>This board → %1:
%2</source>
        <translation>Este tabuleiro → %1:
%2</translation>
    </message>
    <message>
        <source>needs compare mode (File ▸ Compare With…)</source>
        <translation>precisa do modo de comparação (Arquivo ▸ Comparar com…)</translation>
    </message>
    <message>
        <source>no tile differs</source>
        <translation>nenhuma casa difere</translation>
    </message>
    <message>
        <source>the board was closed</source>
        <translation>o tabuleiro foi fechado</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Não é possível comparar: %1</translation>
    </message>
    <message>
        <source>%1 holds the same values as this board</source>
        <translation>%1 contém os mesmos valores que este tabuleiro</translation>
    </message>
    <message>
        <source>No tile differs from %1</source>
        <translation>Nenhuma casa difere de %1</translation>
    </message>
    <message>
        <source>(%1, %2): %3</source>
        <translation>(%1, %2): %3</translation>
    </message>
    <message>
        <source>Nothing to take: these tiles hold the other board&apos;s values</source>
        <translation>Nada para usar: estas casas já contêm os valores do outro tabuleiro</translation>
    </message>
    <message>
        <source>The fields that differ here are locked: unlock them in the Layers panel to take the other board&apos;s values</source>
        <translation>As propriedades que diferem aqui estão bloqueadas: desbloqueie-as no painel Camadas para usar os valores do outro tabuleiro</translation>
    </message>
    <message>
        <source>Took the values as this %1 board holds them (the other board is %2; converting it loses %3)</source>
        <translation>Valores usados como este tabuleiro %1 os contém (o outro tabuleiro é %2; convertê-lo perde %3)</translation>
    </message>
    <message>
        <source>Select tiles, or point at one, to take the other board&apos;s values</source>
        <translation>Selecione casas, ou aponte para uma, para usar os valores do outro tabuleiro</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Values on Tile (%1, %2)</source>
        <translation>Usar os valores do outro tabuleiro na casa (%1, %2)</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s %1 on Tile (%2, %3)</source>
        <translation>Usar %1 do outro tabuleiro na casa (%2, %3)</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Header</source>
        <translation>Usar o cabeçalho do outro tabuleiro</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s %1</source>
        <translation>Usar %1 do outro tabuleiro</translation>
    </message>
    <message>
        <source>Take Other Board&apos;s Footer</source>
        <translation>Usar o rodapé do outro tabuleiro</translation>
    </message>
    <message>
        <source>Left compare mode</source>
        <translation>Modo de comparação encerrado</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Open a Board in the Older Layout %1…</source>
        <translation>Abrir um tabuleiro na disposição antiga %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 differs in %n of these tiles.</source>
        <translation>
            <numerusform>%1 difere em %n destas casas.</numerusform>
            <numerusform>%1 difere em %n destas casas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n casa)</numerusform>
            <numerusform>%1 (%n casas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing with %1: %n tile(s) differ</source>
        <translation>
            <numerusform>Comparando com %1: %n casa difere</numerusform>
            <numerusform>Comparando com %1: %n casas diferem</numerusform>
        </translation>
    </message>
    <message>
        <source>Took the other board&apos;s values: the boards hold the same values now</source>
        <translation>Valores do outro tabuleiro usados: os tabuleiros agora têm os mesmos valores</translation>
    </message>
    <message numerus="yes">
        <source>Took the other board&apos;s values: %n tile(s) still differ</source>
        <translation>
            <numerusform>Valores do outro tabuleiro usados: %n casa ainda difere</numerusform>
            <numerusform>Valores do outro tabuleiro usados: %n casas ainda diferem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board&apos;s Values on %n Tile(s)</source>
        <translation>
            <numerusform>Usar os valores do outro tabuleiro em %n casa</numerusform>
            <numerusform>Usar os valores do outro tabuleiro em %n casas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board&apos;s %1 on %n Tile(s)</source>
        <translation>
            <numerusform>Usar %1 do outro tabuleiro em %n casa</numerusform>
            <numerusform>Usar %1 do outro tabuleiro em %n casas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export As %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Exportar como %1 (casas de %n byte)…</numerusform>
            <numerusform>Exportar como %1 (casas de %n bytes)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Convert This Board To %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Converter este tabuleiro para %1 (casas de %n byte)…</numerusform>
            <numerusform>Converter este tabuleiro para %1 (casas de %n bytes)…</numerusform>
        </translation>
    </message>
    <message>
        <source>the board is %1 already</source>
        <translation>o tabuleiro já é %1</translation>
    </message>
    <message>
        <source>nothing is highlighted</source>
        <translation>nada está destacado</translation>
    </message>
    <message>
        <source>Not reopened from the last session, as opened by code and never saved: %1 (File ▸ Open by Code fetches it again)</source>
        <translation>Não reabertos da última sessão, pois foram abertos por código e nunca salvos: %1 (Arquivo ▸ Abrir por código os busca de novo)</translation>
    </message>
    <message>
        <source>&amp;Stop Script</source>
        <translation>&amp;Parar o script</translation>
    </message>
    <message>
        <source>Stop the script running; it changes nothing</source>
        <translation>Parar o script em execução; ele não altera nada</translation>
    </message>
    <message>
        <source>%1 finished, but the board was edited while it ran: its change was dropped.</source>
        <translation>%1 terminou, mas o tabuleiro foi editado enquanto ele rodava: sua alteração foi descartada.</translation>
    </message>
    <message>
        <source>its board was closed</source>
        <translation>seu tabuleiro foi fechado</translation>
    </message>
    <message>
        <source>%1 stopped: its board was closed.</source>
        <translation>%1 parou: seu tabuleiro foi fechado.</translation>
    </message>
    <message>
        <source>Running %1… (Scripts ▸ Stop Script stops it)</source>
        <translation>Executando %1… (Scripts ▸ Parar o script o interrompe)</translation>
    </message>
    <message>
        <source>you stopped it</source>
        <translation>você o parou</translation>
    </message>
    <message>
        <source>%1 stopped; nothing was changed.</source>
        <translation>%1 parou; nada foi alterado.</translation>
    </message>
    <message>
        <source>a script is running</source>
        <translation>um script está em execução</translation>
    </message>
    <message>
        <source>no script is running</source>
        <translation>nenhum script está em execução</translation>
    </message>
    <message>
        <source>its board is being closed</source>
        <translation>seu tabuleiro está sendo fechado</translation>
    </message>
    <message>
        <source>%1 stopped: its board is being closed; nothing was changed.</source>
        <translation>%1 parou: seu tabuleiro está sendo fechado; nada foi alterado.</translation>
    </message>
</context>
<context>
    <name>gbxx::MergeTool</name>
    <message>
        <source>Conflicts</source>
        <translation>Conflitos</translation>
    </message>
    <message>
        <source>Unsaved Merge</source>
        <translation>Mesclagem não salva</translation>
    </message>
    <message>
        <source>Every conflict is resolved, but the merge is not saved in %1 yet. Save it?</source>
        <translation>Todos os conflitos estão resolvidos, mas a mesclagem ainda não foi salva em %1. Salvá-la?</translation>
    </message>
    <message>
        <source>Unresolved Conflicts</source>
        <translation>Conflitos não resolvidos</translation>
    </message>
    <message>
        <source>%1 has unresolved conflicts: %2 of %3.</source>
        <translation>%1 tem conflitos não resolvidos: %2 de %3.</translation>
    </message>
    <message>
        <source>Resolve them now, or save %1 as it is: each unresolved conflict keeps Ours&apos; value, and git does not take the merge as done.</source>
        <translation>Resolva-os agora ou salve %1 como está: cada conflito não resolvido mantém o valor da nossa versão, e o git não considera a mesclagem concluída.</translation>
    </message>
    <message>
        <source>%1 holds the merge as it is: each unresolved conflict keeps Ours&apos; value, and git does not take the merge as done.</source>
        <translation>%1 contém a mesclagem como está: cada conflito não resolvido mantém o valor da nossa versão, e o git não considera a mesclagem concluída.</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;Save As It Is</source>
        <translation>&amp;Salvar assim mesmo</translation>
    </message>
    <message>
        <source>&amp;Close As It Is</source>
        <translation>&amp;Fechar assim mesmo</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Não salvar</translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation>Não é possível mesclar</translation>
    </message>
    <message>
        <source>--merge takes four files, BASE OURS THEIRS OUT; %1 given</source>
        <translation>--merge recebe quatro arquivos, BASE OURS THEIRS OUT; %1 informado(s)</translation>
    </message>
    <message>
        <source>no display to show the merge on (DISPLAY is not set); `gbxx merge` merges without one</source>
        <translation>não há tela para mostrar a mesclagem (DISPLAY não está definida); `gbxx merge` mescla sem tela</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Cabeçalho</translation>
    </message>
    <message>
        <source>Footer</source>
        <translation>Rodapé</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Conflito</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Escolhido</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 conflicts resolved. Choosing a side here takes it for every one of them.</source>
        <translation>%1: %2 de %3 conflitos resolvidos. Escolher um lado aqui o aplica a todos eles.</translation>
    </message>
    <message>
        <source>unresolved</source>
        <translation>não resolvido</translation>
    </message>
    <message>
        <source>Tile %1, field %2</source>
        <translation>Casa %1, propriedade %2</translation>
    </message>
    <message>
        <source>Header, field %1</source>
        <translation>Cabeçalho, propriedade %1</translation>
    </message>
    <message>
        <source>Footer, field %1</source>
        <translation>Rodapé, propriedade %1</translation>
    </message>
    <message>
        <source>base %1, ours %2, theirs %3</source>
        <translation>base %1, nossa versão %2, versão deles %3</translation>
    </message>
    <message>
        <source>resolved: %1</source>
        <translation>resolvido: %1</translation>
    </message>
    <message>
        <source>unresolved: the merged board holds Ours until a side is chosen</source>
        <translation>não resolvido: o tabuleiro mesclado contém a nossa versão até que um lado seja escolhido</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>bit %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Nossa versão</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Versão deles</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vazio)</translation>
    </message>
    <message>
        <source>Each conflict with Base&apos;s, Ours&apos; and Theirs&apos; value and the side chosen; a field&apos;s row stands for all of its conflicts</source>
        <translation>Cada conflito com o valor da base, da nossa versão e da versão deles, e o lado escolhido; a linha de uma propriedade representa todos os seus conflitos</translation>
    </message>
    <message>
        <source>Base: %1 · Ours: %2 · Theirs: %3</source>
        <translation>Base: %1 · Nossa versão: %2 · Versão deles: %3</translation>
    </message>
    <message>
        <source>%1 chosen</source>
        <translation>%1 escolhido(s)</translation>
    </message>
    <message>
        <source>%1 of %2 conflicts resolved</source>
        <translation>%1 de %2 conflitos resolvidos</translation>
    </message>
    <message>
        <source>The merged board was closed or replaced: the merge is over.</source>
        <translation>O tabuleiro mesclado foi fechado ou substituído: a mesclagem terminou.</translation>
    </message>
    <message>
        <source>Take Base (1 conflict)</source>
        <translation>Usar a base (1 conflito)</translation>
    </message>
    <message>
        <source>Take Base (%1 conflicts)</source>
        <translation>Usar a base (%1 conflitos)</translation>
    </message>
    <message>
        <source>Take Ours (1 conflict)</source>
        <translation>Usar nossa versão (1 conflito)</translation>
    </message>
    <message>
        <source>Take Ours (%1 conflicts)</source>
        <translation>Usar nossa versão (%1 conflitos)</translation>
    </message>
    <message>
        <source>Take Theirs (1 conflict)</source>
        <translation>Usar versão deles (1 conflito)</translation>
    </message>
    <message>
        <source>Take Theirs (%1 conflicts)</source>
        <translation>Usar versão deles (%1 conflitos)</translation>
    </message>
    <message>
        <source>Take &amp;Ours</source>
        <translation>Usar &amp;nossa versão</translation>
    </message>
    <message>
        <source>The chosen conflicts take Ours&apos; value (the merged board holds it already; this marks them resolved)</source>
        <translation>Os conflitos escolhidos recebem o valor da nossa versão (o tabuleiro mesclado já o contém; isso os marca como resolvidos)</translation>
    </message>
    <message>
        <source>Take &amp;Theirs</source>
        <translation>Usar versão &amp;deles</translation>
    </message>
    <message>
        <source>The chosen conflicts take Theirs&apos; value</source>
        <translation>Os conflitos escolhidos recebem o valor da versão deles</translation>
    </message>
    <message>
        <source>Take &amp;Base</source>
        <translation>Usar a &amp;base</translation>
    </message>
    <message>
        <source>The chosen conflicts go back to Base&apos;s value, as before either side changed it</source>
        <translation>Os conflitos escolhidos voltam ao valor da base, como antes de qualquer um dos lados alterá-lo</translation>
    </message>
    <message>
        <source>&amp;Next Unresolved Conflict</source>
        <translation>&amp;Próximo conflito não resolvido</translation>
    </message>
    <message>
        <source>&amp;Previous Unresolved Conflict</source>
        <translation>Conflito não resolvido &amp;anterior</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Próximo</translation>
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
        <translation>Metadados do tabuleiro</translation>
    </message>
    <message>
        <source>0 (development build)</source>
        <translation>0 (versão de desenvolvimento)</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Versão:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Gerar</translation>
    </message>
    <message>
        <source>Another board in your library has this code: %1</source>
        <translation>Outro tabuleiro da sua biblioteca tem este código: %1</translation>
    </message>
    <message>
        <source>The board&apos;s version, 0 to 255; 0 is a development build</source>
        <translation>A versão do tabuleiro, de 0 a 255; 0 é uma versão de desenvolvimento</translation>
    </message>
    <message>
        <source>The board&apos;s name, up to %1 characters</source>
        <translation>O nome do tabuleiro, até %1 caracteres</translation>
    </message>
    <message>
        <source>Who made the board, up to %1 characters</source>
        <translation>Quem criou o tabuleiro, até %1 caracteres</translation>
    </message>
    <message>
        <source>Up to %1 characters</source>
        <translation>Até %1 caracteres</translation>
    </message>
    <message>
        <source>Fill in a code of five random letters and digits</source>
        <translation>Preencher com um código de cinco letras e dígitos aleatórios</translation>
    </message>
    <message>
        <source>The editor that made the board, up to %1 characters</source>
        <translation>O editor que criou o tabuleiro, até %1 caracteres</translation>
    </message>
    <message>
        <source>A code of up to %1 characters that tells this board from others</source>
        <translation>Um código de até %1 caracteres que distingue este tabuleiro dos outros</translation>
    </message>
</context>
<context>
    <name>gbxx::MoveRulesForm</name>
    <message>
        <source>Added to a move&apos;s cost for every level up</source>
        <translation>Somado ao custo de um movimento para cada nível de subida</translation>
    </message>
    <message>
        <source>Added to a move&apos;s cost for every level down</source>
        <translation>Somado ao custo de um movimento para cada nível de descida</translation>
    </message>
    <message>
        <source>Ignored</source>
        <translation>Ignoradas</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloqueiam</translation>
    </message>
    <message>
        <source>Cost 5, 10 or 15</source>
        <translation>Custam 5, 10 ou 15</translation>
    </message>
    <message>
        <source>Cost 3, 6 or 9</source>
        <translation>Custam 3, 6 ou 9</translation>
    </message>
    <message>
        <source>&amp;Piece barriers:</source>
        <translation>Barreiras de &amp;peças:</translation>
    </message>
    <message>
        <source>Dia&amp;gonal steps (square boards)</source>
        <translation>Passos na dia&amp;gonal (tabuleiros quadrados)</translation>
    </message>
    <message>
        <source>&amp;Climb cost:</source>
        <translation>Custo de &amp;subida:</translation>
    </message>
    <message>
        <source>Desce&amp;nd cost:</source>
        <translation>Custo de desci&amp;da:</translation>
    </message>
    <message>
        <source>T&amp;urn barriers:</source>
        <translation>Barreiras de t&amp;urnos:</translation>
    </message>
    <message>
        <source>Currenc&amp;y barriers:</source>
        <translation>Barreiras de moed&amp;a:</translation>
    </message>
    <message>
        <source>On square boards a piece also steps to the four corner tiles</source>
        <translation>Em tabuleiros quadrados uma peça também vai para as quatro casas dos cantos</translation>
    </message>
    <message>
        <source>Whether a turn barrier is ignored, cannot be entered, or adds its turns to the cost</source>
        <translation>Se uma barreira de turnos é ignorada, não pode ser ocupada ou soma seus turnos ao custo</translation>
    </message>
    <message>
        <source>Whether a currency barrier is ignored, cannot be entered, or adds its price to the cost</source>
        <translation>Se uma barreira de moeda é ignorada, não pode ser ocupada ou soma seu preço ao custo</translation>
    </message>
    <message>
        <source>Whether a piece-sum barrier is ignored or cannot be entered</source>
        <translation>Se uma barreira de soma de peças é ignorada ou não pode ser ocupada</translation>
    </message>
</context>
<context>
    <name>gbxx::NewBoardDialog</name>
    <message>
        <source>New Board</source>
        <translation>Novo tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Tamanho da casa:</translation>
    </message>
    <message>
        <source>&amp;Width (columns):</source>
        <translation>&amp;Largura (colunas):</translation>
    </message>
    <message>
        <source>&amp;Length (rows):</source>
        <translation>&amp;Comprimento (linhas):</translation>
    </message>
    <message>
        <source>Every tile &amp;starts:</source>
        <translation>Estado &amp;inicial de cada casa:</translation>
    </message>
    <message>
        <source>How many bytes each tile has, and so which fields it holds</source>
        <translation>Quantos bytes cada casa tem e, portanto, quais propriedades ela contém</translation>
    </message>
    <message>
        <source>How many columns the board has, 1 to 255</source>
        <translation>Quantas colunas o tabuleiro tem, de 1 a 255</translation>
    </message>
    <message>
        <source>How many rows the board has, 1 to 255</source>
        <translation>Quantas linhas o tabuleiro tem, de 1 a 255</translation>
    </message>
    <message>
        <source>The boundary every tile of the new board starts with</source>
        <translation>O limite com que cada casa do novo tabuleiro começa</translation>
    </message>
    <message>
        <source>%1: a setting of the whole board, kept in its header</source>
        <translation>%1: uma configuração do tabuleiro inteiro, guardada no cabeçalho dele</translation>
    </message>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles)</source>
        <translation>
            <numerusform>GB%1 (casas de %n byte)</numerusform>
            <numerusform>GB%1 (casas de %n bytes)</numerusform>
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
        <translation>O &amp;código do tabuleiro, ou CÓDIGO@REVISÃO para uma revisão anterior, do registro em %1:</translation>
    </message>
    <message>
        <source>Five letters and digits, as the board&apos;s publisher gave them; @N opens revision N</source>
        <translation>Cinco letras e dígitos, como quem publicou o tabuleiro os deu; @N abre a revisão N</translation>
    </message>
    <message>
        <source>Fetching</source>
        <translation>Baixando</translation>
    </message>
    <message>
        <source>Fetch the board and open it in a new tab</source>
        <translation>Baixar o tabuleiro e abri-lo em uma nova aba</translation>
    </message>
    <message>
        <source>Fetching revision %1 of %2 from %3…</source>
        <translation>Baixando a revisão %1 de %2 de %3…</translation>
    </message>
    <message>
        <source>Fetching %1 from %2…</source>
        <translation>Baixando %1 de %2…</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Não aberto: %1</translation>
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
        <translation>Clique ou arraste para mover a vista; a roda do mouse aplica zoom</translation>
    </message>
</context>
<context>
    <name>gbxx::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message numerus="yes">
        <source>Every %n second(s)</source>
        <translation>
            <numerusform>A cada %n segundo</numerusform>
            <numerusform>A cada %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>New board width</source>
        <translation>Largura de novos tabuleiros</translation>
    </message>
    <message>
        <source>New board length</source>
        <translation>Comprimento de novos tabuleiros</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>&amp;Recovery copies:</source>
        <translation>Cópias de &amp;recuperação:</translation>
    </message>
    <message>
        <source>New boards&apos; tile si&amp;ze:</source>
        <translation>Tamanho da ca&amp;sa de novos tabuleiros:</translation>
    </message>
    <message>
        <source>New boards&apos; si&amp;des (columns × rows):</source>
        <translation>&amp;Dimensões de novos tabuleiros (colunas × linhas):</translation>
    </message>
    <message>
        <source>How often a copy of each board with unsaved changes is kept, to offer after a crash.</source>
        <translation>Com que frequência é guardada uma cópia de cada tabuleiro com alterações não salvas, para oferecer após uma falha.</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Atalhos</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>The language of the editor&apos;s menus and messages, from its next start</source>
        <translation>O idioma dos menus e das mensagens do editor, a partir da próxima inicialização</translation>
    </message>
    <message>
        <source>Grid colour</source>
        <translation>Cor da grade</translation>
    </message>
    <message>
        <source>The colour of the grid lines, with its transparency</source>
        <translation>A cor das linhas da grade, com sua transparência</translation>
    </message>
    <message>
        <source>Grid Colour</source>
        <translation>Cor da grade</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Grid line width</source>
        <translation>Espessura das linhas da grade</translation>
    </message>
    <message>
        <source>De&amp;fault</source>
        <translation>&amp;Padrão</translation>
    </message>
    <message>
        <source>The grid&apos;s own colour and width</source>
        <translation>A cor e a espessura originais da grade</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Grid lines:</source>
        <translation>&amp;Linhas da grade:</translation>
    </message>
    <message>
        <source>G&amp;eneral</source>
        <translation>&amp;Geral</translation>
    </message>
    <message>
        <source>The editor&apos;s colours: the desktop&apos;s, light or dark</source>
        <translation>As cores do editor: as da área de trabalho, claras ou escuras</translation>
    </message>
    <message>
        <source>How wide the grid lines are drawn, in screen pixels</source>
        <translation>A espessura com que as linhas da grade são desenhadas, em pixels da tela</translation>
    </message>
    <message>
        <source>The tile size File ▸ New starts with</source>
        <translation>O tamanho de casa com que Arquivo ▸ Novo começa</translation>
    </message>
    <message>
        <source>The columns File ▸ New starts with</source>
        <translation>O número de colunas com que Arquivo ▸ Novo começa</translation>
    </message>
    <message>
        <source>The rows File ▸ New starts with</source>
        <translation>O número de linhas com que Arquivo ▸ Novo começa</translation>
    </message>
    <message>
        <source>The tile shape File ▸ New starts with</source>
        <translation>O formato de casa com que Arquivo ▸ Novo começa</translation>
    </message>
    <message>
        <source>The wrap File ▸ New starts with</source>
        <translation>A continuidade com que Arquivo ▸ Novo começa</translation>
    </message>
    <message>
        <source>New boards&apos; tile s&amp;hape:</source>
        <translation>&amp;Formato de casa dos tabuleiros novos:</translation>
    </message>
    <message>
        <source>New boards&apos; &amp;wrap:</source>
        <translation>&amp;Continuidade dos tabuleiros novos:</translation>
    </message>
    <message>
        <source>Reopen the last &amp;session</source>
        <translation>R&amp;eabrir a última sessão</translation>
    </message>
    <message>
        <source>At a start without a file, open the boards that were open at the last quit, each shown as it was left</source>
        <translation>Ao iniciar sem arquivo, abrir os tabuleiros que estavam abertos ao sair pela última vez, cada um como foi deixado</translation>
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
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Save from Tile…</source>
        <translation>Salvar da casa…</translation>
    </message>
    <message>
        <source>Add the tile shown in the Tile Inspector as a preset</source>
        <translation>Adicionar como predefinição a casa mostrada no Inspetor de casas</translation>
    </message>
    <message>
        <source>Paint Layers</source>
        <translation>Pintar camadas</translation>
    </message>
    <message>
        <source>Stop stamping presets: paint the active layer&apos;s value again</source>
        <translation>Parar de carimbar predefinições: pintar de novo o valor da camada ativa</translation>
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
        <translation>Importar predefinições</translation>
    </message>
    <message>
        <source>Presets (*.json)</source>
        <translation>Predefinições (*.json)</translation>
    </message>
    <message>
        <source>Export Presets</source>
        <translation>Exportar predefinições</translation>
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
        <translation>Aponte primeiro para uma casa: o valor dela é o que a predefinição guarda.</translation>
    </message>
    <message>
        <source>New Preset</source>
        <translation>Nova predefinição</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Preset %1</source>
        <translation>Predefinição %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>não é possível abrir %1: %2</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Predefinições</translation>
    </message>
    <message>
        <source>Saved combinations of field values; choosing one paints with it</source>
        <translation>Combinações salvas de valores de propriedades; escolher uma pinta com ela</translation>
    </message>
    <message>
        <source>Add the presets of a presets file</source>
        <translation>Adicionar as predefinições de um arquivo de predefinições</translation>
    </message>
    <message>
        <source>Write these presets to a file to share</source>
        <translation>Gravar estas predefinições em um arquivo para compartilhar</translation>
    </message>
    <message>
        <source>Delete the chosen preset</source>
        <translation>Excluir a predefinição escolhida</translation>
    </message>
</context>
<context>
    <name>gbxx::PrintExportDialog</name>
    <message>
        <source>Draw the &amp;grid</source>
        <translation>Desenhar a &amp;grade</translation>
    </message>
    <message>
        <source>Export Printable PDF</source>
        <translation>Exportar PDF para impressão</translation>
    </message>
    <message>
        <source> mm per tile</source>
        <translation> mm por casa</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Retrato</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Paisagem</translation>
    </message>
    <message>
        <source>&amp;Layers (a set of pages each):</source>
        <translation>&amp;Camadas (um conjunto de páginas cada):</translation>
    </message>
    <message>
        <source>La&amp;bels:</source>
        <translation>&amp;Rótulos:</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Tamanho da casa:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientação:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Escolha pelo menos uma camada.</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 pages per layer, %n page(s) in all with the title page.</source>
        <translation>
            <numerusform>%1 × %2 páginas por camada, %n página no total com a página de título.</numerusform>
            <numerusform>%1 × %2 páginas por camada, %n páginas no total com a página de título.</numerusform>
        </translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <source>Check each layer to print; each gets a set of pages of its own</source>
        <translation>Marque cada camada a imprimir; cada uma ganha um conjunto de páginas próprio</translation>
    </message>
    <message>
        <source>Print the lines between the tiles</source>
        <translation>Imprimir as linhas entre as casas</translation>
    </message>
    <message>
        <source>What is written on each tile</source>
        <translation>O que é escrito em cada casa</translation>
    </message>
    <message>
        <source>How large each tile is printed, in millimetres</source>
        <translation>O tamanho com que cada casa é impressa, em milímetros</translation>
    </message>
    <message>
        <source>The paper the pages are printed on</source>
        <translation>O papel em que as páginas são impressas</translation>
    </message>
    <message>
        <source>Whether the pages are upright or on their side</source>
        <translation>Se as páginas ficam em pé ou deitadas</translation>
    </message>
    <message>
        <source>Choose a file and write the PDF to it</source>
        <translation>Escolher um arquivo e gravar nele o PDF</translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Desenhar:</translation>
    </message>
</context>
<context>
    <name>gbxx::PropertiesDialog</name>
    <message>
        <source>Board Properties</source>
        <translation>Propriedades do tabuleiro</translation>
    </message>
    <message>
        <source>%1 (kept as it is)</source>
        <translation>%1 (mantido como está)</translation>
    </message>
    <message>
        <source>Routing and occupancy are rules for the game that reads the board; nothing in the tiles depends on them.</source>
        <translation>Roteamento e ocupação são regras para o jogo que lê o tabuleiro; nada nas casas depende deles.</translation>
    </message>
    <message>
        <source>Heights are read as independent levels: each bit of a tile&apos;s height is a level present or absent.</source>
        <translation>As alturas são lidas como níveis independentes: cada bit da altura de uma casa é um nível presente ou ausente.</translation>
    </message>
    <message>
        <source>Heights are read as one number per tile.</source>
        <translation>As alturas são lidas como um único número por casa.</translation>
    </message>
    <message>
        <source>Every tile keeps its height bits; they are now read as independent levels (each bit a level present or absent) instead of one number.</source>
        <translation>Cada casa mantém seus bits de altura; agora eles são lidos como níveis independentes (cada bit, um nível presente ou ausente) em vez de um único número.</translation>
    </message>
    <message>
        <source>Every tile keeps its height bits; they are now read as one number instead of independent levels.</source>
        <translation>Cada casa mantém seus bits de altura; agora eles são lidos como um único número em vez de níveis independentes.</translation>
    </message>
    <message>
        <source>Whether tokens move freely or along paths: a rule for the game</source>
        <translation>Se as peças se movem livremente ou por caminhos: uma regra para o jogo</translation>
    </message>
    <message>
        <source>Whether a tile&apos;s height bits are one number or levels present or absent</source>
        <translation>Se os bits de altura de uma casa são um único número ou níveis presentes ou ausentes</translation>
    </message>
    <message>
        <source>Whether link groups are active</source>
        <translation>Se os grupos de ligação estão ativos</translation>
    </message>
    <message>
        <source>Whether the tiles are squares or flat-topped hexagons</source>
        <translation>Se as casas são quadrados ou hexágonos de topo plano</translation>
    </message>
    <message>
        <source>Which way the board wraps round: none, width, length or height</source>
        <translation>Em que direção o tabuleiro tem continuidade: nenhum, largura, comprimento ou altura</translation>
    </message>
    <message>
        <source>How many tokens a tile may hold: a rule for the game</source>
        <translation>Quantas peças uma casa pode conter: uma regra para o jogo</translation>
    </message>
    <message>
        <source>%1: a setting of the whole board, kept in its header</source>
        <translation>%1: uma configuração do tabuleiro inteiro, guardada no cabeçalho dele</translation>
    </message>
</context>
<context>
    <name>gbxx::PublishDialog</name>
    <message>
        <source>&amp;Sign In…</source>
        <translation>&amp;Entrar…</translation>
    </message>
    <message>
        <source>&amp;Unlisted: only people who know the code find it</source>
        <translation>&amp;Não listado: só quem conhece o código o encontra</translation>
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
        <translation>Publicar tabuleiro</translation>
    </message>
    <message>
        <source>Publish this board to the registry at %1: anyone can then open it by its code.</source>
        <translation>Publicar este tabuleiro no registro em %1: depois qualquer pessoa poderá abri-lo pelo código.</translation>
    </message>
    <message>
        <source>none yet: a new code will be assigned</source>
        <translation>nenhum ainda: um novo código será atribuído</translation>
    </message>
    <message>
        <source>%1: a new revision if it is yours, claimed if nobody holds it</source>
        <translation>%1: uma nova revisão se for seu, reivindicado se ninguém o tiver</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a registry code: give the board five letters and digits, or no code, in Board ▸ Metadata</source>
        <translation>&quot;%1&quot; não é um código do registro: dê ao tabuleiro cinco letras e dígitos, ou nenhum código, em Tabuleiro ▸ Metadados</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
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
        <translation>Versão:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamanho:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
    <message>
        <source>Give the editor your registry token (Preferences ▸ Registry)</source>
        <translation>Dê ao editor o seu token do registro (Preferências ▸ Registro)</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Conta:</translation>
    </message>
    <message>
        <source>What is new in this revision (optional)</source>
        <translation>O que há de novo nesta revisão (opcional)</translation>
    </message>
    <message>
        <source>A note shown with this revision in the registry</source>
        <translation>Uma nota mostrada com esta revisão no registro</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Nota:</translation>
    </message>
    <message>
        <source>Leave the board out of the registry&apos;s searches and lists; its code still opens it</source>
        <translation>Deixar o tabuleiro fora das pesquisas e listas do registro; o código continua a abri-lo</translation>
    </message>
    <message>
        <source>Publishing</source>
        <translation>Publicando</translation>
    </message>
    <message>
        <source>Sending the board to %1…</source>
        <translation>Enviando o tabuleiro para %1…</translation>
    </message>
    <message>
        <source>Copy the board&apos;s code to the clipboard</source>
        <translation>Copiar o código do tabuleiro para a área de transferência</translation>
    </message>
    <message>
        <source>Send the board to the registry</source>
        <translation>Enviar o tabuleiro ao registro</translation>
    </message>
    <message>
        <source>Not signed in: publishing needs your registry token.</source>
        <translation>Não conectado: publicar requer o seu token do registro.</translation>
    </message>
    <message>
        <source>Checking your token…</source>
        <translation>Verificando o seu token…</translation>
    </message>
    <message>
        <source>Publishing as %1</source>
        <translation>Publicando como %1</translation>
    </message>
    <message>
        <source>Your token could not be checked: %1</source>
        <translation>Não foi possível verificar o seu token: %1</translation>
    </message>
    <message>
        <source>Not published: %1</source>
        <translation>Não publicado: %1</translation>
    </message>
    <message>
        <source>&amp;Publish Again</source>
        <translation>&amp;Publicar de novo</translation>
    </message>
    <message>
        <source>Published to the registry at %1. Anyone can open the board by its code:</source>
        <translation>Publicado no registro em %1. Qualquer pessoa pode abrir o tabuleiro pelo código:</translation>
    </message>
    <message>
        <source>Revision %1 is published: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</source>
        <translation>A revisão %1 está publicada: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Open the board&apos;s page in the web browser</source>
        <translation>Abrir a página do tabuleiro no navegador</translation>
    </message>
    <message>
        <source>The board, its file and the registry hold the same bytes (SHA-256 %1…).</source>
        <translation>O tabuleiro, seu arquivo e o registro contêm os mesmos bytes (SHA-256 %1…).</translation>
    </message>
    <message>
        <source>cancelled. If the registry stored it already, publishing again shows its code without making another revision.</source>
        <translation>cancelado. Se o registro já o guardou, publicar de novo mostra o código sem criar outra revisão.</translation>
    </message>
    <message>
        <source>No answer yet from %1; sending the board again: try %2 of %3…</source>
        <translation>Ainda sem resposta de %1; enviando o tabuleiro de novo: tentativa %2 de %3…</translation>
    </message>
</context>
<context>
    <name>gbxx::RegionClipboard</name>
    <message>
        <source>the clipboard holds no GameBoardXX tiles</source>
        <translation>a área de transferência não contém casas GameBoardXX</translation>
    </message>
    <message>
        <source>the copied tiles are of a tile size or layout this editor does not know</source>
        <translation>as casas copiadas são de um tamanho de casa ou de uma disposição que este editor não conhece</translation>
    </message>
    <message>
        <source>the copied tiles are damaged (cell %1)</source>
        <translation>as casas copiadas estão danificadas (célula %1)</translation>
    </message>
    <message>
        <source>the copied tiles are empty</source>
        <translation>as casas copiadas estão vazias</translation>
    </message>
    <message>
        <source>the clipboard is empty</source>
        <translation>a área de transferência está vazia</translation>
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
        <translation>revisão %1</translation>
    </message>
    <message>
        <source>%1, revision %2, published %3</source>
        <translation>%1, revisão %2, publicada em %3</translation>
    </message>
    <message>
        <source>%1, revision %2</source>
        <translation>%1, revisão %2</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryProblem</name>
    <message>
        <source>the registry says the request is not one it takes</source>
        <translation>o registro não aceita a solicitação assim</translation>
    </message>
    <message>
        <source>the registry says the request is not one it takes: “%1”</source>
        <translation>o registro não aceita a solicitação assim: “%1”</translation>
    </message>
    <message>
        <source>the registry says: publishing needs a valid token (sign in again in Preferences ▸ Registry)</source>
        <translation>o registro diz: publicar precisa de um token válido (entre de novo em Preferências ▸ Registro)</translation>
    </message>
    <message>
        <source>the registry says: the token is not valid (or was revoked)</source>
        <translation>o registro diz: o token não é válido (ou foi revogado)</translation>
    </message>
    <message>
        <source>the registry says: the board belongs to another account</source>
        <translation>o registro diz: o tabuleiro pertence a outra conta</translation>
    </message>
    <message>
        <source>the registry says: %1 has no revision %2</source>
        <translation>o registro diz: %1 não tem a revisão %2</translation>
    </message>
    <message>
        <source>the registry says: no board has the code %1</source>
        <translation>o registro diz: nenhum tabuleiro tem o código %1</translation>
    </message>
    <message>
        <source>the registry says: it has no such board or address (is the registry&apos;s address right?)</source>
        <translation>o registro diz: ele não tem esse tabuleiro nem esse endereço (o endereço do registro está certo?)</translation>
    </message>
    <message>
        <source>the registry says: it does not take this request (is it a GameBoardXX registry?)</source>
        <translation>o registro diz: ele não aceita esta solicitação (é um registro do GameBoardXX?)</translation>
    </message>
    <message>
        <source>the registry says: the request took too long to arrive</source>
        <translation>o registro diz: a solicitação demorou demais para chegar</translation>
    </message>
    <message>
        <source>the registry says: the board&apos;s code belongs to another account (clear it in Board ▸ Metadata to get a new one)</source>
        <translation>o registro diz: o código do tabuleiro pertence a outra conta (apague-o em Tabuleiro ▸ Metadados para receber um novo)</translation>
    </message>
    <message>
        <source>the registry says: this board is published already</source>
        <translation>o registro diz: este tabuleiro já está publicado</translation>
    </message>
    <message>
        <source>the registry says: this board is published already, as %1 revision %2</source>
        <translation>o registro diz: este tabuleiro já está publicado, como %1 revisão %2</translation>
    </message>
    <message>
        <source>the registry says: a board is at most %1 bytes</source>
        <translation>o registro diz: um tabuleiro tem no máximo %1 bytes</translation>
    </message>
    <message>
        <source>the registry says: what was sent is not marked as a board</source>
        <translation>o registro diz: o que foi enviado não está marcado como tabuleiro</translation>
    </message>
    <message>
        <source>the registry says: the file is not a valid board</source>
        <translation>o registro diz: o arquivo não é um tabuleiro válido</translation>
    </message>
    <message>
        <source>the registry says: the file is not a valid board: “%1”</source>
        <translation>o registro diz: o arquivo não é um tabuleiro válido: “%1”</translation>
    </message>
    <message>
        <source>the registry says: the footer&apos;s code is neither empty nor a registry code</source>
        <translation>o registro diz: o código do rodapé não está vazio nem é um código do registro</translation>
    </message>
    <message>
        <source>the registry says: too many requests for now; try again later</source>
        <translation>o registro diz: solicitações demais por enquanto; tente de novo mais tarde</translation>
    </message>
    <message>
        <source>the registry says: the request&apos;s headers are too large</source>
        <translation>o registro diz: os cabeçalhos da solicitação são grandes demais</translation>
    </message>
    <message>
        <source>the registry says: its database cannot be reached just now; try again in a moment</source>
        <translation>o registro diz: o banco de dados dele não está acessível agora; tente de novo daqui a pouco</translation>
    </message>
    <message>
        <source>the registry says: it has no room left; nothing was stored</source>
        <translation>o registro diz: não há mais espaço nele; nada foi guardado</translation>
    </message>
    <message>
        <source>the registry says: the two revisions differ in size, tile size or layout, so no patch leads from one to the other</source>
        <translation>o registro diz: as duas revisões diferem em tamanho, tamanho de casa ou disposição, então nenhum patch leva de uma à outra</translation>
    </message>
    <message>
        <source>the registry says: “%1”</source>
        <translation>o registro diz: “%1”</translation>
    </message>
    <message>
        <source>the registry answered HTTP status %1</source>
        <translation>o registro respondeu com o status HTTP %1</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistryResults</name>
    <message>
        <source>Retr&amp;y</source>
        <translation>&amp;Tentar de novo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Boards in the registry</source>
        <translation>Tabuleiros do registro</translation>
    </message>
    <message>
        <source>Boards the registry found; Enter or a double click opens one, more follow as you scroll</source>
        <translation>Tabuleiros que o registro encontrou; Enter ou um clique duplo abre um, mais aparecem ao rolar</translation>
    </message>
    <message>
        <source>Ask the registry again</source>
        <translation>Perguntar de novo ao registro</translation>
    </message>
    <message>
        <source>Stop waiting for the registry</source>
        <translation>Parar de esperar pelo registro</translation>
    </message>
    <message>
        <source>Searching the registry at %1…</source>
        <translation>Pesquisando o registro em %1…</translation>
    </message>
    <message>
        <source>The registry at %1 could not be searched: %2</source>
        <translation>Não foi possível pesquisar o registro em %1: %2</translation>
    </message>
    <message>
        <source>More boards could not be listed: %1</source>
        <translation>Não foi possível listar mais tabuleiros: %1</translation>
    </message>
    <message>
        <source>No board in the registry matches.</source>
        <translation>Nenhum tabuleiro do registro corresponde.</translation>
    </message>
    <message>
        <source>Boards from the registry: %1, more as you scroll</source>
        <translation>Tabuleiros do registro: %1, mais ao rolar</translation>
    </message>
    <message>
        <source>Boards from the registry: %1</source>
        <translation>Tabuleiros do registro: %1</translation>
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
        <translation>Abrir a página &amp;web</translation>
    </message>
</context>
<context>
    <name>gbxx::RegistrySettingsPage</name>
    <message>
        <source>Sign I&amp;n</source>
        <translation>E&amp;ntrar</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Testar a conexão</translation>
    </message>
    <message>
        <source>Where boards are published and found; the command line uses the same address. Empty: a registry on this computer.</source>
        <translation>Onde os tabuleiros são publicados e encontrados; a linha de comando usa o mesmo endereço. Vazio: um registro neste computador.</translation>
    </message>
    <message>
        <source>The token your registry&apos;s administrator gave you</source>
        <translation>O token que o administrador do seu registro lhe deu</translation>
    </message>
    <message>
        <source>Your registry token; it is kept in the desktop&apos;s key ring, or in a file only you can read</source>
        <translation>O seu token do registro; fica no chaveiro da área de trabalho, ou num arquivo que só você pode ler</translation>
    </message>
    <message>
        <source>Check the token with the registry and keep it</source>
        <translation>Verificar o token com o registro e guardá-lo</translation>
    </message>
    <message>
        <source>Forget the token kept for this registry</source>
        <translation>Esquecer o token guardado para este registro</translation>
    </message>
    <message>
        <source>Ask the registry whether it answers, and whose the token is</source>
        <translation>Perguntar ao registro se responde, e de quem é o token</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Endereço:</translation>
    </message>
    <message>
        <source>GBXX_REGISTRY is set: the editor uses %1 whatever is chosen here.</source>
        <translation>GBXX_REGISTRY está definido: o editor usa %1, seja o que for escolhido aqui.</translation>
    </message>
    <message>
        <source>To&amp;ken:</source>
        <translation>To&amp;ken:</translation>
    </message>
    <message>
        <source>Not signed in to %1.</source>
        <translation>Não conectado a %1.</translation>
    </message>
    <message>
        <source>Checking the token kept for %1…</source>
        <translation>Verificando o token guardado para %1…</translation>
    </message>
    <message>
        <source>Signed in to %1 as %2.</source>
        <translation>Conectado a %1 como %2.</translation>
    </message>
    <message>
        <source>A token is kept for %1, but: %2</source>
        <translation>Há um token guardado para %1, mas: %2</translation>
    </message>
    <message>
        <source>Paste your token first.</source>
        <translation>Cole primeiro o seu token.</translation>
    </message>
    <message>
        <source>Checking the token with %1…</source>
        <translation>Verificando o token com %1…</translation>
    </message>
    <message>
        <source>Not signed in: %1</source>
        <translation>Não conectado: %1</translation>
    </message>
    <message>
        <source>The token is good, but it could not be kept: %1</source>
        <translation>O token é válido, mas não pôde ser guardado: %1</translation>
    </message>
    <message>
        <source>Signed in to %1 as %2; the token is kept in %3.</source>
        <translation>Conectado a %1 como %2; o token fica em %3.</translation>
    </message>
    <message>
        <source>The token could not be forgotten: %1</source>
        <translation>Não foi possível esquecer o token: %1</translation>
    </message>
    <message>
        <source>Signed out of %1.</source>
        <translation>Desconectado de %1.</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>Perguntando a %1…</translation>
    </message>
    <message>
        <source>%1 answers; signed in as %2.</source>
        <translation>%1 responde; conectado como %2.</translation>
    </message>
    <message>
        <source>%1 answers, but the token kept for it is not valid (or was revoked).</source>
        <translation>%1 responde, mas o token guardado para ele não é válido (ou foi revogado).</translation>
    </message>
    <message>
        <source>%1 answers; not signed in.</source>
        <translation>%1 responde; não conectado.</translation>
    </message>
    <message>
        <source>%1 cannot be reached: %2</source>
        <translation>%1 não pode ser alcançado: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::ReplaceDialog</name>
    <message>
        <source>Replace in Selection</source>
        <translation>Substituir na seleção</translation>
    </message>
    <message>
        <source>Nothing is selected: the operations apply to every tile of the board.</source>
        <translation>Nada está selecionado: as operações se aplicam a todas as casas do tabuleiro.</translation>
    </message>
    <message numerus="yes">
        <source>The operations apply, in order, to the %n selected tile(s).</source>
        <translation>
            <numerusform>As operações se aplicam, em ordem, à %n casa selecionada.</numerusform>
            <numerusform>As operações se aplicam, em ordem, às %n casas selecionadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add Operation</source>
        <translation>&amp;Adicionar operação</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Substituir</translation>
    </message>
    <message>
        <source>Remove this operation</source>
        <translation>Remover esta operação</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will change</source>
        <translation>
            <numerusform>%n casa será alterada</numerusform>
            <numerusform>%n casas serão alteradas</numerusform>
        </translation>
    </message>
    <message>
        <source>Add another operation; they apply in order</source>
        <translation>Adicionar outra operação; elas se aplicam em ordem</translation>
    </message>
    <message>
        <source>Change the tiles as the operations say, in one undo step</source>
        <translation>Alterar as casas conforme as operações, em um único passo de desfazer</translation>
    </message>
    <message>
        <source>Remove operation</source>
        <translation>Remover operação</translation>
    </message>
</context>
<context>
    <name>gbxx::ResizeDialog</name>
    <message>
        <source>Resize Board</source>
        <translation>Redimensionar tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Largura:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Comprimento:</translation>
    </message>
    <message>
        <source>&amp;Anchor:</source>
        <translation>Â&amp;ncora:</translation>
    </message>
    <message>
        <source>Offset &amp;x:</source>
        <translation>Deslocamento &amp;x:</translation>
    </message>
    <message>
        <source>Offset &amp;y:</source>
        <translation>Deslocamento &amp;y:</translation>
    </message>
    <message>
        <source>How many columns the board has after resizing, 1 to %1</source>
        <translation>Quantas colunas o tabuleiro tem depois de redimensionado, de 1 a %1</translation>
    </message>
    <message>
        <source>How many rows the board has after resizing, 1 to %1</source>
        <translation>Quantas linhas o tabuleiro tem depois de redimensionado, de 1 a %1</translation>
    </message>
    <message>
        <source>The column of the new board where the old board&apos;s left edge lands; the anchor sets it</source>
        <translation>A coluna do novo tabuleiro onde fica a borda esquerda do tabuleiro antigo; a âncora a define</translation>
    </message>
    <message>
        <source>The row of the new board where the old board&apos;s top edge lands; the anchor sets it</source>
        <translation>A linha do novo tabuleiro onde fica a borda superior do tabuleiro antigo; a âncora a define</translation>
    </message>
    <message>
        <source>Anchor top left</source>
        <translation>Âncora superior esquerda</translation>
    </message>
    <message>
        <source>Keep the old board in the top left corner</source>
        <translation>Manter o tabuleiro antigo no canto superior esquerdo</translation>
    </message>
    <message>
        <source>Anchor top</source>
        <translation>Âncora superior</translation>
    </message>
    <message>
        <source>Keep the old board at the top, centred</source>
        <translation>Manter o tabuleiro antigo em cima, centralizado</translation>
    </message>
    <message>
        <source>Anchor top right</source>
        <translation>Âncora superior direita</translation>
    </message>
    <message>
        <source>Keep the old board in the top right corner</source>
        <translation>Manter o tabuleiro antigo no canto superior direito</translation>
    </message>
    <message>
        <source>Anchor left</source>
        <translation>Âncora esquerda</translation>
    </message>
    <message>
        <source>Keep the old board at the left, centred</source>
        <translation>Manter o tabuleiro antigo à esquerda, centralizado</translation>
    </message>
    <message>
        <source>Anchor centre</source>
        <translation>Âncora central</translation>
    </message>
    <message>
        <source>Keep the old board in the middle</source>
        <translation>Manter o tabuleiro antigo no centro</translation>
    </message>
    <message>
        <source>Anchor right</source>
        <translation>Âncora direita</translation>
    </message>
    <message>
        <source>Keep the old board at the right, centred</source>
        <translation>Manter o tabuleiro antigo à direita, centralizado</translation>
    </message>
    <message>
        <source>Anchor bottom left</source>
        <translation>Âncora inferior esquerda</translation>
    </message>
    <message>
        <source>Keep the old board in the bottom left corner</source>
        <translation>Manter o tabuleiro antigo no canto inferior esquerdo</translation>
    </message>
    <message>
        <source>Anchor bottom</source>
        <translation>Âncora inferior</translation>
    </message>
    <message>
        <source>Keep the old board at the bottom, centred</source>
        <translation>Manter o tabuleiro antigo embaixo, centralizado</translation>
    </message>
    <message>
        <source>Anchor bottom right</source>
        <translation>Âncora inferior direita</translation>
    </message>
    <message>
        <source>Keep the old board in the bottom right corner</source>
        <translation>Manter o tabuleiro antigo no canto inferior direito</translation>
    </message>
</context>
<context>
    <name>gbxx::RuleDialog</name>
    <message>
        <source>&amp;Live: apply it after every edit</source>
        <translation>Ao &amp;vivo: aplicar após cada edição</translation>
    </message>
    <message>
        <source>Add Rule</source>
        <translation>Adicionar regra</translation>
    </message>
    <message>
        <source>Edit Rule</source>
        <translation>Editar regra</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>regra %1</translation>
    </message>
    <message>
        <source>The rule&apos;s name, as the Rules panel and the command line say it</source>
        <translation>O nome da regra, como o painel Regras e a linha de comando o mostram</translation>
    </message>
    <message>
        <source>for example: boundary = 0 and neighbours(n.boundary &gt;= 2) &gt; 0</source>
        <translation>por exemplo: boundary = 0 and neighbours(n.boundary &gt;= 2) &gt; 0</translation>
    </message>
    <message>
        <source>The tiles the rule changes, in the language of Select Where; neighbours(…) counts a tile&apos;s neighbours, n.KEY is a neighbour&apos;s field</source>
        <translation>As casas que a regra altera, na linguagem de Selecionar onde; neighbours(…) conta as vizinhas de uma casa, n.KEY é uma propriedade de uma vizinha</translation>
    </message>
    <message>
        <source>one operation a line, for example: set boundary=1</source>
        <translation>uma operação por linha, por exemplo: set boundary=1</translation>
    </message>
    <message>
        <source>What the rule does to each matching tile, in order: set KEY=V, add KEY=N, flags-on KEY=MASK or flags-off KEY=MASK</source>
        <translation>O que a regra faz com cada casa correspondente, em ordem: set KEY=V, add KEY=N, flags-on KEY=MASK ou flags-off KEY=MASK</translation>
    </message>
    <message>
        <source>A live rule runs after every edit, in the same undo step; the command line runs every rule</source>
        <translation>Uma regra ao vivo é executada após cada edição, no mesmo passo de desfazer; a linha de comando executa todas as regras</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>No&amp;me:</translation>
    </message>
    <message>
        <source>&amp;Build:</source>
        <translation>&amp;Construir:</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Onde:</translation>
    </message>
    <message>
        <source>Add &amp;Operation</source>
        <translation>&amp;Incluir operação</translation>
    </message>
    <message>
        <source>Add this operation as the last line of Then</source>
        <translation>Adicionar esta operação como última linha de Então</translation>
    </message>
    <message>
        <source>O&amp;peration:</source>
        <translation>O&amp;peração:</translation>
    </message>
    <message>
        <source>T&amp;hen:</source>
        <translation>&amp;Então:</translation>
    </message>
    <message>
        <source>Where the rules are written: for this board only or for every board of its folder</source>
        <translation>Onde as regras são gravadas: só para este tabuleiro ou para todos os tabuleiros da sua pasta</translation>
    </message>
    <message>
        <source>this board only: %1</source>
        <translation>só este tabuleiro: %1</translation>
    </message>
    <message>
        <source>every board in its folder: gameboardxx-rules.json</source>
        <translation>todos os tabuleiros da sua pasta: gameboardxx-rules.json</translation>
    </message>
    <message>
        <source>nowhere yet: save the board first (kept until it is closed)</source>
        <translation>ainda em nenhum lugar: salve o tabuleiro primeiro (mantidas até que ele seja fechado)</translation>
    </message>
    <message>
        <source>&amp;Save in:</source>
        <translation>&amp;Salvar em:</translation>
    </message>
    <message>
        <source>Type where the rule applies, or build it above.</source>
        <translation>Digite onde a regra se aplica ou construa isso acima.</translation>
    </message>
    <message>
        <source>Add what the rule does to the tiles: one operation a line.</source>
        <translation>Adicione o que a regra faz com as casas: uma operação por linha.</translation>
    </message>
    <message>
        <source>Tiles it matches now: %1 · tiles it would change, applied alone: %2</source>
        <translation>Casas que correspondem agora: %1 · casas que ela alteraria, aplicada sozinha: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::RulesPanel</name>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>The board&apos;s rules in the order they run: the check box makes a rule live, the count is the tiles its condition matches now; drag a rule to move it</source>
        <translation>As regras do tabuleiro na ordem em que são executadas: a caixa de seleção torna uma regra ao vivo, o número são as casas que a condição dela encontra agora; arraste uma regra para movê-la</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Correspondências</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Onde</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Então</translation>
    </message>
    <message>
        <source>Add Rule…</source>
        <translation>Adicionar regra…</translation>
    </message>
    <message>
        <source>Add a rule at the end of the board&apos;s rules</source>
        <translation>Adicionar uma regra no fim das regras do tabuleiro</translation>
    </message>
    <message>
        <source>Edit Rule…</source>
        <translation>Editar regra…</translation>
    </message>
    <message>
        <source>Edit the chosen rule (or double-click it)</source>
        <translation>Editar a regra escolhida (ou clique duas vezes nela)</translation>
    </message>
    <message>
        <source>Remove Rule</source>
        <translation>Remover regra</translation>
    </message>
    <message>
        <source>Remove the chosen rule from the rules file</source>
        <translation>Remover a regra escolhida do arquivo de regras</translation>
    </message>
    <message>
        <source>Move Rule Up</source>
        <translation>Mover regra para cima</translation>
    </message>
    <message>
        <source>Run the chosen rule one place earlier</source>
        <translation>Executar a regra escolhida uma posição antes</translation>
    </message>
    <message>
        <source>Move Rule Down</source>
        <translation>Mover regra para baixo</translation>
    </message>
    <message>
        <source>Run the chosen rule one place later</source>
        <translation>Executar a regra escolhida uma posição depois</translation>
    </message>
    <message>
        <source>Apply All Rules</source>
        <translation>Aplicar todas as regras</translation>
    </message>
    <message>
        <source>Run every rule on the board in order, as gbxx rules apply does, as one undo step</source>
        <translation>Executar todas as regras no tabuleiro em ordem, como gbxx rules apply faz, em um único passo de desfazer</translation>
    </message>
    <message>
        <source>Apply Chosen Rule</source>
        <translation>Aplicar a regra escolhida</translation>
    </message>
    <message>
        <source>Run the chosen rule on the board as one undo step</source>
        <translation>Executar a regra escolhida no tabuleiro em um único passo de desfazer</translation>
    </message>
    <message>
        <source>Select Matching</source>
        <translation>Selecionar correspondências</translation>
    </message>
    <message>
        <source>Select the tiles the chosen rule&apos;s condition matches</source>
        <translation>Selecionar as casas que a condição da regra escolhida encontra</translation>
    </message>
    <message>
        <source>Live Rules</source>
        <translation>Regras ao vivo</translation>
    </message>
    <message>
        <source>Apply the live rules after every edit, in the same undo step (for every board)</source>
        <translation>Aplicar as regras ao vivo após cada edição, no mesmo passo de desfazer (para todos os tabuleiros)</translation>
    </message>
    <message>
        <source>Save Rules…</source>
        <translation>Salvar regras…</translation>
    </message>
    <message>
        <source>Write the rules to a rules file beside the board</source>
        <translation>Gravar as regras em um arquivo de regras ao lado do tabuleiro</translation>
    </message>
    <message>
        <source>Reload Rules</source>
        <translation>Recarregar regras</translation>
    </message>
    <message>
        <source>Read the rules file again (after editing it elsewhere)</source>
        <translation>Ler o arquivo de regras novamente (após editá-lo em outro lugar)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Adicionar…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Apply All</source>
        <translation>Aplicar todas</translation>
    </message>
    <message>
        <source>Apply Chosen</source>
        <translation>Aplicar a escolhida</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salvar…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recarregar</translation>
    </message>
    <message>
        <source>Live rules are switched off.</source>
        <translation>As regras ao vivo estão desativadas.</translation>
    </message>
    <message>
        <source>Paused: it changes %1, which is locked.</source>
        <translation>Pausada: ela altera %1, que está bloqueada.</translation>
    </message>
    <message>
        <source>%1
Where: %2
Then: %3
%4</source>
        <translation>%1
Onde: %2
Então: %3
%4</translation>
    </message>
    <message>
        <source>Live: applied after every edit.</source>
        <translation>Ao vivo: aplicada após cada edição.</translation>
    </message>
    <message>
        <source>Not live: applied by Apply to Board and on the command line.</source>
        <translation>Não ao vivo: aplicada por Aplicar ao tabuleiro e na linha de comando.</translation>
    </message>
    <message>
        <source>Tiles the condition matches on the board now</source>
        <translation>Casas que a condição encontra agora no tabuleiro</translation>
    </message>
    <message>
        <source>No board is open.</source>
        <translation>Nenhum tabuleiro está aberto.</translation>
    </message>
    <message>
        <source>Rules file: %1 (this board)</source>
        <translation>Arquivo de regras: %1 (este tabuleiro)</translation>
    </message>
    <message>
        <source>Rules file: %1 (the boards of its folder)</source>
        <translation>Arquivo de regras: %1 (os tabuleiros da sua pasta)</translation>
    </message>
    <message>
        <source>— not saved</source>
        <translation>— não salvo</translation>
    </message>
    <message>
        <source>No rules file. Add a rule to start one.</source>
        <translation>Nenhum arquivo de regras. Adicione uma regra para criar um.</translation>
    </message>
    <message>
        <source>Not saved in a file: save the board, then Save Rules.</source>
        <translation>Não salvas em um arquivo: salve o tabuleiro e depois Salvar regras.</translation>
    </message>
    <message>
        <source>Not saved in a file yet: Save Rules writes them.</source>
        <translation>Ainda não salvas em um arquivo: Salvar regras as grava.</translation>
    </message>
    <message>
        <source>%1 — no rule runs until it is fixed.</source>
        <translation>%1 — nenhuma regra é executada até que isso seja corrigido.</translation>
    </message>
    <message>
        <source>Live rules running: %1</source>
        <translation>Regras ao vivo ativas: %1</translation>
    </message>
    <message>
        <source>Live rules running: %1 of %2 (the others change a locked layer)</source>
        <translation>Regras ao vivo ativas: %1 de %2 (as outras alteram uma camada bloqueada)</translation>
    </message>
    <message>
        <source>%1 was changed outside the editor since it was read.</source>
        <translation>%1 foi alterado fora do editor desde que foi lido.</translation>
    </message>
    <message>
        <source>Overwrite it with these rules, or reload it and drop your change? Cancel keeps your change unsaved.</source>
        <translation>Sobrescrevê-lo com estas regras, ou recarregá-lo e descartar sua alteração? Cancelar mantém sua alteração sem salvar.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Sobrescrever</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recarregar</translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation>Não foi possível salvar as regras: %1</translation>
    </message>
    <message>
        <source>the board&apos;s rules</source>
        <translation>as regras do tabuleiro</translation>
    </message>
    <message>
        <source>Remove the rule “%1” from %2?</source>
        <translation>Remover a regra “%1” de %2?</translation>
    </message>
    <message>
        <source>Apply rules</source>
        <translation>Aplicar regras</translation>
    </message>
    <message>
        <source>Apply rule “%1”</source>
        <translation>Aplicar a regra “%1”</translation>
    </message>
    <message>
        <source>%1: tiles changed: %2</source>
        <translation>%1: casas alteradas: %2</translation>
    </message>
    <message>
        <source>Tiles matching “%1”: %2 selected</source>
        <translation>Casas que correspondem a “%1”: %2 selecionadas</translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation>Salvar regras</translation>
    </message>
    <message>
        <source>Where are the rules to be kept?</source>
        <translation>Onde as regras devem ser guardadas?</translation>
    </message>
    <message>
        <source>This Board Only: %1</source>
        <translation>Só este tabuleiro: %1</translation>
    </message>
    <message>
        <source>Every Board in Its Folder: gameboardxx-rules.json</source>
        <translation>Todos os tabuleiros da sua pasta: gameboardxx-rules.json</translation>
    </message>
    <message>
        <source>Rules saved in %1</source>
        <translation>Regras salvas em %1</translation>
    </message>
    <message>
        <source>Drop the rules that are not saved and read the file again?</source>
        <translation>Descartar as regras não salvas e ler o arquivo novamente?</translation>
    </message>
    <message>
        <source>the rules file cannot be read: mend it, then Reload Rules</source>
        <translation>o arquivo de regras não pode ser lido: corrija-o e depois Recarregar regras</translation>
    </message>
    <message>
        <source>the rules have a mistake (see the Rules panel)</source>
        <translation>as regras têm um erro (veja o painel Regras)</translation>
    </message>
    <message>
        <source>needs a rules file</source>
        <translation>precisa de um arquivo de regras</translation>
    </message>
    <message>
        <source>needs a rule chosen in the Rules panel</source>
        <translation>precisa de uma regra escolhida no painel Regras</translation>
    </message>
    <message>
        <source>needs the board saved to a file</source>
        <translation>precisa do tabuleiro salvo em um arquivo</translation>
    </message>
    <message>
        <source>the chosen rule is the first</source>
        <translation>a regra escolhida é a primeira</translation>
    </message>
    <message>
        <source>the chosen rule is the last</source>
        <translation>a regra escolhida é a última</translation>
    </message>
    <message>
        <source>the rules are saved</source>
        <translation>as regras estão salvas</translation>
    </message>
</context>
<context>
    <name>gbxx::SchemaDialog</name>
    <message>
        <source>Custom Data Schema</source>
        <translation>Esquema de dados próprios</translation>
    </message>
    <message>
        <source>Name the bits of this GB%1 board&apos;s field &lt;b&gt;%2&lt;/b&gt; (%3 bits): each sub-field is a layer of its own, read as %2.KEY by dumps, expressions and scripts. Bits are one bit (3) or a range (0-3); names are separated by commas, each with an optional colour (forest #2e7d32). The board file does not change.</source>
        <translation>Dê nomes aos bits da propriedade &lt;b&gt;%2&lt;/b&gt; deste tabuleiro GB%1 (%3 bits): cada subpropriedade é uma camada própria, lida como %2.KEY por dumps, expressões e scripts. Os bits são um único bit (3) ou um intervalo (0-3); os nomes são separados por vírgulas, cada um com uma cor opcional (floresta #2e7d32). O arquivo do tabuleiro não muda.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Rótulo</translation>
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
        <translation>Nomes dos valores ou sinalizadores</translation>
    </message>
    <message>
        <source>&amp;Add Sub-field</source>
        <translation>&amp;Adicionar subpropriedade</translation>
    </message>
    <message>
        <source>&amp;Remove Sub-field</source>
        <translation>&amp;Remover subpropriedade</translation>
    </message>
    <message>
        <source>&amp;Save in:</source>
        <translation>&amp;Salvar em:</translation>
    </message>
    <message>
        <source>the schema in use: %1</source>
        <translation>o esquema em uso: %1</translation>
    </message>
    <message>
        <source>this board only: %1</source>
        <translation>só este tabuleiro: %1</translation>
    </message>
    <message>
        <source>every board in its folder: gameboardxx-schema.json</source>
        <translation>todos os tabuleiros da sua pasta: gameboardxx-schema.json</translation>
    </message>
    <message>
        <source>nowhere yet: save the board first (used until it is closed)</source>
        <translation>em lugar nenhum ainda: salve o tabuleiro primeiro (usado até ser fechado)</translation>
    </message>
    <message>
        <source>This board&apos;s layout has no field of the designer&apos;s to split.</source>
        <translation>A disposição deste tabuleiro não tem uma propriedade reservada ao autor para subdividir.</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: bits are one bit (3) or a range (0-3)</source>
        <translation>&apos;%1&apos;: os bits são um único bit (3) ou um intervalo (0-3)</translation>
    </message>
    <message>
        <source>The layers show the schema as it is now.</source>
        <translation>As camadas mostram o esquema como está agora.</translation>
    </message>
    <message>
        <source>Not shown until it is right: %1</source>
        <translation>Não mostrado até estar correto: %1</translation>
    </message>
    <message>
        <source>The schema %1 could not be removed.</source>
        <translation>Não foi possível remover o esquema %1.</translation>
    </message>
    <message>
        <source>The schema could not be saved: %1</source>
        <translation>Não foi possível salvar o esquema: %1</translation>
    </message>
    <message>
        <source>Sub-fields</source>
        <translation>Subpropriedades</translation>
    </message>
    <message>
        <source>One row per sub-field: its key, label, bits, kind and value or flag names</source>
        <translation>Uma linha por subpropriedade: chave, rótulo, bits, tipo e nomes dos valores ou sinalizadores</translation>
    </message>
    <message>
        <source>Add a sub-field on the first bit no other one uses</source>
        <translation>Adicionar uma subpropriedade no primeiro bit que nenhuma outra usa</translation>
    </message>
    <message>
        <source>Remove the chosen sub-field</source>
        <translation>Remover a subpropriedade escolhida</translation>
    </message>
    <message>
        <source>Where OK writes the schema: for this board only or for every board of its folder</source>
        <translation>Onde OK grava o esquema: só para este tabuleiro ou para todos os tabuleiros da sua pasta</translation>
    </message>
    <message>
        <source>How the bits read: as a number, as one named value, or as flags</source>
        <translation>Como os bits são lidos: como um número, como um valor com nome ou como sinalizadores</translation>
    </message>
</context>
<context>
    <name>gbxx::ScriptCatalog</name>
    <message>
        <source>Export a Field as CSV</source>
        <translation>Exportar um campo como CSV</translation>
    </message>
    <message>
        <source>Barriers on Steep Steps</source>
        <translation>Barreiras em degraus íngremes</translation>
    </message>
    <message>
        <source>Random Island (hex)</source>
        <translation>Ilha aleatória (hexagonal)</translation>
    </message>
    <message>
        <source>Out-of-Bounds Ring</source>
        <translation>Anel fora dos limites</translation>
    </message>
    <message>
        <source>Symmetry Check</source>
        <translation>Verificação de simetria</translation>
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
        <translation>passados à próxima execução como args, p. ex. 20 turnBarrier</translation>
    </message>
    <message>
        <source>Words the script reads as args (quote a word with spaces)</source>
        <translation>Palavras que o script lê como args (use aspas em palavras com espaços)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Limpar</translation>
    </message>
    <message>
        <source>Run a script from the Scripts menu: what it prints and warns shows here.</source>
        <translation>Execute um script do menu Scripts: o que ele imprime e os avisos que emite aparecem aqui.</translation>
    </message>
    <message>
        <source>Running %1</source>
        <translation>Executando %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>com %1</translation>
    </message>
    <message>
        <source>%1: warning: (%2, %3) %4</source>
        <translation>%1: aviso: (%2, %3) %4</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;error:&lt;/b&gt; %2 — nothing was changed</source>
        <translation>%1: &lt;b&gt;erro:&lt;/b&gt; %2 — nada foi alterado</translation>
    </message>
    <message>
        <source>the board was not changed</source>
        <translation>o tabuleiro não foi alterado</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) changed%1 — one undo step, &quot;Script: %2&quot;</source>
        <translation>
            <numerusform>%n casa alterada%1 — um passo de desfazer, &quot;Script: %2&quot;</numerusform>
            <numerusform>%n casas alteradas%1 — um passo de desfazer, &quot;Script: %2&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>, with the header or footer</source>
        <translation>, com o cabeçalho ou o rodapé</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Concluído: %1.</translation>
    </message>
    <message>
        <source>Script output</source>
        <translation>Saída dos scripts</translation>
    </message>
    <message>
        <source>What scripts printed, and their errors</source>
        <translation>O que os scripts imprimiram e os erros deles</translation>
    </message>
    <message>
        <source>Empty the console&apos;s output</source>
        <translation>Limpar a saída do console</translation>
    </message>
    <message numerus="yes">
        <source>%1 finished, but the board was edited while it ran: its change (%n tile(s)) was dropped, not applied over the newer board. Run it again to apply it to the board as it is now.</source>
        <translation>
            <numerusform>%1 terminou, mas o tabuleiro foi editado enquanto ele rodava: sua alteração (%n casa) foi descartada, não aplicada sobre o tabuleiro mais recente. Execute-o de novo para aplicá-lo ao tabuleiro como está agora.</numerusform>
            <numerusform>%1 terminou, mas o tabuleiro foi editado enquanto ele rodava: sua alteração (%n casas) foi descartada, não aplicada sobre o tabuleiro mais recente. Execute-o de novo para aplicá-lo ao tabuleiro como está agora.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was stopped: %2; nothing was changed.</source>
        <translation>%1 foi interrompido: %2; nada foi alterado.</translation>
    </message>
</context>
<context>
    <name>gbxx::SelectWhereDialog</name>
    <message>
        <source>Select Where</source>
        <translation>Selecionar onde</translation>
    </message>
    <message>
        <source>for example: height &gt;= 40 and homeZones has 1</source>
        <translation>por exemplo: height &gt;= 40 and homeZones has 1</translation>
    </message>
    <message>
        <source>Replace the selection</source>
        <translation>Substituir a seleção</translation>
    </message>
    <message>
        <source>Add to the selection</source>
        <translation>Adicionar à seleção</translation>
    </message>
    <message>
        <source>Take from the selection</source>
        <translation>Tirar da seleção</translation>
    </message>
    <message>
        <source>Keep only what is also selected</source>
        <translation>Manter só o que também está selecionado</translation>
    </message>
    <message>
        <source>&amp;Build:</source>
        <translation>&amp;Construir:</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>C&amp;ondição:</translation>
    </message>
    <message>
        <source>&amp;Matches:</source>
        <translation>Casas &amp;encontradas:</translation>
    </message>
    <message>
        <source>Type a condition, or build one above.</source>
        <translation>Digite uma condição ou construa uma acima.</translation>
    </message>
    <message numerus="yes">
        <source>%n matching tile(s)</source>
        <translation>
            <numerusform>%n casa corresponde</numerusform>
            <numerusform>%n casas correspondem</numerusform>
        </translation>
    </message>
    <message>
        <source>What the matching tiles do to the selection there is now</source>
        <translation>O que as casas correspondentes fazem com a seleção atual</translation>
    </message>
</context>
<context>
    <name>gbxx::ShiftDialog</name>
    <message>
        <source>&amp;Wrap around (tiles pushed off one edge come back at the other)</source>
        <translation>Com &amp;continuidade (as casas empurradas para fora de uma borda voltam pela outra)</translation>
    </message>
    <message>
        <source>Shift Board Contents</source>
        <translation>Deslocar conteúdo do tabuleiro</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> colunas</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> linhas</translation>
    </message>
    <message>
        <source>&amp;Right by:</source>
        <translation>Para a &amp;direita:</translation>
    </message>
    <message>
        <source>&amp;Down by:</source>
        <translation>Para &amp;baixo:</translation>
    </message>
    <message>
        <source>How many columns everything moves right; below 0 moves it left</source>
        <translation>Quantas colunas tudo se desloca para a direita; abaixo de 0, para a esquerda</translation>
    </message>
    <message>
        <source>How many rows everything moves down; below 0 moves it up</source>
        <translation>Quantas linhas tudo se desloca para baixo; abaixo de 0, para cima</translation>
    </message>
    <message>
        <source>Otherwise tiles pushed off an edge are dropped and the tiles left behind become empty</source>
        <translation>Caso contrário, as casas empurradas para fora de uma borda são descartadas e as casas deixadas para trás ficam vazias</translation>
    </message>
</context>
<context>
    <name>gbxx::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atalho</translation>
    </message>
    <message>
        <source>Board view</source>
        <translation>Vista do tabuleiro</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Deslocar a vista</translation>
    </message>
    <message>
        <source>Middle drag, or Space + drag</source>
        <translation>Arrastar com o botão do meio, ou Espaço + arrastar</translation>
    </message>
    <message>
        <source>Zoom at the pointer</source>
        <translation>Zoom no ponteiro</translation>
    </message>
    <message>
        <source>Ctrl + wheel</source>
        <translation>Ctrl + roda</translation>
    </message>
    <message>
        <source>Scroll</source>
        <translation>Rolar</translation>
    </message>
    <message>
        <source>Wheel, Shift + wheel</source>
        <translation>Roda, Shift + roda</translation>
    </message>
    <message>
        <source>Clear the highlight</source>
        <translation>Limpar o destaque</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation>Filtrar por ação ou tecla</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtrar:</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Every action with its keys, by menu, then the board view&apos;s mouse gestures</source>
        <translation>Cada ação com suas teclas, por menu, e depois os gestos de mouse da vista do tabuleiro</translation>
    </message>
</context>
<context>
    <name>gbxx::ShortcutsPage</name>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Limpar</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Redefinir</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>Redefinir t&amp;udo</translation>
    </message>
    <message>
        <source>Find an action or a key</source>
        <translation>Encontrar uma ação ou uma tecla</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atalho</translation>
    </message>
    <message>
        <source>Actions and their keys</source>
        <translation>Ações e suas teclas</translation>
    </message>
    <message>
        <source>Key of the chosen action</source>
        <translation>Tecla da ação escolhida</translation>
    </message>
    <message>
        <source>Press the keys to give the chosen action.</source>
        <translation>Pressione as teclas a atribuir à ação escolhida.</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Tecla:</translation>
    </message>
    <message>
        <source>%1 was the key of “%2”; it has none now unless you give it another.</source>
        <translation>%1 era a tecla de “%2”; agora essa ação fica sem tecla, a menos que receba outra.</translation>
    </message>
</context>
<context>
    <name>gbxx::StampLibrary</name>
    <message>
        <source>not a stamps file: %1 at byte %2</source>
        <translation>não é um arquivo de carimbos: %1 no byte %2</translation>
    </message>
    <message>
        <source>not a stamps file: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>não é um arquivo de carimbos: &quot;format&quot; não é &quot;%1&quot;</translation>
    </message>
    <message>
        <source>these stamps are for GB%1 boards, not GB%2</source>
        <translation>estes carimbos são para tabuleiros GB%1, não GB%2</translation>
    </message>
    <message>
        <source>stamp %1 needs a name and a colour such as &quot;#8a7560&quot;</source>
        <translation>o carimbo %1 precisa de um nome e de uma cor como &quot;#8a7560&quot;</translation>
    </message>
    <message>
        <source>stamp &quot;%1&quot;: %2</source>
        <translation>carimbo &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>stamp &quot;%1&quot; holds GB%2 tiles, not GB%3</source>
        <translation>o carimbo &quot;%1&quot; contém casas GB%2, não GB%3</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>não é possível criar a pasta %1</translation>
    </message>
</context>
<context>
    <name>gbxx::StampsPanel</name>
    <message>
        <source>Save Selection as Stamp…</source>
        <translation>Salvar seleção como carimbo…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Keep the selected tiles, with their shape and the fields carried, as a stamp for the brush</source>
        <translation>Guardar as casas selecionadas, com sua forma e as propriedades incluídas, como um carimbo para o pincel</translation>
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
        <translation>Importar carimbos</translation>
    </message>
    <message>
        <source>Stamps (*.json)</source>
        <translation>Carimbos (*.json)</translation>
    </message>
    <message>
        <source>Export Stamps</source>
        <translation>Exportar carimbos</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n casa)</numerusform>
            <numerusform>%1 (%n casas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every field</source>
        <translation>Todas as propriedades</translation>
    </message>
    <message>
        <source>Select the tiles of the stamp first.</source>
        <translation>Selecione primeiro as casas do carimbo.</translation>
    </message>
    <message>
        <source>New Stamp</source>
        <translation>Novo carimbo</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Stamp %1</source>
        <translation>Carimbo %1</translation>
    </message>
    <message>
        <source>The stamps could not be kept: %1</source>
        <translation>Não foi possível guardar os carimbos: %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>não é possível abrir %1: %2</translation>
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
        <translation>&amp;Novo tabuleiro…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Board</source>
        <translation>Abrir o tabuleiro de &amp;exemplo</translation>
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation>Os tabuleiros que você abrir ou salvar aparecem aqui.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>&amp;Recent Boards</source>
        <translation>Tabuleiros &amp;recentes</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>Novo a partir de &amp;modelo</translation>
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
        <translation>Abrir um tabuleiro do registro pelo código</translation>
    </message>
</context>
<context>
    <name>gbxx::TileInspector</name>
    <message>
        <source>Pin</source>
        <translation>Fixar</translation>
    </message>
    <message>
        <source>Keep showing this tile while the pointer moves (picker click: pin the tile clicked)</source>
        <translation>Continuar mostrando esta casa enquanto o ponteiro se move (clique com o conta-gotas: fixa a casa clicada)</translation>
    </message>
    <message>
        <source>%1 is locked: unlock it in the Layers panel to change it</source>
        <translation>%1 está bloqueada: desbloqueie-a no painel Camadas para alterá-la</translation>
    </message>
    <message>
        <source>Set %1 of tile (%2, %3)</source>
        <translation>Definir %1 da casa (%2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 of %n tiles</source>
        <translation>
            <numerusform>Definir %1 de %n casa</numerusform>
            <numerusform>Definir %1 de %n casas</numerusform>
        </translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>bit %1</translation>
    </message>
    <message>
        <source>tile (%1, %2)</source>
        <translation>na casa (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>em %n casa</numerusform>
            <numerusform>em %n casas</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 on %2</source>
        <translation>Ativar %1 %2</translation>
    </message>
    <message>
        <source>Clear %1 on %2</source>
        <translation>Desativar %1 %2</translation>
    </message>
    <message>
        <source>Pointer (%1, %2): %3</source>
        <translation>Ponteiro (%1, %2): %3</translation>
    </message>
    <message>
        <source>all fields 0</source>
        <translation>todas as propriedades em 0</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fixada</translation>
    </message>
    <message>
        <source>Point at a tile to inspect it, click it with the picker to pin it.</source>
        <translation>Aponte para uma casa para inspecioná-la; clique nela com o conta-gotas para fixá-la.</translation>
    </message>
    <message>
        <source>No board open.</source>
        <translation>Nenhum tabuleiro aberto.</translation>
    </message>
    <message>
        <source>Pinned tile (%1, %2), index %3: 0x%4</source>
        <translation>Casa fixada (%1, %2), índice %3: 0x%4</translation>
    </message>
    <message>
        <source>Tile (%1, %2), index %3: 0x%4</source>
        <translation>Casa (%1, %2), índice %3: 0x%4</translation>
    </message>
    <message numerus="yes">
        <source>%n selected tiles: fields they share, &quot;mixed&quot; where they differ</source>
        <translation>
            <numerusform>%n casa selecionada: propriedades em comum, &quot;misto&quot; onde diferem</numerusform>
            <numerusform>%n casas selecionadas: propriedades em comum, &quot;misto&quot; onde diferem</numerusform>
        </translation>
    </message>
    <message>
        <source>Locked in the Layers panel</source>
        <translation>Bloqueada no painel Camadas</translation>
    </message>
</context>
<context>
    <name>gbxx::TilePresets</name>
    <message>
        <source>not a presets file: %1 at byte %2</source>
        <translation>não é um arquivo de predefinições: %1 no byte %2</translation>
    </message>
    <message>
        <source>not a presets file: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>não é um arquivo de predefinições: &quot;format&quot; não é &quot;%1&quot;</translation>
    </message>
    <message>
        <source>these presets are for GB%1 boards, not GB%2</source>
        <translation>estas predefinições são para tabuleiros GB%1, não GB%2</translation>
    </message>
    <message>
        <source>preset %1 needs a name, a colour such as &quot;#8a7560&quot; and a value such as &quot;0x3&quot;</source>
        <translation>a predefinição %1 precisa de um nome, de uma cor como &quot;#8a7560&quot; e de um valor como &quot;0x3&quot;</translation>
    </message>
    <message>
        <source>preset &quot;%1&quot; has a value wider than a GB%2 tile</source>
        <translation>a predefinição &quot;%1&quot; tem um valor maior do que uma casa GB%2</translation>
    </message>
</context>
<context>
    <name>gbxx::Tool</name>
    <message>
        <source>%1 is locked: unlock it in the Layers panel to paint it</source>
        <translation>%1 está bloqueada: desbloqueie-a no painel Camadas para pintá-la</translation>
    </message>
    <message>
        <source>%1 is hidden: show it in the Layers panel to paint it</source>
        <translation>%1 está oculta: mostre-a no painel Camadas para pintá-la</translation>
    </message>
    <message>
        <source>Painting stays inside the selection (Select ▸ Deselect, Ctrl+Shift+A, to paint anywhere)</source>
        <translation>A pintura fica dentro da seleção (Seleção ▸ Remover seleção, Ctrl+Shift+A, para pintar em qualquer lugar)</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) painted alone: no symmetric tile sits there on this board (hex columns are half a tile apart)</source>
        <translation>
            <numerusform>%n casa pintada sozinha: não há casa simétrica nessa posição neste tabuleiro (nas grades hexagonais as colunas são deslocadas em meia casa)</numerusform>
            <numerusform>%n casas pintadas sozinhas: não há casa simétrica nessas posições neste tabuleiro (nas grades hexagonais as colunas são deslocadas em meia casa)</numerusform>
        </translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Retângulo</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Preencher</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Borracha</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Conta-gotas</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Medir</translation>
    </message>
    <message>
        <source>Rectangle Select</source>
        <translation>Seleção retangular</translation>
    </message>
    <message>
        <source>Lasso Select</source>
        <translation>Seleção com laço</translation>
    </message>
    <message>
        <source>Magic Wand</source>
        <translation>Varinha mágica</translation>
    </message>
    <message>
        <source>Select by Value</source>
        <translation>Selecionar por valor</translation>
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
        <translation>Pintar %1 em linha</translation>
    </message>
    <message>
        <source>Rectangle %1</source>
        <translation>Pintar %1 em retângulo</translation>
    </message>
    <message>
        <source>Fill %1</source>
        <translation>Preencher %1</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>Apagar %1</translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation>Capturar %1</translation>
    </message>
    <message>
        <source>Measure %1</source>
        <translation>Medir %1</translation>
    </message>
    <message>
        <source>Select %1</source>
        <translation>Selecionar %1</translation>
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
            <numerusform>%n casa</numerusform>
            <numerusform>%n casas</numerusform>
        </translation>
    </message>
    <message>
        <source>Filled rectangle</source>
        <translation>Retângulo preenchido</translation>
    </message>
    <message>
        <source>Through corners (8 neighbours)</source>
        <translation>Pelos cantos (8 vizinhas)</translation>
    </message>
    <message>
        <source>Compare whole tiles, not only the layer</source>
        <translation>Comparar casas inteiras, não só a camada</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrado</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Redondo</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Qualquer um</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jogador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jogador 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Jogador 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Jogador 4</translation>
    </message>
    <message>
        <source>Measure paths as this player: their blacklisted tiles block the way</source>
        <translation>Medir caminhos como este jogador: as casas da lista de bloqueio dele bloqueiam a passagem</translation>
    </message>
    <message>
        <source>Brush &amp;size:</source>
        <translation>&amp;Tamanho do pincel:</translation>
    </message>
    <message>
        <source>Brush sha&amp;pe:</source>
        <translation>&amp;Forma do pincel:</translation>
    </message>
    <message>
        <source>Measure &amp;as:</source>
        <translation>Medir &amp;como:</translation>
    </message>
    <message>
        <source>This tool has no options.</source>
        <translation>Esta ferramenta não tem opções.</translation>
    </message>
    <message>
        <source>Hex boards always use their six neighbours</source>
        <translation>Tabuleiros hexagonais sempre usam suas seis vizinhas</translation>
    </message>
    <message>
        <source>How many tiles across the brush paints</source>
        <translation>Quantas casas de largura o pincel pinta</translation>
    </message>
    <message>
        <source>The shape of the brush&apos;s footprint</source>
        <translation>A forma da área que o pincel cobre</translation>
    </message>
    <message>
        <source>On-board tiles</source>
        <translation>Casas no tabuleiro</translation>
    </message>
    <message>
        <source>Empty tiles</source>
        <translation>Casas vazias</translation>
    </message>
    <message>
        <source>What a moved selection leaves where it was: tiles still on the board, in bounds, with the carried fields cleared; or empty tiles, not on the board where the boundary moved with it</source>
        <translation>O que uma seleção movida deixa onde estava: casas que continuam no tabuleiro, dentro, com as propriedades incluídas limpas; ou casas vazias, fora do tabuleiro onde o limite foi movido junto</translation>
    </message>
    <message>
        <source>Leaves behin&amp;d:</source>
        <translation>&amp;Deixa para trás:</translation>
    </message>
</context>
<context>
    <name>gbxx::ValidationPanel</name>
    <message>
        <source>From the validator %1%2</source>
        <translation>Do validador %1%2</translation>
    </message>
    <message>
        <source>Spec %1%2</source>
        <translation>Especificação %1%2</translation>
    </message>
    <message>
        <source> — click to show the tiles</source>
        <translation> — clique para mostrar as casas</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Nenhum aviso.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>What the board holds that a designer should hear about; choosing one shows its tiles</source>
        <translation>O que há no tabuleiro que o autor deveria saber; escolher um aviso mostra as casas dele</translation>
    </message>
    <message>
        <source>Running the validators…</source>
        <translation>Executando os validadores…</translation>
    </message>
</context>
<context>
    <name>gbxx::ValidatorRun</name>
    <message>
        <source>%1 at (%2, %3): %4</source>
        <translation>%1 em (%2, %3): %4</translation>
    </message>
    <message>
        <source>%1 did not finish: %2</source>
        <translation>%1 não terminou: %2</translation>
    </message>
</context>
<context>
    <name>gbxx::ValuePalette</name>
    <message>
        <source>No layer selected</source>
        <translation>Nenhuma camada selecionada</translation>
    </message>
    <message>
        <source>Add the checked flags</source>
        <translation>Adicionar os sinalizadores marcados</translation>
    </message>
    <message>
        <source>Remove the checked flags</source>
        <translation>Remover os sinalizadores marcados</translation>
    </message>
    <message>
        <source>Painting sets the checked flags on the tiles</source>
        <translation>A pintura ativa nas casas os sinalizadores marcados</translation>
    </message>
    <message>
        <source>Painting clears the checked flags on the tiles</source>
        <translation>A pintura desativa nas casas os sinalizadores marcados</translation>
    </message>
    <message>
        <source>Paint with the flag %1</source>
        <translation>Pintar com o sinalizador %1</translation>
    </message>
    <message>
        <source>Paint with the value %1</source>
        <translation>Pintar com o valor %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Quit as soon as the board has been drawn once (measures start-up time; see docs/performance.md).</source>
        <translation>Sai assim que o tabuleiro for desenhado uma vez (mede o tempo de inicialização; veja docs/performance.md).</translation>
    </message>
    <message>
        <source>Read FILE in this layout (spec section L): %1. Default %2.</source>
        <translation>Lê FILE nesta disposição (seção L da especificação): %1. Padrão: %2.</translation>
    </message>
    <message>
        <source>Paint GameBoardXX boards on square and hex grids.</source>
        <translation>Pinta tabuleiros GameBoardXX em grades quadradas e hexagonais.</translation>
    </message>
    <message>
        <source>unknown layout &apos;%1&apos;; expected one of %2</source>
        <translation>disposição desconhecida &apos;%1&apos;; esperada uma de %2</translation>
    </message>
    <message>
        <source>A board to open (.gb08, .gb16, .gb32, .gb64), alone. Without one, the boards open at the last quit come back (Edit ▸ Preferences), or the start page shows recent boards and templates.</source>
        <translation>Um tabuleiro para abrir (.gb08, .gb16, .gb32, .gb64), sozinho. Sem ele, voltam os tabuleiros abertos ao sair pela última vez (Editar ▸ Preferências), ou a página inicial mostra os tabuleiros recentes e os modelos.</translation>
    </message>
    <message>
        <source>Resolve the three-way merge of the files BASE, OURS and THEIRS (git mergetool) and save it in OUT. Exit status 0 when OUT was saved with every conflict resolved, 1 otherwise, 2 when the boards cannot be read or merged.</source>
        <translation>Resolve a mesclagem de três vias dos arquivos BASE, OURS e THEIRS (git mergetool) e a salva em OUT. Status de saída 0 quando OUT foi salvo com todos os conflitos resolvidos, 1 caso contrário, 2 quando os tabuleiros não podem ser lidos ou mesclados.</translation>
    </message>
    <message>
        <source>With --merge: BASE OURS THEIRS OUT.</source>
        <translation>Com --merge: BASE OURS THEIRS OUT.</translation>
    </message>
</context>
</TS>
