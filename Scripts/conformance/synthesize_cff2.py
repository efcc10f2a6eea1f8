#!/usr/bin/env python3
"""Synthesises CFF2 fonts with fontTools, since no Debian font package ships one.

- `<out>/SynthCFF2-Static.otf`: every glyph of a static CFF font, drawn by fontTools and
  written as CFF2 charstrings (`T2CharStringPen(CFF2=True)`, `FontBuilder.setupCFF2`).
  (fontTools 4.68's `CFFToCFF2` conversion fails on the corpus fonts with "CFF2 CharStrings
  must form a glyph-order prefix".)
- `<out>/SynthCFF2-Variable.otf`: a variable CFF2 font with a `wght` axis (100-900, default
  400) built by `fontTools.varLib` from two masters: the source font's outlines of its first
  MAX_GLYPHS glyphs, and the same outlines slanted and widened (so every point moves and every
  charstring has blends), with `fvar`, `HVAR` and two named instances.

Usage: synthesize_cff2.py SOURCE.otf OUTDIR

(make_cff2.py, beside it, builds a small three-master CFF2 font with avar, MVAR and STAT.)
"""

import os
import sys

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.designspaceLib import InstanceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools import varLib

MAX_GLYPHS = 400


def static_cff2(source_path, path):
    source = TTFont(source_path)
    font = master(source, source.getGlyphOrder(), (1, 0, 0, 1, 0, 0), 0, "Static", cff2=True)
    font.save(path)


def master(source, names, transform, widen, style, cff2=False):
    glyph_set = source.getGlyphSet()
    hmtx = source["hmtx"].metrics
    charstrings = {}
    metrics = {}
    for name in names:
        recording = DecomposingRecordingPen(glyph_set)
        glyph_set[name].draw(recording)
        advance = hmtx[name][0] + widen
        pen = T2CharStringPen(None if cff2 else advance, None, CFF2=cff2)
        recording.replay(TransformPen(pen, transform))
        charstrings[name] = pen.getCharString()
        metrics[name] = (advance, 0)
    upem = source["head"].unitsPerEm
    builder = FontBuilder(upem, isTTF=False)
    builder.setupGlyphOrder(names)
    cmap = {code: name for code, name in source.getBestCmap().items() if name in charstrings}
    builder.setupCharacterMap(cmap)
    family = "Synth CFF2"
    if cff2:
        builder.setupCFF2(charstrings)
    else:
        builder.setupCFF("SynthCFF2-" + style, {"FullName": family + " " + style}, charstrings, {})
    builder.setupHorizontalMetrics(metrics)
    hhea = source["hhea"]
    builder.setupHorizontalHeader(ascent=hhea.ascent, descent=hhea.descent)
    builder.setupNameTable(
        {
            "familyName": family,
            "styleName": style,
            "psName": "SynthCFF2-" + style,
        }
    )
    builder.setupOS2(
        sTypoAscender=hhea.ascent,
        sTypoDescender=hhea.descent,
        usWinAscent=hhea.ascent,
        usWinDescent=-hhea.descent,
        sxHeight=source["OS/2"].sxHeight,
        sCapHeight=source["OS/2"].sCapHeight,
        usWeightClass=400 if style == "Regular" else 900,
    )
    builder.setupPost()
    return builder.font


def variable_cff2(source_path, path):
    source = TTFont(source_path)
    names = source.getGlyphOrder()[:MAX_GLYPHS]
    regular = master(source, names, (1, 0, 0, 1, 0, 0), 0, "Regular")
    black = master(source, names, (1.1, 0, 0.15, 1, 0, 0), 60, "Black")
    document = DesignSpaceDocument()
    axis = AxisDescriptor()
    axis.tag, axis.name = "wght", "Weight"
    axis.minimum, axis.default, axis.maximum = 400, 400, 900
    document.addAxis(axis)
    for font, weight, name in ((regular, 400, "Regular"), (black, 900, "Black")):
        descriptor = SourceDescriptor()
        descriptor.font = font
        descriptor.location = {"Weight": weight}
        descriptor.styleName = name
        document.addSource(descriptor)
    for weight, name in ((400, "Regular"), (900, "Black")):
        instance = InstanceDescriptor()
        instance.familyName = "Synth CFF2"
        instance.styleName = name
        instance.location = {"Weight": weight}
        document.addInstance(instance)
    font, _, _ = varLib.build(document, exclude=["MVAR"])
    font.save(path)


def main():
    source, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    static_cff2(source, os.path.join(out, "SynthCFF2-Static.otf"))
    variable_cff2(source, os.path.join(out, "SynthCFF2-Variable.otf"))


if __name__ == "__main__":
    main()
