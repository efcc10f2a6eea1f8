#!/usr/bin/env python3
"""Writes a typography file with COUNT styles (the 11 text styles plus COUNT - 11 custom ones)
in DejaVu Sans, Serif and Mono, for timing big specimens (Scripts/render/specimen-scale.sh).

Usage: Scripts/render/many-styles.py COUNT > typography.json
"""
import json
import sys

count = int(sys.argv[1])
fonts = "/usr/share/fonts/truetype/dejavu/"
families = {
    "Sans": ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"],
    "Serif": ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"],
    "Mono": ["DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"],
}
document = {
    "families": {
        name: {"faces": [{"file": fonts + file} for file in files]}
        for name, files in families.items()
    },
    "defaults": {"family": "Sans", "scaling": "fontMetrics"},
    "styles": {},
}
names = list(families)
for index in range(max(0, count - 11)):
    document["styles"][f"style{index + 1:03}"] = {
        "relativeTo": "body",
        "family": names[index % 3],
        "size": 10 + index % 30,
        "leading": 14 + index % 30 + index % 7,
        "weight": "bold" if index % 2 else "regular",
    }
json.dump(document, sys.stdout, indent=1)
print()
