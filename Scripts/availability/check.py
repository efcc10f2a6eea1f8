#!/usr/bin/env python3
"""Fails when a module of the package uses a standard-library or toolchain API newer than the
package's declared minimums (Package.swift's `platforms:`).

Linux never enforces `@available(iOS 18, *)`, so the package builds here while an Apple build
fails. This check reads what the compiler resolved and what the toolchain declares:

  declarations  swift-symbolgraph-extract over the toolchain's modules (Swift, _Concurrency,
                _StringProcessing, Synchronization, RegexBuilder, Observation, Foundation,
                FoundationEssentials, Dispatch, Testing): every public symbol with its
                availability per Apple platform, members inheriting their context's.
  references    `swiftc -frontend -dump-ast` of every Swift module of the package as SwiftPM
                describes it: each reference the type checker resolved (`decl="Module.(file).
                Type extension.member(labels:)"`) with its location, and each type named in a
                `type="…"` (a stored property of type `Duration` references no member).

A reference needs the most permissive availability among the declarations with its module,
context and name (overloads the dump does not tell apart). It is a finding when that is newer
than the minimum of a platform the module builds for, unless the code is inside a block whose
header says `if #available(…)` or `@available(…)` with that version or later, or inside an
`#if os(Linux) …` branch, which no Apple build compiles. Library targets (engine, tools, CLI,
adapters, test support) build for every declared platform; executables (the CLI's binary,
benchmarks, fuzzers) and test targets for macOS, the one Apple platform they run on.
Linux-only targets (the UIKit and SwiftUI harnesses and their fakes) are skipped.

Usage: check.py [--package DIR] [--scratch-path DIR] [--module NAME ...] [--plant MODULE=FILE ...]
Prints one `file:line:col: error: …` per finding and a summary line; exits 1 on findings.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict

# Foundation is not read: Linux's is swift-foundation, whose availability (macOS 15 for what
# it re-implemented, such as `String.data(using:)`) is not that of Apple's Foundation.
TOOLCHAIN_MODULES = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "RegexBuilder",
    "Observation", "Dispatch", "Testing",
]
# Declarations the compiler picks only where they are available, falling back to an older one
# at a lower deployment target: `for try await` calls `next(isolation:)` when it can, `next()`
# otherwise.
COMPILER_CHOSEN = re.compile(r"\.next\(isolation:\)$")
PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
LINUX_ONLY = {"AppleFakes", "TypesetUIKitHarnessTests", "TypesetSwiftUIHarnessTests"}


def version(text):
    """`15` → (15, 0, 0): three parts, so that versions compare as numbers."""
    parts = [int(part) for part in text.split(".")]
    return tuple((parts + [0, 0, 0])[:3])


def show(v):
    v = list(v)
    while len(v) > 2 and v[-1] == 0:
        v.pop()
    return ".".join(str(part) for part in v)


def minimums(package):
    text = open(os.path.join(package, "Package.swift")).read()
    found = {}
    for name, major in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+(?:_\d+)*)\)", text):
        found.setdefault(name, version(major.replace("_", ".")))
    return found


def symbol_availability(work):
    """(module, path...) → {platform: introduced} for the most permissive overload; types by name."""
    members = {}
    types = {}
    target = subprocess.run(
        ["swiftc", "-print-target-info"], capture_output=True, text=True, check=True)
    triple = json.loads(target.stdout)["target"]["triple"]
    for module in TOOLCHAIN_MODULES:
        out = os.path.join(work, module)
        os.makedirs(out, exist_ok=True)
        result = subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-target", triple,
             "-output-dir", out, "-minimum-access-level", "public"],
            capture_output=True, text=True)
        if result.returncode != 0:
            print(f"availability: cannot read {module}'s symbols: {result.stderr.strip()[:200]}",
                  file=sys.stderr)
            continue
        for name in os.listdir(out):
            graph = json.load(open(os.path.join(out, name)))
            for symbol in graph["symbols"]:
                needed = {}
                unavailable = False
                for entry in symbol.get("availability", []):
                    domain = entry.get("domain")
                    if entry.get("isUnconditionallyUnavailable"):
                        unavailable = unavailable or domain == "*"
                        continue
                    if domain in PLATFORMS and "introduced" in entry:
                        i = entry["introduced"]
                        needed[domain] = (i.get("major", 0), i.get("minor", 0), i.get("patch", 0))
                if unavailable:
                    continue
                path = symbol["pathComponents"]
                keys = [(module, *path)]
                # The dump sometimes names a function without its labels.
                base = path[-1].split("(")[0]
                if base != path[-1]:
                    keys.append((module, *path[:-1], base))
                for key in keys:
                    members[key] = loosest(members.get(key), needed)
                if symbol["kind"]["identifier"] in (
                        "swift.struct", "swift.class", "swift.enum", "swift.protocol",
                        "swift.typealias", "swift.actor") and len(path) == 1:
                    types[path[0]] = loosest(types.get(path[0]), needed)
    return members, types


def loosest(known, needed):
    """The most permissive of two availabilities: a platform missing from either is free."""
    if known is None:
        return dict(needed)
    return {p: min(known[p], needed[p]) for p in PLATFORMS if p in known and p in needed}


DECL = re.compile(r'decl="([A-Za-z_][A-Za-z0-9_]*)\.\(file\)\.([^"\[@]*?)(?: \[with [^"]*)?"')
TYPE = re.compile(r'(?:interface_)?type="([^"]*)"')
LOCATION = re.compile(r'location=(\S+?):(\d+):(\d+)')
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def parse_path(text):
    """`String extension.init(validating:as:)` → ["String", "init(validating:as:)"]."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "." and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return [p.replace(" extension", "").strip() for p in parts if p.strip()]


class Guards:
    """Which lines of a source file sit inside a block that checks or declares availability."""

    AVAILABLE = re.compile(r"[#@]available\(([^)]*)\)")

    def __init__(self, path):
        self.guards = defaultdict(list)
        self.linux_only = set()
        try:
            text = open(path).read()
        except OSError:
            return
        # Strip comments and strings so that braces inside them do not count.
        text = re.sub(r'//[^\n]*', lambda m: " " * len(m.group()), text)
        text = re.sub(r'"(?:\\.|[^"\\\n])*"', lambda m: '"' + " " * (len(m.group()) - 2) + '"', text)
        # `#if os(Linux) …` branches: compiled only on Linux.
        conditions = []
        for number, source_line in enumerate(text.split("\n"), start=1):
            stripped = source_line.strip()
            if stripped.startswith("#if "):
                conditions.append(stripped[4:])
            elif stripped.startswith("#elseif "):
                if conditions:
                    conditions[-1] = stripped[8:]
            elif stripped.startswith("#else"):
                if conditions:
                    conditions[-1] = "!(" + conditions[-1] + ")"
            elif stripped.startswith("#endif"):
                if conditions:
                    conditions.pop()
            elif any(re.search(r"(?<!!)os\(Linux\)", c) and "||" not in c and not c.startswith("!(")
                     for c in conditions):
                self.linux_only.add(number)
        stack, header_start, line = [], 0, 1
        for index, ch in enumerate(text):
            if ch == "\n":
                line += 1
                if stack:
                    self.guards[line] = [g for g in stack if g is not None]
            elif ch == "{":
                header = text[header_start:index]
                # The conditions after `#available(…)` in the same list (`if #available(…),
                # let x = f()`) run only where it holds, like the block.
                first = self.AVAILABLE.search(header)
                if first:
                    versions = self.versions(header[first.start():])
                    for guarded in range(line - header[first.end():].count("\n"), line + 1):
                        self.guards[guarded] = self.guards[guarded] + [versions]
                stack.append(self.versions(header))
                header_start = index + 1
            elif ch == "}":
                if stack:
                    stack.pop()
                header_start = index + 1
            elif ch == ";":
                header_start = index + 1

    def versions(self, header):
        found = {}
        for arguments in self.AVAILABLE.findall(header):
            for name, v in re.findall(r"(macOS|iOS|tvOS|watchOS|visionOS)\s+(\d+(?:\.\d+)*)", arguments):
                found[name] = max(found.get(name, (0,)), version(v))
        return found or None

    def allows(self, line, platform, needed):
        if line in self.linux_only:
            return True
        return any(platform in g and g[platform] >= needed for g in self.guards.get(line, []))


def modules_of(package, scratch):
    description = json.loads(subprocess.run(
        ["swift", "package", "--package-path", package, "describe", "--type", "json"],
        capture_output=True, text=True, check=True).stdout)
    result = []
    for target in description["targets"]:
        if target.get("module_type") != "SwiftTarget" or target["name"] in LINUX_ONLY:
            continue
        sources = [os.path.join(package, target["path"], s) for s in target["sources"]]
        result.append((target["name"], target["type"], sources))
    return result


def package_name(scratch):
    description = json.load(open(os.path.join(scratch, "debug", "description.json")))
    for command in description["swiftCommands"].values():
        arguments = command.get("otherArguments", [])
        if "-package-name" in arguments:
            return arguments[arguments.index("-package-name") + 1]
    return "typeset"


def dump(module, kind, sources, scratch):
    modules = os.path.join(scratch, "debug", "Modules")
    command = ["swiftc", "-frontend", "-dump-ast", "-module-name", module, "-swift-version", "6",
               "-I", modules]
    for build in os.listdir(os.path.join(scratch, "debug")):
        modulemap = os.path.join(scratch, "debug", build, "module.modulemap")
        if build.endswith(".build") and os.path.exists(modulemap):
            command += ["-Xcc", "-fmodule-map-file=" + modulemap]
    # As SwiftPM compiles them: top-level code in main.swift, or in the one file of an
    # executable without @main.
    has_main = any(os.path.basename(s) == "main.swift" for s in sources)
    if kind == "executable" and not has_main:
        has_main = not any("@main" in open(s).read() for s in sources)
    if not has_main:
        command.append("-parse-as-library")
    # `package` declarations are visible within the package name SwiftPM built the modules
    # with (the root package's identity).
    command += ["-package-name", package_name(scratch)]
    if kind == "test":
        # Swift Testing's macros (@Test, #expect) expand through the toolchain's plugins.
        toolchain = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("swiftc"))))
        command += ["-plugin-path", os.path.join(toolchain, "lib", "swift", "host", "plugins")]
    # Every file primary: without -primary-file the dump holds only the first file.
    for source in sources:
        command += ["-primary-file", source]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        errors = [l for l in result.stderr.splitlines() if "error:" in l][:5]
        raise RuntimeError(f"{module} does not type-check for the dump: " + " | ".join(errors))
    return result.stdout + result.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--package", default=".")
    parser.add_argument("--scratch-path", default=None)
    parser.add_argument("--module", action="append", default=[])
    parser.add_argument(
        "--plant", action="append", default=[], metavar="MODULE=FILE",
        help="compile FILE as one more source of MODULE (the self-test's planted uses)")
    options = parser.parse_args()
    package = os.path.abspath(options.package)
    scratch = os.path.abspath(options.scratch_path or os.path.join(package, ".build"))
    floor = minimums(package)
    with tempfile.TemporaryDirectory() as work:
        members, types = symbol_availability(work)
    own_types = set()
    findings = []
    checked = 0
    references = 0
    planted = defaultdict(list)
    for plant in options.plant:
        module, _, file = plant.partition("=")
        planted[module].append(os.path.abspath(file))
    selected = [(name, kind, sources + planted[name]) for name, kind, sources in
                modules_of(package, scratch) if not options.module or name in options.module]
    # Two dumps at a time (the machine's two cores); each is read as it comes.
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        dumps = [(m, pool.submit(dump, m[0], m[1], m[2], scratch)) for m in selected]
        results = []
        for (module, kind, sources), future in dumps:
            try:
                results.append((module, kind, future.result()))
            except RuntimeError as error:
                print(f"availability: {error}")
                return 2
    for module, kind, text in results:
        platforms = PLATFORMS if kind == "library" else ["macOS"]
        checked += 1
        guards = {}
        own_types |= set(re.findall(r"\((?:struct|class|enum|protocol|typealias)_decl [^\n]*?\"([A-Za-z_][A-Za-z0-9_]*)\"", text))
        seen = set()
        for line in text.splitlines():
            location = LOCATION.search(line)
            if not location:
                continue
            file, row, column = location.group(1), int(location.group(2)), int(location.group(3))
            needs = []
            for decl_module, path in DECL.findall(line):
                if decl_module not in TOOLCHAIN_MODULES:
                    continue
                references += 1
                parts = parse_path(path)
                key = (decl_module, *parts)
                if key in members and not COMPILER_CHOSEN.search(path):
                    needs.append(("".join(decl_module + "." + ".".join(parts)), members[key]))
            for type_text in TYPE.findall(line):
                for name in set(IDENT.findall(type_text)):
                    if name in types and name not in own_types:
                        needs.append((name, types[name]))
            for name, needed in needs:
                newer = []
                for platform in platforms:
                    if platform not in needed or platform not in floor:
                        continue
                    if needed[platform] <= floor[platform]:
                        continue
                    if file not in guards:
                        guards[file] = Guards(file)
                    if not guards[file].allows(row, platform, needed[platform]):
                        newer.append(platform)
                finding = (file, row, name)
                if not newer or finding in seen:
                    continue
                seen.add(finding)
                findings.append(
                    f"{os.path.relpath(file, package)}:{row}:{column}: error: {name} needs "
                    + ", ".join(f"{p} {show(needed[p])}" for p in newer)
                    + "; the package's minimums are "
                    + ", ".join(f"{p} {show(floor[p])}" for p in newer)
                    + f" (module {module})")
    for finding in findings:
        print(finding)
    print(f"availability: {checked} modules, {references} references to toolchain modules, "
          f"{len(findings)} uses newer than the minimums "
          f"({', '.join(f'{p} {show(v)}' for p, v in floor.items())})")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
