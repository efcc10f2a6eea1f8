#!/usr/bin/env python3
"""Writes Tests/Corpus/damaged-tables/: the builder-made font Tests/Corpus/woff/builder-gpos.ttf
with one table damaged per file (issue 34, item 4), and two collections. Each damage is one that
the reader survives by ignoring or cutting short a table; typeset-cli inspect must warn about it.

Usage: Scripts/conformance/make_damaged_tables.py [OUTPUT_FOLDER]
"""
import os
import struct
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
BASE = os.path.join(ROOT, "Tests", "Corpus", "woff", "builder-gpos.ttf")


def records(data):
    count = struct.unpack(">H", data[4:6])[0]
    for index in range(count):
        at = 12 + 16 * index
        tag, _, offset, length = struct.unpack(">4sIII", data[at:at + 16])
        yield tag.decode("latin-1"), at, offset, length


def with_length(data, tag, length):
    data = bytearray(data)
    for name, at, _, _ in records(data):
        if name == tag:
            struct.pack_into(">I", data, at + 12, length)
            return bytes(data)
    raise SystemExit(f"no {tag!r} in the base font")


def with_field(data, tag, position, fmt, value):
    data = bytearray(data)
    for name, _, offset, _ in records(data):
        if name == tag:
            struct.pack_into(fmt, data, offset + position, value)
            return bytes(data)
    raise SystemExit(f"no {tag!r} in the base font")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Tests", "Corpus", "damaged-tables")
    base = open(BASE, "rb").read()
    loca = next(length for name, _, _, length in records(base) if name == "loca")
    files = {
        "cmap-length-fffffff0.ttf": with_length(base, "cmap", 0xFFFFFFF0),
        "glyf-length-fffffff0.ttf": with_length(base, "glyf", 0xFFFFFFF0),
        "hmtx-length-0.ttf": with_length(base, "hmtx", 0),
        # 'hhea' numberOfHMetrics (offset 34).
        "hhea-numberOfHMetrics-0.ttf": with_field(base, "hhea", 34, ">H", 0),
        # Half of 'loca': the last glyphs have no location.
        "loca-too-short.ttf": with_length(base, "loca", loca // 2),
        # 'head' indexToLocFormat (offset 50).
        "head-indexToLocFormat-5.ttf": with_field(base, "head", 50, ">h", 5),
        # A collection header (version 1.0) that lists no fonts.
        "collection-no-fonts.ttc": b"ttcf" + struct.pack(">HHI", 1, 0, 0),
        # A collection whose only font's offset is 0xFFFFFFF0 (issue 34, item 5: printed as
        # the file's number, not as a clamped Int).
        "collection-offset-fffffff0.ttc": b"ttcf" + struct.pack(">HHII", 1, 0, 1, 0xFFFFFFF0) + base,
    }
    os.makedirs(out, exist_ok=True)
    for name, data in files.items():
        with open(os.path.join(out, name), "wb") as handle:
            handle.write(data)
    print(f"wrote {len(files)} files to {out}")


if __name__ == "__main__":
    main()
