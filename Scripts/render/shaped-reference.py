#!/usr/bin/env python3
# Prints what HarfBuzz (through uharfbuzz: python3 -m venv v && v/bin/pip install uharfbuzz) gives
# for one string in one font file, in font units: direction, script, units per em, then glyph
# IDs, clusters, x advances, x offsets and y offsets in HarfBuzz's (visual) order. The
# reference values of Tests/TypesetShapingTests/ShapedGlyphRunTests.swift come from it.
# Usage: shaped-reference.py FONT TEXT   (one direction per text: no bidi reordering)
import uharfbuzz as hb, sys
path, text = sys.argv[1], sys.argv[2]
blob = hb.Blob.from_file_path(path); face = hb.Face(blob); font = hb.Font(face)
buf = hb.Buffer(); buf.add_str(text); buf.guess_segment_properties()
print(buf.direction, buf.script, face.upem)
hb.shape(font, buf)
print([i.codepoint for i in buf.glyph_infos])
print([i.cluster for i in buf.glyph_infos])
print([p.x_advance for p in buf.glyph_positions])
print([p.x_offset for p in buf.glyph_positions])
print([p.y_offset for p in buf.glyph_positions])
