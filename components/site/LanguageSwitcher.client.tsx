'use client';

import { usePathname } from 'next/navigation';
import { Icon } from '../ui/Icon';
import { HEADER_MENU_ATTRIBUTE, MENU_ITEM_CLASS, SUMMARY_CLASS } from './menu-links';
import type { SwitcherLanguage } from '@/lib/site/translations';

/** The English path of a page path: "/es/wiki/x/" → "/wiki/x" (no trailing slash but for "/"). */
function englishPathOf(pathname: string, languages: readonly SwitcherLanguage[]): string {
  const prefix = languages.find((l) => l.prefix && (pathname === l.prefix || pathname.startsWith(`${l.prefix}/`)))?.prefix ?? '';
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  return rest || '/';
}

const isTranslated = (language: SwitcherLanguage, path: string) => (language.mode === 'only') === language.paths.includes(path);

/**
 * Links to the page being read in each language, as a native disclosure (it opens without JavaScript: the links are
 * in the HTML, written at build time from the page's path). A language that has not translated the page is marked;
 * its link still leads there (the English text in that language's shell). Full page loads: each language has its
 * own root layout.
 */
export function LanguageSwitcher({ languages, current, label, fallbackMark }: { languages: SwitcherLanguage[]; current: string; label: string; fallbackMark: string }) {
  const path = englishPathOf(usePathname() ?? '/', languages);
  const slash = path === '/' ? '/' : `${path}/`;
  const here = languages.find((l) => l.code === current);
  return (
    <details className="group/menu relative" {...{ [HEADER_MENU_ATTRIBUTE]: '' }}>
      <summary className={`${SUMMARY_CLASS} flex items-center gap-1 rounded px-2 py-2 font-medium text-text hover:text-gold`}>
        <Icon name="globe" className="h-5 w-5" />
        <span className="sr-only">{label}: </span>
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <span className="sr-only">{here?.name}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-2 min-w-48 rounded-lg border border-line bg-surface p-2 shadow-xl shadow-black/40">
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={`${language.prefix}${slash}`}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === current ? 'page' : undefined}
              // A tool's state and a section travel along: the same query and #section in the other language.
              onClick={(event) => {
                event.currentTarget.search = location.search;
                event.currentTarget.hash = location.hash;
              }}
              className={MENU_ITEM_CLASS}
            >
              {language.name}
              {!isTranslated(language, path) && (
                <span className="text-muted" lang={current}>
                  {' '}
                  {fallbackMark}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
