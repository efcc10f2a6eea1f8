#!/usr/bin/env bash
# Benchmarks for BENCHMARKS.md: rasterising every glyph of a font at 17 and 64 px with
# TypesetRender and with FreeType (`ftbench`, render test, unhinted), and full specimens of
# the example typography. Medians of repeated runs; prints a Markdown table.
#
# Usage: Scripts/render/benchmark.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/../.."
# RenderCheck is an executable of the development package (Development/, its default scratch
# path Development/.build), typeset-cli the root's (.build). SWIFT_SCRATCH: a SwiftPM scratch
# path of its own for RenderCheck.
scratch=(${SWIFT_SCRATCH:+--scratch-path "$SWIFT_SCRATCH"})
runs=${1:-7}
Scripts/render/setup-tools.sh >/dev/null
swift build -c release --package-path Development "${scratch[@]}" --product RenderCheck >/dev/null
swift build -c release --product typeset-cli >/dev/null
render_bin=$(swift build -c release --package-path Development "${scratch[@]}" --show-bin-path)
bin=$(swift build -c release --show-bin-path)
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "| font | px | glyphs | Typeset µs/glyph | FreeType µs/glyph | Typeset ÷ FreeType time |"
echo "|---|---|---|---|---|---|"
for font in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
  /usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf; do
  for size in 17 64; do
    # RenderCheck bench: seconds for all glyphs per run (outlines decoded beforehand, as
    # ftbench's render test times FT_Render_Glyph alone after FT_Load_Glyph).
    read -r glyphs < <("$render_bin/RenderCheck" bench "$font" "$size" 1 | awk '{ print $2 }')
    ours=$("$render_bin/RenderCheck" bench "$font" "$size" "$runs" | awk -v g="$glyphs" '{ print $1 / g * 1e6 }' | median)
    theirs=$(for _ in $(seq "$runs"); do
      ftbench -b c -f 2 -s "$size" -t 1 -p "$font" 2>/dev/null | awk '/Render/ { print $2 }'
    done | median)
    ratio=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.2f", a / b }')
    printf '| %s | %s | %s | %.2f | %.2f | %s |\n' "$(basename "$font")" "$size" "$glyphs" "$ours" "$theirs" "$ratio"
  done
done

echo
echo "| specimen (Examples/DejaVu, 11 styles × 5 categories) | median wall s | median CPU s |"
echo "|---|---|---|"
for output in specimen.svg specimen.html specimen@1x.png specimen@2x.png; do
  scale=2
  [[ $output == *@1x* ]] && scale=1
  times=$(for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S" "$bin/typeset-cli" specimen Examples/DejaVu/typography.json \
      --scale "$scale" --output "/tmp/typeset-bench-${output/@/-}" 2>&1 >/dev/null | tail -1
  done)
  wall=$(awk '{ print $1 }' <<<"$times" | median)
  cpu=$(awk '{ print $2 + $3 }' <<<"$times" | median)
  echo "| $output | $wall | $cpu |"
done
