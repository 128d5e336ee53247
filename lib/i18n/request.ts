import { cache } from 'react';

/** The page's language; `cache` keeps one box per render, so parallel prerenders never share it (English outside). */
const box = cache((): { code: string } => ({ code: 'en' }));

export const requestLanguage = (): string => box().code;

export function setRequestLanguage(code: string) {
  box().code = code;
}

/** The English path of the page being rendered, for the language links: the layout renders before the page is known. */
const pathBox = cache(() => {
  let resolve: (path: string) => void = () => {};
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
});

export const setRequestPath = (englishPath: string) => pathBox().resolve(englishPath);

export const requestPath = (): Promise<string> => pathBox().promise;

/** The language of the page, once its metadata has named it: the one root layout writes <html lang> from it. */
const languageBox = cache(() => {
  let resolve: (code: string) => void = () => {};
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
});

export const setResolvedLanguage = (code: string) => languageBox().resolve(code);

export const resolvedLanguage = (): Promise<string> => languageBox().promise;
