#!/usr/bin/env python3
"""The same work as OpenTypeBenchmarks with fontTools: open a face and read its metrics, map
every cmap entry (getBestCmap, then a lookup per entry), read every advance, draw every glyph
into a RecordingPen. Each pass starts from a fresh TTFont (fontTools caches decompiled
tables). Median of runs, per operation: `font<TAB>task<TAB>microseconds per op<TAB>ops`.
Times are the thread's CPU time, as in OpenTypeBenchmarks and ttf-parser-bench, so that other
work on a busy machine does not inflate them."""

import io
import statistics
import sys
import time

from fontTools.pens.recordingPen import RecordingPen
from fontTools.ttLib import TTFont


def median(runs, body):
    body()
    times = []
    for _ in range(runs):
        start = time.thread_time()
        body()
        times.append(time.thread_time() - start)
    return statistics.median(times)


def main():
    args = sys.argv[1:]
    runs = 3
    if "--runs" in args:
        i = args.index("--runs")
        runs = int(args[i + 1])
        del args[i : i + 2]
    for path in args:
        data = open(path, "rb").read()
        name = path.rsplit("/", 1)[-1]
        sink = 0

        def font():
            return TTFont(io.BytesIO(data), lazy=True)

        opens = 20

        def open_face():
            nonlocal sink
            for _ in range(opens):
                f = font()
                sink += f["hhea"].ascent + f["hhea"].descent + f["hhea"].lineGap
                sink += f["head"].unitsPerEm + f["maxp"].numGlyphs
                os2 = f["OS/2"]
                sink += os2.sTypoAscender + getattr(os2, "sCapHeight", 0) + getattr(os2, "sxHeight", 0)

        print(f"{name}\topen\t{median(runs, open_face) * 1e6 / opens:.4f}\t{opens}")

        codes = list(font().getBestCmap())

        def cmap():
            nonlocal sink
            best = font().getBestCmap()
            for code in codes:
                sink += len(best[code])

        print(f"{name}\tcmap\t{median(runs, cmap) * 1e6 / len(codes):.4f}\t{len(codes)}")

        order = font().getGlyphOrder()

        def advances():
            nonlocal sink
            metrics = font()["hmtx"].metrics
            for glyph in order:
                sink += metrics[glyph][0]

        print(f"{name}\tadvances\t{median(runs, advances) * 1e6 / len(order):.4f}\t{len(order)}")

        def outlines():
            nonlocal sink
            glyph_set = font().getGlyphSet()
            for glyph in order:
                pen = RecordingPen()
                glyph_set[glyph].draw(pen)
                sink += len(pen.value)

        print(f"{name}\toutlines\t{median(1, outlines) * 1e6 / len(order):.4f}\t{len(order)}")


if __name__ == "__main__":
    main()
