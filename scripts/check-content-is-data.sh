#!/usr/bin/env bash
# "Content is data": in a copy of the project, add one wiki page and one boss record (pointing at an
# existing wiki page) and nothing else, then run the content check, the typecheck and every unit test.
# If any of them fails, some code or test holds a copy of the content instead of reading it.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
COPY="$(mktemp -d)"
trap 'rm -rf "$COPY"' EXIT

git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp --parents {} "$COPY" 2>/dev/null || true
ln -s "$ROOT/node_modules" "$COPY/node_modules"
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
