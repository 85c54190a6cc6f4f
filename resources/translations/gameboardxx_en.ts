<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>gbxx::BalancePanel</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform><numerusform>%n steps</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>cost %1 (%n step(s))</source>
        <translation>
            <numerusform>cost %1 (%n step)</numerusform><numerusform>cost %1 (%n steps)</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::BoardView</name>
    <message numerus="yes">
        <source>Left out %n tile(s) that fell off the board</source>
        <translation>
            <numerusform>Left out %n tile that fell off the board</numerusform><numerusform>Left out %n tiles that fell off the board</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will land outside where the selection was</source>
        <translation>
            <numerusform>%n tile will land outside where the selection was</numerusform><numerusform>%n tiles will land outside where the selection was</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) would fall off the board</source>
        <translation>
            <numerusform>%n tile would fall off the board</numerusform><numerusform>%n tiles would fall off the board</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::ChangesPanel</name>
    <message numerus="yes">
        <source>%n tile(s) differ.</source>
        <translation>
            <numerusform>%n tile differs.</numerusform><numerusform>%n tiles differ.</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::DifferenceTexts</name>
    <message numerus="yes">
        <source>Header: %n key(s)</source>
        <translation>
            <numerusform>Header: %n key</numerusform><numerusform>Header: %n keys</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Footer: %n key(s)</source>
        <translation>
            <numerusform>Footer: %n key</numerusform><numerusform>Footer: %n keys</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tile</numerusform><numerusform>%1: %n tiles</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::Ink</name>
    <message numerus="yes">
        <source>Path%1: %n step(s) · grid distance %2</source>
        <translation>
            <numerusform>Path%1: %n step · grid distance %2</numerusform><numerusform>Path%1: %n steps · grid distance %2</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryModel</name>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform><numerusform>%n warnings</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::LibraryPanel</name>
    <message numerus="yes">
        <source>%n player(s) with a home</source>
        <translation>
            <numerusform>%n player with a home</numerusform><numerusform>%n players with a home</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n board(s)</source>
        <translation>
            <numerusform>%1 of %n board</numerusform><numerusform>%1 of %n boards</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::MainWindow</name>
    <message numerus="yes">
        <source>%n tile(s) selected</source>
        <translation>
            <numerusform>%n tile selected</numerusform><numerusform>%n tiles selected</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tile(s).</source>
        <translation>
            <numerusform>Copied %n tile.</numerusform><numerusform>Copied %n tiles.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) changed</source>
        <translation>
            <numerusform>%n tile changed</numerusform><numerusform>%n tiles changed</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n page(s))</source>
        <translation>
            <numerusform>Exported %1 (%n page)</numerusform><numerusform>Exported %1 (%n pages)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tile</numerusform><numerusform>%1: %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>%1 (%n-byte tiles)…</numerusform><numerusform>%1 (%n-byte tiles)…</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 differs in %n of these tiles.</source>
        <translation>
            <numerusform>%1 differs in %n of these tiles.</numerusform><numerusform>%1 differs in %n of these tiles.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n tile)</numerusform><numerusform>%1 (%n tiles)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Comparing with %1: %n tile(s) differ</source>
        <translation>
            <numerusform>Comparing with %1: %n tile differs</numerusform><numerusform>Comparing with %1: %n tiles differ</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Took the other board's values: %n tile(s) still differ</source>
        <translation>
            <numerusform>Took the other board's values: %n tile still differs</numerusform><numerusform>Took the other board's values: %n tiles still differ</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board's Values on %n Tile(s)</source>
        <translation>
            <numerusform>Take Other Board's Values on %n Tile</numerusform><numerusform>Take Other Board's Values on %n Tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Take Other Board's %1 on %n Tile(s)</source>
        <translation>
            <numerusform>Take Other Board's %1 on %n Tile</numerusform><numerusform>Take Other Board's %1 on %n Tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Export As %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Export As %1 (%n-byte tiles)…</numerusform><numerusform>Export As %1 (%n-byte tiles)…</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Convert This Board To %1 (%n-byte tiles)…</source>
        <translation>
            <numerusform>Convert This Board To %1 (%n-byte tiles)…</numerusform><numerusform>Convert This Board To %1 (%n-byte tiles)…</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::NewBoardDialog</name>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles)</source>
        <translation>
            <numerusform>GB%1 (%n-byte tiles)</numerusform><numerusform>GB%1 (%n-byte tiles)</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::PreferencesDialog</name>
    <message numerus="yes">
        <source>Every %n second(s)</source>
        <translation>
            <numerusform>Every %n second</numerusform><numerusform>Every %n seconds</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::PrintExportDialog</name>
    <message numerus="yes">
        <source>%1 × %2 pages per layer, %n page(s) in all with the title page.</source>
        <translation>
            <numerusform>%1 × %2 pages per layer, %n page in all with the title page.</numerusform><numerusform>%1 × %2 pages per layer, %n pages in all with the title page.</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::ReplaceDialog</name>
    <message numerus="yes">
        <source>The operations apply, in order, to the %n selected tile(s).</source>
        <translation>
            <numerusform>The operations apply, in order, to the %n selected tile.</numerusform><numerusform>The operations apply, in order, to the %n selected tiles.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) will change</source>
        <translation>
            <numerusform>%n tile will change</numerusform><numerusform>%n tiles will change</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::ScriptConsole</name>
    <message numerus="yes">
        <source>%n tile(s) changed%1 — one undo step, "Script: %2"</source>
        <translation>
            <numerusform>%n tile changed%1 — one undo step, "Script: %2"</numerusform><numerusform>%n tiles changed%1 — one undo step, "Script: %2"</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 finished, but the board was edited while it ran: its change (%n tile(s)) was dropped, not applied over the newer board. Run it again to apply it to the board as it is now.</source>
        <translation>
            <numerusform>%1 finished, but the board was edited while it ran: its change (%n tile) was dropped, not applied over the newer board. Run it again to apply it to the board as it is now.</numerusform><numerusform>%1 finished, but the board was edited while it ran: its change (%n tiles) was dropped, not applied over the newer board. Run it again to apply it to the board as it is now.</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::SelectWhereDialog</name>
    <message numerus="yes">
        <source>%n matching tile(s)</source>
        <translation>
            <numerusform>%n matching tile</numerusform><numerusform>%n matching tiles</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::StampsPanel</name>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <translation>
            <numerusform>%1 (%n tile)</numerusform><numerusform>%1 (%n tiles)</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::TileInspector</name>
    <message numerus="yes">
        <source>Set %1 of %n tiles</source>
        <translation>
            <numerusform>Set %1 of %n tiles</numerusform><numerusform>Set %1 of %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n tiles</numerusform><numerusform>%n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n selected tiles: fields they share, "mixed" where they differ</source>
        <translation>
            <numerusform>%n selected tiles: fields they share, "mixed" where they differ</numerusform><numerusform>%n selected tiles: fields they share, "mixed" where they differ</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::Tool</name>
    <message numerus="yes">
        <source>%n tile(s) painted alone: no symmetric tile sits there on this board (hex columns are half a tile apart)</source>
        <translation>
            <numerusform>%n tile painted alone: no symmetric tile sits there on this board (hex columns are half a tile apart)</numerusform><numerusform>%n tiles painted alone: no symmetric tile sits there on this board (hex columns are half a tile apart)</numerusform></translation>
    </message>
</context>
<context>
    <name>gbxx::ToolOptionsWidget</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform><numerusform>%n tiles</numerusform></translation>
    </message>
</context>
</TS>