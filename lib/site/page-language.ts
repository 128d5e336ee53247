import { siteLanguages } from '../content';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { encodeNumberStyle } from '../i18n/number-style';
import { setRequestLanguage } from '../i18n/request';
import { getContent } from '../content';

/** Whether a first path segment is a language of the site other than English ("es" yes, "bosses" no). */
export const isLanguageSegment = (segment: string) => segment !== DEFAULT_LANGUAGE && siteLanguages().includes(segment);

/** How the page's language writes numbers, for its islands (writeNumbersAs in lib/model/format.ts); none in English. */
export function pageNumbers(): string | undefined {
  const { code, numbers } = getContent().language;
  return code === DEFAULT_LANGUAGE ? undefined : encodeNumberStyle(numbers);
}

/** Sets the language of the page being rendered from its first path segment: a language code, else English. */
export function setPageLanguage(firstSegment: string) {
  setRequestLanguage(isLanguageSegment(firstSegment) ? firstSegment : DEFAULT_LANGUAGE);
}
