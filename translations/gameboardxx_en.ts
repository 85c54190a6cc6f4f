<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>gbxx::BalancePanel</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform><numerusform>%n steps</numerusform></translation>
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
<context>
    <name>gbxx::cli</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform><numerusform>%n steps</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (%n tile(s)), %3</source>
        <translation>
            <numerusform>%1 × %2 (%n tile), %3</numerusform><numerusform>%1 × %2 (%n tiles), %3</numerusform></translation>
    </message>
</context>
</TS>