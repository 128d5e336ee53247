#!/usr/bin/env node
/**
 * Validates every page with html-validate and .htmlvalidate.json (site rules: scripts/html-validate-rules.mjs).
 * Rule choices there (JSON holds no comments):
 * - require-sri, target "crossorigin": every script and stylesheet is same-origin under a CSP.
 * - valid-id, relaxed: React's useId writes ids such as "_R_1qn_-q", which HTML allows.
 * - aria-label-misuse, allowAnyNamable: naming an element whose role takes a name (a <ul> "Tags") is valid ARIA.
 * - prefer-native-element, exclude "region": a table's scroll box as a <section> draws Nu's "Section lacks heading".
 * A rule turned off must say why: `"rule": ["off", "one-line reason"]`.
 * Usage: node scripts/check-html.mjs [dir=out] [--new-since other-out]: with --new-since, only the home and the pages
 * that other export lacks (a second build that adds pages: the rest is the markup already checked there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { esmResolver, HtmlValidate, StaticConfigLoader } from 'html-validate';
import { htmlPages } from './out-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const sinceAt = args.indexOf('--new-since');
const since = sinceAt >= 0 ? path.resolve(args[sinceAt + 1]) : undefined;
const out = path.resolve(args.find((a, i) => !a.startsWith('--') && i !== sinceAt + 1) ?? 'out');
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
const pages = htmlPages(out).filter(([url, file]) => !since || url === '/' || !fs.existsSync(path.join(since, path.relative(out, file))));
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
