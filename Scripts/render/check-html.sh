#!/usr/bin/env bash
# Opens HTML specimens in headless Chromium and checks that each page loads without console
# messages, that every embedded font loads, and that each sample line's rendered width is
# within 1 % of Typeset's own measurement (the `data-width` of each sample). The Inter page
# (Debian's fonts-inter-variable: one variable file for every weight) checks that each sample
# is drawn at its style's variable location: the computed font-variation-settings must name
# the axis values its caption names, and the width at that location must match within 1 %.
# The Arabic page (Noto Naskh Arabic, written by a build with the HarfBuzz trait, which
# measures shaped widths) draws joined right-to-left text. Then
# Scripts/render/check-subset.py checks every embedded subset font (see there).
#
# Usage: Scripts/render/check-html.sh [typeset-binary]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
cd "$(dirname "$0")/../.."
python=$(Scripts/render/setup-tools.sh --chromium | tail -1)
typeset=${1:-}
if [[ -z $typeset ]]; then
  swift build --product typeset-cli >/dev/null
  typeset=$(swift build --show-bin-path)/typeset-cli
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$typeset" specimen --output "$work/default.html" >/dev/null
"$typeset" specimen Examples/DejaVu/typography.json --bold-text --output "$work/dejavu.html" >/dev/null 2>&1
"$typeset" specimen Examples/Editorial/typography.json --text "Typeset, 1 % AVATAR Wave" \
  --output "$work/editorial.html" >/dev/null 2>&1
# Android: font scales for columns, dp set as CSS pixels.
"$typeset" specimen Examples/Editorial/typography.json --platform android \
  --text "Typeset, 1 % AVATAR Wave" --output "$work/android.html" >/dev/null 2>&1
pages=(default dejavu editorial android)
inter=/usr/share/fonts/truetype/inter-vf/Inter.var.ttf
if [[ -f $inter ]]; then
  cat >"$work/inter.json" <<JSON
{
  "families": { "Inter": { "faces": [ { "file": "$inter" } ] } },
  "defaults": { "family": "Inter", "scaling": "fontMetrics" },
  "styles": {
    "largeTitle": { "weight": 800 }, "title1": { "weight": 700 }, "headline": { "weight": 600 },
    "body": { "weight": 400 }, "footnote": { "weight": 300 }, "caption2": { "weight": 100 }
  }
}
JSON
  "$typeset" specimen "$work/inter.json" --text "Handgloves WAVE" --output "$work/inter.html" \
    >/dev/null 2>&1
  pages+=(inter)
else
  echo "chromium inter: FAIL: $inter is missing (Debian's fonts-inter-variable)"
  exit 1
fi

# An Arabic page: joined, right-to-left text, where the subset must keep what GSUB substitutes.
naskh=/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf
apt_ensure fonts-noto-core libharfbuzz-dev pkg-config
cat >"$work/arabic.json" <<JSON
{
  "families": { "Naskh": { "faces": [ { "file": "$naskh" } ] } },
  "defaults": { "family": "Naskh", "scaling": "fontMetrics" },
  "styles": { "body": {}, "title1": {} }
}
JSON
# Typeset measures joined text with HarfBuzz only with the trait (the shaping stage built it).
swift build --traits HarfBuzz --scratch-path .build/harfbuzz --product typeset-cli >/dev/null
shaped=$(swift build --traits HarfBuzz --scratch-path .build/harfbuzz --show-bin-path)/typeset-cli
"$shaped" specimen "$work/arabic.json" --text "ادفع الآن" --output "$work/arabic.html" >/dev/null 2>&1
pages+=(arabic)

status=0
for page in "${pages[@]}"; do
  chromium --headless --no-sandbox --disable-gpu --font-render-hinting=none \
    --enable-logging=stderr --v=0 --virtual-time-budget=10000 \
    --dump-dom "file://$work/$page.html#check" >"$work/$page.dom" 2>"$work/$page.log" || true
  "$python" - "$page" "$work/$page.dom" "$work/$page.log" <<'PY' || status=1
import html, json, re, sys

page, dom_path, log_path = sys.argv[1:4]
dom = open(dom_path, encoding="utf-8").read()
console = [line for line in open(log_path, encoding="utf-8", errors="replace") if "CONSOLE" in line]
match = re.search(r'<pre id="typeset-check">(.*?)</pre>', dom, re.S)
problems = [f"console: {line.strip()}" for line in console]
if not match:
    problems.append("the page did not report its measurements (script error or fonts never loaded)")
    worst = 0.0
    count = 0
else:
    result = json.loads(html.unescape(match.group(1)))
    problems += [f"font {family} {state}" for family, state in result["fonts"] if state != "loaded"]
    worst = 0.0
    count = 0
    variable = 0
    for text, family, expected, rendered, variations, caption in result["samples"]:
        count += 1
        # The axis values the caption names ("Inter wght 800, 34 pt / 41 pt") must be the
        # ones Chromium computed for the sample (font-variation-settings: "wght" 800).
        named = {tag: float(value) for tag, value in re.findall(r" ([a-zA-Z]{4}) (-?[0-9.]+)(?= |$)", caption.split(",")[0])}
        computed = {tag: float(value) for tag, value in re.findall(r'"(.{4})" (-?[0-9.]+)', variations)}
        if computed:
            variable += 1
        if named != computed:
            problems.append(f"{family} '{text}': caption names {named}, Chromium set {computed} ({variations})")
        error = abs(rendered - expected) / expected * 100
        worst = max(worst, error)
        if error > 1.0:
            problems.append(f"{family} '{text}': rendered {rendered:.2f} px, Typeset {expected:.2f} ({error:.2f} %)")
    if page == "inter":
        weights = {caption.split(",")[0] for *_, caption in result["samples"]}
        if len(weights) < 5 or variable != count:
            problems.append(f"expected every Inter sample at a location, 5 weights at least: "
                            f"{variable} of {count} samples, {sorted(weights)}")
if count == 0:
    problems.append("no samples measured")
print(f"chromium {page}: {count} samples, largest width difference {worst:.3f} %, "
      f"{len(console)} console messages")
for problem in problems:
    print("  FAIL:", problem)
sys.exit(1 if problems else 0)
PY
done
# The embedded fonts are subsets: checked against fontTools' subsetter, HarfBuzz, OTS and
# Chromium drawing each page with the whole fonts instead.
"$python" -c "import fontTools, uharfbuzz, ots, PIL" 2>/dev/null \
  || "$python" -m pip install -q fonttools uharfbuzz opentype-sanitizer pillow >&2
subset_pages=()
for page in "${pages[@]}"; do subset_pages+=("$work/$page.html"); done
"$python" Scripts/render/check-subset.py chromium "${subset_pages[@]}" 2>&1 | grep -v "NOT subset" || status=1
if ((status == 0)); then echo "html specimen in chromium: ok"; else echo "html specimen in chromium: FAILED"; fi
exit $status
