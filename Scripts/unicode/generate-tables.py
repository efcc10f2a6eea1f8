#!/usr/bin/env python3
"""Writes Sources/TypesetShaping/UnicodeTables.swift from the Unicode Character Database.

The UCD files come from Debian's `unicode-data` package (/usr/share/unicode, installed with
apt-get when missing) or, with --download, from https://www.unicode.org/Public/<version>/ucd/.
Properties: Script (Scripts.txt), Bidi_Class (extracted/DerivedBidiClass.txt), Line_Break
(LineBreak.txt) and Joining_Type (extracted/DerivedJoiningType.txt), with the @missing defaults of each file. Each table is a sorted list of
ranges packed as `start << 8 | value`, adjacent equal ranges merged; a code point's value is that
of the last range starting at or before it.

Usage: Scripts/unicode/generate-tables.py [--download VERSION]
"""
import os
import re
import subprocess
import sys
import urllib.request

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUTPUT = os.path.join(ROOT, "Sources", "TypesetShaping", "UnicodeTables.swift")
DEBIAN = "/usr/share/unicode"


def ucd_source():
    if "--download" in sys.argv:
        version = sys.argv[sys.argv.index("--download") + 1]
        base = f"https://www.unicode.org/Public/{version}/ucd/"
        cache = os.path.join(ROOT, ".build", f"ucd-{version}")
        os.makedirs(os.path.join(cache, "extracted"), exist_ok=True)
        for name in ["Scripts.txt", "extracted/DerivedBidiClass.txt", "LineBreak.txt",
                     "extracted/DerivedJoiningType.txt",
                     "PropertyValueAliases.txt", "ReadMe.txt"]:
            path = os.path.join(cache, name)
            if not os.path.exists(path):
                urllib.request.urlretrieve(base + name, path)
        return cache
    if not os.path.exists(os.path.join(DEBIAN, "Scripts.txt")):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "install", "-y", "-q", "unicode-data"], check=True, env=env,
                       stdout=subprocess.DEVNULL)
    return DEBIAN


def read_version(source):
    for name in ["ReadMe.txt", "Scripts.txt"]:
        path = os.path.join(source, name)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                match = re.search(r"(\d+\.\d+\.\d+)", file.read(4000))
                if match:
                    return match.group(1)
    return "unknown"


def aliases(source, prop):
    """Long and short names of a property's values, mapped to the short name."""
    names = {}
    with open(os.path.join(source, "PropertyValueAliases.txt"), encoding="utf-8") as file:
        for line in file:
            fields = [f.strip() for f in line.split("#")[0].split(";")]
            if len(fields) >= 3 and fields[0] == prop:
                for name in fields[1:]:
                    names[name] = fields[1]
    return names


def parse(path, names):
    """(start, end, short value) ranges: the @missing lines first, then the data lines."""
    missing, data = [], []
    with open(path, encoding="utf-8") as file:
        for line in file:
            target = data
            if line.startswith("# @missing:"):
                line, target = line[len("# @missing:"):], missing
            body = line.split("#")[0].strip()
            if not body:
                continue
            span, value = [f.strip() for f in body.split(";")[:2]]
            start, _, end = span.partition("..")
            target.append((int(start, 16), int(end or start, 16), names.get(value, value)))
    return missing + data


def table(ranges, values):
    """Resolves overlapping ranges (later wins) to packed, merged range starts."""
    assigned = bytearray(0x110000)
    for start, end, value in ranges:
        assigned[start:end + 1] = bytes([values.index(value)]) * (end - start + 1)
    packed, previous = [], None
    for code_point in range(0x110000):
        if assigned[code_point] != previous:
            previous = assigned[code_point]
            packed.append(code_point << 8 | previous)
    return packed


def swift_array(name, doc, numbers):
    lines = [f"  /// {doc}", f"  static let {name}: [UInt32] = ["]
    row = []
    for number in numbers:
        row.append(f"0x{number:08X},")
        if len(row) == 8:
            lines.append("    " + " ".join(row))
            row = []
    if row:
        lines.append("    " + " ".join(row))
    lines.append("  ]")
    return lines


def swift_names(name, doc, names):
    lines = [f"  /// {doc}", f"  static let {name}: [String] = ["]
    row, width = [], 4
    for value in names:
        item = f'"{value}",'
        if width + len(item) + 1 > 100:
            lines.append("    " + " ".join(row))
            row, width = [], 4
        row.append(item)
        width += len(item) + 1
    if row:
        lines.append("    " + " ".join(row))
    lines.append("  ]")
    return lines


def main():
    source = ucd_source()
    version = read_version(source)
    script_names = aliases(source, "sc")
    bidi_names = aliases(source, "bc")
    line_names = aliases(source, "lb")
    scripts = parse(os.path.join(source, "Scripts.txt"), script_names)
    bidi = parse(os.path.join(source, "extracted", "DerivedBidiClass.txt"), bidi_names)
    lines = parse(os.path.join(source, "LineBreak.txt"), line_names)
    script_values = sorted({v for _, _, v in scripts} | {"Zyyy", "Zinh", "Zzzz"})
    bidi_values = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS",
                   "ON", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
    assert {v for _, _, v in bidi} <= set(bidi_values), {v for _, _, v in bidi} - set(bidi_values)
    line_values = sorted({v for _, _, v in lines})
    joining = parse(os.path.join(source, "extracted", "DerivedJoiningType.txt"),
                    aliases(source, "jt"))
    joining = [(0, 0x10FFFF, "U")] + joining
    joining_values = ["U", "C", "D", "L", "R", "T"]
    out = [
        "// Generated by Scripts/unicode/generate-tables.py from the Unicode Character Database",
        f"// {version} (Scripts.txt, extracted/DerivedBidiClass.txt, LineBreak.txt,",
        "// extracted/DerivedJoiningType.txt). Do not edit.",
        "// swift-format-ignore-file",
        "",
        "/// Unicode character properties as range tables: `start << 8 | value`, sorted by start.",
        "enum UnicodeTables {",
        f'  /// The Unicode version the tables come from.',
        f'  static let version = "{version}"',
    ]
    out += swift_names("scriptCodes", "ISO 15924 codes of the Script values, by value.",
                       script_values)
    out += swift_names("bidiClassNames", "Bidi_Class short names, by value.", bidi_values)
    out += swift_names("lineBreakClassNames", "Line_Break short names, by value.", line_values)
    out += swift_array("scripts", "Script, as indices into `scriptCodes`.",
                       table(scripts, script_values))
    out += swift_array("bidiClasses", "Bidi_Class, as indices into `bidiClassNames`.",
                       table(bidi, bidi_values))
    out += swift_array("lineBreakClasses", "Line_Break, as indices into `lineBreakClassNames`.",
                       table(lines, line_values))
    out += swift_names("joiningTypeNames", "Joining_Type short names, by value.", joining_values)
    out += swift_array("joiningTypes", "Joining_Type, as indices into `joiningTypeNames`.",
                       table(joining, joining_values))
    out.append("}")
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write("\n".join(out) + "\n")
    print(f"{OUTPUT}: Unicode {version}, {len(script_values)} scripts")


if __name__ == "__main__":
    main()
