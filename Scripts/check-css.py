#!/usr/bin/env python3
"""Checks `typeset-cli generate --css` in headless Chromium against the engine.

For each example typography: generates the stylesheet, loads it in a page with one element per
style, and at each of iOS's twelve content size categories, with and without Bold Text, compares
the computed font-size, line-height, letter-spacing, font-weight, font-style and font-family of
every style with `typeset-cli scale --config … --format json`. The user's text size is simulated two
ways: the root font size WebKit's `font: -apple-system-body` gives (the body size at the
category), and `--typeset-text-scale` (what `env(preferred-text-scale)` feeds), plus the default
(no setting: large). Also checks that Chromium loaded the @font-face files it used.

Usage: Scripts/check-css.py path/to/typeset-cli [chromium]
"""
import json
import os
import subprocess
import sys
import tempfile

TOLERANCE = 0.02  # px; browsers keep font sizes as floats
CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
              "accessibility1", "accessibility2", "accessibility3", "accessibility4",
              "accessibility5"]
BODY = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  # iOS body size per category

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="%(css)s"></head>
<body>
%(elements)s
<pre id="result"></pre>
<script>
const styles = %(styles)s;
const body = %(body)s;
const categories = %(categories)s;
async function run() {
  const root = document.documentElement;
  const rows = [];
  function measure(mode, category, boldText) {
    for (const style of styles) {
      const element = document.getElementById("style-" + style.className);
      const computed = getComputedStyle(element);
      rows.push({mode, category, boldText, style: style.name,
        fontSize: parseFloat(computed.fontSize), lineHeight: parseFloat(computed.lineHeight),
        letterSpacing: computed.letterSpacing === "normal" ? 0 : parseFloat(computed.letterSpacing),
        fontWeight: parseFloat(computed.fontWeight), fontStyle: computed.fontStyle,
        fontFamily: computed.fontFamily});
    }
  }
  for (const boldText of [false, true]) {
    root.classList.toggle("typeset-bold-text", boldText);
    root.style.removeProperty("font-size");
    root.style.removeProperty("--typeset-text-scale");
    measure("default", "large", boldText);
    for (let i = 0; i < categories.length; i++) {
      root.style.removeProperty("--typeset-text-scale");
      root.style.setProperty("font-size", body[i] + "px");
      measure("apple-system-body", categories[i], boldText);
      root.style.removeProperty("font-size");
      root.style.setProperty("--typeset-text-scale", String(body[i] / 17));
      measure("text-scale", categories[i], boldText);
    }
  }
  root.classList.remove("typeset-bold-text");
  root.style.removeProperty("--typeset-text-scale");
  await document.fonts.ready;
  const faces = [];
  document.fonts.forEach(face => faces.push({family: face.family, weight: face.weight,
    style: face.style, status: face.status}));
  document.getElementById("result").textContent = JSON.stringify({rows, faces});
}
run();
</script></body></html>
"""


def class_name(style):
    return "typeset-" + "".join(c if c.isascii() and (c.isalnum() or c in "-_") else "-"
                                for c in style)


def check(typeset, chromium, example, workdir):
    css = os.path.join(workdir, "typography.css")
    subprocess.run([typeset, "generate", example, "--css", css], check=True,
                   stderr=subprocess.DEVNULL)
    expected = {}
    for bold in (False, True):
        arguments = [typeset, "scale", "--config", example, "--format", "json"]
        if bold:
            arguments.append("--bold-text")
        rows = json.loads(subprocess.run(arguments, check=True, capture_output=True,
                                         text=True).stdout)
        for row in rows:
            expected[(row["style"], row["category"], bold)] = row
    typography = json.load(open(example))
    # By file, as written in the typography: a face need not spell out its PostScript name
    # (it is read from the font file).
    family_of = {face["file"]: name
                 for name, family in typography["families"].items()
                 for face in family["faces"]}
    names = sorted({style for style, _, _ in expected},
                   key=lambda s: [r["style"] for r in expected.values()].index(s))
    styles = [{"name": name, "className": class_name(name)} for name in names]
    elements = "\n".join('<p id="style-%s" class="%s">Typeset %s Hamburgefonstiv</p>'
                         % (s["className"], s["className"], s["name"]) for s in styles)
    page = os.path.join(workdir, "check.html")
    with open(page, "w") as handle:
        handle.write(PAGE % {"css": "typography.css", "elements": elements,
                             "styles": json.dumps(styles), "body": json.dumps(BODY),
                             "categories": json.dumps(CATEGORIES)})
    dom = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
         "--virtual-time-budget=10000", "--dump-dom", "file://" + page],
        check=True, capture_output=True, text=True, timeout=180).stdout
    start = dom.index('<pre id="result">') + len('<pre id="result">')
    result = json.loads(dom[start:dom.index("</pre>", start)].replace("&quot;", '"')
                        .replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">"))
    failures = []
    checked = 0
    for row in result["rows"]:
        want = expected[(row["style"], row["category"], row["boldText"])]
        where = "%s at %s (%s%s)" % (row["style"], row["category"], row["mode"],
                                     ", Bold Text" if row["boldText"] else "")
        for key, value in (("fontSize", want["pointSize"]), ("lineHeight", want["lineHeight"]),
                           ("letterSpacing", want["tracking"]), ("fontWeight", want["weight"])):
            if abs(row[key] - value) > TOLERANCE:
                failures.append("%s: %s is %s in Chromium, %s in the engine"
                                % (where, key, row[key], value))
        italic = "italic" if want["italic"] else "normal"
        if row["fontStyle"] != italic:
            failures.append("%s: font-style %s, expected %s" % (where, row["fontStyle"], italic))
        family = family_of[want["file"]]
        if row["fontFamily"].strip('"') != family:
            failures.append("%s: font-family %s, expected %s" % (where, row["fontFamily"], family))
        checked += 1
    loaded = [f for f in result["faces"] if f["status"] == "loaded"]
    # A face whose file is missing on purpose (the audit example's) cannot load.
    folder = os.path.dirname(example)
    missing = {name for name, family in typography["families"].items()
               for face in family["faces"]
               if not os.path.exists(os.path.join(folder, face["file"]))}
    failed = [f for f in result["faces"]
              if f["status"] == "error" and f["family"].strip('"') not in missing]
    if failed:
        failures.append("font files that failed to load: %s" % failed)
    if not loaded:
        failures.append("Chromium loaded none of the @font-face files")
    for failure in failures[:20]:
        print("check-css: " + failure, file=sys.stderr)
    if failures:
        return False
    print("check-css: %s: %d style x category x Bold Text x mode cells match the engine "
          "(size, line height, tracking, weight, style, family); %d @font-face files loaded"
          % (example, checked, len(loaded)))
    return True


def main():
    typeset = sys.argv[1]
    chromium = sys.argv[2] if len(sys.argv) > 2 else "chromium"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    # Only the example folders that hold a typography (Examples/SwiftUI and UIKit hold code).
    examples = sorted(path for path in (os.path.join(root, "Examples", name, "typography.json")
                                        for name in os.listdir(os.path.join(root, "Examples")))
                      if os.path.exists(path))
    ok = True
    for example in examples:
        with tempfile.TemporaryDirectory() as workdir:
            ok = check(typeset, chromium, example, workdir) and ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
