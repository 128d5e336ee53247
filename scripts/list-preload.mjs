/**
 * The list island (components/list/FilterableListIsland.client.tsx) imports the list's code lazily, so the routes it
 * shares load none of it. A page that shows a list gets a preload of that code in its <head>, so it downloads with
 * the page's other scripts instead of one round trip after them, when hydration reaches the list.
 */
import fs from 'node:fs';
import path from 'node:path';

const ISLAND_NAME = '"FilterableListIsland"';
/** A list's search box carries it (OWNS_QUERY_PARAM_ATTRIBUTE, components/search/shortcuts.ts). */
const LIST_MARK = 'data-owns-query-param';

/** The island's chunk and the chunks its lazy import loads, as URLs; fails when the build no longer shows them. */
export function listIslandChunks(out) {
  const dir = path.join(out, '_next/static/chunks');
  const islands = fs.readdirSync(dir).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes(ISLAND_NAME));
  const loads = islands.flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/Promise\.all\(\[("static\/chunks\/[^\]]+)\]\.map/g)]);
  if (islands.length !== 1 || loads.length !== 1) {
    throw new Error(`list-preload: expected one chunk naming ${ISLAND_NAME} with one lazy import, found ${islands.length} chunks and ${loads.length} imports`);
  }
  return { island: `/_next/static/chunks/${islands[0]}`, lazy: JSON.parse(`[${loads[0][1]}]`).map((f) => `/_next/${f}`) };
}

/** `html` with the list's code preloaded when it shows a list (it names the island's chunk and has a list's search box). */
export function withListPreload(html, { island, lazy }) {
  if (!html.includes(`src="${island}"`) || !html.includes(LIST_MARK)) return html;
  return html.replace('</head>', `${lazy.map((href) => `<link rel="preload" as="script" href="${href}"/>`).join('')}</head>`);
}
