/** The report of `npm run changes`: changes/report.md (for a pull request comment) and its printed summary. */
import path from 'node:path';
import type { BuildComparison } from './compare-builds';
import { describeChange, type FieldChange } from './record-diff';
import type { PageShots } from './screenshots';

export interface ReportInput {
  /** The ref as given and its commit. */
  base: string;
  commit: string;
  comparison: BuildComparison;
  fields: FieldChange[];
  shots: PageShots[];
  /** Pages changed beyond the screenshot limit. */
  unshot: string[];
  /** Where the report is written (image links are relative to it). */
  dir: string;
  /** Address of the head build's preview, if the host gives one: page links point there. */
  previewUrl?: string;
}

/** Lines of a page's text change shown in the report, per side. */
const SHOWN_LINES = 4;

const plural = (n: number, one: string, other = `${one}s`) => `${n} ${n === 1 ? one : other}`;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const cut = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

/** White space other than the no-break spaces. */
const WORD_BREAK = /[^\S\u00a0\u202f]/;

/** Characters of unchanged text shown on each side of a change. */
const CONTEXT = 40;
const escapeMarkdown = (text: string) => text.replace(/([*_`[\]<>])/g, '\\$1');

/** `line` with the words differing from `other` in bold, within CONTEXT characters: "…fight with **2,400** HP…". */
export function changedWords(line: string, other: string): string {
  let start = 0;
  while (start < line.length && line[start] === other[start]) start++;
  let end = 0;
  while (end < line.length - start && end < other.length - start && line.at(-1 - end) === other.at(-1 - end)) end++;
  // Whole words: back to the space before the change, on to the space after it. A no-break space joins, as in a
  // number grouped the Russian way ("2 400").
  while (start > 0 && !WORD_BREAK.test(line[start - 1]!)) start--;
  let stop = line.length - end;
  while (stop < line.length && !WORD_BREAK.test(line[stop]!)) stop++;
  const before = line.slice(Math.max(0, start - CONTEXT), start);
  const after = line.slice(stop, stop + CONTEXT);
  const changed = line.slice(start, stop).trim();
  return `${start > CONTEXT ? '…' : ''}${escapeMarkdown(before)}${changed ? `**${escapeMarkdown(changed)}**` : ''}${escapeMarkdown(after)}${stop + CONTEXT < line.length ? '…' : ''}`;
}

export function pageLink(url: string, previewUrl?: string) {
  return previewUrl ? `[${url}](${new URL(url.slice(1), previewUrl.endsWith('/') ? previewUrl : `${previewUrl}/`).href})` : `\`${url}\``;
}

/** "3 pages changed, 1 added, 0 removed (of 101)" or that no page changed. */
export function headline({ comparison: c }: Pick<ReportInput, 'comparison'>): string {
  if (c.changed.length + c.added.length + c.removed.length === 0) return `No rendered page changed (${plural(c.pageCount, 'page')} compared).`;
  return `${plural(c.changed.length, 'page')} changed, ${c.added.length} added, ${c.removed.length} removed (of ${plural(c.pageCount, 'page')}).`;
}

export function reportMarkdown(input: ReportInput): string {
  const { comparison: c, fields, shots, dir, previewUrl } = input;
  const image = (file: string) => path.relative(dir, file).split(path.sep).join('/');
  const lines = [`## What this change does to the site`, '', `Compared with \`${input.base}\` (${input.commit.slice(0, 7)}): ${headline(input)}`, ''];
  if (fields.length > 0) {
    lines.push('### Record changes', '', ...fields.map((f) => `- ${describeChange(f)}`), '');
  }
  if (c.changed.length > 0) {
    lines.push('### Pages changed', '', '| Page | Text before | Text after |', '| --- | --- | --- |');
    for (const page of c.changed) {
      // Lines that changed one for one show the words that differ, in bold, with some text around them.
      const paired = page.removed.length === page.added.length;
      const shown = (text: string[], other: string[]) => text.map((t, i) => cell(paired ? changedWords(t, other[i]!) : cut(t)));
      const side = (text: string[]) =>
        text.length === 0 ? '—' : [...text.slice(0, SHOWN_LINES), ...(text.length > SHOWN_LINES ? [`… ${text.length - SHOWN_LINES} more`] : [])].join('<br>');
      lines.push(`| ${pageLink(page.url, previewUrl)} | ${side(shown(page.removed, page.added))} | ${side(shown(page.added, page.removed))} |`);
    }
    lines.push('');
  }
  if (c.added.length > 0) lines.push('### Pages added', '', ...c.added.map((url) => `- ${pageLink(url, previewUrl)}`), '');
  if (c.removed.length > 0) lines.push('### Pages removed', '', ...c.removed.map((url) => `- \`${url}\``), '');
  if (shots.length > 0) {
    lines.push(`### At phone width (375 px), changes outlined`, '');
    for (const shot of shots) {
      const picture = shot.sideBySide ?? shot.after ?? shot.before;
      if (picture) lines.push(`#### ${shot.url}`, '', `![${shot.url}: before and after](${image(picture)})`, '');
    }
    if (input.unshot.length > 0) lines.push(`No pictures of ${plural(input.unshot.length, 'more page')}: ${input.unshot.map((u) => `\`${u}\``).join(', ')}.`, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** What `npm run changes` prints. */
export function summary(input: ReportInput, reportFile: string): string {
  const { comparison: c, fields } = input;
  const lines = [headline(input)];
  if (fields.length > 0) lines.push('', 'Record changes:', ...fields.map((f) => `  ${describeChange(f)}`));
  for (const [title, urls] of [
    ['Changed', c.changed.map((p) => p.url)],
    ['Added', c.added],
    ['Removed', c.removed],
  ] as const) {
    if (urls.length > 0) lines.push('', `${title}:`, ...urls.map((u) => `  ${u}`));
  }
  lines.push('', `Report: ${reportFile}`);
  return lines.join('\n');
}
