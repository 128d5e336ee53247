/**
 * Part of scripts/finish-pages.mjs: takes the @font-face rules out of the site stylesheet, as every page declares them
 * inline. A stylesheet declaring faces makes Chrome lay out all text again (TBT on /wiki/ 1,376 → 1,007 ms, a record
 * page 867 → 572 ms; docs/bench/README.md). Fails when a stylesheet has no @font-face: Next's output changed.
 */
import fs from 'node:fs';
import postcss from 'postcss';

/** Removes the top-level @font-face rules of each stylesheet (hrefs under `out`); returns how many per href. */
export function dropFontFacesFromStylesheets(out, hrefs) {
  const sheets = hrefs.map((href) => {
    const file = `${out}${href}`;
    const root = postcss.parse(fs.readFileSync(file, 'utf8'), { from: file });
    const faces = root.nodes.filter((node) => node.type === 'atrule' && node.name === 'font-face');
    return { href, file, root, faces };
  });
  if (sheets.every(({ faces }) => faces.length === 0)) {
    throw new Error(`no @font-face rule in ${hrefs.join(', ')}: next/font no longer writes its faces into the site stylesheet (see scripts/critical-css-fonts.mjs)`);
  }
  for (const { file, root, faces } of sheets) {
    if (faces.length === 0) continue;
    for (const face of faces) face.remove();
    fs.writeFileSync(file, root.toString());
  }
  return new Map(sheets.map(({ href, faces }) => [href, faces.length]));
}
