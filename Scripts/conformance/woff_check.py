"""Checks Typeset's WOFF reader against fontTools and Python's zlib (see woff.sh)."""

import json
import os
import struct
import subprocess
import sys
import tempfile
import zlib

from fontTools.ttLib import TTFont

# (level, strategy, window bits): every block type zlib writes (stored inside a compressed
# stream at level 0 is never smaller, so WOFF keeps such tables uncompressed), and the small
# windows that other encoders use.
SETTINGS = [
    (1, zlib.Z_DEFAULT_STRATEGY, 15),
    (6, zlib.Z_DEFAULT_STRATEGY, 15),
    (9, zlib.Z_DEFAULT_STRATEGY, 15),
    (9, zlib.Z_FILTERED, 15),
    (6, zlib.Z_HUFFMAN_ONLY, 15),
    (6, zlib.Z_RLE, 15),
    (9, zlib.Z_FIXED, 15),
    (9, zlib.Z_DEFAULT_STRATEGY, 9),
    (4, zlib.Z_DEFAULT_STRATEGY, 12),
]


def sfnt_tables(data):
    """(flavor, [(tag, checksum, bytes)]) of an sfnt."""
    flavor, count = struct.unpack(">IH", data[:6])
    tables = []
    for index in range(count):
        tag, checksum, offset, length = struct.unpack(">4sIII", data[12 + 16 * index:28 + 16 * index])
        tables.append((tag, checksum, data[offset:offset + length]))
    return flavor, tables


def write_woff(data, level, strategy, wbits):
    """A WOFF 1.0 file of an sfnt, each table compressed with zlib at these settings when that
    makes it smaller (WOFF 1.0 §5)."""
    flavor, tables = sfnt_tables(data)
    tables.sort(key=lambda t: t[0])
    entries = []
    for tag, checksum, table in tables:
        compressor = zlib.compressobj(level, zlib.DEFLATED, wbits, 9, strategy)
        packed = compressor.compress(table) + compressor.flush()
        if len(packed) >= len(table):
            packed = table
        entries.append((tag, checksum, table, packed))
    offset = 44 + 20 * len(entries)
    directory = b""
    body = b""
    total_sfnt = 12 + 16 * len(entries)
    for tag, checksum, table, packed in entries:
        directory += struct.pack(">4sIIII", tag, offset + len(body), len(packed), len(table), checksum)
        body += packed + b"\0" * (-len(packed) % 4)
        total_sfnt += len(table) + (-len(table) % 4)
    length = 44 + len(directory) + len(body)
    header = struct.pack(">IIIHHIHHIIIII", 0x774F4646, flavor, length, len(entries), 0, total_sfnt,
                         1, 0, 0, 0, 0, 0, 0)
    return header + directory + body


def inspect(typeset, paths):
    result = subprocess.run([typeset, "inspect", "--format", "json", "--dump"] + paths,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip())
    value = json.loads(result.stdout)
    return value if isinstance(value, list) else [value]


def main():
    typeset, fonts = sys.argv[1], sys.argv[2:]
    compared = mismatches = checked_fonts = 0
    with tempfile.TemporaryDirectory() as folder:
        for font in fonts:
            if not os.path.exists(font):
                print(f"woff: skipped {font} (not installed)")
                continue
            checked_fonts += 1
            data = open(font, "rb").read()
            name = os.path.splitext(os.path.basename(font))[0]
            paths = []
            tool = TTFont(font, recalcBBoxes=False, recalcTimestamp=False)
            tool.flavor = "woff"
            path = os.path.join(folder, f"{name}.fonttools.woff")
            tool.save(path, reorderTables=False)
            paths.append(path)
            for level, strategy, wbits in SETTINGS:
                path = os.path.join(folder, f"{name}.zlib-{level}-{strategy}-{wbits}.woff")
                with open(path, "wb") as out:
                    out.write(write_woff(data, level, strategy, wbits))
                paths.append(path)
            reference, *reads = inspect(typeset, [font] + paths)
            for path, read in zip(paths, reads):
                compared += 1
                if read["faces"] != reference["faces"]:
                    mismatches += 1
                    print(f"woff: MISMATCH {os.path.basename(path)} differs from {font}")
            tool = TTFont(font, recalcBBoxes=False, recalcTimestamp=False)
            tool.flavor = "woff2"
            woff2 = os.path.join(folder, f"{name}.woff2")
            tool.save(woff2, reorderTables=False)
            result = subprocess.run([typeset, "inspect", woff2], capture_output=True, text=True)
            if result.returncode != 1 or "fonttools ttLib.woff2 decompress" not in result.stderr:
                mismatches += 1
                print(f"woff: MISMATCH {woff2}: exit {result.returncode}, {result.stderr.strip()}")
            print(f"woff: {font}: {len(paths)} WOFF files read as the font; WOFF 2.0 named")
    print(f"woff: {checked_fonts} fonts, {compared} WOFF files identical to their fonts, "
          f"{mismatches} mismatches")
    sys.exit(1 if mismatches or not checked_fonts else 0)


if __name__ == "__main__":
    main()
