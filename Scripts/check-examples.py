#!/usr/bin/env python3
"""Runs every example command of the README and of `typeset-cli help <command>`.

Each example runs with bash in one scratch folder (in order, so that an example may read what
an earlier one wrote, as a reader following the README would), with a copy of Examples/ and
Tests/Golden/tokens beside it, HOME pointing into the scratch folder, and the built `typeset-cli`
first on PATH (`swift run typeset-cli` is run as `typeset-cli`). An example passes when it exits with
the status it is expected to: 0, unless the table EXPECTED_STATUS below allows another and says
why.
Output is not compared (the unit tests and the smoke script do that); a crash, a hang (60 s),
a usage error or a missing file fails.

Usage: Scripts/check-examples.py TYPESET_BINARY
Prints one line per example and a summary "examples: N from the README and M from --help, all
ran"; exits 1 when one failed.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Examples whose documented exit status may be other than 0, by command prefix.
EXPECTED_STATUS = {
    # An audit exits 1 when it finds errors (Examples/Audit plants them on purpose, and the
    # other examples' longer strings wrap at accessibility sizes): that is its answer, not a
    # failure to run. A usage error (64) or a missing file (66) still fails.
    "typeset-cli audit ": (0, 1),
}


def shell_blocks(text):
    """The bodies of the fenced code blocks whose language is a shell's (or none), read fence by
    fence: a closing fence is never taken for an opening one, as a pattern over the whole text
    took the end of a ```json block for the start of a shell block."""
    blocks, body, language = [], None, None
    for line in text.split("\n"):
        fence = re.match(r"\s*```+\s*([A-Za-z0-9_+-]*)", line)
        if body is None:
            if fence:
                language, body = fence.group(1), []
        elif fence and not fence.group(1):
            if language in ("", "sh", "bash", "shell", "console"):
                blocks.append("\n".join(body))
            body = None
        else:
            body.append(line)
    return blocks


def readme_examples():
    """Commands in the README's shell code blocks that run typeset."""
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    examples = []
    for block in shell_blocks(text):
        lines = block.split("\n")
        index = 0
        while index < len(lines):
            line = lines[index]
            while line.rstrip().endswith("\\") and index + 1 < len(lines):
                index += 1
                line = line.rstrip()[:-1] + " " + lines[index].strip()
            index += 1
            command = line.strip()
            if command.startswith("$ "):
                command = command[2:]
            command = re.sub(r"\s+#.*$", "", command)
            if re.match(r"(swift run (-c release )?)?typeset-cli(\s|$)", command):
                examples.append(re.sub(r"^swift run (-c release )?typeset-cli", "typeset-cli", command))
    return examples


def help_examples(binary):
    """The EXAMPLES section of `typeset-cli help COMMAND` for every command `typeset-cli help` lists."""
    overview = subprocess.run([binary, "help"], capture_output=True, text=True).stdout
    commands = []
    in_commands = False
    for line in overview.split("\n"):
        if line.startswith("COMMANDS:") or line.startswith("SUBCOMMANDS:"):
            in_commands = True
            continue
        if in_commands:
            match = re.match(r"\s+([a-z-]+)\s", line + " ")
            if match:
                commands.append(match.group(1))
            elif line.strip() == "" and commands:
                in_commands = False
    examples = []
    for command in commands:
        text = subprocess.run([binary, "help", command], capture_output=True, text=True).stdout
        if "EXAMPLES:" not in text:
            continue
        for line in text.split("EXAMPLES:", 1)[1].split("\n"):
            if line.strip().startswith("typeset-cli") or line.strip().startswith("cat ") or line.strip().startswith("source "):
                examples.append(line.strip())
    return commands, examples


def main():
    binary = os.path.abspath(sys.argv[1])
    scratch = tempfile.mkdtemp(prefix="typeset-examples-")
    try:
        shutil.copytree(os.path.join(ROOT, "Examples"), os.path.join(scratch, "Examples"))
        os.makedirs(os.path.join(scratch, "Tests/Golden"), exist_ok=True)
        shutil.copytree(os.path.join(ROOT, "Tests/Golden/tokens"),
                        os.path.join(scratch, "Tests/Golden/tokens"))
        home = os.path.join(scratch, "home")
        for folder in [".local/share/bash-completion/completions", ".config/fish/completions"]:
            os.makedirs(os.path.join(home, folder), exist_ok=True)
        bin_dir = os.path.join(scratch, "bin")
        os.makedirs(bin_dir)
        os.symlink(binary, os.path.join(bin_dir, "typeset-cli"))
        env = dict(os.environ, HOME=home, PATH=bin_dir + os.pathsep + os.environ["PATH"],
                   MANPAGER="cat", PAGER="cat", TERM="dumb")
        readme = readme_examples()
        commands, from_help = help_examples(binary)
        failures = 0
        for source, example in [("README", e) for e in readme] + [("help", e) for e in from_help]:
            expected = next((status for prefix, status in EXPECTED_STATUS.items()
                             if example.startswith(prefix)), (0,))
            try:
                run = subprocess.run(["bash", "-o", "pipefail", "-c", example], cwd=scratch,
                                     env=env, capture_output=True, text=True, timeout=60)
                status = run.returncode
                detail = (run.stderr.strip().split("\n") or [""])[-1][:200]
            except subprocess.TimeoutExpired:
                status, detail = "timeout", "no answer in 60 s"
            ok = status in expected
            failures += 0 if ok else 1
            print("  %s %-6s %s%s" % ("ok  " if ok else "FAIL", source, example[:110],
                                       "" if ok else "\n       exit %s, expected %s: %s" % (status, expected, detail)))
        print("examples: %d from the README and %d from --help (%d commands), %s"
              % (len(readme), len(from_help), len(commands),
                 "all ran" if failures == 0 else "%d FAILED" % failures))
        return 1 if failures else 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
