#!/usr/bin/env bash
# "Content is data": in a copy of the project, add one wiki page, and one record to every record file with a
# wiki page of its own, and nothing else, then run the content check, the typecheck and every unit test.
# If any of them fails, some code or test holds a copy of the content instead of reading it.
# The copy also gets what `npm run new` writes for a page in every wiki section and a record of every kind, its
# TODOs filled (scripts/add-filled-entries.ts): the same checks and the build hold that output to "passes once filled".
# Then give the copy a content/site.json with real addresses (no placeholders), build it, and run the browser
# tests of what only a configured site shows (tests/e2e/configured-site.spec.ts: the Official menu, "Edit this
# page", the added page and records) plus the specs that check every record of every kind on that build, and, with
# the main build's out/ as the first deploy and this build as the second (one existing page gains a sentence), that
# the first online load after a new deploy shows the new text (tests/e2e/offline.spec.ts; npm test builds out/ first)
# and that the changed page, and only it, shows "changed since your last visit" (tests/e2e/changed-mark.spec.ts).
# The copy is a git clone that commits its additions, then the sentence: its build dates pages from git as the main
# build does, so only those pages are new to it (without .git, every page would fall back to its file's time).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
COPY="$(mktemp -d)"
trap 'rm -rf "$COPY"' EXIT

# The clone shares this checkout's objects (nothing copied), and its index is HEAD's; the working tree's files go
# over it, so its first commit below holds this checkout's uncommitted changes too (a file deleted here stays
# missing: cp skips it).
git clone --quiet --shared --no-checkout "$ROOT" "$COPY"
git -C "$COPY" reset --quiet
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$COPY" 2>/dev/null || true
# Hard links, not a symlink: Turbopack refuses packages that resolve outside the project root. A symlink
# only where hard links cannot be made (another file system); then the build step below fails.
cp -al "$ROOT/node_modules" "$COPY/node_modules" 2>/dev/null || ln -s "$ROOT/node_modules" "$COPY/node_modules"
# The typecheck's incremental state from this checkout (npm test runs tsc first): the copy differs only in content/,
# which no TypeScript imports, so its typecheck reuses every unchanged file's result.
[ -f "$ROOT/tsconfig.tsbuildinfo" ] && cp "$ROOT/tsconfig.tsbuildinfo" "$COPY/"
# The share images of the main build (keyed by each card's content): only the added and changed pages' are drawn.
# Hard links: the copy's build adds its new images and prunes the rest in its own folder, never in this checkout's.
[ -d "$ROOT/.cache/share-images" ] && mkdir -p "$COPY/.cache" && cp -al "$ROOT/.cache/share-images" "$COPY/.cache/share-images"
cd "$COPY"
# What the browser tests are told: the added records, the changed and an unchanged page (outside the work tree).
STATE="$(git rev-parse --git-dir)/content-is-data"
mkdir -p "$STATE"
commit() { git -c user.name='Content is data check' -c user.email='check@content-is-data.invalid' -c commit.gpgsign=false commit --quiet --no-verify -m "$1"; }

npx tsx scripts/add-filled-entries.ts
STATE="$STATE" node - <<'JS'
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
const state = (name, text) => fs.writeFileSync(`${process.env.STATE}/${name}`, text);
const sections = JSON.parse(fs.readFileSync('content/wiki-sections.json', 'utf8'));
// Two existing pages with the same source as this checkout's HEAD (committed, clean) and on the wiki index (no
// stub): the second deploy changes the first and not the second, and the browser tests visit both.
const dirty = execFileSync('git', ['status', '--porcelain', '--', 'content/wiki'], { encoding: 'utf8' });
const [target, unchanged] = fs
  .readdirSync('content/wiki')
  .filter((f) => f.endsWith('.mdx') && !f.startsWith('zz-') && !dirty.includes(`content/wiki/${f}`))
  .filter((f) => !/^stub: true$/m.test(fs.readFileSync(`content/wiki/${f}`, 'utf8')))
  .map((f) => f.replace(/\.mdx$/, ''));
const addPage = (slug, title) =>
  fs.writeFileSync(
    `content/wiki/${slug}.mdx`,
    ['---', `title: "${title}"`, `heading: "${title}"`, `description: "A page added by the content-is-data check."`, 'tags: []',
     `section: ${sections[0].id}`, `Link: ${slug}`, 'order: 999', '---', '', '## First heading', '', `See [another page](/wiki/${target}).`, ''].join('\n'),
  );
addPage('zz-added-by-check', 'Added Page');
// One record more in every record file (a JSON array of records with slugs), copied from its first record
// under a new slug and name, without its picture (the fallback art stands in).
const added = {};
for (const file of fs.readdirSync('content').filter((f) => f.endsWith('.json'))) {
  const records = JSON.parse(fs.readFileSync(`content/${file}`, 'utf8'));
  if (!Array.isArray(records) || typeof records[0]?.slug !== 'string') continue;
  const key = file.replace(/\.json$/, '');
  const { image, ...record } = structuredClone(records[0]);
  Object.assign(record, { slug: `zz-added-${key}`, name: `Added ${key}` });
  // Its own wiki page, as an editor adding a record would write one.
  const page = `zz-added-${key}-page`;
  addPage(page, `Added ${key} page`);
  if ('wiki' in record) record.wiki = Array.isArray(record.wiki) ? [page] : page;
  if (typeof record.floor === 'number') record.floor = Math.max(...records.map((r) => r.floor)) + 10;
  added[key] = { records, record };
}
// A boss and a boss drop name each other (the content check holds them to it).
if (added.bosses && added.gear) {
  added.bosses.record.drops = [added.gear.record.slug];
  added.gear.record.source = { ...added.gear.record.source, kind: 'boss', bosses: [added.bosses.record.slug] };
}
for (const [key, { records, record }] of Object.entries(added)) {
  fs.writeFileSync(`content/${key}.json`, JSON.stringify([...records, record], null, 2));
  console.log(`Added record "${record.slug}" to content/${key}.json`);
}
console.log(`Added content/wiki/zz-added-by-check.mdx and a wiki page per added record in a copy in ${process.cwd()}`);
state('added-records', Object.values(added).map(({ record }) => record.slug).join(','));
state('changed-page', `/wiki/${target}/`);
state('unchanged-page', `/wiki/${unchanged}/`);
JS
git add --all && commit 'Content is data: the added and filled pages and records'
# A second deploy also changes an existing page, in a commit of its own: the offline worker's and the changed
# mark's tests serve the main build, then this one.
CHANGED_TEXT='This sentence is new in the second deploy.'
CHANGED_PAGE="$(cat "$STATE/changed-page")"
CHANGED_FILE="content${CHANGED_PAGE%/}.mdx"
printf '\n\n%s\n' "$CHANGED_TEXT" >> "$CHANGED_FILE"
git add "$CHANGED_FILE" && commit "Content is data: a sentence added to $CHANGED_FILE"
echo "Committed in the copy: the additions, then a sentence added to $CHANGED_FILE ($(git log -1 --format=%cI)); $(cat "$STATE/unchanged-page") is unchanged."

# The content check and the typecheck (one core) beside the unit tests.
source "$ROOT/scripts/together.sh"
together "Content check and typecheck (copy)" "npx tsx scripts/check-content.ts && npx tsc --noEmit" "Unit tests (copy)" "npx vitest run --reporter=dot" \
  || { echo "Content is data: the content check, the typecheck or a unit test failed on the copy (above)."; exit 1; }
# The copy's build below skips Next's repeat of the typecheck (next.config.mjs).
export TYPECHECK_DONE=1
echo "Content is data: the added page and records, and \`npm run new\`'s filled page per section and record per kind, pass the content check, the typecheck and every unit test."

# A configured site: every address real (hosts outside the reserved example names of lib/site/placeholders.ts).
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
# The added pages and records, and the Official menu with real addresses (the home), are valid markup too.
node scripts/check-html.mjs out --new-since "$ROOT/out"
# The main build's out/ (npm test builds it first) is the first deploy of the offline worker's two-deploy test.
FIRST_DEPLOY_OUT=""
[ -f "$ROOT/out/sw.js" ] && FIRST_DEPLOY_OUT="$ROOT/out"
CI=1 CONFIGURED_SITE=1 ADDED_WIKI_PAGE=zz-added-by-check ADDED_RECORDS="$(cat "$STATE/added-records")" FIRST_DEPLOY_OUT="$FIRST_DEPLOY_OUT" \
  CHANGED_PAGE="$CHANGED_PAGE" CHANGED_TEXT="$CHANGED_TEXT" UNCHANGED_PAGE="$(cat "$STATE/unchanged-page")" \
  npx playwright test --reporter=line \
  tests/e2e/configured-site.spec.ts tests/e2e/records-on-site.spec.ts tests/e2e/detail.spec.ts tests/e2e/navigation.spec.ts tests/e2e/offline.spec.ts \
  tests/e2e/changed-mark.spec.ts \
  --grep 'Official|Edit this page|added|one card|every .* record|footer|new deploy|next deploy'
echo "Configured site: the Official menu, \"Edit this page\", the added page and a record of every kind work in a build with real addresses."
if [ -n "$FIRST_DEPLOY_OUT" ]; then
  echo "Second deploy: after the main build, the first online load of a changed page shows its new text, and the page shows it changed since the last visit (an unchanged page does not)."
fi
