#!/usr/bin/env bash
# Compares TypesetRender's rasteriser with FreeType over every glyph of several corpus fonts
# (TrueType and CFF) at 12, 17 and 48 px: see compare_freetype.py for the measure and bounds.
#
# Usage: Scripts/render/compare-freetype.sh [font...]
set -euo pipefail
cd "$(dirname "$0")/../.."
# RenderCheck is an executable of the development package (Development/). SWIFT_SCRATCH: a
# SwiftPM scratch path of its own for it (default Development/.build, the one `swift run
# --package-path Development` uses).
scratch=(${SWIFT_SCRATCH:+--scratch-path "$SWIFT_SCRATCH"})
python=$(Scripts/render/setup-tools.sh | tail -1)
swift build -c release --package-path Development "${scratch[@]}" --product RenderCheck >/dev/null
render_check=$(swift build -c release --package-path Development "${scratch[@]}" --show-bin-path)/RenderCheck
fonts=("$@")
if ((${#fonts[@]} == 0)); then
  fonts=(
    /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
    /usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf
    /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf
    /usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf
    /usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf
  )
fi
"$python" Scripts/render/compare_freetype.py "$render_check" "${fonts[@]}"
