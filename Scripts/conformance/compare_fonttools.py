#!/usr/bin/env python3
"""Compares what the Swift `OpenType` module reads from real fonts with fontTools and HarfBuzz.

A small Swift program (written to a temporary package that depends on this repository by path,
so the package itself needs no extra target) dumps, for every face of every font given: the
names, unitsPerEm, glyph count, hhea/OS/2/post values, the whole character map, Unicode
variation sequences, every advance width and the kerning between every pair of printable ASCII
characters. This script reads the same values with fontTools and, when `uharfbuzz` is installed,
measures kerning with HarfBuzz (the advance of a two-letter string with and without the 'kern'
feature), then prints every difference.

    python3 -m venv /tmp/ftvenv && /tmp/ftvenv/bin/pip install fonttools uharfbuzz
    /tmp/ftvenv/bin/python Scripts/conformance/compare_fonttools.py            # Debian fonts
    /tmp/ftvenv/bin/python Scripts/conformance/compare_fonttools.py a.ttf b.otf

Exit status: 0 when everything agrees, 1 when something differs, 2 when the dump fails.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

from fontTools.ttLib import TTFont

try:
    import uharfbuzz as hb
except ImportError:  # kerning is then compared only when fontTools alone can say
    hb = None

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PACKAGE = """// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "OpenTypeDump",
  dependencies: [.package(path: "%s")],
  targets: [
    .executableTarget(
      name: "opentype-dump",
      dependencies: [.product(name: "OpenType", package: "%s")])
  ]
)
"""

DUMP = r"""
import Foundation
import OpenType

func value(_ optional: Any?) -> Any { optional ?? NSNull() }

let printable = (0x20...0x7E).compactMap { Unicode.Scalar($0) }
let selectors = (0xFE00...0xFE0F).map { $0 } + (0xE0100...0xE01EF).map { $0 }
var faces: [[String: Any]] = []
for path in CommandLine.arguments.dropFirst() {
  do {
    let file = try FontFile(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    for index in 0..<file.faceCount {
      let face = try file.face(at: index)
      var characters: [String: Int] = [:]
      for code in 0...0x10FFFF {
        guard let scalar = Unicode.Scalar(code), let glyph = face.glyph(for: scalar) else { continue }
        characters[String(code)] = glyph.index
      }
      var sequences: [String: Int] = [:]
      if face.characterMap?.variationSequences != nil {
        for code in characters.keys.compactMap({ Int($0) }) {
          for selector in selectors {
            guard let base = Unicode.Scalar(code), let mark = Unicode.Scalar(selector),
              let glyph = face.glyph(for: base, variationSelector: mark)
            else { continue }
            sequences["\(code),\(selector)"] = glyph.index
          }
        }
      }
      var kerning: [String: Int] = [:]
      for left in printable {
        for right in printable {
          guard let first = face.glyph(for: left), let second = face.glyph(for: right) else {
            continue
          }
          let amount = face.kerning(between: first, and: second)
          if amount != 0 { kerning["\(left.value),\(right.value)"] = amount }
        }
      }
      faces.append([
        "file": path, "index": index, "unitsPerEm": face.unitsPerEm,
        "numGlyphs": face.numberOfGlyphs,
        "names": [
          "1": value(face.familyName), "2": value(face.subfamilyName), "4": value(face.fullName),
          "6": value(face.postScriptName), "16": value(face.typographicFamilyName),
          "17": value(face.typographicSubfamilyName),
        ],
        "weightClass": face.weightClass.rawValue, "widthClass": face.widthClass.rawValue,
        "isItalic": face.isItalic,
        "hhea": [face.ascender, face.descender, face.lineGap],
        "typo": [
          value(face.typographicAscender), value(face.typographicDescender),
          value(face.typographicLineGap),
        ],
        "win": [value(face.windowsAscent), value(face.windowsDescent)],
        "usesTypoMetrics": face.usesTypographicMetrics,
        "xHeight": value(face.xHeight), "capHeight": value(face.capHeight),
        "xAvgCharWidth": value(face.averageCharacterWidth),
        "italicAngle": face.italicAngle, "underlinePosition": value(face.underlinePosition),
        "underlineThickness": value(face.underlineThickness), "isFixedPitch": face.isMonospaced,
        "strikeout": [value(face.strikeoutPosition), value(face.strikeoutThickness)],
        "cmap": characters, "uvs": sequences,
        "advances": (0..<face.numberOfGlyphs).map {
          face.advance(of: GlyphID(rawValue: UInt16($0))) ?? -1
        },
        "kerning": kerning,
        "unreadableTables": face.unreadableTables.keys.map { $0.description },
      ])
    }
  } catch {
    faces.append(["file": path, "error": "\(error)"])
  }
}
FileHandle.standardOutput.write(try JSONSerialization.data(withJSONObject: faces))
"""


def build_dump(scratch, repo):
    """Writes the dump package next to `scratch` and builds it in release mode."""
    package = os.path.join(scratch, "package")
    sources = os.path.join(package, "Sources", "opentype-dump")
    os.makedirs(sources, exist_ok=True)
    with open(os.path.join(package, "Package.swift"), "w") as handle:
        handle.write(PACKAGE % (repo, os.path.basename(repo)))
    with open(os.path.join(sources, "main.swift"), "w") as handle:
        handle.write(DUMP)
    build = os.path.join(scratch, "build")
    subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", package, "--scratch-path", build],
        check=True,
    )
    return os.path.join(build, "release", "opentype-dump")


def dump(executable, fonts):
    faces = []
    for start in range(0, len(fonts), 40):  # keeps command lines short
        output = subprocess.run(
            [executable] + fonts[start : start + 40], check=True, capture_output=True
        ).stdout
        faces += json.loads(output)
    return faces


def english_name(font, name_id):
    """The record fontTools' getDebugName would pick, or None."""
    table = font.get("name")
    if table is None:
        return None
    for platform, encoding, language in [(3, 1, 0x409), (3, 10, 0x409), (0, 3, 0), (0, 4, 0)]:
        record = table.getName(name_id, platform, encoding, language)
        if record is not None and record.toUnicode():
            return record.toUnicode()
    for record in table.names:
        if record.nameID == name_id and record.platformID == 3:
            return record.toUnicode()
    record = table.getName(name_id, 1, 0, 0)
    return record.toUnicode() if record is not None else None


def harfbuzz_kerning(path, index, pairs):
    """Total advance change of each two-letter string when 'kern' is turned on."""
    font = hb.Font(hb.Face(hb.Blob.from_file_path(path), index))
    others = {tag: False for tag in ["liga", "clig", "calt", "dlig", "rlig", "ccmp", "locl"]}

    def advance(text, kern):
        buffer = hb.Buffer()
        buffer.add_str(text)
        buffer.guess_segment_properties()
        hb.shape(font, buffer, dict(others, kern=kern))
        return sum(position.x_advance for position in buffer.glyph_positions)

    result = {}
    for left, right in pairs:
        text = chr(left) + chr(right)
        change = advance(text, True) - advance(text, False)
        if change:
            result[f"{left},{right}"] = change
    return result


def compare(face, problems):
    where = f"{face['file']}#{face.get('index', 0)}"
    if "error" in face:
        problems.append(f"{where}: the Swift reader failed: {face['error']}")
        return

    def check(label, ours, theirs):
        if ours != theirs:
            problems.append(f"{where} {label}: Swift {ours!r}, reference {theirs!r}")

    font = TTFont(face["file"], fontNumber=face["index"], lazy=True)
    check("unreadable tables", face["unreadableTables"], [])
    check("unitsPerEm", face["unitsPerEm"], font["head"].unitsPerEm)
    check("numGlyphs", face["numGlyphs"], font["maxp"].numGlyphs)
    for name_id, ours in face["names"].items():
        check(f"name {name_id}", ours, english_name(font, int(name_id)))
    hhea = font["hhea"]
    check("hhea", face["hhea"], [hhea.ascent, hhea.descent, hhea.lineGap])
    os2 = font.get("OS/2")
    if os2 is not None:
        check("usWeightClass", face["weightClass"], os2.usWeightClass)
        check("usWidthClass", face["widthClass"], os2.usWidthClass)
        check("ITALIC", face["isItalic"], bool(os2.fsSelection & 1))
        check("typo metrics", face["typo"], [os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap])
        check("win metrics", face["win"], [os2.usWinAscent, os2.usWinDescent])
        check("USE_TYPO_METRICS", face["usesTypoMetrics"], bool(os2.fsSelection & 0x80))
        check("sxHeight", face["xHeight"], os2.sxHeight if os2.version >= 2 else None)
        check("sCapHeight", face["capHeight"], os2.sCapHeight if os2.version >= 2 else None)
        check("xAvgCharWidth", face["xAvgCharWidth"], os2.xAvgCharWidth)
        check("strikeout", face["strikeout"], [os2.yStrikeoutPosition, os2.yStrikeoutSize])
    post = font.get("post")
    if post is not None:
        check("italicAngle", face["italicAngle"], post.italicAngle)
        check("underline", [face["underlinePosition"], face["underlineThickness"]],
              [post.underlinePosition, post.underlineThickness])
        check("isFixedPitch", face["isFixedPitch"], bool(post.isFixedPitch))

    order = font.getGlyphOrder()
    index_of = {name: index for index, name in enumerate(order)}
    ours = {int(code): order[glyph] for code, glyph in face["cmap"].items()}
    theirs = {code: name for code, name in (font.getBestCmap() or {}).items() if name != order[0]}
    if ours != theirs:
        missing = sorted(set(theirs) - set(ours))[:5]
        extra = sorted(set(ours) - set(theirs))[:5]
        differ = sorted(code for code in set(ours) & set(theirs) if ours[code] != theirs[code])[:5]
        problems.append(f"{where} cmap: missing {missing}, extra {extra}, different {differ}")

    expected_uvs = {}
    for subtable in font["cmap"].tables:
        if subtable.format != 14:
            continue
        for selector, entries in subtable.uvsDict.items():
            for base, name in entries:
                if base not in theirs:
                    continue  # the dump only tries bases the character map has
                glyph = index_of[name] if name is not None else index_of[theirs[base]]
                expected_uvs[f"{base},{selector}"] = glyph
    check("variation sequences", face["uvs"], expected_uvs)

    metrics = font["hmtx"].metrics
    check("advances", face["advances"], [metrics[name][0] for name in order])

    if hb is not None:
        printable = [code for code in range(0x20, 0x7F) if code in theirs]
        pairs = [(left, right) for left in printable for right in printable]
        reference = harfbuzz_kerning(face["file"], face["index"], pairs)
        if face["kerning"] != reference:
            keys = sorted(set(face["kerning"]) | set(reference))
            differ = [(key, face["kerning"].get(key), reference.get(key)) for key in keys
                      if face["kerning"].get(key) != reference.get(key)]
            problems.append(f"{where} kerning: {len(differ)} pairs differ, e.g. {differ[:5]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fonts", nargs="*", help="font files (default: /usr/share/fonts)")
    parser.add_argument("--scratch", help="where to build the dump (default: a temporary directory)")
    parser.add_argument("--repo", default=REPO, help="the Typeset package (default: this one)")
    arguments = parser.parse_args()
    fonts = arguments.fonts or sorted(
        path for pattern in ("**/*.ttf", "**/*.otf", "**/*.ttc", "**/*.otc")
        for path in glob.glob(os.path.join("/usr/share/fonts", pattern), recursive=True))
    if not fonts:
        print("no fonts given and none found in /usr/share/fonts", file=sys.stderr)
        return 2
    scratch = arguments.scratch or tempfile.mkdtemp(prefix="opentype-dump-")
    try:
        faces = dump(build_dump(scratch, os.path.abspath(arguments.repo)), fonts)
    except subprocess.CalledProcessError as error:
        print(f"the Swift dump failed: {error}", file=sys.stderr)
        return 2
    problems = []
    for face in faces:
        compare(face, problems)
    kerning = "HarfBuzz" if hb is not None else "not compared (install uharfbuzz)"
    print(f"{len(faces)} faces from {len(fonts)} files; kerning: {kerning}")
    for problem in problems:
        print(problem)
    print("no differences" if not problems else f"{len(problems)} differences")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
