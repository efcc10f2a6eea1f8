# Shared Debian package installation for the scripts under Scripts/ (sourced, not run):
#   source "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"   (path relative to the caller)
#
# apt_missing PACKAGE...   sets the array `missing` to the packages dpkg does not list as
#                          "ok installed", in the order given.
# apt_install PACKAGE...   exports DEBIAN_FRONTEND=noninteractive and installs them quietly
#                          with apt-get; when that fails, runs `apt-get update` and installs
#                          again (so the package lists are refreshed only when needed). The
#                          second attempt's errors are shown, and its failure is returned.
#                          Options such as --no-install-recommends pass through to apt-get.
#                          Runs apt-get with sudo when the caller is not root.
# apt_ensure [OPTION...] PACKAGE...
#                          installs those of the packages that are missing, when apt-get is
#                          there (a machine without it, such as macOS, is left as it is);
#                          prints "installing …" on stderr first. Leading options (words that
#                          start with -, such as --no-install-recommends) go to apt_install.

apt_missing() {
  missing=()
  local package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
  done
}

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo --preserve-env=DEBIAN_FRONTEND)
  "${sudo[@]}" apt-get install -y -q "$@" >/dev/null 2>&1 \
    || { "${sudo[@]}" apt-get update -q >/dev/null && "${sudo[@]}" apt-get install -y -q "$@" >/dev/null; }
}

apt_ensure() {
  local options=()
  while [ $# -gt 0 ] && [[ $1 == -* ]]; do
    options+=("$1")
    shift
  done
  command -v apt-get >/dev/null || return 0
  apt_missing "$@"
  ((${#missing[@]})) || return 0
  echo "installing ${missing[*]} (Debian packages)" >&2
  apt_install ${options[@]+"${options[@]}"} "${missing[@]}"
}
