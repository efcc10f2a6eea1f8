# Builds and installs the typeset-cli command line: the executable, its manual page and its shell
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
BUILD_FLAGS = -c $(CONFIGURATION) --product typeset-cli $(STATIC)

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
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/typeset-cli" "$(BINDIR)/typeset-cli"
	"$(BINDIR)/typeset-cli" help --man >"$(MANDIR)/typeset-cli.1"
	"$(BINDIR)/typeset-cli" completions bash >"$(BASHDIR)/typeset-cli"
	"$(BINDIR)/typeset-cli" completions zsh >"$(ZSHDIR)/_typeset-cli"
	"$(BINDIR)/typeset-cli" completions fish >"$(FISHDIR)/typeset-cli.fish"
	@echo "installed $(BINDIR)/typeset-cli, its manual page and its bash, zsh and fish completions"

uninstall:
	rm -f "$(BINDIR)/typeset-cli" "$(MANDIR)/typeset-cli.1" "$(BASHDIR)/typeset-cli" "$(ZSHDIR)/_typeset-cli" \
	  "$(FISHDIR)/typeset-cli.fish"
