/**
 * Part of scripts/finish-pages.mjs, run once after every page has its inline CSS: the site stylesheet's
 * @font-face rules are taken out of it, because every page already declares them in its <head>.
 *
 * Why: when a stylesheet that declares font faces arrives, Chrome treats the page's fonts as changed and lays
 * out all of its text again, even though the same faces were declared inline (a 200 ms task on the wiki index
 * at 4× CPU slowdown; layout per load on /wiki/ 463 / 318 / 440 → 369 / 212 / 242 ms). Under Lighthouse's
 * applied throttling, median of 5, one sitting: TBT on /wiki/ 1,376 → 1,007 ms and on a record page 867 → 572 ms;
 * a second sitting on four other routes moved within the noise (docs/bench/README.md).
 *
 * Safe because every exported page carries the faces itself (scripts/critical-css-page.mjs fails the build on
 * a page that does not), and its inline <style> stays in <head> through client-side navigation (checked in
 * tests/e2e/first-paint.spec.ts). Fails the build when a stylesheet has no @font-face to move: then Next's
 * output changed (next/font writes its faces elsewhere) and this step must be looked at again.
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
