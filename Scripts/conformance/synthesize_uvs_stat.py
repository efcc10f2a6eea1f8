#!/usr/bin/env python3
"""Synthesises TrueType fonts with a 'cmap' format 14 subtable and 'STAT' tables with fontTools,
since no font of the Debian corpus has Unicode variation sequences, and the corpus' 'STAT' tables
(Inter's) only have axis values of formats 1 and 3.

- `<out>/SynthUVS-Regular.ttf`: a static font whose 'cmap' has a format 14 subtable (Unicode 5)
  beside formats 4 and 12, with
  - default UVS entries: a run of 300 consecutive CJK ideographs (two ranges, the first with the
    largest `additionalCount`, 255), single code points, a supplementary-plane base, and a base
    the Unicode subtables do not map (so the sequence has no glyph);
  - non-default UVS entries: glyphs of their own for BMP and supplementary bases, under
    selectors of the BMP (VS1-VS3, VS15, VS16) and of the supplementary plane (VS17, VS18,
    VS256), one mapped to `.notdef`;
  - a sequence whose selector has only a default table and one with only a non-default table.
  It also has a 'STAT' version 1.2 with five design axes (one absent from the font, one with
  negative values) and axis values of all four formats: format 2 ranges with open ends (-inf and
  +inf become the extreme Fixed values), format 3 linked values, format 4 combinations, the
  elidable and older-sibling flags, and an elided fallback name.
- `<out>/SynthSTAT-V10.ttf`: the same glyphs with a 'STAT' version 1.0 (no elided fallback name
  ID, design axis records of 12 bytes rather than 8) and no format 14 subtable.

Usage: synthesize_uvs_stat.py OUTDIR
"""

import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

UPEM = 1000

# Base characters: Latin, a CJK run, some symbols with emoji presentation sequences, and a
# supplementary-plane ideograph.
CJK_RUN = range(0x4E00, 0x4E00 + 300)
SYMBOLS = [0x2603, 0x231B, 0x2764, 0x00A9]
SUPPLEMENTARY = [0x20000, 0x20001, 0x2A6D6]
UNMAPPED_BASE = 0x4F40  # listed as a default sequence, but no Unicode subtable maps it


def box(width, height, inset=0):
    pen = TTGlyphPen(None)
    pen.moveTo((50 + inset, 0))
    pen.lineTo((50 + inset, height))
    pen.lineTo((width - 50 - inset, height))
    pen.lineTo((width - 50 - inset, 0))
    pen.closePath()
    return pen.glyph()


def glyphs_and_cmap():
    names = [".notdef", "space"]
    cmap = {0x20: "space"}
    for code in range(0x41, 0x5B):
        name = chr(code)
        names.append(name)
        cmap[code] = name
    # Every CJK base shares one of a few glyphs (many-to-one), so that default sequences resolve
    # to different glyphs along the run.
    for k in range(4):
        names.append(f"cjk{k}")
    for index, code in enumerate(CJK_RUN):
        cmap[code] = f"cjk{index % 4}"
    for code in SYMBOLS + SUPPLEMENTARY:
        name = f"u{code:04X}"
        names.append(name)
        cmap[code] = name
    variants = [
        "uni4E00.vs2", "uni4E01.vs2", "uni4E2B.vs3", "u2603.text", "u2603.emoji", "u231B.emoji",
        "u2764.emoji", "u20000.vs17", "u20001.vs18", "u2A6D6.vs256",
    ]
    names += variants
    return names, cmap


def variation_sequences():
    uvs = []
    # VS1 (U+FE00): the whole CJK run is default, plus the unmapped base and the last
    # supplementary base (mapped by format 12 only).
    uvs += [(code, 0xFE00, None) for code in CJK_RUN]
    uvs += [(UNMAPPED_BASE, 0xFE00, None), (0x2A6D6, 0xFE00, None)]
    # VS2 (U+FE01): glyphs of their own, and default for some other ideographs.
    uvs += [(0x4E00, 0xFE01, "uni4E00.vs2"), (0x4E01, 0xFE01, "uni4E01.vs2")]
    uvs += [(code, 0xFE01, None) for code in (0x4E02, 0x4E03, 0x4E10)]
    # VS3 (U+FE02): one non-default glyph only, one mapped to .notdef.
    uvs += [(0x4E2B, 0xFE02, "uni4E2B.vs3"), (0x4E2C, 0xFE02, ".notdef")]
    # Text and emoji presentation selectors.
    uvs += [(0x2603, 0xFE0E, "u2603.text"), (0x2603, 0xFE0F, "u2603.emoji")]
    uvs += [(0x231B, 0xFE0E, None), (0x231B, 0xFE0F, "u231B.emoji")]
    uvs += [(0x2764, 0xFE0E, None), (0x2764, 0xFE0F, "u2764.emoji"), (0x00A9, 0xFE0E, None)]
    # Supplementary-plane selectors (VS17 U+E0100, VS18 U+E0101, VS256 U+E01EF).
    uvs += [(0x20000, 0xE0100, "u20000.vs17"), (0x20001, 0xE0100, None)]
    uvs += [(0x20001, 0xE0101, "u20001.vs18"), (0x4E05, 0xE0101, None)]
    uvs += [(0x2A6D6, 0xE01EF, "u2A6D6.vs256")]
    return uvs


STAT_AXES = [
    dict(
        tag="wght", name="Weight", ordering=0,
        values=[
            dict(value=100, name="Thin"),
            dict(value=400, name="Regular", flags=0x2, linkedValue=700),
            dict(value=700, name="Bold"),
            dict(nominalValue=900, rangeMinValue=800, name="Black"),  # open upper end
            dict(nominalValue=200, rangeMaxValue=250, name="ExtraLight"),  # open lower end
            dict(nominalValue=500, rangeMinValue=450.5, rangeMaxValue=550.25, name="Medium"),
        ],
    ),
    dict(
        tag="wdth", name="Width", ordering=2,
        values=[
            dict(value=75, name="Condensed"),
            dict(value=100, name="Normal", flags=0x2),
            dict(value=112.5, name="SemiExpanded"),
        ],
    ),
    dict(
        tag="slnt", name="Slant", ordering=3,
        values=[
            dict(value=0, name="Upright", flags=0x2),
            dict(value=-10.5, name="Slanted"),
            dict(nominalValue=-5, rangeMinValue=-7.25, rangeMaxValue=-2.75, name="Leaning"),
        ],
    ),
    dict(
        tag="ital", name="Italic", ordering=1,
        values=[
            dict(value=0, name="Roman", flags=0x2, linkedValue=1),
            dict(value=1, name="Italic", flags=0x1),
        ],
    ),
    # An axis the font does not vary along, as the spec allows (no values of its own).
    dict(tag="opsz", name="Optical size", ordering=4, values=[]),
]

STAT_LOCATIONS = [
    dict(name="Display Black", location=dict(wght=900, opsz=72)),
    dict(name="Caption Light", location=dict(wght=300, wdth=87.5, opsz=8), flags=0x3),
    dict(name="Slanted Bold", location=dict(slnt=-10.5, wght=700)),
]


def build(path, style, with_uvs, stat_version):
    names, cmap = glyphs_and_cmap()
    builder = FontBuilder(UPEM, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap(cmap, uvs=variation_sequences() if with_uvs else None)
    glyphs = {}
    metrics = {}
    for index, name in enumerate(names):
        width = 500 + 10 * (index % 17)
        glyphs[name] = box(width, 600 + 5 * index, inset=index % 7) if index else box(500, 700)
        metrics[name] = (width, 50)
    glyphs["space"] = TTGlyphPen(None).glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    family = "Synth UVS" if with_uvs else "Synth STAT"
    builder.setupNameTable(
        {"familyName": family, "styleName": style, "psName": family.replace(" ", "") + "-" + style}
    )
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    if stat_version >= 0x00010002:
        builder.setupStat(STAT_AXES, locations=STAT_LOCATIONS, elidedFallbackName="Regular")
    else:
        # Version 1.0: formats 1 to 3 only, and no elided fallback name ID.
        builder.setupStat(STAT_AXES)
    stat = builder.font["STAT"].table
    stat.Version = stat_version
    if stat_version < 0x00010001:
        del stat.ElidedFallbackNameID
        # Design axis records of 12 bytes (the spec's designAxisSize allows records to grow):
        # readers must step by the recorded size.
        stat.DesignAxisRecordSize = 12
        for axis in stat.DesignAxisRecord.Axis:
            axis.MoreBytes = [0xAB, 0xCD, 0xEF, 0x01]
    builder.font.save(path)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    build(os.path.join(out, "SynthUVS-Regular.ttf"), "Regular", True, 0x00010002)
    build(os.path.join(out, "SynthSTAT-V10.ttf"), "Regular", False, 0x00010000)


if __name__ == "__main__":
    main()
