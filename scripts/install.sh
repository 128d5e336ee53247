#!/usr/bin/env bash
# Installs the exact versions in package-lock.json.
# `npm ci` is tried first. The registry reachable here serves no binaries for other platforms
# (@next/swc-darwin-*, @tailwindcss/oxide-win32-*, ...), so the lockfile cannot list them and some npm
# versions then refuse `npm ci`; `npm install` with the same lockfile installs the same pinned versions.
set -euo pipefail
cd "$(dirname "$0")/.."
if npm ci --no-audit --no-fund 2>/tmp/npm-ci.log; then
  exit 0
fi
echo "npm ci refused the lockfile (platform binaries this registry does not serve); installing the locked versions with npm install."
npm install --no-audit --no-fund
git diff --quiet -- package-lock.json 2>/dev/null || echo "note: npm install rewrote package-lock.json"
