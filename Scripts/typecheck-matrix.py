#!/usr/bin/env python3
"""Rewrites Swift files for one pass of the Apple type-check matrix (Scripts/typecheck-adapters.sh).

Usage: Scripts/typecheck-matrix.py PLATFORM MODE OUTDIR [--inferred=LIST] FILE...

PLATFORM is ios, tvos, watchos, visionos, macos or ios-extension (iOS for an app extension: an
`iOSApplicationExtension` entry of `@available` decides before the `iOS` one, so
`UIApplication.shared` is unavailable); MODE is `modules` or `merged`. Each FILE (a
path relative to the repository root) is written to OUTDIR under the same relative path, with
the same number of lines (so diagnostics keep their line numbers). In `merged` mode the script
prints the compiler flags that define the availability domains the rewritten files use.

What a pass does to the files, so that the Linux compiler checks what PLATFORM's compiler would:

1. `#if` / `#elseif` conditions: `os(…)`, `canImport(…)` of the stub frameworks and of Foundation,
   and `targetEnvironment(macCatalyst)` become `true` or `false` for PLATFORM (`canImport(UIKit)`
   is true on watchOS, as in Apple's SDK; on macOS UIKit is absent and AppKit present). Any other
   `os`, `canImport` or `targetEnvironment` test is an error, never a silent guess.
2. `@available` attributes, for PLATFORM and its package minimum (iOS 15, tvOS 15, watchOS 8,
   visionOS 1, macOS 13):
   - unavailable on PLATFORM, or obsoleted at or before the minimum ->
     `@available(*, unavailable, message: "unavailable on <PLATFORM>…")`;
   - deprecated at or before the minimum -> `@available(*, deprecated, message: …)` (the check
     treats warnings in the package's files as errors);
   - introduced after the minimum -> in `merged` mode one custom availability domain per version
     up to that one (`@available(iOS_16) @available(iOS_17)` for iOS 17); in `modules` mode
     nothing (Linux cannot enforce versions across modules);
   - entries for other platforms, application extensions and later deprecations -> dropped;
     `@available(*, …)` and `@available(swift …)` stay as written.
   A stored property so restricted becomes a computed one (Swift rejects restrictions on stored
   properties), and a protocol requirement made unavailable is removed (outside `@objc`
   protocols, which Linux lacks, Swift rejects unavailable requirements).
   On visionOS an `iOS` entry applies when the declaration's attributes have no visionOS entry
   (stricter than, or equal to, Apple's compiler), with iOS 17 and earlier mapped to visionOS 1.0
   and iOS N (N >= 18) to visionOS N-16.
3. `#available(…)` / `#unavailable(…)` (merged mode): PLATFORM's entry, or `*`, decides. At or
   below the minimum the query is `true` / `false`; above it, the domains up to that version
   (`#available(iOS_16, iOS_17)`), which is what makes an unguarded use of a newer API fail.
4. The Objective-C runtime (Linux has none): `@objc` / `@objc(name)` are removed (`dynamic`
   stays; Swift on Linux accepts it), and `#selector(Type.method(label:))` becomes
   `typesetMatrixSelector(Type.method(label:))`, an unapplied method reference passed to a
   generic function that returns a `Selector`: it still fails unless the method exists with those
   argument labels. What Linux cannot check: that the method is `@objc`-representable.
5. --inferred=LIST names lines ("path:line", or "path:line:outer" for the declaration around
   it) where the compiler found a stub declaration using what the platform lacks (the stubs
   come from the iOS SDK's text, so a declaration available by `*` may use a type that watchOS
   lacks): each such declaration is marked unavailable and its body becomes `fatalError()`.
   Scripts/typecheck-adapters.sh finds them, pass by pass, until none is left.
6. `merged` mode compiles stubs and package files as ONE module (the CustomAvailability feature
   crashes when a domain crosses a module boundary), so imports of the stub frameworks and of
   the package's adapter modules become `import Foundation` (which the stubs re-export).
"""
import os
import re
import sys

MINIMUM = {"iOS": (15, 0), "tvOS": (15, 0), "watchOS": (8, 0), "visionOS": (1, 0),
           "macOS": (13, 0)}
PLATFORM_NAMES = {"ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
                  "macos": "macOS"}
# Spellings in `@available` and `#available`, and the platform each means.
AVAILABILITY_PLATFORM = {"iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS",
                         "visionOS": "visionOS", "xrOS": "visionOS", "macOS": "macOS",
                         "OSX": "macOS"}
OTHER_PLATFORMS = {"macCatalyst", "iOSApplicationExtension", "tvOSApplicationExtension",
                   "watchOSApplicationExtension", "visionOSApplicationExtension",
                   "xrOSApplicationExtension", "macOSApplicationExtension",
                   "OSXApplicationExtension", "macCatalystApplicationExtension", "driverkit",
                   "DriverKit", "Android", "FreeBSD", "OpenBSD", "Windows", "WASI"}
OS_NAMES = {"iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
            "xrOS": "visionOS", "macOS": "macOS", "OSX": "macOS", "Linux": None, "Windows": None,
            "Android": None, "FreeBSD": None, "OpenBSD": None, "WASI": None, "Cygwin": None,
            "Haiku": None, "PS4": None}
# Which stub framework each platform's SDK has.
CAN_IMPORT = {
    "Foundation": {"iOS", "tvOS", "watchOS", "visionOS", "macOS"},
    "ObjectiveC": {"iOS", "tvOS", "watchOS", "visionOS", "macOS"},
    "CoreGraphics": {"iOS", "tvOS", "watchOS", "visionOS", "macOS"},
    "CoreText": {"iOS", "tvOS", "watchOS", "visionOS", "macOS"},
    "SwiftUI": {"iOS", "tvOS", "watchOS", "visionOS", "macOS"},
    "UIKit": {"iOS", "tvOS", "watchOS", "visionOS"},
    "AppKit": {"macOS"},
}
# Imports that name a module of the merged unit.
MERGED_MODULES = {"ObjectiveC", "CoreGraphics", "CoreText", "UIKit", "SwiftUI", "AppKit",
                  "TypesetCoreText", "TypesetUIKit", "TypesetSwiftUI", "TypesetAppKit"}


class RewriteError(Exception):
    pass


def version(text):
    parts = [int(p) for p in text.split(".")]
    while len(parts) < 2:
        parts.append(0)
    return tuple(parts[:3]) if len(parts) > 2 and parts[2] else tuple(parts[:2])


def version_text(v):
    return ".".join(str(p) for p in v)


def domain(platform, v):
    """The availability domain of a version: iOS_17 for 17.0, iOS_17_2 for 17.2."""
    return platform + "_" + "_".join(str(p) for p in (v if any(v[1:]) else v[:1]))


def skip_string(text, i):
    """Index after the string literal starting at text[i] (a double quote)."""
    if text.startswith('"""', i):
        end = text.find('"""', i + 3)
        if end < 0:
            raise RewriteError("unterminated string literal")
        return end + 3
    i += 1
    while i < len(text):
        if text[i] == "\\":
            i += 2
            continue
        if text[i] == '"':
            return i + 1
        i += 1
    raise RewriteError("unterminated string literal")


def closing_paren(text, open_index):
    """Index of the parenthesis closing the one at text[open_index]."""
    depth = 0
    i = open_index
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise RewriteError("unbalanced parentheses")


def split_arguments(text):
    """Top-level comma-separated arguments of an attribute's parentheses."""
    args, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0:
            args.append(text[start:i].strip())
            start = i + 1
        i += 1
    args.append(text[start:].strip())
    return [a for a in args if a]


def code_spans(text):
    """(start, end) ranges of text outside comments and string literals."""
    spans, i, start = [], 0, 0
    while i < len(text):
        if text.startswith("//", i):
            spans.append((start, i))
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
            start = i
        elif text.startswith("/*", i):
            spans.append((start, i))
            end = text.find("*/", i)
            i = len(text) if end < 0 else end + 2
            start = i
        elif text[i] == '"':
            spans.append((start, i))
            i = skip_string(text, i)
            start = i
        else:
            i += 1
    spans.append((start, len(text)))
    return [(s, e) for s, e in spans if e > s]


def in_code(spans, index):
    return any(s <= index < e for s, e in spans)


def line_of(text, index):
    return text.count("\n", 0, index) + 1


def same_lines(replacement, original):
    """The replacement, padded with the newlines of the original so line numbers stay."""
    return replacement + "\n" * (original.count("\n") - replacement.count("\n"))


class Availability:
    """One `@available` or `#available` argument list, read for a platform."""

    def __init__(self, args):
        self.args = args

    def entries(self):
        """platform -> dict(introduced, deprecated, obsoleted, unavailable, message, renamed)."""
        args = self.args
        first = args[0]
        if first == "*" or first.split()[0] in ("swift", "_PackageDescription"):
            return None  # kept as written
        if len(args) > 1 and " " not in first and (
                args[1] in ("unavailable", "deprecated", "noasync")
                or re.match(r"^(introduced|deprecated|obsoleted|message|renamed)\s*:", args[1])):
            # Long form: `@available(iOS, introduced: 16.0, deprecated: 17.0, message: "…")`.
            entry = {}
            for arg in args[1:]:
                m = re.match(r"^(introduced|deprecated|obsoleted|message|renamed)\s*:\s*(.*)$",
                             arg, re.S)
                if m:
                    key, value = m.group(1), m.group(2).strip()
                    entry[key] = value if key in ("message", "renamed") else version(value)
                elif arg == "unavailable":
                    entry["unavailable"] = True
                elif arg == "deprecated":
                    entry["deprecated"] = (0, 0)
                elif arg == "noasync":
                    pass
                else:
                    raise RewriteError("unknown availability argument '%s'" % arg)
            return {first: entry}
        # Short form: `@available(iOS 16.0, tvOS 16.0, *)`.
        result = {}
        for arg in args:
            if arg == "*":
                continue
            m = re.match(r"^([A-Za-z_]+)\s+([0-9.]+)$", arg)
            if not m:
                raise RewriteError("unknown availability argument '%s'" % arg)
            result[m.group(1)] = {"introduced": version(m.group(2))}
        return result


def entry_for(entries, platform, inherit_ios, extension=False):
    if extension:
        for name, entry in entries.items():
            if name == platform + "ApplicationExtension":
                return entry
    for name, entry in entries.items():
        if AVAILABILITY_PLATFORM.get(name) == platform:
            return entry
    if platform == "visionOS" and inherit_ios:
        for name, entry in entries.items():
            if name == "iOS":
                return {key: (vision_version(value) if key in ("introduced", "deprecated",
                                                                "obsoleted") else value)
                        for key, value in entry.items()}
    return None


def vision_version(v):
    """The visionOS version Apple pairs with an iOS version (iOS 17 and earlier: 1.0)."""
    if v == (0, 0):
        return v
    return (1, 0) if v[0] <= 17 else (v[0] - 16,) + tuple(v[1:])


def check_names(entries, where):
    for name in entries:
        if name not in AVAILABILITY_PLATFORM and name not in OTHER_PLATFORMS:
            raise RewriteError("%s: unknown platform '%s' in availability" % (where, name))


class Pass:
    def __init__(self, platform, mode, extension=False):
        self.extension = extension
        self.platform = platform
        self.minimum = MINIMUM[platform]
        self.mode = mode
        self.versions = set()  # versions above the minimum that need a domain
        self.inferred = {}  # path -> lines of declarations unavailable by inference

    # -- #if ------------------------------------------------------------------------------------

    def condition(self, line, where):
        def replace_os(m):
            name = m.group(1)
            if name not in OS_NAMES:
                raise RewriteError("%s: os(%s) is not a platform this check knows" % (where, name))
            return "true" if OS_NAMES[name] == self.platform else "false"

        def replace_import(m):
            name = m.group(1)
            if name not in CAN_IMPORT:
                raise RewriteError(
                    "%s: canImport(%s) has no answer in this check; add the module to "
                    "Scripts/typecheck-matrix.py" % (where, name))
            return "true" if self.platform in CAN_IMPORT[name] else "false"

        def replace_environment(m):
            name = m.group(1)
            if name != "macCatalyst":
                raise RewriteError("%s: targetEnvironment(%s) has no answer in this check"
                                   % (where, name))
            return "false"

        line = re.sub(r"\bos\(\s*(\w+)\s*\)", replace_os, line)
        line = re.sub(r"\bcanImport\(\s*(\w+)\s*(?:,[^)]*)?\)", replace_import, line)
        return re.sub(r"\btargetEnvironment\(\s*(\w+)\s*\)", replace_environment, line)

    # -- @available -----------------------------------------------------------------------------

    def attribute(self, entries, inherit_ios, collect):
        """The replacement of one `@available(...)` for this pass, or None to keep it."""
        if entries is None:
            return None
        entry = entry_for(entries, self.platform, inherit_ios, self.extension)
        if entry is None:
            return ""
        label = "%s %s" % (self.platform, version_text(self.minimum))
        message = entry.get("message")
        suffix = (": " + message[1:-1]) if message else ""
        if entry.get("unavailable"):
            return '@available(*, unavailable, message: "unavailable on %s%s")' % (
                self.platform, suffix)
        obsoleted = entry.get("obsoleted")
        if obsoleted is not None and obsoleted <= self.minimum:
            return '@available(*, unavailable, message: "obsoleted in %s %s, before %s%s")' % (
                self.platform, version_text(obsoleted), label, suffix)
        out = []
        deprecated = entry.get("deprecated")
        if deprecated is not None and deprecated <= self.minimum:
            renamed = entry.get("renamed")
            out.append('@available(*, deprecated%s, message: "deprecated on %s%s")' % (
                ", renamed: " + renamed if renamed else "",
                self.platform + (" " + version_text(deprecated) if deprecated != (0, 0) else ""),
                suffix))
        introduced = entry.get("introduced")
        if introduced is not None and introduced > self.minimum:
            if collect:
                self.versions.add(introduced)
            elif self.mode == "merged":
                out.extend("@available(%s)" % d for d in self.domains_through(introduced))
        return " ".join(out)

    def domains_through(self, v):
        return [domain(self.platform, w) for w in sorted(self.versions) if w <= v]

    def query(self, keyword, args, collect, where):
        """The replacement of `#available(...)` / `#unavailable(...)`."""
        entries = {}
        for arg in args:
            if arg == "*":
                continue
            m = re.match(r"^([A-Za-z_]+)\s+([0-9.]+)$", arg)
            if not m:
                raise RewriteError("%s: unknown #%s argument '%s'" % (where, keyword, arg))
            entries[m.group(1)] = {"introduced": version(m.group(2))}
        check_names(entries, where)
        if self.mode == "modules":
            return None  # Linux answers every query of another platform with its `*`
        entry = entry_for(entries, self.platform, inherit_ios=False)
        v = entry["introduced"] if entry else None
        if v is None or v <= self.minimum:
            return "true" if keyword == "available" else "false"
        if collect:
            self.versions.add(v)
            return None
        domains = self.domains_through(v)
        if keyword == "unavailable":
            # `#unavailable` cannot negate several domains at once: the newest one decides (so
            # the `else` branch enables only that domain: stricter, never looser).
            return "#unavailable(%s)" % domains[-1]
        # One domain per condition: a single `#available` takes one custom domain.
        return ", ".join("#available(%s)" % d for d in domains)

    # -- files ----------------------------------------------------------------------------------

    def rewrite(self, path, text, collect):
        spans = code_spans(text)
        out = []
        pos = 0
        lines = text.split("\n")
        # #if lines first (line-wise), then attributes and queries on the result.
        new_lines = []
        for number, line in enumerate(lines, 1):
            if re.match(r"^\s*#(if|elseif)\b", line):
                line = self.condition(line, "%s:%d" % (path, number))
            new_lines.append(line)
        text = "\n".join(new_lines)
        spans = code_spans(text)

        pattern = re.compile(r"@available\s*\(|#(available|unavailable)\s*\(|@objc\b|#selector\s*\(")
        groups = self.attribute_groups(text, spans, path)
        i = 0
        while True:
            m = pattern.search(text, pos)
            if not m:
                out.append(text[pos:])
                break
            start = m.start()
            if not in_code(spans, start):
                out.append(text[pos:m.end()])
                pos = m.end()
                continue
            where = "%s:%d" % (path, line_of(text, start))
            token = m.group(0)
            if token.startswith("@objc"):
                end = m.end()
                if text.startswith("(", end):
                    end = closing_paren(text, end) + 1
                out.append(text[pos:start])
                pos = end
                while pos < len(text) and text[pos] == " ":
                    pos += 1
                continue
            open_index = m.end() - 1
            close = closing_paren(text, open_index)
            original = text[start:close + 1]
            inner = text[open_index + 1:close]
            args = split_arguments(inner)
            if token.startswith("#selector"):
                if re.match(r"^\s*(getter|setter)\s*:", inner):
                    raise RewriteError("%s: #selector(getter:/setter:) is not supported by this "
                                       "check" % where)
                replacement = "typesetMatrixSelector(%s)" % inner
            elif token.startswith("@available"):
                try:
                    entries = Availability(args).entries()
                except RewriteError as error:
                    raise RewriteError("%s: %s" % (where, error))
                if entries is not None:
                    check_names(entries, where)
                inherit = not groups.get(start, False)
                replacement = self.attribute(entries, inherit, collect)
                if replacement is None:
                    replacement = original
            else:
                replacement = self.query(m.group(1), args, collect, where)
                if replacement is None:
                    replacement = original
            out.append(text[pos:start])
            out.append(same_lines(replacement, original))
            pos = close + 1
        text = "".join(out)
        inferred = self.inferred.get(path, set())
        if inferred:
            text = mark_unavailable(text, inferred, self.platform)
        if self.extension and not path.startswith("Scripts/"):
            text = neutralise_extension_unavailable(text)
        text = remove_protocol_requirements(computed_stored_properties(text))
        if self.mode == "merged":
            text = re.sub(
                r"^([ \t]*)(?:@_exported[ \t]+)?import[ \t]+(?:(?:struct|class|enum|protocol|"
                r"typealias|func|var|let)[ \t]+)?(\w+)(?:\.\w+)*[ \t]*$",
                lambda m: m.group(1) + "import Foundation" if m.group(2) in MERGED_MODULES
                else m.group(0), text, flags=re.M)
        return text

    def attribute_groups(self, text, spans, path):
        """For each `@available` start: whether its declaration also has a visionOS entry."""
        result = {}
        starts = [m.start() for m in re.finditer(r"@available\s*\(", text)
                  if in_code(spans, m.start())]
        group = []
        previous_end = None
        for start in starts:
            close = closing_paren(text, text.index("(", start))
            between = text[previous_end:start] if previous_end is not None else None
            if between is not None and re.fullmatch(
                    r"(\s|@\w+(\s*\([^()]*\))?)*", between):
                group.append((start, close))
            else:
                self.close_group(text, group, result)
                group = [(start, close)]
            previous_end = close + 1
        self.close_group(text, group, result)
        return result

    @staticmethod
    def close_group(text, group, result):
        has_vision = any(re.search(r"\b(visionOS|xrOS)\b", text[s:e]) for s, e in group)
        for s, _ in group:
            result[s] = has_vision


STORED_PROPERTY = re.compile(
    r"^(?P<indent>[ \t]*)(?P<attributes>(?:@\w+(?:\((?:[^()\"]|\"[^\"]*\")*\))?[ \t]+)*)"
    r"(?P<modifiers>(?:(?:public|open|internal|package|private(?:\(set\))?|fileprivate|final|"
    r"override|nonisolated|weak|unowned|lazy|dynamic|static|class)[ \t]+)*)"
    r"(?P<keyword>var|let)[ \t]+(?P<name>\w+)[ \t]*(?::[ \t]*(?P<type>[^={}]+?))?"
    r"[ \t]*(?:=[ \t]*(?P<value>[^{}]*?))?[ \t]*$")
RESTRICTING = re.compile(r"@available\(\*, unavailable|@available\([A-Za-z]+_[0-9_]+\)")


def computed_stored_properties(text):
    """Turns stored properties that the rewrite made unavailable, or gave an availability
    domain, into computed ones: Swift rejects `@available` restrictions on instance stored
    properties, and checks a static one's initialiser outside its unavailability (Apple's
    frameworks declare these properties computed anyway). A missing type is read from an
    initialiser of the form `Type.member` or `Type(…)`."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        m = STORED_PROPERTY.match(line)
        if not m or (not m.group("indent") and not m.group("attributes")):
            continue  # a global: lazily initialised, may be restricted as it is
        static = re.search(r"\b(static|class)\b", m.group("modifiers"))
        if static and not m.group("value"):
            continue
        above, restricted = index - 1, bool(RESTRICTING.search(m.group("attributes")))
        while above >= 0 and re.match(r"^\s*(@|//)", lines[above]):
            restricted = restricted or bool(RESTRICTING.search(lines[above]))
            above -= 1
        if not restricted:
            continue
        type_name = m.group("type")
        if not type_name:
            inferred = re.match(r"^([A-Z]\w*(?:\.[A-Z]\w*)*)(?:\.\w+|\()", m.group("value") or "")
            if not inferred:
                continue
            type_name = inferred.group(1)
        # An initialiser may continue on the next lines: they go too.
        last, depth = index, 0
        while True:
            code = lines[last] if last > index else (m.group("value") or "")
            depth += code.count("(") + code.count("[") - code.count(")") - code.count("]")
            if depth <= 0 or last + 1 >= len(lines):
                break
            last += 1
        for following in range(index + 1, last + 1):
            lines[following] = ""
        modifiers = re.sub(r"\b(weak|unowned|lazy)[ \t]+", "", m.group("modifiers"))
        accessors = ("{ get { fatalError() } set {} }" if m.group("keyword") == "var" and not static
                     else "{ fatalError() }")
        lines[index] = "%s%s%svar %s: %s %s" % (
            m.group("indent"), m.group("attributes"), modifiers, m.group("name"), type_name,
            accessors)
    return "\n".join(lines)


DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\((?:[^()\"]|\"[^\"]*\")*\))?\s+)*(?:(?:public|open|internal|package|private|fileprivate|"
    r"final|override|static|convenience|required|nonisolated|mutating|nonmutating|dynamic|lazy|"
    r"weak|indirect|optional)\s+|class\s+(?=(?:func|var|let|subscript)\b))*"
    r"(func|var|let|init[?!]?|subscript|typealias|class|struct|enum|protocol|extension|case|"
    r"associatedtype|actor)\b")


def declaration_start(lines, index):
    """The index of the line where the declaration holding lines[index] begins."""
    while index > 0 and not DECLARATION.match(lines[index]):
        index -= 1
    return index


def mark_unavailable(text, numbers, platform):
    """Marks the declarations holding the given lines (1-based) unavailable: declarations of the
    stubs that use what the platform lacks (found by the compiler, see typecheck-adapters.sh).
    A marked function, initialiser, property or subscript also gets `fatalError()` for a body:
    Swift checks references to unavailable members even inside unavailable declarations."""
    lines = text.split("\n")
    starts = set()
    for n in numbers:
        start = declaration_start(lines, abs(n) - 1)
        if n < 0:  # the enclosing declaration: the nearest one above, indented less
            indent = len(re.match(r"^\s*", lines[start]).group(0))
            while start > 0 and not (DECLARATION.match(lines[start]) and len(
                    re.match(r"^\s*", lines[start]).group(0)) < indent):
                start -= 1
        starts.add(start)
    for index in sorted(starts, reverse=True):
        lines = neutralise_body(lines, index)
        line = lines[index]
        indent = re.match(r"^\s*", line).group(0)
        lines[index] = '%s@available(*, unavailable, message: "unavailable on %s: inferred, it uses ' \
            'what %s lacks") %s' % (indent, platform, platform, line[len(indent):])
    return "\n".join(lines)


def neutralise_extension_unavailable(text):
    """In the app-extension pass, a declaration of the package marked
    `@available(iOSApplicationExtension, unavailable)` (now `@available(*, unavailable)`) gets
    `fatalError()` for a body: Apple's compiler lets such a declaration use what app extensions
    lack, but Swift checks references inside a declaration unavailable everywhere."""
    lines = text.split("\n")
    marked = [i for i, line in enumerate(lines)
              if re.search(r'@available\(\*, unavailable, message: "unavailable on iOS', line)]
    for index in reversed(marked):
        declaration = index
        while declaration < len(lines) and not DECLARATION.match(lines[declaration]):
            declaration += 1
        if declaration < len(lines):
            lines = neutralise_body(lines, declaration)
    return "\n".join(lines)


def neutralise_body(lines, index):
    """Replaces the body of the function, initialiser, property or subscript declared at
    lines[index] by `fatalError()`, keeping the line count."""
    m = DECLARATION.match(lines[index])
    if not m or m.group(1) not in ("func", "var", "let", "init", "init?", "init!", "subscript"):
        return lines
    text = "\n".join(lines)
    offset = sum(len(line) + 1 for line in lines[:index])
    spans = code_spans(text)
    depth, i = 0, offset
    while i < len(text):
        c = text[i]
        if not in_code(spans, i):
            i += 1
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "=" and depth == 0 and m.group(1) in ("var", "let"):
            return lines  # a stored property: computed_stored_properties handles it
        elif c == "{" and depth == 0:
            break
        elif c == "\n" and depth == 0 and i + 1 < len(text):
            following = text[i + 1:].lstrip(" \t")
            if not re.match(r"(->|where\b|throws\b|async\b|\{)", following):
                return lines  # no body
        i += 1
    else:
        return lines
    open_brace, depth, j = i, 0, i
    while j < len(text):
        if in_code(spans, j):
            if text[j] == "{":
                depth += 1
            elif text[j] == "}":
                depth -= 1
                if depth == 0:
                    break
        j += 1
    body = text[open_brace + 1:j]
    if m.group(1) in ("var", "subscript") and re.search(r"\bset\b", body):
        replacement = " get { fatalError() } set {} "
    else:
        replacement = " fatalError() "
    text = text[:open_brace + 1] + same_lines(replacement, body) + text[j:]
    return text.split("\n")


def protocol_body_lines(text):
    """Indices of the lines that sit directly in a protocol's body."""
    blank = list(text)
    for start, end in complement(code_spans(text), len(text)):
        for i in range(start, end):
            if blank[i] != "\n":
                blank[i] = " "
    code = "".join(blank)
    stack, result, boundary, line = [], set(), 0, 0
    for i, c in enumerate(code):
        if c == "\n":
            line += 1
            if stack and stack[-1]:
                result.add(line)
        elif c == "{":
            header = code[boundary:i]
            stack.append(bool(re.search(r"\bprotocol\s+\w+", header))
                         and not re.search(r"\bextension\b", header))
            boundary = i + 1
        elif c == "}":
            if stack:
                stack.pop()
            boundary = i + 1
    return result


def complement(spans, length):
    result, position = [], 0
    for start, end in spans:
        if start > position:
            result.append((position, start))
        position = end
    if position < length:
        result.append((position, length))
    return result


REQUIREMENTS = {"func", "var", "let", "subscript", "init", "init?", "init!", "associatedtype"}


def remove_protocol_requirements(text):
    """Blanks protocol requirements the rewrite made unavailable: outside `@objc` protocols
    (which Linux lacks) Swift rejects unavailable requirements, and what a protocol lacks on a
    platform cannot be used there either way."""
    lines = text.split("\n")
    inside = protocol_body_lines(text)
    index = 0
    while index < len(lines):
        if index in inside and "@available(*, unavailable" in lines[index]:
            start = index
            while start > 0 and start - 1 in inside and re.match(r"^\s*(@|//)", lines[start - 1]):
                start -= 1
            end = index
            while not DECLARATION.match(lines[end]) and end + 1 < len(lines):
                end += 1
            if DECLARATION.match(lines[end]).group(1) not in REQUIREMENTS:
                index = end + 1  # a typealias or nested type may stay, marked unavailable
                continue
            depth = 0
            while True:
                depth += sum(lines[end].count(c) for c in "([{") - sum(
                    lines[end].count(c) for c in ")]}")
                following = lines[end + 1].strip() if end + 1 < len(lines) else ""
                if depth <= 0 and not re.match(r"^(->|where\b|throws\b|async\b|\))", following):
                    break
                end += 1
            for i in range(start, end + 1):
                lines[i] = ""
            index = end
        index += 1
    return "\n".join(lines)


def main(argv):
    extension = argv[0] == "ios-extension" if argv else False
    platform = "ios" if extension else (argv[0] if argv else "")
    if len(argv) < 4 or platform not in PLATFORM_NAMES or argv[1] not in ("modules", "merged"):
        sys.stderr.write(__doc__.split("\n\n")[1] + "\n")
        return 64
    rewrite_pass = Pass(PLATFORM_NAMES[platform], argv[1], extension)
    outdir, files = argv[2], argv[3:]
    if files and files[0].startswith("--inferred="):
        # Lines "path:line" of declarations that use what the platform lacks.
        with open(files[0][len("--inferred="):], encoding="utf-8") as f:
            for entry in f.read().split():
                # "path:line", or "path:line:outer" for the declaration around that one.
                path, number, *outer = entry.split(":")
                rewrite_pass.inferred.setdefault(path, set()).add(
                    -int(number) if outer else int(number))
        files = files[1:]
    texts = {}
    try:
        for path in files:
            with open(path, encoding="utf-8") as f:
                texts[path] = f.read()
        for path in files:  # first the versions that need a domain, then the rewrite
            rewrite_pass.rewrite(path, texts[path], collect=True)
        for path in files:
            target = os.path.join(outdir, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(rewrite_pass.rewrite(path, texts[path], collect=False))
    except RewriteError as error:
        sys.stderr.write("typecheck-matrix: %s\n" % error)
        return 1
    if rewrite_pass.mode == "merged":
        flags = []
        for v in sorted(rewrite_pass.versions):
            flags += ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend",
                      domain(rewrite_pass.platform, v)]
        print(" ".join(flags))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
