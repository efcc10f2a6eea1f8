"""Compares TypesetRender's rasteriser with FreeType's smooth renderer, glyph by glyph.

For each font and pixel size, every glyph with an outline is rendered by both at the same
size, unhinted, with its origin on a pixel corner: TypesetRender through
`RenderCheck dump`, FreeType through freetype-py (FT_LOAD_NO_HINTING, FT_RENDER_MODE_NORMAL).
The two bitmaps are aligned by their offsets from the origin (FreeType's bitmap_left and
bitmap_top) and compared over the union of their boxes.

Reported per font and size: the mean absolute coverage difference per pixel (in 1/255), the
worst glyph's mean, and the largest single-pixel difference. Fails when the overall mean
exceeds MEAN_BOUND or any glyph's mean exceeds GLYPH_BOUND.

Usage: compare_freetype.py RENDERCHECK FONT... [--sizes 12,17,48]
"""

import os
import struct
import subprocess
import sys
import tempfile

import freetype
import numpy as np

# The bound: at most 2/255 per pixel on average.
MEAN_BOUND = 2.0
# A glyph's own mean difference. FreeType flattens curves differently (and rounds coordinates
# to 1/64 pixel), so single pixels on curved edges may differ more; a glyph as a whole
# must stay within this (1/255 units). The worst seen are glyphs of a few pixels, such as
# EB Garamond's 2 × 3 pixel colon.sinf at 12 px (16/255), where one pixel weighs a sixth.
GLYPH_BOUND = 20.0


def read_dump(path):
    glyphs = {}
    with open(path, "rb") as file:
        data = file.read()
    offset = 0
    while offset < len(data):
        glyph, left, top, width, height = struct.unpack_from("<5i", data, offset)
        offset += 20
        pixels = np.frombuffer(data, dtype=np.uint8, count=width * height, offset=offset)
        offset += width * height
        glyphs[glyph] = (left, top, pixels.reshape(height, width))
    return glyphs


def freetype_bitmaps(font, size, glyph_ids):
    face = freetype.Face(font)
    face.set_pixel_sizes(0, size)
    flags = freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP
    result = {}
    for glyph in glyph_ids:
        face.load_glyph(glyph, flags)
        slot = face.glyph
        slot.render(freetype.FT_RENDER_MODE_NORMAL)
        bitmap = slot.bitmap
        if bitmap.width == 0 or bitmap.rows == 0:
            result[glyph] = (0, 0, np.zeros((0, 0), dtype=np.uint8))
            continue
        rows = np.array(bitmap.buffer, dtype=np.uint8).reshape(bitmap.rows, bitmap.pitch)
        result[glyph] = (slot.bitmap_left, -slot.bitmap_top, rows[:, : bitmap.width])
    return result


def compare(ours, theirs):
    """Sum of absolute differences, pixel count and largest difference over the union."""
    (l1, t1, a), (l2, t2, b) = ours, theirs
    if b.size == 0:
        return int(a.sum()), max(a.size, 1), int(a.max(initial=0))
    left, top = min(l1, l2), min(t1, t2)
    right = max(l1 + a.shape[1], l2 + b.shape[1])
    bottom = max(t1 + a.shape[0], t2 + b.shape[0])
    canvas_a = np.zeros((bottom - top, right - left), dtype=np.int16)
    canvas_b = np.zeros_like(canvas_a)
    canvas_a[t1 - top : t1 - top + a.shape[0], l1 - left : l1 - left + a.shape[1]] = a
    canvas_b[t2 - top : t2 - top + b.shape[0], l2 - left : l2 - left + b.shape[1]] = b
    difference = np.abs(canvas_a - canvas_b)
    return int(difference.sum()), difference.size, int(difference.max(initial=0))


def main():
    arguments = sys.argv[1:]
    sizes = [12, 17, 48]
    if "--sizes" in arguments:
        index = arguments.index("--sizes")
        sizes = [int(value) for value in arguments[index + 1].split(",")]
        del arguments[index : index + 2]
    render_check, fonts = arguments[0], arguments[1:]
    failures = []
    print(f"{'font':34} {'px':>3} {'glyphs':>6} {'mean/255':>9} {'worst glyph':>12} {'max px':>7}")
    for font in fonts:
        for size in sizes:
            with tempfile.TemporaryDirectory() as directory:
                dump = os.path.join(directory, "dump.bin")
                subprocess.run([render_check, "dump", font, str(size), dump], check=True)
                ours = read_dump(dump)
            theirs = freetype_bitmaps(font, size, sorted(ours))
            total, pixels, worst_pixel = 0, 0, 0
            worst_glyph, worst_mean = None, 0.0
            for glyph, bitmap in ours.items():
                difference, count, largest = compare(bitmap, theirs[glyph])
                total += difference
                pixels += count
                worst_pixel = max(worst_pixel, largest)
                mean = difference / count
                if mean > worst_mean:
                    worst_glyph, worst_mean = glyph, mean
            mean = total / max(pixels, 1)
            name = os.path.basename(font)
            print(
                f"{name:34} {size:3} {len(ours):6} {mean:9.3f} "
                f"{worst_mean:7.2f} g{worst_glyph!s:<4} {worst_pixel:7}"
            )
            if mean > MEAN_BOUND:
                failures.append(f"{name} at {size} px: mean {mean:.3f}/255 > {MEAN_BOUND}")
            if worst_mean > GLYPH_BOUND:
                failures.append(
                    f"{name} at {size} px: glyph {worst_glyph} mean {worst_mean:.2f}/255 > {GLYPH_BOUND}"
                )
    for failure in failures:
        print("FAIL:", failure)
    print("rasteriser vs FreeType:", "FAILED" if failures else "ok")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
