#!/usr/bin/env bash
# Runs the same reading work with Typeset's OpenType module, ttf-parser, FreeType and fontTools
# on the same fonts and prints microseconds per operation and Typeset's ratio to each:
#   open      open a face and read its metrics             (FreeType: FT_New_Face)
#   cmap      map every character of the cmap to a glyph   (FreeType: FT_Get_Char_Index)
#   advances  every glyph's advance                        (FreeType: FT_Get_Advances, unscaled)
#   outlines  every glyph's outline, unscaled, unhinted    (FreeType: FT_Load_Glyph NO_SCALE),
#             streamed into a sink that sums the coordinates (Typeset: Face.drawOutline(of:into:),
#             ttf-parser: outline_glyph into an OutlineBuilder)
#   outline-arrays  the same through Typeset's array API (Face.outline(of:) -> [PathCommand]),
#             compared with the others' outlines
#
# Installs freetype2-demos (ftbench) and librust-ttf-parser-dev with apt-get, builds ttf-parser
# offline from Debian's vendored crates (/usr/share/cargo/registry) and uses the conformance
# virtual environment's fontTools (created by Scripts/conformance/run.sh, or here).
#
# Usage: Scripts/benchmarks/compare.sh [FONT ...]   (default: five fonts of the corpus)
# Environment: TYPESET_SCRATCH (Swift build directory, default Development/.build), RUNS (runs per median
# inside each tool, default 7), ROUNDS (how many times the native tools run, one after the
# other, default 5; fontTools, which is slow, runs in the first three of them) and STATISTIC (min, the default, or median: which round of each tool the
# table shows). On a shared VM the machine alternates between fast and slow spells a few
# seconds long, so a tool's rounds fall into two groups; the fastest round of each tool is the
# time it takes when the machine is not contended, the same condition for every tool.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
cd "$(dirname "$0")/../.."
here=Scripts/benchmarks
runs=${RUNS:-7}
rounds=${ROUNDS:-5}
work=.build/benchmarks
mkdir -p "$work"

need=()
command -v ftbench >/dev/null || need+=(freetype2-demos)
[ -d /usr/share/cargo/registry ] && ls /usr/share/cargo/registry | grep -q '^ttf-parser-' \
  || need+=(librust-ttf-parser-dev)
if [ ${#need[@]} -gt 0 ]; then
  apt_install "${need[@]}"
fi
venv=.build/conformance-venv
if ! "$venv/bin/python" -c "import fontTools" 2>/dev/null; then
  python3 -m venv "$venv" && "$venv/bin/pip" install -q --disable-pip-version-check fonttools uharfbuzz
fi

if [ $# -gt 0 ]; then
  fonts=("$@")
else
  fonts=(/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf
    /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf
    /usr/share/fonts/truetype/inter-vf/Inter.var.ttf
    /usr/share/fonts/opentype/inter/Inter-Regular.otf
    /usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf)
fi

# OpenTypeBenchmarks is an executable of the development package (Development/).
scratch=${TYPESET_SCRATCH:-Development/.build}
swift build -c release --package-path Development --scratch-path "$scratch" \
  --product OpenTypeBenchmarks >/dev/null
typeset_bench="$(swift build -c release --package-path Development --scratch-path "$scratch" \
  --show-bin-path)/OpenTypeBenchmarks"

rust_project=$here/ttf-parser-bench
rust_target=$work/ttf-parser-target
ttf_parser_bench=
if command -v cargo >/dev/null; then
  # Offline, from Debian's vendored registry (the .cargo/config.toml beside Cargo.toml).
  if (cd "$rust_project" && cargo build -q --release --offline --target-dir "$OLDPWD/$rust_target"); then
    ttf_parser_bench=$rust_target/release/ttf-parser-bench
  else
    echo "benchmarks: ttf-parser could not be built offline" >&2
  fi
else
  echo "benchmarks: no cargo, skipping ttf-parser" >&2
fi

: >"$work/typeset.tsv"
: >"$work/ttf-parser.tsv"
: >"$work/freetype.tsv"
: >"$work/fonttools.tsv"
for round in $(seq "$rounds"); do
  "$typeset_bench" --runs "$runs" "${fonts[@]}" >>"$work/typeset.tsv"
  [ -n "$ttf_parser_bench" ] && "$ttf_parser_bench" --runs "$runs" "${fonts[@]}" >>"$work/ttf-parser.tsv"
  for font in "${fonts[@]}"; do
    name=$(basename "$font")
    ftbench -p -s 0 -f 1 -b abeg -t 1 "$font" 2>/dev/null | awk -v name="$name" '
      /^  Load  / { print name "\toutlines\t" $2 }
      /Load_Advances \(Unscaled\)/ { print name "\tadvances\t" $3 }
      /Get_Char_Index/ { print name "\tcmap\t" $2 }
      /New_Face/ { print name "\topen\t" $2 }' >>"$work/freetype.tsv"
  done
  if [ "$round" -le 3 ]; then
    "$venv/bin/python" "$here/fonttools_bench.py" --runs 3 "${fonts[@]}" >>"$work/fonttools.tsv"
  fi
done


"$venv/bin/python" - "$work" "${STATISTIC:-min}" <<'PY'
import sys
work, statistic = sys.argv[1], sys.argv[2]
def load(tool):
    # The fastest or the median round for each font and task.
    rounds = {}
    for line in open(f"{work}/{tool}.tsv"):
        parts = line.rstrip("\n").split("\t")
        if len(parts) >= 3:
            rounds.setdefault((parts[0], parts[1]), []).append(float(parts[2]))
    pick = (lambda v: min(v)) if statistic == "min" else (lambda v: sorted(v)[len(v) // 2])
    return {key: pick(values) for key, values in rounds.items()}
tools = ["typeset", "ttf-parser", "freetype", "fonttools"]
data = {tool: load(tool) for tool in tools}
keys = [key for key in data["typeset"]]
print(f"{'font':<28} {'task':<14} {'typeset µs':>10} {'ttf-parser':>10} {'FreeType':>10} {'fontTools':>10}"
      f"  {'×ttf-p':>7} {'×FT':>7} {'fT/ts':>7} {'fT/ttf-p':>8}")
for font, task in keys:
    t = data["typeset"][(font, task)]
    # The array API does the others' outline work plus building arrays.
    their_task = "outlines" if task == "outline-arrays" else task
    others = [data[tool].get((font, their_task)) for tool in tools[1:]]
    def cell(v): return f"{v:10.4f}" if v is not None else f"{'—':>10}"
    def ratio(v, inverse=False):
        if v is None or v == 0 or t == 0: return f"{'—':>7}"
        return f"{(v / t if inverse else t / v):7.1f}"
    ttfp, fonttools = others[0], others[2]
    reference = f"{fonttools / ttfp:8.1f}" if ttfp and fonttools else f"{'—':>8}"
    print(f"{font[:28]:<28} {task:<14} {t:10.4f} {cell(others[0])} {cell(others[1])} {cell(others[2])}"
          f"  {ratio(others[0])} {ratio(others[1])} {ratio(others[2], inverse=True)} {reference}")
print(f"µs per operation ({statistic} of the rounds, each the median of its runs); ×ttf-p and ×FT: Typeset's time over theirs "
      "(below 1 is faster); fT/ts: how many times faster Typeset is than fontTools; "
      "fT/ttf-p: the same for ttf-parser.")
PY
