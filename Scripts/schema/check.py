#!/usr/bin/env python3
"""Validates the repository's typographies against the typography file's JSON Schema.

The schema (Schema/typography.schema.json, what `typeset-cli schema` prints) is checked against
draft 2020-12's meta-schema and against the command's output, then:

- every valid typography of the repository (the examples' typography.json and .plist, the
  golden and plugin-fixture typographies under Tests/, the Android check's under
  Scripts/android/) must pass both `typeset-cli validate` and the schema;
- every broken typography of Tests/BrokenTypographies/ (an unknown key, a wrong type, a value
  out of range, a name that is not one of the allowed ones …) must fail both, and the schema
  must fail at the path of the engine's first error (`typeset-cli validate --format json`);
- every JSON typography of the typography fuzzer's corpus (Tests/FuzzCorpus/typography/) that
  the engine accepts must pass the schema too: the schema is never stricter than the engine.

Usage: Scripts/schema/check.py TYPESET_BINARY
Prints one line per broken typography and a summary; exits 1 when a check failed.
"""
import glob
import json
import os
import plistlib
import subprocess
import sys

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMA = os.path.join(ROOT, "Schema", "typography.schema.json")


def engine(binary, path):
    """`typeset-cli validate PATH --format json`: (exit status, errors as [(path, message)])."""
    result = subprocess.run(
        [binary, "validate", path, "--format", "json"], capture_output=True, text=True, timeout=60)
    try:
        report = json.loads(result.stdout)
        errors = [(error["path"], error["message"]) for error in report.get("errors", [])]
    except (ValueError, KeyError, TypeError):
        errors = []
    return result.returncode, errors


def read(path):
    with open(path, "rb") as file:
        data = file.read()
    if path.endswith(".plist"):
        return plistlib.loads(data)
    return json.loads(data)


def dotted(components):
    """A jsonschema path in the engine's form: `styles.body.size`, `faces[0]`."""
    text = ""
    for component in components:
        if isinstance(component, int):
            text += f"[{component}]"
        else:
            text += ("." if text else "") + str(component)
    return text


def join(path, key):
    return f"{path}.{key}" if path else key


def paths(error):
    """The paths in the engine's form an error stands for: an unknown key is reported by the
    engine at the key (jsonschema at its object), a missing key at the object or at the key."""
    path = dotted(error.absolute_path)
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        known = set(error.schema.get("properties", {}))
        extra = [key for key in error.instance if key not in known]
        return {join(path, key) for key in extra}
    if error.validator == "required" and isinstance(error.instance, dict):
        missing = [key for key in error.validator_value if key not in error.instance]
        return {path} | {join(path, key) for key in missing}
    return {path}


def every_error(errors):
    for error in errors:
        yield error
        yield from every_error(error.context or [])


def main():
    binary = sys.argv[1]
    schema = read(SCHEMA)
    jsonschema.Draft202012Validator.check_schema(schema)
    printed = subprocess.run([binary, "schema"], capture_output=True, text=True, check=True).stdout
    failures = []
    if json.loads(printed) != schema:
        failures.append(f"{SCHEMA} is not what typeset-cli schema prints")
    validator = jsonschema.Draft202012Validator(schema)

    valid = sorted(
        glob.glob(os.path.join(ROOT, "Examples", "*", "typography.json"))
        + glob.glob(os.path.join(ROOT, "Examples", "*", "typography.plist"))
        + glob.glob(os.path.join(ROOT, "Tests", "Golden", "typographies", "*.json"))
        + glob.glob(os.path.join(ROOT, "Tests", "PluginFixture", "**", "typography.json"), recursive=True)
        # The Android check's typographies: platforms.android values, tricky names.
        + glob.glob(os.path.join(ROOT, "Scripts", "android", "*.json")))
    valid_passed = broken_passed = 0
    for path in valid:
        name = os.path.relpath(path, ROOT)
        status, errors = engine(binary, path)
        # The plugin fixture's fonts are copied in by Scripts/plugin-check.sh: a font file that
        # is not there yet is the only error allowed.
        missing_fonts = errors and all(
            path.endswith(".file") and message.startswith("no such file") for path, message in errors)
        if status != 0 and not missing_fonts:
            failures.append(f"{name}: the engine refuses it ({errors[:1]})")
        elif missing_fonts:
            print(f"schema: {name}: its font files are not at hand; the engine found no other error")
        problems = list(validator.iter_errors(read(path)))
        if problems:
            first = jsonschema.exceptions.best_match(problems)
            failures.append(f"{name}: the schema refuses it at {dotted(first.absolute_path)}: {first.message}")
        elif status == 0 or missing_fonts:
            valid_passed += 1

    broken = sorted(glob.glob(os.path.join(ROOT, "Tests", "BrokenTypographies", "*.json")))
    for path in broken:
        name = os.path.relpath(path, ROOT)
        status, errors = engine(binary, path)
        if status != 1 or not errors:
            failures.append(f"{name}: the engine accepts it (exit {status})")
            continue
        expected = errors[0][0]
        problems = list(validator.iter_errors(read(path)))
        if not problems:
            failures.append(f"{name}: the schema accepts it; the engine says {expected}: {errors[0][1]}")
            continue
        first = jsonschema.exceptions.best_match(problems)
        if expected in paths(first):
            how = "the schema's first error"
        elif any(expected in paths(error) for error in every_error(problems)):
            how = "an error of the schema"
        else:
            found = sorted(set().union(*(paths(error) for error in every_error(problems))))
            failures.append(f"{name}: the engine fails at {expected}, the schema at {found}")
            continue
        broken_passed += 1
        print(f"schema: {name}: fails at {expected} in both ({how}: {first.message[:70]})")

    # The fuzzer's corpus: what the engine accepts, the schema must accept.
    accepted = accepted_passed = refused = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "FuzzCorpus", "typography", "*"))):
        try:
            document = read(path)
        except (ValueError, plistlib.InvalidFileException):
            continue
        status, _ = engine(binary, path)
        if status != 0:
            refused += 1
            continue
        accepted += 1
        problems = list(validator.iter_errors(document))
        if problems:
            first = jsonschema.exceptions.best_match(problems)
            failures.append(
                f"{os.path.relpath(path, ROOT)}: the engine accepts it, the schema refuses it at "
                f"{dotted(first.absolute_path)}: {first.message}")
        else:
            accepted_passed += 1

    for failure in failures:
        print(f"schema: FAILED: {failure}")
    print(
        f"schema: {valid_passed} of {len(valid)} valid typographies pass the engine and the schema; "
        f"{broken_passed} of {len(broken)} broken ones fail both at the engine's path; "
        f"{accepted_passed} of the {accepted} fuzz-corpus typographies the engine accepts pass the "
        f"schema ({refused} it refuses not compared); {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
