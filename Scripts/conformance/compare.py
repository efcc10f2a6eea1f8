#!/usr/bin/env python3
"""Compares `typeset-cli inspect --format json --dump` with fontTools and HarfBuzz.

For every face of every font given, it checks:

- values: names (1, 2, 4, 6, 16, 17), weight and width class, italic, units per em, hhea,
  typo and win metrics, USE_TYPO_METRICS, cap height, x-height, glyph count, italic angle,
  fixed pitch, underline, outline format, variation axes and named instances -- against
  fontTools' parsed tables;
- cmap: the glyph of every Unicode scalar, against fontTools' `getBestCmap()` (entries that map
  to glyph 0 are dropped on both sides);
- variation sequences: every sequence of the 'cmap' format 14 subtable (every selector record's
  default UVS ranges expanded, and its non-default mappings), against fontTools' `uvsDict`: the
  glyph `Face.glyph(for:variationSelector:)` returns (a default sequence takes the glyph the
  Unicode cmap gives its base character; a sequence mapped to glyph 0 has none) and whether the
  subtable's lookup calls it default or a glyph of its own. typeset lists the sequences by
  walking the subtable's records, then looks each one up;
- STAT: every design axis (tag, name ID, ordering), every axis value (format, the elidable and
  older-sibling flags, name ID, axis index, value, range, linked value, format 4's axis/value
  pairs) and the elided fallback name ID, against fontTools' `STAT` table;
- advances: every glyph's advance, against fontTools' `hmtx`;
- outlines: every glyph's outline at the default location, against fontTools (composite glyphs
  decomposed by `Glyph.getCoordinates`, CFF/CFF2 charstrings evaluated by fontTools' T2
  interpreter with seac accents decomposed). Both sides are reduced to segments (lines,
  quadratic and cubic curves, TrueType's implied on-curve points made explicit, the closing
  line made explicit, zero-length lines dropped) and compared contour by contour, allowing any
  starting point of a closed contour. Coordinates must agree within OUTLINE_TOLERANCE font
  units;
- variable fonts, at two locations (every axis at its maximum, and 30 % of the way up every
  axis): the metrics with their MVAR deltas (fontTools' VarStoreInstancer, avar applied), every
  advance (fontTools' glyph set at the location: HVAR, or gvar phantom points without HVAR) and
  every outline (gvar deltas for TrueType, blended charstrings for CFF2);
- kerning: the kerning-only advances of a text of TEXT_LENGTH characters (`kern` on, every other
  HarfBuzz default feature off) against HarfBuzz: glyph id and x advance of each character, where
  typeset's is `advance + kerning with the next character` and HarfBuzz's the pen advance
  (GPOS) or the distance from the glyph's drawn origin to the next one's (legacy 'kern',
  which HarfBuzz splits between the two glyphs' advances and offsets).

Values compared are counted as: one per scalar value, cmap entry, variation sequence, STAT
value, advance, outline point and text character. A mismatch is listed unless it matches an entry of the exceptions file
(`font` and `check` are fnmatch patterns on the file's base name and the check's name, with a
`reason`). Prints one line per unexplained mismatch (up to a limit), then the summary line
`N fonts, M values compared (including V variation sequences, S STAT values), K mismatches
(E explained by exceptions)`; exits 1 when K > 0.
"""

import argparse
import fnmatch
import json
import multiprocessing
import os
import random
import re
import subprocess
import sys
import unicodedata

from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.ttLib import TTCollection, TTFont

OUTLINE_TOLERANCE = 0.01  # font units; see exceptions.md for why it is not 0
TEXT_LENGTH = 10_000
HB_DEFAULT_FEATURES = [
    "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist",
    "liga", "rclt", "frac", "numr", "dnom", "ltra", "ltrm", "rvrn", "rtla", "rtlm", "vert",
    "init", "medi", "fina", "isol", "med2", "fin2", "fin3", "cswh", "mset", "stch", "akhn",
    "rphf", "pref", "blwf", "abvf", "half", "pstf", "vatu", "cjct", "nukt", "pres", "abvs",
    "blws", "psts", "haln", "ljmo", "vjmo", "tjmo", "Harf", "Buzz",
]
# Characters HarfBuzz hides or replaces whatever the font says (default ignorables that are not
# of category Cf, and the Hangul fillers).
HB_SPECIAL = {0x115F, 0x1160, 0x3164, 0xFFA0, 0x034F, 0x17B4, 0x17B5}
# Kerning-rich characters that most Latin, Greek and Cyrillic fonts kern.
KERNING_RICH = (
    "AVAWAYATAVTaToTyLTLVLYFaFoPaPoRVRTWaWeYoYaKoVaVeAvAwAyTrTuL'f.,\"r.y.v.w.-"
    "ΑΥΤΟΛΑΓαЛАГоТаУаЯАЪУкуГоПА"
    "0123456789()[]{}/\\«»‹›“”‘’"
)


def best_face_names(tt):
    name = tt["name"] if "name" in tt else None

    def get(name_id):
        if name is None:
            return None
        value = name.getDebugName(name_id)
        return value

    return get


def expected_values(tt):
    """The scalar values of one face, keyed like typeset's JSON."""
    get = best_face_names(tt)
    head, hhea, maxp = tt["head"], tt["hhea"], tt["maxp"]
    os2 = tt["OS/2"] if "OS/2" in tt else None
    post = tt["post"] if "post" in tt else None
    values = {
        "postScriptName": get(6),
        "familyName": get(1),
        "subfamilyName": get(2),
        "typographicFamilyName": get(16),
        "typographicSubfamilyName": get(17),
        "fullName": get(4),
        "unitsPerEm": head.unitsPerEm,
        "ascender": hhea.ascent,
        "descender": hhea.descent,
        "lineGap": hhea.lineGap,
        "numGlyphs": maxp.numGlyphs,
    }
    if os2 is not None:
        values.update(
            {
                "weightClass": os2.usWeightClass,
                "widthClass": os2.usWidthClass,
                "italic": bool(os2.fsSelection & 1),
                "bold": bool(os2.fsSelection & 32),
                "useTypoMetrics": bool(os2.fsSelection & 128),
                "typoAscender": os2.sTypoAscender,
                "typoDescender": os2.sTypoDescender,
                "typoLineGap": os2.sTypoLineGap,
                "winAscent": os2.usWinAscent,
                "winDescent": os2.usWinDescent,
                "capHeight": os2.sCapHeight if os2.version >= 2 else None,
                "xHeight": os2.sxHeight if os2.version >= 2 else None,
            }
        )
    if post is not None:
        values.update(
            {
                "italicAngle": float(post.italicAngle),
                "monospaced": post.isFixedPitch != 0,
                "underlinePosition": post.underlinePosition,
                "underlineThickness": post.underlineThickness,
            }
        )
    if "glyf" in tt and "loca" in tt:
        values["outlineFormat"] = "TrueType"
    elif "CFF " in tt:
        values["outlineFormat"] = "CFF"
    elif "CFF2" in tt:
        values["outlineFormat"] = "CFF2"
    if "fvar" in tt:
        fvar = tt["fvar"]
        for i, axis in enumerate(fvar.axes):
            prefix = f"axes[{i}]."
            values[prefix + "tag"] = axis.axisTag
            values[prefix + "minimum"] = axis.minValue
            values[prefix + "default"] = axis.defaultValue
            values[prefix + "maximum"] = axis.maxValue
            values[prefix + "hidden"] = bool(axis.flags & 1)
            values[prefix + "name"] = get(axis.axisNameID)
        for i, instance in enumerate(fvar.instances):
            prefix = f"namedInstances[{i}]."
            values[prefix + "subfamilyName"] = get(instance.subfamilyNameID)
            for tag, value in instance.coordinates.items():
                values[prefix + "coordinates." + tag] = value
    return values


def actual_values(face):
    values = {}
    for key, value in face.items():
        if key in ("axes", "namedInstances"):
            for i, entry in enumerate(value):
                for sub, subvalue in entry.items():
                    if isinstance(subvalue, dict):
                        for tag, number in subvalue.items():
                            values[f"{key}[{i}].{sub}.{tag}"] = number
                    else:
                        values[f"{key}[{i}].{sub}"] = subvalue
        elif not isinstance(value, (list, dict)):
            values[key] = value
    return values


def same(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b or a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) <= 1e-4
    return a == b


# --- outlines ---------------------------------------------------------------------------------


def segments_from_truetype(coordinates, end_points, flags):
    """Contours of (start, [(kind, points...)]) from TrueType points, implied points explicit."""
    contours = []
    start = 0
    for end in end_points:
        points = [(float(x), float(y)) for x, y in coordinates[start : end + 1]]
        on = [bool(f & 1) for f in flags[start : end + 1]]
        start = end + 1
        if not points:
            continue
        n = len(points)
        # Start at an on-curve point, or at the midpoint of the first two off-curve points.
        if any(on):
            first = on.index(True)
            order = list(range(first, n)) + list(range(0, first))
            pts = [points[i] for i in order]
            ons = [on[i] for i in order]
        else:
            mid = ((points[0][0] + points[1 % n][0]) / 2, (points[0][1] + points[1 % n][1]) / 2)
            pts = [mid] + points[1:] + [points[0]]
            ons = [True] + [False] * (n - 1) + [False]
        origin = pts[0]
        segments = []
        control = None
        current = origin
        for p, is_on in list(zip(pts[1:], ons[1:])) + [(origin, True)]:
            if is_on:
                if control is None:
                    segments.append(("L", p))
                else:
                    segments.append(("Q", control, p))
                    control = None
                current = p
            else:
                if control is None:
                    control = p
                else:
                    implied = ((control[0] + p[0]) / 2, (control[1] + p[1]) / 2)
                    segments.append(("Q", control, implied))
                    current = implied
                    control = p
        contours.append((origin, segments))
    return contours


def segments_from_recording(recording):
    contours = []
    origin = None
    segments = []
    for operator, args in recording:
        if operator == "moveTo":
            if origin is not None:
                contours.append((origin, segments))
            origin = tuple(map(float, args[0]))
            segments = []
        elif operator == "lineTo":
            segments.append(("L", tuple(map(float, args[0]))))
        elif operator == "curveTo":
            points = [tuple(map(float, p)) for p in args]
            for i in range(0, len(points), 3):
                segments.append(("C", *points[i : i + 3]))
        elif operator == "qCurveTo":
            points = [None if p is None else tuple(map(float, p)) for p in args]
            if points[-1] is None:
                # A closed contour of off-curve points only (TrueType): no moveTo before it.
                offs = points[:-1]
                n = len(offs)
                mids = [
                    ((offs[i][0] + offs[(i + 1) % n][0]) / 2, (offs[i][1] + offs[(i + 1) % n][1]) / 2)
                    for i in range(n)
                ]
                origin = mids[-1]
                segments = [("Q", offs[i], mids[i]) for i in range(n)]
                continue
            offs, end = points[:-1], points[-1]
            for i, control in enumerate(offs):
                if i + 1 < len(offs):
                    nxt = offs[i + 1]
                    target = ((control[0] + nxt[0]) / 2, (control[1] + nxt[1]) / 2)
                else:
                    target = end
                segments.append(("Q", control, target))
            if not offs:
                segments.append(("L", end))
        elif operator in ("closePath", "endPath"):
            if origin is not None:
                contours.append((origin, segments))
            origin = None
            segments = []
    if origin is not None:
        contours.append((origin, segments))
    return contours


def segments_from_path(path):
    """typeset's `M x y L x y Q … C … Z` string."""
    tokens = path.split()
    contours = []
    origin = None
    segments = []
    i = 0
    arity = {"M": 1, "L": 1, "Q": 2, "C": 3, "Z": 0}
    while i < len(tokens):
        op = tokens[i]
        count = arity[op]
        points = [
            (float(tokens[i + 1 + 2 * k]), float(tokens[i + 2 + 2 * k])) for k in range(count)
        ]
        i += 1 + 2 * count
        if op == "M":
            if origin is not None:
                contours.append((origin, segments))
            origin = points[0]
            segments = []
        elif op == "Z":
            if origin is not None:
                contours.append((origin, segments))
            origin = None
            segments = []
        else:
            segments.append((op, *points))
    if origin is not None:
        contours.append((origin, segments))
    return contours


def normalise(contours):
    """Closing line explicit, zero-length lines dropped; a contour is a list of segments."""
    result = []
    for origin, segments in contours:
        end = segments[-1][-1] if segments else origin
        segments = list(segments)
        if end != origin:
            segments.append(("L", origin))
        cleaned = []
        current = origin
        for segment in segments:
            if segment[0] == "L" and segment[1] == current:
                continue
            cleaned.append(segment)
            current = segment[-1]
        if cleaned:
            result.append(cleaned)
    return result


def close(a, b, tolerance):
    if a[0] != b[0] or len(a) != len(b):
        return False
    for p, q in zip(a[1:], b[1:]):
        if abs(p[0] - q[0]) > tolerance or abs(p[1] - q[1]) > tolerance:
            return False
    return True


def same_contour(a, b, tolerance):
    if len(a) != len(b):
        return False
    n = len(a)
    for shift in range(n):
        if all(close(a[(k + shift) % n], b[k], tolerance) for k in range(n)):
            return True
    return False


def point_count(contours):
    return sum(len(segment) - 1 for contour in contours for segment in contour)


def expected_outlines(tt):
    names = tt.getGlyphOrder()
    if "glyf" in tt and "loca" in tt:
        glyf = tt["glyf"]
        for name in names:
            try:
                glyph = glyf[name]
                coordinates, end_points, flags = glyph.getCoordinates(glyf)
                yield normalise(segments_from_truetype(list(coordinates), end_points, flags))
            except Exception as error:  # noqa: BLE001 -- a glyph fontTools cannot read
                yield "error: %s" % error
    elif "CFF " in tt or "CFF2" in tt:
        glyph_set = tt.getGlyphSet()
        for name in names:
            try:
                pen = DecomposingRecordingPen(glyph_set)
                glyph_set[name].draw(pen)
                yield normalise(segments_from_recording(pen.value))
            except Exception as error:  # noqa: BLE001
                yield "error: %s" % error


# --- variable fonts at a location ------------------------------------------------------------


def test_locations(tt):
    """Two design-space locations of a variable face: every axis at its maximum, and every axis
    30 % of the way from its minimum to its maximum (off the masters, through avar)."""
    axes = tt["fvar"].axes
    high = {axis.axisTag: axis.maxValue for axis in axes}
    middle = {
        axis.axisTag: round(axis.minValue + 0.3 * (axis.maxValue - axis.minValue), 3)
        for axis in axes
    }
    return [high, middle]


def normalized_location(tt, location):
    """Normalised coordinates as the OpenType spec computes them ("Coordinate scales and
    normalization"): F2DOT14 after the default normalisation and again after avar, as HarfBuzz
    and FreeType do. (fontTools keeps full floats, which differ in the fourth decimal.)"""
    from fontTools.misc.fixedTools import floatToFixedToFloat
    from fontTools.varLib.models import normalizeLocation, piecewiseLinearMap

    axes = {axis.axisTag: (axis.minValue, axis.defaultValue, axis.maxValue) for axis in tt["fvar"].axes}
    normalized = {
        tag: floatToFixedToFloat(value, 14)
        for tag, value in normalizeLocation(location, axes).items()
    }
    if "avar" in tt:
        for tag, mapping in tt["avar"].segments.items():
            if tag in normalized and mapping:
                normalized[tag] = floatToFixedToFloat(piecewiseLinearMap(normalized[tag], mapping), 14)
    return normalized


def expected_metrics_at(tt, location):
    """hhea/OS/2/post values plus their MVAR deltas, as fontTools' VarStoreInstancer gives them.
    hasc/hdsc/hlgp apply to hhea as well as to OS/2 (HarfBuzz does the same)."""
    from fontTools.varLib.varStore import VarStoreInstancer

    hhea = tt["hhea"]
    os2 = tt["OS/2"] if "OS/2" in tt else None
    post = tt["post"] if "post" in tt else None
    values = {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap}
    if os2 is not None:
        values.update(
            typoAscender=os2.sTypoAscender, typoDescender=os2.sTypoDescender,
            typoLineGap=os2.sTypoLineGap, winAscent=os2.usWinAscent,
            winDescent=os2.usWinDescent,
            capHeight=os2.sCapHeight if os2.version >= 2 else None,
            xHeight=os2.sxHeight if os2.version >= 2 else None,
        )
    if post is not None:
        values.update(
            underlinePosition=post.underlinePosition, underlineThickness=post.underlineThickness
        )
    if "MVAR" not in tt:
        return values
    mvar = tt["MVAR"].table
    instancer = VarStoreInstancer(mvar.VarStore, tt["fvar"].axes, normalized_location(tt, location))
    targets = {
        "hasc": ["ascender", "typoAscender"], "hdsc": ["descender", "typoDescender"],
        "hlgp": ["lineGap", "typoLineGap"], "hcla": ["winAscent"], "hcld": ["winDescent"],
        "xhgt": ["xHeight"], "cpht": ["capHeight"], "undo": ["underlinePosition"],
        "unds": ["underlineThickness"],
    }
    for record in mvar.ValueRecord:
        for key in targets.get(record.ValueTag, []):
            if values.get(key) is not None:
                values[key] = values[key] + instancer[record.VarIdx]
    return values


def compare_location(result, path, tt, index, typeset, label):
    for location in test_locations(tt):
        text = ",".join(f"{tag}={value}" for tag, value in location.items())
        command = [typeset, "inspect", "--format", "json", "--dump", "--location=" + text, path]
        process = subprocess.run(command, capture_output=True, text=True)
        if process.returncode != 0:
            result.check("typeset", False, f"exit {process.returncode}: {process.stderr.strip()}")
            return
        face = json.loads(process.stdout)["faces"][index]
        where = f"{label}at {text}: "
        for key, value in expected_metrics_at(tt, location).items():
            actual = face["metricsAtLocation"].get(key)
            ok = (actual is None and value is None) or (
                actual is not None and value is not None and abs(actual - value) <= 0.01
            )
            result.check("location:value:" + key, ok, f"{where}{key}: typeset {actual}, fontTools {value}")
        glyph_set = tt.getGlyphSet(location=normalized_location(tt, location), normalized=True)
        names = tt.getGlyphOrder()
        # Without HVAR, fontTools takes advances from gvar's phantom points, which typeset does
        # not apply: a separate check name, so that exceptions can say so.
        advance_check = "location:advance" if "HVAR" in tt else "location:advance-gvar"
        wrong = 0
        for gid, name in enumerate(names):
            expected = glyph_set[name].width
            actual = face["advances"][gid]
            ok = actual is not None and abs(actual - expected) <= 0.01
            result.compared += 1
            if not ok:
                wrong += 1
                if wrong <= 3:
                    result.mismatches.append(
                        (advance_check, f"{where}glyph {gid} ({name}): typeset {actual}, fontTools {expected}")
                    )
        if wrong > 3:
            result.mismatches.append((advance_check, f"{where}… {wrong - 3} more glyphs"))
        for gid, name in enumerate(names):
            pen = DecomposingRecordingPen(glyph_set)
            glyph_set[name].draw(pen)
            expected = normalise(segments_from_recording(pen.value))
            actual = normalise(segments_from_path(face["outlines"][gid]))
            ok = len(actual) == len(expected) and all(
                same_contour(a, b, OUTLINE_TOLERANCE) for a, b in zip(actual, expected)
            )
            if ok:
                result.compared += max(1, point_count(expected))
            else:
                result.check(
                    "location:outline", False,
                    f"{where}glyph {gid} ({name}): typeset {face['outlines'][gid][:100]!r}, "
                    f"fontTools {str(expected)[:100]!r}",
                )


# --- cmap format 14 and STAT -----------------------------------------------------------------


def expected_variation_sequences(tt, cmap, order):
    """{(code, selector): (glyph, kind)} from the format 14 subtable of platform 0, encoding 5
    (the only place the spec allows it; typeset reads the first such subtable, as here). A
    default sequence takes the glyph the Unicode cmap (`getBestCmap`) gives its base; glyph 0
    is no glyph (None), as with the cmap."""
    for table in tt["cmap"].tables:
        if table.format != 14 or (table.platformID, table.platEncID) != (0, 5):
            continue
        expected = {}
        for selector, entries in table.uvsDict.items():
            for code, name in entries:
                if name is None:
                    expected[(code, selector)] = (order.get(cmap.get(code)) or None, "default")
                else:
                    expected[(code, selector)] = (order.get(name) or None, "glyph")
        return expected
    return {}


def compare_variation_sequences(result, tt, face, cmap, order, label):
    expected = expected_variation_sequences(tt, cmap, order)
    actual = {
        (code, selector): (glyph, kind)
        for code, selector, glyph, kind in face.get("variationSequences", [])
    }
    wrong = 0
    for key in sorted(set(expected) | set(actual), key=lambda k: (k[1], k[0])):
        ok = key in expected and key in actual and expected[key] == actual[key]
        result.count("variation sequences")
        if not ok:
            wrong += 1
            if wrong <= 5:
                code, selector = key
                result.mismatches.append(
                    (
                        "cmap14",
                        f"{label}U+{code:04X} U+{selector:04X}: typeset "
                        f"{actual.get(key, 'absent')}, fontTools {expected.get(key, 'absent')}",
                    )
                )
    if wrong > 5:
        result.mismatches.append(("cmap14", f"{label}… and {wrong - 5} more sequences"))


def expected_style_attributes(tt):
    """fontTools' 'STAT' flattened to {key: value}, keyed like `flatten_style_attributes`."""
    table = tt["STAT"].table
    values = {}
    axes = table.DesignAxisRecord.Axis if table.DesignAxisRecord is not None else []
    for i, axis in enumerate(axes):
        values[f"designAxes[{i}].tag"] = axis.AxisTag
        values[f"designAxes[{i}].nameID"] = axis.AxisNameID
        values[f"designAxes[{i}].ordering"] = axis.AxisOrdering
    records = table.AxisValueArray.AxisValue if table.AxisValueArray is not None else []
    for i, record in enumerate(records):
        prefix = f"axisValues[{i}]."
        values[prefix + "format"] = record.Format
        values[prefix + "nameID"] = record.ValueNameID
        # OpenType spec, 'STAT' axis value flags: bit 0 OLDER_SIBLING_FONT_ATTRIBUTE, bit 1
        # ELIDABLE_AXIS_VALUE_NAME (the other bits are reserved).
        values[prefix + "olderSiblingFontAttribute"] = bool(record.Flags & 1)
        values[prefix + "elidable"] = bool(record.Flags & 2)
        if record.Format in (1, 2, 3):
            values[prefix + "axisIndex"] = record.AxisIndex
        if record.Format in (1, 3):
            values[prefix + "value"] = record.Value
        if record.Format == 2:
            values[prefix + "value"] = record.NominalValue
            values[prefix + "minimum"] = record.RangeMinValue
            values[prefix + "maximum"] = record.RangeMaxValue
        if record.Format == 3:
            values[prefix + "linkedValue"] = record.LinkedValue
        if record.Format == 4:
            values[prefix + "values.count"] = len(record.AxisValueRecord)
            for k, pair in enumerate(record.AxisValueRecord):
                values[prefix + f"values[{k}].axisIndex"] = pair.AxisIndex
                values[prefix + f"values[{k}].value"] = pair.Value
    values["elidedFallbackNameID"] = getattr(table, "ElidedFallbackNameID", None)
    return values


def flatten_style_attributes(stat):
    """typeset's `styleAttributes` object flattened to {key: value}."""
    if stat is None:
        return {}
    values = {}
    for i, axis in enumerate(stat["designAxes"]):
        for key, value in axis.items():
            values[f"designAxes[{i}].{key}"] = value
    for i, record in enumerate(stat["axisValues"]):
        for key, value in record.items():
            if key == "values":
                values[f"axisValues[{i}].values.count"] = len(value)
                for k, pair in enumerate(value):
                    for sub, number in pair.items():
                        values[f"axisValues[{i}].values[{k}].{sub}"] = number
            else:
                values[f"axisValues[{i}].{key}"] = value
    values["elidedFallbackNameID"] = stat["elidedFallbackNameID"]
    return values


def compare_style_attributes(result, tt, face, label):
    if "STAT" not in tt:
        if face.get("styleAttributes") is not None:
            result.mismatches.append(
                ("stat", f"{label}typeset reads a STAT table the font does not have")
            )
        return
    try:
        expected = expected_style_attributes(tt)
    except Exception as error:  # noqa: BLE001 -- a table fontTools cannot read
        result.check("stat", False, f"{label}fontTools cannot read STAT: {error}")
        return
    actual = flatten_style_attributes(face.get("styleAttributes"))
    for key in sorted(set(expected) | set(actual)):
        # Exact: both sides read the same 16.16 fixed-point numbers, which doubles hold exactly.
        ok = key in expected and key in actual and same_exactly(actual[key], expected[key])
        result.count("STAT values")
        if not ok:
            field = re.sub(r"\[\d+\]", "", key)
            result.mismatches.append(
                (
                    "stat:" + field,
                    f"{label}{key}: typeset {actual.get(key, 'absent')!r}, "
                    f"fontTools {expected.get(key, 'absent')!r}",
                )
            )


def same_exactly(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return a == b


# --- text and HarfBuzz ------------------------------------------------------------------------


def mark_glyphs(tt):
    if "GDEF" not in tt:
        return set()
    table = tt["GDEF"].table
    if table.GlyphClassDef is None:
        return set()
    return {name for name, cls in table.GlyphClassDef.classDefs.items() if cls == 3}


def kern_feature_lookup_types(tt):
    """The lookup types (extensions resolved) of every GPOS 'kern' feature."""
    if "GPOS" not in tt or tt["GPOS"].table.FeatureList is None:
        return set()
    table = tt["GPOS"].table
    types = set()
    for record in table.FeatureList.FeatureRecord:
        if record.FeatureTag != "kern":
            continue
        for index in record.Feature.LookupListIndex:
            lookup = table.LookupList.Lookup[index]
            for subtable in lookup.SubTable:
                kind = lookup.LookupType
                if kind == 9:
                    kind = subtable.ExtensionLookupType
                types.add(kind)
    return types


def harfbuzz_uses_gpos_kerning(tt):
    """Whether HarfBuzz kerns with GPOS rather than the legacy 'kern' table: the script it
    selects for script Zyyy (DFLT, else dflt, else latn) has a 'kern' feature in its default
    language system. Otherwise it falls back to the 'kern' table (Liberation's GPOS, for one,
    has 'kern' under latn only, and an empty DFLT)."""
    if "GPOS" not in tt or tt["GPOS"].table.ScriptList is None:
        return False
    table = tt["GPOS"].table
    scripts = {record.ScriptTag: record.Script for record in table.ScriptList.ScriptRecord}
    for tag in ("DFLT", "dflt", "latn"):
        if tag in scripts:
            language = scripts[tag].DefaultLangSys
            if language is None:
                return False
            indices = list(language.FeatureIndex)
            if language.ReqFeatureIndex != 0xFFFF:
                indices.append(language.ReqFeatureIndex)
            return any(
                table.FeatureList.FeatureRecord[i].FeatureTag == "kern"
                for i in indices
                if i < len(table.FeatureList.FeatureRecord)
            )
    return False


def make_text(cmap, marks, seed):
    eligible = []
    for code, name in cmap.items():
        if code in HB_SPECIAL or name in marks or code < 0x20:
            continue
        category = unicodedata.category(chr(code))
        if category[0] not in "LNPS" and category != "Zs":
            continue
        decomposition = unicodedata.decomposition(chr(code))
        if decomposition and not decomposition.startswith("<") and len(decomposition.split()) == 1:
            continue  # a canonical singleton, which HarfBuzz may replace
        eligible.append(chr(code))
    if not eligible:
        return ""
    rich = [c for c in KERNING_RICH if ord(c) in cmap and c in eligible]
    rng = random.Random(seed)
    text = []
    while len(text) < TEXT_LENGTH:
        pool = rich if rich and rng.random() < 0.6 else eligible
        text.append(rng.choice(pool))
    return "".join(text)


def harfbuzz_advances(path, index, text, uses_gpos):
    import uharfbuzz as hb

    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob, index)
    font = hb.Font(face)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.direction = "ltr"
    buffer.script = "Zyyy"
    buffer.language = "en"
    features = {tag: False for tag in HB_DEFAULT_FEATURES}
    features["kern"] = True
    hb.shape(font, buffer, features)
    # With GPOS, the pen advance (x_advance) is what kerning changes; an XPlacement (common in
    # right-to-left fonts, which kern with XPlacement + XAdvance) moves only the ink. With the
    # legacy 'kern' table, HarfBuzz splits each value between the two glyphs' advances and
    # moves the second by an x_offset, so there the distance from one glyph's drawn origin to
    # the next one's is what a pair-kerning model predicts.
    positions = buffer.glyph_positions
    if uses_gpos:
        offsets = [0] * (len(positions) + 1)
    else:
        offsets = [position.x_offset for position in positions] + [0]
    return [
        (info.codepoint, info.cluster, position.x_advance - offsets[k] + offsets[k + 1])
        for k, (info, position) in enumerate(zip(buffer.glyph_infos, positions))
    ]


# --- one font ---------------------------------------------------------------------------------


class Result:
    def __init__(self, path):
        self.path = path
        self.compared = 0
        self.mismatches = []  # (check, detail)
        self.counts = {}  # category: values compared, for the summary line

    def count(self, category):
        """One more value compared, of a category the summary line names."""
        self.compared += 1
        self.counts[category] = self.counts.get(category, 0) + 1

    def check(self, check, ok, detail):
        self.compared += 1
        if not ok:
            self.mismatches.append((check, detail))


def compare_font(args):
    path, typeset, sample_glyphs = args
    result = Result(path)
    base = os.path.basename(path)
    try:
        fonts = (
            TTCollection(path, lazy=True).fonts
            if path.lower().endswith((".ttc", ".otc"))
            else [TTFont(path, lazy=True)]
        )
    except Exception as error:  # noqa: BLE001
        result.check("fontTools", False, f"fontTools cannot read it: {error}")
        return result
    texts = []
    for tt in fonts:
        cmap = tt.getBestCmap() or {}
        texts.append(make_text(cmap, mark_glyphs(tt), base))
    # One typeset run per text (a collection's faces get their own text).
    reports = []
    for index, text in enumerate(texts):
        command = [typeset, "inspect", "--format", "json", "--dump", path]
        if text:
            command.append("--text=" + text)  # '=' so that a text starting with '-' is a value
        process = subprocess.run(command, capture_output=True, text=True)
        if process.returncode != 0:
            result.check("typeset", False, f"exit {process.returncode}: {process.stderr.strip()}")
            return result
        reports.append(json.loads(process.stdout)["faces"][index])
    for index, (tt, face, text) in enumerate(zip(fonts, reports, texts)):
        label = f"face {index}: " if len(fonts) > 1 else ""
        # Values.
        expected = expected_values(tt)
        actual = actual_values(face)
        for key, value in expected.items():
            result.check(
                "value:" + key,
                same(actual.get(key), value),
                f"{label}{key}: typeset {actual.get(key)!r}, fontTools {value!r}",
            )
        # cmap.
        cmap = tt.getBestCmap() or {}
        order = {name: gid for gid, name in enumerate(tt.getGlyphOrder())}
        expected_cmap = {code: order.get(name) for code, name in cmap.items()}
        expected_cmap = {code: gid for code, gid in expected_cmap.items() if gid}
        actual_cmap = {code: gid for code, gid in face["cmap"]}
        wrong = [
            code
            for code in set(expected_cmap) | set(actual_cmap)
            if expected_cmap.get(code) != actual_cmap.get(code)
        ]
        result.compared += len(set(expected_cmap) | set(actual_cmap)) - len(wrong)
        for code in sorted(wrong)[:5]:
            result.mismatches.append(
                (
                    "cmap",
                    f"{label}U+{code:04X}: typeset {actual_cmap.get(code)}, "
                    f"fontTools {expected_cmap.get(code)}",
                )
            )
        if len(wrong) > 5:
            result.mismatches.append(("cmap", f"{label}… and {len(wrong) - 5} more code points"))
        # Unicode variation sequences ('cmap' format 14) and 'STAT'.
        compare_variation_sequences(result, tt, face, cmap, order, label)
        compare_style_attributes(result, tt, face, label)
        # Advances.
        hmtx = tt["hmtx"].metrics if "hmtx" in tt else {}
        names = tt.getGlyphOrder()
        for gid, name in enumerate(names):
            expected_advance = hmtx[name][0] if name in hmtx else None
            actual_advance = face["advances"][gid] if gid < len(face["advances"]) else None
            result.check(
                "advance",
                expected_advance == actual_advance,
                f"{label}glyph {gid} ({name}): typeset {actual_advance}, "
                f"fontTools {expected_advance}",
            )
        # Outlines.
        outlines = face.get("outlines")
        if outlines is not None:
            step = max(1, len(names) // sample_glyphs) if sample_glyphs else 1
            for gid, expected_outline in enumerate(expected_outlines(tt)):
                if gid % step:
                    continue
                actual_path = outlines[gid]
                if isinstance(expected_outline, str) or actual_path.startswith("error"):
                    result.check(
                        "outline-error",
                        isinstance(expected_outline, str) and actual_path.startswith("error"),
                        f"{label}glyph {gid} ({names[gid]}): typeset {actual_path[:80]!r}, "
                        f"fontTools {str(expected_outline)[:80]!r}",
                    )
                    continue
                actual_outline = normalise(segments_from_path(actual_path))
                ok = len(actual_outline) == len(expected_outline) and all(
                    same_contour(a, b, OUTLINE_TOLERANCE)
                    for a, b in zip(actual_outline, expected_outline)
                )
                count = max(1, point_count(expected_outline))
                if ok:
                    result.compared += count
                else:
                    result.check(
                        "outline",
                        False,
                        f"{label}glyph {gid} ({names[gid]}): typeset {actual_path[:120]!r}, "
                        f"fontTools {str(expected_outline)[:120]!r}",
                    )
        # Variable fonts: metrics, advances and (CFF2) outlines at two locations.
        if "fvar" in tt and tt["fvar"].axes:
            compare_location(result, path, tt, index, typeset, label)
        # Kerning with HarfBuzz.
        if text:
            # HarfBuzz applies every lookup of the 'kern' feature; typeset's pair kerning only
            # pair adjustments (type 2). Mismatches in such fonts get their own check name.
            contextual = kern_feature_lookup_types(tt) - {2}
            kerning_check = "kerning-contextual" if contextual else "kerning"
            uses_gpos = harfbuzz_uses_gpos_kerning(tt)
            shaped = harfbuzz_advances(path, index, text, uses_gpos)
            entries = face.get("text", [])
            if len(shaped) != len(entries) or any(
                cluster != k for k, (_, cluster, _) in enumerate(shaped)
            ):
                result.check(
                    "kerning-structure",
                    False,
                    f"{label}HarfBuzz made {len(shaped)} glyphs of {len(entries)} characters",
                )
            else:
                wrong = 0
                for k, ((gid, _, x_advance), entry) in enumerate(zip(shaped, entries)):
                    expected_value = (entry["glyph"], (entry["advance"] or 0) + entry["kerning"])
                    ok = expected_value == (gid, x_advance)
                    result.compared += 1
                    if not ok:
                        wrong += 1
                        if wrong <= 3:
                            following = entries[k + 1]["character"] if k + 1 < len(entries) else ""
                            result.mismatches.append(
                                (
                                    kerning_check,
                                    f"{label}{entry['character']!r}{following!r} (U+"
                                    f"{entry['codePoint']:04X}): typeset glyph {entry['glyph']} "
                                    f"advance {entry['advance']} + kerning {entry['kerning']}, "
                                    f"HarfBuzz glyph {gid} advance {x_advance}",
                                )
                            )
                if wrong > 3:
                    result.mismatches.append(
                        (kerning_check, f"{label}… {wrong - 3} more characters")
                    )
    return result


def load_exceptions(path):
    if not path or not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as file:
        entries = json.load(file)
    for entry in entries:
        if not entry.get("reason"):
            raise SystemExit(f"exception without a reason: {entry}")
    return entries


def explained(exceptions, path, check):
    base = os.path.basename(path)
    return any(
        fnmatch.fnmatch(base, entry["font"]) and fnmatch.fnmatch(check, entry["check"])
        for entry in exceptions
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--typeset", required=True, help="the typeset binary")
    parser.add_argument("--exceptions", help="JSON list of {font, check, reason}")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument(
        "--sample-glyphs",
        type=int,
        default=0,
        help="compare about this many outlines per font (0: every glyph)",
    )
    parser.add_argument("--show", type=int, default=40, help="mismatch lines to print")
    parser.add_argument("fonts", nargs="+")
    options = parser.parse_args()
    exceptions = load_exceptions(options.exceptions)
    work = [(path, options.typeset, options.sample_glyphs) for path in options.fonts]
    compared = 0
    counts = {"variation sequences": 0, "STAT values": 0}
    unexplained = []
    explained_count = 0
    with multiprocessing.Pool(options.jobs) as pool:
        for result in pool.imap_unordered(compare_font, work):
            compared += result.compared
            for category, number in result.counts.items():
                counts[category] = counts.get(category, 0) + number
            for check, detail in result.mismatches:
                if explained(exceptions, result.path, check):
                    explained_count += 1
                else:
                    unexplained.append((result.path, check, detail))
    for path, check, detail in unexplained[: options.show]:
        print(f"MISMATCH {os.path.basename(path)} [{check}] {detail}")
    if len(unexplained) > options.show:
        print(f"… {len(unexplained) - options.show} more mismatches")
    sampled = (
        f"; outlines sampled at ~{options.sample_glyphs} glyphs per font"
        if options.sample_glyphs
        else ""
    )
    print(
        f"{len(options.fonts)} fonts, {compared} values compared (including "
        + ", ".join(f"{number} {category}" for category, number in counts.items())
        + f"), {len(unexplained)} mismatches "
        f"({explained_count} explained by exceptions{sampled})"
    )
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
