#!/usr/bin/env bash
# Makes sure a program the tests run is on this machine: if `command` is missing, installs Debian's `package` as root,
# or says how. Nothing here downloads a browser or a runtime of its own (no internet but npm and Debian's packages).
# Usage: scripts/ensure-debian-package.sh <command or path> <package> <what needs it>
set -euo pipefail
program="$1" package="$2" purpose="$3"
if command -v "$program" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "$program is missing ($purpose needs it). Install it as root: apt-get update && apt-get install -y $package" >&2
  exit 1
fi
echo "Installing Debian's $package for $purpose..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$package" >/dev/null
command -v "$program" >/dev/null
