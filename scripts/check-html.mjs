#!/usr/bin/env node
/**
 * Validates the markup of every HTML page of the static export with html-validate (from npm, no Java), configured by
 * .htmlvalidate.json: html-validate's "recommended" and "document" presets plus the site's own rules
 * (scripts/html-validate-rules.mjs: every table named, one <dt> per term, URLs without raw spaces).
 *
 * Rule choices in .htmlvalidate.json (JSON holds no comments, so they are explained here):
 * - require-sri, target "crossorigin": the site loads every script and stylesheet from its own origin, under a
 *   Content-Security-Policy; integrity hashes guard files from other origins, which it has none of.
 * - valid-id, relaxed: React's useId writes ids such as "_R_1qn_-q"; HTML allows any id without spaces, the strict
 *   mode only adds a convention for CSS selectors.
 * - aria-label-misuse, allowAnyNamable: aria-label on an element whose role takes a name (a <ul> named "Tags") is
 *   valid ARIA; the rule still rejects it where the role takes none (a <sup>, a <span>).
 * - prefer-native-element, exclude "region": a table's scrolling box is a named region (role="region"), not a part of
 *   the document's outline; as a <section> without a heading it draws the Nu checker's "Section lacks heading".
 * A rule turned off must say why in the config itself: `"rule": ["off", "one-line reason"]` (the check refuses a
 * bare "off").
 *
 * Prints each error with its page, line and rule, then one line: pages checked, errors. Exit 1 on any error.
 * Usage: node scripts/check-html.mjs [dir=out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { esmResolver, HtmlValidate, StaticConfigLoader } from 'html-validate';
import { htmlPages } from './out-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? 'out');
const config = JSON.parse(fs.readFileSync(path.join(root, '.htmlvalidate.json'), 'utf8'));

const isOff = (severity) => severity === 'off' || severity === 0;
const unexplained = Object.entries(config.rules ?? {}).filter(([, setting]) => {
  const [severity, reason] = Array.isArray(setting) ? setting : [setting];
  return isOff(severity) && !(typeof reason === 'string' && reason.trim());
});
if (unexplained.length > 0) {
  console.error(`.htmlvalidate.json turns off ${unexplained.map(([rule]) => rule).join(', ')} without a reason: write ["off", "why"]`);
  process.exit(1);
}

// The config as read from the repository, whichever folder the export is in (the plugin path resolves from here).
const validator = new HtmlValidate(new StaticConfigLoader([esmResolver({ rootDir: root })], config));
const pages = htmlPages(out);
let errors = 0;
for (const [url, file] of pages) {
  const report = await validator.validateFile(file);
  for (const result of report.results) {
    for (const message of result.messages) {
      errors += 1;
      console.error(`${url}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
    }
  }
}
console.log(`html-validate: ${pages.length} pages checked, ${errors} error${errors === 1 ? '' : 's'}`);
process.exit(errors > 0 ? 1 : 0);
