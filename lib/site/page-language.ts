import { siteLanguages } from '../content';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { setRequestLanguage } from '../i18n/request';

/** Whether a first path segment is a language of the site other than English ("es" yes, "bosses" no). */
export const isLanguageSegment = (segment: string) => segment !== DEFAULT_LANGUAGE && siteLanguages().includes(segment);

/** Sets the language of the page being rendered from its first path segment: a language code, else English. */
export function setPageLanguage(firstSegment: string) {
  setRequestLanguage(isLanguageSegment(firstSegment) ? firstSegment : DEFAULT_LANGUAGE);
}
