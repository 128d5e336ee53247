#!/usr/bin/env node
/**
 * Checks every page with the W3C Nu HTML Checker (vnu-jar; Java 17+), warnings included, in one JVM. Pages are served
 * (scripts/serve-static.mjs), not read as file:, so the CSP's 'self' matches; hence allow-forbidden-hosts.
 * Usage: node scripts/check-nu.mjs [dir=out]   (exit 1 on any error or warning)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { htmlPages } from './out-files.mjs';
import { startStaticServer } from './serve-static.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? 'out');
const vnuJar = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

/** Messages about the checker's ignorance, not the site: each as narrow as possible; anything else fails. */
const NOT_THE_SITE = [
  {
    message: /^CSS: Unrecognized at-rule “@property”$/,
    why: "CSS @property (Tailwind v4 registers its --tw-* variables with it): the checker's CSS grammar predates it",
  },
  {
    message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
    why: 'CSS margin-trim, inside an @supports test (Tailwind v4): the checker does not know the property',
  },
  {
    message: /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
    why: 'a custom property in transition-property (Tailwind v4 transitions): valid CSS, which the checker rejects',
  },
  {
    message: /^Resource violates Content Security Policy \(meta tag\): image “data:/,
    why: "data: pictures under img-src 'self' data: (the inline pictures): the checker blocks every data: URL whatever img-src lists (a page whose only policy is img-src data: draws it for a base64 PNG); the browser tests fail on any real CSP violation",
  },
  {
    message: /^Inline script violates Content Security Policy \(meta tag\): blocked by “script-src” directive/,
    extract: /<script type="application\/ld\+json">/,
    why: 'JSON-LD: a data block, which browsers never run, so script-src does not apply to it (HTML: "prepare the script element" stops before CSP for a data block)',
  },
];

/** The checker's JSON, run over the given URLs in one JVM. */
function runNu(urls) {
  return new Promise((resolve, reject) => {
    const args = ['-Dnu.validator.servlet.allow-forbidden-hosts=true', '-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...urls];
    const java = spawn('java', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks = [];
    java.stdout.on('data', (chunk) => chunks.push(chunk));
    java.on('error', (error) => reject(new Error(`java: ${error.message} (scripts/ensure-debian-package.sh installs it)`)));
    java.on('close', (code) => (code === 0 ? resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))) : reject(new Error(`vnu exited with ${code}`))));
  });
}

const pages = htmlPages(out);
const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1', log: false });
const origin = `http://127.0.0.1:${server.address().port}`;
let report;
try {
  report = await runNu(pages.map(([url]) => origin + url));
} finally {
  server.close();
}

const setAside = new Map(NOT_THE_SITE.map((rule) => [rule, 0]));
let errors = 0;
let warnings = 0;
for (const message of report.messages) {
  const rule = NOT_THE_SITE.find((r) => r.message.test(message.message) && (!r.extract || r.extract.test(message.extract ?? '')));
  if (rule) {
    setAside.set(rule, setAside.get(rule) + 1);
    continue;
  }
  // "info" without a subType is the checker's commentary (none so far); a "warning" is an info with that subType.
  const isWarning = message.type === 'info' && message.subType === 'warning';
  if (message.type === 'info' && !isWarning) continue;
  if (isWarning) warnings += 1;
  else errors += 1;
  const where = `${(message.url ?? '').replace(origin, '')}:${message.lastLine ?? message.firstLine ?? 0}:${message.firstColumn ?? 0}`;
  console.log(`${where} ${isWarning ? 'warning' : message.type}: ${message.message}${message.extract ? `  «${message.extract.slice(0, 160)}»` : ''}`);
}
for (const [rule, count] of setAside) if (count > 0) console.log(`  set aside ${count}: ${rule.why}`);
const total = [...setAside.values()].reduce((a, b) => a + b, 0);
console.log(`Nu checker ${report.version}: ${pages.length} pages checked, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} (${total} messages about CSS and CSP the checker does not know, set aside above)`);
process.exit(errors + warnings > 0 ? 1 : 0);
