import fs from 'node:fs';
import { lastCommitDate } from '../history/git-dates';
import { DEFAULT_LANGUAGE, localPath } from '../i18n/languages';
import { collectionFile } from '../model/collections';
import { sourceFilesOf } from './route-sources';
import { getContent, siteLanguages, type Content } from '../content';
import { kindById } from '../records/kinds';

/**
 * Which pages a language has translated: own-words pages once its UI words are, others when their text is.
 * Untranslated pages are built with English text in the translated shell, never a 404 nor a listed translation.
 */

/** Whether `englishPath` ("/wiki/x", "/bosses/mezul", "/") has its text in `content`'s language. */
export function isTranslated(englishPath: string, content: Content): boolean {
  if (content.language.code === DEFAULT_LANGUAGE) return true;
  const [first = '', second] = englishPath.split('/').filter(Boolean);
  if (first === 'wiki' && second) return Boolean(content.index.wikiPages.get(second)?.translation);
  if (first === 'guide') return content.guideSections.every((s) => !s.hasBody || s.translation);
  if (first === 'about') return content.language.translatedAbout === true;
  const kind = kindById(first);
  if (kind && second) return content.language.translatedRecords?.get(kind.collection.key)?.has(second) === true;
  return true;
}

/** The canonical path with its trailing slash: "/" or "/wiki/x/". */
export const withSlash = (path: string) => (path === '/' ? '/' : `${path.replace(/\/$/, '')}/`);

/** The languages a page is really translated into, English first, each with the page's URL there (for hreflang). */
export function translationsOf(englishPath: string): { code: string; path: string }[] {
  return siteLanguages()
    .filter((code) => isTranslated(englishPath, getContent(code)))
    .map((code) => ({ code, path: localPath(code, withSlash(englishPath)) }));
}

/** The files a page's own text comes from in `content`'s language and in English; undefined for UI-words-only pages. */
function translationSources(englishPath: string, content: Content): { english: string[]; translation: string[] } | undefined {
  const code = content.language.code;
  const [first = '', second] = englishPath.split('/').filter(Boolean);
  const english = () => sourceFilesOf(englishPath, getContent(DEFAULT_LANGUAGE));
  if (first === 'wiki' && second) {
    const page = content.index.wikiPages.get(second);
    return page?.translation ? { english: [page.file], translation: [page.translation] } : undefined;
  }
  if (first === 'guide') return { english: english(), translation: content.guideSections.flatMap((s) => (s.translation ? [s.translation] : [])) };
  if (first === 'about') return { english: ['content/pages/about.mdx'], translation: [`content/translations/${code}/pages/about.mdx`] };
  const kind = kindById(first);
  if (kind && second) return { english: english(), translation: [`content/translations/${code}/${collectionFile(kind.collection.key)}`] };
  return undefined;
}

const newest = (files: readonly string[]) => Math.max(0, ...files.filter((f) => fs.existsSync(f)).map((f) => lastCommitDate(f).getTime()));

/** When the English text of a translated page changed after its translation was last edited (from git), if it did. */
export function englishUpdatedSince(englishPath: string, content: Content): Date | undefined {
  if (content.language.code === DEFAULT_LANGUAGE || !isTranslated(englishPath, content)) return undefined;
  const sources = translationSources(englishPath, content);
  if (!sources || sources.translation.length === 0) return undefined;
  const english = newest(sources.english);
  return english > newest(sources.translation) ? new Date(english) : undefined;
}
