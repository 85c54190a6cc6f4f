<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
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
    <message numerus="yes">
        <source>%n warning(s) (--check)</source>
        <translation>
            <numerusform>%n warning (--check)</numerusform><numerusform>%n warnings (--check)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>GB%1 (%n-byte tiles), layout %2</source>
        <translation>
            <numerusform>GB%1 (%n-byte tiles), layout %2</numerusform><numerusform>GB%1 (%n-byte tiles), layout %2</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) not applied within a minute</source>
        <translation>
            <numerusform>%n operation not applied within a minute</numerusform><numerusform>%n operations not applied within a minute</numerusform></translation>
    </message>
</context>
</TS>