#!/usr/bin/env python3
"""Shaped widths: `typeset-cli measure` against uharfbuzz (hb_shape, default features).

For every case (a font, a text, a variation location) and size, runs each given `typeset-cli`
binary with --format json and compares its width with HarfBuzz's: the sum of x advances at a
scale of one unit per font unit, times size / unitsPerEm, with the buffer's properties guessed
(direction and script from the text), as `hb-shape` does.

- A binary built with the HarfBuzz trait (its JSON says "shaped": true) must agree within
  --shaped-tolerance (0.1 %).
- One without it records its error per script; wherever the error exceeds --notice-threshold
  (0.5 %) its JSON must carry "needsShaping" and its stderr the note naming the trait.

Prints a table per script and exits non-zero on a failed check.
"""
import argparse
import json
import os
import subprocess
import sys

import uharfbuzz as hb

NOTO = "/usr/share/fonts/truetype/noto/"
CASES = [
    ("Arabic", NOTO + "NotoNaskhArabic-Regular.ttf", "ادفع الآن وأكمل طلبك", {}),
    ("Hebrew with marks", NOTO + "NotoSansHebrew-Regular.ttf", "בְּרֵאשִׁית בָּרָא אֱלֹהִים", {}),
    ("Hebrew", NOTO + "NotoSansHebrew-Regular.ttf", "הוסף לסל והמשך לתשלום", {}),
    ("Devanagari", NOTO + "NotoSansDevanagari-Regular.ttf", "अपना ऑर्डर पूरा करें", {}),
    ("Bengali", NOTO + "NotoSansBengali-Regular.ttf", "আপনার অর্ডার সম্পূর্ণ করুন", {}),
    ("Thai", NOTO + "NotoSansThai-Regular.ttf", "ดำเนินการต่อเพื่อชำระเงิน", {}),
    ("Khmer", NOTO + "NotoSansKhmer-Regular.ttf", "បន្តទៅការទូទាត់ប្រាក់", {}),
    ("CJK", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "注文を完了する。新しい本を買う", {}),
    ("Latin ligatures", "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
     "office affinity fluffy waffle", {}),
    ("Latin kerning", "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
     "AVATAR Toyota WAVE", {}),
    # Zero-width-joiner sequences, a flag, a skin tone and a variation selector: Noto Color
    # Emoji draws each sequence as one glyph through its GSUB ligatures.
    ("Emoji ZWJ", NOTO + "NotoColorEmoji.ttf", "👩‍💻 👨‍👩‍👧 🏳️‍🌈 👍🏽 🇯🇵", {}),
    ("Inter wght 100", "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf",
     "AVATAR Toyota Wave office", {"wght": 100}),
    ("Inter wght 400", "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf",
     "AVATAR Toyota Wave office", {"wght": 400}),
    ("Inter wght 900", "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf",
     "AVATAR Toyota Wave office", {"wght": 900}),
]
SIZES = [12, 17, 34]
TRAIT_WORDS = "--traits HarfBuzz"


def harfbuzz_width(path, text, location, size):
    with open(path, "rb") as file:
        blob = hb.Blob(file.read())
    face = hb.Face(blob, 0)
    font = hb.Font(face)
    if location:
        font.set_variations(location)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(font, buffer, {})
    units = sum(position.x_advance for position in buffer.glyph_positions)
    return units * size / face.upem, len(buffer.glyph_infos)


def typeset_width(binary, path, text, location, size):
    command = [binary, "measure", path, "--text", text, "--size", str(size), "--format", "json"]
    if location:
        command += ["--location", ",".join(f"{k}={v}" for k, v in location.items())]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"shaping: {' '.join(command)} failed: {result.stderr.strip()}")
    report = json.loads(result.stdout)
    face = report["files"][0]["faces"][0]
    notes = [line for line in result.stderr.splitlines() if "needs shaping" in line]
    return face["width"], report, notes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries", nargs="+", help="typeset binaries (with and without the trait)")
    parser.add_argument("--shaped-tolerance", type=float, default=0.1, help="percent")
    parser.add_argument("--notice-threshold", type=float, default=0.5, help="percent")
    arguments = parser.parse_args()
    failures = []
    rows = {}
    for binary in arguments.binaries:
        for script, path, text, location in CASES:
            if not os.path.exists(path):
                failures.append(f"{script}: missing font {path}")
                continue
            for size in SIZES:
                expected, _ = harfbuzz_width(path, text, location, size)
                width, report, notes = typeset_width(binary, path, text, location, size)
                shaped = report["shaped"]
                error = (width - expected) / expected * 100
                key = (script, shaped)
                rows.setdefault(key, []).append((size, error, report["needsShaping"] is not None))
                where = f"{script} at {size} pt ({'HarfBuzz trait' if shaped else 'built-in'})"
                if shaped and abs(error) > arguments.shaped_tolerance:
                    failures.append(f"{where}: {width:.3f} pt, HarfBuzz {expected:.3f} ({error:+.3f} %)")
                if not shaped and abs(error) > arguments.notice_threshold:
                    if report["needsShaping"] is None:
                        failures.append(f"{where}: error {error:+.2f} % without needsShaping")
                    elif len(notes) != 1 or TRAIT_WORDS not in notes[0]:
                        failures.append(f"{where}: error {error:+.2f} % without one stderr note")
    print(f"{'script':<20} {'build':<10} {'error at 12 / 17 / 34 pt':<32} needs shaping")
    for (script, shaped), values in rows.items():
        errors = " / ".join(f"{error:+.3f} %" for _, error, _ in values)
        notice = "yes" if any(flag for _, _, flag in values) else "no"
        print(f"{script:<20} {'HarfBuzz' if shaped else 'built-in':<10} {errors:<32} {notice}")
    for failure in failures:
        print("shaping: FAIL " + failure, file=sys.stderr)
    cases = sum(len(values) for values in rows.values())
    print(f"shaping: {cases} measurements, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
