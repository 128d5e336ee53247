import { cache } from 'react';

/*
 * The language of the page being rendered, for the components deep in it that read content themselves. Each page
 * of a translated route sets it from its params (app/[kind]/, lib/site/translated-routes.ts) before it renders; React
 * keeps one box per render (`cache` is scoped to a request), so pages prerendered side by side never share it. Outside
 * a render (scripts, route handlers, tests) it is English; route handlers name their language explicitly.
 */
const box = cache((): { code: string } => ({ code: 'en' }));

export const requestLanguage = (): string => box().code;

export function setRequestLanguage(code: string) {
  box().code = code;
}

/**
 * The English path of the page being rendered ("/wiki/x"), for the header's language links: the layout renders before
 * the page is known, so the links wait for it; every page's metadata names its path (lib/site/page-metadata.ts).
 */
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
