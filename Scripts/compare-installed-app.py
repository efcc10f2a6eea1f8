#!/usr/bin/env python3
"""Compares what the installed fixture app resolves with `typeset-cli scale --format json`.

Usage: compare-installed-app.py APP.jsonl SCALE.json...

APP.jsonl has one object per line (platform, style, category, boldText, pointSize, lineHeight,
tracking, face, weight, or error); each SCALE.json is the array `typeset-cli scale FILE
--platform P [--bold-text] --format json` prints. Every row of the app must have a row of
scale with the same platform, style, category and Bold Text, and the same point size, line
height, tracking, face and weight, exactly (both print shortest round-trip numbers); every row
of scale must be in the app. Prints one line with the count, or each difference.
"""
import json
import sys


def main():
    app_path, scale_paths = sys.argv[1], sys.argv[2:]
    app = {}
    with open(app_path) as f:
        for line in f:
            if line.strip():
                row = json.loads(line)
                app[(row["platform"], row["style"], row["category"], row["boldText"])] = row
    scale = {}
    for path in scale_paths:
        with open(path) as f:
            for row in json.load(f):
                scale[(row["platform"], row["style"], row["category"], row["boldText"])] = row
    problems = []
    for key, expected in scale.items():
        got = app.get(key)
        if got is None:
            problems.append(f"{key}: in scale, not in the app")
            continue
        if expected.get("pointSize") is None:
            # scale prints a style that does not resolve there without numbers; the app's
            # accessor throws the same error.
            if "error" not in got:
                problems.append(f"{key}: the app resolves {got['pointSize']} pt; scale gives none")
            continue
        if "error" in got:
            problems.append(f"{key}: the app says {got['error']}; scale gives {expected['pointSize']} pt")
            continue
        for field, theirs in (("pointSize", "pointSize"), ("lineHeight", "lineHeight"),
                              ("tracking", "tracking"), ("face", "face"), ("weight", "weight")):
            if got[field] != expected[theirs]:
                problems.append(f"{key}: {field} {got[field]!r} in the app, {expected[theirs]!r} in scale")
    for key, got in app.items():
        if key not in scale and "error" not in got:
            problems.append(f"{key}: in the app ({got['pointSize']} pt), not in scale")
    errors = sum(1 for row in app.values() if "error" in row)
    unresolved = sum(1 for row in scale.values() if row.get("pointSize") is None)
    if problems:
        print("\n".join(problems[:40]))
        print(f"compare-installed-app: {len(problems)} differences in {len(scale)} rows")
        return 1
    styles = {key[1] for key in scale}
    faces = {row["face"] for row in scale.values()}
    print(f"compare-installed-app: {len(scale)} rows equal ({len(styles)} styles, "
          f"{len(faces) - (None in faces)} faces, 4 platforms, Bold Text off and on; {errors} rows "
          f"that do not resolve in the app, {unresolved} in scale)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
