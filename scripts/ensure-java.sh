#!/usr/bin/env bash
# The W3C Nu checker (vnu-jar from npm, scripts/check-nu.mjs) is a Java program: it needs Java 17 or newer (Debian 12 default-jre-headless is 17).
# Like ensure-chromium.sh, it installs Debian's package as root and never lets vnu-jar download a runtime of its own.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Java is missing (the Nu HTML checker needs it). Install it as root: apt-get update && apt-get install -y default-jre-headless" >&2
  exit 1
fi
echo "Installing Debian's default-jre-headless for the Nu HTML checker..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq default-jre-headless >/dev/null
java -version
