"""Checks the subset fonts an HTML specimen embeds against fontTools, HarfBuzz, the OpenType
Sanitizer and Chromium.

For each page and each embedded face (`@font-face` with its PostScript name in a comment):
- OTS (the sanitizer Chromium runs on every web font) accepts the subset;
- every table but `glyf`, `loca`, `gvar` and `head` is byte-identical to the original face's,
  and the original's `DSIG` is the only table dropped;
- every glyph that `pyftsubset --retain-gids --layout-features='*' --text=SAMPLE` keeps has the
  same outline (and the same `gvar` variations) in Typeset's subset as in the original;
- HarfBuzz shapes the sample to the same glyphs and positions with the subset as with the
  original, at the sample's variable locations.
Then Chromium draws the page twice, once as written and once with every face replaced by the
whole original, and the two screenshots must be identical pixel for pixel.

Usage: check-subset.py CHROMIUM PAGE.html [PAGE.html ...]
Prints one line per page and "FAIL: ..." lines; exits 1 on any failure.
"""

import base64
import glob
import html
import io
import os
import re
import subprocess
import sys
import tempfile

import numpy
import ots
import uharfbuzz
from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont
from PIL import Image

FONT_FACE = re.compile(
    r'@font-face \{ font-family: "([^"]+)"; src: url\(data:(font/[a-z]+);base64,([A-Za-z0-9+/=]+)\) '
    r'format\("[a-z]+"\); /\* ([^ ,*]+) \(([^)]*)\)(, whole: [^*]*)? \*/ \}'
)
SAMPLE = re.compile(r'<span class="sample"[^>]*font-variation-settings: ([^"]*)"[^>]*>(.*?)</span>')


def system_faces():
    """(PostScript name, file name) -> (path, index in a collection) for the fonts a page may
    embed."""
    faces = {}
    files = glob.glob("/usr/share/fonts/**/*.[ot]t[fc]", recursive=True)
    files += glob.glob("Examples/**/*.[ot]t[fc]", recursive=True)
    for path in sorted(files):
        try:
            fonts = TTCollection(path, lazy=True).fonts if path.endswith("c") else [TTFont(path, lazy=True)]
        except Exception:
            continue
        for index, font in enumerate(fonts):
            try:
                name = font["name"].getDebugName(6)
            except Exception:
                continue
            key = (name, os.path.basename(path))
            if name and key not in faces:
                faces[key] = (path, index)
    return faces


def original(path, index):
    return TTFont(path, fontNumber=index, lazy=False)


def original_bytes(path, index):
    """The original face as a standalone font file."""
    font = TTFont(path, fontNumber=index)
    if "DSIG" in font:
        del font["DSIG"]
    out = io.BytesIO()
    font.save(out, reorderTables=False)
    return out.getvalue()


def raw_tables(font):
    return {tag: font.reader[tag] for tag in font.reader.keys()}


def locations(page_html):
    result = set()
    for settings, _ in SAMPLE.findall(page_html):
        settings = html.unescape(settings)
        result.add(tuple(sorted((tag, float(value)) for tag, value in re.findall(r'"(.{4})" (-?[0-9.]+)', settings))))
    return result or {()}


def shaped(data, text, location):
    face = uharfbuzz.Face(data)
    font = uharfbuzz.Font(face)
    if location:
        font.set_variations(dict(location))
    buffer = uharfbuzz.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    uharfbuzz.shape(font, buffer, {})
    return [(i.codepoint, i.cluster) for i in buffer.glyph_infos], [
        (p.x_advance, p.y_advance, p.x_offset, p.y_offset) for p in buffer.glyph_positions
    ]


def check_face(key, data, reason, faces, text, page_locations, problems, figures):
    name = f"{key[0]} ({key[1]})"
    if key not in faces:
        problems.append(f"{name}: no font file on this machine has that PostScript and file name")
        return
    path, index = faces[key]
    with tempfile.NamedTemporaryFile(suffix=".ttf") as file:
        file.write(data)
        file.flush()
        result = ots.sanitize(file.name, os.devnull, capture_output=True)
        if result.returncode != 0:
            problems.append(f"{name}: OTS rejects the subset: {result.stderr.decode(errors='replace').strip()[:300]}")
    ours = TTFont(io.BytesIO(data))
    whole = original(path, index)
    ours_raw, whole_raw = raw_tables(ours), raw_tables(whole)
    dropped = set(whole_raw) - set(ours_raw)
    if dropped - {"DSIG"} or set(ours_raw) - set(whole_raw):
        problems.append(f"{name}: tables differ: dropped {sorted(dropped)}, added {sorted(set(ours_raw) - set(whole_raw))}")
    rewritten = {"glyf", "loca", "gvar", "head"} if reason is None else {"head"}
    for tag in set(ours_raw) & set(whole_raw) - rewritten:
        if ours_raw[tag] != whole_raw[tag]:
            problems.append(f"{name}: table {tag} changed")
    whole_size = len(original_bytes(path, index))
    if reason is not None:
        figures.append(f"{name} whole ({reason.strip(', ')}) {whole_size} bytes")
    elif "glyf" in whole:
        reference = TTFont(path, fontNumber=index)
        options = subset.Options()
        options.retain_gids = True
        options.layout_features = ["*"]
        options.notdef_outline = True
        options.name_IDs = ["*"]
        options.drop_tables = []
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(reference)
        order = whole.getGlyphOrder()
        reference_order = reference.getGlyphOrder()
        needed = [gid for gid, glyph in enumerate(reference_order) if reference["glyf"][glyph].numberOfContours != 0]
        ours_kept = [gid for gid, glyph in enumerate(ours.getGlyphOrder()) if ours["glyf"][glyph].numberOfContours != 0]
        for gid in needed:
            glyph = order[gid]
            a, b = ours["glyf"][glyph], whole["glyf"][glyph]
            if a.numberOfContours != b.numberOfContours or (
                a.numberOfContours != 0 and a.getCoordinates(ours["glyf"])[0] != b.getCoordinates(whole["glyf"])[0]
            ):
                problems.append(f"{name}: glyph {glyph} (pyftsubset keeps it) differs or is empty in the subset")
                break
            if "gvar" in whole and whole["gvar"].variations.get(glyph) != ours["gvar"].variations.get(glyph):
                problems.append(f"{name}: the variations of glyph {glyph} differ")
                break
        figures.append(
            f"{name} {whole_size} -> {len(data)} bytes, {len(ours_kept)} outlines kept (pyftsubset: {len(needed)})"
        )
    original_data = original_bytes(path, index)
    for location in page_locations:
        if location and "fvar" not in whole:
            continue
        if shaped(data, text, location) != shaped(original_data, text, location):
            problems.append(f"{name}: HarfBuzz shapes the sample differently at {location or 'default'}")


def screenshot(chromium, page, out):
    subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--font-render-hinting=none",
         "--hide-scrollbars", "--window-size=1600,4000", "--virtual-time-budget=10000",
         f"--screenshot={out}", f"file://{page}"],
        check=True, capture_output=True,
    )
    return numpy.asarray(Image.open(out).convert("RGB"))


def main():
    chromium, pages = sys.argv[1], sys.argv[2:]
    faces = system_faces()
    failed = False
    for page in pages:
        page_html = open(page, encoding="utf-8").read()
        samples = SAMPLE.findall(page_html)
        text = html.unescape(samples[0][1]) if samples else ""
        problems, figures = [], []
        whole_html = page_html
        embedded = FONT_FACE.findall(page_html)
        for family, _, encoded, name, file_name, reason in embedded:
            data = base64.b64decode(encoded)
            key = (name, html.unescape(file_name))
            check_face(key, data, html.unescape(reason) or None, faces, text, locations(page_html), problems, figures)
            if key in faces:
                whole_data = base64.b64encode(original_bytes(*faces[key])).decode()
                whole_html = whole_html.replace(encoded, whole_data, 1)
        with tempfile.TemporaryDirectory() as work:
            whole_page = os.path.join(work, "whole.html")
            open(whole_page, "w", encoding="utf-8").write(whole_html)
            a = screenshot(chromium, os.path.abspath(page), os.path.join(work, "subset.png"))
            b = screenshot(chromium, whole_page, os.path.join(work, "whole.png"))
            differing = int(numpy.any(a != b, axis=2).sum()) if a.shape == b.shape else -1
            if differing > 0:
                ys, xs = numpy.nonzero(numpy.any(a != b, axis=2))
                problems.append(f"Chromium draws the page differently with the whole fonts: {differing} pixels "
                                f"in x {xs.min()}-{xs.max()}, y {ys.min()}-{ys.max()}")
            elif differing < 0:
                problems.append(f"Chromium's screenshots differ in size: {a.shape} and {b.shape}")
            if os.environ.get("SUBSET_KEEP"):
                import shutil
                for png in ("subset.png", "whole.png"):
                    shutil.copy(os.path.join(work, png), os.path.join(os.environ["SUBSET_KEEP"], png))
        size_whole = len(whole_html.encode())
        size_page = len(page_html.encode())
        print(f"subset {os.path.basename(page)}: {len(embedded)} faces, page {size_whole} -> {size_page} bytes, "
              f"screenshots {'identical' if differing == 0 else 'differ'}")
        for figure in figures:
            print("  ", figure)
        for problem in problems:
            print("  FAIL:", problem)
        failed |= bool(problems) or not embedded
    sys.exit(1 if failed else 0)


main()
