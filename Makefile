# Builds and installs the typeset command line: the executable, its manual page and its shell
# completions.
#
#   make install                       # into /usr/local
#   make install PREFIX=$HOME/.local   # anywhere else; DESTDIR is honoured for packaging
#   make uninstall PREFIX=…
#
# On Linux the executable links the Swift runtime statically (--static-swift-stdlib), so it runs
# without the toolchain; set STATIC= to link it dynamically. CONFIGURATION=debug installs a debug
# build (CI uses it to check this file without a release build).
PREFIX ?= /usr/local
CONFIGURATION ?= release
SWIFT ?= swift
ifeq ($(shell uname -s),Linux)
STATIC ?= --static-swift-stdlib
endif
BUILD_FLAGS = -c $(CONFIGURATION) --product typeset $(STATIC)

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: build install uninstall

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/typeset" "$(BINDIR)/typeset"
	"$(BINDIR)/typeset" help --man >"$(MANDIR)/typeset.1"
	"$(BINDIR)/typeset" completions bash >"$(BASHDIR)/typeset"
	"$(BINDIR)/typeset" completions zsh >"$(ZSHDIR)/_typeset"
	"$(BINDIR)/typeset" completions fish >"$(FISHDIR)/typeset.fish"
	@echo "installed $(BINDIR)/typeset, its manual page and its bash, zsh and fish completions"

uninstall:
	rm -f "$(BINDIR)/typeset" "$(MANDIR)/typeset.1" "$(BASHDIR)/typeset" "$(ZSHDIR)/_typeset" \
	  "$(FISHDIR)/typeset.fish"
