# Shared Debian package installation for the scripts under Scripts/ (sourced, not run):
#   source "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"   (path relative to the caller)
#
# apt_missing PACKAGE...   sets the array `missing` to the packages dpkg does not list as
#                          "ok installed", in the order given.
# apt_install PACKAGE...   exports DEBIAN_FRONTEND=noninteractive and installs them quietly
#                          with apt-get; when that fails, runs `apt-get update` and installs
#                          again (so the package lists are refreshed only when needed). The
#                          second attempt's errors are shown, and its failure is returned.

apt_missing() {
  missing=()
  local package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
  done
}

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q "$@" >/dev/null 2>&1 \
    || { apt-get update -q >/dev/null && apt-get install -y -q "$@" >/dev/null; }
}
