#!/usr/bin/env bash
# The whole test suite: static checks, unit tests, one production build, link crawl, markup checks, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run has taken so far (the README quotes these times).
step() { printf '\n\033[1m== %s ==\033[0m (at %dm%02ds)\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }
trap 'printf "\nnpm test took %dm%02ds\n" $((SECONDS / 60)) $((SECONDS % 60))' EXIT

# First command on a fresh clone: install the locked versions when node_modules is missing or older than the lockfile.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "Dependencies (scripts/install.sh: node_modules missing or older than package-lock.json)"
  bash scripts/install.sh
  # npm install may write package-lock.json after the installed tree's copy; mark the tree as current.
  touch node_modules/.package-lock.json
fi

step "Chromium for the browser tests"
# Playwright cannot download browsers here: the browser tests use Debian's Chromium.
bash scripts/ensure-debian-package.sh "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium "the browser tests"

step "Static checks, two at a time: typecheck + lint, then layering + copies"
# tsc and eslint are single-threaded: each pair shares the two cores better than one after the other.
source scripts/together.sh
together "Typecheck" "npx tsc --noEmit" "Lint" "npx eslint . --max-warnings 0"
together "Layering (dependency-cruiser: .dependency-cruiser.cjs)" "npm run --silent check:deps" \
  "Copies (jscpd: no block of 6+ lines repeated, .jscpd.json)" "npm run --silent check:dupes"

# The typecheck above passed on this tree: the builds below skip Next's copy of it (next.config.mjs).
export TYPECHECK_DONE=1

step "Unit tests and the production build (content check + next build), side by side"
# Much of a build runs on one core (prerendering with Next's one worker on two cores, the share images, the
# post-build steps), which the unit tests fill. No unit test reads out/.
together "Unit tests (Vitest)" "npx vitest run" "Production build" "npm run build"

step "Content is data (a new page and a record of every kind in a copy: content check, typecheck, unit tests, browser tests; the copy is the second deploy after out/)"
bash scripts/check-content-is-data.sh

step "Languages (npm run i18n:status: each translated page, fallback or behind; fails on a missing or extra UI word)"
npm run --silent i18n:status

step "Bundle budgets (budgets.json) and host header files"
node scripts/bench-bundle.mjs
node scripts/check-headers.mjs out

step "Link and image crawl of out/"
node scripts/check-links.mjs out

step "Atom feeds of out/ (fast-xml-parser and feedsmith: scripts/check-feeds.mjs)"
node scripts/check-feeds.mjs out

step "Markup of every page of out/: html-validate (.htmlvalidate.json, scripts/html-validate-rules.mjs) beside the W3C Nu checker (Java)"
# The W3C Nu checker (vnu-jar, scripts/check-nu.mjs) is a Java 17+ program; vnu-jar never downloads a runtime here.
bash scripts/ensure-debian-package.sh java default-jre-headless "the Nu HTML checker"
# Each is single-threaded: side by side they take the time of the longer one (the Nu checker).
together "html-validate" "node scripts/check-html.mjs out" "W3C Nu checker (scripts/check-nu.mjs)" "node scripts/check-nu.mjs out"

step "Browser tests (Playwright, Chromium, out/ served like a CDN)"
CI="${CI:-}" npx playwright test
