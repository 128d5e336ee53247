/**
 * `npm run i18n:status`: per language, pages translated, in fallback, or behind their English page (git). Exits 1
 * only on what breaks a language (missing or extra UI words, orphaned translations).
 */
import { ContentError } from '../lib/content/errors';
import { getContent } from '../lib/content';
import { allPaths } from '../lib/records/routes';
import { englishUpdatedSince, isTranslated } from '../lib/site/translations';
import { isoDay } from '../lib/history/git-dates';

function main() {
  const english = getContent('en');
  const paths = allPaths(english.routes);
  for (const { code } of english.site.languages) {
    const content = getContent(code);
    const rows = paths.map((path) => {
      const updated = englishUpdatedSince(path, content);
      const status = !isTranslated(path, content) ? 'fallback' : updated ? `behind (English ${isoDay(updated)})` : 'translated';
      return { path, status };
    });
    const count = (prefix: string) => rows.filter((r) => r.status.startsWith(prefix)).length;
    console.log(`\n${code} (${content.site.i18n.languageName}): ${count('translated')} translated, ${count('fallback')} fallback, ${count('behind')} behind, of ${rows.length} pages`);
    const width = Math.max(...rows.map((r) => r.path.length));
    for (const { path, status } of rows) console.log(`  ${path.padEnd(width)}  ${status}`);
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
