import { loadContent, type Content } from './load';

let cached: Content | undefined;

/** The validated content, loaded once per build process. */
export function getContent(): Content {
  cached ??= loadContent();
  return cached;
}

export type { Content, GuideSection, WikiPage } from './load';
export { isBossDrop } from './load';
