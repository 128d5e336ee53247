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
