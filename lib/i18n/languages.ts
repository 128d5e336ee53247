/** The site's own language: its pages keep their unprefixed URLs; every other language lives under /<code>/. */
export const DEFAULT_LANGUAGE = 'en';

/** "/es" for Spanish, "" for English. */
export const languagePrefix = (code: string) => (code === DEFAULT_LANGUAGE ? '' : `/${code}`);

/** Paths that are files, not pages (pictures, data, feeds, search and preview files): the same in every language. */
const FILE_PATH = /^\/(?:_next|images|icons|data|previews|search|og)\/|\.[a-z0-9]+$/i;

/** A page path in a language ("/wiki/x/#h" → "/es/wiki/x/#h"); other hrefs pass unchanged. */
export function localPath(code: string, href: string): string {
  if (code === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  const [pathname = ''] = href.split(/[?#]/);
  if (FILE_PATH.test(pathname) || pathname === `/${code}` || pathname.startsWith(`/${code}/`)) return href;
  return `/${code}${href}`;
}
