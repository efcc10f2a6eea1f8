#!/usr/bin/env python3
"""Builds a small variable CFF2 font with fontTools, for checking the OpenType reader by hand.

No Debian package ships a CFF2 font. This script draws three point-compatible CFF masters
(Light 100, Regular 400 as the default, Black 900), then lets fontTools.varLib merge them into a
CFF2 font with fvar, avar (from a non-linear axis map), HVAR (advances differ per master) and MVAR
(typo ascender, x-height and cap height differ per master), plus STAT.

    python3 -m venv /tmp/ftvenv && /tmp/ftvenv/bin/pip install fonttools
    /tmp/ftvenv/bin/python Scripts/conformance/make_cff2.py /tmp/TypesetTestVF.otf

With `--from-cff SOURCE.otf`, it instead converts a static CFF font (such as Debian's Inter or
Cantarell) to a static CFF2 font, which exercises CFF2 subroutines and FDArray on real glyphs:

    /tmp/ftvenv/bin/python Scripts/conformance/make_cff2.py --from-cff \
        /usr/share/fonts/opentype/inter/Inter-Regular.otf /tmp/Inter-Regular-CFF2.otf
"""

import sys

from fontTools import varLib
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen

GLYPHS = [".notdef", "space", "A", "O", "H"]


def draw(name, pen, stem):
    """Point-compatible outlines whose stems grow with the weight."""
    if name == "A":
        pen.moveTo((20, 0))
        pen.lineTo((20 + stem, 0))
        pen.lineTo((300, 600 - stem))
        pen.lineTo((580 - stem, 0))
        pen.lineTo((580, 0))
        pen.lineTo((300, 700))
        pen.closePath()
    elif name == "O":
        for inset, clockwise in ((0, False), (stem, True)):
            left, right, bottom, top = 40 + inset, 560 - inset, -10 + inset, 710 - inset
            mid_x, mid_y = (left + right) / 2, (bottom + top) / 2
            points = [(mid_x, bottom), (right, mid_y), (mid_x, top), (left, mid_y)]
            if clockwise:
                points.reverse()
            pen.moveTo(points[0])
            for index in range(4):
                start, end = points[index], points[(index + 1) % 4]
                corner = (end[0], start[1]) if index % 2 == (1 if clockwise else 0) else (start[0], end[1])
                pen.curveTo(
                    (start[0] + (corner[0] - start[0]) * 0.55, start[1] + (corner[1] - start[1]) * 0.55),
                    (end[0] + (corner[0] - end[0]) * 0.55, end[1] + (corner[1] - end[1]) * 0.55),
                    end,
                )
            pen.closePath()
    elif name == "H":
        for left in (60, 480 - stem):
            pen.moveTo((left, 0))
            pen.lineTo((left + stem, 0))
            pen.lineTo((left + stem, 700))
            pen.lineTo((left, 700))
            pen.closePath()
        pen.moveTo((60 + stem, 330))
        pen.lineTo((480 - stem, 330))
        pen.lineTo((480 - stem, 330 + stem))
        pen.lineTo((60 + stem, 330 + stem))
        pen.closePath()
    elif name == ".notdef":
        pen.moveTo((50, 0))
        pen.lineTo((450, 0))
        pen.lineTo((450, 700))
        pen.lineTo((50, 700))
        pen.closePath()


def master(style, weight):
    stem = {100: 20, 400: 80, 900: 180}[weight]
    extra = {100: -20, 400: 0, 900: 60}[weight]
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder(GLYPHS)
    builder.setupCharacterMap({32: "space", 65: "A", 72: "H", 79: "O"})
    charstrings, metrics = {}, {}
    for name in GLYPHS:
        advance = 250 + extra // 2 if name == "space" else 600 + extra
        pen = T2CharStringPen(advance, None)
        draw(name, pen, stem)
        charstrings[name] = pen.getCharString()
        metrics[name] = (advance, 0)
    builder.setupCFF("TypesetTestVF-" + style, {"FullName": "Typeset Test VF " + style}, charstrings, {})
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": "Typeset Test VF", "styleName": style})
    builder.setupOS2(
        sTypoAscender=750 + extra, sTypoDescender=-250, sTypoLineGap=200,
        usWinAscent=900, usWinDescent=300, sxHeight=500 + extra, sCapHeight=700 + extra // 2,
        usWeightClass=weight,
    )
    builder.setupPost()
    return builder.font


def build(path):
    document = DesignSpaceDocument()
    axis = AxisDescriptor()
    axis.tag, axis.name = "wght", "Weight"
    axis.minimum, axis.default, axis.maximum = 100, 400, 900
    # A non-linear user → design map, so that varLib writes an avar table.
    axis.map = [(100, 100), (400, 400), (700, 800), (900, 900)]
    document.addAxis(axis)
    for style, weight in (("Light", 100), ("Regular", 400), ("Black", 900)):
        source = SourceDescriptor()
        source.font = master(style, weight)
        source.location = {"Weight": weight}
        source.styleName = style
        document.addSource(source)
    font, _, _ = varLib.build(document)
    font.save(path)
    print(path, sorted(font.keys()))


def convert(source, path):
    from fontTools.cffLib.CFFToCFF2 import convertCFFToCFF2
    from fontTools.ttLib import TTFont

    font = TTFont(source)
    # Decompiling the charset first keeps the glyph order and the CharStrings in step.
    assert font["CFF "].cff.topDictIndex[0].charset == font.getGlyphOrder()
    convertCFFToCFF2(font)
    font.save(path)
    print(path, sorted(font.keys()))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--from-cff":
        convert(sys.argv[2], sys.argv[3])
    else:
        build(sys.argv[1] if len(sys.argv) > 1 else "TypesetTestVF.otf")
