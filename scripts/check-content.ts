/** Validates content/ before `next build` ("prebuild"): exit 1 naming file, record and field of every problem. */
import { ContentError } from '../lib/content/errors';
import { loadContent } from '../lib/content/load';
import { pendingSettings } from '../lib/site/placeholders';

async function main() {
  // An ES module (the MDX compiler is ESM-only): imported, not required, from this CommonJS script.
  const { compileMdxFacts } = await import('../lib/mdx/compile-facts.mjs');
  const content = loadContent({ mdxFacts: compileMdxFacts });
  // Each other language: its words over the English content, its pages compiled and checked the same way.
  for (const { code } of content.site.languages) {
    const translated = loadContent({ mdxFacts: compileMdxFacts, language: code });
    console.log(`Content OK in ${code}: ${translated.wikiPages.filter((p) => p.translation).length} of ${translated.wikiPages.length} wiki pages translated.`);
  }
  const pending = pendingSettings(content.site);
  console.log(
    `Content OK: ${content.wikiPages.length} wiki pages, ${content.bosses.length} bosses, ${content.npcs.length} NPCs, ` +
      `${content.gear.length} gear records, ${content.structures.length} structures, ${content.animations.length} animations, ` +
      `${content.tags.length} tags.`,
  );
  if (pending.length > 0) {
    console.warn(`\nWARNING: ${pending.length} site setting(s) in content/site.json still need a real value:`);
    for (const p of pending) console.warn(`  • ${p.field} = ${p.value}\n      ${p.todo}`);
    console.warn('');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
