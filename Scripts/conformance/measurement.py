#!/usr/bin/env python3
"""Checks Typeset's size matching and text measurement against independent computations.

1. Width factor: for every font with Latin letters, the `width` normalisation factor that
   `typeset-cli match` prints at 12, 17 and 34 pt is recomputed here from the font with fontTools
   (cmap + hmtx, HVAR ignored: default instance) and from the reference data directly
   (system-fonts.json advances and letter frequencies, dynamic-type.json SF Pro tracking in
   1/1000 em, interpolated linearly). Must agree within 0.5 %.
2. Text width: the width of a 10,000-character English text (the start of the GPL-3 licence,
   which every Debian system has, line breaks as spaces) as `typeset-cli match` measures it is
   compared with HarfBuzz shaping with only the `kern` feature on (ligatures, contextual
   alternates, composition and marks off). Must agree within 0.1 %.

Prints one summary line and exits 1 on any disagreement.
Usage: measurement.py --typeset PATH --reference DIR FONT...
"""
import argparse
import json
import os
import subprocess
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTFont, TTCollection

SIZES = [12, 17, 34]
FEATURES_OFF = ["liga", "clig", "calt", "ccmp", "locl", "rlig", "dlig", "mark", "mkmk", "rclt",
                "curs", "dist", "abvm", "blwm"]


def load_reference(directory):
    system = json.load(open(os.path.join(directory, "system-fonts.json")))
    dynamic = json.load(open(os.path.join(directory, "dynamic-type.json")))
    advances = system["iosSystemFontAdvances"]["regular12pt"]
    first = system["iosSystemFontAdvances"]["firstCodePoint"]
    weights = system["letterFrequencyWeights"]["wikipedia2023"]["weights"]
    tracking = {float(k): v["em1000"]
                for k, v in dynamic["tables"]["tracking"]["SFPro_iOS_iPadOS_visionOS"].items()}
    return advances, first, weights, sorted(tracking.items())


def tracking_em(table, size):
    if size <= table[0][0]:
        return table[0][1] / 1000
    if size >= table[-1][0]:
        return table[-1][1] / 1000
    for (s0, v0), (s1, v1) in zip(table, table[1:]):
        if s0 <= size <= s1:
            return (v0 + (v1 - v0) * (size - s0) / (s1 - s0)) / 1000


def width_factor(font, reference, size):
    advances, first, weights, tracking = reference
    cmap = font.getBestCmap() or {}
    hmtx = font["hmtx"].metrics
    upm = font["head"].unitsPerEm
    t = tracking_em(tracking, size)
    font_sum = system_sum = weight_sum = 0.0
    for char, weight in weights.items():
        glyph = cmap.get(ord(char))
        if glyph is None:
            continue
        font_sum += weight * hmtx[glyph][0] / upm
        system_sum += weight * (advances[ord(char) - first] / 2048 + t)
        weight_sum += weight
    if weight_sum < 0.5 or font_sum <= 0:
        return None
    return (system_sum / weight_sum) / (font_sum / weight_sum)


def harfbuzz_width(path, index, text, size):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob, index)
    font = hb.Font(face)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    features = {"kern": True}
    features.update({tag: False for tag in FEATURES_OFF})
    hb.shape(font, buffer, features)
    units = sum(position.x_advance for position in buffer.glyph_positions)
    return units * size / face.upem


def faces_of(path):
    if path.lower().endswith((".ttc", ".otc")):
        return list(enumerate(TTCollection(path).fonts))
    return [(0, TTFont(path, lazy=True))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--typeset", required=True)
    parser.add_argument("--reference", required=True)
    parser.add_argument("fonts", nargs="+")
    arguments = parser.parse_args()
    reference = load_reference(arguments.reference)

    with open("/usr/share/common-licenses/GPL-3", encoding="utf-8") as licence:
        text = " ".join(licence.read().split())[:10000]
    text_path = os.path.join(os.environ.get("TMPDIR", "/tmp"), "typeset-measurement-text.txt")
    with open(text_path, "w", encoding="utf-8") as out:
        out.write(text)

    command = [arguments.typeset, "match", *arguments.fonts, "--format", "json",
               "--text-file", text_path] + [arg for size in SIZES for arg in ("--size", str(size))]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        print("measurement: typeset-cli match failed: " + result.stderr.strip(), file=sys.stderr)
        return 1
    typeset = {entry["file"]: entry["faces"] for entry in json.loads(result.stdout)}

    fonts = factors = widths = 0
    failures = []
    worst_factor = worst_width = 0.0
    for path in arguments.fonts:
        for index, font in faces_of(path):
            cmap = font.getBestCmap() or {}
            if not all(ord(c) in cmap for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ "):
                continue  # no Latin coverage
            ours = typeset[path][index]
            fonts += 1
            for row in ours["sizes"]:
                size = row["pointSize"]
                expected = width_factor(font, reference, size)
                if expected is None or row["width"] is None:
                    failures.append(f"{path}#{index} at {size} pt: width factor missing")
                    continue
                error = abs(row["width"] / expected - 1)
                worst_factor = max(worst_factor, error)
                factors += 1
                if error > 0.005:
                    failures.append(f"{path}#{index} at {size} pt: width factor {row['width']:.5f}, "
                                    f"fontTools {expected:.5f} ({error:.3%})")
                reference_width = harfbuzz_width(path, index, text, size)
                error = abs(row["textWidth"] / reference_width - 1)
                worst_width = max(worst_width, error)
                widths += 1
                if error > 0.001:
                    failures.append(f"{path}#{index} at {size} pt: text width {row['textWidth']:.3f}, "
                                    f"HarfBuzz {reference_width:.3f} ({error:.4%})")
    for failure in failures[:40]:
        print("measurement: " + failure)
    print(f"measurement: {fonts} fonts with Latin, {factors} width factors (worst {worst_factor:.4%}, "
          f"bound 0.5%), {widths} text widths of {len(text)} characters (worst {worst_width:.5%}, "
          f"bound 0.1%), {len(failures)} disagreements")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
