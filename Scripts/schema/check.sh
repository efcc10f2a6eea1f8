#!/usr/bin/env bash
# The typography file's JSON Schema against the repository's typographies, with Python's
# jsonschema (Scripts/schema/check.py): the valid ones (examples, golden and plugin-fixture
# typographies) pass the engine and the schema, the broken ones of Tests/BrokenTypographies/
# fail both at the path of the engine's first error, and what the engine accepts of the
# typography fuzzer's corpus passes the schema. jsonschema goes into the Python environment the
# conformance stage creates (.build/conformance-venv), beside fontTools. The last line is the
# summary.
#
# Usage: Scripts/schema/check.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.build/conformance-venv
if ! "$venv/bin/python" -c "import jsonschema" 2>/dev/null; then
  echo "schema: installing jsonschema into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check jsonschema
fi
swift build --product typeset-cli >/dev/null
"$venv/bin/python" Scripts/schema/check.py "$(swift build --show-bin-path)/typeset-cli"
