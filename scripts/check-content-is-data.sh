#!/usr/bin/env bash
# "Content is data": in a copy of the project, add one wiki page and one boss record (pointing at an
# existing wiki page) and nothing else, then run the content check, the typecheck and every unit test.
# If any of them fails, some code or test holds a copy of the content instead of reading it.
# Then give the copy a content/site.json with real addresses (no placeholders), build it, and run the browser
# tests of what only a configured site shows (tests/e2e/configured-site.spec.ts: the Official menu, "Edit this
# page", the added page and boss) plus a few existing specs on that build.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
COPY="$(mktemp -d)"
trap 'rm -rf "$COPY"' EXIT

git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp --parents {} "$COPY" 2>/dev/null || true
# Hard links, not a symlink: Turbopack refuses packages that resolve outside the project root. A symlink
# only where hard links cannot be made (another file system); then the build step below fails.
cp -al "$ROOT/node_modules" "$COPY/node_modules" 2>/dev/null || ln -s "$ROOT/node_modules" "$COPY/node_modules"
cd "$COPY"

node - <<'JS'
const fs = require('node:fs');
const sections = JSON.parse(fs.readFileSync('content/wiki-sections.json', 'utf8'));
const pages = fs.readdirSync('content/wiki').filter((f) => f.endsWith('.mdx'));
const target = pages[0].replace(/\.mdx$/, '');
fs.writeFileSync(
  'content/wiki/zz-added-by-check.mdx',
  ['---', 'title: "Added Page"', 'heading: "Added: Page"', 'description: "A page added by the content-is-data check."', 'tags: []',
   `section: ${sections[0].id}`, 'Link: zz-added-by-check', 'order: 999', '---', '', '## First heading', '', `See [another page](/wiki/${target}).`, ''].join('\n'),
);
const bosses = JSON.parse(fs.readFileSync('content/bosses.json', 'utf8'));
const { image, ...template } = bosses[0];
bosses.push({ ...template, slug: 'zz-added-boss', name: 'Added Boss', floor: 60, drops: [], wiki: target, notes: [] });
fs.writeFileSync('content/bosses.json', JSON.stringify(bosses, null, 2));
console.log(`Added content/wiki/zz-added-by-check.mdx and boss "zz-added-boss" (wiki: ${target}) to a copy in ${process.cwd()}`);
JS

npx tsx scripts/check-content.ts
npx tsc --noEmit
npx vitest run --reporter=dot
echo "Content is data: a new page and a new boss pass the content check, the typecheck and every unit test."

# A configured site: every address real (hosts outside the reserved example names of lib/placeholders.ts).
node - <<'JS'
const fs = require('node:fs');
const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8'));
const { baseUrlTodo, repositoryUrlTodo, ...settings } = site;
const links = Object.fromEntries(
  Object.entries(site.links).map(([key, { todo, ...link }]) => [key, { ...link, url: new URL(`/${key}`, 'https://tensura-dungeon.net').href }]),
);
fs.writeFileSync('content/site.json', JSON.stringify({ ...settings, baseUrl: 'https://wiki.tensura-dungeon.net', repositoryUrl: 'https://github.com/example-org/tensura-wiki', repositoryBranch: 'main', links }, null, 2));
console.log('Wrote a content/site.json with real-looking addresses.');
JS
npm run build --silent
CI=1 CONFIGURED_SITE=1 ADDED_WIKI_PAGE=zz-added-by-check ADDED_BOSS=zz-added-boss npx playwright test --reporter=line \
  tests/e2e/configured-site.spec.ts tests/e2e/detail.spec.ts tests/e2e/records-on-site.spec.ts tests/e2e/navigation.spec.ts \
  --grep 'Official|Edit this page|added|every bosses record|/bosses/: one card|/wiki/: one card|footer'
echo "Configured site: the Official menu, \"Edit this page\", the added page and boss work in a build with real addresses."
